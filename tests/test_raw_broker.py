"""End-to-end tests of the raw adapter (raw/, plain POSIX sockets): the
router's event loop under many clients, large messages (partial reads and
writes), clients that misbehave or vanish mid-request, and the bound master of
the direct topology."""

import errno
import os
import re
import signal
import socket
import subprocess
import struct
import sys
import time

import pytest

from support import (ASAN_BIN, BIN, NR_IO_URING_REGISTER, REPO, SAN_ENV, TRANSPORTS, checked_result, failing,
                     finish_node, records, refuse_io_uring, start_rounds)

BUILDS = {"release": (BIN, {}), "asan": (ASAN_BIN, SAN_ENV)}
IO = {"epoll": {}, "uring": {"RRB_RAW_IO": "uring"}}  # the router of raw, and of raw@uring


def start_router(procs, front, back, size, bindir=BIN, env=None, io="epoll"):
    router = procs.start([bindir / "raw-router", "--front", front, "--back", back, "--size", size],
                         env={**(env or {}), **IO[io]})
    assert router.stdout.readline() == f"READY role=router io={io}\n"  # it says what serves
    return router


# Not what these tests measure: room for a loaded machine, where the 128th worker can start seconds after
# the first has finished; a master with 2 s once gave up between them (nothing lost: no request came).
TIMEOUT = "10"


def start_master(procs, endpoint, clients, size, *extra, bind=False, bindir=BIN, env=None):
    return procs.start([bindir / "raw-master", "--bind" if bind else "--connect", endpoint,
                        "--workers", clients, "--size", size, "--timeout", TIMEOUT, *extra], env=env)


def start_workers(procs, endpoint, clients, size, *extra, bindir=BIN, env=None):
    return [procs.start([bindir / "raw-worker", "--connect", endpoint, "--id", i, "--size", size,
                         "--timeout", TIMEOUT, *extra], env=env)
            for i in range(clients)]


def check_run(procs, master, workers, clients, requests=None):
    """Every worker verified all its replies; the master's count equals theirs."""
    measured = 0
    for w in workers:
        rc, out, err = procs.finish(w)
        assert rc == 0, err
        measured += int(dict(records(out))["DONE"]["measured"])
    # The master lingers until its socket is quiet; like the sweep, end it
    # once it has printed its result.
    lines = []
    while not lines or not lines[-1].startswith("RESULT"):
        line = master.stdout.readline()
        assert line, procs.finish(master)[2]
        lines.append(line)
    master.terminate()
    _, _, err = procs.finish(master)
    assert all("requests rejected" in line for line in err.splitlines()), err
    result = dict(records("".join(lines)))["RESULT"]
    assert int(result["hellos"]) == clients
    assert int(result["msgs"]) == measured > 0
    if requests:
        assert int(result["client_min"]) == int(result["client_max"]) == requests
        assert measured == clients * requests
    return result


def alive(p):
    return p.poll() is None


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("io", IO)
def test_128_clients_through_the_router(procs, endpoints, transport, io):
    front, back = endpoints(transport)
    router = start_router(procs, front, back, "1024", io=io)
    master = start_master(procs, back, 128, "1024", "--requests", "20", "--warmup", "0")
    workers = start_workers(procs, front, 128, "1024")
    result = check_run(procs, master, workers, 128, requests=20)
    assert int(result["rejected"]) == 0
    assert alive(router)
    router.terminate()
    assert "io_uring" not in procs.finish(router)[2]  # served as asked: no refusal


def test_a_router_refused_io_uring_fails_with_the_kernels_words(procs, endpoints):
    """A seccomp filter refuses io_uring_setup, as a container's default profile does: asked for io_uring,
    the router serves nothing under its name; it fails (cause refused) and says how epoll may serve."""
    front, back = endpoints("ipc")
    router = procs.start([BIN / "raw-router", "--front", front, "--back", back, "--size", "100"],
                         env=IO["uring"], preexec_fn=refuse_io_uring)
    rc, out, err = procs.finish(router, timeout=10)
    assert rc != 0 and "READY" not in out and "FAILED cause=refused" in out, (out, err)
    assert err.splitlines() == ["raw-router: error: io_uring refused: Operation not permitted (RRB_RAW_IO=uring; "
                                "RRB_RAW_IO_FALLBACK=epoll lets the epoll broker serve instead)"], err


