"""The named experiments (scripts/sweep --preset NAME, scripts/rrbench/sweep/presets.py): each is
exactly the flags the Makefile's target passed before presets existed (their --clients in today's words,
--workers or --nodes), plans the same sweep as they do, and gives way to a flag given beside it; the
Makefile's sweep targets call them."""

import re
import subprocess
import sys
from dataclasses import replace

import pytest

from support import BIN, EVERY_LIB, PRODUCTS, REPO
from rrbench.core.grid import UsageError
from rrbench.sweep import presets
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan

EVERY = EVERY_LIB
CLOCKS = ["--duration", "1.0", "--warmup", "0.2"]  # make sweep's stages: the rounds' cap and warm-up
LADDER = "100,256,512,1024,2048,4096"
# What the Makefile's targets passed to scripts/sweep before the presets (after --out DIR).
BEFORE = {
    "both": ["--workload", "reqrep,rounds"],  # make sweep's before it ran in stages
    "grischa": ["--workload", "rounds", "--libs", EVERY, "--transports", "tcp", "--nodes", "20,100,1024",
                "--trials", "5", "--timeout", "3"],
    "products": ["--workload", "reqrep", "--libs", ",".join(("zmq", "raw", *PRODUCTS)), "--sizes", "64,1k",
                 "--workers", "1,8,64"],
    "churn": ["--scenario", "node-dies,node-joins,broker-restarts,master-restarts,controller-restarts",
              "--workload", "reqrep,rounds", "--libs", EVERY],
    "capacity-peak": ["--workload", "reqrep", "--libs", EVERY + ",raw@uring", "--transports", "tcp",
                      "--sizes", "64,1k", "--workers", "16", "--inflight", "16", "--pin", "broker"],
    "capacity-knee": ["--workload", "reqrep", "--libs", EVERY, "--transports", "tcp", "--sizes", "64,1k",
                      "--workers", "16", "--find-capacity"],
    # Presets born as presets (docs/scale.md): their flags as they were written.
    "scale": ["--workload", "rounds", "--libs", EVERY + ",raw@uring", "--transports", "tcp",
              "--nodes", "20,100,1024,4096",
              "--hosting", "loop", "--pin", "broker", "--trials", "3", "--timeout", "5"],
    "scale-hosting": ["--workload", "rounds", "--libs", EVERY, "--transports", "tcp", "--nodes", "20,100",
                      "--hosting", "thread,loop", "--pin", "broker", "--trials", "3", "--timeout", "3"],
    "scale-saturation": ["--workload", "rounds", "--libs", "zmq,redis,nats", "--patterns", "pubsub", "--transports",
                         "tcp", "--nodes", "20,100", "--games", "1,2,4,8", "--hosting", "loop", "--pin",
                         "broker-first", "--duration", "3", "--trials", "3", "--timeout", "3"],
    "scale-hosts": ["--workload", "rounds", "--contenders", "raw:pubsub,raw@uring:pubsub,zmq:addressed,zmq:pubsub,"
                    "czmq:addressed,redis:pubsub,redis:reply,nats:pubsub,nats:reply,mqtt:pubsub", "--transports",
                    "tcp", "--nodes", "100,1024", "--hosting", "loop", "--pin", "broker", "--hosts-layout",
                    "loopback,two-hosts", "--rounds", "1000", "--duration", "4.0", "--trials", "3", "--timeout", "5",
                    "--profile-broker"],
    "brokers": ["--workload", "rounds", "--libs", EVERY, "--transports", "tcp", "--nodes", "100,1024,4096",
                "--brokers", "1,3", "--hosting", "loop", "--pin", "broker", "--trials", "3", "--timeout", "5"],
    "brokers-restarts": ["--workload", "rounds", "--libs", EVERY, "--transports", "tcp", "--nodes", "20", "--brokers",
                         "3", "--scenario", "broker-restarts", "--trials", "2"],
    # make sweep's stages (sweep/stages.py), each a preset
    "moves": ["--workload", "rounds", "--libs", EVERY + ",raw@uring", "--transports", "tcp", "--nodes", "20,100",
              *CLOCKS, "--timeout", "3"],
    "scale-reach": ["--workload", "rounds", "--libs", EVERY + ",raw@uring", "--transports", "tcp", "--nodes", LADDER,
                    "--bracket", "--rounds", "50", *CLOCKS, "--hosting", "loop", "--pin", "broker", "--timeout", "5"],
    "scale-thread": ["--workload", "rounds", "--transports", "tcp", "--nodes", LADDER, "--bracket",
                     "--rounds", "50", *CLOCKS, "--hosting", "thread", "--pin", "broker", "--timeout", "5"],
    "brokers-reach": ["--workload", "rounds", "--transports", "tcp", "--nodes", "1024,2048,3072,4096", "--bracket",
                      "--brokers", "3", "--rounds", "50", *CLOCKS, "--hosting", "loop", "--pin", "broker",
                      "--timeout", "5"],
    "churn-leaders": ["--workload", "rounds", "--transports", "tcp", "--scenario", "node-dies,broker-restarts",
                      "--liveness", "on"],
    "churn-boot": ["--workload", "reqrep,rounds", "--transports", "tcp", "--scenario",
                   "node-dies,node-joins,broker-restarts", "--liveness", "on", "--duration", "20", "--timeout", "15"],
    "reqrep": ["--workload", "reqrep", "--libs", EVERY, "--transports", "tcp", "--sizes", "1k", "--workers", "8,64",
               "--duration", "0.5", "--warmup", "0.2"],
    "profile-points": ["--workload", "rounds", "--transports", "tcp", "--hosting", "loop", "--pin", "broker",
                       "--profile-broker", "--trials", "3", "--timeout", "5"],
}
STAGED = {"default": ["moves", "scale-reach", "scale-thread", "brokers-reach", "churn-leaders", "reqrep"],
          "products-all": ["moves", "scale-reach", "brokers-reach", "churn-boot", "reqrep", "capacity-peak"],
          "profile": ["profile-points", "profile-points"], "floor-parts": ["profile-points"] * 3}


