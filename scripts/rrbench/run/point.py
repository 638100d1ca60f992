"""Runs one point: starts its roles (the workload says which), watches
them, and always stops them all.

The sequence, with every step bounded by the point's deadline:
  1. the roles group by group (reqrep: router, master, workers; rounds:
     broker, controller, node processes), each until it prints READY;
  2. a line on stdin tells the roles that wait for it (workers, controller)
     to go: they start together;
  3. the roles run warm-up and the measured phase by their own clocks; the
     one that counts prints RESULT, the workers or nodes DONE;
  4. teardown: workers and nodes are let go (stdin closed) and leave; the others get
     SIGTERM (or their lifeline closed), then the group gets SIGKILL.
Churn (--scenario, docs/churn.md): a third into the measured phase the
churn driver (churn.py) makes the scenario's one change and the point goes
on; the roles' ROUND/GONE/BACK/TICK lines, stamped by the one monotonic
clock, give the timeline.

Any role that exits early, any error, or the deadline ends the point as
failed:<reason>. Nothing of a point outlives it: all roles share one process
group that is killed at the end, and the temporary folder (IPC sockets,
logs) is removed.

PointRun puts together the objects that do the work, each with one job: the
Supervisor (supervisor.py) the processes, the Sampler (sampler.py) what they
used, the FaultInjector (faults.py) a fault sent on purpose, the ChurnDriver
(churn.py) the scenario's change; the workload's collect() reads the result
through a PointView. runs() is the one retry mechanism, and the one place
that picks each run's endpoint slot. A run that failed on time is read against
the kernel's account of who had the CPUs meanwhile (starved.py).
"""

from __future__ import annotations

import itertools
import os
import shutil
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..workloads.point import Point
from ..core import programs
from ..core.limits import bounds
from ..core.lines import PointFailed, failed_cause
from ..record.hist import merge_histograms
from ..workloads import WORKLOADS
from ..workloads.checks import check_echo
from ..workloads.roles import Roles
from .churn import ChurnDriver
from .kept import keeps
from .faults import Fault, FaultInjector
from .limits import cannot_run, point_tmpdir
from .perf import PointProfile
from .sampler import Sampler
from .settings import Settings
from .starved import StarvationWatch
from .supervisor import Supervisor, pinned
from .timing import RunTiming

# The records a role may wait on the sweep after (RoleSpec.waits_on); PROFILING, PROFILED: --profile-broker's
WAITED = ("LIVE", "MEASURING", "MEASURED", "PROFILING", "PROFILED")
BIND_RACE_RUNS = 3  # a TCP port taken between our probe and the bind: run again at once, unrecorded
# Every run of this process takes the next slot: launchers that cannot ask the host's kernel for
# free ports rotate through their range by it, so no run binds where the last one's connections
# linger in TIME_WAIT.
ENDPOINT_SLOTS = itertools.count(1)


@dataclass
class Outcome:
    status: str                       # "ok" or "failed:<reason>"
    cause: str = ""                   # why it failed (docs/records.md "Causes"); "" when ok
    values: dict = field(default_factory=dict)
    logs: dict = field(default_factory=dict)  # role -> stderr text, for failed points
    hgrm: str = ""                            # merged latency distribution (.hgrm text)
    timeline: str = ""                        # churn: the timeline (.csv text)
    bind_race: bool = False                   # failed on a port taken under it: worth a run on new ports


# The roles' own limits, in --timeout: a controller waits 10 for its hellos' answers (a master as long for its
# first request), then one for a round's results, one for the goodbyes; and one more to spare.
OWN_LIMITS_TIMEOUTS = 13


def deadline_s(point: Point, s: Settings) -> float:
    """How long a point may take in all before it is stopped: the backstop. Generous: each role names a
    stall itself (a cause of its own), and the backstop comes after the longest of those limits."""
    setup = 10.0 + s.launcher.setup_s_each * point.count + boot_s(point, s)
    measure = WORKLOADS[point.workload].measure_s(point, s)
    return setup + s.warmup + measure + OWN_LIMITS_TIMEOUTS * s.timeout + 10.0


def boot_s(point: Point, s: Settings) -> float:
    """How long a broker product's servers may take to boot, one after another (a cluster's members join so):
    the router's own start timeout (--info server.start_timeout_s: RabbitMQ's), which a point's other
    limits leave no room for; 0 for a server that starts at once or a library's broker."""
    if s.bin_dir is None:
        return 0.0
    try:
        server = programs.server(s.bin_dir, point.lib) or {}
    except RuntimeError:
        return 0.0  # the point fails at its start, naming the program
    return float(server.get("start_timeout_s") or 0) * point.brokers


