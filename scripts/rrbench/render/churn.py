"""The report's "Churn" section (docs/churn.md): a table per workload of how each library
recovered from each scenario, and a timeline figure per workload and scenario (analysis/churn.py
reads them from the results)."""

from __future__ import annotations

from ..analysis.churn import SCENARIOS, Cell, cells, order, series
from ..analysis.dataset import Dataset
from ..analysis.scores import is_floor
from ..workloads import WORKLOADS
from .plot import COLOURS, Line, LineFigure, LinePanel


def section(doc, ds: Dataset) -> list[tuple[LineFigure, str]]:
    """The section "Churn"; returns its figures (with captions) to render."""
    cs = cells(ds)
    if not cs:
        return []
    settings = ds.meta.get("settings", {})
    doc.heading("Churn")
    doc.para(f"Each churn point runs a steady load and makes one change a third into its measured phase "
             f"({settings.get('duration_s', '?')} s): **node-dies** kills one node (worker) with SIGKILL, "
             f"**node-joins** starts one late, **broker-restarts** kills the broker and starts it again on the "
             f"same endpoints. Rounds: the controller ends every round by its deadline "
             f"({settings.get('deadline_s', '?')} s), declares a missing node gone and goes on without it, and "
             f"sends gone nodes a hello every 50 ms until they answer; a late node registers as soon as it has "
             f"connected. Request-reply: the master's throughput per 50 ms is the timeline. Liveness off: "
             f"each library as shipped; on: the options it documents (`PROGRAM --info`, liveness_options: "
             f"heartbeats, reconnect interval, request resend). Cells: trials recovered; median time from the "
             f"change until the answering side noticed it and until every peer that should be there answered "
             f"again; messages lost and duplicated over the trials; workers or nodes that gave up and why.")
    for workload in order(ds, "workload"):
        mine = {k: c for k, c in cs.items() if k[0] == workload}
        if not mine:
            continue
        scenarios = [s for s in SCENARIOS if any(k[5] == s for k in mine)]
        kind = WORKLOADS[workload]
        doc.heading(kind.churn_title, 3)
        rows = []
        for key in sorted({k[1:5] for k in mine}, key=lambda k: (order(ds, "transport").index(k[2]),
                                                                  order(ds, "lib").index(k[0]), k[1], k[3])):
            lib, pattern, transport, liveness = key
            rows.append([lib, pattern if len(kind.patterns) > 1 else "", transport.upper(), liveness,
                         *(mine[(workload, *key, s)].text() if (workload, *key, s) in mine else "–"
                           for s in scenarios)])
        doc.table(["library", "pattern", "transport", "liveness", *scenarios], rows, "llll" + "l" * len(scenarios))
        signals = sorted({c.common("signal") for c in mine.values() if c.common("signal")})
        doc.para(f"What told the {kind.answer_kind}: {', '.join(signals) or '–'}. " + kind.churn_detection)
    return timeline_figures(ds, cs)


def timeline_figures(ds: Dataset, cs: dict[tuple, Cell]) -> list[tuple[LineFigure, str]]:
    """A figure per workload and scenario: a panel per transport, a line per library (rounds: pattern
    pubsub, Grischa's), liveness off, the first ok trial; the change at 0."""
    out = []
    for workload in order(ds, "workload"):
        kind = WORKLOADS[workload]
        for scenario in SCENARIOS:
            panels = []
            for transport in order(ds, "transport"):
                lines = []
                for i, lib in enumerate(order(ds, "lib")):
                    cell = cs.get((workload, lib, kind.preferred_pattern, transport, "off", scenario))
                    run = cell.ok[0] if cell and cell.ok else None
                    pts = series(ds, run) if run else []
                    if pts:
                        lines.append(Line(lib, pts, COLOURS[i % len(COLOURS)], is_floor(lib)))
                if lines:
                    ys = [y for ln in lines for _, y, _, _ in ln.points]
                    lines.append(Line("the change", [(0.0, min(ys), None, None), (0.0, max(ys), None, None)],
                                      "#000000", True))
                    panels.append(LinePanel(transport.upper(), lines))
            if not panels:
                continue
            out.append((LineFigure(f"churn_{workload}_{scenario}", f"{kind.churn_title}: {scenario}",
                                   "seconds from the change", kind.timeline_axis, panels,
                                   [(f"{x:g}", x) for x in (-1, -0.5, 0, 0.5, 1, 1.5, 2)], logx=False),
                        f"{kind.churn_title}, {scenario}: {kind.timeline_what}"
                        + ", one line per library (liveness off, first trial"
                        + (f"; pattern {kind.preferred_pattern}" if len(kind.patterns) > 1 else "")
                        + "); the change at 0 (node-joins: the late client's connect)."))
    return out
