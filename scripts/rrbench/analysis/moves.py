"""The report's answer in Grischa's units: the overhead one move's
scatter-gather adds to the search, per library and pattern, against the
number of nodes — decided by decision.py's rule (render/moves.py draws it).

Grischa's budget: a move searches for 1.5 s (or 15 s); the messaging should
cost under 1 % of that, 15 ms, even in its slow moves, so the p99 overhead is
compared with it."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from . import churn
from . import findings
from . import decision as rule
from . import sequential as seq
from . import scale
from .dataset import Dataset
from .scores import is_floor
from .grischa import BUDGET_US, GRISCHA_NODES, MOVE_S, PREFERRED_TRANSPORT  # noqa: F401 (render's too)
from ..workloads.point import POINT_COLUMNS

LEVEL = 0.95                          # a point's interval against the budget: a t-interval of its trials' log p99
HEAVY_STEAL_PCT = 10.0                # a point whose host gave a tenth of its CPU to others is flagged


def ms(us: float | None) -> str:
    if us is None:
        return "–"
    v = us / 1000
    return f"{v:.0f}" if v >= 100 else f"{v:.1f}" if v >= 10 else f"{v:.2f}"


def number(p: dict | None, column: str) -> float | None:
    v = p.get(column) if p else None
    return float(v) if v not in (None, "") else None


@dataclass
class Series:
    """One library × pattern × transport at one move time, over the node counts."""
    lib: str
    pattern: str
    transport: str
    compute: str = "0"
    points: dict = field(default_factory=dict)  # nodes -> summary row (or None)

    def p99(self, n: int) -> float | None:
        return number(self.points.get(n), "p99_us_median")

    def failed_runs(self) -> int:
        return sum(int(p["failed"]) for p in self.points.values() if p)

    def counts(self) -> list[int]:
        """Lost, duplicated, misdelivered messages over every completed run."""
        return [sum(int(p.get(c) or 0) for p in self.points.values() if p)
                for c in ("lost", "duplicate", "misdelivered")]

    def label(self) -> str:
        return f"{self.lib} {self.pattern}"

    def estimate(self, n: int, trials: dict | None = None, failed: dict | None = None,
                 least: int = 2) -> rule.Estimate | None:
        """At n nodes: the median p99 and, from `trials` (trial -> p99 of the ok runs; at least `least` of
        them), its 95 % interval; `failed` (trial -> its failed run) the trials no run completed."""
        p = self.points.get(n)
        if not p:
            return None
        low = high = None
        values = list((trials or {}).values())
        if len(values) >= max(2, least) and min(values) > 0:
            iv = seq.log_interval([math.log(v) for v in values], LEVEL)
            low, high = iv.low, iv.high
        failed = failed or {}
        return rule.Estimate(number(p, "p99_us_median"), low, high, int(p["n"]), len(failed) or int(p["failed"]),
                             sum(int(p.get(c) or 0) for c in ("lost", "duplicate", "misdelivered")),
                             number(p, "p50_us_median"),
                             findings.name_of(failed[min(failed)]) if failed else "")

    def contender(self, trials: dict | None = None, failed: dict | None = None, least: int = 2) -> rule.Contender:
        """With `trials` (trials_of()) and `failed` (failed_of()), each node count's interval, its failed
        trials and the paired verdicts come from them."""
        return rule.Contender(self.lib, self.pattern,
                              {n: self.estimate(n, (trials or {}).get(self.key(n)), (failed or {}).get(self.key(n)),
                                                least) for n in self.points})

    def key(self, n: int) -> tuple | None:
        """The (position, contender) the sequential rule knows this series' point at n nodes by."""
        p = self.points.get(n)
        return (seq.position_of(p, POINT_COLUMNS), seq.contender_of(p)) if p else None


def trials_of(ds: Dataset) -> dict:
    """(position, contender) -> trial -> p99 of every ok run of a steady point (sequential.by_position)."""
    return {(pos, who): values for pos, by in seq.by_position(ds.all_rows, POINT_COLUMNS, False).items()
            for who, values in by.items()}


def failed_of(ds: Dataset) -> dict:
    """(position, contender) -> trial -> its failed run, for the trials of steady points no run completed."""
    return {(pos, who): runs for pos, by in seq.failed_by_position(ds.all_rows, POINT_COLUMNS).items()
            for who, runs in by.items()}


def looks_of(ds: Dataset) -> tuple[int, ...]:
    """The looks the sweep stopped by, or its fixed count as one look."""
    s = ds.meta.get("settings", {})
    return tuple(s.get("looks") or (ds.trials(),))


