"""One workload's axes in a sweep (each workload's grid() fills them from the flags; point.py orders
their points)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Workload:
    """One workload's own axes: its patterns, message size and counts (its workers or nodes)."""

    name: str
    patterns: tuple = ("reqrep",)
    sizes: tuple = ()          # reqrep: payload bytes; rounds: the task size alone
    counts: tuple = ()         # reqrep: workers; rounds: nodes (its count_noun)
    topologies: tuple = ("broker",)
    libs_by_pattern: dict | None = None  # pattern -> the libraries that run it (None: all)
    scenarios: tuple = ("none",)
    liveness: tuple = ("off",)
    inflight: tuple = (1,)
    computes: tuple = (0.0,)   # rounds: move times (--compute), interleaved like the libraries
    hostings: tuple = ("thread",)  # how the worker or node processes serve their peers (--hosting), interleaved too
    games: tuple = (1,)        # rounds: concurrent games through one broker (--games), a position's axis
    brokers: tuple = (1,)      # rounds: brokers the nodes are spread over (--brokers), a position's axis
    scaleouts_of: dict = field(default_factory=dict)  # lib -> its scale-outs the sweep runs over several brokers
    one_broker_patterns: tuple = ()  # patterns that run over one broker only (survey)
    layouts: tuple = ("",)     # --hosts-layout: each contender's layouts, back to back ("": not asked)
