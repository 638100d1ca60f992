"""Units as the flags and the report write them: link rates (1gbit) and byte sizes (64 KiB)."""

from __future__ import annotations

import re

RATE_UNITS = {"kbit": 1e3, "mbit": 1e6, "gbit": 1e9}


class UnitError(ValueError):
    """A value that is not in the units asked for: one line."""


def parse_rate(text: str) -> float:
    """A link rate in bits/s: '1gbit' -> 1e9, from 100kbit to 100gbit."""
    m = re.fullmatch(r"(\d+(?:\.\d+)?)(kbit|mbit|gbit)", text.strip().lower())
    if not m:
        raise UnitError(f"--rate '{text}': expected a number with kbit, mbit or gbit (e.g. 1gbit)")
    bits = float(m.group(1)) * RATE_UNITS[m.group(2)]
    if not 1e5 <= bits <= 1e11:
        raise UnitError(f"--rate '{text}': between 100kbit and 100gbit")
    return bits


def size_label(n: int) -> str:
    """Binary units, as the sweep's flags: 64 -> '64 B', 65536 -> '64 KiB'."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift and n % (1 << shift) == 0:
            return f"{n >> shift} {unit}"
    return f"{n} B"
