"""Figures drawn with gnuplot: line panels, heatmap panels and dot plots.

A figure is plain data (what to draw); `render` turns it into one gnuplot
script with the data inline and runs it twice, once for PNG (pngcairo) and
once for SVG, so both files always show the same thing. Nothing here knows
about libraries or results; report.py decides what each figure shows."""

from __future__ import annotations

import math
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

GNUPLOT_TIMEOUT_S = 60
# Distinguishable on white and for the common colour-vision deficiencies (Okabe & Ito), then some more.
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442",
           "#999999", "#882255", "#44AA99", "#117733")
PANEL_W, PANEL_H = 620, 380
KEY_STYLE = "set key outside right top font ',8' spacing 0.9"
NICE_RATIOS = (1 / 16, 1 / 8, 1 / 4, 1 / 2, 2 / 3, 1, 1.5, 2, 4, 8, 16)
HEAT_CELL_W, HEAT_CELL_H = 70, 34


class PlotError(Exception):
    pass


@dataclass
class Line:
    title: str
    points: list[tuple[float, float, float | None, float | None]]  # x, y, interval low, high
    colour: str = COLOURS[0]
    dashed: bool = False
    failed_x: list[float] = field(default_factory=list)  # x of points where every trial failed
    band: bool = False  # the interval as a shaded band around the line (else error bars)
    dash: int = 0       # a gnuplot dash type other than solid/dashed (3: dotted), 0: from `dashed`


@dataclass
class LinePanel:
    title: str
    lines: list[Line]


@dataclass
class LineFigure:
    name: str
    title: str
    xlabel: str
    ylabel: str
    panels: list[LinePanel]
    xtics: list[tuple[str, float]]
    logx: bool = True
    hlines: list[tuple[float, str]] = field(default_factory=list)  # y, label: a reference line (red)
    key: str = KEY_STYLE
    size: tuple[int, int] | None = None  # pixels, for a figure that must fit a screen


@dataclass
class HeatCell:
    x: int
    y: int
    value: float | None  # a ratio; None when it cannot be computed
    note: str = ""      # "n.s.", "failed", ... shown under the value


@dataclass
class HeatPanel:
    title: str
    cells: list[HeatCell]


@dataclass
class HeatFigure:
    name: str
    title: str
    xlabel: str
    ylabel: str
    xlabels: list[str]
    ylabels: list[str]
    panels: list[HeatPanel]
    cblabel: str


@dataclass
class Dot:
    """One row of a dot plot: a value with its interval, filled (measured) or hollow (from a model)."""
    label: str
    x: float | None            # None: no value (the row says why in `note`)
    lo: float | None = None
    hi: float | None = None
    colour: str = COLOURS[0]
    measured: bool = True
    note: str = ""             # written right of the dot


@dataclass
class DotFigure:
    """Rows of dots against one logarithmic x axis, read at a glance: the first row on top."""
    name: str
    title: str
    xlabel: str
    dots: list[Dot]
    xtics: list[tuple[str, float]]
    vlines: list[tuple[float, str]] = field(default_factory=list)  # x, label: reference lines (grey)
    key: str = ""  # what filled and hollow mean


def layout(n: int) -> tuple[int, int]:
    cols = 1 if n == 1 else 2 if n <= 4 else 3
    return math.ceil(n / cols), cols


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Script:
    """Builds a gnuplot script: inline data blocks first, then commands."""

    def __init__(self):
        self.blocks: list[str] = []
        self.commands: list[str] = []

    def data(self, rows: list[tuple]) -> str:
        name = f"$D{len(self.blocks)}"
        text = "\n".join(" ".join(fmt(v) for v in r) for r in rows)
        self.blocks.append(f"{name} << EOD\n{text}\nEOD")
        return name

    def __call__(self, *commands: str) -> None:
        self.commands.extend(commands)


def fmt(v) -> str:
    if isinstance(v, str):
        return quote(v)
    if v is None:
        return "NaN"
    return repr(float(v)) if isinstance(v, float) else str(v)


def value_range(figure: LineFigure) -> tuple[float, float, bool]:
    """A common y range for all panels; logarithmic when the data spans a decade or more."""
    ys = [v for p in figure.panels for ln in p.lines for (_, y, lo, hi) in ln.points
          for v in (y, lo, hi) if v is not None and v > 0]
    if not ys:
        return 0.1, 1.0, True
    lo, hi = min(ys), max(ys)
    if hi / lo >= 10:
        return lo / 2, hi * 2, True
    return 0.0, hi * 1.15, False


