"""scripts/report DIR: every plot and the decision report of a results folder.

Writes DIR/plots/ (PNG, SVG and the gnuplot script of each figure),
DIR/report.md and DIR/report.html (self-contained). Everything is built in a
temporary folder inside DIR and moved into place only when all of it
succeeded, so a failed run leaves the previous report (or nothing) behind.

Exit status: 0 done, 2 bad input (one line on stderr)."""

from __future__ import annotations

import math
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from ..analysis import scores as an
from ..analysis import findings as fnd
from ..analysis import capacity, churn, moves
from ..analysis import timing
from ..analysis import scale as sc
from ..analysis.brokers import answer as brokers_answer, past_one
from ..analysis.answer import is_run, load_run
from .answer import write_run_report
from .brokers import section as brokers_section
from .capacity import section as capacity_section
from .churn import section as churn_section
from .moves import decision_figure
from .moves import section as moves_section
from .profile import section as profile_section
from ..analysis.profile import profiled_rows
from .scale import hosting_section, layouts_section, reach_figure, validation_section
from .scale import section as scale_section
from ..analysis.dataset import Dataset, ReportError, load
from ..core.units import size_label
from .cli import Parser, run_cli
from .doc import Doc, to_html, to_markdown
from .figures import heat_figures, line_figures, network_figure, overview
from .plot import render
from .sections import ReportContext, Section, always, draw_figures
from .settled import sequential, settled_section
from ..analysis.stats import CI_METHOD

REPO = Path(__file__).resolve().parents[3]

# The original study's published figures (its draft, ../shared/seeds), quoted to compare against.
ORIGINAL_ZMQ_16x1K_KIB_S = 10        # "ungefähr 10 kiB/s", 16 workers x 1 KiB, TCP (it used czmq)
ORIGINAL_NN_64x64K_KIB_S = 655       # nanomsg's highest, 64 workers x 64 KiB
ORIGINAL_NN_IPC_TCP = {"min": 0.98, "max": 1.72, "mean": 1.28, "median": 1.27, "points": 107}


def fmt_rate(v: float | None) -> str:
    if v is None:
        return "–"
    return f"{v:,.0f}" if v >= 100 else f"{v:.1f}" if v >= 1 else f"{v:.3g}"


def fmt_us(v: float | None) -> str:
    return "–" if v is None else f"{v:,.0f} µs" if v >= 100 else f"{v:.1f} µs"


def fmt_x(v: float) -> str:
    return f"{v:.2f}×"


def where(size: int, workers: int) -> str:
    return f"{workers} × {size_label(size)}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def cell_list(cells: list[tuple]) -> str:
    return ", ".join(where(s, c) for s, c in cells)


# --- the answer -------------------------------------------------------------

def region_ran(region: an.Region, verdicts: list[an.TransportVerdict]) -> str:
    """The region, and where it is narrower than asked what of it this run has: '(messages of 64 B to
    4 KiB, 8 to 128 workers, TCP and IPC; this run: 1 KiB, 8 and 64 workers, TCP, broker)'."""
    cells = sorted({c for v in verdicts for c in v.cells})
    sizes = sorted({s for s, _ in cells})
    workers = sorted({c for _, c in cells})
    ran = (f"; this run: {', '.join(size_label(s) for s in sizes)}, {' and '.join(map(str, workers))} "
           f"workers, {' and '.join(v.transport.upper() for v in verdicts)}") if cells else ""
    whole = len(sizes) > 1 and len(workers) > 1 and len(verdicts) == len(region.transports)
    return f"({region.describe()}{'' if whole else ran}, {verdicts[0].topology})"


def answer(ds: Dataset, region: an.Region, verdicts: list[an.TransportVerdict]) -> list[str]:
    """The first paragraphs: which library and transport, by how much, how sure."""
    if not verdicts:
        return [f"**No answer:** this run has no points in the region asked about ({region.describe()}). "
                f"Run the sweep over it, or pass `--region` to match the grid."]
    paras = []
    winners = {v.winner.lib for v in verdicts if v.winner}
    lead = []
    if not winners:
        return ["**No answer:** no library completed every point of the region (see Robustness)."]
    if winners == {an.GRISCHA_USES}:
        lead.append(f"**Stay with ZeroMQ ({an.GRISCHA_USES}).** In Grischa's operating region "
                    f"{region_ran(region, verdicts)} no other library is faster.")
    elif len(winners) == 1:
        w = winners.pop()
        lead.append(f"**{w} is the fastest library** in Grischa's operating region {region_ran(region, verdicts)}; "
                    f"see below whether the margin over ZeroMQ ({an.GRISCHA_USES}) is significant enough to switch.")
    else:
        lead.append(f"**The fastest library depends on the transport** in Grischa's operating region "
                    f"{region_ran(region, verdicts)}: "
                    + "; ".join(f"{v.transport.upper()}: {v.winner.lib}" for v in verdicts if v.winner) + ".")
    for v in verdicts:
        if v.winner:
            lead.append(transport_sentence(v))
    paras.append(" ".join(lead))
    paras += [s for s in (switch_advice(verdicts), transport_advice(ds, region, verdicts),
                          reliability_sentence(verdicts), findings_sentence(ds), floor_sentence(verdicts),
                          trials_sentence(ds)) if s]
    return paras


