"""What a point's processes used, from the kernel: CPU time of every role (and of the broker over
the measured phase alone), the broker's TCP bytes, resident memory, and what else the host did; and
at the measured phase's marks, the probes (probes.py: the broker's pinned core, the receive counters,
the two hosts' own; --profile's perf joins there). The workloads read it through their view
(workloads/roles.py): cpu_seconds, broker_capacity, cost_per_round, wire_per_round."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

from .probes import probes_for


class Sampler:
    """Samples one point as it runs: before go, at go, at LIVE, at the master's MEASURING and
    MEASURED marks, and at the end."""

    def __init__(self, s):
        self.s = s
        self.cpu_marks: dict[str, tuple[int, dict]] = {}  # MEASURING, MEASURED -> (ns, role -> CPU ns)
        self.sleeps: dict[str, int | None] = {}  # MEASURING, MEASURED -> the broker's sleeps so far (every thread)
        self.asked: dict[str, dict] = {}  # ssh: MEASURING, MEASURED -> role -> its samples before it was asked
        self.broker_cpus = ""  # the broker's affinity as the kernel had it then
        self.ports: tuple[int, ...] = ()  # the broker's TCP ports, for its byte counts
        self.wire_go: tuple[int, int] | None = None  # the broker's (received, sent) TCP bytes at LIVE
        self.wire_done: tuple[int, int] | None = None
        self.bus_ports: tuple[int, ...] = ()  # a cluster's: where its servers meet each other
        self.bus_go: tuple[int, int] | None = None
        self.bus_done: tuple[int, int] | None = None
        self.host_at_go: tuple[int, int] | None = None
        self.rss_start: dict[str, int] = {}
        self.rss_end: dict[str, int] = {}
        self.probes = probes_for(s)

    def before_go(self, endpoints: tuple[str, ...], roles: list, buses: tuple[str, ...] = ()) -> None:
        """Every role is READY: their memory (soak), and which ports are the broker's (its peers', and
        where a cluster's servers meet each other: `buses`)."""
        self.rss_start = rss_by_role(roles) if self.s.sample_rss else {}
        here = self.s.launcher.ss_prefix is not None
        self.ports = tcp_ports(tuple(e for e in endpoints if e not in buses)) if here else ()
        self.bus_ports = tcp_ports(buses) if here else ()

    def at_go(self) -> None:
        self.host_at_go = host_cpu_ticks()

    def at_live(self) -> None:
        """Every subscription is live, the hellos done: the broker's byte counts start here."""
        self.wire_go = broker_tcp_bytes(self.ports, self.s.launcher.ss_prefix)
        self.bus_go = broker_tcp_bytes(self.bus_ports, self.s.launcher.ss_prefix)

    def at_end(self, roles: list) -> dict:
        """The work is done (the roles are still there): the host's columns."""
        host = host_state(self.host_at_go, host_cpu_ticks())
        self.wire_done = broker_tcp_bytes(self.ports, self.s.launcher.ss_prefix)
        self.bus_done = broker_tcp_bytes(self.bus_ports, self.s.launcher.ss_prefix)
        self.rss_end = rss_by_role(roles) if self.s.sample_rss else {}
        return host

    def rss_columns(self) -> dict:
        """rss_<kind>_start_kib and _end_kib of every kind of role (soak)."""
        out = {}
        for role in self.rss_start:
            out[f"rss_{role}_start_kib"], out[f"rss_{role}_end_kib"] = self.rss_start[role], self.rss_end.get(role)
        return out

    def mark_cpu(self, master, roles: list) -> None:
        """The master said MEASURING or MEASURED (it goes on meanwhile): every role's CPU now."""
        for mark in ("MEASURING", "MEASURED"):
            if mark in master.records:
                self.mark(mark, roles)

    def mark(self, mark: str, roles: list) -> bool:
        """The measured phase starts (MEASURING) or ends (MEASURED): every role's CPU now, once each.
        Whether it is taken: a local role's is read from /proc at once; roles on other hosts (ssh) are asked
        (a "sample" line on their stdin) and answer with a SAMPLE record, taken once every one has."""
        if mark in self.cpu_marks:
            return True
        if not self.s.launcher.measures_cpu:
            return self.mark_remote(mark, roles)
        # a probe that starts processes reads outside the others' window: first as it opens, last as it closes
        first, last = ([p for p in self.probes if p.slow], [p for p in self.probes if not p.slow])
        if mark == "MEASURED":
            first, last = last, first
        for probe in first:
            probe.mark(mark)
        self.cpu_marks[mark] = (time.monotonic_ns(), {x: task_cpu_ns(x.cpu_pid) for x in roles if x.returncode is None})
        routers = [r for r in roles if r.spec.kind == "router"]
        self.sleeps[mark] = task_sleeps(routers[0].cpu_pid) if routers else None
        if routers and not self.broker_cpus:
            self.broker_cpus = cpus_allowed(routers[0].cpu_pid) or ""
        for probe in last:
            probe.mark(mark)
        return True

    def probe_columns(self, rounds: int) -> dict:
        """The probes' columns over the measured rounds (probes.py), blank where a probe does not apply."""
        out = {}
        for probe in self.probes:
            out.update(probe.columns(rounds))
        return out

    def failure(self) -> str | None:
        """Why the point did not run as it claims (the two hosts' steering, drops, retransmits), or None."""
        return next((why for why in (p.failure() for p in self.probes) if why), None)

    def mark_remote(self, mark: str, roles: list) -> bool:
        if mark not in self.asked:
            self.asked[mark] = {x: x.samples() for x in roles if x.returncode is None and x.ask_sample()}
        if any(x.samples() <= before and x.returncode is None for x, before in self.asked[mark].items()):
            return False
        self.cpu_marks[mark] = (time.monotonic_ns(), {x: round(float(x.records["SAMPLE"]["s"]) * 1e9)
                                                      for x in self.asked[mark] if "SAMPLE" in x.records})
        return True

    def window(self) -> tuple[int, dict] | None:
        """The measured phase: (its wall-clock ns, role -> CPU ns over it, every thread), or None when
        it could not be sampled (not local, a role gone before the end)."""
        if len(self.cpu_marks) < 2:
            return None
        (t0, at0), (t1, at1) = self.cpu_marks["MEASURING"], self.cpu_marks["MEASURED"]
        used = {r: at1[r] - at0[r] for r in at0 if r in at1 and at0[r] is not None and at1[r] is not None}
        return (t1 - t0, used) if t1 > t0 else None

    def pinning(self) -> dict:
        """--pin as a row has it: the mode, and the broker's CPUs as the kernel reported them."""
        return {"pin": self.s.pin.mode if self.s.pin else "none", "broker_cpus": self.broker_cpus}

    def utilisation(self, wall: int, used: dict) -> dict:
        """The broker's and the others' CPU seconds per second over the window, and which side ran out."""
        broker = sum(v for r, v in used.items() if r.spec.kind == "router") / wall
        others = sum(v for r, v in used.items() if r.spec.kind != "router") / wall
        cores = len(os.sched_getaffinity(0))
        other_cores = len(self.s.pin.others) if self.s.pin else cores
        return {"broker_cpu_util": round(broker, 3), "others_cpu_util": round(others, 3),
                "saturated": saturated(broker, others, self.s.pin is not None, other_cores, cores)}

    def broker_capacity(self, msgs_per_s: float, roles: list) -> dict:
        """The broker's cost over the measured phase (docs/capacity.md): its CPU per second and per
        forwarded message (a round trip is two: the request and the reply), the others' CPU, and
        which side ran out. Blank when the phase's CPU could not be sampled (not local, a role gone)."""
        out = {**self.pinning(), "forwarded_per_s": round(2 * msgs_per_s, 1), "broker_cpu_util": "",
               "broker_cpu_us_per_msg": "", "others_cpu_util": "", "saturated": ""}
        routers = [r for r in roles if r.spec.kind == "router"]
        window = self.window()
        if not window or not routers or routers[0] not in window[1] or not msgs_per_s:
            return out
        wall, used = window
        out.update(self.utilisation(wall, used))
        out["broker_cpu_us_per_msg"] = round(out["broker_cpu_util"] / (2 * msgs_per_s) * 1e6, 3)
        return out

    def cost_per_round(self, groups: dict[str, list], rounds: int, msgs_per_round: float) -> dict:
        """Each group's CPU per measured round (docs/scale.md), every thread of its processes (a
        product's server is its router's process), over the measured rounds alone; the broker's per
        message it forwards (msgs_per_round: what the roles sent and got through it); the broker's
        and the others' CPU per second. Blank when the window could not be sampled."""
        out = {**self.pinning(), **{f"{g}_cpu_us_per_round": "" for g in groups},
               **({"broker_busiest_cpu_us_per_round": ""} if "broker" in groups else {}), "broker_cpu_us_per_msg": "",
               "broker_cpu_util": "", "others_cpu_util": "", "saturated": "", "broker_sleeps_per_round": ""}
        window = self.window()
        if not window or not rounds or any(r not in window[1] for rs in groups.values() for r in rs):
            return out
        wall, used = window
        for g, rs in groups.items():
            out[f"{g}_cpu_us_per_round"] = round(sum(used[r] for r in rs) / rounds / 1e3, 2)
        if "broker" in groups:  # over several brokers: the busiest one's (the one that fills first)
            out["broker_busiest_cpu_us_per_round"] = round(max(used[r] for r in groups["broker"]) / rounds / 1e3, 2)
        out.update(self.utilisation(wall, used))
        broker = out.get("broker_cpu_us_per_round")
        if broker != "" and broker is not None and msgs_per_round:
            out["broker_cpu_us_per_msg"] = round(broker / msgs_per_round, 3)
        before, after = self.sleeps.get("MEASURING"), self.sleeps.get("MEASURED")
        if before is not None and after is not None:  # how often it waited for work: fewer, bigger batches
            out["broker_sleeps_per_round"] = round((after - before) / rounds, 2)
        out.update(self.probe_columns(rounds))
        return out

    def cpu_seconds(self, groups: dict[str, list], units: int, roles: list) -> dict:
        """CPU seconds of each group of roles over their whole lives (kernel
        accounting), as cpu_<group>_s, and CPU microseconds per unit of work
        (round trip, delivered message). When the roles run elsewhere (ssh), the
        sweep's children are ssh clients: then each program's own CPU line
        counts (blank if one is missing)."""
        if not self.s.launcher.measures_cpu:
            try:
                for r in roles:
                    r.cpu_s = float(r.records["CPU"]["s"])
            except (KeyError, ValueError):
                return {**{f"cpu_{g}_s": "" for g in groups}, "cpu_us_per_msg": ""}
        out = {f"cpu_{g}_s": round(sum(r.cpu_s for r in rs), 4) if rs else "" for g, rs in groups.items()}
        total = sum(r.cpu_s for rs in groups.values() for r in rs)
        out["cpu_us_per_msg"] = round(total / units * 1e6, 3) if units else ""
        return out

    def wire_per_round(self, rounds: int) -> dict:
        """Bytes the broker's TCP connections received and sent from LIVE (every
        subscription live, the hellos done) to the end (the kernel's count,
        warm-up and stop included), per round: what
        each library really moves, filtering and broadcast included. Blank
        over IPC (Unix sockets keep no byte counts) and off this machine."""
        out = {"broker_rx_bytes_per_round": "", "broker_tx_bytes_per_round": "", "bus_bytes_per_round": ""}
        if self.wire_go is None or self.wire_done is None or not rounds:
            return out
        out.update(broker_rx_bytes_per_round=round((self.wire_done[0] - self.wire_go[0]) / rounds),
                   broker_tx_bytes_per_round=round((self.wire_done[1] - self.wire_go[1]) / rounds))
        if self.bus_go and self.bus_done:  # each connection between servers has one end at a bus port
            out["bus_bytes_per_round"] = round((sum(self.bus_done) - sum(self.bus_go)) / rounds)
        return out


