"""Grischa's rounds (the rounds workload, docs/rounds.md): broker, controller, node processes; one
task and one result per node per round (common/controller.c). A churn scenario's row comes from
churn.py."""

from __future__ import annotations

import statistics

from .axes import Workload
from .checks import rounds_check
from .churn import rounds_churn
from .programs import ROUND_REQUEST_BYTES
from .roles import RoleSpec, common_flags, defaults_flag, peers_per_process, router_stop, server_flags
from ..core.grid import KNOWN_PATTERNS, SHARED_SCENARIOS
from ..core.profile import PERF_WAIT_S
from ..core.libraries import LIBRARIES
from ..core.lines import PointFailed

ROUNDS_CAP_S = 10.0  # a point's measured rounds (--rounds) or fewer, when a slow library takes longer than this


class Rounds:
    name = "rounds"
    title = "rounds"
    summary = "Grischa's scatter-gather: a task to every node, a results request, every result back"
    # The sweep (sweep/flags.py, sweep/plan.py).
    # Its axes: patterns (--patterns), the task size (--task-size) and node counts (--nodes; the programs'
    # limits of the same flag), move times (--compute), concurrent games (--games).
    sizes_flag = None         # its one size is --task-size, a flag it shares with the programs (sweep/flags.py)
    count_flag = "--nodes"
    program_count_flag = "--nodes"
    count_noun = "nodes"
    counts_named = "the rounds' node counts"
    default_libs = ",".join(lib.name for lib in LIBRARIES if not lib.over_another)
    default_counts = "20,100"  # the grischa preset adds 1024
    churn_counts = "20"
    capacity_counts = None     # --find-capacity is request-reply's
    scenarios = (*SHARED_SCENARIOS, "controller-restarts")
    patterns = KNOWN_PATTERNS  # --patterns; each library runs those it has (its --info)
    topologies = ("broker",)
    open_loop = False
    no_inflight = "the rounds' nodes answer one task at a time"
    has_games = True          # --games
    has_moves = True          # --compute: the compute_s key column
    has_brokers = True        # --brokers, --scaleouts: the brokers and scaleout key columns
    one_broker_patterns = ("survey",)  # a survey gathers through one broker
    compared_by = "p99_us"    # trials until settled (analysis/sequential.py): the p99 overhead per move ...
    compared_pinned = "broker_cpu_us_per_round"  # ... or, the broker pinned, its CPU per move (the busiest
    compared_busiest = "broker_busiest_cpu_us_per_round"  # broker's over K: the one that fills first)
    higher_is_better = False
    has_budget = True         # a move's messaging has a budget (analysis/grischa.py): over it, a contender is out
    profiles_broker = True    # --profile-broker: its broker's CPU per move, part by part (run/perf.py)
    numeric_when_ok = ("size", "nodes", "rounds_per_s", "p50_us", "p99_us")
    # Its part of the report (analysis/churn.py, render/churn.py):
    grischas = True           # Grischa's own traffic: the churn answer reads it first
    preferred_pattern = "pubsub"  # Grischa's
    lost_request_waits = False
    churn_title = "Grischa's rounds"
    churn_detection = ("Through a broker no library tells the controller that a node died: the round deadline "
                       "is the only signal, so detection takes the deadline whatever the library.")
    timeline_axis = "slowest round per 50 ms (ms)"
    timeline_what = "the slowest round overhead of each 50 ms"

    # Its run (run/point.py):
    count_kind = "node"
    answer_kind = "controller"
    kinds = ("router", "controller", "node")
    starts_at_live = True       # the measured phase counts from LIVE (after the hellos)
    RESTART_FIRST_ROUND = 1 << 24  # past any round its predecessor reached: the nodes take its tasks as new

    @staticmethod
    def churn_series(timeline: list[dict], window: tuple[float, float], bin_s: float) -> list[tuple]:
        """The slowest round of each `bin_s` within the window (ms)."""
        bins: dict[int, float] = {}
        for t in timeline:
            if t["kind"] == "round" and t["overhead_ms"]:
                x = float(t["t_s"])
                if window[0] <= x <= window[1]:
                    b = int(x // bin_s)
                    bins[b] = max(bins.get(b, 0.0), float(t["overhead_ms"]))
        return [((b + 0.5) * bin_s, v, None, None) for b, v in sorted(bins.items())]

    @staticmethod
    def view(row: dict) -> str:
        """The report's view of its steady rows: one game through one broker (the moves), concurrent games
        (scale.py), or several brokers (brokers.py)."""
        if row.get("brokers", "1") not in ("", "1"):
            return "brokers"
        return "rounds" if row["games"] == "1" else "games"

    @classmethod
    def grid(cls, args, ax, libs_by_pattern: dict) -> Workload:
        """Its axes in this sweep: patterns, the task size, node counts, move times, games."""
        return Workload(cls.name, tuple(libs_by_pattern), (args.task_size,), tuple(ax.counts_of[cls.name]),
                        libs_by_pattern=libs_by_pattern, scenarios=ax.scenarios_of[cls.name],
                        liveness=tuple(ax.liveness), computes=args.compute, hostings=tuple(ax.hostings),
                        games=tuple(ax.games), brokers=tuple(ax.brokers), scaleouts_of=ax.scaleouts_of,
                        one_broker_patterns=cls.one_broker_patterns, layouts=tuple(ax.layouts))

    @classmethod
    def meta(cls, args, ax, by_pattern: dict) -> dict:
        """meta.json's settings of its own, when it ran: its block."""
        if cls.name not in ax.workloads:
            return {}
        patterns = by_pattern[cls.name]
        return {"rounds": {"patterns": list(patterns), "libs_by_pattern": {k: list(v) for k, v in patterns.items()},
                           "nodes": ax.counts_of[cls.name], "task_size": args.task_size,
                           "result_size": args.result_size, "compute_s": list(args.compute),
                           "rounds_per_point": args.rounds, "rounds_cap_s": args.duration or ROUNDS_CAP_S,
                           "nodes_per_process": args.nodes_per_process or "auto", "brokers": ax.brokers,
                           "scaleouts": {lib: list(v) for lib, v in ax.scaleouts_of.items()}}}

    @staticmethod
    def key_columns(point) -> dict:
        return {"compute_s": f"{point.compute:g}", "games": point.games,  # has_moves, has_games
                "brokers": point.brokers, "scaleout": point.scaleout}  # has_brokers

    @staticmethod
    def named_columns(point) -> dict:
        """results.csv's nodes: the point's (None: empty; the task size is the task_size column)."""
        return {"nodes": point.nodes if point else ""}

    @staticmethod
    def label(point, extras: str) -> str:
        return f"{point.lib} {point.transport} rounds {point.pattern}{extras} nodes={point.nodes} trial={point.trial}"

    @staticmethod
    def slug(point, net: str, extras: str) -> str:
        return f"rounds-{point.pattern}-{point.lib}-{point.transport}-n{point.nodes}{net}{extras}-t{point.trial}"

    @staticmethod
    def restart_args(args: list) -> list:
        return [*args, "--first-round", str(Rounds.RESTART_FIRST_ROUND)]

    @staticmethod
    def connections_each(point) -> int:
        # A node publishes and subscribes: two connections at the broker; survey: and answers. With
        # concurrent games, each has its nodes.
        return (3 if point.pattern == "survey" else 2) * point.games

    @staticmethod
    def endpoint_owners(point, s) -> tuple[int, ...]:
        return Brokers(point, s).owners()

    @staticmethod
    def bus_endpoints(point, s, endpoints: tuple[str, ...]) -> tuple[str, ...]:
        """The endpoints where a cluster's servers meet each other (their bytes: bus_bytes_per_round)."""
        return Brokers(point, s).buses(endpoints)

    @staticmethod
    def roles(point, s, endpoints: tuple[str, ...], workdir: str) -> list[RoleSpec]:
        layout = Brokers(point, s, workdir)
        flags = ["--pattern", point.pattern, *common_flags(s, point), *defaults_flag(s), *layout.flags()]
        out = layout.routers(endpoints, flags)
        front, back, survey = layout.controller(endpoints)
        node_front, node_back = layout.nodes(endpoints)
        slot = 0
        for game in range(point.games):  # (one, but for a capacity run: docs/scale.md)
            out.append(controller_spec(point, s, front, back, survey, flags, game))
            for spec in node_specs(point, s, node_front, node_back, survey, flags, game):
                out.append(RoleSpec(**{**spec.__dict__, "slot": slot}))
                slot += 1
        return out

    @staticmethod
    def echo(point, s) -> dict:
        """What the controller's RESULT must say it ran with."""
        return {"nodes": point.nodes, "task_size": point.size, "result_size": s.result_size,
                "pattern": point.pattern}

    @staticmethod
    def measure_s(point, s) -> float:
        """The measured phase at most: churn's duration, or the cap on the rounds (profiled: twice, the
        profiled rounds after the measured ones, and perf's time to start and stop)."""
        if point.scenario != "none":
            return s.duration
        return 2 * s.rounds_cap + PERF_WAIT_S if profiled(s) else s.rounds_cap

    @staticmethod
    def collect(view) -> dict:
        if view.point.scenario != "none":
            return rounds_churn(view)
        roles, point, n = view.roles, view.point, view.point.nodes
        ctrls, nodes = roles.all("controller"), roles.all("node")
        games = [Game(c, [x for x in nodes if x.spec.game == c.spec.game], n) for c in ctrls]
        values = combined(games)
        rounds, total = values["rounds"], sum(g.total for g in games)
        values.update(view.merge_histograms([g.ctrl.hist_line for g in games], rounds, "rounds",
                                            "the controllers counted" if len(games) > 1 else "the controller counted"))
        values.update({
            "nodes_per_process": max(int(d["nodes"]) for g in games for d in g.done),
            "task_size": point.size, "result_size": view.settings.result_size,
            "msgs_per_round": round(sum(g.delivered for g in games) / total, 2),
            "bytes_per_round": n * (point.size + ROUND_REQUEST_BYTES + view.settings.result_size),
            "close_hung": sum("CLOSE" in r.records for r in nodes),
            "broker_processes": len(roles.all("router")),
        })
        values.update(view.wire_per_round(total))  # counted from LIVE: warm-up and measured rounds, and the stop
        app_msgs = sum(int(d["recv_msgs"]) for g in games for d in g.done) + sum(g.received for g in games)
        values.update(view.cpu_seconds({"controller": ctrls, "router": roles.all("router"), "nodes": nodes}, app_msgs))
        values.update(view.cost_per_round({"broker": roles.all("router"), "controller": ctrls, "nodes": nodes},
                                          rounds, values["msgs_per_round"]))
        values.update(view.profile(values.get("broker_cpu_us_per_round")))
        values["check"] = rounds_check(values["rounds_per_s"] / len(games), values["mean_us"], point.compute)
        return values


class Brokers:
    """Where a point's brokers are and who connects where (docs/scale.md "Past one broker"). One broker: a
    library's front and back (survey: and its survey pair), a product's one endpoint. K brokers (--brokers):
    a library's K pairs, node i on pair i mod K, the controller on every pair (shards); a product's K
    servers (shards: as a library's; cluster: each also at an endpoint of its own for the others, its bus;
    the controller on the first, on every one where the product places each channel on one server, and a
    bridge tree's root beside the K its nodes are on)."""

    def __init__(self, point, s, workdir: str = ""):
        self.point, self.s, self.k, self.workdir = point, s, point.brokers, workdir
        self.server = s.servers.get(point.lib)
        self.cluster = point.scaleout.startswith("cluster")
        self.root = int(self.cluster and bool(self.server) and self.server.get("cluster_root", False))
        self.servers = self.k + self.root  # processes of the broker role

    def owners(self) -> tuple[int, ...]:
        """The broker process each endpoint belongs to (its router's slot), in the endpoints' order."""
        if self.server:  # a product's server: every role meets at its one endpoint (a cluster's: and its bus)
            return tuple(range(self.servers)) * (2 if self.cluster else 1)
        if self.point.pattern == "survey":
            return (0, 0, 0, 0)  # the broker's survey pair too
        return tuple(j for j in range(self.k) for _ in (0, 1))

    def pairs(self, endpoints) -> list[tuple[str, str]]:
        """(front, back) of each broker process, in order."""
        if self.server:
            return [(e, e) for e in endpoints[:self.servers]]
        return [(endpoints[2 * j], endpoints[2 * j + 1]) for j in range(self.k)]

    def buses(self, endpoints) -> tuple[str, ...]:
        return tuple(endpoints[self.servers:]) if self.server and self.cluster else ()

    def flags(self) -> list[str]:
        return ["--scaleout", self.point.scaleout] if self.k > 1 else []

    def survey(self, endpoints) -> list:
        """Pattern survey's pair at a library's one broker: its front (the controller's), its back (the nodes')."""
        return list(endpoints[2:4]) if self.point.pattern == "survey" and not self.server else []

    def routers(self, endpoints, flags: list[str]) -> list[RoleSpec]:
        survey = self.survey(endpoints)
        pairs = self.pairs(endpoints)
        member = ["--members", ",".join(f for f, _ in pairs), "--buses", ",".join(self.buses(endpoints))] \
            if self.cluster else []
        return [RoleSpec("router" if len(pairs) == 1 else f"router {j}", "router",
                         ["--front", front, "--back", back,
                          *(["--survey-front", survey[0], "--survey-back", survey[1]] if survey else []),
                          *(["--member", str(j), *member] if member else []),
                          *server_flags(self.point, self.s, self.workdir), *flags],
                         group=0, place="router", slot=j, stop_signal=router_stop(self.point, self.s))
                for j, (front, back) in enumerate(pairs)]

    def controller(self, endpoints) -> tuple[str, str, list]:
        """The controller's --pub, --sub and survey endpoints (survey: the broker's survey pair)."""
        pairs = self.pairs(endpoints)
        sharded = (self.server or {}).get("cluster_sharded")
        if self.point.scaleout == "cluster-publish" or self.cluster and not sharded:
            pairs = pairs[:1]  # the first server (a bridge tree's root); the servers relay to the others
        return ",".join(f for f, _ in pairs), ",".join(b for _, b in pairs), self.survey(endpoints)

    def nodes(self, endpoints) -> tuple[str, str]:
        """The nodes' --pub and --sub lists (node i on entry i mod K): every broker but a bridge root."""
        pairs = self.pairs(endpoints)[self.root:]
        return ",".join(f for f, _ in pairs), ",".join(b for _, b in pairs)


class Game:
    """One game's controller and nodes, their records read and checked: every round reached every node."""

    def __init__(self, ctrl, nodes: list, n: int):
        self.ctrl = ctrl
        self.values, self.node_sum, self.done, (self.late, self.dup) = steady_values(ctrl, nodes)
        # each reached every node, or it failed (the profiled rounds too: --profile-broker)
        self.total = self.values["rounds"] + self.values["warmup_rounds"] + int(
            ctrl.records.get("PROFILED", {}).get("rounds", 0))
        self.lost = check_counts(n, self.total, self.node_sum)
        if self.values["rounds"] == 0:
            raise PointFailed("no round completed in the measured phase")
        if not ctrl.hist_line:
            raise PointFailed(f"the {ctrl.name} printed no overhead histogram")
        # application messages through the broker: tasks and requests the nodes got, every result
        self.delivered = self.node_sum["tasks"] + self.node_sum["requests"] + n * self.total + self.late + self.dup
        self.received = int(ctrl.records["RESULT"]["recv_msgs"])


HALVES = tuple(f"{half}_{p}_us" for half in ("scatter", "gather") for p in ("p50", "p99"))


def combined(games: list[Game]) -> dict:
    """The games' RESULTs as one row: rounds and moves per second summed (what the broker carried), the
    longest phase and hello time, each half's percentile the median over the games, the counts summed."""
    first = games[0].values
    out = {**first,
           "rounds": sum(g.values["rounds"] for g in games),
           "warmup_rounds": sum(g.values["warmup_rounds"] for g in games),
           "rounds_per_s": round(sum(g.values["rounds_per_s"] for g in games), 3),
           "seconds": max(g.values["seconds"] for g in games),
           "subscribe_s": max(g.values["subscribe_s"] for g in games),
           "first_round_s": max(g.values["first_round_s"] for g in games),
           "hello_passes": max(g.values["hello_passes"] for g in games),
           **{h: statistics.median(g.values[h] for g in games) for h in HALVES},
           "lost": sum(g.lost for g in games),
           "duplicate": sum(g.node_sum["duplicate"] + g.dup for g in games),
           "late": sum(g.node_sum["late"] + g.late for g in games),
           "misdelivered": sum(g.node_sum["misdelivered"] for g in games)}
    return out


def controller_spec(point, s, front: str, back: str, survey: list, flags: list, game: int) -> RoleSpec:
    """The controller of one game (the one, unless --games)."""
    n, churn = point.nodes, point.scenario != "none"
    ctrl_args = ["--pub", front, "--sub", back, *(["--survey", survey[0]] if survey else []), "--nodes", str(n),
                 "--task-size", str(point.size), "--result-size", str(s.result_size), "--compute", repr(point.compute),
                 "--warmup", repr(s.warmup), "--timeout", repr(s.timeout), "--wait-go", *flags]
    # Steady: a fixed number of rounds, so every point's percentiles come from the same count (a slow
    # library stops at the cap and says how many it did); churn: by the clock, the change comes a third
    # in; concurrent games: by the clock too, so that they end together (the broker's load stays).
    if churn:
        ctrl_args += ["--duration", repr(s.duration), "--deadline", repr(s.deadline), "--watch-node", str(n - 1)]
        ctrl_args += ["--late"] if point.scenario == "node-joins" else []
    elif point.games > 1:
        ctrl_args += ["--duration", repr(s.rounds_cap), "--game", str(game)]
    else:
        ctrl_args += ["--rounds", str(s.rounds), "--duration", repr(s.rounds_cap)]
    waits = ("LIVE", "MEASURING", "MEASURED")
    if profiled(s):  # as many rounds again after the measured ones, perf on the broker over them alone
        ctrl_args += ["--profile-rounds", str(s.rounds)]
        waits += ("PROFILING", "PROFILED")
    # (pattern survey's controller reads its subscriber in a thread of its own: not hosted)
    ctrl_args += ["--hosting", "loop"] if point.hosting == "loop" and point.pattern != "survey" else []
    return RoleSpec("controller" if point.games == 1 else f"controller {game}", "controller", ctrl_args, group=1,
                    place="master", stdin=True, gets_go=True, done="RESULT", leaves=True,
                    waits_on=waits, game=game)


def profiled(s) -> bool:
    """--profile-broker with a perf that runs here: the controller plays the profiled rounds (the sweep
    refuses the flag beside churn, concurrent games and several brokers)."""
    return bool(getattr(s, "profile", False) and not getattr(s, "perf_refused", ""))


def node_specs(point, s, front: str, back: str, survey: list, flags: list, game: int) -> list[RoleSpec]:
    """One game's node processes, its nodes' ids game x N .. (churn: the last node alone, the one that
    changes)."""
    n, churn = point.nodes, point.scenario != "none"
    steady = n - 1 if churn else n
    per = peers_per_process(point.hosting, s.nodes_per_process, steady)
    out = []
    for first in [*range(0, steady, per), *([n - 1] if churn else [])]:
        k, at = min(per, steady - first) if first < steady else 1, game * n + first
        late = first >= steady and point.scenario == "node-joins"
        out.append(RoleSpec(f"nodes {at}-{at + k - 1}", "node",
                            ["--pub", front, "--sub", back, *(["--survey", survey[1]] if survey else []), "--id",
                             str(at), "--nodes", str(k), "--all-nodes", str(n * point.games), "--task-size",
                             str(point.size), "--result-size", str(s.result_size), "--timeout", repr(s.timeout),
                             "--lifeline", *flags,
                             *(["--hosting", point.hosting] if point.hosting != "thread" else []),
                             *(["--game", str(game)] if game else []), *(["--announce"] if late else [])],
                            group=2, stdin=True, done="DONE", leaves=True, churn=first >= steady, late=late,
                            game=game))
    return out


NODE_COUNTS = ("stopped", "tasks", "requests", "results", "no_task", "duplicate", "late", "misdelivered")


def steady_values(ctrl, nodes: list) -> tuple[dict, dict, list, tuple[int, int]]:
    """The controller's RESULT line as the row's columns, the nodes' DONE counts summed, the DONE
    records, and the late and duplicate results the controller counted."""
    try:
        res = ctrl.records["RESULT"]
        done = [r.records["DONE"] for r in nodes]
        node_sum = {k: sum(int(d[k]) for d in done) for k in NODE_COUNTS}
        values = {
            "rounds": int(res["rounds"]),
            "seconds": float(res["seconds"]),
            "rounds_per_s": float(res["rounds_per_s"]),
            "warmup_rounds": int(res["warmup_rounds"]),
            "subscribe_s": float(res["subscribe_s"]),
            "first_round_s": float(res["first_round_s"]),
            "hello_passes": int(res["hello_passes"]),
            "workarounds": ctrl.records["READY"].get("workarounds", "none").replace(",", " "),
            **{f"{half}_{p}_us": float(res[f"{half}_{p}_us"]) for half in ("scatter", "gather")
               for p in ("p50", "p99")},
        }
        ctrl_counts = int(res["late"]), int(res["duplicate"])
    except (KeyError, ValueError) as e:
        raise PointFailed(f"unreadable RESULT/DONE line from the programs ({e})") from None
    return values, node_sum, done, ctrl_counts


def check_counts(n: int, total: int, node_sum: dict) -> int:
    """Every node was told to stop and sent a result every round; returns the tasks and results
    requests lost (every round sent each node one of each: what did not arrive was lost)."""
    if node_sum["stopped"] != n:
        raise PointFailed(f"{n - node_sum['stopped']} of {n} nodes were never told to stop")
    lost = (n * total - node_sum["tasks"]) + (n * total - node_sum["requests"])
    if node_sum["results"] < n * total:
        raise PointFailed(f"count mismatch: {n} nodes x {total} rounds, but the nodes sent "
                          f"{node_sum['results']} results")
    return lost