def findings_sentence(ds: Dataset) -> str:
    """One sentence on the failed runs, by diagnosis (the Findings section has the table)."""
    v = fnd.verdict(ds.all_rows)
    if not v.findings:
        return ""
    by: dict[str, int] = {}
    for f in v.findings:
        by[f.diagnosis] = by.get(f.diagnosis, 0) + f.failed
    parts = ", ".join(f"{n} {d}" for d, n in sorted(by.items(), key=lambda kv: kv[0] != fnd.UNEXPLAINED))
    text = f"{plural(v.failed_runs, 'run')} failed ({parts}; see Findings)"
    if v.cleared_points:
        text += f"; {plural(v.cleared_points, 'point')} completed on a retry"
    if v.failed_points:
        text += f"; {plural(v.failed_points, 'point')} failed for good"
    return text + "."


def transport_sentence(v: an.TransportVerdict) -> str:
    w = v.winner
    parts = [f"Over {v.transport.upper()}, **{w.lib}** leads with {fmt_rate(w.geomean)} round trips/s "
             f"(geometric mean over the {plural(len(v.cells), 'cell')} every library completed)"]
    if v.versus:
        parts.append(": " + ", ".join(f"{fmt_x(vs.geo_ratio)} {vs.other} ({significance_counts(vs)})"
                                      for vs in v.versus))
    tail = f"; its latency p50 / p99 is {fmt_us(w.p50)} / {fmt_us(w.p99)}" if w.p99 else ""
    others = [s for s in v.scores[1:] if s.p99]
    if tail and others:
        tail += " (" + ", ".join(f"{s.lib} {fmt_us(s.p50)} / {fmt_us(s.p99)}" for s in others) + ")"
    return "".join(parts) + tail + "."


def significance_counts(vs: an.Versus) -> str:
    n = vs.faster + vs.slower + vs.not_significant + vs.unknown
    text = f"ahead in {vs.ahead} of {plural(n, 'cell')}"
    if vs.unknown == n:
        return text + ", one trial each: significance unknown"
    text += f", significantly faster in {vs.faster}"
    if vs.slower:
        text += f", significantly slower in {vs.slower}"
    return text


def switch_advice(verdicts: list[an.TransportVerdict]) -> str:
    out = []
    for v in verdicts:
        w = v.winner
        if not w or w.lib == an.GRISCHA_USES:
            continue
        vs = next((x for x in v.versus if x.other == an.GRISCHA_USES), None)
        if vs is None:
            continue
        n = vs.faster + vs.slower + vs.not_significant + vs.unknown
        if vs.faster > n / 2 and not vs.slower:
            out.append(f"Over {v.transport.upper()}, switching from {an.GRISCHA_USES} to **{w.lib}** would gain "
                       f"{fmt_x(vs.geo_ratio)} in throughput, significantly so in {vs.faster} of {plural(n, 'cell')}.")
        else:
            out.append(f"Over {v.transport.upper()}, {w.lib} is ahead of {an.GRISCHA_USES} by "
                       f"{fmt_x(vs.geo_ratio)} on average but significantly faster in only {vs.faster} of "
                       f"{plural(n, 'cell')}: not a reason to switch on speed alone.")
    return " ".join(out)


def transport_advice(ds: Dataset, region: an.Region, verdicts: list[an.TransportVerdict]) -> str:
    if not {"tcp", "ipc"} <= {v.transport for v in verdicts if v.winner}:
        return ""
    cells = an.region_cells(ds, region)
    speedups = []
    for lib in ds.values("lib"):
        if not an.is_floor(lib) and (s := an.transport_speedup(ds, lib, verdicts[0].topology, cells)):
            speedups.append(f"{lib} {fmt_x(s[0])} ({plural(s[1], 'cell')})")
    return ("IPC needs the broker and the nodes on one host; Grischa's nodes are separate machines, so TCP is "
            "the figure that decides. Where they can share a host, IPC ÷ TCP in the region (geometric mean) is: "
            + ", ".join(speedups) + ".") if speedups else ""


def reliability_sentence(verdicts: list[an.TransportVerdict]) -> str:
    notes = []
    for v in verdicts:
        for s in [*v.scores, *([v.floor] if v.floor else [])]:
            over = v.transport.upper()
            if s.failed_cells:
                notes.append(f"{s.lib} failed at {plural(len(s.failed_cells), 'region point')} over {over} "
                             f"({cell_list(s.failed_cells)})")
            if s.partial_cells:
                notes.append(f"{s.lib} lost at least one trial at {plural(s.partial_cells, 'region point')} "
                             f"over {over}")
            if s.workaround_rows:
                notes.append(f"{s.lib} completed {plural(s.workaround_rows, 'region run')} over {over} only "
                             f"with a library workaround")
    if not notes:
        return "Reliability: every library completed every region point it was asked to run."
    return "Reliability counts as much as speed: " + "; ".join(notes) + " (see Robustness below)."


def floor_sentence(verdicts: list[an.TransportVerdict]) -> str:
    out = []
    for v in verdicts:
        if v.winner and v.floor and v.floor.geomean:
            out.append(f"{v.transport.upper()} {fmt_x(v.floor.geomean / v.winner.geomean)}")
    if not out:
        return ""
    return ("For scale, the raw-socket floor (a hand-written broker, not a library) delivers, relative to the "
            "fastest library: " + ", ".join(out) + ".")


