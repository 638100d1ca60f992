"""Redis Cluster as the rounds' broker (--scaleout cluster and cluster-publish): real redis-servers
started by bin/redis-router on free loopback ports, joined into one cluster of masters before they say
READY, and real controllers and nodes.

--scaleout cluster: sharded pub/sub. Every channel of a socket carries a hash tag "{T}" whose slot is in
the share of the master the socket is connected to (member j of K: slots j*16384/K .. (j+1)*16384/K - 1),
so a node's channels live on its own master, and SPUBLISH goes to that master only: nothing crosses the
cluster bus. --scaleout cluster-publish: classic SUBSCRIBE/PUBLISH, every PUBLISH copied to every other
master over the bus.

The clusters are started together, once for the module (a cluster takes about 2 s to form: a master
waits 2 s after its start before it calls the cluster ok, cluster.c CLUSTER_WRITABLE_DELAY), and the
router of a cluster that cannot form fails only at the end of its start timeout (--start-timeout S: S to
answer, S more to join; 3 here, not the 10 + 10 a point gets): it starts with them and is looked at last."""

import os
import signal
import socket
import subprocess
import time

import pytest

from support import (ASAN_BIN, BIN, SAN_ENV, Procs, checked_result, finish_node, free_ports, records, start_rounds,
                     stdout_lines)

# One worker runs this module's tests, one after another (conftest.py GROUPS).
SLOTS = 16384
K = 3
NODES = 12
PER_PROCESS = 6


# A minimal RESP client: the tests ask the servers themselves, not through the programs under test.

def _read_reply(f):
    line = f.readline()
    assert line.endswith(b"\r\n"), line
    kind, rest = line[:1], line[1:-2]
    if kind in (b"+", b"-"):
        text = rest.decode()
        return RuntimeError(text) if kind == b"-" else text
    if kind == b":":
        return int(rest)
    if kind == b"$":
        n = int(rest)
        if n < 0:
            return None
        data = f.read(n + 2)
        return data[:-2].decode()
    if kind == b"*":
        n = int(rest)
        return None if n < 0 else [_read_reply(f) for _ in range(n)]
    raise AssertionError(f"not RESP: {line!r}")


def redis(port, *args):
    """One command to the server at 127.0.0.1:port, its reply (an error reply comes back as RuntimeError)."""
    parts = [str(a).encode() for a in args]
    msg = b"*%d\r\n" % len(parts) + b"".join(b"$%d\r\n%s\r\n" % (len(p), p) for p in parts)
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(msg)
        with s.makefile("rb") as f:
            return _read_reply(f)


def info_fields(text):
    return dict(line.split(":", 1) for line in text.splitlines() if ":" in line and not line.startswith("#"))


def bus_publishes(ports):
    """Messages of each kind the masters sent each other over the cluster bus so far: classic PUBLISH
    (copied to every other master) and sharded (to the shard's replicas; there are none)."""
    total = {"publish": 0, "publishshard": 0}
    for p in ports:
        f = info_fields(redis(p, "CLUSTER", "INFO"))
        for kind in total:
            total[kind] += int(f.get(f"cluster_stats_messages_{kind}_sent", 0))
    return total


def calls(ports, command):
    """How often the masters ran `command` so far (INFO commandstats)."""
    n = 0
    for p in ports:
        stat = info_fields(redis(p, "INFO", "commandstats")).get(f"cmdstat_{command}")
        n += int(dict(kv.split("=") for kv in stat.split(","))["calls"]) if stat else 0
    return n


# The clients' rule (redis/redis.c ad_slots_of, ad_tag_for), written again here.

def crc16(data: bytes) -> int:
    crc = 0
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021 if crc & 0x8000 else crc << 1) & 0xFFFF
    return crc


def share(j, k):
    return j * SLOTS // k, (j + 1) * SLOTS // k - 1


def tag(j, k):
    lo, hi = share(j, k)
    n = 0
    while not lo <= crc16(str(n).encode()) % SLOTS <= hi:
        n += 1
    return "{%d}" % n


class Cluster:
    """The routers of a cluster of k on 2k ports (clients', buses'): members 0 .. started - 1 started, not
    yet waited for."""

    def __init__(self, procs, root, name, ports, scaleout="cluster", k=K, started=K, bindir=BIN, env=None,
                 flags=()):
        self.ports, self.buses = ports[:k], ports[k:2 * k]
        self.state = root / name / "state"
        self.cwd = root / name / "cwd"  # the servers' working folder: nothing may appear there
        self.state.mkdir(parents=True)
        self.cwd.mkdir()
        self.list = ",".join(f"tcp://127.0.0.1:{p}" for p in self.ports)
        buses = ",".join(f"tcp://127.0.0.1:{p}" for p in self.buses)
        self.routers = [procs.start([bindir / "redis-router", "--pattern", "pubsub", "--front", f"tcp://127.0.0.1:{p}",
                                     "--back", f"tcp://127.0.0.1:{p}", "--scaleout", scaleout, "--member", j,
                                     "--members", self.list, "--buses", buses, "--state-dir", self.state, *flags],
                                    env=env, cwd=self.cwd)
                        for j, p in enumerate(self.ports[:started])]

    def wait_ready(self):
        for r in self.routers:
            line = stdout_lines(r, 1, timeout=30)[0]
            assert line.startswith("READY role=router"), line


