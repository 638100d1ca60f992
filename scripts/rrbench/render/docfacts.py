"""The docs' figures that a sentence quotes (docfigures.py has the tables and first screens).

Each generator below reads a committed folder, or runs a seeded computation on the project's own
code (COMPUTED: no folder), and returns the words a doc puts between its marks, so that a figure in
README.md or docs/ cannot drift from what it quotes (scripts/docs-figures --check)."""

from __future__ import annotations

import functools

import datetime as dt
import json
import math
import re
import statistics
from pathlib import Path

from ..analysis import capacity as cap
from ..analysis import churn
from ..analysis import scale
from ..analysis import scores as an
from ..analysis import sequential
from ..analysis.answer import Run, load_run
from ..analysis.dataset import Dataset
from ..analysis.dataset import load as read_folder
from ..analysis.stats import interval_coverage
from ..core.units import size_label
from ..workloads.point import POINT_COLUMNS
from .doc import Doc, to_markdown


class FigureError(Exception):
    """A mark names an unknown figure or an unusable folder: one line, exit 2."""


@functools.lru_cache(maxsize=None)
def loaded(folder: Path) -> Dataset:
    return read_folder(folder)


def load(folder) -> Dataset:
    """A results folder, read once however many marks quote it (the figures only read a dataset)."""
    return loaded(Path(folder).resolve())


@functools.lru_cache(maxsize=None)
def run_loaded(folder: Path) -> Run:
    return load_run(folder, read=load)


def run(folder) -> Run:
    """A staged run (make sweep), read once however many marks quote it, its stages through load()."""
    return run_loaded(Path(folder).resolve())


def span(values, fmt: str = "{:.2f}", unit: str = "") -> str:
    """'0.51 – 0.63 s', or one value when the ends print the same."""
    values = list(values)
    if not values:
        raise FigureError("nothing to quote")
    lo, hi = fmt.format(min(values)), fmt.format(max(values))
    return (lo if lo == hi else f"{lo} – {hi}") + unit


def number(row: dict | None, column: str) -> float | None:
    v = (row or {}).get(column)
    return float(v) if v not in (None, "") else None


# --- computations on the project's own code: no folder ----------------------------------------------

def coverage(*trials: str) -> str:
    """'75 % of the time with 3 trials, 94 % with 5': how often a bootstrap interval of the median of n
    trials holds the true median (stats.interval_coverage, distribution-free)."""
    parts = [f"{interval_coverage(int(n)):.0%}".replace("%", " %") for n in trials]
    return f"{parts[0]} of the time with {trials[0]} trials" + "".join(
        f", {p} with {n}" for p, n in zip(parts[1:], trials[1:]))


def t_quantiles() -> str:
    """'8.86, 4.31, 3.34, 2.98 at 3, 5, 8, 12 pairs': each look's t-quantile at its level."""
    ts = [sequential.two_sided_t(sequential.look_level(), k - 1) for k in sequential.LOOKS]
    return ", ".join(f"{t:.2f}" for t in ts) + " at " + ", ".join(map(str, sequential.LOOKS)) + " pairs"


def apart_share(ends: dict[str, int]) -> float:
    return ends[sequential.APART] / sum(ends.values())


def look_adjustment(sd: str) -> str:
    """'3.1 times': false differences when every look tests at the family's 5 % against the rule's split
    level, both simulated A-against-A at the spread sd (sequential.simulate, seeded)."""
    ruled = apart_share(sequential.simulate(float(sd)))
    loose = apart_share(sequential.simulate(float(sd), alpha=sequential.ALPHA * len(sequential.LOOKS)))
    return f"{loose / ruled:.1f} times"


def simulated_apart(sd: str, ratio: str) -> str:
    """'19 %': how often the rule reads apart a true ratio at the spread sd (sequential.simulate, seeded)."""
    return f"{apart_share(sequential.simulate(float(sd), ratio=float(ratio))):.0%}".replace("%", " %")


def link_bound(rate: str) -> str:
    """'59.6 MiB/s': the request payload a brokered point can reach on links of `rate` (half of it)."""
    bound = an.link_bound_mib(rate)
    if bound is None:
        raise FigureError(f"link-bound: '{rate}' is not a link rate (e.g. 1gbit)")
    return f"{bound:.1f} MiB/s"


COMPUTED = {"link-bound": link_bound, "interval-coverage": coverage, "t-quantiles": t_quantiles,
            "look-adjustment": look_adjustment, "simulated-apart": simulated_apart}


# --- docs/method.md: the decision rule's evidence, the floor -----------------------------------------

def run_time(folder: Path, *more: Path) -> str:
    """'43 min 48 s': a sweep's wall time from its meta.json, the first start to the last finish over
    the folders named (the three of make sweep-scale)."""
    def stamp(meta: dict, key: str) -> dt.datetime:
        if not meta.get(key):
            raise FigureError(f"{folder}: meta.json has no {key}")
        return dt.datetime.strptime(meta[key], "%Y-%m-%dT%H:%M:%SZ")
    metas = [json.loads((Path(f) / "meta.json").read_text(encoding="utf-8")) for f in (folder, *more)]
    seconds = (max(stamp(m, "finished_utc") for m in metas) - min(stamp(m, "started_utc") for m in metas))
    return duration(seconds.total_seconds())


def duration(seconds: float) -> str:
    s = round(seconds)
    return f"{s // 60} min {s % 60:02d} s" if s >= 60 else f"{s} s"


def p99_trials(folder: Path, lib: str, pattern: str, transport: str, nodes: str) -> str:
    """'14.81 ms (its trials 13.70 / 14.81 / 15.66 ms)': a rounds point's median p99 and its trials."""
    values = sorted(float(r["p99_us"]) / 1000 for r in load(folder).rounds
                    if r["status"] == "ok" and r["p99_us"] and (r["lib"], r["pattern"], r["transport"], r["nodes"])
                    == (lib, pattern, transport, nodes))
    if not values:
        raise FigureError(f"{folder}: no ok trial of {lib} {pattern} over {transport} at {nodes} nodes")
    return f"{statistics.median(values):.2f} ms (its trials " + " / ".join(f"{v:.2f}" for v in values) + " ms)"


def trial_spread(folder: Path) -> str:
    """'1.4 – 3.3×': the first and third quartile, over the rounds points, of the slowest trial's p99
    over the fastest's."""
    groups: dict[tuple, list[float]] = {}
    for r in load(folder).rounds:
        if r["status"] == "ok" and r["p99_us"]:
            groups.setdefault((r["lib"], r["pattern"], r["transport"], r["nodes"], r["compute_s"]), []).append(
                float(r["p99_us"]))
    ratios = [max(v) / min(v) for v in groups.values() if len(v) >= 2]
    if len(ratios) < 2:
        raise FigureError(f"{folder}: fewer than two rounds points with two trials")
    q = statistics.quantiles(ratios, n=4)
    return f"{q[0]:.1f} – {q[2]:.1f}×"


