"""scripts/sweep: runs the grid, one point at a time, and records every point.

A point that fails is run again at once (--retries, default 1): both rows
stay in results.csv (column attempt), and the point counts as ok when a retry
is. The last lines say what failed and how each failure is explained
(findings.py).

Exit status: 0 when every point is ok and every failure on the way was a known
cause that a retry cleared; 1 when some point failed for good (all rows are
still written); 4 when every point is ok in the end but some failure is
unexplained; 2 on bad usage; 3 when results cannot be written; 130 when
interrupted.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import datetime
import io
import itertools
import json
import os
import random
import shutil
import signal
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

from ..analysis import findings as findingsmod
from ..record import meta as metamod
from ..workloads.capacity import Staircase
from ..core.grid import (POINT_COLUMNS, KNOWN_LIBS, KNOWN_LIVENESS, KNOWN_PINS, MAX_INFLIGHT, KNOWN_PATTERNS, KNOWN_SCENARIOS, KNOWN_TOPOLOGIES, KNOWN_TRANSPORTS,
                   KNOWN_WORKLOADS, MAX_CLIENTS, MAX_SIZE, SCENARIOS_OF, UsageError, Workload, order_points, parse_counts, parse_names)
from ..run import netlab
from ..run.launchers import LocalLauncher, NetnsLauncher
from ..run.faults import PHASES, Fault
from ..run.limits import IPC_NAME_ROOM, UNIX_PATH_MAX, connections, pin_cpus, raise_fd_limit
from ..run.point import runs
from ..run.settings import Settings
from ..workloads import WORKLOADS
from ..run.ssh import SshLauncher, parse_hosts
from ..record.results import COLUMNS, ResultsFile, read_rows
from ..analysis.stats import CI_METHOD, write_summary

REPO = Path(__file__).resolve().parents[3]


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
retries = number(int, "a whole number from 0 to 9", allow_zero=True, below=10)


def rate_step(text: str) -> float:
    """--rate-step: a factor from 1.05 to 10 (a smaller one would climb for ever)."""
    v = number(float, "a factor from 1.05 to 10", below=10.0001)(text)
    if v < 1.05:
        raise argparse.ArgumentTypeError(f"'{text}' is not a factor from 1.05 to 10")
    return v


def round_size(text: str, least: int = 20, why: str = "the round header is 20") -> int:
    """A rounds message size: the 20-byte round header (topic, kind, round, node, checksum) up to 64 KiB."""
    v = number(int, f"a message size from {least} to 65536 bytes ({why})", below=65537)(text)
    if v < least:
        raise argparse.ArgumentTypeError(f"'{text}' is not a message size from {least} to 65536 bytes ({why})")
    return v


def result_size(text: str) -> int:
    """A result: the header and the node's task time (common/rounds.h ROUND_RESULT_MIN_SIZE)."""
    return round_size(text, 28, "the round header is 20, and a result carries 8 bytes of task time")


def move_times(text: str) -> tuple[float, ...]:
    """--compute: one move time or a comma list, each seconds >= 0 (0: back to back)."""
    values = tuple(seconds_or_zero(t.strip()) for t in text.split(","))
    if len(set(values)) != len(values):
        raise argparse.ArgumentTypeError(f"'{text}' names a move time twice")
    return values


# A kind of role: its first one; plural: all of them.
FAULT_ROLES = ("router", "master", "worker", "workers", "controller", "node", "nodes")
DEFAULT_CLIENTS = {"reqrep": "1,8,16,64,128", "rounds": "20,100"}  # rounds: make sweep-grischa adds 1024
# Without --libs: the broker products (docs/products.md) run Grischa's rounds; request-reply keeps
# the brokerless libraries (the default sweep's 20 minutes; make sweep-products has theirs).
DEFAULT_LIBS = {"reqrep": "zmq,nanomsg,nng,raw", "rounds": "zmq,nanomsg,nng,raw,nats,redis,mqtt"}
DEFAULT_ROUNDS = 200    # rounds: measured rounds per steady point (p99 = the 3rd-largest)
ROUNDS_CAP_S = 10.0     # ... or fewer, when a slow library takes longer than this
CHURN_DURATION_S = 3.0  # a churn point's measured phase: before the change, and room to recover after
CHURN_CLIENTS = {"reqrep": "8", "rounds": "20"}  # churn's own defaults: Grischa's lab size, one grid cell
# 4 KiB left the default (with the broker products in the rounds, the default sweep keeps to 20 min):
# 1 KiB and 64 KiB bracket it; --sizes 64,1k,4k,64k puts it back.
DEFAULT_SIZES, CHURN_SIZES = "64,1k,64k", "1k"
CAPACITY_SIZES = "64,1k"  # --find-capacity's own defaults: the sizes the broker's cost per message shows at
CAPACITY_CLIENTS = {"reqrep": "16"}


