"""A point of the grid (one run of one contender at one position) and the run order of a sweep's
points. What a point's key columns, label and file name hold beyond the shared axes is its
workload's (registry.py)."""

from __future__ import annotations

import itertools
import random
from dataclasses import KW_ONLY, dataclass

from .axes import Workload
from .registry import WORKLOADS


@dataclass(frozen=True)
class Point:
    """One measurement: a library at one grid position in one trial."""

    lib: str
    transport: str
    size: int
    trial: int
    _: KW_ONLY
    workers: int = 0         # request-reply: its workers (the key column workers; 0 in the rounds)
    nodes: int = 0           # rounds: its nodes (the key column nodes; 0 in request-reply)
    topology: str = "broker"
    mtu: int = 0          # network lab only: the links' MTU and rate for this point
    link_rate: str = ""
    workload: str = "reqrep"
    pattern: str = "reqrep"  # rounds: one of KNOWN_PATTERNS
    scenario: str = "none"   # one of KNOWN_SCENARIOS
    liveness: str = "off"    # one of KNOWN_LIVENESS
    inflight: int = 1        # requests each worker keeps outstanding (--inflight)
    offered: float = 0.0     # --find-capacity: the offered rate, requests/s of all workers (0: none)
    compute: float = 0.0     # rounds: the move time, seconds between the tasks and the results request
    hosting: str = "thread"  # one of KNOWN_HOSTINGS: how the worker or node processes serve their peers
    games: int = 1           # rounds: concurrent games through the one broker, each its controller and nodes
    brokers: int = 1         # rounds: the brokers the nodes are spread over (--brokers; docs/scale.md)
    scaleout: str = "one"    # rounds: how (--scaleouts): one, shards, cluster, cluster-publish (the programs' --info)
    hosts_layout: str = ""   # --hosts-layout: loopback or two-hosts ("": not asked, the launcher's own)

    def kind(self):
        """The point's workload (registry.py): what its axes mean and how a run of it goes."""
        return WORKLOADS[self.workload]

    def columns(self) -> dict:
        """The point's key columns, as results.csv writes them (POINT_COLUMNS); the move time and the
        games are the workload's to fill."""
        return {"workload": self.workload, "pattern": self.pattern, "scenario": self.scenario,
                "liveness": self.liveness, "lib": self.lib, "transport": self.transport,
                "topology": self.topology, "size": self.size, **self.named_columns(), "trial": self.trial,
                "mtu": self.mtu or "", "link_rate": (self.link_rate or "unlimited") if self.mtu else "",
                "inflight": self.inflight, "offered_rate": fmt_rate(self.offered), "compute_s": "",
                "hosting": self.hosting, "games": "", "brokers": "", "scaleout": "", **self.kind().key_columns(self),
                "hosts_layout": self.hosts_layout}

    @property
    def count(self) -> int:
        """Its workload's count axis, whatever the workload: its workers or its nodes."""
        return getattr(self, count_column(self.kind()))

    def named_columns(self) -> dict:
        """The key columns `workers` and `nodes` (results.csv schema 7): every workload's, the others' empty."""
        mine = self.kind()
        return {c: v for w in WORKLOADS.values() for c, v in w.named_columns(self if w is mine else None).items()}

    def worker_rate(self, rate: float | None) -> float | None:
        """Each worker's open-loop rate: its share of the offered rate, or the sweep's --rate."""
        return self.offered / self.workers if self.offered else rate

    def network(self) -> str:
        return f"mtu{self.mtu}-{self.link_rate or 'unlimited'}" if self.mtu else ""

    def label(self) -> str:
        return self.kind().label(self, self.extras())

    def extras(self) -> str:
        """What sets the point apart beyond its workload's axes: scenario, liveness, ..., games."""
        return (f" {self.scenario}" if self.scenario != "none" else "") + \
            (" liveness" if self.liveness == "on" else "") + \
            (f" inflight={self.inflight}" if self.inflight > 1 else "") + \
            (f" offered={fmt_rate(self.offered)}/s" if self.offered else "") + \
            (f" move={self.compute:g}s" if self.compute else "") + (" loop" if self.hosting == "loop" else "") + \
            (f" games={self.games}" if self.games > 1 else "") + \
            (f" brokers={self.brokers} {self.scaleout}" if self.brokers > 1 else "") + \
            (f" {self.hosts_layout}" if self.hosts_layout else "")

    def slug(self) -> str:
        """The point's file name (logs/, hgrm/, timeline/), without a suffix."""
        net = f"-{self.network()}" if self.mtu else ""
        extras = (f"-{self.scenario}" if self.scenario != "none" else "") + \
            ("-live" if self.liveness == "on" else "") + (f"-k{self.inflight}" if self.inflight > 1 else "") + \
            (f"-r{fmt_rate(self.offered)}" if self.offered else "") + \
            (f"-m{self.compute:g}" if self.compute else "") + ("-loop" if self.hosting == "loop" else "") + \
            (f"-g{self.games}" if self.games > 1 else "") + \
            (f"-b{self.brokers}{self.scaleout}" if self.brokers > 1 else "") + \
            (f"-{self.hosts_layout}" if self.hosts_layout else "")
        return self.kind().slug(self, net, extras)


