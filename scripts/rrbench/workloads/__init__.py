"""Workloads: which roles a point starts, in which order, and what their
output adds up to. The point runner (run/point.py) knows only roles; a workload
says which ones (roles.py: what a workload and the runner tell each other).

  reqrep  router, master, workers: closed-loop (or open-loop) request-reply
          through the broker, or workers straight to the master (direct)
  rounds  broker, controller, node processes: Grischa's scatter-gather, one
          task and one result per node per round (common/controller.c)

Under a churn scenario (churn.py) both make one change mid-run and measure the
recovery; capacity.py is --find-capacity's staircase of offered rates. registry.py lists the workloads,
point.py makes their points and orders them.

A role is started, waits to print READY, and is told go (if `gets_go`). The
point is done when every role with a `done` record has printed it. At the
end, roles that `leave` on their own are let go (stdin closed) and must exit;
the others are stopped (SIGTERM, or their lifeline closed).
"""

from __future__ import annotations

from .registry import KNOWN_SCENARIOS, KNOWN_WORKLOADS, WORKLOADS  # noqa: F401 (the package's names)
