"""summary.csv: the trials of each point condensed into a median with a 95 %
confidence interval, its spread, and the medians of the latency percentiles.

The interval is a bootstrap percentile interval of the median: resample the
trials with replacement 2000 times (seeded, so a summary is reproducible),
take the median of each resample, and report the 2.5th and 97.5th
percentiles of those medians. It makes no assumption about the shape of the
distribution, but with few trials it cannot be narrower than the trials
themselves allow; with one trial there is no interval."""

from __future__ import annotations

import csv
import functools
import math
import random
import statistics
from collections import Counter, defaultdict
from itertools import repeat, starmap
from operator import itemgetter
from pathlib import Path

from ..workloads.point import KEY_COLUMNS as KEY
BOOTSTRAP_RESAMPLES = 2000
CI_METHOD = f"bootstrap percentile interval of the median, {BOOTSTRAP_RESAMPLES} resamples, 95 %"
LATENCY = ("p50_us", "p90_us", "p99_us", "p999_us", "max_us")  # rounds: overhead per round
# Metrics that get a median and, with two or more trials, its interval. A
# workload has its own throughput (reqrep msgs_per_s, rounds rounds_per_s);
# the other's stays empty.
WITH_INTERVAL = ("msgs_per_s", "mib_per_s", "rounds_per_s", "p50_us", "p99_us")
ROUNDS_MEDIANS = ("subscribe_s", "msgs_per_round", "bytes_per_round", "broker_rx_bytes_per_round",
                  "broker_tx_bytes_per_round", "nodes_per_process", "rounds",
                  "scatter_p50_us", "scatter_p99_us", "gather_p50_us", "gather_p99_us",
                  "broker_cpu_us_per_round", "controller_cpu_us_per_round", "nodes_cpu_us_per_round",
                  "broker_sleeps_per_round", "broker_cpu_util", "broker_core_busy_us_per_round",
                  "broker_core_notidle_us_per_round")
HOST = ("host_steal_pct", "host_load1")  # the host while the point ran: median and largest over the trials
ROUNDS_SUMS = ("lost", "duplicate", "late", "misdelivered", "close_hung")  # over the ok trials
SUMMARY_COLUMNS = [*KEY, "n", "failed", "cleared", "msgs_per_s_median", "msgs_per_s_ci_low", "msgs_per_s_ci_high",
                   "msgs_per_s_cv", "mib_per_s_median", "mib_per_s_ci_low", "mib_per_s_ci_high",
                   *(f"{c}_median" for c in LATENCY), "p50_us_ci_low", "p50_us_ci_high",
                   "p99_us_ci_low", "p99_us_ci_high",
                   "rounds_per_s_median", "rounds_per_s_ci_low", "rounds_per_s_ci_high",
                   *(f"{c}_median" for c in ROUNDS_MEDIANS), *ROUNDS_SUMS,
                   *(f"{c}_{m}" for c in HOST for m in ("median", "max")), "failures"]


def bootstrap_ci(values: list[float], seed: int = 1, level: float = 0.95,
                 resamples: int = BOOTSTRAP_RESAMPLES) -> tuple[float, float]:
    """Bootstrap percentile interval of the median of `values`."""
    if len(values) < 2:
        raise ValueError("an interval needs at least two values")
    return _bootstrap_ci(tuple(values), seed, level, resamples)


@functools.lru_cache(maxsize=1 << 16)
def _bootstrap_ci(values: tuple[float, ...], seed: int, level: float, resamples: int) -> tuple[float, float]:
    """bootstrap_ci's work, remembered: seeded, it gives the same interval for the same values, and a
    report or the docs' figures ask for one folder's intervals several times."""
    pickers, times = _resamples(len(values), seed, resamples)
    medians = sorted(zip([median(pick(values)) for pick in pickers], times))
    return (nth(medians, int((1 - level) / 2 * resamples)),
            nth(medians, min(resamples - 1, int((1 + level) / 2 * resamples))))


@functools.lru_cache(maxsize=None)
def _resamples(n: int, seed: int, resamples: int) -> tuple[list[itemgetter], list[int]]:
    """The positions each resample of n values picks, whatever the values: what
    statistics.median(rng.choices(values, k=n)) resamples, resample after resample, from the same seeded
    draws. As the distinct multisets of positions, each with the number of resamples that drew it: a
    resample's median depends on its multiset alone, and a few values have few multisets (3 values: 10
    in 2000 resamples), so each median is taken once however often it was drawn (the docs' figures take
    thousands of these intervals, most of 2 or 3 trials)."""
    picks = map(math.floor, map(float(n).__mul__, draws(random.Random(seed), n * resamples)))
    drawn = Counter(map(tuple, map(sorted, zip(*[picks] * n))))
    return [itemgetter(*m) for m in drawn], list(drawn.values())


def nth(counted: list[tuple[float, int]], k: int) -> float:
    """The k-th (from 0) of the values in `counted`, (value, times) pairs in order of value, each
    value there `times` times: what sorting them all and indexing k gives."""
    for value, times in counted:
        k -= times
        if k < 0:
            return value
    raise IndexError(k)


def draws(rng: random.Random, k: int) -> list[float]:
    """k calls of rng.random(), in one."""
    return list(starmap(rng.random, repeat((), k)))


def choices(values, uniforms):
    """values[floor(u * len(values))] for each u: what random.choices(values, k=...) picks from the same
    draws of random()."""
    return map(values.__getitem__, map(math.floor, map(float(len(values)).__mul__, uniforms)))


def median(values: list[float]) -> float:
    """statistics.median, for the few values of a resample: the same arithmetic without its checks."""
    s = sorted(values)
    half = len(s) // 2
    return s[half] if len(s) % 2 else (s[half - 1] + s[half]) / 2