def parse_fault(text: str) -> Fault:
    """ROLE:SIGNAL:PHASE:POINT, e.g. router:KILL:measure:2."""
    try:
        role, sig, phase, point = text.split(":")
        signum = signal.Signals["SIG" + sig.upper().removeprefix("SIG")]
        point_no = int(point)
    except (ValueError, KeyError):
        raise argparse.ArgumentTypeError(f"'{text}' is not ROLE:SIGNAL:PHASE:POINT") from None
    if role not in FAULT_ROLES or phase not in PHASES or point_no < 1:
        raise argparse.ArgumentTypeError(
            f"'{text}': ROLE is {'|'.join(FAULT_ROLES)}, PHASE is {'|'.join(PHASES)}, POINT >= 1")
    return Fault(role, int(signum), phase, point_no)


def build_parser() -> Parser:
    p = Parser(prog="sweep", description="Run the broker benchmark (request-reply, Grischa's rounds) over a grid.",
               epilog="Lists take commas, k/m/g binary suffixes, and A..B for every power of two "
                      "from A to B (--sizes 1..64k).")
    p.add_argument("--libs", help=f"libraries, for every workload (default: request-reply {DEFAULT_LIBS['reqrep']}; "
                                   f"rounds {DEFAULT_LIBS['rounds']})")
    p.add_argument("--transports", help="transports (default tcp,ipc; tcp alone where the roles are on "
                                         "separate hosts)")
    p.add_argument("--topology", default="broker",
                   help="broker (through the router), direct (workers to the master), or both "
                        "(default %(default)s)")
    p.add_argument("--sizes", help=f"payload bytes (default {DEFAULT_SIZES}; with a churn scenario "
                                   f"{CHURN_SIZES})")
    p.add_argument("--clients", help="worker counts; rounds: node counts (default: reqrep "
                                       f"{DEFAULT_CLIENTS['reqrep']}, rounds {DEFAULT_CLIENTS['rounds']}; with a "
                                       f"churn scenario {CHURN_CLIENTS['reqrep']} and {CHURN_CLIENTS['rounds']})")
    p.add_argument("--workload", default="reqrep",
                   help="reqrep (request-reply through the broker), rounds (Grischa's scatter-gather: a task "
                        "to every node, a results request, every result back), or both (default %(default)s)")
    p.add_argument("--patterns",
                   help="rounds: messaging patterns, each for every library (default: every pattern each "
                        "library has: pubsub, Grischa's, for all, and the library's own alternative)")
    p.add_argument("--task-size", type=round_size, default=96,
                   help="rounds: bytes of a task, topic included (default 96, Grischa's)")
    p.add_argument("--result-size", type=result_size, default=74,
                   help="rounds: bytes of a result, topic included (default 74, Grischa's)")
    p.add_argument("--compute", type=move_times, default=(0.0,),
                   help="rounds: move time, seconds between the tasks and the results request; a comma list is "
                        "an axis whose values run interleaved, e.g. 0,1.5 (default 0: rounds back to back)")
    p.add_argument("--rounds", type=positive_int, default=DEFAULT_ROUNDS,
                   help="rounds: measured rounds per point, so every point's percentiles come from the same "
                        f"count (default %(default)s: p99 is the 3rd-largest); a point stops sooner when "
                        f"--duration seconds (default {ROUNDS_CAP_S:g} for the rounds) have passed, and its "
                        f"row says how many it did")
    p.add_argument("--nodes-per-process", type=positive_int,
                   help="rounds: nodes one node process hosts (default: as few as keep the processes at 32)")
    p.add_argument("--scenario", default="none",
                   help="churn scenarios, each a grid axis for every workload and library: none (steady), "
                        "node-dies (one node or worker is killed), node-joins (one starts late), broker-restarts "
                        "(the broker is killed and started again), master-restarts (request-reply) and "
                        "controller-restarts (rounds): the answering side is; the change comes a third into the "
                        "measured phase (default %(default)s; docs/churn.md)")
    p.add_argument("--liveness",
                   help="off (each library as shipped), on (the liveness options it documents: heartbeats, "
                        "reconnect interval, request resend; PROGRAM --info lists them), or both (default: off; "
                        "with a churn scenario off,on)")
    p.add_argument("--deadline", type=seconds, default=0.5,
                   help="churn, rounds: a round ends by this many seconds; a node missing then is declared "
                        "gone and the rounds go on without it (default %(default)s)")
    p.add_argument("--trials", type=positive_int, default=3, help="runs of every point (default 3)")
    p.add_argument("--seed", type=int, help="shuffles the run order reproducibly (default: a random "
                                            "seed, recorded in meta.json)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--duration", type=seconds, help="measured seconds per point (default 1; with a churn "
                                                         f"scenario {CHURN_DURATION_S:g}); steady rounds: the "
                                                         f"cap on --rounds (default {ROUNDS_CAP_S:g})")
    mode.add_argument("--requests", type=positive_int, help="instead: measured requests per client")
    p.add_argument("--rate", type=rate, metavar="R",
                   help="open loop: each client sends R requests/s on a fixed schedule; latency "
                        "counts from the intended send time (default: closed loop)")
    p.add_argument("--inflight", help="request-reply: requests each worker keeps outstanding, a grid axis, e.g. "
                                      "1,16 (default 1: send, wait, repeat); docs/capacity.md")
    p.add_argument("--pin", default="none", choices=KNOWN_PINS,
                   help="broker: the broker (every thread) alone on one CPU, every other role on the rest; the "
                        "affinity is in each row (broker_cpus) and meta.json (default none)")
    p.add_argument("--find-capacity", action="store_true",
                   help="request-reply: at each position, step an open-loop offered rate up from --start-rate by "
                        "--rate-step until a library achieves under 95 %% of it or its p99 passes --p99-bound; "
                        "the report gives each library's knee (docs/capacity.md)")
    p.add_argument("--start-rate", type=rate, default=1000.0, metavar="R",
                   help="--find-capacity: the first offered rate, requests/s of all workers (default %(default)g)")
    p.add_argument("--rate-step", type=rate_step, default=1.5,
                   metavar="F", help="--find-capacity: each step offers F times the one before (default %(default)g)")
    p.add_argument("--p99-bound", type=seconds, default=0.025, metavar="S",
                   help="--find-capacity: a step whose p99 round trip is over S seconds is past the knee "
                        "(default %(default)g)")
    p.add_argument("--warmup", type=seconds_or_zero, default=0.5, help="discarded seconds (default 0.5)")
    p.add_argument("--retries", type=retries, default=1,
                   help="run a failed point again at once, up to N times (default 1; 0: never); every "
                        "run is a row (column attempt) and the point counts as ok when a retry is")
    p.add_argument("--timeout", type=seconds, default=5.0,
                   help="a role gives up after this many silent seconds (default 5)")
    p.add_argument("--equalize", action="store_true",
                   help="the same transport options for every library (TCP_NODELAY on, 128 KiB "
                        "socket buffers where settable); meta.json lists them")
    p.add_argument("--library-defaults", action="store_true",
                   help="apply no library workaround (nanomsg then loses replies; see docs/findings.md)")
    p.add_argument("--out", help="results folder (default results/run-<UTC time>); must be new")
    p.add_argument("--resume", metavar="DIR",
                   help="finish an interrupted sweep in DIR: same settings (from DIR/meta.json), the points "
                        "and trials already ok are skipped, failed ones run again (their old rows go to "
                        "DIR/retried.csv)")
    p.add_argument("--bin", default=str(REPO / "bin"), help="where the programs are (default bin/)")
    p.add_argument("--tmpdir", help="where per-point folders and IPC sockets go (default $TMPDIR)")
    p.add_argument("--launcher", default="local", choices=("local", "netns", "ssh"),
                   help="where the roles run: local (this machine, loopback or IPC), netns (each role in "
                        "its namespace of scripts/netlab, TCP over the lab's links; needs root and the lab up), "
                        "or ssh (each role on a host of --hosts FILE, through OpenSSH in batch mode)")
    p.add_argument("--hosts", metavar="FILE", help="ssh only: which host runs the router, the master and the "
                                                   "workers (format: docs/lab-and-hosts.md)")
    p.add_argument("--ssh-copy", action="store_true",
                   help="ssh only: copy the programs to a temporary folder on each host (removed at the end) "
                        "instead of using them at the same path there")
    p.add_argument("--mtu", help="netns only: MTUs of the lab's links to sweep over, e.g. 1500,9000 "
                                 "(default: the lab's current one)")
    p.add_argument("--link-rate", help="netns only: link rates to sweep over, e.g. 1gbit,10gbit or unlimited "
                                       "(default: the lab's current one)")
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


