"""A workload is one module and a line in workloads/registry.py: every registered workload answers
what the harness asks (registry.INTERFACE); no module outside the workloads package compares a
workload's name; and a workload registered in one line reaches the sweep's flags, its plan, a run of
real programs, results.csv and the dataset the report reads."""

import ast
import csv
from pathlib import Path

import pytest

from support import BIN, REPO
from rrbench.analysis.dataset import load
from rrbench.sweep import sweep as sweepmod
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan
from rrbench.workloads import WORKLOADS
from rrbench.workloads.registry import INTERFACE
from rrbench.workloads.reqrep import ReqRep

PACKAGE = REPO / "scripts" / "rrbench"


def test_every_workload_answers_what_the_harness_asks():
    for name, w in WORKLOADS.items():
        missing = [a for a in INTERFACE if not hasattr(w, a)]
        assert not missing, f"workload {name} lacks {', '.join(missing)} (workloads/registry.py INTERFACE)"
        assert w.name == name and w.count_flag.startswith("--") and set(w.scenarios) >= {"none"}


def names_compared(tree: ast.AST, names: set[str]) -> list[int]:
    """Lines where a workload's name is compared (==, !=, in), or a dict literal is keyed by workload (every
    key a workload's name; "rounds" is a column's name too)."""
    def is_name(node) -> bool:
        if isinstance(node, ast.Constant):
            return node.value in names
        return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(is_name(e) for e in node.elts)
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(map(is_name, [node.left, *node.comparators])):
            lines.append(node.lineno)
        elif isinstance(node, ast.Dict) and node.keys and all(k is not None and is_name(k) for k in node.keys):
            lines.append(node.lineno)
    return lines


def test_no_module_outside_a_workload_compares_a_workload_name():
    files = [p for p in PACKAGE.rglob("*.py") if "workloads" not in p.relative_to(PACKAGE).parts]
    files += [REPO / "scripts" / name for name in ("harness-check", "docs-figures", "sweep", "report")]
    assert len(files) > 40
    found = [f"{p.relative_to(REPO)}:{line}" for p in files
             for line in names_compared(ast.parse(p.read_text(encoding="utf-8")), set(WORKLOADS))]
    assert not found, "a workload's name compared outside its module (ask the workload instead):\n" + \
        "\n".join(found)


def test_the_name_check_finds_a_comparison():
    tree = ast.parse('if row["workload"] == "rounds": pass\nx = {"reqrep": 1}\ny = w in ("a", "rounds")\n'
                     'z = {"rounds": 1, "rows": 2}\nf"{\'n\' if p.workload == \'rounds\' else \'c\'}"')
    assert names_compared(tree, set(WORKLOADS)) == [1, 2, 3, 5]


class Echo(ReqRep):
    """A second request-reply, under its own name and count flag: a new workload in one line."""
    name = "echo"
    title = "echo"
    summary = "the same exchange under another name"
    count_flag = "--echoes"
    count_noun = "echoes"
    counts_named = "the echo workload's counts"


@pytest.fixture
def echo_registered(monkeypatch):
    monkeypatch.setitem(WORKLOADS, Echo.name, Echo)  # the one line: registry.py WORKLOADS


def test_a_registered_workload_has_its_flag_and_its_plan(echo_registered):
    parser = build_parser()
    text = " ".join(parser.format_help().split())
    assert "--echoes ECHOES echo: worker counts (default 1,8,16,64,128;" in text, text
    assert "echo (the same exchange under another name), or several (default reqrep)" in text, text
    plan = make_plan(parser.parse_args(["--workload", "echo", "--echoes", "2,3", "--libs", "zmq", "--transports",
                                        "ipc", "--sizes", "64", "--trials", "1", "--seed", "1", "--bin", str(BIN)]))
    plan.close()
    assert {(p.workload, p.workers) for p in plan.points} == {("echo", 2), ("echo", 3)}
    assert plan.grid["workloads"] == ["echo"] and plan.grid["workers"] == [2, 3]
    point = plan.points[0]
    assert point.columns()["workload"] == "echo" and point.named_columns()["workers"] == point.workers == point.count
    assert point.slug().startswith("zmq-ipc-broker-s64-")


@pytest.mark.skipif(not (BIN / "zmq-master").is_file(), reason="the programs are not built")
def test_a_registered_workload_runs_and_reaches_the_dataset(echo_registered, tmp_path, short_tmp, capsys):
    out = tmp_path / "echo"
    code = sweepmod.main(["--workload", "echo", "--echoes", "2", "--libs", "zmq", "--transports", "ipc",
                          "--sizes", "64", "--trials", "1", "--duration", "0.3", "--warmup", "0.1", "--timeout", "5",
                          "--seed", "1", "--bin", str(BIN), "--out", str(out), "--tmpdir", short_tmp])
    assert code == 0, capsys.readouterr().err
    with open(Path(out) / "results.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["workload"], r["status"], r["workers"]) for r in rows] == [("echo", "ok", "2")]
    ds = load(out)
    assert [r["workload"] for r in ds.rows] == ["echo"]
