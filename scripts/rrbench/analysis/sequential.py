"""Trials until the verdict is settled: a group-sequential comparison of two contenders.

Two contenders at one grid position run their trials back to back (the sweep interleaves them), so
trial t of A and trial t of B form a pair that the same machine drift hit. The comparison works on the
paired log-ratios d_t = ln(a_t / b_t) and looks at them only after LOOKS trials (3, 5, 8 and 12; the
last is the cap). At each look it forms a t-interval of the mean log-ratio at the level 1 - ALPHA / k
(k looks: Bonferroni's split of the family's 5 % across them, a little conservative), so that the
chance of ever declaring a difference that is not there stays under ALPHA over the whole sequence.
Testing at 5 % at every look instead ("repeat until significant") gives about three times the false
verdicts (../shared/trials-and-floor.md; tests/test_sequential.py simulates both).

At a look the comparison is
- a *tie* (no difference that matters) when the ratio's interval lies inside the equivalence margin
  [1 / (1 + m), 1 + m], even if it excludes 1: two builds of one library differ by up to 9 % in a
  quiet run (code layout; docs/method.md, "Trials until settled"), and a user would not act on that;
- *apart* (a difference) when the interval excludes 1 and reaches past the margin;
- *unsettled* when neither holds at the cap;
- *open* when neither holds before it: run more trials.
The margin is applied here once: the decision rule (decision.py) reads these verdicts.

The sweep stops a contender's trials at a position once every comparison it is still part of is
settled, or once it is clearly out: behind another by a settled difference, or (rounds) over the budget
by its whole interval at the look's level. A floor (raw, hand-written: analysis/scores.py) is a reference,
not a contender: no verdict of the answer compares it with another (the move's rule holds the contenders
against the budget and each other, the scale's ranking leaves the floors out, a distance to the floor is a
ratio of figures), so beside a contender it is in no comparison and runs the first look's trials only
(the meta.json setting `floors`: "reference"; folders from before it compared the floors too, and are
replayed as they ran). Floors alone at a position are compared with each other.
Everything here is pure: made-up numbers in, verdicts out.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
from dataclasses import dataclass

from ..workloads import WORKLOADS
from . import findings
from .decision import PRACTICAL_RATIO
from .scores import is_floor
from .stats import stdev

LOOKS = (3, 5, 8, 12)   # trials at which the comparisons are looked at; the last is the cap
ALPHA = 0.05            # the chance of a false difference over the whole sequence of looks
# The equivalence margin's default: the decision rule's practical ratio, the smallest difference a user
# would act on; an A-against-A comparison of the p99 per move reaches it by about the third look
# (docs/method.md, "Trials until settled").
MARGIN = round(PRACTICAL_RATIO - 1, 6)

APART, TIE, UNSETTLED, OPEN = "apart", "tie", "unsettled", "open"
FLOORS_REFERENCE = "reference"  # meta.json settings.floors: the floors are in no comparison (module doc)


@functools.lru_cache(maxsize=None)
def two_sided_t(level: float, df: int) -> float:
    """The t such that P(|T| <= t) = level for Student's t with df degrees of freedom (df >= 1).
    Closed forms of P(|T| <= t) for whole df (Abramowitz & Stegun 26.7.3), inverted by bisection."""
    if df < 1 or not 0 < level < 1:
        raise ValueError("two_sided_t: df >= 1 and 0 < level < 1")

    def inside(t: float) -> float:
        theta = math.atan(t / math.sqrt(df))
        s, c = math.sin(theta), math.cos(theta)
        if df % 2:  # odd
            total, term = 0.0, c
            for k in range(1, (df - 1) // 2 + 1):
                if k > 1:
                    term *= c * c * (2 * k - 2) / (2 * k - 1)
                total += term
            return 2 / math.pi * (theta + s * total) if df > 1 else 2 * theta / math.pi
        total, term = 1.0, 1.0
        for k in range(1, df // 2):
            term *= c * c * (2 * k - 1) / (2 * k)
            total += term
        return s * total

    lo, hi = 0.0, 1.0
    while inside(hi) < level:
        hi *= 2
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if inside(mid) < level else (lo, mid)
    return (lo + hi) / 2


def look_level(looks: tuple[int, ...] = LOOKS, alpha: float = ALPHA) -> float:
    """The two-sided level of each look's interval: the family's alpha split across the looks."""
    return 1 - alpha / len(looks)


def check_looks(looks: tuple[int, ...]) -> str | None:
    """What is wrong with a list of looks, or None: ascending, the first at 2 trials or more (an interval
    needs two pairs)."""
    if not looks:
        return "give at least one look"
    if looks[0] < 2:
        return f"the first look needs at least 2 trials (an interval needs two pairs), not {looks[0]}"
    if any(b <= a for a, b in zip(looks, looks[1:])):
        return "the looks must grow: " + ",".join(map(str, looks))
    return None


@dataclass(frozen=True)
class Interval:
    """The ratio a / b (geometric mean of the paired ratios) and its interval at the look's level."""
    ratio: float
    low: float
    high: float
    n: int          # pairs