class PointView:
    """What a workload's collect() may ask of a finished point (workloads/roles.py lists it)."""

    def __init__(self, point: Point, s: Settings, roles: Roles, sampler: Sampler, churn, hgrm_path: Path,
                 profile: PointProfile | None = None):
        self.point, self.settings, self.roles = point, s, roles
        self.sampler, self.churn_facts, self.hgrm_path = sampler, churn, hgrm_path
        self.profiled = profile
        self.everyone = [r for rs in roles.by_kind.values() for r in rs]
        self.hgrm = ""
        self.timeline = ""

    def merge_histograms(self, lines: list[str], expected: int, what: str, counter: str) -> dict:
        columns, self.hgrm = merge_histograms(self.settings.bin_dir, lines, expected, what, counter, self.hgrm_path)
        return columns

    def cpu_seconds(self, groups: dict[str, list], units: int) -> dict:
        return self.sampler.cpu_seconds(groups, units, self.everyone)

    def broker_capacity(self, msgs_per_s: float) -> dict:
        return self.sampler.broker_capacity(msgs_per_s, self.everyone)

    def cost_per_round(self, groups: dict[str, list], rounds: int, msgs_per_round: float) -> dict:
        return self.sampler.cost_per_round(groups, rounds, msgs_per_round)

    def wire_per_round(self, rounds: int) -> dict:
        return self.sampler.wire_per_round(rounds)

    def profile(self, broker_us_per_round) -> dict:
        """--profile-broker's columns ({} without it): core/profile.py."""
        return self.profiled.columns(broker_us_per_round) if self.profiled else {}

    def churn(self):
        return self.churn_facts

    def exit_text(self, code: int) -> str:
        return self.settings.launcher.exit_text(code)

    def keep_timeline(self, text: str) -> None:
        self.timeline = text


