"""What one broker carries (docs/scale.md): the broker's own CPU per move against the number of nodes,
measured over the measured rounds alone (the controllers wait while the sweep samples), best with the
broker pinned to a core of its own (--pin broker) and the nodes as cheap as their library allows
(--hosting loop).

From it, per contender: a straight-line fit of the CPU per move against N (its slope: the cost per node
per move) with a bootstrap interval, the moves per second one broker core sustains at each N, and the
largest N whose broker CPU per move fits the budget (15 ms: 1 % of a 1.5-s move) on one core — measured
where that N was run, extrapolated by the fit beyond the largest N run, and said so. A single-threaded
broker needs at least its CPU per move of wall time per move; a broker that can use more cores
(broker_cores: its programs' --info) can spread it.

Two checks: a saturated broker (--games, several concurrent games through one pinned broker until it is
busy) must sustain about 1 / (its CPU per move) moves per second (saturation()); and the nodes' hosting
(--hosting thread,loop) must not change a move's figures (hosting())."""

from __future__ import annotations

import functools
import math
import random
import statistics
from dataclasses import dataclass, field

from ..workloads import WORKLOADS
from . import findings
from .dataset import Dataset, final_runs
from .grischa import BUDGET_US, FROM_NODE_PER_MOVE, PREFERRED_TRANSPORT, TO_NODE_PER_MOVE
from .stats import bootstrap_ci, choices, draws, median

FIT_RESAMPLES = 2000      # bootstrap resamples of the fit (seeded: a report is reproducible)
SATURATED = 0.9           # a broker busy at least this much of its core is saturated
AGREEMENT = 0.25          # measured moves/s at saturation within this of 1 / (CPU per move)


def broker_cores(ds: Dataset, lib: str) -> tuple[int | None, str]:
    """How many cores a library's broker can keep busy with messages (0: all) and which threads, as its
    programs' --info said (meta.json); None for a folder from before they said it."""
    info = ds.meta.get("libraries", {}).get(lib, {})
    return info.get("broker_cores"), info.get("broker_threads", "")


def number(row: dict, column: str) -> float | None:
    v = row.get(column)
    return float(v) if v not in (None, "") else None


@dataclass
class Failed:
    """The trials at one node count that no run completed (a retry included)."""
    trials: int = 0       # failed trials
    ran: int = 0          # every trial at that count, the failed ones too
    why: str = ""         # the first failed trial's finding (findings.name_of)

    def text(self, n: int) -> str:
        return f"failed in {self.trials} of {self.ran} trials at {n:,} ({self.why})"


@dataclass
class Cost:
    """One contender's CPU per move against nodes: the trials of each node count that every trial completed
    (`broker`), and the counts where a trial failed (`failed`), which are neither within nor over."""
    lib: str
    pattern: str
    transport: str
    broker: dict = field(default_factory=dict)      # nodes -> [broker CPU µs per move, each trial's]
    nodes_cpu: dict = field(default_factory=dict)   # nodes -> [the nodes' CPU µs per move]
    controller: dict = field(default_factory=dict)  # nodes -> [the controller's]
    first_round: dict = field(default_factory=dict)  # nodes -> [the first round after the hellos, s]
    failed: dict = field(default_factory=dict)      # nodes -> Failed: a trial there never completed
    least: int = 2        # ok trials a count needs to be within or over the budget (least_trials)
    known: dict = field(default_factory=dict, repr=False)  # what reach() found, kept (the bootstrap is slow)

    def label(self) -> str:
        return f"{self.lib} {self.pattern}"

    def counts(self) -> list[int]:
        return sorted(set(self.broker) | set(self.failed))


def median_interval(values: list[float]) -> tuple[float, float | None, float | None]:
    """The median and, with two trials or more, its bootstrap interval."""
    med = statistics.median(values)
    if len(values) < 2:
        return med, None, None
    lo, hi = bootstrap_ci(values)
    return med, lo, hi


def least_trials(ds: Dataset) -> int:
    """The ok trials a node count needs before it is within or over the budget: the first look's (a sweep's
    --looks), or its fixed --trials; at least two (an interval needs them: one trial is undecided)."""
    s = ds.meta.get("settings", {})
    return max(2, int((s.get("looks") or [0])[0] or s.get("trials") or 0))


