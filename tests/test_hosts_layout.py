"""--hosts-layout (docs/lab-and-hosts.md "Two hosts on one machine"): the broker in a network namespace of its
own and its peers in another, one veth pair between them, each side's receive work steered by RPS onto its
own CPU; the broker's pinned core's busy time and the receive counters read over the measured rounds
(run/probes.py), a run whose steering did not hold failed with the reason, and the namespaces gone when the
sweep ends, however it ends. Each sweep names its pair after its own process id, so these tests run beside
any other (tests/test_netlab.py's fixed rrb- names are not these). Making namespaces needs root."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest


from support import BIN, REPO, refused_sweep, result_rows
from rrbench.run import netlab, probes
from rrbench.sweep import sweep as sweepmod

ROOT = os.geteuid() == 0
TWO_CPUS = len(os.sched_getaffinity(0)) >= 2
needs_root = pytest.mark.skipif(not (ROOT and TWO_CPUS), reason="network namespaces need root, --pin two CPUs")
# A tiny point: raw's pub/sub floor, 8 nodes in two loop-hosted processes, a short measured phase.
TINY = ["--workload", "rounds", "--libs", "raw", "--patterns", "pubsub", "--nodes", "8", "--nodes-per-process", "4",
        "--hosting", "loop", "--pin", "broker", "--trials", "1", "--rounds", "200", "--warmup", "0.1",
        "--kernel-seconds", "0.1",  # (the kernel's own cost beside the floor: not what these tests read)
        "--timeout", "5"]


@pytest.fixture(autouse=True)
def signal_handlers_kept():
    """A sweep run in this process (sweep.main) installs its SIGTERM handler: put the test's back."""
    kept = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    yield
    for s, handler in kept.items():
        signal.signal(s, handler)


def pair_of(pid: int) -> list[str]:
    """The namespaces of sweep `pid`'s pair that exist now."""
    names = {s["ns"] for s in netlab.pair_names(pid).values()}
    return sorted(names & netlab.existing_namespaces())


def number(row: dict, column: str) -> float:
    assert row[column] != "", (column, row)
    return float(row[column])


