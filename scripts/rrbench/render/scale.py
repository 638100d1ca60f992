"""The report's sections on what one broker carries (analysis/scale.py, docs/scale.md): the broker's own
CPU per move against nodes and what one core of it carries within the budget, each role's CPU per move,
the check against a saturated broker, and thread against event-loop hosting; and the first screen's
picture of the nodes one broker core carries."""

from __future__ import annotations

import statistics

from ..analysis import scale as sc
from ..analysis.dataset import Dataset
from ..analysis.grischa import FROM_NODE_PER_MOVE, TO_NODE_PER_MOVE
from ..analysis.moves import BUDGET_US, GRISCHA_NODES, MOVE_S, ms
from ..analysis.scores import is_floor
from ..analysis.stats import interval_coverage
from .moves import LIB_COLOURS, PATTERN_DASH
from .plot import COLOURS, Dot, DotFigure, Line, LineFigure, LinePanel


def colour(lib: str, i: int) -> str:
    return LIB_COLOURS.get(lib, COLOURS[i % len(COLOURS)])


def rate(per_s: float) -> str:
    return f"{per_s:,.0f}" if per_s < 10000 else f"{per_s / 1000:,.0f} k"


def interval_ms(values: list[float]) -> str:
    med, lo, hi = sc.median_interval(values)
    return f"{ms(med)}" + (f" [{ms(lo)}–{ms(hi)}]" if lo is not None else "")


def pinning(ds: Dataset) -> str:
    pin = ds.meta.get("settings", {}).get("pin") or {}
    broker, others = (",".join(map(str, pin.get(k, []))) for k in ("broker_cpus", "other_cpus"))
    if pin.get("mode") == "broker":
        return f"the broker alone on CPU {broker} (--pin broker), every other role on {others}"
    if pin.get("mode") == "broker-first":
        return (f"the broker on CPU {broker} (--pin broker-first), every other role on {others} at the idle "
                f"scheduling class: on the broker's CPU only while the broker waits")
    return "the broker not pinned (--pin none: it shared the CPUs with the nodes; pin it for this figure)"


def reach_figure(ds: Dataset, cs: list[sc.Cost]) -> DotFigure:
    """The first screen's picture: how many nodes one broker core carries within the budget, a row per
    contender, best first; filled where the budget was crossed between node counts that ran, hollow where
    it was extrapolated beyond them."""
    rows = []
    best_floor = sc.floor_cost(cs)
    for c in cs:
        r = sc.reach(c)
        f = r.fit
        x = f.reach if f and f.reach is not None else None
        floor = is_floor(c.lib)
        share = (f", {sc.share_of_floor(c, best_floor):.0%} of the floor's" if x and best_floor is not None
                 and c is not best_floor else "")
        rows.append((x or 0, Dot(c.label() + (" (floor)" if floor else ""), x, f.reach_lo if f else None,
                                 f.reach_hi if f else None, "#888888" if floor else colour(c.lib, len(rows)),
                                 measured=not r.extrapolated,
                                 note=f"{sc.round_nodes(x):,}{share}" if x else "no fit: " + failed_note(c))))
    rows.sort(key=lambda t: -t[0])
    nodes = sorted({n for c in cs for n in c.counts()})
    return DotFigure("reach", f"Nodes one broker core carries within the budget ({BUDGET_US / 1000:.0f} ms of its "
                              f"CPU per move), {ds.trials_words()}", "nodes", [d for _, d in rows],
                     [(f"{n:,}", n) for n in (10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000)],
                     vlines=[(n, f"run: {n:,}") for n in nodes],
                     key="filled: the budget is crossed between node counts that ran; hollow: beyond the largest "
                         "(extrapolated by a line); bars: bootstrap intervals")


def failed_cell(f: sc.Failed) -> str:
    """A table's cell at a node count where a trial failed."""
    return f"**failed in {f.trials} of {f.ran} trials** ({f.why})"


def failed_note(c: sc.Cost) -> str:
    return "; ".join(c.failed[n].text(n) for n in sorted(c.failed)) or "too few points"


