"""What the tests share, in one module (test modules import from here, never from one another;
the fixtures are in conftest.py): where the programs are, free ports, finding a test's own
processes, starting, stopping and finishing programs (what they say kept for a failure's report),
reading their records and a sweep's rows, Grischa's rounds started by hand, a product's server
stopped, and strangers on a port (the hostile bytes).
Nothing here runs a program when it is imported."""

from __future__ import annotations

import contextlib
import copy
import csv
import errno
import ctypes
import io
import json
import os
import random
import selectors
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BIN = REPO / "bin"
ASAN_BIN = REPO / "build" / "asan" / "bin"
TEST_BIN = REPO / "build" / "test"
TRANSPORTS = ("tcp", "ipc")

if str(REPO / "scripts") not in sys.path:
    sys.path.insert(0, str(REPO / "scripts"))

from rrbench.core.libraries import LINKED, NAMES, PRODUCTS  # noqa: E402,F401 (the Makefile's library lines)

LIBS = LINKED            # the libraries the roles link (broker too), in the Makefile's order
EVERY_LIB = ",".join(NAMES)  # and the broker products after them

# LeakSanitizer would report what the libraries keep until exit; leaks in our
# own code are the memcheck test's job (a later issue). Everything else aborts.
SAN_ENV = {"ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0:exitcode=86",
           "UBSAN_OPTIONS": "halt_on_error=1:print_stacktrace=1:exitcode=87"}


# Free ports. A port the kernel hands out for bind(0) is free only until someone else takes it, and the
# tests run in several pytest-xdist workers at once, each starting programs, sweeps and servers: a port
# one worker was just given could be given to another before the first one's program binds it, or taken
# as the source port of any connection. So the tests' ports come from below the kernel's ephemeral range
# (net.ipv4.ip_local_port_range: never a connection's source port, never a bind(0)'s, so never one a
# sweep picks), each worker from a slice of its own, walked from a random start (two runs of the suite
# at once seldom meet), each checked free when handed out.
PORTS_LOW = 10000


