"""Launchers: where and how each role of a point starts.

  local  every role on this machine, over loopback TCP or IPC
  netns  each role in its namespace of scripts/netlab, TCP over the lab's links
  ssh    each role on a host named in a hosts file, through OpenSSH (ssh.py)
and, with the local launcher, --hosts-layout two-hosts's points: TwoHostsLauncher, the broker and its
peers on two hosts of one veth pair (netlab.py pair_up).

A launcher answers four questions for the point runner (point.py, supervisor.py): the command line that starts
a role (`command`), the endpoints of a point (`endpoints`, as many as its
workload needs, in the order of ENDPOINT_NAMES: front, where the workers
connect; back, where the master meets the router; pattern survey adds the
broker's survey pair), what it is for meta.json (`describe`), and how to read
a role's exit (`exit_text`).
Timing stays inside the programs (throughput at the master, round trips at
each worker), so no clock is ever compared across hosts.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
from pathlib import Path

from ..core.grid import UsageError
from ..core.lines import PointFailed
from . import netlab


def describe_exit(code: int) -> str:
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited {code}"


def free_tcp_ports(n: int) -> list[int]:
    """Ports free right now on 127.0.0.1 (asked of the kernel, not guessed)."""
    socks = []
    try:
        for _ in range(n):
            sk = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sk.bind(("127.0.0.1", 0))
            socks.append(sk)
        return [sk.getsockname()[1] for sk in socks]
    finally:
        for sk in socks:
            sk.close()


# The endpoints a point may have, in order: the broker's front and back (or a
# direct master's one); pattern survey adds the broker's survey front (the
# controller's side) and back (the nodes'). IPC sockets are named after them.
# Over several brokers (--brokers), the pairs of the next ones follow, or a cluster's bus endpoints.
ENDPOINT_NAMES = ("front", "back", "sfront", "sback")
BROKERS_MAX = 8  # the programs' (common/adapter.h; --info brokers_max): the sweep refuses more
MAX_ENDPOINTS = 2 * (BROKERS_MAX + 1)  # K brokers' pairs, or a bridge tree's K + 1 servers and their buses


def endpoint_names(count: int) -> tuple[str, ...]:
    if not 1 <= count <= MAX_ENDPOINTS:
        raise ValueError(f"a point has 1 to {MAX_ENDPOINTS} endpoints, not {count}")
    return (ENDPOINT_NAMES + tuple(f"e{i}" for i in range(len(ENDPOINT_NAMES), MAX_ENDPOINTS)))[:count]


def endpoints_for(transport: str, tmpdir: str, count: int = 2) -> tuple[str, ...]:
    names = endpoint_names(count)
    if transport == "tcp":
        return tuple(f"tcp://127.0.0.1:{port}" for port in free_tcp_ports(count))
    return tuple(f"ipc://{tmpdir}/{name}.ipc" for name in names)


def rotating_ports(first: int, last: int, index: int, count: int = 2) -> list[int]:
    """`count` consecutive ports for a point, rotating through first..last in
    blocks of MAX_ENDPOINTS whatever a point needs, so a point never binds
    where the previous one's connections linger in TIME_WAIT. Used where the
    sweep cannot ask the host's kernel."""
    endpoint_names(count)
    blocks = (last - first + 1) // MAX_ENDPOINTS
    start = first + MAX_ENDPOINTS * (index % blocks)
    return list(range(start, start + count))


def tcp_endpoints(front_host: str, other_host: str, ports: list[int]) -> tuple[str, ...]:
    """The first endpoint at front_host (the router, or a direct master), the rest at other_host (the router)."""
    return tuple(f"tcp://{front_host if i == 0 else other_host}:{port}" for i, port in enumerate(ports))


class LocalLauncher:
    """Every role on this machine, over loopback or IPC."""
    name = "local"
    transports = ("tcp", "ipc")
    # The roles are the sweep's children: wait4 gives their CPU time (else each role's own
    # "CPU s=" line, printed as it leaves).
    measures_cpu = True
    start_batch = None      # no limit on roles starting at once
    setup_s_each = 0.05     # setup seconds a point allows for each of its workers or nodes
    preexec = None          # the programs die with the sweep on their own (PR_SET_PDEATHSIG)
    stopped_exits = (0, -signal.SIGTERM)  # how a role told to stop at teardown (SIGTERM) may end
    lifeline = False        # master and router get --lifeline and are stopped by closing their stdin
    # Where the sweep can ask ss(8) for the broker's TCP byte counts: a command prefix that runs it in the
    # broker's network namespace (here: none), or None where the broker is not this machine's to count.
    ss_prefix: tuple | None = ()

    def command(self, role: str, worker: int, program: str, args: list[str], bin_dir: Path) -> list[str]:
        return [str(bin_dir / program), *args]

    def endpoints(self, transport: str, tmpdir: str, topology: str, index: int, count: int = 2,
                  owners: tuple[int, ...] = ()) -> tuple[str, ...]:
        """`count` endpoints; `owners`: the broker process each belongs to (the router's slot; all here)."""
        return endpoints_for(transport, tmpdir, count)

    def exit_text(self, code: int) -> str:
        return describe_exit(code)

    def prepare(self, libs: list[str], transports: list[str], kinds: list[str]) -> None:
        """Checks and sets up the hosts before the first point (close() undoes it)."""

    def describe(self) -> dict:
        return {"launcher": self.name}

    def close(self) -> None:
        pass