def section(doc, ds: Dataset) -> list:
    """The section "What one broker carries", with its parts; returns its figures (with captions)."""
    cs = [c for c in sc.costs(ds) if len(c.broker) >= 1]
    if not cs or not any(len(c.broker) >= 2 for c in cs):
        return []
    nodes = sorted({n for c in cs for n in c.counts()})
    doc.heading("What one broker carries")
    doc.para(f"The broker's own CPU per move, every thread of it (a product's server too), over the measured "
             f"rounds alone: the controllers wait while the sweep reads every role's CPU as the measured rounds "
             f"begin and end, so subscriptions, hellos and the stop are not in it. Here {pinning(ds)}; the nodes "
             f"were hosted by {ds.hosting} (--hosting). Cells: median over the trials, [interval of the median, "
             f"{interval_coverage(ds.fewest_trials()):.0%} with {ds.trials_words()}], and "
             f"whether its whole interval is "
             f"within the budget ({BUDGET_US / 1000:.0f} ms of broker CPU per move, 1 % of a {MOVE_S:g}-s move) "
             f"or over it. A broker that uses one core needs at least this much time per move however fast the "
             f"nodes; moves/s per core = 1 / CPU per move.")
    table(doc, ds, cs, nodes)
    kernel_part(doc, ds, cs)
    roles_table(doc, cs, nodes)
    cores_part(doc, ds, cs)
    return [(cost_figure(cs, nodes), "The broker's CPU per move against nodes, one line per contender (intervals: "
                                     "bootstrap of the median); the budget in red.")]


def table(doc, ds: Dataset, cs: list[sc.Cost], nodes: list[int]) -> None:
    rows = []
    for c in cs:
        r = sc.reach(c)
        f = r.fit
        cells = []
        for n in nodes:
            if n in c.broker:
                cells.append(f"{interval_ms(c.broker[n])} {sc.verdict(c.broker[n], c.least)}, "
                             f"{rate(sc.moves_per_core(c.broker[n])[0])}/s")
            else:
                cells.append(failed_cell(c.failed[n]) if n in c.failed else "–")
        per_node = "–" if f is None else f"{f.per_node:.1f}" + (
            f" [{f.per_node_lo:.1f}–{f.per_node_hi:.1f}]" if f.per_node_lo is not None else "")
        rows.append([c.lib, c.pattern, *cells, per_node, r.text()])
    doc.table(["library", "pattern", *(f"N = {n:,}: broker CPU ms per move, moves/s one core sustains" for n in nodes),
               "µs per node per move (fit)", "nodes one core carries within the budget"],
              rows, "ll" + "r" * (len(nodes) + 2))
    doc.para("The fit: a straight line through each node count's median CPU per move (least squares); its slope is "
             "the cost of one more node per move. Where the budget is crossed between two node counts that ran, "
             "the nodes one core carries are interpolated between them (on log-log axes); beyond the largest that "
             "ran, the figure is an **extrapolation** of the line, and a line is only a model: a broker's cost per "
             f"node can grow at sizes not run here. Intervals: {sc.FIT_RESAMPLES} bootstrap resamples, each "
             "drawing every node count's trials with replacement.")