def paired_interval(a: list[float], b: list[float], level: float) -> Interval | None:
    """The interval of the ratio a / b from paired values (a[i] with b[i]), or None with under 2 pairs
    or a value that is not positive (no logarithm)."""
    if len(a) != len(b):
        raise ValueError("paired_interval: a and b must pair up")
    if len(a) < 2 or min(a + b) <= 0:
        return None
    d = [math.log(x / y) for x, y in zip(a, b)]
    return log_interval(d, level)


def log_interval(d: list[float], level: float) -> Interval:
    """A t-interval of the mean of log values, back on the ratio scale."""
    n = len(d)
    mean, sd = statistics.fmean(d), stdev(d)  # stats.stdev: statistics.stdev's to the bit, faster
    half = two_sided_t(level, n - 1) * sd / math.sqrt(n)
    return Interval(math.exp(mean), math.exp(mean - half), math.exp(mean + half), n)


def look_at(n: int, looks: tuple[int, ...] = LOOKS) -> int | None:
    """The last look reached with n trials, or None before the first."""
    reached = [k for k in looks if k <= n]
    return reached[-1] if reached else None


@dataclass(frozen=True)
class Verdict:
    """A comparison at its last look: apart / tie / unsettled / open, its interval, and the trials (pairs)
    it took. `better` is -1 when a is better (lower, or higher where higher is better), 1 when b is, 0
    when neither (a tie, or not apart)."""
    state: str
    interval: Interval | None
    trials: int
    better: int = 0

    @property
    def settled(self) -> bool:
        return self.state in (APART, TIE)


def compare(a: list[float], b: list[float], looks: tuple[int, ...] = LOOKS, margin: float = MARGIN,
            higher_is_better: bool = False, alpha: float = ALPHA) -> Verdict:
    """The verdict on paired values at the last look their count reaches (module doc)."""
    look = look_at(len(a), looks)
    if look is None:
        return Verdict(OPEN, None, len(a))
    iv = paired_interval(a[:look], b[:look], look_level(looks, alpha))
    at_cap = look >= looks[-1]
    if iv is None:
        return Verdict(UNSETTLED if at_cap else OPEN, None, look)
    if 1 / (1 + margin) <= iv.low and iv.high <= 1 + margin:
        return Verdict(TIE, iv, look)
    if iv.low > 1 or iv.high < 1:
        a_higher = iv.low > 1
        return Verdict(APART, iv, look, -1 if a_higher == higher_is_better else 1)
    return Verdict(UNSETTLED if at_cap else OPEN, iv, look)


def over_budget(values: list[float], budget: float, looks: tuple[int, ...] = LOOKS,
                alpha: float = ALPHA) -> bool:
    """Whether the whole interval of the (geometric) mean is above the budget at the last look reached."""
    look = look_at(len(values), looks)
    if look is None or look < 2 or min(values[:look]) <= 0:
        return False  # one trial has no interval (--trials 1): never out by it
    iv = log_interval([math.log(v) for v in values[:look]], look_level(looks, alpha))
    return iv.low > budget


def continuing(trials: dict[str, dict[int, float]], looks: tuple[int, ...] = LOOKS, margin: float = MARGIN,
               higher_is_better: bool = False, budget: float | None = None,
               failed: dict[str, set[int]] | None = None, floors_compared: bool = False) -> set[str]:
    """The contenders at one position that need more trials. `trials` maps a contender to its values by
    trial number (the ok trials), `failed` to the trials it failed (no run of them ok). A contender is out
    when it failed a trial there (some or all: a point that failed is beaten, whatever the others ran), when
    it has no value at all, when another is better by a settled difference, or when it is over `budget` by
    its whole interval; the others go on while a comparison among them is open (one that is out takes its
    pairs with it, and leaves the others' verdicts among themselves as they are). A floor is in no
    comparison unless `floors_compared` (module doc)."""
    verdicts = pair_verdicts(comparable(trials, floors_compared), looks, margin, higher_is_better)
    out = set(failed_out(failed or {})) | {c for c, vs in trials.items() if not vs}
    out |= {loser for (x, y), v in verdicts.items() if v.state == APART for loser in [y if v.better < 0 else x]}
    if budget is not None:
        out |= {c for c, vs in trials.items() if vs and over_budget(ordered(vs), budget, looks)}
    return {c for (x, y), v in verdicts.items() if v.state == OPEN and x not in out and y not in out
            for c in (x, y)}


