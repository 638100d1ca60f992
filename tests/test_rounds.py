"""End-to-end tests of Grischa's rounds programs: a real broker (router
--pattern pubsub, addressed or survey), nodes and a controller over real TCP and IPC sockets."""

import signal
import json
import re
import socket
import struct
import subprocess
import threading
import time

import pytest

from support import (ASAN_BIN, BIN, LIBS, SAN_ENV, TRANSPORTS, attack_all, checked_result, connect, finish_node,
                     records, refuse_io_uring, start_rounds, stdout_lines, stop_whole)

PUBSUB_LIBS = LIBS  # every library the roles link has pubsub
RAW_IO = {"epoll": {}, "uring": {"RRB_RAW_IO": "uring"}}  # raw's pub/sub broker: raw, raw@uring
# The controllers of the tests that check every message give up after 5 s without progress: the
# timeout is not what they test, and a loaded machine once stalled a survey's goodbyes past 2 s.


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("lib", PUBSUB_LIBS)
def test_rounds_every_message_verified(procs, endpoints, lib, transport):
    pub, sub = endpoints(transport)
    broker, nodes = start_rounds(procs, BIN, {}, lib, pub, sub, nodes=6, per_process=3)
    rc, out, err = procs.finish(procs.start([BIN / f"{lib}-controller", "--pub", pub, "--sub", sub, "--nodes", 6,
                                             "--rounds", 40, "--warmup", 0.1, "--timeout", 5]))
    assert rc == 0, err
    res, total = checked_result(out, 40)
    assert int(res["recv_msgs"]) >= 6 * total  # results, plus the hellos' answers
    done = [dict(records(finish_node(procs, n)[1]))["DONE"] for n in nodes]
    assert sum(int(d["stopped"]) for d in done) == 6
    assert sum(int(d["results"]) for d in done) == 6 * total
    for key in ("no_task", "duplicate", "late", "misdelivered"):
        assert sum(int(d[key]) for d in done) == 0, key
    broker.terminate()


