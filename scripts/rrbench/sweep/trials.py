"""Trials until settled (--looks) and the node-count ladder: the points after the first look, made as
the sweep goes.

The sweep runs every point's trials up to the first look as usual (trials outermost, the contenders of
a grid position back to back). Then, look by look, it runs the next trials only for the contenders at
a position that the rule (analysis/sequential.py) says need them: those with a comparison still open
among the contenders that are not clearly out. Their trials keep the order the whole grid would have
had (order_grid up to the cap, with the sweep's seed), so pairs stay back to back. Which trials run
depends only on the rows before them, so a resumed sweep (--resume) reaches the same verdicts.

The ladder: a workload whose move has a budget (the rounds) runs its node counts one after another,
smallest first, each to its last look; a contender goes up a count only if it came through the one
below (some trial ok, and not over the budget by its whole interval), so counts far past its crossing
are not run for it. With --bracket a contender within the budget skips to the count at or past where
the line through the origin and its median meets the budget (the broker's CPU per move grows with the
nodes), so each crossing is bracketed by the counts run, not by a fixed list.

Churn points (a scenario) and the capacity staircase are not compared this way: they run the first
look's trials and no more, at every count."""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field, replace

from ..analysis import findings
from ..analysis import sequential as rule
from ..analysis.grischa import BUDGET_US
from ..workloads.point import POINT_COLUMNS


def rung_of(point) -> int:
    """The point's step on the ladder: its node count in a workload with a budget (steady points), else 0
    (every count in the first look)."""
    return point.nodes if point.kind().has_budget and rule.compared(point.columns()) else 0


def line_of(point) -> tuple:
    """The point's position less its node count: the contender climbs the ladder along it."""
    return rule.position_of({**point.columns(), "nodes": ""}, POINT_COLUMNS)


