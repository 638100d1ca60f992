"""The sweep's command line: its flags, their types and checks, and --resume's reading of the
flags a results folder was made with."""

from __future__ import annotations

import argparse
import datetime
import json
import signal
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..core.grid import KNOWN_PINS, UsageError
from ..analysis.sequential import LOOKS, MARGIN, check_looks
from ..core.limits import bounds, out_of_range, program_default, shown
from ..record.schema import SCHEMA
from ..run import kernel
from ..run.faults import PHASES, Fault
from ..workloads import WORKLOADS
from .presets import CHURN_DURATION_S, DEFAULT_ROUNDS, PRESETS, ROUNDS_CAP_S, STEADY_DURATION_S

REPO = Path(__file__).resolve().parents[3]


def default_out() -> str:
    """--out's default: results/run-<UTC time> (a sweep's folder, or a staged run's)."""
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d-%H%M%S")
    return str(REPO / "results" / f"run-{stamp}")


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2
        raise UsageError(message)


def number(convert, what: str, allow_zero: bool = False, below: float = float("inf")):
    """An argparse type: a number > 0 (or >= 0) and below `below` (the programs' upper limits are
    checked once parsed: check_limits)."""
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


def kernel_seconds(text: str) -> float:
    """--kernel-seconds: what rrb-kernel takes."""
    lo, hi = kernel.SECONDS_RANGE
    v = seconds(text)
    if not lo <= v <= hi:
        raise argparse.ArgumentTypeError(f"'{text}' is not from {lo:g} to {hi:g} seconds")
    return v


retries = number(int, "a whole number from 0 to 9", allow_zero=True, below=10)


def rate_step(text: str) -> float:
    """--rate-step: a factor from 1.05 to 10 (a smaller one would climb for ever)."""
    v = number(float, "a factor from 1.05 to 10", below=10.0001)(text)
    if v < 1.05:
        raise argparse.ArgumentTypeError(f"'{text}' is not a factor from 1.05 to 10")
    return v


def whole_number(text: str) -> int:
    """--task-size, --result-size: a whole number; the programs' limits are checked once parsed."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None


def looks(text: str) -> tuple[int, ...]:
    """--looks: the trials at which comparisons are looked at, ascending; the last is the cap."""
    values = tuple(positive_int(t.strip()) for t in text.split(","))
    why = check_looks(values)
    if why:
        raise argparse.ArgumentTypeError(f"'{text}': {why}")
    return values


margin = number(float, "a margin above 0 and below 1 (0.25: 25 %)", below=1)


def move_times(text: str) -> tuple[float, ...]:
    """--compute: one move time or a comma list, each seconds >= 0 (0: back to back)."""
    values = tuple(seconds_or_zero(t.strip()) for t in text.split(","))
    if len(set(values)) != len(values):
        raise argparse.ArgumentTypeError(f"'{text}' names a move time twice")
    return values


# A kind of role: its first one; plural: all of them.
FAULT_ROLES = ("router", "master", "worker", "workers", "controller", "node", "nodes")


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


THEIRS = "the programs'"  # a shared flag's default that is the programs' own (Shared.default)


@dataclass(frozen=True)
class Shared:
    """A flag the sweep hands on to the programs under its own name: a value given is held against
    their limits (--info "limits", check_limits); not given, it is their default (--info "defaults",
    take_program_defaults), unless `default` is the sweep's own, with the reason beside it."""
    group: str                     # where --help lists it: rounds, churn, length (--duration or --requests),
    #                                measure, role (the functions below that declare the sweep's flags)
    type: Callable[[str], object]  # the text given -> its value (argparse's type; the programs' default too)
    help: str                      # %(default)s: the default (the programs': as the programs in bin/ say)
    default: object = THEIRS
    setting: str | None = None     # the Settings field it fills; None: the plan's (an axis, the duration)
    metavar: str | None = None


