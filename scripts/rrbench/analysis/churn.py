"""Churn (docs/churn.md) read from a results folder: how each library recovered when a node died,
a node joined late, or the broker or the answering side restarted, for both workloads, with the
library as shipped (liveness off) and with its liveness options on: the cells of the report's
table, the timelines, and the sentences the first paragraph takes from them."""

from __future__ import annotations

import csv
import statistics
from collections import Counter, defaultdict
from pathlib import Path

from ..workloads import KNOWN_SCENARIOS, WORKLOADS
from ..workloads.point import Point
from .dataset import Dataset
from .grischa import PREFERRED_TRANSPORT
from .scores import is_floor


SCENARIOS = KNOWN_SCENARIOS[1:]  # every change (the first is none)
BIN_S = 0.05          # rounds: the timeline shows the slowest round of each 50 ms
WINDOW_S = (-1.0, 2.0)  # seconds around the change a timeline shows


def num(v: str) -> float | None:
    return float(v) if v not in (None, "") else None


def med(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def secs(v: float | None) -> str:
    if v is None:
        return "–"
    return f"{v * 1000:.0f} ms" if v < 1 else f"{v:.2f} s"


class Cell:
    """One library × pattern × transport × liveness × scenario over its trials."""

    def __init__(self, rows: list[dict]):
        final: dict[str, dict] = {}
        for r in rows:  # the last attempt of each trial
            if int(r.get("attempt") or 1) >= int(final.get(r["trial"], {}).get("attempt") or 0):
                final[r["trial"]] = r
        self.rows = list(final.values())
        self.ok = [r for r in self.rows if r["status"] == "ok"]
        self.failed = [r for r in self.rows if r["status"] != "ok"]

    def recovered(self) -> int:
        return sum(r.get("recovered") == "1" for r in self.ok)

    def median(self, column: str) -> float | None:
        return med([v for r in self.ok if (v := num(r.get(column, ""))) is not None])

    def total(self, column: str) -> int | None:
        vals = [int(r[column]) for r in self.ok if r.get(column, "") not in ("",)]
        return sum(vals) if vals else None

    def common(self, column: str) -> str:
        c = Counter(r.get(column, "") for r in self.ok if r.get(column))
        return c.most_common(1)[0][0] if c else ""

    def all_recovered(self) -> bool:
        return bool(self.rows) and not self.failed and self.recovered() == len(self.ok)

    def text(self) -> str:
        """'3/3 back · noticed 501 ms · recovered 505 ms · lost 0 · gave up 0', or why not."""
        if not self.ok:
            return f"**failed** ({len(self.failed)} runs): {self.failed[0]['status'][7:90]}"
        parts = [f"{self.recovered()}/{len(self.rows)} recovered"]
        detect, back = self.median("detect_s"), self.median("recover_s")
        if detect is not None:
            parts.append(f"noticed {secs(detect)}")
        if back is not None:
            parts.append(f"back {secs(back)}")
        join = self.median("join_s")
        if join is not None:
            parts.append(f"first message {secs(join)}")
        lost, dup, gave_up = self.total("lost"), self.total("duplicate"), self.total("gave_up")
        parts.append(f"lost {lost if lost is not None else '?'}" + (f", dup {dup}" if dup else ""))
        before_live = self.total("lost_before_live")
        if before_live:
            parts.append(f"{before_live} lost before live")
        if gave_up:
            why = self.common("gave_up_why")
            parts.append(f"gave up {gave_up}" + (f" ({why[:70]})" if why else ""))
        if self.failed:
            parts.append(f"{len(self.failed)} failed")
        return " · ".join(parts)


def cells(ds: Dataset) -> dict[tuple, Cell]:
    """(workload, lib, pattern, transport, liveness, scenario) -> Cell."""
    groups: dict[tuple, list] = defaultdict(list)
    for r in ds.churn:
        if r["scenario"] != "none":
            groups[(r["workload"], r["lib"], r["pattern"], r["transport"], r["liveness"], r["scenario"])].append(r)
    return {k: Cell(v) for k, v in groups.items()}


def order(ds: Dataset, column: str) -> list[str]:
    if column == "workload":  # Grischa's own traffic first
        return [w for w in sorted(WORKLOADS, key=lambda w: not WORKLOADS[w].grischas)
                if any(r["workload"] == w for r in ds.churn)]
    return ds.values(column, ds.churn)


def timeline_rows(ds: Dataset, row: dict) -> list[dict]:
    """The timeline CSV of a run (its slug), or []."""
    p = Point(row["lib"], row["transport"], int(row["size"]), int(row["trial"] or 1), workers=int(row["workers"] or 0),
              nodes=int(row["nodes"] or 0), topology=row["topology"], mtu=int(row["mtu"] or 0),
              link_rate=row.get("link_rate", "") if row.get("mtu") else "", workload=row["workload"],
              pattern=row["pattern"], scenario=row["scenario"], liveness=row["liveness"])
    path = Path(ds.folder) / "timeline" / f"{p.slug()}.csv"
    try:
        with open(path, newline="") as f:
            return list(csv.DictReader(f))
    except OSError:
        return []


def series(ds: Dataset, row: dict) -> list[tuple[float, float, None, None]]:
    """Rounds: the slowest round of each 50 ms (ms); request-reply: requests/s per 50 ms."""
    return WORKLOADS[row["workload"]].churn_series(timeline_rows(ds, row), WINDOW_S, BIN_S)


def answer(ds: Dataset, recommended: tuple[str, str] | None = None) -> str:
    """Sentences for the first paragraph: who recovers from what, in Grischa's setting (rounds over
    TCP, pattern pubsub when measured), whether the library the steady rounds recommend does, and
    which liveness setting to use."""
    cs = cells(ds)
    if not cs:
        return ""
    workload = order(ds, "workload")[0]  # Grischa's, when measured
    transport = PREFERRED_TRANSPORT if any(k[3] == PREFERRED_TRANSPORT for k in cs) else next(iter(cs))[3]
    pattern = WORKLOADS[workload].preferred_pattern
    libs = [lib for lib in order(ds, "lib") if not is_floor(lib)]
    parts = [f"**Under churn** ({WORKLOADS[workload].churn_title}, {transport.upper()}"
             + (f", {pattern}" if len(WORKLOADS[workload].patterns) > 1 else "") + "):"]
    for scenario in SCENARIOS:
        good, bad = [], []
        for lib in libs:
            settings = [lv for lv in ("off", "on") if (workload, lib, pattern, transport, lv, scenario) in cs]
            if not settings:
                continue
            ok = [lv for lv in settings if cs[(workload, lib, pattern, transport, lv, scenario)].all_recovered()]
            if "off" in ok:
                good.append(lib)
            elif ok:
                good.append(f"{lib} (with liveness on)")
            else:
                bad.append(lib)
        if good or bad:
            text = f"after **{scenario}** " + (", ".join(good) + " recovered in every trial" if good else
                                             "no library recovered in every trial")
            if bad:
                text += f"; {', '.join(bad)} did not"
            parts.append(text + ";")
    reqrep_note = liveness_advice(cs, transport)
    if reqrep_note:
        parts.append(reqrep_note)
    parts.append("details in Churn.")
    parts.append(verdict(cs, ds, transport, recommended))
    parts.append(settings_advice(cs, ds, transport))
    return " ".join(p for p in parts if p)


def survives(cs: dict[tuple, Cell], lib: str, pattern: str, transport: str, liveness: str) -> list[str]:
    """The scenarios (either workload) this library did not recover from in every trial; [] when it
    did from all; None-like ["unmeasured"] when nothing was measured."""
    mine = {k: c for k, c in cs.items() if k[1] == lib and k[3] == transport and k[4] == liveness
            and (len(WORKLOADS[k[0]].patterns) == 1 or k[2] == pattern)}
    if not mine:
        return ["unmeasured"]
    return sorted({f"{k[5]} ({WORKLOADS[k[0]].churn_title})" for k, c in mine.items() if not c.all_recovered()})


def verdict(cs: dict[tuple, Cell], ds: Dataset, transport: str, recommended: tuple[str, str] | None) -> str:
    """Whether the recommended library (or, without steady rounds, which libraries) came through every
    scenario, and with which liveness setting."""
    libs = [lib for lib in order(ds, "lib") if not is_floor(lib)]
    whole = {lib: [lv for lv in ("off", "on") if not survives(cs, lib, "pubsub", transport, lv)] for lib in libs}
    through = [lib + ("" if "off" in lvs else " (liveness on)") for lib, lvs in whole.items() if lvs]
    if recommended:
        lib, pattern = recommended
        pat = pattern if any(k[2] == pattern and k[1] == lib for k in cs) else "pubsub"
        misses = {lv: survives(cs, lib, pat, transport, lv) for lv in ("off", "on")}
        if misses["off"] == ["unmeasured"] and misses["on"] == ["unmeasured"]:
            return f"The churn runs did not include {lib}."
        if not misses["off"]:
            return f"So: **{lib} with {pat}** also recovered from every churn scenario, as shipped."
        if not misses["on"]:
            return f"So: **{lib} with {pat}**, with its liveness options on (it recovered from every scenario only so)."
        return (f"But {lib} with {pat} did not recover in every trial from {', '.join(misses['on'] or misses['off'])}"
                + (f"; {', '.join(through)} came through every scenario." if through else
                   "; no library came through every scenario."))
    return ("Came through every churn scenario: " + ", ".join(through) + "." if through else
            "No library came through every churn scenario in every trial.")


def settings_advice(cs: dict[tuple, Cell], ds: Dataset, transport: str) -> str:
    """Per library: liveness on, where it made a scenario recoverable or recovery markedly faster
    (a third and 50 ms at least, medians); else as shipped. The raw floor has no options."""
    use, why = [], {}
    for lib in [lib for lib in order(ds, "lib") if not is_floor(lib)]:
        reasons = []
        for key, off in cs.items():
            if key[1] != lib or key[3] != transport or key[4] != "off":
                continue
            on = cs.get((*key[:4], "on", key[5]))
            if not on:
                continue
            name = f"{key[5]}" + ("" if WORKLOADS[key[0]].grischas else f" ({WORKLOADS[key[0]].churn_title})")
            if on.all_recovered() and not off.all_recovered():
                reasons.append(f"recovers from {name}")
            else:
                a, b = off.median("recover_s"), on.median("recover_s")
                if a is not None and b is not None and b < 0.67 * a and a - b >= 0.05:
                    reasons.append(f"{name} {secs(a)} → {secs(b)}")
        if reasons:
            use.append(lib)
            why[lib] = "; ".join(sorted(set(reasons))[:3])
    measured = any(k[4] == "on" for k in cs)
    if not measured:
        return ""
    if not use:
        return "Liveness options made no library recover better here: as shipped is enough."
    return ("Settings: liveness on for " + "; ".join(f"{lib} ({why[lib]})" for lib in use)
            + "; the others as shipped.")


def liveness_advice(cs: dict[tuple, Cell], transport: str) -> str:
    """Which liveness setting each library needs to survive a broker restart (request-reply, where a
    lost request leaves a REQ waiting)."""
    need, fine = [], []
    for (workload, lib, pattern, tr, liveness, scenario), cell in cs.items():
        if not WORKLOADS[workload].lost_request_waits or tr != transport or scenario != "broker-restarts" \
                or liveness != "off":
            continue
        on = cs.get((workload, lib, pattern, tr, "on", scenario))
        if cell.all_recovered():
            fine.append(lib)
        elif on and on.all_recovered():
            need.append(lib)
    text = []
    if need:
        text.append(f"request-reply workers of {', '.join(sorted(need))} survive a broker restart only with "
                    f"liveness on (a request resent after 200 ms)")
    if fine:
        text.append(f"those of {', '.join(sorted(fine))} as shipped")
    return ("; ".join(text) + ";") if text else ""
