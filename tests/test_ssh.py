"""The ssh launcher against a real sshd (Debian's openssh-server) that the
tests start on loopback with keys they generate, and remove after. The
"hosts" are ssh config aliases of that one sshd; the router and the master
bind their own loopback addresses (127.0.0.2, .3), so the endpoints are the
hosts' addresses as on a real LAN. Hosts-file parsing is tested without sshd."""

import csv
import glob
import json
import re
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from support import REPO, final_runs, our_processes, run_sweep

from rrbench.core.grid import UsageError
from rrbench.core.lines import PointFailed
from rrbench.run.ssh import SshLauncher, parse_hosts

# One worker runs these tests and test_netlab.py's, one after another (conftest.py GROUPS).
SWEEP = REPO / "scripts" / "sweep"
SSHD = "/usr/sbin/sshd"
ALIASES = ("alpha", "beta", "gamma", "delta")
needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="the test sshd logs in as root and needs /run/sshd")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LoopbackSshd:
    """An sshd on 127.0.0.1:<free port> with its own host key, accepting one
    generated client key; ssh_config gives it the ALIASES and a 'deadhost'
    alias whose port nobody listens on."""

    def __init__(self):
        assert os.path.exists(SSHD), f"{SSHD} missing: run scripts/deps --test (installs openssh-server)"
        self.dir = Path(tempfile.mkdtemp(prefix="rrb-sshd-", dir="/tmp"))
        d = self.dir
        for key in ("host_key", "client_key"):
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(d / key)], check=True)
        shutil.copy(d / "client_key.pub", d / "authorized_keys")
        self.port, dead = free_port(), free_port()
        (d / "sshd_config").write_text(
            f"ListenAddress 127.0.0.1:{self.port}\nHostKey {d}/host_key\nAuthorizedKeysFile {d}/authorized_keys\n"
            f"PidFile {d}/sshd.pid\nUsePAM no\nStrictModes no\nPasswordAuthentication no\n"
            "KbdInteractiveAuthentication no\nPermitRootLogin prohibit-password\nLogLevel VERBOSE\n"
            # bash run by sshd reads ~/.bashrc (Debian's SSH_SOURCE_BASHRC) unless SHLVL says it is
            # nested: this machine's root runs `pyenv init` there, 0.3 s of CPU a session, and the
            # hosts' dotfiles are not what these tests check. (Nothing of ours is on root's PATH.)
            "SetEnv SHLVL=1\n")
        host_pub = (d / "host_key.pub").read_text().split()
        (d / "known_hosts").write_text(f"[127.0.0.1]:{self.port} {host_pub[0]} {host_pub[1]}\n")
        self.config = d / "ssh_config"
        self.config.write_text(
            f"Host {' '.join(ALIASES)}\n  HostName 127.0.0.1\n  Port {self.port}\n  User root\n"
            f"  IdentityFile {d}/client_key\n  IdentitiesOnly yes\n  UserKnownHostsFile {d}/known_hosts\n"
            f"  StrictHostKeyChecking yes\n"
            # the classic key exchange: the default post-quantum hybrid costs 0.3 s of CPU a login
            f"  KexAlgorithms curve25519-sha256\n"
            f"Host deadhost\n  HostName 127.0.0.1\n  Port {dead}\n")
        self.made_privsep = not os.path.isdir("/run/sshd")  # sshd insists on its privilege-separation folder
        os.makedirs("/run/sshd", mode=0o755, exist_ok=True)
        self.log = d / "sshd.log"
        self.proc = subprocess.Popen([SSHD, "-D", "-f", str(d / "sshd_config"), "-E", str(self.log)])
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            assert self.proc.poll() is None, f"sshd exited: {self.log.read_text()}"
            time.sleep(0.05)
        raise AssertionError("sshd did not listen within 10 s")

    def hosts_file(self, text: str, name="hosts") -> Path:
        p = self.dir / name
        p.write_text(text + "\nssh-config ssh_config\n")
        return p

    def logins(self) -> int:
        return self.log.read_text().count("Accepted publickey")

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)
        shutil.rmtree(self.dir, ignore_errors=True)
        if self.made_privsep:
            os.rmdir("/run/sshd")


@pytest.fixture(scope="module")
def sshd():
    if os.geteuid() != 0:
        pytest.skip("the test sshd logs in as root and needs /run/sshd")
    server = LoopbackSshd()
    yield server
    server.stop()
    assert not os.path.exists(server.dir)


def workdirs():
    return set(glob.glob("/tmp/rrb.*"))


