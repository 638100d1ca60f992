"""A staged preset (make sweep): several sweeps, one after another, each in a folder of its own under one
run folder, a later one's contenders picked from an earlier one's results.

The run folder holds meta.json ({"stages": [...]}: each stage's name, folder and flags) and one folder
per stage, each an ordinary results folder (its own results.csv, meta.json and report). A stage that
picks (Stage.pick) reads the folder of the stage it names, when it starts: the rounds' leaders by the
decision rule ("leaders"), or the contenders whose one broker carries the most nodes ("reach"; the
raw floor aside); of several tied, the first two (MOST_PICKED), which keeps make sweep in ten minutes
when four tie (each of them costs the brokers, hosting and churn stages about 40 s).
Flags given beside the preset go to every stage whose workload takes them. --resume RUN goes on where
the run stopped: finished stages are kept, an interrupted one is resumed, the rest start.

Exit status: the worst of the stages' (1 over 4 over 0); 130 when interrupted; 2 for bad input."""

from __future__ import annotations

import sys
from pathlib import Path

from ..analysis import moves
from ..analysis import scale as sc
from ..analysis.answer import run_meta
from ..analysis.dataset import ReportError, load
from ..analysis.scores import FLOOR
from ..core.grid import UsageError
from ..record import meta as metamod
from ..workloads import WORKLOADS
from .flags import REPO, default_out, drop_flags
from .presets import PRESETS, Stage


def staged(argv: list[str]) -> str | None:
    """The staged preset the command line names (--preset NAME), or None."""
    for i, arg in enumerate(argv):
        name = arg.split("=", 1)[1] if arg.startswith("--preset=") else \
            argv[i + 1] if arg == "--preset" and i + 1 < len(argv) else None
        if name in PRESETS and PRESETS[name].stages:
            return name
    return None


MOST_PICKED = 2  # a picking stage runs the first two of the tied leaders at most: make sweep's ten minutes


def picked(stage: Stage, out: Path) -> list[str]:
    """The flags a picking stage adds: --contenders from the folder of the stage it reads."""
    if not stage.pick:
        return []
    how, source = stage.pick
    try:
        ds = load(out / source)
    except ReportError as e:
        raise UsageError(f"stage {stage.name}: cannot read stage {source}'s results ({e})") from None
    if how == "leaders":
        dec = moves.decide(ds)[0] if ds.rounds else None
        chosen = [(c.lib, c.pattern) for c in dec.leaders] if dec else []  # (what Grischa runs first, if tied)
    else:  # the contenders, not the floor: raw is the limit they are measured against, not a choice
        ranking = sc.rank([c for c in sc.costs(ds) if c.lib != FLOOR])
        chosen = [(c.lib, c.pattern) for c in ranking.leaders] if ranking else []  # (the most nodes first)
    chosen = list(dict.fromkeys(chosen))[:MOST_PICKED]
    if not chosen:
        return []  # nothing to pick: the stage is left out (say so)
    return ["--contenders", ",".join(f"{lib}:{pattern}" for lib, pattern in chosen)]


def run(argv: list[str], sweep_run) -> int:
    """Runs the staged preset of argv (or resumes a run folder: --resume RUN) with sweep_run(argv) -> status."""
    resuming = flag_value(argv, "--resume")
    if resuming:
        out = Path(resuming)
        meta = run_meta(out)
        if meta is None:
            raise UsageError(f"--resume: {out} is not a staged run's folder")
        given = [a for a in drop_flags(argv, ("--resume",)) if a.startswith("--")]
        if given:
            raise UsageError(f"--resume {out}: a staged run takes its settings from its meta.json; "
                             f"{given[0]} cannot be given with it")
        name, extra = meta["preset"], meta["extra"]
    else:
        name, extra = staged(argv), drop_flags(argv, ("--preset",))
        out = Path(flag_value(extra, "--out") or default_out())
        extra = drop_flags(extra, ("--out",))
        if out.exists() and any(out.iterdir()):
            raise UsageError(f"--out: {out} already holds results; choose a new folder")
        out.mkdir(parents=True, exist_ok=True)
        meta = {"preset": name, "extra": extra, "command_line": ["scripts/sweep", *argv],
                "started_utc": metamod.utc_now(), "build": metamod.git_describe(REPO),
                "stages": [{"name": s.name, "folder": s.name, "what": s.what} for s in PRESETS[name].stages]}
        metamod.write(out / "meta.json", meta)
    for stage, entry in zip(PRESETS[name].stages, meta["stages"]):
        if "status" in entry:
            print(f"sweep: stage {stage.name}: done before (exit {entry['status']})", file=sys.stderr)
            continue
        try:
            status = run_stage(stage, out, extra, sweep_run)
        except KeyboardInterrupt:  # between two stages' points (a stage's own loop returns 130)
            status = 130
        if status not in WORSE:  # interrupted, bad input, results not written: the run stops here
            print(f"sweep: stage {stage.name} stopped; resume the whole run with: scripts/sweep --resume {out}",
                  file=sys.stderr)
            return status
        entry["status"] = status
        metamod.write(out / "meta.json", meta)
    meta["finished_utc"] = metamod.utc_now()
    metamod.write(out / "meta.json", meta)
    return max((e["status"] for e in meta["stages"]), key=WORSE.index)


WORSE = (0, 4, 1)  # a stage's exit status, from best to worst: the run's is its stages' worst


def run_stage(stage: Stage, out: Path, extra: list[str], sweep_run) -> int:
    folder = out / stage.name
    print(f"sweep: stage {stage.name}: {stage.what}", file=sys.stderr, flush=True)
    if (folder / "meta.json").is_file():  # started before, then interrupted
        return sweep_run(["--resume", str(folder)])
    chosen = picked(stage, out)
    if stage.pick and not chosen:
        print(f"sweep: stage {stage.name}: stage {stage.pick[1]} has no {stage.pick[0]} to run; left out",
              file=sys.stderr)
        return 0
    return sweep_run(["--preset", stage.preset, *chosen, *fitting(stage, extra), "--out", str(folder)])


def fitting(stage: Stage, extra: list[str]) -> list[str]:
    """The flags given beside the preset that this stage's workload takes: another workload's counts or
    sizes (--workers in a rounds stage, --nodes in request-reply's) are left out, not refused; so are
    --libs and --patterns in a stage that picks its contenders (from a stage that took them)."""
    flags = PRESETS[stage.preset].flags
    mine = flags[flags.index("--workload") + 1].split(",")
    others = {f for name, w in WORKLOADS.items() if name not in mine for f in (w.count_flag, w.sizes_flag) if f}
    others |= {"--libs", "--patterns"} if stage.pick else set()
    return drop_flags(extra, tuple(others))


def flag_value(argv: list[str], flag: str) -> str | None:
    for i, arg in enumerate(argv):
        if arg == flag and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(flag + "="):
            return arg.split("=", 1)[1]
    return None
