"""Workloads: which roles a point starts, in which order, and what their
output adds up to. The point runner (point.py) knows only roles; a workload
says which ones.

  reqrep  router, master, workers: closed-loop (or open-loop) request-reply
          through the broker, or workers straight to the master (direct)
  rounds  broker, controller, node processes: Grischa's scatter-gather, one
          task and one result per node per round (common/controller.c)

A role is started, waits to print READY, and is told go (if `gets_go`). The
point is done when every role with a `done` record has printed it. At the
end, roles that `leave` on their own are let go (stdin closed) and must exit;
the others are stopped (SIGTERM, or their lifeline closed).
"""

from __future__ import annotations

import signal

import statistics
from dataclasses import dataclass, field

MIB = 1 << 20
LATENCY_COLUMNS = ("p50_us", "p90_us", "p99_us", "p999_us", "max_us", "mean_us")
LITTLE_TOLERANCE = 0.25
MAX_NODE_PROCESSES = 32  # rounds: nodes are spread over at most this many processes (docs/rounds.md)


class PointFailed(Exception):
    pass


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
    leaves: bool = False   # let go at the end (stdin closed) and exits by itself; else stopped
    churn: bool = False    # the client a churn scenario kills (node-dies) or starts late (node-joins)
    late: bool = False     # not started with its group: the scenario starts it (node-joins)
    stop_signal: int = signal.SIGTERM  # what stops it at teardown (a product's server may want another)


@dataclass
class Roles:
    """What a point's roles printed, for a workload's collect()."""

    by_kind: dict = field(default_factory=dict)  # kind -> [Role]

    def one(self, kind: str):
        """The last role of a kind: a restarted master or controller is the one that finished."""
        return self.by_kind[kind][-1]

    def all(self, kind: str) -> list:
        return self.by_kind.get(kind, [])


def router_stop(point, s) -> int:
    """The signal that stops the broker cleanly: a product's server names its own."""
    server = s.servers.get(point.lib)
    return signal.Signals[server["stop_signal"]] if server else signal.SIGTERM


def one_server(endpoints: tuple[str, ...]) -> tuple[str, ...]:
    """A broker product's one endpoint serves as front and back (its server is both)."""
    return endpoints * 2 if len(endpoints) == 1 else endpoints


def common_flags(s, point=None) -> list[str]:
    """Flags every role of a point gets: --equalize, --liveness."""
    return (["--equalize"] if s.equalize else []) + (["--liveness"] if point and point.liveness == "on" else [])


def defaults_flag(s) -> list[str]:
    return ["--library-defaults"] if s.library_defaults else []


