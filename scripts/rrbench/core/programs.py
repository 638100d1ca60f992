"""What a program says about itself (PROGRAM --info, docs/records.md): read once per program and process,
since the programs do not change while a sweep runs; the one reader of it, and of what it says: the
patterns, the scale-outs, a product's server and its version (the router reads that from the server's own
--version, common/server.c)."""

from __future__ import annotations

import functools
import json
import subprocess
from pathlib import Path


@functools.lru_cache(maxsize=None)
def info(exe: Path, *args: str) -> dict:
    """The program's --info (after `args`, e.g. a router's --server PATH) as a dict; RuntimeError naming the
    program when it cannot run or says no JSON object."""
    try:
        out = subprocess.run([str(exe), *args, "--info"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError) as e:
        raise RuntimeError(f"{exe} --info is not readable: {e}") from None
    return parse(out.stdout if out.returncode == 0 else "", exe, out.stderr)


def parse(text: str, exe, why: str = "") -> dict:
    """A program's --info text (here or on another host: run/ssh.py) as a dict; RuntimeError naming the
    program when it is no JSON object (`why`: what the program said instead)."""
    try:
        found = json.loads(text)
    except ValueError as e:
        found, why = None, why or str(e)
    if not isinstance(found, dict):
        raise RuntimeError(f"{exe} --info is not readable: {why.strip()[:200] or 'no JSON object'}")
    return found


def patterns(bin_dir: Path, lib: str) -> list[str]:
    """The messaging patterns a library's programs have (their --info)."""
    exe = bin_dir / f"{lib}-router"
    try:
        return list(info(exe)["patterns"])
    except (KeyError, TypeError):
        raise RuntimeError(f"{exe} --info gave no readable list of patterns") from None


def scaleouts(bin_dir: Path, lib: str) -> tuple[dict[str, str], int]:
    """How a library's programs spread over several brokers (--info "scaleouts": name -> what it is), and
    the most brokers they take (--info "brokers_max")."""
    exe = bin_dir / f"{lib}-router"
    try:
        told = info(exe)
        return dict(told["scaleouts"]), int(told["brokers_max"])
    except (ValueError, KeyError, TypeError):
        raise RuntimeError(f"{exe} --info gave no readable scale-outs") from None


def server(bin_dir: Path, lib: str) -> dict | None:
    """A broker product's server as its programs describe it (--info "server"), or None."""
    return info(bin_dir / f"{lib}-router").get("server")


def server_version(bin_dir: Path, lib: str, program: Path) -> str:
    """The version of `program` as product `lib`'s router reads it when told to run it (--server), as the
    sweep then records it; RuntimeError when the router finds none."""
    version = (info(bin_dir / f"{lib}-router", "--server", str(program)).get("server") or {}).get("version")
    if not version or version == "unknown":
        raise RuntimeError(f"{program}: its version is not readable ({lib}'s router found none)")
    return version