def rate(ds: Dataset, lib: str, transport: str, topology: str, size: int, workers: int) -> float:
    v = number(ds.point(lib, transport, topology, size, workers), "msgs_per_s_median")
    if not v:
        raise FigureError(f"{ds.folder}: no {lib} {topology} point over {transport} at {workers} × {size} B")
    return v


def floor_hops(folder: Path) -> str:
    """raw's brokered round trip against two direct ones at 1 × 64 B, TCP and IPC."""
    ds = load(folder)
    said = {}
    for tr in ("tcp", "ipc"):
        brokered, direct = rate(ds, "raw", tr, "broker", 64, 1), rate(ds, "raw", tr, "direct", 64, 1)
        said[tr] = (brokered, direct, 1e6 / brokered, 2e6 / direct, (2e6 / direct) / (1e6 / brokered))
    b, d, one, two, times = said["tcp"]
    return (f"raw does {b:,.0f} brokered and {d:,.0f} direct round trips/s: a brokered round trip takes "
            f"{one:.0f} µs, two direct ones {two:.0f} µs — {times:.2f}× the bound's time (IPC: {said['ipc'][4]:.2f}×)")


def broker_cost(folder: Path, workers: str, size: str, what: str = "ratios") -> str:
    """Brokered ÷ direct round trips/s per library at one point, TCP / IPC ('zmq 0.84 / 0.59, ...'), or
    with `share` the range of what the broker takes from the libraries' rate ('12 – 47 %')."""
    ds = load(folder)
    ratios = {lib: [rate(ds, lib, tr, "broker", int(size), int(workers)) / rate(ds, lib, tr, "direct", int(size),
                                                                                int(workers))
                    for tr in ("tcp", "ipc")] for lib in ds.values("lib")}
    if what == "share":
        return span((100 * (1 - r) for lib, rs in ratios.items() if not an.is_floor(lib) for r in rs), "{:.0f}",
                    " %")
    libs = sorted(ratios, key=an.is_floor)  # the libraries, then the floor
    return ", ".join(f"{lib} {ratios[lib][0]:.2f} / {ratios[lib][1]:.2f}" for lib in libs)


def floor_grid(folder: Path, what: str = "fastest") -> str:
    """Over a grid of brokered points: where raw is the fastest and the libraries' median fraction of
    it ('fastest'), or the points where it is not ('exceptions', with raw's and the best library's rate)."""
    ds = load(folder)
    libs = [lib for lib in ds.values("lib") if not an.is_floor(lib)]
    keys = sorted({(r["transport"], int(r["size"]), int(r["workers"])) for r in ds.rows})
    fractions: dict[str, list[float]] = {lib: [] for lib in libs}
    behind = []
    for tr, size, workers in keys:
        raw = rate(ds, an.FLOOR, tr, "broker", size, workers)
        theirs = {lib: v for lib in libs
                  if (v := number(ds.point(lib, tr, "broker", size, workers), "msgs_per_s_median"))}
        for lib, v in theirs.items():
            fractions[lib].append(v / raw)
        if any(v >= raw for v in theirs.values()):
            best = max(theirs, key=theirs.get)
            behind.append(f"{workers} workers × {size_label(size)} over {tr.upper()}: raw {raw:,.0f}/s, "
                          f"{best} {theirs[best]:,.0f}/s")
    if what == "exceptions":
        return "; ".join(behind) or "none"
    return (f"raw is the fastest at {len(keys) - len(behind)} of {len(keys)} (transport, size, workers) points; "
            "the libraries' median fraction of raw is "
            + ", ".join(f"{lib} {statistics.median(v):.2f}" for lib, v in fractions.items() if v))


def twins(ds: Dataset, pinned: bool) -> list[tuple]:
    """(position, name, name, trials, trials) for each pair of contenders at a position that differ only in
    their library's build (zmq pubsub and zmq-twin pubsub): an A-against-A sequence each."""
    out = []
    for pos, trials in sequential.by_position(ds.all_rows, POINT_COLUMNS, pinned).items():
        by_rest: dict[str, list[str]] = {}
        for name in trials:
            by_rest.setdefault(name.partition(" ")[2], []).append(name)
        for names in by_rest.values():
            if len(names) != 2:
                raise FigureError(f"{ds.folder}: {len(names)} builds of {names[0]} at a position, not two")
            out.append((pos, *names, trials[names[0]], trials[names[1]]))
    return out


def first_rule(folder: Path, *more: Path) -> str:
    """The A-against-A folders under the rule as it first stood (apart whenever the interval excluded 1,
    no margin), replayed on their trials: '14 real sequences, ...; 2 of them read a difference of
    8 – 9 %, after 3 and 5 pairs'."""
    total, apart = 0, []
    for f in (folder, *more):
        ds = load(f)
        s = ds.meta.get("settings", {})
        if not s.get("looks"):
            raise FigureError(f"{f}: not swept until settled (--looks)")
        looks, pinned = tuple(s["looks"]), s.get("pin", {}).get("mode", "none") != "none"
        for _pos, _na, _nb, a, b in twins(ds, pinned):
            total += 1
            common = sorted(set(a) & set(b))
            for k in (k for k in looks if k <= len(common)):
                v = sequential.compare([a[t] for t in common[:k]], [b[t] for t in common[:k]], looks, 0.0)
                if v.state != sequential.OPEN:
                    break
            if v.state == sequential.APART:
                apart.append((max(v.interval.ratio, 1 / v.interval.ratio) - 1, v.trials))
    said = f"{total} real sequences, below; under the rule as it first stood (apart whenever the interval " \
           f"excluded 1) {len(apart)} of them read a difference"
    if not apart:
        return said.replace(f"{len(apart)} of them read a difference", "none read a difference")
    return (said + f" of {span((100 * d for d, _ in apart), '{:.0f}', ' %')}, after "
            + " and ".join(map(str, sorted({t for _, t in apart}))) + " pairs")


def harness(folder: Path, name: str = "grid.json") -> tuple[dict, dict]:
    """scripts/harness-check's settings and summary in a folder: {point: {variant: {throughput_ratio,
    cpu_ratio: [median, low, high]}}}."""
    try:
        d = json.loads((Path(folder) / name).read_text(encoding="utf-8"))
        return d["settings"], d["runs"]["summary"]
    except (OSError, ValueError, KeyError) as e:
        raise FigureError(f"{folder}/{name}: not scripts/harness-check's output ({e})") from None


