"""Past one broker (docs/scale.md "Past one broker"): the rounds over K brokers (--brokers), each
contender's scale-out measured as one broker is (scale.py): at each node count the busiest broker's CPU
per move (the broker that fills first), every broker's together, the move's overhead, the bytes between a
cluster's servers, and what was lost or came twice; and from the busiest broker's CPU per move, the nodes
K brokers carry within the budget (scale.py's reach: measured between node counts that ran, or said to be
extrapolated), beside one broker's."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from .dataset import Dataset, final_runs
from .scale import Cost, Reach, count_failed, least_trials, number, reach, set_aside


@dataclass
class Spread:
    """One contender's scale-out at K brokers: its trials at each node count (ok runs only)."""
    lib: str
    pattern: str
    transport: str
    scaleout: str                                   # one (K = 1), shards, cluster, cluster-publish
    brokers: int
    busiest: dict = field(default_factory=dict)     # nodes -> [the busiest broker's CPU µs per move]
    total: dict = field(default_factory=dict)       # nodes -> [every broker's together]
    overhead: dict = field(default_factory=dict)    # nodes -> [the move's overhead p50, µs]
    bus: dict = field(default_factory=dict)         # nodes -> [bytes between the servers per move]
    lost: dict = field(default_factory=dict)        # nodes -> messages lost, every trial's together
    duplicate: dict = field(default_factory=dict)   # nodes -> messages that came twice
    failed: dict = field(default_factory=dict)      # nodes -> Failed: a trial there never completed
    least: int = 2                                  # ok trials a count needs (scale.least_trials)
    processes: int = 1                              # the broker role's processes (a bridge tree's root too)
    cost: Cost | None = None                        # the busiest broker's, for scale.reach()

    def label(self) -> str:
        return f"{self.lib} {self.pattern}"

    def counts(self) -> list[int]:
        return sorted(set(self.busiest) | set(self.failed))

    def reach(self) -> Reach:
        """The nodes these K brokers carry within the budget: where the busiest one's CPU per move meets it."""
        if self.cost is None:
            self.cost = Cost(self.lib, self.pattern, self.transport, broker=self.busiest, failed=self.failed,
                             least=self.least)
        return reach(self.cost)


def spreads(ds: Dataset) -> list[Spread]:
    """Every contender at every K the folder ran over several brokers, with its one broker's (K = 1) beside
    it: single-game rounds of the dataset's hosting and first move time. [] when nothing ran past one."""
    if not ds.brokers:
        return []
    out: dict[tuple, Spread] = {}
    rows = (*ds.rounds, *ds.brokers)
    first = min((r["compute_s"] for r in rows), key=float)  # the shortest move time, as scale.py's
    for r in final_runs(rows):
        if r["hosting"] != ds.hosting or r["compute_s"] != first:
            continue
        key = (r["lib"], r["pattern"], r["transport"], r.get("scaleout") or "one", int(r.get("brokers") or 1))
        take(out.setdefault(key, Spread(*key, least=least_trials(ds))), r)
    for s in out.values():
        set_aside(s.failed, s.busiest)
    libs = ds.meta.get("settings", {}).get("libs", [])
    return sorted(out.values(), key=lambda s: (libs.index(s.lib) if s.lib in libs else len(libs), s.lib, s.pattern,
                                               s.transport, s.brokers, s.scaleout))


def take(s: Spread, r: dict) -> None:
    """One row into its contender's figures."""
    n = int(r["nodes"])
    busiest = number(r, "broker_busiest_cpu_us_per_round")
    if busiest is None:
        busiest = number(r, "broker_cpu_us_per_round")  # one broker: the same
    if r["status"] != "ok":
        count_failed(s.failed, n, r)
        return
    if busiest is None:
        return
    s.busiest.setdefault(n, []).append(busiest)
    for column, where in (("broker_cpu_us_per_round", s.total), ("p50_us", s.overhead),
                          ("bus_bytes_per_round", s.bus)):
        v = number(r, column)
        if v is not None:
            where.setdefault(n, []).append(v)
    s.lost[n] = s.lost.get(n, 0) + int(number(r, "lost") or 0)
    s.duplicate[n] = s.duplicate.get(n, 0) + int(number(r, "duplicate") or 0)
    s.processes = int(number(r, "broker_processes") or s.brokers)


def median(values: list[float] | None) -> float | None:
    return statistics.median(values) if values else None


