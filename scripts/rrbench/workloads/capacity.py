"""Broker capacity (docs/capacity.md): the offered-rate staircase of --find-capacity,
and the report's "Broker capacity" section.

The staircase: at each request-reply position (transport, size, clients, inflight) the
workers together offer an open-loop rate (coordinated-omission-free: latency counts from
the intended send time), starting at --start-rate and growing by --rate-step. A library
keeps climbing while it achieves at least KNEE_ACHIEVED of the offered rate with a p99 at
or under --p99-bound; MISSES_TO_END misses in a row end its climb (on a shared machine one
stall of a few hundred ms can spoil a step that the library holds), and its knee is the last
offered rate it held before them. All libraries still climbing run each step back to back (shuffled),
so the machine's drift hits them alike. Points are made as the sweep goes: which come next
depends on the rows before them (on --resume, the rows already in results.csv)."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

from ..core.grid import Point, fmt_rate

KNEE_ACHIEVED = 0.95  # a step holds when achieved >= 95 % of offered ...
MAX_STEPS = 40        # ... and p99 <= the bound; a climb never takes more steps than this
MISSES_TO_END = 2     # misses in a row that end a climb


def holds(row: dict | None, p99_bound_us: float) -> bool:
    """Whether a staircase point held its offered rate (a failed point never does)."""
    if not row or row.get("status") != "ok":
        return False
    try:
        achieved, offered = float(row["msgs_per_s"]), float(row["offered_rate"])
        return achieved >= KNEE_ACHIEVED * offered and float(row["p99_us"]) <= p99_bound_us
    except (KeyError, ValueError):
        return False


def why_not(row: dict, p99_bound_us: float) -> str:
    """What ended a climb: the shortfall, the p99, or the failure."""
    if row.get("status") != "ok":
        return row.get("status", "failed")
    achieved, offered = float(row["msgs_per_s"]), float(row["offered_rate"])
    if achieved < KNEE_ACHIEVED * offered:
        return f"achieved {achieved / offered:.0%} of offered"
    return f"p99 {float(row['p99_us']) / 1000:.2f} ms > {p99_bound_us / 1000:g} ms"


class Staircase:
    """The points of a --find-capacity sweep, made as it goes. Iterate for (index, point); after
    each point, record() its row (the sweep does). `done` maps a point's key to its row from an
    earlier run (--resume): such points are not run again, only read."""

    def __init__(self, positions: list[Point], libs: list[str], trials: int, start: float, step: float,
                 p99_bound_us: float, seed: int, done: dict | None = None, key=None):
        self.positions, self.libs, self.trials = positions, libs, trials
        self.start, self.step, self.p99_bound_us = start, step, p99_bound_us
        self.rng = random.Random(seed)
        self.done, self.key = done or {}, key
        self.rows: dict[Point, dict] = {}
        self.index = 0

    def __len__(self) -> int:
        """At most this many points (every climb to MAX_STEPS)."""
        return len(self.positions) * len(self.libs) * self.trials * MAX_STEPS

    def record(self, point: Point, row: dict) -> None:
        self.rows[point] = row

    def __iter__(self):
        for trial in range(1, self.trials + 1):
            positions = list(self.positions)
            self.rng.shuffle(positions)
            for position in positions:
                climbing, rate = list(self.libs), self.start
                misses = dict.fromkeys(self.libs, 0)
                for _ in range(MAX_STEPS):
                    self.rng.shuffle(climbing)
                    step = [replace(position, lib=lib, trial=trial, offered=float(fmt_rate(rate)))
                            for lib in climbing]
                    for point in step:
                        self.index += 1
                        earlier = self.done.get(self.key(point)) if self.key else None
                        if earlier is not None:
                            self.record(point, earlier)
                        else:
                            yield self.index, point
                    for p in step:
                        misses[p.lib] = 0 if holds(self.rows.get(p), self.p99_bound_us) else misses[p.lib] + 1
                    climbing = [p.lib for p in step if misses[p.lib] < MISSES_TO_END]
                    if not climbing:
                        break
                    rate *= self.step


# --- the report's section ----------------------------------------------------

def knees(rows: list[dict], p99_bound_us: float) -> dict[tuple, dict]:
    """Per (lib, transport, size, clients, inflight): the knee of each trial's climb (the last
    offered rate held before MISSES_TO_END misses in a row, or before its last step), their median,
    what ended the climbs, and the isolated misses the climbs went on past."""
    climbs: dict[tuple, dict[str, list[dict]]] = {}
    for r in rows:
        if not r.get("offered_rate"):
            continue
        key = (r["lib"], r["transport"], int(r["size"]), int(r["clients"]), int(r["inflight"]))
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
        groups.setdefault((r["lib"], r["transport"], int(r["size"]), int(r["clients"]), int(r["inflight"])),
                          []).append(r)
    best: dict[tuple, dict] = {}
    for (lib, tr, size, clients, inflight), rs in groups.items():
        fwd = statistics.median(float(r["forwarded_per_s"]) for r in rs)
        cpu = [float(r["broker_cpu_us_per_msg"]) for r in rs if r.get("broker_cpu_us_per_msg")]
        sat = [r["saturated"] for r in rs if r.get("saturated")]
        entry = {"forwarded_per_s": fwd, "clients": clients, "inflight": inflight, "trials": len(rs),
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
    return (f"**Broker capacity** ({transport.upper()}, {size} B, clients pipelined, the broker"
            f"{' on a core of its own' if here[0][1]['pin'] == 'broker' else ''}): {libs} (section Broker capacity).")


# Why nng's pipelined clients gain little (docs/findings.md, "nng's pipeline"), read in nng 1.5.2's source.
NNG_PIPELINE = (
    "Why nng gains little from requests in flight (16 in flight ÷ 1 at 2 clients × 64 B: zmq 10×, nanomsg 8×, "
    "raw 6×, nng 1.17×): every stage of nng 1.5.2 passes one message at a time and hands each completion to a "
    "thread of its task queue. The device keeps one aio per direction, receive then send "
    "(src/core/device.c:17, 75, 80), between socket queues of depth 1 and 0 (src/core/socket.c:583-584); "
    "TCP reads a message's length, then its body, and writes one message per connection at a time "
    "(src/sp/transport/tcp/tcp.c:385-395, 512-515, 561-567); each completion wakes a task-queue thread "
    "(src/platform/posix/posix_tcpconn.c:157 → src/core/aio.c:452 → src/core/taskq.c:171-174); and the master's "
    "rep0 without contexts takes one request at a time (src/sp/protocol/reqrep0/rep.c:458, 541-546). So the "
    "extra requests wait in kernel buffers while each message pays the same chain of hand-offs (about 10 context "
    "switches of the broker per request, counted in /proc). The device alone is not the cap: with nanomsg's "
    "master and workers around nng's device, 16 in flight give 5.4 – 6.1× (one run each); nng's own master and "
    "workers hold the pipeline to about 1.1×. nng 1.12.0 has the same structure (device.c:16-21, "
    "socket.c:601-602).")


def section(doc, ds) -> list:
    """The "Broker capacity" section; returns its figures (LineFigure, caption) to draw."""
    if not ds.capacity:
        return []
    from ..render.plot import COLOURS, Line, LineFigure, LinePanel  # (plot imports nothing of ours)
    bound = p99_bound_us(ds)
    start = float((ds.meta.get("settings", {}).get("find_capacity") or {}).get("start_rate", 0))
    doc.heading("Broker capacity")
    pin = (ds.meta.get("settings", {}).get("pin") or {})
    doc.para("What each library's broker forwards when it is the bottleneck. A forwarded message is a request or a "
             "reply passing the broker (two per round trip); its CPU comes from the broker's CPU time (every "
             "thread) over the measured phase alone, sampled when the master starts and ends it. "
             + (f"The broker ran alone on CPU {','.join(map(str, pin.get('broker_cpus', [])))}, every other role on "
                f"{','.join(map(str, pin.get('other_cpus', [])))} (--pin broker; each row's broker_cpus says what the "
                f"kernel had). " if pin.get("mode") == "broker" else "The broker was not pinned (--pin none). ")
             + "`saturated` names the side that used at least 90 % of its CPUs: the broker, the others (master and "
               "workers), or none.")
    best = peaks(ds.capacity)
    if best:
        doc.heading("Peak forwarding rate", 3)
        rows = []
        for lib in lib_order(ds, ds.capacity):
            for (l, tr, size), v in sorted(best.items(), key=lambda kv: (kv[0][1], kv[0][2])):
                if l == lib:
                    rows.append([lib, v["version"], tr.upper(), f"{size} B", f"{v['clients']} × {v['inflight']}",
                                 fmt_k(v["forwarded_per_s"]), "–" if v["cpu_us"] is None else f"{v['cpu_us']:.2f}",
                                 "–" if v["util"] is None else f"{v['util']:.2f}", v["saturated"] or "–"])
        doc.table(["library", "version", "transport", "size", "clients × in flight", "forwarded msgs/s (median)",
                   "broker CPU µs/msg", "broker CPU (cores)", "saturated"], rows, "lllllrrrl")
        doc.para(floor_sentence(best))
        if any(lib.startswith("nng") for lib, _, _ in best):
            doc.para(NNG_PIPELINE)
    kn = knees(ds.capacity, bound)
    figures = []
    if kn:
        doc.heading("The sustainable rate: the knee", 3)
        doc.para(f"Open loop, latency from each request's intended send time. The offered rate (all workers together) "
                 f"grows step by step; a library's climb ends at the first step where it achieves under "
                 f"{KNEE_ACHIEVED:.0%} of it or its p99 passes {bound / 1000:g} ms, {MISSES_TO_END} steps in a row "
                 f"(one stall of this shared machine can spoil a single step). The knee is the last step it "
                 f"held before them (median over the trials; each trial's in brackets).")
        doc.table(["library", "transport", "size", "clients", "knee: offered requests/s", "what ended the climb",
                   "isolated misses passed"],
                  [[k[0], k[1].upper(), f"{k[2]} B", str(k[3]), f"{knee_text(v['median'], start)} ("
                    + ", ".join(knee_text(x, start) for x in v["knees"]) + ")",
                    "; ".join(sorted(set(v["ended"]))) or "–", str(v["isolated"])]
                   for k, v in sorted(kn.items(), key=lambda kv: (kv[0][1], kv[0][2], -kv[1]["median"]))],
                  "lllrrlr")
        for tr in sorted({k[1] for k in kn}):
            panels = []
            for size in sorted({k[2] for k in kn if k[1] == tr}):
                lines = []
                for i, lib in enumerate(lib_order(ds, ds.capacity)):
                    steps = latency_curve(ds.capacity, lib, tr, size)
                    for col, dashed in (("p50_us", False), ("p99_us", True)):
                        pts = [(x, y[col] / 1000, None, None) for x, y in steps if y.get(col)]
                        if pts:
                            lines.append(Line(f"{lib} {col[:3]}", pts, COLOURS[i % len(COLOURS)], dashed))
                if lines:
                    panels.append(LinePanel(f"{tr.upper()} {size} B", lines))
            if panels:
                xs = sorted({float(r["offered_rate"]) for r in ds.capacity if r.get("offered_rate")})
                tics = [(fmt_k(x), x) for x in xs[::max(1, len(xs) // 6)]]
                figures.append((LineFigure(f"capacity_latency_{tr}", f"Latency against offered rate, {tr.upper()}",
                                           "offered requests/s", "round trip (ms)", panels, tics),
                                f"p50 (solid) and p99 (dashed) round trip against the offered rate, {tr.upper()}, "
                                f"one colour per library, up to each library's knee and the step past it "
                                f"(median over the trials)."))
    return figures


def latency_curve(rows: list[dict], lib: str, transport: str, size: int) -> list[tuple[float, dict]]:
    """(offered rate, median p50/p99 over the trials) of a library's ok staircase steps."""
    by_rate: dict[float, list[dict]] = {}
    for r in rows:
        if r.get("offered_rate") and r["status"] == "ok" and r["lib"] == lib and r["transport"] == transport \
                and int(r["size"]) == size:
            by_rate.setdefault(float(r["offered_rate"]), []).append(r)
    return [(x, {c: statistics.median(float(r[c]) for r in rs) for c in ("p50_us", "p99_us")})
            for x, rs in sorted(by_rate.items())]