def kernel_part(doc, ds: Dataset, cs: list[sc.Cost]) -> None:
    """The kernel's own cost of a move's messages, measured in this run, and each floor's distance to it."""
    ks = sc.kernel_costs(ds)
    if not ks:
        return
    doc.para(f"**The kernel's own cost** (bin/rrb-kernel, measured before the floor's first run at a count and at the "
             f"run's end): two processes on "
             f"two CPUs move 96-byte messages over N loopback TCP connections, each message its own system call "
             f"(send() or io_uring's batch of one send per connection), and in batches of 64 per system call on one "
             f"connection; CPU per message is each process's own (every thread), as the broker's is: on loopback a "
             f"send also runs the receiver's TCP path, and what the kernel defers to ksoftirqd is in neither. What "
             f"a move's messages must cost a broker per node, by a model: {TO_NODE_PER_MOVE} sends to the node, "
             f"{FROM_NODE_PER_MOVE} receive from it, and each message once more in a batch on the controller's "
             f"link, at the cheaper way; and, where measured, the move itself in the broker's shape: a broker "
             f"process reads the controller's tasks and requests (one write a message, or its burst in one) and "
             f"sends each to its node's connection, all N in one io_uring_enter, and the nodes' results back in one "
             f"write; its CPU per node per move is the reference then. A message costs the kernel more the more "
             f"sockets it keeps (their state leaves the caches), so a floor at N nodes is held against the kernel "
             f"over N connections.")
    shaped = any(k.shape_us is not None for k in ks)
    head = ["measured", "connections", "cheaper way", "send µs", "receive µs", "batched µs",
            "a move per node, µs (model)"]
    if shaped:
        head += ["the broker's shape, µs per node per move: one write a message", "the controller's burst in one"]
    doc.table(head, [[k.when, f"{k.connections:,}", k.way, f"{k.send_us:.2f}", f"{k.recv_us:.2f}",
                      f"{k.batched_us:.3f}", f"{k.model_us:.2f}"]
                     + ([opt(k.shape_us), opt(k.shape_coalesced_us)] if shaped else []) for k in ks],
              "lrlrrrr" + ("rr" if shaped else ""))
    text = floors_against_kernel(ds, cs)
    if text:
        doc.para(text)


def floors_against_kernel(ds: Dataset, cs: list[sc.Cost]) -> str:
    """Each floor's broker CPU per node per move against the kernel's over as many connections ("" without)."""
    ds_ = sc.floor_distances(ds, cs)
    if not ds_:
        return ""
    shaped = all(d.kernel.shape_us is not None for d in ds_)
    return ("Each floor against the kernel at its node count (the cheaper measurement"
            + (", in the broker's shape and the traffic its controller sends" if shaped else "") + "): " + "; ".join(
                f"{d.cost.label()} at {d.nodes:,} nodes {d.per_node_us:.1f} µs per node per move, "
                f"**{d.ratio:.{2 if shaped else 1}f}×** the kernel's {d.kernel_us:.1f}" for d in ds_) + ".")


def opt(v: float | None) -> str:
    return "–" if v is None else f"{v:.2f}"


def roles_table(doc, cs: list[sc.Cost], nodes: list[int]) -> None:
    """Each role's CPU per move: the broker against what our simulated nodes and the controller cost."""
    rows = []
    for c in cs:
        for n in nodes:
            if n not in c.broker or n not in c.nodes_cpu:
                continue
            b = sc.median_interval(c.broker[n])[0]
            nd = sc.median_interval(c.nodes_cpu[n])[0]
            ct = sc.median_interval(c.controller[n])[0] if n in c.controller else None
            first = f"{statistics.median(c.first_round[n]):.2f}" if n in c.first_round else "–"
            rows.append([c.lib, c.pattern, f"{n:,}", ms(b), ms(nd), ms(ct), f"{nd / b:.2f}", first])
    if not rows:
        return
    doc.para("What each role costs per move (median ms of CPU): the broker, every node together, the controller. "
             "nodes ÷ broker above 1 means the simulated nodes cost more than the broker they load: on this "
             "machine they, not the broker, then bound how fast moves come (the broker's CPU per move is measured "
             "all the same). The first move: the first round after every node answered its hello, whole (median "
             "seconds, first_round_s): what the library still had to do once the nodes had subscribed (libzmq's "
             "publishers take in the subscriptions forwarded to them at their first send; docs/scale.md).")
    doc.table(["library", "pattern", "nodes", "broker", "nodes", "controller", "nodes ÷ broker", "first move s"],
              rows, "lllrrrrr")


