"""The processes of one point: each role started in the point's one process group (pinned to its
CPUs with --pin), their output read as it comes, their exits watched, and at the end every role
let go or stopped, then the whole group killed. Nothing of a point outlives it."""

from __future__ import annotations

import os
import selectors
import signal
import time
from pathlib import Path

from ..core.lines import PointFailed, failed_cause
from ..workloads.roles import RoleSpec
from .process import Role

DEATH_GRACE_S = 0.2  # after a role dies, how long its peers get to show they died too


class Supervisor:
    """Starts, watches and stops the roles of one point. What the point does with their output and
    their exits is its watcher's: watch() calls watcher.tick(now) between reads,
    watcher.output(role) after a role printed, watcher.exited(role) when a role ended that
    nobody meant to end, and raises watcher.timeout_failure() at the deadline."""

    def __init__(self, lib: str, s, logdir: Path, deadline: float):
        self.lib, self.s, self.logdir, self.deadline = lib, s, logdir, deadline
        self.roles: list[Role] = []
        self.pgid: int | None = None
        self.sel = selectors.DefaultSelector()
        self.told_to_stop: set[Role] = set()  # roles sent their stop at teardown
        self.meant: set[Role] = set()         # roles killed on purpose (churn): their end is expected
        self.hit: set[Role] = set()           # roles an injected fault was sent to: their end is reported

    def start(self, spec: RoleSpec) -> Role:
        launcher, args, stdin_pipe = self.s.launcher, spec.args, spec.stdin
        if launcher.lifeline and not spec.leaves:  # roles that leave read stdin anyway (go, then leave)
            args, stdin_pipe = [*args, "--lifeline"], True
        argv = launcher.command(spec.place, spec.slot, f"{self.lib}-{spec.kind}", args, self.s.bin_dir)
        idle = bool(self.s.pin and self.s.pin.idle and spec.kind != "router")
        r = Role(spec, argv, self.logdir, self.pgid, stdin_pipe, pinned(launcher.preexec, self.cpus_of(spec), idle))
        if self.pgid is None:
            self.pgid = r.pid
        self.roles.append(r)
        self.sel.register(r.proc.stdout, selectors.EVENT_READ, r)
        return r

    def cpus_of(self, spec: RoleSpec) -> frozenset | None:
        """--pin: the broker on its CPUs, every other role on the others' (run/limits.py Pinning)."""
        if not self.s.pin:
            return None
        return self.s.pin.broker if spec.kind == "router" else self.s.pin.others

    def of_kind(self, kind: str) -> list[Role]:
        return [r for r in self.roles if r.spec.kind == kind]

    def by_kind(self) -> dict[str, list[Role]]:
        out: dict[str, list[Role]] = {}
        for r in self.roles:
            out.setdefault(r.spec.kind, []).append(r)
        return out

    def logs(self) -> dict[str, str]:
        """role -> what it wrote to stderr, for the roles that wrote anything."""
        return {r.name: r.err_path.read_text("utf-8", "replace") for r in self.roles
                if r.err_path.exists() and r.err_path.stat().st_size}

    # --- ends on purpose -------------------------------------------------------
    def kill_on_purpose(self, r: Role, wait: bool = False) -> None:
        """SIGKILL, as a churn scenario's change: its end is expected (wait: reaped before returning)."""
        self.meant.add(r)
        r.signal(signal.SIGKILL)
        if wait:
            r.reap()

    def was_meant(self, r: Role) -> bool:
        return r in self.meant

    def hit_with(self, roles: list[Role], signum: int) -> None:
        """An injected fault: its end is the fault's doing, reported whatever the timing."""
        for r in roles:
            self.hit.add(r)
            r.signal(signum)

    def ended(self, r: Role) -> bool:
        """Whether a role has exited (reaped, and no longer read)."""
        if not r.reap_if_exited():
            return False
        self.sel.unregister(r.proc.stdout)
        return True

    # --- watching ----------------------------------------------------------------
    def watch(self, done, watcher) -> None:
        """Reads output and watches exits until done() holds."""
        while not done():
            now = time.monotonic()
            if now >= self.deadline:
                raise watcher.timeout_failure()
            watcher.tick(now)
            for key, _ in self.sel.select(timeout=min(0.05, self.deadline - now)):
                r = key.data
                if r.read():
                    watcher.output(r)
                    continue
                self.sel.unregister(r.proc.stdout)
                r.reap()
                if not self.expected_exit(r):
                    watcher.exited(r)

    def expected_exit(self, r: Role) -> bool:
        if r in self.meant:  # the scenario killed it
            return True
        if r in self.hit:  # it was hit on purpose: its end is the fault's doing, whatever the timing
            return False
        if r in self.told_to_stop:  # our SIGTERM at teardown: a clean exit or the signal itself
            return r.returncode in self.s.launcher.stopped_exits or r.returncode == -r.spec.stop_signal
        return r.spec.done is not None and r.spec.done in r.records and r.returncode == 0

    def death_report(self, first: Role, phase: str) -> PointFailed:
        """The failure of a role that died, naming it. When one role dies, its peers often fail
        a moment later ("connection closed by peer") and may be seen first; so wait briefly, and
        blame a role killed by a signal before one that gave up because of it."""
        time.sleep(DEATH_GRACE_S)
        dead = [first] + [r for r in self.roles if r is not first and r.reap_if_exited()]
        killed = [r for r in dead if r.returncode is not None and r.returncode < 0
                  and (r not in self.told_to_stop or r in self.hit)]
        culprit = killed[0] if killed else first
        why = culprit.error_line()
        exit_text = self.s.launcher.exit_text
        text = f"{culprit.name} {exit_text(culprit.returncode)} during {phase}" + (f": {why}" if why else "")
        others = [r for r in dead if r is not culprit and not self.expected_exit(r)]
        if others:
            text += "; then " + ", ".join(f"{r.name} {exit_text(r.returncode)}" for r in others[:3])
        return PointFailed(text, self.cause_of_death(culprit))

    def cause_of_death(self, r: Role) -> str:
        if r in self.hit:
            return "injected"
        if r.returncode is not None and r.returncode < 0:
            return "killed"
        return failed_cause(r.records) or "exited"

    # --- the end -----------------------------------------------------------------
    def stop(self, watcher) -> None:
        """Teardown: the roles that leave are let go (stdin closed) and must exit; then the others
        are stopped (their stop signal, or their lifeline closed), the master before the router."""
        leaving = [r for r in self.roles if r.spec.leaves]
        for r in leaving:
            r.let_go()
        self.watch(lambda: all(r.returncode is not None for r in leaving), watcher)
        for r in reversed(self.roles):  # the master before the router
            if r.returncode is None:
                self.told_to_stop.add(r)
                if self.s.launcher.lifeline:
                    r.let_go()  # --lifeline: a closed stdin ends it, and its exit status comes back
                else:
                    r.signal(r.spec.stop_signal)
        self.watch(lambda: all(r.returncode is not None for r in self.roles), watcher)

    def kill_all(self) -> None:
        if self.pgid is not None:
            try:
                os.killpg(self.pgid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for r in self.roles:
            if r.returncode is None:
                r.signal(signal.SIGKILL)
                r.reap()
            for f in (r.proc.stdout, r.proc.stdin):
                if f:
                    try:
                        f.close()
                    except OSError:
                        pass
        self.sel.close()


def pinned(preexec, cpus: frozenset | None, idle: bool = False):
    """The launcher's preexec, then (--pin) the CPU affinity the child and its threads keep and (idle)
    the idle scheduling class, which they keep too."""
    if cpus is None:
        return preexec

    def run():
        if preexec:
            preexec()
        os.sched_setaffinity(0, cpus)
        if idle:
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    return run