def trials_sentence(ds: Dataset) -> str:
    if ds.trials() >= 2:
        return (f"Each point ran {ds.trials()} times; figures are medians and a difference counts as significant "
                f"only when the 95 % intervals of the two medians do not overlap.")
    return ("Each point ran once, so no difference here is shown to be significant: rerun with `--trials 3` or "
            "more before deciding.")


# --- sections ---------------------------------------------------------------

def trials_text(s: dict) -> str:
    """How many trials each point ran: a fixed count, or until settled (--looks)."""
    if s.get("looks"):
        return (f"trials until settled, looks at {', '.join(map(str, s['looks']))} (section \"Trials until "
                f"settled\")")
    return f"{plural(int(s.get('trials', 0)), 'trial')} each"


def setup_section(doc: Doc, ds: Dataset) -> None:
    m, s = ds.meta, ds.meta.get("settings", {})
    mach = m.get("machine", {})
    doc.heading("Setup")
    doc.bullets([
        f"Machine: {mach.get('cpu_model', '?')}, {mach.get('cores', '?')} cores, "
        f"{int(mach.get('memory_bytes', 0)) / 2**30:.0f} GiB, {mach.get('kernel', '?')}; clock "
        f"{mach.get('clock', '?')} ({mach.get('clock_resolution_ns', '?')} ns).",
        "Kernel socket limits: " + ", ".join(f"`{k}` = {v}" for k, v in mach.get("sysctl", {}).items()),
        f"Build `{m.get('build', '?')}`; sweep started {m.get('started_utc', '?')}, finished "
        f"{m.get('finished_utc', '?')}" + (" (**interrupted**)" if m.get("interrupted") else "") + ".",
        f"Command line: `{' '.join(m.get('command_line', []))}`",
        network_line(s.get("network", {"launcher": "local"})),
    ])
    hosts_table(doc, s.get("network", {}))
    libs = m.get("libraries", {})
    doc.table(["library", "adapter", "version", "compiler flags"],
              [[lib, info.get("library", "?"), info.get("version", "?"), f"`{info.get('cflags', '?')}`"]
               for lib, info in libs.items()], "llll")
    doc.heading("Grid and method", 3)
    doc.bullets([
        f"Libraries {', '.join(s.get('libs', []))}; transports {', '.join(s.get('transports', []))}; topology "
        f"{', '.join(s.get('topologies', []))}; sizes {', '.join(size_label(v) for v in s.get('sizes', []))}; "
        f"workers {', '.join(str(v) for v in s.get('workers', s.get('clients', [])))}; "  # before schema 7: clients
        f"{trials_text(s)}, "
        f"{s.get('points', '?')} points in all.",
        f"Each point: warm-up {s.get('warmup_s')} s (discarded), then "
        + (f"{s.get('duration_s')} s measured" if s.get("mode") == "duration"
           else f"{s.get('requests_per_client')} requests per client")
        + f", {s.get('loop', 'closed')} loop"
        + (f" at {s.get('rate_per_client')} requests/s per client" if s.get("rate_per_client") else "")
        + f"; a role that stays silent for {s.get('timeout_s')} s fails the point.",
        "Throughput is counted by the master (one clock, no clock compared across processes); latency is "
        "each worker's round trip, all workers' histograms merged; every reply is checked (size, content, "
        "sequence) before it counts.",
        *([f"Rounds: patterns {', '.join(r.get('patterns', []))}; nodes "
           f"{', '.join(str(n) for n in r.get('nodes', []))}; task {r.get('task_size')} B, result "
           f"{r.get('result_size')} B, move time {r.get('compute_s')} s; nodes per process "
           f"{r.get('nodes_per_process')}. The controller counts rounds and times each one (overhead histogram); "
           f"every message is checked (topic, round, node, checksum)."] if (r := s.get("rounds")) else []),
        f"Run order: {s.get('order', '?')}, seed {s.get('seed', '?')}.",
        f"Intervals: {ds.meta.get('confidence_interval', CI_METHOD)}. " + an.__doc__.split("\n\n")[1]
        .replace("\n", " "),
        "Options: " + ("`--equalize` (the same transport options for every library)" if s.get("equalize")
                       else "each library as shipped") + (", no workaround (`--library-defaults`)"
                                                          if s.get("library_defaults") else "") + ".",
    ])


def timing_section(doc: Doc, ds: Dataset) -> None:
    """Where the sweep's wall time went, by phase (analysis/timing.py; docs/sweep.md "Where the time goes")."""
    b = timing.breakdown(ds.all_rows, ds.meta, ds.folder)
    doc.heading("Where the sweep's time went", 3)
    doc.para("Each run's wall time by the sweep's clock, added up by phase (docs/sweep.md, \"Where the time "
                  "goes\"; `scripts/report --timing` prints this table alone):")
    header, rows = timing.table(b)
    doc.table(header, rows, "l" + "r" * (len(header) - 1))