WITHIN = 1.10  # scripts/harness-check's bound: the minimal program within 10 % of ours


def harness_points(points: list[str]) -> str:
    """'TCP 64 B at 64, 128 workers; 1 KiB at 64, 128 workers · IPC ...' from harness-check's point names."""
    by: dict[str, dict[int, list[int]]] = {}
    for p in points:  # 'tcp 64 B x 128'
        tr, size, _, _, workers = p.split()
        by.setdefault(tr, {}).setdefault(int(size), []).append(int(workers))
    return " · ".join(tr.upper() + " " + "; ".join(f"{size_label(size)} at {', '.join(map(str, sorted(cs)))} workers"
                                                    for size, cs in sorted(sizes.items()))
                      for tr, sizes in by.items())


def harness_table(folder: Path) -> str:
    """Per minimal program (--factors): the points whose CPU per round trip is clearly below ours, and
    how many medians are within 10 % (round trips/s, CPU)."""
    _, summary = harness(folder)
    variants = list(next(iter(summary.values())))
    named = {"none": "as plain as possible (`none`)", "all": "doing what ours must (`all`)"}
    rows = []
    for v in variants:
        cells = {p: s[v] for p, s in summary.items()}
        clear = [p for p, c in cells.items() if c["cpu_ratio"][1] > WITHIN]
        quoted = clear or list(cells)
        n = len(cells)
        rows.append([named.get(v, f"`{v}`"),
                     f"**{len(clear)} of {n}**" + (f": {harness_points(clear)}" if clear else "")
                     + f" (ours ÷ minimal {span(cells[p]['cpu_ratio'][0] for p in quoted)})",
                     f"{sum(c['throughput_ratio'][0] <= WITHIN for c in cells.values())}, "
                     f"{sum(c['cpu_ratio'][0] <= WITHIN for c in cells.values())} of {n}"])
    doc = Doc("")
    doc.table(["minimal program", f"points whose CPU per round trip is > 10 % below ours (interval clear of "
               f"{WITHIN:.2f})", "medians within 10 %: round trips/s, CPU"], rows, "lll")
    return to_markdown(doc).split("\n", 2)[2].strip()


def harness_beyond(folder: Path, variant: str = "all") -> str:
    """'7 medians of round trips/s are beyond 1.10 (1.12 – 1.26), and each one's interval reaches 1.05 or
    lower': a minimal program's points whose median is outside the bound, and how far their intervals reach."""
    _, summary = harness(folder)
    beyond = [s[variant]["throughput_ratio"] for s in summary.values() if s[variant]["throughput_ratio"][0] > WITHIN]
    if not beyond:
        return f"no median of round trips/s is beyond {WITHIN:.2f}"
    return (f"{len(beyond)} medians of round trips/s are beyond {WITHIN:.2f} ({span(b[0] for b in beyond)}), and "
            f"each one's interval reaches {max(b[1] for b in beyond):.2f} or lower")


def harness_bisect(folder: Path, name: str) -> str:
    """A bisection's CPU per round trip, ours ÷ minimal: at one point every factor's ('`none` 1.23, `exec`
    1.00, ...'); at several, each point's first factor → second ('1.41 → 1.01 (TCP 64 B), ...')."""
    settings, summary = harness(folder, name)
    if len(summary) == 1:
        (point, cells), = summary.items()
        return ", ".join(f"`{v}` {c['cpu_ratio'][0]:.2f}" for v, c in cells.items())
    first, second = settings["factors"][:2]
    out = []
    for point, cells in summary.items():
        tr, size, *_ = point.split()
        out.append(f"{cells[first]['cpu_ratio'][0]:.2f} → {cells[second]['cpu_ratio'][0]:.2f} "
                   f"({tr.upper()} {size_label(int(size))})")
    return ", ".join(out)


def harness_repeats(folder: Path, *names: str) -> str:
    """'6 – 8': the alternated repeats of harness-check's files in a folder."""
    return span((harness(folder, n)[0]["repeats"] for n in names), "{}")


# --- README.md, docs/products.md, docs/sweep.md, docs/scale.md ----------------------------------------

def stage_folders(folder: Path) -> list[Path]:
    """A results folder, or a staged run's stages (make sweep's: one results folder each)."""
    if (folder / "results.csv").is_file():
        return [folder]
    return sorted(d for d in folder.iterdir() if (d / "results.csv").is_file())


def broker_start(folder: Path, lib: str) -> str:
    """'2.5 – 19.2 s, median 5.7 s, over 75 runs': how long one broker of a product (its variants too)
    took to be ready in a run or staged run (column broker_start_s, one broker per point)."""
    starts = [v for f in stage_folders(Path(folder)) for r in load(f).all_rows
              if (r["lib"] == lib or r["lib"].startswith(lib + "@")) and r.get("brokers", "1") in ("", "1")
              and (v := number(r, "broker_start_s")) is not None]
    if not starts:
        raise FigureError(f"{folder}: no broker_start_s of {lib}")
    return f"{span(starts, '{:.1f}', ' s')}, median {statistics.median(starts):.1f} s, over {len(starts)} runs"


def open_files(folder: Path) -> str:
    """'about 24,704': the most open files a point that failed for want of them said it needed."""
    needs = [int(w) for r in load(folder).all_rows if r.get("cause") == "open_files"
             for a, w in zip(r["status"].split(), r["status"].split()[1:]) if a == "about" and w.isdigit()]
    if not needs:
        raise FigureError(f"{folder}: no run failed for want of open files")
    return f"about {max(needs):,}"


def cause_runs(folder: Path, cause: str) -> str:
    """'6 runs': the runs of a folder that failed with one cause (docs/records.md)."""
    n = sum(r.get("cause") == cause for r in load(folder).all_rows)
    return f"{n} run{'s' if n != 1 else ''}"


def per_node(folder: Path, lib: str, pattern: str, *counts: str) -> str:
    """'19 µs per node at 100, 29 at 1,024': the broker's CPU per move over N (medians), pinned."""
    cost = next((c for c in scale.measured(load(folder)) if (c.lib, c.pattern) == (lib, pattern)), None)
    if cost is None or any(int(n) not in cost.broker for n in counts):
        raise FigureError(f"{folder}: no broker CPU per move of {lib} {pattern} at {', '.join(counts)} nodes")
    parts = [f"{statistics.median(cost.broker[int(n)]) / int(n):.0f}" for n in counts]
    return f"{parts[0]} µs per node at {int(counts[0]):,}" + "".join(
        f", {p} at {int(n):,}" for p, n in zip(parts[1:], counts[1:]))


