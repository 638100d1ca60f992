"""Cross-checks of a row: is what the programs measured consistent with itself?"""

from __future__ import annotations

from ..core.lines import PointFailed

LITTLE_TOLERANCE = 0.25  # measured and predicted may differ by this much


def jain_index(counts: list[int]) -> float:
    """Jain's fairness index: 1 when every client got the same, 1/n when one got all."""
    total, squares = sum(counts), sum(c * c for c in counts)
    return total * total / (len(counts) * squares) if squares else 0.0


def littles_law_check(inflight: int, msgs_per_s: float, mean_us: float) -> str:
    """Closed loop: throughput should be about the requests in flight (`inflight`, of all workers) / mean
    round-trip time. 'ok', or 'little:R' with R = measured / predicted when they disagree by
    more than 25 %."""
    if mean_us <= 0:
        return "little:no-latency"
    ratio = msgs_per_s / (inflight / (mean_us / 1e6))
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"little:{ratio:.2f}"


def rate_check(intended: float, achieved: float) -> str:
    """Open loop: 'ok', or 'rate:R' when the workers fell more than 25 % behind
    the intended rate (R = achieved / intended): the system could not keep up."""
    ratio = achieved / intended
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"rate:{ratio:.2f}"


def rounds_check(rounds_per_s: float, mean_us: float, compute_s: float) -> str:
    """Rounds follow each other with nothing between: rounds/s should be
    1 / (move time + mean overhead). 'ok', or 'rounds:R' (measured / predicted)
    off by more than 25 %."""
    per_round = compute_s + mean_us / 1e6
    if per_round <= 0:
        return "rounds:no-latency"
    ratio = rounds_per_s * per_round
    return "ok" if abs(ratio - 1) <= LITTLE_TOLERANCE else f"rounds:{ratio:.2f}"


def check_echo(role, expected: dict) -> None:
    """The answering role's RESULT says what it ran with (docs/records.md); a row counts only when
    that is what the point asked for. PointFailed (cause echo) when a value differs."""
    result = role.records.get("RESULT")
    if result is None:  # no RESULT: the workload's collect() says what is missing
        return
    for key, want in expected.items():
        if result.get(key) != str(want):
            raise PointFailed(f"{role.name} ran with {key}={result.get(key)}, the point asked for {want}", "echo")
