"""The sweep and the report over Grischa's rounds workload: real broker,
controller and node processes through the same point runner as request-reply."""

import csv
import json
import os
import re
import stat
import subprocess
import sys

import pytest

from support import REPO, refuse_io_uring, refused_sweep, result_rows

sys.path.insert(0, str(REPO / "scripts"))
from rrbench.analysis import findings  # noqa: E402

SWEEP = REPO / "scripts" / "sweep"
REPORT = REPO / "scripts" / "report"
# 20 measured rounds a point (the default 200 at up to 0.2 s): these tests read the rows' columns and the
# report's sections, not a percentile
QUICK = ("--trials", "1", "--duration", "0.2", "--rounds", "20", "--warmup", "0.1", "--timeout", "3")


def run(script, *args, timeout=300):
    return subprocess.run([sys.executable, str(script), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


rows = result_rows


def test_rounds_through_the_sweep_and_the_report(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "rounds", "--patterns", "pubsub", "--libs", "zmq,nanomsg", "--transports", "tcp,ipc",
            "--nodes", "1,3", "--nodes-per-process", "2", *QUICK, "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = rows(out)
    assert len(rs) == 2 * 2 * 2
    for r in rs:
        assert r["status"] == "ok", r["status"]
        assert (r["workload"], r["pattern"], r["topology"], r["size"]) == ("rounds", "pubsub", "broker", "96")
        n = int(r["nodes"])
        assert int(r["rounds"]) > 0 and float(r["rounds_per_s"]) > 0
        assert float(r["p50_us"]) <= float(r["p99_us"]) <= float(r["max_us"])
        # Every round: a task and a request to each node, a result from each.
        assert float(r["msgs_per_round"]) == 3 * n
        assert int(r["bytes_per_round"]) == n * (96 + 20 + 74)
        assert int(r["lost"]) == int(r["duplicate"]) == int(r["misdelivered"]) == 0
        assert int(r["nodes_per_process"]) == min(2, n)
        assert float(r["subscribe_s"]) > 0 and float(r["first_round_s"]) > 0 and r["check"] == "ok"
        assert float(r["cpu_controller_s"]) > 0 and float(r["cpu_nodes_s"]) > 0 and float(r["cpu_router_s"]) > 0
        if r["transport"] == "tcp":  # the kernel's byte count: at least what the application sent through
            assert int(r["broker_tx_bytes_per_round"]) >= int(r["bytes_per_round"])
        else:
            assert r["broker_tx_bytes_per_round"] == ""
        assert (out / "hgrm" / f"rounds-pubsub-{r['lib']}-{r['transport']}-n{n}-t1.hgrm").is_file()
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["workloads"] == ["rounds"]
    assert meta["settings"]["rounds"]["patterns"] == ["pubsub"]
    assert "pubsub" in meta["libraries"]["zmq"]["patterns"]
    assert "kernel" not in meta  # no floor ran: nothing to hold against the kernel's own cost
    with open(out / "summary.csv", newline="") as f:
        summary = list(csv.DictReader(f))
    assert all(s["rounds_per_s_median"] and s["p99_us_median"] for s in summary)

    p = run(REPORT, out)
    assert p.returncode == 0, p.stderr
    report = (out / "report.md").read_text()
    first = report.split("\n\n")[1]
    # One trial: no intervals, so nothing is shown to differ: a tie, and what Grischa runs today first.
    assert first.startswith("**Stay with zmq, pattern pubsub** — nanomsg pubsub: no difference measured"), first
    assert "nodes" in first and "undecided" in first
    assert "## Grischa's moves" in report and "N = 3: p50 / p99 ms" in report
    assert (out / "plots" / "moves_overhead.png").stat().st_size > 0


def test_both_floors_and_the_kernels_own_cost_in_one_run(tmp_path, short_tmp):
    """raw (epoll) and raw@uring (io_uring) side by side: the sweep writes the variant's programs, measures
    the kernel's own cost at the start and the end (meta.json "kernel"), and the report holds each floor
    against it."""
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "rounds", "--libs", "raw,raw@uring", "--transports", "tcp", "--nodes", "8,64",
            "--hosting", "loop", *QUICK, "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    assert sorted({(r["lib"], r["status"], r["broker_io"]) for r in rows(out)}) == [("raw", "ok", "epoll"),
                                                                                    ("raw@uring", "ok", "uring")]
    kernel = json.loads((out / "meta.json").read_text())["kernel"]
    # over 64 connections; 1,024 and 4,096 only in a run whose node counts reach them
    assert [(k["when"], k["connections"]) for k in kernel] == [("start", 64), ("end", 64)]
    for k in kernel:
        assert k["size"] == 96
        assert all(k[f"{way}_{side}_us"] > 0 for way in ("single", "uring", "batched") for side in ("send", "recv"))
    p = run(REPORT, out)
    assert p.returncode == 0, p.stderr
    report = (out / "report.md").read_text()
    assert "**The kernel's own cost**" in report
    for floor in ("raw", "raw@uring"):  # measured at 64 nodes and over 64 connections
        assert re.search(rf"{floor} pubsub at 64 nodes [\d.]+ µs per node per move, \*\*[\d.]+×\*\* the kernel's",
                         report), report


@pytest.mark.parametrize("allowed", [False, True])
def test_a_sweep_that_asked_for_io_uring_where_the_kernel_refuses_it(tmp_path, short_tmp, allowed):
    """The sweep and every program it starts under a seccomp filter refusing io_uring_setup: raw@uring's points
    fail with the kernel's words (a machine limit, named; the sweep is not done), never epoll's figures under
    io_uring's name (whatever the sweep's own environment says); with --allow-io-fallback they are ok and
    their rows say broker_io=epoll."""
    out = tmp_path / "run"
    p = subprocess.run([sys.executable, str(SWEEP), "--workload", "rounds", "--libs", "raw@uring", "--transports",
                        "tcp", "--nodes", "4", *QUICK, "--retries", "0", "--out", str(out), "--tmpdir", short_tmp,
                        *(["--allow-io-fallback"] if allowed else [])],
                       capture_output=True, text=True, timeout=300, preexec_fn=refuse_io_uring,
                       env={**os.environ, "RRB_RAW_IO_FALLBACK": "epoll"} if not allowed else None)
    (row,) = rows(out)
    if allowed:
        assert p.returncode == 0, p.stderr
        assert (row["status"], row["broker_io"]) == ("ok", "epoll")
        assert json.loads((out / "meta.json").read_text())["settings"]["io_fallback"] is True
        assert run(REPORT, out).returncode == 0
        assert "**Not what its name says:** raw@uring's broker served on epoll" in (out / "report.md").read_text()
        return
    assert p.returncode == 1, p.stderr
    assert row["cause"] == "refused" and "io_uring refused: Operation not permitted" in row["status"], row
    assert findings.explain(row).name == "io_uring refused by the kernel"
    assert "[machine limit] io_uring refused by the kernel" in p.stderr, p.stderr


def patterns_of(lib):
    info = json.loads(subprocess.run([str(REPO / "bin" / f"{lib}-router"), "--info"], capture_output=True,
                                     text=True, check=True).stdout)
    return [p for p in info["patterns"] if p != "reqrep"]


def test_both_workloads_in_one_sweep_every_pattern_a_library_has(tmp_path, short_tmp):
    """Without --patterns, each library runs every rounds pattern it has (zmq: pubsub and addressed)."""
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "reqrep,rounds", "--libs", "zmq,nng", "--transports", "ipc", "--workers", "2",
            "--nodes", "2", "--sizes", "64", *QUICK, "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = rows(out)
    expected = sorted([("reqrep", "reqrep", lib) for lib in ("zmq", "nng")]
                      + [("rounds", pt, lib) for lib in ("zmq", "nng") for pt in patterns_of(lib)])
    assert sorted((r["workload"], r["pattern"], r["lib"]) for r in rs) == expected
    assert ("rounds", "addressed", "zmq") in expected and ("rounds", "addressed", "nng") not in expected
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["rounds"]["libs_by_pattern"]["addressed"] == ["zmq"]
    assert all(r["status"] == "ok" for r in rs)
    p = run(REPORT, out)
    assert p.returncode == 0, p.stderr
    report = (out / "report.md").read_text()
    assert "## Grischa's moves" in report and "## Request-reply through the broker" in report
    assert "second argument" in report


def test_survey_pattern_through_the_sweep(tmp_path, short_tmp):
    """Pattern survey gets four endpoints (the broker's pub/sub pair and its survey pair) and
    runs like the others: every row ok, its own pattern column and histogram. Two nodes: nng's
    survey device drops answers when more than two wait at once (test_rounds.py, README 'Pattern survey')."""
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "rounds", "--patterns", "survey", "--libs", "nanomsg,nng", "--transports", "tcp,ipc",
            "--nodes", "2", "--nodes-per-process", "1", *QUICK, "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = rows(out)
    assert sorted((r["lib"], r["transport"]) for r in rs) == [(lib, tr) for lib in ("nanomsg", "nng")
                                                                 for tr in ("ipc", "tcp")]
    for r in rs:
        assert r["status"] == "ok", r["status"]
        assert (r["workload"], r["pattern"], r["nodes"]) == ("rounds", "survey", "2")
        assert int(r["rounds"]) > 0 and r["check"] == "ok"
        assert float(r["msgs_per_round"]) == 3 * 2  # a task, the survey and a result per node
        assert int(r["lost"]) == int(r["duplicate"]) == int(r["late"]) == int(r["misdelivered"]) == 0
        if r["transport"] == "tcp":  # the survey connections are the broker's too
            assert int(r["broker_tx_bytes_per_round"]) >= int(r["bytes_per_round"])
        assert (out / "hgrm" / f"rounds-survey-{r['lib']}-{r['transport']}-n2-t1.hgrm").is_file()
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["rounds"]["patterns"] == ["survey"]
    assert all("survey" in meta["libraries"][lib]["patterns"] for lib in ("nanomsg", "nng"))


def test_a_node_killed_mid_round_fails_the_point_by_name(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "rounds", "--patterns", "pubsub", "--libs", "zmq", "--transports", "ipc",
            "--nodes", "4",
            "--nodes-per-process", "2", "--trials", "1", "--duration", "1", "--rounds", "1000000", "--warmup", "0.1",
            "--timeout", "1", "--inject-fault", "node:KILL:measure:1", "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 1, p.stderr
    [r] = rows(out)
    assert r["status"].startswith("failed:nodes 0-1 killed by SIGKILL during measure"), r["status"]
    assert r["injected_fault"] == "node:SIGKILL:measure"


def fake_bin(tmp_path, patterns):
    """A bin folder whose zmq programs say they have only these patterns."""
    d = tmp_path / "bin"
    d.mkdir()
    info = json.dumps({"patterns": patterns})
    for name in ("zmq-router", "zmq-controller", "zmq-node", "rrb-hist"):
        exe = d / name
        exe.write_text(f"#!/bin/sh\necho '{info}'\n")
        exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    return d


def test_a_library_without_the_pattern_is_refused_before_anything_runs(tmp_path):
    bin_dir = fake_bin(tmp_path, ["reqrep"])
    p = refused_sweep("--workload", "rounds", "--patterns", "pubsub", "--libs", "zmq", "--bin", bin_dir,
                      "--out", tmp_path / "run")
    assert p.returncode == 2
    assert p.stderr == "sweep: error: --patterns: zmq has no pubsub pattern (it has: reqrep); leave zmq out " \
                       "of --libs for it\n"
    # Without --patterns: each library's own, and here there are none.
    p = refused_sweep("--workload", "rounds", "--libs", "zmq", "--bin", bin_dir, "--out", tmp_path / "run")
    assert p.returncode == 2
    assert p.stderr == "sweep: error: --workload rounds: no library of --libs has a rounds pattern\n"
    assert not (tmp_path / "run" / "results.csv").exists()


@pytest.mark.parametrize("args,message", [
    (["--workload", "rpc"], "--workloads: unknown workload 'rpc' (known: reqrep, rounds)"),
    (["--workload", "rounds", "--patterns", "scatter"], "--patterns: unknown pattern 'scatter'"),
    (["--workload", "rounds", "--patterns", "survey"], "--patterns: zmq has no survey pattern"),
    (["--workload", "rounds", "--task-size", "19"], "--task-size: '19' is not a message size from 20"),
    (["--workload", "rounds", "--result-size", "70000"], "--result-size: '70000' is not a message size"),
    (["--workload", "rounds", "--nodes-per-process", "0"], "--nodes-per-process: '0' is not a positive"),
    (["--workload", "rounds", "--rate", "10"], "--rate: the rounds workload has no open loop"),
    (["--workload", "rounds", "--topology", "direct"], "--topology: the rounds workload always goes through"),
    (["--inject-fault", "broker:KILL:measure:1"], "ROLE is router|master|worker|workers|controller|node|nodes"),
    (["--workload", "rounds", "--result-size", "27"], "--result-size: '27' is not a message size from 28"),
    (["--workload", "rounds", "--compute", "0,1.5,0"], "--compute: '0,1.5,0' names a move time twice"),
    (["--workload", "rounds", "--compute", "0,x"], "--compute: 'x' is not a number"),
    (["--workload", "rounds", "--rounds", "0"], "--rounds: '0' is not a positive whole number"),
    (["--workload", "rounds", "--kernel-seconds", "0.05"], "--kernel-seconds: '0.05' is not from 0.1 to 60 seconds"),
])
def test_bad_rounds_flags_exit_2_with_one_line(tmp_path, args, message):
    p = refused_sweep("--libs", "zmq", *args, "--out", tmp_path / "run")
    assert p.returncode == 2, p.stderr
    assert message in p.stderr and p.stderr.count("\n") == 1, p.stderr


def test_subscriber_side_filtering_at_scale_is_a_steady_library_finding():
    row = {"workload": "rounds", "pattern": "pubsub", "lib": "nng", "nodes": "1024", "transport": "tcp",
           "status": "failed:controller exited 1 during measure: subscriptions: no answer to 102 hellos in "
                     "50.0 s from nodes 21, 22 (and 995 more)"}
    known = findings.explain(row)
    assert known and known.diagnosis == findings.LIBRARY and known.steady
    # Not at small N, not for libzmq (which filters upstream), not for request-reply.
    assert findings.explain({**row, "nodes": "20"}) is None
    assert findings.explain({**row, "lib": "zmq"}) is None
    assert findings.explain({**row, "workload": "reqrep", "pattern": "reqrep"}) is None


def test_missing_survey_answers_with_nng_are_its_survey_device():
    row = {"workload": "rounds", "pattern": "survey", "lib": "nng", "nodes": "20", "transport": "tcp",
           "status": "failed:controller exited 1 during measure: round 5: no result within 5.0 s from nodes 3, 9 "
                     "(18 of 20 answered)"}
    known = findings.explain(row)
    assert known and known.name == "nng's broker drops survey answers" and known.diagnosis == findings.LIBRARY
    assert known.steady
    assert findings.explain({**row, "status": "failed:controller exited 1 during setup: survey: no answer to 10 "
                                              "surveys in 50.0 s from nodes 4, 7"}) is known
    assert findings.explain({**row, "lib": "nanomsg"}) is None
    assert findings.explain({**row, "pattern": "pubsub"}) is None


def test_nanomsg_missing_results_are_its_pub_skipping_busy_connections():
    row = {"workload": "rounds", "pattern": "pubsub", "lib": "nanomsg", "nodes": "100", "transport": "ipc",
           "status": "failed:controller exited 1 during measure: round 1: no result within 5.0 s from nodes 84, 85 "
                     "(and 14 more) (84 of 100 answered)"}
    known = findings.explain(row)
    assert known and known.name == "nanomsg's PUB skips a busy connection" and not known.steady
    assert findings.explain({**row, "lib": "zmq"}) is None


def test_other_task_and_result_sizes_reach_every_role(tmp_path, short_tmp):
    """--task-size and --result-size go to the nodes as to the controller: a node checks every
    message's size, so a size only the controller knew would fail every round."""
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "rounds", "--patterns", "pubsub", "--libs", "zmq", "--transports", "ipc",
            "--nodes", "3", "--task-size", "200", "--result-size", "100", *QUICK, "--out", out,
            "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    [r] = rows(out)
    assert r["status"] == "ok" and (r["size"], r["task_size"], r["result_size"]) == ("200", "200", "100"), r
