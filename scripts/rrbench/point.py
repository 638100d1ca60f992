"""Runs one point: starts router, master and workers, watches them, and always
stops them all.

The sequence, with every step bounded by the point's deadline:
  1. router, then master, each until it prints READY;
  2. all workers; each makes one hello round trip and prints READY;
  3. a line on every worker's stdin says go: they start together;
  4. the master runs warm-up and the measured phase by its own clock, tells
     every worker to stop, and prints RESULT; each worker prints DONE;
  5. teardown: master and router get SIGTERM, then the group gets SIGKILL.
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
from dataclasses import dataclass, field
from pathlib import Path

from .grid import Point
from .launchers import LocalLauncher

MIB = 1 << 20
FAULT_SETTLE_S = 1.0  # how long an injected fault's target is watched for its death
DEATH_GRACE_S = 0.2  # after a role dies, how long its peers get to show they died too
UNIX_PATH_MAX = 107  # sun_path holds 108 bytes including the final NUL
PHASES = ("setup", "warmup", "measure", "teardown")


@dataclass(frozen=True)
class Settings:
    bin_dir: Path
    duration: float | None  # seconds of measured phase, or None with requests
    requests: int | None    # measured requests per client, or None with duration
    warmup: float
    timeout: float          # the roles' own stall timeout
    tmp_root: str | None = None
    library_defaults: bool = False  # no library workaround (README: nanomsg loses replies)
    equalize: bool = False          # the same transport options for every library
    rate: float | None = None       # open loop: requests per second per client
    sample_rss: bool = False        # soak: each role's resident memory at the start and the end
    launcher: object = field(default_factory=lambda: LocalLauncher())  # where and how each role starts


@dataclass(frozen=True)
class Fault:
    """A signal the sweep sends to a role on purpose (tests of failure paths)."""

    role: str    # router, master, worker (worker 0) or workers (all)
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


def deadline_s(point: Point, s: Settings) -> float:
    """How long a point may take in all before it is stopped. Generous: each
    role detects a stall itself within s.timeout; this is the backstop."""
    setup = 10.0 + s.launcher.setup_s_per_client * point.clients
    if s.duration is not None:
        measure = s.duration
    else:  # a floor of 1000 round trips/s and 10 MiB/s
        measure = s.requests * point.clients * max(1e-3, point.size / (10 * MIB))
    return setup + s.warmup + measure + 3 * s.timeout + 10.0


def parse_record(line: str) -> tuple[str, dict]:
    """'RESULT msgs=5 seconds=1.0' -> ('RESULT', {'msgs': '5', 'seconds': '1.0'})."""
    kind, *pairs = line.split()
    return kind, dict(p.split("=", 1) for p in pairs if "=" in p)


class Role:
    """One process of a point, its stdout read line by line."""

    def __init__(self, name: str, argv: list[str], logdir: Path, pgid: int | None, stdin_pipe: bool,
                 preexec=None):
        self.name = name
        self.err_path = logdir / (name.replace(" ", "") + ".err")
        self.records: dict[str, dict] = {}
        self.hist_line = ""            # the worker's HIST line (round-trip histogram)
        self.returncode: int | None = None
        self.cpu_s = 0.0               # user + system CPU seconds, from the kernel at exit
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


class PointFailed(Exception):
    pass


class PointRun:
    def __init__(self, point: Point, s: Settings, index: int, fault: Fault | None):
        self.point, self.s, self.index = point, s, index
        self.fault = fault if fault and fault.point == index else None
        self.roles: list[Role] = []
        self.pgid: int | None = None
        self.sel = selectors.DefaultSelector()
        self.phase = "setup"
        self.t_go: float | None = None
        self.deadline = time.monotonic() + deadline_s(point, s)
        self.started = time.monotonic()
        self.logdir: Path | None = None
        self.hgrm = ""
        self.told_to_stop: set[Role] = set()  # roles the sweep sent SIGTERM at teardown
        self.faulted: set[Role] = set()       # roles an injected fault was sent to

    # --- processes -------------------------------------------------------
    def start(self, name: str, role: str, args: list[str], logdir: Path, stdin_pipe=False) -> Role:
        launcher = self.s.launcher
        worker = int(name.split()[1]) if name.startswith("worker ") else 0
        if launcher.lifeline and role != "worker":  # workers read stdin anyway (go, then leave)
            args, stdin_pipe = [*args, "--lifeline"], True
        argv = launcher.command(role, worker, f"{self.point.lib}-{role}", args, self.s.bin_dir)
        r = Role(name, argv, logdir, self.pgid, stdin_pipe, launcher.preexec)
        if self.pgid is None:
            self.pgid = r.pid
        self.roles.append(r)
        self.sel.register(r.proc.stdout, selectors.EVENT_READ, r)
        return r

    def expected_exit(self, r: Role) -> bool:
        if r in self.faulted:  # it was hit on purpose: its end is the fault's doing, whatever the timing
            return False
        if r in self.told_to_stop:  # our SIGTERM at teardown: a clean exit or the signal itself
            return r.returncode in self.s.launcher.stopped_exits
        done_record = "RESULT" if r.name == "master" else "DONE"
        return r.name != "router" and done_record in r.records and r.returncode == 0

    def on_exit(self, r: Role) -> None:
        self.sel.unregister(r.proc.stdout)
        r.reap()
        if not self.expected_exit(r):
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
            for key, _ in self.sel.select(timeout=min(0.05, self.deadline - now)):
                r = key.data
                if not r.read():
                    self.on_exit(r)

    def timeout_reason(self) -> str:
        workers = [r for r in self.roles if r.name.startswith("worker")]
        done = sum("DONE" in r.records for r in workers)
        ready = sum("READY" in r.records for r in workers)
        master = next((r for r in self.roles if r.name == "master"), None)
        why = master.error_line() if master else ""
        return (f"timeout: no result after {time.monotonic() - self.started:.1f} s during {self.phase}"
                f" ({ready} of {self.point.clients} workers ready, {done} done"
                + (f"; master: {why}" if why else "") + ")")

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

    def inject_fault(self, now: float) -> None:
        """Sends the fault once its phase has come and its target exists (in
        set-up the master and workers start later than the router)."""
        if not self.fault_due(now):
            return
        f = self.fault
        workers = [r for r in self.roles if r.name.startswith("worker")]
        if f.role == "workers":
            targets = workers if len(workers) == self.point.clients else []
        else:
            targets = [r for r in self.roles if r.name == ("worker 0" if f.role == "worker" else f.role)]
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
    def run(self, endpoints: tuple[str, str], logdir: Path) -> dict:
        p, s = self.point, self.s
        self.logdir = logdir
        front, back = endpoints
        size = str(p.size)
        timeout = repr(s.timeout)
        extra = ["--equalize"] if s.equalize else []
        defaults = ["--library-defaults"] if s.library_defaults else []  # the workarounds sit on master and workers
        router = None
        if p.topology == "broker":
            router = self.start("router", "router",
                                ["--front", front, "--back", back, "--size", size, *extra], logdir)
            self.pump(lambda: "READY" in router.records)
            master_at = ["--connect", back]
        else:  # direct: the master listens where the router would, workers come straight to it
            master_at = ["--bind", front]
        master_args = [*master_at, "--clients", str(p.clients), "--size", size,
                       "--warmup", repr(s.warmup), "--timeout", timeout, *extra]
        master_args += (["--duration", repr(s.duration)] if s.duration is not None
                        else ["--requests", str(s.requests)])
        master_args += defaults
        master = self.start("master", "master", master_args, logdir)
        self.pump(lambda: "READY" in master.records)
        workers: list[Role] = []
        batch = s.launcher.start_batch or p.clients
        for i in range(p.clients):
            if len(workers) >= batch:  # at most `batch` workers starting at once (ssh: sshd's MaxStartups)
                self.pump(lambda: sum("READY" not in w.records for w in workers) < batch)
            workers.append(self.start(f"worker {i}", "worker",
                                      ["--connect", front, "--id", str(i), "--size", size,
                                       "--timeout", timeout, "--wait-go", *extra, *defaults,
                                       *(["--rate", repr(s.rate)] if s.rate else [])], logdir, stdin_pipe=True))
        self.pump(lambda: all("READY" in w.records for w in workers))
        setup_s = time.monotonic() - self.started
        rss_start = self.rss_by_role() if self.s.sample_rss else {}
        for w in workers:
            w.send_go()
        self.t_go = time.monotonic()

        def finished():
            self.update_phase()
            return "RESULT" in master.records and all("DONE" in w.records for w in workers)

        self.pump(finished)
        self.phase = "teardown"
        t_end = time.monotonic()
        rss_end = self.rss_by_role() if self.s.sample_rss else {}
        self.inject_fault(t_end)  # every role is still there: workers wait to be let go
        for w in workers:
            w.let_go()
        self.pump(lambda: all(w.returncode is not None for w in workers))
        for r in (master, router):
            if r is not None and r.returncode is None:
                self.told_to_stop.add(r)
                if s.launcher.lifeline:
                    r.let_go()  # --lifeline: a closed stdin ends it, and its exit status comes back
                else:
                    r.signal(signal.SIGTERM)
        self.pump(lambda: all(r.returncode is not None for r in self.roles))
        teardown_s = time.monotonic() - t_end
        values = self.collect(master, workers, setup_s, teardown_s)
        for role in rss_start:
            values[f"rss_{role}_start_kib"], values[f"rss_{role}_end_kib"] = rss_start[role], rss_end.get(role)
        return values

    def rss_by_role(self) -> dict:
        """Resident memory (KiB) of the router, the master and the largest worker."""
        out: dict[str, int] = {}
        for r in self.roles:
            role = "worker" if r.name.startswith("worker") else r.name
            kib = resident_kib(r.pid)
            if kib is not None:
                out[role] = max(out.get(role, 0), kib)
        return out

    def collect(self, master: Role, workers: list[Role], setup_s: float, teardown_s: float) -> dict:
        res = master.records["RESULT"]
        try:
            msgs = int(res["msgs"])
            verified = sum(int(w.records["DONE"]["measured"]) for w in workers)
            values = {
                "msgs": msgs,
                "seconds": float(res["seconds"]),
                "msgs_per_s": float(res["msgs_per_s"]),
                "mib_per_s": float(res["mib_per_s"]),
                "client_min": int(res["client_min"]),
                "client_max": int(res["client_max"]),
                "warmup_msgs": int(res["warmup_msgs"]),
                "rejected": int(res["rejected"]),
                "workarounds": master.records["READY"].get("workarounds", "none").replace(",", " "),
            }
        except (KeyError, ValueError) as e:
            raise PointFailed(f"unreadable RESULT/DONE line from the programs ({e})") from None
        # The master counted requests; the workers verified replies. They must agree.
        if verified != msgs:
            raise PointFailed(f"count mismatch: master counted {msgs} measured requests, "
                              f"workers verified {verified} replies")
        if values["rejected"]:
            raise PointFailed(f"master rejected {values['rejected']} requests: {master.error_line()}")
        if msgs == 0:
            raise PointFailed("no request completed in the measured phase")
        values["setup_s"] = round(setup_s, 4)
        values["teardown_s"] = round(teardown_s, 4)
        values.update(self.latency(workers, msgs))
        counts = [int(w.records["DONE"]["measured"]) for w in workers]
        values["fairness"] = round(jain_index(counts), 4)
        values.update(self.cpu(master, workers, int(res.get("warmup_msgs", 0)) + msgs
                               + int(res.get("after_msgs", 0)) + int(res.get("hellos", 0))))
        if self.s.rate:  # open loop: Little's law does not apply; compare the rates instead
            values["achieved_rate"] = round(values["msgs_per_s"] / self.point.clients, 2)
            values["check"] = rate_check(self.s.rate, values["achieved_rate"])
        else:
            values["check"] = littles_law_check(self.point.clients, values["msgs_per_s"], values["mean_us"])
        return values

    def latency(self, workers: list[Role], msgs: int) -> dict:
        """Merges the workers' round-trip histograms with bin/rrb-hist (the
        percentile arithmetic lives in common/hist.c alone)."""
        missing = [w.name for w in workers if not w.hist_line]
        if missing:
            raise PointFailed(f"{missing[0]} printed no latency histogram")
        hgrm = Path(self.logdir) / "point.hgrm"
        out = subprocess.run([str(self.s.bin_dir / "rrb-hist"), "--hgrm", str(hgrm)],
                             input="\n".join(w.hist_line for w in workers) + "\n",
                             capture_output=True, text=True, timeout=30)
        if out.returncode != 0:
            raise PointFailed(f"merging latency histograms failed: {out.stderr.strip()}")
        kind, summary = parse_record(out.stdout.strip())
        if kind != "HISTSUM" or int(summary["total"]) != msgs:
            raise PointFailed(f"latency histograms hold {summary.get('total')} round trips, "
                              f"the master counted {msgs}")
        self.hgrm = hgrm.read_text()
        return {k: float(summary[k]) for k in LATENCY_COLUMNS}

    def cpu(self, master: Role, workers: list[Role], round_trips: int) -> dict:
        """CPU seconds of each role over its whole life (kernel accounting),
        and CPU microseconds per round trip the master answered. When the
        roles run elsewhere (ssh), the sweep's children are ssh clients: then
        each program's own CPU line counts (blank if one is missing)."""
        if not self.s.launcher.measures_cpu:
            try:
                for r in self.roles:
                    r.cpu_s = float(r.records["CPU"]["s"])
            except (KeyError, ValueError):
                return {"cpu_master_s": "", "cpu_router_s": "", "cpu_workers_s": "", "cpu_us_per_msg": ""}
        router = next((r for r in self.roles if r.name == "router"), None)
        total = master.cpu_s + sum(w.cpu_s for w in workers) + (router.cpu_s if router else 0.0)
        return {
            "cpu_master_s": round(master.cpu_s, 4),
            "cpu_router_s": round(router.cpu_s, 4) if router else "",
            "cpu_workers_s": round(sum(w.cpu_s for w in workers), 4),
            "cpu_us_per_msg": round(total / round_trips * 1e6, 3) if round_trips else "",
        }

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