class ReqRep:
    name = "reqrep"
    client_kind = "worker"      # the role there are `clients` of
    answer_kind = "master"      # the role whose error explains a stall
    kinds = ("router", "master", "worker")
    starts_at_live = False      # the measured phase counts from go

    @staticmethod
    def restart_args(args: list) -> list:
        return args  # a new master starts its own phases; the workers' sequence numbers go on

    @staticmethod
    def connections_per_client(point) -> int:
        return 1  # at the busiest process (router or direct master)

    @staticmethod
    def endpoint_count(point, s) -> int:
        return 1 if point.lib in s.servers else 2  # front, back; a product's server has one

    @staticmethod
    def roles(point, s, endpoints: tuple[str, ...]) -> list[RoleSpec]:
        front, back = one_server(endpoints)
        size, timeout, extra = str(point.size), repr(s.timeout), common_flags(s, point)
        churn = point.scenario != "none"
        defaults = defaults_flag(s)  # the workarounds sit on master and workers (and a product's server)
        out = []
        if point.topology == "broker":
            out.append(RoleSpec("router", "router", ["--front", front, "--back", back, "--size", size, *extra,
                                                     *(defaults if point.lib in s.servers else [])],
                                group=0, place="router", stop_signal=router_stop(point, s)))
            master_at = ["--connect", back]
        else:  # direct: the master listens where the router would, workers come straight to it
            master_at = ["--bind", front]
        inflight = ["--inflight", str(point.inflight)] if point.inflight > 1 else []
        master_args = [*master_at, "--clients", str(point.clients), "--size", size,
                       "--warmup", repr(s.warmup), "--timeout", timeout, *inflight, *extra]
        master_args += (["--duration", repr(s.duration)] if s.duration is not None
                        else ["--requests", str(s.requests)])
        master_args += ["--deadline", repr(s.deadline)] if churn else []
        out.append(RoleSpec("master", "master", [*master_args, *defaults], group=1, place="master",
                            done="RESULT"))
        rate = point.client_rate(s.rate)
        out += [RoleSpec(f"worker {i}", "worker",
                         ["--connect", front, "--id", str(i), "--size", size, "--timeout", timeout, "--wait-go",
                          *extra, *defaults, *inflight, *(["--rate", repr(rate)] if rate else [])],
                         group=2, slot=i, stdin=True, gets_go=True, done="DONE", leaves=True,
                churn=churn and i == point.clients - 1,  # the last worker is the one that changes
                late=churn and i == point.clients - 1 and point.scenario == "node-joins")
                for i in range(point.clients)]
        return out

    @staticmethod
    def measure_s(point, s) -> float:
        """The measured phase's length at most (a floor of 1000 round trips/s and 10 MiB/s)."""
        if s.duration is not None:
            return s.duration
        return s.requests * point.clients * max(1e-3, point.size / (10 * MIB))

    @staticmethod
    def collect(run, roles: Roles) -> dict:
        if run.point.scenario != "none":
            return reqrep_churn(run, roles)
        master, workers = roles.one("master"), roles.all("worker")
        res = master.records["RESULT"]
        try:
            msgs = int(res["msgs"])
            verified = sum(int(w.records["DONE"]["measured"]) for w in workers)
            values = {
                "msgs": msgs,
                "seconds": float(res["seconds"]),
                "msgs_per_s": float(res["msgs_per_s"]),
                "mib_per_s": float(res["mib_per_s"]),
                "client_min": int(res["client_min"]),
                "client_max": int(res["client_max"]),
                "warmup_msgs": int(res["warmup_msgs"]),
                "rejected": int(res["rejected"]),
                "workarounds": master.records["READY"].get("workarounds", "none").replace(",", " "),
            }
        except (KeyError, ValueError) as e:
            raise PointFailed(f"unreadable RESULT/DONE line from the programs ({e})") from None
        # The master counted requests; the workers verified replies. They must agree.
        if verified != msgs:
            raise PointFailed(f"count mismatch: master counted {msgs} measured requests, "
                              f"workers verified {verified} replies")
        if values["rejected"]:
            raise PointFailed(f"master rejected {values['rejected']} requests: {master.error_line()}")
        repeated = int(res.get("repeated", 0))
        if repeated and run.point.liveness == "off":  # nobody resends: the library delivered them twice
            raise PointFailed(f"the master got {repeated} requests twice (duplicated on the way)")
        if msgs == 0:
            raise PointFailed("no request completed in the measured phase")
        missing = [w.name for w in workers if not w.hist_line]
        if missing:
            raise PointFailed(f"{missing[0]} printed no latency histogram")
        values.update(run.merge_histograms([w.hist_line for w in workers], msgs, "round trips", "the master counted"))
        counts = [int(w.records["DONE"]["measured"]) for w in workers]
        values["fairness"] = round(jain_index(counts), 4)
        round_trips = msgs + sum(int(res.get(k, 0)) for k in ("warmup_msgs", "after_msgs", "hellos"))
        values.update(run.cpu_seconds({"master": [master], "router": roles.all("router"), "workers": workers},
                                      round_trips))
        rate = run.point.client_rate(run.s.rate)
        if rate:  # open loop: Little's law does not apply; compare the rates instead
            values["rate"] = round(rate, 3)
            values["achieved_rate"] = round(values["msgs_per_s"] / run.point.clients, 2)
            values["check"] = rate_check(rate, values["achieved_rate"])
        else:  # closed loop: clients x inflight requests are always in flight
            values["check"] = littles_law_check(run.point.clients * run.point.inflight, values["msgs_per_s"],
                                                values["mean_us"])
        values.update(run.broker_capacity(values["msgs_per_s"]))
        return values


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
                                 "--all-nodes", str(n), "--timeout", timeout, "--lifeline", *flags,
                                 *(["--announce"] if first >= steady and point.scenario == "node-joins" else [])],
                                group=2, slot=slot, stdin=True, done="DONE", leaves=True,
                                churn=first >= steady, late=first >= steady and point.scenario == "node-joins"))
        return out

    @staticmethod
    def measure_s(point, s) -> float:
        """The measured phase at most: churn's duration, or the cap on the rounds."""
        return s.duration if point.scenario != "none" else s.rounds_cap

    @staticmethod
    def collect(run, roles: Roles) -> dict:
        if run.point.scenario != "none":
            return rounds_churn(run, roles)
        ctrl, nodes = roles.one("controller"), roles.all("node")
        n = run.point.clients
        try:
            res = ctrl.records["RESULT"]
            done = [r.records["DONE"] for r in nodes]
            rounds, warm = int(res["rounds"]), int(res["warmup_rounds"])
            node_sum = {k: sum(int(d[k]) for d in done)
                        for k in ("stopped", "tasks", "requests", "results", "no_task", "duplicate", "late",
                                  "misdelivered")}
            values = {
                "rounds": rounds,
                "seconds": float(res["seconds"]),
                "rounds_per_s": float(res["rounds_per_s"]),
                "warmup_rounds": warm,
                "subscribe_s": float(res["subscribe_s"]),
                "hello_passes": int(res["hello_passes"]),
                "workarounds": ctrl.records["READY"].get("workarounds", "none").replace(",", " "),
                **{f"{half}_{p}_us": float(res[f"{half}_{p}_us"]) for half in ("scatter", "gather")
                   for p in ("p50", "p99")},
            }
            ctrl_late, ctrl_dup = int(res["late"]), int(res["duplicate"])
        except (KeyError, ValueError) as e:
            raise PointFailed(f"unreadable RESULT/DONE line from the programs ({e})") from None
        total = rounds + warm  # every one of them reached every node, or the controller failed
        if node_sum["stopped"] != n:
            raise PointFailed(f"{n - node_sum['stopped']} of {n} nodes were never told to stop")
        # Every round sent each node a task and a results request: what did not arrive was lost.
        lost = (n * total - node_sum["tasks"]) + (n * total - node_sum["requests"])
        if node_sum["results"] < n * total:
            raise PointFailed(f"count mismatch: {n} nodes x {total} rounds, but the nodes sent "
                              f"{node_sum['results']} results")
        if rounds == 0:
            raise PointFailed("no round completed in the measured phase")
        if not ctrl.hist_line:
            raise PointFailed("the controller printed no overhead histogram")
        values.update(run.merge_histograms([ctrl.hist_line], rounds, "rounds", "the controller counted"))
        values.update({
            "nodes_per_process": max(int(d["nodes"]) for d in done),
            "task_size": run.point.size, "result_size": run.s.result_size,
            "msgs_per_round": round((node_sum["tasks"] + node_sum["requests"] + n * total + ctrl_late + ctrl_dup)
                                    / total, 2),
            "bytes_per_round": n * (run.point.size + ROUND_REQUEST_BYTES + run.s.result_size),
            "lost": lost,
            "duplicate": node_sum["duplicate"] + ctrl_dup,
            "late": node_sum["late"] + ctrl_late,
            "misdelivered": node_sum["misdelivered"],
            "close_hung": sum("CLOSE" in r.records for r in nodes),
        })
        values.update(run.wire_per_round(total))  # counted from LIVE: warm-up and measured rounds, and the stop
        app_msgs = sum(int(d["recv_msgs"]) for d in done) + int(res["recv_msgs"])
        values.update(run.cpu_seconds({"controller": [ctrl], "router": roles.all("router"), "nodes": nodes},
                                      app_msgs))
        values["check"] = rounds_check(values["rounds_per_s"], values["mean_us"], run.point.compute)
        return values


