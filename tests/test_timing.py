"""Where a sweep's time goes: the runs' timing columns (results schema 7) and their reader
(analysis/timing.py, scripts/report --timing)."""

import csv
import json
import subprocess
import sys

from support import REPO

from rrbench.analysis import timing
from rrbench.record.results import COLUMNS
from rrbench.record.schema import TIMING, upgrade_row

PHASE_COLUMNS = [c for c, _ in timing.PHASES]


def sweep(*args):
    return subprocess.run([sys.executable, str(REPO / "scripts" / "sweep"), *map(str, args)], capture_output=True,
                          text=True, timeout=300)


def test_a_real_sweep_times_every_run_and_the_phases_add_up(tmp_path, short_tmp):
    out = tmp_path / "run"
    p = sweep("--workload", "reqrep,rounds", "--libs", "zmq", "--transports", "tcp", "--sizes", "64",
              "--workers", "2", "--nodes", "4", "--rounds", "20", "--trials", "1", "--duration", "0.3",
              "--warmup", "0.1", "--out", out, "--tmpdir", short_tmp, "--inject-fault", "router:KILL:setup:1",
              "--retries", "0")
    assert p.returncode == 1, p.stderr  # the first point fails on purpose
    rows = list(csv.DictReader(open(out / "results.csv")))
    assert {r["workload"] for r in rows} == {"reqrep", "rounds"}
    for r in rows:
        run, gap = float(r["run_s"]), float(r["gap_s"])
        assert run > 0 and gap >= 0
        if r["status"] != "ok":
            assert all(r[c] == "" for c in PHASE_COLUMNS)  # a failed run: its whole time alone
            continue
        phases = {c: float(r[c]) for c in PHASE_COLUMNS if r[c] != ""}
        assert all(v >= 0 for v in phases.values()), phases
        # setup_s holds the broker's start; the rest follow one another within the run
        assert phases["broker_start_s"] <= phases["setup_s"]
        assert sum(v for c, v in phases.items() if c != "broker_start_s") <= run + 1e-3, (phases, run)
        assert phases["measured_wall_s"] >= 0.9 * float(r["seconds"])  # the program's clock, inside the sweep's
        assert (r["hello_s"] != "") == (r["workload"] == "rounds")  # request-reply's hellos: before READY
    meta = json.loads((out / "meta.json").read_text())
    (wall,) = meta["sweep_wall_s"]
    assert wall >= sum(float(r["run_s"]) + float(r["gap_s"]) for r in rows) - 0.1
    b = timing.breakdown(rows, meta)
    assert b.runs == {"reqrep": 1, "rounds": 2}  # zmq's rounds: patterns pubsub and addressed
    assert abs(sum(b.total.values()) - wall) < 0.2  # every second of the sweep is in some category
    assert b.total[timing.FAILED] == float(next(r for r in rows if r["status"] != "ok")["run_s"])


def row(workload, status="ok", **cols):
    return {"workload": workload, "status": status, **{c: "" for c in TIMING}, "setup_s": "", "teardown_s": "",
            **{k: str(v) for k, v in cols.items()}}


ROWS = [
    row("rounds", broker_start_s=0.5, setup_s=2, hello_s=1, warmup_wall_s=3, measured_wall_s=4, finish_s=0.5,
        teardown_s=1, run_s=13, gap_s=2),
    row("reqrep", setup_s=1, broker_start_s=0.25, warmup_wall_s=1, measured_wall_s=1, finish_s=0, teardown_s=0.5,
        run_s=4, gap_s=1),
    row("reqrep", "failed:timeout", run_s=30, gap_s=1),
    row("reqrep", msgs_per_s=1),  # an older row: not timed, left out
]


def test_the_breakdown_adds_up_by_phase_and_workload(tmp_path):
    (tmp_path / timing.STEPS_FILE).write_text("packages\t1\nbuild\t10\nsweep\t60\nreport\t9\n")
    b = timing.breakdown(ROWS, {"sweep_wall_s": [55, 2]}, tmp_path)
    assert b.runs == {"rounds": 1, "reqrep": 2}
    assert b.workloads["rounds"] == {timing.GAP: 2, "broker start": 0.5, "other roles' start": 1.5, "hellos": 1,
                                     "warm-up": 3, "measured": 4, "results, goodbyes": 0.5, "teardown": 1,
                                     timing.IN_RUN: 1.5}
    assert b.workloads["reqrep"][timing.FAILED] == 30 and b.workloads["reqrep"][timing.GAP] == 2
    assert b.workloads["reqrep"]["other roles' start"] == 0.75
    assert b.total[timing.AFTER] == 57 - 51  # the sweep's clock less its runs and the gaps before them
    assert b.total[timing.STARTUP] == 60 - 57
    header, rows = timing.table(b)
    assert header == ["where", "s", "share", "reqrep s", "rounds s"]
    by = {r[0]: r for r in rows}
    assert by["all of make sweep"][1] == "80.0" and by["make sweep: build"][2] == "12.5 %"
    assert by["the sweep (3 runs)"][1:3] == ["60.0", "75.0 %"]
    assert by["failed runs"][1:] == ["30.0", "37.5 %", "30.0", "0.0"]
    assert sum(float(r[1]) for r in rows if r[0].startswith("make sweep:")) + 60 == 80


def test_a_kept_servers_boot_is_its_own_category_in_the_run_that_booted_it():
    booted = row("rounds", kept_boot_s=9, broker_start_s=0.5, setup_s=2, hello_s=1, warmup_wall_s=3,
                 measured_wall_s=4, finish_s=0.5, teardown_s=1, run_s=22, gap_s=2)
    failed = row("rounds", "failed:server", kept_boot_s=8, run_s=10, gap_s=1)
    b = timing.breakdown([booted, failed, ROWS[0]], {})
    assert b.total["a kept server's boot"] == 17
    assert b.total[timing.IN_RUN] == 1.5 + 1.5  # its boot is not the sweep's own work in the run
    assert b.total[timing.FAILED] == 2
    assert "a kept server's boot" not in timing.breakdown(ROWS, {}).total  # no server booted: no category


def test_an_untimed_folder_has_no_breakdown():
    assert timing.breakdown([row("reqrep", msgs_per_s=1)], {}) is None and not timing.timed([row("reqrep")])
    old = {"workload": "reqrep", "status": "ok"}
    upgrade_row(old, 6)
    assert all(old[c] == "" for c in TIMING) and set(TIMING) <= set(COLUMNS)


def test_report_prints_the_table_alone(tmp_path):
    folder = REPO / "tests" / "data" / "results-small"  # schema 1: no timing
    p = subprocess.run([sys.executable, str(REPO / "scripts" / "report"), str(folder), "--timing"],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "has no timing" in p.stdout, p.stderr
