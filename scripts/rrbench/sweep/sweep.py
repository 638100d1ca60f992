"""scripts/sweep: runs the grid, one point at a time, and records every point.

A point that fails is run again at once (--retries, default 1): both rows
stay in results.csv (column attempt), and the point counts as ok when a retry
is. The last lines say what failed and how each failure is explained
(analysis/findings.py). --preset NAME runs a named experiment (presets.py).

Exit status: 0 when every point is ok and every failure on the way was a known
cause that a retry cleared; 1 when some point failed for good (all rows are
still written); 4 when every point is ok in the end but some failure is
unexplained; 2 on bad usage; 3 when results cannot be written; 130 when
interrupted.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import signal
import sys
from dataclasses import replace
from pathlib import Path

from ..analysis import findings as findingsmod
from ..analysis.answer import run_meta
from ..analysis.scores import is_floor
from ..analysis.stats import CI_METHOD, write_summary
from ..core.grid import UsageError
from ..record import meta as metamod
from ..record.files import write_run_files
from ..record.results import ResultsFile, read_rows
from ..record.resume import done_and_retried, ok_rows
from ..run import kernel
from ..run.kept import KeptServers
from ..run.limits import connections, raise_fd_limit
from ..run.point import runs
from ..run.timing import sweep_started, sweep_wall_s
from . import presets, stages
from .flags import REPO, build_parser, default_out, resume_args
from .plan import Plan, key_of, make_plan
from .progress import Progress

ROW_BYTES_ESTIMATE = 8 * 1024 + 600   # a row plus its .hgrm file, generously
EXIT_STORAGE = 3                      # results could not be written


def prepare_out(out: str | None) -> Path:
    d = Path(out or default_out())
    if (d / "results.csv").exists():
        raise UsageError(f"--out: {d} already holds results; choose a new folder")
    try:
        d.mkdir(parents=True, exist_ok=True)
        probe = d / ".write-test"
        probe.write_text("ok")
        probe.unlink()
    except OSError as e:
        raise UsageError(f"--out: cannot write to {d}: {e.strerror or e}") from None
    return d


def check_space(out: Path, points: int) -> None:
    """Refuses to start when the folder's file system cannot hold the results."""
    st = os.statvfs(out)
    need, free = points * ROW_BYTES_ESTIMATE + (64 << 10), st.f_bavail * st.f_frsize
    if free < need:
        raise UsageError(f"--out: {out} has {free // 1024} KiB free; {points} points need about "
                         f"{need // 1024} KiB")


def run(argv: list[str]) -> int:
    if stages.staged(argv) or (resumed_folder(argv) and run_meta(resumed_folder(argv))):
        return stages.run(argv, run)
    sweep_started()
    argv = presets.expand(argv)
    parser = build_parser()
    resuming = any(a == "--resume" or a.startswith("--resume=") for a in argv)
    if resuming:
        args, out, meta = resume_args(argv, parser)
    else:
        args = parser.parse_args(argv)
    plan = make_plan(args)
    io_fallback(args.allow_io_fallback)
    try:
        if resuming:
            done = done_and_retried(out)
            meta.setdefault("resumed", []).append({"utc": metamod.utc_now(), "command_line": ["scripts/sweep", *argv],
                                                   "build": metamod.git_describe(REPO),
                                                   "points_done_before": len(done)})
        else:
            out = prepare_out(args.out)
            done = set()
            meta = metamod.collect(argv, plan.grid, plan.grid["libs"], plan.settings.bin_dir, REPO)
        todo = [(i, p) for i, p in enumerate(plan.points, 1) if key_of(p) not in done]
        earlier = ok_rows(out) if resuming else {}
        for made in plan.made_as_it_goes():
            made.done = earlier
        if plan.trials:  # the first look's rows decide the next trials
            for p in plan.points:
                if key_of(p) in earlier:
                    plan.trials.record(p, earlier[key_of(p)])
        check_space(out, len(todo) + sum(map(len, plan.made_as_it_goes())))
        positions = plan.staircase.positions if plan.staircase else []
        meta.setdefault("machine", {})["open_files"] = raise_fd_limit(max(connections(p) for p in
                                                                          [*plan.points, *positions]))
        for note in plan.notes if not resuming else ():  # the run goes on: each note, once
            print(f"sweep: note: {note}", file=sys.stderr, flush=True)
        return execute(plan, out, meta, todo)
    finally:
        plan.close()


def io_fallback(allowed: bool) -> None:
    """raw@uring's broker may serve on epoll where the kernel refuses io_uring only when the sweep says so
    (--allow-io-fallback): the roles inherit RRB_RAW_IO_FALLBACK, never from whoever started the sweep."""
    if allowed:
        os.environ["RRB_RAW_IO_FALLBACK"] = "epoll"
    else:
        os.environ.pop("RRB_RAW_IO_FALLBACK", None)