ROUND_REQUEST_BYTES = 20  # common/rounds.h ROUND_HEADER_SIZE: topic, kind, round, node, checksum
TICKS_PER_S = 20          # common/master.c TICK_MS: the master's churn timeline, a line per 50 ms
RESEND_MS = 200           # common/adapter.h: --liveness resends a request after 2 x LIVENESS_MS


def churn_start(run) -> int:
    """The moment of the change (CLOCK_MONOTONIC ns): the kill, or a late client's connect."""
    if run.churn_at_ns is None:
        raise PointFailed("the run ended before the churn change was due (measured phase too short?)")
    if run.point.scenario != "node-joins":
        return run.churn_at_ns
    ready = run.churn_role.records.get("READY", {}) if run.churn_role else {}
    if "connected_ns" in ready:  # a node: when its sockets were connected, before it announced itself
        return int(ready["connected_ns"])
    if run.churn_role and run.churn_role.ready_ns and "connect_s" in ready:  # a worker: READY after its hello
        return run.churn_role.ready_ns - int(float(ready["connect_s"]) * 1e9)
    raise PointFailed("the late client never connected (no READY)")


def gave_up_why(run, gave_up: list, broken: str = "") -> str:
    if broken:
        return broken[:200]
    if not gave_up:
        return ""
    r = gave_up[0]
    if r.returncode == 0:
        return "never told to stop: still waiting when the run ended"
    return (r.error_line() or run.s.launcher.exit_text(r.returncode))[:200]