@dataclass
class Trials:
    """The points after the first look. Iterate for (index, point); record() every point's row (the
    first look's too, and on --resume the rows already there: `done`)."""
    later: list                     # (index, point) of every trial after the first look, in run order
    looks: tuple
    margin: float
    pinned: bool = False
    bracket: bool = False           # a contender within the budget skips to the count past its crossing
    rows: dict = field(default_factory=dict)   # position -> contender -> trial -> value (ok rows)
    failed: dict = field(default_factory=dict)  # position -> contender -> trial -> its failed row
    ran: set = field(default_factory=set)      # (position, contender) of every run, failed ones too
    done: dict = field(default_factory=dict)   # point key -> its ok row, from an earlier run (--resume)
    key: object = None
    lowest: dict = field(default_factory=dict)  # line -> its lowest count (run in the first look)
    say: object = None                          # say(line): where a contender is out for failed trials
    said: set = field(default_factory=set)      # (position, contender) already said

    def __len__(self) -> int:
        """At most this many points (every contender to the cap, at every count)."""
        return len(self.later)

    def record(self, point, row: dict) -> None:
        full = {**point.columns(), **row}
        pos, who = rule.position_of(full, POINT_COLUMNS), rule.contender_of(full)
        self.ran.add((pos, who))
        value = rule.value_of(full, self.pinned)
        if value is not None:
            self.rows.setdefault(pos, {}).setdefault(who, {})[point.trial] = value
        elif full.get("status") != "ok" and rule.compared(full):  # (the last run of the trial: no retry made it)
            self.failed.setdefault(pos, {}).setdefault(who, {})[point.trial] = full

    def going_on(self, point) -> set[str]:
        """The contenders at the point's position that need more trials (one that failed a trial is out:
        said once)."""
        row = point.columns()
        pos = rule.position_of(row, POINT_COLUMNS)
        _, higher = rule.metric_of(row, self.pinned)
        failed = self.failed.get(pos, {})
        self.tell(point, failed, "no more trials there")
        return rule.continuing(self.rows.get(pos, {}), self.looks, self.margin, higher, self.budget(point),
                               {c: set(ts) for c, ts in failed.items()})  # (the floors: in no comparison)

    def tell(self, point, failed: dict, what: str) -> None:
        """One line for each contender at the point's position that failed a trial there, once."""
        pos = rule.position_of(point.columns(), POINT_COLUMNS)
        for who in rule.failed_out(failed):
            if self.say and (pos, who) not in self.said:
                self.said.add((pos, who))
                runs = failed[who]
                ran = len(runs) + len(self.rows.get(pos, {}).get(who, {}))
                self.say(f"{who} at {point.count:,} {point.kind().count_noun}: out, failed in {len(runs)} of {ran} "
                         f"trials ({findings.name_of(runs[min(runs)])}); {what}")

    def budget(self, point) -> float | None:
        return BUDGET_US if point.kind().has_budget else None

    def climbing(self, point) -> set[str]:
        """The contenders that run the point's node count: those that came through every count they ran
        below it and, with --bracket, whose next count this is."""
        line = line_of(point)
        rungs = sorted({rung_of(p) for _, p in self.later if line_of(p) == line} | {self.lowest.get(line, 0)})
        below = [r for r in rungs if r < point.nodes]
        return {c for c in self.contenders(point) if self.next_rung(point, c, below, rungs) == point.nodes}

    def contenders(self, point) -> set[str]:
        line = line_of(point)
        return {rule.contender_of(p.columns()) for _, p in self.later if line_of(p) == line}

    def next_rung(self, point, who: str, below: list, rungs: list) -> int | None:
        """The count the contender runs next after those below (None: it stops climbing)."""
        last = None
        for n in below:
            pos = rule.position_of({**point.columns(), "nodes": n}, POINT_COLUMNS)
            if (pos, who) not in self.ran:
                continue  # skipped (--bracket) or never in the grid
            values = rule.ordered(self.rows.get(pos, {}).get(who, {}))
            failed = self.failed.get(pos, {})
            if failed.get(who):  # it failed there: no count past it
                self.tell(replace(point, nodes=n), failed, "no count above it")
                return None
            if not values or rule.over_budget(values, BUDGET_US, self.looks):
                return None  # no trial came through, or over the budget: the counts past it are not run
            if self.bracket and statistics.median(values) > BUDGET_US:
                return None  # its median over: the crossing is bracketed by this count and the one below
            last = (n, statistics.median(values))
        if last is None:
            return None
        higher = [r for r in rungs if r > last[0]]
        if not self.bracket or not higher:
            return higher[0] if higher else None
        n, median = last
        crossing = n * BUDGET_US / median if median > 0 else float("inf")
        # the nearest count to it (by ratio): one within goes on from there, one over closes the bracket
        return min(higher, key=lambda r: abs(math.log(r / crossing)))

    def __iter__(self):
        for rung in sorted({rung_of(p) for _, p in self.later}):
            yield from self.block(rung, 0, self.looks[0], self.climbing)  # (the lowest count's ran before)
            for first, last in zip(self.looks, self.looks[1:]):
                yield from self.block(rung, first, last, self.going_on)

    def block(self, rung: int, first: int, last: int, choose):
        """The trials first < trial <= last at this count, of the contenders `choose` gives for each
        position (decided before the block's first trial)."""
        chosen: dict[tuple, set[str]] = {}
        for i, p in self.later:
            if rung_of(p) != rung or not first < p.trial <= last:
                continue
            row = p.columns()
            pos = rule.position_of(row, POINT_COLUMNS)
            if pos not in chosen:
                chosen[pos] = choose(p)
            if rule.contender_of(row) not in chosen[pos]:
                continue
            earlier = self.done.get(self.key(p)) if self.key else None
            if earlier is not None:
                self.record(p, earlier)
            else:
                yield i, p


def split(points: list, looks: tuple) -> tuple[list, list, dict]:
    """The grid's points up to the cap, in run order, split into those that run without a look (the first
    look's trials at the ladder's lowest count of each line, and every first-look trial off the ladder) and
    the later ones (the next looks' trials of steady points, and the higher counts' first looks; a churn
    point stops at the first look), each with its index; and each line's lowest count."""
    lowest: dict[tuple, int] = {}
    for p in points:
        if rung_of(p):
            lowest[line_of(p)] = min(lowest.get(line_of(p), p.nodes), p.nodes)
    first_look = [p.trial <= looks[0] and (not rung_of(p) or lowest[line_of(p)] == p.nodes) for p in points]
    first = [p for p, f in zip(points, first_look) if f]
    later = [p for p, f in zip(points, first_look) if not f and (rung_of(p) or p.trial > looks[0])
             and rule.compared(p.columns())]
    return first, [(len(first) + i, p) for i, p in enumerate(later, 1)], lowest