class NetnsLauncher(LocalLauncher):
    """Each role in its own network namespace of scripts/netlab: the router
    and the master on their hosts, the workers round-robin over the worker
    hosts; TCP between them over the lab's links."""
    name = "netns"
    transports = ("tcp",)
    spread = "the lab's roles are on separate hosts"
    ss_prefix = None

    def __init__(self, lab: dict):
        self.hosts = lab["settings"]["hosts"]
        self.workers = sorted((h for h in self.hosts if h.startswith("w")), key=lambda h: int(h[1:]))
        self.settings = lab["settings"]

    def command(self, role: str, worker: int, program: str, args: list[str], bin_dir: Path) -> list[str]:
        host = self.broker_host(worker) if role == "router" else role if role == "master" else \
            self.workers[worker % len(self.workers)]  # role: a place
        return ["ip", "netns", "exec", self.namespace(host), str(bin_dir / program), *args]

    def namespace(self, host: str) -> str:
        return netlab.namespace(host)

    def broker_hosts(self) -> int:
        """How many broker processes the lab has hosts for (the router's and b1, b2, ...)."""
        return 1 + sum(1 for h in self.hosts if h[0] == "b" and h[1:].isdigit())

    def broker_host(self, j: int) -> str:
        """Broker process j's host: the router, then the lab's broker hosts b1, b2, ... (netlab up --brokers)."""
        host = "router" if j == 0 else f"b{j}"
        if host not in self.hosts:
            raise PointFailed(f"the network lab has no host for broker {j + 1}: run scripts/netlab up --brokers "
                              f"{j + 1} (or more)", "setup")
        return host

    def endpoints(self, transport: str, tmpdir: str, topology: str, index: int, count: int = 2,
                  owners: tuple[int, ...] = ()) -> tuple[str, ...]:
        # Fresh namespaces hold nothing else, so fixed ports are free.
        ports = rotating_ports(20000, 39999, index, count)
        if topology != "broker":
            return tcp_endpoints(self.hosts["master"], self.hosts["router"], ports)
        return tuple(f"tcp://{self.hosts[self.broker_host(owners[i] if owners else 0)]}:{port}"
                     for i, port in enumerate(ports))

    def describe(self) -> dict:
        return {"launcher": self.name, "mtu": self.settings["mtu"],
                "link_rate": self.settings["rate"] or "unlimited", "hosts": self.hosts}

    def configure(self, mtu: int, rate: str) -> None:
        """Sets the lab's links for the next point, when they differ."""
        if (mtu, rate or None) != (self.settings["mtu"], self.settings["rate"] or None):
            self.settings = netlab.up(len(self.workers), mtu, rate or None, {},
                                      self.settings.get("brokers", 1))["settings"]


class TwoHostsLauncher(NetnsLauncher):
    """--hosts-layout two-hosts (docs/lab-and-hosts.md): the broker (every broker process) in a network
    namespace of its own, the controller and the node processes in another, one veth pair between them,
    each side's receive work steered onto its own CPUs (the broker's: its pinned CPU; the peers': the
    others'). The sweep's own pair (netlab.py pair_up), made before the first point and removed when the
    sweep ends (close()), whatever ends it. The roles are this machine's processes: their CPU is read from
    /proc as with the local launcher."""
    name = "two-hosts"

    def __init__(self, pin, tag: int | None = None):
        self.tag = os.getpid() if tag is None else tag
        self.pin = pin
        self.sides = netlab.pair_names(self.tag)
        self.hosts = {"router": self.sides["broker"]["address"], "master": self.sides["peers"]["address"],
                      "w0": self.sides["peers"]["address"]}
        self.workers = ["w0"]
        self.settings = {"mtu": 1500, "rate": None}
        self.made: list[str] = []
        self.ss_prefix = ("ip", "netns", "exec", self.sides["broker"]["ns"])

    def namespace(self, host: str) -> str:
        return self.sides["broker" if host == "router" else "peers"]["ns"]

    def broker_host(self, j: int) -> str:
        return "router"  # every broker process on the broker's host, at its ports

    def broker_hosts(self) -> int:
        return BROKERS_MAX

    def prepare(self, libs: list[str], transports: list[str], kinds: list[str]) -> None:
        for ns in netlab.pairs_left_behind():
            print(f"sweep: note: removed {ns}, left behind by a sweep that was killed", file=sys.stderr)
            netlab.pair_down([ns])
        try:
            state = netlab.pair_up(self.tag, {"broker": self.pin.broker, "peers": self.pin.others})
        except netlab.LabError as e:
            raise UsageError(f"--hosts-layout two-hosts: {e}") from None
        self.made = state["namespaces"]

    def mask(self, side: str) -> str:
        """The RPS mask of a side's end of the pair: the broker's receive work on its pinned CPU, the peers'
        on the others' CPUs."""
        return netlab.rps_mask(self.pin.broker if side == "broker" else self.pin.others)

    def describe(self) -> dict:
        return {"hosts_layout": "two-hosts", "sides": self.sides,
                "rps_cpus": {"broker": sorted(self.pin.broker), "peers": sorted(self.pin.others)},
                "gro": "the kernel's default: off (drivers/net/veth.c veth_disable_gro)"}

    def configure(self, mtu: int, rate: str) -> None:
        raise UsageError("--hosts-layout two-hosts: the pair's link is not the lab's (no --mtu, --link-rate)")

    def close(self) -> None:
        netlab.pair_down(self.made)
        self.made = []
