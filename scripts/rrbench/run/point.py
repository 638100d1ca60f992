"""Runs one point: starts its roles (workloads.py says which), watches
them, and always stops them all.

The sequence, with every step bounded by the point's deadline:
  1. the roles group by group (reqrep: router, master, workers; rounds:
     broker, controller, node processes), each until it prints READY;
  2. a line on stdin tells the roles that wait for it (workers, controller)
     to go: they start together;
  3. the roles run warm-up and the measured phase by their own clocks; the
     one that counts prints RESULT, the clients DONE;
  4. teardown: clients are let go (stdin closed) and leave; the others get
     SIGTERM (or their lifeline closed), then the group gets SIGKILL.
Churn (--scenario, docs/churn.md): a third into the measured phase the
runner makes the scenario's one change (kills the churn client, starts the
late one, or kills the broker and starts it again on the same endpoints)
and the point goes on; the roles' ROUND/GONE/BACK/TICK lines, stamped by
the one monotonic clock, give the timeline. A client that gives up after
the change is counted (gave_up), not a failure: how a library recovers is
what a churn point measures.

Any role that exits early, any error, or the deadline ends the point as
failed:<reason>. Nothing of a point outlives it: all roles share one process
group that is killed at the end, and the temporary folder (IPC sockets,
logs) is removed.
"""

from __future__ import annotations

import os
import resource
import selectors
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..core.grid import Point
from .launchers import ENDPOINT_NAMES, LocalLauncher
from ..workloads import (LATENCY_COLUMNS, WORKLOADS, PointFailed, Roles, RoleSpec, jain_index,  # noqa: F401
                        littles_law_check, rate_check)

MIB = 1 << 20
FAULT_SETTLE_S = 1.0  # how long an injected fault's target is watched for its death
DEATH_GRACE_S = 0.2  # after a role dies, how long its peers get to show they died too
UNIX_PATH_MAX = 107  # sun_path holds 108 bytes including the final NUL
PHASES = ("setup", "warmup", "measure", "teardown")
EVENT_KINDS = ("ROUND", "GONE", "BACK", "PROBE", "TICK")  # lines kept in order: a churn point's timeline


@dataclass(frozen=True)
class Settings:
    bin_dir: Path
    duration: float | None  # seconds of measured phase, or None with requests
    requests: int | None    # measured requests per client, or None with duration
    warmup: float
    timeout: float          # the roles' own stall timeout
    tmp_root: str | None = None
    library_defaults: bool = False  # no library workaround (docs/findings.md: nanomsg loses replies)
    equalize: bool = False          # the same transport options for every library
    rate: float | None = None       # open loop: requests per second per client
    sample_rss: bool = False        # soak: each role's resident memory at the start and the end
    launcher: object = field(default_factory=lambda: LocalLauncher())  # where and how each role starts
    # rounds only (docs/rounds.md):
    result_size: int = 74           # bytes of a node's result, topic included (the task's: the point's size)
    rounds: int = 200               # measured rounds of a steady rounds point (--rounds) ...
    rounds_cap: float = 10.0        # ... or fewer, if this many seconds pass first
    nodes_per_process: int = 0      # 0: as few as keep the node processes at MAX_NODE_PROCESSES
    deadline: float = 0.5           # churn, rounds: a round's deadline (controller --deadline)
    pin: tuple | None = None        # --pin broker: (the broker's CPUs, every other role's CPUs)
    servers: dict = field(default_factory=dict)  # broker products: lib -> its server (router --info)


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


@dataclass
class Outcome:
    status: str                       # "ok" or "failed:<reason>"
    values: dict = field(default_factory=dict)
    logs: dict = field(default_factory=dict)  # role -> stderr text, for failed points
    hgrm: str = ""                            # merged latency distribution (.hgrm text)
    timeline: str = ""                        # churn: the timeline (.csv text)


def deadline_s(point: Point, s: Settings) -> float:
    """How long a point may take in all before it is stopped. Generous: each
    role detects a stall itself within s.timeout; this is the backstop."""
    setup = 10.0 + s.launcher.setup_s_per_client * point.clients
    measure = WORKLOADS[point.workload].measure_s(point, s)
    return setup + s.warmup + measure + 3 * s.timeout + 10.0