def costs(ds: Dataset) -> list[Cost]:
    """Every contender's CPU per move, from the single-game rounds of the dataset's hosting (pinned or
    not: the rows say), over the preferred transport's and the others'; one run per trial (final_runs)."""
    out: dict[tuple, Cost] = {}
    least = least_trials(ds)
    for r in final_runs(ds.rounds):
        if r["hosting"] != ds.hosting or r["compute_s"] != ds.move_times()[0]:
            continue
        key = (r["lib"], r["pattern"], r["transport"])
        c = out.setdefault(key, Cost(*key, least=least))
        n = int(r["nodes"])
        broker = number(r, "broker_cpu_us_per_round")
        if r["status"] != "ok":
            count_failed(c.failed, n, r)
            continue
        if broker is None:
            continue
        c.broker.setdefault(n, []).append(broker)
        for column, where in (("nodes_cpu_us_per_round", c.nodes_cpu), ("controller_cpu_us_per_round", c.controller),
                              ("first_round_s", c.first_round)):
            v = number(r, column)
            if v is not None:
                where.setdefault(n, []).append(v)
    for c in out.values():
        set_aside(c.failed, c.broker)
    libs = ds.meta.get("settings", {}).get("libs", [])
    known = [c for c in out.values() if c.broker or c.failed]
    # the sweep's order of libraries, then pattern and transport: rows come in the interleaved run's order
    return sorted(known, key=lambda c: (libs.index(c.lib) if c.lib in libs else len(libs), c.lib, c.pattern,
                                        c.transport))


def count_failed(failed: dict, n: int, row: dict) -> None:
    """A failed trial at n nodes into `failed` (nodes -> Failed)."""
    f = failed.setdefault(n, Failed(why=findings.name_of(row)))
    f.trials += 1


def set_aside(failed: dict, values: dict) -> None:
    """A count where a trial failed is the failure's: its ok trials leave `values` (nodes -> [trials]) and
    only count in `ran`."""
    for n, f in failed.items():
        f.ran = f.trials + len(values.pop(n, []))


def line(points: list[tuple[float, float]]) -> tuple[float, float] | None:
    """Least squares y = a + b x, or None with fewer than two distinct x."""
    xs = [x for x, _ in points]
    if len(set(xs)) < 2:
        return None
    return Axis(xs).line([y for _, y in points])


class Axis:
    """The node counts of one contender's fit, which every bootstrap resample of it shares: the line's x
    terms and the counts' order, worked out once for its 2000 resamples."""

    def __init__(self, ns: list[int]):
        self.ns = ns                              # in the trials' order: the line's sums run in it
        self.mean = statistics.fmean(ns)
        self.dx = [x - self.mean for x in ns]
        self.sxx = sum(d ** 2 for d in self.dx)
        by_size = sorted(range(len(ns)), key=ns.__getitem__)
        self.largest = by_size[-1]
        # neighbouring counts (as positions in ns) and their logarithms, for crossing
        self.brackets = [(i, j, math.log(ns[i]), math.log(ns[j])) for i, j in zip(by_size, by_size[1:])]

    def line(self, ys: list[float]) -> tuple[float, float]:
        """Least squares y = a + b x through (ns[i], ys[i])."""
        my = statistics.fmean(ys)
        b = sum(d * (y - my) for d, y in zip(self.dx, ys)) / self.sxx
        return my - b * self.mean, b

    def crossing(self, ys: list[float], fitted: tuple[float, float]) -> tuple[float | None, str]:
        """Where a contender's CPU per move meets the budget, from ys (one value per count of ns, the
        medians or one bootstrap draw) and `fitted`, the line through them: between the two node counts
        that bracket it, interpolated on log-log axes ("bracketed"); beyond the largest that ran, by the
        line ("extrapolated"); below the smallest, by the line too ("below"). None when the line does not
        rise."""
        for i, j, log_lo, log_hi in self.brackets:
            if ys[i] <= BUDGET_US < ys[j]:
                t = (math.log(BUDGET_US) - math.log(ys[i])) / (math.log(ys[j]) - math.log(ys[i]))
                return math.exp(log_lo + t * (log_hi - log_lo)), "bracketed"
        where = "extrapolated" if ys[self.largest] <= BUDGET_US else "below"
        return reach_of(fitted), where


def reach_of(fit: tuple[float, float] | None, budget: float = BUDGET_US) -> float | None:
    """Where the fitted CPU per move meets the budget (None: the fit does not rise)."""
    if fit is None or fit[1] <= 0:
        return None
    return max(0.0, (budget - fit[0]) / fit[1])


