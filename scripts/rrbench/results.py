"""results.csv: one row per point, written and flushed as soon as it ends."""

from __future__ import annotations

import csv
import os
from pathlib import Path

from .grid import Point

# Columns, in order. Units are in the names or below; see README "Results".
COLUMNS = [
    "lib", "transport", "topology", "size", "clients", "trial", "status",
    "msgs",         # round trips counted by the master in the measured phase
    "seconds",      # length of the measured phase (master's monotonic clock)
    "msgs_per_s",   # round trips per second
    "mib_per_s",    # request payload MiB/s (2^20 bytes), one direction, headers excluded
    "client_min", "client_max",  # fewest / most measured round trips of one client
    "warmup_msgs", "rejected",
    "workarounds",  # library workarounds in effect for this point ("none"), see README
    "setup_s",      # start of the first process until every worker is ready
    "teardown_s",   # end of the run until every process has exited
    # Round-trip latency of the measured replies, all workers merged (µs):
    "p50_us", "p90_us", "p99_us", "p999_us", "max_us", "mean_us",
    "fairness",     # Jain's index over the workers' measured round trips (1 = all equal)
    "check",        # ok; little:R when msgs_per_s / (clients / mean RTT) is off by > 25 %;
                    # open loop: rate:R when the achieved rate is off the intended by > 25 %
    "rate", "achieved_rate",  # open loop: intended and achieved requests/s per client
    # CPU seconds (user + system) of each role over its whole life, and per round trip:
    "cpu_master_s", "cpu_router_s", "cpu_workers_s", "cpu_us_per_msg",
    "equalized",    # 1 with --equalize (same transport options for all libraries), else 0
    "mode", "duration_s", "requests", "warmup_s", "started_utc", "build",
]


class ResultsFile:
    def __init__(self, path: Path):
        self.path = path
        new = not path.exists() or path.stat().st_size == 0
        self._f = open(path, "a", newline="", encoding="utf-8")
        self._w = csv.DictWriter(self._f, fieldnames=COLUMNS, extrasaction="raise")
        if new:
            self._w.writeheader()
            self._sync()

    def write(self, point: Point, status: str, values: dict, common: dict) -> None:
        row = {"lib": point.lib, "transport": point.transport, "topology": point.topology, "size": point.size,
               "clients": point.clients, "trial": point.trial, "status": status}
        row.update(common)
        row.update(values)
        self._w.writerow(row)
        self._sync()

    def _sync(self) -> None:
        self._f.flush()
        os.fsync(self._f.fileno())

    def close(self) -> None:
        self._f.close()


def read_rows(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))
