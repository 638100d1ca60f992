"""Request-reply (the reqrep workload): router, master, workers. Closed-loop (or open-loop)
request-reply through the broker, or workers straight to the master (direct topology). A churn
scenario's row comes from churn.py."""

from __future__ import annotations

from .axes import Workload
from .churn import reqrep_churn
from .checks import jain_index, littles_law_check, rate_check
from .roles import RoleSpec, common_flags, defaults_flag, one_server, peers_per_process, router_stop, server_flags
from ..core.grid import SHARED_SCENARIOS
from ..core.libraries import LIBRARIES
from ..core.lines import PointFailed

MIB = 1 << 20


class ReqRep:
    name = "reqrep"
    title = "request-reply"
    summary = "request-reply through the broker"  # --workload's help
    # The sweep (sweep/flags.py, sweep/plan.py).
    # Its axes: payload sizes (--sizes, within the programs' limits of program_size_flag) and worker counts
    # (--workers, within those of program_count_flag).
    sizes_flag = "--sizes"
    program_size_flag = "--size"
    size_noun = "payload bytes"
    # 4 KiB left the default (with the broker products in the rounds, the default sweep keeps to 20 min):
    # 1 KiB and 64 KiB bracket it; --sizes 64,1k,4k,64k puts it back.
    default_sizes = "64,1k,64k"
    churn_sizes = "1k"
    capacity_sizes = "64,1k"  # the sizes the broker's cost per message shows at
    count_flag = "--workers"
    program_count_flag = "--workers"
    count_noun = "workers"
    counts_named = "request-reply's worker counts"
    default_libs = ",".join(lib.name for lib in LIBRARIES if not lib.product and not lib.over_another)
    default_counts = "1,8,16,64,128"
    churn_counts = "8"        # Grischa's lab size, one grid cell
    capacity_counts = "16"    # --find-capacity's
    scenarios = (*SHARED_SCENARIOS, "master-restarts")
    patterns = ("reqrep",)
    topologies = ("broker", "direct")  # --topology
    open_loop = True          # --rate
    no_inflight = None        # --inflight: taken
    has_games = False
    has_moves = False         # no move time (--compute)
    has_brokers = False       # one broker (--brokers is the rounds')
    one_broker_patterns = ()
    compared_by = compared_pinned = compared_busiest = "msgs_per_s"  # trials until settled: round trips/s
    higher_is_better = True
    has_budget = False
    numeric_when_ok = ("size", "workers", "msgs_per_s", "mib_per_s")  # a row that ran has these numbers
    # Its part of the report (analysis/churn.py, render/churn.py):
    grischas = False          # Grischa's own traffic is the rounds'; the churn answer reads that first
    preferred_pattern = "reqrep"
    lost_request_waits = True  # a lost request leaves the worker's REQ waiting: liveness advice for it
    churn_title = "request-reply"
    churn_detection = ("A REP side has no notion of its requesters: nothing tells the master that a worker "
                       "died or joined; a broker restart shows as the throughput's dip.")
    timeline_axis = "requests/s (50 ms steps)"
    timeline_what = "requests answered per second, in 50 ms steps (1 = none)"

    # Its run (run/point.py):
    count_kind = "worker"       # the role its count counts
    answer_kind = "master"      # the role whose error explains a stall
    kinds = ("router", "master", "worker")
    starts_at_live = False      # the measured phase counts from go

    @staticmethod
    def churn_series(timeline: list[dict], window: tuple[float, float], bin_s: float) -> list[tuple]:
        """The master's requests/s per 50 ms within the window (1: an outage, on a log axis)."""
        return [(x, max(float(t["msgs_per_s"]), 1.0), None, None) for t in timeline
                if t.get("measured") == "1" and window[0] <= (x := float(t["t_s"])) <= window[1]]

    @staticmethod
    def view(row: dict) -> str:
        """The report's view of its steady rows (analysis/dataset.py Dataset)."""
        return "rows"

    @classmethod
    def grid(cls, args, ax, libs_by_pattern: dict) -> Workload:
        """Its axes in this sweep: sizes, worker counts, topologies, requests in flight (--find-capacity:
        its staircase offers the rates at one request in flight)."""
        return Workload(cls.name, cls.patterns, tuple(ax.sizes_of[cls.name]), tuple(ax.counts_of[cls.name]),
                        tuple(ax.topologies), libs_by_pattern=libs_by_pattern,
                        scenarios=ax.scenarios_of[cls.name], liveness=tuple(ax.liveness),
                        inflight=tuple(k for k in ax.inflight if k > 1 or not args.find_capacity),
                        hostings=tuple(ax.hostings))

    @classmethod
    def meta(cls, args, ax, by_pattern: dict) -> dict:
        """meta.json's settings of its own: the sizes and the worker counts (empty when it did not run; before
        results schema 7 named `clients`)."""
        return {"sizes": ax.sizes_of[cls.name], "workers": ax.counts_of.get(cls.name, [])}

    @staticmethod
    def key_columns(point) -> dict:
        return {}  # no move time, no games

    @staticmethod
    def named_columns(point) -> dict:
        """results.csv's workers: the point's (None: empty; its size is the column size)."""
        return {"workers": point.workers if point else ""}

    @staticmethod
    def label(point, extras: str) -> str:
        return (f"{point.lib} {point.transport} {point.topology} size={point.size} workers={point.workers}"
                + (f" mtu={point.mtu} rate={point.link_rate or 'unlimited'}" if point.mtu else "")
                + extras + f" trial={point.trial}")

    @staticmethod
    def slug(point, net: str, extras: str) -> str:
        return (f"{point.lib}-{point.transport}-{point.topology}-s{point.size}-c{point.workers}{net}{extras}"
                f"-t{point.trial}")

    @staticmethod
    def restart_args(args: list) -> list:
        return args  # a new master starts its own phases; the workers' sequence numbers go on

    @staticmethod
    def bus_endpoints(point, s, endpoints: tuple[str, ...]) -> tuple[str, ...]:
        return ()  # one broker

    @staticmethod
    def connections_each(point) -> int:
        return 1  # at the busiest process (router or direct master)

    @staticmethod
    def endpoint_owners(point, s) -> tuple[int, ...]:
        return (0,) if point.lib in s.servers else (0, 0)  # front, back; a product's server has one

    @staticmethod
    def roles(point, s, endpoints: tuple[str, ...], workdir: str) -> list[RoleSpec]:
        front, back = one_server(endpoints)
        size, timeout, extra = str(point.size), repr(s.timeout), common_flags(s, point)
        churn = point.scenario != "none"
        defaults = defaults_flag(s)  # the workarounds sit on master and workers (and a product's server)
        out = []
        if point.topology == "broker":
            out.append(RoleSpec("router", "router", ["--front", front, "--back", back, "--size", size, *extra,
                                                     *(defaults if point.lib in s.servers else []),
                                                     *server_flags(point, s, workdir)],
                                group=0, place="router", stop_signal=router_stop(point, s)))
            master_at = ["--connect", back]
        else:  # direct: the master listens where the router would, workers come straight to it
            master_at = ["--bind", front]
        inflight = ["--inflight", str(point.inflight)] if point.inflight > 1 else []
        master_args = [*master_at, "--workers", str(point.workers), "--size", size,
                       "--warmup", repr(s.warmup), "--timeout", timeout, *inflight, *extra]
        master_args += (["--duration", repr(s.duration)] if s.duration is not None
                        else ["--requests", str(s.requests)])
        master_args += ["--deadline", repr(s.deadline)] if churn else []
        out.append(RoleSpec("master", "master", [*master_args, *defaults], group=1, place="master",
                            done="RESULT"))
        if point.hosting == "loop":  # several workers a process, one event loop each (steady runs only)
            per = peers_per_process("loop", 0, point.workers)
            return out + [RoleSpec(f"workers {first}-{min(first + per, point.workers) - 1}", "worker",
                                   ["--connect", front, "--id", str(first), "--workers",
                                    str(min(per, point.workers - first)), "--hosting", "loop", "--size", size,
                                    "--timeout", timeout, "--wait-go", *extra, *defaults, *inflight],
                                   group=2, slot=slot, stdin=True, gets_go=True, done="DONE", leaves=True)
                          for slot, first in enumerate(range(0, point.workers, per))]
        rate = point.worker_rate(s.rate)
        out += [RoleSpec(f"worker {i}", "worker",
                         ["--connect", front, "--id", str(i), "--size", size, "--timeout", timeout, "--wait-go",
                          *extra, *defaults, *inflight, *(["--rate", repr(rate)] if rate else [])],
                         group=2, slot=i, stdin=True, gets_go=True, done="DONE", leaves=True,
                churn=churn and i == point.workers - 1,  # the last worker is the one that changes
                late=churn and i == point.workers - 1 and point.scenario == "node-joins")
                for i in range(point.workers)]
        return out

    @staticmethod
    def echo(point, s) -> dict:
        """What the master's RESULT must say it ran with."""
        return {"size": point.size, "workers": point.workers, "inflight": point.inflight}

    @staticmethod
    def measure_s(point, s) -> float:
        """The measured phase's length at most (a floor of 1000 round trips/s and 10 MiB/s)."""
        if s.duration is not None:
            return s.duration
        return s.requests * point.workers * max(1e-3, point.size / (10 * MIB))

    @staticmethod
    def collect(view) -> dict:
        if view.point.scenario != "none":
            return reqrep_churn(view)
        roles = view.roles
        master, workers = roles.one("master"), roles.all("worker")
        res = master.records["RESULT"]
        values, msgs = result_values(master, workers)
        if values["rejected"]:
            raise PointFailed(f"master rejected {values['rejected']} requests: {master.error_line()}", "rejected")
        repeated = int(res.get("repeated", 0))
        if repeated and view.point.liveness == "off":  # nobody resends: the library delivered them twice
            raise PointFailed(f"the master got {repeated} requests twice (duplicated on the way)", "duplicated")
        if msgs == 0:
            raise PointFailed("no request completed in the measured phase")
        missing = [w.name for w in workers if not w.hist_line]
        if missing:
            raise PointFailed(f"{missing[0]} printed no latency histogram")
        values.update(view.merge_histograms([w.hist_line for w in workers], msgs, "round trips",
                                            "the master counted"))
        counts = measured_each(workers)
        values["fairness"] = round(jain_index(counts), 4)
        values["workers_per_process"] = max(int(w.records["DONE"].get("workers", 1)) for w in workers)
        round_trips = msgs + sum(int(res.get(k, 0)) for k in ("warmup_msgs", "after_msgs", "hellos"))
        values.update(view.cpu_seconds({"master": [master], "router": roles.all("router"), "workers": workers},
                                       round_trips))
        values.update(loop_check(view.point, view.settings, values))
        values.update(view.broker_capacity(values["msgs_per_s"]))
        return values