@pytest.fixture(scope="module")
def clusters(tmp_path_factory):
    root = tmp_path_factory.mktemp("clusters")
    procs = Procs()
    ports = iter(free_ports(4 * 2 * K + 2 * 2 + 2))  # every cluster's client and bus ports, all different
    take = lambda n: [next(ports) for _ in range(n)]  # noqa: E731
    try:
        # A router whose cluster cannot form: member 1 of its two is never started.
        unformable = Cluster(procs, root, "unformable", take(4), k=2, started=1, flags=("--start-timeout", 3))
        found = {
            "cluster": Cluster(procs, root, "cluster", take(2 * K)),
            "cluster-publish": Cluster(procs, root, "publish", take(2 * K), scaleout="cluster-publish"),
            "stopped": Cluster(procs, root, "stopped", take(2 * K)),
            "asan": Cluster(procs, root, "asan", take(2 * K), bindir=ASAN_BIN, env=SAN_ENV),
        }
        for c in found.values():
            c.wait_ready()
        found["unformable"] = unformable
        yield found
    finally:
        procs.kill_all()


def run_rounds(procs, scaleout, pattern, ctl_list, node_list, bindir=BIN, env=None, compute=0.0, watch=None):
    """Nodes (NODES, PER_PROCESS a process) with node_list, and a controller with ctl_list; watch(): called
    once every node is READY, and again, until it returns True, while the controller runs. Returns the
    controller's and the node processes' outputs, and what each of them sent."""
    flags = ("--scaleout", scaleout)
    _, nodes = start_rounds(procs, bindir, env or {}, "redis", node_list, node_list, nodes=NODES,
                            per_process=PER_PROCESS, pattern=pattern, broker=False, node_flags=flags)
    for n in nodes:
        assert stdout_lines(n, 1)[0].startswith("READY first="), n.stderr.read() if n.poll() is not None else ""
    if watch:
        watch(None)
    ctl = procs.start([bindir / "redis-controller", "--pub", ctl_list, "--sub", ctl_list, "--nodes", NODES,
                       "--rounds", 50, "--warmup", 0.1, "--timeout", 2, "--pattern", pattern, "--compute", compute,
                       *flags], env=env)
    seen = watch is None
    while not seen and ctl.poll() is None:
        seen = watch(ctl)
        time.sleep(0.005)  # a look every few ms while it runs (for a second or more: --compute)
    rc, out, err = procs.finish(ctl)
    assert rc == 0, err
    assert seen, "the controller's channels never showed on the servers while it ran"
    res, total = checked_result(out, 50)
    done = []
    for n in nodes:
        nrc, nout, nerr = finish_node(procs, n)
        assert nrc == 0, nerr
        done.append(dict(records(nout))["DONE"])
    assert sum(int(d["stopped"]) for d in done) == NODES
    assert sum(int(d["results"]) for d in done) == NODES * total
    for key in ("no_task", "duplicate", "late", "misdelivered"):
        assert sum(int(d[key]) for d in done) == 0, key
    return int(res["sent_msgs"]) + sum(int(d["sent_msgs"]) for d in done)


def node_channel(i):
    """Node i's channel (its topic), before any tag."""
    return f"n{i:05d}."


def controller_channels(pattern, i_of_master, tag_of_master):
    """The channels the controller's socket on a master subscribes to."""
    if pattern == "pubsub":
        return {"result." + tag_of_master}
    return {f"result:n{i:05d}{tag_of_master}" for i in i_of_master}