def test_a_router_allowed_to_fall_back_says_so_and_serves_on_epoll(procs, endpoints):
    front, back = endpoints("ipc")
    router = procs.start([BIN / "raw-router", "--front", front, "--back", back, "--size", "100"],
                         env={**IO["uring"], "RRB_RAW_IO_FALLBACK": "epoll"}, preexec_fn=refuse_io_uring)
    assert router.stdout.readline() == "READY role=router io=epoll\n"  # what serves, not what was asked
    master = start_master(procs, back, 4, "100", "--requests", "50", "--warmup", "0")
    check_run(procs, master, start_workers(procs, front, 4, "100"), 4, requests=50)
    router.terminate()
    err = procs.finish(router)[2]
    assert err.splitlines() == ["raw-router: io_uring refused: Operation not permitted; the epoll broker serves "
                                "instead (RRB_RAW_IO_FALLBACK=epoll)"], err


@pytest.mark.parametrize("pattern", ["reqrep", "pubsub"])
def test_io_urings_other_setup_failures_are_failures_not_refusals(procs, endpoints, pattern):
    """Out of memory while registering the files (a seccomp filter fails io_uring_register with ENOMEM) is
    no refusal: the router fails its setup, fallback allowed or not."""
    front, back = endpoints("ipc")
    router = procs.start([BIN / "raw-router", "--pattern", pattern, "--front", front, "--back", back],
                         env={**IO["uring"], "RRB_RAW_IO_FALLBACK": "epoll"},
                         preexec_fn=failing(NR_IO_URING_REGISTER, errno.ENOMEM))
    rc, out, err = procs.finish(router, timeout=10)
    assert rc != 0 and "FAILED cause=setup" in out and "READY" not in out, (out, err)
    assert err.splitlines() == ["raw-router: error: io_uring: cannot register files: Cannot allocate memory"], err


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("io", IO)
def test_large_messages_partial_reads_and_writes(procs, endpoints, transport, io):
    """4 MiB payloads are far larger than any socket buffer: every hop reads
    and writes them in pieces, and the router buffers them (above KEEP_MAX,
    so its large buffers are also freed and reallocated)."""
    front, back = endpoints(transport)
    router = start_router(procs, front, back, "4m", io=io)
    master = start_master(procs, back, 3, "4m", "--requests", "8", "--warmup", "0")
    workers = start_workers(procs, front, 3, "4m")
    check_run(procs, master, workers, 3, requests=8)
    assert alive(router)


def frame(body):
    return struct.pack(">I", len(body)) + body


def host_port(endpoint):
    host, port = endpoint[len("tcp://"):].rsplit(":", 1)
    return host, int(port)


@pytest.mark.parametrize("io", IO)
def test_clients_vanishing_mid_request_disturb_nobody(procs, endpoints, io):
    """While 8 workers run: a client that sends half a frame and leaves, and
    one that sends a whole request and leaves before its reply (which the
    router must drop). The workers finish with every reply verified."""
    front, back = endpoints("tcp")
    router = start_router(procs, front, back, "1000", io=io)
    # 5 s measured: the junk below must reach the master within its measured phase, which the rejections are
    # counted in; 1 s once ended first on a loaded machine (rejected 0). Paced (200 requests/s a worker): the
    # phase must last, the traffic need not be at full tilt for 5 s.
    master = start_master(procs, back, 8, "1000", "--duration", "5", "--warmup", "0.1")
    workers = start_workers(procs, front, 8, "1000", "--rate", "200")
    # The junk once the master serves the workers (its measured phase begun), not after a guessed
    # sleep: a loaded machine may take longer than one to start them, and junk the router holds no
    # master for never reaches one.
    while not (line := master.stdout.readline()).startswith("MEASURING"):
        assert line, procs.finish(master)[2]
    for _ in range(5):
        with socket.create_connection(host_port(front)) as s:  # half a frame
            s.sendall(frame(b"x" * 1032)[:500])
        with socket.create_connection(host_port(front)) as s:  # a whole request, no wait for the reply
            s.sendall(frame(b"\0" * 1032))
        with socket.create_connection(host_port(front)) as s:  # only part of a length prefix
            s.sendall(b"\0\0")
    result = check_run(procs, master, workers, 8)
    # The junk requests reached the master, which rejected them.
    assert int(result["rejected"]) == 5
    assert alive(router)


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("io", IO)
def test_oversized_frame_closes_only_that_client(procs, endpoints, transport, io):
    front, back = endpoints(transport)
    router = start_router(procs, front, back, "64", io=io)
    master = start_master(procs, back, 4, "64", "--requests", "200", "--warmup", "0")
    if transport == "tcp":
        bad = socket.create_connection(host_port(front))
    else:
        bad = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        bad.connect(front[len("ipc://"):])
    with bad:
        bad.sendall(struct.pack(">I", 0xFFFFFFF0) + b"y" * 100)
        bad.settimeout(5)
        assert bad.recv(1) == b""  # the router closed this connection, and only this one
    workers = start_workers(procs, front, 4, "64")
    check_run(procs, master, workers, 4, requests=200)
    assert alive(router)


