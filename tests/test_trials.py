"""Trials until settled in the sweep (sweep/trials.py): which trials run after each look, on made-up rows;
and bad --looks / --margin / --trials input."""

import sys

import pytest

from support import REPO, refused_sweep
from rrbench.sweep.trials import Trials, split
from rrbench.workloads.point import Point

LOOKS = (3, 5, 8)


def grid(libs, trials=8, nodes=(20,), scenario="none"):
    """Points as order_grid lays them: trials outermost, the contenders of a position back to back."""
    return [Point(lib, "tcp", 0, t, nodes=n, workload="rounds", pattern="pubsub", scenario=scenario)
            for t in range(1, trials + 1) for n in nodes for lib in libs]


def schedule(points, looks=LOOKS, margin=0.25, **kw):
    """The first look's points and the Trials after it, as the sweep makes them."""
    first, later, lowest = split(points, looks)
    return first, Trials(later, looks, margin, lowest=lowest, **kw)


def run(trials: Trials, first: list, p99_of, column="p99_us", failed=()) -> list[Point]:
    """Feeds the first look's rows, then runs what the schedule yields; p99_of(point) is its made-up p99
    (or `column`'s value); the libraries in `failed` fail every run, and a point for which `failed` (when it
    is a function) is true fails."""
    fails = failed if callable(failed) else lambda p: p.lib in failed

    def row(p):
        return {"status": "failed:no_result", "cause": "no_result"} if fails(p) else {"status": "ok", column: p99_of(p)}
    for p in first:
        trials.record(p, row(p))
    ran = []
    for _, p in trials:
        ran.append(p)
        trials.record(p, row(p))
    return ran


def test_a_clear_gap_stops_at_the_first_look():
    first, trials = schedule(grid(["fast", "slow"]))
    assert len(first) == 6 and len(trials) == 10
    ran = run(trials, first, lambda p: 1000 if p.lib == "fast" else 5000 + 10 * p.trial)
    assert ran == []


def test_a_noisy_near_tie_runs_to_the_cap_and_only_its_pair_goes_on():
    noise = {1: 1.0, 2: 1.6, 3: 0.7, 4: 1.3, 5: 0.8, 6: 1.5, 7: 0.75, 8: 1.2}
    first, trials = schedule(grid(["a", "b", "slow"]), margin=0.05)
    ran = run(trials, first,
              lambda p: {"a": 1000 * noise[p.trial], "b": 1000, "slow": 9000 + p.trial}[p.lib])
    assert {p.lib for p in ran} == {"a", "b"}
    assert sorted(p.trial for p in ran if p.lib == "a") == [4, 5, 6, 7, 8]


def test_a_floor_runs_the_first_look_only_while_the_contenders_beside_it_go_on():
    noise = {1: 1.0, 2: 1.6, 3: 0.7, 4: 1.3, 5: 0.8, 6: 1.5, 7: 0.75, 8: 1.2}
    first, trials = schedule(grid(["a", "b", "raw", "raw@uring"]), margin=0.05)
    ran = run(trials, first, lambda p: 1000 * noise[p.trial] if p.lib in ("a", "raw") else 1000)
    assert {p.lib for p in first} == {"a", "b", "raw", "raw@uring"}
    assert {p.lib for p in ran} == {"a", "b"}  # the floors' near-tie with each other and with b is no comparison


def test_each_position_is_decided_on_its_own():
    first, trials = schedule(grid(["a", "b"], nodes=(20, 100)), margin=0.05)
    tight = lambda p: 1000 + (p.trial % 2) * (400 if p.lib == "a" else -400) if p.nodes == 100 else \
        1000 if p.lib == "a" else 3000  # noqa: E731
    ran = run(trials, first, tight)
    assert {p.nodes for p in first} == {20}  # the ladder: 100 nodes after 20's last look
    assert {p.nodes for p in ran} == {100}  # 20 settled at its first look; 100 is a near-tie to the cap
    assert sorted(p.trial for p in ran if p.lib == "a") == list(range(1, 9))


def test_no_count_above_one_a_contender_failed_or_was_over_the_budget_at():
    first, trials = schedule(grid(["ok", "over", "failed"], trials=3, nodes=(20, 100, 1024)), looks=(3,))
    ran = list(first) + run(trials, first, lambda p: 40000 if p.lib == "over" else 100 + p.trial, failed={"failed"})
    assert sorted({(p.lib, p.nodes) for p in ran}) == [("failed", 20), ("ok", 20), ("ok", 100), ("ok", 1024),
                                                          ("over", 20)]


