"""Broker capacity (docs/capacity.md): pipelined workers (--inflight) end to end for every
library over both transports, every reply verified; the offered-rate staircase
(--find-capacity) on a small grid; the broker pinned (--pin) and its CPU per message;
the staircase's logic on made-up rows; bad values. What is asserted holds whatever the
machine's speed: the staircase's shape, not where its knee falls."""

import functools
import json
import os
import subprocess
import sys

import pytest

from support import BIN, LIBS, REPO, refused_sweep, result_rows, run_sweep

sys.path.insert(0, str(REPO / "scripts"))
from rrbench.analysis.capacity import knees  # noqa: E402
from rrbench.workloads.capacity import KNEE_ACHIEVED, MISSES_TO_END, Staircase, holds  # noqa: E402
from rrbench.workloads.point import Point  # noqa: E402

QUICK = ("--trials", "1", "--duration", "0.4", "--warmup", "0.1", "--timeout", "5")


sweep = functools.partial(run_sweep, timeout=600)
rows = result_rows


def test_pipelined_workers_every_library_both_transports(tmp_path, short_tmp):
    """K requests in flight per worker through every library's pipelining socket: every reply
    verified (the sweep fails a point on a count mismatch or a bad reply), Little's law with
    workers x K in flight, and at 64 KiB a window larger than the socket buffers."""
    out = tmp_path / "run"
    p = sweep("--libs", ",".join(LIBS), "--transports", "tcp,ipc", "--sizes", "1k,64k", "--workers", "3",
              "--inflight", "4", "--trials", "1", "--duration", "0.2", "--warmup", "0.1", "--timeout", "5",
              "--retries", "0", "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr[-3000:]
    rs = rows(out)
    assert {(r["lib"], r["transport"], r["size"]) for r in rs} == \
        {(lib, t, s) for lib in LIBS for t in ("tcp", "ipc") for s in ("1024", "65536")}
    for r in rs:
        where = (r["lib"], r["transport"], r["size"], r["status"])
        assert r["status"] == "ok" and r["inflight"] == "4", where
        assert int(r["msgs"]) > 0 and r["lib_version"], where
        assert float(r["forwarded_per_s"]) == pytest.approx(2 * float(r["msgs_per_s"]), rel=1e-3), where
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["inflight"] == [4]
    for lib in LIBS:
        assert meta["libraries"][lib]["pipelining"], lib


@pytest.mark.parametrize("lib", LIBS)
@pytest.mark.parametrize("mode, message", [("seq", "answers none of its 4 outstanding requests"),
                                           ("payload", "failed verification: payload")])
def test_a_pipelined_worker_refuses_a_wrong_reply(procs, endpoints, lib, mode, message):
    """A reply to no outstanding request, or one whose bytes differ from its request's, fails the worker."""
    front, back = endpoints("ipc")
    procs.start([str(BIN / f"{lib}-router"), "--front", front, "--back", back])
    procs.start([str(REPO / "build" / "test" / f"{lib}-corrupt-master"), back, mode])
    w = procs.start([str(BIN / f"{lib}-worker"), "--connect", front, "--id", "0", "--size", "64",
                     "--inflight", "4", "--timeout", "3"])
    rc, out, err = procs.finish(w)
    assert rc == 1, (out, err)
    assert message in err, err


def test_find_capacity_climbs_until_each_library_misses(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--find-capacity", "--libs", "zmq,raw", "--transports", "ipc", "--sizes", "64", "--workers", "2",
              "--start-rate", "2000", "--rate-step", "6", "--p99-bound", "0.5", *QUICK, "--retries", "0",
              "--out", out, "--tmpdir", short_tmp)
    assert p.returncode in (0, 1), p.stderr[-3000:]  # 1: a step may fail (a finding, recorded)
    rs = rows(out)
    assert rs and all(r["offered_rate"] for r in rs)
    for lib in ("zmq", "raw"):
        climb = sorted((r for r in rs if r["lib"] == lib), key=lambda r: float(r["offered_rate"]))
        rates = [float(r["offered_rate"]) for r in climb]
        assert rates == [2000.0 * 6 ** i for i in range(len(rates))], (lib, rates)
        held = [holds(r, 0.5e6) for r in climb]
        # it ended at MISSES_TO_END misses in a row (or the cap), and never before
        assert held[-MISSES_TO_END:] == [False] * MISSES_TO_END or len(climb) == 40, (lib, held)
        assert all(any(held[i:i + MISSES_TO_END]) for i in range(len(held) - MISSES_TO_END)), (lib, held)
        for r in climb:
            if r["status"] == "ok":
                assert float(r["rate"]) == pytest.approx(float(r["offered_rate"]) / 2, rel=1e-3)
                assert float(r["achieved_rate"]) > 0 and r["inflight"] == "1"
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["find_capacity"]["rate_step"] == 6
    assert "sweep: " in p.stderr and "staircase of at most" in p.stderr
    rp = subprocess.run([sys.executable, str(REPO / "scripts" / "report"), str(out)], capture_output=True, text=True,
                        timeout=120)
    assert rp.returncode == 0, rp.stderr
    report = (out / "report.md").read_text()
    assert "## Broker capacity" in report and "### The sustainable rate: the knee" in report
    assert (out / "plots" / "capacity_latency_ipc.png").stat().st_size > 0


def test_pin_puts_the_broker_on_its_own_cpu_and_records_it(tmp_path, short_tmp):
    allowed = sorted(os.sched_getaffinity(0))
    out = tmp_path / "run"
    p = sweep("--libs", "zmq,raw", "--transports", "tcp", "--sizes", "1k", "--workers", "2", "--inflight", "8",
              "--pin", "broker", *QUICK, "--out", out, "--tmpdir", short_tmp)
    if len(allowed) < 2:
        assert p.returncode == 2 and "--pin broker needs two CPUs" in p.stderr
        return
    assert p.returncode == 0, p.stderr[-3000:]
    for r in rows(out):
        assert r["pin"] == "broker" and r["broker_cpus"] == str(allowed[0]), r["broker_cpus"]
        assert float(r["broker_cpu_util"]) > 0 and float(r["broker_cpu_us_per_msg"]) > 0
        assert r["saturated"] in ("broker", "others", "none")
    pin = json.loads((out / "meta.json").read_text())["settings"]["pin"]
    assert pin == {"mode": "broker", "broker_cpus": allowed[:1], "other_cpus": allowed[1:]}
    rp = subprocess.run([sys.executable, str(REPO / "scripts" / "report"), str(out)], capture_output=True, text=True,
                        timeout=120)
    assert rp.returncode == 0, rp.stderr
    report = (out / "report.md").read_text()
    assert "### Peak forwarding rate" in report and "**Broker capacity**" in report.split("\n\n")[1]


def point(lib, rate, trial=1):
    return Point(lib, "ipc", 64, trial, workers=2, offered=rate)


def fake_row(p, held):
    achieved = p.offered if held else p.offered * (KNEE_ACHIEVED - 0.2)
    return {**p.columns(), "status": "ok", "msgs_per_s": achieved, "p99_us": 100.0}


def test_the_staircase_stops_each_library_after_two_misses_in_a_row():
    knee = {"a": 4000, "b": 16000}  # the last rate each holds; b misses once at 4000 (a stall) and goes on
    stairs = Staircase([point("a", 0)], ["a", "b"], trials=2, start=1000, step=2, p99_bound_us=1e4, seed=1)
    seen = []
    for _, p in stairs:
        seen.append((p.trial, p.lib, p.offered))
        stairs.record(p, fake_row(p, p.offered <= knee[p.lib] and (p.lib, p.offered) != ("b", 4000)))
    assert MISSES_TO_END == 2
    for trial in (1, 2):
        for lib, top in knee.items():
            got = [rate for t, lb, rate in seen if t == trial and lb == lib]
            assert got == [1000.0 * 2 ** i for i in range(len(got))] and got[-1] == 4 * top, (lib, got)
    got = knees([stairs.rows[p] for p in stairs.rows], 1e4)
    assert {k[0]: v["median"] for k, v in got.items()} == {"a": 4000, "b": 16000}
    assert {k[0]: v["isolated"] for k, v in got.items()} == {"a": 0, "b": 2}


def test_a_resumed_staircase_reads_what_was_measured_instead_of_running_it():
    done = {("a", 1000.0): True, ("a", 2000.0): False, ("a", 4000.0): False}
    stairs = Staircase([point("a", 0)], ["a"], trials=1, start=1000, step=2, p99_bound_us=1e4, seed=1,
                       done={(p.lib, p.offered): fake_row(p, held) for p, held in
                             ((point("a", r), h) for (_, r), h in done.items())},
                       key=lambda p: (p.lib, p.offered))
    assert list(stairs) == []  # every step was measured: the first held, two misses ended the climb


@pytest.mark.parametrize("args, message", [
    (("--inflight", "0"), "--inflight: 0 is out of range"),
    (("--inflight", "2000"), "--inflight: 2000 is out of range"),
    (("--inflight", "x"), "--inflight: 'x' is not a byte count"),
    (("--inflight", "4", "--rate", "100"), "--inflight and --rate exclude each other"),
    (("--inflight", "4", "--workload", "rounds"), "--inflight: request-reply only"),
    (("--inflight", "4", "--scenario", "node-dies"), "--inflight: a churn scenario"),
    (("--find-capacity", "--workload", "rounds"), "--find-capacity: request-reply only"),
    (("--find-capacity", "--rate", "10"), "--find-capacity offers its own rates"),
    (("--find-capacity", "--requests", "10"), "--find-capacity: each step lasts --duration"),
    (("--pin", "cpu0"), "--pin: invalid choice"),
    (("--rate-step", "0.5"), "--rate-step"),
    (("--p99-bound", "-1"), "--p99-bound"),
    (("--start-rate", "0"), "--start-rate"),
])
def test_bad_capacity_flags_one_line_exit_2(tmp_path, args, message):
    p = refused_sweep(*args, "--out", tmp_path / "x")
    assert p.returncode == 2, p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], lines


@pytest.mark.parametrize("prog, args, message", [
    ("worker", ("--inflight", "0"), "--inflight: '0' is not a whole number from 1 to 1024"),
    ("worker", ("--inflight", "4", "--rate", "10"), "exclude each other"),
    ("worker", ("--inflight", "4", "--liveness"), "exclude each other"),
    ("master", ("--inflight", "2000"), "--inflight: '2000' is not a whole number"),
    ("router", ("--inflight", "2"), "does not apply to this program"),
])
def test_bad_inflight_in_the_programs_one_line_exit_2(prog, args, message):
    base = {"worker": ["--connect", "tcp://127.0.0.1:5555", "--id", "0", "--size", "64"],
            "master": ["--connect", "tcp://127.0.0.1:5555", "--workers", "1", "--size", "64"],
            "router": ["--front", "tcp://127.0.0.1:5555", "--back", "tcp://127.0.0.1:5556"]}[prog]
    for lib in LIBS:
        p = subprocess.run([str(BIN / f"{lib}-{prog}"), *base, *args], capture_output=True, text=True, timeout=10)
        assert p.returncode == 2, (lib, p.stderr)
        lines = p.stderr.strip().splitlines()
        assert len(lines) == 1 and message in lines[0], (lib, lines)