def paired_rule(ds: Dataset, series: list[Series], trials: dict):
    """paired(a, b, nodes) for decision.decide: the sequential verdict on the contenders' paired p99 (-1: a
    lower by a settled difference, 1: b, 0: not apart), None where they have no trial in common."""
    looks, margin = looks_of(ds), float(ds.meta.get("settings", {}).get("margin") or seq.MARGIN)
    by_name = {s.label(): s for s in series}

    def paired(a: rule.Contender, b: rule.Contender, n: int) -> int | None:
        ta, tb = (trials.get(by_name[c.name].key(n)) or {} for c in (a, b))
        common = sorted(set(ta) & set(tb))
        if not common:
            return None
        v = seq.compare([ta[t] for t in common], [tb[t] for t in common], looks, margin)
        return v.better if v.state == seq.APART else 0
    return paired


def all_series(ds: Dataset, compute: str | None = None) -> list[Series]:
    """Every library × pattern × transport at move time `compute` (default: the sweep's first)."""
    compute = compute or ds.move_times()[0]
    nodes = ds.values("nodes", ds.rounds)
    out = []
    for transport in ds.values("transport", ds.rounds):
        for pattern in ds.values("pattern", ds.rounds):
            for lib in ds.values("lib", ds.rounds):
                s = Series(lib, pattern, transport, compute,
                           {n: ds.rounds_point(pattern, lib, transport, n, compute) for n in nodes})
                if any(s.points.values()):
                    out.append(s)
    return out


def preferred(series: list[Series]) -> str:
    return PREFERRED_TRANSPORT if any(s.transport == PREFERRED_TRANSPORT for s in series) else series[0].transport


def decide(ds: Dataset) -> tuple[rule.Decision, str, list[Series]]:
    """The rule over the preferred transport at the first move time: (decision, transport, its series)."""
    series = all_series(ds)
    transport = preferred(series)
    mine = [s for s in series if s.transport == transport]
    made = contenders(ds, mine)
    floor = next((made[s.label()] for s in mine if is_floor(s.lib)), None)
    candidates = [made[s.label()] for s in mine if not is_floor(s.lib)] or list(made.values())
    return rule.decide(candidates, floor, BUDGET_US, paired_rule(ds, mine, trials_of(ds))), transport, mine


def contenders(ds: Dataset, series: list[Series]) -> dict[str, rule.Contender]:
    """Each series' contender (by its label) with every trial: the ok ones' intervals, the failed ones."""
    trials, failed, least = trials_of(ds), failed_of(ds), scale.least_trials(ds)
    return {s.label(): s.contender(trials, failed, least) for s in series}


def recommended(ds: Dataset) -> tuple[str, str] | None:
    """(library, pattern) the steady rounds recommend (the first leader), or None."""
    if not ds.rounds:
        return None
    dec = decide(ds)[0]
    return (dec.leaders[0].lib, dec.leaders[0].pattern) if dec.leaders else None


def settings_for(ds: Dataset, lib: str, pattern: str, transport: str, churn_ds: Dataset | None = None) -> str:
    """Which liveness setting came through every churn scenario: in this folder, else in churn_ds."""
    source = ds if ds.churn or churn_ds is None else churn_ds
    cs = churn.cells(source)
    where = "" if source is ds else f" in {source.folder.name}"
    if not cs:
        return "liveness settings not measured here (make sweep-churn; scripts/report --churn DIR)"
    if all(churn.survives(cs, lib, pattern, transport, lv) == ["unmeasured"] for lv in ("off", "on")):
        return f"liveness settings not measured{where} for {lib} {pattern} (make sweep-churn)"
    for liveness, text in (("off", "as shipped"), ("on", "with its liveness options on")):
        if not churn.survives(cs, lib, pattern, transport, liveness):
            return f"{text} (so it came through every churn scenario{where})"
    return f"no setting came through every churn scenario{where} (Churn)"


def costs(dec: rule.Decision, c: rule.Contender) -> str:
    """'p50 / p99 1.07 / 3.15 ms at 20 nodes, 5.41 / 18.1 ms at 100, …' from the series' medians."""
    parts = []
    for n in dec.nodes:
        e = c.at.get(n)
        if e is None:
            continue
        if not e.ok:
            parts.append(e.failure(n) or f"failed at {n}")
            continue
        parts.append(f"{ms(e.p50)} / {ms(e.median)} ms at {n}")
    return ", ".join(parts)


