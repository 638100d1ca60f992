"""What a program says about itself (PROGRAM --info, docs/records.md): read once per program and process,
since the programs do not change while a sweep runs."""

from __future__ import annotations

import functools
import json
import subprocess
from pathlib import Path


@functools.lru_cache(maxsize=None)
def info(exe: Path) -> dict:
    """The program's --info as a dict; RuntimeError naming the program when it cannot run or says no JSON
    object."""
    try:
        out = subprocess.run([str(exe), "--info"], capture_output=True, text=True, timeout=10)
        found = json.loads(out.stdout) if out.returncode == 0 else None
    except (OSError, ValueError, subprocess.SubprocessError) as e:
        raise RuntimeError(f"{exe} --info is not readable: {e}") from None
    if not isinstance(found, dict):
        raise RuntimeError(f"{exe} --info is not readable: {out.stderr.strip()[:200] or 'no JSON object'}")
    return found
