"""Broker capacity (docs/capacity.md) read from a results folder: each library's knee of the
offered-rate staircase, its peak forwarding rate with pipelined workers, and the sentence the
report's first paragraph takes from them (render/capacity.py draws the section)."""

from __future__ import annotations

import statistics

from ..workloads.capacity import MISSES_TO_END, holds, why_not


def knees(rows: list[dict], p99_bound_us: float) -> dict[tuple, dict]:
    """Per (lib, transport, size, workers, inflight): the knee of each trial's climb (the last
    offered rate held before MISSES_TO_END misses in a row, or before its last step), their median,
    what ended the climbs, and the isolated misses the climbs went on past."""
    climbs: dict[tuple, dict[str, list[dict]]] = {}
    for r in rows:
        if not r.get("offered_rate"):
            continue
        key = (r["lib"], r["transport"], int(r["size"]), int(r["workers"]), int(r["inflight"]))
        climbs.setdefault(key, {}).setdefault(r["trial"], []).append(r)
    out = {}
    for key, trials in climbs.items():
        per_trial, ended, isolated = [], [], 0
        for steps in trials.values():
            steps.sort(key=lambda r: float(r["offered_rate"]))
            knee, run = 0.0, []
            for r in steps:
                if holds(r, p99_bound_us):
                    knee, isolated, run = float(r["offered_rate"]), isolated + len(run), []
                    continue
                run.append(r)
                if len(run) == MISSES_TO_END:
                    break
            if run:
                ended.append(why_not(run[0], p99_bound_us))
            per_trial.append(knee)
        out[key] = {"knees": per_trial, "median": statistics.median(per_trial), "ended": ended,
                    "isolated": isolated}
    return out


def peaks(rows: list[dict]) -> dict[tuple, dict]:
    """Per (lib, transport, size): the closed-loop point (no offered rate) with the most forwarded
    messages/s (its trials' median), with its broker CPU per message and which side saturated."""
    groups: dict[tuple, list[dict]] = {}
    for r in rows:
        if r.get("offered_rate") or r["status"] != "ok" or not r.get("forwarded_per_s"):
            continue
        groups.setdefault((r["lib"], r["transport"], int(r["size"]), int(r["workers"]), int(r["inflight"])),
                          []).append(r)
    best: dict[tuple, dict] = {}
    for (lib, tr, size, workers, inflight), rs in groups.items():
        fwd = statistics.median(float(r["forwarded_per_s"]) for r in rs)
        cpu = [float(r["broker_cpu_us_per_msg"]) for r in rs if r.get("broker_cpu_us_per_msg")]
        sat = [r["saturated"] for r in rs if r.get("saturated")]
        entry = {"forwarded_per_s": fwd, "workers": workers, "inflight": inflight, "trials": len(rs),
                 "cpu_us": statistics.median(cpu) if cpu else None,
                 "saturated": majority(sat),
                 "util": statistics.median(float(r["broker_cpu_util"]) for r in rs if r.get("broker_cpu_util"))
                 if any(r.get("broker_cpu_util") for r in rs) else None,
                 "pin": rs[0].get("pin", ""), "version": rs[0].get("lib_version", "")}
        k = (lib, tr, size)
        if k not in best or fwd > best[k]["forwarded_per_s"]:
            best[k] = entry
    return best


def majority(values: list[str]) -> str:
    """The value most trials agree on, if more than half do; else 'mixed: a/b/c' (never a coin toss)."""
    if not values:
        return ""
    top = max(sorted(set(values)), key=values.count)
    return top if 2 * values.count(top) > len(values) else "mixed: " + "/".join(sorted(set(values)))


def p99_bound_us(ds) -> float:
    fc = ds.meta.get("settings", {}).get("find_capacity") or {}
    return float(fc.get("p99_bound_s", 0.01)) * 1e6


def lib_order(ds, rows: list[dict]) -> list[str]:
    order = ds.meta.get("settings", {}).get("libs", [])
    seen = {r["lib"] for r in rows}
    return [lib for lib in order if lib in seen] + sorted(seen - set(order))


def knee_text(knee: float, start: float) -> str:
    """A knee, or that the first step already missed (below the staircase)."""
    return fmt_k(knee) if knee else f"under {fmt_k(start)}" if start else "none held"


def fmt_k(v: float | None) -> str:
    return "–" if v is None else f"{v / 1000:,.1f} k" if v >= 1000 else f"{v:,.0f}"


def answer(ds) -> str:
    """A sentence for the first paragraph: whose broker forwards most, at what CPU per message."""
    best = peaks(ds.capacity)
    if not best:
        return ""
    transport = "tcp" if any(k[1] == "tcp" for k in best) else next(iter(best))[1]
    size = min(k[2] for k in best if k[1] == transport)
    here = sorted(((k[0], v) for k, v in best.items() if k[1:] == (transport, size)),
                  key=lambda kv: -kv[1]["forwarded_per_s"])
    libs = ", ".join(f"{lib} {fmt_k(v['forwarded_per_s'])} msgs/s"
                     + (f" ({v['cpu_us']:.1f} µs CPU each)" if v["cpu_us"] is not None else "") for lib, v in here)
    return (f"**Broker capacity** ({transport.upper()}, {size} B, workers pipelined, the broker"
            f"{' on a core of its own' if here[0][1]['pin'] == 'broker' else ''}): {libs} (section Broker capacity).")


def latency_curve(rows: list[dict], lib: str, transport: str, size: int) -> list[tuple[float, dict]]:
    """(offered rate, median p50/p99 over the trials) of a library's ok staircase steps."""
    by_rate: dict[float, list[dict]] = {}
    for r in rows:
        if r.get("offered_rate") and r["status"] == "ok" and r["lib"] == lib and r["transport"] == transport \
                and int(r["size"]) == size:
            by_rate.setdefault(float(r["offered_rate"]), []).append(r)
    return [(x, {c: statistics.median(float(r[c]) for r in rs) for c in ("p50_us", "p99_us")})
            for x, rs in sorted(by_rate.items())]