def cores_part(doc, ds: Dataset, cs: list[sc.Cost]) -> None:
    """How many cores each broker can keep busy, and what that does to the figure."""
    items = []
    for lib in dict.fromkeys(c.lib for c in cs):
        n, why = sc.broker_cores(ds, lib)
        if n is None:
            continue
        items.append(f"**{lib}**: {'every core' if n == 0 else f'{n} core' + ('s' if n > 1 else '')} — {why}")
    if not items:
        return
    doc.para("How many cores each broker can keep busy with messages (its programs' --info, from the libraries' "
             "sources at Debian's versions; docs/scale.md). Pinned to one core, a broker's threads share it, so the "
             "figures above are one core's. On a machine with more, a broker with one message thread (redis, "
             "mosquitto, raw) gains nothing per move; zmq's and czmq's proxy and nanomsg's device can spread a move "
             "over two threads, so a move may take up to about half the CPU time of wall time; nats-server and nng "
             "can spread it wider (nng's device hop stays serial). That bounds the time per move, not the CPU per "
             "move, which is what a broker core costs.")
    doc.bullets(items)


def cost_figure(cs: list[sc.Cost], nodes: list[int]) -> LineFigure:
    lines = []
    for i, c in enumerate(cs):
        pts = []
        for n in sorted(c.broker):
            med, lo, hi = sc.median_interval(c.broker[n])
            pts.append((n, med / 1000, None if lo is None else lo / 1000, None if hi is None else hi / 1000))
        lines.append(Line(c.label(), pts, colour(c.lib, i), dash=PATTERN_DASH.get(c.pattern, 1),
                          failed_x=sorted(c.failed)))
    return LineFigure("broker_cost", "The broker's CPU per move against nodes", "nodes",
                      "broker CPU per move (ms)", [LinePanel("", lines)], [(f"{n:,}", n) for n in nodes],
                      hlines=[(BUDGET_US / 1000, f"budget: {BUDGET_US / 1000:.0f} ms")],
                      key="set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1", size=(900, 560))


def validation_section(doc, ds: Dataset) -> None:
    """The check of 1 / (CPU per move) against a broker saturated by concurrent games."""
    sat = sc.saturation(ds)
    if not sat:
        return
    doc.heading("The figure against a saturated broker", 3)
    doc.para(f"Concurrent games (--games: each its own controller and nodes) through one broker, {pinning(ds)}, "
             f"more of them until the broker's CPU is busy (≥ {sc.SATURATED:.0%} of its core counts as saturated). "
             f"Predicted: 1 / (its CPU per move with one game, in this run). The moves per second it sustained at its "
             f"busiest must agree within ±{sc.AGREEMENT:.0%}; where they do not, the CPU per move changed under load "
             f"(below 1: batching made each move cheaper; above 1: dearer). Where the broker never saturated, the "
             f"last column says what did: the other roles (every simulated node and controller) used the rest of "
             f"the machine, their CPUs and the broker's together ≥ {sc.SATURATED:.0%} of the CPUs. Medians over the "
             f"trials.")
    rows = []
    for s in sat:
        steps = ", ".join(f"{g}: {m:,.0f} ({u:.0%})" for g, (m, u, _) in sorted(s.steps.items()))
        at, g = s.saturated_at(), s.busiest()
        held = {"broker": "the broker", "others": "the other roles"}.get(s.bound(), "–")
        if g in s.others:
            held += f" (broker {s.steps[g][1]:.2f}, others {s.others[g]:.2f} CPUs)"
        # the check holds only against a saturated broker: short of it, the ratio is shown, not judged
        check = ("agrees" if s.agrees() else "does not agree") if at else "not checked: never saturated"
        rows.append([s.lib, s.pattern, f"{s.nodes:,}", f"{s.predicted:,.0f}", steps,
                     f"{at} game{'s' if at > 1 else ''}" if at else f"never (busiest {s.steps[g][1]:.0%})",
                     f"{s.ratio():.2f} {check}", f"{s.batching():.2f}", held])
    doc.table(["library", "pattern", "nodes", "predicted moves/s", "games: moves/s (broker busy)", "saturated at",
               "measured ÷ predicted", "CPU per move, busiest ÷ one game", "held back at the busiest by"], rows,
              "lllrlllrl")