def rss_by_role(roles: list) -> dict:
    """Resident memory (KiB) of each role, the largest of each kind."""
    out: dict[str, int] = {}
    for r in roles:
        kib = resident_kib(r.cpu_pid)
        if kib is not None:
            out[r.spec.kind] = max(out.get(r.spec.kind, 0), kib)
    return out


SATURATED = 0.9  # a side whose CPU use is at 90 % of the cores it may use has run out


def saturated(broker: float, others: float, pinned: bool, other_cores: int, cores: int) -> str:
    """Which side ran out of CPU over the measured phase: broker (its one core, or all of them with the
    others when not pinned), others (master + workers on theirs), or none (something else bound it:
    waiting, the wire)."""
    if pinned:
        return "broker" if broker >= SATURATED else "others" if others >= SATURATED * other_cores else "none"
    if broker + others < SATURATED * cores:
        return "none"
    return "broker" if broker >= SATURATED else "others"


def host_cpu_ticks() -> tuple[int, int] | None:
    """(steal, all) CPU ticks of the whole host so far (/proc/stat's first line), None where unreadable."""
    try:
        with open("/proc/stat") as f:
            name, *ticks = f.readline().split()
        user, nice, system, idle, iowait, irq, softirq, steal = (int(t) for t in ticks[:8])
    except (OSError, ValueError):
        return None
    return steal, user + nice + system + idle + iowait + irq + softirq + steal  # guest time is in user


