"""scripts/sweep: runs the grid, one point at a time, and records every point.

Exit status: 0 when every point is ok, 1 when some failed (all rows are still
written), 2 on bad usage, 130 when interrupted.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import signal
import sys
import time
from pathlib import Path

from . import meta as metamod
from .grid import (KNOWN_LIBS, KNOWN_TOPOLOGIES, KNOWN_TRANSPORTS, MAX_CLIENTS, MAX_SIZE, UsageError, order_points,
                   parse_counts, parse_names)
from .point import IPC_NAME_ROOM, PHASES, UNIX_PATH_MAX, Fault, Settings, run_point
from .results import ResultsFile
from .stats import CI_METHOD, write_summary

REPO = Path(__file__).resolve().parents[2]


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2
        raise UsageError(message)


def number(convert, what: str, allow_zero: bool = False, below: float = 1e6):
    """An argparse type: a number > 0 (or >= 0) and below `below`."""
    def parse(text: str):
        try:
            v = convert(text)
        except ValueError:
            kind = "whole number" if convert is int else "number"
            raise argparse.ArgumentTypeError(f"'{text}' is not a {kind}") from None
        if not ((v > 0 or (allow_zero and v == 0)) and v < below):
            raise argparse.ArgumentTypeError(f"'{text}' is not {what}")
        return v
    return parse


seconds = number(float, "a positive number of seconds")
seconds_or_zero = number(float, "a number of seconds >= 0", allow_zero=True)
rate = number(float, "a positive rate", below=1e7)
positive_int = number(int, "a positive whole number", below=float("inf"))


def parse_fault(text: str) -> Fault:
    """ROLE:SIGNAL:PHASE:POINT, e.g. router:KILL:measure:2."""
    try:
        role, sig, phase, point = text.split(":")
        signum = signal.Signals["SIG" + sig.upper().removeprefix("SIG")]
        point_no = int(point)
    except (ValueError, KeyError):
        raise argparse.ArgumentTypeError(f"'{text}' is not ROLE:SIGNAL:PHASE:POINT") from None
    if role not in ("router", "master", "worker", "workers") or phase not in PHASES or point_no < 1:
        raise argparse.ArgumentTypeError(
            f"'{text}': ROLE is router|master|worker|workers, PHASE is {'|'.join(PHASES)}, POINT >= 1")
    return Fault(role, int(signum), phase, point_no)


def build_parser() -> Parser:
    p = Parser(prog="sweep", description="Run the request-reply broker benchmark over a grid.",
               epilog="Lists take commas, k/m/g binary suffixes, and A..B for every power of two "
                      "from A to B (--sizes 1..64k).")
    p.add_argument("--libs", default="zmq,nanomsg,nng,raw", help="libraries (default %(default)s)")
    p.add_argument("--transports", default="tcp,ipc", help="transports (default %(default)s)")
    p.add_argument("--topology", default="broker",
                   help="broker (through the router), direct (workers to the master), or both "
                        "(default %(default)s)")
    p.add_argument("--sizes", default="64,1k,4k,64k", help="payload bytes (default %(default)s)")
    p.add_argument("--clients", default="1,8,16,64,128", help="worker counts (default %(default)s)")
    p.add_argument("--trials", type=positive_int, default=3, help="runs of every point (default 3)")
    p.add_argument("--seed", type=int, help="shuffles the run order reproducibly (default: a random "
                                            "seed, recorded in meta.json)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--duration", type=seconds, help="measured seconds per point (default 1)")
    mode.add_argument("--requests", type=positive_int, help="instead: measured requests per client")
    p.add_argument("--rate", type=rate, metavar="R",
                   help="open loop: each client sends R requests/s on a fixed schedule; latency "
                        "counts from the intended send time (default: closed loop)")
    p.add_argument("--warmup", type=seconds_or_zero, default=0.5, help="discarded seconds (default 0.5)")
    p.add_argument("--timeout", type=seconds, default=5.0,
                   help="a role gives up after this many silent seconds (default 5)")
    p.add_argument("--equalize", action="store_true",
                   help="the same transport options for every library (TCP_NODELAY on, 128 KiB "
                        "socket buffers where settable); meta.json lists them")
    p.add_argument("--library-defaults", action="store_true",
                   help="apply no library workaround (nanomsg then loses replies; see README)")
    p.add_argument("--out", help="results folder (default results/run-<UTC time>); must be new")
    p.add_argument("--bin", default=str(REPO / "bin"), help="where the programs are (default bin/)")
    p.add_argument("--tmpdir", help="where per-point folders and IPC sockets go (default $TMPDIR)")
    p.add_argument("--inject-fault", type=parse_fault, metavar="ROLE:SIGNAL:PHASE:POINT", action="append",
                   default=[], help="test aid: send SIGNAL to ROLE in PHASE of point number POINT "
                                    "(repeatable, one fault per point)")
    return p


def prepare_out(out: str | None) -> Path:
    if out is None:
        stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d-%H%M%S")
        out = str(REPO / "results" / f"run-{stamp}")
    d = Path(out)
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


def check_programs(bin_dir: Path, libs: list[str]) -> None:
    needed = [bin_dir / f"{lib}-{role}" for lib in libs for role in metamod.ROLES]
    for exe in [*needed, bin_dir / "rrb-hist"]:
        if not exe.is_file():
            raise UsageError(f"{exe} not found: run 'make' first")


def fmt_duration(s: float) -> str:
    s = int(round(s))
    return f"{s // 3600}h{s % 3600 // 60:02d}m" if s >= 3600 else f"{s // 60}m{s % 60:02d}s"


class Progress:
    """One line per finished point on stderr: count, point, outcome, ETA."""

    def __init__(self, total: int):
        self.total, self.t0, self.done = total, time.monotonic(), 0

    def starting(self, index: int, label: str) -> None:
        print(f"[{index}/{self.total}] {label} ...", file=sys.stderr, flush=True)

    def finished(self, status: str, values: dict) -> None:
        self.done += 1
        elapsed = time.monotonic() - self.t0
        per = elapsed / self.done
        eta = per * (self.total - self.done)
        what = (f"ok {values['msgs_per_s']:.0f} msgs/s, {values['mib_per_s']:.2f} MiB/s"
                if status == "ok" else status)
        print(f"    {what} | elapsed {fmt_duration(elapsed)}, ETA {fmt_duration(eta)}",
              file=sys.stderr, flush=True)


def save_logs(out: Path, slug: str, logs: dict) -> None:
    d = out / "logs" / slug
    d.mkdir(parents=True, exist_ok=True)
    for role, text in logs.items():
        (d / (role.replace(" ", "") + ".err")).write_text(text, encoding="utf-8")


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    libs = parse_names(args.libs, "libs", KNOWN_LIBS)
    transports = parse_names(args.transports, "transports", KNOWN_TRANSPORTS)
    topologies = parse_names(args.topology, "topology", KNOWN_TOPOLOGIES)
    sizes = parse_counts(args.sizes, "sizes", 1, MAX_SIZE)
    clients = parse_counts(args.clients, "clients", 1, MAX_CLIENTS)
    duration = args.duration if args.duration is not None or args.requests else 1.0
    if args.tmpdir:
        room = len(os.path.abspath(args.tmpdir)) + IPC_NAME_ROOM
        if room > UNIX_PATH_MAX:
            raise UsageError(f"--tmpdir: IPC socket paths under it would be {room} bytes, "
                             f"over the {UNIX_PATH_MAX}-byte limit of Unix socket addresses")
        if not os.path.isdir(args.tmpdir):
            raise UsageError(f"--tmpdir: {args.tmpdir} is not a folder")
    faults = {f.point: f for f in args.inject_fault}
    if len(faults) < len(args.inject_fault):
        raise UsageError("--inject-fault: one fault per point")
    bin_dir = Path(args.bin)
    check_programs(bin_dir, libs)
    out = prepare_out(args.out)

    settings = Settings(bin_dir=bin_dir, duration=duration, requests=args.requests,
                        warmup=args.warmup, timeout=args.timeout, tmp_root=args.tmpdir,
                        library_defaults=args.library_defaults, equalize=args.equalize,
                        rate=args.rate)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    points = order_points(libs, transports, sizes, clients, args.trials, topologies, seed)
    grid = {"libs": libs, "transports": transports, "topologies": topologies, "sizes": sizes,
            "clients": clients, "equalize": args.equalize,
            "loop": "open" if args.rate else "closed", "rate_per_client": args.rate,
            "trials": args.trials, "mode": "duration" if duration else "requests",
            "duration_s": duration, "requests_per_client": args.requests, "warmup_s": args.warmup,
            "timeout_s": args.timeout, "library_defaults": args.library_defaults, "points": len(points), "seed": seed,
            "order": "trials in turn; within a trial the grid positions in shuffled order, and the "
                     "libraries of each position back to back in shuffled order (--seed)"}
    meta = metamod.collect(argv, grid, libs, bin_dir, REPO)
    meta_path = out / "meta.json"
    metamod.write(meta_path, meta)
    common = {"equalized": int(args.equalize), "rate": args.rate or "", "mode": grid["mode"], "duration_s": duration or "",
              "requests": args.requests or "",
              "warmup_s": args.warmup, "build": meta["build"]}

    results = ResultsFile(out / "results.csv")
    progress = Progress(len(points))
    print(f"sweep: {len(points)} points -> {out}", file=sys.stderr, flush=True)
    failed = 0
    try:
        for index, point in enumerate(points, 1):
            progress.starting(index, point.label())
            started = metamod.utc_now()
            outcome = run_point(point, settings, index, faults.get(index))
            results.write(point, outcome.status, outcome.values, {**common, "started_utc": started})
            if outcome.status != "ok":
                failed += 1
                save_logs(out, point.slug(), outcome.logs)
            elif outcome.hgrm:
                (out / "hgrm").mkdir(exist_ok=True)
                (out / "hgrm" / f"{point.slug()}.hgrm").write_text(outcome.hgrm, encoding="utf-8")
            progress.finished(outcome.status, outcome.values)
    except KeyboardInterrupt:
        write_summary(out / "results.csv", out / "summary.csv")
        meta.update(finished_utc=metamod.utc_now(), interrupted=True, points_done=progress.done)
        metamod.write(meta_path, meta)
        print(f"sweep: interrupted after {progress.done} of {len(points)} points; "
              f"their rows are in {out / 'results.csv'}", file=sys.stderr)
        return 130
    finally:
        results.close()
    write_summary(out / "results.csv", out / "summary.csv")
    meta.update(finished_utc=metamod.utc_now(), interrupted=False, points_done=len(points),
                points_failed=failed, confidence_interval=CI_METHOD)
    metamod.write(meta_path, meta)
    print(f"sweep: {len(points) - failed} of {len(points)} points ok, {failed} failed; "
          f"results in {out / 'results.csv'}", file=sys.stderr)
    return 1 if failed else 0


def main(argv: list[str]) -> int:
    def on_term(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, on_term)
    try:
        return run(argv)
    except UsageError as e:
        print(f"sweep: error: {e}", file=sys.stderr)
        return 2
    except (RuntimeError, OSError, json.JSONDecodeError) as e:
        print(f"sweep: error: {e}", file=sys.stderr)
        return 2