def resumed_folder(argv: list[str]) -> Path | None:
    """--resume DIR's folder, or None."""
    given = stages.flag_value(argv, "--resume")
    return Path(given) if given else None


@contextlib.contextmanager
def signals_deferred():
    """Ctrl-C or SIGTERM while a point's row is being recorded waits until it is."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


class Recorder:
    """Writes each run of the sweep: its row in results.csv and its files beside it."""

    def __init__(self, plan: Plan, out: Path, meta: dict):
        args, network = plan.args, plan.grid["network"]
        self.out, self.meta = out, meta
        self.results = ResultsFile(out / "results.csv")
        self.common = {"launcher": network["launcher"], "equalized": int(args.equalize), "rate": args.rate or "",
                       "mode": plan.grid["mode"],
                       "duration_s": plan.grid["duration_s"] or "", "requests": args.requests or "",
                       "warmup_s": args.warmup, "build": metamod.git_describe(REPO)}

    def write(self, point, attempt: int, outcome, fault, started: str) -> None:
        extra = {"started_utc": started, "attempt": attempt,
                 "lib_version": self.meta.get("libraries", {}).get(point.lib, {}).get("version", ""),
                 "injected_fault": fault.describe() if fault else "", "cause": outcome.cause}
        with signals_deferred():
            self.results.write(point, outcome.status, outcome.values, {**self.common, **extra})
            write_run_files(self.out, point, attempt, outcome)

    def close(self) -> None:
        self.results.close()


def kernel_count(point) -> int | None:
    """The connections the kernel's own cost is measured over for this point, or None: a point of the floor's
    pub/sub broker (Grischa's rounds) at a node count among kernel.CONNECTIONS, whose floor is held against the
    kernel over as many connections (analysis/scale.py floor_distances)."""
    floor = point.pattern == "pubsub" and is_floor(point.lib)
    return point.nodes if floor and point.nodes in kernel.CONNECTIONS else None


class KernelReference:
    """The kernel's own cost of a move's messages (run/kernel.py), into meta.json ("kernel"): over N connections
    before the floor's first run at N nodes ("start") and again at the sweep's end ("end"). Only at a count a
    floor runs: a measurement no floor is held against costs the sweep seconds and says nothing."""

    def __init__(self, plan: Plan, meta: dict):
        self.plan, self.meta = plan, meta
        self.tried = {m.get("connections") for m in meta.get("kernel", []) if m.get("when") == "start"}

    def before(self, point) -> None:
        count = kernel_count(point)
        if count is not None and count not in self.tried:
            self.tried.add(count)  # (a measurement that failed is not tried again)
            self.measure(count, "start")

    def at_end(self) -> None:
        for count in sorted(self.tried):
            self.measure(count, "end")

    def measure(self, count: int, when: str) -> None:
        got = kernel.measure(self.plan.settings.bin_dir, count, self.plan.args.kernel_seconds)
        self.meta.setdefault("kernel", []).append({"when": when, "utc": metamod.utc_now(), **got})
        if "error" in got:
            print(f"sweep: note: the kernel's own cost at {count} connections was not measured ({when}): "
                  f"{got['error']}", file=sys.stderr, flush=True)


def execute(plan: Plan, out: Path, meta: dict, todo: list) -> int:
    metamod.write(out / "meta.json", meta)
    recorder, reference = Recorder(plan, out, meta), KernelReference(plan, meta)
    stairs, trials = plan.staircase, plan.trials
    if trials:
        trials.say = lambda line: print(f"sweep: {line}", file=sys.stderr, flush=True)
    later = plan.made_as_it_goes()
    progress = Progress(len(todo) + sum(map(len, later)), bound=bool(later))
    skipped = len(plan.points) - len(todo)
    print(f"sweep: {len(todo)} points" + (f" and an offered-rate staircase of at most {len(stairs)} (it stops at "
                                           f"each library's knee)" if stairs else "")
          + (f" and at most {len(trials)} more trials, each where a comparison is not settled at looks "
             f"{','.join(map(str, trials.looks))}" if trials else "") + f" -> {out}"
          + (f" ({skipped} already done)" if skipped else ""), file=sys.stderr, flush=True)
    schedule = itertools.chain(todo, ((len(plan.points) + i, p) for i, p in stairs) if stairs else (),
                               trials or ())
    plan.settings = replace(plan.settings, kept_servers=KeptServers())  # (run/kept.py: booted when first needed)
    try:
        for n, (index, point) in enumerate(schedule, 1):
            reference.before(point)
            progress.starting(n, point.label())
            status, values = run_and_record(plan, recorder, progress, index, point)
            for made in later:
                made.record(point, {**point.columns(), "status": status, **values})
            progress.finished(status, values)
    except KeyboardInterrupt:
        return interrupted(out, meta, skipped + progress.done, progress, stairs is not None)
    except OSError as e:  # disk full, I/O error: stop, rows so far are intact
        return storage_failed(out, meta, skipped + progress.done, e)
    finally:
        plan.settings.kept_servers.close()
        recorder.close()
    reference.at_end()
    return conclude(out, meta, skipped + progress.done)


def run_and_record(plan: Plan, recorder: Recorder, progress: Progress, index: int, point) -> tuple[str, dict]:
    """Every run of one point (retries too), each recorded; the last run's status and values."""
    settings = plan.settings_for(point)
    if point.mtu:
        settings.launcher.configure(point.mtu, point.link_rate)
    fault = plan.faults.get(index)
    # A failed point runs again at once; an injected fault's failure is the intended outcome.
    started = metamod.utc_now()
    for attempt, outcome, again in runs(point, settings, index, fault, plan.args.retries, worth_retrying):
        recorder.write(point, attempt, outcome, fault, started)
        if again:
            progress.retrying(outcome.status, attempt, plan.args.retries)
            started = metamod.utc_now()
    return outcome.status, outcome.values


def interrupted(out: Path, meta: dict, done: int, progress: Progress, bound: bool) -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not cut the clean-up short
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    finish(out, meta, interrupted=True, done=done)
    print(f"sweep: interrupted after {progress.done} of {'at most ' if bound else ''}{progress.total} points; "
          f"their rows are in "
          f"{out / 'results.csv'}. Resume with: scripts/sweep --resume {out}", file=sys.stderr)
    return 130


def storage_failed(out: Path, meta: dict, done: int, e: OSError) -> int:
    print(f"sweep: error: {e.strerror or e} while recording point {done + 1}; the "
          f"{done} rows before it are intact in {out / 'results.csv'}. Free space, "
          f"then: scripts/sweep --resume {out}", file=sys.stderr)
    try:
        finish(out, meta, interrupted=True, done=done)
    except OSError:
        pass
    return EXIT_STORAGE


def conclude(out: Path, meta: dict, points: int) -> int:
    """The sweep's last lines: how many points are ok, what failed and why; its exit status."""
    v = findingsmod.verdict(read_rows(out / "results.csv"))
    finish(out, meta, interrupted=False, done=points, verdict=v)
    print(f"sweep: {points - v.failed_points} of {points} points ok"
          + (f" ({v.cleared_points} after a retry)" if v.cleared_points else "")
          + f", {v.failed_points} failed; results in {out / 'results.csv'}", file=sys.stderr)
    for line in findingsmod.summary_lines(v, f"the report's Findings (scripts/report {out})", out / "logs"):
        print(f"sweep: {line}", file=sys.stderr)
    print(f"sweep: {v.last_sentence()}", file=sys.stderr)
    return v.exit_status


def worth_retrying(point, outcome) -> bool:
    """A machine limit, or a library finding that is steady at this scale, fails the same way every
    time (but a machine condition that may pass: a packet lost once); anything else may be a flake."""
    known = findingsmod.explain({**point.columns(), "status": outcome.status, "cause": outcome.cause})
    return not (known and not known.passing and (known.diagnosis == findingsmod.MACHINE or known.steady))


def finish(out: Path, meta: dict, interrupted: bool, done: int,
           verdict: findingsmod.Verdict | None = None) -> None:
    write_summary(out / "results.csv", out / "summary.csv")
    meta.update(finished_utc=metamod.utc_now(), interrupted=interrupted, points_done=done,
                confidence_interval=CI_METHOD)
    meta.setdefault("sweep_wall_s", []).append(sweep_wall_s())  # this invocation's, after each --resume's
    if verdict is not None:
        meta.update(points_failed=verdict.failed_points, points_cleared_by_retry=verdict.cleared_points,
                    runs_failed=verdict.failed_runs, runs_failed_unexplained=verdict.unexplained)
    metamod.write(out / "meta.json", meta)


def main(argv: list[str]) -> int:
    def on_term(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, on_term)
    try:
        return run(argv)
    except KeyboardInterrupt:  # before the first point (the points' loop handles its own)
        print("sweep: interrupted before the first point; nothing was measured", file=sys.stderr)
        return 130
    except UsageError as e:
        print(f"sweep: error: {e}", file=sys.stderr)
        return 2
    except (RuntimeError, OSError, json.JSONDecodeError) as e:
        print(f"sweep: error: {e}", file=sys.stderr)
        return 2