def reach_text(dec: rule.Decision, c: rule.Contender, broker_follows: bool = False) -> str:
    """Up to how many nodes a move is within the budget; where even the floor is not, this machine sets the
    limit — or, when the broker's own cost follows (analysis/scale.py), it says so without stopping there."""
    best, stop = dec.reach(c)
    text = (f"within the budget up to {best} nodes" if best else "not shown within the budget at any node count")
    if stop is not None:
        text += f" ({dec.verdicts[(c.name, stop)]} at {stop})"
    if dec.machine_limited and broker_follows:
        text += (f"; at {', '.join(map(str, dec.machine_limited))} nodes even the raw-socket floor is not within "
                 f"it here, where two cores carry the broker, the controller and every simulated node")
    elif dec.machine_limited:
        text += (f"; at {', '.join(map(str, dec.machine_limited))} nodes even the raw-socket floor is not within "
                 f"it: this machine sets the limit there")
    return text


def answer(ds: Dataset, churn_ds: Dataset | None = None) -> str:
    """The first screen's sentence: which library, which pattern, which settings, up to how many nodes on
    this machine, what a move costs — or that nothing leads everywhere."""
    dec, transport, mine = decide(ds)
    if not dec.leaders:
        return ("**No library leads at every node count** (each is ahead somewhere and behind elsewhere; "
                "Grischa's moves below).")
    head, tied = dec.leaders[0], dec.leaders[1:]
    verb = "Stay with" if (head.lib, head.pattern) == rule.CURRENT else "Use"
    text = f"**{verb} {head.lib}, pattern {head.pattern}**"
    if tied:
        text += (f" — {', '.join(c.name for c in tied)}: no difference measured"
                 + ("; pubsub is what Grischa runs today" if (head.lib, head.pattern) == rule.CURRENT else ""))
    broker = scale.answer(ds)
    text += (f" — {settings_for(ds, head.lib, head.pattern, transport, churn_ds)}. "
             f"Over {transport.upper()} on this machine "
             f"a move's messaging is {reach_text(dec, head, bool(broker))}; a move costs (p50 / p99, median of "
             f"{ds.trials_words()}) {costs(dec, head)} nodes.")
    return text + (" " + broker if broker else "")


def others(ds: Dataset) -> str:
    """Below the picture: why the others are not recommended, and the rule's honest limits."""
    dec, transport, mine = decide(ds)
    parts = []
    if dec.beaten:
        parts.append("Behind the leader" + ("s" if dec.tie else "") + ": "
                     + "; ".join(f"{name} (behind {by} at {n} nodes)" for name, (by, n) in dec.beaten.items()) + ".")
    parts.append(f"The rule (decision.py): a point is within / over the budget ({BUDGET_US / 1000:.0f} ms, 1 % of a "
                 f"{MOVE_S:g}-s move) only when its whole interval is (95 %: a t-interval of its trials' log p99); "
                 f"two contenders differ only when the comparison of their paired trials is settled apart "
                 f"(section \"Trials until settled\": its interval excludes 1 and reaches past the "
                 f"{rule.PRACTICAL_RATIO:g}× margin) and the gap is at least "
                 f"{rule.PRACTICAL_SHARE * BUDGET_US / 1000:.1f} ms; otherwise they tie.")
    rounds = ds.meta.get("settings", {}).get("rounds", {})
    if rounds.get("rounds_per_point"):
        short = sorted({(r["lib"], r["pattern"], int(r["nodes"])) for r in ds.rounds if r["status"] == "ok"
                        and r.get("rounds") and int(r["rounds"]) < int(rounds["rounds_per_point"])})
        parts.append(f"Percentiles come from {rounds['rounds_per_point']} measured rounds per trial"
                     + (f" (fewer where a point reached the {rounds.get('rounds_cap_s', '?')}-s cap: "
                        + ", ".join(f"{lib} {pat} at {nn}" for lib, pat, nn in short) + ")" if short else "") + ".")
    return " ".join(parts)


def move_time_rows(ds: Dataset) -> list[tuple[Series, int, list[str]]]:
    """Per contender and node count: overhead, scatter and gather ('p50 / p99' ms) at each move time."""
    times = ds.move_times()
    rows = []
    for s in all_series(ds, times[0]):
        for n in sorted(s.points):
            cells = []
            for t in times:
                p = ds.rounds_point(s.pattern, s.lib, s.transport, n, t)
                cells += [f"{ms(number(p, col + '50_us_median'))} / {ms(number(p, col + '99_us_median'))}"
                          for col in ("p", "scatter_p", "gather_p")]
            rows.append((s, n, cells))
    return rows


def move_time_name(t: str) -> str:
    return "back to back" if float(t) == 0 else f"move {t} s"
