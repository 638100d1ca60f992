"""What the sweep reads of the machine at the measured phase's marks besides the roles' CPU (Sampler.mark):
each probe reads at MEASURING and at MEASURED, gives the row its columns over the measured rounds, and
says why the point must fail when what it read shows the point did not run as it claims.

  CoreProbe   the broker's pinned CPU (--pin broker): its busy and not-idle time (/proc/stat), and every
              CPU's receive counters (/proc/net/softnet_stat): RPS IPIs received, backlog drops
  PairProbe   --hosts-layout two-hosts: the pair's own counters, read inside its namespaces: TCP
              retransmits and tail-loss probes, each side's received and dropped packets, its RPS mask

A probe that starts processes is `slow`: the sampler reads it before the fast ones at MEASURING and after
them at MEASURED, so that its own work stays outside their window. This is where --profile's perf joins
(docs/scale.md "Where a broker's CPU per move goes"): a probe that attaches perf at MEASURING, reads it
at MEASURED, and gives the row its system calls, sleeps and wake-ups per move — for either layout.

Clocks: /proc/stat counts in USER_HZ ticks (sysconf CLK_TCK, 100 here: 10 ms). The busy fields (user,
nice, system, irq, softirq) are sampled by the scheduler tick (kernel/sched/cputime.c: without
CONFIG_IRQ_TIME_ACCOUNTING, account_process_tick), which a core stopped in idle does not take; idle and
iowait are the tick code's own measurement, exact to the microsecond and shown in ticks (fs/proc/stat.c
get_idle_time, kernel/time/tick-sched.c tick_nohz_irq_enter: an interrupt ends the idle time, so receive
work run while the core would idle is not idle). So a core's not-idle time (the phase's wall time less
idle, iowait and steal) counts such work even when no tick sampled it; both are reported."""

from __future__ import annotations

import os
import subprocess
import time

TICK_S = 1.0 / os.sysconf("SC_CLK_TCK")
BUSY_FIELDS = ("user", "nice", "system", "irq", "softirq")
STAT_FIELDS = ("user", "nice", "system", "idle", "iowait", "irq", "softirq", "steal")
# /proc/net/softnet_stat, one line per online CPU (net/core/net-procfs.c softnet_seq_show, 6.1 to 6.18):
# column 1 processed, 2 dropped (backlog full), 10 received_rps (RPS IPIs this CPU received:
# rps_trigger_softirq), 13 the CPU's number (offline CPUs are left out, so lines are not CPU numbers).
SOFTNET_PROCESSED, SOFTNET_DROPPED, SOFTNET_RPS, SOFTNET_CPU = 0, 1, 9, 12


def cpu_stat() -> dict[int, dict[str, int]]:
    """Every CPU's /proc/stat line: CPU -> field -> ticks."""
    out = {}
    with open("/proc/stat") as f:
        for line in f:
            name, *ticks = line.split()
            if name.startswith("cpu") and name[3:].isdigit():
                out[int(name[3:])] = dict(zip(STAT_FIELDS, map(int, ticks)))
    return out


def softnet() -> dict[int, tuple[int, int, int]]:
    """CPU -> (packets processed, backlog drops, RPS IPIs received) so far; {} where the kernel shows no
    CPU column (before 5.10)."""
    out = {}
    with open("/proc/net/softnet_stat") as f:
        for line in f:
            cols = [int(c, 16) for c in line.split()]
            if len(cols) > SOFTNET_CPU:
                out[cols[SOFTNET_CPU]] = (cols[SOFTNET_PROCESSED], cols[SOFTNET_DROPPED], cols[SOFTNET_RPS])
    return out


def per_round(value: float, rounds: int, digits: int = 2):
    return round(value / rounds, digits) if rounds else ""