def y_format(lo: float, hi: float, logy: bool) -> str:
    """1k, 10k, 100k on log axes of counts; plain numbers where SI prefixes would read as milli-units."""
    if logy:
        return "%.0s%c" if lo >= 1 else "%g"
    return "%.0f" if hi >= 100 else "%g"


def line_figure_commands(s: Script, fig: LineFigure) -> tuple[int, int]:
    rows, cols = layout(len(fig.panels))
    ylo, yhi, logy = value_range(fig)
    fail_y = ylo * 1.25 if logy else yhi * 0.02
    s(f"set multiplot layout {rows},{cols} title {quote(fig.title)} font ',13'",
      "set grid xtics ytics lc rgb '#dddddd'", fig.key,
      f"set xlabel {quote(fig.xlabel)}", f"set ylabel {quote(fig.ylabel)}",
      f"set xtics ({', '.join(f'{quote(lbl)} {v}' for lbl, v in fig.xtics)}) font ',8'",
      "set logscale x 2" if fig.logx else "unset logscale x",
      "set logscale y 10" if logy else "unset logscale y",
      f"set format y '{y_format(ylo, yhi, logy)}'",
      f"set yrange [{ylo}:{yhi}]")
    xs = [v for _, v in fig.xtics]
    pad = 1.4 if fig.logx else (max(xs) - min(xs)) * 0.05 + 0.5
    s(f"set xrange [{min(xs) / pad if fig.logx else min(xs) - pad}:{max(xs) * pad if fig.logx else max(xs) + pad}]")
    for i, (y, label) in enumerate(fig.hlines, 1):
        s(f"set arrow {i} from graph 0, first {y} to graph 1, first {y} nohead lw 2 dt 2 lc rgb '#CC0000' front",
          f"set label {i + 10} {quote(label)} at graph 0.02, first {y * (1.12 if logy else 1.0)} "
          f"tc rgb '#CC0000' font ',9' front")
    for panel in fig.panels:
        s(f"set title {quote(panel.title)} font ',11'")
        parts = []
        for ln in panel.lines:
            if not ln.points:
                continue
            block = s.data([(x, y, lo if lo is not None else y, hi if hi is not None else y)
                            for x, y, lo, hi in sorted(ln.points)])
            dash = f"dt {ln.dash}" if ln.dash else "dt 2" if ln.dashed else "dt 1"
            has_ci = any(lo is not None for _, _, lo, _ in ln.points)
            if has_ci and ln.band:
                parts.append(f"{block} using 1:3:4 with filledcurves fs transparent solid 0.18 noborder "
                             f"lc rgb {quote(ln.colour)} notitle")
            style = "yerrorlines" if has_ci and not ln.band else "linespoints"
            using = "1:2:3:4" if has_ci and not ln.band else "1:2"
            parts.append(f"{block} using {using} with {style} lw 1.5 {dash} pt 7 ps 0.6 "
                         f"lc rgb {quote(ln.colour)} title {quote(ln.title)}")
        for ln in panel.lines:  # failed points: a cross in the line's colour on the bottom edge
            if ln.failed_x:
                block = s.data([(x, fail_y) for x in sorted(set(ln.failed_x))])
                parts.append(f"{block} using 1:2 with points pt 2 ps 2 lw 2 lc rgb {quote(ln.colour)} "
                             f"title {quote(ln.title + ': failed')}")
        if not parts:  # a panel with nothing ok and nothing failed: say so rather than draw nothing
            s("set label 1 'no data' at graph 0.5, graph 0.5 center", "unset key", "plot NaN notitle",
              "unset label 1", KEY_STYLE)
            continue
        s("plot " + ", \\\n     ".join(parts))
    s("unset multiplot")
    return fig.size or (cols * PANEL_W, rows * PANEL_H + 40)


# Text width in pixels, for sizing a figure around its words: sans at `points`, at most this many pixels a
# character (wider than the average of DejaVu Sans, cairo's sans here: 0.55-0.62 em; capitals, "m" and "w"
# are wider, so a little room is left too).
CHAR_EM = 0.66
DOT_W = 900          # a dot figure's least width, pixels
DOT_PLOT_MIN = 420   # ... and the least width of its plot area


def text_px(text: str, points: float = 10) -> float:
    return len(text) * points * CHAR_EM * 96 / 72


def wrap(text: str, width_px: float, points: float) -> list[str]:
    """`text` broken at spaces into lines of at most width_px."""
    lines, line = [], ""
    for word in text.split():
        if line and text_px(f"{line} {word}", points) > width_px:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def quote_lines(lines: list[str]) -> str:
    """Lines as one gnuplot string, a line break between them."""
    return '"' + r"\n".join(quote(line)[1:-1] for line in lines) + '"'