def variants(bin_dir: Path) -> list[str]:
    """Other builds of a library beside Debian's (`make variant`, docs/versions.md):
    NAME for every bin/NAME-master whose NAME is a known library's name, a dash and more."""
    return sorted(p.name.removesuffix("-master") for p in bin_dir.glob("*-master")
                  if any(p.name.startswith(f"{lib}-") and p.name != f"{lib}-master" for lib in KNOWN_LIBS))


def check_programs(bin_dir: Path, libs: list[str], workloads: list[str]) -> None:
    kinds = dict.fromkeys(k for w in workloads for k in WORKLOADS[w].kinds)
    needed = [bin_dir / f"{lib}-{kind}" for lib in libs for kind in kinds]
    for exe in [*needed, bin_dir / "rrb-hist"]:
        if not exe.is_file():
            raise UsageError(f"{exe} not found: run 'make' first")


def product_servers(bin_dir: Path, libs: list[str]) -> dict[str, dict]:
    """lib -> its server, for the broker products of --libs; a server that is not
    installed is refused before anything runs (one line naming its package)."""
    servers = {}
    for lib in libs:
        server = metamod.program_server(bin_dir, lib)
        if not server:
            continue
        path = os.environ.get("PATH", "") + ":/usr/sbin:/sbin"  # Debian's servers are in /usr/sbin
        if not shutil.which(server["program"], path=path):
            raise UsageError(f"--libs: {lib} needs {server['program']}, which is not installed: install the "
                             f"Debian package {server['package']} (scripts/deps does, as root)")
        servers[lib] = server
    return servers


def skipped_points(points: list, servers: dict[str, dict]) -> tuple[list, list[dict]]:
    """The points a broker product cannot run, taken out (the order of the rest kept), and what
    was left out and why, once per library, transport and topology."""
    def why(p) -> str | None:
        server = servers.get(p.lib)
        if not server:
            return None
        if p.transport == "ipc" and server.get("no_ipc"):
            return server["no_ipc"]
        if p.topology == "direct":
            return f"{server['program']} is the broker: no direct topology"
        return None
    kept, skipped = [], {}
    for p in points:
        reason = why(p)
        if reason:
            skipped.setdefault((p.lib, p.workload, p.transport, p.topology), reason)
        else:
            kept.append(p)
    return kept, [{"lib": lib, "workload": w, "transport": tr, "topology": topo, "why": reason}
                  for (lib, w, tr, topo), reason in skipped.items()]