@pytest.mark.parametrize("pattern", ("pubsub", "reply"))
def test_sharded_rounds_keep_each_nodes_channels_on_its_own_master(procs, clusters, pattern):
    """Node i on master i mod 3: its channels (and the controller's for it) carry master i mod 3's tag
    and live there only; every message is one SSUBSCRIBEd channel's SPUBLISH, none crosses the bus."""
    c = clusters["cluster"]
    mine = {j: [i for i in range(NODES) if i % K == j] for j in range(K)}

    def watch(ctl):
        for j, port in enumerate(c.ports):
            have = set(redis(port, "PUBSUB", "SHARDCHANNELS"))
            want = {node_channel(i) + tag(j, K) for i in mine[j]}
            if ctl is None:  # the nodes alone
                assert have == want, (port, have)
                for ch in have:
                    assert share(j, K)[0] <= redis(port, "CLUSTER", "KEYSLOT", ch) <= share(j, K)[1]
                assert redis(port, "PUBSUB", "CHANNELS") == []
            elif have != want | controller_channels(pattern, mine[j], tag(j, K)):
                return False
        return True

    before, spublished = bus_publishes(c.ports), calls(c.ports, "spublish")
    sent = run_rounds(procs, "cluster", pattern, c.list, c.list, compute=0.01, watch=watch)
    assert calls(c.ports, "spublish") - spublished == sent  # every message one SPUBLISH
    assert calls(c.ports, "publish") == 0
    assert bus_publishes(c.ports) == before  # and none crossed the cluster bus


@pytest.mark.parametrize("pattern", ("pubsub", "reply"))
def test_classic_publish_rounds_copy_every_message_to_every_master(procs, clusters, pattern):
    """The controller on the first master only, the nodes on all three: every PUBLISH goes over the bus
    to the two other masters."""
    c = clusters["cluster-publish"]
    first = c.list.split(",")[0]

    def watch(ctl):
        for j, port in enumerate(c.ports):
            have = set(redis(port, "PUBSUB", "CHANNELS"))
            want = {node_channel(i) for i in range(NODES) if i % K == j}
            if ctl is None:
                assert have == want, (port, have)
                assert redis(port, "PUBSUB", "SHARDCHANNELS") == []
            elif have != want | (controller_channels(pattern, range(NODES), "") if j == 0 else set()):
                return False
        return True

    before, published = bus_publishes(c.ports), calls(c.ports, "publish")
    sent = run_rounds(procs, "cluster-publish", pattern, first, c.list, compute=0.01, watch=watch)
    assert calls(c.ports, "publish") - published == sent
    after = bus_publishes(c.ports)
    assert after["publish"] - before["publish"] == (K - 1) * sent
    assert after["publishshard"] == before["publishshard"] == 0


def test_a_controller_on_every_master_with_classic_publish_is_refused(clusters):
    c = clusters["cluster-publish"]
    r = subprocess.run([BIN / "redis-controller", "--scaleout", "cluster-publish", "--pub", c.list, "--sub", c.list,
                        "--nodes", "3", "--rounds", "1"], capture_output=True, text=True, timeout=20)
    assert r.returncode == 1 and r.stderr.count("\n") == 1, r.stderr
    assert "every PUBLISH reaches every master" in r.stderr