def hosting_section(doc, ds: Dataset) -> None:
    """Thread against event-loop hosting: the same move, and what the nodes cost."""
    hs = sc.hosting(ds)
    if not hs:
        return
    doc.heading("Thread against event-loop hosting", 3)
    doc.para("The same contenders, nodes hosted a thread each (--hosting thread) and by one event loop per process "
             "(loop), interleaved in this run. Same: the two intervals overlap. The nodes' CPU per move is what our "
             "simulation costs. The broker's differs where the answers reach it differently: a thread each spreads "
             "them over the time one CPU takes to run every node, so the broker wakes for a few at a time; a loop "
             "answers its nodes in a burst, and the broker finds them batched. Broker wake-ups per move "
             "(broker_sleeps_per_round: how often its threads waited for work) say which; real nodes, each on its "
             "own machine, answer in parallel, as a burst does (docs/scale.md).")
    rows = []
    for h in hs:
        def pair(column: str, show=ms) -> str:
            a, b = h.figures.get(("thread", column)), h.figures.get(("loop", column))
            if not a or not b:
                return "–"
            same = h.same(column)
            return f"{show(a[0])} / {show(b[0])}" + ("" if same is None else " same" if same else " differ")
        drop = h.drop()
        rows.append([h.lib, h.pattern, f"{h.nodes:,}", pair("p50_us"), pair("p99_us"),
                     pair("broker_cpu_us_per_round"), pair("broker_sleeps_per_round", lambda v: f"{v:.1f}"),
                     pair("nodes_cpu_us_per_round"), f"{drop:.2f}×" if drop else "–"])
    doc.table(["library", "pattern", "nodes", "p50 per move ms: thread / loop", "p99", "broker CPU per move",
               "broker wake-ups per move", "nodes' CPU per move", "nodes' CPU, thread ÷ loop"], rows, "lllrrrrrr")


def grischa_nodes_beyond(ds: Dataset) -> list[int]:
    """Grischa's node counts this run measured the broker at."""
    return [n for n in GRISCHA_NODES if any(int(r["nodes"]) == n for r in ds.rounds)]


def ratio_text(r) -> str:
    """'1.32× [1.25–1.40]' (no interval with one pair of trials), or '–'."""
    if r is None:
        return "–"
    med, lo, hi, _ = r
    return f"{med:.2f}×" + (f" [{lo:.2f}–{hi:.2f}]" if lo is not None else "")


def layout_row(p: sc.LayoutPair, profiled: bool) -> list[str]:
    """One contender at one node count in the table of two hosts against loopback."""
    def per_node(layout: str, column: str = sc.LAYOUT_COST) -> str:
        v = p.medians(layout, column)
        return f"{v / p.nodes:.2f}" if v is not None else "–"

    def both(column: str, show=lambda v: f"{v:.1f}") -> str:
        a, b = p.medians(sc.LOOPBACK, column), p.medians(sc.TWO_HOSTS, column)
        return f"{show(a)} / {show(b)}" if a is not None and b is not None else "–"
    ipis = p.medians(sc.TWO_HOSTS, "rps_ipis_broker_cpu_per_round")
    resent = p.values.get((sc.TWO_HOSTS, "tcp_retrans_segs"), {})
    probes = p.values.get((sc.TWO_HOSTS, "tcp_loss_probes"), {})
    row = [p.lib, p.pattern, f"{p.nodes:,}", per_node(sc.LOOPBACK), per_node(sc.TWO_HOSTS),
           ratio_text(p.ratio(sc.LAYOUT_COST)), ratio_text(p.ratio("broker_core_notidle_us_per_round")),
           ratio_text(p.ratio("broker_cpu_us_per_round")),
           both("broker_sleeps_per_round"), both("nodes_cpu_us_per_round", ms),
           f"{ipis:,.0f}" if ipis is not None else "–",
           f"{sum(resent.values()):.0f} / {sum(probes.values()):.0f}" if resent else "–"]
    rx = p.medians(sc.TWO_HOSTS, "broker_rx_packets_per_round")
    row.append(f"{rx / p.nodes:.2f}" if rx is not None else "–")
    if profiled:
        row += [both("profile_loopback_us_per_round", lambda v: f"{v / p.nodes:.2f}"),
                both("profile_syscalls_per_round", lambda v: f"{v / p.nodes:.2f}"),
                both("profile_wakeups_per_round", lambda v: f"{v:,.0f}")]
    return row


