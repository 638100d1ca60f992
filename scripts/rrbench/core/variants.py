"""Variants of a library's programs that the sweep runs beside it as LIB@NAME (docs/versions.md): the
library's own programs with one difference, as scripts in the bin folder that exec them.

  a server variant   PRODUCT@SUFFIX (scripts/servers-today): its router runs another build of the
                     product's server (--server PATH, and --server-args); its other roles are links.
  a client variant   LIB@NAME, which the library's adapter declares (--info "variants": NAME, and the
                     VAR=value, or several a space apart, its programs then run with, which the adapter
                     reads): every role runs
                     with that in its environment. The sweep writes these itself when --libs names one
                     (ensure()), so they need no make target.
  a fresh variant    PRODUCT@fresh, for a product whose server the sweep keeps (--info server.slice:
                     run/kept.py): the same programs, a server of its own every point, as before the
                     kept server; what the kept server is measured against. Written as a client
                     variant is, with no difference in its programs.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import programs
from .libraries import NAMES

ROLES = ("master", "router", "worker", "controller", "node")
FRESH = "fresh"  # PRODUCT@fresh: a server of its own every point
NAME = re.compile(r"^([a-z]+)@([A-Za-z0-9._-]+)$")
# One VAR=value or several, a space apart (raw@uring-coalesce: the broker's and the publisher's)
_ENV = re.compile(r"^[A-Z_][A-Z0-9_]*=[A-Za-z0-9._,:/-]*( [A-Z_][A-Z0-9_]*=[A-Za-z0-9._,:/-]*)*$")


def split(name: str) -> tuple[str, str] | None:
    """LIB@SUFFIX -> (LIB, SUFFIX), or None when it is no variant's name."""
    m = NAME.match(name)
    return (m.group(1), m.group(2)) if m else None


def write(bin_dir: Path, name: str, *, server: Path | None = None, server_args: str = "", env: str = "") -> None:
    """bin_dir/NAME-ROLE for every role: LIB's programs, the router with `server` (and `server_args`), every
    role with `env` ("VAR=value") in its environment. The caller has checked LIB and the values."""
    lib = split(name)[0]
    for role in ROLES:
        target = bin_dir / f"{name}-{role}"
        base = (bin_dir / f"{lib}-{role}").resolve()
        if target.is_symlink() or target.exists():
            target.unlink()
        more = ""
        if role == "router" and server:
            more = f' --server "{server}"' + (f' --server-args "{server_args}"' if server_args else "")
        if not more and not env:
            target.symlink_to(base)
            continue
        what = f"with the server at {server}" if server else f"with {env}"
        target.write_text(f'#!/bin/sh\n# {name}: {lib}\'s {role} {what}\n'
                          f'{env + " " if env else ""}exec "{base}"{more} "$@"\n')
        target.chmod(0o755)


def declared(bin_dir: Path) -> dict[str, str]:
    """LIB@NAME -> its VAR=value, for every client variant an adapter built in bin_dir declares."""
    out = {}
    for lib in NAMES:
        exe = bin_dir / f"{lib}-master"
        if not exe.is_file():
            continue
        try:
            found = programs.info(exe).get("variants") or []
        except RuntimeError:
            continue
        for v in found:
            if NAME.match(f"{lib}@{v['name']}") and _ENV.match(v["value"]):
                out[f"{lib}@{v['name']}"] = v["value"]
    return out


def fresh(bin_dir: Path) -> list[str]:
    """PRODUCT@fresh for every product built in bin_dir whose server the sweep keeps (--info server.slice)."""
    out = []
    for lib in NAMES:
        exe = bin_dir / f"{lib}-router"
        try:
            server = programs.info(exe).get("server") if exe.is_file() else None
        except RuntimeError:
            continue
        if server and server.get("slice"):
            out.append(f"{lib}@{FRESH}")
    return out


def ensure(bin_dir: Path, names: list[str]) -> None:
    """Writes the client variants among `names` that an adapter declares, as the adapter declares them now,
    and the fresh variants among them."""
    known, fresh_ones = declared(bin_dir), fresh(bin_dir)
    for name in names:
        if name in known:
            write(bin_dir, name, env=known[name])
        elif name in fresh_ones:
            write(bin_dir, name)