# The flags the sweep shares with the programs, in the order their values are checked (and listed in
# their --help group). A new one is its row in common/cli.c (with its default) and an entry here; then
# its Settings field and its place in a workload's argv.
SHARED = {
    # The sweep's own: a point is shorter than the programs' 2 s (the grid runs in its time), a churn
    # point longer (the change, and room to recover), the steady rounds count --rounds (plan.py).
    "--duration": Shared(
        "length", seconds, f"measured seconds per point (default {STEADY_DURATION_S:g}; with a churn scenario "
                           f"{CHURN_DURATION_S:g}); steady rounds: the cap on --rounds (default {ROUNDS_CAP_S:g})",
        default=None),
    "--requests": Shared("length", positive_int, "instead: measured requests per client", default=None,
                         setting="requests"),
    "--rate": Shared(
        "measure", rate, "open loop: each client sends R requests/s on a fixed schedule; latency counts from the "
                         "intended send time (default: closed loop)",
        default=None, setting="rate", metavar="R"),
    "--warmup": Shared("role", seconds_or_zero, "discarded seconds (default %(default)s)", setting="warmup"),
    "--timeout": Shared("role", seconds, "a role gives up after this many silent seconds (default %(default)s)",
                        setting="timeout"),
    # The sweep's own: the programs have none (a node missing fails the run); a churn scenario needs one.
    "--deadline": Shared(
        "churn", seconds, "churn, rounds: a round ends by this many seconds; a node missing then is declared gone "
                          "and the rounds go on without it (default %(default)s)",
        default=0.5, setting="deadline"),
    "--task-size": Shared("rounds", whole_number,
                          "rounds: bytes of a task, topic included (default %(default)s, Grischa's)"),
    "--result-size": Shared("rounds", whole_number,
                            "rounds: bytes of a result, topic included (default %(default)s, Grischa's)",
                            setting="result_size"),
    "--compute": Shared(
        "rounds", move_times, "rounds: move time, seconds between the tasks and the results request; a comma list "
                              "is an axis whose values run interleaved, e.g. 0,1.5 (default %(default)s: rounds "
                              "back to back)"),
    # The sweep's own: the programs count by --duration; a fixed count gives every point's percentiles
    # the same base.
    "--rounds": Shared(
        "rounds", positive_int, "rounds: measured rounds per point, so every point's percentiles come from the same "
                                "count (default %(default)s: p99 is the 3rd-largest); a point stops sooner when "
                                f"--duration seconds (default {ROUNDS_CAP_S:g} for the rounds) have passed, and its "
                                "row says how many it did",
        default=DEFAULT_ROUNDS, setting="rounds"),
}


class ProgramDefault:
    """A shared flag not given, until the plan reads the programs' default from --bin; in --help, the
    default of the programs in bin/ (or of `bin_dir`), or where it comes from when they are not built."""

    def __init__(self, flag: str, bin_dir: Path = REPO / "bin"):
        self.flag, self.bin_dir = flag, bin_dir

    def __str__(self) -> str:
        try:
            return shown(program_default(self.bin_dir, self.flag))
        except UsageError:
            return f"{THEIRS} own"

    def __repr__(self) -> str:
        return f"ProgramDefault({self.flag!r})"


def add_shared(p, group: str) -> None:
    """Declares the shared flags of `group` (SHARED) on the parser or argument group `p`."""
    for flag, shared in SHARED.items():
        if shared.group == group:
            default = ProgramDefault(flag) if shared.default is THEIRS else shared.default
            p.add_argument(flag, type=shared.type, default=default, metavar=shared.metavar, help=shared.help)


def dest(flag: str) -> str:
    return flag[2:].replace("-", "_")


def take_program_defaults(args: argparse.Namespace) -> None:
    """Each shared flag not given whose default is the programs': their default (--info of the programs
    in --bin), read as if it were typed."""
    for flag in SHARED:
        if isinstance(getattr(args, dest(flag)), ProgramDefault):
            value = shown(program_default(Path(args.bin), flag))
            try:
                setattr(args, dest(flag), SHARED[flag].type(value))
            except argparse.ArgumentTypeError as e:
                raise UsageError(f"{flag}: the programs' default: {e}") from None


def shared_settings(args: argparse.Namespace) -> dict:
    """The Settings fields the shared flags fill, by name."""
    return {shared.setting: getattr(args, dest(flag)) for flag, shared in SHARED.items() if shared.setting}


def build_parser() -> Parser:
    p = Parser(prog="sweep", description="Run the broker benchmark (request-reply, Grischa's rounds) over a grid.",
               epilog="Lists take commas, k/m/g binary suffixes, and A..B for every power of two "
                      "from A to B (--sizes 1..64k).")
    p.add_argument("--preset", metavar="NAME",
                   help="a named experiment, the flags a Makefile target runs; a flag given beside it "
                        "overrides it. NAME is one of: "
                        + ", ".join(f"{name} ({preset.what})" for name, preset in PRESETS.items()))
    grid_flags(p)
    rounds_flags(p)
    churn_flags(p)
    measure_flags(p)
    capacity_flags(p)
    role_flags(p)
    output_flags(p)
    return p


