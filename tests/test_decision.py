"""The decision rule (scripts/rrbench/decision.py) on made-up estimates: ties, clear wins, undecided
budgets, floor misses. Values are µs; the budget is 15 ms (1 % of a 1.5-s move)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from rrbench.analysis import decision as d  # noqa: E402
from rrbench.analysis.stats import interval_coverage  # noqa: E402

BUDGET = 15_000.0


def est(median, low=None, high=None, trials=5, **kw):
    return d.Estimate(median, median * 0.9 if low is None else low, median * 1.1 if high is None else high,
                      trials, **kw)


def test_budget_verdicts_come_from_the_interval_not_the_median():
    assert d.budget_verdict(est(10_000, 9_000, 14_000), BUDGET) == d.WITHIN
    assert d.budget_verdict(est(20_000, 16_000, 25_000), BUDGET) == d.OVER
    # The committed reference's case: a median of 14.81 ms under the budget, trials 13.70 – 15.66 ms.
    assert d.budget_verdict(est(14_810, 13_700, 15_660), BUDGET) == d.UNDECIDED
    assert d.budget_verdict(d.Estimate(10_000, trials=1), BUDGET) == d.UNDECIDED  # one trial: no interval
    assert d.budget_verdict(d.Estimate(None, trials=0, failed=3), BUDGET) == d.FAILED
    assert d.budget_verdict(None, BUDGET) == d.FAILED


def test_overlapping_intervals_are_a_tie_whatever_the_medians():
    a, b = est(3_150, 2_900, 3_500), est(7_370, 3_400, 16_000)
    assert d.compare(a, b, BUDGET) == 0


def test_apart_but_small_differences_are_a_tie():
    # Significant (intervals apart) but only 10 % larger: not practical.
    assert d.compare(est(10_000, 9_900, 10_100), est(11_000, 10_900, 11_100), BUDGET) == 0
    # 2x larger but only 0.5 ms apart: under 10 % of the budget.
    assert d.compare(est(500, 490, 510), est(1_000, 990, 1_010), BUDGET) == 0


def test_a_clear_win_is_apart_and_practical():
    assert d.compare(est(2_000, 1_800, 2_200), est(20_000, 18_000, 22_000), BUDGET) == -1
    assert d.compare(est(20_000, 18_000, 22_000), est(2_000, 1_800, 2_200), BUDGET) == 1


def test_paired_trials_decide_when_there_are_some_and_the_gap_must_be_a_share_of_the_budget():
    # overlapping medians' intervals, but the paired trials settled apart: a difference
    a, b = est(3_000, 2_000, 5_000), est(5_000, 3_000, 8_000)
    assert d.compare(a, b, BUDGET, paired=-1) == -1 and d.compare(a, b, BUDGET) == 0
    # apart medians' intervals, but the paired trials did not settle a difference: a tie
    assert d.compare(est(2_000, 1_800, 2_200), est(20_000, 18_000, 22_000), BUDGET, paired=0) == 0
    # settled apart, yet 0.5 ms between the medians is under 10 % of the budget: a tie
    assert d.compare(est(500), est(1_000), BUDGET, paired=-1) == 0


def test_failed_or_lossy_points_lose_to_clean_ones():
    failed = d.Estimate(None, trials=0, failed=5)
    assert d.compare(est(50_000), failed, BUDGET) == -1
    assert d.compare(est(5_000, losses=3), est(50_000), BUDGET) == 1
    assert d.compare(failed, d.Estimate(None, trials=0, failed=5), BUDGET) == 0


def contender(lib, pattern, **at):
    return d.Contender(lib, pattern, {int(n[1:]): e for n, e in at.items()})


def test_tied_leaders_name_what_grischa_runs_today_first():
    addressed = contender("zmq", "addressed", n20=est(1_100, 900, 1_600), n100=est(4_300, 3_000, 15_000))
    pubsub = contender("zmq", "pubsub", n20=est(1_070, 800, 1_500), n100=est(5_400, 4_000, 18_000))
    slow = contender("nng", "pubsub", n20=est(26_700, 24_000, 51_000), n100=est(600_000, 580_000, 624_000))
    dec = d.decide([addressed, pubsub, slow], None, BUDGET)
    assert [c.name for c in dec.leaders] == ["zmq pubsub", "zmq addressed"] and dec.tie
    assert dec.beaten["nng pubsub"][1] == 20


def test_reach_stops_at_the_first_point_not_within_and_floor_misses_are_the_machine():
    floor = contender("raw", "pubsub", n20=est(600), n100=est(3_600), n1024=est(40_000, 38_000, 51_000))
    zmq = contender("zmq", "pubsub", n20=est(1_000), n100=est(5_000), n1024=est(62_000, 60_000, 89_000))
    edgy = contender("czmq", "pubsub", n20=est(1_000), n100=est(6_500, 5_000, 19_000),
                     n1024=est(66_000, 61_000, 92_000))
    dec = d.decide([zmq, edgy], floor, BUDGET)
    assert dec.machine_limited == [1024]
    assert dec.reach(zmq) == (100, None)        # 1024: the floor misses too, so not zmq's limit
    assert dec.reach(edgy) == (20, 100)         # undecided at 100: not shown to be within
    assert dec.verdicts[("czmq pubsub", 100)] == d.UNDECIDED
    assert dec.tie                              # budget verdicts do not rank: neither beats the other


def test_a_contender_better_somewhere_and_worse_elsewhere_leads_nowhere():
    a = contender("zmq", "addressed", n20=est(1_000, 900, 1_100), n100=est(40_000, 38_000, 42_000))
    b = contender("nanomsg", "pubsub", n20=est(20_000, 19_000, 21_000), n100=est(4_000, 3_900, 4_100))
    assert d.decide([a, b], None, BUDGET).leaders == []


@pytest.mark.parametrize("n, coverage", [(3, 0.75), (5, 0.9375), (9, 0.9609)])
def test_the_interval_says_how_often_it_holds_the_median(n, coverage):
    assert interval_coverage(n) == pytest.approx(coverage, abs=1e-4)


def test_the_answer_claims_no_liveness_setting_for_a_library_its_churn_folder_never_ran():
    """A churn folder without the recommended library (or pattern) measured nothing about it: the
    first screen says so instead of "no setting came through"."""
    from types import SimpleNamespace
    from rrbench.analysis import moves

    def row(lib, liveness, recovered):
        return {"workload": "rounds", "lib": lib, "pattern": "pubsub", "transport": "tcp", "liveness": liveness,
                "scenario": "node-dies", "trial": "1", "status": "ok", "recovered": recovered}
    churn_ds = SimpleNamespace(churn=[row("zmq", "off", "0"), row("zmq", "on", "1")], folder=Path("ref-churn"))
    here = SimpleNamespace(churn=[], folder=Path("grischa"))
    assert moves.settings_for(here, "zmq", "pubsub", "tcp", churn_ds).startswith("with its liveness options on")
    assert moves.settings_for(here, "redis", "pubsub", "tcp", churn_ds) == \
        "liveness settings not measured in ref-churn for redis pubsub (make sweep-churn)"
    assert moves.settings_for(here, "zmq", "reply", "tcp", churn_ds).startswith("liveness settings not measured")
