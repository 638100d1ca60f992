"""The record format (docs/records.md): every kind and key the C programs print is documented, every
failure cause has one documented name, a program that fails says its cause, a RESULT that ran with
other parameters than the point is refused, failed rows carry their cause, a schema-1 row gets its
cause from its words, a schema-4 folder's payload_size (a copy of size) is dropped as it is read, an older
folder's clients is read as workers or nodes (schema 7's key), and a report refuses a results schema it does
not know."""

import csv
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from support import BIN, REPO, run_sweep
from rrbench.core.lines import SWEEP_CAUSES, PointFailed, parse_record
from rrbench.analysis.dataset import load
from rrbench.analysis.stats import KEY
from rrbench.record.schema import SCHEMA, cause_of
from rrbench.workloads.checks import check_echo

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "records.md").read_text()

# A printf whose format starts with a record kind: the string literals that follow it, joined.
_PRINT = re.compile(r'\b(?:f?printf)\((?:stdout, |to, )?((?:\s*(?:"(?:\\.|[^"\\])*"|PRI[du]64))+)')
_LITERAL = re.compile(r'"((?:\\.|[^"\\])*)"')


def printed_records() -> dict[str, set[str]]:
    """{kind: keys} of every record a C source prints, from its format strings."""
    found: dict[str, set[str]] = {}
    sources = [p for d in ("common", "raw") for p in (ROOT / d).glob("*.c")]
    for src in sources:
        for m in _PRINT.finditer(src.read_text()):
            text = "".join(_LITERAL.findall(m.group(1)))
            kind = re.match(r"([A-Z]{2,})( |\\n|$)", text)
            if kind:
                found.setdefault(kind.group(1), set()).update(re.findall(r"(\w+)=", text))
    return found


def documented_keys(kind: str) -> set[str]:
    rows = [ln for ln in DOC.splitlines() if re.match(rf"\| [^|]*`{kind}`", ln)]
    return {k for ln in rows for k in re.findall(r"`(\w+)`", ln.split("|")[4])}


def test_every_printed_record_is_documented():
    found = printed_records()
    # The parser must find the well-known ones, or this test checks nothing.
    assert {"READY", "RESULT", "DONE", "FAILED", "ROUND", "HIST", "CPU"} <= set(found), sorted(found)
    for kind, keys in found.items():
        missing = keys - documented_keys(kind)
        assert not missing, f"docs/records.md: {kind} lacks {sorted(missing)}"


def program_causes() -> list[str]:
    return re.findall(r'\[CAUSE_\w+\] = "(\w+)"', (ROOT / "common" / "record.c").read_text())


def test_every_cause_is_documented_once():
    names = program_causes() + list(SWEEP_CAUSES)
    assert len(program_causes()) >= 10
    assert len(names) == len(set(names)), "a cause named twice"
    table = DOC.split("## Causes", 1)[1]
    for name in names:
        assert f"`{name}`" in table, f"docs/records.md: cause {name} is not listed"


def test_a_failing_program_says_its_cause_before_its_message(tmp_path):
    """A master that no worker reaches: FAILED cause=no_first_request on stdout, one error line."""
    r = subprocess.run([BIN / "zmq-master", "--connect", f"ipc://{tmp_path}/nobody", "--workers", "1",
                        "--size", "8", "--timeout", "0.05"], capture_output=True, text=True, timeout=30)
    assert r.returncode == 1
    records = [parse_record(ln) for ln in r.stdout.splitlines() if ln.strip()]
    assert ("FAILED", {"cause": "no_first_request"}) in records, r.stdout
    assert len(r.stderr.strip().splitlines()) == 1 and ": error: " in r.stderr


class FakeRole:
    name = "master"

    def __init__(self, **result):
        self.records = {"RESULT": {k: str(v) for k, v in result.items()}}


def test_a_result_that_ran_with_other_parameters_is_refused():
    check_echo(FakeRole(size=64, workers=2, msgs=9), {"size": 64, "workers": 2})
    with pytest.raises(PointFailed) as e:
        check_echo(FakeRole(size=65, workers=2), {"size": 64, "workers": 2})
    assert e.value.cause == "echo" and "size=65" in str(e.value) and "asked for 64" in str(e.value)
    with pytest.raises(PointFailed):  # a program that does not echo at all is refused too
        check_echo(FakeRole(msgs=9), {"size": 64})