def parse_record(line: str) -> tuple[str, dict]:
    """'RESULT msgs=5 seconds=1.0' -> ('RESULT', {'msgs': '5', 'seconds': '1.0'})."""
    kind, *pairs = line.split()
    return kind, dict(p.split("=", 1) for p in pairs if "=" in p)


class Role:
    """One process of a point, its stdout read line by line."""

    def __init__(self, spec: RoleSpec, argv: list[str], logdir: Path, pgid: int | None, stdin_pipe: bool,
                 preexec=None):
        self.spec = spec
        self.name = name = spec.name
        self.err_path = logdir / (name.replace(" ", "") + ".err")
        self.records: dict[str, dict] = {}
        self.hist_line = ""            # its HIST line (worker: round trips; controller: overhead per round)
        self.returncode: int | None = None
        self.cpu_s = 0.0               # user + system CPU seconds, from the kernel at exit
        self.live_acknowledged = False  # its LIVE line answered (controller)
        self.go_sent = False
        self.events: list[tuple[str, dict]] = []  # EVENT_KINDS lines, in order
        self.started_ns = time.monotonic_ns()
        self.ready_ns: int | None = None
        self._buf = b""
        with open(self.err_path, "wb") as err:
            self.proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE if stdin_pipe else subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=err,
                # The first role starts a new process group; the others join it.
                # (Not a new session: a group in another session cannot be joined.)
                process_group=0 if pgid is None else pgid,
                preexec_fn=preexec,
            )
        os.set_blocking(self.proc.stdout.fileno(), False)

    @property
    def pid(self) -> int:
        return self.proc.pid

    def read(self) -> bool:
        """Reads what is there; returns False at end of file."""
        chunk = os.read(self.proc.stdout.fileno(), 65536)
        if not chunk:
            return False
        self._buf += chunk
        *lines, self._buf = self._buf.split(b"\n")
        for raw in lines:
            line = raw.decode("utf-8", "replace").strip()
            if line.startswith("HIST "):
                self.hist_line = line
            elif line:
                kind, values = parse_record(line)
                if kind in EVENT_KINDS:
                    self.events.append((kind, values))
                    continue
                if kind == "READY" and self.ready_ns is None:
                    self.ready_ns = time.monotonic_ns()
                self.records[kind] = values
        return True

    def error_line(self) -> str:
        """The role's first error message, without the program-name prefix."""
        try:
            text = self.err_path.read_text("utf-8", "replace")
        except OSError:
            return ""
        lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
        for ln in lines:
            if ": error: " in ln:
                return ln.split(": error: ", 1)[1]
        return lines[0][:300] if lines else ""

    def reap(self) -> int:
        """Waits for the process and keeps its CPU time (the kernel's
        accounting of the process, via wait4)."""
        if self.returncode is None:
            try:
                self._exited(*os.wait4(self.pid, 0)[1:])
            except ChildProcessError:  # reaped elsewhere: exit status known, CPU time not
                self.returncode = self.proc.wait()
        return self.returncode

    def _exited(self, status: int, usage) -> None:
        self.returncode = os.waitstatus_to_exitcode(status)
        self.proc.returncode = self.returncode  # Popen must not wait again
        self.cpu_s = usage.ru_utime + usage.ru_stime

    def let_go(self) -> None:
        """Closes the role's stdin: a worker leaves after DONE; a master or
        router started with --lifeline exits."""
        try:
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass

    def reap_if_exited(self) -> bool:
        """Reaps the process if it has exited (without waiting); True if it has."""
        if self.returncode is not None:
            return True
        try:
            pid, status, usage = os.wait4(self.pid, os.WNOHANG)
        except ChildProcessError:
            return False
        if pid == 0:
            return False
        self._exited(status, usage)
        return True

    def send_go(self) -> None:
        self.go_sent = True
        try:
            self.proc.stdin.write(b"go\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # it died; its exit is reported on its own

    def signal(self, signum: int) -> None:
        # os.kill, not Popen.send_signal: that one polls and may reap the
        # process, and reap() needs to be the one that waits (for wait4's
        # CPU accounting). Until reaped, the pid cannot be reused.
        if self.returncode is None:
            try:
                os.kill(self.pid, signum)
            except ProcessLookupError:
                pass


class PointRun:
    def __init__(self, point: Point, s: Settings, index: int, fault: Fault | None):
        self.point, self.s, self.index = point, s, index
        self.workload = WORKLOADS[point.workload]
        self.fault = fault if fault and fault.point == index else None
        self.roles: list[Role] = []
        self.expected: dict[str, int] = {}   # kind -> how many roles of it the point has
        self.pgid: int | None = None
        self.sel = selectors.DefaultSelector()
        self.phase = "setup"
        self.t_go: float | None = None
        self.deadline = time.monotonic() + deadline_s(point, s)
        self.started = time.monotonic()
        self.logdir: Path | None = None
        self.hgrm = ""
        self.ports: tuple[int, ...] = ()     # the broker's TCP ports, for its byte counts
        self.wire_go: tuple[int, int] | None = None  # the broker's (received, sent) TCP bytes at go
        self.wire_done: tuple[int, int] | None = None
        self.told_to_stop: set[Role] = set()  # roles the sweep sent SIGTERM at teardown
        self.faulted: set[Role] = set()       # roles an injected fault was sent to
        # Churn (point.scenario): when the change came, the role it killed or started, when that
        # one (a restarted broker, a late client) was READY, and the clients that gave up after it.
        self.specs: list[RoleSpec] = []
        self.t_live: float | None = None
        self.churn_at_ns: int | None = None
        self.churn_role: Role | None = None
        self.churn_ready_ns: int | None = None
        self.churned: set[Role] = set()
        self.gave_up: list[Role] = []
        self.answer_done_at: float | None = None
        self.timeline = ""  # churn: what the workload's collect() makes of the events (CSV)
        # Capacity: every role's CPU (ns, all its threads) when the master said MEASURING and MEASURED.
        self.cpu_marks: dict[str, tuple[int, dict[Role, int]]] = {}
        self.broker_cpus = ""  # the broker's affinity as the kernel had it then

    # --- processes -------------------------------------------------------
    def start(self, spec: RoleSpec, logdir: Path) -> Role:
        launcher, args, stdin_pipe = self.s.launcher, spec.args, spec.stdin
        if launcher.lifeline and not spec.leaves:  # roles that leave read stdin anyway (go, then leave)
            args, stdin_pipe = [*args, "--lifeline"], True
        argv = launcher.command(spec.place, spec.slot, f"{self.point.lib}-{spec.kind}", args, self.s.bin_dir)
        r = Role(spec, argv, logdir, self.pgid, stdin_pipe, pinned(launcher.preexec, self.cpus_of(spec)))
        if self.pgid is None:
            self.pgid = r.pid
        self.roles.append(r)
        self.sel.register(r.proc.stdout, selectors.EVENT_READ, r)
        return r

    def cpus_of(self, spec: RoleSpec) -> frozenset | None:
        """--pin broker: the broker on its CPUs, every other role on the rest."""
        if not self.s.pin:
            return None
        return self.s.pin[0] if spec.kind == "router" else self.s.pin[1]

    def mark_cpu(self, r: Role) -> None:
        """The master said MEASURING or MEASURED: every role's CPU now (local roles only)."""
        for mark in ("MEASURING", "MEASURED"):
            if mark in r.records and mark not in self.cpu_marks and self.s.launcher.measures_cpu:
                self.cpu_marks[mark] = (time.monotonic_ns(), {x: task_cpu_ns(x.pid) for x in self.roles
                                                              if x.returncode is None})
                routers = self.of_kind("router")
                if routers and not self.broker_cpus:
                    self.broker_cpus = cpus_allowed(routers[0].pid) or ""

    def broker_capacity(self, msgs_per_s: float) -> dict:
        """The broker's cost over the measured phase (docs/capacity.md): its CPU per second and per
        forwarded message (a round trip is two: the request and the reply), the others' CPU, and
        which side ran out. Blank when the phase's CPU could not be sampled (not local, a role gone)."""
        out = {"pin": "broker" if self.s.pin else "none", "broker_cpus": self.broker_cpus,
               "forwarded_per_s": round(2 * msgs_per_s, 1), "broker_cpu_util": "", "broker_cpu_us_per_msg": "",
               "others_cpu_util": "", "saturated": ""}
        routers = self.of_kind("router")
        if len(self.cpu_marks) < 2 or not routers or not msgs_per_s:
            return out
        (t0, at0), (t1, at1) = self.cpu_marks["MEASURING"], self.cpu_marks["MEASURED"]
        used = {r: at1[r] - at0[r] for r in at0 if r in at1 and at0[r] is not None and at1[r] is not None}
        if routers[0] not in used or t1 <= t0:
            return out
        wall = t1 - t0
        broker = used[routers[0]] / wall
        others = sum(v for r, v in used.items() if r.spec.kind != "router") / wall
        cores = len(os.sched_getaffinity(0))
        other_cores = len(self.s.pin[1]) if self.s.pin else cores
        out.update(broker_cpu_util=round(broker, 3), others_cpu_util=round(others, 3),
                   broker_cpu_us_per_msg=round(broker / (2 * msgs_per_s) * 1e6, 3),
                   saturated=saturated(broker, others, self.s.pin is not None, other_cores, cores))
        return out

    def of_kind(self, kind: str) -> list[Role]:
        return [r for r in self.roles if r.spec.kind == kind]

    def expected_exit(self, r: Role) -> bool:
        if r in self.churned:  # the scenario killed it
            return True
        if r in self.faulted:  # it was hit on purpose: its end is the fault's doing, whatever the timing
            return False
        if r in self.told_to_stop:  # our SIGTERM at teardown: a clean exit or the signal itself
            return r.returncode in self.s.launcher.stopped_exits or r.returncode == -r.spec.stop_signal
        return r.spec.done is not None and r.spec.done in r.records and r.returncode == 0

    def on_exit(self, r: Role) -> None:
        self.sel.unregister(r.proc.stdout)
        r.reap()
        if self.expected_exit(r):
            return
        if self.churn_at_ns is not None and r.spec.kind == self.workload.client_kind:
            self.gave_up.append(r)  # after the change: how the library recovers, measured
            return
        raise PointFailed(self.death_report(r))

    def death_report(self, first: Role) -> str:
        """Names the role that died. When one role dies, its peers often fail
        a moment later ("connection closed by peer") and may be seen first; so
        wait briefly, and blame a role killed by a signal before one that gave
        up because of it."""
        time.sleep(DEATH_GRACE_S)
        dead = [first] + [r for r in self.roles if r is not first and r.reap_if_exited()]
        killed = [r for r in dead if r.returncode is not None and r.returncode < 0
                  and (r not in self.told_to_stop or r in self.faulted)]
        culprit = killed[0] if killed else first
        why = culprit.error_line()
        exit_text = self.s.launcher.exit_text
        text = f"{culprit.name} {exit_text(culprit.returncode)} during {self.phase}" + (f": {why}" if why else "")
        others = [r for r in dead if r is not culprit and not self.expected_exit(r)]
        if others:
            text += "; then " + ", ".join(f"{r.name} {exit_text(r.returncode)}" for r in others[:3])
        return text

    def pump(self, done) -> None:
        """Reads output and watches exits until done() holds."""
        while not done():
            now = time.monotonic()
            if now >= self.deadline:
                raise PointFailed(self.timeout_reason())
            self.inject_fault(now)
            self.churn_step(now)
            for key, _ in self.sel.select(timeout=min(0.05, self.deadline - now)):
                r = key.data
                if not r.read():
                    self.on_exit(r)
                    continue
                if r.spec.kind == "master" and len(self.cpu_marks) < 2:
                    self.mark_cpu(r)
                if "LIVE" in r.records and not r.live_acknowledged:
                    self.on_live(r)
                elif r is self.churn_role and r.ready_ns and self.churn_ready_ns is None:
                    self.churn_ready_ns = r.ready_ns
                    if r.spec.gets_go:  # a late worker: it starts when it is READY
                        r.send_go()

    def on_live(self, r: Role) -> None:
        """A role's peers are all reachable (the controller after its hellos): the
        broker's counters start here, then the role goes on (a second line)."""
        self.wire_go = broker_tcp_bytes(self.ports)
        self.t_live = time.monotonic()
        r.live_acknowledged = True
        r.send_go()

    def timeout_reason(self) -> str:
        kind = self.workload.client_kind
        clients = self.of_kind(kind)
        done = sum("DONE" in r.records for r in clients)
        ready = sum("READY" in r.records for r in clients)
        answer = self.of_kind(self.workload.answer_kind)
        why = answer[0].error_line() if answer else ""
        what = "workers" if kind == "worker" else "node processes"
        return (f"timeout: no result after {time.monotonic() - self.started:.1f} s during {self.phase}"
                f" ({ready} of {self.expected.get(kind, 0)} {what} ready, {done} done"
                + (f"; {self.workload.answer_kind}: {why}" if why else "") + ")")

    # --- churn (docs/churn.md) ---------------------------------------------
    def churn_due(self, now: float) -> bool:
        """A third into the measured phase (rounds: counted from LIVE, when every node is reachable)."""
        if self.point.scenario == "none" or self.churn_at_ns is not None or self.t_go is None:
            return False
        base = self.t_live if self.workload.starts_at_live else self.t_go
        return base is not None and now >= base + self.s.warmup + (self.s.duration or 0) / 3

    def churn_step(self, now: float) -> None:
        if not self.churn_due(now):
            return
        scenario = self.point.scenario
        self.churn_at_ns = time.monotonic_ns()
        if scenario == "node-dies":
            victim = next(r for r in self.roles if r.spec.churn)
            self.churned.add(victim)
            victim.signal(signal.SIGKILL)
        elif scenario == "node-joins":
            self.churn_role = self.start(next(sp for sp in self.specs if sp.late), self.logdir)
        elif scenario in ("broker-restarts", "master-restarts", "controller-restarts"):
            kind = "router" if scenario == "broker-restarts" else self.workload.answer_kind
            old = self.of_kind(kind)[0]
            self.churned.add(old)
            old.signal(signal.SIGKILL)
            old.reap()  # gone before its successor binds the same endpoints
            args = old.spec.args if kind == "router" else self.workload.restart_args(old.spec.args)
            self.churn_role = self.start(replace(old.spec, name=f"{kind} again", args=args), self.logdir)
        else:
            raise PointFailed(f"no churn action for scenario {scenario}")

    def finished_roles(self) -> bool:
        """Every role that reports its end has (a killed or given-up client aside). In a
        churn point a client that never heard the end (a stop lost to a dead path) gets
        the timeout after the answering role's end, and then counts as given up."""
        waiting = [r for r in self.roles if r.spec.done and r.spec.done not in r.records
                   and r not in self.churned and r not in self.gave_up]
        if not waiting or self.point.scenario == "none":
            return not waiting
        answer = self.workload.answer_kind
        if any(r.spec.kind == answer for r in waiting):
            return False
        self.answer_done_at = self.answer_done_at or time.monotonic()
        return time.monotonic() > self.answer_done_at + self.s.timeout

    # --- fault injection (tests) -----------------------------------------
    def fault_due(self, now: float) -> bool:
        f = self.fault
        if f is None or f.phase != self.phase:
            return False
        if f.phase in ("setup", "teardown"):
            return True
        warm_end = self.t_go + self.s.warmup
        if f.phase == "warmup":
            return now >= self.t_go + self.s.warmup / 2
        span = self.s.duration if self.s.duration is not None else 0.2
        return now >= warm_end + span / 2

    def fault_targets(self, role: str) -> list[Role]:
        """'worker': the first worker; 'workers': every worker, once all have started."""
        kind = role[:-1] if role.endswith("s") and role[:-1] in self.expected else role
        found = self.of_kind(kind)
        if kind != role:
            return found if len(found) == self.expected[kind] else []
        return found[:1]

    def inject_fault(self, now: float) -> None:
        """Sends the fault once its phase has come and its target exists (in
        set-up the later roles start after the router)."""
        if not self.fault_due(now):
            return
        f = self.fault
        targets = self.fault_targets(f.role)
        if not targets:
            return
        self.fault = None
        for r in targets:
            self.faulted.add(r)
            r.signal(f.signum)
        # Watch the first target die before anything moves on, so its death is
        # reported in the phase it was sent in (a worker may have been READY
        # already, and the sweep would otherwise send go before seeing it go).
        until = time.monotonic() + FAULT_SETTLE_S
        while time.monotonic() < until:
            if targets[0].reap_if_exited():
                self.sel.unregister(targets[0].proc.stdout)
                raise PointFailed(self.death_report(targets[0]))
            time.sleep(0.005)

    def update_phase(self) -> None:
        if self.t_go is None or self.phase == "teardown":
            return
        elapsed = time.monotonic() - self.t_go
        self.phase = "warmup" if elapsed < self.s.warmup else "measure"

    # --- the sequence ----------------------------------------------------
    def run(self, endpoints: tuple[str, ...], logdir: Path) -> dict:
        s = self.s
        self.logdir = logdir
        specs = self.specs = self.workload.roles(self.point, s, endpoints)
        for spec in specs:
            self.expected[spec.kind] = self.expected.get(spec.kind, 0) + 1
        batch_limit = s.launcher.start_batch or len(specs)
        for group in sorted({spec.group for spec in specs}):
            started: list[Role] = []
            for spec in (sp for sp in specs if sp.group == group and not sp.late):
                if len(started) >= batch_limit:  # at most that many starting at once (ssh: sshd's MaxStartups)
                    self.pump(lambda: sum("READY" not in r.records for r in started) < batch_limit)
                started.append(self.start(spec, logdir))
            self.pump(lambda: all("READY" in r.records for r in started))
        setup_s = time.monotonic() - self.started
        rss_start = self.rss_by_role() if s.sample_rss else {}
        self.ports = tcp_ports(endpoints) if s.launcher.name == "local" else ()
        for r in self.roles:
            if r.spec.gets_go:
                r.send_go()
        self.t_go = time.monotonic()
        host_at_go = host_cpu_ticks()

        def finished():
            self.update_phase()
            return self.finished_roles()

        self.pump(finished)
        self.phase = "teardown"
        t_end = time.monotonic()
        host = host_state(host_at_go, host_cpu_ticks())
        self.wire_done = broker_tcp_bytes(self.ports)
        rss_end = self.rss_by_role() if s.sample_rss else {}
        self.inject_fault(t_end)  # every role is still there: the clients wait to be let go
        leaving = [r for r in self.roles if r.spec.leaves]
        for r in leaving:
            r.let_go()
        self.pump(lambda: all(r.returncode is not None for r in leaving))
        for r in reversed(self.roles):  # the master before the router
            if r.returncode is None:
                self.told_to_stop.add(r)
                if s.launcher.lifeline:
                    r.let_go()  # --lifeline: a closed stdin ends it, and its exit status comes back
                else:
                    r.signal(r.spec.stop_signal)
        self.pump(lambda: all(r.returncode is not None for r in self.roles))
        teardown_s = time.monotonic() - t_end
        by_kind: dict[str, list[Role]] = {}
        for r in self.roles:
            by_kind.setdefault(r.spec.kind, []).append(r)
        values = self.workload.collect(self, Roles(by_kind))
        values.update(host)
        values["setup_s"] = round(setup_s, 4)
        values["teardown_s"] = round(teardown_s, 4)
        for role in rss_start:
            values[f"rss_{role}_start_kib"], values[f"rss_{role}_end_kib"] = rss_start[role], rss_end.get(role)
        return values

    def rss_by_role(self) -> dict:
        """Resident memory (KiB) of each role, the largest of each kind."""
        out: dict[str, int] = {}
        for r in self.roles:
            kib = resident_kib(r.pid)
            if kib is not None:
                out[r.spec.kind] = max(out.get(r.spec.kind, 0), kib)
        return out

    # --- what the workloads' collect() asks of the run ---------------------
    def merge_histograms(self, lines: list[str], expected: int, what: str, counter: str) -> dict:
        """Merges HIST lines with bin/rrb-hist (the percentile arithmetic lives
        in common/hist.c alone) and keeps the .hgrm; the latency columns (µs)."""
        hgrm = Path(self.logdir) / "point.hgrm"
        out = subprocess.run([str(self.s.bin_dir / "rrb-hist"), "--hgrm", str(hgrm)],
                             input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=30)
        if out.returncode != 0:
            raise PointFailed(f"merging latency histograms failed: {out.stderr.strip()}")
        kind, summary = parse_record(out.stdout.strip())
        if kind != "HISTSUM" or int(summary["total"]) != expected:
            raise PointFailed(f"latency histograms hold {summary.get('total')} {what}, {counter} {expected}")
        self.hgrm = hgrm.read_text()
        return {k: float(summary[k]) for k in LATENCY_COLUMNS}

    def cpu_seconds(self, groups: dict[str, list[Role]], units: int) -> dict:
        """CPU seconds of each group of roles over their whole lives (kernel
        accounting), as cpu_<group>_s, and CPU microseconds per unit of work
        (round trip, delivered message). When the roles run elsewhere (ssh), the
        sweep's children are ssh clients: then each program's own CPU line
        counts (blank if one is missing)."""
        if not self.s.launcher.measures_cpu:
            try:
                for r in self.roles:
                    r.cpu_s = float(r.records["CPU"]["s"])
            except (KeyError, ValueError):
                return {**{f"cpu_{g}_s": "" for g in groups}, "cpu_us_per_msg": ""}
        out = {f"cpu_{g}_s": round(sum(r.cpu_s for r in rs), 4) if rs else "" for g, rs in groups.items()}
        total = sum(r.cpu_s for rs in groups.values() for r in rs)
        out["cpu_us_per_msg"] = round(total / units * 1e6, 3) if units else ""
        return out

    def wire_per_round(self, rounds: int) -> dict:
        """Bytes the broker's TCP connections received and sent from LIVE (every
        subscription live, the hellos done) to the end (the kernel's count,
        warm-up and stop included), per round: what
        each library really moves, filtering and broadcast included. Blank
        over IPC (Unix sockets keep no byte counts) and off this machine."""
        if self.wire_go is None or self.wire_done is None or not rounds:
            return {"broker_rx_bytes_per_round": "", "broker_tx_bytes_per_round": ""}
        return {"broker_rx_bytes_per_round": round((self.wire_done[0] - self.wire_go[0]) / rounds),
                "broker_tx_bytes_per_round": round((self.wire_done[1] - self.wire_go[1]) / rounds)}

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


LONGEST_IPC_NAME = max(ENDPOINT_NAMES, key=len) + ".ipc"
IPC_NAME_ROOM = len("/rrb-xxxxxxxx/") + len(LONGEST_IPC_NAME)


SATURATED = 0.9  # a side whose CPU use is at 90 % of the cores it may use has run out


def saturated(broker: float, others: float, pinned: bool, other_cores: int, cores: int) -> str:
    """Which side ran out of CPU over the measured phase: broker (its one core, or all of them with the
    others when not pinned), others (master + workers on theirs), or none (something else bound it:
    waiting, the wire)."""
    if pinned:
        return "broker" if broker >= SATURATED else "others" if others >= SATURATED * other_cores else "none"
    if broker + others < SATURATED * cores:
        return "none"
    return "broker" if broker >= SATURATED else "others"


def host_cpu_ticks() -> tuple[int, int] | None:
    """(steal, all) CPU ticks of the whole host so far (/proc/stat's first line), None where unreadable."""
    try:
        with open("/proc/stat") as f:
            name, *ticks = f.readline().split()
        user, nice, system, idle, iowait, irq, softirq, steal = (int(t) for t in ticks[:8])
    except (OSError, ValueError):
        return None
    return steal, user + nice + system + idle + iowait + irq + softirq + steal  # guest time is in user


def host_state(before: tuple | None, after: tuple | None) -> dict:
    """What else the host did while a point ran: the hypervisor's steal in % of all CPU time, and the
    1-minute load average at the end (blank where /proc cannot say)."""
    out = {"host_steal_pct": "", "host_load1": ""}
    if before and after and after[1] > before[1]:
        out["host_steal_pct"] = round(100.0 * (after[0] - before[0]) / (after[1] - before[1]), 1)
    try:
        out["host_load1"] = round(os.getloadavg()[0], 2)
    except OSError:
        pass
    return out


def task_cpu_ns(pid: int) -> int | None:
    """CPU nanoseconds of every thread of a process so far (schedstat), None if it is gone."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None if not os.path.exists(f"/proc/{pid}") else total
    return total


def cpus_allowed(pid: int) -> str | None:
    """The CPUs a process may run on, as the kernel lists them (e.g. '0' or '0-1')."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("Cpus_allowed_list:"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def pinned(preexec, cpus: frozenset | None):
    """The launcher's preexec, then (--pin) the CPU affinity the child and its threads keep."""
    if cpus is None:
        return preexec

    def run():
        if preexec:
            preexec()
        os.sched_setaffinity(0, cpus)
    return run


def point_tmpdir(root: str | None) -> str:
    """A fresh folder whose IPC socket paths fit sun_path: under `root` when
    given (the sweep has checked it fits), else $TMPDIR, else /tmp."""
    for base in ((root,) if root else (None, "/tmp")):
        d = tempfile.mkdtemp(prefix="rrb-", dir=base)
        if len(os.path.join(d, LONGEST_IPC_NAME)) <= UNIX_PATH_MAX:
            return d
        os.rmdir(d)
    raise PointFailed("no temporary folder with a path short enough for IPC sockets")


def tcp_ports(endpoints: tuple[str, ...]) -> tuple[int, ...]:
    """The ports of tcp://HOST:PORT endpoints (none for IPC)."""
    return tuple(int(e.rsplit(":", 1)[1]) for e in endpoints if e.startswith("tcp://"))


def broker_tcp_bytes(ports: tuple[int, ...]) -> tuple[int, int] | None:
    """(received, sent) bytes summed over the established TCP connections
    whose local port is one of `ports` (the broker's side), from ss(8)."""
    if not ports:
        return None
    expr = " or ".join(f"sport = :{p}" for p in ports)
    try:
        out = subprocess.run(["ss", "-tinH", "state", "established", f"( {expr} )"], capture_output=True,
                             text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    received = sent = 0
    for field in out.stdout.split():
        name, _, value = field.partition(":")
        if name == "bytes_received" and value.isdigit():
            received += int(value)
        elif name == "bytes_sent" and value.isdigit():
            sent += int(value)
    return received, sent


def resident_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return None


def connections(point: Point) -> int:
    """Connections at the busiest process (router, or a direct master): one per
    worker; two or three per node (it publishes and subscribes; survey: and answers)."""
    return point.clients * WORKLOADS[point.workload].connections_per_client(point)


def fds_needed(conns: int) -> int:
    """File descriptors the busiest process of a point may hold: the router (or
    a direct master) has `conns` connections, some libraries two descriptors
    each, plus their own pipes, event fds and listeners; the sweep holds two
    pipes per client process."""
    return 2 * conns + 128


def free_ephemeral_ports() -> tuple[int, str]:
    """How many local ports are left for new TCP connections: the kernel's
    ephemeral range minus those in use (TIME_WAIT included), and a description."""
    try:
        lo, hi = map(int, Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split())
        used = set()
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            for line in Path(table).read_text().splitlines()[1:]:
                port = int(line.split()[1].rsplit(":", 1)[1], 16)
                if lo <= port <= hi:
                    used.add(port)
    except (OSError, ValueError, IndexError):
        return 1 << 30, "unknown"
    return hi - lo + 1 - len(used), f"range {lo}-{hi}, {len(used)} in use or in TIME_WAIT"


def cannot_run(point: Point) -> str | None:
    """A reason the machine cannot run this point at all, before anything starts."""
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    conns = connections(point)
    who = f"{point.clients} {'nodes' if point.workload == 'rounds' else 'clients'}"
    if soft != resource.RLIM_INFINITY and fds_needed(conns) > soft:
        return (f"{who} need about {fds_needed(conns)} open files per process; the "
                f"limit is {soft} (the hard limit: ulimit -Hn)")
    if point.transport == "tcp":
        free, what = free_ephemeral_ports()
        if conns + 16 > free:
            return f"{who} need {conns} local TCP ports; {free} are free ({what})"
    return None


def run_point(point: Point, s: Settings, index: int = 1, fault: Fault | None = None,
              attempts: int = 3, retry: int = 0) -> Outcome:
    """Runs one point and always returns an Outcome; never raises for a
    failure of the programs under test. `retry` > 0 is the sweep running a
    failed point again: it gets endpoints of its own."""
    why = cannot_run(point)
    if why:
        return Outcome(f"failed:{why}")
    for attempt in range(1, attempts + 1):
        tmpdir = None
        run = PointRun(point, s, index, fault)
        try:
            tmpdir = point_tmpdir(s.tmp_root)
            logdir = Path(tmpdir)
            values = run.run(s.launcher.endpoints(point.transport, tmpdir, point.topology,
                                                     (index * 10 + retry) * 3 + attempt,
                                                     run.workload.endpoint_count(point, s)),
                             logdir)
            return Outcome("ok", values, hgrm=run.hgrm, timeline=run.timeline)
        except PointFailed as e:
            reason = " ".join(str(e).split())
            logs = {r.name: r.err_path.read_text("utf-8", "replace") for r in run.roles
                    if r.err_path.exists() and r.err_path.stat().st_size}
            # A port taken between our probe and the bind is not the library's fault.
            if "address already in use" in reason.lower() and point.transport == "tcp" and attempt < attempts:
                continue
            return Outcome(f"failed:{reason}", {}, logs)
        except OSError as e:  # could not start a program at all
            return Outcome(f"failed:cannot start the programs: {e}", {})
        finally:
            run.kill_all()
            if tmpdir:
                shutil.rmtree(tmpdir, ignore_errors=True)
    raise AssertionError("unreachable")
