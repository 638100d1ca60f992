"""The report's first screen in Grischa's units (analysis/moves.py decides it): the decision
picture, the table of every library and pattern against the number of nodes, and the move-time
table."""

from __future__ import annotations

from ..analysis.dataset import Dataset
from ..analysis.moves import (BUDGET_US, HEAVY_STEAL_PCT, MOVE_S, Series, all_series, decide, move_time_name,
                              move_time_rows, ms, number, preferred)
from ..analysis.scores import is_floor
from ..analysis.stats import interval_coverage
from ..core.libraries import NAMES
from .plot import COLOURS, Line, LineFigure, LinePanel

# A library's colour is its place in the Makefile's list (core/libraries.py), the floor left out: the floor
# is black. (The palette's order keeps each library the colour its plots have always had.)
FLOOR_COLOUR = "#000000"
LIB_PALETTE = tuple(COLOURS[i] for i in (0, 1, 2, 3, 5, 9, 10, 4, 7, 8, 11))
_COLOURED = [lib for lib in NAMES if not is_floor(lib)]
LIB_COLOURS = {lib: LIB_PALETTE[_COLOURED.index(lib) % len(LIB_PALETTE)] if not is_floor(lib) else FLOOR_COLOUR
               for lib in NAMES}
PATTERN_DASH = {"pubsub": 1, "addressed": 2, "survey": 3, "reply": 4}


def decision_figure(ds: Dataset) -> LineFigure:
    """The one picture: p99 overhead per move against nodes over the preferred transport, a line and its
    interval band per library × pattern, the budget drawn, failed points marked."""
    dec, transport, mine = decide(ds)
    lines = []
    for s in mine:
        pts, failed = [], []
        for n in dec.nodes:
            p = s.points.get(n)
            med = number(p, "p99_us_median")
            if med is not None:
                pts.append((n, med / 1000, scaled(number(p, "p99_us_ci_low")), scaled(number(p, "p99_us_ci_high"))))
            elif p:
                failed.append(n)
        lines.append(Line(s.label() + (" (floor)" if is_floor(s.lib) else ""), pts,
                          LIB_COLOURS.get(s.lib, COLOURS[len(lines) % len(COLOURS)]), band=True,
                          dash=PATTERN_DASH.get(s.pattern, 1), failed_x=failed))
    return LineFigure("decision", f"p99 overhead per move against nodes, {transport.upper()} (bands: "
                                  f"{interval_coverage(ds.fewest_trials()):.0%} intervals; x: failed)",
                      "nodes", "p99 overhead per move (ms)", [LinePanel("", lines)],
                      [(str(n), n) for n in dec.nodes],
                      hlines=[(BUDGET_US / 1000, f"budget: 1 % of a {MOVE_S:g}-s move = {BUDGET_US / 1000:.0f} ms")],
                      key="set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1", size=(900, 520))


def scaled(us: float | None) -> float | None:
    return None if us is None else us / 1000


def cell(s: Series, n: int, verdict: str | None) -> str:
    p = s.points.get(n)
    if not p:
        return "–"
    if not int(p["n"]):
        return f"**failed** ({p['failed']} of {p['failed']} runs)"
    text = f"{ms(number(p, 'p50_us_median'))} / {ms(number(p, 'p99_us_median'))}"
    lo, hi = number(p, "p99_us_ci_low"), number(p, "p99_us_ci_high")
    if lo is not None and hi is not None:
        text += f" [{ms(lo)}–{ms(hi)}]"
    if verdict:
        text += f" {verdict}"
    if int(p["failed"]):
        text += f", {p['failed']} failed"
    if (number(p, "host_steal_pct_max") or 0) >= HEAVY_STEAL_PCT:
        text += " †"
    return text


def halves(s: Series, n: int) -> str:
    p = s.points.get(n)
    a, b = number(p, "scatter_p99_us_median"), number(p, "gather_p99_us_median")
    return f"{ms(a)} / {ms(b)}" if a is not None and b is not None else "–"


def bytes_text(s: Series) -> str:
    """What the broker sent per round against what the application needed, at the largest N measured over TCP."""
    for n in sorted(s.points, reverse=True):
        p = s.points[n]
        tx, need = number(p, "broker_tx_bytes_per_round_median"), number(p, "bytes_per_round_median")
        if tx is not None and need:
            return f"{tx / 1024:,.0f} KiB ({tx / need:.1f}× the {need / 1024:,.0f} KiB needed) at {n}"
    return "– (IPC: no kernel count)" if s.transport == "ipc" else "– (no run completed)"


