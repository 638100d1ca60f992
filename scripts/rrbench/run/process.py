"""One process of a point (a role): started in the point's process group, its stdout read line by
line into records (the last of each kind) and events (in order), its exit and CPU time taken from
the kernel."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

from ..core.lines import EVENT_KINDS, parse_record
from ..workloads.roles import RoleSpec
from .sampler import task_cpu_ns


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
        self.server_cpu_ns: int | None = None  # a kept server's CPU when its slice was READY (cpu_pid)
        self.acknowledged: set[str] = set()  # its records the sweep has answered (acknowledge())
        self.go_sent = False
        self.events: list[tuple[str, dict]] = []  # EVENT_KINDS lines, in order
        self.started_ns = time.monotonic_ns()
        self.ready_ns: int | None = None
        self.seen_ns: dict[str, int] = {}  # kind -> when its first record of that kind was read (monotonic)
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

    @property
    def cpu_pid(self) -> int:
        """The process whose CPU is this role's: its own, or for the slice of a kept server (its READY's
        server_pid: run/kept.py) that server's."""
        return int(self.records.get("READY", {}).get("server_pid") or self.pid)

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
                if kind not in self.seen_ns:
                    self.seen_ns[kind] = time.monotonic_ns()
                if kind == "READY" and self.ready_ns is None:
                    self.ready_ns = self.seen_ns[kind]
                self.records[kind] = values
                if kind == "READY" and "server_pid" in values:  # a kept server's: its CPU from here on
                    self.server_cpu_ns = task_cpu_ns(self.cpu_pid)
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
        if self.server_cpu_ns is not None:  # a kept server's slice: the server's CPU while it was held
            now = task_cpu_ns(self.cpu_pid)
            self.cpu_s = (now - self.server_cpu_ns) / 1e9 if now is not None else 0.0

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

    def ask_sample(self) -> bool:
        """Asks a role on another host for its CPU so far (a "sample" line: runtime.h); whether it could be
        asked (its stdin is open)."""
        try:
            self.proc.stdin.write(b"sample\n")
            self.proc.stdin.flush()
            return True
        except (AttributeError, BrokenPipeError, OSError, ValueError):
            return False

    def samples(self) -> int:
        """How many "sample" lines it has answered (its last SAMPLE record's n)."""
        try:
            return int(self.records.get("SAMPLE", {}).get("n", 0))
        except ValueError:
            return 0

    def acknowledge(self, kind: str) -> None:
        """A record it waits on is answered (the controller's LIVE, MEASURING, MEASURED): it goes on
        (one more line on its stdin)."""
        self.acknowledged.add(kind)
        self.send_go()