class CoreProbe:
    """The broker's pinned CPU and every CPU's receive counters, over the measured rounds."""
    slow = False
    COLUMNS = ("broker_core_busy_us_per_round", "broker_core_notidle_us_per_round", "broker_core_ticks",
               "rps_ipis_broker_cpu_per_round", "rps_ipis_other_cpus_per_round", "softnet_drops")

    def __init__(self, broker_cpu: int | None, others: frozenset, steered: bool):
        self.cpu, self.others, self.steered = broker_cpu, others, steered
        self.at: dict[str, tuple] = {}

    def mark(self, kind: str) -> None:
        self.at[kind] = (time.monotonic_ns(), cpu_stat(), softnet())

    def window(self):
        if "MEASURING" not in self.at or "MEASURED" not in self.at:
            return None
        (t0, stat0, net0), (t1, stat1, net1) = self.at["MEASURING"], self.at["MEASURED"]
        return t1 - t0, stat0, stat1, net0, net1

    def columns(self, rounds: int) -> dict:
        out = dict.fromkeys(self.COLUMNS, "")
        w = self.window()
        if w is None or not rounds:
            return out
        wall_ns, stat0, stat1, net0, net1 = w
        if self.cpu is not None and self.cpu in stat0 and self.cpu in stat1:
            a, b = stat0[self.cpu], stat1[self.cpu]
            busy = sum(b[f] - a[f] for f in BUSY_FIELDS)
            resting = sum(b[f] - a[f] for f in ("idle", "iowait", "steal"))
            out.update(broker_core_busy_us_per_round=per_round(busy * TICK_S * 1e6, rounds),
                       broker_core_notidle_us_per_round=per_round(max(0.0, wall_ns / 1e3 - resting * TICK_S * 1e6),
                                                                  rounds),
                       broker_core_ticks=busy)
        if net0 and net1:
            rps = {c: net1[c][2] - net0[c][2] for c in net1 if c in net0}
            if self.cpu is not None:
                out["rps_ipis_broker_cpu_per_round"] = per_round(rps.get(self.cpu, 0), rounds)
                out["rps_ipis_other_cpus_per_round"] = per_round(sum(rps.get(c, 0) for c in self.others), rounds)
            out["softnet_drops"] = sum(net1[c][1] - net0[c][1] for c in net1 if c in net0)
        return out

    def failure(self) -> str | None:
        """Two hosts: each side's receive work must have run where it was steered (an RPS IPI on the broker's
        CPU and on the others' over the measured rounds). Loopback has no RPS: nothing to check."""
        w = self.window()
        if not self.steered or w is None or self.cpu is None:
            return None
        _, _, _, net0, net1 = w
        if not net0:
            return "the kernel shows no CPU numbers in /proc/net/softnet_stat: the steering cannot be checked"
        for side, cpus in (("the broker's", {self.cpu}), ("its peers'", self.others)):
            if not any(net1.get(c, (0, 0, 0))[2] > net0.get(c, (0, 0, 0))[2] for c in cpus):
                where = ",".join(map(str, sorted(cpus)))
                return (f"{side} receive work was not steered to CPU {where}: no RPS IPI there over the measured "
                        f"rounds (/proc/net/softnet_stat column 10)")
        return None


SNMP_FILES = ("/proc/net/snmp", "/proc/net/netstat")


def namespace_counters(ns: str, dev: str) -> dict[str, int]:
    """One side's TCP counters (its namespace's own: /proc/net is the reader's namespace's), its link's
    received and dropped packets and its RPS mask, in one process."""
    stats = [f"/sys/class/net/{dev}/statistics/{c}" for c in ("rx_packets", "rx_dropped")]
    rps = f"/sys/class/net/{dev}/queues/rx-0/rps_cpus"
    r = subprocess.run(["ip", "netns", "exec", ns, "cat", *SNMP_FILES, *stats, rps], capture_output=True, text=True,
                       timeout=10)
    if r.returncode != 0:
        raise OSError(f"{ns}: {(r.stderr or r.stdout).strip()}")
    lines = r.stdout.splitlines()
    out = tcp_counters(lines[:-3])
    out.update(rx_packets=int(lines[-3]), rx_dropped=int(lines[-2]), rps_mask=int(lines[-1].replace(",", ""), 16))
    return out


