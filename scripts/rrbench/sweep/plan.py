"""What a sweep will run, from its flags: every flag checked against the others, the programs and
the machine before anything runs; the points in their order, the settings every point runs with,
and meta.json's description of the grid."""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..core.grid import (KNOWN_HOSTINGS, KNOWN_LAYOUTS, KNOWN_LIBS, KNOWN_LIVENESS, KNOWN_PATTERNS,
                         KNOWN_SCALEOUTS, KNOWN_TOPOLOGIES, KNOWN_TRANSPORTS, UsageError, parse_counts,
                         parse_names)
from ..analysis.sequential import ALPHA, FLOORS_REFERENCE, LOOKS, MARGIN
from ..core import variants as variantsmod
from ..core.limits import bounds
from ..core import programs
from ..run import netlab
from ..run import perf
from ..run.launchers import LocalLauncher, NetnsLauncher, TwoHostsLauncher
from ..run.limits import IPC_NAME_ROOM, pin_cpus
from ..run.settings import Settings
from ..run.ssh import SshLauncher, parse_hosts
from ..workloads import KNOWN_SCENARIOS, WORKLOADS
from ..workloads.point import order_grid
from ..workloads.capacity import Staircase
from .flags import check_limits, dest, shared_settings, take_program_defaults
from .presets import CHURN_DURATION_S, ROUNDS_CAP_S, STEADY_DURATION_S
from ..core.profile import SAMPLE_HZ as PROFILE_SAMPLE_HZ
from .trials import Trials, split


def variants(bin_dir: Path) -> list[str]:
    """Other builds of a library beside Debian's (`make variant`), a product with another build of its
    server (PRODUCT@SUFFIX: scripts/servers-today), and the client variants the adapters declare (LIB@NAME:
    core/variants.py; docs/versions.md) and the fresh ones (PRODUCT@fresh, a server of its own every point:
    run/kept.py): NAME for every bin/NAME-master whose NAME is a known library's name, a dash or an @, and
    more, and every declared one."""
    built = (p.name.removesuffix("-master") for p in bin_dir.glob("*-master")
             if any(p.name.startswith((f"{lib}-", f"{lib}@")) and p.name != f"{lib}-master" for lib in KNOWN_LIBS))
    return sorted({*built, *variantsmod.declared(bin_dir), *variantsmod.fresh(bin_dir)})


def check_programs(bin_dir: Path, libs: list[str], workloads: list[str]) -> None:
    kinds = dict.fromkeys(k for w in workloads for k in WORKLOADS[w].kinds)
    needed = [bin_dir / f"{lib}-{kind}" for lib in libs for kind in kinds]
    for exe in [*needed, bin_dir / "rrb-hist"]:
        if not exe.is_file():
            raise UsageError(f"{exe} not found: run 'make' first")


def product_servers(bin_dir: Path, libs: list[str]) -> dict[str, dict]:
    """lib -> its server, for the broker products of --libs; a server that is not
    installed is refused before anything runs (one line naming its package)."""
    servers = {}
    for lib in libs:
        server = programs.server(bin_dir, lib)
        if not server:
            continue
        path = os.environ.get("PATH", "") + ":/usr/sbin:/sbin"  # Debian's servers are in /usr/sbin
        if not shutil.which(server["program"], path=path):
            raise UsageError(f"--libs: {lib} needs {server['program']}, which is not installed: install the "
                             f"Debian package {server['package']} (scripts/deps does, as root)")
        servers[lib] = server
    return servers


def skipped_points(points: list, servers: dict[str, dict]) -> tuple[list, list[dict]]:
    """The points a broker product cannot run, taken out (the order of the rest kept), and what
    was left out and why, once per library, transport and topology."""
    def why(p) -> str | None:
        server = servers.get(p.lib)
        if not server:
            return None
        if p.transport == "ipc" and server.get("no_ipc"):
            return server["no_ipc"]
        if p.topology == "direct":
            return f"{server['program']} is the broker: no direct topology"
        return None
    kept, skipped = [], {}
    for p in points:
        reason = why(p)
        if reason:
            skipped.setdefault((p.lib, p.workload, p.transport, p.topology), reason)
        else:
            kept.append(p)
    return kept, [{"lib": lib, "workload": w, "transport": tr, "topology": topo, "why": reason}
                  for (lib, w, tr, topo), reason in skipped.items()]


def contenders(args: argparse.Namespace) -> list[tuple[str, str]]:
    """--contenders: (library, pattern) pairs, in order, each once."""
    pairs = []
    for item in args.contenders.split(","):
        lib, sep, pattern = item.strip().partition(":")
        if not (sep and lib and pattern):
            raise UsageError(f"--contenders: '{item}' is not LIB:PATTERN (e.g. zmq:addressed)")
        pairs.append((lib, pattern))
    if len(set(pairs)) < len(pairs):
        raise UsageError("--contenders: a contender is named twice")
    return pairs


