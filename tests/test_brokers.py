"""Past one broker (--brokers K, --scaleouts; docs/scale.md): bad input refused before anything runs, real
programs over K brokers through the sweep, and the report's section."""

import json
import subprocess
import sys

import pytest

from support import REPO, refused_sweep, result_rows

SWEEP = REPO / "scripts" / "sweep"
REPORT = REPO / "scripts" / "report"
BIN = REPO / "bin"
QUICK = ("--trials", "1", "--rounds", "30", "--warmup", "0.1", "--timeout", "3")


def run(script, *args, timeout=300):
    return subprocess.run([sys.executable, str(script), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


@pytest.mark.parametrize("args, says", [
    (("--brokers", "0"), "--brokers: 0 is out of range (1 .. 8)"),
    (("--brokers", "9"), "--brokers: 9 is out of range (1 .. 8)"),
    (("--brokers", "4", "--nodes", "3"), "--brokers 4: more brokers than the 3 nodes"),
    (("--libs", "redis", "--brokers", "2"), "--brokers 2: redis's cluster takes at least 3 redis-servers"),
    (("--scaleouts", "shards"), "--scaleouts: how the nodes spread over several brokers; give --brokers too"),
    (("--brokers", "2", "--scaleouts", "cluster", "--libs", "zmq"), "--scaleouts: zmq has none of cluster"),
    (("--brokers", "2", "--scaleouts", "ring"), "--scaleouts: unknown scale-out 'ring'"),
    (("--brokers", "2", "--workload", "reqrep", "--nodes", ""), "--brokers: several brokers are the rounds workload's"),
    (("--brokers", "2", "--games", "2", "--patterns", "pubsub"), "--brokers over 1: run --games over one broker"),
])
def test_bad_brokers_are_one_line_and_exit_2(tmp_path, args, says):
    base = ("--workload", "rounds", "--libs", "zmq", "--nodes", "6")
    given = dict(zip(args[::2], args[1::2]))
    given = [a for k, v in given.items() if v for a in (k, v)]  # ("--nodes", ""): left out
    p = refused_sweep(*(a for k, v in zip(base[::2], base[1::2]) if k not in dict(zip(args[::2], args[1::2]))
                        for a in (k, v)), *given, "--out", tmp_path / "out")
    assert p.returncode == 2, p.stderr
    assert says in p.stderr and len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert not (tmp_path / "out").exists()


def program(lib: str, role: str, *args) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / f"{lib}-{role}"), *args], capture_output=True, text=True, timeout=10)


@pytest.mark.parametrize("role, args, says", [
    ("controller", ("--pub", "tcp://127.0.0.1:1,tcp://127.0.0.1:2", "--sub", "tcp://127.0.0.1:3", "--nodes", "2",
                    "--scaleout", "shards"), "--pub names 2 brokers and --sub 1"),
    ("controller", ("--pub", "tcp://127.0.0.1:1,tcp://127.0.0.1:2", "--sub", "tcp://127.0.0.1:3,tcp://127.0.0.1:4",
                    "--nodes", "2"), "--scaleout says how they are spread"),
    ("node", ("--pub", "tcp://127.0.0.1:1,,tcp://127.0.0.1:2", "--sub", "tcp://127.0.0.1:3", "--id", "0",
              "--all-nodes", "1"), "an empty entry"),
    ("controller", ("--pub", "tcp://127.0.0.1:1,tcp://127.0.0.1:1", "--sub", "tcp://127.0.0.1:3,tcp://127.0.0.1:4",
                    "--nodes", "2", "--scaleout", "shards"), "brokers 0 and 1 are one"),
    ("controller", ("--pattern", "survey", "--pub", "tcp://127.0.0.1:1,tcp://127.0.0.1:2", "--sub",
                    "tcp://127.0.0.1:3,tcp://127.0.0.1:4", "--survey", "tcp://127.0.0.1:5", "--nodes", "2",
                    "--scaleout", "shards"), "--pattern survey gathers through one broker"),
    ("router", ("--front", "tcp://127.0.0.1:1", "--back", "tcp://127.0.0.1:2", "--scaleout", "cluster"),
     "has no scale-out 'cluster'"),
])
def test_programs_refuse_bad_broker_lists(role, args, says):
    lib = "nanomsg" if "survey" in args else "zmq"
    p = program(lib, role, *args)
    assert p.returncode == 2 and says in p.stderr and len(p.stderr.splitlines()) == 1, p.stderr


def test_a_product_router_needs_its_place_in_the_cluster():
    p = program("nats", "router", "--front", "tcp://127.0.0.1:1", "--back", "tcp://127.0.0.1:1", "--scaleout",
                "cluster")
    assert p.returncode == 2 and "--members ENDPOINTS is required" in p.stderr, p.stderr
    p = program("nats", "router", "--front", "tcp://127.0.0.1:1", "--back", "tcp://127.0.0.1:1", "--scaleout",
                "cluster", "--member", "1", "--members", "tcp://127.0.0.1:1,tcp://127.0.0.1:2")
    assert p.returncode == 2 and "not this server's --front" in p.stderr, p.stderr


def test_rounds_over_several_brokers_through_the_sweep_and_the_report(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "rounds", "--patterns", "pubsub", "--libs", "zmq,raw,redis", "--transports", "tcp",
            "--nodes", "6", "--brokers", "1,2", "--scaleouts", "shards", "--hosting", "loop", "--pin", "broker", *QUICK,
            "--kernel-seconds", "0.1", "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = result_rows(out)
    assert sorted((r["lib"], r["brokers"], r["scaleout"]) for r in rs) == sorted(
        (lib, k, s) for lib in ("zmq", "raw", "redis") for k, s in (("1", "one"), ("2", "shards")))
    for r in rs:
        assert r["status"] == "ok", r["status"]
        assert int(r["lost"]) == int(r["duplicate"]) == int(r["misdelivered"]) == 0
        assert float(r["msgs_per_round"]) == 18  # every node its task, its request; every result back
        busiest, every = float(r["broker_busiest_cpu_us_per_round"]), float(r["broker_cpu_us_per_round"])
        assert int(r["broker_processes"]) == int(r["brokers"])
        if r["brokers"] == "1":
            assert busiest == every
        else:  # both brokers carried nodes: the busiest did less than both together
            assert 0 < busiest < every
        assert r["bus_bytes_per_round"] == ""  # shards never meet
    # the kernel's own cost is measured only where a floor runs as many nodes as it has connections (64, ...):
    # none at 6
    assert "kernel" not in json.loads((out / "meta.json").read_text())
    p = run(REPORT, out)
    assert p.returncode == 0, p.stderr
    text = (out / "report.md").read_text()
    assert "## Past one broker" in text and "shards × 2" in text


def test_an_ipc_controller_over_two_brokers(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = run(SWEEP, "--workload", "rounds", "--patterns", "addressed,pubsub", "--libs", "zmq", "--transports", "ipc",
            "--nodes", "4", "--brokers", "2", "--scaleouts", "shards", *QUICK, "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = result_rows(out)
    assert [(r["pattern"], r["status"], r["brokers"]) for r in sorted(rs, key=lambda r: r["pattern"])] == [
        ("addressed", "ok", "2"), ("pubsub", "ok", "2")]
