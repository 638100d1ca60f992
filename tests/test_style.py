"""The code's layout is the formatter's, and the linter finds nothing: C by clang-format
(.clang-format), Python by flake8 (.flake8). Both come from Debian (scripts/deps --test)."""

import shutil
import subprocess
from pathlib import Path

from rrbench.core.libraries import LIBRARIES

ROOT = Path(__file__).resolve().parent.parent
ADAPTER_DIRS = tuple(dict.fromkeys(folder for lib in LIBRARIES for folder in lib.folders))  # the Makefile's lines
C_DIRS = ("common", *ADAPTER_DIRS, "bench", "tests/unit", "tests/e2e", "tests/fuzz")


def tool(name: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} is not installed: scripts/deps --test installs it (Debian package {name})"
    return path


def c_sources() -> list[Path]:
    return sorted(p for d in C_DIRS for p in (ROOT / d).glob("*.[ch]") if p.name != "build_info.h")


def test_c_is_formatted():
    files = c_sources()
    assert len(files) > 40, "the C sources were not found"
    r = subprocess.run([tool("clang-format"), "--dry-run", "--Werror", *map(str, files)], cwd=ROOT,
                       capture_output=True, text=True)
    assert r.returncode == 0, "clang-format -i FILE would change (first lines):\n" + "\n".join(
        r.stderr.splitlines()[:20])


PY_COMMANDS = ("sweep", "report", "compare", "docs-figures", "soak", "netlab", "harness-check", "servers-today",
               "profile-broker")


def test_python_passes_flake8():
    commands = [ROOT / "scripts" / c for c in PY_COMMANDS]
    assert all(c.is_file() for c in commands)
    r = subprocess.run([tool("flake8"), "scripts", "tests", *map(str, commands)], cwd=ROOT,
                       capture_output=True, text=True)
    assert r.returncode == 0, "flake8 (.flake8) finds:\n" + "\n".join(r.stdout.splitlines()[:20]) + r.stderr
