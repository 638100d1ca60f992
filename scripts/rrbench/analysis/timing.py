"""Where a sweep's wall time went: its runs' timing columns (results schema 7, docs/results.md "Where the
time goes") added up by phase, over all and per workload, with the steps of `make sweep` around the
sweep when the Makefile noted them (steps.tsv: the packages, the build, the sweep, the report). A folder
of an older schema has no timing: breakdown() is then None."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

# A finished run's phases, in the order they happen: (column, what it holds).
# (docs/sweep.md "Where the time goes" says what each holds.)
PHASES = (
    ("kept_boot_s", "a kept server's boot"),  # (the first point on it: run/kept.py)
    ("broker_start_s", "broker start"),
    ("setup_s", "other roles' start"),   # request-reply: with the workers' hellos
    ("hello_s", "hellos"),               # rounds: until every node answered its hello (subscriptions live)
    ("warmup_wall_s", "warm-up"),
    ("measured_wall_s", "measured"),
    ("finish_s", "results, goodbyes"),
    ("teardown_s", "teardown"),
)
IN_RUN = "the sweep, in a run"      # its folder, the go, collecting (histograms), killing, cleaning up
FAILED = "failed runs"              # whole
GAP = "between runs"                # recording a row, the next run's checks; the first: the sweep's start
AFTER = "after the last run"        # summary.csv, the verdict
STARTUP = "the sweep's own start"   # steps.tsv's sweep less its clock: Python, its imports
STEPS_FILE = "steps.tsv"  # written by the Makefile: one line "step<TAB>seconds" per step of make sweep


def num(v) -> float | None:
    if v in (None, ""):
        return None
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


@dataclass
class Breakdown:
    """Seconds per category, over all and per workload; the steps around the sweep."""
    total: dict[str, float] = field(default_factory=dict)
    workloads: dict[str, dict[str, float]] = field(default_factory=dict)
    runs: dict[str, int] = field(default_factory=dict)  # workload -> runs
    steps: dict[str, float] = field(default_factory=dict)  # make sweep's steps (steps.tsv), seconds

    def add(self, workload: str, what: str, s: float) -> None:
        self.total[what] = self.total.get(what, 0.0) + s
        one = self.workloads.setdefault(workload, {})
        one[what] = one.get(what, 0.0) + s


def row_phases(row: dict) -> dict[str, float]:
    """One row's seconds by category (PHASES' texts, IN_RUN, FAILED, GAP); {} when it was not timed. A kept
    server's boot is a category only in the run that booted one."""
    run, gap = num(row.get("run_s")), num(row.get("gap_s"))
    if run is None:
        return {}
    out = {GAP: gap or 0.0}
    boot = num(row.get(PHASES[0][0])) or 0.0
    if boot:
        out[PHASES[0][1]] = boot
    if row.get("status") != "ok":
        out[FAILED] = run - boot
        return out
    parts = {text: num(row.get(col)) or 0.0 for col, text in PHASES[1:]}
    setup, broker = parts["other roles' start"], parts["broker start"]
    parts["other roles' start"] = max(setup - broker, 0.0)  # setup_s holds the broker's start: the rest only
    out.update(parts)
    out[IN_RUN] = max(run - boot - sum(parts.values()), 0.0)
    return out


def timed(rows: list[dict]) -> bool:
    """Whether any row was timed (results schema 7 and later)."""
    return any(num(r.get("run_s")) is not None for r in rows)


def breakdown(rows: list[dict], meta: dict, folder: Path | None = None) -> Breakdown | None:
    """The folder's breakdown; None when no row was timed (a folder older than results schema 7)."""
    b = Breakdown()
    for row in rows:
        phases = row_phases(row)
        if not phases:
            continue
        w = row.get("workload", "")
        b.runs[w] = b.runs.get(w, 0) + 1
        for what, s in phases.items():
            b.add(w, what, s)
    if not b.runs:
        return None
    walls = [num(x) for x in meta.get("sweep_wall_s", [])]
    if walls and None not in walls:
        b.total[AFTER] = max(sum(walls) - sum(b.total.values()), 0.0)
    if folder is not None and (folder / STEPS_FILE).exists():
        for line in (folder / STEPS_FILE).read_text().splitlines():
            name, _, s = line.partition("\t")
            if num(s) is not None:
                b.steps[name] = num(s)
    if "sweep" in b.steps and AFTER in b.total:  # the program's start, before its own clock began
        b.total[STARTUP] = max(b.steps["sweep"] - sum(b.total.values()), 0.0)
    return b


def table(b: Breakdown) -> tuple[list[str], list[list[str]]]:
    """The breakdown as a table: a row per category, its seconds and share in the sweep, then per
    workload; the steps of make sweep (if noted) above, each with its share of them all."""
    workloads = sorted(b.workloads)
    sweep = sum(b.total.values())
    whole = sum(v for k, v in b.steps.items() if k != "sweep") + sweep if b.steps else sweep
    header = ["where", "s", "share", *(f"{w} s" for w in workloads)]
    rows = []
    for name, s in b.steps.items():
        if name != "sweep":
            rows.append([f"make sweep: {name}", f"{s:.1f}", pct(s, whole), *("" for _ in workloads)])
    order = [STARTUP] + [text for _, text in PHASES] + [IN_RUN, FAILED, GAP, AFTER]
    for what in (w for w in order if w in b.total):
        whole_sweep = what in (AFTER, STARTUP)  # not any one workload's
        rows.append([what, f"{b.total[what]:.1f}", pct(b.total[what], whole),
                     *("" if whole_sweep else f"{b.workloads[wl].get(what, 0.0):.1f}" for wl in workloads)])
    rows.append([f"the sweep ({runs(sum(b.runs.values()))})", f"{sweep:.1f}", pct(sweep, whole),
                 *(f"{sum(b.workloads[w].values()):.1f} ({runs(b.runs[w])})" for w in workloads)])
    if b.steps:
        rows.append(["all of make sweep", f"{whole:.1f}", "100 %", *("" for _ in workloads)])
    return header, rows


def runs(n: int) -> str:
    return f"{n} run" + ("" if n == 1 else "s")


def pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f} %" if whole else ""


def text(b: Breakdown) -> str:
    """The table as plain text, for a terminal (scripts/report --timing)."""
    header, rows = table(b)
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    return "\n".join("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths)))
                     for r in [header, *rows])