def network_line(net: dict) -> str:
    if net.get("launcher") == "netns":
        return (f"Network: each role in its own namespace of the network lab (`scripts/netlab`), TCP over veth "
                f"links to a bridge, MTU {net.get('mtu')}, link rate {net.get('link_rate')} each way; hosts "
                + ", ".join(f"{h} {a}" for h, a in net.get("hosts", {}).items()) + ".")
    if net.get("launcher") == "ssh":
        hosts = net.get("hosts", {})
        where = {role: next((h for h, v in hosts.items() if role in v.get("roles", [])), "?")
                 for role in ("router", "master")}
        return (f"Network: roles on separate hosts, each started through ssh (hosts file "
                f"`{Path(net.get('hosts_file', '?')).name}`): router on {where['router']}, master on "
                f"{where['master']}, workers round-robin over {', '.join(net.get('workers', []))}; TCP ports "
                f"{net.get('ports', '?')}. The machine above ran the sweep only; the hosts are in the table "
                "below. The CPU columns are empty (the programs ran elsewhere).")
    return "Network: every role on this machine (TCP over loopback, or IPC)."


def hosts_table(doc: Doc, net: dict) -> None:
    """The ssh launcher's hosts: what each one is and which library versions it ran."""
    hosts = net.get("hosts", {}) if net.get("launcher") == "ssh" else {}
    if hosts:
        doc.table(["host", "roles", "address", "CPU", "cores", "kernel", "libraries"],
                  [[h, ", ".join(v.get("roles", [])), ", ".join(v.get("address", {}).values()) or "-",
                    v.get("cpu_model") or "?", str(v.get("cores") or "?"), v.get("kernel") or "?",
                    ", ".join(f"{k} {ver}" for k, ver in v.get("libraries", {}).items())]
                   for h, v in hosts.items()], "lllllll")


def region_section(doc: Doc, ds: Dataset, region: an.Region, verdicts: list[an.TransportVerdict]) -> None:
    doc.heading("Grischa's operating region")
    doc.para(f"Region: {region.describe()} (`--region {region.flag()}`), topology {an.topology_for_advice(ds)}. "
             "Throughput and latency are geometric means over the cells every library completed, so "
             "each cell weighs the same.")
    for v in verdicts:
        doc.heading(f"{v.transport.upper()}: {plural(len(v.cells), 'cell')} ({cell_list(v.cells)})", 3)
        doc.table(REGION_HEADER, region_rows(v), "lrrlrrrll")


REGION_HEADER = ["library", "round trips/s", "÷ best", "best vs this library, per cell", "p50", "p99", "worst p99",
                 "failed cells", "runs with workaround"]


def region_rows(v: an.TransportVerdict) -> list[list[str]]:
    """One transport's region table (REGION_HEADER): every library, then the floor."""
    rows = []
    best = v.winner.geomean if v.winner else None
    vs = {x.other: x for x in v.versus}
    for s in [*v.scores, *([v.floor] if v.floor else [])]:
        rows.append([s.lib + (" (floor)" if an.is_floor(s.lib) else ""), fmt_rate(s.geomean),
                     fmt_x(s.geomean / best) if s.geomean and best else "–",
                     significance_counts(vs[s.lib]) if s.lib in vs else "best" if s is v.winner else "–",
                     fmt_us(s.p50), fmt_us(s.p99), fmt_us(s.p99_worst),
                     f"{len(s.failed_cells)}" + (f" ({cell_list(s.failed_cells)})" if s.failed_cells else ""),
                     str(s.workaround_rows)])
    return rows


def served_otherwise(ds: Dataset) -> str:
    """Which libraries' brokers served on other I/O than their names ask for (raw@uring on epoll: io_uring
    refused, --allow-io-fallback), in one sentence; "" when none did."""
    other = sorted({r["lib"] for r in ds.all_rows if r["status"] == "ok" and "@uring" in r["lib"]
                    and r.get("broker_io") == "epoll"})
    if not other:
        return ""
    return (f"**Not what its name says:** {', '.join(other)}'s broker served on epoll (the kernel refused "
            f"io_uring, and the sweep ran with --allow-io-fallback): its figures are the epoll broker's "
            f"(results.csv `broker_io`).")


def findings_section(doc: Doc, ds: Dataset) -> None:
    """Every failed run, grouped by cause, with its rate and what we know of it (findings.py)."""
    doc.heading("Findings")
    if served_otherwise(ds):
        doc.para(served_otherwise(ds))
    v = fnd.verdict(ds.all_rows)
    if not v.findings:
        doc.para(f"No run failed: all {len(ds.all_rows)} completed and every reply was verified.")
        return
    retries = ds.meta.get("settings", {}).get("retries")
    retried = ("(here never: `--retries 0`; " if str(retries) == "0" else
               f"(up to {retries} {'time' if str(retries) == '1' else 'times'}, " if retries not in (None, "") else "(")
    doc.para(f"{plural(v.failed_runs, 'run')} of {len(ds.all_rows)} failed. A failed point is run again at once "
             + retried + "column `attempt`); it counts as ok when a retry is, and its first failure is still counted "
             f"here. {plural(v.cleared_points, 'point')} completed on a retry, "
             f"{plural(v.failed_points, 'point')} failed for good"
             + (f"; **{plural(v.unexplained, 'failed run')} of no known cause** (listed first)" if v.unexplained
                else "") + ". *Runs failed / tried* counts every run of that library over that transport.")
    doc.table(["library", "transport", "failure", "where (topology size × workers)", "runs failed / tried",
               "cleared by a retry", "diagnosis"],
              [[f.lib, f.transport, f.kind, fnd.describe_where(f), f"{f.failed} / {f.runs}",
                f"{f.cleared} of {f.failed}", f"**{f.diagnosis}**: " + (f.known.explanation if f.known else
                                                                      f"e.g. `{f.example}`")]
               for f in v.findings], "lllllrl")


