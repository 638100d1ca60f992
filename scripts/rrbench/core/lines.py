"""The programs' output: one `KIND key=value ...` line per record (RESULT, READY, DONE, HIST, ...),
and the error that ends a point."""

from __future__ import annotations

# Lines kept in order, not just the last of each kind: a churn point's timeline.
EVENT_KINDS = ("ROUND", "GONE", "BACK", "PROBE", "TICK")


# Why a run failed, as results.csv's column `cause` gives it (docs/records.md). The programs choose
# theirs (common/record.h: their FAILED record); the sweep names what it sees from outside:
SWEEP_CAUSES = (
    "open_files",   # this machine cannot run the point: too few open files per process
    "local_ports",  # ... too few free local TCP ports
    "killed",       # a role died of a signal
    "exited",       # a role exited non-zero without saying why (no FAILED record)
    "timeout",      # the point ran past its time limit and was stopped
    "injected",     # --inject-fault killed a role on purpose
    "echo",         # a program ran with other parameters than the point asked for (RESULT's echo)
    "duplicated",   # a request arrived twice with nobody resending (delivered twice on the way)
    "records",      # the programs' records are missing, unreadable or disagree (counts, histograms)
    "layout",       # --hosts-layout two-hosts did not hold: receive work not steered, packets dropped or resent
    "starved",      # failed on time while its roles waited for a CPU the machine gave to other work (run/starved.py)
)


class PointFailed(Exception):
    """A point failed: its message is the reason, as results.csv's status gives it after failed:,
    and `cause` the cause (SWEEP_CAUSES, or a program's own)."""

    def __init__(self, message: str, cause: str = "records"):
        super().__init__(message)
        self.cause = cause


def failed_cause(records: dict) -> str:
    """The cause a program gave in its FAILED record, or ""."""
    return records.get("FAILED", {}).get("cause", "")


def parse_record(line: str) -> tuple[str, dict]:
    """'RESULT msgs=5 seconds=1.0' -> ('RESULT', {'msgs': '5', 'seconds': '1.0'})."""
    kind, *pairs = line.split()
    return kind, dict(p.split("=", 1) for p in pairs if "=" in p)
