"""What the programs accept and assume: each numeric flag's bounds and default as their --info gives
them ("limits", "defaults", from common/cli.c's option table, so the same for every library and
role), read once from any one built program. Checked here, the sweep refuses a value before a point
runs, with the programs' own numbers; its defaults for the flags it hands on are theirs; it keeps no
copy of either."""

from __future__ import annotations

import functools
from pathlib import Path

from . import programs
from .grid import UsageError

ROLES = ("master", "controller", "worker", "node", "router")  # each has the limits; a master first


@functools.lru_cache(maxsize=None)
def any_program_info(bin_dir: Path) -> dict:
    """The --info of the first program in bin_dir that gives its limits."""
    for exe in (exe for role in ROLES for exe in sorted(Path(bin_dir).glob(f"*-{role}")) if exe.is_file()):
        try:
            info = programs.info(exe)
        except RuntimeError:
            continue
        if isinstance(info.get("limits"), dict):
            return info
    raise UsageError(f"{bin_dir}: no program there gives its limits (--info \"limits\"): run 'make' first")


def program_limits(bin_dir: Path) -> dict:
    """flag (or "tcp_port", "ipc_path") -> {"minimum" or "exclusiveMinimum", "maximum", "unit"}: the
    "limits" of the --info of the first program in bin_dir that gives them."""
    return any_program_info(Path(bin_dir))["limits"]


def program_default(bin_dir: Path, flag: str) -> float:
    """What the programs take for `flag` when it is not given (--info "defaults", e.g. 5 for --timeout)."""
    defaults = any_program_info(Path(bin_dir)).get("defaults")
    if not isinstance(defaults, dict) or flag not in defaults:
        raise UsageError(f"{bin_dir}: its programs give no default for {flag} (--info \"defaults\"): run 'make' "
                         f"first")
    return defaults[flag]


def bounds(bin_dir: Path, flag: str) -> tuple[float, float]:
    """The least and the greatest value of `flag` the programs take (an exclusive lower bound as is)."""
    limit = program_limits(Path(bin_dir))[flag]
    return limit.get("minimum", limit.get("exclusiveMinimum", 0)), limit["maximum"]


def out_of_range(bin_dir: Path, flag: str, value: float) -> str | None:
    """Why the programs refuse `value` for `flag` ('0.0001 is out of range (0.001 .. 1000000 seconds)'),
    or None when they take it."""
    limit = program_limits(Path(bin_dir))[flag]
    lo, hi = bounds(bin_dir, flag)
    low_ok = value > lo if "exclusiveMinimum" in limit else value >= lo
    if low_ok and value <= hi:
        return None
    unit = f" {limit['unit']}" if "unit" in limit else ""
    return (f"{shown(value)} is out of range ({'over ' if 'exclusiveMinimum' in limit else ''}{shown(lo)} .. "
            f"{shown(hi)}{unit})")


def shown(v: float) -> str:
    """A number as a person writes it: 1000000, not 1e+06; 0.001."""
    return str(int(v)) if float(v).is_integer() else f"{v:g}"
