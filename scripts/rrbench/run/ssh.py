"""The ssh launcher: roles on other machines, started through OpenSSH in batch
mode. Every role is one ssh session running `exec PROGRAM ARGS` on its host,
and ends with that session: a worker reads its stdin (go, then leave), the
master and the router run with --lifeline (exit when stdin closes); the
programs also die with their parent, the session's sshd (PR_SET_PDEATHSIG).
The ssh clients die with the sweep.

The hosts file, one role per line (docs/lab-and-hosts.md):

    # ROLE   SSH-DESTINATION   [address=IPv4] [bin=DIR]
    router   broker.lan        address=10.0.0.1
    master   client.lan        address=10.0.0.2
    worker   node1.lan
    worker   me@node2.lan
    ports    27000-27999       # TCP ports the router (and a direct master) bind (4 or more)
    ssh-config  ssh_config     # optional: ssh -F FILE (relative to this file)
    bin      /opt/rrbench/bin  # optional: the programs' folder on every host

Before the first point, every host is checked (reachable, the programs there
and runnable, its CPU, kernel and library versions recorded); then each host
gets a fresh work folder (IPC sockets; with --ssh-copy, the programs), removed
again when the sweep ends. A failed check leaves nothing behind.
"""

from __future__ import annotations

import ctypes
import io
import ipaddress
import platform
import secrets
import shlex
import signal
import socket
import subprocess
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

from ..core import programs
from ..core.grid import UsageError
from ..core.lines import PointFailed
from .launchers import MAX_ENDPOINTS, LocalLauncher, endpoint_names, rotating_ports, tcp_endpoints

SSH_OPTIONS = ("-T", "-o", "BatchMode=yes", "-o", "ConnectTimeout=10", "-o", "ServerAliveInterval=5",
               "-o", "ServerAliveCountMax=3", "-o", "LogLevel=ERROR")
# sshd drops new logins at random once MaxStartups (default 10) are still
# authenticating; the sweep starts at most this many sessions at a time.
MAX_STARTING = 8
DEFAULT_PORTS = (27000, 27999)
CHECK_TIMEOUT_S = 60
MARKER = ".made-by-rrbench-sweep"  # in each host's work folder: close() removes only folders holding it
ROLES = ("router", "master", "worker")
PLACE = {"controller": "master", "node": "worker"}  # the rounds workload's roles run where these do

# Facts about a host, one key=value per line; nothing is changed there.
FACTS_SCRIPT = r"""
echo "hostname=$(uname -n)"
echo "kernel=$(uname -srv)"
echo "arch=$(uname -m)"
echo "cores=$(getconf _NPROCESSORS_ONLN)"
echo "cpu_model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
echo "cpu_flags=$(sed -n 's/^flags[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
echo "memory_kib=$(sed -n 's/^MemTotal:[[:space:]]*\([0-9]*\).*/\1/p' /proc/meminfo)"
"""

# Each program given as an argument: missing, not runnable, or its --info.
PROGRAMS_SCRIPT = r"""
for exe in "$@"; do
  if [ ! -e "$exe" ]; then echo "missing $exe"; continue; fi
  if out=$("$exe" --info 2>&1); then printf 'info %s\n' "$out"
  else printf 'broken %s %s\n' "$exe" "$(printf '%s\n' "$out" | head -n 1)"; fi
done
"""


@dataclass
class HostLine:
    role: str
    destination: str     # what ssh is given: host, user@host or a Host alias of the ssh config
    line_no: int
    address: str = ""    # IPv4 address the programs bind to and connect to
    bin_dir: str = ""    # the programs' folder there


@dataclass
class HostsFile:
    path: Path
    router: HostLine
    master: HostLine
    workers: list[HostLine]
    ports: tuple[int, int] = DEFAULT_PORTS
    ssh_config: Path | None = None
    brokers: list[HostLine] = field(default_factory=list)  # every router line: broker j on the j-th (--brokers)

    def routers(self) -> list[HostLine]:
        return self.brokers or [self.router]

    def lines(self) -> list[HostLine]:
        return [*self.routers(), self.master, *self.workers]

    def destinations(self) -> list[str]:
        """Each host once, in file order."""
        return list(dict.fromkeys(h.destination for h in self.lines()))


