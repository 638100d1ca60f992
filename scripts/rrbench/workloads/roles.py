"""What a workload tells the point runner (run/point.py), and what the runner hands back.

A workload (reqrep.py, rounds.py) names its roles as RoleSpecs: which program, its flags, its start
group, whether it is told go, which record says it is done, how it ends; and echo(point, s), what its
answering role's RESULT must say it ran with (the runner refuses the row otherwise: checks.py
check_echo). When the point has run, the workload's collect(view) turns the roles' output into the
row's values. The view is the
runner's (run/point.py PointView); what collect() may ask of it:

  view.point, view.settings   the point and the sweep's settings
  view.roles                  Roles: what every role printed (one(kind), all(kind))
  view.merge_histograms(lines, expected, what, counter)  the latency columns (record/hist.py)
  view.cpu_seconds(groups, units)     CPU seconds of each group of roles, and per unit of work
  view.broker_capacity(msgs_per_s)    the broker's CPU over the measured phase (docs/capacity.md)
  view.cost_per_round(groups, rounds, msgs_per_round)  each group's CPU per measured round (docs/scale.md)
  view.wire_per_round(rounds)         the broker's TCP bytes per round
  view.profile(broker_us_per_round)   --profile-broker's columns (core/profile.py; {} without it)
  view.churn()                        ChurnFacts: when the change came, the role it started, who gave up
  view.exit_text(code)                a role's exit status in words (the launcher's)
  view.keep_timeline(csv_text)        a churn point's timeline, kept beside the row
"""

from __future__ import annotations

import signal
from dataclasses import dataclass, field


@dataclass
class RoleSpec:
    name: str            # unique within the point: "router", "worker 3", "nodes 64-95"
    kind: str            # program suffix: router, master, worker, controller, node
    args: list
    group: int           # start order: a group starts once every role of the one before is READY
    place: str = "worker"  # where a launcher puts it: router, master or worker (spread by `slot`)
    slot: int = 0
    stdin: bool = False    # reads stdin (go, and the end)
    gets_go: bool = False  # told "go" once every role is READY
    done: str | None = None  # the record that says its work is finished
    waits_on: tuple = ()   # records after which it waits for a line from the sweep (which samples first)
    leaves: bool = False   # let go at the end (stdin closed) and exits by itself; else stopped
    churn: bool = False    # the client a churn scenario kills (node-dies) or starts late (node-joins)
    late: bool = False     # not started with its group: the scenario starts it (node-joins)
    stop_signal: int = signal.SIGTERM  # what stops it at teardown (a product's server may want another)
    game: int = 0          # rounds: the game it belongs to (--games: several through one broker)


@dataclass
class Roles:
    """What a point's roles printed, for a workload's collect()."""

    by_kind: dict = field(default_factory=dict)  # kind -> [Role]

    def one(self, kind: str):
        """The last role of a kind: a restarted master or controller is the one that finished."""
        return self.by_kind[kind][-1]

    def all(self, kind: str) -> list:
        return self.by_kind.get(kind, [])


MAX_CLIENT_PROCESSES = 32     # --hosting thread: a point's nodes are spread over at most this many processes
LOOP_PEERS_PER_PROCESS = 128  # --hosting loop: at most this many workers or nodes share a process's loop


def peers_per_process(hosting: str, given: int, peers: int) -> int:
    """How many workers or nodes share a process: `given` (--nodes-per-process), else with --hosting
    thread as few as keep the processes at MAX_CLIENT_PROCESSES (the workers: one each), with --hosting
    loop up to LOOP_PEERS_PER_PROCESS each (docs/scale.md)."""
    if given:
        return min(given, peers)
    if hosting == "loop":
        return min(LOOP_PEERS_PER_PROCESS, peers)
    return -(-peers // MAX_CLIENT_PROCESSES)


def router_stop(point, s) -> int:
    """The signal that stops the broker cleanly: a product's server names its own (a slice of a kept server,
    SIGTERM: common/server.c)."""
    server = s.servers.get(point.lib)
    return signal.Signals[server["stop_signal"]] if server and not s.kept_dir else signal.SIGTERM


def server_flags(point, s, workdir: str) -> list[str]:
    """A product's router: the point's folder for its server's state (RabbitMQ's database, a cluster's
    files), removed with the folder; a slice of a kept server, that server's (run/kept.py)."""
    return ["--state-dir", s.kept_dir or f"{workdir}/cluster"] if s.servers.get(point.lib) else []


def one_server(endpoints: tuple[str, ...]) -> tuple[str, ...]:
    """A broker product's one endpoint serves as front and back (its server is both)."""
    return endpoints * 2 if len(endpoints) == 1 else endpoints


def common_flags(s, point=None) -> list[str]:
    """Flags every role of a point gets: --equalize, --liveness."""
    return (["--equalize"] if s.equalize else []) + (["--liveness"] if point and point.liveness == "on" else [])


def defaults_flag(s) -> list[str]:
    return ["--library-defaults"] if s.library_defaults else []
