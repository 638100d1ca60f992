"""One word per concept: the sweep's --workers are request-reply's worker counts, --nodes the rounds'
node counts; --clients, the old word for both at once, is no flag: one line, exit 2. results.csv's
and summary.csv's key columns are workers and nodes, no clients (results schema 7)."""

import subprocess
import sys

import pytest

from support import BIN, REPO, refused_sweep, result_rows
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan

SWEEP = REPO / "scripts" / "sweep"

pytestmark = pytest.mark.skipif(not (BIN / "zmq-master").is_file(), reason="the programs are not built")


def sweep(*args, timeout=60):
    return subprocess.run([sys.executable, str(SWEEP), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def counts_of(*argv):
    """workload -> the counts of its points, as the plan of these flags has them."""
    plan = make_plan(build_parser().parse_args([*argv, "--workload", "reqrep,rounds", "--libs", "zmq",
                                                "--transports", "ipc", "--trials", "1", "--seed", "1",
                                                "--bin", str(BIN)]))
    plan.close()
    out = {}
    for p in [*plan.points, *(p for _, p in plan.trials.later)] if plan.trials else plan.points:  # (the ladder's)
        out.setdefault(p.workload, set()).add(p.count)
    return out


def test_workers_and_nodes_are_each_workloads_own():
    assert counts_of("--workers", "2,4", "--nodes", "6") == {"reqrep": {2, 4}, "rounds": {6}}
    assert counts_of("--workers", "3") == {"reqrep": {3}, "rounds": {20, 100}}  # the rounds' default
    assert counts_of("--nodes", "5") == {"reqrep": {1, 8, 16, 64, 128}, "rounds": {5}}  # request-reply's


@pytest.mark.parametrize("args,message", [
    (["--clients", "2"], "unrecognized arguments: --clients 2"),  # the old word: no flag
    (["--workload", "rounds", "--nodes", "2", "--clients", "2"], "unrecognized arguments: --clients 2"),
    (["--workload", "rounds", "--workers", "4"], "--workers: request-reply's worker counts, and --workload is "
                                                 "rounds (its counts are --nodes)"),
    (["--nodes", "4"], "--nodes: the rounds' node counts, and --workload is reqrep (its counts are --workers)"),
    (["--workers", "0"], "--workers: 0 is out of range (1 .. 100000)"),
    (["--workload", "rounds", "--nodes", "3..9"], "--nodes: range 3..9 needs powers of two"),
    (["--scenario", "node-dies", "--workers", "1"], "--workers: a churn scenario needs at least 2 workers: one "
                                                    "changes, the others carry on"),
    (["--scenario", "node-dies", "--workload", "reqrep,rounds", "--nodes", "1"],
     "--nodes: a churn scenario needs at least 2 nodes"),
])
def test_bad_counts_are_one_line_and_exit_2(tmp_path, args, message):
    p = refused_sweep("--out", tmp_path / "run", *args)
    assert p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr
    assert p.stderr.startswith("sweep: error: ") and message in p.stderr, p.stderr
    assert not (tmp_path / "run").exists()


def test_the_rows_key_on_workers_and_nodes(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--workload", "reqrep,rounds", "--libs", "zmq", "--transports", "ipc", "--sizes", "64", "--workers",
              "2", "--nodes", "3", "--patterns", "pubsub", "--trials", "1", "--duration", "0.2", "--warmup", "0.1",
              "--out", out, "--tmpdir", short_tmp, timeout=120)
    assert p.returncode == 0 and "note:" not in p.stderr, p.stderr
    rows = result_rows(out)
    assert sorted((r["workload"], r["workers"], r["nodes"], r["status"]) for r in rows) == [
        ("reqrep", "2", "", "ok"), ("rounds", "", "3", "ok")]
    assert all("clients" not in r for r in rows)  # the word is gone from the files
    summary = (out / "summary.csv").read_text().splitlines()[0].split(",")
    assert "workers" in summary and "nodes" in summary and "clients" not in summary


def test_harness_check_and_soak_take_workers_and_refuse_the_old_word():
    for script in ("harness-check", "soak"):
        argv = [sys.executable, str(REPO / "scripts" / script), *(["--workload", "reqrep"]
                                                                   if script == "harness-check" else [])]
        p = subprocess.run([*argv, "--clients", "2"], capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and p.stderr == f"{script}: error: unrecognized arguments: --clients 2\n", p.stderr
        p = subprocess.run([*argv, "--workers", "0"], capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and p.stderr.startswith(f"{script}: error: --workers: 0 is out of range"), p.stderr
