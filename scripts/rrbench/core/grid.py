"""The sweep's grid: parsing list arguments and ordering the points."""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

from . import libraries

KNOWN_LIBS = libraries.NAMES  # the Makefile's library lines, in their order (core/libraries.py)
# nats, redis and mqtt are broker products: their broker is the product's own server
# (docs/products.md); the programs' --info says so ("server").
KNOWN_TRANSPORTS = ("tcp", "ipc")
KNOWN_TOPOLOGIES = ("broker", "direct")  # direct: workers connect straight to the master
# Workloads (docs/rounds.md): reqrep, closed-loop request-reply through the
# broker; rounds, Grischa's scatter-gather of one task and one result per node.
KNOWN_WORKLOADS = ("reqrep", "rounds")
# Patterns of the rounds workload (docs/rounds.md): pubsub, topic pub/sub
# through the broker (Grischa's); addressed, every peer named by its topic and the
# broker routing to it (zmq's ROUTER; "router" until schema 3); survey, pubsub's with the gather as one
# survey a round (nanomsg's and nng's SURVEYOR/RESPONDENT). reqrep has one
# pattern of its own, "reqrep". A library lists the ones it has in --info ("patterns").
KNOWN_PATTERNS = ("pubsub", "addressed", "survey", "reply")
# A pattern's name before its rename: --patterns still takes it for one release, with a note.
OLD_PATTERN_NAMES = {"router": "addressed"}
# Churn scenarios (docs/churn.md): none, a steady run; or one change at a known
# moment of the measured phase, measured as it goes: a node (worker) is killed,
# one starts late and joins, the broker is killed and started again, the
# answering side (request-reply's master, the rounds' controller) is.
KNOWN_SCENARIOS = ("none", "node-dies", "node-joins", "broker-restarts", "master-restarts", "controller-restarts")
SCENARIOS_OF = {"reqrep": KNOWN_SCENARIOS[:4] + ("master-restarts",),
                "rounds": KNOWN_SCENARIOS[:4] + ("controller-restarts",)}
# Liveness (docs/churn.md): off, each library as shipped; on, the liveness options
# it documents (heartbeats, reconnect interval, REQ resend: `PROGRAM --info`).
KNOWN_LIVENESS = ("off", "on")
# Broker capacity (docs/capacity.md): --pin broker gives the broker a core of its own, the others the
# rest; broker-first (docs/scale.md) gives the others every core, the broker's only when it is idle.
KNOWN_PINS = ("none", "broker", "broker-first")
# How a worker or node process serves the peers it hosts (docs/scale.md): thread, a thread each; loop,
# one event loop for them all (common/host.c), as cheap as the library allows.
KNOWN_HOSTINGS = ("thread", "loop")
# The largest size, client count, requests in flight, ...: the programs' (core/limits.py).

_UNITS = {"": 0, "k": 10, "m": 20, "g": 30}


class UsageError(Exception):
    """Bad command-line input: one line, exit status 2."""


def parse_bytes(text: str) -> int:
    """'64' -> 64, '1k' -> 1024, '64K' -> 65536 (binary units)."""
    m = re.fullmatch(r"(\d+)([kKmMgG]?)", text.strip())
    if not m:
        raise ValueError(f"'{text}' is not a byte count")
    return int(m.group(1)) << _UNITS[m.group(2).lower()]


def _powers_of_two(lo: int, hi: int) -> list[int]:
    if lo <= 0 or lo & (lo - 1) or hi & (hi - 1) or hi < lo:
        raise ValueError(f"range {lo}..{hi} needs powers of two, low to high")
    out, v = [], lo
    while v <= hi:
        out.append(v)
        v *= 2
    return out


def parse_counts(text: str, what: str, lo: int, hi: int) -> list[int]:
    """A comma list of numbers (k/m/g binary suffixes) or A..B ranges, which
    stand for every power of two from A to B: '1..128' = 1,2,4,...,128."""
    values: list[int] = []
    for item in text.split(","):
        item = item.strip()
        try:
            if ".." in item:
                a, b = item.split("..", 1)
                values.extend(_powers_of_two(parse_bytes(a), parse_bytes(b)))
            else:
                values.append(parse_bytes(item))
        except ValueError as e:
            raise UsageError(f"--{what}: {e}") from None
    for v in values:
        if not lo <= v <= hi:
            raise UsageError(f"--{what}: {v} is out of range ({lo} .. {hi})")
    if len(set(values)) != len(values):
        raise UsageError(f"--{what}: '{text}' names a value twice")
    return values