def dot_notes(fig: DotFigure, lo: float, hi: float) -> list[tuple[float, int, str]]:
    """Each note: where it starts (x: right of its dot's bar, or at the left edge without a dot), its row,
    its text."""
    out = []
    for i, d in enumerate(fig.dots):
        if not d.note:
            continue
        if not d.x:
            out.append((lo * 1.1, i, d.note))
            continue
        top = d.hi if d.hi not in (None, float("inf")) else hi / 1.1
        out.append(((top or d.x) * 1.12, i, d.note))
    return out


def dot_layout(fig: DotFigure, lo: float, hi: float) -> tuple[int, int, int, float]:
    """(width, left margin, right margin in pixels, the x axis's top) that hold every label on the left and
    every note right of its dot within the picture: the axis reaches further right until each note fits."""
    left = int(max((text_px(d.label) for d in fig.dots), default=0)) + 24
    right = 30
    width = max(DOT_W, left + right + DOT_PLOT_MIN)
    plot = width - left - right
    for _ in range(60):
        ends = [plot * math.log(x / lo) / math.log(hi / lo) + text_px(note, 9) + 12
                for x, _, note in dot_notes(fig, lo, hi)]
        if max(ends, default=0) <= plot:
            break
        hi *= 1.25
    return width, left, right, hi


def dot_figure_commands(s: Script, fig: DotFigure) -> tuple[int, int]:
    n = len(fig.dots)
    xs = [v for d in fig.dots for v in (d.x, d.lo, d.hi) if v and v > 0 and v != float("inf")] + \
        [x for x, _ in fig.vlines]
    lo, hi = min(xs) / 1.8, max(xs) * 2.5
    width, left, right, hi = dot_layout(fig, lo, hi)
    title, key = wrap(fig.title, width - 40, 12), wrap(fig.key, width - 50, 8)
    height = 150 + 30 * n + 18 * (len(title) - 1) + 12 * (len(key) - 1)
    tics = [(lbl, v) for lbl, v in fig.xtics if lo <= v <= hi]
    # the title over the whole picture (gnuplot's set title centres it over the plot, right of the names)
    s(f"set label 50 {quote_lines(title)} at screen 0.5, screen {1 - 22 / height:.4f} center font ',12'",
      f"set tmargin at screen {1 - (44 + 18 * (len(title) - 1)) / height:.4f}", "unset key", "set logscale x 10",
      f"set xrange [{lo}:{hi}]", f"set yrange [{n - 0.4}:-0.6]", "set grid xtics lc rgb '#dddddd'",
      f"set xtics ({', '.join(f'{quote(lbl)} {v}' for lbl, v in tics)}) font ',9'",
      f"set ytics ({', '.join(f'{quote(d.label)} {i}' for i, d in enumerate(fig.dots))}) font ',10'",
      f"set xlabel {quote(fig.xlabel)} offset 0,0.3", f"set lmargin at screen {left / width:.4f}",
      f"set rmargin at screen {1 - right / width:.4f}", "set bmargin 5")
    for i, (x, label) in enumerate(fig.vlines, 1):
        s(f"set arrow {i} from first {x}, graph 0 to first {x}, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back",
          f"set label {i + 10} {quote(label)} at first {x}, graph 1.03 center tc rgb '#555555' font ',8'")
    if fig.key:
        s(f"set label 40 {quote_lines(key)} at screen 0.02, screen {(8 + 12 * len(key)) / height:.4f} "
          f"font ',8' tc rgb '#333333'")
    parts = []
    for i, d in enumerate(fig.dots):
        if d.x is None or d.x <= 0:
            continue
        top = hi if d.hi == float("inf") else d.hi if d.hi is not None else d.x
        block = s.data([(d.x, i, d.lo if d.lo is not None else d.x, top)])
        parts.append(f"{block} using 1:2:3:4 with xerrorbars pt {7 if d.measured else 6} ps 1.6 lw 2 "
                     f"lc rgb {quote(d.colour)}")
    notes = dot_notes(fig, lo, hi)
    if notes:
        parts.append(f"{s.data(notes)} using 1:2:3 with labels left font ',9' tc rgb '#333333'")
    s("plot " + (", \\\n     ".join(parts) if parts else "NaN notitle"))
    return width, height


