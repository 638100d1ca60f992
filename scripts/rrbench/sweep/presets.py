"""The sweep's defaults, and the named experiments (--preset NAME): each is the flags it stands for,
kept here alone (the Makefile's sweep targets call scripts/sweep --preset NAME).

A preset's flags go where --preset stood, less every flag the command line gives itself: a flag
given beside a preset overrides it, before or after it. meta.json's command line is the expanded
one, so --resume reruns what ran even if a preset changes later."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.grid import UsageError
from ..core.libraries import NAMES
from ..core.libraries import PRODUCTS as PRODUCT_NAMES
from ..workloads.rounds import ROUNDS_CAP_S  # noqa: F401 (the sweep's defaults, in one place)

# --- the defaults without a preset ----------------------------------------------------
# A workload's own defaults (its libraries, sizes and counts; in churn and --find-capacity too) are its module's:
# workloads/reqrep.py, workloads/rounds.py.
DEFAULT_ROUNDS = 200    # rounds: measured rounds per steady point (p99 = the 3rd-largest)
STEADY_DURATION_S = 1.0  # a steady point's measured phase (the programs' own 2 s would double the sweep)
CHURN_DURATION_S = 3.0  # a churn point's measured phase: before the change, and room to recover after

# --- the named experiments ----------------------------------------------------------------
# make sweep's stages (docs/sweep.md, "Where the time goes"): a slow contender's measured rounds stop at
# 1 s (it is out by then), warm-ups take 0.2 s (60 rounds at 100 nodes), request-reply measures 0.5 s
STAGE_WARMUP_S, STAGE_ROUNDS_CAP_S, REQREP_STAGE_S = 0.2, 1.0, 0.5
STAGE_CLOCKS = ("--duration", str(STAGE_ROUNDS_CAP_S), "--warmup", str(STAGE_WARMUP_S))
# make sweep's comparisons stop at 5 trials, not 12 (the deep presets keep 12: sequential.LOOKS), for its ten
# minutes. What that costs the answer, measured on the runs' own rows: results/2026-11-28-make-sweep (cap 12)
# had no comparison between contenders settled past 5, and its rows cut to 5 trials give the same sentence,
# pick and verdict words; results/2026-11-28-make-sweep-2 (cap 8) had 21 of 57 settled at 8, and cut to 5 its
# sentence names the same pick with one more tied leader (redis pubsub). The p99 per move of a near-tie is
# too noisy for 3 trials more to settle it; the trials past 5 cost about 100 s of make sweep.
QUICK_LOOKS = ("--looks", "3,5")
REACH_ROUNDS = 50       # the broker's CPU per move is a mean: 50 moves suffice where 200 cost seconds at 1,024 nodes
LADDER = "100,256,512,1024,2048,4096"  # the counts --bracket chooses from

EVERY_LIB = ",".join(NAMES)  # every library and broker product (the Makefile's lines)
PRODUCTS = ",".join(PRODUCT_NAMES)
SIDE_BY_SIDE = ",".join(("zmq", "raw", *PRODUCT_NAMES))  # the products beside zmq and the raw floor
# The move, what one broker carries and the broker's peak, with the floor twice: raw's brokers on epoll and on
# io_uring (its variant uring, the floor at what the kernel allows: docs/scale.md "The floor, and the kernel's
# own cost")
WITH_BOTH_FLOORS = EVERY_LIB + ",raw@uring"
# The contenders of the scale run whose broker reached 1,024 nodes (docs/scale.md), both floors among them
HOSTS_CONTENDERS = ("raw:pubsub,raw@uring:pubsub,zmq:addressed,zmq:pubsub,czmq:addressed,redis:pubsub,redis:reply,"
                    "nats:pubsub,nats:reply,mqtt:pubsub")
HOSTS_ROUNDS, HOSTS_ROUNDS_CAP_S = 1000, 4.0
# The profile's brokers (docs/scale.md "Where a broker's CPU per move goes"): the floors, raw@uring without
# deferred task work beside it, and the contenders that lead at 1,024 nodes
PROFILED = "raw:pubsub,raw@uring:pubsub,raw@uring-nodefer:pubsub,zmq:addressed,redis:pubsub"
# The floor's parts (docs/scale.md "The floor's parts"): raw@uring beside the same broker with the controller's
# writes coalesced (raw@uring-coalesce), and the leader, zmq addressed, whose library coalesces them itself
FLOOR_PARTS = "raw@uring:pubsub,raw@uring-coalesce:pubsub,zmq:addressed"


@dataclass(frozen=True)
class Stage:
    """One sweep of a staged preset (sweep/stages.py): its folder in the run folder and the preset it runs."""
    name: str
    what: str
    preset: str
    pick: tuple | None = None  # ("leaders" | "reach" | "slow", a stage before it): its contenders come from there
    #                            (slow: the libraries, --libs, whose server boots slowly, every pattern)
    flags: tuple = ()  # flags of its own beside its preset's (they override them)
    variants: bool = False  # its libraries' client variants too (LIB@NAME: an adapter's --info "variants")


@dataclass(frozen=True)
class Preset:
    what: str      # one line for --help
    flags: tuple = ()  # the command-line flags it stands for
    stages: tuple = ()  # or the stages it runs, one after another (sweep/stages.py)
    quick: bool = False  # its stages leave out the products whose server boots slowly (--info's
    #                      server.start_timeout_s) and cannot be kept (no server.slice: every point boots one),
    #                      saying so: make sweep's ten minutes


PRESETS = {
    # make sweep: the whole answer in one run folder, a stage each (sweep/stages.py; docs/sweep.md).
    "default": Preset("the whole answer, in stages: make sweep", quick=True, stages=(
        Stage("moves", "the move at 20 and 100 nodes, every contender, TCP", "moves", flags=QUICK_LOOKS),
        Stage("scale", "one broker core, loop-hosted nodes: its CPU per move from 100 nodes to each contender's "
                       "crossing", "scale-reach", flags=QUICK_LOOKS),
        Stage("hosting", "one broker core, a thread per node: the same for the contenders that reach furthest",
              "scale-thread", ("reach", "scale"), flags=QUICK_LOOKS),
        Stage("brokers", "past one broker: the furthest-reaching contenders over 3 brokers (one: stage scale)",
              "brokers-reach",
              ("reach", "scale"), flags=QUICK_LOOKS),
        Stage("churn", "a node dies, the broker restarts, liveness on: the furthest-reaching contenders",
              "churn-leaders", ("reach", "scale")),
        Stage("reqrep", "request-reply through the broker, the second argument", "reqrep", flags=QUICK_LOOKS))),
    "grischa": Preset("Grischa's rounds at 20, 100 and 1024 nodes, every library, TCP, 5 trials: make sweep-grischa",
                      ("--workload", "rounds", "--libs", EVERY_LIB, "--transports", "tcp",
                       "--nodes", "20,100,1024", "--trials", "5", "--timeout", "3")),
    # The broker products' request-reply (docs/products.md) beside zmq and the raw floor: the default
    # sweep gives them the rounds only.
    "products": Preset("the broker products' request-reply beside zmq and raw: make sweep-products",
                       ("--workload", "reqrep", "--libs", f"zmq,raw,{PRODUCTS}", "--sizes", "64,1k",
                        "--workers", "1,8,64")),
    # The broker products beside zmq and the raw floor, through make sweep's stages: the one answer for a
    # product make sweep leaves out because its server boots slowly (RabbitMQ: 5-20 s a point).
    "products-all": Preset(
        "every broker product beside zmq and raw through make sweep's stages, the slow-booting ones (RabbitMQ) "
        "past one broker, in churn and at capacity: make sweep-products-all", stages=(
            Stage("moves", "the move at 20 and 100 nodes, TCP", "moves", flags=("--libs", SIDE_BY_SIDE)),
            Stage("scale", "one broker core, loop-hosted nodes: its CPU per move from 100 nodes to each contender's "
                           "crossing", "scale-reach", flags=("--libs", SIDE_BY_SIDE)),
            # (from 256 nodes: one RabbitMQ broker core carries about 150, make sweep's ladder starts at 1,024)
            Stage("brokers", "past one broker, the slow-booting products: 3 brokers (one: stage scale)",
                  "brokers-reach", ("slow", "scale"), flags=("--nodes", "256,512,1024,2048")),
            Stage("churn", "a node dies, one joins, the broker restarts, liveness on: the slow-booting products",
                  "churn-boot", ("slow", "scale")),
            Stage("reqrep", "request-reply through the broker, each product's client variants too", "reqrep",
                  flags=("--libs", SIDE_BY_SIDE), variants=True),
            Stage("capacity", "the broker's peak: pipelined workers, the broker pinned", "capacity-peak",
                  flags=("--libs", SIDE_BY_SIDE), variants=True))),
    # Churn (docs/churn.md): every scenario, both workloads, every library, liveness off and on.
    "churn": Preset("every churn scenario, both workloads, every library: make sweep-churn",
                    ("--scenario", "node-dies,node-joins,broker-restarts,master-restarts,controller-restarts",
                     "--workload", "reqrep,rounds", "--libs", EVERY_LIB)),
    # Broker capacity (docs/capacity.md): the pinned peak with pipelined workers, then the knee of the
    # offered rate, every library over TCP at 64 B and 1 KiB.
    "capacity-peak": Preset("the broker's peak: pipelined workers, the broker pinned: make sweep-capacity-peak",
                            ("--workload", "reqrep", "--libs", WITH_BOTH_FLOORS, "--transports", "tcp",
                             "--sizes", "64,1k", "--workers", "16", "--inflight", "16", "--pin", "broker")),
    "capacity-knee": Preset("the knee of the offered rate: make sweep-capacity-knee",
                            ("--workload", "reqrep", "--libs", EVERY_LIB, "--transports", "tcp",
                             "--sizes", "64,1k", "--workers", "16", "--find-capacity")),
    # What one broker carries (docs/scale.md): the broker's own CPU per move at Grischa's node counts and
    # beyond, the broker on a core of its own, the nodes as cheap as their library allows; then the two
    # checks: the nodes' hosting (thread against loop), and the figure against a saturated broker.
    "scale": Preset("the broker's CPU per move at 20 - 4096 nodes, pinned, every contender: make sweep-scale",
                    ("--workload", "rounds", "--libs", WITH_BOTH_FLOORS, "--transports", "tcp",
                     "--nodes", "20,100,1024,4096", "--hosting", "loop", "--pin", "broker", "--trials", "3",
                     "--timeout", "5")),
    "scale-hosting": Preset("thread against loop hosting at 20 and 100 nodes, pinned: make sweep-scale-hosting",
                            ("--workload", "rounds", "--libs", EVERY_LIB, "--transports", "tcp", "--nodes", "20,100",
                             "--hosting", "thread,loop", "--pin", "broker", "--trials", "3", "--timeout", "3")),
    "scale-saturation": Preset("concurrent games until the pinned broker is busy: make sweep-scale-saturation",
                               ("--workload", "rounds", "--libs", "zmq,redis,nats", "--patterns", "pubsub",
                                "--transports", "tcp", "--nodes", "20,100", "--games", "1,2,4,8", "--hosting", "loop",
                                "--pin", "broker-first", "--duration", "3", "--trials", "3", "--timeout", "3")),
    # The broker on a host of its own (docs/scale.md "Two hosts against loopback"): the scale run's contenders
    # that reach 1,024 nodes, each on loopback and on two hosts back to back (--hosts-layout). Its figure is
    # the broker core's busy time, counted in 10-ms clock ticks: up to 1,000 moves or 4 s of them a point gives
    # every point at least about a hundred ticks (1 %).
    "scale-hosts": Preset("the scale run's contenders on loopback and on two hosts, back to back, pinned, 100 and "
                          "1024 nodes, each broker profiled: make sweep-scale-hosts (root)",
                          ("--workload", "rounds", "--contenders", HOSTS_CONTENDERS, "--transports", "tcp",
                           "--nodes", "100,1024", "--hosting", "loop", "--pin", "broker",
                           "--hosts-layout", "loopback,two-hosts", "--rounds", str(HOSTS_ROUNDS),
                           "--duration", str(HOSTS_ROUNDS_CAP_S), "--trials", "3", "--timeout", "5",
                           "--profile-broker")),
    # Past one broker (docs/scale.md): each contender's scale-out over 3 brokers beside its one broker, in
    # the same run, measured as one broker is (pinned, the nodes in event loops).
    "brokers": Preset("one broker against 3, every contender's scale-out, 100 - 4096 nodes: make sweep-brokers",
                      ("--workload", "rounds", "--libs", EVERY_LIB, "--transports", "tcp",
                       "--nodes", "100,1024,4096", "--brokers", "1,3", "--hosting", "loop", "--pin", "broker",
                       "--trials", "3", "--timeout", "5")),
    # ... and one broker of K restarting: the last (one that carries nodes only), liveness off and on.
    "brokers-restarts": Preset("one broker of 3 restarts, every contender's scale-out: make sweep-brokers",
                               ("--workload", "rounds", "--libs", EVERY_LIB, "--transports", "tcp",
                                "--nodes", "20", "--brokers", "3", "--scenario", "broker-restarts",
                                "--trials", "2")),
    # The default's stages, each a preset of its own.
    "moves": Preset("the move at 20 and 100 nodes, every contender, TCP (make sweep's first stage)",
                    ("--workload", "rounds", "--libs", WITH_BOTH_FLOORS, "--transports", "tcp", "--nodes", "20,100",
                     *STAGE_CLOCKS, "--timeout", "3")),
    "scale-reach": Preset("the pinned broker's CPU per move, loop-hosted nodes, from 100 nodes to the count past "
                          "each contender's crossing (a stage of make sweep)",
                          ("--workload", "rounds", "--libs", WITH_BOTH_FLOORS, "--transports", "tcp",
                           "--nodes", LADDER, "--bracket", "--rounds", str(REACH_ROUNDS), *STAGE_CLOCKS,
                           "--hosting", "loop", "--pin", "broker", "--timeout", "5")),
    "scale-thread": Preset("the same with a thread per node: the other bound of what one broker core carries (a "
                           "stage of make sweep)",
                           ("--workload", "rounds", "--transports", "tcp",
                            "--nodes", LADDER, "--bracket", "--rounds", str(REACH_ROUNDS), *STAGE_CLOCKS,
                            "--hosting", "thread", "--pin", "broker", "--timeout", "5")),
    "brokers-reach": Preset("3 brokers from 1024 nodes to the count past the crossing (a stage of make sweep: "
                            "one broker's is stage scale's)",
                            ("--workload", "rounds", "--transports", "tcp", "--nodes", "1024,2048,3072,4096",
                             "--bracket", "--brokers", "3", "--rounds", str(REACH_ROUNDS), *STAGE_CLOCKS,
                             "--hosting", "loop", "--pin", "broker", "--timeout", "5")),
    "churn-leaders": Preset("a node dies, the broker restarts, liveness on, TCP (a stage of make sweep)",
                            ("--workload", "rounds", "--transports", "tcp", "--scenario", "node-dies,broker-restarts",
                             "--liveness", "on")),
    # A server that boots for 5-20 s (RabbitMQ) restarts within the point: 20 s measured, the workers and nodes
    # waiting up to 15 s for an answer.
    "churn-boot": Preset("a node dies, one joins, the broker restarts, liveness on, both workloads, 20-s points "
                         "(a stage of make sweep-products-all)",
                         ("--workload", "reqrep,rounds", "--transports", "tcp",
                          "--scenario", "node-dies,node-joins,broker-restarts", "--liveness", "on",
                          "--duration", "20", "--timeout", "15")),
    "reqrep": Preset("request-reply through the broker: 1 KiB, 8 and 64 workers, TCP, every library and product "
                     "(a stage of make sweep)",
                     ("--workload", "reqrep", "--libs", EVERY_LIB, "--transports", "tcp", "--sizes", "1k",
                      "--workers", "8,64",
                      "--duration", str(REQREP_STAGE_S), "--warmup", str(STAGE_WARMUP_S))),
    "both": Preset("both workloads' default grids in one folder", ("--workload", "reqrep,rounds")),
    # Where a broker's CPU per move goes (docs/scale.md): the table's brokers at 1,024 nodes, the io_uring floor
    # with and without deferred task work beside the epoll one; RabbitMQ's threads at 100 nodes, which one
    # broker core carries (about 140). 3 trials: a profile, not a comparison to settle.
    "profile": Preset("where the pinned broker's CPU per move goes, by perf: the floors, zmq addressed and redis "
                      "pubsub at 1,024 nodes, RabbitMQ's threads at 100: make sweep-profile", stages=(
                          Stage("floors", "the floors (epoll; io_uring with and without deferred task work), zmq "
                                          "addressed and redis pubsub at 1,024 loop-hosted nodes", "profile-points",
                                flags=("--contenders", PROFILED, "--nodes", "1024")),
                          Stage("rabbitmq", "RabbitMQ's broker by thread at 100 nodes", "profile-points",
                                flags=("--contenders", "rabbitmq:pubsub", "--nodes", "100")))),
    # Where raw@uring's broker CPU goes beyond the kernel's in its own traffic (docs/scale.md "The floor's parts"):
    # each suspect removed in turn, at 1,024 and 4,096 nodes, profiled, the kernel in the broker's shape beside it
    "floor-parts": Preset("raw@uring beside itself with the controller's writes coalesced and with the nodes in one "
                          "process, zmq addressed beside them, profiled: make sweep-floor-parts", stages=(
                              Stage("traffic", "raw@uring, raw@uring-coalesce and zmq addressed at 1,024 loop-hosted "
                                               "nodes", "profile-points",
                                    flags=("--contenders", FLOOR_PARTS, "--nodes", "1024")),
                              # a stage of its own: on a ladder a contender over the budget at 1,024 stops there
                              Stage("traffic-4096", "the same at 4,096 nodes", "profile-points",
                                    flags=("--contenders", FLOOR_PARTS, "--nodes", "4096")),
                              Stage("processes", "the floors at 1,024 nodes hosted by one process, not eight",
                                    "profile-points",
                                    flags=("--contenders", "raw@uring:pubsub,raw@uring-coalesce:pubsub", "--nodes",
                                           "1024", "--nodes-per-process", "1024")))),
    "profile-points": Preset("the pinned broker profiled (--profile-broker), loop-hosted nodes, TCP, 3 trials (a "
                             "stage of make sweep-profile)",
                             ("--workload", "rounds", "--transports", "tcp", "--hosting", "loop", "--pin", "broker",
                              "--profile-broker", "--trials", "3", "--timeout", "5")),
}


def flag_name(arg: str) -> str | None:
    """'--trials' and '--trials=5' -> '--trials'; None for a value."""
    return arg.split("=", 1)[0] if arg.startswith("--") else None


def preset_flags(name: str, given: set[str]) -> list[str]:
    """The preset's flags, less those in `given` (each with its value, if it takes one)."""
    if name not in PRESETS:
        raise UsageError(f"--preset: unknown preset '{name}' (known: {', '.join(PRESETS)})")
    if PRESETS[name].stages:
        raise UsageError(f"--preset {name} runs in stages: give it alone (flags beside it go to every stage)")
    out, flags = [], PRESETS[name].flags
    for i, arg in enumerate(flags):
        name_of = flag_name(arg) or flag_name(flags[i - 1])  # a value belongs to the flag before it
        if name_of not in given:
            out.append(arg)
    return out


def expand(argv: list[str]) -> list[str]:
    """The command line with --preset NAME (or --preset=NAME) replaced by the preset's flags, less
    the ones the command line gives itself."""
    given = {f for f in map(flag_name, argv) if f and f != "--preset"}
    out, i = [], 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--preset" or arg.startswith("--preset="):
            if arg == "--preset" and i + 1 >= len(argv):
                raise UsageError("--preset: expected one argument (known: " + ", ".join(PRESETS) + ")")
            name = arg.split("=", 1)[1] if "=" in arg else argv[i + 1]
            out += preset_flags(name, given)
            i += 1 if "=" in arg else 2
            continue
        out.append(arg)
        i += 1
    return out