def patterned(workload_names: list[str]) -> str:
    """--contenders' workload: the one of several patterns (the rounds), alone in --workload."""
    several = [w.name for w in WORKLOADS.values() if len(w.patterns) > 1]
    if workload_names != several[:1]:
        raise UsageError(f"--contenders: the {several[0]}' contenders; give --workload {several[0]}")
    return several[0]


def contender_libs(args: argparse.Namespace, workload_names: list[str], known: tuple) -> dict[str, list[str]]:
    """The rounds' libraries when --contenders names them (then not beside --libs or --patterns)."""
    if not args.contenders:
        return {}
    if args.libs or args.patterns:
        raise UsageError(f"--contenders: each names its library and pattern; not beside "
                         f"{'--libs' if args.libs else '--patterns'}")
    workload = patterned(workload_names)
    libs = list(dict.fromkeys(lib for lib, _ in contenders(args)))
    parse_names(",".join(libs), "contenders", known, "--contenders", noun="library")
    return {workload: libs}


def contenders_by_pattern(args: argparse.Namespace, bin_dir: Path, workload_names: list[str]) -> dict[str, dict]:
    """pattern -> the libraries of --contenders that run it, each pattern one its library has."""
    if not args.contenders:
        return {}
    found: dict[str, tuple] = {}
    for lib, pattern in contenders(args):
        have = programs.patterns(bin_dir, lib)
        if pattern not in have:
            raise UsageError(f"--contenders: {lib} has no {pattern} pattern (it has: {', '.join(have)})")
        found[pattern] = (*found.get(pattern, ()), lib)
    return {patterned(workload_names): found}


def libs_by_pattern(workload, bin_dir: Path, libs: list[str], asked: str | None) -> dict[str, tuple[str, ...]]:
    """pattern -> the libraries that run it: a workload of one pattern, every library; else, asked for
    (--patterns), every library must have every pattern, or the sweep refuses before anything runs;
    or each library runs every pattern of the workload it has (its programs' --info)."""
    if len(workload.patterns) == 1:
        return {workload.patterns[0]: tuple(libs)}
    have = {lib: programs.patterns(bin_dir, lib) for lib in libs}
    if asked is None:
        found = {pt: tuple(lib for lib in libs if pt in have[lib])
                 for pt in workload.patterns if any(pt in have[lib] for lib in libs)}
        if not found:
            raise UsageError(f"--workload {workload.name}: no library of --libs has a {workload.name} pattern")
        return found
    patterns = parse_names(asked, "patterns", KNOWN_PATTERNS)
    for lib in libs:
        for pattern in patterns:
            if pattern not in have[lib]:
                raise UsageError(f"--patterns: {lib} has no {pattern} pattern (it has: {', '.join(have[lib])}); "
                                 f"leave {lib} out of --libs for it")
    return {pt: tuple(libs) for pt in patterns}


@dataclass
class Plan:
    """What a sweep will run, from its flags (validated)."""
    args: argparse.Namespace
    settings: Settings
    grid: dict
    points: list          # the grid's points (with --find-capacity: before the staircase's)
    faults: dict
    staircase: Staircase | None = None  # --find-capacity: its positions (made as the sweep goes)
    trials: Trials | None = None        # trials until settled: those after the first look (made as it goes)
    notes: tuple = ()     # a line for each pattern left at one broker: printed as it runs
    layouts: dict = field(default_factory=dict)  # --hosts-layout: layout -> its launcher, where not the sweep's

    def made_as_it_goes(self) -> list:
        """The schedules whose points depend on the rows before them (each has record() and len())."""
        return [m for m in (self.staircase, self.trials) if m]

    def settings_for(self, point) -> Settings:
        """The settings a point runs with: the sweep's, with its layout's launcher (two-hosts: the pair's)."""
        launcher = self.layouts.get(point.hosts_layout)
        return replace(self.settings, launcher=launcher) if launcher else self.settings

    def close(self) -> None:
        """Removes what the launchers set up for the sweep (the ssh hosts' folders, the two hosts'
        namespaces)."""
        try:
            self.settings.launcher.close()
        finally:
            for launcher in self.layouts.values():
                launcher.close()