@dataclass
class Fit:
    """A contender's CPU per move against N: a line (its slope, the cost per node per move), and where the
    CPU per move meets the budget (Axis.crossing), with bootstrap intervals."""
    per_node: float                       # the slope: broker CPU µs per node per move
    per_node_lo: float | None
    per_node_hi: float | None
    fixed: float                          # the intercept, µs per move
    reach: float | None                   # N where the CPU per move is the budget
    reach_lo: float | None
    reach_hi: float | None
    how: str                              # bracketed, extrapolated or below (Axis.crossing)
    draws: list = field(default_factory=list)  # the bootstrap's reaches, for comparing two contenders


def percentile_pair(values: list[float]) -> tuple[float, float]:
    values = sorted(values)
    return values[int(0.025 * len(values))], values[min(len(values) - 1, int(0.975 * len(values)))]


def fit(c: Cost, seed: int = 1) -> Fit | None:
    """The line through each N's median CPU per move, and where the medians meet the budget
    (Axis.crossing), with bootstrap intervals: each resample draws each N's trials with replacement and
    takes their medians again."""
    return _fit(tuple((n, tuple(vs)) for n, vs in c.broker.items()), seed)


@functools.lru_cache(maxsize=None)
def _fit(broker: tuple[tuple[int, tuple[float, ...]], ...], seed: int) -> Fit | None:
    """fit's work, remembered by the trials it fits: a report and the docs' figures read a folder's
    contenders afresh for each table that shows them (the docs: 239 fits, 106 of them distinct)."""
    if len(broker) < 2:
        return None
    axis = Axis([n for n, _ in broker])
    medians = [statistics.median(vs) for _, vs in broker]
    base = axis.line(medians)
    slopes, reaches = [], []
    for draw in zip(*resampled_medians(broker, seed)):
        fitted = axis.line(draw)
        slopes.append(fitted[1])
        r, _ = axis.crossing(draw, fitted)
        reaches.append(r if r is not None else float("inf"))
    reach, how = axis.crossing(medians, base)
    spread = any(len(vs) > 1 for _, vs in broker)
    s_lo, s_hi = percentile_pair(slopes) if spread else (None, None)
    r_lo, r_hi = percentile_pair(reaches) if spread else (None, None)
    return Fit(base[1], s_lo, s_hi, base[0], reach, r_lo, r_hi, how, reaches)


def resampled_medians(broker: tuple[tuple[int, tuple[float, ...]], ...], seed: int) -> list[list[float]]:
    """For each N (in broker's order), its trials' median in each of FIT_RESAMPLES resamples, drawn as
    rng.choices(vs, k=len(vs)) draws them N after N, resample after resample: all the draws in one call,
    then each N's from its place in every resample's share."""
    share = sum(len(vs) for _, vs in broker)
    uniforms = draws(random.Random(seed), FIT_RESAMPLES * share)
    out, start = [], 0
    for _, vs in broker:
        out.append(medians_of(vs, [uniforms[start + j::share] for j in range(len(vs))]))
        start += len(vs)
    return out


def medians_of(vs: tuple[float, ...], columns: list[list[float]]) -> list[float]:
    """The median of vs resampled once per resample, its j-th pick from columns[j] (a uniform per
    resample), as choices() picks: a resample's median depends on the multiset of positions it picked
    alone, so each multiset's is taken once (3 trials: 10 multisets in 2000 resamples)."""
    picks = map(tuple, map(sorted, zip(*(choices(range(len(vs)), col) for col in columns))))
    known: dict[tuple, float] = {}
    return [known[p] if p in known else known.setdefault(p, median([vs[i] for i in p])) for p in picks]


