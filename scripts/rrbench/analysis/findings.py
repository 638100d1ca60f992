"""Findings: every failed run, grouped by what went wrong, and what we know of it.

A failed run's status is "failed:<reason>". Runs fail for four kinds of cause,
and a reader must be able to tell them apart:

  library defect   the library lost, dropped or refused something; evidence in docs/findings.md
  harness defect   our own programs or scripts were at fault (fixed: its rows predate the fix)
  machine limit    this machine cannot run the point (open files, local ports)
  injected fault   the sweep killed a role on purpose (--inject-fault, a test aid)

KNOWN lists the causes we have diagnosed. A known cause matches a failed run by
its cause code (results.csv's `cause`, chosen by the programs or the sweep:
docs/records.md) and the run's point, never by the words of its message. A
failure that matches none of them is "unexplained": the sweep's exit status says so, and the report lists it
first. A finding is kept apart per library and transport, with the run rate:
runs of that kind that failed / every run of that library and transport.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable

from ..workloads.point import POINT_COLUMNS, count_of
from ..core.units import size_label
from ..record.schema import cause_of

LIBRARY, HARNESS, MACHINE, INJECTED, UNEXPLAINED = (
    "library defect", "harness defect", "machine limit", "injected fault", "unexplained")
NAMED = (LIBRARY,)  # failures that let the work count as done: a library finding is a result


@dataclass(frozen=True)
class Known:
    """A diagnosed cause: which failed rows it explains, and the diagnosis."""
    name: str
    diagnosis: str                         # LIBRARY, HARNESS, MACHINE or INJECTED
    explanation: str                       # one or two sentences, with where the evidence is
    libs: tuple[str, ...] = ()             # the libraries it is seen in (empty: any)
    causes: tuple[str, ...] = ()           # the causes it explains (docs/records.md; empty: any)
    applies: Callable[[dict], bool] = lambda row: True  # any further condition on the row
    steady: bool = False                   # fails the same way every time: a retry only costs time
    passing: bool = False                  # a machine condition that may pass (a packet lost once): retried

    def matches(self, row: dict) -> bool:
        return ((not self.libs or row.get("lib") in self.libs)
                and (not self.causes or cause_of(row) in self.causes)
                and self.applies(row))


def _count(row: dict) -> int:
    """The row's workers (request-reply) or nodes (the rounds); 0 if none."""
    try:
        return int(count_of(row) or 0)
    except ValueError:
        return 0


def _size(row: dict) -> int:
    try:
        return int(row.get("size") or 0)
    except ValueError:
        return 0


