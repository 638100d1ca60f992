"""A broker product's server the sweep keeps (docs/products.md "A kept server").

A product whose server boots for seconds (its router's --info server.start_timeout_s > 0) and can be
sliced (server.slice: RabbitMQ's virtual hosts) is booted once, at the first point of a sweep (a stage)
that needs it, and kept until the sweep ends. Each point gets a fresh slice of it: the point's broker
role is bin/PRODUCT-router on tcp://HOST:PORT/SLICE, which makes the slice, says READY with the server's
pid and deletes the slice when the point is over (common/server.c). The server's CPU is read from that
pid, over the measured phase as for a server of the point's own (Role.cpu_pid, sampler.py).

A point boots a server of its own as before where keeping would change what it measures or cannot
work: a churn scenario that restarts the broker, more than one broker (shards, a cluster), roles on
other hosts (their CPU lines are their own), --profile-broker (perf follows the point's processes), and
the variant PRODUCT@fresh, which is the same product with a server of its own every point: what the
kept server is measured against (the A-against-A, results/2026-11-28-kept-server).

A point that finds the kept server gone boots another and says so on stderr; a server that cannot boot
fails the point that asked for it, in one line, and the next point tries again. Nothing is left
running: close() stops every kept server (lifeline closed, SIGTERM, then its process group killed) and
removes its folder."""

from __future__ import annotations

import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..core import variants
from ..core.lines import PointFailed, parse_record
from .launchers import free_tcp_ports

STOP_S = 20.0  # how long a kept server gets to stop cleanly before its group is killed
PORT_RACES = 3  # boots of a kept server whose port another program took meanwhile, before its point fails


def keeps(point, s) -> bool:
    """Whether this point runs on a kept server's slice (above: which points boot their own)."""
    server = s.servers.get(point.lib)
    return bool(server and server.get("slice") and float(server.get("start_timeout_s") or 0) > 0
                and s.kept_servers is not None and s.launcher.measures_cpu
                and s.launcher.name == "local" and point.transport == "tcp" and point.brokers == 1
                and point.scenario != "broker-restarts" and not s.profile
                and (variants.split(point.lib) or ("", ""))[1] != variants.FRESH)


def zombie(pid: int) -> bool:
    """Whether /proc says the process has ended and awaits its parent (Z), or is being reaped (X)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat[stat.rindex(")") + 2] in "ZX"


class KeptServer:
    """One kept server: its router process (which became the server), its endpoint and its folder."""

    def __init__(self, lib: str, s, port: int, preexec=None):
        self.lib = lib
        self.folder = Path(tempfile.mkdtemp(prefix=f"rrbench-kept-{lib.replace('@', '-')}-", dir=s.tmp_root))
        self.endpoint = f"tcp://127.0.0.1:{port}"
        server = s.servers[lib]
        argv = [str(s.bin_dir / f"{lib}-router"), "--front", self.endpoint, "--back", self.endpoint,
                "--state-dir", str(self.folder), "--lifeline", *(["--equalize"] if s.equalize else []),
                *(["--library-defaults"] if s.library_defaults else [])]
        self.log = self.folder / "server.err"
        with open(self.log, "wb") as err:
            self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
                                         process_group=0, preexec_fn=preexec)
        self.slices = 0
        try:
            self.wait_ready(float(server.get("start_timeout_s") or 0) + 10.0)
        except BaseException:  # PointFailed, or Ctrl-C while it boots: nothing of it is left
            self.stop()
            raise

    @property
    def pid(self) -> int:
        return self.proc.pid

    def wait_ready(self, limit_s: float) -> None:
        """Until the router says READY (the server answers); else PointFailed with its own line."""
        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        deadline, buf = time.monotonic() + limit_s, b""
        while time.monotonic() < deadline:
            if sel.select(timeout=max(0.0, deadline - time.monotonic())):
                chunk = os.read(self.proc.stdout.fileno(), 4096)
                buf += chunk
                if b"READY" in buf:
                    sel.close()
                    return
                if not chunk:
                    break
        sel.close()
        why = self.error_line() or f"no READY within {limit_s:g} s"
        cause = parse_record(buf.decode(errors="replace").split("\n")[0])[1].get("cause", "server") \
            if buf.startswith(b"FAILED") else "server"
        raise PointFailed(f"the kept {self.lib} server did not start: {why}", cause)

    def error_line(self) -> str:
        """The router's first error line (its server's log follows on the same stderr)."""
        try:
            text = self.log.read_text("utf-8", "replace")
        except OSError:
            return ""
        for line in text.splitlines():
            if ": error: " in line:
                return line.split(": error: ", 1)[1].strip()
        return ""

    def running(self) -> bool:
        """Not when it has ended, nor when its main thread has (a zombie, the state the router's slice
        reads as "ended during the point", common/server.c): a killed Erlang VM's other threads may
        still be going down for a while, and waitpid cannot reap it until they are."""
        return self.proc.poll() is None and not zombie(self.proc.pid)

    def next_slice(self) -> str:
        """A name no slice of this server has had: each point's is fresh."""
        self.slices += 1
        return f"rrb-{self.slices}"

    def stop(self) -> None:
        """Lifeline closed (the router stops its server), then the whole group killed; the folder removed."""
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=STOP_S)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # its companion (epmd), whatever outlived it
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


class KeptServers:
    """The servers a sweep keeps, one per product, booted at the first point that needs one."""

    def __init__(self, say=None):
        self.kept: dict[str, KeptServer] = {}
        self.boot_s = 0.0  # how long the last slice_for spent booting a server (0: none booted)
        self.say = say or (lambda line: print(f"sweep: {line}", file=sys.stderr, flush=True))

    def slice_for(self, point, s, preexec=None) -> tuple[str, str]:
        """(the point's endpoint, tcp://HOST:PORT/SLICE; the kept server's --state-dir): the server booted
        if there is none yet, booted again if it has ended (said so). PointFailed if it cannot boot."""
        server, self.boot_s = self.kept.get(point.lib), 0.0
        if server and not server.running():
            self.say(f"the kept {point.lib} server (pid {server.pid}) had ended (exit {server.proc.returncode}: "
                     f"{server.error_line() or 'no error line'}); booting another for {point.label()}")
            server.stop()
            server = None
        if server is None:
            self.kept.pop(point.lib, None)
            started = time.monotonic()
            server = self.boot(point, s, preexec)
            self.kept[point.lib] = server
            self.boot_s = time.monotonic() - started
            self.say(f"kept {point.lib} server (pid {server.pid}) at {server.endpoint}, booted in "
                     f"{self.boot_s:.1f} s: each point a slice of it")
        return f"{server.endpoint}/{server.next_slice()}", str(server.folder)

    def boot(self, point, s, preexec) -> KeptServer:
        """A kept server booted. Its port was free when asked of the kernel, but a boot lasts seconds, and a
        program that asks the kernel for a free port meanwhile may be given it: then it is booted again on
        another, said, up to PORT_RACES times (a port of the server's given by hand, taken, is not a race)."""
        for boot in range(1, PORT_RACES + 1):
            port = free_tcp_ports(1)[0]
            try:
                return KeptServer(point.lib, s, port, preexec)
            except PointFailed as e:
                if boot == PORT_RACES or f"cannot listen on port {port}:" not in str(e):
                    raise
                self.say(f"the kept {point.lib} server's port {port} was taken while it booted ({e}); "
                         f"booting it again on another")
        raise AssertionError("unreachable")

    def close(self) -> None:
        for server in self.kept.values():
            server.stop()
        self.kept.clear()
