"""scripts/netlab up|down|status: an emulated network on one machine.

One network namespace per host — rrb-router, rrb-master, rrb-w0 … — each
with one veth link to a bridge (rrb-br) in the root namespace. Every link
gets the same MTU and, when asked, a token-bucket rate limit (tc tbf) on
both of its ends, so each direction of each host's link is shaped as a LAN
port would be. Delay, jitter and loss need tc netem; a kernel without it
makes the lab refuse them, with the kernel's words, instead of ignoring them.

What `up` made is recorded in /run/rrb-netlab.json; `down` removes exactly
that and nothing else, and a namespace or link with the lab's names that the
lab did not make is refused before anything is touched. Needs root."""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from ..core import units

STATE = Path(os.environ.get("RRB_NETLAB_STATE", "/run/rrb-netlab.json"))
PREFIX = "rrb-"
BRIDGE = "rrb-br"
SUBNET = "10.77.0"
HOSTS_FIXED = {"router": 1, "master": 2}
BROKER_BASE = 2           # broker host j (b1, b2, ...: brokers past the first, --brokers) is 10.77.0.(2 + j)
MAX_BROKERS = 8           # the router and b1 .. b7, below the workers
WORKER_BASE = 10          # worker i is 10.77.0.(10 + i)
MAX_WORKERS = 200


class LabError(Exception):
    pass


def run(*cmd: str, check: bool = True) -> subprocess.CompletedProcess:
    r = subprocess.run(cmd, capture_output=True, text=True)
    if check and r.returncode != 0:
        raise LabError(f"{' '.join(cmd)}: {(r.stderr or r.stdout).strip() or f'exit {r.returncode}'}")
    return r


def hosts(workers: int, brokers: int = 1) -> dict[str, str]:
    """host name -> address, for the router, the master, the other brokers' hosts and every worker."""
    out = {name: f"{SUBNET}.{n}" for name, n in HOSTS_FIXED.items()}
    out.update({f"b{j}": f"{SUBNET}.{BROKER_BASE + j}" for j in range(1, brokers)})
    out.update({f"w{i}": f"{SUBNET}.{WORKER_BASE + i}" for i in range(workers)})
    return out


def namespace(host: str) -> str:
    return PREFIX + host


def host_link(host: str) -> str:
    return f"rrb-h-{host}"  # the bridge side of the host's veth (15 characters at most)


def parse_rate(text: str) -> float:
    try:
        return units.parse_rate(text)
    except units.UnitError as e:
        raise LabError(str(e)) from None


def tbf_args(rate_bits: float, mtu: int) -> list[str]:
    """A bucket holding ~10 ms at the rate (at least 64 KiB and 10 frames), and
    50 ms of queue: enough for TCP to fill the link, little enough to shape it."""
    burst = int(max(64 * 1024, 10 * (mtu + 14), rate_bits / 8 / 100))
    return ["tbf", "rate", f"{int(rate_bits)}bit", "burst", str(burst), "latency", "50ms"]


def netem_available() -> tuple[bool, str]:
    """Asks the kernel in a throwaway namespace whether it has netem."""
    probe = PREFIX + "netem-probe"
    run("ip", "netns", "add", probe)
    try:
        r = run("ip", "netns", "exec", probe, "tc", "qdisc", "add", "dev", "lo", "root", "netem", "delay", "1ms",
                check=False)
        return r.returncode == 0, (r.stderr or r.stdout).strip()
    finally:
        run("ip", "netns", "del", probe, check=False)


def existing_namespaces() -> set[str]:
    r = run("ip", "netns", "list", check=False)
    return {line.split()[0] for line in r.stdout.splitlines() if line.strip()}


def existing_links() -> set[str]:
    r = run("ip", "-o", "link", "show", check=False)
    return {m.group(1) for m in re.finditer(r"^\d+: ([^:@]+)[:@]", r.stdout, re.M)}


def load_state() -> dict | None:
    try:
        return json.loads(STATE.read_text())
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        raise LabError(f"{STATE}: unreadable ({e}); remove the lab's namespaces by hand (ip netns del rrb-…)")


