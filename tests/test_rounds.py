"""End-to-end tests of Grischa's rounds programs: a real broker (router
--pattern pubsub), nodes and a controller over real TCP and IPC sockets."""

import subprocess
import time

import pytest

from conftest import ASAN_BIN, BIN, SAN_ENV, TRANSPORTS, records

PUBSUB_LIBS = ("zmq", "czmq", "nanomsg", "nng")


def start_rounds(procs, bindir, env, lib, pub, sub, nodes, per_process, started=None, pattern="pubsub"):
    broker = procs.start([bindir / f"{lib}-router", "--pattern", pattern, "--front", pub, "--back", sub], env=env)
    ids = range(0, nodes, per_process) if started is None else started
    # --lifeline: a node stays (its BYEs may still be queued) until its stdin closes, which
    # procs.finish does once the controller is done, as the sweep would.
    node_procs = [procs.start([bindir / f"{lib}-node", "--pub", pub, "--sub", sub, "--id", i, "--pattern", pattern,
                               "--nodes", min(per_process, nodes - i), "--all-nodes", nodes, "--lifeline"],
                              env=env, stdin=subprocess.PIPE)
                  for i in ids]
    return broker, node_procs


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("lib", PUBSUB_LIBS)
def test_rounds_every_message_verified(procs, endpoints, lib, transport):
    pub, sub = endpoints(transport)
    broker, nodes = start_rounds(procs, BIN, {}, lib, pub, sub, nodes=6, per_process=3)
    rc, out, err = procs.finish(procs.start([BIN / f"{lib}-controller", "--pub", pub, "--sub", sub, "--nodes", 6,
                                             "--rounds", 40, "--warmup", 0.1, "--timeout", 2]))
    assert rc == 0, err
    rec = dict(records(out))
    res = rec["RESULT"]
    rounds, warm = int(res["rounds"]), int(res["warmup_rounds"])
    assert rounds == 40 and rec["HIST"]["total"] == "40"
    assert int(res["late"]) == int(res["duplicate"]) == 0
    total = rounds + warm
    assert int(res["recv_msgs"]) >= 6 * total  # results, plus the hellos' answers
    done = [dict(records(procs.finish(n)[1]))["DONE"] for n in nodes]
    assert sum(int(d["stopped"]) for d in done) == 6
    assert sum(int(d["results"]) for d in done) == 6 * total
    for key in ("no_task", "duplicate", "late", "misdelivered"):
        assert sum(int(d[key]) for d in done) == 0, key
    broker.terminate()


def test_rounds_under_sanitizers(procs, endpoints):
    pub, sub = endpoints("ipc")
    broker, nodes = start_rounds(procs, ASAN_BIN, SAN_ENV, "nng", pub, sub, nodes=4, per_process=2)
    rc, out, err = procs.finish(procs.start([ASAN_BIN / "nng-controller", "--pub", pub, "--sub", sub, "--nodes", 4,
                                             "--rounds", 20, "--warmup", 0, "--timeout", 2], env=SAN_ENV))
    assert rc == 0, err
    assert all(procs.finish(n)[0] == 0 for n in nodes)
    broker.terminate()


@pytest.mark.parametrize("lib", ("zmq", "nanomsg"))
def test_a_node_that_never_subscribed_is_named(procs, endpoints, lib):
    pub, sub = endpoints("tcp")
    start_rounds(procs, BIN, {}, lib, pub, sub, nodes=3, per_process=1, started=[0, 2])
    t0 = time.monotonic()
    rc, out, err = procs.finish(procs.start([BIN / f"{lib}-controller", "--pub", pub, "--sub", sub, "--nodes", 3,
                                             "--rounds", 5, "--timeout", 0.3]))
    assert rc == 1
    assert "no answer" in err and "from node 1" in err, err
    assert err.count("error:") == 1
    assert time.monotonic() - t0 < 10


