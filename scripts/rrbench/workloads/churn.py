"""A point under a churn scenario (docs/churn.md): one change a third into the measured phase
(run/churn.py makes it), and how the library recovered, read from the roles' timelines.

Both workloads' rows have the same churn columns: when the change came (churn_at_s), when the
answering side noticed (detect_s), when every peer that should be there answered again
(recover_s, recovered), what was lost, duplicated or given up on the way, and what told the
application (signal) and what it did (app_action)."""

from __future__ import annotations

import statistics

from .programs import RESEND_MS, ROUND_REQUEST_BYTES, TICKS_PER_S
from ..core.lines import PointFailed


def churn_start(view) -> int:
    """The moment of the change (CLOCK_MONOTONIC ns): the kill, or a late client's connect."""
    facts = view.churn()
    if facts.at_ns is None:
        raise PointFailed("the run ended before the churn change was due (measured phase too short?)")
    if view.point.scenario != "node-joins":
        return facts.at_ns
    ready = facts.role.records.get("READY", {}) if facts.role else {}
    if "connected_ns" in ready:  # a node: when its sockets were connected, before it announced itself
        return int(ready["connected_ns"])
    if facts.role and facts.role.ready_ns and "connect_s" in ready:  # a worker: READY after its hello
        return facts.role.ready_ns - int(float(ready["connect_s"]) * 1e9)
    raise PointFailed("the late client never connected (no READY)", "setup")


def gave_up_why(view, gave_up: list, broken: str = "") -> str:
    if broken:
        return broken[:200]
    if not gave_up:
        return ""
    r = gave_up[0]
    if r.returncode == 0:
        return "never told to stop: still waiting when the run ended"
    return (r.error_line() or view.exit_text(r.returncode))[:200]


# --- request-reply -------------------------------------------------------------

def reqrep_churn(view) -> dict:
    """A request-reply point under a churn scenario: the master's TICK lines (requests answered per
    50 ms) against the moment of the change. The REP side never learns of a requester's death or
    arrival (signal: none). `lost`: requests whose reply never came (a worker that gave up waited
    for one)."""
    roles, point = view.roles, view.point
    master, workers = roles.one("master"), roles.all("worker")
    values, ticks, done, counts = reqrep_readings(master, roles.all("master"), workers)
    repeated, resent, broken, verified = counts["repeated"], counts["resent"], counts["broken"], counts["verified"]
    if values["rejected"]:
        raise PointFailed(f"master rejected {values['rejected']} requests: {master.error_line()}", "rejected")
    t0 = churn_start(view)
    facts = view.churn()
    n = point.workers
    should = n - 1 if point.scenario == "node-dies" else n
    after, dip, back = outage(ticks, t0, point)
    gave_up = list(facts.gave_up)
    hist_lines = [w.hist_line for w in done if w.hist_line]
    if hist_lines and verified:
        values.update(view.merge_histograms(hist_lines, verified, "round trips", "the workers verified"))
    joined = done.get(facts.role) if point.scenario == "node-joins" else None
    values.update({
        "churn_at_s": round(facts.at_ns / 1e9 - facts.t_go, 4),
        "detect_s": "",  # a REP side has no notion of its requesters: nothing tells it (nor a worker, of its master)
        "recover_s": round((back - t0) / 1e9, 4) if back else (0.0 if dip is None and after else ""),
        "recovered": int(bool(after) and (dip is None or back is not None) and not gave_up and not broken),
        "degraded_rounds": sum(1 for _, m in after if m == 0),  # silent 50 ms steps
        "peers_back": f"{0 if broken else should - len(gave_up)}/{should}",
        "gave_up": len(gave_up),
        "gave_up_why": gave_up_why(view, gave_up, "master: " + master.error_line() if broken else ""),
        "send_failed": "",
        "lost": len(gave_up),  # each gave up waiting for one reply
        "duplicate": repeated,
        "join_s": (joined and facts.role.records["READY"].get("connect_s", "")) or "",
        "lost_before_live": "",
        "signal": "none",
        "app_action": (f"resent {resent} requests after {RESEND_MS} ms each" if resent else "none"),
    })
    values.update(view.cpu_seconds({"master": roles.all("master"), "router": roles.all("router"),
                                    "workers": workers}, values["msgs"]))
    values["check"] = "ok"
    view.keep_timeline(reqrep_timeline(t0, ticks))
    return values


