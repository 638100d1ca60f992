"""The churn driver (--scenario, docs/churn.md): a third into the measured phase it makes the
scenario's one change — kills the churn client, starts the late one, or kills the broker (or the
answering side) and starts it again on the same endpoints — and the point goes on. A client that
gives up after the change is counted, not a failure: how a library recovers is what a churn point
measures (workloads/churn.py reads it)."""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from ..core.lines import PointFailed


@dataclass(frozen=True)
class ChurnFacts:
    """What the change was, for a workload's collect()."""
    at_ns: int | None   # when it came (CLOCK_MONOTONIC ns), None if it never did
    role: object        # the role it started (a restarted broker or answering side, a late client), or None
    gave_up: tuple      # the workers or nodes that gave up after it
    t_go: float         # when the roles were told go (time.monotonic())


class ChurnDriver:
    def __init__(self, point, workload, s, procs):
        self.point, self.workload, self.s, self.procs = point, workload, s, procs
        self.at_ns: int | None = None
        self.role = None                 # the role the change started
        self.role_ready_ns: int | None = None
        self.gave_up: list = []
        self.answer_done_at: float | None = None

    def due(self, now: float, t_go: float | None, t_live: float | None) -> bool:
        """A third into the measured phase (rounds: counted from LIVE, when every node is reachable)."""
        if self.point.scenario == "none" or self.at_ns is not None or t_go is None:
            return False
        base = t_live if self.workload.starts_at_live else t_go
        return base is not None and now >= base + self.s.warmup + (self.s.duration or 0) / 3

    def step(self, now: float, t_go: float | None, t_live: float | None, specs: list) -> None:
        if not self.due(now, t_go, t_live):
            return
        scenario = self.point.scenario
        self.at_ns = time.monotonic_ns()
        if scenario == "node-dies":
            self.procs.kill_on_purpose(next(r for r in self.procs.roles if r.spec.churn))
        elif scenario == "node-joins":
            self.role = self.procs.start(next(sp for sp in specs if sp.late))
        elif scenario in ("broker-restarts", "master-restarts", "controller-restarts"):
            kind = "router" if scenario == "broker-restarts" else self.workload.answer_kind
            # Over K brokers the last: one that carries nodes only (not a bridge tree's root, not the server
            # the controller is on), so its nodes are cut off and the others go on (docs/scale.md).
            old = self.procs.of_kind(kind)[-1 if kind == "router" else 0]
            self.procs.kill_on_purpose(old, wait=True)  # gone before its successor binds the same endpoints
            args = old.spec.args if kind == "router" else self.workload.restart_args(old.spec.args)
            self.role = self.procs.start(replace(old.spec, name=f"{kind} again", args=args))
        else:
            raise PointFailed(f"no churn action for scenario {scenario}", "setup")

    def output(self, r) -> None:
        """The role the change started is READY: a late worker starts then."""
        if r is self.role and r.ready_ns and self.role_ready_ns is None:
            self.role_ready_ns = r.ready_ns
            if r.spec.gets_go:
                r.send_go()

    def tolerates(self, r) -> bool:
        """A worker or node that ended after the change gave up: counted, not a failure."""
        if self.at_ns is not None and r.spec.kind == self.workload.count_kind:
            self.gave_up.append(r)
            return True
        return False

    def finished(self) -> bool:
        """Every role that reports its end has (a killed or given-up client aside). In a
        churn point a client that never heard the end (a stop lost to a dead path) gets
        the timeout after the answering role's end, and then counts as given up."""
        waiting = [r for r in self.procs.roles if r.spec.done and r.spec.done not in r.records
                   and not self.procs.was_meant(r) and r not in self.gave_up]
        if not waiting or self.point.scenario == "none":
            return not waiting
        if any(r.spec.kind == self.workload.answer_kind for r in waiting):
            return False
        self.answer_done_at = self.answer_done_at or time.monotonic()
        return time.monotonic() > self.answer_done_at + self.s.timeout

    def facts(self, t_go: float) -> ChurnFacts:
        return ChurnFacts(self.at_ns, self.role, tuple(self.gave_up), t_go)