def measured_each(workers: list) -> list[int]:
    """Each worker's measured round trips: a process's DONE has them (measured_each, --hosting loop), or
    is one worker's (measured)."""
    out = []
    for w in workers:
        done = w.records["DONE"]
        each = done.get("measured_each")
        out += [int(v) for v in each.split(",")] if each else [int(done["measured"])]
    return out


def master_values(master) -> dict:
    """The master's RESULT line as the row's columns (KeyError, ValueError when unreadable)."""
    res = master.records["RESULT"]
    return {
        "msgs": int(res["msgs"]),
        "seconds": float(res["seconds"]),
        "msgs_per_s": float(res["msgs_per_s"]),
        "mib_per_s": float(res["mib_per_s"]),
        "client_min": int(res["client_min"]),
        "client_max": int(res["client_max"]),
        "warmup_msgs": int(res["warmup_msgs"]),
        "rejected": int(res["rejected"]),
        "workarounds": master.records["READY"].get("workarounds", "none").replace(",", " "),
    }


def result_values(master, workers: list) -> tuple[dict, int]:
    """The master's columns and its count of measured requests, checked against the replies the
    workers verified: the two must agree."""
    try:
        values = master_values(master)
        verified = sum(int(w.records["DONE"]["measured"]) for w in workers)
    except (KeyError, ValueError) as e:
        raise PointFailed(f"unreadable RESULT/DONE line from the programs ({e})") from None
    msgs = values["msgs"]
    if verified != msgs:
        raise PointFailed(f"count mismatch: master counted {msgs} measured requests, "
                          f"workers verified {verified} replies")
    return values, msgs


def loop_check(point, s, values: dict) -> dict:
    """Open loop: the intended and achieved rates, compared; closed loop: Little's law (workers x
    inflight requests are always in flight)."""
    rate = point.worker_rate(s.rate)
    if rate:  # open loop: Little's law does not apply; compare the rates instead
        achieved = round(values["msgs_per_s"] / point.workers, 2)
        return {"rate": round(rate, 3), "achieved_rate": achieved, "check": rate_check(rate, achieved)}
    return {"check": littles_law_check(point.workers * point.inflight, values["msgs_per_s"], values["mean_us"])}