def reqrep_churn(run, roles: Roles) -> dict:
    """A request-reply point under a churn scenario (docs/churn.md): the master's
    TICK lines (requests answered per 50 ms) against the moment of the change.
    The REP side never learns of a requester's death or arrival (signal: none).
    An outage is a 50 ms with no request answered at all after the change (on
    this shared machine the rate of busy clients swings tenfold from one 50 ms
    to the next, so only silence tells an outage from noise); recovery is the
    first 50 ms after it that carries half of what the clients left should
    (their median rate before the change, per client). `lost`: requests whose
    reply never came (a worker that gave up waited for one)."""
    master, workers = roles.one("master"), roles.all("worker")
    point = run.point
    try:
        res = master.records["RESULT"]
        # every master's: a restarted master's ticks follow its predecessor's
        ticks = sorted((int(v["t_ns"]), int(v["msgs"]), v.get("measured") == "1")
                       for m in roles.all("master") for _, v in m.events)
        done = {w: w.records["DONE"] for w in workers if "DONE" in w.records}
        verified = sum(int(d["measured"]) for d in done.values())
        values = {"msgs": int(res["msgs"]), "seconds": float(res["seconds"]), "msgs_per_s": float(res["msgs_per_s"]),
                  "mib_per_s": float(res["mib_per_s"]), "client_min": int(res["client_min"]),
                  "client_max": int(res["client_max"]), "warmup_msgs": int(res["warmup_msgs"]),
                  "rejected": int(res["rejected"]),
                  "workarounds": master.records["READY"].get("workarounds", "none").replace(",", " ")}
        repeated, resent = int(res["repeated"]), sum(int(d.get("resent", 0)) for d in done.values())
        broken = res.get("broken") == "1"
    except (KeyError, ValueError) as e:
        raise PointFailed(f"unreadable RESULT/DONE/TICK line from the programs ({e})") from None
    if values["rejected"]:
        raise PointFailed(f"master rejected {values['rejected']} requests: {master.error_line()}")
    t0 = churn_start(run)
    n = point.clients
    baseline = statistics.median([m for t, m, measured in ticks if measured and t < t0] or [0])
    should = n - 1 if point.scenario == "node-dies" else n
    # node-joins: the newcomer adds; the others must not drop below half of what they did
    floor = 0.5 * baseline * (should / (n - 1 if point.scenario == "node-joins" else n))
    # the measured phase, and after the change everything up to its end (a new master's warm-up too),
    # but not its last tick: the clients are being stopped in it
    last = max((t for t, _, measured in ticks if measured), default=0)
    measured_ticks = [(t, m) for t, m, measured in ticks if (measured or t0 < t) and t < last]
    after = [(t, m) for t, m in measured_ticks if t > t0]
    dip = next((t for t, m in after if m == 0), None)
    back = next((t for t, m in after if dip is not None and t > dip and m >= floor), None)
    gave_up = list(run.gave_up)
    hist_lines = [w.hist_line for w in done if w.hist_line]
    if hist_lines and verified:
        values.update(run.merge_histograms(hist_lines, verified, "round trips", "the workers verified"))
    joined = done.get(run.churn_role) if point.scenario == "node-joins" else None
    values.update({
        "churn_at_s": round(run.churn_at_ns / 1e9 - run.t_go, 4),
        "detect_s": "",  # a REP side has no notion of its requesters: nothing tells it (nor a worker, of its master)
        "recover_s": round((back - t0) / 1e9, 4) if back else (0.0 if dip is None and after else ""),
        "recovered": int(bool(after) and (dip is None or back is not None) and not gave_up and not broken),
        "degraded_rounds": sum(1 for _, m in after if m == 0),  # silent 50 ms steps
        "peers_back": f"{0 if broken else should - len(gave_up)}/{should}",
        "gave_up": len(gave_up),
        "gave_up_why": gave_up_why(run, gave_up, "master: " + master.error_line() if broken else ""),
        "send_failed": "",
        "lost": len(gave_up),  # each gave up waiting for one reply
        "duplicate": repeated,
        "join_s": joined and run.churn_role.records["READY"].get("connect_s", ""),
        "lost_before_live": "",
        "signal": "none",
        "app_action": (f"resent {resent} requests after {RESEND_MS} ms each" if resent else "none"),
    })
    values["join_s"] = values["join_s"] or ""
    values.update(run.cpu_seconds({"master": roles.all("master"), "router": roles.all("router"), "workers": workers},
                                  values["msgs"]))
    values["check"] = "ok"
    run.timeline = reqrep_timeline(t0, ticks)
    return values