def grid_flags(p: Parser) -> None:
    """The grid's axes: libraries, transports, topology, sizes, workers and nodes, workloads."""
    p.add_argument("--libs", help="libraries, for every workload (default: "
                                  + "; ".join(f"{w.title} {w.default_libs}" for w in WORKLOADS.values()) + ")")
    p.add_argument("--transports", help="transports (default tcp,ipc; tcp alone where the roles are on "
                                         "separate hosts)")
    p.add_argument("--topology", default="broker",
                   help="broker (through the router), direct (workers to the master), or both "
                        "(default %(default)s)")
    sized: dict = {}  # a sizes flag (--sizes), declared by the first workload that has it
    for w in WORKLOADS.values():
        if w.sizes_flag and w.sizes_flag not in sized:
            sized[w.sizes_flag] = w
            p.add_argument(w.sizes_flag, help=f"{w.size_noun} (default {w.default_sizes}; with a churn scenario "
                                              f"{w.churn_sizes})")
    for w in WORKLOADS.values():  # --workers, --nodes
        p.add_argument(w.count_flag, help=f"{w.title}: {w.count_kind} counts (default {w.default_counts}; "
                                          f"with a churn scenario {w.churn_counts}"
                                          + (f"; with --find-capacity {w.capacity_counts})" if w.capacity_counts
                                             else ")"))
    p.add_argument("--workload", default=next(iter(WORKLOADS)),
                   help=", ".join(f"{w.name} ({w.summary})" for w in WORKLOADS.values())
                   + (", or both" if len(WORKLOADS) == 2 else ", or several") + " (default %(default)s)")


def rounds_flags(p: Parser) -> None:
    """Grischa's rounds: patterns, message sizes, move times, rounds per point."""
    p.add_argument("--patterns",
                   help="rounds: messaging patterns, each for every library (default: every pattern each "
                        "library has: pubsub, Grischa's, for all, and the library's own alternative)")
    p.add_argument("--contenders",
                   help="rounds: the contenders, each LIB:PATTERN (e.g. zmq:addressed,redis:pubsub), instead of "
                        "--libs and --patterns: only these run (a staged preset picks them from an earlier stage)")
    add_shared(p, "rounds")
    p.add_argument("--nodes-per-process", type=positive_int,
                   help="rounds: nodes one node process hosts (default: --hosting thread, as few as keep the "
                        "processes at 32; loop, up to 128 each)")
    p.add_argument("--games",
                   help="rounds: concurrent games through the one broker, each a controller and --nodes nodes of "
                        "its own, a grid axis, e.g. 1,2,4,8 (default 1); more than one measures by --duration, "
                        "so they end together (docs/scale.md)")
    p.add_argument("--brokers",
                   help="rounds: the brokers the nodes are spread over, a grid axis, e.g. 1,3 (default 1); over "
                        "several, each scale-out of --scaleouts the library has (docs/scale.md \"Past one broker\")")
    p.add_argument("--scaleouts",
                   help="rounds, --brokers over 1: shards (brokers that know nothing of each other, the controller "
                        "on each: every library), cluster (a product's own: NATS routes, Redis Cluster's sharded "
                        "pub/sub, mosquitto bridges), cluster-publish (Redis Cluster, classic PUBLISH) (default: "
                        "every one each library has; PROGRAM --info lists them)")


def churn_flags(p: Parser) -> None:
    """Churn: scenarios, liveness, the rounds' deadline."""
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
    add_shared(p, "churn")


def measure_flags(p: Parser) -> None:
    """How each point is measured: trials, order, length, loop, requests in flight, pinning."""
    p.add_argument("--trials", type=positive_int,
                   help="a fixed number of runs of every point, instead of trials until settled (--looks)")
    p.add_argument("--looks", type=looks,
                   help="trials until settled: the trial counts at which each comparison of two contenders is "
                        "looked at, the last the cap (default %s; docs/method.md, \"Trials until settled\")"
                        % ",".join(map(str, LOOKS)))
    p.add_argument("--margin", type=margin, default=MARGIN,
                   help="the equivalence margin: two contenders tie once the interval of their ratio lies "
                        "between 1 / (1 + M) and 1 + M (default %(default)s)")
    p.add_argument("--bracket", action="store_true",
                   help="rounds: after each node count a contender within the budget skips to the count of "
                        "--nodes at or past where its line through the origin meets the budget, so its crossing "
                        "is bracketed (node counts run smallest first; a contender over the budget or failed at "
                        "one count runs none above it, with or without this)")
    p.add_argument("--seed", type=int, help="shuffles the run order reproducibly (default: a random "
                                            "seed, recorded in meta.json)")
    add_shared(p.add_mutually_exclusive_group(), "length")
    add_shared(p, "measure")
    p.add_argument("--inflight", help="request-reply: requests each worker keeps outstanding, a grid axis, e.g. "
                                      "1,16 (default 1: send, wait, repeat); docs/capacity.md")
    p.add_argument("--hosting", default="thread",
                   help="how the worker and node processes serve their peers: thread (a thread each, whose "
                        "receive waits), loop (one event loop per process serves them all, as cheaply as the "
                        "library allows), or both, interleaved like the libraries (default %(default)s; "
                        "docs/scale.md)")
    p.add_argument("--pin", default="none", choices=KNOWN_PINS,
                   help="broker: the broker (every thread) alone on one CPU, every other role on the rest; the "
                        "affinity is in each row (broker_cpus) and meta.json (default none)")
    p.add_argument("--hosts-layout",
                   help="rounds, --pin broker: loopback (every role on this machine's loopback), two-hosts (as "
                        "root: the broker in a network namespace of its own, the controller and the nodes in "
                        "another, one veth pair between them, each side's receive work steered onto its own CPU), "
                        "or both, each contender's back to back; the sweep makes the namespaces and removes them "
                        "when it ends (default: neither asked, the launcher's own; docs/lab-and-hosts.md)")
    p.add_argument("--profile-broker", action="store_true",
                   help="rounds, the broker pinned: where its CPU per move goes. Its CPU by thread name over the "
                        "measured rounds (/proc), and after them as many rounds again with perf on it: system "
                        "calls, sleeps, wake-ups it causes, each part of its path (the columns profile_*, "
                        "broker_cpu_by_thread; docs/scale.md \"Where a broker's CPU per move goes\"). Where perf "
                        "is missing or refused, meta.json and the report say why and the perf columns stay empty")
    p.add_argument("--kernel-seconds", type=kernel_seconds, default=kernel.SECONDS, metavar="S",
                   help="rounds through a floor's pub/sub broker (raw): seconds each way of the kernel's own cost "
                        "is measured, at the run's start and its end (meta.json \"kernel\"; default %(default)s)")