def make_plan(args: argparse.Namespace) -> Plan:
    ax = grid_axes(args)
    check_combinations(args, ax)
    check_limits(args)
    faults = fault_plan(args)
    bin_dir = Path(args.bin)
    servers = product_servers(bin_dir, ax.libs)
    by_pattern = {w: libs_by_pattern(WORKLOADS[w], bin_dir, ax.libs_of[w], ax.patterns) for w in ax.workloads}
    by_pattern.update(contenders_by_pattern(args, bin_dir, ax.workloads))
    take_program_defaults(args)  # after the checks a bin folder of stand-ins (the tests') fails for what it lacks
    workloads = [WORKLOADS[w].grid(args, ax, by_pattern[w]) for w in ax.workloads]
    launcher = make_launcher(args, bin_dir)
    check_broker_hosts(launcher, ax, servers)
    pin = pin_cpus(args.pin, launcher)
    layouts = layout_launchers(args, ax, launcher, pin)
    transports = choose_transports(args.transports, launcher, layouts)
    networks = network_axes(args, launcher)
    settings = Settings(bin_dir=bin_dir, duration=ax.duration, tmp_root=args.tmpdir,
                        library_defaults=args.library_defaults, equalize=args.equalize, launcher=launcher,
                        rounds_cap=args.duration or ROUNDS_CAP_S, nodes_per_process=args.nodes_per_process or 0,
                        pin=pin, servers=servers, profile=args.profile_broker,
                        perf_refused=perf_refused(args), **shared_settings(args))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    looks = trial_looks(args)
    points, skipped = grid_points(args, ax.libs, transports, networks, workloads, servers, seed, looks[-1])
    staircase = trials = None
    points, later, lowest = split(points, looks)
    if later:  # more looks, or node counts on the ladder above the lowest
        trials = Trials(later, looks, args.margin, pinned=bool(settings.pin), bracket=args.bracket, key=key_of,
                        lowest=lowest)
    elif args.bracket:
        raise UsageError("--bracket: give the ladder node counts to choose from (--nodes, at least two)")
    if args.find_capacity:  # its positions: one trial's points of the first library, in inflight 1
        libs = ax.libs_of[ax.workloads[0]]  # (request-reply's: the only workload --find-capacity takes)
        first = order_grid(libs[:1], transports, 1, [replace(workloads[0], inflight=(1,))], None, networks)
        staircase = Staircase(first, libs, looks[-1], args.start_rate, args.rate_step,
                              args.p99_bound * 1e6, seed, key=key_of)
    grid = grid_meta(args, ax, transports, settings, staircase, skipped, len(points), seed, networks, by_pattern,
                     looks)
    kinds = list(dict.fromkeys(k for w in workloads for k in WORKLOADS[w.name].kinds
                               if k != "router" or "broker" in w.topologies))
    launcher.prepare(ax.libs, transports, kinds)  # last: ssh sets up folders on the hosts (Plan.close removes them)
    for layout in layouts.values():  # the two hosts' namespaces (Plan.close removes them)
        layout.prepare(ax.libs, transports, kinds)
    grid["network"] = {**launcher.describe(), **{k: v.describe() for k, v in layouts.items()}}
    return Plan(args, settings, grid, points, faults, staircase, trials, one_broker_notes(ax, by_pattern), layouts)


@dataclass
class Axes:
    """The grid's axes as the flags (or their defaults) give them, each parsed and checked."""
    workloads: list       # workload names
    libs_of: dict         # workload -> its libraries
    libs: list            # every workload's, in order
    topologies: list
    scenarios: list
    scenarios_of: dict    # workload -> the scenarios it has of those
    churn: bool           # any scenario but none
    inflight: list
    sizes_of: dict        # workload -> its sizes (each workload with a sizes flag, run or not)
    counts_of: dict       # workload -> its counts (its count_noun: workers, nodes)
    count_flags: dict     # workload -> the flag that gives them: --workers, --nodes
    liveness: list
    hostings: list
    games: list
    brokers: list         # rounds: brokers the nodes spread over (--brokers)
    scaleouts_of: dict    # lib -> its scale-outs the sweep runs over several brokers
    layouts: list         # --hosts-layout: loopback, two-hosts ([""]: none asked)
    duration: float | None
    patterns: str | None  # --patterns