@pytest.mark.parametrize("status,cause", [
    ("failed:worker 1 exited 1 during measure: client 1: no reply within 5.0 s to request 9 (8 verified "
     "before)", "no_reply"),
    ("failed:worker 0 exited 1 during measure: client 0: no reply within 5.0 s to request 3 (2 verified "
     "before); the library gave up after 0.012 s of it by the monotonic clock", "early_timeout"),
    ("failed:master exited 1 during measure: stalled: no request for 5.0 s during the measured phase; x",
     "no_request"),
    ("failed:controller exited 1 during setup: subscriptions: no answer to 12 hellos in 30.0 s from 3",
     "no_hello_answer"),
    ("failed:controller exited 1 during measure: round 7: node 3 got the results request but never its "
     "task (lost)", "task_lost"),
    ("failed:2000 clients need about 4100 open files per process; the limit is 1024", "open_files"),
    ("failed:master killed by SIGKILL during measure", ""),
    ("ok", ""),
])
def test_a_schema_1_row_gets_its_cause_from_its_words(status, cause):
    assert cause_of({"status": status}) == cause
    if status != "ok":  # a row that has its cause keeps it, whatever its words say
        assert cause_of({"status": status, "cause": "echo"}) == "echo"


def test_failed_rows_carry_their_cause_and_meta_its_schema(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = run_sweep("--libs", "zmq", "--transports", "ipc", "--sizes", "64", "--workers", "2", "--trials", "2",
                  "--duration", "0.5", "--warmup", "0.1", "--timeout", "2", "--seed", "1", "--out", out,
                  "--tmpdir", short_tmp, "--inject-fault", "master:KILL:measure:1")
    assert p.returncode == 1, p.stderr
    with open(out / "results.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["status"][:7], r["cause"]) for r in rows] == [("failed:", "injected"), ("ok", "")]
    # the count under its one name each, on every row (a failed one too), and no column clients (schema 7);
    # size is the payload's alone
    assert {(r["size"], r["workers"], r["nodes"]) for r in rows} == {("64", "2", "")}
    assert "clients" not in rows[0]
    assert "payload_size" not in rows[0]  # schema 5: it was size again
    assert json.loads((out / "meta.json").read_text())["results_schema"] == SCHEMA


def test_the_oldest_committed_folder_is_read():
    folder = REPO / "results" / "2026-11-22-full-original-grid"  # before the topology column (and churn, ...)
    with open(folder / "results.csv", newline="") as f:
        assert "topology" not in next(csv.reader(f))
    ds = load(folder)
    assert len(ds.rows) == 544 and {r["topology"] for r in ds.rows} == {"broker"}


def test_a_schema_4_folder_is_read_without_its_copy_of_size():
    folder = REPO / "results" / "2026-11-25-scale"  # schema 4: payload_size beside size (empty: the rounds')
    assert json.loads((folder / "meta.json").read_text())["results_schema"] == 4
    with open(folder / "results.csv", newline="") as f:
        written = list(csv.DictReader(f))
    assert written and all(r["payload_size"] in ("", r["size"]) for r in written)
    ds = load(folder)
    assert ds.all_rows and not any("payload_size" in r for r in ds.all_rows)
    assert [r["size"] for r in ds.all_rows] == [r["size"] for r in written]


@pytest.mark.parametrize("name,schema", [("2026-11-24-grischa", 1), ("2026-11-25-scale", 4),
                                         ("2026-11-25-brokers", 6)])
def test_an_older_folder_keys_on_workers_and_nodes(name, schema):
    """Before schema 7 a row's clients was a column (schema 1: the only one); read, each row has it under its
    workload's name, the other's empty, no column clients, and the points are keyed on those."""
    folder = REPO / "results" / name
    assert json.loads((folder / "meta.json").read_text()).get("results_schema", 1) == schema
    with open(folder / "results.csv", newline="") as f:
        written = list(csv.DictReader(f))
    ds = load(folder)
    named = {"reqrep": "workers", "rounds": "nodes"}
    assert [(r[named[r["workload"]]], r["workers" if named[r["workload"]] == "nodes" else "nodes"])
            for r in ds.all_rows] == [(r["clients"], "") for r in written]
    assert not any("clients" in r for r in ds.all_rows)
    assert all(len(k) == len(KEY) for k in ds.points)
    key = dict(zip(KEY, next(iter(ds.points))))
    assert key[named[key["workload"]]] != "" and "clients" not in key


def test_report_refuses_a_results_schema_it_does_not_know(tmp_path):
    folder = tmp_path / "future"
    shutil.copytree(REPO / "tests" / "data" / "results-small", folder)
    meta = json.loads((folder / "meta.json").read_text())
    (folder / "meta.json").write_text(json.dumps({**meta, "results_schema": 99}))
    r = subprocess.run([sys.executable, REPO / "scripts" / "report", folder], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "results schema 99" in r.stderr, r.stderr
    assert not (folder / "report.md").exists()