PROGRAM = re.compile(r"^\S*/(zmq|czmq|nanomsg|nng|raw)-(router|master|worker|controller|node) ")


def remote_programs():
    """Programs started through the test sshd (they bind 127.0.0.2/.3 or run from a work folder)."""
    return sorted({p for p in our_processes("127.0.0.2") + our_processes("127.0.0.3") + our_processes("127.0.0.4")
                   + our_processes("/tmp/rrb.")
                   if PROGRAM.match(p)})


sweep = run_sweep


SPREAD = """router alpha address=127.0.0.2
master beta  address=127.0.0.3
worker gamma
worker delta"""


@needs_root
def test_libraries_across_hosts(sshd, tmp_path):
    """Router, master and two worker hosts, each role through its own ssh
    session; more workers than the sweep starts at once. Three libraries: the
    launcher is the same for all (zmq; nng, whose programs keep the wall-clock
    workaround; raw, the floor); every library over TCP is the other tests'.
    (The direct topology over ssh: test_copy_and_ipc_on_one_host.)"""
    before, logins = workdirs(), sshd.logins()
    out = tmp_path / "run"
    r = sweep("--launcher", "ssh", "--hosts", sshd.hosts_file(SPREAD), "--libs", "zmq,nng,raw",
              "--sizes", "1k", "--workers", "12", "--trials", "1",
              "--duration", "0.3", "--warmup", "0.1", "--out", out)
    assert r.returncode == 0, r.stderr
    rows = final_runs(csv.DictReader(open(out / "results.csv")))
    assert len(rows) == 3 and {x["status"] for x in rows} == {"ok"}
    assert {x["launcher"] for x in rows} == {"ssh"} and {x["transport"] for x in rows} == {"tcp"}
    # CPU from each program's own CPU line (the sweep's children are ssh clients)
    assert all(float(x["cpu_master_s"]) > 0 and float(x["cpu_workers_s"]) > 0 for x in rows)
    assert all(float(x["cpu_router_s"]) > 0 for x in rows)
    # every role of every point logged in through sshd: 12 workers + master + router
    assert sshd.logins() - logins >= 3 * 14
    meta = json.loads((out / "meta.json").read_text())
    net = meta["settings"]["network"]
    assert net["launcher"] == "ssh" and set(net["hosts"]) == set(ALIASES)
    for host in net["hosts"].values():
        assert host["kernel"].startswith("Linux") and host["cpu_model"] and host["cores"] >= 1
        assert set(host["libraries"]) == {"zmq", "nng", "raw"}
    assert net["hosts"]["alpha"]["address"] == {"router": "127.0.0.2"}
    assert remote_programs() == [] and workdirs() == before
    # the report says where the roles ran and lists every host
    r = subprocess.run([sys.executable, str(REPO / "scripts" / "report"), str(out)], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    report = (out / "report.md").read_text()
    assert "roles on separate hosts, each started through ssh" in report and "router on alpha" in report
    assert all(f"| {alias} |" in report for alias in ALIASES)
    assert "not recorded" not in report  # the saturation table has CPU figures


@needs_root
def test_rounds_across_hosts(sshd, tmp_path):
    """Grischa's rounds with the broker, the controller and the node processes on separate hosts:
    the controller where the master goes, node processes spread over the worker hosts."""
    before, logins = workdirs(), sshd.logins()
    out = tmp_path / "run"
    r = sweep("--launcher", "ssh", "--hosts", sshd.hosts_file(SPREAD), "--workload", "rounds",
              "--libs", "zmq,nanomsg,nats",
              "--patterns", "pubsub", "--nodes", "6", "--nodes-per-process", "2", "--trials", "1",
              "--duration", "0.3", "--out", out)
    assert r.returncode == 0, r.stderr
    rows = final_runs(csv.DictReader(open(out / "results.csv")))
    assert len(rows) == 3 and {x["status"] for x in rows} == {"ok"}  # nats: its server on the broker's host
    assert {x["launcher"] for x in rows} == {"ssh"}
    for x in rows:  # CPU from each program's own CPU line; the broker's bytes are not this machine's to count
        assert int(x["rounds"]) > 0 and float(x["cpu_controller_s"]) > 0 and float(x["cpu_nodes_s"]) > 0
        assert x["broker_tx_bytes_per_round"] == ""
        # each role's CPU over the measured rounds: asked of every host (a "sample" line) as they begin and end
        for role, life in (("broker", "cpu_router_s"), ("nodes", "cpu_nodes_s"), ("controller", "cpu_controller_s")):
            assert 0 < float(x[f"{role}_cpu_us_per_round"]) * int(x["rounds"]) / 1e6 <= float(x[life]), (x["lib"], role)
    # per point: broker, controller and 3 node processes, each its own login
    assert sshd.logins() - logins >= 3 * 5
    assert remote_programs() == [] and workdirs() == before


@needs_root
def test_brokers_each_on_a_host_of_their_own(sshd, tmp_path):
    """Past one broker over ssh: each broker on the hosts file's router line of its place (two here), zmq's
    shards and a NATS cluster whose routes run between them; a third broker has no line: refused."""
    hosts = sshd.hosts_file("router alpha address=127.0.0.2\nrouter gamma address=127.0.0.4\n"
                            "master beta address=127.0.0.3\nworker delta")
    args = ("--launcher", "ssh", "--hosts", hosts, "--workload", "rounds", "--patterns", "pubsub", "--nodes", "4",
            "--nodes-per-process", "2", "--trials", "1", "--rounds", "20", "--warmup", "0.1")
    r = sweep(*args, "--libs", "zmq", "--brokers", "3", "--out", tmp_path / "few")
    assert r.returncode == 2 and "the grid needs 3 broker hosts and it has 2" in r.stderr, r.stderr
    before = workdirs()
    out = tmp_path / "run"
    r = sweep(*args, "--libs", "zmq,nats", "--brokers", "2", "--scaleouts", "shards,cluster", "--out", out)
    assert r.returncode == 0, r.stderr
    rows = final_runs(csv.DictReader(open(out / "results.csv")))
    assert {(x["lib"], x["scaleout"]) for x in rows} == {("zmq", "shards"), ("nats", "shards"), ("nats", "cluster")}
    for x in rows:
        assert x["status"] == "ok" and x["launcher"] == "ssh" and x["broker_processes"] == "2", x
        assert float(x["broker_busiest_cpu_us_per_round"]) < float(x["broker_cpu_us_per_round"])
    assert remote_programs() == [] and workdirs() == before


@needs_root
def test_copy_and_ipc_on_one_host(sshd, tmp_path):
    """--ssh-copy puts the programs in a work folder on the host and removes
    it at the end; with every role on one host, IPC is offered (and is the
    default alongside TCP); the direct topology, workers straight to the master."""
    before = workdirs()
    out = tmp_path / "run"
    hosts = sshd.hosts_file("router alpha address=127.0.0.1\nmaster alpha\nworker alpha", "one-host")
    r = sweep("--launcher", "ssh", "--hosts", hosts, "--ssh-copy", "--libs", "zmq,nng", "--sizes", "64",
              "--topology", "broker,direct", "--workers", "3", "--trials", "1", "--duration", "0.2",
              "--warmup", "0.1", "--out", out)
    assert r.returncode == 0, r.stderr
    rows = final_runs(csv.DictReader(open(out / "results.csv")))
    assert {(x["transport"], x["topology"], x["status"]) for x in rows} == {
        (t, topo, "ok") for t in ("tcp", "ipc") for topo in ("broker", "direct")}
    host = json.loads((out / "meta.json").read_text())["settings"]["network"]["hosts"]["alpha"]
    assert host["copied"] and host["programs"][0].startswith("/tmp/rrb.")
    assert not os.path.exists(host["programs"][0])
    assert workdirs() == before


@needs_root
@pytest.mark.parametrize("hosts, extra, message", [
    (SPREAD + "\nworker deadhost", [], "cannot reach deadhost (hosts line 5) over ssh: ssh: connect to host"),
    (SPREAD + "\nworker deadhost", ["--ssh-copy"], "cannot reach deadhost"),
    (SPREAD.replace("address=127.0.0.3", "address=127.0.0.3 bin=/nonexistent"), [],
     "beta (hosts line 2) has no /nonexistent/zmq-master: build the programs there"),
    (SPREAD, ["--transports", "ipc"], "IPC needs every role on one host; hosts names 4 hosts"),
])
def test_bad_hosts_stop_before_the_sweep(sshd, tmp_path, hosts, extra, message):
    """A clear error before the first point, no results folder, and nothing
    left on any host (the missing-binary case fails after the work folders
    were made: they are removed)."""
    before = workdirs()
    out = tmp_path / "run"
    r = sweep("--launcher", "ssh", "--hosts", sshd.hosts_file(hosts), "--libs", "zmq", "--sizes", "64",
              "--workers", "2", "--out", out, *extra)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and message in r.stderr, r.stderr
    assert not out.exists() and workdirs() == before and remote_programs() == []


def nothing_left(workdirs_before) -> bool:
    """No program of ours on the hosts (sshd gets a moment to reap what ended
    with its session) and no work folder beyond those there before."""
    deadline = time.monotonic() + 5
    while remote_programs() and time.monotonic() < deadline:
        time.sleep(0.1)
    return remote_programs() == [] and workdirs() == workdirs_before


def interrupted_sweep(args, when) -> tuple[int, str]:
    """Starts a sweep, runs when() (which returns when it is time), sends
    SIGINT; the sweep is killed if anything goes wrong, so no test leaves one
    running."""
    p = subprocess.Popen([sys.executable, str(SWEEP), *map(str, args)], stderr=subprocess.PIPE, text=True)
    try:
        when()
        p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=60)
        return p.returncode, err
    finally:
        if p.poll() is None:
            p.kill()
            p.communicate()


