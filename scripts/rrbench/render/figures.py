"""Which figures a results folder gets, as plot.py figures. One general shape
per kind: a metric against size or workers (one line per other axis, one
panel per library), and ratio heatmaps over size x workers."""

from __future__ import annotations

import itertools

from ..analysis.scores import FLOOR, is_floor, GRISCHA_USES, Ratio, ratio, topology_for_advice
from ..analysis.dataset import Dataset
from .plot import COLOURS, HeatCell, HeatFigure, HeatPanel, Line, LineFigure, LinePanel
from ..core.units import size_label

# (column prefix, axis label, label in names)
MSGS = ("msgs_per_s", "round trips per second", "msgs")
MIB = ("mib_per_s", "request payload MiB/s", "mib")
P50 = ("p50_us", "round-trip latency (µs)", "p50")
P99 = ("p99_us", "round-trip latency (µs)", "p99")


def point_line(ds: Dataset, title: str, colour: str, metric: str, keys: list[tuple], xs: list[int],
               dashed: bool = False) -> Line:
    """One line: the metric's median (and interval) at each key, and where every trial failed;
    keys and xs pair up."""
    pts, failed = [], []
    for key, x in zip(keys, xs):
        p = ds.point(*key)
        if p and p.get(f"{metric}_median") not in (None, ""):
            lo, hi = p.get(f"{metric}_ci_low"), p.get(f"{metric}_ci_high")
            pts.append((x, float(p[f"{metric}_median"]), float(lo) if lo not in (None, "") else None,
                        float(hi) if hi not in (None, "") else None))
        elif p and not p["n"]:
            failed.append(x)
    return Line(title, pts, colour, dashed, failed)


def against(ds: Dataset, lib: str, transport: str, topology: str, x_axis: str, metrics: list[tuple]) -> LinePanel:
    """A panel: metric(s) against x_axis ('size' or 'workers'), one line per value of the other axis."""
    other = "workers" if x_axis == "size" else "size"
    xs = ds.values(x_axis)
    lines = []
    for i, ov in enumerate(ds.values(other)):
        keys = [(lib, transport, topology, x, ov) if x_axis == "size" else (lib, transport, topology, ov, x)
                for x in xs]
        name = f"{ov} workers" if other == "workers" else size_label(ov)
        for j, (metric, _, short) in enumerate(metrics):
            title = name if len(metrics) == 1 else f"{name} {short}"
            line = point_line(ds, title, COLOURS[i % len(COLOURS)], metric, keys, xs, dashed=j > 0)
            if j > 0:
                line.failed_x = []  # one cross per failed point is enough
            lines.append(line)
    return LinePanel(lib, lines)


def xtics(ds: Dataset, axis: str) -> list[tuple[str, float]]:
    return [(size_label(v) if axis == "size" else str(v), v) for v in ds.values(axis)]


def line_figures(ds: Dataset) -> list[tuple[LineFigure, str]]:
    """(figure, caption) for every transport and topology."""
    out = []
    for topology, transport in itertools.product(ds.values("topology"), ds.values("transport")):
        where = f"{transport.upper()}, {topology}"
        tag = f"{transport}_{topology}"
        libs = ds.values("lib")
        for (metric, ylabel, short), x_axis in ((MSGS, "size"), (MIB, "size"), (MSGS, "workers")):
            panels = [against(ds, lib, transport, topology, x_axis, [(metric, ylabel, short)]) for lib in libs]
            what = "Throughput" if metric == "msgs_per_s" else "Payload throughput"
            fig = LineFigure(f"{short}_vs_{x_axis}_{tag}", f"{what} against {label(x_axis)} ({where})",
                             axis_label(x_axis), ylabel, panels, xtics(ds, x_axis))
            out.append((fig, f"{what} ({ylabel}) against {label(x_axis)}, one line per "
                             f"{'worker count' if x_axis == 'size' else 'message size'}, {where}."))
        for x_axis in ("size", "workers"):
            panels = [against(ds, lib, transport, topology, x_axis, [P50, P99]) for lib in libs]
            fig = LineFigure(f"latency_vs_{x_axis}_{tag}", f"Latency p50 (solid) and p99 (dashed) against "
                             f"{label(x_axis)} ({where})", axis_label(x_axis), P50[1], panels, xtics(ds, x_axis))
            out.append((fig, f"Round-trip latency, median (solid) and 99th percentile (dashed), against "
                             f"{label(x_axis)}, {where}."))
    return out


def label(axis: str) -> str:
    return "message size" if axis == "size" else "workers"


def axis_label(axis: str) -> str:
    return "payload size per message" if axis == "size" else "workers"


def overview(ds: Dataset, size: int) -> LineFigure:
    """The headline: every library against workers at one size, one panel per transport."""
    topology = topology_for_advice(ds)
    xs = ds.values("workers")
    panels = []
    for transport in ds.values("transport"):
        lines = [point_line(ds, lib, COLOURS[i % len(COLOURS)], "msgs_per_s",
                            [(lib, transport, topology, size, c) for c in xs], xs, dashed=is_floor(lib))
                 for i, lib in enumerate(ds.values("lib"))]
        panels.append(LinePanel(f"{transport.upper()}, {topology}", lines))
    return LineFigure("overview", f"Round trips per second at {size_label(size)} messages, every library",
                      axis_label("workers"), MSGS[1], panels, xtics(ds, "workers"))