def robustness_section(doc: Doc, ds: Dataset) -> None:
    doc.heading("Robustness")
    failed = ds.failed_rows()
    requested = ds.meta.get("settings", {}).get("libs", [])
    absent = [lib for lib in requested if lib not in ds.values("lib")]
    if absent:
        doc.para(f"**Requested but absent:** {', '.join(absent)} — no row of results.csv is from "
                 f"{'it' if len(absent) == 1 else 'them'} (the sweep stopped before, or the rows were removed).")
    if ds.meta.get("interrupted"):
        doc.para(f"**The sweep was interrupted** after {ds.meta.get('points_done', '?')} of "
                 f"{ds.meta.get('settings', {}).get('points', '?')} points; the report covers the finished ones.")
    if failed:
        doc.para(f"**{len(failed)} of {len(ds.rows)} runs failed.** Each is shown as failed in the plots "
                 f"(a × in its line's colour on the bottom edge of line plots, a grey cell marked 'failed' in "
                 f"heatmaps) and never averaged in; the programs' error output is under `logs/<point>/`.")
        doc.table(["library", "transport", "topology", "size", "workers", "trial", "attempt", "reason"],
                  [[r["lib"], r["transport"], r["topology"], size_label(int(r["size"])), r["workers"], r["trial"],
                    r.get("attempt") or "1", r["status"].removeprefix("failed:")] for r in failed], "llllrrrl")
    else:
        doc.para(f"All {len(ds.rows)} runs completed and every reply was verified.")
    worked = [r for r in ds.rows if r.get("workarounds", "none") not in ("", "none")]
    if worked:
        kinds: dict[tuple, int] = {}
        for r in worked:
            kinds[(r["lib"], r["workarounds"])] = kinds.get((r["lib"], r["workarounds"]), 0) + 1
        doc.para("**Library workarounds in effect** (the `workarounds` column; docs/findings.md explains each):")
        doc.table(["library", "workaround", "runs"], [[lib, w, n] for (lib, w), n in sorted(kinds.items())], "llr")
    doc.heading("Options that differ from each library's defaults", 3)
    rows = []
    mode = "equalize_options" if ds.meta.get("settings", {}).get("equalize") else "non_default_options"
    for lib, info in ds.meta.get("libraries", {}).items():
        for o in info.get(mode, []) or []:
            rows.append([lib, f"`{o.get('name', '?')}`", o.get("value", ""), o.get("why", "")])
    if rows:
        doc.table(["library", "option", "value", "why"], rows, "llll")
    else:
        doc.para("meta.json lists no non-default options.")


def saturation_section(doc: Doc, ds: Dataset) -> None:
    topology = an.topology_for_advice(ds)
    sat = an.saturation(ds, topology)
    doc.heading("Where each library saturates")
    if not sat:
        doc.para("Needs at least two client counts per size.")
        return
    doc.para(f"Per library, transport and size ({topology}): the client count with the highest throughput, the "
             "fewest workers that reach 90 % of it, and which role was busiest at the peak (CPU seconds of each "
             "role over the point's wall time, from `wait4`, set-up and teardown included; one role at ≥ "
             f"{an.BUSY:.0%} of a core is the limit, else the whole machine when all its "
             f"{ds.meta.get('machine', {}).get('cores', '?')} cores were ≥ {an.BUSY:.0%} busy).")
    doc.table(["library", "transport", "size", "peak at workers", "peak round trips/s", "90 % of peak from",
               "limit at the peak"],
              [[s.lib, s.transport, size_label(s.size), s.peak_workers, fmt_rate(s.peak), s.knee_workers, s.limit]
               for s in sat], "lllrrrl")


def usability_section(doc: Doc, ds: Dataset) -> None:
    doc.heading("Usability: what each adapter takes")
    use = an.usability(REPO, ds.values("lib", ds.rows + ds.rounds))
    doc.para("Computed from the source when this report was made: lines of the adapter (without blank lines "
             "and comments) and the distinct library functions it calls. Everything else — message format, "
             "verification, timing, phases, flags — is shared code in `common/` and the same for all.")
    doc.table(["library", "adapter", "lines", "library calls", "calls"],
              [[u.lib, f"`{u.source}`", u.lines, len(u.calls), ", ".join(f"`{c}`" for c in u.calls)] for u in use],
              "llrrl")