@pytest.mark.parametrize("io", IO)
def test_requests_wait_for_a_late_master(procs, endpoints, io):
    """Workers connect before any master: the router keeps their hellos until
    one connects."""
    front, back = endpoints("ipc")
    start_router(procs, front, back, "100", io=io)
    workers = start_workers(procs, front, 4, "100")
    time.sleep(0.5)
    master = start_master(procs, back, 4, "100", "--requests", "50", "--warmup", "0")
    check_run(procs, master, workers, 4, requests=50)


@pytest.mark.parametrize("size", ["64", "256k"])
@pytest.mark.parametrize("transport", TRANSPORTS)
def test_direct_topology_16_clients(procs, endpoints, transport, size):
    endpoint, _ = endpoints(transport)
    master = start_master(procs, endpoint, 16, size, "--requests", "30", "--warmup", "0", bind=True)
    workers = start_workers(procs, endpoint, 16, size)
    result = check_run(procs, master, workers, 16, requests=30)
    assert int(result["rejected"]) == 0


@pytest.mark.parametrize("topology", ["broker", "broker-uring", "direct"])
def test_sanitizer_build(procs, endpoints, topology):
    bindir, env = BUILDS["asan"]
    front, back = endpoints("ipc")
    if topology.startswith("broker"):
        start_router(procs, front, back, "100k", bindir=bindir, env=env, io="uring" if "uring" in topology else "epoll")
        master = start_master(procs, back, 4, "100k", "--requests", "40", "--warmup", "0",
                              bindir=bindir, env=env)
    else:
        master = start_master(procs, front, 4, "100k", "--requests", "40", "--warmup", "0", bind=True,
                              bindir=bindir, env=env)
    workers = start_workers(procs, front, 4, "100k", bindir=bindir, env=env)
    check_run(procs, master, workers, 4, requests=40)


def test_worker_without_listener_fails_after_timeout(procs):
    (port,) = __import__("support").free_ports(1)
    t0 = time.monotonic()
    w = procs.start([BIN / "raw-worker", "--connect", f"tcp://127.0.0.1:{port}", "--id", "0",
                     "--size", "8", "--timeout", "0.5"])
    rc, out, err = procs.finish(w)
    assert rc == 1
    assert "cannot connect to" in err and "Connection refused" in err
    assert 0.4 < time.monotonic() - t0 < 5