def stdev(values: list[float]) -> float:
    """statistics.stdev of floats, to the bit, without its Fractions (sequential's simulated A-against-A
    takes 50,000 of them): the same exact sum of squared deviations, in integers (a float is an integer
    over a power of two), and its square root correctly rounded, as statistics.stdev rounds it."""
    if len(values) < 2 or not all(map(math.isfinite, values)):
        return statistics.stdev(values)  # its error, or its inf or nan
    ratios = [v.as_integer_ratio() for v in values]
    shift = max(d for _, d in ratios).bit_length() - 1  # every value is an integer over 2 ** shift
    xs = [n << shift - (d.bit_length() - 1) for n, d in ratios]
    k, sx = len(xs), sum(xs)
    # the variance, (k sum(x²) - sum(x)²) / (k (k - 1)), over 2 ** (2 shift)
    return sqrt_of_fraction(k * sum(x * x for x in xs) - sx * sx, k * (k - 1) << 2 * shift)


def sqrt_of_fraction(n: int, m: int) -> float:
    """The square root of n / m (n >= 0, m > 0) correctly rounded: its integer root to 55 bits or more,
    the last bit set when the root is inexact (round to odd), then rounded to a float once, so never
    rounded twice (the way statistics takes the root of a variance)."""
    shift = (n.bit_length() - m.bit_length() - 109) // 2  # 109: twice a float's 53 bits, and 3 more
    if shift >= 0:
        return float(root_to_odd(n, m << 2 * shift) << shift)
    return root_to_odd(n << -2 * shift, m) / (1 << -shift)


def root_to_odd(n: int, m: int) -> int:
    """The integer part of the square root of n / m, made odd when the root is not exact."""
    root = math.isqrt(n // m)
    return root | (root * root * m != n)


def interval_coverage(n: int, level: float = 0.95) -> float:
    """How often bootstrap_ci's interval of the median of n values really holds the true median. The
    bootstrap's percentile interval is a pair of order statistics [x(k), x(n+1-k)]: k is the smallest
    rank whose chance of being the bootstrap median's lower tail reaches (1 - level) / 2. Such a pair
    holds the median with probability 1 - 2 P(Binomial(n, 1/2) <= k - 1), distribution-free. With few
    trials that is less than `level`: 3 trials 75 %, 5 trials 94 % (the interval is then the range)."""
    from math import comb
    need = n // 2 + 1  # draws at or below x(k) that make the resampled median <= x(k)

    def below(k: int) -> float:  # P(bootstrap median <= x(k))
        p = k / n
        return sum(comb(n, j) * p ** j * (1 - p) ** (n - j) for j in range(need, n + 1))

    k = next(k for k in range(1, n + 1) if below(k) >= (1 - level) / 2)
    return 1 - 2 * sum(comb(n, j) for j in range(k)) / 2 ** n


def cv(values: list[float]) -> float | None:
    """Coefficient of variation: sample standard deviation / mean."""
    if len(values) < 2 or statistics.mean(values) == 0:
        return None
    return statistics.stdev(values) / statistics.mean(values)


def summarize(rows: list[dict]) -> list[dict]:
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for r in rows:
        groups[tuple(r.get(k, "") for k in KEY)].append(r)
    out = []
    for key, rs in groups.items():
        ok = [r for r in rs if r["status"] == "ok"]
        ok_trials = {r["trial"] for r in ok if r.get("trial")}
        # Failed runs are counted, never averaged in: `failed` those of trials that
        # never completed, `cleared` those a retry of the same trial made good.
        failed = [r for r in rs if r["status"] != "ok" and r.get("trial") not in ok_trials]
        cleared = [r for r in rs if r["status"] != "ok" and r.get("trial") in ok_trials]
        row = dict(zip(KEY, key), n=len(ok), failed=len(failed), cleared=len(cleared),
                   failures=" | ".join(sorted({r["status"] for r in failed + cleared})))
        if ok:
            tput = [float(r["msgs_per_s"]) for r in ok if r.get("msgs_per_s")]
            if len(tput) >= 2:
                row["msgs_per_s_cv"] = round(cv(tput), 4)
            for c in dict.fromkeys((*WITH_INTERVAL, *LATENCY, *ROUNDS_MEDIANS)):
                vals = [float(r[c]) for r in ok if r.get(c) not in (None, "")]
                if not vals:
                    continue
                digits = 4 if c in ("mib_per_s", "subscribe_s") else 1 if c == "msgs_per_s" else 3
                row[f"{c}_median"] = round(statistics.median(vals), digits)
                if c in WITH_INTERVAL and len(vals) >= 2:
                    lo, hi = bootstrap_ci(vals)
                    row[f"{c}_ci_low"], row[f"{c}_ci_high"] = round(lo, digits), round(hi, digits)
            for c in HOST:
                vals = [float(r[c]) for r in ok if r.get(c) not in (None, "")]
                if vals:
                    row[f"{c}_median"], row[f"{c}_max"] = round(statistics.median(vals), 2), max(vals)
            for c in ROUNDS_SUMS:
                vals = [int(r[c]) for r in ok if r.get(c) not in (None, "")]
                if vals:
                    row[c] = sum(vals)
        out.append(row)
    return out


def write_summary(results_csv: Path, summary_csv: Path) -> int:
    with open(results_csv, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    summary = summarize(rows)
    tmp = summary_csv.with_suffix(".csv.tmp")
    with open(tmp, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=SUMMARY_COLUMNS)
        w.writeheader()
        w.writerows(summary)
    tmp.replace(summary_csv)
    return len(summary)