@dataclass
class Reach:
    """The largest N one broker core carries within the budget, and how we know."""
    within: int | None        # the largest N run whose CPU per move is within the budget (its whole interval)
    over: int | None          # the smallest N run that is over it (its whole interval), if any
    fit: Fit | None           # None too where a trial failed (failed)
    failed: tuple | None = None  # (the fewest nodes a trial failed at, its Failed), if any

    def failure(self) -> str:
        """'failed in 2 of 3 trials at 1,024 (its finding); within at 100', or "" when nothing failed."""
        if self.failed is None:
            return ""
        n, f = self.failed
        return f.text(n) + (f"; within at {self.within:,}" if self.within else "")

    @property
    def extrapolated(self) -> bool:
        return bool(self.fit and self.fit.how != "bracketed")

    def how(self) -> tuple:
        """How the figure is known: alike for two contenders, the sentence says it once."""
        return (self.fit.how if self.fit else "", self.within, self.over)

    def short(self, plain: bool = False) -> str:
        """'590 [550–630] (between 100 and 1,024, which ran)': the figure, its interval, and (unless plain)
        how we know; where a trial failed, the failure."""
        if self.failed is not None:
            return self.failure()
        f = self.fit
        if f is None or f.reach is None:
            return "–"
        est = f"{round_nodes(f.reach):,}" + (f" [{round_nodes(f.reach_lo):,}–{hi_text(f.reach_hi)}]"
                                            if f.reach_lo is not None and f.reach_hi is not None else "")
        if plain:
            return est
        if f.how == "bracketed":
            return f"{est} (between {count(self.within)} and {count(self.over)}, which ran)"
        if f.how == "extrapolated":
            return f"{est} (**extrapolated** beyond {self.within:,}, the most that ran)"
        return f"{est} (**extrapolated**: over the budget at every count run)"

    def text(self) -> str:
        if self.failed is not None:
            return self.failure()
        f = self.fit
        if f is None and self.within:  # one node count ran: no line
            return f"{self.within:,} or more (measured; the only node count measured)"
        if f is None or f.reach is None:
            return f"{self.within:,} or more (measured; the line does not rise)" if self.within else "–"
        est = f"{round_nodes(f.reach):,}"
        if f.reach_lo is not None and f.reach_hi is not None:
            est += f" [{round_nodes(f.reach_lo):,}–{hi_text(f.reach_hi)}]"
        measured = "; measured: " + ", ".join(p for p in (f"within at {self.within:,}" if self.within else "",
                                                          f"over at {self.over:,}" if self.over else "") if p)
        if f.how == "bracketed":
            return f"{est} (between node counts run{measured})"
        if f.how == "extrapolated":
            return f"{est} (**extrapolated** by the line{measured})"
        return f"{est} (**extrapolated** below the smallest count run{measured})"


def count(n: int | None) -> str:
    """A node count, or '?' where none is known (a count undecided against the budget, say)."""
    return f"{n:,}" if n is not None else "?"


def round_nodes(n: float) -> int:
    """Nodes to two significant figures: a fit says no more."""
    if n < 100:
        return int(round(n))
    digits = len(str(int(n))) - 2
    return int(round(n, -digits))


def hi_text(n: float) -> str:
    return "∞" if n == float("inf") else f"{round_nodes(n):,}"


def verdict(values: list[float], least: int = 2) -> str:
    """within / over / undecided: the CPU per move's whole interval (the bootstrap's of the median) under,
    over, or across the budget; undecided too with fewer than `least` trials (least_trials)."""
    if len(values) < max(2, least):
        return "undecided"
    med, lo, hi = median_interval(values)
    return "within" if hi <= BUDGET_US else "over" if lo > BUDGET_US else "undecided"


def reach(c: Cost) -> Reach:
    """Where c's CPU per move meets the budget. Where a trial failed at a count before any it was over the
    budget at, no line: the failure (the fewest nodes it failed at) is the answer, with the most it was
    within below it; a failure past a count over the budget changes nothing (the line is of the counts
    every trial completed)."""
    if "reach" not in c.known:
        within = [n for n in sorted(c.broker) if verdict(c.broker[n], c.least) == "within"]
        over = [n for n in sorted(c.broker) if verdict(c.broker[n], c.least) == "over"]
        failing = min(c.failed, default=None)
        if failing is not None and over and min(over) < failing:
            failing = None
        if failing is not None:
            within = [n for n in within if n < failing]
        c.known["reach"] = Reach(max((n for n in within if not any(o < n for o in over)), default=None),
                                 min(over, default=None), fit(c) if failing is None else None,
                                 (failing, c.failed[failing]) if failing is not None else None)
    return c.known["reach"]


def moves_per_core(values: list[float]) -> tuple[float, float | None, float | None]:
    """Moves per second one broker core sustains at this N: 1 / (CPU per move), with the interval turned over."""
    med, lo, hi = median_interval(values)
    return 1e6 / med, 1e6 / hi if hi else None, 1e6 / lo if lo else None


@dataclass
class Ranking:
    """Who carries the most nodes per broker core within the budget: the leaders (tied: intervals that
    overlap the first's), and by how much they lead the next (the ratio of the fits' reaches, with its
    bootstrap interval)."""
    leaders: list[Cost]
    next: Cost | None
    ratio: float | None
    ratio_lo: float | None
    ratio_hi: float | None