def grid_axes(args: argparse.Namespace) -> Axes:
    bin_dir = Path(args.bin)
    known_libs = (*KNOWN_LIBS, *variants(bin_dir))
    missing = [n for n in (args.libs or "").split(",") if "@" in n and n.strip() not in known_libs]
    if missing:
        raise UsageError(f"--libs: {missing[0].strip()} is not installed in {bin_dir}: 'make servers-today' installs "
                         f"today's servers, 'scripts/servers-today --link NAME=PATH' another (docs/versions.md)")
    topologies = parse_names(args.topology, "topology", KNOWN_TOPOLOGIES)
    workload_names = parse_names(args.workload, "workloads", tuple(WORKLOADS))
    count_flags = counts_given(args, workload_names)
    libs_of = {w: parse_names(args.libs or WORKLOADS[w].default_libs, "libs", known_libs) for w in workload_names}
    libs_of.update(contender_libs(args, workload_names, known_libs))
    libs = list(dict.fromkeys(lib for w in workload_names for lib in libs_of[w]))
    variantsmod.ensure(bin_dir, libs)  # a client variant's programs, as its adapter declares it today
    patterns = args.patterns
    if patterns is not None:
        parse_names(patterns, "patterns", KNOWN_PATTERNS)  # a misspelt name first, before the programs
    scenarios = parse_names(args.scenario, "scenarios", KNOWN_SCENARIOS, "--scenario")
    check_scenarios(scenarios, workload_names)
    check_programs(bin_dir, libs, workload_names)  # before the counts: the programs give their limits
    churn = scenarios != ["none"]
    inflight = counts(args.inflight, "1", "inflight", bin_dir, "--inflight")
    check_capacity_flags(args, workload_names, inflight, churn)
    sizes_of = {w.name: counts(getattr(args, dest(w.sizes_flag)), default_sizes(w, churn, args.find_capacity),
                               w.sizes_flag[2:], bin_dir, w.program_size_flag)
                for w in WORKLOADS.values() if w.sizes_flag}  # (given or not: a misspelt --sizes is refused)
    counts_of = {w: counts(count_flags[w][1], default_counts(WORKLOADS[w], churn, args.find_capacity),
                           count_flags[w][0][2:], bin_dir, WORKLOADS[w].program_count_flag) for w in workload_names}
    liveness = parse_names(args.liveness or ("off,on" if churn else "off"), "liveness", KNOWN_LIVENESS,
                           noun="setting")
    hostings = parse_names(args.hosting, "hosting", KNOWN_HOSTINGS, noun="hosting")
    check_hostings(args, hostings, churn, liveness)
    games = check_games(args, workload_names, counts_of, patterns, churn)
    brokers, scaleouts_of = check_brokers(args, workload_names, libs, counts_of, games, churn)
    layouts = parse_names(args.hosts_layout, "hosts-layout", KNOWN_LAYOUTS, "--hosts-layout", noun="layout") \
        if args.hosts_layout is not None else [""]
    duration = (args.duration if args.duration is not None or args.requests
                else CHURN_DURATION_S if churn else STEADY_DURATION_S)
    return Axes(workload_names, libs_of, libs, topologies, scenarios,
                {w: tuple(sc for sc in scenarios if sc in WORKLOADS[w].scenarios) for w in workload_names},
                churn, inflight, sizes_of, counts_of, {w: flag for w, (flag, _) in count_flags.items()}, liveness,
                hostings, games, brokers, scaleouts_of, layouts, duration, patterns)


def check_games(args: argparse.Namespace, workload_names: list[str], counts_of: dict, patterns: str | None,
                churn: bool) -> list[int]:
    """--games: concurrent games through one broker, each with its own controller and nodes (every node id
    below the programs' limit), steady, in a pattern whose gather is addressed to its game."""
    if args.games is None:
        return [1]
    playing = [w for w in WORKLOADS.values() if w.has_games]  # (the rounds)
    if not any(w.name in workload_names for w in playing):
        raise UsageError(f"--games: concurrent games are the {playing[0].name} workload's; give --workload "
                         f"{playing[0].name}")
    most = bounds(Path(args.bin), "--game")[1] + 1
    games = parse_counts(args.games, "games", 1, most)
    if max(games) == 1:
        return games
    if churn:
        raise UsageError("--games: a churn scenario changes one game; run it with --games 1")
    if patterns is None or "survey" in patterns.split(","):
        raise UsageError("--games: pattern survey's surveys reach every game's nodes; give --patterns without survey")
    for w in playing:
        nodes_most = bounds(Path(args.bin), w.program_count_flag)[1]
        if w.name in counts_of and max(games) * max(counts_of[w.name]) > nodes_most:
            raise UsageError(f"--games {max(games)} x {w.count_flag} {max(counts_of[w.name])}: node ids past the "
                             f"programs' {nodes_most}")
    return games


def check_brokers(args: argparse.Namespace, workload_names: list[str], libs: list[str], counts_of: dict,
                  games: list[int], churn: bool) -> tuple[list[int], dict[str, tuple[str, ...]]]:
    """--brokers and --scaleouts: the rounds' brokers (each at most what the programs take and what the
    fewest nodes fill), and lib -> the scale-outs it runs over several: those asked for that it has (its
    --info), each with servers enough (Redis Cluster: 3 masters)."""
    if args.brokers is None:
        if args.scaleouts is not None:
            raise UsageError("--scaleouts: how the nodes spread over several brokers; give --brokers too")
        return [1], {}
    spreading = [w for w in WORKLOADS.values() if w.has_brokers]  # (the rounds)
    if not any(w.name in workload_names for w in spreading):
        raise UsageError(f"--brokers: several brokers are the {spreading[0].name} workload's; give --workload "
                         f"{spreading[0].name}")
    told = {lib: programs.scaleouts(Path(args.bin), lib) for lib in libs}
    most = min(m for _, m in told.values())
    brokers = parse_counts(args.brokers, "brokers", 1, most)
    fewest = min(n for w in spreading if w.name in counts_of for n in counts_of[w.name])
    if max(brokers) > fewest:
        raise UsageError(f"--brokers {max(brokers)}: more brokers than the {fewest} nodes of the smallest point")
    if max(brokers) > 1 and max(games) > 1:
        raise UsageError("--brokers over 1: run --games over one broker (--brokers 1)")
    asked = parse_names(args.scaleouts or ",".join(KNOWN_SCALEOUTS), "scaleouts", KNOWN_SCALEOUTS,
                        noun="scale-out")
    scaleouts_of = {lib: tuple(s for s in asked if s in told[lib][0]) for lib in libs}
    for lib, have in scaleouts_of.items():
        if max(brokers) > 1 and not have:
            raise UsageError(f"--scaleouts: {lib} has none of {', '.join(asked)} (it has: "
                             f"{', '.join(s for s in told[lib][0] if s != 'one')}); leave {lib} out of --libs for it")
        check_cluster_size(Path(args.bin), lib, have, brokers)
    return brokers, scaleouts_of


