"""The broker's profile (docs/scale.md "Where a broker's CPU per move goes"): the parts of its path a CPU
sample is put in, perf's output read back, and the row's columns that hold them. What scripts/profile-broker
prints and what the sweep's --profile-broker records come from here alone; running perf is run/perf.py's.

  perf stat     counts: system calls (raw_syscalls:sys_enter), the broker's own sleeps (sched_switch out of
                its threads) and the wake-ups it causes (sched_wakeup in its context: mostly the nodes it
                hands a message to)
  perf record   CPU samples (cpu-clock: no hardware counters needed) with call stacks, each sample put in
                one part of the path by the functions on its stack (PARTS, the first that matches)"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Part:
    key: str                    # its columns' word: profile_<key>_us_per_round
    label: str                  # what it is, in words
    functions: tuple = ()       # any of these on a sample's kernel stack puts it here


# The first that matches wins: on loopback a send runs the receiver's TCP path in the sender's softirq, so
# that is looked for before the send.
PARTS = (
    Part("loopback", "loopback delivery: the receiver's TCP path, run by the sender", (
        "tcp_v4_rcv", "tcp_v6_rcv", "ip_rcv", "ip_local_deliver", "__netif_receive_skb", "process_backlog",
        "net_rx_action")),
    Part("tcp_send", "TCP send (the sender's own path)", (
        "tcp_sendmsg", "tcp_sendmsg_locked", "__tcp_push_pending_frames", "tcp_write_xmit", "__dev_queue_xmit",
        "loopback_xmit")),
    Part("tcp_receive", "TCP receive (copy out of the socket)", (
        "tcp_recvmsg", "tcp_recvmsg_locked", "skb_copy_datagram_iter")),
    Part("waiting", "waiting: epoll, io_uring's wait, the scheduler", (
        "ep_poll", "do_epoll_wait", "ep_send_events", "io_cqring_wait", "schedule", "__schedule", "do_epoll_ctl")),
    Part("uring", "io_uring's own work (submission, completion, task work)", (
        "io_submit_sqes", "io_issue_sqe", "__io_run_local_work", "io_run_task_work", "io_req_task_complete",
        "__io_submit_flush_completions", "io_uring_enter")),
    Part("syscall", "system call entry and exit", ("entry_SYSCALL_64", "do_syscall_64", "syscall_exit_to_user_mode")),
)
USER = Part("user", "user space: the broker's own code and its library's")
OTHER = Part("other", "other kernel work")
ALL_PARTS = (USER, *PARTS, OTHER)  # in the order a table shows them
KERNEL = "kernel.kallsyms"

# perf stat's events: (event, its column's word per round)
EVENTS = (("raw_syscalls:sys_enter", "syscalls"), ("sched:sched_switch", "sleeps"),
          ("sched:sched_wakeup", "wakeups"))
TASK_CLOCK = "task-clock"  # ms of CPU (profile-broker's measure; the sweep reads the kernel's schedstat)
SAMPLE_HZ = 4000           # perf record's cpu-clock samples per second of the broker's CPU
PERF_WAIT_S = 120.0        # a point's time limit grows by this for perf's start, stop and samples

# The row's columns (docs/results.md), none of which the ordinary figures use: what the profile said
# (ok, or why its perf columns are empty), its rounds and samples, the broker's CPU over them with perf
# attached, each part's share applied to the broker's CPU per move without it, the counts per move; and,
# needing no perf, the broker's CPU by thread name over the measured rounds.
STATUS = "profile_status"
ROUNDS = "profile_rounds"
SAMPLES = "profile_samples"
CPU_WITH_PERF = "profile_broker_cpu_us_per_round"
THREADS = "broker_cpu_by_thread"


def part_column(key: str) -> str:
    return f"profile_{key}_us_per_round"


def count_column(word: str) -> str:
    return f"profile_{word}_per_round"


COLUMNS = (STATUS, ROUNDS, SAMPLES, CPU_WITH_PERF, *(part_column(p.key) for p in ALL_PARTS),
           *(count_column(w) for _, w in EVENTS), THREADS)
PERF_COLUMNS = COLUMNS[1:-1]  # empty where perf was missing or refused (profile_status says why)
OK = "ok"


def part_of(stack: list[str]) -> Part:
    """The part of the path one sample's stack is in: frames leaf first, each 'symbol+off (dso)'."""
    if not stack or KERNEL not in stack[0]:
        return USER
    names = {frame.split()[0].split("+")[0] for frame in stack}
    return next((part for part in PARTS if names & set(part.functions)), OTHER)


def samples_by_part(script: str) -> dict[str, int]:
    """perf script's text (-F ip,sym,dso: a block of 'address symbol (dso)' lines per sample, blank lines
    between) -> samples per part's key."""
    by_part: dict[str, int] = {}
    for block in re.split(r"\n\s*\n", script):
        stack = [ln.strip().split(None, 1)[1] for ln in block.splitlines() if len(ln.strip().split(None, 1)) == 2]
        if stack:
            key = part_of(stack).key
            by_part[key] = by_part.get(key, 0) + 1
    return by_part


def stat_counts(text: str) -> dict[str, float]:
    """perf stat -x , output -> {event: count} for the events it counted ('<not counted>' and the
    like left out)."""
    out = {}
    for line in text.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and fields[0].replace(".", "", 1).isdigit():
            out[fields[2]] = float(fields[0])
    return out


def threads_text(ns_by_name: dict[str, int]) -> str:
    """{thread name: CPU ns} -> 'name=share ...': each name's % of the whole, most first, one decimal
    (names as the kernel keeps them: 15 characters at most, no spaces in ours; a space becomes _)."""
    total = sum(ns_by_name.values())
    if total <= 0:
        return ""
    ranked = sorted(ns_by_name.items(), key=lambda kv: (-kv[1], kv[0]))
    return " ".join(f"{name.replace(' ', '_').replace('=', '_')}={100 * ns / total:.1f}" for name, ns in ranked)


def threads_of(text: str) -> dict[str, float]:
    """'name=share ...' (threads_text) -> {name: % of the broker's CPU}; {} for an empty cell."""
    out = {}
    for item in text.split():
        name, _, share = item.rpartition("=")
        out[name] = float(share)
    return out
