"""The workloads, each one module (reqrep.py, rounds.py): adding one is its module and a line in
WORKLOADS. Everything outside a workload's module loops over this table and asks the workload; none
compares a workload's name (tests/test_workloads.py checks both).

A workload is a class; what the harness asks of it, by layer (INTERFACE lists the names):

  sweep     name, title, summary (--workload's help); sizes_flag (--sizes; None: its size is a flag
            it shares with the programs, the rounds' --task-size), program_size_flag, size_noun and
            default_sizes, churn_sizes, capacity_sizes; count_flag, count_noun, counts_named (its
            counts: --workers, --nodes), program_count_flag (whose limits they have) and
            their defaults default_counts, churn_counts, capacity_counts (None: no
            --find-capacity); default_libs; scenarios; patterns (one, or those each library's
            --info offers); topologies; open_loop (--rate), no_inflight (why not --inflight, or
            None), has_games (--games), has_moves (--compute), has_brokers (--brokers) and
            one_broker_patterns (those that run over one broker only); grid(args, ax, libs_by_pattern)
            its axes in a sweep (axes.py); meta(args, ax, by_pattern) its part of meta.json's settings
  points    key_columns(point), named_columns(point or None), label(point, extras),
            slug(point, net, extras): what its points write and are called (point.py)
  run       count_kind, answer_kind, kinds, starts_at_live, restart_args,
            connections_each, endpoint_owners, bus_endpoints, roles, echo, measure_s, collect (run/point.py)
  report    numeric_when_ok (a row that ran), view(row) (the Dataset list its steady rows go to),
            grischas (Grischa's own traffic), preferred_pattern, lost_request_waits, churn_title,
            churn_detection, timeline_axis, timeline_what, churn_series(timeline, window, bin_s)
"""

from __future__ import annotations

from ..core.grid import SHARED_SCENARIOS
from .reqrep import ReqRep
from .rounds import Rounds

# In the order the sweep runs them and the report shows them; the first is the default --workload.
WORKLOADS = {w.name: w for w in (ReqRep, Rounds)}
KNOWN_WORKLOADS = tuple(WORKLOADS)
# Every scenario: the shared ones, then each workload's own (its answering side's restart).
KNOWN_SCENARIOS = SHARED_SCENARIOS + tuple(s for w in WORKLOADS.values() for s in w.scenarios
                                           if s not in SHARED_SCENARIOS)

INTERFACE = (
    "name", "title", "summary", "sizes_flag", "count_flag", "program_count_flag", "count_noun", "counts_named",
    "default_counts", "churn_counts", "capacity_counts", "default_libs", "scenarios", "patterns", "topologies",
    "open_loop", "no_inflight", "has_games", "has_moves", "has_brokers", "one_broker_patterns", "grid", "meta",
    "key_columns", "named_columns", "label", "slug", "count_kind", "answer_kind", "kinds",
    "starts_at_live", "restart_args",
    "connections_each", "endpoint_owners", "bus_endpoints", "roles", "echo", "measure_s", "collect",
    "numeric_when_ok", "view",
    "grischas", "preferred_pattern", "lost_request_waits", "churn_title", "churn_detection", "timeline_axis",
    "timeline_what", "churn_series",
)
