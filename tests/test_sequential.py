"""The group-sequential rule (analysis/sequential.py) on made-up numbers: its t-quantiles, each state
a comparison can end in, which contenders go on, and its false verdicts on A-against-A sequences."""

import math
import random

import pytest

import support  # noqa: F401 (scripts/ on the path)
from rrbench.analysis import sequential as seq


@pytest.mark.parametrize("df,level,want", [(2, 0.9875, 8.860), (4, 0.9875, 4.315), (7, 0.9875, 3.335),
                                           (11, 0.9875, 2.981), (1, 0.95, 12.706), (3, 0.95, 3.182),
                                           (10, 0.95, 2.228), (30, 0.99, 2.750)])
def test_t_quantiles_match_the_tables(df, level, want):
    assert seq.two_sided_t(level, df) == pytest.approx(want, abs=0.002)


def test_each_look_splits_the_five_per_cent():
    assert seq.look_level((3, 5, 8, 12)) == pytest.approx(0.9875)
    assert seq.look_level((3,)) == pytest.approx(0.95)


@pytest.mark.parametrize("looks,why", [((), "at least one look"), ((1, 3), "at least 2 trials"),
                                       ((3, 3, 5), "must grow"), ((5, 3), "must grow")])
def test_bad_looks_are_named(looks, why):
    assert why in seq.check_looks(looks)


def test_no_look_before_the_first():
    v = seq.compare([1.0, 2.0], [1.0, 2.0])
    assert (v.state, v.trials, v.interval) == (seq.OPEN, 2, None)


def test_a_clear_gap_is_apart_at_the_first_look_and_says_who_is_better():
    a, b = [2.0, 2.1, 1.9], [1.0, 1.02, 0.98]
    v = seq.compare(a, b)
    assert (v.state, v.trials, v.better) == (seq.APART, 3, 1)  # lower is better: b
    assert v.interval.low > 1 and v.interval.ratio == pytest.approx(2.0, rel=0.05)
    assert seq.compare(a, b, higher_is_better=True).better == -1


def test_a_tight_equal_pair_is_a_tie_and_a_loose_one_stays_open_then_unsettled():
    a = [1.0, 1.01, 0.99, 1.0, 1.0]
    b = [1.0, 1.0, 1.0, 1.01, 0.99]
    assert seq.compare(a[:3], b[:3], margin=0.10).state == seq.TIE
    loose_a = [1.0, 1.5, 0.7, 1.3, 0.8, 1.2, 0.9, 1.1, 1.0, 1.4, 0.75, 1.0]
    loose_b = [1.0] * 12
    assert seq.compare(loose_a[:8], loose_b[:8], margin=0.05).state == seq.OPEN
    v = seq.compare(loose_a, loose_b, margin=0.05)
    assert (v.state, v.trials) == (seq.UNSETTLED, 12)


def test_a_verdict_reads_only_the_trials_of_its_last_look():
    a, b = [2.0, 2.0, 2.0, 0.1], [1.0, 1.0, 1.0, 9.0]  # the 4th pair comes after the look at 3
    v = seq.compare(a, b, looks=(3, 5))
    assert (v.state, v.trials) == (seq.APART, 3)


def test_a_value_that_is_not_positive_gives_no_interval():
    assert seq.paired_interval([1.0, 0.0], [1.0, 1.0], 0.95) is None
    assert seq.compare([1.0, 0.0, 1.0], [1.0, 1.0, 1.0], looks=(3,)).state == seq.UNSETTLED


def test_who_goes_on():
    trials = {"fast": {1: 1.0, 2: 1.01, 3: 0.99},
              "twin": {1: 1.3, 2: 0.8, 3: 1.1},        # open against fast
              "slow": {1: 3.0, 2: 3.1, 3: 2.9},        # behind both: out
              "broken": {}}                             # no ok trial: out
    assert seq.continuing(trials) == {"fast", "twin"}
    # over a budget by its whole interval: out, and with it the comparison that kept the other going
    assert seq.continuing(trials, budget=0.5) == set()
    settled = {"a": {1: 1.0, 2: 1.0, 3: 1.0}, "b": {1: 1.01, 2: 0.99, 3: 1.0}}
    assert seq.continuing(settled) == set()


def test_a_floor_beside_a_contender_is_in_no_comparison_and_floors_alone_are_compared():
    near = {1: 1.3, 2: 0.8, 3: 1.1}  # open against 1.0 1.01 0.99
    floors = {"raw pubsub": {1: 1.0, 2: 1.01, 3: 0.99}, "raw@uring pubsub": dict(near)}
    contenders = {"zmq addressed": {1: 1.0, 2: 1.01, 3: 0.99}, "czmq addressed": dict(near)}
    # beside the contenders the floors stop at the first look; the contenders' own comparison goes on
    assert seq.continuing({**floors, **contenders}) == {"zmq addressed", "czmq addressed"}
    # a near-tie with a floor keeps no contender going
    assert seq.continuing({"raw pubsub": dict(near), "zmq addressed": {1: 1.0, 2: 1.01, 3: 0.99}}) == set()
    # floors alone, or a folder swept when the floors were compared: as every other pair
    assert seq.continuing(floors) == set(floors)
    assert seq.continuing({**floors, **contenders}, floors_compared=True) == set(floors) | set(contenders)