def check_broker_hosts(launcher, ax: Axes, servers: dict) -> None:
    """The network lab and the ssh launcher put each broker process on a host of its own: they must have as
    many (the lab's broker hosts, the hosts file's router lines)."""
    if launcher.name == "local" or max(ax.brokers) == 1:
        return
    root = any(s.get("cluster_root") and "cluster" in ax.scaleouts_of.get(lib, ()) for lib, s in servers.items())
    need, have = max(ax.brokers) + root, launcher.broker_hosts()
    if need > have:
        fix = (f"run scripts/netlab up --brokers {need}" if launcher.name == "netns"
               else f"give the hosts file {need} router lines, one per broker")
        raise UsageError(f"--launcher {launcher.name}: the grid needs {need} broker hosts and it has {have}: {fix}")


def one_broker_notes(ax: Axes, by_pattern: dict) -> tuple[str, ...]:
    """A line for each pattern that runs over one broker only while the grid spreads over several."""
    if max(ax.brokers) == 1:
        return ()
    many = ",".join(str(k) for k in ax.brokers if k > 1)
    return tuple(f"pattern {pt} runs over one broker only (a survey gathers through one): not at --brokers {many}"
                 for w in ax.workloads for pt in WORKLOADS[w].one_broker_patterns
                 if pt in by_pattern[w])


def check_cluster_size(bin_dir: Path, lib: str, scaleouts: tuple[str, ...], brokers: list[int]) -> None:
    """A product's cluster takes at least its --info cluster_min servers."""
    clustered = [s for s in scaleouts if s.startswith("cluster")]
    server = programs.server(bin_dir, lib) if clustered else None  # (its --info: asked only then)
    few = [k for k in brokers if 1 < k < (server or {}).get("cluster_min", 2)]
    if server and few:
        raise UsageError(f"--brokers {few[0]}: {lib}'s {clustered[0]} takes at least {server['cluster_min']} "
                         f"{server['program']}s; give --brokers {server['cluster_min']} or more, or --scaleouts "
                         f"shards")


def check_hostings(args: argparse.Namespace, hostings: list[str], churn: bool, liveness: list[str]) -> None:
    """--hosting loop serves steady runs (the programs refuse the rest too: common/cli.c check_hosting)."""
    if "loop" not in hostings:
        return
    if churn or "on" in liveness:
        raise UsageError("--hosting loop: the event loop serves steady runs; churn scenarios and --liveness on "
                         "run with --hosting thread (a library reconnects from threads of its own)")
    if args.rate or args.find_capacity:
        raise UsageError("--hosting loop: an open-loop worker keeps a schedule the loop does not; drop --rate "
                         "(or --find-capacity)")


def counts_given(args: argparse.Namespace, workload_names: list[str]) -> dict[str, tuple[str, str | None]]:
    """workload -> (the flag giving its counts, their text or None): --workers and --nodes, each for a
    workload that runs."""
    for w in WORKLOADS.values():
        if getattr(args, dest(w.count_flag)) is not None and w.name not in workload_names:
            other = ", ".join(WORKLOADS[v].count_flag for v in workload_names)
            raise UsageError(f"{w.count_flag}: {w.counts_named}, and --workload is {','.join(workload_names)} "
                             f"(its counts are {other})")
    return {w: (WORKLOADS[w].count_flag, getattr(args, dest(WORKLOADS[w].count_flag))) for w in workload_names}


def default_sizes(workload, churn: bool, find_capacity: bool) -> str:
    """A workload's sizes when its flag is not given: its churn, capacity or steady default."""
    return workload.churn_sizes if churn else workload.capacity_sizes if find_capacity else workload.default_sizes


def default_counts(workload, churn: bool, find_capacity: bool) -> str:
    """A workload's counts when its flag is not given: its churn, capacity or steady default."""
    return workload.churn_counts if churn else workload.capacity_counts if find_capacity else workload.default_counts


def counts(given: str | None, default: str, what: str, bin_dir: Path, flag: str) -> list[int]:
    """A list of counts: those given, each within the programs' limits of `flag`; else our default."""
    if not given:
        return parse_counts(default, what, 1, float("inf"))
    return parse_counts(given, what, *bounds(bin_dir, flag))