@needs_root
def test_interrupt_leaves_nothing_on_the_hosts(sshd, tmp_path):
    """Ctrl-C in the measured phase: exit 130, every remote program gone, the
    work folders removed."""
    before = workdirs()
    out = tmp_path / "run"

    def roles_running():
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(remote_programs()) < 6:
            time.sleep(0.1)
        assert len(remote_programs()) >= 6, "the roles never started"
        time.sleep(1.0)
    rc, err = interrupted_sweep(["--launcher", "ssh", "--hosts", sshd.hosts_file(SPREAD), "--ssh-copy",
                                 "--libs", "zmq", "--sizes", "64", "--workers", "4", "--trials", "1",
                                 "--duration", "30", "--out", out], roles_running)
    assert rc == 130, err
    assert nothing_left(before)


# SPREAD's four hosts, 12 workers: logins 1-4 check the hosts, 5-8 make the work folders, 9-12
# check the programs, 13 on start the point's roles (router, master, then the workers 8 at a time).
MOMENTS = {"checks": 1, "work-folders": 5, "program-checks": 9, "router-starting": 13, "workers-starting": 17}


@needs_root
@pytest.mark.parametrize("logins", MOMENTS.values(), ids=MOMENTS.keys())
def test_interrupt_during_checks_and_set_up_leaves_nothing(sshd, tmp_path, logins):
    """Ctrl-C at moments spread over the host checks, the work folders being
    made and the first point's set-up (sessions starting): exit 130 and
    nothing left on the hosts, even for a session that ended before its
    program had started (--lifeline). Each moment is the sweep's n-th login
    at the test sshd, whatever the machine's speed."""
    before, at = workdirs(), sshd.logins() + logins

    def when():
        deadline = time.monotonic() + 60
        while sshd.logins() < at and time.monotonic() < deadline:
            time.sleep(0.01)
        assert sshd.logins() >= at, f"the sweep never logged in {logins} times"
    rc, err = interrupted_sweep(["--launcher", "ssh", "--hosts", sshd.hosts_file(SPREAD), "--ssh-copy",
                                 "--libs", "zmq", "--sizes", "64", "--workers", "12", "--trials", "1",
                                 "--duration", "5", "--out", tmp_path / "run"], when)
    assert rc == 130, err
    assert "Traceback" not in err
    assert nothing_left(before)


