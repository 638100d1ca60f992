"""The workloads, each one module (reqrep.py, rounds.py): adding one is its module and a line here.
Everything outside a workload's module loops over this table and asks the workload; none compares
a workload's name."""

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
