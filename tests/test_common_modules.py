"""The shape of common/ (the C every program shares): its modules include one another one way, with
no circle, and every function or table a module exports carries the module's name as its prefix
(cli_parse_args, record_fail), as HdrHistogram's do; a program's main aside.

Run as a script, it prints the include graph: python3 tests/test_common_modules.py"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMON = ROOT / "common"
OBJECTS = ROOT / "build" / "release" / "common"
INCLUDE = re.compile(r'^#include "([a-z_]+)\.h"', re.M)


def includes() -> dict[str, set[str]]:
    """module -> the other modules of common/ its .c and .h include."""
    graph: dict[str, set[str]] = {}
    for path in sorted(COMMON.glob("*.[ch]")):
        found = set(INCLUDE.findall(path.read_text(encoding="utf-8"))) - {path.stem}
        graph.setdefault(path.stem, set()).update(m for m in found if (COMMON / f"{m}.h").is_file())
    return graph


def circles(graph: dict[str, set[str]]) -> list[str]:
    """Every module that reaches itself."""
    def reach(start: str) -> set[str]:
        seen, todo = set(), [start]
        while todo:
            for nxt in graph.get(todo.pop(), ()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen
    return sorted(m for m in graph if m in reach(m))


def test_common_includes_run_one_way():
    graph = includes()
    assert len(graph) > 15, "common/ was not found"
    assert circles(graph) == [], f"modules in a circle: {circles(graph)}"


def test_a_circle_is_seen():
    assert circles({"cli": {"info"}, "info": {"server"}, "server": {"cli"}, "wire": set()}) == ["cli", "info",
                                                                                               "server"]


def test_every_export_carries_its_modules_prefix():
    nm = shutil.which("nm")
    assert nm, "nm is not installed (Debian package binutils)"
    objects = [o for o in sorted(OBJECTS.glob("*.o")) if (COMMON / f"{o.stem}.c").is_file()]
    assert len(objects) > 15, "build/release/common/ is not built: make test builds it"
    unprefixed = []
    for o in objects:
        out = subprocess.run([nm, "-g", "--defined-only", str(o)], capture_output=True, text=True, check=True).stdout
        names = [line.split()[-1] for line in out.splitlines() if line.strip()]
        unprefixed += [f"{o.stem}.c: {n}" for n in names if n != "main" and not n.startswith(f"{o.stem}_")]
    assert unprefixed == [], "exported without their module's prefix:\n" + "\n".join(unprefixed)


if __name__ == "__main__":
    for module, deps in sorted(includes().items()):
        print(f"{module:10} -> {', '.join(sorted(deps)) or '-'}")
    sys.exit(1 if circles(includes()) else 0)