# --- the hosts file, without sshd -------------------------------------------
@pytest.mark.parametrize("text, message", [
    ("master b\nworker c", "needs a router line (it has 0; more for --brokers: one each)"),
    ("router a\nmaster b\nmaster c\nworker c", "needs exactly one master line (it has 2)"),
    ("router a\nmaster b", "needs at least one worker line"),
    ("router a\nmaster b\nworker c\nbroker d", "line 4: 'broker' is not router, master, worker"),
    ("router a address=10.0.0.300\nmaster b\nworker c", "line 1: address=10.0.0.300: not an IPv4 address"),
    ("router a address=::1\nmaster b\nworker c", "not an IPv4 address"),
    ("router a port=22\nmaster b\nworker c", "line 1: 'port=22': a host takes address=IPv4 and bin=DIR"),
    ("router\nmaster b\nworker c", "line 1: router needs an ssh destination"),
    ("router -oProxyCommand=x\nmaster b\nworker c", "line 1: '-oProxyCommand=x' is not a host"),
    ("router a\nmaster b\nworker c\nports 80-90", "line 4: ports takes a range FIRST-LAST within 1024-65535"),
    ("router a\nmaster b\nworker c\nports 30000-29000", "ports takes a range"),
    ("router a\nmaster b\nworker c\nports 30000-30002", "of at least 18 ports (a point binds up to 18)"),
    ("router a\nmaster b\nworker c\nssh-config nowhere", "line 4: ssh-config: "),
    ("router a\nmaster b\nworker c\nbin relative/bin", "line 4: bin takes one absolute folder"),
    ("router a\nmaster b bin=rel\nworker c", "line 2: bin=rel: not an absolute folder"),
])
def test_hosts_file_mistakes_name_the_line(tmp_path, text, message):
    f = tmp_path / "hosts"
    f.write_text(text + "\n")
    with pytest.raises(UsageError) as e:
        parse_hosts(str(f))
    assert message in str(e.value)