def test_every_preset_is_the_flags_its_target_passed():
    assert set(presets.PRESETS) == set(BEFORE) | set(STAGED)
    for name, flags in BEFORE.items():
        assert presets.expand(["--out", "D", "--preset", name]) == ["--out", "D", *flags], name
        assert presets.expand([f"--preset={name}", "--seed", "3"]) == [*flags, "--seed", "3"], name


def test_a_staged_preset_runs_presets_and_picks_only_from_a_stage_before():
    for name, stages in STAGED.items():
        assert [s.preset for s in presets.PRESETS[name].stages] == stages
        names = [s.name for s in presets.PRESETS[name].stages]
        for i, s in enumerate(presets.PRESETS[name].stages):
            assert not s.pick or (s.pick[0] in ("leaders", "reach", "slow") and s.pick[1] in names[:i])
            # a picking stage names its contenders (--contenders), which --libs and --patterns may not join
            assert not s.pick or not {"--libs", "--patterns"} & set(presets.PRESETS[s.preset].flags), s
        with pytest.raises(UsageError, match="runs in stages: give it alone"):
            presets.expand(["--preset", name, "--preset", "moves"])


def test_the_makefile_targets_call_the_presets():
    makefile = (REPO / "Makefile").read_text()
    called = dict(re.findall(r"^(sweep[\w-]*):\n\t\$\(call sweep_and_report,--preset ([\w-]+)", makefile, re.M))
    assert called == {"sweep": "default", "sweep-grischa": "grischa", "sweep-products": "products",
                      "sweep-products-all": "products-all",
                      "sweep-churn": "churn", "sweep-capacity-peak": "capacity-peak",
                      "sweep-capacity-knee": "capacity-knee", "sweep-scale-main": "scale",
                      "sweep-scale-hosting": "scale-hosting", "sweep-scale-saturation": "scale-saturation",
                      "sweep-scale-hosts": "scale-hosts",
                      "sweep-brokers-main": "brokers", "sweep-brokers-restarts": "brokers-restarts",
                      "sweep-profile": "profile", "sweep-floor-parts": "floor-parts"}


@pytest.mark.parametrize("where", ["before", "after"])
def test_a_flag_beside_a_preset_overrides_it(where):
    mine = ["--trials", "2", "--libs=zmq"]
    argv = [*mine, "--preset", "grischa"] if where == "before" else ["--preset", "grischa", *mine]
    expanded = presets.expand(argv)
    args = build_parser().parse_args(expanded)
    assert (args.trials, args.libs, args.nodes, args.timeout) == (2, "zmq", "20,100,1024", 3.0)
    assert "5" not in expanded and EVERY not in expanded


def test_an_unknown_preset_is_one_line_and_exit_2(tmp_path):
    with pytest.raises(UsageError, match="unknown preset 'nope' .known: default, grischa"):
        presets.expand(["--preset", "nope"])
    p = subprocess.run([sys.executable, str(REPO / "scripts" / "sweep"), "--preset", "nope", "--out",
                        str(tmp_path / "x")], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "--preset: unknown preset" in p.stderr
    p = subprocess.run([sys.executable, str(REPO / "scripts" / "sweep"), "--resume", str(tmp_path), "--preset",
                        "grischa"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "--resume takes the settings from DIR/meta.json" in p.stderr


def plan_of(argv):
    plan = make_plan(build_parser().parse_args([*argv, "--seed", "7", "--bin", str(BIN)]))
    try:
        settings = replace(plan.settings, launcher=plan.settings.launcher.describe())
        return ([p.slug() for p in plan.points], plan.grid, repr(settings),
                [p.slug() for p in plan.staircase.positions] if plan.staircase else None)
    finally:
        plan.close()


@pytest.mark.parametrize("name", list(BEFORE))
def test_every_presets_plan_is_the_plan_of_its_flags(name):
    if not (BIN / "zmq-master").is_file():
        pytest.skip("the programs are not built")
    try:
        before = plan_of(BEFORE[name])
    except UsageError as e:  # a broker product's server missing here: nothing to compare
        pytest.skip(str(e))
    assert plan_of(presets.expand(["--preset", name])) == before
