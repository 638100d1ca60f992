"""One word per concept: the rounds' pattern that names every peer by its topic is `addressed` (it
was `router`, the broker program's name too). The old name is no pattern: the programs' --pattern and
the sweep's --patterns refuse it with one line and exit 2; a folder of an older results schema reads as
`addressed`; a sweep of an older schema is not resumed into this one."""

import json
import subprocess
import sys

import pytest

from support import BIN, REPO
from rrbench.analysis import dataset
from rrbench.record.schema import SCHEMA

SWEEP = REPO / "scripts" / "sweep"

pytestmark = pytest.mark.skipif(not (BIN / "zmq-master").is_file(), reason="the programs are not built")


@pytest.mark.parametrize("role,args", [
    ("router", ["--front", "tcp://127.0.0.1:1", "--back", "tcp://127.0.0.1:2"]),
    ("controller", ["--pub", "tcp://127.0.0.1:1", "--sub", "tcp://127.0.0.1:2", "--nodes", "4"]),
    ("node", ["--pub", "tcp://127.0.0.1:1", "--sub", "tcp://127.0.0.1:2", "--id", "0", "--all-nodes", "4"]),
])
def test_every_program_refuses_the_old_name_in_one_line(role, args):
    p = subprocess.run([BIN / f"zmq-{role}", *args, "--pattern", "router"], capture_output=True, text=True,
                       timeout=10)
    assert p.returncode == 2 and p.stdout == "", p.stderr
    assert p.stderr == (f"zmq-{role}: error: --pattern: unknown pattern 'router' (known: reqrep, pubsub, "
                        "addressed, survey, reply) (try --help)\n"), p.stderr


def test_the_sweep_refuses_the_old_name_in_one_line(tmp_path):
    p = subprocess.run([sys.executable, str(SWEEP), "--workload", "rounds", "--libs", "zmq", "--patterns", "router",
                        "--out", tmp_path / "run"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2, p.stderr
    assert p.stderr == ("sweep: error: --patterns: unknown pattern 'router' (known: pubsub, addressed, survey, "
                        "reply)\n"), p.stderr
    assert not (tmp_path / "run").exists()


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
