"""The report's answer in Grischa's units: the overhead one move's
scatter-gather adds to the search time (rounds workload), per library and
pattern, against the number of nodes.

Grischa's budget: a move searches for 1.5 s (or 15 s); the messaging should
cost under 1 % of that, 15 ms, even in its slow rounds, so the p99 overhead is
compared with it."""

from __future__ import annotations

from dataclasses import dataclass, field

from .dataset import Dataset
from .analysis import FLOOR
from .plot import COLOURS, Line, LineFigure, LinePanel

MOVE_S = 1.5
BUDGET_US = 0.01 * MOVE_S * 1e6       # 1 % of a 1.5-s move
GRISCHA_NODES = (20, 100, 1024)       # the node counts Grischa's team asked about
PREFERRED_TRANSPORT = "tcp"           # Grischa's nodes are other machines


def ms(us: float | None) -> str:
    if us is None:
        return "–"
    v = us / 1000
    return f"{v:.0f}" if v >= 100 else f"{v:.1f}" if v >= 10 else f"{v:.2f}"


def number(p: dict | None, column: str) -> float | None:
    v = p.get(column) if p else None
    return float(v) if v not in (None, "") else None


@dataclass
class Series:
    """One library × pattern × transport over the node counts."""
    lib: str
    pattern: str
    transport: str
    points: dict = field(default_factory=dict)  # nodes -> summary row (or None)

    def p99(self, n: int) -> float | None:
        return number(self.points.get(n), "p99_us_median")

    def ok(self, n: int) -> bool:
        p = self.points.get(n)
        return bool(p and int(p["n"]))

    def failed_runs(self) -> int:
        return sum(int(p["failed"]) for p in self.points.values() if p)

    def largest_in_budget(self) -> int | None:
        """The largest measured N whose median p99 overhead, and every smaller
        N's, stays under the budget."""
        best = None
        for n in sorted(self.points):
            if not self.ok(n) or self.p99(n) is None or self.p99(n) >= BUDGET_US:
                break
            best = n
        return best

    def counts(self) -> list[int]:
        """Lost, duplicated, misdelivered messages over every completed run."""
        return [sum(int(p.get(c) or 0) for p in self.points.values() if p) for c in ("lost", "duplicate", "misdelivered")]

    def losses(self) -> int:
        return sum(self.counts())

    def label(self) -> str:
        return f"{self.lib} {self.pattern}"


def all_series(ds: Dataset) -> list[Series]:
    nodes = ds.values("clients", ds.rounds)
    out = []
    for transport in ds.values("transport", ds.rounds):
        for pattern in ds.values("pattern", ds.rounds):
            for lib in ds.values("lib", ds.rounds):
                s = Series(lib, pattern, transport, {n: ds.rounds_point(pattern, lib, transport, n) for n in nodes})
                if any(s.points.values()):
                    out.append(s)
    return out


def cell(s: Series, n: int) -> str:
    p = s.points.get(n)
    if not p:
        return "–"
    if not int(p["n"]):
        return f"**failed** ({p['failed']} of {p['failed']} runs)"
    text = f"{ms(number(p, 'p50_us_median'))} / {ms(number(p, 'p99_us_median'))}"
    lo, hi = number(p, "p99_us_ci_low"), number(p, "p99_us_ci_high")
    if lo is not None and hi is not None:
        text += f" [{ms(lo)}–{ms(hi)}]"
    if int(p["failed"]):
        text += f", {p['failed']} failed"
    return text


def budget_text(s: Series) -> str:
    best = s.largest_in_budget()
    measured = sorted(s.points)
    if best is None:
        return f"none (already at {measured[0]})"
    beyond = [n for n in measured if n > best]
    return f"{best}" + (f" (not {beyond[0]})" if beyond else " (all measured)")


def bytes_text(s: Series) -> str:
    """What the broker sent per round against what the application needed, at the largest N measured over TCP."""
    for n in sorted(s.points, reverse=True):
        p = s.points[n]
        tx, need = number(p, "broker_tx_bytes_per_round_median"), number(p, "bytes_per_round_median")
        if tx is not None and need:
            return f"{tx / 1024:,.0f} KiB ({tx / need:.1f}× the {need / 1024:,.0f} KiB needed) at {n}"
    return "– (IPC: no kernel count)" if s.transport == "ipc" else "– (no run completed)"


def table(doc, series: list[Series], nodes: list[int]) -> None:
    header = ["library", "pattern", "transport", *(f"N = {n}: p50 / p99 ms" for n in nodes),
              "largest N, p99 < 15 ms", "broker sent per round", "lost / dup / misdelivered"]
    rows = [[s.lib, s.pattern, s.transport.upper(), *(cell(s, n) for n in nodes), budget_text(s), bytes_text(s),
             " / ".join(map(str, s.counts()))] for s in series]
    doc.table(header, rows, "lll" + "r" * (len(header) - 3))


def figure(ds: Dataset, series: list[Series]) -> LineFigure:
    """Overhead per round against nodes: a panel per transport, a line per library × pattern (p50 solid, p99 dashed)."""
    nodes = ds.values("clients", ds.rounds)
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


def scaled(us: float | None) -> float | None:
    return None if us is None else us / 1000


def p99_interval(s: Series, n: int) -> tuple[float, float] | None:
    p = s.points.get(n)
    lo, hi = number(p, "p99_us_ci_low"), number(p, "p99_us_ci_high")
    return (lo, hi) if lo is not None and hi is not None else None