# The columns that place a row in the grid (Point.columns(), in order): results.csv's key.
POINT_COLUMNS = ("workload", "pattern", "scenario", "liveness", "lib", "transport", "topology", "size", "workers",
                 "nodes", "trial", "mtu", "link_rate", "inflight", "offered_rate", "compute_s", "hosting", "games",
                 "brokers", "scaleout", "hosts_layout")
# ... and a point's, its trials together (summary.csv).
KEY_COLUMNS = tuple(c for c in POINT_COLUMNS if c != "trial")


def count_column(kind) -> str:
    """The key column (and Point field) that holds a workload's count: `workers` (request-reply) or `nodes`
    (rounds), the first of its named_columns."""
    return next(iter(kind.named_columns(None)))


def count_of(row: dict) -> str:
    """A row's count axis, whatever its workload: its key column `workers` or `nodes` ("" for a row of no
    known workload). An older folder's rows have them too: record/schema.py puts its `clients` under them
    as it is read."""
    kind = WORKLOADS.get(row.get("workload", ""))
    return row.get(count_column(kind), "") if kind else ""


def fmt_rate(rate: float) -> str:
    """An offered rate as the key column has it: whole requests/s, '' for none."""
    return f"{rate:.0f}" if rate else ""


def order_points(libs, transports, sizes, workers, trials: int, topologies=("broker",),
                 seed: int | None = None, networks=((0, ""),), workloads=None) -> list[Point]:
    """The run order of request-reply over the given axes; or, given `workloads`, of theirs (each
    carries its own sizes, counts and topologies: then `sizes` and `workers` must be empty).
    order_grid() says how."""
    if workloads is None:
        workloads = [Workload("reqrep", ("reqrep",), tuple(sizes), tuple(workers), tuple(topologies))]
    elif sizes or workers:
        raise ValueError("order_points: the workloads carry their own sizes and counts")
    return order_grid(libs, transports, trials, workloads, seed, networks)


def order_grid(libs, transports, trials: int, workloads: list[Workload], seed: int | None = None,
               networks=((0, ""),)) -> list[Point]:
    """The run order. Trials outermost: a repeat comes after the whole grid,
    not straight after its first run. Within a trial the contenders of one
    grid position run back to back — every library, and in the rounds every
    pattern of every library and every move time — so machine drift hits
    them alike (and how the workers or nodes are hosted: --hosting). With a seed, both the order of the
    grid positions (of every workload, mixed) and the order of the contenders within each are shuffled
    (a recorded, reproducible permutation), so no contender always runs first
    or right after a heavy point. A contender's layouts (--hosts-layout: loopback, two-hosts) run back to
    back, in shuffled order, so the two figures of one contender meet the same machine drift."""
    rng = random.Random(seed) if seed is not None else None
    order = []
    for trial in range(1, trials + 1):
        positions = [(w, size, n, topo, tr, net, sc, lv, k, g, b)
                     for w in workloads
                     for size, n, topo, tr, net, sc, lv, k, g, b in itertools.product(
                         w.sizes, w.counts, w.topologies, transports, networks, w.scenarios, w.liveness,
                         w.inflight, w.games, w.brokers)]
        if rng:
            rng.shuffle(positions)
        for w, size, n, topo, tr, (mtu, rate), scenario, liveness, inflight, games, brokers in positions:
            contenders = [(lib, pattern, compute, hosting, spread) for pattern in w.patterns for compute in w.computes
                          for hosting in w.hostings
                          for lib in libs if w.libs_by_pattern is None or lib in w.libs_by_pattern.get(pattern, ())
                          for spread in spreads(w, lib, pattern, brokers)]
            if rng:
                rng.shuffle(contenders)
            for lib, pattern, compute, hosting, spread in contenders:
                layouts = list(w.layouts)
                if rng:
                    rng.shuffle(layouts)
                order.extend(Point(lib, tr, size, trial, **{count_column(WORKLOADS[w.name]): n}, topology=topo, mtu=mtu,
                                   link_rate=rate, workload=w.name, pattern=pattern, scenario=scenario,
                                   liveness=liveness, inflight=inflight, compute=compute, hosting=hosting,
                                   games=games, brokers=brokers, scaleout=spread, hosts_layout=layout)
                             for layout in layouts)
    return order


def spreads(w: Workload, lib: str, pattern: str, brokers: int) -> tuple[str, ...]:
    """How a contender spreads its nodes over `brokers`: over one, "one"; over several, each scale-out of
    the library's the sweep runs (a survey gathers through one broker: none)."""
    if brokers == 1:
        return ("one",)
    if pattern in w.one_broker_patterns:
        return ()
    return tuple(w.scaleouts_of.get(lib, ()))
