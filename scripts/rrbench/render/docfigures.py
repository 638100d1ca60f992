"""Figures in README.md and docs/ that come from a committed results folder, generated from it.

A figure is marked where it stands, inline or over several lines:

    <!--g NAME FOLDER [ARG]-->the generated text<!--/g-->

`scripts/docs-figures` rewrites every marked figure from its folder; `--check`
rewrites nothing and names every figure that no longer matches (exit 1), so a
test notices when the docs and the results drift apart. The generators below
read a folder the way the report does (dataset.py), so a figure says what the
folder's report says; docfacts.py has the figures a sentence quotes, and the
computations on the project's own code a figure may come from instead of a
folder (`<!--g NAME ARG...-->`, no folder: the seeded simulation of the
decision rule, the t-quantiles)."""

from __future__ import annotations

import math
import re
import statistics
from pathlib import Path

from ..analysis import brokers
from ..analysis import capacity as cap
from ..analysis import churn
from ..analysis import moves
from ..analysis import profile as prof
from ..analysis import scale
from ..analysis import scores as an
from ..analysis import sequential
from ..analysis.dataset import Dataset
from ..core.units import size_label
from . import brokers as brokers_section
from . import capacity as capacity_section
from . import profile as profile_section
from . import scale as scale_section
from . import settled as settled_section
from . import docfacts
from .doc import Doc, to_markdown
from .docfacts import FigureError, load, twins
from .moves import cell
from .report import REGION_HEADER, region_rows
from .report import answer as region_answer
from ..workloads.point import POINT_COLUMNS
from ..workloads.reqrep import ReqRep

MARK = re.compile(r"<!--g (?P<args>[^>]*?)-->(?P<text>.*?)<!--/g-->", re.S)


def answer(folder: Path, churn: Path | None = None) -> str:
    """The report's first-screen sentence for a rounds folder (settings from the churn folder, if named)."""
    ds = load(folder)
    if not ds.rounds:
        raise FigureError(f"{folder}: no rounds in it, no answer to give")
    return moves.answer(ds, load(churn) if churn else None)


def reqrep_answer(folder: Path) -> str:
    """The first paragraph of the report's request-reply answer (default region)."""
    ds = load(folder)
    region = an.Region()
    verdicts = [v for t in region.transports if (v := an.verdict(ds, region, t)) is not None]
    return region_answer(ds, region, verdicts)[0]


def region_table(folder: Path, transport: str) -> str:
    """The report's request-reply region table for one transport (default region)."""
    v = an.verdict(load(folder), an.Region(), transport)
    if v is None:
        raise FigureError(f"{folder}: no request-reply region cells over {transport}")
    lines = ["| " + " | ".join(REGION_HEADER) + " |", "|---|---:|---:|---|---:|---:|---:|---|---|"]
    return "\n".join(lines + ["| " + " | ".join(r) + " |" for r in region_rows(v)])


