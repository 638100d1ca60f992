"""The fixtures: short IPC folders, free endpoints, and processes that are always killed at the
end of a test. The helpers the tests share are in support.py; test modules import from there."""

import os
import shutil
import signal
import tempfile

import pytest

from support import Procs, free_ports

# The tests that stop a sweep as Ctrl-C does send it SIGINT. Started as a shell's background job
# (`cmd &` without job control, nohup), the tests and every program they start would have SIGINT
# ignored (kept across exec, and Python then installs no handler): those tests would fail for where
# they ran. A handler of ours is reset to the default in every program started.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def ipc_dir():
    d = tempfile.mkdtemp(prefix="rrbt-", dir="/tmp")  # short: sun_path holds 107 bytes
    yield d
    shutil.rmtree(d, ignore_errors=True)


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


@pytest.fixture
def procs():
    ps = Procs()
    yield ps
    ps.kill_all()
