"""The report's "Trials until settled" section: at every grid position of a folder swept with --looks,
each contender against the position's best, how many trials the verdict took and whether it settled
(analysis/sequential.py replays the rule on the rows)."""

from __future__ import annotations

from collections import Counter

from ..analysis import sequential as rule
from ..analysis.dataset import Dataset
from ..core.units import size_label
from ..workloads import WORKLOADS
from ..workloads.point import POINT_COLUMNS
from .doc import Doc

WORDS = {rule.APART: "behind, settled", rule.TIE: "tie, settled", rule.UNSETTLED: "unsettled at the cap",
         rule.OPEN: "open (the sweep stopped before the cap)"}


def sequential(ds: Dataset) -> bool:
    """Whether the folder was swept with looks (trials until settled)."""
    return bool(ds.meta.get("settings", {}).get("looks"))


def pinned(ds: Dataset) -> bool:
    return ds.meta.get("settings", {}).get("pin", {}).get("mode", "none") != "none"


def position_label(pos: tuple) -> str:
    """A position's key values (POINT_COLUMNS less the contender's and the trial) as words."""
    cols = dict(zip((c for c in POINT_COLUMNS if c not in (*rule.CONTENDER_COLUMNS, "trial")), pos))
    kind = WORKLOADS[cols["workload"]]
    count = kind.count_noun
    parts = [cols.get("workload", ""), cols.get("transport", "")]
    if kind.sizes_flag:  # a size axis of its own (request-reply's payload)
        parts.append(size_label(int(cols.get("size") or 0)))
    parts.append(f"{cols.get(count) or '?'} {count}")
    parts += [f"{k} {v}" for k, v in cols.items()
              if k in ("inflight", "games", "brokers") and v not in ("", "1")]
    return " ".join(p for p in parts if p)


def metric_words(ds: Dataset, workload: str) -> str:
    column, higher = rule.metric_of({"workload": workload}, pinned(ds))
    return {"msgs_per_s": "round trips/s (higher is better)", "p99_us": "p99 overhead per move",
            "broker_cpu_us_per_round": "the pinned broker's CPU per move"}[column]


def value_text(column: str, v: float) -> str:
    return f"{v:,.0f}/s" if column == "msgs_per_s" else f"{v / 1000:.3g} ms"


def settled_section(doc: Doc, ds: Dataset) -> None:
    s = ds.meta["settings"]
    looks, margin, alpha = tuple(s["looks"]), float(s["margin"]), float(s.get("alpha") or rule.ALPHA)
    level = rule.look_level(looks, alpha)
    rows = ds.all_rows
    table = rule.standings(rows, POINT_COLUMNS, looks, margin, pinned(ds), rule.compares_floors(s))
    if not table:  # churn points only: nothing compared
        return
    doc.heading("Trials until settled")
    states = Counter(st.verdict.state for st in table if st.verdict)
    trials = sorted(st.trials for st in table)
    failed = sum(1 for st in table if st.failed)
    references = any(st.reference for st in table)
    doc.para(f"Every contender ran {looks[0]} trials; then, at looks after {', '.join(map(str, looks[1:]))} trials "
             f"(the cap), only the contenders whose comparisons were still open ran more (docs/method.md, "
             f"\"Trials until settled\"). A comparison is the paired ratio of two contenders' trials, run back to "
             f"back; at each look its interval is at {level:.2%} (the {alpha:.0%} split across the {len(looks)} "
             f"looks, so a false difference stays under {alpha:.0%} over the whole sequence): apart is a "
             f"difference, between {1 / (1 + margin):.2f} and {1 + margin:.2f} a tie (the margin, --margin "
             f"{margin:g}), neither at the cap unsettled. "
             f"Against each position's best: {states[rule.APART]} behind, {states[rule.TIE]} tied, "
             f"{states[rule.UNSETTLED]} unsettled at {looks[-1]} trials"
             + (f", {states[rule.OPEN]} left open" if states[rule.OPEN] else "")
             + (f", {failed} out for a failed trial (no more trials where it failed)" if failed else "")
             + (f"; the floors beside them are references, in no comparison ({looks[0]} trials each)"
                if references else "")
             + f"; trials per contender {trials[0]} – {trials[-1]} (median {trials[len(trials) // 2]}, failed "
               f"ones counted).")
    body = []
    for st in table:
        column, _ = rule.metric_of({"workload": st.position[0]}, pinned(ds))
        v = st.verdict
        ratio = (f"{v.interval.ratio:.2f} [{v.interval.low:.2f}–{v.interval.high:.2f}]"
                 if v and v.interval else "")
        against = "best" if v is None else WORDS[v.state]
        if v is not None and v.state == rule.OPEN and st.beaten_by:
            against = f"out: behind {st.beaten_by}, settled"
        if st.reference:
            against = "the floor: a reference, compared with none"
        if st.failed:
            against = f"out: failed in {st.failed} of {st.trials} trials ({st.why})"
        median = value_text(column, st.median) if st.median is not None else "–"
        body.append([position_label(st.position), st.contender, median, against,
                     str(v.trials if v else st.trials), ratio])
    doc.table(["position", "contender", "median", "against the best", "trials", "best / it, interval"], body,
              "lllllr")
    doc.para("The median is of " + "; ".join(sorted({metric_words(ds, st.position[0]) for st in table}))
             + f"; the ratio's interval is at the look's level ({level:.2%}). Churn points ran {looks[0]} trials "
               "(came through or not is their verdict).")