def rounds_patterns(bin_dir: Path, libs: list[str], asked: str | None) -> dict[str, tuple[str, ...]]:
    """pattern -> the libraries that run it. Asked for (--patterns): every
    library must have every pattern, or the sweep refuses before anything runs;
    else each library runs every rounds pattern it has (its programs' --info)."""
    have = {lib: metamod.program_patterns(bin_dir, lib) for lib in libs}
    if asked is None:
        found = {pt: tuple(lib for lib in libs if pt in have[lib])
                 for pt in KNOWN_PATTERNS if any(pt in have[lib] for lib in libs)}
        if not found:
            raise UsageError("--workload rounds: no library of --libs has a rounds pattern")
        return found
    patterns = parse_names(asked, "patterns", KNOWN_PATTERNS)
    for lib in libs:
        for pattern in patterns:
            if pattern not in have[lib]:
                raise UsageError(f"--patterns: {lib} has no {pattern} pattern (it has: {', '.join(have[lib])}); "
                                 f"leave {lib} out of --libs for it")
    return {pt: tuple(libs) for pt in patterns}


def fmt_duration(s: float) -> str:
    s = int(round(s))
    return f"{s // 3600}h{s % 3600 // 60:02d}m" if s >= 3600 else f"{s // 60}m{s % 60:02d}s"


class Progress:
    """One line per finished point on stderr: count, point, outcome, ETA."""

    def __init__(self, total: int, bound: bool = False):
        self.total, self.t0, self.done = total, time.monotonic(), 0
        self.bound = bound  # total is an upper bound (--find-capacity stops each climb at its knee)

    def starting(self, index: int, label: str) -> None:
        print(f"[{index}/{'≤' if self.bound else ''}{self.total}] {label} ...", file=sys.stderr, flush=True)

    def retrying(self, status: str, attempt: int, retries: int) -> None:
        print(f"    {status}\n    retry {attempt} of {retries} ...", file=sys.stderr, flush=True)

    def finished(self, status: str, values: dict) -> None:
        self.done += 1
        elapsed = time.monotonic() - self.t0
        per = elapsed / self.done
        eta = per * (self.total - self.done)  # (an upper bound too, with a staircase)
        if status != "ok":
            what = status
        elif "rounds_per_s" in values:
            what = (f"ok {values['rounds_per_s']:.1f} rounds/s, overhead p50 {values['p50_us'] / 1000:.2f} ms "
                    f"p99 {values['p99_us'] / 1000:.2f} ms")
        else:
            what = f"ok {values['msgs_per_s']:.0f} msgs/s, {values['mib_per_s']:.2f} MiB/s"
        print(f"    {what} | elapsed {fmt_duration(elapsed)}, ETA {'at most ' if self.bound else ''}{fmt_duration(eta)}",
              file=sys.stderr, flush=True)


def save_logs(out: Path, slug: str, logs: dict) -> None:
    d = out / "logs" / slug
    d.mkdir(parents=True, exist_ok=True)
    for role, text in logs.items():
        (d / (role.replace(" ", "") + ".err")).write_text(text, encoding="utf-8")


RESUMABLE_WITH = ("--resume", "--bin", "--tmpdir", "--inject-fault")
POINT_KEY = POINT_COLUMNS
ROW_BYTES_ESTIMATE = 8 * 1024 + 600   # a row plus its .hgrm file, generously
EXIT_STORAGE = 3                      # results could not be written


@dataclass
class Plan:
    """What a sweep will run, from its flags (validated)."""
    args: argparse.Namespace
    settings: Settings
    grid: dict
    points: list          # the grid's points (with --find-capacity: before the staircase's)
    faults: dict
    staircase: Staircase | None = None  # --find-capacity: its positions (made as the sweep goes)

    def close(self) -> None:
        """Removes what the launcher set up for the sweep (the ssh hosts' folders)."""
        self.settings.launcher.close()