@pytest.mark.parametrize("argv, message", [
    (["controller", "--pub", "tcp://127.0.0.1:1", "--sub", "tcp://127.0.0.1:2"], "--nodes N is required"),
    (["controller", "--pub", "tcp://127.0.0.1:1", "--sub", "tcp://127.0.0.1:2", "--nodes", "0"], "--nodes: '0'"),
    (["controller", "--pub", "tcp://a:1", "--sub", "tcp://a:1", "--nodes", "2"], "must differ"),
    (["controller", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--nodes", "2", "--task-size", "19"],
     "--task-size: '19'"),
    (["controller", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--nodes", "2", "--rounds", "3",
      "--duration", "1"], "exclude each other"),
    (["node", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--id", "4", "--nodes", "2", "--all-nodes", "5"],
     "not all below --all-nodes 5"),
    (["node", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--id", "0", "--all-nodes", "5", "--size", "9"],
     "'--size' does not apply"),
    (["router", "--pattern", "survey", "--front", "tcp://a:1", "--back", "tcp://a:2"], "unknown pattern 'survey'"),
])
def test_bad_rounds_flags_one_line_exit_2(procs, argv, message):
    rc, out, err = procs.finish(procs.start([BIN / f"zmq-{argv[0]}", *argv[1:]]))
    assert rc == 2 and message in err and err.count("\n") == 1, err


def test_raw_says_it_has_no_pubsub(procs):
    rc, out, err = procs.finish(procs.start([BIN / "raw-controller", "--pub", "tcp://a:1", "--sub", "tcp://a:2",
                                             "--nodes", "2"]))
    assert rc == 2 and "has no pubsub pattern" in err and err.count("\n") == 1, err


def test_256_nodes_in_8_processes(procs, endpoints):
    """Scale: 256 nodes, 32 to a process (each with its own sockets and thread), over TCP: 512
    connections at the broker. zmq, whose high-water marks our adapter raises (README)."""
    pub, sub = endpoints("tcp")
    broker, nodes = start_rounds(procs, BIN, {}, "zmq", pub, sub, nodes=256, per_process=32)
    rc, out, err = procs.finish(procs.start([BIN / "zmq-controller", "--pub", pub, "--sub", sub, "--nodes", 256,
                                             "--rounds", 5, "--warmup", 0, "--timeout", 10]), timeout=120)
    assert rc == 0, err
    rec = dict(records(out))
    assert rec["RESULT"]["rounds"] == "5"
    done = [dict(records(procs.finish(n)[1]))["DONE"] for n in nodes]
    assert sum(int(d["stopped"]) for d in done) == 256
    assert sum(int(d["results"]) for d in done) == 256 * 5
    broker.terminate()


ROUTER_LIBS = ("zmq", "czmq")


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("lib", ROUTER_LIBS)
def test_router_pattern_every_message_verified(procs, endpoints, lib, transport):
    """Pattern router: each peer named by its topic, one ROUTER in the broker sending every
    message to the peer it names. Every node gets only its own messages."""
    front, back = endpoints(transport)
    broker, nodes = start_rounds(procs, BIN, {}, lib, front, back, nodes=6, per_process=3, pattern="router")
    rc, out, err = procs.finish(procs.start([BIN / f"{lib}-controller", "--pub", front, "--sub", back, "--nodes", 6,
                                             "--pattern", "router", "--rounds", 30, "--warmup", 0.1,
                                             "--timeout", 2]))
    assert rc == 0, err
    res = dict(records(out))["RESULT"]
    total = int(res["rounds"]) + int(res["warmup_rounds"])
    done = [dict(records(procs.finish(n)[1]))["DONE"] for n in nodes]
    assert sum(int(d["stopped"]) for d in done) == 6
    assert sum(int(d["results"]) for d in done) == 6 * total
    assert sum(int(d["tasks"]) for d in done) == 6 * total
    for key in ("no_task", "duplicate", "late", "misdelivered"):
        assert sum(int(d[key]) for d in done) == 0, key
    broker.terminate()


@pytest.mark.parametrize("lib", ("nanomsg", "nng"))
def test_a_library_without_the_router_pattern_says_so_in_one_line(procs, lib):
    rc, out, err = procs.finish(procs.start([BIN / f"{lib}-controller", "--pub", "tcp://a:1", "--sub", "tcp://a:2",
                                             "--nodes", "2", "--pattern", "router"]))
    assert rc == 2 and "has no router pattern" in err and err.count("\n") == 1, err