def reqrep_timeline(t0: int, ticks: list) -> str:
    out = ["t_s,kind,msgs_per_s,measured"]
    out += [f"{round((t - t0) / 1e9, 6)},tick,{m * TICKS_PER_S},{int(measured)}" for t, m, measured in ticks]
    return "\n".join(out) + "\n"


def rounds_churn(run, roles: Roles) -> dict:
    """A rounds point under a churn scenario (docs/churn.md): the controller's
    ROUND/GONE/BACK lines against the moment of the change.

      detect_s   from the change until the controller knew: the watched node (any
                 node, broker-restarts) declared GONE at a deadline, or BACK (joins)
      recover_s  from the change until the first round answered by every node that
                 should be there (N - 1 after node-dies, N else); blank: never
      lost       tasks and per-node requests sent to nodes that lived on, not received
      lost_before_live  node-joins: the late node registers once connected (--announce)
                 and gets tasks from then on, as Grischa's do: the tasks (and requests)
                 sent to it that it never received, because its subscription was not
                 live yet
    """
    ctrl, nodes = roles.one("controller"), roles.all("node")
    point, n = run.point, run.point.clients
    watched = n - 1
    try:
        res = ctrl.records["RESULT"]
        rounds, warm = int(res["rounds"]), int(res["warmup_rounds"])
        values = {"rounds": rounds, "seconds": float(res["seconds"]), "rounds_per_s": float(res["rounds_per_s"]),
                  "warmup_rounds": warm, "subscribe_s": float(res["subscribe_s"]),
                  "hello_passes": int(res["hello_passes"]),
                  "workarounds": ctrl.records["READY"].get("workarounds", "none").replace(",", " ")}
        sent = {k: int(res[k]) for k in ("sent_tasks", "sent_requests", "watch_tasks", "watch_requests",
                                        "watch_hellos", "no_task", "late", "duplicate", "send_failed", "live_end")}
        done = {r: r.records["DONE"] for r in nodes if "DONE" in r.records}
        got = {k: sum(int(d[k]) for d in done.values()) for k in ("tasks", "requests", "duplicate", "late",
                                                                 "misdelivered", "hellos")}
        rows = [(kind, {k: int(v) if v.isdigit() else v for k, v in vals.items()}) for kind, vals in ctrl.events]
    except (KeyError, ValueError) as e:
        raise PointFailed(f"unreadable RESULT/DONE/ROUND line from the programs ({e})") from None
    if rounds == 0:
        raise PointFailed("no round completed in the measured phase")
    if not ctrl.hist_line:
        raise PointFailed("the controller printed no overhead histogram")
    values.update(run.merge_histograms([ctrl.hist_line], rounds, "rounds", "the controller counted"))
    t0 = churn_start(run)
    dead = point.scenario == "node-dies"
    restarted = point.scenario == "controller-restarts"  # the new controller: its rounds, its counts
    should = n - 1 if dead else n
    detect = next((v["t_ns"] for kind, v in rows if v.get("t_ns", 0) > t0
                   and ((kind == "GONE" and (v["node"] == watched or point.scenario == "broker-restarts"))
                        or (kind == "BACK" and point.scenario == "node-joins" and v["node"] == watched))), None)
    # recovered: the first round, after the controller noticed (or after the change, if it noticed
    # nothing), that every node that should be there answered
    noticed = detect or t0
    recover = next((v["t_ns"] for kind, v in rows if kind == "ROUND" and v["t_ns"] > noticed
                    and v["answered"] == v["live"] == should), None)
    if res.get("broken") == "1":
        recover = None
    degraded = sum(1 for kind, v in rows if kind == "ROUND" and v["t_ns"] > t0 and v["answered"] < v["live"])
    churn_node = run.churn_role or next((r for r in nodes if r.spec.churn), None)
    back = next((v for kind, v in rows if kind == "BACK" and v["node"] == watched and v["t_ns"] > t0), None)
    registered = back is not None and back.get("by") == "announce"
    gave_up = [r for r in run.gave_up]
    lost: int | str = ""
    if not gave_up and not restarted:  # every surviving node's counts are in (a killed controller's are not)
        tasks_to = sent["sent_tasks"] - (sent["watch_tasks"] if dead else 0)
        requests_to = sent["sent_requests"] - (sent["watch_requests"] if dead else 0)
        lost = tasks_to - got["tasks"] + (requests_to - got["requests"] if point.pattern != "survey" else 0)
    joined = done.get(churn_node) if point.scenario == "node-joins" and churn_node else None
    values.update({
        "nodes_per_process": max(int(d["nodes"]) for d in done.values()) if done else "",
        "task_size": point.size, "result_size": run.s.result_size,
        "bytes_per_round": n * (point.size + ROUND_REQUEST_BYTES + run.s.result_size),
        "lost": lost,
        "duplicate": got["duplicate"] + sent["duplicate"],
        "late": got["late"] + sent["late"],
        "misdelivered": got["misdelivered"],
        "close_hung": sum("CLOSE" in r.records for r in nodes),
        "churn_at_s": round((t0 / 1e9) - run.t_go, 4),
        "detect_s": round((detect - t0) / 1e9, 4) if detect else "",
        "recover_s": round((recover - t0) / 1e9, 4) if recover else "",
        "recovered": int(recover is not None),
        "degraded_rounds": degraded,
        "peers_back": f"{0 if res.get('broken') == '1' else sent['live_end']}/{should}",
        "gave_up": sum(int(r.spec.args[r.spec.args.index("--nodes") + 1]) for r in gave_up),  # nodes, not processes
        "gave_up_why": gave_up_why(run, gave_up, "controller: " + ctrl.error_line() if res.get("broken") == "1"
                                   else ""),
        "send_failed": sent["send_failed"],
        "join_s": joined["first_msg_s"] if joined else "",
        # its registration (when lost), and the tasks and requests sent to it that it never got
        "lost_before_live": (int(not registered) + sent["watch_tasks"] - int(joined["tasks"])
                             + (sent["watch_requests"] - int(joined["requests"]) if point.pattern != "survey" else 0))
                            if joined else "",
        "signal": ("none" if restarted else "deadline" if point.scenario != "node-joins" else
                   "registration" if registered else "probe (its registration was lost)"),
        "app_action": ("a new controller: hellos until every node answered, rounds numbered past the old"
                       if restarted else
                       "round deadline; hello to gone nodes until they answer" if point.scenario != "node-joins"
                       else "registration; round deadline and hellos if its first tasks are lost"),
    })
    values.update(run.cpu_seconds({"controller": roles.all("controller"), "router": roles.all("router"),
                                   "nodes": nodes},
                                  int(res["recv_msgs"]) + sum(int(d["recv_msgs"]) for d in done.values())))
    values["check"] = "ok"
    run.timeline = churn_timeline(t0, rows)
    return values


