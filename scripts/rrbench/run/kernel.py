"""The kernel's own cost of a move's messages (bin/rrb-kernel; docs/scale.md "The kernel's own cost"): the
reference a floor broker's CPU per node per move is held against, measured in the same run as the floor."""

from __future__ import annotations

import subprocess
from pathlib import Path

# A move's sends go to many sockets in turn, as to the nodes; what a message costs the kernel grows with
# the sockets it keeps (their state leaves the caches): measured over as many connections as a floor has nodes
# where it runs one of these counts (a few, and the scale runs' 1,024 and 4,096), so a floor is held against the
# kernel at its own node count.
CONNECTIONS = (64, 1024, 4096)
SECONDS = 0.5      # per way measured (three ways, each after a 0.2-s warm-up): --kernel-seconds' default
SECONDS_RANGE = (0.1, 60.0)  # what rrb-kernel takes
TIMEOUT_S = 60


def measure(bin_dir: Path, connections: int, seconds: float = SECONDS) -> dict:
    """One measurement, `seconds` each way: the KERNEL line's fields (CPU µs per message of each way and side),
    or {"error": why}."""
    exe = bin_dir / "rrb-kernel"
    try:
        p = subprocess.run([str(exe), "--connections", str(connections), "--seconds", str(seconds)],
                           capture_output=True, text=True, timeout=TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as e:
        return {"error": f"{exe.name}: {e}"}
    line = next((ln for ln in p.stdout.splitlines() if ln.startswith("KERNEL ")), None)
    if p.returncode != 0 or line is None:
        return {"error": (p.stderr.strip().splitlines() or [f"{exe.name} exited {p.returncode}"])[-1]}
    out: dict = {}
    for field in line.split()[1:]:
        key, _, value = field.partition("=")
        try:
            out[key] = float(value) if "." in value else int(value)
        except ValueError:
            out[key] = value
    return out
