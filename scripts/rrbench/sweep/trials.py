"""Trials until settled (--looks): the trials after the first look, made as the sweep goes.

The sweep runs every point's trials up to the first look as usual (trials outermost, the contenders of
a grid position back to back). Then, look by look, it runs the next trials only for the contenders at
a position that the rule (analysis/sequential.py) says need them: those with a comparison still open
among the contenders that are not clearly out. Their trials keep the order the whole grid would have
had (order_grid up to the cap, with the sweep's seed), so pairs stay back to back. Which trials run
depends only on the rows before them, so a resumed sweep (--resume) reaches the same verdicts.

Churn points (a scenario) and the capacity staircase are not compared this way: they run the first
look's trials and no more."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..analysis import sequential as rule
from ..analysis.grischa import BUDGET_US
from ..workloads.point import POINT_COLUMNS


@dataclass
class Trials:
    """The points after the first look. Iterate for (index, point); record() every point's row (the
    first look's too, and on --resume the rows already there: `done`)."""
    later: list                     # (index, point) of every trial after the first look, in run order
    looks: tuple
    margin: float
    pinned: bool = False
    rows: dict = field(default_factory=dict)   # position -> contender -> trial -> value (ok rows)
    done: dict = field(default_factory=dict)   # point key -> its ok row, from an earlier run (--resume)
    key: object = None

    def __len__(self) -> int:
        """At most this many points (every contender to the cap)."""
        return len(self.later)

    def record(self, point, row: dict) -> None:
        full = {**point.columns(), **row}
        value = rule.value_of(full, self.pinned)
        if value is not None:
            self.rows.setdefault(rule.position_of(full, POINT_COLUMNS), {}).setdefault(
                rule.contender_of(full), {})[point.trial] = value

    def going_on(self, point) -> set[str]:
        """The contenders at the point's position that need more trials."""
        row = point.columns()
        _, higher = rule.metric_of(row, self.pinned)
        budget = BUDGET_US if point.kind().has_budget else None
        return rule.continuing(self.rows.get(rule.position_of(row, POINT_COLUMNS), {}), self.looks, self.margin,
                               higher, budget)

    def __iter__(self):
        for first, last in zip(self.looks, self.looks[1:]):
            chosen: dict[tuple, set[str]] = {}  # decided at the look, before the block's first trial
            for i, p in self.later:
                if not first < p.trial <= last:
                    continue
                row = p.columns()
                pos = rule.position_of(row, POINT_COLUMNS)
                if pos not in chosen:
                    chosen[pos] = self.going_on(p)
                if rule.contender_of(row) not in chosen[pos]:
                    continue
                earlier = self.done.get(self.key(p)) if self.key else None
                if earlier is not None:
                    self.record(p, earlier)
                else:
                    yield i, p


def split(points: list, looks: tuple) -> tuple[list, list]:
    """The grid's points up to the cap, in run order, split into those that run without a look (the first
    look's trials) and the later trials of steady points (a churn point stops at the first look), each
    with its index."""
    first = [p for p in points if p.trial <= looks[0]]
    later = [p for p in points if p.trial > looks[0] and rule.compared(p.columns())]
    return first, [(len(first) + i, p) for i, p in enumerate(later, 1)]