@dataclass
class Gain:
    """What K brokers give a contender over one: the nodes each carries within the budget."""
    lib: str
    pattern: str
    one: Spread | None
    past: list[Spread]          # the contender's scale-outs over several brokers


def gains(ds: Dataset) -> list[Gain]:
    """Per contender (library and pattern, the preferred transport's first): one broker and its scale-outs."""
    by: dict[tuple, Gain] = {}
    for s in spreads(ds):
        g = by.setdefault((s.lib, s.pattern, s.transport), Gain(s.lib, s.pattern, None, []))
        if s.brokers == 1:
            g.one = s
        else:
            g.past.append(s)
    return [g for g in by.values() if g.past]


def beyond_one(ds: Dataset) -> tuple[int, list[Spread]] | None:
    """The first screen's note: the grid's largest node count, when one broker carries it within the budget
    for no contender, and the scale-outs that carry it there (busiest broker within the budget at that
    count, measured). None when one broker carries it, or when nothing ran past one broker."""
    from .scale import verdict
    ss = spreads(ds)
    if not ss:
        return None
    top = max(n for s in ss for n in s.busiest)
    if any(s.brokers == 1 and top in s.busiest and verdict(s.busiest[top], s.least) == "within" for s in ss):
        return None
    return top, [s for s in ss if s.brokers > 1 and top in s.busiest and verdict(s.busiest[top], s.least) == "within"]


def restarts(ds: Dataset) -> list[dict]:
    """The runs in which one broker of K restarted (--scenario broker-restarts, --brokers over 1): the last
    broker, one that carries nodes only, killed a third into the measured phase and started again."""
    rows = [r for r in ds.brokers_churn if r["scenario"] == "broker-restarts"]
    libs = ds.meta.get("settings", {}).get("libs", [])
    return sorted(rows, key=lambda r: (libs.index(r["lib"]) if r["lib"] in libs else len(libs), r["lib"],
                                       r["pattern"], r["scaleout"], int(r["brokers"]), r["liveness"], r["trial"]))


def past_one(ds: Dataset) -> bool:
    """Whether the folder ran anything over several brokers (the report's section then applies)."""
    return bool(ds.brokers or restarts(ds))


def answer(ds: Dataset) -> str:
    """The first screen's sentence past one broker, only where one broker does not carry the grid's largest
    node count within the budget for any contender: which scale-outs do (their busiest broker's CPU per move
    within it, its whole interval), or that none does. "" otherwise."""
    found = beyond_one(ds)
    if not found:
        return ""
    top, carrying = found
    if not carrying:
        return (f"At {top:,} nodes one broker is over the budget for every contender, and so is the busiest of "
                f"the brokers of every scale-out run{furthest(ds)} (section \"Past one broker\").")
    best = sorted(carrying, key=lambda s: median(s.busiest[top]))
    names = ", ".join(f"**{s.label()} {s.scaleout} × {s.brokers}** ({median(s.busiest[top]) / 1000:.1f} ms)"
                      for s in best[:3])
    more = f" and {len(best) - 3} more" if len(best) > 3 else ""
    return (f"At {top:,} nodes one broker is over the budget for every contender; spread over brokers, the "
            f"busiest broker's CPU per move stays within it for {names}{more} (section \"Past one broker\").")


def furthest(ds: Dataset) -> str:
    """'; the most nodes within it over 3 brokers: zmq addressed shards, 2,200 [2,100–2,300] (one broker's:
    730 [690–780]) — czmq addressed shards (…): no difference measured': the scale-outs whose busiest broker
    carries the most (ties: intervals that overlap the leader's, scale.rank), each beside its one broker,
    the raw floor aside. "" when none has a figure."""
    from .scale import rank
    from .scores import is_floor
    past = {id(s): (s, g.one) for g in gains(ds) if g.one and not is_floor(g.lib) for s in g.past if s.reach()}
    ranking = rank([s.cost for s, _ in past.values()])
    if not ranking:
        return ""
    by_cost = {id(s.cost): (s, one) for s, one in past.values()}

    def figure(c) -> str:
        s, one = by_cost[id(c)]
        return (f"{s.label()} {s.scaleout}, {s.reach().short(plain=True)} (one broker's: "
                f"{one.reach().short(plain=True)})")
    lead, *tied = ranking.leaders
    k = by_cost[id(lead)][0].brokers
    return (f"; the most nodes within it over {k} brokers: {figure(lead)}"
            + (" — " + ", ".join(figure(c) for c in tied) + ": no difference measured" if tied else ""))
