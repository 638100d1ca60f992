"""One word per concept: the sweep's --workers are request-reply's worker counts, --nodes the rounds'
node counts; --clients, the old spelling of both at once, works until the next release and says so
once on stderr when the run goes on. results.csv keeps its column clients (the grid's axis)."""

import subprocess
import sys

import pytest

from support import BIN, REPO, result_rows
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan

SWEEP = REPO / "scripts" / "sweep"
NOTE = ("sweep: note: --clients is now --workers (request-reply) and --nodes (rounds); --clients goes in the "
        "next release\n")

pytestmark = pytest.mark.skipif(not (BIN / "zmq-master").is_file(), reason="the programs are not built")


def sweep(*args, timeout=60):
    return subprocess.run([sys.executable, str(SWEEP), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def counts_of(*argv):
    """workload -> the client counts of its points, as the plan of these flags has them."""
    plan = make_plan(build_parser().parse_args([*argv, "--workload", "reqrep,rounds", "--libs", "zmq",
                                                "--transports", "ipc", "--trials", "1", "--seed", "1",
                                                "--bin", str(BIN)]))
    plan.close()
    out = {}
    for p in plan.points:
        out.setdefault(p.workload, set()).add(p.clients)
    return out


def test_workers_and_nodes_are_each_workloads_own():
    assert counts_of("--workers", "2,4", "--nodes", "6") == {"reqrep": {2, 4}, "rounds": {6}}
    assert counts_of("--workers", "3") == {"reqrep": {3}, "rounds": {20, 100}}  # the rounds' default
    assert counts_of("--nodes", "5") == {"reqrep": {1, 8, 16, 64, 128}, "rounds": {5}}  # request-reply's


def test_clients_still_means_both():
    assert counts_of("--clients", "2,4") == counts_of("--workers", "2,4", "--nodes", "2,4")


@pytest.mark.parametrize("args,message", [
    (["--clients", "2", "--workers", "2"], "--clients and --workers exclude each other: --clients is now "
                                           "--workers (request-reply) and --nodes (rounds); --clients goes in "
                                           "the next release"),
    (["--nodes", "2", "--clients", "2", "--workload", "rounds"], "--clients and --nodes exclude each other"),
    (["--workload", "rounds", "--workers", "4"], "--workers: request-reply's worker counts, and --workload is "
                                                 "rounds (its counts are --nodes)"),
    (["--nodes", "4"], "--nodes: the rounds' node counts, and --workload is reqrep (its counts are --workers)"),
    (["--workers", "0"], "--workers: 0 is out of range (1 .. 100000)"),
    (["--workload", "rounds", "--nodes", "3..9"], "--nodes: range 3..9 needs powers of two"),
    (["--scenario", "node-dies", "--workers", "1"], "--workers: a churn scenario needs at least 2 workers: one "
                                                    "changes, the others carry on"),
    (["--scenario", "node-dies", "--workload", "reqrep,rounds", "--nodes", "1"],
     "--nodes: a churn scenario needs at least 2 nodes"),
    (["--clients", "0"], "--clients: 0 is out of range"),  # bad input with the old spelling: no note
])
def test_bad_counts_are_one_line_and_exit_2(tmp_path, args, message):
    p = sweep("--out", tmp_path / "run", *args)
    assert p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr
    assert p.stderr.startswith("sweep: error: ") and message in p.stderr, p.stderr
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("flag", ["--clients", "--workers"])
def test_the_old_spelling_runs_and_says_so_once(tmp_path, short_tmp, flag):
    out = tmp_path / "run"
    p = sweep("--libs", "zmq", "--transports", "ipc", "--sizes", "64", flag, "2", "--trials", "1",
              "--duration", "0.2", "--warmup", "0.1", "--out", out, "--tmpdir", short_tmp, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stderr.count(NOTE) == (1 if flag == "--clients" else 0), p.stderr
    assert "note:" not in p.stderr.replace(NOTE, "")
    assert [(r["clients"], r["status"]) for r in result_rows(out)] == [("2", "ok")]  # the column keeps its name


def test_harness_check_and_soak_take_workers_and_refuse_both_spellings():
    for script in ("harness-check", "soak"):
        argv = [sys.executable, str(REPO / "scripts" / script), *(["--workload", "reqrep"]
                                                                   if script == "harness-check" else [])]
        p = subprocess.run([*argv, "--clients", "2", "--workers", "2"], capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and p.stderr == (f"{script}: error: --clients and --workers exclude each other: "
                                                  "--clients is now --workers; --clients goes in the next "
                                                  "release\n"), p.stderr
        p = subprocess.run([*argv, "--workers", "0"], capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and p.stderr.startswith(f"{script}: error: --workers: 0 is out of range"), p.stderr