def check_scenarios(scenarios: list[str], workload_names: list[str]) -> None:
    """Every scenario belongs to one of the workloads (master-restarts to request-reply, ...)."""
    for sc in scenarios:
        if not any(sc in WORKLOADS[w].scenarios for w in workload_names):
            mine = {w: [s for s in WORKLOADS[w].scenarios if s.endswith("-restarts") and s != "broker-restarts"]
                    for w in workload_names}
            raise UsageError(f"--scenario: {sc} is not a scenario of --workload {','.join(workload_names)} ("
                             + "; ".join(f"{w} has {', '.join(v)}" for w, v in mine.items()) + ")")


def check_profile(args: argparse.Namespace, ax: Axes) -> None:
    """--profile-broker: one pinned broker's steady rounds, on this machine."""
    if not args.profile_broker:
        return
    profiling = [w.name for w in WORKLOADS.values() if getattr(w, "profiles_broker", False)]  # (the rounds)
    why = (f"the {profiling[0]} alone (--workload {profiling[0]})" if set(ax.workloads) - set(profiling)
           else "a pinned broker (--pin broker)" if args.pin == "none"
           else "a steady run (no --scenario)" if ax.churn
           else "one game (--games 1)" if max(ax.games) > 1
           else "one broker (--brokers 1)" if max(ax.brokers) > 1
           else "the broker on this machine (--launcher local or netns)" if args.launcher == "ssh" else "")
    if why:
        raise UsageError(f"--profile-broker: profiles one broker's rounds; it needs {why}")


def perf_refused(args: argparse.Namespace) -> str:
    """--profile-broker: why perf cannot profile here ("" when it can), said once as the sweep starts."""
    if not args.profile_broker:
        return ""
    why = perf.probe()
    if why:
        print(f"sweep: --profile-broker: {why}: the broker's CPU by thread only, the perf columns empty",
              file=sys.stderr)
    return why


def check_combinations(args: argparse.Namespace, ax: Axes) -> None:
    """Flags that cannot go together, and a --tmpdir whose socket paths would not fit."""
    check_profile(args, ax)
    if ax.churn and args.requests:
        raise UsageError("--requests: a churn scenario changes the run at a moment of the measured phase; "
                         "give --duration instead")
    if ax.churn and args.launcher == "ssh":
        raise UsageError("--scenario: churn is timed by one monotonic clock for the sweep and the roles; "
                         "use the local or netns launcher")
    few = [w for w, ns in ax.counts_of.items() if any(n < 2 for n in ns)]
    if ax.churn and few:
        raise UsageError(f"{ax.count_flags[few[0]]}: a churn scenario needs at least 2 "
                         f"{WORKLOADS[few[0]].count_noun}: one changes, the others carry on")
    for w in map(WORKLOADS.get, ax.workloads):
        if args.rate and not w.open_loop:
            raise UsageError(f"--rate: the {w.name} workload has no open loop; run it apart from --workload {w.name}")
        if args.topology != "broker" and w.topologies == ("broker",):
            raise UsageError(f"--topology: the {w.name} workload always goes through the broker")
    if args.tmpdir:
        room, most = len(os.path.abspath(args.tmpdir)) + IPC_NAME_ROOM, bounds(Path(args.bin), "ipc_path")[1]
        if room > most:
            raise UsageError(f"--tmpdir: IPC socket paths under it would be {room} bytes, "
                             f"over the {most}-byte limit of Unix socket addresses")
        if not os.path.isdir(args.tmpdir):
            raise UsageError(f"--tmpdir: {args.tmpdir} is not a folder")


def fault_plan(args: argparse.Namespace) -> dict:
    """--inject-fault: point number -> its fault, one at most."""
    faults = {f.point: f for f in args.inject_fault}
    if len(faults) < len(args.inject_fault):
        raise UsageError("--inject-fault: one fault per point")
    return faults


def trial_looks(args: argparse.Namespace) -> tuple[int, ...]:
    """The trials' looks: --trials N is one look at N (no stopping early); --find-capacity's staircase and
    a churn-only grid run a fixed count too (3 unless --trials); else --looks (trials until settled)."""
    if args.trials is not None and args.looks is not None:
        raise UsageError("--looks: trials until settled, or a fixed number (--trials); not both")
    if args.trials is not None or (args.find_capacity and args.looks is None):
        if args.margin != MARGIN:
            raise UsageError("--margin: a fixed number of trials (--trials, --find-capacity) settles nothing; "
                             "give --looks instead")
        return (args.trials or LOOKS[0],)
    if args.find_capacity:
        raise UsageError("--looks: the offered-rate staircase (--find-capacity) runs a fixed number of trials "
                         "(--trials)")
    return args.looks or LOOKS


def grid_points(args, libs: list, transports: list, networks: list, workloads: list, servers: dict,
                seed: int, trials: int) -> tuple[list, list[dict]]:
    """The points in their run order up to `trials`, less those a broker product cannot run (each said once)."""
    points, skipped = skipped_points(order_grid(libs, transports, trials, workloads, seed, networks), servers)
    for sk in skipped:
        print(f"sweep: skipped {sk['lib']} {sk['workload']} over {sk['transport']}"
              f"{' (' + sk['topology'] + ')' if sk['topology'] == 'direct' else ''}: {sk['why']}", file=sys.stderr)
    if skipped and not points and not args.find_capacity:  # (--find-capacity makes its points as it goes)
        raise UsageError("--libs: nothing left to run (" + "; ".join(sk["why"] for sk in skipped) + ")")
    return points, skipped