def _port_slice() -> range:
    try:
        ephemeral = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        ephemeral = 32768
    top = max(ephemeral, PORTS_LOW + 1000)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    count = max(1, int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")))
    index = int(worker[2:]) % count if worker[2:].isdigit() else 0
    width = (top - PORTS_LOW) // count
    return range(PORTS_LOW + index * width, PORTS_LOW + (index + 1) * width)


_ports = {"slice": None, "next": 0}
_ports_lock = threading.Lock()


def free_ports(n):
    """n different ports on 127.0.0.1, free now and handed out by no other call of this run's workers."""
    with _ports_lock:
        if _ports["slice"] is None:
            _ports["slice"] = _port_slice()
            _ports["next"] = random.SystemRandom().randrange(len(_ports["slice"]))
        span = _ports["slice"]
        ports, socks = [], []
        try:
            for _ in range(len(span)):
                if len(ports) == n:
                    break
                port = span[_ports["next"] % len(span)]
                _ports["next"] += 1
                s = socket.socket()
                try:
                    s.bind(("127.0.0.1", port))  # no SO_REUSEADDR: a port with a TIME_WAIT left is not free
                except OSError:
                    s.close()
                    continue
                socks.append(s)
                ports.append(port)
            if len(ports) < n:
                raise RuntimeError(f"fewer than {n} free ports in {span.start}..{span.stop - 1}")
            return ports
        finally:
            for s in socks:
                s.close()


# A test's own processes: what its programs left behind is looked for among its own, never system-wide
# (other tests run at the same time).

def our_processes(tmpdir):
    """Processes whose command line mentions the per-sweep temporary folder."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if tmpdir in cmd and "pytest" not in cmd:
            found.append(cmd)
    return found


PR_SET_CHILD_SUBREAPER = 36  # <linux/prctl.h>


# A seccomp filter that fails one system call with an errno, as a container's default profile refuses
# io_uring_setup (EPERM): for a program started with preexec_fn=refuse_io_uring (or failing(...)); the
# filter holds for every program it starts too. Classic BPF over struct seccomp_data (nr at 0, arch at 4).
_AUDIT_ARCH_X86_64, NR_IO_URING_SETUP, NR_IO_URING_REGISTER = 0xC000003E, 425, 427
_PR_SET_NO_NEW_PRIVS, _PR_SET_SECCOMP, _SECCOMP_MODE_FILTER = 38, 22, 2


class _SockFilter(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_uint16), ("filter", ctypes.POINTER(_SockFilter))]


def failing(nr: int, err: int):
    """A preexec_fn: in the child before exec, system call `nr` fails with errno `err` from now on (x86-64;
    elsewhere nothing)."""
    def install():
        ld, jeq, ret = 0x20, 0x15, 0x06  # BPF_LD|BPF_W|BPF_ABS, BPF_JMP|BPF_JEQ|BPF_K, BPF_RET|BPF_K
        allow, fail = 0x7FFF0000, 0x00050000 | err  # SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | err
        prog = (_SockFilter * 6)(_SockFilter(ld, 0, 0, 4), _SockFilter(jeq, 0, 3, _AUDIT_ARCH_X86_64),
                                 _SockFilter(ld, 0, 0, 0), _SockFilter(jeq, 0, 1, nr),
                                 _SockFilter(ret, 0, 0, fail), _SockFilter(ret, 0, 0, allow))
        fprog = _SockFprog(len(prog), prog)
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 or \
                libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "seccomp")
    return install


refuse_io_uring = failing(NR_IO_URING_SETUP, errno.EPERM)  # io_uring_setup refused, as a container's profile does


def _children() -> set[int]:
    found = set()
    for task in Path("/proc/self/task").iterdir():
        with contextlib.suppress(OSError):
            found |= {int(pid) for pid in (task / "children").read_text().split()}
    return found


@contextlib.contextmanager
def adopting_orphans():
    """For the with-block this process adopts the orphans of the programs it starts (prctl
    PR_SET_CHILD_SUBREAPER) instead of init: whatever they leave behind has this process as its parent
    (parent_of(pid) == os.getpid()), and another test's orphans never do. What was adopted is killed and
    reaped at the end, but a server kept for the tests (KEPT_SERVERS)."""
    libc = ctypes.CDLL(None, use_errno=True)
    before = _children()
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")
    try:
        yield
    finally:
        libc.prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0)
        for pid in _children() - before - KEPT_SERVERS.groups():  # (a kept server booted in the block stays)
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)


def parent_of(pid: int) -> int | None:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def server_pids():
    """Every running process of a product's server, by the program it was started as (not its
    executable: Debian's redis-server is a link to redis-check-rdb), or the one it becomes (RabbitMQ's
    script execs beam.smp), and its companion (RabbitMQ's epmd)."""
    programs = {Path(product_info(lib)["server"][key]).name for lib in PRODUCTS
                for key in ("program", "process", "companion") if product_info(lib)["server"][key]}
    found = set()
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            argv0 = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0].decode(errors="replace")
        except OSError:
            continue
        if argv0 and Path(argv0.split()[0]).name in programs:
            found.add(int(pid))
    return found