def make_plan(args: argparse.Namespace) -> Plan:
    known_libs = (*KNOWN_LIBS, *variants(Path(args.bin)))
    topologies = parse_names(args.topology, "topology", KNOWN_TOPOLOGIES)
    workload_names = parse_names(args.workload, "workloads", KNOWN_WORKLOADS)
    libs_of = {w: parse_names(args.libs or DEFAULT_LIBS[w], "libs", known_libs) for w in workload_names}
    libs = list(dict.fromkeys(lib for w in workload_names for lib in libs_of[w]))
    if args.patterns is not None:
        parse_names(args.patterns, "patterns", KNOWN_PATTERNS)  # a misspelt name first, before the programs
    scenarios = parse_names(args.scenario, "scenarios", KNOWN_SCENARIOS, "--scenario")
    churn = scenarios != ["none"]
    for sc in scenarios:
        if not any(sc in SCENARIOS_OF[w] for w in workload_names):
            mine = {w: [s for s in SCENARIOS_OF[w] if s.endswith("-restarts") and s != "broker-restarts"]
                    for w in workload_names}
            raise UsageError(f"--scenario: {sc} is not a scenario of --workload {','.join(workload_names)} ("
                             + "; ".join(f"{w} has {', '.join(v)}" for w, v in mine.items()) + ")")
    scenarios_of = {w: tuple(sc for sc in scenarios if sc in SCENARIOS_OF[w]) for w in workload_names}
    inflight = parse_counts(args.inflight, "inflight", 1, MAX_INFLIGHT) if args.inflight else [1]
    check_capacity_flags(args, workload_names, inflight, churn)
    sizes = parse_counts(args.sizes or (CHURN_SIZES if churn else CAPACITY_SIZES if args.find_capacity
                                        else DEFAULT_SIZES), "sizes", 1, MAX_SIZE)
    defaults = CHURN_CLIENTS if churn else CAPACITY_CLIENTS if args.find_capacity else DEFAULT_CLIENTS
    clients = {w: parse_counts(args.clients or defaults[w], "clients", 1, MAX_CLIENTS) for w in workload_names}
    liveness = parse_names(args.liveness or ("off,on" if churn else "off"), "liveness", KNOWN_LIVENESS,
                           noun="setting")
    if churn and args.requests:
        raise UsageError("--requests: a churn scenario changes the run at a moment of the measured phase; "
                         "give --duration instead")
    if churn and args.launcher == "ssh":
        raise UsageError("--scenario: churn is timed by one monotonic clock for the sweep and the roles; "
                         "use the local or netns launcher")
    if churn and any(n < 2 for ns in clients.values() for n in ns):
        raise UsageError("--clients: a churn scenario needs at least 2 workers (nodes): one changes, the "
                         "others carry on")
    if "rounds" in workload_names:
        if args.rate:
            raise UsageError("--rate: the rounds workload has no open loop; run it apart from --workload rounds")
        if args.topology != "broker":
            raise UsageError("--topology: the rounds workload always goes through the broker")
    duration = args.duration if args.duration is not None or args.requests else (CHURN_DURATION_S if churn else 1.0)
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
    check_programs(bin_dir, libs, workload_names)
    servers = product_servers(bin_dir, libs)
    by_pattern = rounds_patterns(bin_dir, libs_of["rounds"], args.patterns) if "rounds" in workload_names else {}
    workloads = [Workload("reqrep", ("reqrep",), tuple(sizes), tuple(clients["reqrep"]), tuple(topologies),
                          libs_by_pattern={"reqrep": tuple(libs_of["reqrep"])},
                          scenarios=scenarios_of["reqrep"], liveness=tuple(liveness),
                          inflight=tuple(k for k in inflight if k > 1 or not args.find_capacity))
                 if w == "reqrep" else Workload("rounds", tuple(by_pattern), (args.task_size,), tuple(clients["rounds"]),
                                                libs_by_pattern=by_pattern, scenarios=scenarios_of["rounds"],
                                                liveness=tuple(liveness),
                                                computes=args.compute)
                 for w in workload_names]
    launcher = make_launcher(args, bin_dir)
    transports = choose_transports(args.transports, launcher)
    networks = network_axes(args, launcher)
    settings = Settings(bin_dir=bin_dir, duration=duration, requests=args.requests,
                        warmup=args.warmup, timeout=args.timeout, tmp_root=args.tmpdir,
                        library_defaults=args.library_defaults, equalize=args.equalize,
                        rate=args.rate, launcher=launcher, result_size=args.result_size, rounds=args.rounds,
                        rounds_cap=args.duration or ROUNDS_CAP_S,
                        nodes_per_process=args.nodes_per_process or 0, deadline=args.deadline,
                        pin=pin_cpus(args.pin, launcher), servers=servers)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    points, skipped = skipped_points(
        order_points(libs, transports, sizes, [], args.trials, topologies, seed, networks, workloads), servers)
    for sk in skipped:
        print(f"sweep: skipped {sk['lib']} {sk['workload']} over {sk['transport']}"
              f"{' (' + sk['topology'] + ')' if sk['topology'] == 'direct' else ''}: {sk['why']}", file=sys.stderr)
    if skipped and not points and not args.find_capacity:  # (--find-capacity makes its points as it goes)
        raise UsageError("--libs: nothing left to run (" + "; ".join(sk["why"] for sk in skipped) + ")")
    staircase = None
    if args.find_capacity:  # its positions: one trial's points of the first library, in inflight 1
        first = order_points(libs_of["reqrep"][:1], transports, sizes, [], 1, topologies, None, networks,
                             [replace(workloads[0], inflight=(1,))])
        staircase = Staircase(first, libs_of["reqrep"], args.trials, args.start_rate, args.rate_step, args.p99_bound * 1e6, seed,
                              key=key_of)
    grid = {"workloads": workload_names, "libs": libs, "libs_by_workload": libs_of, "transports": transports, "topologies": topologies,
            "sizes": sizes, "clients": clients.get("reqrep", []), "equalize": args.equalize,
            "scenarios": scenarios, "liveness": liveness, "deadline_s": args.deadline if churn else None,
            "loop": "open" if args.rate else "closed", "rate_per_client": args.rate, "inflight": inflight,
            "pin": {"mode": args.pin, **({"broker_cpus": sorted(settings.pin[0]), "other_cpus": sorted(settings.pin[1])}
                                         if settings.pin else {})},
            "find_capacity": {"start_rate": args.start_rate, "rate_step": args.rate_step,
                              "p99_bound_s": args.p99_bound, "achieved_at_least": 0.95,
                              "positions": len(staircase.positions)} if staircase else None,
            "skipped": skipped,
            "trials": args.trials, "mode": "duration" if duration else "requests",
            "duration_s": duration, "requests_per_client": args.requests, "warmup_s": args.warmup,
            "timeout_s": args.timeout, "library_defaults": args.library_defaults, "points": len(points),
            "retries": args.retries,
            "seed": seed,
            "networks": [{"mtu": m, "link_rate": r or "unlimited"} for m, r in networks if m],
            **({"rounds": {"patterns": list(by_pattern), "libs_by_pattern": {k: list(v) for k, v in by_pattern.items()},
                           "nodes": clients["rounds"], "task_size": args.task_size,
                           "result_size": args.result_size, "compute_s": list(args.compute),
                           "rounds_per_point": args.rounds, "rounds_cap_s": args.duration or ROUNDS_CAP_S,
                           "nodes_per_process": args.nodes_per_process or "auto"}}
               if "rounds" in workload_names else {}),
            "order": "trials in turn; within a trial the grid positions in shuffled order, and the "
                     "contenders of each position (libraries; rounds: every pattern and move time of each) "
                     "back to back in shuffled order (--seed)"}
    kinds = list(dict.fromkeys(k for w in workload_names for k in WORKLOADS[w].kinds
                               if k != "router" or w == "rounds" or "broker" in topologies))
    launcher.prepare(libs, transports, kinds)  # last: ssh sets up folders on the hosts (Plan.close removes them)
    grid["network"] = launcher.describe()
    return Plan(args, settings, grid, points, faults, staircase)


