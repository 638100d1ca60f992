"""The statistics of the sweep on fixed data: confidence intervals, spread,
fairness, and the self-checks."""

import random
import statistics

import pytest

from rrbench.workloads.checks import jain_index, littles_law_check, rate_check
from rrbench.analysis.stats import bootstrap_ci, cv, stdev, summarize


def test_bootstrap_interval_contains_median_and_is_reproducible():
    data = [100.0, 104.0, 98.0, 101.0, 99.0]
    lo, hi = bootstrap_ci(data, seed=3)
    assert lo <= 100.0 <= hi
    assert min(data) <= lo and hi <= max(data)
    assert bootstrap_ci(data, seed=3) == (lo, hi)


def test_bootstrap_interval_narrows_with_more_agreeing_trials():
    wide = bootstrap_ci([80.0, 120.0, 95.0, 105.0, 100.0])
    narrow = bootstrap_ci([99.0, 101.0, 100.0, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9, 100.0])
    assert narrow[1] - narrow[0] < wide[1] - wide[0]


def test_bootstrap_interval_is_the_plain_resampling_one_whatever_the_values():
    """bootstrap_ci draws its resamples inline and remembers its answers: the same interval, to the
    bit, as the median of random.choices per resample (the committed results' summaries were made so),
    for odd and even counts, repeated values, and a list changed after a call."""
    def plain(values, seed=1, level=0.95, resamples=2000):
        rng = random.Random(seed)
        meds = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(resamples))
        return meds[int((1 - level) / 2 * resamples)], meds[min(resamples - 1, int((1 + level) / 2 * resamples))]

    gen = random.Random(11)
    for _ in range(60):
        values = [gen.choice((gen.random() * 1e6, float(gen.randint(0, 9)), gen.gauss(0, 1)))
                  for _ in range(gen.randint(2, 31))]
        seed = gen.randint(0, 3)
        assert bootstrap_ci(values, seed=seed) == plain(values, seed), (values, seed)
    values = [1.0, 2.0, 3.0, 4.0]
    first = bootstrap_ci(values)
    values[0] = 100.0
    assert bootstrap_ci(values) == plain(values) != first


def test_bootstrap_needs_two_values():
    with pytest.raises(ValueError):
        bootstrap_ci([1.0])


def test_stdev_is_statistics_stdev_to_the_bit_whatever_the_values():
    """stats.stdev takes the exact route in integers: the same float as statistics.stdev for small and
    huge spreads and magnitudes, repeated values, zeros, negatives, two values or many; its errors too."""
    gen = random.Random(3)
    for _ in range(3000):
        scale = gen.choice((1e-300, 1e-9, 1.0, 1e9, 1e300))
        values = [gen.choice((gen.gauss(0, gen.choice((1e-6, 0.1, 30))), float(gen.randint(-3, 3)), 0.0)) * scale
                  for _ in range(gen.choice((2, 3, 5, 8, 12, 40)))]
        assert stdev(values) == statistics.stdev(values), values
    for odd in ([1.0], [1.0, float("inf")], [float("nan"), 2.0]):  # statistics.stdev's own answer
        with pytest.raises(Exception) as theirs:
            statistics.stdev(odd)
        with pytest.raises(type(theirs.value)):
            stdev(odd)


def test_cv():
    assert cv([10.0, 10.0, 10.0]) == 0
    assert cv([9.0, 11.0]) == pytest.approx(2 ** 0.5 / 10)
    assert cv([5.0]) is None


def row(lib, tput, status="ok", p99=100.0):
    return {"lib": lib, "transport": "tcp", "topology": "broker", "size": "64", "workers": "4",
            "status": status, "msgs_per_s": "" if status != "ok" else str(tput),
            "mib_per_s": "" if status != "ok" else str(tput * 64 / 2 ** 20),
            "p50_us": "10", "p90_us": "20", "p99_us": str(p99), "p999_us": "200", "max_us": "300"}


def test_summary_counts_failures_and_never_averages_them_in():
    rows = [row("a", 100.0), row("a", 110.0, p99=90.0), row("a", 0, status="failed:timeout"),
            row("a", 105.0, p99=95.0), row("b", 0, status="failed:crash")]
    by_lib = {s["lib"]: s for s in summarize(rows)}
    a, b = by_lib["a"], by_lib["b"]
    assert (a["n"], a["failed"]) == (3, 1)
    assert a["msgs_per_s_median"] == 105.0
    assert a["msgs_per_s_ci_low"] <= 105.0 <= a["msgs_per_s_ci_high"]
    assert a["p99_us_median"] == 95.0
    assert a["failures"] == "failed:timeout"
    assert (b["n"], b["failed"]) == (0, 1) and "msgs_per_s_median" not in b


def test_summary_tells_a_failure_a_retry_cleared_from_one_it_did_not():
    rows = [{**row("a", 0, status="failed:flake"), "trial": "1"}, {**row("a", 100.0), "trial": "1"},
            {**row("a", 0, status="failed:steady"), "trial": "2"},
            {**row("a", 0, status="failed:steady"), "trial": "2"},
            {**row("a", 120.0), "trial": "3"}]
    (a,) = summarize(rows)
    assert (a["n"], a["failed"], a["cleared"]) == (2, 2, 1)
    assert a["msgs_per_s_median"] == 110.0
    assert a["failures"] == "failed:flake | failed:steady"


def test_jain_fairness_index():
    assert jain_index([5, 5, 5, 5]) == 1.0
    assert jain_index([20, 0, 0, 0]) == pytest.approx(0.25)
    assert 0.25 < jain_index([10, 5, 5, 5]) < 1.0


def test_littles_law_check():
    # 16 requests in flight, mean round trip 400 us -> 40,000 round trips/s predicted.
    assert littles_law_check(16, 40000.0, 400.0) == "ok"
    assert littles_law_check(16, 31000.0, 400.0) == "ok"           # -22.5 %
    assert littles_law_check(16, 29000.0, 400.0) == "little:0.72"  # -27.5 %
    assert littles_law_check(16, 52000.0, 400.0) == "little:1.30"
    assert littles_law_check(1, 100.0, 0.0) == "little:no-latency"


def test_rate_check():
    assert rate_check(500.0, 498.0) == "ok"
    assert rate_check(500.0, 300.0) == "rate:0.60"