def grid_meta(args, ax: Axes, transports: list, settings: Settings, staircase, skipped: list, points: int,
              seed: int, networks: list, by_pattern: dict, looks: tuple) -> dict:
    """meta.json's settings: the grid as it will run."""
    pin = settings.pin
    return {"workloads": ax.workloads, "libs": ax.libs, "libs_by_workload": ax.libs_of, "transports": transports,
            "topologies": ax.topologies,
            **{k: v for w in WORKLOADS.values() for k, v in w.meta(args, ax, by_pattern).items()},
            "equalize": args.equalize,
            "scenarios": ax.scenarios, "liveness": ax.liveness, "deadline_s": args.deadline if ax.churn else None,
            "hostings": ax.hostings, "games": ax.games, "hosts_layouts": ax.layouts if ax.layouts != [""] else None,
            "loop": "open" if args.rate else "closed", "rate_per_client": args.rate, "inflight": ax.inflight,
            "pin": {"mode": args.pin, **({"broker_cpus": sorted(pin.broker), "other_cpus": sorted(pin.others)}
                                         if pin else {}), **({"others_idle": True} if pin and pin.idle else {})},
            "profile_broker": profile_meta(settings),
            "find_capacity": {"start_rate": args.start_rate, "rate_step": args.rate_step,
                              "p99_bound_s": args.p99_bound, "achieved_at_least": 0.95,
                              "positions": len(staircase.positions)} if staircase else None,
            "skipped": skipped,
            "trials": looks[0] if len(looks) == 1 else None,
            "looks": list(looks) if len(looks) > 1 else None, "margin": args.margin if len(looks) > 1 else None,
            "alpha": ALPHA if len(looks) > 1 else None, "bracket": args.bracket,
            "floors": FLOORS_REFERENCE if len(looks) > 1 else None,
            "mode": "duration" if ax.duration else "requests",
            "duration_s": ax.duration, "requests_per_client": args.requests, "warmup_s": args.warmup,
            "timeout_s": args.timeout, "library_defaults": args.library_defaults,
            "io_fallback": args.allow_io_fallback, "points": points,
            "retries": args.retries,
            "seed": seed,
            "networks": [{"mtu": m, "link_rate": r or "unlimited"} for m, r in networks if m],
            "order": "trials in turn (after the first look only those of contenders whose comparisons are open: "
                     "--looks); within a trial the grid positions in shuffled order, and the "
                     "contenders of each position (libraries; rounds: every pattern and move time of each) "
                     "back to back in shuffled order (--seed)"}


def profile_meta(settings: Settings) -> dict | None:
    """meta.json's --profile-broker: whether perf ran, or why not in one line; its rate and rounds."""
    if not settings.profile:
        return None
    return {"perf": settings.perf_refused or "ok", "sample_hz": PROFILE_SAMPLE_HZ,
            "profiled_rounds": settings.rounds if not settings.perf_refused else 0,
            "threads": "the broker's CPU by thread name over the measured rounds (/proc/PID/task/*)"}


def check_capacity_flags(args, workload_names: list[str], inflight: list[int], churn: bool) -> None:
    """--inflight, --find-capacity and --pin: what they cannot be combined with, in one line."""
    for w in (WORKLOADS[name] for name in workload_names if WORKLOADS[name].no_inflight):
        if inflight != [1]:
            takers = titles(v for v in WORKLOADS.values() if not v.no_inflight)
            raise UsageError(f"--inflight: {takers} only ({w.no_inflight}); run it apart from --workload {w.name}")
    if max(inflight) > 1 and args.rate:
        raise UsageError("--inflight and --rate exclude each other: an open-loop worker sends on its schedule")
    if max(inflight) > 1 and churn:
        raise UsageError("--inflight: a churn scenario's workers keep one request in flight (--liveness resends it)")
    if not args.find_capacity:
        return
    if any(not WORKLOADS[w].capacity_counts for w in workload_names):
        capable = [w for w in WORKLOADS.values() if w.capacity_counts]
        raise UsageError(f"--find-capacity: {titles(capable)} only; give --workload "
                         f"{','.join(w.name for w in capable)}")
    if args.rate:
        raise UsageError("--find-capacity offers its own rates (--start-rate, --rate-step); drop --rate")
    if churn:
        raise UsageError("--find-capacity measures a steady broker; drop --scenario")
    if args.requests:
        raise UsageError("--find-capacity: each step lasts --duration; drop --requests")


def titles(workloads) -> str:
    """Workloads in words: "request-reply, rounds"."""
    return ", ".join(w.title for w in workloads)