def original_section(doc: Doc, ds: Dataset) -> None:
    doc.heading("Against the original study")
    doc.para("The original study (its draft is in `../shared/seeds/`) reported throughput in kiB/s of payload. "
             "This run's payload throughput at the same points, in the same unit (kiB/s = MiB/s × 1024, one "
             "direction, brokered):")
    topology = an.topology_for_advice(ds)
    rows = []
    for libs, size, workers, theirs, what in (
            (("czmq", "zmq"), 1024, 16, ORIGINAL_ZMQ_16x1K_KIB_S, "ZeroMQ, 16 workers × 1 KiB (≈, TCP; czmq)"),
            (("nanomsg",), 65536, 64, ORIGINAL_NN_64x64K_KIB_S, "nanomsg, 64 workers × 64 KiB (its highest)")):
        for lib in libs:
            for t in ("tcp", "ipc"):
                p = ds.point(lib, t, topology, size, workers)
                if p is None:
                    if t in ds.values("transport") and lib in ds.values("lib"):
                        rows.append([what, f"{lib} {t.upper()}", f"{theirs:,}", "not in this run's grid", "–"])
                    continue
                mine = float(p["mib_per_s_median"]) * 1024 if p.get("mib_per_s_median") not in (None, "") else None
                rows.append([what, f"{lib} {t.upper()}", f"{theirs:,}",
                             f"{mine:,.0f}" if mine else "failed", f"{mine / theirs:,.0f}×" if mine else "–"])
    if rows:
        doc.table(["point", "this run", "original kiB/s", "this run kiB/s", "this run ÷ original"], rows, "llrrr")
    speedups = []
    for s in ds.values("size"):
        for c in ds.values("workers"):
            r = an.ratio(ds.point("nanomsg", "ipc", topology, s, c), ds.point("nanomsg", "tcp", topology, s, c))
            if r:
                speedups.append(r.value)
    o = ORIGINAL_NN_IPC_TCP
    if speedups:
        doc.para(f"nanomsg's IPC ÷ TCP speed-up: the original measured {o['min']} to {o['max']}, mean ≈ "
                 f"{o['mean']}, median ≈ {o['median']} over {o['points']} points; this run: {min(speedups):.2f} to "
                 f"{max(speedups):.2f}, mean {statistics.fmean(speedups):.2f}, median "
                 f"{statistics.median(speedups):.2f} over {len(speedups)} points.")
    else:
        doc.para("nanomsg's IPC ÷ TCP speed-up: this run lacks nanomsg over both transports.")
    doc.para("The draft does not give the formula behind its kiB/s, so the cause of the gap cannot be pinned "
             "down from it. It ran every point once, could not run ZeroMQ over IPC and never finished nanomsg at "
             "128 workers × 1 KiB; this run's Robustness section says how those points fared here.")


def net_label(net: tuple[str, str]) -> str:
    return f"MTU {net[0]}, {net[1]}"


def network_section(doc: Doc, ds: Dataset, plots: Path) -> None:
    """With the network lab's axes: throughput against MTU and link rate, per library."""
    nets = [n for n in ds.networks() if n[0]]
    if not nets:
        return
    doc.heading("The network: MTU and link rate")
    topology = an.topology_for_advice(ds)
    workers = 16 if 16 in ds.values("workers") else max(ds.values("workers"))
    doc.para(f"Each role ran in its own network namespace (`scripts/netlab`), TCP over veth links to a bridge with "
             f"the MTU and the rate limit (tc tbf, each direction) below. Request payload MiB/s, median, at "
             f"{workers} workers, {topology}. The router has one link, and every payload crosses it twice in "
             f"each direction (request in and out, reply in and out), so request payload can reach at most half "
             f"the link rate. Everything else in this report is for {net_label(ds.network)}.")
    rows = []
    for lib in ds.values("lib"):
        for size in ds.values("size"):
            cells = []
            for net in nets:
                p = ds.point(lib, "tcp", topology, size, workers, net)
                mib = p.get("mib_per_s_median") if p else None
                bound = an.link_bound_mib(net[1])
                cells.append("failed" if p and not p["n"] else "–" if mib in (None, "") else
                             f"{float(mib):,.1f}" + (f" ({float(mib) / bound:.0%})" if bound else ""))
            rows.append([lib, size_label(size), *cells])
    doc.table(["library", "size", *(net_label(n) for n in nets)], rows, "ll" + "r" * len(nets))
    doc.para("In brackets: the share of the bound (half the link rate). " + an.mtu_effect(ds, nets, topology, workers))
    fig = network_figure(ds, nets, topology, workers)
    render(fig, plots)
    doc.image(f"plots/{fig.name}.png", fig.title)


def figures_section(doc: Doc, ds: Dataset, plots: Path, region: an.Region) -> None:
    doc.heading("Pictures")
    doc.para("Every figure is in `plots/` as PNG and SVG, with the gnuplot script that drew it. Error bars are "
             "the 95 % intervals of the medians (" + ("present" if ds.trials() >= 2 else "absent: one trial")
             + "); a × on the bottom edge, in the colour of its line, marks a point where every trial failed.")
    draw_figures(doc, plots, [*heat_figures(ds), *line_figures(ds)], titled=True)


def headline_size(ds: Dataset, region: an.Region) -> int:
    """The size of the overview figure: 1 KiB when the grid has it in the region, else the region's middle."""
    sizes = [s for s in ds.values("size") if region.sizes[0] <= s <= region.sizes[1]] or ds.values("size")
    if 1024 in sizes:
        return 1024
    mid = math.sqrt(region.sizes[0] * region.sizes[1])
    return min(sizes, key=lambda s: abs(math.log(s / mid)))