KNOWN: tuple[Known, ...] = (
    Known("injected fault", INJECTED,
          "The sweep sent this signal on purpose (--inject-fault, the test of failure paths); never retried.",
          applies=lambda row: bool(row.get("injected_fault"))),
    Known("open-file limit", MACHINE,
          "The point needs more open files per process than the hard limit allows (ulimit -Hn).",
          causes=("open_files",)),
    Known("local TCP ports", MACHINE,
          "Fewer free ephemeral ports than the point has connections (net.ipv4.ip_local_port_range, TIME_WAIT).",
          causes=("local_ports",)),
    Known("io_uring refused by the kernel", MACHINE,
          "The point asked for raw@uring's io_uring broker and this kernel refused io_uring or a feature of it "
          "(its words are in the row: no io_uring, /proc/sys/kernel/io_uring_disabled, a seccomp filter, a "
          "kernel before 5.19). The sweep's --allow-io-fallback lets the epoll broker serve instead, and its "
          "rows then say broker_io=epoll (docs/scale.md 'The floor').",
          causes=("refused",), steady=True),
    Known("the two hosts' layout did not hold", MACHINE,
          "--hosts-layout two-hosts claims each side's receive work on its own CPU, no packet dropped and none "
          "resent; the sweep checks it over the measured rounds (run/probes.py) and gives no figure where it "
          "did not hold: the reason names the counter (a CPU's backlog full, a retransmit, no RPS IPI). "
          "A lost packet may not come again, so the point is run again at once (--retries). "
          "docs/lab-and-hosts.md.",
          causes=("layout",), passing=True),
    Known("starved by the machine's other work", MACHINE,
          "Nothing came in time while a role waited for a CPU most of its life and other processes took most of "
          "the machine's CPUs: the kernel's account (schedstat's run_delay, /proc/stat) is in the row's words. "
          "Under --pin broker-first the roles run at the idle scheduling class and get no CPU while anything "
          "else wants one. Load that may pass, so the point is run again at once (--retries). run/starved.py.",
          causes=("starved",), passing=True),
    Known("nanomsg drops a reply at a busy pipe", LIBRARY,
          "nanomsg 1.1.5's REP silently drops a reply when the connection it must leave on is still "
          "writing the previous one (src/protocols/reqrep/xrep.c, nn_xrep_send). Only without our workaround "
          "(--library-defaults). docs/findings.md 'nanomsg loses replies behind a broker'.",
          libs=("nanomsg",), causes=("no_reply", "no_request"),
          # where the master's replies can fill its socket's buffer (the adapter's own rule for the remedy):
          # a smaller point cannot lose one this way (a connection's first message can: docs/findings.md)
          applies=lambda row: row.get("workarounds", "none") in ("", "none")
          and _count(row) >= 2 and _count(row) * (_size(row) + 64) > 64 * 1024),
    Known("nng's timeouts follow the wall clock", LIBRARY,
          "nng 1.5.2 times every wait by CLOCK_REALTIME (src/platform/posix/posix_config.h; upstream #1526, "
          "fixed in 1.6.0): when the wall clock steps forward, a pending receive or send gives up at once "
          "(here after a fraction of --timeout by the monotonic clock) and req0 abandons the request, so it "
          "looks like a lost reply. Only without our workaround (--library-defaults). docs/findings.md: 'nng's "
          "timeouts follow the wall clock'.",
          libs=("nng",), causes=("early_timeout",),
          applies=lambda row: row.get("workarounds", "none") in ("", "none")),
    Known("libzmq drops replies at the high-water mark", LIBRARY,
          "More requests in flight through one broker than ZMQ_SNDHWM (1000) lets the ROUTER queue: "
          "the excess is dropped, as documented. docs/findings.md 'libzmq drops replies beyond its high-water mark'.",
          libs=("zmq", "czmq"), causes=("no_reply", "no_request"),
          applies=lambda row: _count(row) > 1000),
    Known("pub/sub filtered only at the subscriber", LIBRARY,
          "nanomsg and nng forward subscriptions no further than the subscriber's own socket: their raw "
          "XSUB in the broker subscribes to everything (nanomsg src/protocols/pubsub/xsub.c, nng "
          "src/sp/protocol/pubsub0/xsub.c), so the broker sends every node every task, request and hello, "
          "N times what is needed, and the nodes drop what is not theirs. Hellos and rounds then grow as "
          "N²: the Grischa's moves table measures the broker's bytes per round at the smaller N. The "
          "same at every trial, so not retried.",
          libs=("nanomsg", "nng"), causes=("no_hello_answer", "no_result"),
          # (a pattern names its workload: these are the rounds'.) survey: the tasks still go by pub/sub
          applies=lambda row: row.get("pattern") in ("pubsub", "survey") and _count(row) >= 256,
          steady=True),
    Known("nng's broker drops survey answers", LIBRARY,
          "nng 1.5.2's raw respondent0, the survey device's side facing the controller, queues at most 2 "
          "answers per connection and drops any that does not fit while the connection is still writing "
          "(src/sp/protocol/survey0/xrespond.c: xresp0_pipe_init, nni_msgq_init(&p->sendq, 2); "
          "xresp0_sock_getq_cb, nni_msgq_tryput; unchanged up to 1.10). Every answer of a survey shares the "
          "controller's one connection, so a round loses answers whenever more than two wait there: the "
          "broker's TCP counts show it received them from the nodes and never sent them on. No option sets "
          "the depth. Seen in every run at 20 and 100 nodes, within 1-20 rounds, so not retried. docs/rounds.md: "
          "'Pattern survey'.",
          libs=("nng",), causes=("no_survey_answer", "no_result"),
          applies=lambda row: row.get("pattern") == "survey", steady=True),
    Known("nanomsg's PUB skips a busy connection", LIBRARY,
          "nanomsg 1.1.5's PUB sends a message only to the connections on its ready list "
          "(src/protocols/utils/dist.c, nn_dist_send); one still writing the previous message is skipped "
          "and the message is lost for that subscriber, silently, with no option against it. The broker "
          "sends every node every message (no upstream filtering), so a round's burst keeps connections "
          "busy: whole node processes miss their task and their request (no NO_TASK comes back) and the "
          "round misses its deadline; or a node misses only its task and says so. Pattern survey sends the "
          "tasks the same way. docs/rounds.md.",
          libs=("nanomsg",), causes=("no_result", "task_lost"),
          # survey: only the lost task is this (a missing answer there is the survey's own)
          applies=lambda row: row.get("pattern") == "pubsub"
          or row.get("pattern") == "survey" and cause_of(row) == "task_lost"),
)

