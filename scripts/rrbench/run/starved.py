"""A point that failed on time because its roles got no CPU: the machine's, not the library's.

A role that waits for a message names the stall after --timeout (no_result, no_hello_answer, ...), and
the sweep's backstop ends a point that ran past its limit (timeout). Both say "nothing came in time",
and a library that lost a message says the same. What tells them apart is the kernel's own account:
each thread's time spent runnable but not running (/proc/PID/task/TID/schedstat, its second field:
run_delay; Documentation/scheduler/sched-stats.rst), and the CPU time the machine gave to
other processes meanwhile (/proc/stat's busy fields, less what the point's roles and the sweep used).

The kernel adds a wait to run_delay when the thread gets its CPU: a thread starved now has its current
wait still to come. That part is the time since it last ran (/proc/PID/task/TID/sched's se.exec_start,
on its CPU's run queue clock, read against this thread's own start on that CPU), counted for a thread
runnable at two readings CURRENT_S apart that did not run between them (a thread just woken runs within
milliseconds where the machine is not starving it; its exec_start would count its sleep). Without
/proc/PID/sched (CONFIG_SCHED_DEBUG) run_delay alone counts.

A failure is the machine's when both hold: a role still running waited for a CPU at least STARVED_SHARE
of its life, and processes outside the point took at least STARVED_SHARE of the machine's CPUs over the
run. The first alone is no proof (a thousand node threads on two cores wait by design); the second alone
neither (a busy machine may still have run the roles). Under --pin broker-first the roles run at the idle
scheduling class, on a CPU only when nothing else wants it: any other work starves them.
"""

from __future__ import annotations

import os
import time

from ..core.lines import PointFailed
from .probes import BUSY_FIELDS, TICK_S, cpu_stat
from .sampler import task_cpu_ns

STARVED_SHARE = 0.5
CURRENT_S = 0.1  # between the two readings of a role's threads
STAT_PROCESSOR = 36  # /proc/PID/stat's field 39 (the CPU it last ran on), counted from the state
# The causes that mean "it did not come in time" (docs/records.md): a starved role gives these.
LATE_CAUSES = ("timeout", "no_reply", "no_request", "no_first_request", "no_hello_answer", "no_survey_answer",
               "no_result", "no_goodbye")


def busy_s() -> float:
    """CPU seconds every CPU of the machine has been busy so far (/proc/stat)."""
    return sum(cpu[f] for cpu in cpu_stat().values() for f in BUSY_FIELDS) * TICK_S


def own_cpu_s() -> float:
    """This process's CPU seconds so far (the sweep's reading of the roles' output)."""
    t = os.times()
    return t.user + t.system


class StarvationWatch:
    """Readings at a run's start; at its failure, whether the machine starved it (verdict)."""

    def __init__(self, idle: bool):
        self.idle = idle  # --pin broker-first: the roles at the idle scheduling class
        self.t0, self.busy0, self.own0 = time.monotonic(), busy_s(), own_cpu_s()

    def verdict(self, failure: PointFailed, roles: list) -> PointFailed:
        """The failure as it was, or, when the machine starved the roles, the same words with the
        kernel's figures after them and the cause `starved`."""
        if failure.cause not in LATE_CAUSES:
            return failure
        wall = time.monotonic() - self.t0
        cpus = len(cpu_stat())
        others = busy_s() - self.busy0 - (own_cpu_s() - self.own0) - roles_cpu_s(roles)
        worst = max(waiting(roles), key=lambda w: w[1] / w[2], default=None)
        if others < STARVED_SHARE * wall * cpus or worst is None or worst[1] < STARVED_SHARE * worst[2]:
            return failure
        name, waited, life = worst
        why = (f"starved: {name} waited {waited:.1f} s of its {life:.1f} s for a CPU (runnable, not run), "
               f"while other processes took {others:.1f} of the machine's {wall * cpus:.1f} CPU-s")
        if self.idle:
            why += " (--pin broker-first: the roles run at the idle class, only when nothing else wants a CPU)"
        return PointFailed(f"{failure} [{why}]", "starved")


def roles_cpu_s(roles: list) -> float:
    """The CPU seconds the point's roles used so far: the living ones' from the kernel, the ended ones'
    from their exit (a kept server counted once: its slices share its process, older than the run)."""
    total, seen = 0.0, set()
    for r in roles:
        pid = r.cpu_pid
        if pid in seen:
            continue
        seen.add(pid)
        ns = task_cpu_ns(pid) if r.returncode is None or pid != r.pid else None
        if ns is not None and r.server_cpu_ns is not None:
            ns -= r.server_cpu_ns  # a kept server: what it used since this slice was READY
        total += ns / 1e9 if ns is not None else r.cpu_s
    return total


def waiting(roles: list) -> list[tuple[str, float, float]]:
    """(name, seconds its most-waiting thread was runnable but not run, its life in seconds) of each role
    still running."""
    first = {r.pid: threads(r.pid) for r in roles if r.returncode is None}
    time.sleep(CURRENT_S)
    now: dict[int, float | None] = {}
    out = []
    for r in (r for r in roles if r.pid in first):
        waits = []
        for tid, (state, delay, start, cpu) in threads(r.pid).items():
            before = first[r.pid].get(tid)
            if start is not None and before and before[0] == "R" and before[2] == start:  # not run since: waiting
                if cpu not in now:
                    now[cpu] = rq_clock_ns(cpu)
                delay += max(0.0, now[cpu] - start) if now[cpu] else 0
            waits.append(delay)
        if waits:
            life = (time.monotonic_ns() - r.started_ns) / 1e9
            out.append((r.name, min(max(waits) / 1e9, life), life))  # (the clocks may drift apart a little)
    return out


def threads(pid: int) -> dict[str, tuple[str, int, float | None, int]]:
    """Each thread's (state, run_delay ns, when it last ran in ns on its CPU's run queue clock, that CPU)
    now; {} if the process is gone. The last run only for a runnable thread (R), and only where
    /proc/.../sched says it."""
    out = {}
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            task = f"/proc/{pid}/task/{tid}"
            with open(f"{task}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            with open(f"{task}/schedstat") as f:
                delay = int(f.read().split()[1])
            state, cpu = fields[0], int(fields[STAT_PROCESSOR])
            out[tid] = (state, delay, exec_start_ns(f"{task}/sched") if state == "R" else None, cpu)
    except (OSError, ValueError, IndexError):
        pass
    return out


def exec_start_ns(path: str) -> float | None:
    """se.exec_start of a /proc/.../sched file, in ns (the file gives ms), None where there is none."""
    try:
        with open(path) as f:
            for line in f:
                if line.startswith("se.exec_start"):
                    return float(line.split(":")[1]) * 1e6
    except (OSError, ValueError):
        pass
    return None


def rq_clock_ns(cpu: int) -> float | None:
    """Now, on that CPU's run queue clock (each CPU keeps its own: they are not comparable): this thread's
    own start there, moved to it for the reading. None where it may not run there."""
    before = os.sched_getaffinity(0)
    try:
        os.sched_setaffinity(0, {cpu})
        return exec_start_ns("/proc/thread-self/sched")
    except OSError:
        return None
    finally:
        os.sched_setaffinity(0, before)
