"""The decision rule: what the intervals let us say, and nothing more.

A median alone never decides. For every contender (a library with one of its
patterns) at every node count the p99 overhead per move has a median over the
trials and an interval around it (stats.py). From that:

- Against the budget (1 % of the move time) a point is *within* when its whole
  interval is under the budget, *over* when its whole interval is above it,
  and *undecided* when the interval straddles it (or there is no interval: one
  trial, or fewer than the first look's). A point with a trial that no run
  completed is *failed*, whatever its other trials measured.
- Two contenders *differ* at a node count only when the comparison of their
  paired trials is settled apart (sequential.py: the ratio's interval at the
  level that keeps a whole sequence of looks at 5 %, excluding 1 and reaching
  past the margin of PRACTICAL_RATIO) *and* the larger median is at least
  PRACTICAL_SHARE of the budget above the smaller. Otherwise they are *tied*
  there. Why: the intervals guard against noise (on this shared 2-core machine
  one point's p99 differs by 1.4 – 3.3× between its fastest and slowest trial,
  quartiles over results/2026-11-23-grischa, 3 trials each); the margin and the
  share guard against differences nobody would act on: under a quarter, or
  under 10 % of the budget, which is 0.1 % of the move time, no search notices.
  Without paired trials (made-up Estimates) the medians' intervals must not
  overlap and the larger be PRACTICAL_RATIO times the smaller.
- A contender that failed, or lost messages, where another completed without
  loss is beaten there.
- Where the raw-socket floor itself is not within the budget, the machine sets
  the limit: no contender is ranked on the budget there (they are still
  compared with each other).
- The leaders are the contenders no other beats at any node count. Several
  leaders are a tie, and the answer says so; among tied leaders the one the
  user runs today (CURRENT) is named first, because a tie is no reason to move.

Everything here works on made-up Estimates as well as on a results folder
(tests/test_decision.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

WITHIN, OVER, UNDECIDED, FAILED = "within", "over", "undecided", "failed"
PRACTICAL_RATIO = 1.25   # the larger p99 at least 25 % above the smaller ...
PRACTICAL_SHARE = 0.10   # ... and at least 10 % of the budget (0.1 % of the move time) above it
CURRENT = ("zmq", "pubsub")  # what Grischa runs today: GBroker's XSUB/XPUB


@dataclass(frozen=True)
class Estimate:
    """One contender at one node count: the median p99 over the trials and its interval (µs)."""
    median: float | None
    low: float | None = None
    high: float | None = None
    trials: int = 0        # completed trials
    failed: int = 0        # trials that never completed
    losses: int = 0        # messages lost, duplicated or misdelivered in the completed trials
    p50: float | None = None  # the median p50, for the text only: the rule reads the p99
    why: str = ""          # the first failed trial's finding, when one failed

    @property
    def ok(self) -> bool:
        """Every trial completed (one that failed fails the point, whatever the others measured)."""
        return self.trials > 0 and self.median is not None and not self.failed

    def failure(self, nodes: int) -> str:
        """'failed in 2 of 3 trials at 100 (its finding)', or "" when none failed."""
        if not self.failed:
            return ""
        return f"failed in {self.failed} of {self.trials + self.failed} trials at {nodes:,}" + (
            f" ({self.why})" if self.why else "")

    @property
    def interval(self) -> bool:
        return self.low is not None and self.high is not None


def budget_verdict(e: Estimate | None, budget: float) -> str:
    """within / over / undecided / failed, from the interval of the median (never the median alone)."""
    if e is None or not e.ok:
        return FAILED
    if not e.interval:  # one trial, or fewer than the first look's
        return UNDECIDED
    if e.high < budget:
        return WITHIN
    if e.low > budget:
        return OVER
    return UNDECIDED


def practical(x: float, y: float, budget: float) -> bool:
    """Is the gap between two medians one a user would act on (module doc)?"""
    lo, hi = sorted((x, y))
    return hi >= lo * PRACTICAL_RATIO and hi - lo >= PRACTICAL_SHARE * budget


def compare(a: Estimate | None, b: Estimate | None, budget: float, paired: int | None = None) -> int:
    """-1: a is better (lower) than b at this node count, 1: b is better, 0: a tie (or nothing to compare).
    A failed or lossy point loses to a clean one; otherwise `paired` (the sequential verdict on their paired
    trials: -1, 1, or 0 when not apart) decides if the gap is a share of the budget, or without it the
    intervals must be apart and the gap practical."""
    a_clean = a is not None and a.ok and not a.losses
    b_clean = b is not None and b.ok and not b.losses
    if a_clean != b_clean:
        return -1 if a_clean else 1
    if not (a_clean and b_clean):
        return 0
    if paired is not None:
        return paired if abs(a.median - b.median) >= PRACTICAL_SHARE * budget else 0
    if not (a.interval and b.interval):
        return 0
    if a.high < b.low and practical(a.median, b.median, budget):
        return -1
    if b.high < a.low and practical(a.median, b.median, budget):
        return 1
    return 0


@dataclass
class Contender:
    lib: str
    pattern: str
    at: dict = field(default_factory=dict)  # nodes -> Estimate

    @property
    def name(self) -> str:
        return f"{self.lib} {self.pattern}"


@dataclass
class Decision:
    budget: float                  # µs
    nodes: list                    # node counts, ascending
    leaders: list                  # Contenders no other beats anywhere, CURRENT first if among them
    beaten: dict                   # name -> (by whom, at which node count), for the others
    machine_limited: list          # node counts where the floor itself is not within the budget
    verdicts: dict                 # (name, nodes) -> within / over / undecided / failed
    floor: Contender | None

    @property
    def tie(self) -> bool:
        return len(self.leaders) > 1

    def reach(self, c: Contender) -> tuple[int | None, int | None]:
        """(the largest node count up to which every point of c is within the budget, the first node count
        where it is not and the machine is not the limit) — either None."""
        best = None
        for n in self.nodes:
            if n in self.machine_limited:
                return best, None
            if self.verdicts[(c.name, n)] != WITHIN:
                return best, n
            best = n
        return best, None


def decide(contenders: list[Contender], floor: Contender | None, budget: float, paired=None) -> Decision:
    """Applies the rule (module doc) to every contender at every node count they have; paired(a, b, nodes)
    gives the sequential verdict on two contenders' paired trials (-1, 1, 0), or None without them."""
    nodes = sorted({n for c in contenders for n in c.at})
    verdicts = {(c.name, n): budget_verdict(c.at.get(n), budget) for c in contenders for n in nodes}
    limited = [n for n in nodes if floor is not None and budget_verdict(floor.at.get(n), budget) != WITHIN]
    beaten: dict[str, tuple[str, int]] = {}
    for a in contenders:
        for b in contenders:
            if a is b or b.name in beaten:
                continue
            for n in nodes:
                if compare(a.at.get(n), b.at.get(n), budget, paired(a, b, n) if paired else None) < 0:
                    beaten[b.name] = (a.name, n)
                    break
    leaders = [c for c in contenders if c.name not in beaten]
    leaders.sort(key=lambda c: (c.lib, c.pattern) != CURRENT)
    return Decision(budget, nodes, leaders, beaten, limited, verdicts, floor)