def parse_names(text: str, what: str, known: tuple[str, ...], flag: str | None = None,
                noun: str | None = None) -> list[str]:
    """A comma list of names from `known` (`what`: their plural, `noun` one of them; the flag,
    if not --what)."""
    flag, noun = flag or f"--{what}", noun or what[:-1]
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise UsageError(f"{flag}: empty list")
    for n in names:
        if n not in known:
            raise UsageError(f"{flag}: unknown {noun} '{n}' (known: {', '.join(known)})")
    if len(set(names)) != len(names):
        raise UsageError(f"{flag}: '{text}' names a value twice")
    return names


@dataclass(frozen=True)
class Point:
    """One measurement: a library at one grid position in one trial."""

    lib: str
    transport: str
    size: int
    clients: int
    trial: int
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

    def columns(self) -> dict:
        """The point's key columns, as results.csv writes them (POINT_COLUMNS)."""
        return {"workload": self.workload, "pattern": self.pattern, "scenario": self.scenario,
                "liveness": self.liveness, "lib": self.lib, "transport": self.transport,
                "topology": self.topology, "size": self.size, "clients": self.clients, "trial": self.trial,
                "mtu": self.mtu or "", "link_rate": (self.link_rate or "unlimited") if self.mtu else "",
                "inflight": self.inflight, "offered_rate": fmt_rate(self.offered),
                "compute_s": f"{self.compute:g}" if self.workload == "rounds" else "", "hosting": self.hosting,
                "games": self.games if self.workload == "rounds" else ""}

    def named_columns(self) -> dict:
        """The axes `size` and `clients` under the one name each has in this workload (results.csv
        schema 2): request-reply's payload_size and workers, the rounds' nodes (their task size is
        the task_size column)."""
        reqrep = self.workload == "reqrep"
        return {"payload_size": self.size if reqrep else "", "workers": self.clients if reqrep else "",
                "nodes": "" if reqrep else self.clients}

    def client_rate(self, rate: float | None) -> float | None:
        """Each worker's open-loop rate: its share of the offered rate, or the sweep's --rate."""
        return self.offered / self.clients if self.offered else rate

    def network(self) -> str:
        return f"mtu{self.mtu}-{self.link_rate or 'unlimited'}" if self.mtu else ""

    def label(self) -> str:
        churn = (f" {self.scenario}" if self.scenario != "none" else "") + \
            (" liveness" if self.liveness == "on" else "") + \
            (f" inflight={self.inflight}" if self.inflight > 1 else "") + \
            (f" offered={fmt_rate(self.offered)}/s" if self.offered else "") + \
            (f" move={self.compute:g}s" if self.compute else "") + (" loop" if self.hosting == "loop" else "") + \
            (f" games={self.games}" if self.games > 1 else "")
        if self.workload == "rounds":
            return f"{self.lib} {self.transport} rounds {self.pattern}{churn} nodes={self.clients} trial={self.trial}"
        return (f"{self.lib} {self.transport} {self.topology} size={self.size} clients={self.clients}"
                + (f" mtu={self.mtu} rate={self.link_rate or 'unlimited'}" if self.mtu else "")
                + churn + f" trial={self.trial}")

    def slug(self) -> str:
        net = f"-{self.network()}" if self.mtu else ""
        churn = (f"-{self.scenario}" if self.scenario != "none" else "") + \
            ("-live" if self.liveness == "on" else "") + (f"-k{self.inflight}" if self.inflight > 1 else "") + \
            (f"-r{fmt_rate(self.offered)}" if self.offered else "") + \
            (f"-m{self.compute:g}" if self.compute else "") + ("-loop" if self.hosting == "loop" else "") + \
            (f"-g{self.games}" if self.games > 1 else "")
        if self.workload == "rounds":
            return f"rounds-{self.pattern}-{self.lib}-{self.transport}-n{self.clients}{net}{churn}-t{self.trial}"
        return f"{self.lib}-{self.transport}-{self.topology}-s{self.size}-c{self.clients}{net}{churn}-t{self.trial}"


