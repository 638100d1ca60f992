"""Shared fixtures: where the programs are, free ports, short IPC folders, and
processes that are always killed at the end of a test."""

import csv
import json
import os
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
BIN = REPO / "bin"
ASAN_BIN = REPO / "build" / "asan" / "bin"
TEST_BIN = REPO / "build" / "test"
LIBS = ("zmq", "czmq", "nanomsg", "nng", "raw")
TRANSPORTS = ("tcp", "ipc")

sys.path.insert(0, str(REPO / "scripts"))

# The tests that stop a sweep as Ctrl-C does send it SIGINT. Started as a shell's background job
# (`cmd &` without job control, nohup), the tests and every program they start would have SIGINT
# ignored (kept across exec, and Python then installs no handler): those tests would fail for where
# they ran. A handler of ours is reset to the default in every program started.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# LeakSanitizer would report what the libraries keep until exit; leaks in our
# own code are the memcheck test's job (a later issue). Everything else aborts.
SAN_ENV = {"ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0:exitcode=86",
           "UBSAN_OPTIONS": "halt_on_error=1:print_stacktrace=1:exitcode=87"}


def free_ports(n):
    socks = [socket.socket() for _ in range(n)]
    try:
        for s in socks:
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in socks]
    finally:
        for s in socks:
            s.close()


@pytest.fixture
def ipc_dir():
    d = tempfile.mkdtemp(prefix="rrbt-", dir="/tmp")  # short: sun_path holds 107 bytes
    yield d
    shutil.rmtree(d, ignore_errors=True)


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


@pytest.fixture
def short_tmp():
    """A short folder for a sweep's per-point files; must be empty again at the end."""
    d = tempfile.mkdtemp(prefix="rrbs-", dir="/tmp")
    yield d
    assert os.listdir(d) == [], "a point left files behind"
    os.rmdir(d)


@pytest.fixture
def endpoints(ipc_dir):
    """endpoints(transport) -> (front, back); endpoints(transport, 4) -> (front, back,
    survey front, survey back), all different"""
    def make(transport, count=2):
        names = ("front", "back", "sfront", "sback")[:count]
        if transport == "tcp":
            return tuple(f"tcp://127.0.0.1:{port}" for port in free_ports(count))
        return tuple(f"ipc://{ipc_dir}/{name}" for name in names)
    return make


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


class Procs:
    """Starts programs; kills whatever is left when the test ends."""

    def __init__(self):
        self.procs = []

    def start(self, argv, env=None, **kw):
        full_env = dict(os.environ, **(env or {}))
        p = subprocess.Popen([str(a) for a in argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=full_env, start_new_session=True, **kw)
        self.procs.append(p)
        return p

    def finish(self, p, timeout=30):
        """Waits for p; returns (returncode, stdout, stderr)."""
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err

    def finish_after(self, p, line="RESULT", stderr_has=None, timeout=30):
        return finish_after(p, line, stderr_has, timeout)

    def kill_all(self):
        for p in self.procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGKILL)
            p.communicate()


@pytest.fixture
def procs():
    ps = Procs()
    yield ps
    ps.kill_all()


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


def run_sweep(*args, timeout=300):
    """scripts/sweep with these arguments, its output captured."""
    return subprocess.run([sys.executable, str(REPO / "scripts" / "sweep"), *map(str, args)], capture_output=True,
                          text=True, timeout=timeout)


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


def stdout_lines(p, n, timeout=10):
    """The next n lines p prints, or an assertion failure after `timeout` seconds (never a hang)."""
    sel = selectors.DefaultSelector()
    sel.register(p.stdout, selectors.EVENT_READ)
    deadline, text = time.monotonic() + timeout, ""
    while text.count("\n") < n:
        left = deadline - time.monotonic()
        assert left > 0 and sel.select(left), f"{p.args[0]}: {n} lines not printed within {timeout} s: {text!r}"
        data = os.read(p.stdout.fileno(), 65536).decode(errors="replace")
        assert data, f"{p.args[0]} closed its output after {text!r}"
        text += data
    sel.close()
    return text.splitlines(keepends=True)[:n]