IPC_NAME_ROOM = len("/rrb-xxxxxxxx/front.ipc")


LATENCY_COLUMNS = ("p50_us", "p90_us", "p99_us", "p999_us", "max_us", "mean_us")
LITTLE_TOLERANCE = 0.25


def jain_index(counts: list[int]) -> float:
    """Jain's fairness index: 1 when every client got the same, 1/n when one got all."""
    total, squares = sum(counts), sum(c * c for c in counts)
    return total * total / (len(counts) * squares) if squares else 0.0


def littles_law_check(clients: int, msgs_per_s: float, mean_us: float) -> str:
    """Closed loop: throughput should be about clients / mean round-trip time.
    'ok', or 'little:R' with R = measured / predicted when they disagree by
    more than 25 %."""
    if mean_us <= 0:
        return "little:no-latency"
    ratio = msgs_per_s / (clients / (mean_us / 1e6))
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"little:{ratio:.2f}"


def rate_check(intended: float, achieved: float) -> str:
    """Open loop: 'ok', or 'rate:R' when the clients fell more than 25 % behind
    the intended rate (R = achieved / intended): the system could not keep up."""
    ratio = achieved / intended
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"rate:{ratio:.2f}"


def point_tmpdir(root: str | None) -> str:
    """A fresh folder whose IPC socket paths fit sun_path: under `root` when
    given (the sweep has checked it fits), else $TMPDIR, else /tmp."""
    for base in ((root,) if root else (None, "/tmp")):
        d = tempfile.mkdtemp(prefix="rrb-", dir=base)
        if len(os.path.join(d, "front.ipc")) <= UNIX_PATH_MAX:
            return d
        os.rmdir(d)
    raise PointFailed("no temporary folder with a path short enough for IPC sockets")