def layouts_section(doc, ds: Dataset) -> None:
    """Two hosts against loopback (--hosts-layout): what the broker's core costs per move when its peers'
    receive work is not its own, and the counts that say why."""
    pairs = sc.layouts(ds)
    if not pairs:
        return
    doc.heading("The broker on a host of its own: two hosts against loopback", 3)
    doc.para(f"Each contender ran in two layouts, back to back (--hosts-layout): over loopback, where a send runs "
             f"its receiver's TCP receive path inside the sender's system call, so the broker pays its nodes' "
             f"receives; and on two hosts of one machine, the broker in a network namespace of its own and the "
             f"controller and nodes in another, one veth pair between them, each side's receive work steered by "
             f"RPS onto its own side's CPU: the broker then pays its own receives and sends, as a broker host on a "
             f"NIC does. Here {pinning(ds)}; the nodes hosted by {ds.hosting}. The cost is the broker's pinned "
             f"core's busy time over the measured rounds (/proc/stat: user, nice, system, irq and softirq of its "
             f"CPU), which counts receive work the kernel ran there while the broker waited — the broker's process "
             f"time misses that. Cells: medians over the trials (µs per node per move); the ratio two hosts ÷ "
             f"loopback is the median of each trial's pair"
             + (f", [its interval, {interval_coverage(ds.fewest_trials()):.0%} with {ds.trials_words()}]"
                if ds.fewest_trials() > 1 else " (one trial: no interval)")
             + ". Every two-host run was checked over its measured rounds: RPS IPIs on both sides' CPUs, no packet "
               "dropped on the pair's link, no TCP segment resent beyond tail-loss probes (a run where that failed "
               "has no figure).")
    profiled = any((sc.LOOPBACK, "profile_syscalls_per_round") in p.values for p in pairs)
    header = ["library", "pattern", "nodes", "broker core µs per node per move: loopback", "two hosts",
              "two hosts ÷ loopback (core busy)", "core not idle", "broker process CPU",
              "broker sleeps per move: loopback / two hosts", "nodes' CPU ms per move", "RPS IPIs per move on the "
              "broker's CPU (two hosts)", "TCP segments resent / tail-loss probes (two hosts, all trials)",
              "packets the broker received per node per move (two hosts)"]
    if profiled:
        header += ["TCP receive path on the broker's CPU, µs per node per move (profiled): loopback (its nodes' "
                   "receives, in its sends) / two hosts (its own receives)",
                   "broker system calls per node per move (profiled): loopback / two hosts",
                   "wake-ups it causes per move (profiled): loopback / two hosts"]
    doc.table(header, [layout_row(p, profiled) for p in pairs], "lll" + "r" * (len(header) - 3))
    doc.para("Read it per contender: above 1, the broker host pays more per move than loopback made it seem; below "
             "1, less. Two things change at once: the broker stops paying its nodes' receives and starts paying "
             "its own (on loopback its peers' sends paid them), and the nodes' receive work all lands on their "
             "one CPU, which can change how their results reach the broker (more or fewer per wake-up: the sleeps "
             "per move). The broker's process time against its core's busy time shows the receive work the kernel "
             "did on its core while it waited. Whether a grid of separate hosts is nearer one layout or the other "
             "cannot be told on two cores: here one CPU carries every node's receive work, where each node host "
             "would carry its own. System calls and wake-ups per move, the rest of the why, come from a profile of "
             "the same points (docs/scale.md \"Where a broker's CPU per move goes\").")
