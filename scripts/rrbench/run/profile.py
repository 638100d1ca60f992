"""Where a running broker's CPU goes (docs/scale.md "Where a broker's CPU per move goes"): perf attached to
its process for a few seconds of moves. scripts/profile-broker --pid PID --seconds S --moves-per-s R.

Two looks, one after the other, each over the same stretch of steady moves:
  perf stat    system calls, the broker's own sleeps (context switches out) and the wake-ups it causes
               (sched_wakeup in its context: mostly the nodes it hands a message to), per move
  perf record  CPU samples (cpu-clock, no hardware counters needed) with call stacks, each sample put in
               one part of the path by the functions on its stack (PARTS, first match from the top)

A share is of the samples; a part's µs per move is that share of the broker's CPU per move, measured by
perf's own task clock over the same seconds. Needs perf (Debian's linux-perf) and root or
perf_event_paranoid <= 1 for another process's kernel stacks; says so in one line when refused."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

# (part, functions any of which on a sample's kernel stack puts it there), the first that matches wins: on
# loopback a send runs the receiver's TCP path in the sender's softirq, so that is looked for before the send.
PARTS = (
    ("loopback delivery: the receiver's TCP path, run by the sender", (
        "tcp_v4_rcv", "tcp_v6_rcv", "ip_rcv", "ip_local_deliver", "__netif_receive_skb", "process_backlog",
        "net_rx_action")),
    ("TCP send (the sender's own path)", (
        "tcp_sendmsg", "tcp_sendmsg_locked", "__tcp_push_pending_frames", "tcp_write_xmit", "__dev_queue_xmit",
        "loopback_xmit")),
    ("TCP receive (copy out of the socket)", ("tcp_recvmsg", "tcp_recvmsg_locked", "skb_copy_datagram_iter")),
    ("waiting: epoll, io_uring's wait, the scheduler", (
        "ep_poll", "do_epoll_wait", "ep_send_events", "io_cqring_wait", "schedule", "__schedule",
        "do_epoll_ctl")),
    ("io_uring's own work (submission, completion, task work)", (
        "io_submit_sqes", "io_issue_sqe", "__io_run_local_work", "io_run_task_work", "io_req_task_complete",
        "__io_submit_flush_completions", "io_uring_enter")),
    ("system call entry and exit", ("entry_SYSCALL_64", "do_syscall_64", "syscall_exit_to_user_mode")),
)
USER = "user space: the broker's own code and its library's"
OTHER = "other kernel work"


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
    events = "task-clock,raw_syscalls:sys_enter,sched:sched_switch,sched:sched_wakeup"
    p = perf(["stat", "-x", ",", "-e", events, "-p", str(pid), "--", "sleep", str(seconds)], seconds + 30)
    out = {}
    for line in p.stderr.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and fields[2] in events.split(",") and fields[0].replace(".", "", 1).isdigit():
            out[fields[2]] = float(fields[0])
    if len(out) < 4:
        raise SystemExit(f"profile-broker: error: perf stat was refused: {p.stderr.strip()[-300:]}")
    return out


def part_of(stack: list[str]) -> str:
    """The part of the path one sample's stack (leaf first) is in."""
    if not stack or "kernel.kallsyms" not in stack[0]:
        return USER
    names = {frame.split()[0].split("+")[0] for frame in stack}
    return next((part for part, functions in PARTS if names & set(functions)), OTHER)


def samples(pid: int, seconds: float) -> dict[str, int]:
    """perf record's samples over `seconds`, counted by part."""
    with tempfile.TemporaryDirectory(prefix="rrb-profile-") as tmp:
        data = Path(tmp) / "perf.data"
        rec = perf(["record", "-q", "-e", "cpu-clock", "-F", "4000", "-g", "-o", str(data), "-p", str(pid), "--",
                    "sleep", str(seconds)], seconds + 60)
        if rec.returncode != 0 or not data.is_file():
            raise SystemExit(f"profile-broker: error: perf record was refused: {rec.stderr.strip()[-300:]}")
        script = perf(["script", "-i", str(data), "-F", "ip,sym,dso"], 300)
    by_part: dict[str, int] = {}
    for block in re.split(r"\n\s*\n", script.stdout):
        stack = [ln.strip().split(None, 1)[1] for ln in block.splitlines() if len(ln.strip().split(None, 1)) == 2]
        if stack:
            by_part[part_of(stack)] = by_part.get(part_of(stack), 0) + 1
    if not by_part:
        raise SystemExit("profile-broker: error: no samples (is the broker busy?)")
    return by_part


def report(args: argparse.Namespace, c: dict[str, float], by_part: dict[str, int]) -> str:
    moves = args.seconds * args.moves_per_s
    cpu_us = c["task-clock"] * 1000 / moves
    per = args.nodes or 1
    unit = "µs per node per move" if args.nodes else "µs per move"
    lines = [f"broker CPU {cpu_us / per:.2f} {unit}; per move: {c['raw_syscalls:sys_enter'] / moves:.1f} system "
             f"calls, {c['sched:sched_switch'] / moves:.1f} sleeps, {c['sched:sched_wakeup'] / moves:.1f} wake-ups "
             f"it causes"]
    total = sum(by_part.values())
    for part in [USER, *(p for p, _ in PARTS), OTHER]:
        n = by_part.get(part, 0)
        lines.append(f"  {n / total:6.1%}  {cpu_us * n / total / per:6.2f} {unit}  {part}")
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