def test_six_shares_over_three_masters(procs, clusters):
    """Six entries naming the three masters twice each (127.0.0.1 and localhost): share j of 6 lies in
    master j // 2's share of 3, so the clients' tags for K = 6 put every node's channel on the right
    master, and the rounds run."""
    c = clusters["cluster"]
    six = ",".join(f"tcp://{host}:{p}" for p in c.ports for host in ("127.0.0.1", "localhost"))

    def watch(ctl):
        if ctl is not None:
            return True
        for m, port in enumerate(c.ports):
            have = set(redis(port, "PUBSUB", "SHARDCHANNELS"))
            assert have == {node_channel(i) + tag(i % 6, 6) for i in range(NODES) if i % 6 // 2 == m}
            for ch in have:
                lo, hi = share(int(ch[1:6]) % 6, 6)
                assert lo <= redis(port, "CLUSTER", "KEYSLOT", ch) <= hi
        return True

    run_rounds(procs, "cluster", "pubsub", six, six, watch=watch)


@pytest.mark.parametrize("k", (3, 6))
def test_each_masters_tag_hashes_into_its_share(clusters, k):
    """The tag rule, asked of a server (CLUSTER KEYSLOT): the shortest decimal T with "x{T}" in share j."""
    port = clusters["cluster"].ports[0]
    for j in range(k):
        lo, hi = share(j, k)
        slot = redis(port, "CLUSTER", "KEYSLOT", "x" + tag(j, k))
        assert lo <= slot <= hi, (j, k, slot)
        assert slot == crc16(tag(j, k)[1:-1].encode()) % SLOTS
        for shorter in range(int(tag(j, k)[1:-1])):  # none smaller (so none shorter) would do
            assert not lo <= redis(port, "CLUSTER", "KEYSLOT", "{%d}" % shorter) <= hi


def test_the_masters_split_the_slots_evenly(clusters):
    c = clusters["cluster"]
    slots = sorted((lo, hi, node[0][1]) for lo, hi, *node in redis(c.ports[0], "CLUSTER", "SLOTS"))
    assert slots == [(*share(j, K), c.ports[j]) for j in range(K)]
    for port in c.ports:
        f = info_fields(redis(port, "CLUSTER", "INFO"))
        assert (f["cluster_state"], f["cluster_known_nodes"], f["cluster_size"]) == ("ok", str(K), str(K))


def test_a_node_whose_list_is_in_another_order_fails_naming_channel_and_slot(clusters):
    c = clusters["cluster"]
    ports = c.ports[1:2] + c.ports[:1] + c.ports[2:]
    wrong = ",".join(f"tcp://127.0.0.1:{p}" for p in ports)
    t0 = time.monotonic()
    r = subprocess.run([BIN / "redis-node", "--scaleout", "cluster", "--pub", wrong, "--sub", wrong, "--id", "0",
                        "--nodes", "1", "--all-nodes", "3", "--timeout", "5"], capture_output=True, text=True,
                       timeout=20)
    assert r.returncode == 1 and r.stderr.count("\n") == 1, r.stderr
    slot = crc16(tag(0, K)[1:-1].encode()) % SLOTS
    assert f"SSUBSCRIBE of channel n00000.{tag(0, K)} (slot {slot}): MOVED {slot} 127.0.0.1:{c.ports[0]}" in r.stderr
    assert "in --members' order" in r.stderr
    assert time.monotonic() - t0 < 5  # at once, not by the timeout


def test_asan_sharded_rounds(procs, clusters):
    """The routers (their join), the nodes and the controller built with the sanitizers."""
    c = clusters["asan"]
    run_rounds(procs, "cluster", "pubsub", c.list, c.list, bindir=ASAN_BIN, env=SAN_ENV)


def test_stopped_servers_leave_only_their_nodes_conf(clusters):
    c = clusters["stopped"]
    for r in c.routers:
        r.send_signal(signal.SIGTERM)
    for r in c.routers:
        assert r.wait(timeout=15) == 0
    assert sorted(os.listdir(c.state)) == sorted(f"nodes-{p}.conf" for p in c.ports)
    assert os.listdir(c.cwd) == []  # no dump.rdb, nothing


def router_error(args, tmp_path):
    ports = free_ports(4)
    members = f"tcp://127.0.0.1:{ports[0]},tcp://127.0.0.1:{ports[1]}"
    buses = f"tcp://127.0.0.1:{ports[2]},tcp://127.0.0.1:{ports[3]}"
    front = f"tcp://127.0.0.1:{ports[0]}"
    argv = {"--front": front, "--back": front, "--scaleout": "cluster", "--member": "0", "--members": members,
            "--buses": buses, "--state-dir": str(tmp_path)}
    argv.update(args)
    r = subprocess.run([BIN / "redis-router", *(str(x) for kv in argv.items() if kv[1] is not None for x in kv)],
                       capture_output=True, text=True, timeout=20, cwd=tmp_path)
    assert r.returncode == 1 and r.stdout.startswith("FAILED cause=server"), (r.stdout, r.stderr)
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("redis-router: error: "), r.stderr
    assert os.listdir(tmp_path) == []
    return r.stderr


def test_a_cluster_without_a_state_dir_is_refused_in_one_line(tmp_path):
    assert "--state-dir DIR" in router_error({"--state-dir": None}, tmp_path)


def test_a_state_dir_that_is_not_there_is_refused_in_one_line(tmp_path):
    assert "No such file or directory" in router_error({"--state-dir": tmp_path / "nowhere"}, tmp_path)


def test_a_cluster_without_buses_is_refused_in_one_line(tmp_path):
    assert "--buses names each one's" in router_error({"--buses": None}, tmp_path)


def test_a_cluster_over_ipc_is_refused_in_one_line(tmp_path, ipc_dir):
    e = f"ipc://{ipc_dir}/r0"
    err = router_error({"--front": e, "--back": e, "--members": f"{e},ipc://{ipc_dir}/r1"}, tmp_path)
    assert "meet over TCP" in err and "must be tcp://" in err


def test_a_cluster_that_cannot_form_fails_within_the_start_timeout(clusters):
    """Member 1 is never started: member 0 fails (it waited since the module began) with a FAILED record
    and the reason, and exits."""
    c = clusters["unformable"]
    (r,) = c.routers
    rc = r.wait(timeout=40)
    out, err = r.stdout.read(), r.stderr.read()
    assert rc != 0 and out.startswith("FAILED cause=server"), (rc, out, err)
    (line,) = [ln for ln in err.splitlines() if ln.startswith("redis-router: error: ")]
    assert "did not join its cluster of 2" in line and "cluster_slots_assigned:8192" in line, line
    assert f"member 1 tcp://127.0.0.1:{c.ports[1]} (bus port {c.buses[1]})" in line, line
