"""The programs' output: one `KIND key=value ...` line per record (RESULT, READY, DONE, HIST, ...),
and the error that ends a point."""

from __future__ import annotations

# Lines kept in order, not just the last of each kind: a churn point's timeline.
EVENT_KINDS = ("ROUND", "GONE", "BACK", "PROBE", "TICK")


class PointFailed(Exception):
    """A point failed: its message is the reason, as results.csv's status gives it after failed:."""


def parse_record(line: str) -> tuple[str, dict]:
    """'RESULT msgs=5 seconds=1.0' -> ('RESULT', {'msgs': '5', 'seconds': '1.0'})."""
    kind, *pairs = line.split()
    return kind, dict(p.split("=", 1) for p in pairs if "=" in p)