def is_reference(contender: str) -> bool:
    """Whether a contender (contender_of's name) is a floor: a reference, in no comparison (module doc)."""
    return is_floor(contender.split(" ", 1)[0])


def comparable(trials: dict, floors_compared: bool) -> dict:
    """The contenders of `trials` that are compared with each other: every one, or every one but the floors
    (where there is one that is not a floor: floors alone are compared with each other)."""
    contenders = {c: vs for c, vs in trials.items() if not is_reference(c)}
    return trials if floors_compared or not contenders else contenders


def compares_floors(settings: dict) -> bool:
    """Whether a folder's sweep compared the floors (meta.json settings; before the setting it did)."""
    return settings.get("floors") != FLOORS_REFERENCE


def failed_out(failed: dict[str, set[int]]) -> list[str]:
    """The contenders that failed a trial (out at that position), in the order given."""
    return [c for c, ts in failed.items() if ts]


def pair_verdicts(trials: dict[str, dict[int, float]], looks: tuple[int, ...] = LOOKS, margin: float = MARGIN,
                  higher_is_better: bool = False) -> dict[tuple[str, str], Verdict]:
    """Every pair of contenders (in the order given) with its verdict on their common trials."""
    names = list(trials)
    out = {}
    for i, x in enumerate(names):
        for y in names[i + 1:]:
            common = sorted(set(trials[x]) & set(trials[y]))
            out[(x, y)] = compare([trials[x][t] for t in common], [trials[y][t] for t in common],
                                  looks, margin, higher_is_better)
    return out


def ordered(values: dict[int, float]) -> list[float]:
    return [values[t] for t in sorted(values)]


def simulate(sd: float, looks: tuple[int, ...] = LOOKS, margin: float = MARGIN, alpha: float = ALPHA,
             sequences: int = 2000, seed: int = 7, ratio: float = 1.0) -> dict[str, int]:
    """A-against-A by simulation: both contenders the same (or `ratio` apart: two builds' layout), their
    paired log-ratio drawn from a normal of standard deviation `sd` (the measured trial-to-trial spread);
    how many of `sequences` end apart, tied or unsettled. Seeded, so it gives the same counts every time."""
    rng = random.Random(seed)
    ends = {APART: 0, TIE: 0, UNSETTLED: 0}
    for _ in range(sequences):
        a = [ratio * math.exp(rng.gauss(0, sd)) for _ in range(looks[-1])]
        for k in looks:
            v = compare(a[:k], [1.0] * k, looks, margin, alpha=alpha)
            if v.state != OPEN:
                break
        ends[v.state] += 1
    return ends


def paired_sd(a: dict[int, float], b: dict[int, float]) -> float | None:
    """The standard deviation of ln(a_t / b_t) over the trials both have (None under 2)."""
    common = sorted(set(a) & set(b))
    d = [math.log(a[t] / b[t]) for t in common if a[t] > 0 and b[t] > 0]
    return statistics.stdev(d) if len(d) >= 2 else None


# --- on rows (results.csv's, or a point's columns) ------------------------------------------------
# The contenders of a grid position are the rows that differ only in these (order_grid's contenders).
CONTENDER_COLUMNS = ("lib", "pattern", "compute_s", "hosting", "scaleout")


DEFAULTS = ("", "one", "0", "thread")  # a contender column at its default is left out of the name


def contender_of(row: dict) -> str:
    """The contender's name: its library, pattern and whichever of the others are not at their default."""
    values = (str(row.get(c, "")) for c in CONTENDER_COLUMNS)
    return " ".join(v for v in values if v not in DEFAULTS)


def position_of(row: dict, key: tuple) -> tuple:
    """The row's grid position: its `key` columns (results.csv's point key) less the contender's and the
    trial."""
    return tuple(str(row.get(c, "")) for c in key if c not in (*CONTENDER_COLUMNS, "trial"))


def metric_of(row: dict, pinned: bool) -> tuple[str, bool]:
    """The column a comparison of this row reads, and whether higher is better: request-reply's
    throughput; the rounds' broker CPU per move when the broker is pinned (what one core carries, the
    scale run's question; over several brokers the busiest one's, which fills first), else the p99 overhead
    per move (the decision rule's). The workload says which."""
    w = WORKLOADS[row.get("workload") or next(iter(WORKLOADS))]
    if not pinned:
        return w.compared_by, w.higher_is_better
    several = int(row.get("brokers") or 1) > 1
    return (w.compared_busiest if several else w.compared_pinned), w.higher_is_better