def descendants(root: int) -> set[int]:
    """The processes below `root` (children, their children, ...)."""
    parent = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        parent[int(pid)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = set(), {root}
    while frontier:
        frontier = {pid for pid, pp in parent.items() if pp in frontier} - found
        found |= frontier
    return found


def orphaned_servers() -> set[int]:
    """Servers that outlived whoever started them: what a sweep would leave behind. Within
    adopting_orphans() such a server's parent is this process (not init, where another test's
    orphans go too). The servers this process keeps for its tests (KEPT_SERVERS) are not."""
    kept = KEPT_SERVERS.groups()
    return {pid for pid in server_pids() if parent_of(pid) == os.getpid() and process_group(pid) not in kept}


def process_group(pid: int) -> int | None:
    try:
        return os.getpgid(pid)
    except ProcessLookupError:
        return None


# Programs started and finished.

def finish_after(p, line="RESULT", stderr_has=None, timeout=30):
    """Waits until p has printed a line starting with `line` (and `stderr_has` on its stderr,
    when given), then ends it with SIGTERM, as the sweep does, and returns (returncode,
    stdout, stderr). For a master: after its RESULT it stays until its socket has been quiet
    for --timeout (common/master.c), which a test that has its result need not wait out.
    A p that exits first is simply waited for; one that never prints the line fails the test."""
    got = {p.stdout: b"", p.stderr: b""}
    sel = selectors.DefaultSelector()
    for f in got:
        sel.register(f, selectors.EVENT_READ)

    def seen():
        out = got[p.stdout].decode(errors="replace")
        return (any(ln.startswith(line) for ln in out.splitlines(keepends=True) if ln.endswith("\n"))
                and (stderr_has is None or stderr_has in got[p.stderr].decode(errors="replace")))
    deadline = time.monotonic() + timeout
    while sel.get_map() and not seen():
        left = deadline - time.monotonic()
        if left <= 0:
            raise subprocess.TimeoutExpired(p.args, timeout)
        for key, _ in sel.select(left):
            data = os.read(key.fileobj.fileno(), 65536)
            if data:
                got[key.fileobj] += data
            else:
                sel.unregister(key.fileobj)
    sel.close()
    if p.poll() is None:
        p.terminate()
    out, err = p.communicate(timeout=timeout)
    return (p.returncode, got[p.stdout].decode(errors="replace") + out,
            got[p.stderr].decode(errors="replace") + err)


# A failing test's report holds the words of every program it started through Procs (conftest.py's
# pytest_runtest_makereport, docs/tests.md). The test reads a program's stdout and stderr itself, line by
# line or all at the end, so the report cannot read them afterwards: each stream passes through a thread
# that hands every byte on to a pipe of ours, which the test reads as p.stdout (p.stderr) as it would the
# program's own, and keeps the last TAIL_BYTES. A program that writes more than the test reads still
# waits for it (the pipes fill, as before); once the test is over, the report takes the rest (the test's
# end closed, what is left goes to the tail only), bounded however much the program wrote.
TAIL_BYTES = 4096


class StreamTail:
    """One stream of a started program, handed on; its last TAIL_BYTES and how many bytes came in all."""

    def __init__(self, stream):
        self._source = stream  # the program's pipe, Popen's file object: the thread reads and closes it
        read_end, self._sink = os.pipe()
        self.reader = io.TextIOWrapper(io.open(read_end, "rb"), encoding=stream.encoding, errors=stream.errors)
        self._tail, self._total = bytearray(), 0
        self._lock = threading.Lock()
        self._test_over = False
        self._thread = threading.Thread(target=self._hand_on, daemon=True)
        self._thread.start()

    def _hand_on(self):
        sink = self._sink
        try:
            while data := os.read(self._source.fileno(), 65536):
                with self._lock:
                    self._total += len(data)
                    self._tail += data
                    del self._tail[:-TAIL_BYTES]
                try:
                    view = memoryview(data) if sink is not None else b""
                    while view:
                        view = view[os.write(sink, view):]
                except BrokenPipeError:
                    if not self._test_over:  # the test closed its end: the program's closes too, as if unhanded
                        break
                    os.close(sink)  # the report's doing (rest()): what is left goes to the tail only
                    sink = None
        except OSError:
            pass
        finally:
            if sink is not None:
                os.close(sink)
            self._source.close()

    def rest(self, timeout):
        """The test is over: its end is closed, and what the program writes until its end of the stream
        closes goes to the tail (waited for at most timeout seconds). Whether it closed."""
        self._test_over = True
        self.reader.close()
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def tail(self):
        """(its last TAIL_BYTES, how many bytes came in all)"""
        with self._lock:
            return bytes(self._tail), self._total


class Procs:
    """Starts programs; kills whatever is left when the test ends; tells what each said (words())."""

    def __init__(self):
        self.procs = []
        self._streams = []  # each program's (stdout, stderr) StreamTails, in self.procs' order
        self._state = None

    def state_dir(self) -> str:
        """A folder for a product's server state (a router's --state-dir), removed when the test ends."""
        if self._state is None:
            self._state = tempfile.mkdtemp(prefix="rrb-state-")
        return self._state

    def start(self, argv, env=None, **kw):
        full_env = dict(os.environ, **(env or {}))
        p = subprocess.Popen([str(a) for a in argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=full_env, start_new_session=True, **kw)
        out, err = StreamTail(p.stdout), StreamTail(p.stderr)
        p.stdout, p.stderr = out.reader, err.reader
        self.procs.append(p)
        self._streams.append((out, err))
        return p

    def finish(self, p, timeout=30):
        """Waits for p; returns (returncode, stdout, stderr)."""
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err

    def finish_after(self, p, line="RESULT", stderr_has=None, timeout=30):
        return finish_after(p, line, stderr_has, timeout)

    def words(self, wait=2.0):
        """For a failing test's report, once the test is over: each program's (title, text), its command
        line, how it ended and the last TAIL_BYTES of its stdout and of its stderr. The programs still
        running are killed first, as the test's end would, so that what they wrote is all there (waited
        for at most `wait` s: a program's own children in sessions of their own may hold its pipes
        open). What the test had not read of them is the report's now."""
        running = {p.pid for p in self.procs if p.poll() is None}
        for p in self.procs:
            if p.pid in running:
                with contextlib.suppress(OSError):
                    os.killpg(p.pid, signal.SIGKILL)
        deadline = time.monotonic() + wait
        found = []
        for i, (p, streams) in enumerate(zip(self.procs, self._streams), 1):
            for s in streams:
                s.rest(max(0.0, deadline - time.monotonic()))
            with contextlib.suppress(subprocess.TimeoutExpired):
                p.wait(max(0.0, deadline - time.monotonic()))
            how = ("still running when the test failed (killed for this report)" if p.pid in running
                   else ended_how(p.returncode))
            text = [f"$ {subprocess.list2cmdline(p.args)}"]
            for name, s in zip(("stdout", "stderr"), streams):
                tail, total = s.tail()
                kept = f" (its last {len(tail)} of {total} bytes)" if total > len(tail) else ""
                words = tail.decode(errors="replace").rstrip("\n")
                text.append(f"{name}{kept}:" + (f"\n{words}" if total else " nothing"))
            found.append((f"program {i} of {len(self.procs)}: {Path(p.args[0]).name}, pid {p.pid}, {how}",
                          "\n".join(text)))
        return found

    def kill_all(self):
        for p in self.procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
        if self._state:
            shutil.rmtree(self._state, ignore_errors=True)


def ended_how(returncode):
    """A program's end in words: its exit status, or the signal that ended it."""
    if returncode is None:
        return "still running"
    if returncode < 0:
        try:
            return f"ended by {signal.Signals(-returncode).name}"
        except ValueError:
            return f"ended by signal {-returncode}"
    return f"exit {returncode}"


def stop_whole(p, timeout=30):
    """SIGSTOP p, then wait until every thread of it has stopped. kill(2) returns once the signal is
    queued: the kernel wakes one thread to take it, and the others stop only once that thread has run
    and begun the group stop (kernel/signal.c: complete_signal, do_signal_stop). Until then another
    thread may still read a socket: a loaded machine left a stopped broker's I/O thread reading
    requests for milliseconds (docs/churn.md, "What a broker restart takes")."""
    p.send_signal(signal.SIGSTOP)
    deadline = time.monotonic() + timeout
    while not all(state == "T" for state in thread_states(p.pid)):
        assert time.monotonic() < deadline, f"pid {p.pid} not stopped after {timeout} s: {thread_states(p.pid)}"
        time.sleep(0.001)


def thread_states(pid):
    """The state letter of each thread of pid (/proc/PID/task/TID/stat: R, S, T for stopped, ...)."""
    states = []
    for tid in os.listdir(f"/proc/{pid}/task"):
        with contextlib.suppress(FileNotFoundError):  # (a thread that has just ended)
            stat = Path(f"/proc/{pid}/task/{tid}/stat").read_text()
            states.append(stat[stat.rindex(")") + 2])
    return states


def records(stdout):
    """Lines like 'RESULT a=1 b=2' -> list of (kind, {a: '1', b: '2'})."""
    out = []
    for line in stdout.splitlines():
        if line.strip():
            kind, *pairs = line.split()
            out.append((kind, dict(p.split("=", 1) for p in pairs if "=" in p)))
    return out


def final_runs(rows):
    """The last run of each point and trial, in the sweep's order. A point may
    have been run again after a failure (--retries): the earlier run must be a
    known library finding (a flake we have diagnosed), never unexplained, and
    the retry is what counts."""
    from rrbench.analysis import findings
    last = {}
    for r in rows:
        key = findings.trial_key(r)
        if key in last and last[key]["status"] != "ok":
            known = findings.explain(last[key])
            assert known is not None and known.diagnosis == findings.LIBRARY, \
                f"a retried run failed for no known library cause: {last[key]['status']}"
        last[key] = r
    return list(last.values())


def run_sweep(*args, timeout=300, env=None):
    """scripts/sweep with these arguments (and `env` added to its environment), its output captured."""
    return subprocess.run([sys.executable, str(REPO / "scripts" / "sweep"), *map(str, args)], capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, **(env or {})})


def refused_sweep(*args):
    """scripts/sweep's main run in this process on arguments it must refuse before its first point, its output
    captured as run_sweep's is. A refusal is the sweep's parsing and planning; a process of its own would add
    its start-up (about 0.4 CPU-s) to each of the suite's hundred refusals. A sweep that takes the arguments
    fails the test where its points would start."""
    from rrbench.sweep import sweep as sweepmod

    def no_points(*_):
        raise AssertionError(f"the sweep took {args} and would run its points")
    kept_signals = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    kept_env = os.environ.copy()  # the sweep sets what its roles inherit (RRB_RAW_IO_FALLBACK)
    out, err = io.StringIO(), io.StringIO()
    execute, sweepmod.execute = sweepmod.execute, no_points
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = sweepmod.main([str(a) for a in args])
            except SystemExit as e:  # argparse's refusals
                status = e.code
    finally:
        sweepmod.execute = execute
        for s, handler in kept_signals.items():
            signal.signal(s, handler)
        os.environ.clear()
        os.environ.update(kept_env)
    return subprocess.CompletedProcess(["scripts/sweep", *map(str, args)], status, out.getvalue(), err.getvalue())


def result_rows(out):
    """The final run of each point and trial of a results folder (final_runs)."""
    with open(Path(out) / "results.csv", newline="") as f:
        return final_runs(csv.DictReader(f))


def bin_with_master_info(tmp_path, change):
    """A bin folder of zmq's programs as built, but its master's --info as change(info) leaves it (the
    sweep reads the limits and defaults from the first --info it asks)."""
    d = tmp_path / "bin"
    d.mkdir()
    for name in ("zmq-router", "zmq-worker", "zmq-controller", "zmq-node", "rrb-hist"):
        (d / name).symlink_to(BIN / name)
    described = json.loads(subprocess.run([str(BIN / "zmq-master"), "--info"], capture_output=True, text=True,
                                          check=True).stdout)
    change(described)
    (tmp_path / "info.json").write_text(json.dumps(described))
    master = d / "zmq-master"
    master.write_text(f"#!/bin/sh\n[ \"$1\" = --info ] && exec cat '{tmp_path / 'info.json'}'\n"
                      f"exec '{BIN / 'zmq-master'}' \"$@\"\n")
    master.chmod(0o755)
    return d


def stdout_lines(p, n=None, timeout=10, until=None):
    """The next n lines p prints, or those up to the first that starts with `until`, or an assertion
    failure after `timeout` seconds (never a hang). What p printed past them is dropped: call it
    while p waits (a role's --wait-go)."""
    sel = selectors.DefaultSelector()
    sel.register(p.stdout, selectors.EVENT_READ)
    deadline, text = time.monotonic() + timeout, ""

    def wanted():
        """How many of the lines printed whole so far to return, or None while they are not all there."""
        whole = text.splitlines(keepends=True)[:text.count("\n")]
        if until is None:
            return n if len(whole) >= n else None
        return next((i + 1 for i, line in enumerate(whole) if line.startswith(until)), None)

    while (count := wanted()) is None:
        left = deadline - time.monotonic()
        what = f"{n} lines" if until is None else f"a line {until}"
        assert left > 0 and sel.select(left), f"{p.args[0]}: {what} not printed within {timeout} s: {text!r}"
        data = os.read(p.stdout.fileno(), 65536).decode(errors="replace")
        assert data, f"{p.args[0]} closed its output after {text!r}"
        text += data
    sel.close()
    return text.splitlines(keepends=True)[:count]


# What the programs say they have, read as the sweep reads it (rrbench.core.programs, the one --info reader).

def libs_with(pattern: str, among=NAMES, has: bool = True) -> tuple[str, ...]:
    """The libraries (of `among`, in the Makefile's order) whose programs say they have `pattern` (--info's
    "patterns"; has=False: those that say they lack it): a library that gains a pattern is tested in it with
    no list edited. Tests ask for it with @pytest.mark.libs_with(PATTERN, ...) (conftest.py), so it runs
    when they are collected, not imported."""
    from rrbench.core import programs
    return tuple(lib for lib in among if (pattern in programs.patterns(BIN, lib)) == has)


# A broker product's server (bin/<product>-router becomes it).

def product_info(lib):
    """bin/<lib>-router --info (asked once a run; a fresh copy each call)."""
    from rrbench.core import programs
    return copy.deepcopy(programs.info(BIN / f"{lib}-router"))


def slow_booting(lib):
    """Whether lib's server boots for seconds (--info's server.start_timeout_s: RabbitMQ's Erlang node)."""
    return bool(product_info(lib)["server"]["start_timeout_s"])


class KeptForTests:
    """The slow-booting products' servers, kept for the tests whose subject is the clients' traffic through
    one, as the sweep keeps them (run/kept.py KeptServers): each booted once, at the first test that asks,
    and each test a fresh slice of it (RabbitMQ: a virtual host). conftest.py stops them when the
    slow-booting group's tests are over. A test whose subject is the server itself (its boot, its stop, its
    restart, its ports) starts its own."""

    def __init__(self):
        self.servers = None  # KeptServers, made at the first slice
        self.said = []       # what it said (a server found ended, another booted)

    def slice_of(self, lib) -> tuple[str, str]:
        """(tcp://HOST:PORT/SLICE, the kept server's --state-dir): the server booted again if it has ended."""
        from rrbench.run.kept import KeptServers
        from rrbench.run.settings import Settings
        from rrbench.workloads.point import Point
        if self.servers is None:
            self.servers = KeptServers(say=self.said.append)
        s = Settings(bin_dir=BIN, duration=None, requests=None, warmup=0.0, timeout=5.0,
                     servers={lib: product_info(lib)["server"]}, kept_servers=self.servers)
        return self.servers.slice_for(Point(lib=lib, transport="tcp", size=64, trial=1), s)

    def server(self, lib):
        """lib's kept server (run/kept.py KeptServer), booted if there is none running."""
        self.slice_of(lib)  # (a slice name left unused)
        return self.servers.kept[lib]

    def groups(self) -> set[int]:
        """The kept servers' process groups (each its router's pid: run/kept.py starts it in one of its own)."""
        return {server.pid for server in self.servers.kept.values()} if self.servers else set()

    def close(self) -> None:
        if self.servers:
            self.servers.close()


KEPT_SERVERS = KeptForTests()


def serve_slice(procs, lib, *extra, bindir=BIN, env=None):
    """A test's broker on lib's kept server (KEPT_SERVERS): bin/LIB-router on a fresh slice, READY, as a point's
    broker role on a kept server is (common/server.c; stop_server deletes the slice). Returns (its endpoint, it)."""
    endpoint, folder = KEPT_SERVERS.slice_of(lib)
    p = procs.start([bindir / f"{lib}-router", "--front", endpoint, "--back", endpoint, "--state-dir", folder,
                     *extra], env=env)
    line = p.stdout.readline()
    assert line.startswith("READY role=router"), (line, p.stderr.read() if p.poll() is not None else "")
    return endpoint, p


def stop_server(lib, p):
    p.send_signal(getattr(signal, product_info(lib)["server"]["stop_signal"]))
    assert p.wait(timeout=15) == 0


# Grischa's rounds started by hand: the broker, node processes, the controller's result checked.

def start_rounds(procs, bindir, env, lib, pub, sub, nodes, per_process, started=None, pattern="pubsub",
                 survey=(), node_survey=None, timeout=None, broker=True, node_flags=()):
    """The broker and node processes. survey: pattern survey's (front, back) endpoints;
    node_survey(i): where node process i's respondent goes instead of the back (a test's fault);
    broker=False: the caller started it (a product's server, waited for); node_flags: the nodes'
    further flags."""
    router_survey = ["--survey-front", survey[0], "--survey-back", survey[1]] if survey else []
    broker = procs.start([bindir / f"{lib}-router", "--pattern", pattern, "--front", pub, "--back", sub,
                          *router_survey], env=env) if broker else None
    if broker:  # its ends bound: a node or controller that connects over IPC at once finds the socket file
        line = stdout_lines(broker, 1, timeout=30)[0]
        assert line.startswith("READY role=router"), line
    ids = range(0, nodes, per_process) if started is None else started
    # --lifeline: a node stays (its BYEs may still be queued) until its stdin closes, which
    # procs.finish does once the controller is done, as the sweep would.
    node_procs = [procs.start([bindir / f"{lib}-node", "--pub", pub, "--sub", sub, "--id", i, "--pattern", pattern,
                               "--nodes", min(per_process, nodes - i), "--all-nodes", nodes, "--lifeline",
                               *(["--survey", node_survey(i) if node_survey else survey[1]] if survey else []),
                               *(["--timeout", timeout] if timeout else []), *node_flags],
                              env=env, stdin=subprocess.PIPE)
                  for i in ids]
    return broker, node_procs


def finish_node(procs, p, timeout=30):
    """A node process's (returncode, stdout, stderr), its lifeline (stdin) closed only once it
    has printed DONE: the controller can have every node's BYE before a node process has
    joined its threads and printed DONE (raw's is seen within a millisecond), and a node
    whose lifeline ends first leaves at once, without DONE (runtime.c)."""
    lines = []

    def read_until_done():
        for line in p.stdout:
            lines.append(line)
            if line.startswith("DONE"):
                return

    reader = threading.Thread(target=read_until_done, daemon=True)
    reader.start()
    reader.join(timeout)
    rc, out, err = procs.finish(p, timeout)
    return rc, "".join(lines) + out, err


def checked_result(out, rounds):
    """The controller's RESULT, checked: `rounds` measured rounds in its histogram, nothing late or
    twice; and the number of rounds in all (warm-up too)."""
    rec = dict(records(out))
    res = rec["RESULT"]
    assert int(res["rounds"]) == rounds and rec["HIST"]["total"] == str(rounds)
    assert int(res["late"]) == int(res["duplicate"]) == 0
    return res, rounds + int(res["warmup_rounds"])


# Strangers on the port: connect to a listening TCP port or IPC socket of a running point and send what
# no client of ours would (test_hostile.py, test_rounds.py; our header for test_fuzz.py). Each attack is
# a function (sock_address) -> None that must not raise on the peer closing the connection: refusing
# the bytes is exactly what we want. By hand: python3 tests/support.py tcp://127.0.0.1:5555 ...

# Our wire header (common/wire.h): magic, version, flags, client, payload size, seq, checksum, reserved.
HEADER = struct.Struct(">4sHHIIQII")
assert HEADER.size == 32


# A ZMTP 3.0 greeting with the NULL mechanism (what a libzmq peer sends first).
ZMTP_GREETING = b"\xff" + b"\0" * 8 + b"\x7f" + b"\x03\x00" + b"NULL" + b"\0" * 16 + b"\0" + b"\0" * 31


def connect(address: str, timeout: float = 1.0) -> socket.socket:
    """address: tcp://host:port or ipc:///path."""
    if address.startswith("tcp://"):
        host, port = address[6:].rsplit(":", 1)
        s = socket.create_connection((host, int(port)), timeout=timeout)
    else:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(timeout)
        s.connect(address[6:])
    return s


def send_and_close(address: str, data: bytes, linger: float = 0.05, answer: float = 0.3) -> None:
    try:
        with connect(address) as s:
            s.sendall(data)
            time.sleep(linger)  # let the peer read it before we leave
            s.settimeout(answer)  # its answer or its close, if any, comes within milliseconds; a peer
            try:                  # still waiting for the rest of a frame gets our close instead
                s.recv(65536)
            except (socket.timeout, OSError):
                pass
    except OSError:
        pass  # refused or reset: the peer defended itself


def our_header(size: int, client: int = 0, flags: int = 0) -> bytes:
    return HEADER.pack(b"RRBM", 1, flags, client, size & 0xFFFFFFFF, 1, 0, 0)


def random_bytes(address: str) -> None:
    send_and_close(address, random.Random(7).randbytes(4096))


def huge_length(address: str) -> None:
    # Every framing we face, each claiming a message of many GiB (or a "negative" length):
    # ZMTP 3 long frame, SP (nanomsg/nng) 8-byte size, raw's 4-byte length, our own header.
    zmtp_huge = b"\x02" + struct.pack(">Q", 1 << 62)
    sp_huge = b"\0SP\0\x00\x30\0\0" + struct.pack(">Q", (1 << 64) - 1)
    raw_huge = struct.pack(">I", 0xFFFFFFF0) + b"x" * 16
    for blob in (ZMTP_GREETING + zmtp_huge, sp_huge, raw_huge, our_header(0xFFFFFFFF) + b"x" * 64,
                 our_header(-1) + b"x" * 64):
        send_and_close(address, blob)


def truncated_header(address: str) -> None:
    send_and_close(address, our_header(1024)[:13])
    send_and_close(address, b"\0SP\0\x00\x30")  # half an SP greeting


def other_greetings(address: str) -> None:
    for blob in (ZMTP_GREETING, b"\0SP\0\x00\x31\0\0", b"\0SP\0\x00\x30\0\0", b"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
                 b"SSH-2.0-OpenSSH_9.2\r\n", b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"):
        send_and_close(address, blob)


def connect_storm(address: str, count: int = 300) -> None:
    for _ in range(count):
        try:
            s = connect(address, timeout=0.5)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)) \
                if s.family == socket.AF_INET else None
            s.close()
        except OSError:
            pass


ATTACKS = {"random": random_bytes, "huge-length": huge_length, "truncated": truncated_header,
           "greetings": other_greetings, "connect-storm": connect_storm}


def attack_all(addresses: list[str], stop_after: float = 30.0) -> None:
    deadline = time.monotonic() + stop_after
    for name, attack in ATTACKS.items():
        for a in addresses:
            if time.monotonic() > deadline:
                return
            attack(a)


if __name__ == "__main__":
    attack_all(sys.argv[1:])
    os._exit(0)
