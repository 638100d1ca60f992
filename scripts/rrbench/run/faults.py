"""Faults injected on purpose (--inject-fault, the tests of failure paths): a signal sent to a role
in a phase of one point, and the point then failing with that role named."""

from __future__ import annotations

import signal
import time
from dataclasses import dataclass


PHASES = ("setup", "warmup", "measure", "teardown")
FAULT_SETTLE_S = 1.0  # how long an injected fault's target is watched for its death


@dataclass(frozen=True)
class Fault:
    """A signal the sweep sends to a role on purpose (tests of failure paths)."""

    role: str    # a kind (router, master, worker, controller, node): the first of it; plural: all
    signum: int
    phase: str   # one of PHASES
    point: int   # 1-based index of the point in the sweep

    def describe(self) -> str:
        """ROLE:SIGNAL:PHASE, as the results' injected_fault column has it."""
        return f"{self.role}:{signal.Signals(self.signum).name}:{self.phase}"


class FaultInjector:
    """Sends a point's fault once its phase has come and its target exists (in set-up the later
    roles start after the router), then watches the first target die."""

    def __init__(self, fault: Fault | None, procs, s, expected: dict[str, int]):
        self.fault, self.procs, self.s, self.expected = fault, procs, s, expected

    def due(self, now: float, phase: str, t_go: float | None) -> bool:
        """Set-up and teardown faults when the point is in them; warm-up and measured-phase faults at
        their moment after go (the middle of the phase), or at teardown if the sweep, busy elsewhere,
        first looks after the phase has ended: a fault is never lost to a late look."""
        f = self.fault
        if f is None:
            return False
        if f.phase in ("setup", "teardown"):
            return f.phase == phase
        if phase == "teardown":
            return True
        if t_go is None:
            return False
        span = self.s.duration if self.s.duration is not None else 0.2
        moment = self.s.warmup / 2 if f.phase == "warmup" else self.s.warmup + span / 2
        return now >= t_go + moment

    def targets(self, role: str) -> list:
        """'worker': the first worker; 'workers': every worker, once all have started."""
        kind = role[:-1] if role.endswith("s") and role[:-1] in self.expected else role
        found = self.procs.of_kind(kind)
        if kind != role:
            return found if len(found) == self.expected[kind] else []
        return found[:1]

    def step(self, now: float, phase: str, t_go: float | None) -> None:
        if not self.due(now, phase, t_go):
            return
        f = self.fault
        targets = self.targets(f.role)
        if not targets:
            return
        self.fault = None
        self.procs.hit_with(targets, f.signum)
        # Watch the first target die before anything moves on, so its death is
        # reported in the phase it was sent for (a worker may have been READY
        # already, and the sweep would otherwise send go before seeing it go).
        until = time.monotonic() + FAULT_SETTLE_S
        while time.monotonic() < until:
            if self.procs.ended(targets[0]):
                raise self.procs.death_report(targets[0], f.phase)
            time.sleep(0.005)