def capacity_flags(p: Parser) -> None:
    """--find-capacity's staircase."""
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


def role_flags(p: Parser) -> None:
    """What the roles are told: warm-up, timeouts, retries, transport options, workarounds."""
    add_shared(p, "role")
    p.add_argument("--retries", type=retries, default=1,
                   help="run a failed point again at once, up to N times (default 1; 0: never); every "
                        "run is a row (column attempt) and the point counts as ok when a retry is")
    p.add_argument("--equalize", action="store_true",
                   help="the same transport options for every library (TCP_NODELAY on, 128 KiB "
                        "socket buffers where settable); meta.json lists them")
    p.add_argument("--library-defaults", action="store_true",
                   help="apply no library workaround (nanomsg then loses replies; see docs/findings.md)")
    p.add_argument("--allow-io-fallback", action="store_true",
                   help="where the kernel refuses io_uring, let raw@uring's broker serve on epoll (its rows "
                        "say so: broker_io) instead of failing the point with the kernel's reason")


def output_flags(p: Parser) -> None:
    """Where results go, where the programs are, where the roles run; the test aid."""
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


# The round sizes' own check (check_round_sizes), and every other shared flag's: within the programs' limits.
ROUND_SIZES = ("--task-size", "--result-size")
TO_PROGRAMS = tuple(flag for flag in SHARED if flag not in ROUND_SIZES)


def given(args: argparse.Namespace, flag: str):
    """A shared flag's value as given, or None: not given (or given as the sweep's own default)."""
    value = getattr(args, dest(flag))
    return None if isinstance(value, ProgramDefault) or value == SHARED[flag].default else value


def check_limits(args: argparse.Namespace) -> None:
    """Every value given for a flag the programs take, within their limits (--info, from the programs
    in --bin: known only once parsed), or one line. Defaults are not checked (a fake bin folder's
    programs need not give limits)."""
    bin_dir = Path(args.bin)
    for flag in TO_PROGRAMS:
        value = given(args, flag)
        if value is None:
            continue
        for v in value if isinstance(value, tuple) else (value,):
            why = out_of_range(bin_dir, flag, v)
            if why:
                raise UsageError(f"argument {flag}: {why}")
    check_round_sizes(args, bin_dir)


def check_round_sizes(args: argparse.Namespace, bin_dir: Path) -> None:
    """--task-size and --result-size given: from the round header (a result: and the node's task time)
    up to the programs' maximum."""
    sizes = {flag: given(args, flag) for flag in ROUND_SIZES}
    if all(v is None for v in sizes.values()):
        return
    header, _ = bounds(bin_dir, "--task-size")
    why = {"--task-size": f"the round header is {header}",
           "--result-size": f"the round header is {header}, and a result carries "
                            f"{bounds(bin_dir, '--result-size')[0] - header} bytes of task time"}
    for flag, v in sizes.items():
        lo, hi = bounds(bin_dir, flag)
        if v is not None and not lo <= v <= hi:
            raise UsageError(f"argument {flag}: '{v}' is not a message size from {lo} to {hi} bytes ({why[flag]})")


RESUMABLE_WITH = ("--resume", "--bin", "--tmpdir", "--inject-fault")


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
    if meta.get("results_schema", 1) != SCHEMA:  # its rows would not key alike (record/schema.py)
        raise UsageError(f"--resume: {out} holds results schema {meta.get('results_schema', 1)!r} and this "
                         f"version writes {SCHEMA}: finish it with the version that started it, or start a new sweep")
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