def per_node_spread(folder: Path, reaching: str = "1024") -> str:
    """'1.6×': over the contenders that ran at `reaching` nodes, the most any one's broker CPU per node per
    move varies between its node counts (largest over smallest, medians)."""
    spreads = [max(per) / min(per) for c in scale.measured(load(folder)) if int(reaching) in c.broker
               for per in [[statistics.median(v) / n for n, v in c.broker.items()]]]
    if not spreads:
        raise FigureError(f"{folder}: no contender at {reaching} nodes")
    return f"{max(spreads):.1f}×"


def peak_cpu_ratio(folder: Path, dear: str, cheap: str, sizes: str = "smallest") -> str:
    """'15×': one library's pinned broker CPU per forwarded message at its peak over another's, at the
    smallest size both ran (peak_table's cells); with `all`, the range over every size both ran and
    every pair of the comma-separated libraries ('10 – 19×')."""
    best = {(lib, size): e["cpu_us"] for (lib, _, size), e in cap.peaks(load(folder).capacity).items()
            if e["cpu_us"] is not None}
    pairs = [(a, b) for a in dear.split(",") for b in cheap.split(",")]
    sizes_of = (lambda libs: {s for (lib, s) in best if lib in libs.split(",")})
    common = sorted(sizes_of(dear) & sizes_of(cheap))
    if not common:
        raise FigureError(f"{folder}: no size where {dear} and {cheap} both peaked")
    ratios = [best[(a, s)] / best[(b, s)] for a, b in pairs for s in (common if sizes == "all" else common[:1])
              if (a, s) in best and (b, s) in best]
    return span(ratios, "{:.0f}", "×")


def saturation_cell(folder: Path, lib: str, pattern: str, nodes: str, what: str) -> str:
    """A cell of the saturation table (render/scale.py) in words: `ratio` (measured ÷ predicted, '0.76'),
    `above` ('28 %' over the prediction), `batching` (the busiest step's CPU per move ÷ one game's,
    '0.78'), `rise` ('22 %' more CPU per move), `games` (saturated at, '4 games'), `sleeps` (the broker's
    wake-ups per move, one game's to the busiest step's, '4.5 to 0.4'), `sleeps-range` (over the steps),
    `cpu` (CPU µs per move, one game's and the busiest step's), `busy` (the broker's busy share, over the steps)."""
    ds = load(folder)
    s = next((x for x in scale.saturation(ds) if (x.lib, x.pattern, x.nodes) == (lib, pattern, int(nodes))), None)
    if s is None:
        raise FigureError(f"{folder}: no {lib} {pattern} at {nodes} nodes under concurrent games")
    sleeps: dict[int, list[float]] = {}
    for r in (*ds.rounds, *ds.games):
        if (r["status"], r["lib"], r["pattern"], int(r["nodes"])) == ("ok", lib, pattern, int(nodes)) \
                and (v := number(r, "broker_sleeps_per_round")) is not None:
            sleeps.setdefault(int(r["games"]), []).append(v)
    sleep = {g: statistics.median(v) for g, v in sleeps.items()}
    said = {"ratio": lambda: f"{s.ratio():.2f}", "above": lambda: f"{100 * (s.ratio() - 1):.0f} %",
            "batching": lambda: f"{s.batching():.2f}", "rise": lambda: f"{100 * (s.batching() - 1):.0f} %",
            "games": lambda: f"{s.saturated_at()} game{'s' if (s.saturated_at() or 0) > 1 else ''}",
            "sleeps": lambda: f"{sleep[1]:.1f} to {sleep[s.busiest()]:.1f}",
            "sleeps-range": lambda: span(sleep.values(), "{:.0f}"),
            "cpu": lambda: f"{s.steps[1][2]:,.0f} and {s.steps[s.busiest()][2]:,.0f} µs",
            "busy": lambda: span((100 * u for _, u, _ in s.steps.values()), "{:.0f}", " %")}
    if what not in said:
        raise FigureError(f"saturation-cell: '{what}' is not one of {', '.join(said)}")
    return said[what]()


def bus_per_message(folder: Path, lib: str, scaleout: str) -> str:
    """'2.3 – 2.4 KB': what a cluster's servers sent each other per message delivered and per other server
    (bus_bytes_per_round ÷ msgs_per_round ÷ (K − 1)), over its ok rows."""
    per = [number(r, "bus_bytes_per_round") / number(r, "msgs_per_round") / (int(r["brokers"]) - 1)
           for r in load(folder).brokers if r["status"] == "ok" and (r["lib"], r["scaleout"]) == (lib, scaleout)
           and number(r, "bus_bytes_per_round") and number(r, "msgs_per_round") and int(r["brokers"]) > 1]
    if not per:
        raise FigureError(f"{folder}: no bytes between {lib}'s {scaleout} servers")
    return span((p / 1000 for p in per), "{:.1f}", " KB")


def bench_lines(folder: Path, script: str) -> list[tuple[str, dict]]:
    """A bench/ script's runs (its OUT folder's lines.txt: `WHO key=value ...` a line), as (WHO, fields)."""
    try:
        lines = (Path(folder) / "lines.txt").read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise FigureError(f"{folder}: no lines.txt of {script} ({e})") from None
    out = []
    for line in lines:
        who, *kv = line.split()
        out.append((who, dict(x.split("=", 1) for x in kv)))
    return out


def nats_bench(folder: Path, what: str = "table") -> str:
    """bench/nats_bench_compare.sh's runs (its OUT folder's lines.txt): per client count, `nats bench`'s
    round trips/s and ours in each hosting, medians [range] (`table`); or how far `nats bench` leads ours
    at the most clients ('1.40× our thread hosting and 1.14× our loop', `lead`)."""
    runs: dict[tuple[str, int], list[float]] = {}
    for who, f in bench_lines(folder, "bench/nats_bench_compare.sh"):
        try:
            runs.setdefault((f.get("hosting", who), int(f["clients"])), []).append(float(f["rate"]))
        except (KeyError, ValueError):
            continue  # a failed run says its status instead of a rate
    med = {k: statistics.median(v) for k, v in runs.items()}
    counts = sorted({n for _, n in runs})
    if what == "lead":
        n = counts[-1]
        return (f"{med[('natsbench', n)] / med[('thread', n)]:.2f}× our thread hosting and "
                f"{med[('natsbench', n)] / med[('loop', n)]:.2f}× our loop")
    doc = Doc("")
    doc.table(["clients", "`nats bench service request`", "ours, a process per worker (`--hosting thread`)",
               "ours, one process (`--hosting loop`)"],
              [[str(n)] + [f"{med[(h, n)]:,.0f} [{min(runs[(h, n)]):,.0f} – {max(runs[(h, n)]):,.0f}]"
                           if (h, n) in runs else "–" for h in ("natsbench", "thread", "loop")] for n in counts],
              "rrrr")
    return to_markdown(doc).split("\n", 2)[2].strip()