class PointRun:
    """One run of a point: the sequence, and the watcher of its Supervisor (tick, output, exited)."""

    def __init__(self, point: Point, s: Settings, index: int, fault: Fault | None, logdir: Path,
                 timing: RunTiming | None = None):
        self.point, self.s, self.logdir = point, s, logdir
        self.workload = WORKLOADS[point.workload]
        self.timing = timing or RunTiming()
        self.started = self.timing.mark("started")
        self.procs = Supervisor(point.lib, s, logdir, self.started + deadline_s(point, s))
        self.sampler = Sampler(s)
        self.profile = PointProfile(s, logdir)
        self.churn = ChurnDriver(point, self.workload, s, self.procs)
        # the roles are this machine's processes: a failure on time may be read against the kernel's account
        self.starvation = StarvationWatch(bool(s.pin and s.pin.idle)) if s.launcher.measures_cpu else None
        self.expected: dict[str, int] = {}   # kind -> how many roles of it the point has (run() counts)
        self.faults = FaultInjector(fault if fault and fault.point == index else None, self.procs, s, self.expected)
        self.specs: list = []
        self.phase = "setup"
        self.t_go: float | None = None
        self.t_live: float | None = None
        self.view: PointView | None = None

    # --- the watcher ---------------------------------------------------------------
    def tick(self, now: float) -> None:
        self.faults.step(now, self.phase, self.t_go)
        self.churn.step(now, self.t_go, self.t_live, self.specs)

    def output(self, r) -> None:
        if r.spec.kind == self.workload.answer_kind and not r.spec.waits_on or "SAMPLE" in r.records:
            for master in self.procs.of_kind(self.workload.answer_kind):  # its MEASURING, MEASURED: every CPU
                if not master.spec.waits_on:
                    self.sampler.mark_cpu(master, self.procs.roles)
        answered = [k for k in WAITED if self.answer(k)]  # (a SAMPLE may complete a mark)
        if "LIVE" not in answered:
            self.churn.output(r)

    def answer(self, kind: str) -> bool:
        """A record the controllers wait on (LIVE, MEASURING, MEASURED): once every one still running has
        said it (concurrent games start and end their measured rounds together), the sweep takes what it
        needs then (the broker's byte counts at LIVE, every role's CPU at the marks), and they go on.
        Whether they were let go now."""
        waiting = [x for x in self.procs.roles if kind in x.spec.waits_on and x.returncode is None
                   and kind not in x.acknowledged]
        if not waiting or not all(kind in x.records for x in waiting):
            return False
        broker = next((x for x in self.procs.roles if x.spec.kind == "router"), None)
        if kind == "LIVE":
            self.sampler.at_live()
            self.t_live = time.monotonic()
        elif kind.startswith("PROFIL"):  # the profiled rounds (after the measured ones): perf on, off
            self.profile.mark(kind, broker, waiting[0].records[kind])
        elif not self.sampler.mark(kind, self.procs.roles):
            return False  # roles on other hosts were asked for their CPU: on when they have answered
        else:
            self.profile.mark(kind, broker, waiting[0].records[kind])  # (after the sampler's reading)
        for x in waiting:
            x.acknowledge(kind)
        return True

    def exited(self, r) -> None:
        if not self.churn.tolerates(r):  # after the change: how the library recovers, measured
            raise self.procs.death_report(r, self.phase)

    def timeout_failure(self) -> PointFailed:
        """The point ran past its time limit: what the answering role said, if it failed first."""
        kind = self.workload.count_kind
        counted = self.procs.of_kind(kind)
        done = sum("DONE" in r.records for r in counted)
        ready = sum("READY" in r.records for r in counted)
        answer = self.procs.of_kind(self.workload.answer_kind)
        why = answer[0].error_line() if answer else ""
        what = "workers" if kind == "worker" else "node processes"
        text = (f"timeout: no result after {time.monotonic() - self.started:.1f} s during {self.phase}"
                f" ({ready} of {self.expected.get(kind, 0)} {what} ready, {done} done"
                + (f"; {self.workload.answer_kind}: {why}" if why else "") + ")")
        return PointFailed(text, (failed_cause(answer[0].records) if answer else "") or "timeout")

    # --- the sequence ----------------------------------------------------------------
    def run(self, endpoints: tuple[str, ...]) -> dict:
        """Runs the point on these endpoints; the row's values (PointFailed if it failed)."""
        (self.logdir / "cluster").mkdir(exist_ok=True)  # a cluster's state (--state-dir), gone with the folder
        self.specs = self.workload.roles(self.point, self.s, endpoints, str(self.logdir))
        for spec in self.specs:
            self.expected[spec.kind] = self.expected.get(spec.kind, 0) + 1
        self.start_roles()
        setup_s = self.timing.mark("ready") - self.started
        buses = self.workload.bus_endpoints(self.point, self.s, endpoints)
        self.sampler.before_go(endpoints, self.procs.roles, buses)
        for r in self.procs.roles:
            if r.spec.gets_go:
                r.send_go()
        self.t_go = self.timing.mark("go")
        self.sampler.at_go()
        self.procs.watch(self.finished, self)
        self.phase = "teardown"
        t_end = self.timing.mark("end")
        host = self.sampler.at_end(self.procs.roles)
        self.faults.step(t_end, self.phase, self.t_go)  # every role is still there: workers, nodes wait to be let go
        self.procs.stop(self)
        teardown_s = time.monotonic() - t_end
        values, self.view = self.collect()
        why = self.sampler.failure()  # the two hosts' layout did not hold (probes.py): no figure from it
        if why:
            raise PointFailed(why, "layout")
        values["broker_io"] = broker_io(self.view.roles)
        values.update(host)
        values["setup_s"] = round(setup_s, 4)
        values["teardown_s"] = round(teardown_s, 4)
        values.update(self.sampler.rss_columns())
        values.update(self.timing.phases(self.procs.roles, self.workload.answer_kind))
        return values

    def start_roles(self) -> None:
        """Group by group, each role until it is READY (the late ones are the churn driver's)."""
        batch_limit = self.s.launcher.start_batch or len(self.specs)
        for group in sorted({spec.group for spec in self.specs}):
            started: list = []
            for spec in (sp for sp in self.specs if sp.group == group and not sp.late):
                if len(started) >= batch_limit:  # at most that many starting at once (ssh: sshd's MaxStartups)
                    self.procs.watch(lambda: sum("READY" not in r.records for r in started) < batch_limit, self)
                started.append(self.procs.start(spec))
            self.procs.watch(lambda: all("READY" in r.records for r in started), self)

    def finished(self) -> bool:
        if self.t_go is not None and self.phase != "teardown":
            self.phase = "warmup" if time.monotonic() - self.t_go < self.s.warmup else "measure"
        return self.churn.finished()

    def collect(self) -> tuple[dict, PointView]:
        roles = Roles(self.procs.by_kind())
        for answering in roles.all(self.workload.answer_kind):  # (a restarted one's predecessor has no RESULT)
            check_echo(answering, self.workload.echo(self.point, self.s))
        view = PointView(self.point, self.s, roles, self.sampler, self.churn.facts(self.t_go),
                         self.logdir / "point.hgrm", self.profile)
        return self.workload.collect(view), view