def test_the_kernels_own_cost_is_measured_every_way():
    """bin/rrb-kernel (the floor's reference): every way and side a positive CPU time per message, in one line."""
    p = subprocess.run([BIN / "rrb-kernel", "--connections", "4", "--seconds", "0.3"], capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 0, p.stderr
    rec = dict(records(p.stdout))["KERNEL"]
    assert (rec["size"], rec["connections"], rec["batch"]) == ("96", "4", "64")
    for way in ("single", "uring", "batched"):
        assert float(rec[f"{way}_send_us"]) > 0 and float(rec[f"{way}_recv_us"]) > 0, p.stdout


def test_the_kernels_cost_in_the_brokers_shape_is_measured_both_ways():
    """rrb-kernel's broker shape: a broker process between a controller's link and N nodes' connections, its CPU
    per node per move with the controller's writes one a message and coalesced (docs/scale.md)."""
    p = subprocess.run([BIN / "rrb-kernel", "--connections", "4", "--seconds", "0.3"], capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 0, p.stderr
    rec = dict(records(p.stdout))["KERNEL"]
    assert float(rec["broker_us"]) > 0 and float(rec["broker_coalesced_us"]) > 0, p.stdout


@pytest.mark.parametrize("pub,writes_per_message", [("write", 1), ("coalesce", 0)])
def test_the_controllers_publisher_coalesces_a_burst_into_few_writes(procs, endpoints, tmp_path, pub,
                                                                      writes_per_message):
    """RRB_RAW_PUB=coalesce (raw@uring-coalesce): the controller's tasks and requests of a move go out in a write
    per burst, as libzmq's I/O thread sends them, not one write a message; every round still verified. strace
    counts the controller's sendmsg calls over 20 rounds of 32 nodes."""
    front, back = endpoints("tcp")
    broker = procs.start([BIN / "raw-router", "--pattern", "pubsub", "--front", front, "--back", back])
    assert broker.stdout.readline().startswith("READY role=router")
    _, nodes = start_rounds(procs, BIN, {}, "raw", front, back, 32, 32, broker=False)
    trace = tmp_path / "strace.txt"
    controller = procs.start(["strace", "-f", "-qq", "-c", "-e", "trace=sendmsg", "-o", trace,
                              BIN / "raw-controller", "--pub", front, "--sub", back, "--nodes", 32, "--rounds", 20,
                              "--warmup", 0, "--timeout", 10], env={"RRB_RAW_PUB": pub})
    rc, out, err = procs.finish(controller, timeout=60)
    assert rc == 0, err
    checked_result(out, 20)
    for node in nodes:
        assert finish_node(procs, node)[0] == 0
    broker.terminate()
    procs.finish(broker)
    calls = int(re.search(r"^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?sendmsg", trace.read_text(), re.M).group(1))
    messages = 20 * 32 * 2  # a task and a request to each node each round (the hellos come on top)
    assert (calls >= messages) if writes_per_message else (calls < messages / 8), calls


def test_a_publisher_told_a_way_it_does_not_know_says_so_in_one_line(procs, endpoints):
    front, back = endpoints("tcp")
    p = subprocess.run([BIN / "raw-controller", "--pub", front, "--sub", back, "--nodes", "1", "--rounds", "1"],
                       capture_output=True, text=True, timeout=10, env={**os.environ, "RRB_RAW_PUB": "sometimes"})
    assert p.returncode != 0 and len(p.stderr.splitlines()) == 1, p.stderr
    assert "RRB_RAW_PUB=sometimes: coalesce or write" in p.stderr


@pytest.mark.parametrize("args", [["--connections", "0"], ["--size", "big"], ["--seconds"], ["--what", "1"]])
def test_the_kernels_own_cost_refuses_bad_usage_in_one_line(args):
    p = subprocess.run([BIN / "rrb-kernel", *args], capture_output=True, text=True, timeout=10)
    assert p.returncode == 2 and p.stdout == "" and len(p.stderr.splitlines()) == 1, p.stderr


@pytest.mark.parametrize("args", [[], ["--pid", "1"], ["--pid", "1", "--moves-per-s", "0"],
                                  ["--pid", "x", "--moves-per-s", "5"]])
def test_profile_broker_refuses_bad_usage_in_one_line(args):
    p = subprocess.run([sys.executable, REPO / "scripts" / "profile-broker", *args], capture_output=True, text=True,
                       timeout=30)
    assert p.returncode == 2 and p.stdout == "" and len(p.stderr.splitlines()) == 1, p.stderr


def test_profile_broker_splits_a_running_brokers_cpu(procs, endpoints):
    """perf on the raw broker while 16 nodes run rounds: every part listed, shares adding up to the whole."""
    pub, sub = endpoints("tcp")
    broker = procs.start([BIN / "raw-router", "--pattern", "pubsub", "--front", pub, "--back", sub])
    assert broker.stdout.readline().startswith("READY role=router")
    nodes = procs.start([BIN / "raw-node", "--pub", pub, "--sub", sub, "--id", 0, "--nodes", 16, "--all-nodes", 16,
                         "--hosting", "loop", "--lifeline"], stdin=subprocess.PIPE)
    # a move every 2 ms or so (--compute): traffic to profile, without two cores busy for the whole test
    controller = procs.start([BIN / "raw-controller", "--pub", pub, "--sub", sub, "--nodes", 16, "--duration", 30,
                              "--warmup", 0, "--timeout", 10, "--compute", "0.002"])
    time.sleep(1)
    p = subprocess.run([sys.executable, REPO / "scripts" / "profile-broker", "--pid", str(broker.pid), "--seconds",
                        "1", "--moves-per-s", "400", "--nodes", "16"], capture_output=True, text=True, timeout=120)
    controller.kill()
    nodes.kill()
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    assert re.match(r"broker CPU [\d.]+ µs per node per move; per move: [\d.]+ system calls", lines[0]), lines[0]
    shares = [float(re.match(r"\s*([\d.]+)%", ln).group(1)) for ln in lines[1:]]
    assert len(shares) == 8 and abs(sum(shares) - 100) < 1, p.stdout


SETUP_FLAGS = {"IORING_SETUP_CQSIZE": 0x8, "IORING_SETUP_SINGLE_ISSUER": 0x1000, "IORING_SETUP_DEFER_TASKRUN": 0x2000}


def ring_flags(strace_text: str) -> int:
    """io_uring_setup's flags as strace wrote them ('IORING_SETUP_CQSIZE|0x3000': an older strace names fewer)."""
    text = re.search(r"io_uring_setup\(\d+, \{flags=([^,]+),", strace_text).group(1)
    return sum(SETUP_FLAGS[t] if t in SETUP_FLAGS else int(t, 16) for t in text.split("|"))


@pytest.mark.parametrize("io,deferred", [("uring", True), ("uring-nodefer", False)])
def test_raw_at_uring_nodefer_carries_rounds_on_a_ring_without_deferred_task_work(procs, endpoints, tmp_path, io,
                                                                                   deferred):
    """raw@uring sets its ring up with one issuer and deferred task work; raw@uring-nodefer, the same broker, with
    neither (docs/scale.md): strace shows the flags the kernel was asked for, and 16 nodes' rounds go through."""
    pub, sub = endpoints("tcp")
    trace = tmp_path / "strace.txt"
    broker = procs.start(["strace", "-f", "-qq", "-e", "trace=io_uring_setup", "-o", trace, BIN / "raw-router",
                          "--pattern", "pubsub", "--front", pub, "--back", sub], env={"RRB_RAW_IO": io})
    assert broker.stdout.readline() == f"READY role=router io={io}\n"
    _, nodes = start_rounds(procs, BIN, {}, "raw", pub, sub, 16, 16, broker=False)
    controller = procs.start([BIN / "raw-controller", "--pub", pub, "--sub", sub, "--nodes", 16, "--rounds", 50,
                              "--warmup", 0, "--timeout", 10])
    rc, out, err = procs.finish(controller, timeout=60)
    assert rc == 0, err
    checked_result(out, 50)
    for node in nodes:
        assert finish_node(procs, node)[0] == 0
    text = trace.read_text()
    os.kill(int(text.split()[0]), signal.SIGTERM)  # the router under strace (strace then ends with it)
    assert procs.finish(broker)[2] == ""  # no refusal: served on the ring it asked for
    flags = ring_flags(text)
    assert flags & SETUP_FLAGS["IORING_SETUP_CQSIZE"]
    assert bool(flags & SETUP_FLAGS["IORING_SETUP_DEFER_TASKRUN"]) == deferred, text
    assert bool(flags & SETUP_FLAGS["IORING_SETUP_SINGLE_ISSUER"]) == deferred, text
