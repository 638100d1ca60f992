"""The sweep's progress on stderr: a line as each point starts, one as it ends, with the ETA."""

from __future__ import annotations

import sys
import time


def fmt_duration(s: float) -> str:
    s = int(round(s))
    return f"{s // 3600}h{s % 3600 // 60:02d}m" if s >= 3600 else f"{s // 60}m{s % 60:02d}s"


class Progress:
    """One line per finished point on stderr: count, point, outcome, ETA."""

    def __init__(self, total: int, bound: bool = False):
        self.total, self.t0, self.done = total, time.monotonic(), 0
        self.bound = bound  # total is an upper bound (--find-capacity stops each climb at its knee)

    def starting(self, index: int, label: str) -> None:
        print(f"[{index}/{'≤' if self.bound else ''}{self.total}] {label} ...", file=sys.stderr, flush=True)

    def retrying(self, status: str, attempt: int, retries: int) -> None:
        print(f"    {status}\n    retry {attempt} of {retries} ...", file=sys.stderr, flush=True)

    def finished(self, status: str, values: dict) -> None:
        self.done += 1
        elapsed = time.monotonic() - self.t0
        per = elapsed / self.done
        eta = per * (self.total - self.done)  # (an upper bound too, with a staircase)
        if status != "ok":
            what = status
        elif "rounds_per_s" in values:
            what = (f"ok {values['rounds_per_s']:.1f} rounds/s, overhead p50 {values['p50_us'] / 1000:.2f} ms "
                    f"p99 {values['p99_us'] / 1000:.2f} ms")
        else:
            what = f"ok {values['msgs_per_s']:.0f} msgs/s, {values['mib_per_s']:.2f} MiB/s"
        bound = "at most " if self.bound else ""
        print(f"    {what} | elapsed {fmt_duration(elapsed)}, ETA {bound}{fmt_duration(eta)}",
              file=sys.stderr, flush=True)
