"""A run that failed on time while the machine kept its roles from a CPU is the machine's (run/starved.py):
read from the kernel's account of real processes, one starved at the idle class behind busy loops."""

import os
import subprocess
import sys
import time
from types import SimpleNamespace

import pytest

from support import BIN

from rrbench.analysis import findings
from rrbench.core.lines import PointFailed
from rrbench.run import point as pointmod
from rrbench.run import starved
from rrbench.run.settings import Settings
from rrbench.workloads.point import Point

SPIN = [sys.executable, "-c", "while True: pass"]
SLEEP = ["sleep", "60"]  # (a program that starts in a moment: a loaded machine delays little of its life)


def role(name, argv, preexec=None):
    started = time.monotonic_ns()  # (as a Role: before its process)
    proc = subprocess.Popen(argv, preexec_fn=preexec)
    return SimpleNamespace(name=name, proc=proc, pid=proc.pid, cpu_pid=proc.pid, returncode=None, cpu_s=0.0,
                           server_cpu_ns=None, started_ns=started)


def idle_on(cpu):
    def run():
        os.sched_setaffinity(0, {cpu})
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    return run


@pytest.fixture
def busy_machine():
    """A busy loop on every CPU this test may use (other processes, not the point's), for a second."""
    loops = [subprocess.Popen(SPIN, preexec_fn=lambda c=c: os.sched_setaffinity(0, {c}))
             for c in sorted(os.sched_getaffinity(0))]
    yield
    for p in loops:
        p.kill()
        p.wait()


def verdict_after(roles, failure, seconds=0.5, idle=True):
    watch = starved.StarvationWatch(idle)
    try:
        time.sleep(seconds)
        return watch.verdict(failure, roles)
    finally:
        for r in roles:
            r.proc.kill()
            r.proc.wait()


def test_a_role_at_the_idle_class_behind_other_work_is_starved_and_the_row_says_the_kernels_figures(busy_machine):
    cpu = min(os.sched_getaffinity(0))
    late = PointFailed("round 3: no result within 3.0 s from node 2 (2 of 3 answered)", "no_result")
    v = verdict_after([role("nodes", SPIN, idle_on(cpu)), role("router", SLEEP)], late)
    assert v.cause == "starved", str(v)
    text = str(v)
    assert text.startswith(str(late) + " [starved: nodes waited ") and "for a CPU (runnable, not run)" in text
    assert "(--pin broker-first: the roles run at the idle class" in text
    waited, life = (float(w) for w in text.split("waited ")[1].split(" s for")[0].split(" s of its "))
    assert 0.5 * life <= waited <= life


def test_a_role_that_waited_on_a_socket_not_for_a_cpu_leaves_the_failure_as_it_was(busy_machine):
    late = PointFailed("timeout: no result after 29.6 s during measure", "timeout")
    v = verdict_after([role("controller", SLEEP), role("nodes", SLEEP)], late, seconds=1.0, idle=False)
    assert v is late


def test_only_a_failure_on_time_can_be_the_machines(busy_machine):
    cpu = min(os.sched_getaffinity(0))
    wrong = PointFailed("round 3: node 2's result is corrupt", "corrupt")
    assert verdict_after([role("nodes", SPIN, idle_on(cpu))], wrong, seconds=0.1) is wrong


def test_a_starved_role_on_a_machine_that_did_nothing_else_is_not_the_machines(monkeypatch):
    """The roles' own load (a thousand node threads on two cores) starves some of them by design: only
    other processes' CPU makes it the machine's. Here the machine's busy time is what the roles used."""
    cpu = min(os.sched_getaffinity(0))
    spinner = role("nodes", SPIN, idle_on(cpu))
    busy = iter([100.0, 100.0])  # nothing else ran: every busy second was the roles' (counted apart)
    monkeypatch.setattr(starved, "busy_s", lambda: next(busy) + starved.roles_cpu_s([spinner]))
    late = PointFailed("timeout: no result after 29.6 s during measure", "timeout")
    assert verdict_after([spinner, role("loop", SPIN, lambda: os.sched_setaffinity(0, {cpu}))], late) is late


def test_a_starved_run_is_a_machine_condition_run_again_and_the_sweep_says_so(monkeypatch, tmp_path):
    """The point's failure goes through the verdict before the roles are killed, and its cause is the
    machine's, retried (a load that may pass)."""
    from rrbench.sweep.sweep import worth_retrying
    seen = []

    def verdict(self, failure, roles):
        seen.append((failure.cause, [r.returncode for r in roles]))
        return PointFailed(f"{failure} [starved: ...]", "starved")
    monkeypatch.setattr(starved.StarvationWatch, "verdict", verdict)
    s = Settings(bin_dir=BIN, duration=0.3, requests=None, warmup=0.1, timeout=0.05, tmp_root=str(tmp_path))
    p = Point("zmq", "ipc", 64, 1, workers=1)
    # no master can reach a router that is not there: the master names it on time (no_first_request)
    monkeypatch.setattr(pointmod.PointRun, "start_roles", lambda run: (_ for _ in ()).throw(
        PointFailed("no first request within 0.5 s", "no_first_request")))
    out = pointmod.run_once(p, s, 0, None, 1)
    assert out.cause == "starved" and out.status.startswith("failed:no first request within 0.5 s [starved")
    assert seen == [("no_first_request", [])]
    row = {**p.columns(), "status": out.status, "cause": out.cause}
    assert findings.explain(row).diagnosis == findings.MACHINE and worth_retrying(p, out)