def check_capacity_flags(args, workload_names: list[str], inflight: list[int], churn: bool) -> None:
    """--inflight, --find-capacity and --pin: what they cannot be combined with, in one line."""
    if inflight != [1] and "rounds" in workload_names:
        raise UsageError("--inflight: request-reply only (the rounds' nodes answer one task at a time); "
                         "run it apart from --workload rounds")
    if max(inflight) > 1 and args.rate:
        raise UsageError("--inflight and --rate exclude each other: an open-loop worker sends on its schedule")
    if max(inflight) > 1 and churn:
        raise UsageError("--inflight: a churn scenario's workers keep one request in flight (--liveness resends it)")
    if not args.find_capacity:
        return
    if workload_names != ["reqrep"]:
        raise UsageError("--find-capacity: request-reply only; give --workload reqrep")
    if args.rate:
        raise UsageError("--find-capacity offers its own rates (--start-rate, --rate-step); drop --rate")
    if churn:
        raise UsageError("--find-capacity measures a steady broker; drop --scenario")
    if args.requests:
        raise UsageError("--find-capacity: each step lasts --duration; drop --requests")


def network_axes(args, launcher) -> list[tuple[int, str]]:
    """(MTU, link rate) combinations of the lab to sweep over; ((0, ""),) when not in the lab."""
    if launcher.name != "netns":
        if args.mtu or args.link_rate:
            raise UsageError("--mtu and --link-rate set the network lab's links: they need --launcher netns")
        return [(0, "")]
    current = launcher.settings
    try:
        mtus = [int(m) for m in args.mtu.split(",")] if args.mtu else [current["mtu"]]
    except ValueError:
        raise UsageError(f"--mtu: '{args.mtu}' is not a list of whole numbers") from None
    if any(not 576 <= m <= 65535 for m in mtus):
        raise UsageError("--mtu: each between 576 and 65535")
    rates = args.link_rate.split(",") if args.link_rate else [current["rate"] or "unlimited"]
    for r in rates:
        if r != "unlimited":
            try:
                netlab.parse_rate(r)
            except netlab.LabError as e:
                raise UsageError(str(e).replace("--rate", "--link-rate")) from None
    return [(m, "" if r == "unlimited" else r) for m in mtus for r in rates]


def make_launcher(args, bin_dir: Path):
    if args.launcher != "ssh" and (args.hosts or args.ssh_copy):
        raise UsageError("--hosts and --ssh-copy are for --launcher ssh")
    if args.launcher == "local":
        return LocalLauncher()
    if args.launcher == "ssh":
        if not args.hosts:
            raise UsageError("--launcher ssh: needs --hosts FILE (which host runs which role)")
        if not shutil.which("ssh"):
            raise UsageError("--launcher ssh: no ssh command here; install it with: apt-get install openssh-client")
        return SshLauncher(parse_hosts(args.hosts), bin_dir, args.ssh_copy)
    if os.geteuid() != 0:
        raise UsageError("--launcher netns: needs root (ip netns exec)")
    try:
        lab = netlab.load_state()
    except netlab.LabError as e:
        raise UsageError(f"--launcher netns: {e}") from None
    if not lab or "settings" not in lab:
        raise UsageError("--launcher netns: the network lab is down; run scripts/netlab up first")
    return NetnsLauncher(lab)


