"""Where a broker's CPU per move goes, read from a folder the sweep profiled (--profile-broker; docs/scale.md):
per contender and node count, the medians over its ok trials of the broker's CPU per move, each part of it,
its system calls, sleeps and wake-ups per move, its CPU with perf attached, and its CPU by thread name."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from ..core import profile as pf
from .dataset import Dataset


def number(row: dict, column: str) -> float | None:
    v = row.get(column)
    return float(v) if v not in (None, "") else None


def median(values: list) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


@dataclass
class Profile:
    """One contender at one node count: medians over its ok, profiled trials. Per node per move where the
    doc's figure is (the CPU, its parts, system calls), per move where it is not (sleeps, wake-ups)."""
    lib: str
    pattern: str
    nodes: int
    trials: int                 # ok rows
    profiled: int               # of which perf profiled (profile_status ok)
    cpu: float | None           # broker CPU µs per node per move, the measured rounds (no perf)
    with_perf: float | None     # the same over the profiled rounds, perf attached
    parts: dict = field(default_factory=dict)    # part key -> µs per node per move
    shares: dict = field(default_factory=dict)   # part key -> fraction of the samples
    syscalls: float | None = None  # per node per move
    sleeps: float | None = None    # per move
    wakeups: float | None = None   # per move
    threads: dict = field(default_factory=dict)  # thread name -> % of the broker's CPU (measured rounds)
    why_not: list = field(default_factory=list)  # the profile_status of trials perf did not profile

    @property
    def name(self) -> str:
        return f"{self.lib} {self.pattern}"

    def share(self, keys: list[str]) -> float | None:
        return sum(self.shares[k] for k in keys) if all(k in self.shares for k in keys) else None

    def us(self, keys: list[str]) -> float | None:
        return sum(self.parts[k] for k in keys) if all(k in self.parts for k in keys) else None

    def perf_cost(self) -> float | None:
        """perf's own cost: the broker's CPU per move with perf attached over without, less one."""
        return self.with_perf / self.cpu - 1 if self.with_perf and self.cpu else None


def profiled_rows(ds: Dataset) -> list[dict]:
    """The rounds rows the sweep profiled (a profile_status, ok or why perf did not)."""
    return [r for r in ds.rounds if r.get(pf.STATUS)]


def profiles(ds: Dataset) -> list[Profile]:
    """Every profiled contender and node count, in the folder's order of libraries, then nodes."""
    groups: dict[tuple, list[dict]] = {}
    for r in profiled_rows(ds):
        if r["status"] == "ok":
            groups.setdefault((r["lib"], r["pattern"], int(r["nodes"])), []).append(r)
    libs = ds.meta.get("settings", {}).get("libs") or []
    order = {lib: i for i, lib in enumerate(libs)}
    return [one(lib, pattern, n, rows) for (lib, pattern, n), rows
            in sorted(groups.items(), key=lambda kv: (order.get(kv[0][0], len(order)), kv[0]))]


def one(lib: str, pattern: str, nodes: int, rows: list[dict]) -> Profile:
    ok = [r for r in rows if r[pf.STATUS] == pf.OK]
    cpu = median([number(r, "broker_cpu_us_per_round") for r in rows])
    p = Profile(lib, pattern, nodes, len(rows), len(ok), cpu / nodes if cpu is not None else None,
                None, why_not=sorted({r[pf.STATUS] for r in rows if r[pf.STATUS] != pf.OK}))
    threads = [pf.threads_of(r.get(pf.THREADS, "")) for r in rows if r.get(pf.THREADS)]
    p.threads = {name: median([t.get(name, 0.0) for t in threads]) for name in dict.fromkeys(
        n for t in threads for n in t)}
    if not ok:
        return p
    with_perf = median([number(r, pf.CPU_WITH_PERF) for r in ok])
    p.with_perf = with_perf / nodes if with_perf is not None else None
    for part in pf.ALL_PARTS:
        us = median([number(r, pf.part_column(part.key)) for r in ok])
        shares = [number(r, pf.part_column(part.key)) / number(r, "broker_cpu_us_per_round") for r in ok
                  if number(r, pf.part_column(part.key)) is not None and number(r, "broker_cpu_us_per_round")]
        if us is not None:
            p.parts[part.key] = us / nodes
        if shares:
            p.shares[part.key] = statistics.median(shares)
    counts = {word: median([number(r, pf.count_column(word)) for r in ok]) for _, word in pf.EVENTS}
    p.syscalls = counts["syscalls"] / nodes if counts["syscalls"] is not None else None
    p.sleeps, p.wakeups = counts["sleeps"], counts["wakeups"]
    return p


def find(ds: Dataset, name: str) -> Profile | None:
    """The profile of 'LIB:PATTERN' (its first node count) or 'LIB:PATTERN/NODES'."""
    contender, _, nodes = name.partition("/")
    lib, _, pattern = contender.partition(":")
    return next((p for p in profiles(ds) if p.lib == lib and (not pattern or p.pattern == pattern)
                 and (not nodes or p.nodes == int(nodes))), None)


def perf_state(ds: Dataset) -> str:
    """meta.json's word on perf in a profiled sweep: 'ok', or why not in one line; "" when not profiled."""
    return (ds.meta.get("settings", {}).get("profile_broker") or {}).get("perf", "")