@pytest.mark.parametrize("lib", ("nng", "raw"))
def test_rounds_under_sanitizers(procs, endpoints, lib):
    pub, sub = endpoints("ipc")
    broker, nodes = start_rounds(procs, ASAN_BIN, SAN_ENV, lib, pub, sub, nodes=4, per_process=2)
    rc, out, err = procs.finish(procs.start([ASAN_BIN / f"{lib}-controller", "--pub", pub, "--sub", sub, "--nodes", 4,
                                             "--rounds", 20, "--warmup", 0, "--timeout", 5], env=SAN_ENV))
    assert rc == 0, err
    assert all(finish_node(procs, n)[0] == 0 for n in nodes)
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
    (["controller", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--nodes", "2", "--result-size", "27"],
     "--result-size: '27' is not a byte count from 28"),
    (["node", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--id", "4", "--nodes", "2", "--all-nodes", "5"],
     "not all below --all-nodes 5"),
    (["node", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--id", "0", "--all-nodes", "5", "--size", "9"],
     "'--size' does not apply"),
    (["router", "--pattern", "scatter", "--front", "tcp://a:1", "--back", "tcp://a:2"], "unknown pattern 'scatter'"),
    # Pattern survey: its endpoints, checked like the others (a program named in full: a library that has it).
    (["router", "--pattern", "survey", "--front", "tcp://a:1", "--back", "tcp://a:2"], "libzmq has no survey pattern"),
    (["controller", "--pattern", "survey", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--nodes", "2"],
     "libzmq has no survey pattern"),
    (["nng-controller", "--pattern", "survey", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--nodes", "2"],
     "--survey ENDPOINT is required"),
    (["nng-controller", "--pattern", "survey", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--survey", "tcp://a:2",
      "--nodes", "2"], "--sub and --survey must differ"),
    (["nanomsg-node", "--pattern", "survey", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--survey", "udp://a:3",
      "--id", "0", "--all-nodes", "2"], "--survey: 'udp://a:3' is not an endpoint"),
    (["nng-node", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--survey", "tcp://a:3", "--id", "0",
      "--all-nodes", "2"], "--survey applies only to --pattern survey"),
    (["nng-router", "--pattern", "survey", "--front", "tcp://a:1", "--back", "tcp://a:2", "--survey-front",
      "tcp://a:3"], "--survey-back ENDPOINT is required"),
    (["nanomsg-router", "--pattern", "survey", "--front", "tcp://a:1", "--back", "tcp://a:2", "--survey-front",
      "tcp://a:3", "--survey-back", "tcp://a:1"], "--front and --survey-back must differ"),
    (["nng-router", "--pattern", "pubsub", "--front", "tcp://a:1", "--back", "tcp://a:2", "--survey-front",
      "tcp://a:3", "--survey-back", "tcp://a:4"], "--survey-front and --survey-back apply only to --pattern survey"),
    (["nng-worker", "--connect", "tcp://a:1", "--id", "0", "--size", "8", "--survey", "tcp://a:3"],
     "'--survey' does not apply"),
    (["nng-controller", "--pattern", "survey", "--pub", "tcp://a:1", "--sub", "tcp://a:2", "--nodes", "2",
      "--survey-front", "tcp://a:3"], "'--survey-front' does not apply"),
])
def test_bad_rounds_flags_one_line_exit_2(procs, argv, message):
    program = argv[0] if "-" in argv[0] else f"zmq-{argv[0]}"
    rc, out, err = procs.finish(procs.start([BIN / program, *argv[1:]]))
    assert rc == 2 and message in err and err.count("\n") == 1, err


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
    done = [dict(records(finish_node(procs, n)[1]))["DONE"] for n in nodes]
    assert sum(int(d["stopped"]) for d in done) == 256
    assert sum(int(d["results"]) for d in done) == 256 * 5
    broker.terminate()


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.libs_with("addressed")
def test_addressed_pattern_every_message_verified(procs, endpoints, lib, transport):
    """Pattern addressed: each peer named by its topic, one ROUTER in the broker sending every
    message to the peer it names. Every node gets only its own messages."""
    front, back = endpoints(transport)
    broker, nodes = start_rounds(procs, BIN, {}, lib, front, back, nodes=6, per_process=3, pattern="addressed")
    rc, out, err = procs.finish(procs.start([BIN / f"{lib}-controller", "--pub", front, "--sub", back, "--nodes", 6,
                                             "--pattern", "addressed", "--rounds", 30, "--warmup", 0.1,
                                             "--timeout", 5]))
    assert rc == 0, err
    res = dict(records(out))["RESULT"]
    total = int(res["rounds"]) + int(res["warmup_rounds"])
    done = [dict(records(finish_node(procs, n)[1]))["DONE"] for n in nodes]
    assert sum(int(d["stopped"]) for d in done) == 6
    assert sum(int(d["results"]) for d in done) == 6 * total
    assert sum(int(d["tasks"]) for d in done) == 6 * total
    for key in ("no_task", "duplicate", "late", "misdelivered"):
        assert sum(int(d[key]) for d in done) == 0, key
    broker.terminate()


@pytest.mark.libs_with("addressed", among=LIBS, has=False)
def test_a_library_without_the_addressed_pattern_says_so_in_one_line(procs, lib):
    rc, out, err = procs.finish(procs.start([BIN / f"{lib}-controller", "--pub", "tcp://a:1", "--sub", "tcp://a:2",
                                             "--nodes", "2", "--pattern", "addressed"]))
    assert rc == 2 and "has no addressed pattern" in err and err.count("\n") == 1, err


# nng 1.5.2's survey device drops answers when more than two wait for the controller's connection
# (test below; README "Pattern survey"): its end-to-end run has 2 nodes, which that queue always holds.
SURVEY_NODES = {"nng": (2, 1)}  # nodes, nodes per process; every other library's: (6, 3)


def survey_controller(bindir, lib, ends, nodes, *args):
    pub, sub, survey_front, _ = ends
    return [bindir / f"{lib}-controller", "--pattern", "survey", "--pub", pub, "--sub", sub, "--survey", survey_front,
            "--nodes", nodes, *args]


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.libs_with("survey")
def test_survey_pattern_every_message_verified(procs, endpoints, lib, transport):
    """Pattern survey: tasks by topic through the pub/sub device, the results request as one
    survey a round through the survey device, every node's result back on the surveyor.
    Every message verified; every node had its task and answered every survey with its result
    (a survey that overtook its task waited for it: no NO_TASK)."""
    ends = endpoints(transport, 4)
    nodes, per = SURVEY_NODES.get(lib, (6, 3))
    broker, node_procs = start_rounds(procs, BIN, {}, lib, ends[0], ends[1], nodes=nodes, per_process=per,
                                      pattern="survey", survey=ends[2:])
    rc, out, err = procs.finish(procs.start(survey_controller(BIN, lib, ends, nodes, "--rounds", 40, "--warmup", 0.1,
                                                              "--timeout", 5)))
    assert rc == 0, err
    res, total = checked_result(out, 40)
    assert int(res["recv_msgs"]) >= nodes * total  # results, plus the hellos' answers (both paths)
    # Tasks and hellos go to each node, the request to all at once: one survey a round.
    assert int(res["sent_msgs"]) >= nodes * total + total
    done = [dict(records(finish_node(procs, n)[1]))["DONE"] for n in node_procs]
    assert sum(int(d["stopped"]) for d in done) == nodes
    for key in ("tasks", "requests", "results"):
        assert sum(int(d[key]) for d in done) == nodes * total, key
    assert sum(int(d["hellos"]) for d in done) >= 2 * nodes  # a hello on each path
    for key in ("no_task", "duplicate", "late", "misdelivered"):
        assert sum(int(d[key]) for d in done) == 0, key
    broker.terminate()


def test_survey_under_sanitizers(procs, endpoints):
    """The node's two threads (subscriber and respondent) share its state: ASan and UBSan watch."""
    ends = endpoints("ipc", 4)
    broker, node_procs = start_rounds(procs, ASAN_BIN, SAN_ENV, "nanomsg", ends[0], ends[1], nodes=4, per_process=2,
                                      pattern="survey", survey=ends[2:])
    rc, out, err = procs.finish(procs.start(survey_controller(ASAN_BIN, "nanomsg", ends, 4, "--rounds", 50,
                                                              "--warmup", 0, "--timeout", 5), env=SAN_ENV))
    assert rc == 0, err
    assert all(finish_node(procs, n)[0] == 0 for n in node_procs)
    broker.terminate()


@pytest.mark.libs_with("survey")
def test_a_node_whose_respondent_never_connects_is_named(procs, endpoints, lib):
    """Node 1 answers hellos by pub/sub, but its respondent dials where no broker listens: it
    never answers a survey. The controller's survey hellos name it within 10 x --timeout."""
    ends = endpoints("ipc", 4)
    nowhere = ends[3] + "-nowhere"
    start_rounds(procs, BIN, {}, lib, ends[0], ends[1], nodes=3, per_process=1, pattern="survey", survey=ends[2:],
                 node_survey=lambda i: nowhere if i == 1 else ends[3])
    t0 = time.monotonic()
    rc, out, err = procs.finish(procs.start(survey_controller(BIN, lib, ends, 3, "--rounds", 5, "--timeout", 0.3)))
    assert rc == 1
    assert "survey: no answer to" in err and "from node 1" in err, err
    assert err.count("error:") == 1
    assert time.monotonic() - t0 < 10


@pytest.mark.libs_with("survey")
def test_a_node_missing_from_the_start_is_named(procs, endpoints, lib):
    """One node process fewer than --nodes: node 1 is named (by its missing hello answers)."""
    ends = endpoints("tcp", 4)
    start_rounds(procs, BIN, {}, lib, ends[0], ends[1], nodes=3, per_process=1, started=[0, 2], pattern="survey",
                 survey=ends[2:])
    t0 = time.monotonic()
    rc, out, err = procs.finish(procs.start(survey_controller(BIN, lib, ends, 3, "--rounds", 5, "--timeout", 0.3)))
    assert rc == 1
    assert "no answer" in err and "from node 1" in err, err
    assert err.count("error:") == 1
    assert time.monotonic() - t0 < 10


def test_a_node_that_stops_answering_surveys_is_named_within_the_deadline(procs, endpoints):
    """Node 1's process is frozen (SIGSTOP) while rounds run: the round's survey gets no answer
    from it, and the controller names it once the deadline (--timeout 0.5) has passed."""
    ends = endpoints("ipc", 4)
    broker, node_procs = start_rounds(procs, BIN, {}, "nanomsg", ends[0], ends[1], nodes=3, per_process=1,
                                      pattern="survey", survey=ends[2:], timeout=0.5)
    ctrl = procs.start(survey_controller(BIN, "nanomsg", ends, 3, "--duration", 30, "--warmup", 0, "--timeout", 0.5))
    assert ctrl.stdout.readline().startswith("READY role=controller")
    time.sleep(1)  # hellos done, rounds under way
    assert ctrl.poll() is None, ctrl.communicate()
    stop_whole(node_procs[1])
    t_stop = time.monotonic()
    rc, out, err = procs.finish(ctrl)
    waited = time.monotonic() - t_stop
    node_procs[1].send_signal(signal.SIGCONT)
    assert rc == 1
    assert "no result within 0.5 s from node 1 (2 of 3 answered)" in err, err
    assert err.count("error:") == 1
    assert 0.4 < waited < 5, waited


def go(p):
    """One line on p's control line (--wait-go): its next stop is over."""
    p.stdin.write("go\n")
    p.stdin.flush()


@pytest.mark.parametrize("lib", ["zmq", "nanomsg", "nng"])
def test_a_restarted_controller_takes_its_predecessors_results_as_strays(procs, endpoints, lib):
    """controller-restarts, the race made to happen every time, with no sleep: a node answers the dead
    controller's last results request into the new controller's hello phase. Node 3, alone in its
    process, answered the old controller's last warm-up round (so no hello waits in its socket any
    more) and is frozen at its MEASURING stop; the first measured round's request to it, sent after the
    others', waits in its socket. Once a node has answered the next round (its request sent after that
    one on the same path, which the broker forwards in order), that request has passed the broker: the
    old controller is killed then, at its MEASURED stop. The new one numbers its rounds past it
    (--first-round) and says hello; node 3 is thawed once nodes 0-2 have answered it (HELLOS
    missing=1): its subscription is then live at the broker (libzmq's proxy forwarded it to every
    publisher, node 3's too, before their answers could pass). Node 3 answers the old request before
    the new hellos (one path, in order), so the old round's result comes while the hello phase waits
    for node 3: a stray, never a corrupt run (before 3a63fb6: FAILED, "unexpected message (kind R,
    round N)"; nng then could hang closing its subscriber, docs/findings.md)."""
    ends = endpoints("tcp", 2)
    _, (_, node3) = start_rounds(procs, BIN, {}, lib, ends[0], ends[1], nodes=4, per_process=3)
    args = [BIN / f"{lib}-controller", "--pattern", "pubsub", "--pub", ends[0], "--sub", ends[1], "--nodes", 4,
            "--timeout", 5, "--deadline", 1]
    old = procs.start([*args, "--warmup", 0.2, "--rounds", 2, "--wait-go"], stdin=subprocess.PIPE)
    assert stdout_lines(old, until="READY")[-1].startswith("READY")
    go(old)
    assert stdout_lines(old, until="LIVE", timeout=20)[-1].startswith("LIVE")
    go(old)
    last_warmup = [line for line in stdout_lines(old, until="MEASURING", timeout=20) if line.startswith("ROUND")][-1]
    assert re.search(r" answered=4 live=4 measured=0$", last_warmup), last_warmup
    stop_whole(node3)
    go(old)
    measured = "".join(stdout_lines(old, until="MEASURED", timeout=20))
    first = int(re.search(r"^GONE node=3 round=(\d+) ", measured, re.M)[1])
    assert re.search(rf"^ROUND r={first + 1} .* answered=[1-9]", measured, re.M), measured
    old.kill()  # at its MEASURED stop: no STOP sent
    old.wait()
    new = procs.start([*args, "--warmup", 0, "--rounds", 1, "--first-round", 1 << 24])
    stdout_lines(new, until="HELLOS missing=1 ", timeout=20)
    node3.send_signal(signal.SIGCONT)
    rc, out, err = procs.finish(new)
    assert "FAILED" not in out and rc == 0, out + err
    result = dict(records(out))["RESULT"]
    assert int(result["stray"]) >= 1, result


def test_a_result_after_the_last_round_is_counted_late(procs, endpoints):
    """Churn: node 1, frozen as the measured rounds begin, misses the first one's deadline and is
    gone. It is thawed once they are over, while the controller waits for node 0's goodbye (node 0
    frozen then), and answers that first round's results request: a late result, never a corrupt
    run (before, "unexpected message (kind R, ...)", seen under make test's load). Its goodbye then
    ends no wait but its own: the controller still waits for node 0's, then gives it up. Should
    node 1's answers come only after that, the test passes without the race: it can miss, never
    fail by load."""
    pub, sub = endpoints("tcp")
    _, (node0, node1) = start_rounds(procs, BIN, {}, "zmq", pub, sub, nodes=2, per_process=1)
    ctl = procs.start([BIN / "zmq-controller", "--pattern", "pubsub", "--pub", pub, "--sub", sub, "--nodes", 2,
                       "--warmup", 0, "--duration", 1, "--timeout", 2, "--deadline", 0.3, "--wait-go"],
                      stdin=subprocess.PIPE)
    assert stdout_lines(ctl, until="READY")[-1].startswith("READY")
    go(ctl)
    assert stdout_lines(ctl, until="LIVE", timeout=20)[-1].startswith("LIVE")
    go(ctl)
    assert stdout_lines(ctl, until="MEASURING")[-1].startswith("MEASURING")
    stop_whole(node1)  # every thread: a node's own thread could answer while its process stops
    go(ctl)
    measured = stdout_lines(ctl, until="MEASURED", timeout=20)
    assert any(line.startswith("GONE node=1 ") for line in measured), measured
    stop_whole(node0)
    node1.send_signal(signal.SIGCONT)
    waited = time.monotonic()
    go(ctl)
    out = "".join(stdout_lines(ctl, until="RESULT", timeout=30))  # its stdin open, as the sweep keeps it
    waited = time.monotonic() - waited
    rc, _, err = procs.finish(ctl)
    node0.send_signal(signal.SIGCONT)
    assert rc == 0, err
    assert int(dict(records(out))["RESULT"]["late"]) <= 1, out
    assert re.search(r"^GONE node=0 ", out, re.M), out  # given up at the end: its goodbye never came
    assert waited >= 2, waited


def test_nng_survey_device_drops_answers_and_the_controller_names_them(procs, endpoints):
    """A library defect, detected rather than waited for: nng 1.5.2's raw respondent0 (the
    survey device's side facing the controller) queues 2 answers per connection and drops the
    rest (src/sp/protocol/survey0/xrespond.c), so with 20 nodes answers go missing within a few
    rounds. The controller names the nodes whose answers never came, at the deadline, in one
    line; it never hangs. (Should nng fix it, this test fails: then drop the finding.)"""
    ends = endpoints("tcp", 4)
    start_rounds(procs, BIN, {}, "nng", ends[0], ends[1], nodes=20, per_process=10, pattern="survey",
                 survey=ends[2:])
    t0 = time.monotonic()
    rc, out, err = procs.finish(procs.start(survey_controller(BIN, "nng", ends, 20, "--rounds", 500, "--warmup", 0,
                                                              "--timeout", 1)), timeout=60)
    assert rc == 1, out
    assert re.search(r"round \d+: no result within 1\.0 s from nodes? \d+.* \(\d+ of 20 answered\)", err), err
    assert err.count("error:") == 1
    assert time.monotonic() - t0 < 40


@pytest.mark.libs_with("survey", among=LIBS, has=False)
def test_a_library_without_the_survey_pattern_says_so_in_one_line(procs, lib):
    for role, args in (("controller", ["--pub", "tcp://a:1", "--sub", "tcp://a:2", "--nodes", "2"]),
                       ("router", ["--front", "tcp://a:1", "--back", "tcp://a:2"])):
        rc, out, err = procs.finish(procs.start([BIN / f"{lib}-{role}", "--pattern", "survey", *args]))
        assert rc == 2 and "has no survey pattern" in err and err.count("\n") == 1, err


# raw's pub/sub wire form (raw/pubsub.c): [4-byte big-endian length][kind][body], kind
# b"D" for a message (publisher -> broker -> subscriber), b"S" for a subscription.
def raw_frame(kind, body):
    return struct.pack(">I", len(kind) + len(body)) + kind + body


def raw_frames(data):
    """Splits received bytes into the bodies of raw message frames."""
    bodies = []
    while data:
        (n,) = struct.unpack(">I", data[:4])
        assert len(data) >= 4 + n and data[4:5] == b"D", data[:16]
        bodies.append(data[5:4 + n])
        data = data[4 + n:]
    return bodies


def read_all(s, quiet=0.5):
    """Whatever s receives until it has been quiet for `quiet` seconds."""
    s.settimeout(quiet)
    data = b""
    while True:
        try:
            chunk = s.recv(1 << 16)
        except socket.timeout:
            return data
        if not chunk:
            return data
        data += chunk


def raw_spy(sub, *topics):
    """A subscriber of our own on the raw broker's subscriber port."""
    s = connect(sub, timeout=5)
    for t in topics:
        s.sendall(raw_frame(b"S", t))
    return s


def wait_until_subscribed(pub, spies):
    """Publishes each spy's probe until the spy has it: its subscriptions are then live."""
    with connect(pub, timeout=5) as p:
        for spy, probe in spies:
            spy.settimeout(0.05)
            got = b""
            for _ in range(100):
                p.sendall(raw_frame(b"D", probe))
                try:
                    got += spy.recv(1 << 16)
                except socket.timeout:
                    continue
                if probe in got:
                    break
            assert probe in got, f"no probe {probe!r}"


def run_raw_rounds(procs, pub, sub, nodes, rounds, per_process=1, sizes=()):
    """Nodes and a controller through the raw broker already running; returns the
    controller's RESULT and each node process's DONE. sizes: e.g. ("--task-size", 65536)."""
    node_procs = [procs.start([BIN / "raw-node", "--pub", pub, "--sub", sub, "--id", i,
                               "--nodes", min(per_process, nodes - i), "--all-nodes", nodes, "--lifeline",
                               *sizes],
                              stdin=subprocess.PIPE)
                  for i in range(0, nodes, per_process)]
    rc, out, err = procs.finish(procs.start([BIN / "raw-controller", "--pub", pub, "--sub", sub, "--nodes", nodes,
                                             "--rounds", rounds, "--warmup", 0, "--timeout", 5, *sizes]))
    assert rc == 0, err
    done = []
    for n in node_procs:
        n_rc, n_out, n_err = finish_node(procs, n)
        assert n_rc == 0, n_err
        done.append(dict(records(n_out))["DONE"])
    return dict(records(out))["RESULT"], done


@pytest.mark.parametrize("io", RAW_IO)
@pytest.mark.parametrize("transport", TRANSPORTS)
def test_raw_broker_routes_by_topic_never_broadcasts(procs, endpoints, transport, io):
    """Subscribers of our own on the raw broker while 4 nodes run rounds: one subscribed to
    node 1's topic gets node 1's messages and nothing else; one subscribed to the prefix
    "n0000" and to "n00001." too (two lengths, overlapping) gets nodes 0-3's messages, node
    1's once each; one subscribed to "result." gets only results. nanomsg's and nng's
    brokers would send each of them every message. On epoll and on io_uring (raw@uring)."""
    pub, sub = endpoints(transport)
    broker = procs.start([BIN / "raw-router", "--pattern", "pubsub", "--front", pub, "--back", sub], env=RAW_IO[io])
    assert broker.stdout.readline() == f"READY role=router io={io}\n"  # what serves, as asked
    one, prefix, results = (raw_spy(sub, b"n00001."), raw_spy(sub, b"n0000", b"n00001."),
                            raw_spy(sub, b"result."))
    wait_until_subscribed(pub, [(one, b"n00001.probe"), (prefix, b"n00009.probe"), (results, b"result.probe")])
    for spy in (one, prefix, results):
        read_all(spy, quiet=0.2)  # the probes (repeated) are not the run's
    result, done = run_raw_rounds(procs, pub, sub, nodes=4, rounds=10)
    got_one = raw_frames(read_all(one))
    got_prefix = raw_frames(read_all(prefix))
    got_results = raw_frames(read_all(results))
    # Node 1 got only its own (verified by the node), as many as our spy at least (the spy's
    # subscription was live before node 1's, so it may also have the first hellos).
    assert all(m.startswith(b"n00001.") for m in got_one)
    assert len(got_one) >= int(done[1]["recv_msgs"]) >= 2 * 10 + 2  # task + request per round, hello, stop
    assert all(m[:7] in (b"n00000.", b"n00001.", b"n00002.", b"n00003.") for m in got_prefix)
    assert [m for m in got_prefix if m.startswith(b"n00001.")] == got_one  # once each, in order
    assert len(got_prefix) >= sum(int(d["recv_msgs"]) for d in done)
    assert all(m.startswith(b"result.") for m in got_results)
    assert len(got_results) >= int(result["recv_msgs"]) >= 4 * 10
    for spy in (one, prefix, results):
        spy.close()
    assert broker.poll() is None


@pytest.mark.parametrize("io", RAW_IO)
def test_raw_broker_buffers_for_a_subscriber_that_does_not_read(procs, endpoints, io):
    """A subscriber to everything that reads nothing while rounds with 64 KiB tasks run (over
    5 MiB for it, where a unix socket holds about 200 KiB: the broker buffers the rest): the
    nodes and the controller are not held up, and afterwards it finds every message
    published, each once, whole. On io_uring the 64 KiB frames also come in pieces of its 16 KiB
    provided buffers, and its sends come back short."""
    pub, sub = endpoints("ipc")
    broker = procs.start([BIN / "raw-router", "--pattern", "pubsub", "--front", pub, "--back", sub], env=RAW_IO[io])
    assert broker.stdout.readline().startswith("READY role=router")
    idle = raw_spy(sub, b"")
    wait_until_subscribed(pub, [(idle, b"probe")])
    read_all(idle, quiet=0.2)
    result, done = run_raw_rounds(procs, pub, sub, nodes=4, rounds=20, sizes=("--task-size", 65536))
    got = raw_frames(read_all(idle, quiet=1))
    published = int(result["sent_msgs"]) + sum(int(d["sent_msgs"]) for d in done)
    assert len(got) == published
    assert sum(len(m) for m in got) == int(result["sent_bytes"]) + sum(int(d["sent_bytes"]) for d in done)
    assert sum(1 for m in got if len(m) == 65536) == sum(int(d["tasks"]) for d in done) == 4 * 20
    idle.close()
    assert broker.poll() is None


def closed_by_broker(s):
    """True when the broker closed this connection (EOF, or reset for bytes it never read)."""
    s.settimeout(5)
    try:
        return s.recv(1 << 16) == b""
    except ConnectionResetError:
        return True


@pytest.mark.parametrize("io", RAW_IO)
@pytest.mark.parametrize("transport", TRANSPORTS)
def test_raw_broker_survives_strangers(procs, endpoints, transport, io):
    """Bytes no publisher or subscriber of ours sends, on both ports of the raw pub/sub
    broker (the sanitizer build): each breach of the protocol closes that connection; the
    hostile attacks of test_hostile.py (random bytes, huge lengths, truncated headers, other
    protocols' greetings, a connect storm) follow. Then a normal run of rounds through the
    same broker completes, every message verified, and the broker is still up, unharmed."""
    pub, sub = endpoints(transport)
    broker = procs.start([ASAN_BIN / "raw-router", "--pattern", "pubsub", "--front", pub, "--back", sub],
                         env={**SAN_ENV, **RAW_IO[io]})
    assert broker.stdout.readline().startswith("READY role=router")
    breaches = [
        (pub, raw_frame(b"S", b"n00000.")),              # a subscription from a publisher
        (sub, raw_frame(b"D", b"n00000.hello")),         # a message from a subscriber
        (pub, raw_frame(b"", b"")), (sub, raw_frame(b"", b"")),  # an empty frame: no kind
        (pub, raw_frame(b"X", b"n00000.")), (sub, raw_frame(b"U", b"n00000.")),  # unknown kinds
        (sub, raw_frame(b"S", b"t" * 256)),              # a topic longer than 255 bytes
        (pub, struct.pack(">I", 0xFFFFFFF0) + b"y" * 100),  # lengths far beyond the limit
        (sub, struct.pack(">I", 1 << 20) + b"S" + b"y" * 100),
    ]
    for address, data in breaches:
        with connect(address, timeout=5) as s:
            s.sendall(data)
            assert closed_by_broker(s), (address, data[:16])
    attacks = threading.Thread(target=attack_all, args=([pub, sub], 30.0), daemon=True)
    attacks.start()
    attacks.join(timeout=60)
    assert not attacks.is_alive(), "the attacks hung"
    assert broker.poll() is None, procs.finish(broker)[2][-2000:]
    result, done = run_raw_rounds(procs, pub, sub, nodes=4, rounds=20, per_process=2)
    assert int(result["rounds"]) == 20
    assert sum(int(d["results"]) for d in done) == 4 * 20
    assert broker.poll() is None
    broker.terminate()
    rc, _, err = procs.finish(broker)
    assert "Sanitizer" not in err and "runtime error" not in err, err[-3000:]


def test_raw_io_uring_broker_carries_256_nodes_every_message_verified(procs, endpoints):
    """raw@uring with 512 connections: every connection a registered file with its multishot receive,
    a round's 256 tasks sent in one submission."""
    pub, sub = endpoints("tcp")
    broker, nodes = start_rounds(procs, BIN, RAW_IO["uring"], "raw", pub, sub, nodes=256, per_process=32)
    rc, out, err = procs.finish(procs.start([BIN / "raw-controller", "--pub", pub, "--sub", sub, "--nodes", 256,
                                             "--rounds", 20, "--warmup", 0, "--timeout", 10]), timeout=120)
    assert rc == 0, err
    checked_result(out, 20)
    done = [dict(records(finish_node(procs, n)[1]))["DONE"] for n in nodes]
    assert sum(int(d["results"]) for d in done) == 256 * (20 + int(dict(records(out))["RESULT"]["warmup_rounds"]))
    assert broker.poll() is None
    broker.terminate()
    assert "io_uring" not in procs.finish(broker)[2]  # served by io_uring: no line about a refusal


def test_a_kernel_that_refuses_io_uring_fails_the_broker_unless_epoll_may_serve(procs, endpoints):
    """io_uring_setup refused by a seccomp filter (as a container's default profile does): asked for
    io_uring, the pub/sub broker fails with the kernel's words (cause refused); allowed to fall back, it
    says so in one line, names epoll in its READY and serves; the rounds are verified as ever."""
    pub, sub = endpoints("ipc")
    args = [BIN / "raw-router", "--pattern", "pubsub", "--front", pub, "--back", sub]
    rc, out, err = procs.finish(procs.start(args, env=RAW_IO["uring"], preexec_fn=refuse_io_uring), timeout=10)
    assert rc != 0 and "FAILED cause=refused" in out and "READY" not in out, (out, err)
    assert "io_uring refused: Operation not permitted" in err and err.count("\n") == 1, err
    broker = procs.start(args, env={**RAW_IO["uring"], "RRB_RAW_IO_FALLBACK": "epoll"}, preexec_fn=refuse_io_uring)
    assert broker.stdout.readline() == "READY role=router io=epoll\n"
    result, done = run_raw_rounds(procs, pub, sub, nodes=4, rounds=10)
    assert int(result["rounds"]) == 10
    broker.terminate()
    err = procs.finish(broker)[2]
    assert err.splitlines() == ["raw-router: io_uring refused: Operation not permitted; the epoll broker serves "
                                "instead (RRB_RAW_IO_FALLBACK=epoll)"], err


@pytest.mark.parametrize("env, message", [({"RRB_RAW_IO": "kqueue"},
                                           "RRB_RAW_IO=kqueue: epoll, uring or uring-nodefer"),
                                          ({"RRB_RAW_IO": "uring", "RRB_RAW_IO_FALLBACK": "poll"},
                                           "RRB_RAW_IO_FALLBACK=poll: epoll, or unset")])
@pytest.mark.parametrize("pattern", ["pubsub", "reqrep"])
def test_an_unknown_raw_io_is_one_line(procs, endpoints, pattern, env, message):
    """Nothing is served under a name it is not: an unknown RRB_RAW_IO (or fallback) is refused, by either
    broker."""
    front, back = endpoints("tcp")
    router = procs.start([BIN / "raw-router", "--pattern", pattern, "--front", front, "--back", back], env=env)
    rc, out, err = procs.finish(router, timeout=10)
    assert rc != 0 and message in err, err
    assert err.count("error:") == 1, err


def test_the_io_uring_broker_is_a_variant_raw_declares():
    variants = {v["name"]: v["value"] for v in json.loads(subprocess.run(
        [BIN / "raw-router", "--info"], capture_output=True, text=True, check=True).stdout)["variants"]}
    assert variants == {"uring": "RRB_RAW_IO=uring", "uring-nodefer": "RRB_RAW_IO=uring-nodefer",
                        "uring-coalesce": "RRB_RAW_IO=uring RRB_RAW_PUB=coalesce"}
