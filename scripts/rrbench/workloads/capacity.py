"""Broker capacity (docs/capacity.md): the offered-rate staircase of --find-capacity
(analysis/capacity.py reads its knees from the rows).

The staircase: at each request-reply position (transport, size, workers, inflight) the
workers together offer an open-loop rate (coordinated-omission-free: latency counts from
the intended send time), starting at --start-rate and growing by --rate-step. A library
keeps climbing while it achieves at least KNEE_ACHIEVED of the offered rate with a p99 at
or under --p99-bound; MISSES_TO_END misses in a row end its climb (on a shared machine one
stall of a few hundred ms can spoil a step that the library holds), and its knee is the last
offered rate it held before them. All libraries still climbing run each step back to back (shuffled),
so the machine's drift hits them alike. Points are made as the sweep goes: which come next
depends on the rows before them (on --resume, the rows already in results.csv)."""

from __future__ import annotations

import random
from dataclasses import replace

from .point import Point, fmt_rate

KNEE_ACHIEVED = 0.95  # a step holds when achieved >= 95 % of offered ...
MAX_STEPS = 40        # ... and p99 <= the bound; a climb never takes more steps than this
MISSES_TO_END = 2     # misses in a row that end a climb


def holds(row: dict | None, p99_bound_us: float) -> bool:
    """Whether a staircase point held its offered rate (a failed point never does)."""
    if not row or row.get("status") != "ok":
        return False
    try:
        achieved, offered = float(row["msgs_per_s"]), float(row["offered_rate"])
        return achieved >= KNEE_ACHIEVED * offered and float(row["p99_us"]) <= p99_bound_us
    except (KeyError, ValueError):
        return False


def why_not(row: dict, p99_bound_us: float) -> str:
    """What ended a climb: the shortfall, the p99, or the failure."""
    if row.get("status") != "ok":
        return row.get("status", "failed")
    achieved, offered = float(row["msgs_per_s"]), float(row["offered_rate"])
    if achieved < KNEE_ACHIEVED * offered:
        return f"achieved {achieved / offered:.0%} of offered"
    return f"p99 {float(row['p99_us']) / 1000:.2f} ms > {p99_bound_us / 1000:g} ms"


class Staircase:
    """The points of a --find-capacity sweep, made as it goes. Iterate for (index, point); after
    each point, record() its row (the sweep does). `done` maps a point's key to its row from an
    earlier run (--resume): such points are not run again, only read."""

    def __init__(self, positions: list[Point], libs: list[str], trials: int, start: float, step: float,
                 p99_bound_us: float, seed: int, done: dict | None = None, key=None):
        self.positions, self.libs, self.trials = positions, libs, trials
        self.start, self.step, self.p99_bound_us = start, step, p99_bound_us
        self.rng = random.Random(seed)
        self.done, self.key = done or {}, key
        self.rows: dict[Point, dict] = {}
        self.index = 0

    def __len__(self) -> int:
        """At most this many points (every climb to MAX_STEPS)."""
        return len(self.positions) * len(self.libs) * self.trials * MAX_STEPS

    def record(self, point: Point, row: dict) -> None:
        self.rows[point] = row

    def __iter__(self):
        for trial in range(1, self.trials + 1):
            positions = list(self.positions)
            self.rng.shuffle(positions)
            for position in positions:
                climbing, rate = list(self.libs), self.start
                misses = dict.fromkeys(self.libs, 0)
                for _ in range(MAX_STEPS):
                    self.rng.shuffle(climbing)
                    step = [replace(position, lib=lib, trial=trial, offered=float(fmt_rate(rate)))
                            for lib in climbing]
                    for point in step:
                        self.index += 1
                        earlier = self.done.get(self.key(point)) if self.key else None
                        if earlier is not None:
                            self.record(point, earlier)
                        else:
                            yield self.index, point
                    for p in step:
                        misses[p.lib] = 0 if holds(self.rows.get(p), self.p99_bound_us) else misses[p.lib] + 1
                    climbing = [p.lib for p in step if misses[p.lib] < MISSES_TO_END]
                    if not climbing:
                        break
                    rate *= self.step
