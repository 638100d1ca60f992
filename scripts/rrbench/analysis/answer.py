"""The whole answer of a staged run (make sweep; sweep/stages.py): one line per contender from every
stage's folder — the nodes one broker core carries (stage scale, loop-hosted nodes; beside it stage
hosting's, a thread per node, for the contenders that reach furthest), the move's p99 at 100 nodes (moves),
past one broker (brokers), churn (churn) and the trials its verdicts took — and the one sentence above
them. A stage that did not run leaves its column at "not run"."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from . import brokers as br
from . import churn, moves
from . import scale as sc
from . import sequential as rule
from .dataset import Dataset, ReportError, load
from .scores import is_floor
from ..workloads.point import POINT_COLUMNS

NOT_RUN = "not run"
NOT_PICKED = "not picked"  # the stage ran, for other contenders
MOVE_NODES = 100  # the move's p99 the table quotes: Grischa's larger node count (or the largest that ran)


@dataclass
class Run:
    """A staged run's folder and its stages' datasets (None: not run, or nothing readable)."""
    folder: Path
    meta: dict
    stages: dict


def run_meta(folder: Path) -> dict | None:
    """A staged run's meta.json (it lists stages), or None when `folder` is not one (one results folder)."""
    try:
        meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) and meta.get("stages") else None


def is_run(folder: Path) -> bool:
    return run_meta(folder) is not None


def load_run(folder: Path, read=load) -> Run:
    """A staged run and its stages' datasets, each read by `read` (a caller that quotes the same folders
    again passes its cache)."""
    try:
        meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ReportError(f"{folder}: no readable meta.json ({e})") from None
    stages = {}
    for s in meta.get("stages", []):
        path = folder / s["folder"]
        stages[s["name"]] = read(path) if (path / "results.csv").is_file() else None
    return Run(folder, meta, stages)


@dataclass
class Line:
    """One contender of the answer's table (each a text cell)."""
    lib: str
    pattern: str
    reach: str
    move: str
    past: str
    churn: str
    trials: str
    order: float       # nodes one broker core carries (for sorting; 0 when unknown)

    @property
    def name(self) -> str:
        return f"{self.lib} {self.pattern}" + (" (floor)" if is_floor(self.lib) else "")


def reach_cell(ds: Dataset | None) -> dict[tuple, tuple[str, float]]:
    """(library, pattern) -> (the nodes one broker core carries, as text; the figure, 0 when unknown)."""
    if ds is None or not sc.isolated(ds):
        return {}
    out = {}
    measured = {(c.lib, c.pattern, c.transport) for c in sc.measured(ds)}
    for c in sc.costs(ds):
        if c.transport != sc.PREFERRED_TRANSPORT:
            continue
        r = sc.reach(c)
        if r.failed is not None:  # a trial failed: that, not a line
            out[(c.lib, c.pattern)] = (r.failure(), r.within or 0)
            continue
        if (c.lib, c.pattern, c.transport) not in measured:  # one count only: the ladder went no higher
            out[(c.lib, c.pattern)] = (one_count(c), 0)
            continue
        fig = r.fit.reach if r.fit and r.fit.reach is not None else 0
        text = r.short(plain=True) if r.fit and r.fit.reach is not None else r.text()
        out[(c.lib, c.pattern)] = (text + (" (extrapolated)" if r.extrapolated and fig else ""), fig)
    return out


def one_count(c: sc.Cost) -> str:
    """A contender the ladder stopped at its first count: failed there (some trial: how many, and why), over
    the budget there (fewer nodes than that), or within or undecided there."""
    if c.failed:
        return sc.reach(c).failure()
    if not c.broker:
        return "–"
    n = min(c.broker)
    v = sc.verdict(c.broker[n], c.least)
    return f"under {n:,} (over the budget at {n:,})" if v == "over" else f"{v} at {n:,} (no count above it ran)"


def reach_range(loop: dict, thread: dict, key: tuple, scale_ran: bool) -> tuple[str, float]:
    """Both bounds of what one broker core carries (docs/scale.md, "Hosting"): loop-hosted nodes answer in
    a burst the broker batches, a thread per node answers spread out; the loop's figure orders the table."""
    text, fig = loop.get(key, (NOT_RUN if not scale_ran else "– (no fit)", 0))
    if key in thread:
        text = f"{text} (loop) · {thread[key][0]} (thread)"
    return text, fig