def heat_figure_commands(s: Script, fig: HeatFigure) -> tuple[int, int]:
    rows, cols = layout(len(fig.panels))
    logs = [abs(math.log2(c.value)) for p in fig.panels for c in p.cells if c.value and c.value > 0]
    span = min(4.0, max(1.0, max(logs, default=1.0)))
    nice = NICE_RATIOS if span <= 1.5 else [r for r in NICE_RATIOS if math.log2(r).is_integer()]
    ticks = [math.log2(r) for r in nice if abs(math.log2(r)) <= span + 1e-9]
    nx, ny = len(fig.xlabels), len(fig.ylabels)
    s(f"set multiplot layout {rows},{cols} title {quote(fig.title)} font ',13'",
      "unset logscale", "unset grid", "unset key",
      f"set xrange [-0.5:{nx - 0.5}]", f"set yrange [-0.5:{ny - 0.5}]",
      f"set xtics ({', '.join(f'{quote(lbl)} {i}' for i, lbl in enumerate(fig.xlabels))}) font ',8'",
      f"set ytics ({', '.join(f'{quote(lbl)} {i}' for i, lbl in enumerate(fig.ylabels))}) font ',8'",
      f"set xlabel {quote(fig.xlabel)}", f"set ylabel {quote(fig.ylabel)}",
      f"set cbrange [{-span}:{span}]",
      f"set cbtics ({', '.join(f'{quote(ratio_text(2 ** t))} {t}' for t in ticks)}) font ',8'",
      f"set cblabel {quote(fig.cblabel)} font ',9'",
      # red: below 1, white: 1, blue: above 1
      "set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')", "set style fill solid 1.0 noborder")
    for panel in fig.panels:
        s(f"set title {quote(panel.title)} font ',11'")
        valued = [(c.x, c.y, clamp(math.log2(c.value), span), ratio_text(c.value))
                  for c in panel.cells if c.value and c.value > 0]
        blank = [(c.x, c.y) for c in panel.cells if not (c.value and c.value > 0)]
        notes = [(c.x, c.y, c.note) for c in panel.cells if c.note]
        parts = []
        if valued:
            block = s.data(valued)
            parts += [f"{block} using 1:2:(0.5):(0.5):3 with boxxyerror lc palette",
                      f"{block} using 1:($2+0.12):4 with labels font ',8'"]
        if blank:
            parts.append(f"{s.data(blank)} using 1:2:(0.5):(0.5) with boxxyerror lc rgb '#BBBBBB'")
        if notes:
            parts.append(f"{s.data(notes)} using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'")
        if not parts:
            parts = ["NaN notitle"]
        s("plot " + ", \\\n     ".join(parts))
    s("unset multiplot")
    width = max(360, nx * HEAT_CELL_W + 200)
    return cols * width, rows * max(260, ny * HEAT_CELL_H + 150) + 40


def clamp(v: float, span: float) -> float:
    return max(-span, min(span, v))


def ratio_text(v: float) -> str:
    if v >= 100:
        return f"{v:.0f}"
    if v >= 10:
        return f"{v:.1f}"
    return f"{v:.2f}"


def render(fig: LineFigure | HeatFigure | DotFigure, outdir: Path) -> list[Path]:
    """Draws `fig` as outdir/<name>.png and .svg; returns both paths."""
    if shutil.which("gnuplot") is None:
        raise PlotError("gnuplot not found: run scripts/deps (Debian package gnuplot-nox)")
    body = Script()
    if isinstance(fig, LineFigure):
        width, height = line_figure_commands(body, fig)
    elif isinstance(fig, DotFigure):
        width, height = dot_figure_commands(body, fig)
    else:
        width, height = heat_figure_commands(body, fig)
    png, svg = outdir / f"{fig.name}.png", outdir / f"{fig.name}.svg"
    lines = ["reset", *body.blocks]
    for terminal, path in ((f"pngcairo noenhanced size {width},{height} font 'sans,10'", png),
                           (f"svg noenhanced size {width},{height} dynamic font 'sans,10' background '#ffffff'",
                            svg)):
        lines += [f"set terminal {terminal}", f"set output {quote(path.name)}", *body.commands, "set output"]
    script = outdir / f"{fig.name}.gp"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    try:
        run = subprocess.run(["gnuplot", script.name], cwd=outdir, capture_output=True, text=True,
                             timeout=GNUPLOT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise PlotError(f"gnuplot took over {GNUPLOT_TIMEOUT_S} s on {script.name}") from None
    errors = [ln for ln in run.stderr.splitlines() if ln.strip() and "warning" not in ln.lower()]
    if run.returncode != 0 or errors:
        raise PlotError(f"gnuplot failed on {script.name}: {(errors or [f'exit {run.returncode}'])[-1].strip()}")
    for path in (png, svg):
        if not path.is_file() or path.stat().st_size == 0:
            raise PlotError(f"gnuplot wrote no {path.name}")
    return [png, svg]
