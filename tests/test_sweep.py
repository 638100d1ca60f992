"""End-to-end tests of scripts/sweep: real points, a router killed mid-point,
and bad usage."""

import csv
import json
import subprocess
import sys

import pytest

from support import REPO, our_processes, refused_sweep, result_rows

SWEEP = REPO / "scripts" / "sweep"
REQUIRED = "lib,transport,size,workers,nodes,trial,status,msgs,seconds,msgs_per_s,mib_per_s".split(",")


def one_trial(args):
    """One trial unless the test asks for more (the default is 3)."""
    return (*args, *(() if "--trials" in args else ("--trials", "1")))


def sweep(*args, timeout=300):
    """scripts/sweep, one trial unless asked."""
    return subprocess.run([sys.executable, str(SWEEP), *map(str, one_trial(args))], capture_output=True,
                          text=True, timeout=timeout)


rows = result_rows  # a retried flake's first run is checked, then set aside


def test_small_grid_every_library_and_transport(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--libs", "zmq,nanomsg", "--transports", "tcp,ipc", "--sizes", "64,4k",
              "--workers", "1,3", "--duration", "0.1", "--warmup", "0.1", "--out", out,
              "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = rows(out)
    assert len(rs) == 2 * 2 * 2 * 2
    assert set(REQUIRED) <= set(rs[0])
    # Libraries interleave: the two libraries of one grid position are neighbours.
    for i in range(0, len(rs), 2):
        pair = rs[i:i + 2]
        assert {r["lib"] for r in pair} == {"zmq", "nanomsg"}
        assert len({(r["transport"], r["size"], r["workers"]) for r in pair}) == 1
    for r in rs:
        assert r["status"] == "ok"
        msgs, secs = int(r["msgs"]), float(r["seconds"])
        # The phase ends with the first round trip after 0.1 s: never sooner, and later only by
        # as long as that round trip took (a stall of the shared machine once made it 55 ms).
        assert msgs > 0 and 0.1 <= secs < 2.0
        # The master prints msgs/s with 1 decimal and MiB/s with 4: at 25.6 msgs/s (a loaded machine) or
        # 0.03 MiB/s the rounding alone is over 1e-3 relative.
        assert float(r["msgs_per_s"]) == pytest.approx(msgs / secs, rel=1e-3, abs=0.05)
        assert float(r["mib_per_s"]) == pytest.approx(msgs / secs * int(r["size"]) / 2**20, rel=1e-3, abs=5e-5)
        assert int(r["client_min"]) <= int(r["client_max"])
    meta = json.loads((out / "meta.json").read_text())
    assert meta["machine"]["cores"] >= 1 and meta["machine"]["cpu_model"]
    assert meta["libraries"]["zmq"]["version"].startswith("4.")
    assert meta["libraries"]["nanomsg"]["version"].startswith("1.")
    assert meta["libraries"]["zmq"]["cflags"]
    assert isinstance(meta["libraries"]["nanomsg"]["non_default_options"], list)
    assert short_tmp in meta["command_line"]
    assert meta["points_done"] == 16 and meta["points_failed"] == 0
    assert "ETA" in p.stderr and "[16/16]" in p.stderr


def test_every_library_both_topologies_and_equalize(tmp_path, short_tmp):
    out = tmp_path / "run"
    libs = ",".join(__import__("support").LIBS)
    p = sweep("--libs", libs, "--transports", "tcp,ipc", "--topology", "broker,direct",
              "--sizes", "1k", "--workers", "4", "--rate", "200", "--duration", "0.1", "--warmup", "0.1", "--equalize",
              "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = rows(out)
    n_libs = len(libs.split(","))
    assert len(rs) == n_libs * 2 * 2
    assert {(r["lib"], r["transport"], r["topology"]) for r in rs} == {
        (lib, t, topo) for lib in libs.split(",") for t in ("tcp", "ipc") for topo in ("broker", "direct")}
    assert all(r["status"] == "ok" and r["equalized"] == "1" for r in rs)
    # Libraries interleave within each grid position.
    assert {r["lib"] for r in rs[:n_libs]} == set(libs.split(","))
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["equalize"] is True
    assert meta["settings"]["topologies"] == ["broker", "direct"]
    for lib in libs.split(","):
        assert meta["libraries"][lib]["equalize_options"]


def test_router_killed_mid_point_is_recorded_and_sweep_goes_on(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--libs", "zmq,nanomsg", "--transports", "ipc", "--sizes", "256", "--workers", "4", "--rate", "200",
              "--duration", "1", "--warmup", "0.1", "--timeout", "2", "--out", out,
              "--tmpdir", short_tmp, "--inject-fault", "router:KILL:measure:1")
    assert p.returncode == 1, p.stderr
    first, second = rows(out)
    assert first["status"].startswith("failed:router killed by SIGKILL during measure")
    assert first["msgs"] == ""  # a failed point carries no numbers
    assert second["status"] == "ok" and int(second["msgs"]) > 0
    assert (out / "logs").is_dir()
    assert our_processes(short_tmp) == []


def test_master_killed_is_named(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--libs", "nanomsg", "--transports", "tcp", "--sizes", "64", "--workers", "2",
              "--duration", "1", "--warmup", "0.1", "--timeout", "2", "--out", out,
              "--tmpdir", short_tmp, "--inject-fault", "master:TERM:warmup:1")
    assert p.returncode == 1
    (row,) = rows(out)
    assert row["status"].startswith("failed:master killed by SIGTERM during warmup")


@pytest.mark.parametrize("args,message", [
    (["--libs", "zmq,rabbit"], "--libs: unknown lib 'rabbit' (known: zmq, czmq, nanomsg, nng, raw"),
    (["--transports", "udp"], "--transports: unknown transport 'udp'"),
    (["--topology", "mesh"], "--topology: unknown topolog"),
    (["--sizes", "0"], "--sizes: 0 is out of range"),
    (["--sizes", "2g"], "--sizes: 2147483648 is out of range"),
    (["--sizes", "abc"], "--sizes: 'abc' is not a byte count"),
    (["--workers", "0"], "--workers: 0 is out of range"),
    (["--workers", "3..9"], "needs powers of two"),
    (["--duration", "0"], "argument --duration: '0' is not a positive number"),
    (["--duration", "soon"], "argument --duration: 'soon' is not a number"),
    (["--duration", "1", "--requests", "5"], "not allowed with argument"),
    (["--trials", "0"], "argument --trials"),
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["--tmpdir", "/tmp/" + "d" * 100], "over the 107-byte limit"),
    (["--bin", "/nonexistent"], "not found: run 'make' first"),
    (["--inject-fault", "router:KILL:lunch:1"], "is router|master|worker|workers"),
    (["--inject-fault", "router:KILL:measure:1", "--inject-fault", "master:KILL:warmup:1"], "one fault per point"),
])
def test_bad_usage_exits_2_with_one_line(tmp_path, args, message):
    out = tmp_path / "run"
    p = refused_sweep(*one_trial(("--out", out, *args)))
    assert p.returncode == 2
    assert p.stderr.count("\n") == 1, p.stderr
    assert p.stderr.startswith("sweep: error: ") and message in p.stderr
    assert not (out / "results.csv").exists()


def test_refuses_to_mix_with_existing_results(tmp_path):
    out = tmp_path / "run"
    out.mkdir()
    (out / "results.csv").write_text("lib\n")
    p = sweep("--out", out, "--sizes", "1", timeout=30)
    assert p.returncode == 2 and "already holds results" in p.stderr
    assert (out / "results.csv").read_text() == "lib\n"


def test_unwritable_output_is_refused_before_any_point(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    p = sweep("--out", blocker / "run", timeout=30)
    assert p.returncode == 2 and "cannot write" in p.stderr


def test_nanomsg_loses_replies_unless_the_workaround_is_on(tmp_path, short_tmp):
    """The library bug the README describes, and its remedy. As shipped,
    nanomsg's REP drops replies when 16 workers send 64 KiB through the
    broker; the worker then reports the missing reply. With the workaround
    every point completes and the row says which workaround was in effect."""
    common = ["--libs", "nanomsg", "--transports", "tcp,ipc", "--sizes", "64k", "--workers", "16",
              "--warmup", "0.1", "--timeout", "1", "--tmpdir", short_tmp]
    # As shipped a reply goes missing within the first few requests of a worker's measured phase (seen: the
    # 1st to the 6th, at each of 6 points of 0.5 s); after it the point waits out --timeout.
    p = sweep(*common, "--duration", "0.2", "--trials", "2", "--library-defaults", "--retries", "0",
              "--out", tmp_path / "shipped")
    shipped = rows(tmp_path / "shipped")
    lost = [r for r in shipped if r["status"].startswith("failed:") and "no reply within" in r["status"]]
    assert p.returncode == 0, p.stderr  # a named library finding: the work ran
    assert "named library finding" in p.stderr.splitlines()[-1]
    # Timing-dependent by nature, but 16 x 64 KiB loses replies in practically every run.
    assert lost, "nanomsg no longer drops replies as shipped: is the workaround still needed?"
    assert all(r["workarounds"] in ("", "none") for r in shipped if r["status"] == "ok")

    p = sweep(*common, "--duration", "0.5", "--trials", "2", "--out", tmp_path / "fixed")
    assert p.returncode == 0, p.stderr
    for r in rows(tmp_path / "fixed"):
        assert r["status"] == "ok"
        assert "NN_SNDBUF=" in r["workarounds"] and "master_connections=" in r["workarounds"]


def test_trials_give_summary_intervals_latency_cpu_and_hgrm(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--libs", "zmq,raw", "--transports", "ipc", "--sizes", "256", "--workers", "3",
              "--trials", "3", "--seed", "11", "--duration", "0.1", "--warmup", "0.1", "--out", out,
              "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    rs = rows(out)
    assert len(rs) == 6 and all(r["status"] == "ok" for r in rs)
    for r in rs:
        lat = [float(r[c]) for c in ("p50_us", "p90_us", "p99_us", "p999_us", "max_us")]
        assert 0 < lat[0] <= lat[1] <= lat[2] <= lat[3] <= lat[4]
        assert 0 < float(r["fairness"]) <= 1
        assert r["check"] in ("ok",) or r["check"].startswith("little:")
        assert float(r["cpu_master_s"]) > 0 and float(r["cpu_workers_s"]) > 0 and float(r["cpu_us_per_msg"]) > 0
        hgrm = (out / "hgrm" / f"{r['lib']}-ipc-broker-s256-c3-t{r['trial']}.hgrm").read_text()
        last = [ln.split() for ln in hgrm.splitlines() if ln.strip() and not ln.startswith("#")][-1]
        assert float(last[1]) == 1.0 and int(last[2]) == int(r["msgs"])
        assert float(last[0]) == pytest.approx(float(r["max_us"]), abs=0.001)
    with open(out / "summary.csv", newline="") as f:
        summary = list(csv.DictReader(f))
    assert {s["lib"] for s in summary} == {"zmq", "raw"}
    for s in summary:
        assert s["n"] == "3" and s["failed"] == "0"
        assert float(s["msgs_per_s_ci_low"]) <= float(s["msgs_per_s_median"]) <= float(s["msgs_per_s_ci_high"])
    meta = json.loads((out / "meta.json").read_text())
    assert meta["settings"]["seed"] == 11 and "bootstrap" in meta["confidence_interval"]
    assert meta["machine"]["clock_resolution_ns"] > 0
    # The same seed gives the same order.
    p2 = sweep("--libs", "zmq,raw", "--transports", "ipc", "--sizes", "256", "--workers", "3",
               "--trials", "3", "--seed", "11", "--duration", "0.1", "--warmup", "0", "--out",
               tmp_path / "again", "--tmpdir", short_tmp)
    assert p2.returncode == 0
    assert [(r["lib"], r["trial"]) for r in rows(tmp_path / "again")] == [(r["lib"], r["trial"]) for r in rs]


def test_open_loop_reports_intended_and_achieved_rate(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--libs", "zmq", "--transports", "tcp", "--sizes", "64", "--workers", "2", "--rate", "200",
              "--duration", "1", "--warmup", "0.1", "--out", out, "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    (r,) = rows(out)
    assert float(r["rate"]) == 200
    # On a shared 2-core machine a stall can cost the schedule a few sends near the end (seen: 171/s);
    # the check column says so when it is more than 25 % off. Never more than intended, though.
    assert 100 <= float(r["achieved_rate"]) <= 210
    assert r["check"] == "ok" or r["check"].startswith("rate:")


def test_local_and_netns_endpoints_as_many_as_a_point_needs(tmp_path):
    """Two for most points, four for pattern survey, all different: local TCP ports asked of
    the kernel, IPC files named after them; the lab's on consecutive ports that rotate in
    blocks of MAX_ENDPOINTS, the first at the router (or a direct master), the others at the router."""
    from rrbench.run.launchers import LocalLauncher, NetnsLauncher
    local = LocalLauncher()
    two = local.endpoints("tcp", str(tmp_path), "broker", 0)
    four = local.endpoints("tcp", str(tmp_path), "broker", 0, 4)
    assert len(two) == 2 and len(set(four)) == 4 and all(e.startswith("tcp://127.0.0.1:") for e in four)
    assert local.endpoints("ipc", "/d", "broker", 0, 4) == ("ipc:///d/front.ipc", "ipc:///d/back.ipc",
                                                           "ipc:///d/sfront.ipc", "ipc:///d/sback.ipc")
    assert local.endpoints("ipc", "/d", "broker", 0, 6)[4:] == ("ipc:///d/e4.ipc", "ipc:///d/e5.ipc")  # brokers
    with pytest.raises(ValueError):
        local.endpoints("ipc", "/d", "broker", 0, 19)
    lab = NetnsLauncher({"settings": {"hosts": {"router": "10.9.0.1", "master": "10.9.0.2", "b1": "10.9.0.3",
                                                "w1": "10.9.1.1"}, "mtu": 1500, "rate": ""}})
    assert lab.endpoints("tcp", "", "direct", 2) == ("tcp://10.9.0.2:20036", "tcp://10.9.0.1:20037")
    assert lab.endpoints("tcp", "", "broker", 5000, 4) == ("tcp://10.9.0.1:30008", "tcp://10.9.0.1:30009",
                                                           "tcp://10.9.0.1:30010", "tcp://10.9.0.1:30011")
    # over two brokers (--brokers): each endpoint on its broker's host
    assert lab.endpoints("tcp", "", "broker", 0, 4, (0, 0, 1, 1)) == (
        "tcp://10.9.0.1:20000", "tcp://10.9.0.1:20001", "tcp://10.9.0.3:20002", "tcp://10.9.0.3:20003")
    assert lab.broker_hosts() == 2 and lab.command("router", 1, "p", [], REPO)[:4] == [
        "ip", "netns", "exec", "rrb-b1"]