def save_state(state: dict) -> None:
    tmp = STATE.with_suffix(".tmp")
    tmp.write_text(json.dumps(state, indent=2) + "\n")
    tmp.replace(STATE)


def check_foreign(state: dict | None, workers: int, brokers: int = 1) -> None:
    """Refuses names the lab would use that exist but are not the lab's."""
    ours_ns = set(state["namespaces"]) if state else set()
    ours_links = set(state["links"]) if state else set()
    for host in hosts(workers, brokers):
        ns = namespace(host)
        if ns in existing_namespaces() and ns not in ours_ns:
            raise LabError(f"namespace {ns} exists but was not made by the lab; remove it (ip netns del {ns}) "
                           f"or leave the lab down")
        link = host_link(host)
        if link in existing_links() and link not in ours_links:
            raise LabError(f"link {link} exists but was not made by the lab; remove it (ip link del {link})")
    if BRIDGE in existing_links() and not (state and state.get("bridge") == BRIDGE):
        raise LabError(f"bridge {BRIDGE} exists but was not made by the lab; remove it (ip link del {BRIDGE})")


def up(workers: int, mtu: int, rate: str | None, netem: dict, brokers: int = 1) -> dict:
    rate_bits = parse_rate(rate) if rate else None
    if netem:
        ok, why = netem_available()
        if not ok:
            flags = ", ".join(f"--{k}" for k in netem)
            raise LabError(f"{flags} needs tc netem, which this kernel does not have (tc: {why})")
    state = load_state()
    check_foreign(state, workers, brokers)
    fresh = state is None
    state = state or {"bridge": None, "namespaces": [], "links": []}
    try:
        if state["bridge"] is None:
            run("ip", "link", "add", BRIDGE, "type", "bridge")
            state["bridge"] = BRIDGE
        run("ip", "link", "set", BRIDGE, "mtu", str(mtu), "up")
        for host, addr in hosts(workers, brokers).items():
            ns, link = namespace(host), host_link(host)
            if ns not in state["namespaces"]:
                run("ip", "netns", "add", ns)
                state["namespaces"].append(ns)
            if link not in state["links"]:
                run("ip", "link", "add", link, "type", "veth", "peer", "name", "eth0", "netns", ns)
                state["links"].append(link)
                run("ip", "link", "set", link, "master", BRIDGE)
                run("ip", "-n", ns, "addr", "add", f"{addr}/24", "dev", "eth0")
            for where in ([], ["-n", ns]):
                dev = "eth0" if where else link
                run("ip", *where, "link", "set", dev, "mtu", str(mtu), "up")
                run("tc", *where, "qdisc", "del", "dev", dev, "root", check=False)
                if rate_bits:
                    run("tc", *where, "qdisc", "add", "dev", dev, "root", "handle", "1:", *tbf_args(rate_bits, mtu))
                if netem:  # under the rate limit when there is one (tbf's inner qdisc is 1:1)
                    at = ["parent", "1:1", "handle", "10:"] if rate_bits else ["root"]
                    run("tc", *where, "qdisc", "add", "dev", dev, *at, "netem", *netem_args(netem))
            run("ip", "-n", ns, "link", "set", "lo", "up")
        state["settings"] = {"workers": workers, "brokers": brokers, "mtu": mtu, "rate": rate,
                             "rate_bits": rate_bits, "hosts": hosts(workers, brokers)}
    except LabError:
        save_state(state)
        if fresh:  # a lab that could not be built whole is not left half built
            down()
        raise
    save_state(state)
    return state


def netem_args(netem: dict) -> list[str]:
    out = []
    if "delay" in netem:
        out += ["delay", netem["delay"]] + ([netem["jitter"]] if "jitter" in netem else [])
    if "loss" in netem:
        out += ["loss", netem["loss"]]
    return out


def down() -> list[str]:
    state = load_state()
    if state is None:
        return []
    removed = []
    for link in state.get("links", []):
        if link in existing_links():
            run("ip", "link", "del", link, check=False)
            removed.append(link)
    for ns in state.get("namespaces", []):
        if ns in existing_namespaces():
            run("ip", "netns", "del", ns, check=False)
            removed.append(ns)
    if state.get("bridge") and state["bridge"] in existing_links():
        run("ip", "link", "del", state["bridge"], check=False)
        removed.append(state["bridge"])
    STATE.unlink(missing_ok=True)
    return removed


