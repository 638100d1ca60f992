"""Grischa's rounds (the rounds workload, docs/rounds.md): broker, controller, node processes; one
task and one result per node per round (common/controller.c). A churn scenario's row comes from
churn.py."""

from __future__ import annotations

from .checks import rounds_check
from .churn import rounds_churn
from .programs import ROUND_REQUEST_BYTES
from .roles import RoleSpec, common_flags, defaults_flag, one_server, router_stop
from ..core.lines import PointFailed

MAX_NODE_PROCESSES = 32  # rounds: nodes are spread over at most this many processes (docs/rounds.md)


def nodes_per_process(s, nodes: int) -> int:
    """How many nodes share a process: --nodes-per-process, else as few as
    keep the processes at MAX_NODE_PROCESSES or fewer."""
    if s.nodes_per_process:
        return min(s.nodes_per_process, nodes)
    return -(-nodes // MAX_NODE_PROCESSES)


class Rounds:
    name = "rounds"
    client_kind = "node"
    answer_kind = "controller"
    kinds = ("router", "controller", "node")
    starts_at_live = True       # the measured phase counts from LIVE (after the hellos)
    RESTART_FIRST_ROUND = 1 << 24  # past any round its predecessor reached: the nodes take its tasks as new

    @staticmethod
    def restart_args(args: list) -> list:
        return [*args, "--first-round", str(Rounds.RESTART_FIRST_ROUND)]

    @staticmethod
    def connections_per_client(point) -> int:
        # A node publishes and subscribes: two connections at the broker; survey: and answers.
        return 3 if point.pattern == "survey" else 2

    @staticmethod
    def endpoint_count(point, s) -> int:
        if point.lib in s.servers:
            return 1  # a product's server: every role meets there
        return 4 if point.pattern == "survey" else 2  # survey: the broker's survey pair too

    @staticmethod
    def roles(point, s, endpoints: tuple[str, ...]) -> list[RoleSpec]:
        front, back, *survey = one_server(endpoints)  # survey: the broker's survey front (controller) and back (nodes)
        timeout = repr(s.timeout)
        flags = ["--pattern", point.pattern, *common_flags(s, point), *defaults_flag(s)]
        router_survey, ctrl_survey, node_survey = ([], [], [])
        if survey:
            router_survey = ["--survey-front", survey[0], "--survey-back", survey[1]]
            ctrl_survey, node_survey = ["--survey", survey[0]], ["--survey", survey[1]]
        n, churn = point.clients, point.scenario != "none"
        steady = n - 1 if churn else n  # churn: the last node is alone in its process, the one that changes
        per = nodes_per_process(s, steady)
        ctrl_args = ["--pub", front, "--sub", back, *ctrl_survey, "--nodes", str(n), "--task-size", str(point.size),
                     "--result-size", str(s.result_size), "--compute", repr(point.compute),
                     "--warmup", repr(s.warmup), "--timeout", timeout, "--wait-go", *flags]
        # Steady: a fixed number of rounds, so every point's percentiles come from the same count (a
        # slow library stops at the cap and says how many it did); churn: by the clock, the change
        # comes a third in.
        ctrl_args += (["--duration", repr(s.duration)] if churn else
                      ["--rounds", str(s.rounds), "--duration", repr(s.rounds_cap)])
        if churn:
            ctrl_args += ["--deadline", repr(s.deadline), "--watch-node", str(n - 1)]
            ctrl_args += ["--late"] if point.scenario == "node-joins" else []
        out = [RoleSpec("router", "router", ["--front", front, "--back", back, *router_survey, *flags],
                        group=0, place="router", stop_signal=router_stop(point, s)),
               RoleSpec("controller", "controller", ctrl_args, group=1, place="master", stdin=True, gets_go=True,
                        done="RESULT", leaves=True)]
        firsts = [*range(0, steady, per), *([n - 1] if churn else [])]
        for slot, first in enumerate(firsts):
            k = min(per, steady - first) if first < steady else 1
            out.append(RoleSpec(f"nodes {first}-{first + k - 1}", "node",
                                ["--pub", front, "--sub", back, *node_survey, "--id", str(first), "--nodes", str(k),
                                 "--all-nodes", str(n), "--task-size", str(point.size), "--result-size",
                                 str(s.result_size), "--timeout", timeout, "--lifeline", *flags,
                                 *(["--announce"] if first >= steady and point.scenario == "node-joins" else [])],
                                group=2, slot=slot, stdin=True, done="DONE", leaves=True,
                                churn=first >= steady, late=first >= steady and point.scenario == "node-joins"))
        return out

    @staticmethod
    def echo(point, s) -> dict:
        """What the controller's RESULT must say it ran with."""
        return {"nodes": point.clients, "task_size": point.size, "result_size": s.result_size,
                "pattern": point.pattern}

    @staticmethod
    def measure_s(point, s) -> float:
        """The measured phase at most: churn's duration, or the cap on the rounds."""
        return s.duration if point.scenario != "none" else s.rounds_cap

    @staticmethod
    def collect(view) -> dict:
        if view.point.scenario != "none":
            return rounds_churn(view)
        roles, point, n = view.roles, view.point, view.point.clients
        ctrl, nodes = roles.one("controller"), roles.all("node")
        res = ctrl.records["RESULT"]
        values, node_sum, done, (ctrl_late, ctrl_dup) = steady_values(ctrl, nodes)
        rounds = values["rounds"]
        total = rounds + values["warmup_rounds"]  # every one of them reached every node, or the controller failed
        lost = check_counts(n, total, node_sum)
        if rounds == 0:
            raise PointFailed("no round completed in the measured phase")
        if not ctrl.hist_line:
            raise PointFailed("the controller printed no overhead histogram")
        values.update(view.merge_histograms([ctrl.hist_line], rounds, "rounds", "the controller counted"))
        values.update({
            "nodes_per_process": max(int(d["nodes"]) for d in done),
            "task_size": point.size, "result_size": view.settings.result_size,
            "msgs_per_round": round((node_sum["tasks"] + node_sum["requests"] + n * total + ctrl_late + ctrl_dup)
                                    / total, 2),
            "bytes_per_round": n * (point.size + ROUND_REQUEST_BYTES + view.settings.result_size),
            "lost": lost,
            "duplicate": node_sum["duplicate"] + ctrl_dup,
            "late": node_sum["late"] + ctrl_late,
            "misdelivered": node_sum["misdelivered"],
            "close_hung": sum("CLOSE" in r.records for r in nodes),
        })
        values.update(view.wire_per_round(total))  # counted from LIVE: warm-up and measured rounds, and the stop
        app_msgs = sum(int(d["recv_msgs"]) for d in done) + int(res["recv_msgs"])
        values.update(view.cpu_seconds({"controller": [ctrl], "router": roles.all("router"), "nodes": nodes},
                                       app_msgs))
        values["check"] = rounds_check(values["rounds_per_s"], values["mean_us"], point.compute)
        return values


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