def rank(cs: list[Cost]) -> Ranking | None:
    reaches = {id(c): reach(c) for c in cs}
    fitted = [c for c in cs if reaches[id(c)].fit and reaches[id(c)].fit.reach is not None]
    if not fitted:
        return None
    fitted.sort(key=lambda c: -reaches[id(c)].fit.reach)
    top = reaches[id(fitted[0])].fit
    lo_top = top.reach_lo if top.reach_lo is not None else top.reach
    tied = [c for c in fitted[1:] if apart(reaches[id(c)].fit, lo_top) is False]
    leaders = [fitted[0], *tied]
    rest = [c for c in fitted if c not in leaders]
    if not rest:
        return Ranking(leaders, None, None, None, None)
    nxt = reaches[id(rest[0])].fit
    ratios = sorted(a / b for a, b in zip(top.draws, nxt.draws) if b > 0 and a != float("inf"))
    lo = ratios[int(0.025 * len(ratios))] if ratios else None
    hi = ratios[min(len(ratios) - 1, int(0.975 * len(ratios)))] if ratios else None
    return Ranking(leaders, rest[0], top.reach / nxt.reach if nxt.reach else None, lo, hi)


def apart(f: Fit, leader_lo: float) -> bool:
    """Whether a contender's reach interval lies wholly below the leader's: only then do they differ."""
    hi = f.reach_hi if f.reach_hi is not None else f.reach
    return hi < leader_lo


# --- the checks --------------------------------------------------------------------------------------

@dataclass
class Saturation:
    """One contender at one N: concurrent games through one broker until it is saturated, against the
    moves per second its CPU per move (one game, the same run) predicts."""
    lib: str
    pattern: str
    nodes: int
    predicted: float                       # 1e6 / median CPU per move at one game
    steps: dict = field(default_factory=dict)  # games -> (moves/s, broker busy, CPU µs per move): medians
    others: dict = field(default_factory=dict)  # games -> the other roles' CPUs together (median)
    cpus: int = 0                          # the CPUs the point's roles could use (0: not known)

    def saturated_at(self) -> int | None:
        busy = [g for g, (_, util, _) in sorted(self.steps.items()) if util >= SATURATED]
        return busy[0] if busy else None

    def busiest(self) -> int:
        return max(self.steps, key=lambda g: self.steps[g][1])

    def ratio(self) -> float:
        """Moves per second at the busiest step, against the prediction."""
        return self.steps[self.busiest()][0] / self.predicted

    def agrees(self) -> bool:
        return abs(self.ratio() - 1) <= AGREEMENT

    def batching(self) -> float:
        """CPU per move at the busiest step, against one game's: below 1, batching under load made each
        move cheaper."""
        return self.steps[self.busiest()][2] / self.steps[1][2]

    def bound(self) -> str:
        """What held the busiest step back: "broker" (saturated); "others" (the broker short of it, but the
        machine full: the other roles' CPUs and the broker's together at least SATURATED of every CPU, so
        the simulated nodes and controllers could not offer more); "" (neither, or not known)."""
        g = self.busiest()
        if self.steps[g][1] >= SATURATED:
            return "broker"
        if self.cpus and g in self.others and self.others[g] + self.steps[g][1] >= SATURATED * self.cpus:
            return "others"
        return ""


def saturation(ds: Dataset) -> list[Saturation]:
    """Every contender that ran concurrent games (--games), one Saturation per N."""
    rows = [r for r in (*ds.rounds, *ds.games) if r["status"] == "ok" and r["hosting"] == ds.hosting]
    by: dict[tuple, dict[int, list[dict]]] = {}
    for r in rows:
        by.setdefault((r["lib"], r["pattern"], int(r["nodes"])), {}).setdefault(int(r["games"]), []).append(r)
    out = []
    for (lib, pattern, n), steps in sorted(by.items()):
        if len(steps) < 2 or 1 not in steps:
            continue
        medians = {g: tuple(statistics.median(float(r[c]) for r in rs)
                            for c in ("rounds_per_s", "broker_cpu_util", "broker_cpu_us_per_round"))
                   for g, rs in steps.items() if all(r.get("broker_cpu_util") for r in rs)}
        others = {g: statistics.median(float(r["others_cpu_util"]) for r in rs)
                  for g, rs in steps.items() if all(r.get("others_cpu_util") for r in rs)}
        if 1 in medians:
            out.append(Saturation(lib, pattern, n, 1e6 / medians[1][2], medians, others, pinned_cpus(ds)))
    return out