def test_standings_list_the_floors_as_references_or_compare_them_as_the_folder_ran():
    from rrbench.workloads.point import POINT_COLUMNS
    p99 = {"raw": 900, "zmq": 1000, "czmq": 1010}
    rows = [{"workload": "rounds", "lib": lib, "pattern": "pubsub", "nodes": "100", "trial": str(t), "status": "ok",
             "scenario": "none", "p99_us": str(v + t)} for t in (1, 2, 3) for lib, v in p99.items()]
    now = seq.standings(rows, POINT_COLUMNS, (3, 5), 0.25, False, floors_compared=False)
    assert [(s.contender, s.reference, s.verdict is None) for s in now] == [
        ("zmq pubsub", False, True), ("czmq pubsub", False, False), ("raw pubsub", True, True)]
    before = seq.standings(rows, POINT_COLUMNS, (3, 5), 0.25, False)  # the floor the best, each held against it
    assert [(s.contender, s.reference) for s in before] == [("raw pubsub", False), ("zmq pubsub", False),
                                                             ("czmq pubsub", False)]


def test_a_folders_setting_says_whether_its_floors_were_compared():
    assert seq.compares_floors({}) and seq.compares_floors({"looks": [3, 5, 8, 12]})
    assert not seq.compares_floors({"floors": seq.FLOORS_REFERENCE})


@pytest.mark.parametrize("ok, failed", [({1: 1.2}, {2, 3}),              # 1 of 3 ok
                                        ({1: 1.2, 2: 0.9}, {3}),         # 2 of 3 ok
                                        ({1: 1.2, 2: 0.9, 3: 1.0}, {4}),  # failing from the second look
                                        ({}, {1, 2, 3})])                # every trial failed
def test_a_contender_that_failed_a_trial_is_out_and_leaves_the_others_as_they_were(ok, failed):
    pair = {"fast": {1: 1.0, 2: 1.01, 3: 0.99}, "twin": {1: 1.3, 2: 0.8, 3: 1.1}}  # open between them
    with_it = {**pair, "flaky": {**ok}} if ok else dict(pair)
    assert seq.continuing(with_it, failed={"flaky": failed}) == {"fast", "twin"} == seq.continuing(pair)
    settled = {"a": {1: 1.0, 2: 1.0, 3: 1.0}, "b": {1: 1.01, 2: 0.99, 3: 1.0}}
    assert seq.continuing({**settled, "flaky": {**ok}}, failed={"flaky": failed}) == set()


def test_a_against_a_reads_no_difference_in_95_per_cent_of_sequences():
    """Simulated from the measured spread of a paired log-ratio of p99 per move (sd 0.16, docs/method.md)."""
    ends = seq.simulate(0.16)
    adjusted = ends[seq.APART] / sum(ends.values())
    assert adjusted <= 0.05
    # testing at 5 % at every look ("until significant") would not hold it
    loose = seq.simulate(0.16, alpha=seq.ALPHA * len(seq.LOOKS))
    unadjusted = loose[seq.APART] / sum(loose.values())
    assert unadjusted > 2 * adjusted and unadjusted > 0.05


def test_the_simulation_is_the_same_every_time_and_a_real_gap_is_found():
    assert seq.simulate(0.1, sequences=300) == seq.simulate(0.1, sequences=300)
    rng = random.Random(3)
    found = 0
    for _ in range(200):  # a 35 % gap at the same spread: nearly always apart, mostly by the second look
        a = [1.35 * math.exp(rng.gauss(0, 0.16)) for _ in range(12)]
        for k in seq.LOOKS:
            v = seq.compare(a[:k], [1.0] * k)
            if v.state != seq.OPEN:
                break
        found += v.state == seq.APART and v.better == 1
    assert found >= 190


def test_paired_sd():
    assert seq.paired_sd({1: 1.0, 2: 2.0}, {1: 1.0, 2: 1.0}) == pytest.approx(math.log(2) / math.sqrt(2))
    assert seq.paired_sd({1: 1.0}, {1: 1.0, 2: 1.0}) is None


def test_over_several_brokers_the_busiest_ones_cpu_is_compared():
    one = {"workload": "rounds", "brokers": "1"}
    three = {"workload": "rounds", "brokers": "3"}
    assert seq.metric_of(one, pinned=True)[0] == "broker_cpu_us_per_round"
    assert seq.metric_of(three, pinned=True)[0] == "broker_busiest_cpu_us_per_round"  # the one that fills first
    assert seq.metric_of(three, pinned=False)[0] == "p99_us"