def distinguishable(a: Series, b: Series, n: int) -> bool | None:
    """True when the 95 % intervals of the two p99 medians at n do not overlap; None without intervals
    (one trial)."""
    ia, ib = p99_interval(a, n), p99_interval(b, n)
    if not (ia and ib):
        return None
    return ia[1] < ib[0] or ib[1] < ia[0]


def ranking(ds: Dataset) -> tuple[str, list[Series], list[Series], dict, int]:
    """The transport the answer reads (TCP when measured), its series, the candidates (the raw floor is
    the yardstick, not one) best first, how far each stays within the budget, and the largest N."""
    series = all_series(ds)
    transport = PREFERRED_TRANSPORT if any(s.transport == PREFERRED_TRANSPORT for s in series) else \
        series[0].transport
    mine = [s for s in series if s.transport == transport]
    candidates = [s for s in mine if s.lib != FLOOR] or mine
    top = max(n for s in mine for n in s.points)
    reach = {s.label(): s.largest_in_budget() or 0 for s in candidates}
    ranked = sorted(candidates, key=lambda s: (-reach[s.label()], s.losses(), s.p99(top) or float("inf")))
    return transport, mine, ranked, reach, top


def recommended(ds: Dataset) -> tuple[str, str] | None:
    """(library, pattern) the steady rounds recommend, or None without them."""
    if not ds.rounds:
        return None
    best = ranking(ds)[2][0]
    return best.lib, best.pattern


def answer(ds: Dataset) -> str:
    """The first paragraph: does the library matter at Grischa's node counts, and which library and
    pattern (the raw floor is the yardstick, not a candidate)."""
    transport, mine, ranked, reach, top = ranking(ds)
    candidates, best = ranked, ranked[0]
    parts = [f"**For Grischa's moves** (one {ds.rounds[0]['size']}-byte task to each node, every result "
             f"back, through the broker over {transport.upper()}; budget: p99 overhead under 1 % of a "
             f"{MOVE_S:g}-s move = {BUDGET_US / 1000:.0f} ms; nodes measured: "
             f"{', '.join(str(n) for n in sorted({n for s in mine for n in s.points}))}):"]
    within = [s for s in candidates if reach[s.label()] == top]
    if len(within) == len(candidates):
        parts.append(f"every library stays within the budget up to {top} nodes, so at these node counts the "
                     f"messaging library does not matter for the search time.")
    else:
        outside = [f"{s.label()} " + (f"only up to {reach[s.label()]}" if reach[s.label()] else "at none")
                   for s in candidates if reach[s.label()] < top]
        parts.append("the library matters: " + "; ".join(outside) + (
            f"; {', '.join(s.label() for s in within)} up to {top} nodes." if within else
            f"; none stays within it up to {top} nodes."))
    p99 = best.p99(top)
    lead = f"Use **{best.lib} with {best.pattern}**" + (f" (p99 overhead {ms(p99)} ms at {top} nodes)" if p99 else "")
    close = [s for s in ranked[1:] if reach[s.label()] == reach[best.label()]]
    rivals = [s for s in close if distinguishable(best, s, top) is False]
    if rivals:
        lead += (f"; {', '.join(s.label() for s in rivals)} cannot be told apart from it here (the 95 % intervals of "
                 f"their p99 overlap at {top} nodes)")
    elif close and any(distinguishable(best, s, top) is None for s in close):
        lead += f" (one trial: no interval tells it from {', '.join(s.label() for s in close)}; rerun with --trials 3)"
    parts.append(lead + ("." if not best.losses() else f"; it lost or duplicated {best.losses()} messages."))
    floor = next((s for s in mine if s.lib == FLOOR), None)
    if floor and floor.p99(top) is not None:
        parts.append(f"The raw-socket floor: {ms(floor.p99(top))} ms p99 at {top} nodes.")
    failing = [s for s in mine if s.failed_runs()]
    if failing:
        parts.append("Failed runs (Findings): " + ", ".join(f"{s.label()} {s.failed_runs()}" for s in failing) + ".")
    return " ".join(parts)


def section(doc, ds: Dataset) -> list[tuple[LineFigure, str]]:
    """The section "Grischa's moves"; returns its figure (with caption) to render."""
    series = all_series(ds)
    nodes = ds.values("clients", ds.rounds)
    settings = ds.meta.get("settings", {}).get("rounds", {})
    doc.heading("Grischa's moves")
    doc.para(f"One round is one move of Grischa's: the controller sends every node its own task "
             f"({settings.get('task_size', ds.rounds[0]['size'])} bytes, topic included), waits the move time "
             f"(here {settings.get('compute_s', 0)} s), sends every node a results request (20 bytes) and waits "
             f"for every node's result ({settings.get('result_size', '?')} bytes). Overhead = round time − move "
             f"time: the search time the messaging costs per move. Cells: median p50 / p99 overhead in ms over "
             f"the trials, [95 % interval of the p99 median]. Nodes per process: "
             f"{settings.get('nodes_per_process', 'auto')} (column nodes_per_process).")
    table(doc, series, nodes)
    doc.para("“Broker sent per round”: bytes the broker's TCP connections carried to the roles per round "
             "(kernel count), against what the application needed (tasks, requests, results). A library that "
             "filters subscriptions only at the subscriber sends every node every message: that factor grows "
             "with N.")
    return [(figure(ds, series), "Overhead per round against nodes, one line per library × pattern; p50 solid, "
                                 "p99 dashed; a cross where every trial failed.")]