def reqrep_readings(master, masters: list, workers: list) -> tuple[dict, list, dict, dict]:
    """The master's RESULT as columns; every master's ticks (a restarted master's follow its
    predecessor's) as (t_ns, msgs, measured); the workers' DONE records; and the counts: requests
    the master got twice (repeated) and the workers resent, replies they verified, and whether the
    master ended broken."""
    try:
        res = master.records["RESULT"]
        ticks = sorted((int(v["t_ns"]), int(v["msgs"]), v.get("measured") == "1")
                       for m in masters for _, v in m.events)
        done = {w: w.records["DONE"] for w in workers if "DONE" in w.records}
        verified = sum(int(d["measured"]) for d in done.values())
        values = {"msgs": int(res["msgs"]), "seconds": float(res["seconds"]), "msgs_per_s": float(res["msgs_per_s"]),
                  "mib_per_s": float(res["mib_per_s"]), "client_min": int(res["client_min"]),
                  "client_max": int(res["client_max"]), "warmup_msgs": int(res["warmup_msgs"]),
                  "rejected": int(res["rejected"]),
                  "workarounds": master.records["READY"].get("workarounds", "none").replace(",", " ")}
        repeated, resent = int(res["repeated"]), sum(int(d.get("resent", 0)) for d in done.values())
    except (KeyError, ValueError) as e:
        raise PointFailed(f"unreadable RESULT/DONE/TICK line from the programs ({e})") from None
    return values, ticks, done, {"repeated": repeated, "resent": resent, "verified": verified,
                                 "broken": res.get("broken") == "1"}


def outage(ticks: list, t0: int, point) -> tuple[list, int | None, int | None]:
    """The measured ticks after the change, the first silent one (an outage: on this shared machine
    the rate of busy workers swings tenfold from one 50 ms to the next, so only silence tells an
    outage from noise), and the first after it that carries half of what the workers left should
    (their median rate before the change, per worker); None where there was none."""
    n = point.workers
    baseline = statistics.median([m for t, m, measured in ticks if measured and t < t0] or [0])
    should = n - 1 if point.scenario == "node-dies" else n
    # node-joins: the newcomer adds; the others must not drop below half of what they did
    floor = 0.5 * baseline * (should / (n - 1 if point.scenario == "node-joins" else n))
    # the measured phase, and after the change everything up to its end (a new master's warm-up too),
    # but not its last tick: the workers are being stopped in it
    last = max((t for t, _, measured in ticks if measured), default=0)
    measured_ticks = [(t, m) for t, m, measured in ticks if (measured or t0 < t) and t < last]
    after = [(t, m) for t, m in measured_ticks if t > t0]
    dip = next((t for t, m in after if m == 0), None)
    back = next((t for t, m in after if dip is not None and t > dip and m >= floor), None)
    return after, dip, back


def reqrep_timeline(t0: int, ticks: list) -> str:
    out = ["t_s,kind,msgs_per_s,measured"]
    out += [f"{round((t - t0) / 1e9, 6)},tick,{m * TICKS_PER_S},{int(measured)}" for t, m, measured in ticks]
    return "\n".join(out) + "\n"


# --- Grischa's rounds --------------------------------------------------------------

SENT = ("sent_tasks", "sent_requests", "watch_tasks", "watch_requests", "watch_hellos", "no_task", "late",
        "duplicate", "send_failed", "live_end")
GOT = ("tasks", "requests", "duplicate", "late", "misdelivered", "hellos")


def rounds_churn(view) -> dict:
    """A rounds point under a churn scenario: the controller's ROUND/GONE/BACK lines against the
    moment of the change.

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
    roles, point = view.roles, view.point
    ctrl, nodes = roles.one("controller"), roles.all("node")
    values, sent, done, got, rows = rounds_readings(ctrl, nodes)
    if values["rounds"] == 0:
        raise PointFailed("no round completed in the measured phase")
    if not ctrl.hist_line:
        raise PointFailed("the controller printed no overhead histogram")
    values.update(view.merge_histograms([ctrl.hist_line], values["rounds"], "rounds", "the controller counted"))
    t0 = churn_start(view)
    facts = view.churn()
    res = ctrl.records["RESULT"]
    broken = res.get("broken") == "1"
    values.update(rounds_counts(view, nodes, done, got, sent))
    values.update(rounds_recovery(point, rows, t0, facts.t_go, broken))
    values.update(rounds_nodes(view, ctrl, nodes, done, got, sent, rows, t0, broken))
    values.update(view.cpu_seconds({"controller": roles.all("controller"), "router": roles.all("router"),
                                    "nodes": nodes},
                                   int(res["recv_msgs"]) + sum(int(d["recv_msgs"]) for d in done.values())))
    values["check"] = "ok"
    view.keep_timeline(churn_timeline(t0, rows))
    return values


def rounds_readings(ctrl, nodes: list) -> tuple[dict, dict, dict, dict, list]:
    """The controller's RESULT as columns, what it sent (SENT), the nodes' DONE records and what they
    got (GOT, summed), and the controller's timeline lines (kind, values)."""
    try:
        res = ctrl.records["RESULT"]
        values = {"rounds": int(res["rounds"]), "seconds": float(res["seconds"]),
                  "rounds_per_s": float(res["rounds_per_s"]), "warmup_rounds": int(res["warmup_rounds"]),
                  "subscribe_s": float(res["subscribe_s"]), "first_round_s": float(res["first_round_s"]),
                  "hello_passes": int(res["hello_passes"]),
                  "workarounds": ctrl.records["READY"].get("workarounds", "none").replace(",", " ")}
        sent = {k: int(res[k]) for k in SENT}
        done = {r: r.records["DONE"] for r in nodes if "DONE" in r.records}
        got = {k: sum(int(d[k]) for d in done.values()) for k in GOT}
        rows = [(kind, {k: int(v) if v.isdigit() else v for k, v in vals.items()}) for kind, vals in ctrl.events]
    except (KeyError, ValueError) as e:
        raise PointFailed(f"unreadable RESULT/DONE/ROUND line from the programs ({e})") from None
    return values, sent, done, got, rows