def perftest(folder: Path, what: str = "table") -> str:
    """bench/rabbitmq_perftest_compare.sh's runs (its OUT folder's lines.txt): the server's CPU per message
    under RabbitMQ's PerfTest and under ours, each on a kept and on a fresh server, medians [range] over
    the rounds (`table`); or ours over PerfTest's on each server ('1.9× on the kept server, 2.0× on a fresh
    one', `ratio`); or the kept server's over a fresh one's for each tool (`kept`)."""
    runs: dict[tuple[str, str], list[float]] = {}
    for who, f in bench_lines(folder, "bench/rabbitmq_perftest_compare.sh"):
        if "us_per_msg" in f:
            runs.setdefault((who, f["server"]), []).append(float(f["us_per_msg"]))
    med = {k: statistics.median(v) for k, v in runs.items()}
    if not {(w, s) for w in ("perftest", "ours") for s in ("kept", "fresh")} <= set(med):
        raise FigureError(f"{folder}: lines.txt lacks a tool or a server ({sorted(med)})")
    if what == "ratio":
        return (f"{med[('ours', 'kept')] / med[('perftest', 'kept')]:.1f}× on the kept server, "
                f"{med[('ours', 'fresh')] / med[('perftest', 'fresh')]:.1f}× on a fresh one")
    if what == "kept":
        return (f"{med[('perftest', 'kept')] / med[('perftest', 'fresh')]:.2f} under PerfTest, "
                f"{med[('ours', 'kept')] / med[('ours', 'fresh')]:.2f} under ours")
    doc = Doc("")
    doc.table(["load", "kept server: µs of server CPU per message", "fresh server", "rounds"],
              [[label] + [f"{med[(who, s)]:.1f} [{min(runs[(who, s)]):.1f} – {max(runs[(who, s)]):.1f}]"
                          for s in ("kept", "fresh")] + [str(len(runs[(who, 'kept')]))]
               for who, label in (("perftest", "PerfTest: 1 producer, 1 consumer, 64 B, auto-ack, one queue"),
                                  ("ours", "ours: request-reply at the peak, 64 B, 16 × 16 in flight"))],
              "lrrr")
    return to_markdown(doc).split("\n", 2)[2].strip()


# --- docs/rounds.md: what the brokers send, the runs that failed ---------------------------------------

def bytes_ratio(folder: Path, transport: str, nodes: str, pattern: str, libs: str, how: str = "each") -> str:
    """What the broker wrote per round over what the round's messages need (broker_tx_bytes_per_round ÷
    bytes_per_round, median over the ok trials): '146× (nanomsg) and 147× (nng)' (`each`) or '1.0 – 1.1×'
    (`range`) for `libs` (comma-separated)."""
    by: dict[str, list[float]] = {}
    for r in load(folder).rounds:
        sent, needed = number(r, "broker_tx_bytes_per_round"), number(r, "bytes_per_round")
        if r["status"] == "ok" and (r["transport"], r["nodes"], r["pattern"]) == (transport, nodes, pattern) \
                and r["lib"] in libs.split(",") and sent and needed:
            by.setdefault(r["lib"], []).append(sent / needed)
    if set(by) != set(libs.split(",")):
        raise FigureError(f"{folder}: no broker bytes of {libs} {pattern} over {transport} at {nodes} nodes")
    med = {lib: statistics.median(v) for lib, v in by.items()}
    if how == "range":
        return span(med.values(), "{:.1f}", "×")
    parts = [f"{med[lib]:.0f}× ({lib})" for lib in libs.split(",")]
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]


def rounds_runs(folder: Path, lib: str, pattern: str, transport: str, nodes: str) -> list[dict]:
    """The steady runs of one contender at the node (or request-reply worker) counts given, retries too."""
    rows = [r for r in load(folder).all_rows if r["scenario"] == "none"
            and (r["lib"], r["pattern"], r["transport"]) == (lib, pattern, transport)
            and (r.get("nodes") or r.get("workers")) in nodes.split(",")]
    if not rows:
        raise FigureError(f"{folder}: no run of {lib} {pattern} over {transport} at {nodes} nodes")
    return rows


def failed_runs(folder: Path, lib: str, pattern: str, transport: str, nodes: str) -> str:
    """'2 of 5 runs': the failed runs (retries included) of a contender at the node or worker counts given
    (request-reply's pattern is `reqrep`)."""
    rows = rounds_runs(folder, lib, pattern, transport, nodes)
    return f"{sum(r['status'] != 'ok' for r in rows)} of {len(rows)} runs"


def failed_rounds(folder: Path, lib: str, pattern: str, transport: str, nodes: str) -> str:
    """'1 – 6': the rounds at which a contender's failed runs failed, where their reason names one."""
    rounds = [int(w.rstrip(":")) for r in rounds_runs(folder, lib, pattern, transport, nodes) if r["status"] != "ok"
              for a, w in zip(r["status"].split(), r["status"].split()[1:]) if a == "round" and w.rstrip(":").isdigit()]
    if not rounds:
        raise FigureError(f"{folder}: no failed run of {lib} {pattern} names a round")
    return span(rounds, "{}")


def ms(us: float) -> str:
    return f"{us / 1000:.1f}" if us < 100_000 else f"{us / 1000:.0f}"


def first_failure(rows: list[dict]) -> str:
    """'the first at round 1: 8 of 20 answered', or the first failed run's cause."""
    r = next(r for r in rows if r["status"] != "ok")
    m = re.search(r"round (\d+): .*\((\d+ of \d+ answered)\)", r["status"])
    return f"the first at round {m.group(1)}: {m.group(2)}" if m else f"the first: {r.get('cause') or r['status'][:60]}"


def broker_bytes_table(folder: Path, transport: str, libs: str, patterns: str, nodes: str) -> str:
    """Per library, pattern and node count: the move's overhead p50 / p99 and what the broker received and
    sent per round (medians over the ok trials), or where every trial failed."""
    ds = load(folder)
    rows = []
    for lib, pattern, n in ((lib, pattern, n) for lib in libs.split(",") for pattern in patterns.split(",")
                            for n in nodes.split(",")):
        p = ds.rounds_point(pattern, lib, transport, int(n))
        if p is None:
            continue
        if not number(p, "p50_us_median"):
            rows.append([lib, pattern, n, "every trial failed (" + first_failure(
                rounds_runs(folder, lib, pattern, transport, n)) + ")", "–"])
            continue
        rows.append([lib, pattern, n, f"{ms(number(p, 'p50_us_median'))} / {ms(number(p, 'p99_us_median'))}",
                     f"{number(p, 'broker_rx_bytes_per_round_median'):,.0f} / "
                     f"{number(p, 'broker_tx_bytes_per_round_median'):,.0f}"])
    if not rows:
        raise FigureError(f"{folder}: no rounds of {libs} over {transport}")
    doc = Doc("")
    doc.table(["library", "pattern", "nodes", "overhead p50 / p99 ms", "broker rx / tx bytes per round"], rows, "lllll")
    return to_markdown(doc).split("\n", 2)[2].strip()