def test_bracket_skips_to_the_count_past_the_crossing():
    # the broker's CPU per move grows with the nodes: 15 us a node crosses 15 ms at 1,000, 60 us at 250;
    # "bent" is predicted at 1,250 from 100 (1,024 is nearest), is within there, and goes on to 2,048
    cpu = {"zmq": 15.0, "nats": 60.0, "slow": 400.0, "bent": 10.0}
    pts = [Point(lib, "tcp", 0, t, nodes=n, workload="rounds", pattern="pubsub") for t in (1, 2, 3)
           for n in (100, 256, 512, 1024, 2048, 4096) for lib in cpu]
    first, trials = schedule(pts, looks=(3,), pinned=True, bracket=True)
    bent = {100: 1200, 1024: 13000, 2048: 26000}
    ran = list(first) + run(trials, first, lambda p: bent[p.nodes] if p.lib == "bent" else cpu[p.lib] * p.nodes,
                            "broker_cpu_us_per_round")
    counts = {lib: sorted({p.nodes for p in ran if p.lib == lib}) for lib in cpu}
    assert counts == {"zmq": [100, 1024], "nats": [100, 256], "slow": [100], "bent": [100, 1024, 2048]}


def test_a_contender_that_never_ran_is_out_and_a_failed_trial_is_no_pair():
    first, t = schedule(grid(["a", "b", "gone"]))
    for p in first:
        t.record(p, {"status": "ok", "p99_us": 1000} if p.lib != "gone" else {"status": "failed"})
    assert t.going_on(first[0]) == set()  # a and b tie exactly; gone has no trial


NOISE = {1: 1.0, 2: 1.6, 3: 0.7, 4: 1.3, 5: 0.8, 6: 1.5, 7: 0.75, 8: 1.2}


def near_tie(p):
    """a and b: a noisy near-tie that runs to the cap; every other contender as fast as b."""
    return 1000 * NOISE[p.trial] if p.lib == "a" else 1000


@pytest.mark.parametrize("who, fails, trials_run", [
    ("one_of_three", lambda t: t >= 2, [1, 2, 3]),   # 1 of 3 ok: out after the first look
    ("two_of_three", lambda t: t == 3, [1, 2, 3]),   # 2 of 3 ok
    ("from_second", lambda t: t >= 4, [1, 2, 3, 4, 5]),  # ok at the first look, failing from the second
])
def test_a_contender_that_fails_a_trial_is_out_and_its_rivals_go_on_as_without_it(who, fails, trials_run):
    said = []
    first, trials = schedule(grid(["a", "b", who]), margin=0.05, say=said.append)
    ran = run(trials, first, near_tie, failed=lambda p: p.lib == who and fails(p.trial))
    assert sorted(p.trial for p in first + ran if p.lib == who) == trials_run  # no more runs there
    first_alone, alone = schedule(grid(["a", "b"]), margin=0.05)
    rivals_alone = run(alone, first_alone, near_tie)
    assert [(p.lib, p.trial) for p in ran if p.lib != who] == [(p.lib, p.trial) for p in rivals_alone]
    assert sorted(p.trial for p in ran if p.lib == "a") == [4, 5, 6, 7, 8]  # the near-tie still to the cap
    failed = sum(fails(t) for t in trials_run)
    assert said == [f"{who} pubsub at 20 nodes: out, failed in {failed} of {len(trials_run)} trials (undiagnosed: "
                    f"no_result); no more trials there"]


def test_a_contender_that_failed_a_trial_at_a_count_climbs_no_higher():
    said = []
    first, trials = schedule(grid(["ok", "flaky"], trials=3, nodes=(20, 100)), looks=(3,), say=said.append)
    ran = run(trials, first, lambda p: 100 + p.trial, failed=lambda p: p.lib == "flaky" and p.trial == 2)
    assert sorted({(p.lib, p.nodes) for p in ran}) == [("ok", 100)]
    assert said == ["flaky pubsub at 20 nodes: out, failed in 1 of 3 trials (undiagnosed: no_result); "
                    "no count above it"]


def test_churn_points_stop_at_the_first_look():
    first, later, _ = split(grid(["a", "b"], scenario="node-dies", nodes=(20, 100)), LOOKS)
    assert len(first) == 12 and later == []  # every count at once: churn is off the ladder