def test_hosts_file_format(tmp_path):
    f = tmp_path / "hosts"
    (tmp_path / "cfg").write_text("")
    f.write_text("# comment\nrouter  me@r.lan address=10.0.0.1   # the broker\nmaster m.lan address=10.0.0.2\n"
                 "worker w1.lan\nworker w2.lan bin=/opt/rrb/bin\nports 28000-28099\nssh-config cfg\nbin /srv/bin\n")
    h = parse_hosts(str(f))
    assert (h.router.destination, h.router.address, h.master.address) == ("me@r.lan", "10.0.0.1", "10.0.0.2")
    assert [w.destination for w in h.workers] == ["w1.lan", "w2.lan"]
    assert [w.bin_dir for w in h.workers] == ["/srv/bin", "/opt/rrb/bin"]
    assert h.ports == (28000, 28099) and h.ssh_config == (tmp_path / "cfg").resolve()
    assert h.destinations() == ["me@r.lan", "m.lan", "w1.lan", "w2.lan"]


def test_endpoints_as_many_as_a_point_needs(tmp_path):
    """Two for most points, four for pattern survey: the first at the router (or a direct
    master), the others at the router (over several brokers each at its own), on consecutive ports that
    rotate in blocks of MAX_ENDPOINTS;
    over IPC, one folder's files named after them."""
    f = tmp_path / "hosts"
    f.write_text("router r.lan address=10.0.0.1\nmaster m.lan address=10.0.0.2\nworker w.lan\nports 28000-28099\n")
    launcher = SshLauncher(parse_hosts(str(f)), REPO / "bin", copy=False)
    assert launcher.endpoints("tcp", "", "broker", 0) == ("tcp://10.0.0.1:28000", "tcp://10.0.0.1:28001")
    assert launcher.endpoints("tcp", "", "direct", 1) == ("tcp://10.0.0.2:28018", "tcp://10.0.0.1:28019")
    assert launcher.endpoints("tcp", "", "broker", 26, count=4) == (
        "tcp://10.0.0.1:28018", "tcp://10.0.0.1:28019", "tcp://10.0.0.1:28020", "tcp://10.0.0.1:28021")
    # over two brokers (--brokers): a router line each, in order; a third has none
    f.write_text("router r.lan address=10.0.0.1\nrouter s.lan address=10.0.0.3\nmaster m.lan address=10.0.0.2\n"
                 "worker w.lan\nports 28000-28099\n")
    two = SshLauncher(parse_hosts(str(f)), REPO / "bin", copy=False)
    assert two.broker_hosts() == 2 and two.host_of("router", 1).destination == "s.lan"
    assert two.endpoints("tcp", "", "broker", 0, 4, (0, 0, 1, 1)) == (
        "tcp://10.0.0.1:28000", "tcp://10.0.0.1:28001", "tcp://10.0.0.3:28002", "tcp://10.0.0.3:28003")
    with pytest.raises(PointFailed):
        two.host_of("router", 2)
    for hf in launcher.by_dest.values():
        hf.workdir = "/tmp/rrb.x"
    assert launcher.endpoints("ipc", "", "broker", 3, count=4) == (
        "ipc:///tmp/rrb.x/p3-front.ipc", "ipc:///tmp/rrb.x/p3-back.ipc", "ipc:///tmp/rrb.x/p3-sfront.ipc",
        "ipc:///tmp/rrb.x/p3-sback.ipc")


def test_sweep_flags_for_ssh(tmp_path):
    for args, message in ((["--launcher", "ssh"], "needs --hosts FILE"),
                          (["--hosts", "x"], "--hosts and --ssh-copy are for --launcher ssh"),
                          (["--ssh-copy"], "--hosts and --ssh-copy are for --launcher ssh"),
                          (["--launcher", "ssh", "--hosts", str(tmp_path / "none")], "cannot read")):
        r = sweep(*args, "--libs", "zmq", "--out", tmp_path / "run")
        assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