def first_screen(doc: Doc, ds: Dataset, plots: Path, churn_ds: Dataset | None) -> None:
    """One sentence and one picture: what a broker core carries where that was measured, else each
    contender's p99 overhead per move against nodes."""
    doc.para(" ".join(p for p in (moves.answer(ds, churn_ds), brokers_answer(ds)) if p))
    measured = sc.measured(ds)
    fig = reach_figure(ds, measured) if sc.rank(measured) else decision_figure(ds)
    render(fig, plots)
    doc.image(f"plots/{fig.name}.png", fig.title)
    doc.para(moves.others(ds) + f" [SVG](plots/{fig.name}.svg)")


def churn_capacity_answer(doc: Doc, ctx: ReportContext) -> None:
    """How it survives churn, what a broker carries: one paragraph."""
    ds = ctx.ds
    doc.para(" ".join(p for p in (churn.answer(ds, moves.recommended(ds)), capacity.answer(ds)) if p))


def request_reply_second(doc: Doc, ctx: ReportContext) -> None:
    doc.para("The request-reply results below are the second argument: how much each library's broker "
             "forwards when the workers keep it busy.")


def request_reply_answer(doc: Doc, ctx: ReportContext) -> None:
    for p in answer(ctx.ds, ctx.region, ctx.verdicts):
        doc.para(p)


def moves_and_broker(doc: Doc, ctx: ReportContext) -> None:
    """Grischa's moves and what one broker carries; both figures follow both texts (as the report has
    always drawn them)."""
    draw_figures(doc, ctx.plots, [*moves_section(doc, ctx.ds), *scale_section(doc, ctx.ds)])


def request_reply_overview(doc: Doc, ctx: ReportContext) -> None:
    size = headline_size(ctx.ds, ctx.region)
    render(overview(ctx.ds, size), ctx.plots)
    doc.image("plots/overview.png", "every library against workers")
    doc.para(f"Round trips per second against workers at {size_label(size)}, every library (raw, dashed: the "
             f"floor). [SVG](plots/overview.svg)")


def churn_and_capacity(doc: Doc, ctx: ReportContext) -> None:
    """Churn and broker capacity; their figures follow both texts (as the report has always drawn them)."""
    draw_figures(doc, ctx.plots, [*churn_section(doc, ctx.ds), *capacity_section(doc, ctx.ds)])


def files_section(doc: Doc, ctx: ReportContext) -> None:
    ds, region, churn_ds = ctx.ds, ctx.region, ctx.churn_ds
    doc.heading("Files")
    doc.bullets(["`results.csv`: one row per run (docs/results.md lists the columns); "
                 "`summary.csv`: medians and intervals "
                 "per point; `meta.json`: machine, libraries, settings; `hgrm/`: latency histograms "
                 "(HdrHistogram text format); `logs/`: error output of failed points; `timeline/`: what happened "
                 "around each churn point's change.",
                 f"Regenerate this report: `scripts/report {ds.folder}`" + (
                     f" --region {region.flag()}" if region != an.Region() else "")
                 + (f" --churn {churn_ds.folder}" if churn_ds else "")])


def request_reply(ctx: ReportContext) -> bool:
    return bool(ctx.ds.rows)


def rounds(ctx: ReportContext) -> bool:
    return bool(ctx.ds.rounds)


def churn_or_capacity(ctx: ReportContext) -> bool:
    return bool(ctx.ds.churn or ctx.ds.capacity)


# The report, top to bottom: build() writes every section that applies, in this order.
SECTIONS = [
    Section("first screen", rounds, lambda doc, c: first_screen(doc, c.ds, c.plots, c.churn_ds)),
    Section("churn and capacity answer", churn_or_capacity, churn_capacity_answer),
    Section("request-reply as the second argument", lambda c: request_reply(c) and (rounds(c) or churn_or_capacity(c)),
            request_reply_second),
    Section("request-reply answer", request_reply, request_reply_answer),
    Section("moves and broker cost", rounds, moves_and_broker),
    Section("saturated broker", rounds, lambda doc, c: validation_section(doc, c.ds)),
    Section("hosting", rounds, lambda doc, c: hosting_section(doc, c.ds)),
    Section("two hosts", rounds, lambda doc, c: layouts_section(doc, c.ds)),
    Section("broker profile", lambda c: bool(profiled_rows(c.ds)), lambda doc, c: profile_section(doc, c.ds)),
    Section("past one broker", lambda c: past_one(c.ds),
            lambda doc, c: draw_figures(doc, c.plots, brokers_section(doc, c.ds))),
    Section("request-reply heading", lambda c: request_reply(c) and rounds(c),  # apart from the rounds above
            lambda doc, c: doc.heading("Request-reply through the broker")),
    Section("request-reply overview", request_reply, request_reply_overview),
    Section("operating region", request_reply, lambda doc, c: region_section(doc, c.ds, c.region, c.verdicts)),
    Section("churn and capacity", churn_or_capacity, churn_and_capacity),
    Section("trials until settled", lambda c: sequential(c.ds), lambda doc, c: settled_section(doc, c.ds)),
    Section("findings", always, lambda doc, c: findings_section(doc, c.ds)),
    Section("robustness", request_reply, lambda doc, c: robustness_section(doc, c.ds)),
    Section("saturation", request_reply, lambda doc, c: saturation_section(doc, c.ds)),
    Section("usability", lambda c: request_reply(c) or rounds(c),  # the rounds' contenders too
            lambda doc, c: usability_section(doc, c.ds)),
    Section("original study", request_reply, lambda doc, c: original_section(doc, c.ds)),
    Section("network", request_reply, lambda doc, c: network_section(doc, c.ds, c.plots)),
    Section("setup", always, lambda doc, c: setup_section(doc, c.ds)),
    Section("timing", lambda c: timing.timed(c.ds.all_rows), lambda doc, c: timing_section(doc, c.ds)),
    Section("pictures", request_reply, lambda doc, c: figures_section(doc, c.ds, c.plots, c.region)),
    Section("files", always, files_section),
]