def moves_table(folder: Path) -> str:
    """Overhead per move, p50 / p99 ms and the budget verdict, per library × pattern and node count
    (the preferred transport, the first move time)."""
    ds = load(folder)
    dec, transport, series = moves.decide(ds)
    head = ["library", "pattern", *(f"{n} nodes: p50 / p99 ms [p99 interval]" for n in dec.nodes)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * 2 + "---:|" * len(dec.nodes)]
    for s in series:
        cells = []
        for n in dec.nodes:
            verdict = dec.verdicts.get((s.label(), n)) if not moves.is_floor(s.lib) else None
            cells.append(cell(s, n, verdict).replace(" †", ""))
        floor = " (floor)" if moves.is_floor(s.lib) else ""
        lines.append(f"| {s.lib}{floor} | {s.pattern} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def move_time(folder: Path) -> str:
    """Back to back against a move time at each contender: overhead, scatter and gather, p50 / p99 ms."""
    ds = load(folder)
    times = ds.move_times()
    if len(times) < 2:
        raise FigureError(f"{folder}: one move time only")
    head = ["library", "nodes"] + [f"{moves.move_time_name(t)}: {what}"
                                   for t in times for what in ("overhead", "scatter", "gather")]
    lines = ["| " + " | ".join(head) + " |", "|---|---:|" + "---:|" * (len(head) - 2)]
    lines += ["| " + " | ".join([f"{s.lib} {s.pattern}", str(n), *cells]) + " |"
              for s, n, cells in moves.move_time_rows(ds)]
    return "\n".join(lines)


def move_time_ratio(folder: Path, lib: str) -> str:
    """'1.9× at p50 and 1.7× at p99': a move's overhead with the longest move time over back to back."""
    ds = load(folder)
    times = ds.move_times()
    s = next((x for x in moves.all_series(ds, times[0]) if x.lib == lib), None)
    if s is None or len(times) < 2:
        raise FigureError(f"{folder}: no {lib} at two move times")
    n = max(s.points)
    a, b = ds.rounds_point(s.pattern, lib, s.transport, n, times[0]), ds.rounds_point(s.pattern, lib, s.transport, n,
                                                                                     times[-1])
    r = [moves.number(b, f"{c}_us_median") / moves.number(a, f"{c}_us_median") for c in ("p50", "p99")]
    return f"{r[0]:.1f}× at p50 and {r[1]:.1f}× at p99"


def raw_ahead(folder: Path, libs: str) -> str:
    """'2.2 – 4.6×': raw's round trips/s over each of `libs`' at every request-reply point both ran
    (one in flight, medians over the trials)."""
    ds = load(folder)
    wanted = libs.split(",")
    ratios = []
    for s in ds.points.values():
        if (s["workload"] != ReqRep.name or s["lib"] not in wanted or s["inflight"] != "1"
                or not s.get("msgs_per_s_median")):
            continue
        raw = ds.point(an.FLOOR, s["transport"], s["topology"], int(s["size"]), int(s["workers"]))
        if raw and raw.get("msgs_per_s_median"):
            ratios.append(float(raw["msgs_per_s_median"]) / float(s["msgs_per_s_median"]))
    if not ratios:
        raise FigureError(f"{folder}: no point where raw and {libs} both ran")
    return f"{min(ratios):.1f} – {max(ratios):.1f}×"


def floor_table(folder: Path) -> str:
    """Round trips/s per request-reply point, raw first, each library with its fraction of raw
    (medians over the trials)."""
    ds = load(folder)
    libs = [lib for lib in ds.values("lib") if not an.is_floor(lib)]
    keys = sorted({(int(r["workers"]), int(r["size"]), r["transport"], r["topology"]) for r in ds.rows},
                  key=lambda k: (k[0], k[1], ds.values("transport").index(k[2]), ds.values("topology").index(k[3])))
    lines = ["| point | raw | " + " | ".join(libs) + " |", "|---|---|" + "---|" * len(libs)]
    for workers, size, transport, topology in keys:
        raw = ds.point(an.FLOOR, transport, topology, size, workers)
        base = moves.number(raw, "msgs_per_s_median")
        cells = [f"{base:,.0f}" if base else "–"]
        for lib in libs:
            v = moves.number(ds.point(lib, transport, topology, size, workers), "msgs_per_s_median")
            cells.append("–" if v is None else f"{v:,.0f}" + (f" ({v / base:.2f})" if base else ""))
        lines.append(f"| {workers} × {size} B, {transport}, {topology} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def versions_table(folder: Path, *columns: str) -> str:
    """Round trips/s per request-reply point (TCP first, then workers, then size): for each column
    'A:B' two builds of one library and B ÷ A, for each plain 'LIB' that library (medians)."""
    ds = load(folder)
    head, cols = ["point"], []
    for c in columns:
        if ":" in c:
            a, b = c.split(":")
            head += [f"{a} {NAMED_VERSION.get(a, a)}", f"{b.split('-')[0]} {b.split('-')[-1]}", "÷"]
            cols.append((a, b))
        else:
            head.append(c)
            cols.append((c,))
    keys = sorted({(r["transport"], int(r["workers"]), int(r["size"])) for r in ds.rows if r["inflight"] == "1"},
                  key=lambda k: (ds.values("transport").index(k[0]), k[1], k[2]))
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    for transport, workers, size in keys:
        def rate(lib):
            return moves.number(ds.point(lib, transport, "broker", size, workers), "msgs_per_s_median")
        cells = []
        for c in cols:
            vals = [rate(lib) for lib in c]
            cells += ["–" if v is None else f"{v:,.0f}" for v in vals]
            if len(c) == 2:
                cells.append(f"{vals[1] / vals[0]:.2f}" if None not in vals else "–")
        lines.append(f"| {transport.upper()} {workers} × {size_label(size)} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def lib_label(ds, lib: str) -> tuple[str, str]:
    """('zmq', '4.3.5') for the variant zmq-4.3.5; (lib, its version) otherwise."""
    version = ds.meta.get("libraries", {}).get(lib, {}).get("version", "")
    if an.is_floor(lib):
        return lib, "–"  # no library: its 'version' is the kernel's
    if "-" in lib:  # a variant, named by the build it is; say so where its header says otherwise
        name, built = lib.split("-", 1)
        return name, built + (f" (its header says {version})" if version and version != built else "")
    return lib, version


def peak_table(folder: Path) -> str:
    """The pinned broker's peak per library: forwarded messages/s and broker CPU per message at each
    size, and which side saturated (medians of the trials)."""
    ds = load(folder)
    best = cap.peaks(ds.capacity)
    sizes = sorted({size for _, _, size in best})
    head = ["library", "version"] + [c for size in sizes for c in (f"{size} B: forwarded msgs/s", "broker CPU µs/msg")]
    lines = ["| " + " | ".join(head + ["saturated"]) + " |", "|---|---|" + "---:|" * (2 * len(sizes)) + "---|"]
    for lib in cap.lib_order(ds, ds.capacity):
        name, version = lib_label(ds, lib)
        cells, sat = [], []
        for size in sizes:
            v = next((e for (l, _, sz), e in best.items() if l == lib and sz == size), None)
            cells += ["–", "–"] if v is None else [cap.fmt_k(v["forwarded_per_s"]),
                                                    "–" if v["cpu_us"] is None else f"{v['cpu_us']:.2f}"]
            sat.append(v["saturated"] if v and v["saturated"] else "–")
        lines.append(f"| {name} | {version} | " + " | ".join(cells) + f" | {' / '.join(dict.fromkeys(sat))} |")
    return "\n".join(lines)


def capacity_floors(folder: Path) -> str:
    """Whether each floor's broker (raw, raw@uring) is ahead of every library's at its peak (the report's words)."""
    text = capacity_section.floor_sentence(cap.peaks(load(folder).capacity))
    if not text:
        raise FigureError(f"{folder}: no floor's peak beside a library's")
    return text


def knee_table(folder: Path) -> str:
    """The offered rate each library held per size: the median of its climbs, each climb's knee in brackets."""
    ds = load(folder)
    kn = cap.knees(ds.capacity, cap.p99_bound_us(ds))
    sizes = sorted({k[2] for k in kn})
    lines = ["| library | " + " | ".join(f"{s} B" for s in sizes) + " |", "|---|" + "---|" * len(sizes)]
    for lib in cap.lib_order(ds, ds.capacity):
        name, version = lib_label(ds, lib)
        cells = []
        for size in sizes:
            k = next((v for key, v in kn.items() if key[0] == lib and key[2] == size), None)
            cells.append("–" if k is None else f"{cap.fmt_k(k['median'])} ("
                         + ", ".join(cap.fmt_k(x) for x in k["knees"]) + ")")
        lines.append(f"| {name} {version if version != '–' else ''}".rstrip() + " | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def churn_table(folder: Path, workload: str, transport: str, pattern: str) -> str:
    """Per library and liveness setting, each churn scenario's outcome over the trials (the report's cells)."""
    ds = load(folder)
    cs = {k: c for k, c in churn.cells(ds).items() if k[0] == workload and k[3] == transport and k[2] == pattern}
    if not cs:
        raise FigureError(f"{folder}: no {workload} {pattern} churn over {transport}")
    scenarios = [sc for sc in churn.SCENARIOS if any(k[5] == sc for k in cs)]
    lines = ["| library | liveness | " + " | ".join(scenarios) + " |", "|---|---|" + "---|" * len(scenarios)]
    for lib in churn.order(ds, "lib"):
        for liveness in ("off", "on"):
            if not any(k[1] == lib and k[4] == liveness for k in cs):
                continue
            cells = [cs[k].text() if (k := (workload, lib, pattern, transport, liveness, sc)) in cs else "–"
                     for sc in scenarios]
            lines.append(f"| {lib} | {liveness} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


NAMED_VERSION = {"zmq": "4.3.4", "nng": "1.5.2"}  # Debian's builds, as the versions folder names them


def runs(folder: Path) -> str:
    """'135 runs, 30 failed'."""
    ds = load(folder)
    failed = [r for r in ds.all_rows if r["status"] != "ok"]
    return f"{len(ds.all_rows)} runs, {len(failed)} failed"


def cv_p99(folder: Path) -> str:
    """The median, over the rounds points, of the p99's coefficient of variation across trials."""
    ds = load(folder)
    groups: dict[tuple, list[float]] = {}
    for r in ds.rounds:
        if r["status"] == "ok" and r.get("p99_us"):
            groups.setdefault((r["lib"], r["pattern"], r["transport"], r["nodes"], r["compute_s"]), []).append(
                float(r["p99_us"]))
    cvs = [statistics.stdev(v) / statistics.mean(v) for v in groups.values() if len(v) >= 2]
    if not cvs:
        raise FigureError(f"{folder}: no rounds point with two trials")
    return f"{statistics.median(cvs):.2f}"


def tables_of(folder: Path, part) -> str:
    """The Markdown tables a report part writes for the folder (its prose left out)."""
    ds = load(folder)
    doc = Doc("")
    part(doc, ds)
    tables = Doc("")
    tables.blocks = [b for b in doc.blocks if b[0] == "table"]
    if not tables.blocks:
        raise FigureError(f"{folder}: nothing for this figure (no broker CPU per move, games or hostings)")
    return to_markdown(tables).split("\n", 2)[2].strip()


def scale_table(folder: Path) -> str:
    """The broker's CPU per move at each N, its fit, moves/s per core and the nodes one core carries."""
    return tables_of(folder, lambda doc, ds: scale_section.table(doc, ds, scale.measured(ds),
                                                                   sorted({n for c in scale.measured(ds)
                                                                           for n in c.counts()})))


def roles_table(folder: Path) -> str:
    """Each role's CPU per move: broker, nodes, controller."""
    return tables_of(folder, lambda doc, ds: scale_section.roles_table(
        doc, scale.measured(ds), sorted({n for c in scale.measured(ds) for n in c.counts()})))


def brokers_table(folder: Path, which: str = "cpu") -> str:
    """Past one broker: the busiest and every broker's CPU per move and the nodes within the budget (cpu),
    or what else a move cost (costs), or one broker of K restarting (restarts)."""
    parts = {"cpu": lambda doc, ds: brokers_section.steady_part(doc, ds, brokers.spreads(ds)),
             "restarts": brokers_section.restarts_part}
    if which not in (*parts, "costs"):
        raise FigureError(f"brokers-table: '{which}' is not cpu, costs or restarts")
    tables = tables_of(folder, parts["restarts" if which == "restarts" else "cpu"])
    return tables.split("\n\n")[1 if which == "costs" else 0] if which != "restarts" else tables


def brokers_answer(folder: Path) -> str:
    """The first screen's sentence past one broker."""
    text = brokers.answer(load(folder))
    if not text:
        raise FigureError(f"{folder}: nothing past one broker for the first screen to say")
    return text


def kernel_table(folder: Path) -> str:
    """The kernel's own cost of a move's messages, each measurement of the run (scale section)."""
    return tables_of(folder, lambda doc, ds: scale_section.kernel_part(doc, ds, scale.measured(ds)))


def floors_kernel(folder: Path) -> str:
    """'Each floor against the cheapest measurement (6.03 µs): raw pubsub 9.1 µs per node per move ..., 1.5×'."""
    ds = load(folder)
    # a run at one node count (the floor's parts) has no reach to measure, but its floors' CPU per move
    cs = scale.measured(ds) or (scale.costs(ds) if scale.isolated(ds) else [])
    text = scale_section.floors_against_kernel(ds, cs)
    if not text:
        raise FigureError(f"{folder}: no floor or no measurement of the kernel's own cost")
    return text


def saturation_table(folder: Path) -> str:
    return tables_of(folder, scale_section.validation_section)


def hosting_table(folder: Path) -> str:
    return tables_of(folder, scale_section.hosting_section)


def layouts_table(folder: Path) -> str:
    """Two hosts against loopback (--hosts-layout): each contender's broker core per node per move both ways
    and their ratio with its interval (the report's table)."""
    return tables_of(folder, scale_section.layouts_section)


def layout_figure(folder: Path, what: str, names: str) -> str:
    """A figure of two hosts against loopback for LIB:PATTERN[/NODES],... (every node count without /NODES),
    the range over them where several: ratio (the core's busy time two hosts / loopback, medians of the
    paired trials), rx (packets the broker received per node per move on two hosts), rxpath (the TCP receive
    path its CPU ran, µs per node per move, profiled: loopback / two hosts)."""
    pairs = scale.layouts(load(folder))
    chosen = []
    for name in names.split(","):
        who, _, nodes = name.partition("/")
        lib, _, pattern = who.partition(":")
        found = [p for p in pairs if (p.lib, p.pattern) == (lib, pattern) and (not nodes or p.nodes == int(nodes))]
        if not found:
            raise FigureError(f"{folder}: no pair of layouts for {name}")
        chosen += found
    if what == "ratio":
        return span_text([p.ratio(scale.LAYOUT_COST)[0] for p in chosen], "{:.2f}", "×")
    if what == "rx":
        rx = [p.medians(scale.TWO_HOSTS, "broker_rx_packets_per_round") / p.nodes for p in chosen]
        return span_text(rx, "{:.1f}")
    if what == "rxpath":
        return " and ".join(f"{p.medians(scale.LOOPBACK, 'profile_loopback_us_per_round') / p.nodes:.1f} / "
                            f"{p.medians(scale.TWO_HOSTS, 'profile_loopback_us_per_round') / p.nodes:.1f} µs"
                            for p in chosen)
    raise FigureError(f"layout-figure: what is one of ratio, rx, rxpath, not {what!r}")


def span_text(values: list[float], fmt: str, unit: str = "") -> str:
    """'1.59×' for one value, '1.59 – 1.94×' for several."""
    lo, hi = fmt.format(min(values)), fmt.format(max(values))
    return f"{lo}{unit}" if lo == hi else f"{lo} – {hi}{unit}"


def broker_answer(folder: Path) -> str:
    """The first screen's sentence on what one broker core carries."""
    text = scale.answer(load(folder))
    if not text:
        raise FigureError(f"{folder}: no broker CPU per move at two node counts")
    return text


def per_message(folder: Path, what: str = "list") -> str:
    """'at 4,096 nodes: raw 6.5 µs, zmq 9.3, czmq 9.5 – 9.7, …': the broker's CPU per message it forwarded at
    the largest node count measured, per library (the range over its patterns), cheapest first; with
    `ratio` the dearest over the cheapest ('2.2×')."""
    ds = load(folder)
    costs = scale.measured(ds)
    if not costs:
        raise FigureError(f"{folder}: no broker CPU per move")
    top = max(n for c in costs for n in c.broker)
    by: dict[str, dict[str, list[float]]] = {}
    for r in ds.rounds:
        v = scale.number(r, "broker_cpu_us_per_msg")
        if r["status"] == "ok" and v is not None and int(r["nodes"]) == top and r["hosting"] == ds.hosting:
            by.setdefault(r["lib"], {}).setdefault(r["pattern"], []).append(v)
    spans = sorted((min(ms), max(ms), lib) for lib, pats in by.items()
                   for ms in [[statistics.median(vs) for vs in pats.values()]])
    if what == "ratio":
        return f"{max(hi for _, hi, _ in spans) / spans[0][0]:.1f}×"
    parts = [f"{lib} {lo:.1f}" + (f" – {hi:.1f}" if f"{hi:.1f}" != f"{lo:.1f}" else "") for lo, hi, lib in spans]
    parts[0] += " µs"
    return f"at {top:,} nodes: " + ", ".join(parts)


def nodes_ratio(folder: Path, libs: str) -> str:
    """'0.58 – 0.86': the nodes' CPU per move over the broker's (medians) at 1,024 nodes and more, for `libs`
    (comma-separated), every pattern."""
    ratios = [statistics.median(c.nodes_cpu[n]) / statistics.median(c.broker[n])
              for c in scale.measured(load(folder)) if c.lib in libs.split(",")
              for n in c.broker if n >= 1024 and c.nodes_cpu.get(n)]
    if not ratios:
        raise FigureError(f"{folder}: no nodes' and broker's CPU per move for {libs} at 1,024 nodes or more")
    return f"{min(ratios):.2f} – {max(ratios):.2f}"


def peak_cpu(folder: Path, lib: str) -> str:
    """'1.19': the pinned broker's CPU µs per forwarded message at its peak, smallest size (peak_table's cell)."""
    ds = load(folder)
    best = cap.peaks(ds.capacity)
    cells = sorted((size, e["cpu_us"]) for (l, _, size), e in best.items() if l == lib and e["cpu_us"] is not None)
    if not cells:
        raise FigureError(f"{folder}: no pinned broker CPU per message for {lib}")
    return f"{cells[0][1]:.2f}"


def a_against_a(folder: Path) -> str:
    """A folder of the same library twice (a make variant of one version; a product with a kept and with a
    fresh server, PRODUCT@fresh): each position's sequence as the rule ended it, the measured spread of its
    paired log-ratio, and the simulation drawn from the pooled spread (analysis/sequential.py)."""
    ds = load(folder)
    s = ds.meta.get("settings", {})
    looks, margin = judged_at(s, folder)
    pinned = s.get("pin", {}).get("mode", "none") != "none"
    rows, sds = [], []
    for pos, na, nb, a, b in twins(ds, pinned):
        common = sorted(set(a) & set(b))
        v = sequential.compare([a[t] for t in common], [b[t] for t in common], looks, margin)
        sd = sequential.paired_sd(a, b)
        sds.append(sd) if sd is not None else None
        iv = f"{v.interval.ratio:.2f} [{v.interval.low:.2f}–{v.interval.high:.2f}]" if v.interval else "–"
        rows.append([settled_section.position_label(pos), f"{na} / {nb}", v.state, str(v.trials), iv,
                     f"{sd:.3f}" if sd is not None else "–"])
    doc = Doc("")
    doc.table(["position", "A / A", "verdict", "trials", "ratio [interval]", "sd of ln(a/b)"], rows, "llllrr")
    pooled = math.sqrt(statistics.fmean(x * x for x in sds)) if sds else 0.0
    ends = sequential.simulate(pooled, looks, margin)
    n = sum(ends.values())
    real_apart = sum(r[2] == sequential.APART for r in rows)
    return (to_markdown(doc).split("\n", 2)[2].strip() + "\n\n"
            + f"{len(rows)} real sequences: {len(rows) - real_apart} read no difference ({real_apart} apart). "
            f"Simulated from their pooled spread (sd {pooled:.3f}), {n:,} sequences: {ends[sequential.APART]} "
            f"apart ({ends[sequential.APART] / n:.1%}), {ends[sequential.TIE]} tied, {ends[sequential.UNSETTLED]} "
            f"unsettled at {looks[-1]} trials.")


def judged_at(s: dict, folder: Path) -> tuple[tuple[int, ...], float]:
    """The looks and margin a folder's sequences are judged at: its own (--looks), or, swept with a fixed
    number of interleaved trials (--trials N: none stopped early, so each sequence the rule would have seen
    is the first trials of it), the rule's looks up to N and its margin. A fixed count serves where the
    sweep's own would stop a contender early for the move's budget (over it by its whole interval), which
    says nothing of two builds against each other."""
    if s.get("looks"):
        return tuple(s["looks"]), float(s["margin"])
    looks = tuple(k for k in sequential.LOOKS if k <= int(s.get("trials") or 0))
    if not looks:
        raise FigureError(f"{folder}: not swept until settled (--looks), nor {sequential.LOOKS[0]} trials or more")
    return looks, sequential.MARGIN


def whole_answer(folder: Path) -> str:
    """A staged run's first screen (make sweep): its sentence and its table, as RUN/report.md has them."""
    from ..analysis import answer as whole
    from .answer import sentence, table_header, table_rows
    run = docfacts.run(folder)
    lines = whole.lines(run)
    doc = Doc("")
    doc.table(table_header(run), table_rows(lines), "lrrrll")
    left = run.meta.get("left_out") or {}
    said = ("\n\nNot in this run: " + "; ".join(f"{lib} ({why})" for lib, why in sorted(left.items())) + ".") \
        if left else ""
    return sentence(run, lines) + "\n\n" + to_markdown(doc).split("\n", 2)[2].strip() + said


def contender_lines(folder: Path, lib: str) -> str:
    """A staged run's table lines of one library, in words, beside the first line that is not the floor
    (its leader): what one broker core carries, the move's p99 at 100 nodes, past one broker, churn."""
    from ..analysis import answer as whole
    from ..analysis.scores import is_floor
    lines = whole.lines(docfacts.run(folder))
    mine = [ln for ln in lines if ln.lib == lib]
    if not mine:
        raise FigureError(f"contender-lines: {lib} is not in {folder.name}'s answer")
    leader = next(ln for ln in lines if not is_floor(ln.lib))
    said = "; ".join(f"{ln.name}: one broker core carries {ln.reach} nodes, a move's p99 at 100 nodes {ln.move}, "
                     f"past one broker {ln.past}, churn (liveness on) {ln.churn}" for ln in mine)
    return f"{said} (the leader, {leader.name}: {leader.reach})."


def server_pairs(folder: Path) -> str:
    """Each product's server variant (PRODUCT@SUFFIX, scripts/servers-today) against the product as Debian
    ships it, at every position both ran: the ratio variant / Debian of the compared figure (the broker's
    CPU per move when pinned), its interval and the sequential verdict, the trials it took; then the nodes
    one broker core carries with each (a pinned folder)."""
    ds = load(folder)
    s = ds.meta.get("settings", {})
    looks = tuple(s.get("looks") or (ds.trials(),))
    margin = float(s.get("margin") or sequential.MARGIN)
    pinned = s.get("pin", {}).get("mode", "none") != "none"
    versions = {lib: v.get("version", "") for lib, v in ds.meta.get("libraries", {}).items()}
    rows = []
    for pos, trials in sorted(sequential.by_position(ds.all_rows, POINT_COLUMNS, pinned).items()):
        for name, values in sorted(trials.items()):
            lib, _, rest = name.partition(" ")
            # against the build it varies: the longest other contender's library its name starts with
            # (redis@valkey-9.1.2-io2 against redis@valkey-9.1.2, that one against redis)
            bases = [o for o in trials if o.partition(" ")[2] == rest and o != name
                     and lib.startswith(o.partition(" ")[0])]
            if "@" not in lib or not bases:
                continue
            base = max(bases, key=len)
            common = sorted(set(values) & set(trials[base]))
            v = sequential.compare([values[t] for t in common], [trials[base][t] for t in common], looks, margin)
            iv = f"{v.interval.ratio:.2f} [{v.interval.low:.2f}–{v.interval.high:.2f}]" if v.interval else "–"
            verdict = {sequential.APART: "lower" if v.interval and v.interval.ratio < 1 else "higher",
                       sequential.OPEN: f"unsettled (stopped at {v.trials}: out, over the budget or behind another)"
                       }.get(v.state, v.state)
            rows.append([settled_section.position_label(pos), f"{name} / {base}", iv, verdict, str(v.trials)])
    if not rows:
        raise FigureError(f"{folder}: no server variant beside its product")
    doc = Doc("")
    doc.table(["position", "variant / the build it varies", "ratio [interval]", "verdict", "trials"], rows, "llrll")
    text = to_markdown(doc).split("\n", 2)[2].strip()
    if pinned:
        reach = {f"{c.lib} {c.pattern}": scale.reach(c) for c in scale.costs(ds)}
        text += "\n\nNodes one broker core carries: " + "; ".join(
            f"{name} ({versions.get(name.split()[0], '?')}) {r.short(plain=True)}"
            for name, r in reach.items() if r.fit and r.fit.reach) + "."
    else:  # the broker free on every core: what it spends per move, and on how many cores at once
        text += "\n\nThe broker's CPU per move and the cores it kept busy (medians): " + "; ".join(
            f"{lib} at {n} nodes {cpu / 1000:.1f} ms, {util:.1f} cores" for lib, n, cpu, util in broker_use(ds)) + "."
    return text


def broker_use(ds: Dataset) -> list[tuple[str, int, float, float]]:
    """(library, nodes, the broker's CPU per move in µs, its CPU utilization in cores), medians over the ok
    rounds rows."""
    groups: dict[tuple, list[dict]] = {}
    for r in ds.rounds:
        if r["status"] == "ok" and r.get("broker_cpu_us_per_round") and r.get("broker_cpu_util"):
            groups.setdefault((r["lib"], int(r["nodes"])), []).append(r)
    return [(lib, n, statistics.median(float(r["broker_cpu_us_per_round"]) for r in rs),
             statistics.median(float(r["broker_cpu_util"]) for r in rs)) for (lib, n), rs in sorted(groups.items())]


def run_facts(folder: Path) -> str:
    """A staged run's runs and wall time: '612 runs, 6 failed, in 9 min 41 s of make sweep (build 5 s,
    sweep 9 min 10 s, report 26 s)', from its stages' rows and the steps make sweep noted (steps.tsv)."""
    rows = [r for ds in docfacts.run(folder).stages.values() if ds is not None for r in ds.all_rows]
    failed = sum(r["status"] != "ok" for r in rows)
    steps = {}
    if (folder / "steps.tsv").is_file():
        for line in (folder / "steps.tsv").read_text(encoding="utf-8").splitlines():
            name, _, s = line.partition("\t")
            steps[name] = float(s)
    if not steps:
        raise FigureError(f"{folder}: no steps.tsv (not written by make sweep)")
    shown = ", ".join(f"{name} {duration(s)}" for name, s in steps.items() if name != "packages")
    return f"{len(rows):,} runs, {failed} failed, in {duration(sum(steps.values()))} of make sweep ({shown})"


def duration(seconds: float) -> str:
    s = round(seconds)
    return f"{s // 60} min {s % 60:02d} s" if s >= 60 else f"{s} s"


def profile_of(folder: Path, name: str) -> prof.Profile:
    """The profile of 'LIB:PATTERN' (or 'LIB:PATTERN/NODES') in a folder swept with --profile-broker."""
    p = prof.find(load(folder), name)
    if p is None:
        raise FigureError(f"{folder}: no profiled {name} (swept with --profile-broker?)")
    return p


def profile_table(folder: Path) -> str:
    """Where each profiled broker's CPU per move goes: each part, the counts per move, with perf attached."""
    profiles = [p for p in prof.profiles(load(folder)) if p.profiled]
    if not profiles:
        raise FigureError(f"{folder}: no broker profiled by perf (--profile-broker)")
    lines = ["| " + " | ".join(profile_section.HEADER) + " |", "|---|" + "---:|" * (len(profile_section.HEADER) - 1)]
    return "\n".join(lines + ["| " + " | ".join(r) + " |" for r in profile_section.rows(profiles)])


def profile_value(p: prof.Profile, what: str, folder: Path) -> tuple[float, str]:
    """One figure of a profile (profile-figure's WHAT) and its unit: cpu, with-perf, perf-cost, us:PARTS,
    share:PARTS, rest:PARTS (the CPU outside them), syscalls, sleeps, wakeups, more:CONTENDER (% more CPU
    per node per move than that one's)."""
    kind, _, arg = what.partition(":")
    keys = arg.split("+") if arg else []
    values = {"cpu": (p.cpu, ""), "with-perf": (p.with_perf, ""), "syscalls": (p.syscalls, ""),
              "sleeps": (p.sleeps, ""), "wakeups": (p.wakeups, ""),
              "perf-cost": (None if p.perf_cost() is None else 100 * p.perf_cost(), " %"),
              "us": (p.us(keys), ""), "share": (None if p.share(keys) is None else 100 * p.share(keys), " %"),
              "rest": (None if p.share(keys) is None else 100 * (1 - p.share(keys)), " %")}
    if kind == "more":
        base = profile_of(folder, arg)
        values["more"] = (100 * (p.cpu / base.cpu - 1) if p.cpu and base.cpu else None, " %")
    if kind not in values:
        raise FigureError(f"profile-figure: '{what}' is not cpu, with-perf, perf-cost, us:PARTS, share:PARTS, "
                          f"rest:PARTS, syscalls, sleeps, wakeups, more:LIB:PATTERN or vs:LIB:PATTERN")
    v, unit = values[kind]
    if v is None:
        raise FigureError(f"{folder}: {p.name} has no {what}")
    return v, unit


def figure_text(v: float, unit: str) -> str:
    if unit:
        return f"{v:.0f}"
    return f"{v:,.0f}" if v >= 100 else f"{v:.1f}" if v >= 10 else f"{v:.2f}"


def profile_figure(folder: Path, what: str, contenders: str) -> str:
    """'0.87', '40 %', '4 – 7 %': one figure of each contender's profile (LIB:PATTERN[/NODES], comma-separated),
    a range over several; vs:CONTENDER, of one: '9 % less' or '37 % more' CPU per node per move than that one's."""
    if what.startswith("vs:"):
        base, p = profile_of(folder, what[3:]), profile_of(folder, contenders)
        if not p.cpu or not base.cpu:
            raise FigureError(f"{folder}: no broker CPU per move of {p.name} and {base.name}")
        change = p.cpu / base.cpu - 1
        return f"{abs(change):.0%} {'more' if change > 0 else 'less'}".replace("%", " %")
    found = [profile_value(profile_of(folder, c), what, folder) for c in contenders.split(",")]
    texts = sorted({figure_text(v, unit) for v, unit in found}, key=float)
    unit = found[0][1]
    return (texts[0] if len(texts) == 1 else f"{texts[0]} – {texts[-1]}") + unit


def uring_defer(folder: Path) -> str:
    """'from 12.1 to 8.4 µs at 1,024 nodes (medians of 3 interleaved trials)': raw@uring's broker CPU per node per
    move without deferred task work (raw@uring-nodefer) and with it, the same run."""
    off, on = profile_of(folder, "raw@uring-nodefer:pubsub"), profile_of(folder, "raw@uring:pubsub")
    if off.nodes != on.nodes or off.cpu is None or on.cpu is None:
        raise FigureError(f"{folder}: raw@uring and raw@uring-nodefer not at one node count")
    trials = min(off.trials, on.trials)
    return (f"from {off.cpu:.1f} to {on.cpu:.1f} µs at {on.nodes:,} nodes ("
            + (f"medians of {trials} interleaved trials" if trials > 1 else "one trial") + ", the broker pinned)")


def thread_cpu(folder: Path, contender: str) -> str:
    """'at 100 nodes, medians of 3 trials: `1_scheduler` 81 %, ...; none: `2_scheduler`, ...': a broker's CPU
    by thread name over the measured rounds."""
    p = profile_of(folder, contender)
    if not p.threads:
        raise FigureError(f"{folder}: no CPU by thread for {contender}")
    trials = f"medians of {p.trials} trials" if p.trials > 1 else "one trial"
    return f"at {p.nodes:,} nodes, {trials}: {profile_section.threads_line(p)}"


GENERATORS = {"answer": answer, "a-against-a": a_against_a, "whole-answer": whole_answer, "run-facts": run_facts,
              "contender-lines": contender_lines,
              "server-pairs": server_pairs,
              "reqrep-answer": reqrep_answer, "region-table": region_table, "moves-table": moves_table,
              "move-time": move_time, "move-time-ratio": move_time_ratio, "raw-ahead": raw_ahead,
              "runs": runs, "cv-p99": cv_p99, "floor-table": floor_table,
              "versions-table": versions_table, "peak-table": peak_table, "knee-table": knee_table,
              "capacity-floors": capacity_floors,
              "churn-table": churn_table, "scale-table": scale_table, "kernel-table": kernel_table,
              "floors-kernel": floors_kernel, "roles-table": roles_table,
              "saturation-table": saturation_table, "brokers-table": brokers_table, "hosting-table": hosting_table,
              "layouts-table": layouts_table, "layout-figure": layout_figure,
              "broker-answer": broker_answer, "brokers-answer": brokers_answer,
              "per-message": per_message, "nodes-ratio": nodes_ratio, "peak-cpu": peak_cpu,
              "profile-table": profile_table, "profile-figure": profile_figure, "uring-defer": uring_defer,
              "thread-cpu": thread_cpu}


GENERATORS.update(docfacts.GENERATORS)
# What a generator's folder must hold when it is not a results folder (results.csv): a staged run's or any
# run's meta.json, scripts/harness-check's summaries.
FOLDER_HOLDS = {"whole-answer": "meta.json", "run-facts": "meta.json", "contender-lines": "meta.json",
                **docfacts.FOLDER_HOLDS}


def generate(args: str, root: Path) -> str:
    name, *rest = args.split()
    if name in docfacts.COMPUTED:  # a computation on the project's own code, no folder
        try:
            return docfacts.COMPUTED[name](*rest)
        except (TypeError, ValueError) as e:  # arguments a computation cannot take: one line, exit 2
            raise FigureError(f"figure '{name}': bad arguments {' '.join(rest) or '(none)'} ({e})") from None
    if name not in GENERATORS:
        raise FigureError(f"unknown figure '{name}' (known: {', '.join([*GENERATORS, *docfacts.COMPUTED])})")
    if not rest:
        raise FigureError(f"figure '{name}' names no results folder")
    folder = root / rest[0]
    held = FOLDER_HOLDS.get(name)
    if not (folder / "results.csv").is_file() and not (held and (folder / held).is_file()):
        raise FigureError(f"figure '{name}': {rest[0]} is not a results folder")
    more = [root / a if a.startswith("results/") else a for a in rest[1:]]  # a second folder, e.g. churn's
    return GENERATORS[name](folder, *more)


def refresh(text: str, root: Path) -> tuple[str, list[str]]:
    """The text with every figure regenerated, and the marks whose figure changed."""
    stale = []

    def one(m: re.Match) -> str:
        new = generate(m.group("args"), root)
        old = m.group("text")
        multiline = "\n" in new
        body = f"\n{new}\n" if multiline else new
        if old.strip() != new.strip():
            stale.append(m.group("args"))
        return f"<!--g {m.group('args')}-->{body}<!--/g-->"

    return MARK.sub(one, text), stale


def documents(root: Path) -> list[Path]:
    return [root / "README.md", root / "results" / "README.md", *sorted((root / "docs").glob("*.md"))]
