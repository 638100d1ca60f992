"""The shape of scripts/rrbench (its __init__.py declares the layers): imports go one way, down; no
module reaches into another object's private members; no function is over 60 lines.

Run as a script, it prints the import graph: python3 tests/test_layers.py"""

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scripts" / "rrbench"
MAX_FUNCTION_LINES = 60

sys.path.insert(0, str(PACKAGE.parent))
from rrbench import LAYERS  # noqa: E402


def modules() -> dict[str, ast.Module]:
    """'run.point' -> its syntax tree, for every module of the package ('' for the package itself)."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return out


def is_package(name: str) -> bool:
    return (PACKAGE / name.replace(".", "/") / "__init__.py").is_file() or name == ""


def resolve(importer: str, node: ast.ImportFrom) -> list[str]:
    """The modules of the package a `from ... import ...` names (relative or rrbench.*); [] for others."""
    if node.level:
        base = importer.split(".") if is_package(importer) and importer else importer.split(".")[:-1]
        base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
        target = ".".join([*[b for b in base if b], *([node.module] if node.module else [])])
    elif node.module and (node.module == "rrbench" or node.module.startswith("rrbench.")):
        target = node.module.removeprefix("rrbench").lstrip(".")
    else:
        return []
    out = []
    for alias in node.names:  # `from ..analysis import scores`: the module scores, not the package
        sub = f"{target}.{alias.name}" if target else alias.name
        out.append(sub if (PACKAGE / (sub.replace(".", "/") + ".py")).is_file() or is_package(sub) else target)
    return out


def imports(importer: str, tree: ast.Module) -> set[str]:
    """Every module of the package this one imports, at its top or inside a function."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found.update(resolve(importer, node))
        elif isinstance(node, ast.Import):
            found.update(a.name.removeprefix("rrbench").lstrip(".") for a in node.names
                         if a.name == "rrbench" or a.name.startswith("rrbench."))
    return found - {importer}


def graph() -> dict[str, set[str]]:
    return {name: imports(name, tree) for name, tree in modules().items()}


def layer(module: str) -> str:
    return module.split(".")[0]


def test_every_package_has_its_layer():
    packages = {layer(m) for m in modules() if m}
    assert packages <= set(LAYERS), f"packages not in rrbench.LAYERS: {sorted(packages - set(LAYERS))}"
    assert [name for name in modules() if name and "." not in name and not is_package(name)] == [], \
        "a module outside every layer (put it in one of rrbench.LAYERS)"


def test_imports_go_down():
    rank = {name: i for i, name in enumerate(LAYERS)}
    wrong = [f"{m} ({layer(m)}) imports {t} ({layer(t)})"
             for m, targets in graph().items() if m for t in sorted(targets)
             if t == "" or rank[layer(t)] > rank[layer(m)]]
    assert not wrong, "imports that go up (layers, bottom to top: " + " < ".join(LAYERS) + "):\n" + "\n".join(wrong)


def test_no_import_cycles():
    g = graph()
    state: dict[str, int] = {}

    def visit(m, path):
        if state.get(m) == 1:
            return path[path.index(m):] + [m]
        if state.get(m) == 2:
            return None
        state[m] = 1
        for t in sorted(g.get(m, ())):
            cycle = visit(t, path + [m])
            if cycle:
                return cycle
        state[m] = 2
        return None

    for m in sorted(g):
        cycle = visit(m, [])
        assert not cycle, "import cycle: " + " -> ".join(cycle)


def test_no_module_reaches_into_private_members():
    wrong = []
    for name, tree in modules().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                owner = node.value
                if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls")):
                    wrong.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.ImportFrom) and resolve(name, node):
                wrong += [f"{name}:{node.lineno}: imports {a.name}" for a in node.names
                          if a.name.startswith("_") and not a.name.startswith("__")]
    assert not wrong, "private members used from outside their object or module:\n" + "\n".join(wrong)


def long_functions() -> list[tuple[int, str]]:
    """(lines, 'module.Class.function') of every function over MAX_FUNCTION_LINES, longest first."""
    out = []
    for name, tree in modules().items():
        def walk(node, prefix):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    qual = f"{prefix}.{child.name}"
                    if not isinstance(child, ast.ClassDef):
                        lines = child.end_lineno - child.lineno + 1
                        if lines > MAX_FUNCTION_LINES:
                            out.append((lines, qual))
                    walk(child, qual)
                else:
                    walk(child, prefix)
        walk(tree, name or "rrbench")
    return sorted(out, reverse=True)


def test_no_function_is_over_60_lines():
    long = long_functions()
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines (split them): " + \
        ", ".join(f"{qual} ({lines})" for lines, qual in long)


if __name__ == "__main__":
    for m, targets in sorted(graph().items()):
        print(f"{m or 'rrbench'} -> {', '.join(sorted(targets)) or '(nothing of ours)'}")
    for lines, qual in long_functions():
        print(f"over {MAX_FUNCTION_LINES} lines: {qual} ({lines})")