def parse_hosts(path: str) -> HostsFile:
    """Reads a hosts file; any mistake is one UsageError naming the line."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise UsageError(f"--hosts: cannot read {path}: {getattr(e, 'strerror', None) or e}") from None
    found: dict[str, list[HostLine]] = {r: [] for r in ROLES}
    ports, ssh_config, default_bin = DEFAULT_PORTS, None, ""
    for no, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue

        def bad(why: str):
            return UsageError(f"--hosts: {path} line {no}: {why}")
        key, rest = words[0], words[1:]
        if key == "ports":
            ports = parse_ports(rest, bad)
        elif key == "ssh-config":
            if len(rest) != 1:
                raise bad("ssh-config takes one file")
            ssh_config = (p.parent / rest[0]).resolve()
            if not ssh_config.is_file():
                raise bad(f"ssh-config: {ssh_config} is not a file")
        elif key == "bin":
            if len(rest) != 1 or not rest[0].startswith("/"):
                raise bad("bin takes one absolute folder")
            default_bin = rest[0]
        elif key in ROLES:
            found[key].append(parse_host_line(key, rest, no, bad))
        else:
            raise bad(f"'{key}' is not router, master, worker, ports, ssh-config or bin")
    if not found["router"]:
        raise UsageError(f"--hosts: {path} needs a router line (it has 0; more for --brokers: one each)")
    if len(found["master"]) != 1:
        raise UsageError(f"--hosts: {path} needs exactly one master line (it has {len(found['master'])})")
    if not found["worker"]:
        raise UsageError(f"--hosts: {path} needs at least one worker line")
    for h in found["router"] + found["master"] + found["worker"]:
        h.bin_dir = h.bin_dir or default_bin
    return HostsFile(p.resolve(), found["router"][0], found["master"][0], found["worker"], ports, ssh_config,
                     found["router"])


def parse_ports(rest: list[str], bad) -> tuple[int, int]:
    try:
        first, last = (int(x) for x in rest[0].split("-")) if len(rest) == 1 else (0, 0)
    except ValueError:
        first, last = 0, 0
    if not 1024 <= first < last <= 65535 or last - first + 1 < MAX_ENDPOINTS:
        raise bad(f"ports takes a range FIRST-LAST within 1024-65535, of at least {MAX_ENDPOINTS} ports "
                  f"(a point binds up to {MAX_ENDPOINTS}), e.g. 27000-27999")
    return first, last


def parse_host_line(role: str, rest: list[str], no: int, bad) -> HostLine:
    if rest and rest[0].startswith("-"):  # ssh would read it as an option
        raise bad(f"'{rest[0]}' is not a host")
    if not rest or "=" in rest[0]:
        raise bad(f"{role} needs an ssh destination (host, user@host or an ssh config alias)")
    h = HostLine(role, rest[0], no)
    for opt in rest[1:]:
        name, _, value = opt.partition("=")
        if name == "address":
            try:
                ipaddress.IPv4Address(value)
            except ValueError:
                raise bad(f"address={value}: not an IPv4 address (the programs bind and connect to it)") from None
            h.address = value
        elif name == "bin":
            if not value.startswith("/"):
                raise bad(f"bin={value}: not an absolute folder")
            h.bin_dir = value
        else:
            raise bad(f"'{opt}': a host takes address=IPv4 and bin=DIR")
    return h


def last_line(answer: subprocess.CompletedProcess) -> str:
    """What went wrong with an ssh command: its last line on stderr."""
    return (answer.stderr.strip().splitlines() or [f"ssh exited {answer.returncode}"])[-1]


def die_with_parent() -> None:
    """In the ssh client, before exec: die when the sweep dies, so its remote
    program does too (ssh itself does not ask for that)."""
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def cpu_flags_here() -> set[str]:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("flags"):
                return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


@dataclass
class HostFacts:
    destination: str
    roles: list[str]
    facts: dict = field(default_factory=dict)
    workdir: str = ""     # made for this sweep; removed at the end
    programs: str = ""    # the programs' folder there
    libraries: dict = field(default_factory=dict)


class SshLauncher(LocalLauncher):
    name = "ssh"
    measures_cpu = False    # wait4 would measure the local ssh client: the programs' CPU lines count
    ss_prefix = None        # the broker's sockets are another host's
    start_batch = MAX_STARTING
    setup_s_each = 0.25
    preexec = staticmethod(die_with_parent)
    # The master and the router run with --lifeline: they exit 0 when their
    # stdin (the session's) closes. That stops them at teardown with an exit
    # status that comes back through ssh, and ends them when the session ends
    # for any reason, even one that ended before they started.
    lifeline = True
    stopped_exits = (0,)

    def __init__(self, hosts: HostsFile, bin_dir: Path, copy: bool):
        self.hosts, self.bin_dir, self.copy = hosts, bin_dir.resolve(), copy
        self.by_dest: dict[str, HostFacts] = {}
        for h in hosts.lines():
            hf = self.by_dest.setdefault(h.destination, HostFacts(h.destination, []))
            if h.role not in hf.roles:
                hf.roles.append(h.role)

    @property
    def transports(self) -> tuple[str, ...]:
        return ("tcp", "ipc") if len(self.by_dest) == 1 else ("tcp",)

    @property
    def spread(self) -> str:
        return f"{self.hosts.path.name} names {len(self.by_dest)} hosts"

    # --- ssh -------------------------------------------------------------
    def config(self) -> list[str]:
        return ["-F", str(self.hosts.ssh_config)] if self.hosts.ssh_config else []

    def ssh(self, destination: str, *command: str) -> list[str]:
        return ["ssh", *SSH_OPTIONS, *self.config(), destination, *command]

    def run_on(self, destinations: list[str], command, stdin=None) -> dict[str, subprocess.CompletedProcess]:
        """Runs command(destination) on every host, MAX_STARTING at a time."""
        out = {}
        for i in range(0, len(destinations), MAX_STARTING):
            batch = {}
            try:
                for d in destinations[i:i + MAX_STARTING]:
                    # A group of their own: Ctrl-C at the terminal reaches the sweep, not them.
                    batch[d] = subprocess.Popen(self.ssh(d, command(d)), stdin=subprocess.PIPE,
                                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                                preexec_fn=die_with_parent, process_group=0)
                for d, proc in batch.items():
                    out[d] = self.answer(proc, stdin(d) if callable(stdin) else stdin)
            finally:
                self.let_finish(batch.values())
        return out

    @staticmethod
    def let_finish(procs) -> None:
        """Interrupted: lets the commands under way finish (bounded), with
        signals held back, so that a work folder being made is complete, and
        known, before close() removes it; killing the ssh client would not
        stop the remote command."""
        held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        try:
            for proc in procs:
                if proc.stdin and not proc.stdin.closed:
                    try:
                        proc.stdin.close()
                    except OSError:
                        pass
                try:
                    proc.wait(timeout=CHECK_TIMEOUT_S)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)

    @staticmethod
    def answer(proc: subprocess.Popen, data: bytes | None) -> subprocess.CompletedProcess:
        try:
            so, se = proc.communicate(data, timeout=CHECK_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            so, _ = proc.communicate()
            se = f"no answer in {CHECK_TIMEOUT_S} s".encode()
        return subprocess.CompletedProcess(proc.args, proc.returncode, so.decode("utf-8", "replace"),
                                           se.decode("utf-8", "replace"))

    def where(self, destination: str) -> str:
        lines = sorted({h.line_no for h in self.hosts.lines() if h.destination == destination})
        return f"{destination} ({self.hosts.path.name} line {', '.join(map(str, lines))})"

    # --- the checks before the first point ---------------------------------
    def prepare(self, libs: list[str], transports: list[str], kinds: list[str]) -> None:
        """Checks every host and sets up its work folder; on any failure removes
        what it set up and raises UsageError. kinds: the programs the sweep
        runs (router, master, worker, controller, node)."""
        self.resolve_addresses()
        self.gather_facts()
        try:
            self.make_workdirs(libs, kinds)
            self.check_programs(libs, kinds)
        except BaseException:
            self.close()
            raise

    def resolve_addresses(self) -> None:
        """The router's and the master's address: given, or the host name ssh
        would connect to (after its config), resolved here."""
        for h in (*self.hosts.routers(), self.hosts.master):
            if h.address:
                continue
            out = subprocess.run(["ssh", *self.config(), "-G", h.destination], capture_output=True, text=True,
                                 timeout=30)
            name = next((ln.split(None, 1)[1] for ln in out.stdout.splitlines() if ln.startswith("hostname ")), "")
            try:
                h.address = socket.getaddrinfo(name, None, socket.AF_INET)[0][4][0] if name else ""
            except OSError:
                h.address = ""
            if not h.address:
                raise UsageError(f"--hosts: cannot find an IPv4 address for {self.where(h.destination)}; "
                                 f"give one with address=")

    def gather_facts(self) -> None:
        dests = list(self.by_dest)
        answers = self.run_on(dests, lambda d: "sh -s", stdin=FACTS_SCRIPT.encode())
        for d in dests:
            a = answers[d]
            if a.returncode != 0:
                why = last_line(a)
                raise UsageError(f"--hosts: cannot reach {self.where(d)} over ssh: {why}")
            facts = dict(ln.split("=", 1) for ln in a.stdout.splitlines() if "=" in ln)
            self.by_dest[d].facts = facts
        if self.copy:
            self.check_copyable()

    def check_copyable(self) -> None:
        """Programs built with -march=native here may use instructions another
        CPU lacks (SIGILL): copying goes only to hosts with every CPU flag of
        this one."""
        mine = cpu_flags_here()
        for d, hf in self.by_dest.items():
            if hf.facts.get("arch") != platform.machine():
                raise UsageError(f"--ssh-copy: {self.where(d)} is {hf.facts.get('arch')}, this machine "
                                 f"{platform.machine()}; build the programs there instead")
            lacking = sorted(mine - set(hf.facts.get("cpu_flags", "").split()))
            if lacking:
                raise UsageError(f"--ssh-copy: the programs are built for this CPU (-march=native); "
                                 f"{self.where(d)} lacks {', '.join(lacking[:6])}"
                                 f"{' ...' if len(lacking) > 6 else ''}; build them there instead")

    def needed_programs(self, hf: HostFacts, libs: list[str], kinds: list[str]) -> list[str]:
        """The programs this host runs: those of the kinds placed on its roles."""
        return [f"{lib}-{kind}" for lib in libs for kind in kinds if PLACE.get(kind, kind) in hf.roles]

    def make_workdirs(self, libs: list[str], kinds: list[str]) -> None:
        """A fresh folder on every host (IPC sockets; the programs when
        copying). Named here before it is made, so that close() can remove it
        whenever the sweep stops; a marker file says it is ours."""
        for hf in self.by_dest.values():
            hf.workdir = f"/tmp/rrb.{secrets.token_hex(6)}"

        def make(d: str) -> str:
            w = shlex.quote(self.by_dest[d].workdir)
            return (f"mkdir -m 700 {w} && : > {w}/{MARKER} && "
                    + (f"mkdir {w}/bin && tar -x -C {w}/bin -f -" if self.copy else "cat >/dev/null"))

        def tarball_of(d: str) -> bytes:
            return self.tarball(self.needed_programs(self.by_dest[d], libs, kinds)) if self.copy else b""
        for d, a in self.run_on(list(self.by_dest), make, stdin=tarball_of).items():
            if a.returncode != 0:
                raise UsageError(f"--hosts: cannot set up a work folder on {self.where(d)}: {last_line(a)}")
            self.by_dest[d].programs = f"{self.by_dest[d].workdir}/bin" if self.copy else ""

    def tarball(self, names: list[str]) -> bytes:
        buf = io.BytesIO()
        with tarfile.open(fileobj=buf, mode="w") as tar:
            for n in names:
                if (self.bin_dir / n).is_file():
                    tar.add(self.bin_dir / n, arcname=n)
        return buf.getvalue()

    def program_dir(self, hf: HostFacts, role: str) -> str:
        if hf.programs:
            return hf.programs
        role = PLACE.get(role, role)
        line = next(h for h in self.hosts.lines() if h.destination == hf.destination and h.role == role)
        return line.bin_dir or str(self.bin_dir)

    def check_programs(self, libs: list[str], kinds: list[str]) -> None:
        """Runs --info of every program each host will run, on all hosts at once."""
        def check(d: str) -> str:
            hf = self.by_dest[d]
            return "sh -s -- " + shlex.join(f"{self.program_dir(hf, name.rsplit('-', 1)[1])}/{name}"
                                            for name in self.needed_programs(hf, libs, kinds))
        for d, a in self.run_on(list(self.by_dest), check, stdin=PROGRAMS_SCRIPT.encode()).items():
            if a.returncode != 0:
                raise UsageError(f"--hosts: cannot check the programs on {self.where(d)}: {last_line(a)}")
            for line in a.stdout.splitlines():
                self.read_check(d, line)

    def read_check(self, d: str, line: str) -> None:
        kind, _, rest = line.partition(" ")
        if kind == "missing":
            raise UsageError(f"--hosts: {self.where(d)} has no {rest}: build the programs there at that "
                             f"path (git clone, make) or use --ssh-copy")
        if kind == "broken":
            exe, _, why = rest.partition(" ")
            raise UsageError(f"--hosts: {exe} does not run on {self.where(d)}: {why} "
                             f"(scripts/deps installs the libraries there)")
        if kind == "info":
            try:
                info = programs.parse(rest, "a program")
                self.by_dest[d].libraries[info["adapter"]] = info["library_version"]
            except (RuntimeError, KeyError, TypeError):
                raise UsageError(f"--hosts: a program on {self.where(d)} gave an unreadable --info: "
                                 f"{rest[:80]}") from None

    # --- per point -------------------------------------------------------
    def broker_hosts(self) -> int:
        """How many broker processes the hosts file has hosts for (its router lines, in order)."""
        return len(self.hosts.routers())

    def host_of(self, role: str, worker: int) -> HostLine:
        if role == "router":  # broker `worker` (its router's slot) on the hosts file's router line of that place
            if worker >= len(self.hosts.routers()):
                raise PointFailed(f"--hosts: broker {worker + 1} has no router line of its own", "setup")
            return self.hosts.routers()[worker]
        if role == "master":
            return self.hosts.master
        return self.hosts.workers[worker % len(self.hosts.workers)]

    def command(self, role: str, worker: int, program: str, args: list[str], bin_dir: Path) -> list[str]:
        h = self.host_of(role, worker)
        exe = f"{self.program_dir(self.by_dest[h.destination], role)}/{program}"
        return self.ssh(h.destination, "exec " + shlex.join([exe, *args]))

    def endpoints(self, transport: str, tmpdir: str, topology: str, index: int, count: int = 2,
                  owners: tuple[int, ...] = ()) -> tuple[str, ...]:
        if transport == "ipc":  # one host: its work folder
            d = next(iter(self.by_dest.values())).workdir
            return tuple(f"ipc://{d}/p{index}-{name}.ipc" for name in endpoint_names(count))
        ports = rotating_ports(*self.hosts.ports, index, count)
        if topology != "broker":
            return tcp_endpoints(self.hosts.master.address, self.hosts.router.address, ports)
        return tuple(f"tcp://{self.host_of('router', owners[i] if owners else 0).address}:{port}"
                     for i, port in enumerate(ports))

    def exit_text(self, code: int) -> str:
        if code == 255:
            return "ended without an exit status (ssh 255: killed by a signal on its host, or the ssh session failed)"
        return super().exit_text(code)

    def describe(self) -> dict:
        hosts = {}
        for d, hf in self.by_dest.items():
            f = hf.facts
            hosts[d] = {
                "roles": hf.roles,
                "address": {h.role: h.address for h in (*self.hosts.routers(), self.hosts.master)
                            if h.destination == d and h.address},
                "hostname": f.get("hostname"), "kernel": f.get("kernel"), "arch": f.get("arch"),
                "cpu_model": f.get("cpu_model"), "cores": int(f["cores"]) if f.get("cores", "").isdigit() else None,
                "memory_bytes": int(f["memory_kib"]) * 1024 if f.get("memory_kib", "").isdigit() else None,
                "programs": [hf.programs] if hf.programs else sorted({self.program_dir(hf, r) for r in hf.roles}),
                "copied": self.copy, "libraries": hf.libraries,
            }
        return {"launcher": self.name, "hosts_file": str(self.hosts.path),
                "ports": f"{self.hosts.ports[0]}-{self.hosts.ports[1]}",
                "workers": [h.destination for h in self.hosts.workers], "hosts": hosts}

    def close(self) -> None:
        """Removes the work folders this sweep made (and only those: each
        holds the marker file written when it was made)."""
        named = [d for d, hf in self.by_dest.items() if hf.workdir]
        if named:
            def remove(d: str) -> str:
                w = shlex.quote(self.by_dest[d].workdir)
                return f"if [ -e {w}/{MARKER} ]; then rm -rf -- {w}; fi"
            self.run_on(named, remove)
        for d in named:
            self.by_dest[d].workdir = ""
