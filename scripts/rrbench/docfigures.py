"""Figures in README.md and docs/ that come from a committed results folder, generated from it.

A figure is marked where it stands, inline or over several lines:

    <!--g NAME FOLDER [ARG]-->the generated text<!--/g-->

`scripts/docs-figures` rewrites every marked figure from its folder; `--check`
rewrites nothing and names every figure that no longer matches (exit 1), so a
test notices when the docs and the results drift apart. The generators below
read a folder the way the report does (dataset.py), so a figure says what the
folder's report says."""

from __future__ import annotations

import re
import statistics
from pathlib import Path

from . import moves
from .dataset import load

MARK = re.compile(r"<!--g (?P<args>[^>]*?)-->(?P<text>.*?)<!--/g-->", re.S)


class FigureError(Exception):
    """A mark names an unknown figure or an unusable folder: one line, exit 2."""


def answer(folder: Path, churn: Path | None = None) -> str:
    """The report's first-screen sentence for a rounds folder (settings from the churn folder, if named)."""
    ds = load(folder)
    if not ds.rounds:
        raise FigureError(f"{folder}: no rounds in it, no answer to give")
    return moves.answer(ds, load(churn) if churn else None)


def reqrep_answer(folder: Path) -> str:
    """The first paragraph of the report's request-reply answer (default region)."""
    from . import analysis as an
    from .report import answer as region_answer
    ds = load(folder)
    region = an.Region()
    verdicts = [v for t in region.transports if (v := an.verdict(ds, region, t)) is not None]
    return region_answer(ds, region, verdicts)[0]


def moves_table(folder: Path) -> str:
    """Overhead per move, p50 / p99 ms and the budget verdict, per library × pattern and node count
    (the preferred transport, the first move time)."""
    ds = load(folder)
    dec, transport, series = moves.decide(ds)
    head = ["library", "pattern", *(f"{n} nodes: p50 / p99 ms [p99 interval]" for n in dec.nodes)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * 2 + "---:|" * len(dec.nodes)]
    for s in series:
        cells = []
        for n in dec.nodes:
            verdict = dec.verdicts.get((s.label(), n)) if s.lib != moves.FLOOR else None
            cells.append(moves.cell(s, n, verdict).replace(" †", ""))
        lines.append(f"| {s.lib}{' (floor)' if s.lib == moves.FLOOR else ''} | {s.pattern} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def move_time(folder: Path) -> str:
    """Back to back against a move time at each contender: overhead, scatter and gather, p50 / p99 ms."""
    ds = load(folder)
    times = ds.move_times()
    if len(times) < 2:
        raise FigureError(f"{folder}: one move time only")
    head = ["library", "nodes"] + [f"{'back to back' if float(t) == 0 else f'move {t} s'}: {what}"
                                   for t in times for what in ("overhead", "scatter", "gather")]
    lines = ["| " + " | ".join(head) + " |", "|---|---:|" + "---:|" * (len(head) - 2)]
    for s0 in moves.all_series(ds, times[0]):
        for n in sorted(s0.points):
            row = [f"{s0.lib} {s0.pattern}", str(n)]
            for t in times:
                p = ds.rounds_point(s0.pattern, s0.lib, s0.transport, n, t)
                for col in ("p", "scatter_p", "gather_p"):
                    row.append(f"{moves.ms(moves.number(p, col + '50_us_median'))} / "
                               f"{moves.ms(moves.number(p, col + '99_us_median'))}")
            lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def move_time_ratio(folder: Path, lib: str) -> str:
    """'1.9× at p50 and 1.7× at p99': a move's overhead with the longest move time over back to back."""
    ds = load(folder)
    times = ds.move_times()
    s = next((x for x in moves.all_series(ds, times[0]) if x.lib == lib), None)
    if s is None or len(times) < 2:
        raise FigureError(f"{folder}: no {lib} at two move times")
    n = max(s.points)
    a, b = ds.rounds_point(s.pattern, lib, s.transport, n, times[0]), ds.rounds_point(s.pattern, lib, s.transport, n,
                                                                                     times[-1])
    r = [moves.number(b, f"{c}_us_median") / moves.number(a, f"{c}_us_median") for c in ("p50", "p99")]
    return f"{r[0]:.1f}× at p50 and {r[1]:.1f}× at p99"


def raw_ahead(folder: Path, libs: str) -> str:
    """'2.2 – 4.6×': raw's round trips/s over each of `libs`' at every request-reply point both ran
    (one in flight, medians over the trials)."""
    ds = load(folder)
    wanted = libs.split(",")
    ratios = []
    for s in ds.points.values():
        if s["workload"] != "reqrep" or s["lib"] not in wanted or s["inflight"] != "1" or not s.get("msgs_per_s_median"):
            continue
        raw = ds.point("raw", s["transport"], s["topology"], int(s["size"]), int(s["clients"]))
        if raw and raw.get("msgs_per_s_median"):
            ratios.append(float(raw["msgs_per_s_median"]) / float(s["msgs_per_s_median"]))
    if not ratios:
        raise FigureError(f"{folder}: no point where raw and {libs} both ran")
    return f"{min(ratios):.1f} – {max(ratios):.1f}×"


def runs(folder: Path) -> str:
    """'135 runs, 30 failed'."""
    ds = load(folder)
    failed = [r for r in ds.all_rows if r["status"] != "ok"]
    return f"{len(ds.all_rows)} runs, {len(failed)} failed"


def cv_p99(folder: Path) -> str:
    """The median, over the rounds points, of the p99's coefficient of variation across trials."""
    ds = load(folder)
    groups: dict[tuple, list[float]] = {}
    for r in ds.rounds:
        if r["status"] == "ok" and r.get("p99_us"):
            groups.setdefault((r["lib"], r["pattern"], r["transport"], r["clients"], r["compute_s"]), []).append(
                float(r["p99_us"]))
    cvs = [statistics.stdev(v) / statistics.mean(v) for v in groups.values() if len(v) >= 2]
    if not cvs:
        raise FigureError(f"{folder}: no rounds point with two trials")
    return f"{statistics.median(cvs):.2f}"


GENERATORS = {"answer": answer, "reqrep-answer": reqrep_answer, "moves-table": moves_table, "move-time": move_time, "move-time-ratio": move_time_ratio,
              "raw-ahead": raw_ahead,
              "runs": runs, "cv-p99": cv_p99}


def generate(args: str, root: Path) -> str:
    name, *rest = args.split()
    if name not in GENERATORS:
        raise FigureError(f"unknown figure '{name}' (known: {', '.join(GENERATORS)})")
    if not rest:
        raise FigureError(f"figure '{name}' names no results folder")
    folder = root / rest[0]
    if not (folder / "results.csv").is_file():
        raise FigureError(f"figure '{name}': {rest[0]} is not a results folder")
    more = [root / a if a.startswith("results/") else a for a in rest[1:]]  # a second folder, e.g. churn's
    return GENERATORS[name](folder, *more)


def refresh(text: str, root: Path) -> tuple[str, list[str]]:
    """The text with every figure regenerated, and the marks whose figure changed."""
    stale = []

    def one(m: re.Match) -> str:
        new = generate(m.group("args"), root)
        old = m.group("text")
        multiline = "\n" in new
        body = f"\n{new}\n" if multiline else new
        if old.strip() != new.strip():
            stale.append(m.group("args"))
        return f"<!--g {m.group('args')}-->{body}<!--/g-->"

    return MARK.sub(one, text), stale


def documents(root: Path) -> list[Path]:
    return [root / "README.md", root / "results" / "README.md", *sorted((root / "docs").glob("*.md"))]
