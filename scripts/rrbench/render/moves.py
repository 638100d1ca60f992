"""The report's answer in Grischa's units: the overhead one move's
scatter-gather adds to the search, per library and pattern, against the
number of nodes — decided by decision.py's rule, drawn as the decision picture.

Grischa's budget: a move searches for 1.5 s (or 15 s); the messaging should
cost under 1 % of that, 15 ms, even in its slow moves, so the p99 overhead is
compared with it."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import churn
from ..analysis import decision as rule
from ..analysis.scores import FLOOR
from ..analysis.dataset import Dataset
from .plot import COLOURS, Line, LineFigure, LinePanel
from ..analysis.stats import interval_coverage

MOVE_S = 1.5
BUDGET_US = 0.01 * MOVE_S * 1e6       # 1 % of a 1.5-s move
GRISCHA_NODES = (20, 100, 1024)       # the node counts Grischa's team asked about
PREFERRED_TRANSPORT = "tcp"           # Grischa's nodes are other machines
HEAVY_STEAL_PCT = 10.0                # a point whose host gave a tenth of its CPU to others is flagged
LIB_COLOURS = {"zmq": COLOURS[0], "czmq": COLOURS[1], "nanomsg": COLOURS[2], "nng": COLOURS[3], "raw": "#000000",
               "nats": COLOURS[5], "redis": COLOURS[9], "mqtt": COLOURS[10]}
PATTERN_DASH = {"pubsub": 1, "router": 2, "survey": 3, "reply": 4}


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
    """One library × pattern × transport at one move time, over the node counts."""
    lib: str
    pattern: str
    transport: str
    compute: str = "0"
    points: dict = field(default_factory=dict)  # nodes -> summary row (or None)

    def p99(self, n: int) -> float | None:
        return number(self.points.get(n), "p99_us_median")

    def failed_runs(self) -> int:
        return sum(int(p["failed"]) for p in self.points.values() if p)

    def counts(self) -> list[int]:
        """Lost, duplicated, misdelivered messages over every completed run."""
        return [sum(int(p.get(c) or 0) for p in self.points.values() if p) for c in ("lost", "duplicate", "misdelivered")]

    def label(self) -> str:
        return f"{self.lib} {self.pattern}"

    def estimate(self, n: int) -> rule.Estimate | None:
        p = self.points.get(n)
        if not p:
            return None
        return rule.Estimate(number(p, "p99_us_median"), number(p, "p99_us_ci_low"), number(p, "p99_us_ci_high"),
                             int(p["n"]), int(p["failed"]),
                             sum(int(p.get(c) or 0) for c in ("lost", "duplicate", "misdelivered")),
                             number(p, "p50_us_median"))

    def contender(self) -> rule.Contender:
        return rule.Contender(self.lib, self.pattern, {n: self.estimate(n) for n in self.points})


def all_series(ds: Dataset, compute: str | None = None) -> list[Series]:
    """Every library × pattern × transport at move time `compute` (default: the sweep's first)."""
    compute = compute or ds.move_times()[0]
    nodes = ds.values("clients", ds.rounds)
    out = []
    for transport in ds.values("transport", ds.rounds):
        for pattern in ds.values("pattern", ds.rounds):
            for lib in ds.values("lib", ds.rounds):
                s = Series(lib, pattern, transport, compute,
                           {n: ds.rounds_point(pattern, lib, transport, n, compute) for n in nodes})
                if any(s.points.values()):
                    out.append(s)
    return out


def preferred(series: list[Series]) -> str:
    return PREFERRED_TRANSPORT if any(s.transport == PREFERRED_TRANSPORT for s in series) else series[0].transport


def decide(ds: Dataset) -> tuple[rule.Decision, str, list[Series]]:
    """The rule over the preferred transport at the first move time: (decision, transport, its series)."""
    series = all_series(ds)
    transport = preferred(series)
    mine = [s for s in series if s.transport == transport]
    floor = next((s.contender() for s in mine if s.lib == FLOOR), None)
    candidates = [s.contender() for s in mine if s.lib != FLOOR] or [s.contender() for s in mine]
    return rule.decide(candidates, floor, BUDGET_US), transport, mine


def recommended(ds: Dataset) -> tuple[str, str] | None:
    """(library, pattern) the steady rounds recommend (the first leader), or None."""
    if not ds.rounds:
        return None
    dec = decide(ds)[0]
    return (dec.leaders[0].lib, dec.leaders[0].pattern) if dec.leaders else None


def settings_for(ds: Dataset, lib: str, pattern: str, transport: str, churn_ds: Dataset | None = None) -> str:
    """Which liveness setting came through every churn scenario: in this folder, else in churn_ds."""
    source = ds if ds.churn or churn_ds is None else churn_ds
    cs = churn.cells(source)
    where = "" if source is ds else f" in {source.folder.name}"
    if not cs:
        return "liveness settings not measured here (make sweep-churn; scripts/report --churn DIR)"
    if all(churn.survives(cs, lib, pattern, transport, lv) == ["unmeasured"] for lv in ("off", "on")):
        return f"liveness settings not measured{where} for {lib} {pattern} (make sweep-churn)"
    for liveness, text in (("off", "as shipped"), ("on", "with its liveness options on")):
        if not churn.survives(cs, lib, pattern, transport, liveness):
            return f"{text} (so it came through every churn scenario{where})"
    return f"no setting came through every churn scenario{where} (Churn)"


def costs(dec: rule.Decision, c: rule.Contender) -> str:
    """'p50 / p99 1.07 / 3.15 ms at 20 nodes, 5.41 / 18.1 ms at 100, …' from the series' medians."""
    parts = []
    for n in dec.nodes:
        e = c.at.get(n)
        if e is None:
            continue
        if not e.ok:
            parts.append(f"failed at {n}")
            continue
        parts.append(f"{ms(e.p50)} / {ms(e.median)} ms at {n}")
    return ", ".join(parts)


def reach_text(dec: rule.Decision, c: rule.Contender) -> str:
    best, stop = dec.reach(c)
    text = (f"within the budget up to {best} nodes" if best else "not shown within the budget at any node count")
    if stop is not None:
        text += f" ({dec.verdicts[(c.name, stop)]} at {stop})"
    if dec.machine_limited:
        text += (f"; at {', '.join(map(str, dec.machine_limited))} nodes even the raw-socket floor is not within "
                 f"it: this machine sets the limit there")
    return text


def answer(ds: Dataset, churn_ds: Dataset | None = None) -> str:
    """The first screen's sentence: which library, which pattern, which settings, up to how many nodes on
    this machine, what a move costs — or that nothing leads everywhere."""
    dec, transport, mine = decide(ds)
    if not dec.leaders:
        return ("**No library leads at every node count** (each is ahead somewhere and behind elsewhere; "
                "Grischa's moves below).")
    head, tied = dec.leaders[0], dec.leaders[1:]
    verb = "Stay with" if (head.lib, head.pattern) == rule.CURRENT else "Use"
    text = f"**{verb} {head.lib}, pattern {head.pattern}**"
    if tied:
        text += (f" — {', '.join(c.name for c in tied)}: no difference measured"
                 + ("; pubsub is what Grischa runs today" if (head.lib, head.pattern) == rule.CURRENT else ""))
    text += (f" — {settings_for(ds, head.lib, head.pattern, transport, churn_ds)}. Over {transport.upper()} on this machine "
             f"a move's messaging is {reach_text(dec, head)}; a move costs (p50 / p99, median of "
             f"{ds.trials()} trials) {costs(dec, head)} nodes.")
    return text


def others(ds: Dataset) -> str:
    """Below the picture: why the others are not recommended, and the rule's honest limits."""
    dec, transport, mine = decide(ds)
    parts = []
    if dec.beaten:
        parts.append("Behind the leader" + ("s" if dec.tie else "") + ": "
                     + "; ".join(f"{name} (behind {by} at {n} nodes)" for name, (by, n) in dec.beaten.items()) + ".")
    n = ds.trials()
    parts.append(f"The rule (decision.py): a point is within / over the budget ({BUDGET_US / 1000:.0f} ms, 1 % of a "
                 f"{MOVE_S:g}-s move) only when its whole interval is; two contenders differ only when their p99 "
                 f"intervals are apart and the gap is at least {rule.PRACTICAL_RATIO:g}× and "
                 f"{rule.PRACTICAL_SHARE * BUDGET_US / 1000:.1f} ms; otherwise they tie. With {n} trials the "
                 f"interval is the trials' range and holds the true median {interval_coverage(n):.0%} of the time"
                 f" (not 95 %).")
    rounds = ds.meta.get("settings", {}).get("rounds", {})
    if rounds.get("rounds_per_point"):
        short = sorted({(r["lib"], r["pattern"], int(r["clients"])) for r in ds.rounds if r["status"] == "ok"
                        and r.get("rounds") and int(r["rounds"]) < int(rounds["rounds_per_point"])})
        parts.append(f"Percentiles come from {rounds['rounds_per_point']} measured rounds per trial"
                     + (f" (fewer where a point reached the {rounds.get('rounds_cap_s', '?')}-s cap: "
                        + ", ".join(f"{lib} {pat} at {nn}" for lib, pat, nn in short) + ")" if short else "") + ".")
    return " ".join(parts)


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
        lines.append(Line(s.label() + (" (floor)" if s.lib == FLOOR else ""), pts,
                          LIB_COLOURS.get(s.lib, COLOURS[len(lines) % len(COLOURS)]), band=True,
                          dash=PATTERN_DASH.get(s.pattern, 1), failed_x=failed))
    return LineFigure("decision", f"p99 overhead per move against nodes, {transport.upper()} (bands: "
                                  f"{interval_coverage(ds.trials()):.0%} intervals; x: failed)",
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


def move_time_rows(ds: Dataset) -> list[tuple[Series, int, list[str]]]:
    """Per contender and node count: overhead, scatter and gather ('p50 / p99' ms) at each move time."""
    times = ds.move_times()
    rows = []
    for s in all_series(ds, times[0]):
        for n in sorted(s.points):
            cells = []
            for t in times:
                p = ds.rounds_point(s.pattern, s.lib, s.transport, n, t)
                cells += [f"{ms(number(p, col + '50_us_median'))} / {ms(number(p, col + '99_us_median'))}"
                          for col in ("p", "scatter_p", "gather_p")]
            rows.append((s, n, cells))
    return rows


def move_time_name(t: str) -> str:
    return "back to back" if float(t) == 0 else f"move {t} s"


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
    nodes = ds.values("clients", ds.rounds)
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