def move_nodes(run: Run) -> int:
    """The node count whose move the table quotes: 100, or the largest below it that the moves stage ran."""
    ds = run.stages.get("moves")
    ran = [int(n) for n in ds.values("nodes", ds.rounds)] if ds is not None and ds.rounds else []
    return max([n for n in ran if n <= MOVE_NODES] or ran or [MOVE_NODES])


def move_cell(ds: Dataset | None, n: int) -> dict[tuple, str]:
    if ds is None or not ds.rounds:
        return {}
    dec, _, series = moves.decide(ds)
    made = moves.contenders(ds, series)
    out = {}
    for s in series:
        at = made[s.label()].at
        e = at.get(n)
        if e is None:
            below = [m for m in s.points if m < n]
            if below:  # the ladder went no higher: why, at the count where it stopped
                m = max(below)
                why = at[m].failure(m) if at.get(m) and at[m].failed else \
                    f"{dec.verdicts.get((s.label(), m), 'failed')} at {m}"
                out[(s.lib, s.pattern)] = f"not run: {why}"
            continue
        verdict = dec.verdicts.get((s.label(), n), "the floor" if is_floor(s.lib) else "")
        out[(s.lib, s.pattern)] = (f"{e.median / 1000:.3g} ms ({verdict})" if e.ok
                                   else e.failure(n) or "failed")
    return out


def past_cell(ds: Dataset | None) -> dict[tuple, str]:
    if ds is None:
        return {}
    out = {}
    for g in br.gains(ds):
        best = max(g.past, key=lambda s: (s.reach().fit.reach or 0) if s.reach().fit else 0)
        fit = best.reach().fit
        if not (fit and fit.reach):  # one count ran for each: the cheapest busiest broker says where it stopped
            best = min(g.past, key=lambda s: min((br.median(v) for v in s.busiest.values()), default=float("inf")))
            text = one_count(best.cost)
        else:
            text = best.reach().short(plain=True)
        out[(g.lib, g.pattern)] = f"{text} ({best.scaleout} × {best.brokers})"
    return out


def churn_cell(ds: Dataset | None) -> dict[tuple, str]:
    if ds is None:
        return {}
    cs = churn.cells(ds)
    out = {}
    for key in cs:
        lib, pattern, transport = key[1], key[2], key[3]
        missed = churn.survives(cs, lib, pattern, transport, "on")
        out[(lib, pattern)] = "came through" if not missed else "not: " + ", ".join(missed)
    return out


def trials_cell(*stages: Dataset | None) -> dict[tuple, str]:
    """The most trials any of a contender's verdicts took (failed ones counted, and how many of those
    failed), and whether they all settled."""
    most: dict[tuple, tuple[int, int]] = {}
    open_: dict[tuple, bool] = {}
    for ds in stages:
        s = (ds.meta.get("settings", {}) if ds else {})
        if not s.get("looks"):
            continue
        pinned = s.get("pin", {}).get("mode", "none") != "none"
        for st in rule.standings(ds.all_rows, POINT_COLUMNS, tuple(s["looks"]), float(s["margin"]), pinned,
                                 rule.compares_floors(s)):
            key = tuple(st.contender.split()[:2])
            most[key] = max(most.get(key, (0, 0)), (st.trials, st.failed))
            if st.verdict is not None and not st.verdict.settled:
                open_[key] = True
    return {k: f"{n}" + (" (some unsettled)" if open_.get(k) else "")
            + ("" if not failed else " (all failed)" if failed == n else f" ({failed} failed)")
            for k, (n, failed) in most.items()}


def lines(run: Run) -> list[Line]:
    """Every contender of the moves and scale stages, the most nodes per broker core first."""
    st = run.stages
    reach, thread = reach_cell(st.get("scale")), reach_cell(st.get("hosting"))
    move = move_cell(st.get("moves"), move_nodes(run))
    past, came, trials = past_cell(st.get("brokers")), churn_cell(st.get("churn")), \
        trials_cell(st.get("moves"), st.get("scale"), st.get("hosting"))
    out = []
    for key in dict.fromkeys([*reach, *move]):
        text, fig = reach_range(reach, thread, key, st.get("scale") is not None)
        out.append(Line(*key, text, move.get(key, NOT_RUN),
                        past.get(key, NOT_RUN if st.get("brokers") is None else NOT_PICKED),
                        came.get(key, NOT_RUN if st.get("churn") is None else NOT_PICKED),
                        trials.get(key, "–"), fig))
    return sorted(out, key=lambda ln: -ln.order)
