"""The first screen's table (analysis/answer.py) on a staged run made up to know the answer: every label
reads every trial, the failed ones too — a count where a trial failed says how many of how many and why,
never "over the budget"; within / over need the first look's trials; the trials cell counts failed ones."""

import csv
import json
from pathlib import Path

from rrbench.analysis import answer
from rrbench.workloads.point import POINT_COLUMNS

LOOKS = [3, 5, 8, 12]
SURVEY_DROPS = "nng's broker drops survey answers"  # findings.KNOWN: nng survey's failed results


def row(lib, pattern, nodes, trial, broker_us=None, p99_us=None, failed=False, attempt=1) -> dict:
    r = {c: "" for c in POINT_COLUMNS}
    r.update(workload="rounds", pattern=pattern, scenario="none", liveness="off", lib=lib, transport="tcp",
             topology="broker", size="0", nodes=str(nodes), trial=str(trial), inflight="1", compute_s="0",
             hosting="loop", games="1", brokers="1", scaleout="one", attempt=str(attempt), msgs_per_s="",
             mib_per_s="")
    if failed:
        r.update(status="failed:controller exited 1: no result", cause="no_result")
    else:
        r.update(status="ok", cause="", rounds_per_s="100", p50_us=str((p99_us or 2000) / 2),
                 p99_us=str(p99_us or 2000), broker_cpu_us_per_round=str(broker_us or ""))
    return r


def write_stage(folder: Path, rows: list[dict], pinned: bool) -> None:
    folder.mkdir(parents=True)
    columns = list(dict.fromkeys(k for r in rows for k in r))
    with open(folder / "results.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=columns)
        w.writeheader()
        w.writerows(rows)
    settings = {"looks": LOOKS, "margin": 0.25, "pin": {"mode": "broker" if pinned else "none"},
                "libs": ["zmq", "nng"]}
    (folder / "meta.json").write_text(json.dumps({"results_schema": 7, "settings": settings}))


def staged_run(tmp_path: Path, scale_rows: list[dict], moves_rows: list[dict]) -> answer.Run:
    write_stage(tmp_path / "scale", scale_rows, pinned=True)
    write_stage(tmp_path / "moves", moves_rows, pinned=False)
    stages = [{"name": "scale", "folder": "scale"}, {"name": "moves", "folder": "moves"}]
    (tmp_path / "meta.json").write_text(json.dumps({"stages": stages}))
    return answer.load_run(tmp_path)


def zmq_rows(counts=(100, 1024), trials=3) -> list[dict]:
    """zmq addressed: within at 100 (2 ms), over at 1,024 (30 ms), every trial ok."""
    return [row("zmq", "addressed", n, t, broker_us=(2000 if n == 100 else 30000) * (1 + t / 100),
                p99_us=3000 + t) for n in counts for t in range(1, trials + 1)]


def by_name(run: answer.Run) -> dict[str, answer.Line]:
    return {ln.name: ln for ln in answer.lines(run)}


def test_a_count_where_trials_failed_says_how_many_and_why_never_over_the_budget(tmp_path):
    """nng survey at 100 nodes: 9 of 12 trials failed (the named finding), 3 came through over the budget —
    as make sweep's first table read "under 100 (over the budget at 100)"."""
    survey = [row("nng", "survey", 100, t, failed=True) for t in range(1, 10)]
    survey += [row("nng", "survey", 100, t, broker_us=40000 + t) for t in range(10, 13)]
    moves = [row("nng", "survey", 20, t, failed=t == 2, p99_us=4000) for t in (1, 2, 3)] + zmq_rows((20, 100))
    lines = by_name(staged_run(tmp_path, zmq_rows() + survey, moves))
    assert lines["nng survey"].reach == f"failed in 9 of 12 trials at 100 ({SURVEY_DROPS})"
    assert "over the budget" not in lines["nng survey"].reach
    assert lines["nng survey"].move == f"not run: failed in 1 of 3 trials at 20 ({SURVEY_DROPS})"
    assert lines["nng survey"].trials == "12 (9 failed)"  # the failed ones counted, and said
    assert lines["zmq addressed"].trials == "3"


def test_a_retried_trial_that_came_through_is_not_a_failure(tmp_path):
    rows = zmq_rows() + [row("nng", "pubsub", 100, 1, failed=True)]
    rows += [row("nng", "pubsub", 100, t, broker_us=40000 + t, attempt=2 if t == 1 else 1) for t in (1, 2, 3)]
    lines = by_name(staged_run(tmp_path, rows, zmq_rows((20,))))
    assert lines["nng pubsub"].reach == "under 100 (over the budget at 100)"
    assert lines["nng pubsub"].trials == "3"


def test_within_or_over_needs_the_first_looks_trials_one_ok_trial_is_undecided(tmp_path):
    lone = [row("nng", "pubsub", 100, 1, broker_us=40000)]  # one trial: far over, but no interval
    two = [row("nng", "survey", 100, t, broker_us=40000 + t) for t in (1, 2)]  # fewer than the first look's
    lines = by_name(staged_run(tmp_path, zmq_rows() + lone + two, zmq_rows((20,))))
    assert lines["nng pubsub"].reach == "undecided at 100 (no count above it ran)"
    assert lines["nng survey"].reach == "undecided at 100 (no count above it ran)"
    three = [row("nng", "pubsub", 100, t, broker_us=40000 + t) for t in (1, 2, 3)]
    lines = by_name(staged_run(tmp_path / "again", zmq_rows() + three, zmq_rows((20,))))
    assert lines["nng pubsub"].reach == "under 100 (over the budget at 100)"


def test_the_floors_share_says_in_which_traffic_the_floor_was_measured():
    """The first screen's distance to the floor names the floor's traffic (issue 49): raw's controller writes
    each message on its own, where libzmq's writes a burst in a few, and docs/scale.md shows what that costs."""
    from rrbench.render.answer import floor_share
    run = answer.load_run(Path(__file__).resolve().parent.parent / "results" / "2026-11-27-make-sweep")
    text = floor_share(run, "zmq", "addressed")
    assert "of what a broker of your own carries, the floor raw" in text, text
    assert "one message a write" in text and "The floor's parts" in text, text
