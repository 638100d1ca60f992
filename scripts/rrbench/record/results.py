"""results.csv: one row per point, written and flushed as soon as it ends."""

from __future__ import annotations

import csv
import errno
import io
import os
from pathlib import Path

from ..core import profile
from ..workloads.point import Point

# Columns, in order. Units are in the names or below; see docs/results.md.
COLUMNS = [
    "workload",     # reqrep (request-reply) or rounds (Grischa's scatter-gather); docs/rounds.md
    "pattern",      # reqrep; rounds: pubsub, ...  (docs/rounds.md)
    "scenario",     # none, or the churn scenario: node-dies, node-joins, broker-restarts (docs/churn.md)
    "liveness",     # off (the library as shipped) or on (its liveness options; docs/churn.md)
    "hosting",      # thread (a thread per worker or node) or loop (an event loop serves many; docs/scale.md)
    "games",        # rounds: concurrent games through the one broker (--games; docs/scale.md)
    "brokers",      # rounds: the brokers the nodes are spread over (--brokers; docs/scale.md). Schema 6
    "scaleout",     # rounds: how: one, shards, cluster, cluster-publish (--scaleouts; docs/scale.md). Schema 6
    "hosts_layout",  # --hosts-layout: loopback, or two-hosts (the broker and its peers on two hosts of one veth
                     # pair, each side's receive work on its own CPU; docs/lab-and-hosts.md); "" not asked. Schema 8
    "lib", "transport", "topology",
    "size",         # the grid's size axis: reqrep's payload bytes, the rounds' task_size
    # The grid's count axis under its one name in each workload, the other's empty (schema 7; schemas 2 to
    # 6 wrote them at the end, beside a column clients that held either):
    "workers",      # reqrep: the workers (--workers)
    "nodes",        # rounds: the nodes (--nodes)
    "inflight",     # requests each worker keeps outstanding (--inflight; 1: send, wait, repeat)
    "offered_rate",  # --find-capacity: the open-loop rate offered by all workers together, requests/s
    "trial",
    "attempt",      # 1, or 2, 3, ... for a retry of the same point and trial after a failure (--retries)
    "status",       # ok, or failed:<reason> (the report's Findings group them)
    "msgs",         # round trips counted by the master in the measured phase
    "seconds",      # length of the measured phase (master's monotonic clock)
    "msgs_per_s",   # round trips per second
    "mib_per_s",    # request payload MiB/s (2^20 bytes), one direction, headers excluded
    "client_min", "client_max",  # fewest / most measured round trips of one client
    "warmup_msgs", "rejected",
    "workarounds",  # library workarounds in effect for this point ("none"), see docs/findings.md
    "setup_s",      # start of the first process until every worker is ready
    "teardown_s",   # end of the run until every process has exited
    # Where the run's wall time went, by the sweep's clock as it read the records (schema 7; docs/results.md
    # "Where the time goes"); a failed run has run_s and gap_s alone:
    "kept_boot_s",      # a kept server's boot (run/kept.py), in the run of the first point on it, before the rest
    "broker_start_s",   # start of the first process until the broker (every one) is ready: a product's server
    "hello_s",          # rounds: go until every node answered its hello (request-reply: in setup_s)
    "warmup_wall_s",    # after the hellos (request-reply: go) until the measured phase began
    "measured_wall_s",  # the measured phase, as the sweep read its MEASURING and MEASURED
    "finish_s",         # its end until every role reported (RESULT, DONE): then teardown_s
    "run_s",            # the run whole: its temporary folder made until removed, every process gone
    "gap_s",            # the sweep's own time before it: since the last run ended (the first: the sweep began)
    # Round-trip latency of the measured replies, all workers merged (µs):
    "p50_us", "p90_us", "p99_us", "p999_us", "max_us", "mean_us",
    "fairness",     # Jain's index over the workers' measured round trips (1 = all equal)
    "workers_per_process",  # workers one process hosts (1; --hosting loop: several, docs/scale.md)
    "check",        # ok; little:R when msgs_per_s / (in flight / mean RTT) is off by > 25 %;
                    # open loop: rate:R when the achieved rate is off the intended by > 25 %
    "rate", "achieved_rate",  # open loop: intended and achieved requests/s per client
    # CPU seconds (user + system) of each role over its whole life, and per round trip:
    "cpu_master_s", "cpu_router_s", "cpu_workers_s", "cpu_us_per_msg",
    # Rounds (the latency columns above hold each move's overhead: back to back the round time; with a
    # move time the scatter + the gather, below):
    "rounds", "rounds_per_s", "warmup_rounds",
    "scatter_p50_us", "scatter_p99_us",  # first task sent -> the last node got its task (µs)
    "gather_p50_us", "gather_p99_us",    # first results request sent -> the last result in (µs)
    "subscribe_s",      # from go until every node had answered a hello: every subscription live
    "first_round_s",    # the first round after it, whole: what the library still had to do then
    "hello_passes",     # hellos sent to every node still silent, until all answered
    "nodes_per_process", "task_size", "result_size", "compute_s",
    "msgs_per_round",   # application messages delivered per round (tasks, requests, results: 3 x nodes)
    "bytes_per_round",  # their bytes: nodes x (task + request + result)
    "broker_rx_bytes_per_round", "broker_tx_bytes_per_round",
                        # what the broker's TCP connections really carried (kernel counts, ss; TCP only)
    "bus_bytes_per_round",  # a cluster's: bytes between its servers (routes, the cluster bus, bridges). Schema 6
    "lost", "duplicate", "late", "misdelivered",  # messages; lost: tasks and requests that never arrived
    "close_hung",       # node processes whose socket close hung (nng 1.5.2; docs/rounds.md)
    "cpu_controller_s", "cpu_nodes_s",  # CPU seconds; the broker's in cpu_router_s
    # Churn (scenario other than none; docs/churn.md), seconds from the change:
    "churn_at_s",       # when the change came, from go
    "detect_s",         # until the answering side knew (its signal in `signal`)
    "recover_s",        # until every peer that should be there answered again; blank: never
    "recovered",        # 1 if it did within the run, else 0
    "degraded_rounds",  # rounds (request-reply: ticks) after the change that missed someone
    "cut_off",          # rounds: nodes the controller declared gone after the change (one broker of K: its). Schema 6
    "peers_back",       # peers live at the end / peers that should be
    "gave_up", "gave_up_why",  # workers or nodes that exited after the change, and the first one's reason
    "send_failed",      # messages the library refused to send after the change (counted, not fatal)
    "join_s",           # node-joins: the late client's connect to its first message
    "lost_before_live",  # node-joins: messages sent to it before its subscription was live
    "signal",           # what told the answering side: deadline, probe, none
    "app_action",       # what the application had to do to recover
    # Broker capacity (docs/capacity.md), over the measured phase only (the roles' CPU sampled
    # when the master starts and ends it; blank off this machine):
    "pin",              # none, or broker: the broker alone on the CPUs in broker_cpus, the rest elsewhere
    "broker_cpus",      # the broker's CPU affinity as the kernel reports it (Cpus_allowed_list)
    "forwarded_per_s",  # messages the broker forwarded per second: 2 x round trips (request + reply)
    "broker_cpu_util",  # the broker's CPU seconds per second (every thread; 1 = one core busy)
    "broker_cpu_us_per_msg",  # the broker's CPU microseconds per forwarded message
    "others_cpu_util",  # master and workers together, CPU seconds per second
    "saturated",        # which side ran out of CPU: broker, others (master + workers), or none
    # Rounds (docs/scale.md): each role's CPU microseconds per measured round, every thread (a
    # product's server too), over the measured rounds alone (the controller waits while the sweep
    # samples); broker_cpu_us_per_msg above is then per message delivered through it (msgs_per_round):
    "broker_cpu_us_per_round", "controller_cpu_us_per_round", "nodes_cpu_us_per_round",
    "broker_busiest_cpu_us_per_round",  # over several brokers: the busiest one's (broker_cpu_...: all). Schema 6
    "broker_processes",  # the broker role's processes: 1, K brokers, and a bridge tree's root. Schema 6
    "broker_io",        # what moved the broker's bytes, as its router said (READY io): epoll, uring; empty: the
                        # library's own I/O, which it does not name (raw@uring refused: epoll, --allow-io-fallback)
    "broker_sleeps_per_round",  # times the broker's threads waited for work per round: fewer, bigger batches
    # The broker's pinned CPU over the measured rounds (--pin broker; /proc/stat, run/probes.py), per round:
    # what a broker host pays, receive work run while the broker idled included. Schema 8
    "broker_core_busy_us_per_round",     # user + nice + system + irq + softirq (sampled by the scheduler tick)
    "broker_core_notidle_us_per_round",  # the phase's wall time less idle, iowait and steal (the tick code's own)
    "broker_core_ticks",                 # the busy ticks counted (10 ms each here): 1 / ticks is the resolution
    # Where receive work ran (/proc/net/softnet_stat, every CPU's): RPS IPIs received per round on the
    # broker's CPU and on the others', and packets dropped at a full backlog (all CPUs). Schema 8
    "rps_ipis_broker_cpu_per_round", "rps_ipis_other_cpus_per_round", "softnet_drops",
    # --hosts-layout two-hosts, inside the pair's namespaces over the measured rounds: packets each side
    # received per round, packets its link dropped, TCP segments resent and tail-loss probes. Schema 8
    "broker_rx_packets_per_round", "peers_rx_packets_per_round", "link_rx_dropped", "tcp_retrans_segs",
    "tcp_loss_probes",
    # The broker's profile (--profile-broker; docs/scale.md "Where a broker's CPU per move goes"). Schema 8:
    # profile_status (ok, or why the perf columns are empty), profile_rounds (the profiled rounds after the
    # measured ones), profile_samples, profile_broker_cpu_us_per_round (its CPU per round over them, perf
    # attached), profile_<part>_us_per_round (each part's share of the samples x broker_cpu_us_per_round),
    # profile_syscalls_per_round, profile_sleeps_per_round, profile_wakeups_per_round (perf stat's counts),
    # broker_cpu_by_thread ("name=% ..." of its CPU over the measured rounds, /proc; no perf needed):
    *profile.COLUMNS,
    "lib_version",      # the library version the programs loaded (--info), e.g. 1.5.2
    # The host while the point ran (from go to the end of the measured phase; /proc, whole machine):
    "host_steal_pct",   # CPU time the hypervisor gave to others (steal), % of all CPU time
    "host_load1",       # the 1-minute load average at the end
    "equalized",    # 1 with --equalize (same transport options for all libraries), else 0
    "launcher", "mtu", "link_rate",  # local, or netns with the lab's MTU and link rate (scripts/netlab)
    "mode", "duration_s", "requests", "warmup_s", "started_utc", "build",
    "injected_fault",  # ROLE:SIGNAL:PHASE when the sweep killed a role on purpose (--inject-fault)
    "cause",        # a failed run: why, as a code (docs/records.md "Causes"); empty when ok. Schema 2
]


