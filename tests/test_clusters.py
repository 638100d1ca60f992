"""A broker product's own cluster (--scaleout cluster, docs/scale.md "Past one broker"), end to end: K
real servers started by bin/<product>-router on free loopback ports, each told its place (--member,
--members, --buses), READY only once it has joined the others; a controller and node processes over real
TCP, every message verified by the programs.

NATS: K nats-servers meshed by routes, node i on server i mod K, the controller on server 0.
mosquitto: a bridge tree, the root (member 0) the controller's, the leaves (members 1..) the nodes'.
RabbitMQ: K nodes, each joining the first as it boots, node i's queue on member i mod K."""

import re
import subprocess
import time

import pytest

from support import (BIN, checked_result, finish_node, free_ports, product_info, records, start_rounds, stdout_lines,
                     stop_server)

ROUNDS = 40


def tcp(port):
    return f"tcp://127.0.0.1:{port}"


class Cluster:
    """K servers of `lib`'s, started at once (each waits in its join for the others), READY all."""

    def __init__(self, procs, lib, count, pattern="pubsub", buses_of=None):
        ports = free_ports(2 * count)
        self.lib, self.members, self.buses = lib, [tcp(p) for p in ports[:count]], [tcp(p) for p in ports[count:]]
        self.bus_ports = ports[count:]
        self.routers = [procs.start([BIN / f"{lib}-router", "--pattern", pattern, "--front", m, "--back", m,
                                     "--scaleout", "cluster", "--member", j, "--members", ",".join(self.members),
                                     "--buses", ",".join(buses_of(j, self.buses) if buses_of else self.buses),
                                     "--state-dir", procs.state_dir()])
                        for j, m in enumerate(self.members)]

    def wait_ready(self):
        """Every router's READY (a server that cannot join says FAILED within its own deadline: a server
        that boots for seconds, RabbitMQ's, has its --info start_timeout_s)."""
        boot = product_info(self.lib)["server"]["start_timeout_s"] or 15
        for r in self.routers:
            line = stdout_lines(r, 1, timeout=boot)[0]
            assert line.startswith("READY role=router"), (line, r.stderr.read()[-3000:] if r.poll() is not None else "")

    def stop(self):
        for r in self.routers:
            stop_server(self.lib, r)


def established_bytes(port):
    """(bytes sent, bytes received) of each established TCP connection whose local port is `port`: the
    listening side of a route or a bridge (ss -ti)."""
    out = subprocess.run(["ss", "-Htin", "state", "established", f"( sport = :{port} )"], capture_output=True,
                         text=True, check=True).stdout
    found = []
    for info in re.findall(r"bytes_sent:\d+[^\n]*", out):
        sent = int(re.search(r"bytes_sent:(\d+)", info).group(1))
        got = re.search(r"bytes_received:(\d+)", info)
        found.append((sent, int(got.group(1)) if got else 0))
    return found


def run_rounds(procs, cluster, controller_at, node_lists, nodes, pattern, rounds=ROUNDS):
    """Nodes in two processes on `node_lists` (node i on entry i mod K), the controller at `controller_at`:
    its RESULT, and the nodes' DONE, every message accounted for. Returns the rounds in all (warm-up too)."""
    lists = ",".join(node_lists)
    _, node_procs = start_rounds(procs, BIN, {}, cluster.lib, lists, lists, nodes=nodes, per_process=nodes // 2,
                                 pattern=pattern, broker=False, node_flags=["--scaleout", "cluster"])
    rc, out, err = procs.finish(procs.start([BIN / f"{cluster.lib}-controller", "--scaleout", "cluster",
                                             "--pub", controller_at, "--sub", controller_at, "--nodes", nodes,
                                             "--rounds", rounds, "--warmup", 0.1, "--timeout", 3,
                                             "--pattern", pattern]))
    assert rc == 0, err
    _, total = checked_result(out, rounds)
    done = [dict(records(finish_node(procs, n)[1]))["DONE"] for n in node_procs]
    assert sum(int(d["results"]) for d in done) == nodes * total
    for key in ("no_task", "duplicate", "late", "misdelivered"):
        assert sum(int(d[key]) for d in done) == 0, key
    return total


@pytest.mark.parametrize("pattern", ("pubsub", "reply"))
def test_nats_servers_meshed_by_routes_carry_every_round(procs, pattern):
    """Three nats-servers, node i on server i mod 3, the controller on server 0: what is for the 8 nodes
    on servers 1 and 2 crosses a route (a message crosses at most one), every message verified."""
    cluster = Cluster(procs, "nats", 3, pattern)
    cluster.wait_ready()
    # a full mesh: one route a pair (2.9.10), each established at one member's bus (the second connection
    # a pair may have made closes as a duplicate: looked at until it has)
    deadline = time.monotonic() + 5
    while len(routes := [c for port in cluster.bus_ports for c in established_bytes(port)]) != 3:
        assert time.monotonic() < deadline, routes
    before = sum(s + r for s, r in routes)
    total = run_rounds(procs, cluster, cluster.members[0], cluster.members, 12, pattern)
    routed = sum(s + r for port in cluster.bus_ports for s, r in established_bytes(port)) - before
    # at least every task for the 8 remote nodes (96 bytes each, NATS's framing aside) went over a route
    assert routed >= 8 * total * 96, (routed, total)
    cluster.stop()