def choose_transports(given: str | None, launcher) -> list[str]:
    """The transports asked for; by default all the launcher offers (IPC only
    when every role is on one host)."""
    if given is None:
        return list(launcher.transports)
    transports = parse_names(given, "transports", KNOWN_TRANSPORTS)
    if "ipc" in transports and "ipc" not in launcher.transports:
        raise UsageError(f"--launcher {launcher.name}: IPC needs every role on one host; {launcher.spread} "
                         f"(use --transports tcp)")
    return transports


def check_space(out: Path, points: int) -> None:
    """Refuses to start when the folder's file system cannot hold the results."""
    st = os.statvfs(out)
    need, free = points * ROW_BYTES_ESTIMATE + (64 << 10), st.f_bavail * st.f_frsize
    if free < need:
        raise UsageError(f"--out: {out} has {free // 1024} KiB free; {points} points need about "
                         f"{need // 1024} KiB")


def resume_args(argv: list[str], parser: Parser) -> tuple[argparse.Namespace, Path, dict]:
    """--resume DIR: the original flags from DIR/meta.json (with its seed), plus
    --bin/--tmpdir/--inject-fault from this command line."""
    extra = [a.split("=")[0] for a in argv if a.startswith("--") and a.split("=")[0] not in RESUMABLE_WITH]
    if extra:
        raise UsageError(f"--resume takes the settings from DIR/meta.json; {extra[0]} cannot be given "
                         f"with it (only {', '.join(RESUMABLE_WITH[1:])})")
    now = parser.parse_args(argv)
    out = Path(now.resume)
    try:
        meta = json.loads((out / "meta.json").read_text(encoding="utf-8"))
        original = list(meta["command_line"][1:])
        seed = int(meta["settings"]["seed"])
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise UsageError(f"--resume: {out} is not a sweep's results folder (meta.json: {e})") from None
    if not (out / "results.csv").is_file():
        raise UsageError(f"--resume: {out} has no results.csv")
    kept = drop_flags(original, ("--out", "--seed", "--bin", "--tmpdir", "--inject-fault", "--resume"))
    args = parser.parse_args([*kept, "--seed", str(seed), "--out", str(out)])
    args.bin = now.bin if "--bin" in argv else args.bin
    args.tmpdir, args.inject_fault = now.tmpdir, now.inject_fault
    return args, out, meta


def drop_flags(argv: list[str], flags: tuple[str, ...]) -> list[str]:
    out, skip = [], False
    for a in argv:
        if skip:
            skip = False
        elif a in flags:
            skip = True
        elif not a.startswith(tuple(f + "=" for f in flags)):
            out.append(a)
    return out