def rounds_counts(view, nodes: list, done: dict, got: dict, sent: dict) -> dict:
    """The steady rounds' columns a churn point has too."""
    point, result_size = view.point, view.settings.result_size
    return {
        "nodes_per_process": max(int(d["nodes"]) for d in done.values()) if done else "",
        "task_size": point.size, "result_size": result_size,
        "bytes_per_round": point.nodes * (point.size + ROUND_REQUEST_BYTES + result_size),
        "lost": "",  # (rounds_nodes: once the nodes' counts are known)
        "duplicate": got["duplicate"] + sent["duplicate"],
        "late": got["late"] + sent["late"],
        "misdelivered": got["misdelivered"],
        "close_hung": sum("CLOSE" in r.records for r in nodes),
    }


def rounds_recovery(point, rows: list, t0: int, t_go: float, broken: bool) -> dict:
    """When the controller noticed the change, when every node that should be there answered a round
    again (after it noticed, or after the change if it noticed nothing), and the rounds in between
    that some live node did not answer."""
    watched, should = point.nodes - 1, point.nodes - 1 if point.scenario == "node-dies" else point.nodes
    detect = next((v["t_ns"] for kind, v in rows if v.get("t_ns", 0) > t0
                   and ((kind == "GONE" and (v["node"] == watched or point.scenario == "broker-restarts"))
                        or (kind == "BACK" and point.scenario == "node-joins" and v["node"] == watched))), None)
    noticed = detect or t0
    recover = next((v["t_ns"] for kind, v in rows if kind == "ROUND" and v["t_ns"] > noticed
                    and v["answered"] == v["live"] == should), None)
    if broken:
        recover = None
    return {
        "churn_at_s": round((t0 / 1e9) - t_go, 4),
        "detect_s": round((detect - t0) / 1e9, 4) if detect else "",
        "recover_s": round((recover - t0) / 1e9, 4) if recover else "",
        "recovered": int(recover is not None),
        "degraded_rounds": sum(1 for kind, v in rows if kind == "ROUND" and v["t_ns"] > t0
                               and v["answered"] < v["live"]),
        # the nodes the controller lost after the change (one broker of K: those on it)
        "cut_off": len({v["node"] for kind, v in rows if kind == "GONE" and v.get("t_ns", 0) > t0}),
    }


def rounds_nodes(view, ctrl, nodes: list, done: dict, got: dict, sent: dict, rows: list, t0: int,
                   broken: bool) -> dict:
    """What became of the nodes: lost messages, who gave up and why, the late node's join, and what
    told the controller and what it did."""
    point, facts = view.point, view.churn()
    watched, dead = point.nodes - 1, point.scenario == "node-dies"
    should = point.nodes - 1 if dead else point.nodes
    restarted = point.scenario == "controller-restarts"  # the new controller: its rounds, its counts
    churn_node = facts.role or next((r for r in nodes if r.spec.churn), None)
    back = next((v for kind, v in rows if kind == "BACK" and v["node"] == watched and v["t_ns"] > t0), None)
    registered = back is not None and back.get("by") == "announce"
    gave_up = list(facts.gave_up)
    lost: int | str = ""
    if not gave_up and not restarted:  # every surviving node's counts are in (a killed controller's are not)
        tasks_to = sent["sent_tasks"] - (sent["watch_tasks"] if dead else 0)
        requests_to = sent["sent_requests"] - (sent["watch_requests"] if dead else 0)
        lost = tasks_to - got["tasks"] + (requests_to - got["requests"] if point.pattern != "survey" else 0)
    joined = done.get(churn_node) if point.scenario == "node-joins" and churn_node else None
    return {
        "lost": lost,
        "peers_back": f"{0 if broken else sent['live_end']}/{should}",
        "gave_up": sum(int(r.spec.args[r.spec.args.index("--nodes") + 1]) for r in gave_up),  # nodes, not processes
        "gave_up_why": gave_up_why(view, gave_up, "controller: " + ctrl.error_line() if broken else ""),
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
    }


def churn_timeline(t0: int, rows: list[tuple[str, dict]]) -> str:
    """The timeline's CSV: seconds from the change, what happened (round: its overhead in ms)."""
    out = ["t_s,kind,round,overhead_ms,answered,live,node"]
    for kind, v in rows:
        out.append(",".join(str(x) for x in (
            round((v["t_ns"] - t0) / 1e9, 6), kind.lower(), v.get("r", v.get("round", "")),
            round(v["overhead_ns"] / 1e6, 4) if "overhead_ns" in v else "", v.get("answered", ""),
            v.get("live", ""), v.get("node", ""))))
    return "\n".join(out) + "\n"