def churn_timeline(t0: int, rows: list[tuple[str, dict]]) -> str:
    """The timeline's CSV: seconds from the change, what happened (round: its overhead in ms)."""
    out = ["t_s,kind,round,overhead_ms,answered,live,node"]
    for kind, v in rows:
        out.append(",".join(str(x) for x in (
            round((v["t_ns"] - t0) / 1e9, 6), kind.lower(), v.get("r", v.get("round", "")),
            round(v["overhead_ns"] / 1e6, 4) if "overhead_ns" in v else "", v.get("answered", ""),
            v.get("live", ""), v.get("node", ""))))
    return "\n".join(out) + "\n"

WORKLOADS = {"reqrep": ReqRep, "rounds": Rounds}


def jain_index(counts: list[int]) -> float:
    """Jain's fairness index: 1 when every client got the same, 1/n when one got all."""
    total, squares = sum(counts), sum(c * c for c in counts)
    return total * total / (len(counts) * squares) if squares else 0.0


def littles_law_check(clients: int, msgs_per_s: float, mean_us: float) -> str:
    """Closed loop: throughput should be about requests in flight (`clients`) / mean round-trip time.
    'ok', or 'little:R' with R = measured / predicted when they disagree by
    more than 25 %."""
    if mean_us <= 0:
        return "little:no-latency"
    ratio = msgs_per_s / (clients / (mean_us / 1e6))
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"little:{ratio:.2f}"


def rate_check(intended: float, achieved: float) -> str:
    """Open loop: 'ok', or 'rate:R' when the clients fell more than 25 % behind
    the intended rate (R = achieved / intended): the system could not keep up."""
    ratio = achieved / intended
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"rate:{ratio:.2f}"


def rounds_check(rounds_per_s: float, mean_us: float, compute_s: float) -> str:
    """Rounds follow each other with nothing between: rounds/s should be
    1 / (move time + mean overhead). 'ok', or 'rounds:R' (measured / predicted)
    off by more than 25 %."""
    per_round = compute_s + mean_us / 1e6
    if per_round <= 0:
        return "rounds:no-latency"
    ratio = rounds_per_s * per_round
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"rounds:{ratio:.2f}"