def context(ds: Dataset, region: an.Region, plots: Path, churn_ds: Dataset | None = None) -> ReportContext:
    verdicts = [v for t in region.transports if (v := an.verdict(ds, region, t)) is not None] if ds.rows else []
    return ReportContext(ds, region, verdicts, plots, churn_ds)


def build(ds: Dataset, region: an.Region, work: Path, churn_ds: Dataset | None = None) -> Doc:
    ctx = context(ds, region, work / "plots", churn_ds)
    ctx.plots.mkdir()
    doc = Doc("Which messaging library for Grischa?")
    for section in SECTIONS:
        if section.applies(ctx):
            section.write(doc, ctx)
    return doc


def write_report(folder: Path, region: an.Region, churn: Path | None = None) -> Path:
    ds = load(folder)
    churn_ds = load(churn) if churn else None
    if churn_ds is not None and not churn_ds.churn:
        raise ReportError(f"--churn: {churn} has no churn runs (scripts/sweep --scenario ...)")
    work = Path(tempfile.mkdtemp(prefix=".report-", dir=folder))
    try:
        doc = build(ds, region, work, churn_ds)
        (work / "report.md").write_text(to_markdown(doc), encoding="utf-8")
        (work / "report.html").write_text(to_html(doc, work), encoding="utf-8")
        install(work, folder)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return folder / "report.md"


def install(work: Path, folder: Path) -> None:
    """Moves the finished plots and report into place, replacing an older report."""
    old = folder / "plots"
    if old.exists():
        trash = work / "old-plots"
        old.rename(trash)
    (work / "plots").rename(old)
    for name in ("report.md", "report.html"):
        (work / name).replace(folder / name)


def run_timing(folder: Path):
    """Where a folder's time went; a staged run's: every stage's runs and sweep clocks together (a column
    per stage), with the steps the Makefile noted in the run's folder."""
    if not is_run(folder):
        ds = load(folder)
        return timing.breakdown(ds.all_rows, ds.meta, ds.folder)
    stages = {name: ds for name, ds in load_run(folder).stages.items() if ds is not None}
    walls = [w for ds in stages.values() for w in ds.meta.get("sweep_wall_s", [])]
    rows = [{**r, "workload": name} for name, ds in stages.items() for r in ds.all_rows]  # a column per stage
    return timing.breakdown(rows, {"sweep_wall_s": walls}, folder)


def staged_report(folder: Path, region: an.Region) -> int:
    """A staged run's folder (make sweep): each stage's report, then the whole answer on top."""
    def stage(path: Path, churn: Path | None) -> None:
        write_report(path, region, churn)
        print(f"report: {path / 'report.md'}", file=sys.stderr)
    path = write_run_report(folder, stage)
    print(f"report: {path} and {path.with_suffix('.html')}: the whole answer", file=sys.stderr)
    return 0


def main(argv: list[str]) -> int:
    p = Parser(prog="report", description="Draw the plots and write the decision report of a results folder.")
    p.add_argument("folder", help="a results folder written by scripts/sweep")
    p.add_argument("--region", default=an.Region().flag(),
                   help="Grischa's operating region, SIZES:WORKERS[:TRANSPORTS] (default %(default)s)")
    p.add_argument("--churn", metavar="DIR", help="a results folder with churn runs (make sweep-churn): the first "
                                                  "screen's settings come from it when DIR itself has none")
    p.add_argument("--timing", action="store_true", help="print where the sweep's wall time went, by phase "
                                                         "(docs/sweep.md), and write nothing")

    def body() -> int:
        args = p.parse_args(argv)
        if args.timing:
            b = run_timing(Path(args.folder))
            print(timing.text(b) if b else f"report: {args.folder} has no timing (results schema 7 and later)")
            return 0
        if is_run(Path(args.folder)):
            return staged_report(Path(args.folder), an.parse_region(args.region))
        path = write_report(Path(args.folder), an.parse_region(args.region),
                            Path(args.churn) if args.churn else None)
        print(f"report: {path} and {path.with_suffix('.html')}, plots in {path.parent / 'plots'}", file=sys.stderr)
        # The failures last, so that `make sweep` ends with them.
        v = fnd.verdict(load(args.folder).all_rows)
        for line in fnd.summary_lines(v, f"{path}, section Findings", path.parent / "logs"):
            print(f"report: {line}", file=sys.stderr)
        print(f"report: the sweep: {v.last_sentence()}", file=sys.stderr)
        return 0
    return run_cli("report", body)
