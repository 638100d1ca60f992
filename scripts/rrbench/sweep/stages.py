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
from ..analysis.scores import is_floor
from ..core import programs
from ..core import variants as variantsmod
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


LEFT_OUT = "its server boots for seconds every point, past make sweep's ten minutes"  # (and cannot be kept)
MOST_PICKED = 2  # a picking stage runs the first two of the tied leaders at most: make sweep's ten minutes


def boots_slowly(bin_dir: Path, lib: str) -> bool:
    """A broker product whose server takes seconds to boot (its --info server.start_timeout_s: RabbitMQ's,
    5-20 s)."""
    server = server_of(bin_dir, lib)
    return bool(server and server.get("start_timeout_s", 0) > 0)


def every_point_boots(bin_dir: Path, lib: str) -> bool:
    """A product whose server boots slowly and that the sweep cannot keep (no slices: run/kept.py), so that
    every point of it boots one: a quick preset leaves it out. RabbitMQ's is kept (a virtual host a point)."""
    server = server_of(bin_dir, lib)
    return boots_slowly(bin_dir, lib) and not server.get("slice")


def server_of(bin_dir: Path, lib: str) -> dict | None:
    """The product's server (its router's --info), None for a library or one not built (the stage's sweep
    then refuses it in one line)."""
    try:
        return programs.server(bin_dir, lib.split("@")[0])
    except RuntimeError:
        return None


def picked(stage: Stage, out: Path, bin_dir: Path = REPO / "bin") -> list[str]:
    """The flags a picking stage adds: --contenders from the folder of the stage it reads."""
    if not stage.pick:
        return []
    how, source = stage.pick
    try:
        ds = load(out / source)
    except ReportError as e:
        raise UsageError(f"stage {stage.name}: cannot read stage {source}'s results ({e})") from None
    if how == "slow":  # the products whose server boots slowly, every pattern (and request-reply, if the stage has it)
        chosen = list(dict.fromkeys(r["lib"] for r in ds.rounds if boots_slowly(bin_dir, r["lib"])))
        return ["--libs", ",".join(chosen)] if chosen else []
    if how == "leaders":
        dec = moves.decide(ds)[0] if ds.rounds else None
        chosen = [(c.lib, c.pattern) for c in dec.leaders] if dec else []  # (what Grischa runs first, if tied)
    else:  # the contenders, not the floor: raw is the limit they are measured against, not a choice
        ranking = sc.rank([c for c in sc.costs(ds) if not is_floor(c.lib)])
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
        left = left_out(name, extra)
        if left:  # the report says so under its first table
            meta["left_out"] = {lib: f"make sweep-products-all: {LEFT_OUT}" for lib in left}
        metamod.write(out / "meta.json", meta)
    for stage, entry in zip(PRESETS[name].stages, meta["stages"]):
        if "status" in entry:
            print(f"sweep: stage {stage.name}: done before (exit {entry['status']})", file=sys.stderr)
            continue
        try:
            status = run_stage(stage, out, extra, sweep_run, PRESETS[name].quick)
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


def run_stage(stage: Stage, out: Path, extra: list[str], sweep_run, quick: bool = False) -> int:
    folder = out / stage.name
    print(f"sweep: stage {stage.name}: {stage.what}", file=sys.stderr, flush=True)
    if (folder / "meta.json").is_file():  # started before, then interrupted
        return sweep_run(["--resume", str(folder)])
    bin_dir = Path(flag_value(extra, "--bin") or REPO / "bin")
    chosen = picked(stage, out, bin_dir)
    if stage.pick and not chosen:
        print(f"sweep: stage {stage.name}: stage {stage.pick[1]} has no {stage.pick[0]} to run; left out",
              file=sys.stderr)
        return 0
    if flag_value(extra, "--libs") is None:
        own = stage_libs(stage, list(stage.flags), bin_dir, quick)
    else:  # the libraries given beside the preset, as they are
        own = drop_flags(list(stage.flags), ("--libs",))
    return sweep_run(["--preset", stage.preset, *chosen, *own, *fitting(stage, extra), "--out", str(folder)])


def left_out(name: str, extra: list[str]) -> list[str]:
    """The libraries a quick preset's stages leave out (every point of them boots a server), unless --libs is
    given."""
    if not PRESETS[name].quick or flag_value(extra, "--libs") is not None:
        return []
    bin_dir = Path(flag_value(extra, "--bin") or REPO / "bin")
    libs = {lib for st in PRESETS[name].stages if not st.pick
            for lib in (flag_value(list(st.flags), "--libs") or flag_value(list(PRESETS[st.preset].flags), "--libs")
                        or "").split(",") if lib}
    return sorted(lib for lib in libs if every_point_boots(bin_dir, lib))


def stage_libs(stage: Stage, own: list[str], bin_dir: Path, quick: bool) -> list[str]:
    """The stage's own flags with its --libs (its own, else its preset's) less the products every point of
    which boots a server (a quick preset: make sweep, which says so) and with their client variants
    (stage.variants)."""
    if stage.pick or not (quick or stage.variants):
        return own
    libs = (flag_value(own, "--libs") or flag_value(list(PRESETS[stage.preset].flags), "--libs") or "").split(",")
    if quick:
        slow = [lib for lib in libs if every_point_boots(bin_dir, lib)]
        if slow:
            print(f"sweep: stage {stage.name}: {', '.join(slow)} left to make sweep-products-all: {LEFT_OUT}",
                  file=sys.stderr)
        libs = [lib for lib in libs if lib not in slow]
    if stage.variants:
        libs += [v for v in variantsmod.declared(bin_dir) if v.split("@")[0] in libs]
    return [*drop_flags(own, ("--libs",)), "--libs", ",".join(libs)]


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