def table(doc, ds: Dataset, series: list[Series], nodes: list[int]) -> None:
    dec, transport, _ = decide(ds)
    header = ["library", "pattern", "transport", *(f"N = {n}: p50 / p99 ms" for n in nodes),
              f"scatter / gather p99 ms at {nodes[-1]}", "broker sent per round", "lost / dup / misdelivered"]
    rows = []
    for s in series:
        def verdict(n):
            return dec.verdicts.get((s.label(), n)) if s.transport == transport else None
        rows.append([s.lib, s.pattern, s.transport.upper(), *(cell(s, n, verdict(n)) for n in nodes),
                     halves(s, nodes[-1]), bytes_text(s), " / ".join(map(str, s.counts()))])
    doc.table(header, rows, "lll" + "r" * (len(header) - 3))


def move_time_table(doc, ds: Dataset) -> None:
    """With several move times: each contender's overhead and its halves per move time, side by side."""
    times = ds.move_times()
    if len(times) < 2:
        return
    rows = [[s.lib, s.pattern, s.transport.upper(), str(n), *cells] for s, n, cells in move_time_rows(ds)]
    header = ["library", "pattern", "transport", "nodes"]
    for t in times:
        name = move_time_name(t)
        header += [f"{name}: overhead p50 / p99 ms", f"{name}: scatter", f"{name}: gather"]
    doc.para("Move time against back to back (interleaved in the same run). Back to back the overhead is the "
             "round time, in which the scatter overlaps the gather; with a move time it is scatter + gather. "
             "Scatter: first task sent to the last node's receipt; gather: first results request to the last "
             "result.")
    doc.table(header, rows, "llll" + "r" * (len(header) - 4))


def section(doc, ds: Dataset) -> list[tuple[LineFigure, str]]:
    """The section "Grischa's moves"; returns its figure (with caption) to render."""
    series = all_series(ds)
    nodes = ds.values("nodes", ds.rounds)
    settings = ds.meta.get("settings", {}).get("rounds", {})
    doc.heading("Grischa's moves")
    doc.para(f"One round is one move of Grischa's: the controller sends every node its own task "
             f"({settings.get('task_size', ds.rounds[0]['size'])} bytes, topic included), waits the move time "
             f"(here {', '.join(ds.move_times())} s), sends every node a results request (20 bytes) and waits "
             f"for every node's result ({settings.get('result_size', '?')} bytes). Overhead per move: back to "
             f"back, the round time; with a move time, the scatter (first task sent to the last node's receipt) "
             f"plus the gather (first results request to the last result). Cells: median p50 / p99 overhead in "
             f"ms over the trials, [interval of the p99 median], and over {preferred(series).upper()} the budget "
             f"verdict (within / over / undecided: the whole interval under, over, or across "
             f"{BUDGET_US / 1000:.0f} ms); † a trial ran while the hypervisor took ≥ {HEAVY_STEAL_PCT:g} % of the "
             f"CPU (steal). Nodes per process: {settings.get('nodes_per_process', 'auto')} (column "
             f"nodes_per_process).")
    table(doc, ds, series, nodes)
    doc.para("“Broker sent per round”: bytes the broker's TCP connections carried to the roles per round "
             "(kernel count), against what the application needed (tasks, requests, results). A library that "
             "filters subscriptions only at the subscriber sends every node every message: that factor grows "
             "with N.")
    move_time_table(doc, ds)
    return [(figure(ds, series), "Overhead per round against nodes, one line per library × pattern; p50 solid, "
                                 "p99 dashed; a cross where every trial failed.")]


def figure(ds: Dataset, series: list[Series]) -> LineFigure:
    """Overhead per round against nodes: a panel per transport, a line per library × pattern (p50 solid, p99 dashed)."""
    nodes = ds.values("nodes", ds.rounds)
    panels = []
    for transport in ds.values("transport", ds.rounds):
        lines = []
        mine = [s for s in series if s.transport == transport]
        for i, s in enumerate(mine):
            colour = COLOURS[i % len(COLOURS)]
            for column, dashed in (("p50_us", False), ("p99_us", True)):
                pts, failed = [], []
                for n in nodes:
                    p = s.points.get(n)
                    med = number(p, f"{column}_median")
                    if med is not None:
                        pts.append((n, med / 1000, scaled(number(p, f"{column}_ci_low")),
                                    scaled(number(p, f"{column}_ci_high"))))
                    elif p and not dashed:
                        failed.append(n)
                lines.append(Line(f"{s.label()} {'p99' if dashed else 'p50'}", pts, colour, dashed, failed))
        panels.append(LinePanel(transport.upper(), lines))
    return LineFigure("moves_overhead", "Overhead per move against nodes (p50 solid, p99 dashed)",
                      "nodes", "overhead per round (ms)", panels, [(str(n), n) for n in nodes])