_NUMBER = re.compile(r"\d+(\.\d+)?")


def reason_of(row: dict) -> str:
    return row.get("status", "").removeprefix("failed:")


def kind_of(reason: str) -> str:
    """The shape of a reason, for grouping: numbers become N, and what other
    roles did after the first one failed ("; then ...") is left out."""
    return _NUMBER.sub("N", reason.split("; then ")[0]).strip()


def explain(row: dict) -> Known | None:
    return next((k for k in KNOWN if k.matches(row)), None)


def name_of(row: dict) -> str:
    """What a failed run is called where a label has room for a few words: its finding's name, or, for a
    cause nobody has diagnosed, "undiagnosed: " and its cause code (docs/records.md)."""
    known = explain(row)
    return known.name if known else f"undiagnosed: {cause_of(row) or kind_of(reason_of(row))[:40]}"


@dataclass
class Finding:
    """Failed runs of one kind, in one library over one transport."""
    lib: str
    transport: str
    kind: str                              # a known cause's name, or the reason's shape
    known: Known | None
    failed: int = 0                        # runs that failed this way
    runs: int = 0                          # every run of this library and transport
    cleared: int = 0                       # of the failed, runs whose retry (or a later one) was ok
    where: set = field(default_factory=set)  # (topology, size, workers or nodes)
    example: str = ""

    @property
    def diagnosis(self) -> str:
        return self.known.diagnosis if self.known else UNEXPLAINED

    @property
    def steady(self) -> int:
        """Failed runs that no retry cleared: the point ended failed."""
        return self.failed - self.cleared


def trial_key(row: dict) -> tuple:
    """A row's point and trial (every column that places it in the grid), without the attempt."""
    return tuple(row.get(k, "") for k in POINT_COLUMNS)


def collect(rows: list[dict]) -> list[Finding]:
    """Every failed run, grouped; unexplained kinds first, then by failed runs."""
    runs: dict[tuple, int] = defaultdict(int)
    for r in rows:
        runs[(r["lib"], r["transport"])] += 1
    ok_trials = {trial_key(r) for r in rows if r["status"] == "ok"}
    found: dict[tuple, Finding] = {}
    for r in rows:
        if r["status"] == "ok":
            continue
        known = explain(r)
        kind = known.name if known else kind_of(reason_of(r))
        key = (r["lib"], r["transport"], kind)
        f = found.setdefault(key, Finding(r["lib"], r["transport"], kind, known,
                                          runs=runs[(r["lib"], r["transport"])], example=reason_of(r)))
        f.failed += 1
        f.cleared += trial_key(r) in ok_trials
        f.where.add((r.get("topology", ""), int(r["size"]), _count(r)))
    return sorted(found.values(), key=lambda f: (f.known is not None, -f.failed, f.lib, f.transport, f.kind))