def done_and_retried(out: Path) -> set[tuple]:
    """The (point, trial) keys already ok. Failed rows of points about to be
    run again move to retried.csv (kept, not lost), so results.csv ends up
    as a sweep that never stopped would have written it."""
    path = out / "results.csv"
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):
        raise UsageError(f"--resume: {path} ends in half a row; remove that line and resume again")
    reader = csv.DictReader(io.StringIO(text))
    rows = list(reader)
    if reader.fieldnames != COLUMNS:
        raise UsageError(f"--resume: {path} has other columns than this version writes (an older sweep's "
                         f"results): finish it with that version, or start a new sweep")
    key = lambda r: tuple(r.get(k, "") for k in POINT_KEY)  # noqa: E731
    done = {key(r) for r in rows if r["status"] == "ok"}
    # A failure that a retry cleared stays (the Findings count it); the others are run again.
    retry = [r for r in rows if r["status"] != "ok" and key(r) not in done]
    if retry:
        retried = out / "retried.csv"
        new = not retried.exists()
        with open(retried, "a", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
            if new:
                w.writeheader()
            w.writerows(retry)
            f.flush()
            os.fsync(f.fileno())
        keep = [r for r in rows if key(r) in done]
        tmp = path.with_suffix(".csv.tmp")
        with open(tmp, "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
            w.writeheader()
            w.writerows(keep)
            f.flush()
            os.fsync(f.fileno())
        tmp.replace(path)
    return done


def run(argv: list[str]) -> int:
    parser = build_parser()
    resuming = any(a == "--resume" or a.startswith("--resume=") for a in argv)
    if resuming:
        args, out, meta = resume_args(argv, parser)
    else:
        args = parser.parse_args(argv)
    plan = make_plan(args)
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
        if plan.staircase:
            plan.staircase.done = ok_rows(out) if resuming else {}
        check_space(out, len(todo) + (len(plan.staircase) if plan.staircase else 0))
        meta.setdefault("machine", {})["open_files"] = raise_fd_limit(max(connections(p) for p in
                                                                                    [*plan.points, *(plan.staircase.positions if plan.staircase else [])]))
        return execute(plan, out, meta, todo, argv)
    finally:
        plan.close()


def ok_rows(out: Path) -> dict[tuple, dict]:
    """The ok rows of results.csv by their (point, trial) key: what a resumed staircase has measured."""
    return {tuple(r.get(k, "") for k in POINT_KEY): r for r in read_rows(out / "results.csv") if r["status"] == "ok"}


def key_of(point) -> tuple:
    """The point as results.csv's key columns read back (all text)."""
    return tuple(str(v) for v in point.columns().values())


@contextlib.contextmanager
def signals_deferred():
    """Ctrl-C or SIGTERM while a point's row is being recorded waits until it is."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def execute(plan: Plan, out: Path, meta: dict, todo: list, argv: list[str]) -> int:
    args, settings = plan.args, plan.settings
    metamod.write(out / "meta.json", meta)
    network = plan.grid["network"]
    common = {"launcher": network["launcher"], "equalized": int(args.equalize), "rate": args.rate or "",
              "mode": plan.grid["mode"],
              "duration_s": plan.grid["duration_s"] or "", "requests": args.requests or "",
              "warmup_s": args.warmup, "build": metamod.git_describe(REPO)}
    results = ResultsFile(out / "results.csv")
    stairs = plan.staircase
    progress = Progress(len(todo) + (len(stairs) if stairs else 0), bound=stairs is not None)
    skipped = len(plan.points) - len(todo)
    print(f"sweep: {len(todo)} points" + (f" and an offered-rate staircase of at most {len(stairs)} (it stops at "
                                           f"each library's knee)" if stairs else "") + f" -> {out}"
          + (f" ({skipped} already done)" if skipped else ""), file=sys.stderr, flush=True)
    schedule = itertools.chain(todo, ((len(plan.points) + i, p) for i, p in stairs)) if stairs else todo
    try:
        for n, (index, point) in enumerate(schedule, 1):
            progress.starting(n, point.label())
            if point.mtu:
                settings.launcher.configure(point.mtu, point.link_rate)
            fault = plan.faults.get(index)
            # A failed point runs again at once; an injected fault's failure is the intended outcome.
            started = metamod.utc_now()
            for attempt, outcome, again in runs(point, settings, index, fault, args.retries, worth_retrying):
                extra = {"started_utc": started, "attempt": attempt,
                         "lib_version": meta.get("libraries", {}).get(point.lib, {}).get("version", ""),
                         "injected_fault": fault.describe() if fault else ""}
                with signals_deferred():
                    results.write(point, outcome.status, outcome.values, {**common, **extra})
                    if outcome.status != "ok":
                        save_logs(out, point.slug() + (f"-a{attempt}" if attempt > 1 else ""), outcome.logs)
                    elif outcome.hgrm:
                        (out / "hgrm").mkdir(exist_ok=True)
                        (out / "hgrm" / f"{point.slug()}.hgrm").write_text(outcome.hgrm, encoding="utf-8")
                    if outcome.status == "ok" and outcome.timeline:
                        (out / "timeline").mkdir(exist_ok=True)
                        (out / "timeline" / f"{point.slug()}.csv").write_text(outcome.timeline, encoding="utf-8")
                if again:
                    progress.retrying(outcome.status, attempt, args.retries)
                    started = metamod.utc_now()
            if stairs:
                stairs.record(point, {**point.columns(), "status": outcome.status, **outcome.values})
            progress.finished(outcome.status, outcome.values)
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not cut the clean-up short
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        finish(out, meta, interrupted=True, done=skipped + progress.done)
        print(f"sweep: interrupted after {progress.done} of {'at most ' if stairs else ''}{progress.total} points; "
              f"their rows are in "
              f"{out / 'results.csv'}. Resume with: scripts/sweep --resume {out}", file=sys.stderr)
        return 130
    except OSError as e:  # disk full, I/O error: stop, rows so far are intact
        print(f"sweep: error: {e.strerror or e} while recording point {skipped + progress.done + 1}; the "
              f"{skipped + progress.done} rows before it are intact in {out / 'results.csv'}. Free space, "
              f"then: scripts/sweep --resume {out}", file=sys.stderr)
        try:
            finish(out, meta, interrupted=True, done=skipped + progress.done)
        except OSError:
            pass
        return EXIT_STORAGE
    finally:
        results.close()
    v = findingsmod.verdict(read_rows(out / "results.csv"))
    points = skipped + progress.done
    finish(out, meta, interrupted=False, done=points, verdict=v)
    print(f"sweep: {points - v.failed_points} of {points} points ok"
          + (f" ({v.cleared_points} after a retry)" if v.cleared_points else "")
          + f", {v.failed_points} failed; results in {out / 'results.csv'}", file=sys.stderr)
    for line in findingsmod.summary_lines(v, f"the report's Findings (scripts/report {out})", out / "logs"):
        print(f"sweep: {line}", file=sys.stderr)
    print(f"sweep: {v.last_sentence()}", file=sys.stderr)
    return v.exit_status


def worth_retrying(point, status: str) -> bool:
    """A machine limit, or a library finding that is steady at this scale, fails the same way every
    time; anything else may be a flake."""
    known = findingsmod.explain({**point.columns(), "status": status})
    return not (known and (known.diagnosis == findingsmod.MACHINE or known.steady))


def finish(out: Path, meta: dict, interrupted: bool, done: int,
           verdict: findingsmod.Verdict | None = None) -> None:
    write_summary(out / "results.csv", out / "summary.csv")
    meta.update(finished_utc=metamod.utc_now(), interrupted=interrupted, points_done=done,
                confidence_interval=CI_METHOD)
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