@needs_root
def test_a_tiny_point_on_loopback_and_on_two_hosts_is_checked_and_leaves_nothing(tmp_path):
    out = tmp_path / "run"
    p = subprocess.Popen([sys.executable, str(REPO / "scripts" / "sweep"), *TINY, "--hosts-layout",
                          "loopback,two-hosts", "--out", out], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    _, err = p.communicate(timeout=300)
    assert p.returncode == 0, err[-3000:]
    assert pair_of(p.pid) == []  # removed when the sweep ended
    rows = result_rows(out)
    assert [r["hosts_layout"] for r in rows] in (["loopback", "two-hosts"], ["two-hosts", "loopback"])
    allowed = sorted(os.sched_getaffinity(0))
    for r in rows:
        assert r["status"] == "ok" and r["launcher"] == "local" and r["broker_cpus"] == str(allowed[0]), r
        # the broker's pinned core over the measured rounds, in both layouts alike
        assert number(r, "broker_core_busy_us_per_round") >= 0 and number(r, "broker_core_notidle_us_per_round") >= 0
        assert int(r["broker_core_ticks"]) >= 0 and int(r["softnet_drops"]) >= 0
    two = next(r for r in rows if r["hosts_layout"] == "two-hosts")
    loop = next(r for r in rows if r["hosts_layout"] == "loopback")
    # each side's receive work ran on its own CPU: RPS IPIs there; every node's result crossed to the
    # broker's side and its task and request to the peers' side; nothing dropped, nothing resent but probes
    assert number(two, "rps_ipis_broker_cpu_per_round") > 0 and number(two, "rps_ipis_other_cpus_per_round") > 0
    assert number(two, "broker_rx_packets_per_round") >= 8 and number(two, "peers_rx_packets_per_round") >= 8
    assert int(two["link_rx_dropped"]) == 0 and int(two["tcp_retrans_segs"]) <= int(two["tcp_loss_probes"])
    assert float(two["broker_rx_bytes_per_round"]) > 0  # ss(8) asked in the broker's namespace
    assert loop["tcp_retrans_segs"] == loop["broker_rx_packets_per_round"] == ""  # the pair's alone
    network = json.loads((out / "meta.json").read_text())["settings"]["network"]
    assert network["two-hosts"]["sides"] == netlab.pair_names(p.pid)
    assert network["two-hosts"]["rps_cpus"] == {"broker": allowed[:1], "peers": allowed[1:]}
    r = subprocess.run([sys.executable, str(REPO / "scripts" / "report"), out], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    md = (out / "report.md").read_text()
    assert "### The broker on a host of its own: two hosts against loopback" in md
    assert "| raw | pubsub | 8 |" in md and "(one trial: no interval)" in md


def gone_pid() -> int:
    """The process id of a process that has ended (a sweep killed with SIGKILL, say)."""
    p = subprocess.Popen(["true"])
    p.wait()
    return p.pid


@needs_root
@pytest.mark.parametrize("how", ["ctrl-c", "failed point"])
def test_the_namespaces_go_whatever_ends_the_sweep(tmp_path, how):
    out = tmp_path / "run"
    # A point that lasts until it is ended, paced (10 ms a move): the router is killed in the middle of its
    # measured phase (2 s: at 1 s, not 10), Ctrl-C comes a second after the pair is up.
    fault = ["--inject-fault", "router:KILL:measure:1", "--retries", "0"] if how == "failed point" else []
    seconds = "2" if how == "failed point" else "20"
    left = netlab.pair_names(gone_pid())["broker"]["ns"]  # a killed sweep's, for the next to remove
    subprocess.run(["ip", "netns", "add", left], check=True)
    p = subprocess.Popen([sys.executable, str(REPO / "scripts" / "sweep"), *TINY, "--rounds", "100000",
                          "--compute", "0.01", "--duration", seconds, "--hosts-layout", "two-hosts", *fault,
                          "--out", out],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        if how == "ctrl-c":
            deadline = time.monotonic() + 120
            while not (out / "meta.json").exists() and time.monotonic() < deadline and p.poll() is None:
                time.sleep(0.1)  # meta.json is written once the pair is up, before the first point
            assert len(pair_of(p.pid)) == 2
            time.sleep(1.0)
            p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=120)
    finally:
        if p.poll() is None:
            p.kill()
            p.communicate()
    assert p.returncode == (130 if how == "ctrl-c" else 1), err[-3000:]
    assert pair_of(p.pid) == []
    # (a two-host sweep of another test, running at once, may have been the one that removed it)
    assert left not in netlab.existing_namespaces()


@needs_root
def test_a_run_whose_receive_work_was_not_steered_fails_with_the_reason(tmp_path, monkeypatch, capsys):
    """The pair made without its RPS masks: each side's receive work stays on the CPU that sent it, as on
    loopback. The run must fail naming it (cause layout), not give a figure."""
    monkeypatch.setattr(netlab, "set_rps", lambda ns, dev, cpus: None)
    out = tmp_path / "run"
    status = sweepmod.main([*TINY, "--hosts-layout", "two-hosts", "--retries", "0", "--out", str(out)])
    assert status == 1, capsys.readouterr().err[-3000:]
    (row,) = result_rows(out)
    assert row["cause"] == "layout", row["status"]
    assert ("receive work was not steered to CPU" in row["status"]
            or "side's RPS mask was 0 at MEASURING" in row["status"]), row["status"]
    assert pair_of(os.getpid()) == []


def online_cpus() -> set[int]:
    """/sys/devices/system/cpu/online: '0-1,4'."""
    out = set()
    for part in open("/sys/devices/system/cpu/online").read().strip().split(","):
        lo, _, hi = part.partition("-")
        out.update(range(int(lo), int(hi or lo) + 1))
    return out


def test_softnet_stat_names_each_cpu_in_its_13th_column():
    """The probe reads /proc/net/softnet_stat by its CPU column (an offline CPU has no line): on this kernel
    the column holds every online CPU's number, once."""
    assert set(probes.softnet()) == online_cpus()
    assert set(probes.cpu_stat()) == online_cpus()


def test_the_tcp_counters_are_read_from_snmp_and_netstat_tables():
    lines = ["Ip: Forwarding DefaultTTL", "Ip: 1 64",
             "Tcp: RtoAlgorithm RtoMin RetransSegs InErrs", "Tcp: 1 200 7 0",
             "TcpExt: SyncookiesSent TCPLossProbes TCPLossProbeRecovery", "TcpExt: 0 5 1"]
    assert probes.tcp_counters(lines) == {"retrans_segs": 7, "loss_probes": 5}


@pytest.mark.parametrize("counters, why", [
    ({"rps": (0, 3)}, "the broker's receive work was not steered to CPU 0"),
    ({"rps": (4, 0)}, "its peers' receive work was not steered to CPU 1"),
    ({"rps": (4, 3)}, None),
])
def test_the_core_probe_fails_a_two_host_run_without_rps_ipis_on_a_side(counters, why):
    probe = probes.CoreProbe(0, frozenset({1}), steered=True)
    stat = {c: dict.fromkeys(probes.STAT_FIELDS, 0) for c in (0, 1)}
    broker, others = counters["rps"]
    probe.at = {"MEASURING": (0, stat, {0: (0, 0, 10), 1: (0, 0, 10)}),
                "MEASURED": (10**9, stat, {0: (50, 0, 10 + broker), 1: (50, 0, 10 + others)})}
    got = probe.failure()
    assert (got is None) if why is None else (why in (got or "")), got
    assert probes.CoreProbe(0, frozenset({1}), steered=False).failure() is None  # loopback: nothing claimed


@pytest.mark.parametrize("change, why", [
    ({"rx_dropped": 2}, "2 packets dropped on the pair's link"),
    ({"retrans_segs": 5, "loss_probes": 3}, "2 TCP segments resent over the measured rounds beyond tail-loss"),
    ({"retrans_segs": 3, "loss_probes": 3}, None),
    ({"rps_mask": 0}, "the broker side's RPS mask was 0 at MEASURED, not 1"),
])
def test_the_pair_probe_fails_a_run_that_dropped_resent_or_lost_its_steering(change, why):
    probe = probes.PairProbe({}, {"broker": 1, "peers": 2})
    zero = {"retrans_segs": 0, "loss_probes": 0, "rx_packets": 0, "rx_dropped": 0}
    probe.at = {"MEASURING": {"broker": {**zero, "rps_mask": 1}, "peers": {**zero, "rps_mask": 2}},
                "MEASURED": {"broker": {**zero, "rx_packets": 90, "rps_mask": 1, **change},
                             "peers": {**zero, "rx_packets": 80, "rps_mask": 2}}}
    got = probe.failure()
    assert (got is None) if why is None else (why in (got or "")), got
    assert probe.columns(10)["broker_rx_packets_per_round"] == 9.0


@pytest.mark.parametrize("args, message", [
    (["--hosts-layout", "sideways"], "--hosts-layout: unknown layout 'sideways' (known: loopback, two-hosts)"),
    (["--hosts-layout", "two-hosts", "--pin", "none"], "--hosts-layout: needs --pin broker"),
    (["--hosts-layout", "loopback", "--pin", "broker-first"], "--hosts-layout: needs --pin broker"),
    (["--hosts-layout", "two-hosts", "--transports", "tcp,ipc"], "IPC needs every role on one host"),
    (["--hosts-layout", "two-hosts", "--scenario", "node-dies", "--hosting", "thread"],
     "--hosts-layout: steady rounds"),
    (["--hosts-layout", "two-hosts", "--workload", "reqrep,rounds"], "--hosts-layout: the broker's cost per move"),
])
def test_bad_layout_input_is_one_line_exit_2(tmp_path, args, message):
    if not TWO_CPUS and "--pin" not in args:
        pytest.skip("--pin broker needs two CPUs")
    base = [a for a in TINY if a not in ("--nodes-per-process", "4")]
    given = {a for a in args if a.startswith("--")}
    keep, skip = [], False
    for a in base:  # the case's own flags replace the tiny point's
        if skip:
            skip = False
        elif a in given:
            skip = True
        else:
            keep.append(a)
    p = refused_sweep(*keep, *args, "--out", tmp_path / "x")
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and message in p.stderr, p.stderr
    assert not (tmp_path / "x").exists()


def test_two_hosts_needs_root_one_line_exit_2(tmp_path, monkeypatch, capsys):
    if not TWO_CPUS:
        pytest.skip("--pin broker needs two CPUs")
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    status = sweepmod.main([*TINY, "--hosts-layout", "two-hosts", "--bin", str(BIN), "--out", str(tmp_path / "x")])
    err = capsys.readouterr().err
    assert status == 2 and err == "sweep: error: --hosts-layout two-hosts: needs root (it makes network namespaces " \
                                  "and a veth pair)\n"