def test_resumed_rows_are_read_not_run():
    first, later, lowest = split(grid(["a", "b"]), (3, 5))
    noise = {1: 1.0, 2: 1.6, 3: 0.7, 4: 1.3, 5: 0.8}
    p99 = lambda p: 1000 * noise[p.trial] if p.lib == "a" else 1000  # noqa: E731
    key = lambda p: (p.lib, p.trial)  # noqa: E731
    t = Trials(later, (3, 5), 0.05, key=key, lowest=lowest, done={key(p): {"status": "ok", "p99_us": p99(p)}
                                                                   for _, p in later if p.trial == 4})
    ran = run(t, first, p99)
    assert sorted((p.lib, p.trial) for p in ran) == [("a", 5), ("b", 5)]


@pytest.mark.parametrize("flags,why", [
    (["--looks", "3,2"], "the looks must grow"),
    (["--looks", "1,4"], "at least 2 trials"),
    (["--looks", "x"], "not a whole number"),
    (["--margin", "0"], "a margin above 0"),
    (["--margin", "-0.1"], "a margin above 0"),
    (["--margin", "1.5"], "a margin above 0"),
    (["--trials", "3", "--looks", "3,5"], "not both"),
    (["--trials", "3", "--margin", "0.2"], "settles nothing"),
])
def test_bad_looks_and_margins_are_one_line(tmp_path, flags, why):
    r = refused_sweep("--libs", "zmq", "--out", tmp_path / "x", *flags)
    assert r.returncode == 2 and why in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "x").exists()


def replayed(rows, looks, libs, transports, sizes, workers, seed):
    """The points the rule would run given these rows (the first look's, and after each look those it
    chooses), from the same seed's order: a sweep that ran them, interrupted and resumed or not, has
    exactly these rows."""
    from rrbench.workloads.point import order_points
    key = lambda p: (p.lib, p.transport, str(p.size), str(p.workers), str(p.trial))  # noqa: E731
    have = {(r["lib"], r["transport"], r["size"], r["workers"], r["trial"]): r for r in rows}
    first, later, lowest = split(order_points(libs, transports, sizes, workers, looks[-1], ["broker"], seed), looks)
    chosen = {key(p) for p in first}
    t = Trials(later, looks, 0.05, key=lambda p: chosen.add(key(p)) or key(p), done=have, lowest=lowest)
    for p in first:
        t.record(p, have.get(key(p), {}))
    missing = [key(p) for _, p in t]
    return chosen, missing


def test_an_interrupted_sweep_resumes_to_the_rules_trials(tmp_path, short_tmp):
    import signal
    import subprocess
    import time
    from rrbench.analysis.dataset import read_csv
    out, looks = tmp_path / "run", (2, 3, 4)
    grid = ["--libs", "zmq,raw", "--transports", "ipc", "--sizes", "64", "--workers", "1,2", "--looks", "2,3,4",
            "--margin", "0.05", "--duration", "0.1", "--warmup", "0.05", "--seed", "11"]
    p = subprocess.Popen([sys.executable, str(REPO / "scripts" / "sweep"), *grid, "--out", str(out),
                          "--tmpdir", short_tmp], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    csv_file, deadline = out / "results.csv", time.monotonic() + 120
    while time.monotonic() < deadline and (not csv_file.exists() or csv_file.read_text().count("\n") < 6):
        time.sleep(0.05)  # the header and 5 of the first look's 8 rows
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=30)
    assert p.returncode == 130, err
    r = subprocess.run([sys.executable, str(REPO / "scripts" / "sweep"), "--resume", str(out), "--tmpdir",
                        short_tmp], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    _, rows = read_csv(out / "results.csv")
    assert all(r["status"] == "ok" for r in rows)
    chosen, missing = replayed(rows, looks, ["zmq", "raw"], ["ipc"], [64], [1, 2], 11)
    assert missing == []
    assert sorted((r["lib"], r["transport"], r["size"], r["workers"], r["trial"]) for r in rows) == sorted(chosen)


def test_a_churn_grid_runs_the_first_looks_trials_and_no_more():
    from rrbench.sweep.flags import build_parser
    from rrbench.sweep.plan import make_plan
    args = build_parser().parse_args(["--workload", "rounds", "--transports", "tcp", "--contenders",
                                      "zmq:pubsub,raw:pubsub", "--scenario", "node-dies,broker-restarts",
                                      "--liveness", "on", "--nodes", "4,8", "--bin", str(REPO / "bin")])
    plan = make_plan(args)
    assert len(plan.points) == 2 * 2 * 2 * 3 and plan.trials is None  # contenders × scenarios × counts × 3