def network_axes(args, launcher) -> list[tuple[int, str]]:
    """(MTU, link rate) combinations of the lab to sweep over; ((0, ""),) when not in the lab."""
    if launcher.name != "netns":
        if args.mtu or args.link_rate:
            raise UsageError("--mtu and --link-rate set the network lab's links: they need --launcher netns")
        return [(0, "")]
    current = launcher.settings
    try:
        mtus = [int(m) for m in args.mtu.split(",")] if args.mtu else [current["mtu"]]
    except ValueError:
        raise UsageError(f"--mtu: '{args.mtu}' is not a list of whole numbers") from None
    if any(not 576 <= m <= 65535 for m in mtus):
        raise UsageError("--mtu: each between 576 and 65535")
    rates = args.link_rate.split(",") if args.link_rate else [current["rate"] or "unlimited"]
    for r in rates:
        if r != "unlimited":
            try:
                netlab.parse_rate(r)
            except netlab.LabError as e:
                raise UsageError(str(e).replace("--rate", "--link-rate")) from None
    return [(m, "" if r == "unlimited" else r) for m in mtus for r in rates]


def make_launcher(args, bin_dir: Path):
    if args.launcher != "ssh" and (args.hosts or args.ssh_copy):
        raise UsageError("--hosts and --ssh-copy are for --launcher ssh")
    if args.launcher == "local":
        return LocalLauncher()
    if args.launcher == "ssh":
        if not args.hosts:
            raise UsageError("--launcher ssh: needs --hosts FILE (which host runs which role)")
        if not shutil.which("ssh"):
            raise UsageError("--launcher ssh: no ssh command here; install it with: apt-get install openssh-client")
        return SshLauncher(parse_hosts(args.hosts), bin_dir, args.ssh_copy)
    if os.geteuid() != 0:
        raise UsageError("--launcher netns: needs root (ip netns exec)")
    try:
        lab = netlab.load_state()
    except netlab.LabError as e:
        raise UsageError(f"--launcher netns: {e}") from None
    if not lab or "settings" not in lab:
        raise UsageError("--launcher netns: the network lab is down; run scripts/netlab up first")
    return NetnsLauncher(lab)


def choose_transports(given: str | None, launcher, layouts: dict | None = None) -> list[str]:
    """The transports asked for; by default all the launcher offers (IPC only
    when every role is on one host), and TCP alone when a layout puts the roles on two hosts."""
    offered = [t for t in launcher.transports if all(t in lay.transports for lay in (layouts or {}).values())]
    if given is None:
        return offered
    transports = parse_names(given, "transports", KNOWN_TRANSPORTS)
    if "ipc" in transports and "ipc" not in launcher.transports:
        raise UsageError(f"--launcher {launcher.name}: IPC needs every role on one host; {launcher.spread} "
                         f"(use --transports tcp)")
    if "ipc" in transports and "ipc" not in offered:
        raise UsageError("--hosts-layout two-hosts: IPC needs every role on one host; the broker and its peers are "
                         "on two (use --transports tcp)")
    return transports


def layout_launchers(args, ax: Axes, launcher, pin) -> dict:
    """--hosts-layout: layout -> its launcher where it is not the sweep's own (two-hosts: the pair's, made at
    prepare()). What a layout needs, refused in one line: the rounds (the broker's cost per move), steady
    (churn's restarts are another question), this machine's own roles (the lab and ssh have hosts of their
    own), the broker pinned alone (its CPU is what is measured, and each side's receive work is steered to
    its side's CPUs), and root for the namespaces."""
    if ax.layouts == [""]:
        return {}
    rounds = next(w.name for w in WORKLOADS.values() if w.has_brokers)
    if ax.workloads != [rounds]:
        raise UsageError(f"--hosts-layout: the broker's cost per move in the {rounds}; give --workload {rounds}")
    if ax.churn:
        raise UsageError("--hosts-layout: steady rounds; drop --scenario")
    if launcher.name != "local":
        raise UsageError(f"--hosts-layout: the roles of --launcher {launcher.name} are on hosts of their own "
                         f"already; give it with the local launcher")
    if not pin or pin.mode != "broker":
        raise UsageError("--hosts-layout: needs --pin broker (the broker alone on its CPU, whose busy time is "
                         "measured, and each side's receive work on its own side's CPUs)")
    if "two-hosts" not in ax.layouts:
        return {}
    if os.geteuid() != 0:
        raise UsageError("--hosts-layout two-hosts: needs root (it makes network namespaces and a veth pair)")
    for tool in ("ip", "ss"):
        if not shutil.which(tool, path=os.environ.get("PATH", "") + ":/usr/sbin:/sbin"):
            raise UsageError(f"--hosts-layout two-hosts: needs {tool} (Debian: iproute2)")
    return {"two-hosts": TwoHostsLauncher(pin)}


def key_of(point) -> tuple:
    """The point as results.csv's key columns read back (all text)."""
    return tuple(str(v) for v in point.columns().values())
