"""The report's "Broker capacity" section (docs/capacity.md): the peak forwarding rate of each
library's broker, the knee of the offered rate, and latency against the offered rate."""

from __future__ import annotations

from ..analysis.capacity import fmt_k, knee_text, knees, latency_curve, lib_order, p99_bound_us, peaks
from ..analysis.scores import is_floor
from ..workloads.capacity import KNEE_ACHIEVED, MISSES_TO_END
from .plot import COLOURS, Line, LineFigure, LinePanel


# Why nng's pipelined workers gain little (docs/findings.md, "nng's pipeline"), read in nng 1.5.2's source.
NNG_PIPELINE = (
    "Why nng gains little from requests in flight (16 in flight ÷ 1 at 2 workers × 64 B: zmq 10×, nanomsg 8×, "
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
    peak_part(doc, ds)
    kn = knees(ds.capacity, p99_bound_us(ds))
    if not kn:
        return []
    knee_part(doc, ds, kn)
    return knee_figures(ds, kn)


def peak_part(doc, ds) -> None:
    """The peak forwarding rate of each library's broker, and whether raw's is ahead."""
    best = peaks(ds.capacity)
    if not best:
        return
    doc.heading("Peak forwarding rate", 3)
    rows = []
    for lib in lib_order(ds, ds.capacity):
        for (l, tr, size), v in sorted(best.items(), key=lambda kv: (kv[0][1], kv[0][2])):
            if l == lib:
                rows.append([lib, v["version"], tr.upper(), f"{size} B", f"{v['workers']} × {v['inflight']}",
                             fmt_k(v["forwarded_per_s"]), "–" if v["cpu_us"] is None else f"{v['cpu_us']:.2f}",
                             "–" if v["util"] is None else f"{v['util']:.2f}", v["saturated"] or "–"])
    doc.table(["library", "version", "transport", "size", "workers × in flight", "forwarded msgs/s (median)",
               "broker CPU µs/msg", "broker CPU (cores)", "saturated"], rows, "lllllrrrl")
    doc.para(floor_sentence(best))
    if any(lib.startswith("nng") for lib, _, _ in best):
        doc.para(NNG_PIPELINE)


def knee_part(doc, ds, kn: dict) -> None:
    """The table of each library's knee of the offered rate."""
    bound = p99_bound_us(ds)
    start = float((ds.meta.get("settings", {}).get("find_capacity") or {}).get("start_rate", 0))
    doc.heading("The sustainable rate: the knee", 3)
    doc.para(f"Open loop, latency from each request's intended send time. The offered rate (all workers together) "
             f"grows step by step; a library's climb ends at the first step where it achieves under "
             f"{KNEE_ACHIEVED:.0%} of it or its p99 passes {bound / 1000:g} ms, {MISSES_TO_END} steps in a row "
             f"(one stall of this shared machine can spoil a single step). The knee is the last step it "
             f"held before them (median over the trials; each trial's in brackets).")
    doc.table(["library", "transport", "size", "workers", "knee: offered requests/s", "what ended the climb",
               "isolated misses passed"],
              [[k[0], k[1].upper(), f"{k[2]} B", str(k[3]), f"{knee_text(v['median'], start)} ("
                + ", ".join(knee_text(x, start) for x in v["knees"]) + ")",
                "; ".join(sorted(set(v["ended"]))) or "–", str(v["isolated"])]
               for k, v in sorted(kn.items(), key=lambda kv: (kv[0][1], kv[0][2], -kv[1]["median"]))],
              "lllrrlr")


def knee_figures(ds, kn: dict) -> list:
    """Per transport: p50 and p99 against the offered rate, a panel per size, a colour per library."""
    figures = []
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


def floor_sentence(best: dict[tuple, dict]) -> str:
    """Whether each floor's broker (raw on epoll, raw@uring on io_uring) is ahead of every library's on peak rate
    and CPU per message."""
    out = []
    floors = sorted({k[0] for k in best if is_floor(k[0])})
    for tr, size in sorted({(k[1], k[2]) for k in best}):
        libs = {k[0]: v for k, v in best.items() if k[1:] == (tr, size) and not is_floor(k[0])}
        for name in floors:
            raw = best.get((name, tr, size))
            if raw and libs:
                out.append(one_floor(f"{tr.upper()} {size} B", name, raw, libs))
    return " ".join(out)


def one_floor(where: str, name: str, raw: dict, libs: dict[str, dict]) -> str:
    faster = [lib for lib, v in libs.items() if v["forwarded_per_s"] >= raw["forwarded_per_s"]]
    cheaper = [lib for lib, v in libs.items() if v["cpu_us"] is not None and raw["cpu_us"] is not None
               and v["cpu_us"] <= raw["cpu_us"]]
    if not faster and not cheaper:
        return f"{where}: {name}'s broker (the floor) is ahead of every library's on rate and CPU per message."
    return (f"{where}: {name}'s broker is not ahead of " + ", ".join(sorted(set(faster + cheaper)))
            + (f" on rate ({', '.join(faster)})" if faster else "")
            + (f" on CPU per message ({', '.join(cheaper)})" if cheaper else "")
            + (": the saturated side was " + ", ".join(sorted({v['saturated'] or 'unknown'
                                                               for v in [raw, *libs.values()]}))
               + " — where the broker is not what ran out, the rate measures the workers, not the "
                 "broker (docs/capacity.md)") + ".")
