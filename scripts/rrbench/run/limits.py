"""What the machine allows a point: open files, free TCP ports, IPC socket paths, CPUs to pin to;
checked before a point starts, and the limits the sweep raises or sets up once."""

from __future__ import annotations

import os
import resource
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..core.grid import UsageError
from ..workloads.point import Point
from ..core.lines import PointFailed
from ..workloads import WORKLOADS
from .launchers import ENDPOINT_NAMES

LONGEST_IPC_NAME = max(ENDPOINT_NAMES, key=len) + ".ipc"
IPC_NAME_ROOM = len("/rrb-xxxxxxxx/") + len(LONGEST_IPC_NAME)


def point_tmpdir(root: str | None, path_max: int) -> str:
    """A fresh folder whose IPC socket paths fit sun_path (path_max bytes: the programs' --info
    "ipc_path"): under `root` when given (the sweep has checked it fits), else $TMPDIR, else /tmp."""
    for base in ((root,) if root else (None, "/tmp")):
        d = tempfile.mkdtemp(prefix="rrb-", dir=base)
        if len(os.path.join(d, LONGEST_IPC_NAME)) <= path_max:
            return d
        os.rmdir(d)
    raise PointFailed("no temporary folder with a path short enough for IPC sockets", "setup")


def connections(point: Point) -> int:
    """Connections at the busiest process (router, or a direct master): one per
    worker; two or three per node (it publishes and subscribes; survey: and answers)."""
    return point.count * WORKLOADS[point.workload].connections_each(point)


def fds_needed(conns: int) -> int:
    """File descriptors the busiest process of a point may hold: the router (or
    a direct master) has `conns` connections, some libraries two descriptors
    each, plus their own pipes, event fds and listeners; the sweep holds two
    pipes per worker or node process."""
    return 2 * conns + 128


def port_range() -> tuple[int, int]:
    """The kernel's ephemeral port range (OSError, ValueError where it cannot be read)."""
    lo, hi = map(int, Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split())
    return lo, hi


def free_ephemeral_ports() -> tuple[int, str]:
    """How many local ports are left for new TCP connections: the kernel's
    ephemeral range minus those in use (TIME_WAIT included), and a description."""
    try:
        lo, hi = port_range()
        used = set()
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            for line in Path(table).read_text().splitlines()[1:]:
                port = int(line.split()[1].rsplit(":", 1)[1], 16)
                if lo <= port <= hi:
                    used.add(port)
    except (OSError, ValueError, IndexError):
        return 1 << 30, "unknown"
    return hi - lo + 1 - len(used), f"range {lo}-{hi}, {len(used)} in use or in TIME_WAIT"


def ports_plenty(need: int) -> bool:
    """Whether the ephemeral range surely has `need` ports free: it is wider than every TCP socket there is
    and `need` together (free_ephemeral_ports' exact count reads every socket: tens of ms after a large point)."""
    try:
        lo, hi = port_range()
    except (OSError, ValueError):
        return False
    used = sockets_at_most()
    return used is not None and hi - lo + 1 - used >= need


def sockets_at_most() -> int | None:
    """An upper bound on the local TCP ports in use, read at once from /proc/net/sockstat{,6}: every TCP socket
    in use or in TIME_WAIT (each holds at most one local port), or None where the files say nothing."""
    count = 0
    try:
        for table in ("/proc/net/sockstat", "/proc/net/sockstat6"):
            for line in Path(table).read_text().splitlines():
                if line.startswith(("TCP:", "TCP6:")):
                    fields = line.split()[1:]
                    pairs = dict(zip(fields[::2], fields[1::2]))
                    count += int(pairs.get("inuse", 0)) + int(pairs.get("tw", 0))
    except (OSError, ValueError):
        return None
    return count


def cannot_run(point: Point) -> PointFailed | None:
    """Why the machine cannot run this point at all, before anything starts (None: it can)."""
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    conns = connections(point)
    who = f"{point.count} {point.kind().count_noun}"
    if soft != resource.RLIM_INFINITY and fds_needed(conns) > soft:
        return PointFailed(f"{who} need about {fds_needed(conns)} open files per process; the "
                           f"limit is {soft} (the hard limit: ulimit -Hn)", "open_files")
    if point.transport == "tcp" and not ports_plenty(conns + 16):
        free, what = free_ephemeral_ports()
        if conns + 16 > free:
            return PointFailed(f"{who} need {conns} local TCP ports; {free} are free ({what})", "local_ports")
    return None


@dataclass(frozen=True)
class Pinning:
    """--pin: where the broker and the other roles run."""
    mode: str            # broker, broker-first
    broker: frozenset    # the broker's CPUs: the first this process may use
    others: frozenset    # every other role's: the rest (broker), or all of them (broker-first) ...
    idle: bool = False   # ... at the idle scheduling class (broker-first: the broker's CPU only when it is idle)


def pin_cpus(pin: str, launcher) -> Pinning | None:
    """--pin broker: the broker alone on the first CPU this process may use, the others on the rest;
    broker-first: the others on every CPU, at the idle scheduling class (SCHED_IDLE: they run on the
    broker's CPU only while it has nothing to do), so that the load can saturate the broker."""
    if pin == "none":
        return None
    if launcher.name == "ssh":
        raise UsageError("--pin: the roles run on other hosts with ssh; use the local or netns launcher")
    allowed = sorted(os.sched_getaffinity(0))
    if len(allowed) < 2:
        raise UsageError(f"--pin {pin} needs two CPUs; this process may use {len(allowed)}")
    first = frozenset(allowed[:1])
    if pin == "broker-first":
        return Pinning(pin, first, frozenset(allowed), idle=True)
    return Pinning(pin, first, frozenset(allowed[1:]))


def raise_fd_limit(max_conns: int) -> dict:
    """Raises the soft limit on open files as far as the hard limit allows when
    the largest point needs more; the roles inherit it. Returns what was done,
    for meta.json; points needing more than the hard limit fail with that reason."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = fds_needed(max_conns)
    note = {"soft_before": soft, "hard": hard, "needed": need, "soft": soft}
    if soft != resource.RLIM_INFINITY and soft < need:
        new = need if hard == resource.RLIM_INFINITY else min(need, hard)
        if new == soft:  # already at the hard limit
            print(f"sweep: the open-file limit is the hard limit, {hard}, short of the {need} that {max_conns} "
                  f"connections need: points that need more fail and say so", file=sys.stderr)
            return note
        resource.setrlimit(resource.RLIMIT_NOFILE, (new, hard))
        note["soft"] = new
        print(f"sweep: raised the open-file limit from {soft} to {new} for {max_conns} connections "
              f"(hard limit {hard})", file=sys.stderr)
    return note