def pinned_cpus(ds: Dataset) -> int:
    """How many CPUs the pinned roles shared (the broker's and the others', --pin), 0 when not pinned."""
    pin = ds.meta.get("settings", {}).get("pin") or {}
    return len({*pin.get("broker_cpus", []), *pin.get("other_cpus", [])})


@dataclass
class Hosted:
    """One contender at one N under both hostings: a move's figures and the nodes' CPU per move, thread
    and loop, with their intervals."""
    lib: str
    pattern: str
    nodes: int
    figures: dict = field(default_factory=dict)  # (hosting, column) -> (median, lo, hi)

    def same(self, column: str) -> bool | None:
        """Whether the two hostings' intervals overlap (None: a trial missing)."""
        a, b = self.figures.get(("thread", column)), self.figures.get(("loop", column))
        if not a or not b or a[1] is None or b[1] is None:
            return None
        return a[1] <= b[2] and b[1] <= a[2]

    def drop(self) -> float | None:
        """The nodes' CPU per move, thread over loop."""
        a, b = self.figures.get(("thread", "nodes_cpu_us_per_round")), self.figures.get(("loop",
                                                                                         "nodes_cpu_us_per_round"))
        return a[0] / b[0] if a and b and b[0] else None


HOSTED_COLUMNS = ("p50_us", "p99_us", "broker_cpu_us_per_round", "broker_sleeps_per_round", "nodes_cpu_us_per_round")


def hosting(ds: Dataset) -> list[Hosted]:
    """Every contender and N the sweep ran under both hostings (--hosting thread,loop)."""
    if set(ds.hostings()) != {"thread", "loop"}:
        return []
    by: dict[tuple, dict[str, list[dict]]] = {}
    for r in ds.rounds:
        if r["status"] == "ok":
            by.setdefault((r["lib"], r["pattern"], int(r["nodes"])), {}).setdefault(r["hosting"], []).append(r)
    out = []
    for (lib, pattern, n), runs in sorted(by.items()):
        if set(runs) != {"thread", "loop"}:
            continue
        h = Hosted(lib, pattern, n)
        for hosting_name, rs in runs.items():
            for column in HOSTED_COLUMNS:
                vals = [float(r[column]) for r in rs if r.get(column) not in (None, "")]
                if vals:
                    h.figures[(hosting_name, column)] = median_interval(vals)
        out.append(h)
    return out


# --- the first screen --------------------------------------------------------------------------------

def isolated(ds: Dataset) -> str:
    """Where the broker ran apart from the other roles: "core" (--pin broker, broker-first), "host" (the
    ssh launcher: its own), or "" (it shared the CPUs with the nodes)."""
    settings = ds.meta.get("settings", {})
    if (settings.get("pin") or {}).get("mode") in ("broker", "broker-first"):
        return "core"
    return "host" if (settings.get("network") or {}).get("launcher") == "ssh" else ""


def measured(ds: Dataset) -> list[Cost]:
    """The contenders whose broker CPU per move was measured at two node counts or more (over the
    preferred transport), the broker apart from the other roles: what the first screen's broker
    sentence and picture need (a broker sharing the CPUs with its nodes is the default sweep's, whose
    first screen stays on the moves)."""
    if not isolated(ds):
        return []
    cs = [c for c in costs(ds) if len(c.broker) >= 2]
    preferred = [c for c in cs if c.transport == PREFERRED_TRANSPORT]
    return preferred or cs


def answer(ds: Dataset) -> str:
    """The first screen's second half: which broker carries the most nodes per core within the budget, by
    how much, measured or extrapolated, with its interval; ties stay ties; the floor as the reference.
    "" without the data."""
    from .scores import is_floor
    cs = measured(ds)
    ranking = rank([c for c in cs if not is_floor(c.lib)])
    if not ranking:
        return ""
    lead = ranking.leaders[0]
    known = reach(lead).how()

    def figure(c: Cost) -> str:  # how it is known only where it differs from the leader's
        return reach(c).short(plain=reach(c).how() == known)
    text = (f"At such node counts one broker core is the limit (its own CPU per move, measured over the moves "
            f"alone with the broker on a {isolated(ds)} of its own): **{lead.label()}**'s carries the most nodes "
            f"within the "
            f"budget, {reach(lead).short()}")
    if len(ranking.leaders) > 1:
        text += (" — " + ", ".join(f"{c.label()} ({figure(c)})" for c in ranking.leaders[1:])
                 + ": no difference measured")
    if ranking.next is not None and ranking.ratio:
        spread = (f" [{ranking.ratio_lo:.1f}–{ranking.ratio_hi:.1f}]" if ranking.ratio_lo is not None
                  and ranking.ratio_hi not in (None, float("inf")) else "")
        text += f"; {ranking.ratio:.1f}×{spread} as many as the next, {ranking.next.label()} ({figure(ranking.next)})"
    floor = floor_cost(cs)
    if floor is not None:
        text += (f"; a broker of your own, the floor ({floor.label()}), {figure(floor)}: the leader carries "
                 f"{share_of_floor(lead, floor):.0%} of its nodes")
    return text + "."