def network_figure(ds: Dataset, nets: list[tuple[str, str]], topology: str, workers: int) -> LineFigure:
    """Payload MiB/s against the lab's settings (categorical x), a line per library, a panel per size."""
    xs = list(range(len(nets)))
    panels = []
    for size in ds.values("size"):
        lines = []
        for i, lib in enumerate(ds.values("lib")):
            line = Line(lib, [], COLOURS[i % len(COLOURS)], is_floor(lib))
            for x, net in zip(xs, nets):
                p = ds.point(lib, "tcp", topology, size, workers, net)
                if p and p.get("mib_per_s_median") not in (None, ""):
                    lo, hi = p.get("mib_per_s_ci_low"), p.get("mib_per_s_ci_high")
                    line.points.append((x, float(p["mib_per_s_median"]), float(lo) if lo not in (None, "") else None,
                                        float(hi) if hi not in (None, "") else None))
                elif p and not p["n"]:
                    line.failed_x.append(x)
            lines.append(line)
        panels.append(LinePanel(f"{size_label(size)}, {workers} workers", lines))
    return LineFigure("network", "Payload throughput against MTU and link rate", "network (MTU, link rate)",
                      MIB[1], panels, [(f"{m}/{r}", x) for x, (m, r) in zip(xs, nets)], logx=False)


def heat_panel(ds: Dataset, title: str, pair) -> HeatPanel:
    return ratio_panel(ds.values("size"), ds.values("workers"), title, pair)


def ratio_panel(sizes: list[int], workers_list: list[int], title: str, pair) -> HeatPanel:
    """pair(size, workers) -> (point a, point b); the cell shows a / b."""
    cells = []
    for x, size in enumerate(sizes):
        for y, workers in enumerate(workers_list):
            a, b = pair(size, workers)
            if a is None and b is None:
                continue
            r: Ratio | None = ratio(a, b)
            if r is None:
                cells.append(HeatCell(x, y, None, "failed" if (a and not a["n"]) or (b and not b["n"])
                                      else "missing"))
            else:
                cells.append(HeatCell(x, y, r.value, r.note))
    return HeatPanel(title, cells)


def heat_figure(ds: Dataset, name: str, title: str, panels: list[HeatPanel], cblabel: str) -> HeatFigure:
    return ratio_figure(ds.values("size"), ds.values("workers"), name, title, panels, cblabel)


def ratio_figure(sizes: list[int], workers: list[int], name: str, title: str, panels: list[HeatPanel],
                 cblabel: str) -> HeatFigure:
    return HeatFigure(name, title, axis_label("size"), axis_label("workers"), [size_label(s) for s in sizes],
                      [str(c) for c in workers], panels, cblabel)


SIGNIFICANCE = "n.s.: 95 % intervals overlap"


def heat_figures(ds: Dataset) -> list[tuple[HeatFigure, str]]:
    out = []
    libs, transports, topologies = ds.values("lib"), ds.values("transport"), ds.values("topology")
    for topology in topologies:
        if {"tcp", "ipc"} <= set(transports):
            panels = [heat_panel(ds, lib, lambda s, c, lib=lib: (ds.point(lib, "ipc", topology, s, c),
                                                                   ds.point(lib, "tcp", topology, s, c)))
                      for lib in libs]
            out.append((heat_figure(ds, f"heat_ipc_over_tcp_{topology}",
                                    f"IPC speed-up over TCP, {topology} ({SIGNIFICANCE})", panels,
                                    "IPC / TCP round trips/s"),
                        f"IPC ÷ TCP round trips per second per library, {topology}; above 1 (blue): IPC faster."))
        for a, b in library_pairs(libs):
            panels = [heat_panel(ds, t.upper(), lambda s, c, t=t: (ds.point(a, t, topology, s, c),
                                                                   ds.point(b, t, topology, s, c)))
                      for t in transports]
            out.append((heat_figure(ds, f"heat_{a}_over_{b}_{topology}", f"{a} ÷ {b}, {topology} ({SIGNIFICANCE})",
                                    panels, f"{a} / {b} round trips/s"),
                        f"{a} ÷ {b} round trips per second, {topology}; above 1 (blue): {a} faster."))
        if FLOOR in libs:
            panels = [heat_panel(ds, f"{lib} {t.upper()}", lambda s, c, lib=lib, t=t: (
                ds.point(lib, t, topology, s, c), ds.point(FLOOR, t, topology, s, c)))
                for lib in libs if not is_floor(lib) for t in transports]
            if panels:
                out.append((heat_figure(ds, f"heat_fraction_of_raw_{topology}",
                                        f"Fraction of the raw-socket floor, {topology} ({SIGNIFICANCE})", panels,
                                        "library / raw round trips/s"),
                            f"Each library's round trips per second as a fraction of raw sockets', {topology}; "
                            f"1 = as fast as the floor."))
    if {"broker", "direct"} <= set(topologies):
        panels = [heat_panel(ds, f"{lib} {t.upper()}", lambda s, c, lib=lib, t=t: (
            ds.point(lib, t, "broker", s, c), ds.point(lib, t, "direct", s, c))) for lib in libs for t in transports]
        out.append((heat_figure(ds, "heat_broker_cost", f"Broker cost: brokered ÷ direct ({SIGNIFICANCE})", panels,
                                "broker / direct round trips/s"),
                    "Brokered ÷ direct round trips per second; below 1 (red) is what the broker costs."))
    return out


def library_pairs(libs: list[str]) -> list[tuple[str, str]]:
    """Every pair of libraries (not the floor), Grischa's current library first."""
    cand = sorted((lib for lib in libs if not is_floor(lib)), key=lambda lib: (lib != GRISCHA_USES, libs.index(lib)))
    return list(itertools.combinations(cand, 2))