def harness_rounds(folder: Path, name: str = "rounds.json") -> str:
    """scripts/harness-check --workload rounds --out FOLDER/rounds.json: 'minimal p50 3.13 ms (mean 3.28),
    ours p50 3.92 ms (mean 4.01) — 1.25× / 1.22×' (medians over the alternated repeats)."""
    try:
        runs = json.loads((Path(folder) / name).read_text(encoding="utf-8"))["runs"]
        med = {k: statistics.median(r["median_us"] for r in runs[k]) / 1000 for k in ("minimal", "ours")}
        mean = {k: statistics.median(r["mean_us"] for r in runs[k]) / 1000 for k in ("minimal", "ours")}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise FigureError(f"{folder}/{name}: not harness-check's rounds output ({e})") from None
    return (f"minimal p50 {med['minimal']:.2f} ms (mean {mean['minimal']:.2f}), ours p50 {med['ours']:.2f} ms "
            f"(mean {mean['ours']:.2f}) — {med['ours'] / med['minimal']:.2f}× / {mean['ours'] / mean['minimal']:.2f}×")


# --- docs/capacity.md, docs/versions.md: the pinned peak, the knee, the builds ------------------------

def peak_cells(folder: Path, libs: str, sizes: str = "") -> list[dict]:
    """The peaks (analysis/capacity.py) of `libs` (comma-separated) at `sizes` (comma-separated; every size)."""
    best = cap.peaks(load(folder).capacity)
    want = [int(s) for s in sizes.split(",")] if sizes else None
    cells = [e for (lib, _, size), e in best.items() if lib in libs.split(",") and (want is None or size in want)]
    if not cells or any(e["cpu_us"] is None for e in cells):
        raise FigureError(f"{folder}: no pinned broker CPU per message for {libs} at {sizes or 'any size'}")
    return cells


def peak_cpu_range(folder: Path, libs: str, sizes: str = "", digits: str = "2") -> str:
    """'2.20 – 2.48': the pinned broker's CPU µs per forwarded message at the peak, over libraries and sizes."""
    return span((e["cpu_us"] for e in peak_cells(folder, libs, sizes)), f"{{:.{int(digits)}f}}")


def trial_range(folder: Path, lib: str, column: str, digits: str = "1") -> str:
    """'49.7 – 58.5': a column's lowest and highest over one library's ok rows (every trial) of a folder."""
    values = [number(r, column) for r in load(folder).all_rows if r["lib"] == lib and r["status"] == "ok"
              and number(r, column) is not None]
    if not values:
        raise FigureError(f"{folder}: no {column} for {lib}")
    return span(values, f"{{:.{int(digits)}f}}")


def peak_cpu_sizes(folder: Path, lib: str, digits: str = "1") -> str:
    """'2.5 / 4.3': one library's pinned broker CPU µs per forwarded message at each size, smallest first."""
    best = cap.peaks(load(folder).capacity)
    cells = sorted((size, e["cpu_us"]) for (l, _, size), e in best.items() if l == lib and e["cpu_us"] is not None)
    if not cells:
        raise FigureError(f"{folder}: no pinned broker CPU per message for {lib}")
    return " / ".join(f"{cpu:.{int(digits)}f}" for _, cpu in cells)


def peak_per_core(folder: Path, libs: str) -> str:
    """'232 – 427 k': the messages one core of these brokers forwards per second at the CPU per message of
    their peaks (10^6 / µs)."""
    return span((1000 / e["cpu_us"] for e in peak_cells(folder, libs)), "{:.0f}", " k")


def peak_forwarded(folder: Path, lib: str, size: str) -> str:
    """'13.4 k': one library's peak forwarded messages/s at one size (peak_table's cell)."""
    e, = peak_cells(folder, lib, size)
    return cap.fmt_k(e["forwarded_per_s"])


def forwarded(folder: Path, lib: str, transport: str, workers: str, size: str) -> str:
    """'21.6 k': the messages a broker forwarded per second at a closed-loop request-reply point, one
    request in flight (2 × its round trips/s, median)."""
    return cap.fmt_k(2 * rate(load(folder), lib, transport, "broker", int(size), int(workers)))


def capacity_p50(folder: Path, libs: str) -> str:
    """'32 – 42 ms': the median request's wait (p50, median over the trials) of `libs`' pipelined points."""
    values = [v / 1000 for s in load(folder).points.values()
              if s["lib"] in libs.split(",") and s["inflight"] not in ("", "1") and not s.get("offered_rate")
              and (v := number(s, "p50_us_median")) is not None]
    if not values:
        raise FigureError(f"{folder}: no pipelined point of {libs}")
    return span(values, "{:.0f}", " ms")


def capacity_util(folder: Path, saturated: str, column: str) -> str:
    """'0.91 – 1.00': a CPU column (broker_cpu_util, others_cpu_util) over the pipelined trials that ended
    with `saturated` (broker, others, none)."""
    values = [v for r in load(folder).capacity if r["status"] == "ok" and r.get("saturated") == saturated
              and (v := number(r, column)) is not None]
    if not values:
        raise FigureError(f"{folder}: no trial saturated '{saturated}' with {column}")
    return span(values)


def knee_spread(folder: Path) -> str:
    """'11×': the most one library's climbs at one size end apart (its highest knee over its lowest)."""
    ds = load(folder)
    spreads = [max(k["knees"]) / min(k["knees"]) for k in cap.knees(ds.capacity, cap.p99_bound_us(ds)).values()
               if min(k["knees"]) > 0]
    if not spreads:
        raise FigureError(f"{folder}: no climbs")
    return f"{max(spreads):.0f}×"


def knee_range(folder: Path, libs: str) -> str:
    """'1.5 – 3.4 k': every climb's knee of `libs`, requests/s."""
    ds = load(folder)
    knees = [x for (lib, *_), k in cap.knees(ds.capacity, cap.p99_bound_us(ds)).items()
             if lib in libs.split(",") for x in k["knees"]]
    if not knees:
        raise FigureError(f"{folder}: no climb of {libs}")
    lo, hi = cap.fmt_k(min(knees)), cap.fmt_k(max(knees))
    return lo if lo == hi else f"{lo.removesuffix(' k')} – {hi}"