def resident_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return None


def fds_needed(clients: int) -> int:
    """File descriptors the busiest process of a point may hold: the router (or
    a direct master) has a connection per client, some libraries two, plus
    their own pipes, event fds and listeners; the sweep holds two pipes per
    worker."""
    return 2 * clients + 128


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
    if soft != resource.RLIM_INFINITY and fds_needed(point.clients) > soft:
        return (f"{point.clients} clients need about {fds_needed(point.clients)} open files per process; the "
                f"limit is {soft} (the hard limit: ulimit -Hn)")
    if point.transport == "tcp":
        free, what = free_ephemeral_ports()
        if point.clients + 16 > free:
            return f"{point.clients} clients need as many local TCP ports; {free} are free ({what})"
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
                                                     (index * 10 + retry) * 3 + attempt),
                             logdir)
            return Outcome("ok", values, hgrm=run.hgrm)
        except PointFailed as e:
            reason = " ".join(str(e).split())
            logs = {r.name: r.err_path.read_text("utf-8", "replace") for r in run.roles
                    if r.err_path.exists() and r.err_path.stat().st_size}
            # A port taken between our probe and the bind is not the library's fault.
            if "Address already in use" in reason and point.transport == "tcp" and attempt < attempts:
                continue
            return Outcome(f"failed:{reason}", {}, logs)
        except OSError as e:  # could not start a program at all
            return Outcome(f"failed:cannot start the programs: {e}", {})
        finally:
            run.kill_all()
            if tmpdir:
                shutil.rmtree(tmpdir, ignore_errors=True)
    raise AssertionError("unreachable")