def compared(row: dict) -> bool:
    """Whether a row's trials follow the looks (a steady point) or stop at the first (churn, a staircase)."""
    return row.get("scenario", "none") in ("none", "") and not row.get("offered_rate")


def value_of(row: dict, pinned: bool) -> float | None:
    """The row's value of its metric, or None (a failed run, a missing column)."""
    if row.get("status") != "ok" or not compared(row):
        return None
    try:
        return float(row[metric_of(row, pinned)[0]])
    except (KeyError, TypeError, ValueError):
        return None


def by_position(rows: list[dict], key: tuple, pinned: bool) -> dict[tuple, dict[str, dict[int, float]]]:
    """position -> contender -> trial -> value, over the ok rows of steady points."""
    out: dict = {}
    for r in rows:
        v = value_of(r, pinned)
        if v is not None:
            out.setdefault(position_of(r, key), {}).setdefault(contender_of(r), {})[int(r["trial"])] = v
    return out


def failed_by_position(rows: list[dict], key: tuple) -> dict[tuple, dict[str, dict[int, dict]]]:
    """position -> contender -> trial -> its last failed run, over the trials of steady points that no run
    (a retry included) completed."""
    ok = {(position_of(r, key), contender_of(r), r["trial"]) for r in rows if r.get("status") == "ok"}
    out: dict = {}
    for r in rows:
        where = (position_of(r, key), contender_of(r), r["trial"])
        if r.get("status") != "ok" and compared(r) and where not in ok:
            out.setdefault(where[0], {}).setdefault(where[1], {})[int(r["trial"])] = r
    return out


# --- what a results folder settled ------------------------------------------------------------------
@dataclass(frozen=True)
class Standing:
    """One contender at one position against the position's best (the lowest, or highest, median of the
    contenders compared there that failed no trial there)."""
    position: tuple
    contender: str
    trials: int               # every trial it ran there, failed ones too
    median: float | None      # of its ok trials (None: none)
    verdict: Verdict | None   # None for the best itself, and for one that failed a trial
    beaten_by: str = ""       # a contender ahead of it by a settled difference (why its trials stopped), if any
    failed: int = 0           # trials no run of which completed: out at this position
    why: str = ""             # the first failed trial's finding (findings.name_of)
    reference: bool = False   # a floor where the floors were in no comparison: no verdict (module doc)


def standings(rows: list[dict], key: tuple, looks: tuple, margin: float, pinned: bool,
              floors_compared: bool = True) -> list[Standing]:
    """Every contender at every position of a folder, the best first at each, each other with its verdict
    against the best on their common trials (the rule the sweep stopped by, replayed on its rows); then the
    floors, where they were in no comparison (compares_floors of the folder's settings); those that failed a
    trial last, out."""
    out = []
    sample = {position_of(r, key): r for r in rows}
    failures = failed_by_position(rows, key)
    values = by_position(rows, key, pinned)
    for pos in dict.fromkeys([*values, *failures]):
        trials, failed = values.get(pos, {}), failures.get(pos, {})
        clean = {c: vs for c, vs in trials.items() if c not in failed}
        ranked = comparable(clean, floors_compared)
        out += clean_standings(pos, ranked, looks, margin, metric_of(sample[pos], pinned)[1])
        out += [Standing(pos, c, len(vs), statistics.median(vs.values()), None, reference=True)
                for c, vs in clean.items() if c not in ranked]
        for c, runs in failed.items():
            ok = trials.get(c, {})
            first = runs[min(runs)]
            out.append(Standing(pos, c, len(ok) + len(runs), statistics.median(ok.values()) if ok else None, None,
                                failed=len(runs), why=findings.name_of(first)))
    return out


def clean_standings(pos: tuple, trials: dict[str, dict[int, float]], looks: tuple, margin: float,
                    higher: bool) -> list[Standing]:
    """The contenders of one position that failed no trial there, the best first."""
    if not trials:
        return []
    order = sorted(trials, key=lambda c: statistics.median(trials[c].values()), reverse=higher)
    best = order[0]
    beaten = {}
    for (x, y), v in pair_verdicts(trials, looks, margin, higher).items():
        if v.state == APART:
            beaten.setdefault(y if v.better < 0 else x, x if v.better < 0 else y)
    out = []
    for c in order:
        v = None
        if c != best:
            common = sorted(set(trials[best]) & set(trials[c]))
            v = compare([trials[best][t] for t in common], [trials[c][t] for t in common], looks, margin, higher)
        out.append(Standing(pos, c, len(trials[c]), statistics.median(trials[c].values()), v, beaten.get(c, "")))
    return out
