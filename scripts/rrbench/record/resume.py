"""Resuming a sweep (--resume): which points and trials results.csv already holds as ok, and the
failed rows of those about to run again moved aside to retried.csv."""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

from ..core.grid import UsageError
from ..workloads.point import POINT_COLUMNS
from .results import COLUMNS, read_rows


POINT_KEY = POINT_COLUMNS


def done_and_retried(out: Path) -> set[tuple]:
    """The (point, trial) keys already ok. Failed rows of points about to be
    run again move to retried.csv (kept, not lost), so results.csv ends up
    as a sweep that never stopped would have written it."""
    path = out / "results.csv"
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):
        raise UsageError(f"--resume: {path} ends in half a row; remove that line and resume again")
    reader = csv.DictReader(io.StringIO(text))
    rows = list(reader)
    if reader.fieldnames != COLUMNS:
        raise UsageError(f"--resume: {path} has other columns than this version writes (an older sweep's "
                         f"results): finish it with that version, or start a new sweep")
    key = lambda r: tuple(r.get(k, "") for k in POINT_KEY)  # noqa: E731
    done = {key(r) for r in rows if r["status"] == "ok"}
    # A failure that a retry cleared stays (the Findings count it); the others are run again.
    retry = [r for r in rows if r["status"] != "ok" and key(r) not in done]
    if retry:
        retried = out / "retried.csv"
        new = not retried.exists()
        with open(retried, "a", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
            if new:
                w.writeheader()
            w.writerows(retry)
            f.flush()
            os.fsync(f.fileno())
        keep = [r for r in rows if key(r) in done]
        tmp = path.with_suffix(".csv.tmp")
        with open(tmp, "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
            w.writeheader()
            w.writerows(keep)
            f.flush()
            os.fsync(f.fileno())
        tmp.replace(path)
    return done


def ok_rows(out: Path) -> dict[tuple, dict]:
    """The ok rows of results.csv by their (point, trial) key: what a resumed staircase has measured."""
    return {tuple(r.get(k, "") for k in POINT_KEY): r for r in read_rows(out / "results.csv") if r["status"] == "ok"}
