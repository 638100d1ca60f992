"""The sweep's vocabulary: the names each axis knows, and parsing list arguments (the points and their
order: workloads/point.py)."""

from __future__ import annotations

import re

from . import libraries

KNOWN_LIBS = libraries.NAMES  # the Makefile's library lines, in their order (core/libraries.py)
# nats, redis and mqtt are broker products: their broker is the product's own server
# (docs/products.md); the programs' --info says so ("server").
KNOWN_TRANSPORTS = ("tcp", "ipc")
KNOWN_TOPOLOGIES = ("broker", "direct")  # direct: workers connect straight to the master
# Patterns of the rounds workload (docs/rounds.md): pubsub, topic pub/sub
# through the broker (Grischa's); addressed, every peer named by its topic and the
# broker routing to it (zmq's ROUTER; "router" until schema 3); survey, pubsub's with the gather as one
# survey a round (nanomsg's and nng's SURVEYOR/RESPONDENT). reqrep has one
# pattern of its own, "reqrep". A library lists the ones it has in --info ("patterns").
KNOWN_PATTERNS = ("pubsub", "addressed", "survey", "reply")
# Churn scenarios (docs/churn.md): none, a steady run; or one change at a known
# moment of the measured phase, measured as it goes: a node (worker) is killed,
# one starts late and joins, the broker is killed and started again; each workload adds the restart of
# its answering side (request-reply's master, the rounds' controller: workloads/registry.py SCENARIOS).
SHARED_SCENARIOS = ("none", "node-dies", "node-joins", "broker-restarts")
# Liveness (docs/churn.md): off, each library as shipped; on, the liveness options
# it documents (heartbeats, reconnect interval, REQ resend: `PROGRAM --info`).
KNOWN_LIVENESS = ("off", "on")
# Broker capacity (docs/capacity.md): --pin broker gives the broker a core of its own, the others the
# rest; broker-first (docs/scale.md) gives the others every core, the broker's only when it is idle.
KNOWN_PINS = ("none", "broker", "broker-first")
# How a worker or node process serves the peers it hosts (docs/scale.md): thread, a thread each; loop,
# one event loop for them all (common/host.c), as cheap as the library allows.
KNOWN_HOSTINGS = ("thread", "loop")
# Where the broker and its peers sit (--hosts-layout; docs/lab-and-hosts.md): loopback, every role on this
# machine's loopback (a sender's send() runs its receiver's receive path); two-hosts, the broker on a host of
# its own and its peers on another, one veth pair between them, each side's receive work on its own CPU.
KNOWN_LAYOUTS = ("loopback", "two-hosts")
# How the rounds spread their nodes over several brokers (--scaleouts; common/adapter.h enum scaleout):
KNOWN_SCALEOUTS = ("shards", "cluster", "cluster-publish")
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
