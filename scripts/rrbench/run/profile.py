"""Where a running broker's CPU goes (docs/scale.md "Where a broker's CPU per move goes"): perf attached to
its process for a few seconds of moves. scripts/profile-broker --pid PID --seconds S --moves-per-s R.

Two looks, one after the other, each over the same stretch of steady moves:
  perf stat    system calls, the broker's own sleeps (context switches out) and the wake-ups it causes
               (sched_wakeup in its context: mostly the nodes it hands a message to), per move
  perf record  CPU samples (cpu-clock, no hardware counters needed) with call stacks, each sample put in
               one part of the path by the functions on its stack (core/profile.py PARTS, first match from
               the top: the same parts the sweep's --profile-broker records)

A share is of the samples; a part's µs per move is that share of the broker's CPU per move, measured by
perf's own task clock over the same seconds. Needs perf (Debian's linux-perf) and root or
perf_event_paranoid <= 1 for another process's kernel stacks; says so in one line when refused."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from ..core.profile import ALL_PARTS, EVENTS, SAMPLE_HZ, TASK_CLOCK, samples_by_part, stat_counts


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2
        self.exit(2, f"profile-broker: error: {message}\n")


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = _Parser(prog="profile-broker", description=__doc__.split("\n\n")[0])
    p.add_argument("--pid", type=int, required=True, help="the broker's process")
    p.add_argument("--seconds", type=float, default=3.0, help="each look's length (default 3)")
    p.add_argument("--moves-per-s", type=float, required=True, help="the moves per second meanwhile")
    p.add_argument("--nodes", type=int, default=0, help="the nodes of a move, for µs per node per move")
    args = p.parse_args(argv)
    if not 0.5 <= args.seconds <= 60 or args.moves_per_s <= 0 or args.nodes < 0:
        p.error("--seconds from 0.5 to 60, --moves-per-s above 0, --nodes 0 or more")
    return args


def perf(argv: list[str], timeout: float) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(["perf", *argv], capture_output=True, text=True, timeout=timeout)
    except FileNotFoundError:
        raise SystemExit("profile-broker: error: perf is not installed (Debian: linux-perf)") from None


def counts(pid: int, seconds: float) -> dict[str, float]:
    """perf stat's counts over `seconds`: task-clock (ms), system calls, sleeps, wake-ups caused."""
    events = ",".join([TASK_CLOCK, *(e for e, _ in EVENTS)])
    p = perf(["stat", "-x", ",", "-e", events, "-p", str(pid), "--", "sleep", str(seconds)], seconds + 30)
    out = stat_counts(p.stderr)
    if any(e not in out for e in events.split(",")):
        raise SystemExit(f"profile-broker: error: perf stat was refused: {p.stderr.strip()[-300:]}")
    return out


def samples(pid: int, seconds: float) -> dict[str, int]:
    """perf record's samples over `seconds`, counted by part (its key)."""
    with tempfile.TemporaryDirectory(prefix="rrb-profile-") as tmp:
        data = Path(tmp) / "perf.data"
        rec = perf(["record", "-q", "-e", "cpu-clock", "-F", str(SAMPLE_HZ), "-g", "-o", str(data), "-p", str(pid),
                    "--", "sleep", str(seconds)], seconds + 60)
        if rec.returncode != 0 or not data.is_file():
            raise SystemExit(f"profile-broker: error: perf record was refused: {rec.stderr.strip()[-300:]}")
        script = perf(["script", "-i", str(data), "-F", "ip,sym,dso"], 300)
    by_part = samples_by_part(script.stdout)
    if not by_part:
        raise SystemExit("profile-broker: error: no samples (is the broker busy?)")
    return by_part


def report(args: argparse.Namespace, c: dict[str, float], by_part: dict[str, int]) -> str:
    moves = args.seconds * args.moves_per_s
    cpu_us = c[TASK_CLOCK] * 1000 / moves
    per = args.nodes or 1
    unit = "µs per node per move" if args.nodes else "µs per move"
    syscalls, sleeps, wakeups = (c[e] / moves for e, _ in EVENTS)
    lines = [f"broker CPU {cpu_us / per:.2f} {unit}; per move: {syscalls:.1f} system calls, {sleeps:.1f} sleeps, "
             f"{wakeups:.1f} wake-ups it causes"]
    total = sum(by_part.values())
    for part in ALL_PARTS:
        n = by_part.get(part.key, 0)
        lines.append(f"  {n / total:6.1%}  {cpu_us * n / total / per:6.2f} {unit}  {part.label}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    try:
        c = counts(args.pid, args.seconds)
        by_part = samples(args.pid, args.seconds)
    except subprocess.TimeoutExpired:
        print("profile-broker: error: perf did not finish", file=sys.stderr)
        return 1
    print(report(args, c, by_part))
    return 0