def status() -> str:
    state = load_state()
    if state is None:
        return "netlab: down"
    s = state.get("settings", {})
    lines = [f"netlab: up — {s.get('workers', '?')} workers, MTU {s.get('mtu', '?')}, "
             f"rate {s.get('rate') or 'unlimited'}"]
    for host, addr in s.get("hosts", {}).items():
        ns = namespace(host)
        present = ns in existing_namespaces()
        shown = run("ip", "netns", "exec", ns, "tc", "qdisc", "show", "dev", "eth0", check=False) if present else None
        qdisc = shown.stdout.split("\n")[0] if shown else ""
        lines.append(f"  {ns:14} {addr:12} {'present' if present else 'MISSING'}  {qdisc.strip()}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="netlab", description="An emulated network of namespaces on this machine.")
    sub = p.add_subparsers(dest="cmd", required=True)
    u = sub.add_parser("up", help="create (or adjust) the lab; idempotent")
    u.add_argument("--workers", type=int, default=4, help="worker hosts (default 4)")
    u.add_argument("--brokers", type=int, default=1,
                   help=f"broker hosts: the router and b1, b2, ... (default 1; at most {MAX_BROKERS}; --brokers)")
    u.add_argument("--mtu", type=int, default=1500, help="MTU of every link (default 1500)")
    u.add_argument("--rate", help="rate limit of every link, each direction (e.g. 1gbit, 10gbit; default none)")
    for name in ("delay", "jitter", "loss"):
        u.add_argument(f"--{name}", help=f"tc netem {name} (only on kernels with netem)")
    sub.add_parser("down", help="remove everything the lab made, and only that")
    sub.add_parser("status", help="what is up")
    try:
        args = p.parse_args(argv)
    except SystemExit as e:
        return 2 if e.code else 0
    try:
        if os.geteuid() != 0:
            raise LabError("needs root (it creates network namespaces, links and qdiscs)")
        if args.cmd == "up":
            if not 1 <= args.workers <= MAX_WORKERS:
                raise LabError(f"--workers: 1 .. {MAX_WORKERS}")
            if not 1 <= args.brokers <= MAX_BROKERS:
                raise LabError(f"--brokers: 1 .. {MAX_BROKERS}")
            if not 576 <= args.mtu <= 65535:
                raise LabError("--mtu: 576 .. 65535")
            netem = {k: getattr(args, k) for k in ("delay", "jitter", "loss") if getattr(args, k)}
            for k, v in netem.items():
                if not re.fullmatch(r"\d+(\.\d+)?(ms|us|s|%)", v):
                    raise LabError(f"--{k} '{v}': expected e.g. 5ms or 0.1%")
            if "jitter" in netem and "delay" not in netem:
                raise LabError("--jitter needs --delay")
            up(args.workers, args.mtu, args.rate, netem, args.brokers)
            print(status())
        elif args.cmd == "down":
            removed = down()
            print(f"netlab: removed {len(removed)} namespaces and links" if removed else "netlab: nothing to remove")
        else:
            print(status())
    except LabError as e:
        print(f"netlab: error: {e}", file=sys.stderr)
        return 2
    return 0


# --- Two hosts on one machine (the sweep's --hosts-layout two-hosts; docs/lab-and-hosts.md) -------------
# The broker in a network namespace of its own, the controller and the nodes in another, one veth pair
# between them, and each side's receive work steered by RPS onto its own CPUs: the broker's CPU then pays
# for its own receives and sends, as a broker host on a NIC does, and not for its peers' receives (which on
# loopback run inside its send()). A sweep makes its own pair, named after its process id so that sweeps
# and tests running at once do not meet, and removes it when it ends. Not the lab's rrb- names:
# tests/test_netlab.py finds the lab's namespaces and links by that prefix.
PAIR_PREFIX = "rrbh-"
PAIR_SUBNET = "10.78.0"
PAIR_SIDES = ("broker", "peers")   # the broker's host, and the host of every other role


def pair_names(tag: int) -> dict[str, dict[str, str]]:
    """side -> its namespace, its end of the veth pair (15 characters at most) and its address."""
    return {side: {"ns": f"{PAIR_PREFIX}{tag}-{side}", "dev": f"rrbh{tag}{side[0]}",
                   "address": f"{PAIR_SUBNET}.{i + 1}"} for i, side in enumerate(PAIR_SIDES)}


def rps_mask(cpus) -> str:
    """The hexadecimal CPU mask of rps_cpus (Documentation/networking/scaling.rst)."""
    return format(sum(1 << c for c in cpus), "x")


def rps_path(dev: str) -> str:
    # veth has one receive queue unless told otherwise (veth_newlink: numrxqueues 1 by default)
    return f"/sys/class/net/{dev}/queues/rx-0/rps_cpus"


def read_rps(ns: str, dev: str) -> int:
    """The CPUs a device's receive work is steered to, as a bit mask; sysfs shows the namespace's own
    devices only inside it (ip netns exec mounts it there)."""
    text = run("ip", "netns", "exec", ns, "cat", rps_path(dev)).stdout
    return int(text.strip().replace(",", "") or "0", 16)


def set_rps(ns: str, dev: str, cpus) -> None:
    r = subprocess.run(["ip", "netns", "exec", ns, "tee", rps_path(dev)], input=rps_mask(cpus) + "\n",
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise LabError(f"RPS on {dev} in {ns}: {(r.stderr or r.stdout).strip() or f'exit {r.returncode}'}")
    if read_rps(ns, dev) != int(rps_mask(cpus), 16):
        raise LabError(f"RPS on {dev} in {ns}: the kernel kept {read_rps(ns, dev):x}, not {rps_mask(cpus)}")


def pair_up(tag: int, cpus: dict[str, frozenset]) -> dict:
    """Makes the two hosts: namespaces, the veth pair between them (GRO left as the kernel sets it: off,
    drivers/net/veth.c veth_disable_gro, so each packet goes through __netif_rx and RPS), addresses, and
    each side's receive work steered to its CPUs (`cpus`: side -> CPUs). What it made is removed again if
    a step fails; a namespace of these names that exists already is refused."""
    names = pair_names(tag)
    for side in names.values():
        if side["ns"] in existing_namespaces():
            raise LabError(f"namespace {side['ns']} exists already: another sweep's, or a killed one's (remove "
                           f"it: ip netns del {side['ns']})")
    made: list[str] = []
    try:
        for side in names.values():
            run("ip", "netns", "add", side["ns"])
            made.append(side["ns"])
        b, p = names["broker"], names["peers"]
        run("ip", "link", "add", b["dev"], "netns", b["ns"], "type", "veth", "peer", "name", p["dev"], "netns", p["ns"])
        for name, side in names.items():
            run("ip", "-n", side["ns"], "addr", "add", f"{side['address']}/24", "dev", side["dev"])
            run("ip", "-n", side["ns"], "link", "set", side["dev"], "up")
            run("ip", "-n", side["ns"], "link", "set", "lo", "up")
            set_rps(side["ns"], side["dev"], cpus[name])
    except BaseException:  # a failed step, or Ctrl-C meanwhile: nothing half made is left
        pair_down(made)
        raise
    return {"sides": names, "namespaces": made, "rps_cpus": {k: sorted(v) for k, v in cpus.items()}}


def pair_down(namespaces: list[str]) -> list[str]:
    """Removes the pair's namespaces (each takes its end of the veth pair with it); what was removed."""
    removed = []
    for ns in namespaces:
        if ns in existing_namespaces():
            run("ip", "netns", "del", ns, check=False)
            removed.append(ns)
    return removed


def pairs_left_behind() -> list[str]:
    """Namespaces of two-host pairs whose sweep is gone (killed by SIGKILL: nothing else leaves them)."""
    out = []
    for ns in existing_namespaces():
        m = re.fullmatch(re.escape(PAIR_PREFIX) + r"(\d+)-(" + "|".join(PAIR_SIDES) + ")", ns)
        if m and not os.path.exists(f"/proc/{m.group(1)}"):
            out.append(ns)
    return out