@dataclass
class Verdict:
    """What a sweep's failures add up to, for its exit status and last lines."""
    failed_runs: int
    failed_points: int       # point-trials with no ok run
    cleared_points: int      # point-trials that failed first and were ok on a retry
    unexplained: int         # failed runs of no known cause
    findings: list[Finding]

    @property
    def unnamed_points(self) -> int:
        """Failed runs, never cleared by a retry, whose cause is not a named library finding: unexplained,
        a harness defect, a machine limit (the point could not run here), or a fault injected on purpose."""
        return sum(f.steady for f in self.findings if f.diagnosis not in NAMED)

    @property
    def exit_status(self) -> int:
        """0: the work ran: every point ok, or failed for a named library finding (the Findings table
        names each), and every other failure cleared by a retry; 1: some point failed for good for an
        unexplained, harness or machine reason (or an injected fault); 4: every point ok or named in
        the end, but some failure of no known cause was cleared by a retry (a flake nobody has diagnosed)."""
        if self.unnamed_points:
            return 1
        return 4 if self.unexplained else 0

    def last_sentence(self) -> str:
        """Why the sweep exits as it does, in one sentence: the last line of the sweep and of the report."""
        n, plural = self.unnamed_points, self.unnamed_points != 1
        if n:
            return (f"NOT DONE: {n} failed run{'s' if plural else ''} ended a point for a reason that is not a "
                    f"named library finding (above): exit 1.")
        if self.unexplained:
            return (f"done, but {self.unexplained} failure{'s' if self.unexplained != 1 else ''} of no known cause "
                    f"cleared on a retry: exit 4.")
        if self.failed_points:
            many = self.failed_points != 1
            return (f"done: every point ran; the {self.failed_points} failed point{'s are' if many else ' is'} "
                    f"named library finding{'s' if many else ''} (Findings table), not errors: exit 0.")
        return "done: every point ok: exit 0."


def verdict(rows: list[dict]) -> Verdict:
    findings = collect(rows)
    failed_trials = {trial_key(r) for r in rows if r["status"] != "ok"}
    ok_trials = {trial_key(r) for r in rows if r["status"] == "ok"}
    return Verdict(failed_runs=sum(f.failed for f in findings),
                   failed_points=len(failed_trials - ok_trials),
                   cleared_points=len(failed_trials & ok_trials),
                   unexplained=sum(f.failed for f in findings if f.known is None),
                   findings=findings)


def describe_where(f: Finding) -> str:
    """'broker 1 KiB × 1, 4 KiB × 1; direct 64 B × 8' (sizes × workers or nodes, per topology)."""
    by_topology: dict[str, list[tuple]] = defaultdict(list)
    for topology, size, count in sorted(f.where):
        by_topology[topology].append((size, count))
    return "; ".join(f"{t} " + ", ".join(f"{size_label(s)} × {c}" for s, c in cells) if t else
                     ", ".join(f"{size_label(s)} × {c}" for s, c in cells)
                     for t, cells in by_topology.items())


def summary_lines(v: Verdict, table: str, logs) -> list[str]:
    """What failed, by cause, and where the full table is: the last lines of
    the sweep and of the report (so `make sweep` ends with them)."""
    if not v.findings:
        return []
    lines = [f"{v.failed_runs} failed run{'s' if v.failed_runs != 1 else ''}, by cause:"]
    for f in v.findings:
        outcome = ("injected on purpose, not retried" if f.diagnosis == INJECTED else
                   "every one cleared by a retry" if f.steady == 0 else
                   f"{f.steady} not cleared by a retry" if f.cleared else "not cleared by a retry")
        lines.append(f"  {f.lib} {f.transport} [{f.diagnosis}] {f.kind}: {f.failed} of {f.runs} runs "
                     f"({describe_where(f)}); {outcome}")
    lines.append(f"the Findings table: {table}")
    if v.unexplained:
        lines.append(f"{v.unexplained} failed run{'s are' if v.unexplained != 1 else ' is'} of no known cause; "
                     f"their error output is in {logs}")
    return lines
