"""RabbitMQ's own: what the products' shared tests (test_products.py) do not reach. Manual
acknowledgements (the variant rabbitmq@acks), and the epmd that comes with every server. The tests of
the clients' traffic each take a slice of the tests' kept server (support.serve_slice); those of the
server itself start their own through bin/rabbitmq-router on a free port, with a state folder of its own."""

import os
import signal
import socket
import time
from pathlib import Path

import pytest

from support import (BIN, KEPT_SERVERS, TEST_BIN, adopting_orphans, checked_result, finish_node, records, serve_slice,
                     start_rounds, stop_server)
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan


@pytest.fixture
def one_endpoint(endpoints):
    return lambda: endpoints("tcp", 1)[0]


def start_server(procs, endpoint, env=None):
    p = procs.start([BIN / "rabbitmq-router", "--front", endpoint, "--back", endpoint,
                     "--state-dir", procs.state_dir()], env=env)
    line = p.stdout.readline()
    assert line.startswith("READY role=router"), (line, p.stderr.read() if p.poll() is not None else "")
    return p


def children(pid: int) -> dict[int, str]:
    """pid's children: pid -> the program they run."""
    out = {}
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            argv0 = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")[0].decode(errors="replace")
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            out[int(entry)] = Path(argv0).name
    return out


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_manual_acks_with_a_window_of_one_deliver_every_message(procs):
    """RRB_RABBITMQ_PREFETCH=1: each consumer gets its next message only once it has acknowledged the
    last, so a run that ends with every message verified is one whose every message was acknowledged
    (without the acks the master would stop after its first request)."""
    e, server = serve_slice(procs, "rabbitmq")
    acks = {"RRB_RABBITMQ_PREFETCH": "1"}
    master = procs.start([BIN / "rabbitmq-master", "--connect", e, "--workers", 2, "--size", 100,
                          "--requests", 500, "--warmup", 0, "--timeout", 5], env=acks)
    ready = master.stdout.readline()
    assert ready.startswith("READY role=master") and "workarounds=basic.qos=1,basic.ack=manual" in ready, ready
    workers = [procs.start([BIN / "rabbitmq-worker", "--connect", e, "--id", i, "--size", 100, "--timeout", 5],
                           env=acks) for i in range(2)]
    rc, out, err = procs.finish_after(master)
    res = dict(records(out))["RESULT"]
    assert int(res["msgs"]) == 1000 and res["rejected"] == res["broken"] == res["repeated"] == "0", err
    for w in workers:
        assert procs.finish(w)[0] == 0
    # the rounds' queues too: a node's own queue and the controller's
    _, nodes = start_rounds(procs, BIN, acks, "rabbitmq", e, e, nodes=4, per_process=2, broker=False)
    rc, out, err = procs.finish(procs.start([BIN / "rabbitmq-controller", "--pub", e, "--sub", e, "--nodes", 4,
                                             "--rounds", 30, "--warmup", 0, "--timeout", 5], env=acks))
    assert rc == 0, err
    checked_result(out, 30)
    assert all(finish_node(procs, n)[0] == 0 for n in nodes)
    stop_server("rabbitmq", server)


@pytest.mark.skipif(not (TEST_BIN / "rabbitmq-stale-ack").is_file(), reason="make test-programs")
def test_a_message_kept_across_a_reconnection_is_not_acknowledged_on_the_new_connection(procs):
    """Acknowledgements by hand with --liveness: a subscriber keeps message A while its connection is cut
    (tests/e2e/stale_ack.c: a shutdown of the socket, at a moment of its choosing) and the adapter
    reconnects; C comes on the new channel with A's delivery tag. Releasing A sends nothing (its tag is
    its connection's); had it acknowledged tag 1 there, C's own acknowledgement would be the channel's
    second of tag 1 and the server would close it: 406 PRECONDITION_FAILED - unknown delivery tag 1."""
    e, server = serve_slice(procs, "rabbitmq")
    rc, out, err = procs.finish(procs.start([TEST_BIN / "rabbitmq-stale-ack", e]))
    assert rc == 0 and out == "STALE-ACK ok\n", (out, err)
    stop_server("rabbitmq", server)


def test_the_servers_epmd_goes_with_it_even_when_it_is_killed():
    """The server's own epmd (on a port of its own) is its child: SIGKILL to the server, no handler runs,
    and still the epmd goes (PR_SET_PDEATHSIG); erl_child_setup ends when the server's pipe closes. The
    server killed is the tests' kept server (support.KEPT_SERVERS: a test after this one that wants it
    boots another), booted by bin/rabbitmq-router as every server is; its watcher, held by --lifeline,
    goes too."""
    server = KEPT_SERVERS.server("rabbitmq").proc
    helpers = children(server.pid)
    epmd = [pid for pid, name in helpers.items() if name == "epmd"]
    assert len(epmd) == 1, helpers
    server.send_signal(signal.SIGKILL)  # the server alone, not its process group
    server.wait()
    deadline = time.monotonic() + 5
    while any(alive(p) for p in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p for p in helpers if alive(p)], {p: helpers[p] for p in helpers if alive(p)}


