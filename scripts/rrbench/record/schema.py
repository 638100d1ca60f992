"""The results' format version (meta.json "results_schema"), and reading a folder of an older one.

Schema 1: the folders written before the programs named their failures' causes: no `cause`
column, and meta.json without "results_schema". Schema 2: results.csv's `cause` (docs/records.md).
Schema 3: the rounds' pattern `router` is named `addressed`. Schema 4: the key columns `hosting`
(thread before it) and `games` (rounds: 1 before it), and the rounds' CPU per round (docs/scale.md).
Schema 5: no `payload_size` column (it was request-reply's `size` again). Schema 6: the rounds over
several brokers (docs/scale.md). Schema 7: no `clients` column: the key columns `workers` (request-reply)
and `nodes` (rounds) say the axis under its one name, the other workload's empty, and meta.json's
request-reply counts are `workers`; and where each run's wall time went (`run_s`, `gap_s`, ...:
docs/results.md). Schema 8: the key column `hosts_layout` (--hosts-layout: loopback, two-hosts; "" where
not asked, as every older row), the probes' columns (the broker's pinned core, the receive counters, the
two hosts' own: run/probes.py), and the broker's profile (--profile-broker: profile_status,
profile_..._per_round, broker_cpu_by_thread; docs/scale.md), and a kept server's boot (`kept_boot_s`,
empty in a row that booted none). A reader takes 1 to 8 and refuses any other
with one line; an older row is put in this schema's words here, once, as it is read (`upgrade_row`), and
nowhere else.
"""

from __future__ import annotations

import re

from ..core import profile
from ..workloads import WORKLOADS
from ..workloads.point import count_column

SCHEMA = 8
KNOWN_SCHEMAS = (1, 2, 3, 4, 5, 6, 7, 8)
# Where a run's wall time went (schema 7; docs/results.md "Where the time goes").
TIMING = ("kept_boot_s", "broker_start_s", "hello_s", "warmup_wall_s", "measured_wall_s", "finish_s", "run_s", "gap_s")
# A pattern's name in an older schema -> its name now.
_OLD_PATTERNS = {"router": "addressed"}

# The message forms of schema-1 programs and the cause each meant, first match wins: the early
# timeout's note rides on a "no reply" message, the lost task on a round's missing result.
_V1_CAUSES = (
    (r"open files per process; the limit is", "open_files"),
    (r"local TCP ports; \d+ are free", "local_ports"),
    (r"the library gave up after [\d.]+ s of it by the monotonic clock", "early_timeout"),
    (r"no reply within", "no_reply"),
    (r"stalled: no request", "no_request"),
    (r"no request arrived within", "no_first_request"),
    (r"no answer to \d+ hellos", "no_hello_answer"),
    (r"no answer to \d+ surveys", "no_survey_answer"),
    (r"got the results request but never its task", "task_lost"),
    (r"no result within", "no_result"),
)


class SchemaError(ValueError):
    """A results folder of a format this code does not know: one line for the user."""


def schema_of(meta: dict, where: str) -> int:
    """The folder's results schema from its meta.json; SchemaError for one this code cannot read."""
    version = meta.get("results_schema", 1)
    if version not in KNOWN_SCHEMAS or isinstance(version, bool):
        raise SchemaError(f"{where}: results schema {version!r} is not one this version reads "
                          f"({', '.join(map(str, KNOWN_SCHEMAS))}): use the version that wrote it")
    return version


def cause_of(row: dict) -> str:
    """A failed row's cause: its `cause` column, or for a schema-1 row the one its status's words
    meant ("" when they match no known form, and for an ok row)."""
    if row.get("cause") or not row.get("status", "").startswith("failed:"):
        return row.get("cause", "")
    for pattern, cause in _V1_CAUSES:
        if re.search(pattern, row["status"]):
            return cause
    return ""


def upgrade_row(row: dict, version: int) -> None:
    """Puts a row of a folder of schema `version` in this schema's words, in place: its cause (a
    schema-1 row's from its words), before schema 3 its pattern's new name, before schema 4 its
    hosting (a thread each: there was no other), before schema 5 without the copy of `size` that
    payload_size was, before schema 6 over one broker, before schema 7 with its `clients` under its
    workload's name (`workers`, `nodes`: schema 1 had only `clients`; the column `clients` goes) and
    without the timing of each run, before schema 8 without a layout asked (hosts_layout "") and not
    profiled."""
    row["cause"] = cause_of(row)
    if version < 3:
        row["pattern"] = _OLD_PATTERNS.get(row.get("pattern", ""), row.get("pattern", ""))
    if version < 4:
        row["hosting"] = "thread"
        kind = WORKLOADS.get(row.get("workload", ""))
        row["games"] = "1" if kind and kind.has_games else ""
    if version < 5:
        row.pop("payload_size", None)
    if version < 6:  # one broker: the busiest is the one
        kind = WORKLOADS.get(row.get("workload", ""))
        one = bool(kind and kind.has_brokers)
        row.update(brokers="1" if one else "", scaleout="one" if one else "", bus_bytes_per_round="",
                   broker_busiest_cpu_us_per_round=row.get("broker_cpu_us_per_round", "") if one else "",
                   broker_processes="1" if one and row.get("status") == "ok" else "")
    if version < 7:
        kind = WORKLOADS.get(row.get("workload", ""))
        for w in WORKLOADS.values():
            row.update(w.named_columns(None))  # every workload's empty, then its own
        if kind:
            row[count_column(kind)] = row.pop("clients", "")
        row.update(dict.fromkeys(TIMING, ""))  # not timed
    if version < 8:
        row["hosts_layout"] = ""  # no layout asked: the launcher's own
        row.update(dict.fromkeys(profile.COLUMNS, ""))  # no profile: --profile-broker came with schema 8
