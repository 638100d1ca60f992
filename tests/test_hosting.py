"""Event-loop hosting, concurrent games and the broker's CPU per round (docs/scale.md), through the
real programs: every library serves its nodes and workers from one loop, games share one broker and
are each checked, and each role's CPU over the measured rounds lands in the row."""

import json
import os
import shutil
import subprocess
import sys
from dataclasses import replace

import pytest

from support import BIN, LIBS, PRODUCTS, REPO, result_rows, slow_booting

from rrbench.analysis import findings
from rrbench.core import programs
from rrbench.core.grid import UsageError
from rrbench.run.limits import pin_cpus
from rrbench.run.launchers import LocalLauncher
from rrbench.run.supervisor import Supervisor
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan
from rrbench.workloads.roles import RoleSpec

SWEEP = REPO / "scripts" / "sweep"
QUICK = ("--trials", "1", "--duration", "0.3", "--rounds", "20", "--warmup", "0.1", "--timeout", "3")


pytestmark = pytest.mark.skipif(not (BIN / "zmq-node").is_file(), reason="the programs are not built")


def sweep(*args, timeout=300):
    return subprocess.run([sys.executable, str(SWEEP), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def check_cpu_per_round(r: dict) -> None:
    """Each role's CPU over the measured rounds: there, and within what the role used in its whole life."""
    rounds = int(r["rounds"])
    for role, life in (("broker", "cpu_router_s"), ("nodes", "cpu_nodes_s"), ("controller", "cpu_controller_s")):
        per = float(r[f"{role}_cpu_us_per_round"])
        assert 0 < per * rounds / 1e6 <= float(r[life]), (r["lib"], role, per, r[life])
    assert float(r["broker_cpu_us_per_msg"]) == pytest.approx(
        float(r["broker_cpu_us_per_round"]) / float(r["msgs_per_round"]), rel=0.01, abs=0.002)


# Every library, in parts that run beside each other (a minute's sweep as one test was the suite's longest): the
# linked libraries, the products whose server starts at once, and each whose server boots for seconds alone,
# under its own name, so that only that part joins the slow-booting servers' group (conftest.py).
PARTS = {"linked": LIBS, "products": [lib for lib in PRODUCTS if not slow_booting(lib)],
         **{lib: [lib] for lib in PRODUCTS if slow_booting(lib)}}


@pytest.mark.parametrize("libs", [",".join(libs) for libs in PARTS.values()], ids=list(PARTS))
def test_every_library_serves_its_nodes_and_workers_from_one_loop(tmp_path, short_tmp, libs):
    out = tmp_path / "run"
    p = sweep("--workload", "reqrep,rounds", "--libs", libs, "--transports", "tcp", "--hosting", "loop",
              "--workers", "3", "--nodes", "3", "--sizes", "64", *QUICK, "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr[-3000:]
    rs = result_rows(out)
    rounds = [r for r in rs if r["workload"] == "rounds"]
    patterns = {lib: programs.info(BIN / f"{lib}-node")["patterns"] for lib in libs.split(",")}
    assert len(rounds) == sum(len(set(p) - {"reqrep"}) for p in patterns.values())  # every pattern each has
    assert len(rs) - len(rounds) == sum("reqrep" in p for p in patterns.values())  # and request-reply
    for r in rs:  # ok, or a library's named finding (nng's survey device drops answers beyond its queue of 2)
        known = findings.explain(r) if r["status"] != "ok" else None
        assert r["status"] == "ok" or (known and known.diagnosis == findings.LIBRARY), \
            (r["lib"], r["pattern"], r["status"])
        assert r["hosting"] == "loop"
    rounds = [r for r in rounds if r["status"] == "ok"]
    assert {r["lib"] for r in rounds} == set(libs.split(","))  # every library served some pattern whole
    for r in rounds:  # three nodes in one process, every message there and counted once
        assert int(r["nodes_per_process"]) == 3 and float(r["msgs_per_round"]) == 9, r["lib"]
        assert int(r["lost"]) == int(r["duplicate"]) == int(r["misdelivered"]) == 0
        check_cpu_per_round(r)
    for r in (r for r in rs if r["workload"] == "reqrep" and r["status"] == "ok"):  # three workers, each counted
        assert int(r["workers_per_process"]) == 3 and float(r["fairness"]) > 0.5, r["lib"]
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["hostings"] == ["loop"]
    for lib in libs.split(","):  # what --hosting loop changes, each library in its own words
        info = json.loads(subprocess.run([str(BIN / f"{lib}-node"), "--info"], capture_output=True,
                                         text=True).stdout)
        assert info["hosting_options"], lib


def test_loop_hosting_over_ipc(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--workload", "reqrep,rounds", "--libs", "raw,mqtt", "--transports", "ipc", "--hosting", "loop",
              "--patterns", "pubsub", "--workers", "2", "--nodes", "3", "--sizes", "64", *QUICK, "--out", out,
              "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr[-3000:]
    assert [r["status"] for r in result_rows(out)] == ["ok"] * 4


def test_concurrent_games_share_one_broker_each_checked(tmp_path, short_tmp):
    # --pin broker, not the scale-saturation preset's broker-first: at the idle scheduling class the roles get no
    # CPU while anything else wants one (the suite's other workers), and such a run proves nothing of the games.
    out = tmp_path / "run"
    p = sweep("--workload", "rounds", "--libs", "zmq,redis,nats", "--patterns", "pubsub", "--transports", "tcp",
              "--nodes", "3", "--games", "1,3", "--hosting", "loop", "--pin", "broker", *QUICK,
              "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr[-3000:]
    rs = result_rows(out)
    assert sorted(r["games"] for r in rs) == ["1", "1", "1", "3", "3", "3"]
    for r in rs:
        assert r["status"] == "ok", r["status"]
        games = int(r["games"])
        # every game's rounds reached each of its nodes; the row holds them all
        assert float(r["msgs_per_round"]) == 9 and int(r["lost"]) == 0
        assert r["pin"] == "broker" and r["broker_cpus"] == str(min(os.sched_getaffinity(0)))
        check_cpu_per_round(r)
        assert games == 1 or float(r["rounds_per_s"]) > 0
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["games"] == [1, 3] and "others_idle" not in meta["settings"]["pin"]


def plan_of(*argv):
    plan = make_plan(build_parser().parse_args([*argv, "--transports", "tcp", "--trials", "1", "--seed", "1",
                                                "--bin", str(BIN)]))
    plan.close()
    return plan


@pytest.mark.parametrize("args, message", [
    (("--workload", "rounds", "--hosting", "loop", "--scenario", "node-dies"), "--hosting loop: the event loop"),
    (("--workload", "reqrep", "--hosting", "loop", "--liveness", "on"), "--hosting loop: the event loop"),
    (("--workload", "reqrep", "--hosting", "loop", "--rate", "10"), "an open-loop worker keeps a schedule"),
    (("--workload", "reqrep", "--hosting", "fibre"), "--hosting: unknown hosting 'fibre'"),
    (("--workload", "reqrep", "--games", "2"), "--games: concurrent games are the rounds workload's"),
    (("--workload", "rounds", "--games", "2", "--libs", "nng"), "pattern survey's surveys reach every game"),
    (("--workload", "rounds", "--games", "2", "--patterns", "pubsub", "--scenario", "node-dies"),
     "--games: a churn scenario changes one game"),
    (("--workload", "rounds", "--games", "0"), "--games: 0 is out of range"),
    (("--workload", "rounds", "--games", "40", "--patterns", "pubsub", "--nodes", "4096"), "node ids past"),
])
def test_bad_hosting_and_games_flags_one_line(args, message):
    with pytest.raises(UsageError, match=message):
        plan_of(*args)


def test_broker_first_runs_every_role_but_the_broker_at_the_idle_class_on_every_cpu(tmp_path):
    """What --pin broker-first does to the processes themselves, read from outside (a process at the idle class
    need not run to be asked: on a busy machine it may not)."""
    kinds = ("router", "node", "controller")
    for kind in kinds:
        (tmp_path / f"x-{kind}").symlink_to(shutil.which("sleep"))
    plan = plan_of("--workload", "rounds", "--pin", "broker-first")
    assert plan.grid["pin"]["others_idle"] is True
    s = replace(plan.settings, bin_dir=tmp_path)
    procs = Supervisor("x", s, tmp_path, deadline=float("inf"))
    try:
        pids = {kind: procs.start(RoleSpec(kind, kind, ["60"], 0)).pid for kind in kinds}  # (each one exec'd)
        said = {kind: (os.sched_getscheduler(pid), sorted(os.sched_getaffinity(pid))) for kind, pid in pids.items()}
    finally:
        procs.kill_all()
    allowed = sorted(os.sched_getaffinity(0))
    assert said["router"] == (os.SCHED_OTHER, allowed[:1])
    assert said["node"] == said["controller"] == (os.SCHED_IDLE, allowed)


def test_broker_first_needs_two_cpus_and_idles_the_others():
    pin = pin_cpus("broker-first", LocalLauncher())
    allowed = sorted(os.sched_getaffinity(0))
    assert pin.broker == {allowed[0]} and pin.others == set(allowed) and pin.idle
    assert not pin_cpus("broker", LocalLauncher()).idle
    p = subprocess.run(["taskset", "-c", str(allowed[0]), sys.executable, str(SWEEP), "--workload", "rounds",
                        "--pin", "broker-first", "--out", "/nonexistent/x"], capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 2 and p.stderr.strip().splitlines() == [
        "sweep: error: --pin broker-first needs two CPUs; this process may use 1"], p.stderr
