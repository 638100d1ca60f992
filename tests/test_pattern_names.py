"""One word per concept: the rounds' pattern that names every peer by its topic is `addressed` (it
was `router`, the broker program's name too). The old name works for one release in the programs'
--pattern and the sweep's --patterns, with one note; a folder of an older results schema reads as
`addressed`; a sweep of an older schema is not resumed into this one."""

import json
import subprocess
import sys

import pytest

from support import BIN, REPO, TRANSPORTS, finish_node, records, result_rows, start_rounds
from rrbench.analysis import dataset
from rrbench.core.grid import UsageError
from rrbench.record.schema import SCHEMA
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan

SWEEP = REPO / "scripts" / "sweep"
SWEEP_NOTE = "sweep: note: --patterns: router is now addressed; router goes in the next release\n"

pytestmark = pytest.mark.skipif(not (BIN / "zmq-master").is_file(), reason="the programs are not built")


def program_note(prog):
    return f"{prog}: note: --pattern router is now --pattern addressed; router goes in the next release\n"


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_every_program_takes_the_old_name_and_says_so_once(procs, endpoints, transport):
    front, back = endpoints(transport)
    broker, nodes = start_rounds(procs, BIN, {}, "zmq", front, back, nodes=4, per_process=2, pattern="router")
    rc, out, err = procs.finish(procs.start([BIN / "zmq-controller", "--pub", front, "--sub", back, "--nodes", 4,
                                             "--pattern", "router", "--rounds", 10, "--warmup", 0.1,
                                             "--timeout", 2]))
    assert rc == 0 and err == program_note("zmq-controller"), err
    result = dict(records(out))["RESULT"]
    assert result["pattern"] == "addressed" and int(result["rounds"]) == 10
    for n in nodes:
        rc, _, err = finish_node(procs, n)
        assert rc == 0 and err == program_note("zmq-node"), err
    broker.terminate()
    assert procs.finish(broker)[2] == program_note("zmq-router")


def plan_of(*argv):
    plan = make_plan(build_parser().parse_args([*argv, "--workload", "rounds", "--libs", "zmq", "--transports",
                                                "ipc", "--nodes", "2", "--trials", "1", "--seed", "1",
                                                "--bin", str(BIN)]))
    plan.close()
    return plan


def test_the_sweep_plans_the_old_name_as_the_new_one_with_a_note():
    old, new = plan_of("--patterns", "router"), plan_of("--patterns", "addressed")
    assert [p.pattern for p in old.points] == [p.pattern for p in new.points] == ["addressed"]
    assert old.notes == (SWEEP_NOTE.removeprefix("sweep: note: ").strip(),) and new.notes == ()
    assert old.grid["rounds"]["libs_by_pattern"] == {"addressed": ["zmq"]}
    with pytest.raises(UsageError, match="names a value twice"):
        plan_of("--patterns", "router,addressed")


def test_a_sweep_with_the_old_name_runs_and_says_so_once(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = subprocess.run([sys.executable, str(SWEEP), "--workload", "rounds", "--libs", "zmq", "--patterns", "router",
                        "--transports", "ipc", "--nodes", "2", "--trials", "1", "--duration", "0.2", "--warmup",
                        "0.1", "--out", out, "--tmpdir", short_tmp], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stderr.count(SWEEP_NOTE) == 1 and "note:" not in p.stderr.replace(SWEEP_NOTE, ""), p.stderr
    assert [(r["pattern"], r["status"]) for r in result_rows(out)] == [("addressed", "ok")]


def test_an_older_folder_reads_router_as_addressed():
    """A committed folder of schema 1 (its rows say router): the report's rows say addressed."""
    folder = REPO / "results" / "2026-11-23-grischa"
    raw = {r.split(",")[1] for r in (folder / "results.csv").read_text().splitlines()[1:]}
    assert "router" in raw  # the words on disk are the old ones
    patterns = {r["pattern"] for r in dataset.load(folder).all_rows}
    assert "addressed" in patterns and "router" not in patterns


def test_a_sweep_of_an_older_schema_is_not_resumed(tmp_path, short_tmp):
    out = tmp_path / "run"
    argv = [sys.executable, str(SWEEP), "--workload", "rounds", "--libs", "zmq", "--transports", "ipc", "--nodes",
            "2", "--trials", "1", "--duration", "0.2", "--warmup", "0.1", "--out", out, "--tmpdir", short_tmp]
    assert subprocess.run(argv, capture_output=True, text=True, timeout=120).returncode == 0
    meta = json.loads((out / "meta.json").read_text())
    (out / "meta.json").write_text(json.dumps({**meta, "results_schema": 2}))
    before = (out / "results.csv").read_text()
    p = subprocess.run([sys.executable, str(SWEEP), "--resume", out, "--tmpdir", short_tmp], capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr
    assert f"holds results schema 2 and this version writes {SCHEMA}" in p.stderr, p.stderr
    assert (out / "results.csv").read_text() == before
