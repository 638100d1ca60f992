"""Where a run's wall time goes, by the sweep's monotonic clock: the marks a run passes (its start, every
role ready, go, the end of the watch, every role gone, its end) and the first time each record was read
from a role (process.py Role.seen_ns), turned into the row's timing columns (docs/results.md, "Where the
time goes"). Nothing here changes what is measured: it only reads the clock as the run goes by."""

from __future__ import annotations

import time

NS = 1e9
# The end of the previous run of this process (its first: the sweep's start), for gap_s.
_last_end = [time.monotonic()]
_sweep_start = [time.monotonic()]


def sweep_started() -> None:
    """The sweep starts: the first run's gap_s counts from now (its checks, meta.json, the --info calls)."""
    _sweep_start[0] = _last_end[0] = time.monotonic()


def sweep_wall_s() -> float:
    """Seconds since sweep_started(): the sweep's whole wall time so far."""
    return round(time.monotonic() - _sweep_start[0], 1)


class RunTiming:
    """The marks of one run (monotonic seconds) and the columns they give."""

    def __init__(self):
        self.t0 = time.monotonic()
        self.gap_s = self.t0 - _last_end[0]
        self.marks: dict[str, float] = {}
        self.kept_boot_s = 0.0  # a kept server booted for this run's point, before the rest (run/kept.py)

    def mark(self, name: str) -> float:
        self.marks[name] = now = time.monotonic()
        return now

    def end(self) -> dict:
        """The run is over (every process gone, its folder removed): run_s, gap_s and kept_boot_s, for every
        row (kept_boot_s empty where no server was booted)."""
        _last_end[0] = end = time.monotonic()
        return {"run_s": _s(end - self.t0), "gap_s": _s(self.gap_s),
                "kept_boot_s": _s(self.kept_boot_s) if self.kept_boot_s else ""}

    def phases(self, roles: list, answer_kind: str) -> dict:
        """A finished run's phases from its marks and the answering roles' records (LIVE: every node
        answered its hello; MEASURING, MEASURED: the measured phase's ends): the broker's start, the
        hellos, the warm-up, the measured phase and its end until every role reported, each by the
        time the sweep read it. A phase the workload has not (request-reply's hellos: before READY)
        is blank."""
        m = self.marks
        answering = [r for r in roles if r.spec.kind == answer_kind]
        brokers = [r.ready_ns for r in roles if r.spec.group == 0]
        out = {"broker_start_s": _s(max(brokers) / NS - m["started"]) if brokers and all(brokers) else ""}
        live = _seen(answering, "LIVE", max)
        begin, done = _seen(answering, "MEASURING", min), _seen(answering, "MEASURED", max)
        out["hello_s"] = _s(live - m["go"]) if live is not None else ""
        after_hellos = live if live is not None else m["go"]
        out["warmup_wall_s"] = _s(begin - after_hellos) if begin is not None else ""
        out["measured_wall_s"] = _s(done - begin) if begin is not None and done is not None else ""
        out["finish_s"] = _s(m["end"] - done) if done is not None else ""
        return out


def _seen(roles: list, kind: str, pick) -> float | None:
    """When the sweep read `kind` from these roles (the first of them: min; the last: max), in s."""
    times = [r.seen_ns[kind] for r in roles if kind in r.seen_ns]
    return pick(times) / NS if times and len(times) == len(roles) else None


def _s(x: float) -> float:
    return round(max(x, 0.0), 4)