def host_state(before: tuple | None, after: tuple | None) -> dict:
    """What else the host did while a point ran: the hypervisor's steal in % of all CPU time, and the
    1-minute load average at the end (blank where /proc cannot say)."""
    out = {"host_steal_pct": "", "host_load1": ""}
    if before and after and after[1] > before[1]:
        out["host_steal_pct"] = round(100.0 * (after[0] - before[0]) / (after[1] - before[1]), 1)
    try:
        out["host_load1"] = round(os.getloadavg()[0], 2)
    except OSError:
        pass
    return out


def task_cpu_ns(pid: int) -> int | None:
    """CPU nanoseconds of every thread of a process so far (schedstat), None if it is gone."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None if not os.path.exists(f"/proc/{pid}") else total
    return total


def task_sleeps(pid: int) -> int | None:
    """How often every thread of a process has gone to sleep so far (voluntary context switches: it waited
    for work, and woke for what came), None if it is gone."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            for line in Path(f"/proc/{pid}/task/{task}/status").read_text().splitlines():
                if line.startswith("voluntary_ctxt_switches:"):
                    total += int(line.split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return total


def cpus_allowed(pid: int) -> str | None:
    """The CPUs a process may run on, as the kernel lists them (e.g. '0' or '0-1')."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("Cpus_allowed_list:"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def tcp_ports(endpoints: tuple[str, ...]) -> tuple[int, ...]:
    """The ports of tcp://HOST:PORT endpoints, a kept server's slice's too (tcp://HOST:PORT/SLICE; none for IPC)."""
    return tuple(int(e.rsplit(":", 1)[1].split("/")[0]) for e in endpoints if e.startswith("tcp://"))


def broker_tcp_bytes(ports: tuple[int, ...], prefix: tuple | None = ()) -> tuple[int, int] | None:
    """(received, sent) bytes summed over the established TCP connections
    whose local port is one of `ports` (the broker's side), from ss(8), run after `prefix` (in the broker's
    network namespace: ip netns exec NS)."""
    if not ports or prefix is None:
        return None
    expr = " or ".join(f"sport = :{p}" for p in ports)
    try:
        out = subprocess.run([*prefix, "ss", "-tinH", "state", "established", f"( {expr} )"], capture_output=True,
                             text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    received = sent = 0
    for field in out.stdout.split():
        name, _, value = field.partition(":")
        if name == "bytes_received" and value.isdigit():
            received += int(value)
        elif name == "bytes_sent" and value.isdigit():
            sent += int(value)
    return received, sent


def resident_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return None