def broker_io(roles: Roles) -> str:
    """What moved the broker's bytes, as its router's READY said (io: epoll, uring), the brokers' together
    where they differ; "" where the library does not say (its own I/O) or no router ran (direct)."""
    said = {r.records.get("READY", {}).get("io") for r in roles.all("router")} - {None, ""}
    return ",".join(sorted(said))


def run_once(point: Point, s: Settings, index: int, fault: Fault | None, slot: int) -> Outcome:
    """One run of a point on the endpoints of `slot`; an Outcome, never an exception for a failure
    of the programs under test."""
    tmpdir = run = None
    timing = RunTiming()
    affinity = off_the_brokers_cpu(s)
    try:
        tmpdir = point_tmpdir(s.tmp_root, int(bounds(s.bin_dir, "ipc_path")[1]))
        broker_cpus = pinned(s.launcher.preexec, s.pin.broker if s.pin else None)
        kept = keeps(point, s) and s.kept_servers.slice_for(point, s, broker_cpus)
        if kept:  # the broker: a slice of the server the sweep keeps (kept.py)
            s = replace(s, kept_dir=kept[1])
            timing.kept_boot_s = s.kept_servers.boot_s
        run = PointRun(point, s, index, fault, Path(tmpdir), timing)
        owners = run.workload.endpoint_owners(point, s)
        endpoints = (kept[0],) * len(owners) if kept else \
            s.launcher.endpoints(point.transport, tmpdir, point.topology, slot, len(owners), owners)
        values = run.run(endpoints)
        outcome = Outcome("ok", "", values, hgrm=run.view.hgrm, timeline=run.view.timeline)
    except PointFailed as e:
        if run and run.starvation:  # (every role still there: kill_all comes after)
            e = run.starvation.verdict(e, run.procs.roles)
        reason = " ".join(str(e).split())
        # A port taken between our probe and the bind is not the library's fault.
        race = "address already in use" in reason.lower() and point.transport == "tcp"
        outcome = Outcome(f"failed:{reason}", e.cause, {}, run.procs.logs() if run else {}, bind_race=race)
    except OSError as e:  # could not start a program at all
        outcome = Outcome(f"failed:cannot start the programs: {e}", "setup")
    finally:
        if run:
            run.profile.close()  # (perf, if it is still attached)
            run.procs.kill_all()
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)
        if affinity:
            os.sched_setaffinity(0, affinity)
    outcome.values.update(timing.end())  # (a failed row: these two alone)
    return outcome


def off_the_brokers_cpu(s: Settings) -> set | None:
    """--pin broker: the sweep itself (its reading of the roles' output, the probes' processes) keeps to the
    other roles' CPUs while a point runs, so the broker's CPU holds the broker alone and its busy time is
    the broker's (probes.py). Returns the affinity to restore, or None where nothing changed."""
    if not s.pin or s.pin.idle or not s.launcher.measures_cpu:
        return None
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, s.pin.others)
    return before


def runs(point: Point, s: Settings, index: int = 1, fault: Fault | None = None, retries: int = 0,
         worth_retrying=None):
    """Every run of a point that counts, as (attempt, outcome, again): the first, and after a
    failure (worth_retrying(point, outcome) unless None) up to `retries` more, each one a row; `again`
    says whether another follows. A fault's failure is the intended outcome: never retried. A run
    that lost a port race runs again at once on new ports, up to BIND_RACE_RUNS times, unrecorded."""
    last = 1 if fault and fault.point == index else 1 + retries
    for attempt in range(1, last + 1):
        limit = cannot_run(point)
        if limit:
            outcome = Outcome(f"failed:{limit}", limit.cause)
        else:
            for _ in range(BIND_RACE_RUNS):
                outcome = run_once(point, s, index, fault, next(ENDPOINT_SLOTS))
                if not outcome.bind_race:
                    break
        again = not (outcome.status == "ok" or attempt == last
                     or (worth_retrying is not None and not worth_retrying(point, outcome)))
        yield attempt, outcome, again
        if not again:
            return


def run_point(point: Point, s: Settings, index: int = 1, fault: Fault | None = None) -> Outcome:
    """Runs one point once (a lost port race aside) and always returns an Outcome; never raises for
    a failure of the programs under test."""
    return next(runs(point, s, index, fault))[1]