def test_an_unusable_state_folder_fails_in_one_line_and_starts_nothing(procs, one_endpoint, tmp_path):
    """--state-dir where no folder can be made: one line naming it, before anything starts."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    e = one_endpoint()
    with adopting_orphans():
        p = procs.start([BIN / "rabbitmq-router", "--front", e, "--back", e, "--state-dir", blocker])
        rc, out, err = procs.finish(p)
    assert rc != 0 and not out.startswith("READY"), out
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1 and str(blocker) in lines[0], err
    assert "epmd" not in children(os.getpid()).values()  # (adopted here, had it outlived the router)


def listening(port: int) -> bool:
    """Whether something holds loopback `port` (a bind there is refused), without connecting to it."""
    try:
        socket.create_server(("127.0.0.1", port)).close()
        return False
    except OSError:
        return True


@pytest.mark.parametrize("port, holder", [("epmd", "python3"), ("epmd", "epmd"), ("distribution", "python3")])
def test_a_port_of_the_node_another_program_took_fails_the_point_in_one_line(procs, endpoints, port, holder):
    """The node's epmd and distribution ports are picked free and closed again before epmd and the node
    bind them: another program may take one in between. RRB_RABBITMQ_NODE_PORTS makes the choice (here,
    a port this process or another epmd listens on). The point fails at once, in one line naming the port
    and its holder, and starts no node: epmd's readiness is epmd listening there itself, and the server's
    watcher looks who listens on the server's ports while it boots. (Before, any holder of epmd's port
    passed for epmd, which, finding its port taken, ended saying nothing: with another epmd there the
    node came up READY registered in that one; with this listener, it waited for an answer.)"""
    e, other = endpoints("tcp", 2)
    other_port = int(other.rsplit(":", 1)[1])
    own = socket.create_server(("127.0.0.1", 0))
    held = own.getsockname()[1]
    holder_pid = os.getpid()
    if holder == "epmd":
        own.close()
        foreign = procs.start(["epmd", "-port", held, "-address", "127.0.0.1"])
        holder_pid = foreign.pid
        deadline = time.monotonic() + 10
        while not listening(held):
            assert time.monotonic() < deadline and foreign.poll() is None, "the foreign epmd did not start"
            time.sleep(0.02)
    ports = f"{held},{other_port}" if port == "distribution" else f"{other_port},{held}"
    with adopting_orphans():
        p = procs.start([BIN / "rabbitmq-router", "--front", e, "--back", e, "--state-dir", procs.state_dir()],
                        env={"RRB_RABBITMQ_NODE_PORTS": ports})
        rc, out, err = procs.finish(p, timeout=60)
    own.close()
    assert rc != 0 and out.startswith("FAILED cause=server"), (out, err)
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1 and f"port {held}: it is taken by pid {holder_pid} ({holder}" in lines[0], err
    assert ("epmd (beside" in lines[0]) == (port == "epmd"), lines[0]


def test_bad_node_ports_are_refused_in_one_line(procs, one_endpoint):
    e = one_endpoint()
    r = procs.finish(procs.start([BIN / "rabbitmq-router", "--front", e, "--back", e, "--state-dir",
                                  procs.state_dir()], env={"RRB_RABBITMQ_NODE_PORTS": "4369"}))
    assert r[0] != 0 and r[2].count("\n") == 1 and "RRB_RABBITMQ_NODE_PORTS=4369: two different TCP ports" in r[2]


def test_the_acks_variant_is_planned_beside_the_fast_path_from_what_the_adapter_declares(short_tmp):
    """--libs rabbitmq,rabbitmq@acks: the sweep writes the variant's programs from the adapter's --info
    "variants" (each role with RRB_RABBITMQ_PREFETCH=100, exec'ing rabbitmq's own) and plans both,
    interleaved. (That the variable makes every consumer acknowledge: the test above.)"""
    plan = make_plan(build_parser().parse_args(["--libs", "rabbitmq,rabbitmq@acks", "--transports", "tcp",
                                                "--sizes", "64", "--workers", "2", "--trials", "1",
                                                "--bin", str(BIN), "--tmpdir", str(short_tmp)]))
    try:
        assert {p.lib for p in plan.points} == {"rabbitmq", "rabbitmq@acks"}
    finally:
        plan.close()
    for role in ("master", "worker", "router", "controller", "node"):
        text = (BIN / f"rabbitmq@acks-{role}").read_text()
        assert f'RRB_RABBITMQ_PREFETCH=100 exec "{(BIN / f"rabbitmq-{role}").resolve()}" "$@"' in text, text


def test_a_restarted_server_gets_every_node_back_with_liveness(procs, one_endpoint):
    """--liveness: the server killed in the middle of the rounds and started again (its boot takes
    seconds): every node's connection is set up again by the adapter (queue, binding, consumer), and the
    controller has all of them back, answering, before the test's own limit. (The sweep's churn scenario
    with RabbitMQ needs 20-s points: make sweep-products-all.)"""
    e = one_endpoint()
    server = start_server(procs, e)
    _, nodes = start_rounds(procs, BIN, {}, "rabbitmq", e, e, nodes=4, per_process=2, broker=False,
                            timeout=30, node_flags=["--liveness"])
    controller = procs.start([BIN / "rabbitmq-controller", "--pub", e, "--sub", e, "--nodes", 4, "--liveness",
                              "--deadline", 0.25, "--duration", 120, "--warmup", 0, "--timeout", 30])
    lines = iter(controller.stdout.readline, "")
    assert any(x.startswith("LIVE") for x in lines)
    server.send_signal(signal.SIGKILL)  # the server alone: no handler, no goodbye to its clients
    server.wait()
    start_server(procs, e)
    gone, back, deadline = set(), set(), time.monotonic() + 60
    for line in lines:
        kind, fields = records(line)[0] if line.strip() else ("", {})
        if kind == "GONE":
            gone.add(fields["node"])
        elif kind == "BACK":
            back.add(fields["node"])
        elif kind == "ROUND" and gone and back == gone and fields["answered"] == "4":
            break
        assert time.monotonic() < deadline, (gone, back)
    assert gone and back == gone  # the nodes went, and every one came back, answering