def floor_sentence(best: dict[tuple, dict]) -> str:
    """Whether raw's broker is ahead of every library's on peak rate and CPU per message."""
    out = []
    for tr, size in sorted({(k[1], k[2]) for k in best}):
        raw = best.get(("raw", tr, size))
        libs = {k[0]: v for k, v in best.items() if k[1:] == (tr, size) and k[0] != "raw"}
        if not raw or not libs:
            continue
        faster = [lib for lib, v in libs.items() if v["forwarded_per_s"] >= raw["forwarded_per_s"]]
        cheaper = [lib for lib, v in libs.items() if v["cpu_us"] is not None and raw["cpu_us"] is not None
                   and v["cpu_us"] <= raw["cpu_us"]]
        where = f"{tr.upper()} {size} B"
        if not faster and not cheaper:
            out.append(f"{where}: raw's broker (the floor) is ahead of every library's on rate and CPU per message.")
        else:
            out.append(f"{where}: raw's broker is not ahead of " + ", ".join(sorted(set(faster + cheaper)))
                       + (f" on rate ({', '.join(faster)})" if faster else "")
                       + (f" on CPU per message ({', '.join(cheaper)})" if cheaper else "")
                       + (": the saturated side was " + ", ".join(sorted({v['saturated'] or 'unknown'
                                                                          for v in [raw, *libs.values()]}))
                          + " — where the broker is not what ran out, the rate measures the clients, not the "
                            "broker (docs/capacity.md)") + ".")
    return " ".join(out)
