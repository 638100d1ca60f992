"""The report as a list of sections (render/report.py's SECTIONS, in report order): each section says
whether it applies to a results folder and writes its Markdown and figures; report.build walks the list.

A section applies when its rows are in the folder (request-reply, rounds, churn, capacity); one that
applies may still find its rows too thin (one client count, no saturated game) and write nothing."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..analysis import scores as an
from ..analysis.dataset import Dataset
from .doc import Doc
from .plot import render


@dataclass(frozen=True)
class ReportContext:
    """What every section may read: the folder's rows, the operating region asked about, the verdicts in
    it (request-reply), where the figures go, and the folder the first screen takes churn settings from."""
    ds: Dataset
    region: an.Region
    verdicts: list[an.TransportVerdict]
    plots: Path
    churn_ds: Dataset | None = None


@dataclass(frozen=True)
class Section:
    name: str
    applies: Callable[[ReportContext], bool]
    write: Callable[[Doc, ReportContext], None]


def always(ctx: ReportContext) -> bool:
    return True


def draw_figures(doc: Doc, plots: Path, figures: list[tuple], titled: bool = False) -> None:
    """Draws each (figure, caption) into plots/ and puts it in the doc: the picture, then its caption with
    a link to the SVG; titled: each under a heading of its own title."""
    for fig, caption in figures:
        render(fig, plots)
        if titled:
            doc.heading(fig.title, 3)
        doc.image(f"plots/{fig.name}.png", fig.title)
        doc.para(f"{caption} [SVG](plots/{fig.name}.svg)")