class ResultsWriteError(OSError):
    """A row could not be written; the file was put back as it was before it."""


class ResultsFile:
    """results.csv, one complete row at a time: each row is formatted first,
    written with one write(2) and synced; if the write fails (disk full, I/O
    error) the file is cut back to its previous length, so it never ends in
    half a row."""

    def __init__(self, path: Path):
        self.path = path
        self._fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        if os.fstat(self._fd).st_size == 0:
            self._append(self._format(dict(zip(COLUMNS, COLUMNS))))

    def write(self, point: Point, status: str, values: dict, common: dict) -> None:
        row = {**point.columns(), "status": status}
        row.update(common)
        row.update(values)
        self._append(self._format(row))

    @staticmethod
    def _format(row: dict) -> bytes:
        buf = io.StringIO()
        csv.DictWriter(buf, fieldnames=COLUMNS, extrasaction="raise", lineterminator="\n").writerow(row)
        return buf.getvalue().encode("utf-8")

    def _append(self, data: bytes) -> None:
        before = os.fstat(self._fd).st_size
        try:
            written = os.write(self._fd, data)
            if written != len(data):
                raise OSError(errno.ENOSPC, f"short write ({written} of {len(data)} bytes)")
            os.fsync(self._fd)
        except OSError as e:
            try:
                os.ftruncate(self._fd, before)
            except OSError:
                pass
            raise ResultsWriteError(e.errno, f"cannot write {self.path}: {e.strerror}") from None

    def close(self) -> None:
        os.close(self._fd)


def read_rows(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))
