"""meta.json: what ran, where, with which libraries and options."""

from __future__ import annotations

import datetime
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from ..core import programs
from .schema import SCHEMA

ROLES = ("master", "router", "worker")
ROUNDS_ROLES = ("controller", "node")  # the rounds workload's (the router is its broker)


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def memory_bytes() -> int | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return None


def kernel_settings() -> dict:
    """Socket-buffer limits: nanomsg's workaround is sized by wmem_max."""
    out = {}
    for name in ("net/core/wmem_max", "net/core/rmem_max", "net/core/wmem_default",
                 "net/ipv4/tcp_wmem", "net/ipv4/tcp_rmem"):
        try:
            out[name.replace("/", ".")] = " ".join(Path("/proc/sys", name).read_text().split())
        except OSError:
            out[name.replace("/", ".")] = None
    return out


def git_describe(repo: Path) -> str:
    try:
        return subprocess.run(["git", "-C", str(repo), "describe", "--always", "--dirty", "--tags"],
                              capture_output=True, text=True, timeout=10).stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def program_info(bin_dir: Path, lib: str) -> dict:
    """What each program of a library says about itself (--info)."""
    infos = {role: programs.info(bin_dir / f"{lib}-{role}") for role in ROLES}
    first, server = infos["master"], infos["router"].get("server")  # (the router runs the server: --server's)
    return {
        "library": first["library"],
        # a broker product's: its client's and its server's ("3.4.1, nats-server 2.9.10")
        "version": first["library_version"] + (f", {Path(server.get('path') or server['program']).name} "
                                               f"{server['version']}" if server else ""),
        "build": first["build"],
        "compiler": first["cc"],
        "cflags": first["cflags"],
        "wire_header_bytes": first["wire_header_bytes"],
        "non_default_options": first["options"],
        "equalize_options": first.get("equalize_options", []),
        "pipelining": first.get("pipelining", ""),  # what --inflight uses (docs/capacity.md)
        "patterns": first.get("patterns", ["reqrep"]),
        "broker_cores": first.get("broker_cores"),  # how many its broker can keep busy (0: all; docs/scale.md)
        "broker_threads": first.get("broker_threads", ""),
        "hosting_options": first.get("hosting_options", []),
        "server": server,  # a broker product's server: program, version, settings (else None)
        "programs": {role: shown(bin_dir / f"{lib}-{role}") for role in (*ROLES, *ROUNDS_ROLES)
                     if (bin_dir / f"{lib}-{role}").is_file()},
    }


def shown(path: Path) -> str:
    """A program's path as results keep it: relative to the checkout when inside it (a results folder
    is read on other machines), else as given."""
    try:
        return str(path.resolve().relative_to(Path(__file__).resolve().parents[3]))
    except ValueError:
        return str(path)


def utc_now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def collect(argv: list[str], settings: dict, libs: list[str], bin_dir: Path, repo: Path) -> dict:
    uname = platform.uname()
    return {
        "tool": "rrbench sweep",
        "results_schema": SCHEMA,  # record/schema.py: what results.csv's columns mean
        "build": git_describe(repo),
        "command_line": [sys.argv[0], *argv],
        "started_utc": utc_now(),
        "machine": {
            "hostname": uname.node,
            "cpu_model": cpu_model(),
            "cores": os.cpu_count(),
            "memory_bytes": memory_bytes(),
            "kernel": f"{uname.system} {uname.release} {uname.version}",
            "arch": uname.machine,
            "python": platform.python_version(),
            "clock": "CLOCK_MONOTONIC",
            "clock_resolution_ns": time.clock_getres(time.CLOCK_MONOTONIC) * 1e9,
            "sysctl": kernel_settings(),
        },
        "settings": settings,
        "libraries": {lib: program_info(bin_dir, lib) for lib in libs},
        "units": {
            "size": "the grid's size axis: request-reply's payload bytes per message (the wire header comes "
                    "on top), the rounds' task message (topic included), also in task_size",
            "msgs_per_s": "completed round trips per second, counted by the master",
            "mib_per_s": "request payload MiB/s (MiB = 2^20 bytes), one direction",
            "rounds": "rounds workload: scatter-gather rounds completed in the measured phase",
            "p50_us..max_us (rounds)": "overhead of one round = round time - move time (--compute), µs",
            "broker_*_bytes_per_round": "bytes the broker's TCP connections received / sent (kernel count, ss), "
                                        "from the end of the hellos to the end, per round "
                                        "(warm-up rounds and stop included); blank over IPC",
        },
    }


def write(path: Path, meta: dict) -> None:
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, path)