# The columns that place a row in the grid (Point.columns(), in order): results.csv's key.
POINT_COLUMNS = ("workload", "pattern", "scenario", "liveness", "lib", "transport", "topology", "size", "clients",
                 "trial", "mtu", "link_rate", "inflight", "offered_rate", "compute_s", "hosting", "games")
# ... and a point's, its trials together (summary.csv).
KEY_COLUMNS = tuple(c for c in POINT_COLUMNS if c != "trial")


def fmt_rate(rate: float) -> str:
    """An offered rate as the key column has it: whole requests/s, '' for none."""
    return f"{rate:.0f}" if rate else ""


@dataclass(frozen=True)
class Workload:
    """One workload's own axes: its patterns, message size and client (node) counts."""

    name: str
    patterns: tuple = ("reqrep",)
    sizes: tuple = ()          # reqrep: payload bytes; rounds: the task size alone
    clients: tuple = ()        # reqrep: workers; rounds: nodes
    topologies: tuple = ("broker",)
    libs_by_pattern: dict | None = None  # pattern -> the libraries that run it (None: all)
    scenarios: tuple = ("none",)
    liveness: tuple = ("off",)
    inflight: tuple = (1,)
    computes: tuple = (0.0,)   # rounds: move times (--compute), interleaved like the libraries
    hostings: tuple = ("thread",)  # how the clients' processes serve them (--hosting), interleaved too
    games: tuple = (1,)        # rounds: concurrent games through one broker (--games), a position's axis


def order_points(libs, transports, sizes, clients, trials: int, topologies=("broker",),
                 seed: int | None = None, networks=((0, ""),), workloads=None) -> list[Point]:
    """The run order of request-reply over the given axes; or, given `workloads`, of theirs (each
    carries its own sizes, clients and topologies: then `sizes` and `clients` must be empty).
    order_grid() says how."""
    if workloads is None:
        workloads = [Workload("reqrep", ("reqrep",), tuple(sizes), tuple(clients), tuple(topologies))]
    elif sizes or clients:
        raise ValueError("order_points: the workloads carry their own sizes and clients")
    return order_grid(libs, transports, trials, workloads, seed, networks)


def order_grid(libs, transports, trials: int, workloads: list[Workload], seed: int | None = None,
               networks=((0, ""),)) -> list[Point]:
    """The run order. Trials outermost: a repeat comes after the whole grid,
    not straight after its first run. Within a trial the contenders of one
    grid position run back to back — every library, and in the rounds every
    pattern of every library and every move time — so machine drift hits
    them alike (and how the clients are hosted: --hosting). With a seed, both the order of the grid positions (of every
    workload, mixed) and the order of the contenders within each are shuffled
    (a recorded, reproducible permutation), so no contender always runs first
    or right after a heavy point."""
    rng = random.Random(seed) if seed is not None else None
    order = []
    for trial in range(1, trials + 1):
        positions = [(w, size, n, topo, tr, net, sc, lv, k, g)
                     for w in workloads
                     for size, n, topo, tr, net, sc, lv, k, g in itertools.product(
                         w.sizes, w.clients, w.topologies, transports, networks, w.scenarios, w.liveness,
                         w.inflight, w.games)]
        if rng:
            rng.shuffle(positions)
        for w, size, n, topo, tr, (mtu, rate), scenario, liveness, inflight, games in positions:
            contenders = [(lib, pattern, compute, hosting) for pattern in w.patterns for compute in w.computes
                          for hosting in w.hostings
                          for lib in libs if w.libs_by_pattern is None or lib in w.libs_by_pattern.get(pattern, ())]
            if rng:
                rng.shuffle(contenders)
            order.extend(Point(lib, tr, size, n, trial, topo, mtu, rate, w.name, pattern, scenario, liveness,
                               inflight, compute=compute, hosting=hosting, games=games)
                         for lib, pattern, compute, hosting in contenders)
    return order