def knee_p50(folder: Path, floor: str = "raw") -> str:
    """Where the staircase's p50 (median over the trials) leaves 1 ms: the floor's last step under it at each
    size, against the offered rates at which the libraries' first went over it."""
    ds = load(folder)
    last_under, first_over = [], []
    for lib in ds.values("lib", ds.capacity):
        for size in sorted({int(r["size"]) for r in ds.capacity}):
            curve = cap.latency_curve(ds.capacity, lib, "tcp", size)
            over = next((x for x, m in curve if m["p50_us"] > 1000), None)
            if lib == floor:
                last_under.append(max((x for x, m in curve if over is None or x < over), default=0.0))
            elif over is not None:
                first_over.append(over)
    if not last_under or not first_over:
        raise FigureError(f"{folder}: no staircase of {floor} beside a library's past 1 ms")
    fmt = (lambda vs: span((v / 1000 for v in vs), "{:.1f}", " k/s"))
    return (f"{floor}'s p50 stays under 1 ms up to {fmt(last_under)}, where the libraries' is past it from "
            f"{fmt(first_over)}")


def versions_spread(folder: Path, *pairs: str) -> str:
    """'0.62 – 2.29': B ÷ A in round trips/s (medians) over every one-in-flight point, for each pair 'A:B'."""
    ds = load(folder)
    keys = {(r["transport"], int(r["workers"]), int(r["size"])) for r in ds.rows if r["inflight"] == "1"}
    ratios = [rate(ds, b, tr, "broker", size, workers) / rate(ds, a, tr, "broker", size, workers)
              for pair in pairs for a, b in [pair.split(":")] for tr, workers, size in keys]
    return span(ratios)


# --- docs/lab-and-hosts.md: the network lab's run ------------------------------------------------------

def lab(folder: Path) -> tuple[Dataset, list[tuple[str, str]], str, int]:
    """A network-lab run, its lab settings (mtu, link rate), the topology and client count it is read at
    (the report's network section: brokered, 16 workers when the grid has them)."""
    ds = load(folder)
    nets = [n for n in ds.networks() if n[0]]
    if not nets:
        raise FigureError(f"{folder}: no network lab settings (--mtu, --link-rate)")
    workers = 16 if 16 in ds.values("workers") else max(ds.values("workers"))
    return ds, nets, an.topology_for_advice(ds), workers


def mib(ds: Dataset, lib: str, size: int, net: tuple[str, str], topology: str, workers: int) -> float:
    v = number(ds.point(lib, "tcp", topology, size, workers, net), "mib_per_s_median")
    if v is None:
        raise FigureError(f"{ds.folder}: no {lib} point at {size_label(size)} on MTU {net[0]}, {net[1]}")
    return v


def network_table(folder: Path) -> str:
    """Request payload MiB/s (median) per library and size at each lab setting, brokered (the report's
    network section, without the shares)."""
    ds, nets, topology, workers = lab(folder)
    rates = list(dict.fromkeys(r for _, r in nets))
    nets = sorted(nets, key=lambda n: (rates.index(n[1]), int(n[0])))  # each link rate's MTUs side by side
    rows = [[f"{lib}, {size_label(size)}", *(f"{mib(ds, lib, size, n, topology, workers):,.1f}" for n in nets)]
            for lib in ds.values("lib") for size in ds.values("size")]
    doc = Doc("")
    doc.table(["library, size", *(f"{rate}, MTU {mtu}" for mtu, rate in nets)], rows, "l" + "r" * len(nets))
    return to_markdown(doc).split("\n", 2)[2].strip()


def mtu_effect(folder: Path) -> str:
    """Jumbo frames against standard ones at the largest size, per link rate and library, with their
    significance (analysis/scores.py's mtu_effect: n.s. where the intervals overlap)."""
    ds, nets, topology, workers = lab(folder)
    return an.mtu_effect(ds, nets, topology, workers)


def jumbo_gain(folder: Path, lib: str, size: str) -> str:
    """'1.37× at 1gbit (13.4 → 18.3 MiB/s), 1.37× at 10gbit (13.5 → 18.5)': one library's jumbo frames
    against standard ones at one size, per link rate."""
    ds, nets, topology, workers = lab(folder)
    parts = []
    for rate in dict.fromkeys(r for _, r in nets):
        mtus = sorted(int(m) for m, r in nets if r == rate)
        a, b = (mib(ds, lib, int(size), (str(m), rate), topology, workers) for m in (mtus[0], mtus[-1]))
        parts.append(f"{b / a:.2f}× at {rate} ({a:.1f} → {b:.1f}" + (" MiB/s)" if not parts else ")"))
    return ", ".join(parts)


def lab_ratio(folder: Path, lead: str, other: str, size: str, mtu: str, rate: str) -> str:
    """'1.9×': one library's payload MiB/s over another's at one size and lab setting."""
    ds, _, topology, workers = lab(folder)
    net = (mtu, rate)
    a, b = (mib(ds, lib, int(size), net, topology, workers) for lib in (lead, other))
    return f"{a / b:.1f}×"


def soak_table(folder: Path) -> str:
    """scripts/soak's table, as it printed it (`scripts/soak ... > FOLDER/soak.md`)."""
    try:
        lines = (Path(folder) / "soak.md").read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise FigureError(f"{folder}: no soak.md of scripts/soak ({e})") from None
    table = [line for line in lines if line.startswith("|")]
    if len(table) < 3:
        raise FigureError(f"{folder}/soak.md: no library's row in it")
    return "\n".join(table)


# --- docs/churn.md, docs/findings.md: the churn run's cells in words ---------------------------------

def churn_cells(folder: Path, workload: str, transport: str, pattern: str, scenario: str, liveness: str,
                libs: str) -> list[churn.Cell]:
    """The churn cells (analysis/churn.py) of `libs` (comma-separated) at one liveness (`off`, `on`, `both`)."""
    want = {"both": ("off", "on")}.get(liveness, (liveness,))
    cs = [c for (w, lib, pat, tr, live, sc), c in churn.cells(load(folder)).items()
          if (w, pat, tr, sc) == (workload, pattern, transport, scenario) and live in want and lib in libs.split(",")]
    if not cs:
        raise FigureError(f"{folder}: no {workload} {pattern} {scenario} over {transport} for {libs}")
    return cs


def seconds_span(values: list[float]) -> str:
    """'11 – 35 ms', '1.06 s': the churn table's way (churn.secs) for a range."""
    if max(values) < 1:
        return span((1000 * v for v in values), "{:.0f}", " ms")
    return span(values, "{:.2f}", " s")


