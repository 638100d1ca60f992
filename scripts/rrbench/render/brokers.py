"""The report's section "Past one broker" (analysis/brokers.py, docs/scale.md): each contender's scale-out
at K brokers beside its one broker, the busiest broker's and every broker's CPU per move, the nodes K
brokers carry within the budget, and what a move cost otherwise (its overhead, the bytes between a
cluster's servers, losses and duplicates)."""

from __future__ import annotations

from ..analysis import brokers as br
from ..analysis import scale as sc
from ..analysis.dataset import Dataset
from ..analysis.moves import BUDGET_US, MOVE_S, ms
from .scale import failed_cell, interval_ms, pinning

# What each scale-out is, in the report's words (the programs' --info says it per library).
SCALEOUT_WORDS = {
    "one": "one broker",
    "shards": "shards: K brokers that know nothing of each other, the controller connected to each, node i on "
              "broker i mod K",
    "cluster": "cluster: the product's own (NATS: K servers meshed by routes, the controller on one; Redis: a "
               "Redis Cluster of K masters with sharded pub/sub, the controller on each; mosquitto: a bridge tree, "
               "a root for the controller and K leaves for the nodes)",
    "cluster-publish": "cluster-publish: the same Redis Cluster with classic PUBLISH, copied to every master",
}


def name(s: br.Spread) -> str:
    """'shards × 3' (and the processes, where a bridge tree's root adds one)."""
    if s.brokers == 1:
        return "one"
    extra = f" (+ root: {s.processes} servers)" if s.processes > s.brokers else ""
    return f"{s.scaleout} × {s.brokers}{extra}"


def cpu_cell(s: br.Spread, n: int) -> str:
    if n in s.busiest:
        busiest = f"{interval_ms(s.busiest[n])} {sc.verdict(s.busiest[n], s.least)}"
        total = br.median(s.total.get(n))
        return busiest + (f"; all {ms(total)}" if s.brokers > 1 and total is not None else "")
    return failed_cell(s.failed[n]) if n in s.failed else "–"


def section(doc, ds: Dataset) -> list:
    """The section, when the folder ran past one broker; its figures (none yet: the tables say it)."""
    doc.heading("Past one broker")
    ss = br.spreads(ds)
    if ss:
        steady_part(doc, ds, ss)
    restarts_part(doc, ds)
    return []


def steady_part(doc, ds: Dataset, ss: list[br.Spread]) -> None:
    nodes = sorted({n for s in ss for n in s.counts()})
    doc.para(f"Each contender's scale-out over K brokers (--brokers), measured as one broker is: over the measured "
             f"moves alone, {pinning(ds).replace('the broker', 'every broker')}, the nodes hosted by {ds.hosting}. "
             f"The busiest broker is the one that fills first: its CPU per move decides how many nodes the K carry "
             f"within the budget ({BUDGET_US / 1000:.0f} ms of one broker core per move, 1 % of a {MOVE_S:g}-s "
             f"move), as one broker's own does; \"all\" is every broker's CPU per move together, what the K cost.")
    doc.bullets([SCALEOUT_WORDS[k] for k in dict.fromkeys(s.scaleout for s in ss) if k in SCALEOUT_WORDS])
    doc.table(["library", "pattern", "brokers",
               *(f"N = {n:,}: busiest broker's CPU ms per move; all brokers'" for n in nodes),
               "nodes within the budget (busiest broker)"],
              [[s.lib, s.pattern, name(s), *(cpu_cell(s, n) for n in nodes), s.reach().text()] for s in ss],
              "lll" + "r" * (len(nodes) + 1))
    doc.para("Read it across a contender's rows: where K brokers carry about K times one broker's nodes, its "
             "scale-out divides the work; where the busiest broker's cost stays near one broker's, every message "
             "still goes through one of them (a root, the server the controller is on, or a broker that gets "
             "every message).")
    costs_table(doc, ss, nodes)


def restarts_part(doc, ds: Dataset) -> None:
    """One broker of K restarts: the nodes cut off, and for how long."""
    rows = br.restarts(ds)
    if not rows:
        return
    doc.heading("One broker of K restarts", 3)
    doc.para("The last of the K brokers (one that carries nodes only: not a bridge tree's root, not the server the "
             "controller is on) killed a third into the measured phase and started again at once; the controller "
             "ends each round by its deadline, declares a node that missed it gone, and probes it (docs/churn.md). "
             "Cut off: the nodes it declared gone; recovered: from the kill until a round answered by every node "
             "again (blank: never, within the run); liveness on: the library's reconnect and heartbeat options.")
    doc.table(["library", "pattern", "brokers", "liveness", "trial", "cut off", "noticed s", "recovered s",
               "nodes back", "gave up"],
              [[r["lib"], r["pattern"], f"{r['scaleout']} × {r['brokers']}", r["liveness"], r["trial"],
                r.get("cut_off") or "–", r["detect_s"] or "–", r["recover_s"] or "never", r["peers_back"] or "–",
                (f"{r['gave_up']}: {r['gave_up_why']}" if r["gave_up"] not in ("", "0") else "0")
                if r["status"] == "ok" else f"**failed** ({r['status']})"] for r in rows],
              "lllllrrrrl")


def costs_table(doc, ss: list[br.Spread], nodes: list[int]) -> None:
    """What else a move cost at each count: its overhead, the bytes between servers, losses and duplicates."""
    rows = []
    for s in ss:
        for n in nodes:
            if n not in s.busiest:
                continue
            overhead, bus = br.median(s.overhead.get(n)), br.median(s.bus.get(n))
            rows.append([s.lib, s.pattern, name(s), f"{n:,}", ms(overhead) if overhead is not None else "–",
                         f"{bus:,.0f}" if bus is not None else "–", f"{s.lost.get(n, 0):,}",
                         f"{s.duplicate.get(n, 0):,}"])
    doc.table(["library", "pattern", "brokers", "nodes", "move overhead p50 ms", "bytes between servers per move",
               "lost", "duplicates"], rows, "llllrrrr")
    doc.para("Bytes between servers: what a cluster's servers sent each other per move (NATS routes, the Redis "
             "cluster bus, mosquitto's bridges: the kernel's counts at their own ports, warm-up and stop "
             "included; blank where the brokers never meet). Lost and duplicates: every trial's together, counted "
             "by the nodes and the controller; a run that lost a task or a result failed, so a number here is "
             "what a run survived.")