def floor_cost(cs: list[Cost]) -> Cost | None:
    """The floor that carries the most nodes per core (raw on epoll, raw@uring on io_uring), or None."""
    from .scores import is_floor
    floors = [c for c in cs if is_floor(c.lib) and reach(c).fit and reach(c).fit.reach]
    return max(floors, key=lambda c: reach(c).fit.reach, default=None)


def share_of_floor(c: Cost, floor: Cost) -> float:
    """What share of the floor's nodes per core c carries (by the two fits' reach)."""
    return (reach(c).fit.reach or 0) / reach(floor).fit.reach if reach(c).fit else 0.0


@dataclass
class KernelCost:
    """One measurement of the kernel's own cost (bin/rrb-kernel, meta.json "kernel"), and what it makes a
    move's messages cost a broker per node: measured in the broker's own shape where the run has it (a
    broker process between a controller's link and N nodes' connections: broker_us with the controller's
    writes one a message, broker_coalesced_us with its burst in one), else by the model of grischa.py (to
    the node, from the node, each also on the controller's link in batches), each message at the cheaper
    way of sending (send() or io_uring)."""
    when: str
    connections: int
    way: str
    send_us: float
    recv_us: float
    batched_us: float      # a message on the controller's link: sent or received in a batch
    model_us: float        # a move per node by the model
    shape_us: float | None = None            # a move per node in the broker's shape, measured
    shape_coalesced_us: float | None = None  # ... the controller's burst in one write

    @property
    def per_node_us(self) -> float:
        """A move's messages per node: in the broker's shape where measured, else the model's."""
        return self.shape_us if self.shape_us is not None else self.model_us

    def for_lib(self, lib: str) -> float:
        """What the kernel charges per node per move in the traffic `lib`'s controller sends (a variant that
        coalesces the controller's writes: its burst in one write)."""
        coalesced = lib.endswith("-coalesce") and self.shape_coalesced_us is not None
        return self.shape_coalesced_us if coalesced else self.per_node_us

    @staticmethod
    def of(m: dict) -> KernelCost | None:
        try:
            ways = {w: (float(m[f"{w}_send_us"]), float(m[f"{w}_recv_us"])) for w in ("single", "uring")}
            batched = (float(m["batched_send_us"]) + float(m["batched_recv_us"])) / 2
        except (KeyError, TypeError, ValueError):
            return None
        singles = TO_NODE_PER_MOVE + FROM_NODE_PER_MOVE

        def model(w: str) -> float:
            return TO_NODE_PER_MOVE * ways[w][0] + FROM_NODE_PER_MOVE * ways[w][1] + singles * batched
        way = min(ways, key=model)
        shapes = [float(m[k]) if isinstance(m.get(k), (int, float)) else None
                  for k in ("broker_us", "broker_coalesced_us")]
        return KernelCost(m.get("when", ""), int(m.get("connections", 0)), way, *ways[way], batched, model(way),
                          *shapes)


def kernel_costs(ds: Dataset) -> list[KernelCost]:
    """The run's measurements of the kernel's own cost (none in a folder from before, or without the floor)."""
    found = [KernelCost.of(m) for m in ds.meta.get("kernel", []) if isinstance(m, dict)]
    return [k for k in found if k is not None]


def kernel_reference(ds: Dataset, connections: int, lib: str = "") -> KernelCost | None:
    """The cheapest of the run's measurements over `connections` connections: what the kernel allows a move's
    messages to cost per node, at as many nodes (in the traffic `lib`'s controller sends)."""
    return min((k for k in kernel_costs(ds) if k.connections == connections), key=lambda k: k.for_lib(lib),
               default=None)


@dataclass
class FloorDistance:
    """A floor's broker CPU per node per move at N nodes (its trials' median over N) against the kernel's."""
    cost: Cost
    nodes: int
    per_node_us: float
    kernel: KernelCost

    @property
    def kernel_us(self) -> float:
        return self.kernel.for_lib(self.cost.lib)

    @property
    def ratio(self) -> float:
        return self.per_node_us / self.kernel_us