@pytest.mark.parametrize("pattern", ("pubsub", "reply"))
def test_a_mosquitto_bridge_tree_carries_every_round(procs, pattern):
    """A root and two leaves, the controller on the root, node i on leaf 1 + i mod 2: tasks flow down the
    bridges (rrb/n/#), results up (rrb/r/#; pattern reply: the Response Topic crosses the MQTT 5 bridge).
    The root forwards every task to every leaf (mosquitto#348): each bridge carries all 12 nodes'."""
    cluster = Cluster(procs, "mqtt", 3, pattern)
    cluster.wait_ready()
    bridges = established_bytes(cluster.bus_ports[0])  # the root's bus: the leaves' bridges, nothing else
    assert len(bridges) == 2, bridges
    total = run_rounds(procs, cluster, cluster.members[0], cluster.members[1:], 12, pattern, rounds=30)
    for sent, received in established_bytes(cluster.bus_ports[0]):
        assert sent >= 12 * total * 96, (sent, total)  # every task to every leaf, not only its nodes'
        assert received >= 6 * total * 74, (received, total)  # its own nodes' results
    cluster.stop()


def test_a_rabbitmq_cluster_carries_every_round_over_erlang_distribution(procs):
    """Three RabbitMQ nodes, each after the first joining it as it boots (one epmd, the first's; each
    node's distribution port its bus), node i's queue on member i mod 3, the controller on member 0:
    every task for the 8 nodes on members 1 and 2 is routed on member 0 and crosses to theirs."""
    cluster = Cluster(procs, "rabbitmq", 3)
    cluster.wait_ready()
    links = [c for port in cluster.bus_ports for c in established_bytes(port)]
    before = sum(s + r for s, r in links)
    total = run_rounds(procs, cluster, cluster.members[0], cluster.members, 12, "pubsub")
    crossed = sum(s + r for port in cluster.bus_ports for s, r in established_bytes(port)) - before
    assert crossed >= 8 * total * 96, (crossed, total, links)
    cluster.stop()


def test_a_leaf_whose_root_has_no_bus_fails_its_point_in_one_line(procs):
    """The leaf is given a bus for the root where nothing listens: its bridge can never connect. The root
    answers at its client endpoint, so that is certain at once: the leaf's router fails within seconds,
    not after its join's whole deadline, and names both endpoints."""
    dead = free_ports(1)[0]
    cluster = Cluster(procs, "mqtt", 2, buses_of=lambda j, buses: [tcp(dead), *buses[1:]] if j else buses)
    root, leaf = cluster.routers
    assert stdout_lines(root, 1)[0].startswith("READY role=router")
    started = time.monotonic()
    rc, out, err = procs.finish(leaf, timeout=15)
    assert time.monotonic() - started < 8
    assert rc != 0 and out.startswith("FAILED cause=server"), (out, err)
    failed = [ln for ln in err.splitlines() if "error:" in ln]
    assert len(failed) == 1 and f"nothing listens at its bus {tcp(dead)}" in failed[0], err
    assert cluster.members[0] in failed[0]


def run(*argv):
    return subprocess.run([str(a) for a in argv], capture_output=True, text=True, timeout=10)


def test_nats_over_ipc_in_a_cluster_is_refused_in_one_line():
    """nats-server has no Unix-socket listener: a cluster member at an ipc endpoint is the router's FAIL
    (the adapter's command refuses it: exit 1, one line), before any server starts."""
    p = run(BIN / "nats-router", "--front", "ipc:///tmp/rrb-nats-c", "--back", "ipc:///tmp/rrb-nats-c",
            "--scaleout", "cluster", "--member", 0, "--members", "ipc:///tmp/rrb-nats-c,tcp://127.0.0.1:9",
            "--buses", "tcp://127.0.0.1:10,tcp://127.0.0.1:11")
    assert p.returncode == 1 and p.stdout.startswith("FAILED cause=server"), p
    assert p.stderr.count("\n") == 1 and "TCP only" in p.stderr, p.stderr


@pytest.mark.parametrize("lib, buses, message", [
    ("nats", None, "nats-server's routes need --buses"),
    ("nats", "tcp://127.0.0.1:10,ipc:///tmp/rrb-bus", "nats-server's routes are TCP only"),
    ("mqtt", None, "the bridges need --buses"),
    ("mqtt", "ipc:///tmp/rrb-bus,tcp://127.0.0.1:11", "a mosquitto bridge connects over TCP only"),
])
def test_a_cluster_without_usable_buses_fails_in_one_line(lib, buses, message):
    """--buses is optional on the command line (a product may do without), so the product's command
    refuses a cluster it cannot make: the router's FAIL, exit 1, one line."""
    port, other = free_ports(2)
    p = run(BIN / f"{lib}-router", "--front", tcp(port), "--back", tcp(port), "--scaleout", "cluster",
            "--member", 0, "--members", f"{tcp(port)},{tcp(other)}", *(["--buses", buses] if buses else []))
    assert p.returncode == 1 and p.stdout.startswith("FAILED cause=server"), p
    assert p.stderr.count("\n") == 1 and message in p.stderr, p.stderr


def test_buses_unlike_members_are_bad_flags():
    """What the flags alone say is wrong is bad input: exit 2, one line (common/cli.c check_member)."""
    p = run(BIN / "nats-router", "--front", tcp(1), "--back", tcp(1), "--scaleout", "cluster",
            "--members", f"{tcp(1)},{tcp(2)}", "--buses", tcp(3))
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "--buses names 1 servers" in p.stderr, p.stderr