def churn_span(folder: Path, workload: str, transport: str, pattern: str, scenario: str, column: str,
               liveness: str, libs: str) -> str:
    """The range of one column over churn cells: a time (its median per cell: `join_s`, `detect_s`,
    `recover_s`; `COLUMN:max` the largest alone) or a count (its total per cell: `lost`, `duplicate`)."""
    column, _, only = column.partition(":")
    cs = churn_cells(folder, workload, transport, pattern, scenario, liveness, libs)
    if column.endswith("_s"):
        values = [v for c in cs if (v := c.median(column)) is not None]
        if not values:
            raise FigureError(f"{folder}: no {column} in those cells")
        return seconds_span([max(values)] if only == "max" else values)
    totals = [v for c in cs if (v := c.total(column)) is not None]
    if not totals:
        raise FigureError(f"{folder}: no {column} in those cells")
    return span(totals, "{:.0f}")


def churn_trials(folder: Path, workload: str, transport: str, pattern: str, scenario: str, liveness: str,
                 lib: str, which: str = "recovered") -> str:
    """'2 of 3': the trials of one churn cell that recovered (`recovered`) or did not (`stuck`)."""
    cell, = churn_cells(folder, workload, transport, pattern, scenario, liveness, lib)
    n = cell.recovered() if which == "recovered" else len(cell.rows) - cell.recovered()
    return f"{n} of {len(cell.rows)}"


def churn_losses(folder: Path, workload: str, transport: str, pattern: str, scenario: str, liveness: str,
                 lib: str) -> str:
    """'53 runs lost 3, 5 lost 2, 1 lost 1, 1 lost none': how many runs of a churn cell lost how much
    (column lost: request-reply's requests whose reply never came; the rounds' tasks and requests)."""
    cell, = churn_cells(folder, workload, transport, pattern, scenario, liveness, lib)
    counts: dict[int, int] = {}
    for r in cell.ok:
        n = int(number(r, "lost") or 0)
        counts[n] = counts.get(n, 0) + 1
    parts = [f"{runs} {'runs ' if i == 0 else ''}lost {n if n else 'none'}"
             for i, (n, runs) in enumerate(sorted(counts.items(), reverse=True))]
    return ", ".join(parts) if parts else "no ok run"


def inflight_gain(folder: Path, transport: str, size: str, workers: str) -> str:
    """'10× for zmq, 8× for nanomsg, …': round trips/s with the most requests in flight over one in flight,
    brokered, per library (medians)."""
    ds = load(folder)
    depths = sorted({int(s["inflight"]) for s in ds.points.values() if s["inflight"]})
    if len(depths) < 2:
        raise FigureError(f"{folder}: one --inflight only")
    parts = []
    for lib in ds.values("lib", [*ds.rows, *ds.capacity]):
        one, many = (number(next((s for s in ds.points.values() if (s["lib"], s["transport"], s["size"], s["workers"],
                                                                      s["inflight"]) == (lib, transport, size, workers,
                                                                                         str(d))), None),
                            "msgs_per_s_median") for d in (depths[0], depths[-1]))
        if one and many:
            parts.append(f"{many / one:.{0 if many / one >= 2 else 2}f}× for {lib}")
    if not parts:
        raise FigureError(f"{folder}: no library at both depths")
    return ", ".join(parts)


def folders_ratio(folder: Path, other: Path, lib: str) -> str:
    """Round trips/s of one library in `folder` over `other` (two runs of the same grid, e.g. with and without
    a workaround), per point (medians): 'from 0.67× (TCP 64 B × 16) to 1.29× (TCP 64 B × 1), geometric mean
    0.95×'."""
    a, b = load(folder), load(other)
    ratios = []
    for s in a.points.values():
        if s["lib"] != lib or not number(s, "msgs_per_s_median"):
            continue
        t = b.point(lib, s["transport"], s["topology"], int(s["size"]), int(s["workers"]))
        if number(t, "msgs_per_s_median"):
            ratios.append((number(s, "msgs_per_s_median") / number(t, "msgs_per_s_median"),
                           f"{s['transport'].upper()} {size_label(int(s['size']))} × {s['workers']}"))
    if not ratios:
        raise FigureError(f"{folder}, {other}: no point of {lib} in both")
    lo, hi = min(ratios), max(ratios)
    mean = math.exp(statistics.fmean(math.log(r) for r, _ in ratios))
    return f"from {lo[0]:.2f}× ({lo[1]}) to {hi[0]:.2f}× ({hi[1]}), geometric mean {mean:.2f}×"


GENERATORS: dict = {"run-time": run_time, "p99-trials": p99_trials, "trial-spread": trial_spread,
                    "floor-hops": floor_hops, "broker-cost": broker_cost, "floor-grid": floor_grid,
                    "first-rule": first_rule, "harness-table": harness_table, "harness-beyond": harness_beyond,
                    "harness-bisect": harness_bisect, "harness-repeats": harness_repeats,
                    "broker-start": broker_start, "open-files": open_files, "cause-runs": cause_runs,
                    "per-node": per_node, "per-node-spread": per_node_spread, "peak-cpu-ratio": peak_cpu_ratio,
                    "saturation-cell": saturation_cell, "bus-per-message": bus_per_message,
                    "nats-bench": nats_bench, "perftest": perftest, "churn-span": churn_span,
                    "churn-trials": churn_trials, "trial-range": trial_range,
                    "peak-cpu-range": peak_cpu_range, "peak-cpu-sizes": peak_cpu_sizes, "peak-per-core": peak_per_core,
                    "peak-forwarded": peak_forwarded, "forwarded": forwarded, "capacity-p50": capacity_p50,
                    "capacity-util": capacity_util, "knee-spread": knee_spread, "knee-range": knee_range,
                    "knee-p50": knee_p50, "versions-spread": versions_spread, "bytes-ratio": bytes_ratio,
                    "failed-runs": failed_runs, "failed-rounds": failed_rounds,
                    "broker-bytes-table": broker_bytes_table, "harness-rounds": harness_rounds,
                    "network-table": network_table, "mtu-effect": mtu_effect, "jumbo-gain": jumbo_gain,
                    "lab-ratio": lab_ratio, "soak-table": soak_table, "churn-losses": churn_losses,
                    "inflight-gain": inflight_gain, "folders-ratio": folders_ratio}
# What a generator's folder holds when it is not a results folder: a run's meta.json (a staged run has
# no results.csv of its own), harness-check's output (--out), bench/nats_bench_compare.sh's and
# bench/rabbitmq_perftest_compare.sh's, scripts/soak's.
FOLDER_HOLDS: dict[str, str] = {"run-time": "meta.json", "broker-start": "meta.json", "harness-table": "grid.json",
                                "harness-beyond": "grid.json", "harness-bisect": "grid.json",
                                "harness-repeats": "grid.json", "harness-rounds": "rounds.json",
                                "nats-bench": "lines.txt", "perftest": "lines.txt", "soak-table": "soak.md"}