def floor_distances(ds: Dataset, cs: list[Cost]) -> list[FloorDistance]:
    """Each floor at each node count the kernel was measured at too."""
    from .scores import is_floor
    out = []
    for c in cs:
        for n in sorted(c.broker) if is_floor(c.lib) else ():
            ref = kernel_reference(ds, n, c.lib)
            if ref is not None:
                out.append(FloorDistance(c, n, statistics.median(c.broker[n]) / n, ref))
    return out


# --- two hosts against loopback (--hosts-layout; docs/lab-and-hosts.md) ------------------------------

# What is compared, each contender at each node count, two hosts against loopback, trial by trial: the broker's
# pinned core (busy: the scheduler tick's sample; not idle: the tick code's own measure), the broker process's
# own CPU, and why they differ. --profile's columns (system calls, wake-ups per move: docs/scale.md "Where a
# broker's CPU per move goes") join WHY where a run has them.
LAYOUT_COST = "broker_core_busy_us_per_round"
LAYOUT_FIGURES = (LAYOUT_COST, "broker_core_notidle_us_per_round", "broker_cpu_us_per_round")
WHY = ("broker_sleeps_per_round", "nodes_cpu_us_per_round", "rps_ipis_broker_cpu_per_round",
       "broker_rx_packets_per_round", "tcp_retrans_segs", "tcp_loss_probes",
       # --profile-broker's, over the profiled rounds: the broker's system calls and the wake-ups it causes
       "profile_syscalls_per_round", "profile_wakeups_per_round", "profile_sleeps_per_round",
       "profile_loopback_us_per_round")  # the TCP receive path the broker's CPU ran (whose packets: the layout)
TWO_HOSTS, LOOPBACK = "two-hosts", "loopback"


@dataclass
class LayoutPair:
    """One contender at one node count in both layouts: each trial's figures, and for each figure the ratio
    two hosts / loopback of the trials run back to back (the same trial number), its median and interval."""
    lib: str
    pattern: str
    nodes: int
    values: dict = field(default_factory=dict)  # (layout, column) -> {trial: value}

    def medians(self, layout: str, column: str) -> float | None:
        vs = list(self.values.get((layout, column), {}).values())
        return statistics.median(vs) if vs else None

    def ratio(self, column: str) -> tuple[float, float | None, float | None, int] | None:
        """The median of the paired trials' ratios two hosts / loopback, its interval (two pairs or more) and
        the pairs; None without a pair."""
        two, loop = self.values.get((TWO_HOSTS, column), {}), self.values.get((LOOPBACK, column), {})
        ratios = [two[t] / loop[t] for t in sorted(set(two) & set(loop)) if loop[t] > 0]
        if not ratios:
            return None
        med, lo, hi = median_interval(ratios)
        return med, lo, hi, len(ratios)


def layouts(ds: Dataset) -> list[LayoutPair]:
    """Every contender and node count the sweep ran in both layouts (--hosts-layout loopback,two-hosts): its
    single-game, one-broker rounds at the dataset's hosting and first move time, ok runs only."""
    if {LOOPBACK, TWO_HOSTS} - set(ds.layouts()):
        return []
    first = ds.move_times()[0] if ds.rounds else "0"
    rows = [r for r in (*ds.rounds, *ds.other_layouts)
            if r["status"] == "ok" and WORKLOADS[r["workload"]].has_brokers and r["scenario"] == "none"
            and r["games"] == "1" and r.get("brokers", "1") in ("", "1") and r["hosting"] == ds.hosting
            and r["compute_s"] == first]
    pairs: dict[tuple, LayoutPair] = {}
    for r in rows:
        key = (r["lib"], r["pattern"], int(r["nodes"]))
        p = pairs.setdefault(key, LayoutPair(*key))
        for column in (*LAYOUT_FIGURES, *WHY):
            v = number(r, column)
            if v is not None:
                p.values.setdefault((r["hosts_layout"], column), {})[r["trial"]] = v
    libs = ds.meta.get("settings", {}).get("libs", [])
    found = [p for p in pairs.values() if p.ratio(LAYOUT_COST) or p.ratio("broker_cpu_us_per_round")]
    return sorted(found, key=lambda p: (libs.index(p.lib) if p.lib in libs else len(libs), p.lib, p.pattern, p.nodes))