def tcp_counters(lines: list[str]) -> dict[str, int]:
    """RetransSegs (Tcp:) and TCPLossProbes (TcpExt:) from /proc/net/snmp and /proc/net/netstat: each
    table is a line of names and a line of values."""
    out = {"retrans_segs": 0, "loss_probes": 0}
    for names, values in zip(lines[::2], lines[1::2]):
        table = dict(zip(names.split()[1:], values.split()[1:]))
        if names.startswith("Tcp:"):
            out["retrans_segs"] = int(table.get("RetransSegs", 0))
        elif names.startswith("TcpExt:"):
            out["loss_probes"] = int(table.get("TCPLossProbes", 0))
    return out


class PairProbe:
    """--hosts-layout two-hosts: what crossed the pair, and whether TCP had to resend any of it."""
    slow = True
    COLUMNS = ("broker_rx_packets_per_round", "peers_rx_packets_per_round", "link_rx_dropped", "tcp_retrans_segs",
               "tcp_loss_probes")

    def __init__(self, sides: dict, masks: dict[str, int]):
        self.sides, self.masks = sides, masks
        self.at: dict[str, dict] = {}
        self.error = ""

    def mark(self, kind: str) -> None:
        try:
            self.at[kind] = {side: namespace_counters(s["ns"], s["dev"]) for side, s in self.sides.items()}
        except (OSError, ValueError, IndexError, subprocess.SubprocessError) as e:
            self.error = f"the two hosts' counters could not be read: {e}"

    def delta(self) -> dict[str, dict[str, int]] | None:
        if "MEASURING" not in self.at or "MEASURED" not in self.at:
            return None
        a, b = self.at["MEASURING"], self.at["MEASURED"]
        return {side: {k: b[side][k] - a[side][k] for k in a[side] if k != "rps_mask"} for side in a}

    def columns(self, rounds: int) -> dict:
        out = dict.fromkeys(self.COLUMNS, "")
        d = self.delta()
        if d is None or not rounds:
            return out
        out.update(broker_rx_packets_per_round=per_round(d["broker"]["rx_packets"], rounds, 1),
                   peers_rx_packets_per_round=per_round(d["peers"]["rx_packets"], rounds, 1),
                   link_rx_dropped=sum(s["rx_dropped"] for s in d.values()),
                   tcp_retrans_segs=sum(s["retrans_segs"] for s in d.values()),
                   tcp_loss_probes=sum(s["loss_probes"] for s in d.values()))
        return out

    def failure(self) -> str | None:
        if self.error:
            return self.error
        d = self.delta()
        if d is None:
            return None
        for kind, at in self.at.items():
            for side, counters in at.items():
                if counters["rps_mask"] != self.masks[side]:
                    return (f"the {side} side's RPS mask was {counters['rps_mask']:x} at {kind}, not "
                            f"{self.masks[side]:x}")
        dropped = sum(s["rx_dropped"] for s in d.values())
        if dropped:
            return (f"{dropped} packets dropped on the pair's link over the measured rounds (a CPU's backlog full: "
                    f"net.core.netdev_max_backlog)")
        resent = sum(s["retrans_segs"] - s["loss_probes"] for s in d.values())
        if resent > 0:
            return (f"{resent} TCP segments resent over the measured rounds beyond tail-loss probes (RetransSegs "
                    f"less TCPLossProbes in the two namespaces): packets were lost or late")
        return None


def probes_for(s) -> list:
    """The probes of a point run with settings `s`: the broker's core where its processes are this machine's
    (local, netns and two-hosts launchers) and it is pinned alone; the pair's with two hosts."""
    if not s.launcher.measures_cpu:
        return []
    pin = s.pin if s.pin and not s.pin.idle and len(s.pin.broker) == 1 else None
    two_hosts = s.launcher.name == "two-hosts"
    out: list = [CoreProbe(min(pin.broker) if pin else None, pin.others if pin else frozenset(), two_hosts)]
    if two_hosts:
        masks = {"broker": int(s.launcher.mask("broker"), 16), "peers": int(s.launcher.mask("peers"), 16)}
        out.append(PairProbe(s.launcher.sides, masks))
    return out
