"""The report of a staged run (make sweep): each stage's own report in its folder, and on top the whole
answer — one sentence, one table (a line per contender), one picture (the nodes one broker core carries)
— with a link to each stage's report (analysis/answer.py gathers the figures)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from ..analysis import answer as an
from ..analysis import moves
from ..analysis import scale as sc
from ..analysis.decision import CURRENT
from ..analysis.scores import is_floor
from .doc import Doc, to_html, to_markdown
from .plot import render
from .scale import reach_figure


def chosen(run: an.Run) -> list[tuple[str, str]]:
    """Whom the answer names, first the one it recommends: the leaders of the move (no other beats them at
    any node count), narrowed to those of them one broker core carries the most nodes for (scale's
    ranking, the raw floor aside; tied: intervals that overlap) when scale ran and any of them is there."""
    ds = run.stages.get("moves")
    dec = moves.decide(ds)[0] if ds is not None and ds.rounds else None
    if dec is None or not dec.leaders:
        return []
    leaders = [(c.lib, c.pattern) for c in dec.leaders]
    scale = run.stages.get("scale")
    costs = [c for c in sc.costs(scale) if not is_floor(c.lib)] if scale is not None else []
    ranking = sc.rank(costs)
    if ranking is None:
        return leaders
    ordered = list(dict.fromkeys((c.lib, c.pattern) for c in sorted(costs, key=lambda c: -figure(c))))
    by_reach = [k for k in ordered if k in leaders] + [k for k in leaders if k not in ordered]
    top = {(c.lib, c.pattern) for c in ranking.leaders}
    tied = [k for k in by_reach if k in top]
    return tied or by_reach[:1]


def figure(c: sc.Cost) -> float:
    """The nodes one broker core carries for c (0 without a fit; reach() keeps what it found)."""
    fit = sc.reach(c).fit
    return (fit.reach or 0) if fit else 0


def sentence(run: an.Run, table: list[an.Line]) -> str:
    """The first screen's one sentence: what to use, and what it carries."""
    names = chosen(run)
    if not names:
        return "**No contender leads at every node count** (the table and each stage's report say where each is)."
    (lib, pattern), tied = names[0], names[1:]
    verb = "Stay with" if (lib, pattern) == CURRENT else "Use"
    line = next((ln for ln in table if (ln.lib, ln.pattern) == (lib, pattern)), None)
    text = f"**{verb} {lib}, pattern {pattern}**"
    if tied:
        text += f" ({', '.join(f'{a} {b}' for a, b in tied)}: no difference measured)"
    if line is None:
        return text + "."
    parts = [f"a move's p99 at {an.move_nodes(run)} nodes {line.move}",
             f"one broker core carries {line.reach} nodes within the budget{floor_share(run, lib, pattern)}"
             if line.order else "",
             f"over 3 brokers {line.past}" if line.past not in (an.NOT_RUN, an.NOT_PICKED) else "",
             f"under churn (liveness on): {line.churn}" if line.churn not in (an.NOT_RUN, an.NOT_PICKED) else ""]
    return text + ": " + "; ".join(p for p in parts if p) + "."


def floor_share(run: an.Run, lib: str, pattern: str) -> str:
    """' (69 % of a broker of your own's: raw@uring pubsub, 1,600)': the contender's distance to the floor that
    carries the most, from stage scale; "" without both."""
    scale = run.stages.get("scale")
    cs = sc.costs(scale) if scale is not None else []
    floor = sc.floor_cost(cs)
    mine = next((c for c in cs if (c.lib, c.pattern) == (lib, pattern) and sc.reach(c).fit), None)
    if floor is None or mine is None:
        return ""
    return (f" ({sc.share_of_floor(mine, floor):.0%} of what a broker of your own carries, the floor "
            f"{floor.label()}: {sc.reach(floor).short(plain=True)}{FLOOR_TRAFFIC})")


# The floor's traffic, said beside its figure (issue 49; docs/scale.md "The floor's parts"): raw's controller
# writes each message on its own, as a client that writes what it is handed does (Grischa's Redis version);
# libzmq's I/O thread, under Grischa's GClient and zmq's controller here, writes a burst in a few writes.
FLOOR_TRAFFIC = (", its controller writing one message a write; fed in bursts, as libzmq writes, a floor costs "
                 "less: docs/scale.md, \"The floor's parts\"")


def table_header(run: an.Run) -> list[str]:
    return ["contender", "nodes per broker core", f"move p99 at {an.move_nodes(run)} nodes", "past one broker",
            "churn (liveness on)", "trials"]


def table_rows(table: list[an.Line]) -> list[list[str]]:
    return [[ln.name, ln.reach, ln.move, ln.past, ln.churn, ln.trials] for ln in table]


def write_run_report(folder: Path, stage_report) -> Path:
    """Each stage's report (stage_report(folder, churn_folder)), then the run's report.md and report.html."""
    run = an.load_run(folder)
    churn_folder = folder / "churn" if run.stages.get("churn") is not None else None
    for name, ds in run.stages.items():
        if ds is not None:
            stage_report(folder / name, churn_folder if name in ("moves", "scale") else None)
    work = Path(tempfile.mkdtemp(prefix=".report-", dir=folder))
    try:
        doc = build(run, work)
        (work / "report.md").write_text(to_markdown(doc), encoding="utf-8")
        (work / "report.html").write_text(to_html(doc, work), encoding="utf-8")
        old = folder / "plots"
        if old.exists():
            shutil.rmtree(old)
        (work / "plots").rename(old)
        for name in ("report.md", "report.html"):
            (work / name).replace(folder / name)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return folder / "report.md"


def build(run: an.Run, work: Path) -> Doc:
    (work / "plots").mkdir()
    table = an.lines(run)
    doc = Doc("Which messaging library for Grischa?")
    doc.para(sentence(run, table))
    doc.table(table_header(run), table_rows(table), "lrrrll")
    left = run.meta.get("left_out") or {}
    if left:
        doc.para("Not in this run: " + "; ".join(f"{lib} ({why})" for lib, why in sorted(left.items())) + ".")
    scale = run.stages.get("scale")
    measured = sc.measured(scale) if scale is not None else []
    if measured:
        fig = reach_figure(scale, measured)
        render(fig, work / "plots")
        doc.image(f"plots/{fig.name}.png", fig.title)
        doc.para("Nodes one broker core carries within the budget (1 % of a 1.5-s move of its CPU), loop-hosted "
                 f"nodes, the broker pinned; from stage scale. [SVG](plots/{fig.name}.svg)")
    doc.heading("The stages")
    doc.bullets([f"**{s['name']}** — {s['what']}: " + (f"[report]({s['folder']}/report.md)"
                                                        if run.stages.get(s["name"]) is not None else "not run")
                 + (f", exit {s['status']}" if "status" in s else ", did not finish")
                 for s in run.meta.get("stages", [])])
    return doc
