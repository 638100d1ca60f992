"""A results folder, read and checked for the report and the comparison.

A folder is results.csv (one row per point and trial, as the sweep writes it)
plus meta.json. Anything wrong with them is one ReportError line; columns the
report does not know are kept in the rows untouched, so later issues can add
columns without breaking older reports."""

from __future__ import annotations

import csv
import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from ..record.schema import SCHEMA, SchemaError, schema_of, upgrade_row
from ..workloads import WORKLOADS
from ..workloads.point import POINT_COLUMNS, count_column
from ..workloads.reqrep import ReqRep
from ..workloads.rounds import Rounds
from .stats import KEY, LATENCY, summarize

# What the report cannot do without; every other column is optional. The counts too: the columns workers
# and nodes (results schema 7), or in an older folder the one column clients (record/schema.py).
REQUIRED = ("lib", "transport", "size", "trial", "status", "msgs_per_s", "mib_per_s")
COUNTS = tuple(dict.fromkeys(count_column(w) for w in WORKLOADS.values()))
# Optional columns the report computes with: numbers (or empty) when present.
OPTIONAL_NUMERIC = (*LATENCY, "seconds", "setup_s", "teardown_s", "warmup_s", "cpu_master_s", "cpu_router_s",
                    "cpu_workers_s", "cpu_us_per_msg", "msgs", "warmup_msgs", "rounds", "subscribe_s", "first_round_s",
                    "broker_rx_bytes_per_round", "broker_tx_bytes_per_round", "bytes_per_round",
                    "lost", "duplicate", "late", "misdelivered")


class ReportError(Exception):
    """Input the report cannot use: one line, nonzero exit."""


@dataclass
class Dataset:
    folder: Path
    meta: dict
    # A workload's steady rows go to the view its module names (view()): request-reply's to rows, the
    # rounds' to rounds and games.
    rows: list[dict]       # request-reply (the workload most of the report is about)
    columns: list[str]
    all_rows: list[dict] = field(default_factory=list)  # every workload's: the Findings count them all
    rounds: list[dict] = field(default_factory=list)    # Grischa's rounds (moves.py, analysis and render)
    games: list[dict] = field(default_factory=list)     # rounds with concurrent games (--games > 1; scale.py)
    brokers: list[dict] = field(default_factory=list)   # rounds over several brokers (--brokers > 1; brokers.py)
    brokers_churn: list[dict] = field(default_factory=list)  # ... under a churn scenario (brokers.py)
    # either workload under a churn scenario (churn.py, analysis and render)
    churn: list[dict] = field(default_factory=list)
    # --inflight > 1 or --find-capacity (capacity.py, analysis and render)
    capacity: list[dict] = field(default_factory=list)
    points: dict[tuple, dict] = field(default_factory=dict)  # KEY -> summary row
    network: tuple[str, str] = ("", "")  # the lab setting (mtu, link_rate) point() reads; ("", "") off the lab
    hosting: str = "thread"  # the hosting point() and rounds_point() read (the sweep's first; docs/scale.md)
    hosts_layout: str = ""   # the layout they read: --hosts-layout's first ("": none asked; docs/lab-and-hosts.md)
    other_layouts: list[dict] = field(default_factory=list)  # every row of the layouts after the first (scale.py)

    def values(self, column: str, rows: list[dict] | None = None) -> list:
        """The distinct values of a key column in `rows` (default: request-reply's), in grid order."""
        seen = {r[column]: None for r in (self.rows if rows is None else rows)}
        if column in ("size", *COUNTS):
            return sorted(int(v) for v in seen)
        order = self.meta.get("settings", {}).get({"lib": "libs", "transport": "transports",
                                                    "topology": "topologies"}.get(column, ""), [])
        return sorted(seen, key=lambda v: (order.index(v) if v in order else len(order), v))

    def point(self, lib: str, transport: str, topology: str, size: int, workers: int,
              network: tuple[str, str] | None = None, hosting: str | None = None) -> dict | None:
        """A request-reply point's summary."""
        return self.points.get((ReqRep.name, ReqRep.patterns[0], "none", "off", lib, transport, topology, str(size),
                                str(workers), "", *(network or self.network), "1", "", "", hosting or self.hosting,
                                "", "", "", self.hosts_layout))

    def rounds_point(self, pattern: str, lib: str, transport: str, nodes: int,
                     compute: str | None = None, hosting: str | None = None, brokers: int = 1,
                     scaleout: str = "one") -> dict | None:
        """A rounds point's summary (always through the broker, at the task size of the sweep), at move
        time `compute` (default: the sweep's first, as the key column has it) and `hosting` (default:
        the dataset's)."""
        size = self.meta.get("settings", {}).get(Rounds.name, {}).get("task_size", "")
        if not size:
            size = next((r["size"] for r in self.rounds), "")
        if compute is None:
            compute = self.move_times()[0] if self.rounds else "0"
        return self.points.get((Rounds.name, pattern, "none", "off", lib, transport, "broker", str(size), "",
                                str(nodes), *self.network, "1", "", compute, hosting or self.hosting, "1",
                                str(brokers), scaleout, self.hosts_layout))

    def hostings(self) -> list[str]:
        """The hostings in the data, in the sweep's order (thread first when the sweep gave none)."""
        order = self.meta.get("settings", {}).get("hostings", ["thread"])
        seen = {r.get("hosting", "thread") for r in self.all_rows}
        return sorted(seen, key=lambda h: (order.index(h) if h in order else len(order), h))

    def layouts(self) -> list[str]:
        """The layouts in the data (--hosts-layout), in the sweep's order; [""] where none was asked."""
        return layout_order(self.meta, self.all_rows)

    def move_times(self) -> list[str]:
        """The rounds' move times (compute_s as the key column has it), shortest first."""
        return sorted({r["compute_s"] for r in self.rounds}, key=float)

    def networks(self) -> list[tuple[str, str]]:
        """The lab settings in the data, in the sweep's order (one ("", "") entry off the lab)."""
        seen = {(r.get("mtu", ""), r.get("link_rate", "")): None for r in self.all_rows}
        order = [(str(n["mtu"]), n["link_rate"]) for n in self.meta.get("settings", {}).get("networks", [])]
        return sorted(seen, key=lambda k: (order.index(k) if k in order else len(order), k))

    def trials(self) -> int:
        return int(self.meta.get("settings", {}).get("trials") or max(int(r["trial"] or 1) for r in self.all_rows))

    def until_settled(self) -> bool:
        """Whether the sweep ran trials until settled (--looks): then the points' trial counts differ."""
        return bool(self.meta.get("settings", {}).get("looks"))

    def fewest_trials(self) -> int:
        """The fewest trials a point completed (until settled); the fixed count otherwise."""
        if not self.until_settled():
            return self.trials()
        return min((int(p["n"]) for p in self.points.values() if int(p.get("n") or 0) > 0), default=1)

    def trials_words(self) -> str:
        """'3 trials', or until settled '3–12 trials (until settled)'."""
        if not self.until_settled():
            return f"{self.trials()} trials"
        most = max((int(p.get("n") or 0) for p in self.points.values()), default=1)
        few = self.fewest_trials()
        return f"{few}–{most} trials (until settled)" if most > few else f"{few} trials (until settled)"

    def failed_rows(self) -> list[dict]:
        return [r for r in self.rows if r["status"] != "ok"]


def final_runs(rows: list[dict]) -> list[dict]:
    """One row per trial (a point's key columns and its trial, whatever the attempt): its ok run if it has
    one, else its last: a trial failed only when no run of it, a retry included, completed."""
    out: dict[tuple, dict] = {}
    for r in rows:
        k = tuple(r.get(c, "") for c in POINT_COLUMNS)
        kept = out.get(k)
        if kept is None or kept["status"] != "ok" and (
                r["status"] == "ok" or int(r.get("attempt") or 1) >= int(kept.get("attempt") or 1)):
            out[k] = r
    return list(out.values())


def load(folder: str | Path) -> Dataset:
    d = Path(folder)
    if not d.is_dir():
        raise ReportError(f"{d} is not a folder")
    csv_path, meta_path = d / "results.csv", d / "meta.json"
    if not csv_path.is_file():
        raise ReportError(f"{d} is not a results folder: it has no results.csv")
    if not meta_path.is_file():
        raise ReportError(f"{d} is not a results folder: it has no meta.json")
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ReportError(f"{meta_path}: not readable JSON ({e})") from None
    if not isinstance(meta, dict):
        raise ReportError(f"{meta_path}: expected a JSON object")
    try:
        version = schema_of(meta, str(meta_path))
    except SchemaError as e:
        raise ReportError(str(e)) from None
    columns, rows = read_csv(csv_path, version)
    for r in rows:  # a key column since the move time became an axis; older folders wrote it as a value
        r["compute_s"] = f"{float(r.get('compute_s') or 0):g}" if WORKLOADS[r["workload"]].has_moves else ""
    # Every view holds the first layout's rows (--hosts-layout: loopback before two-hosts); the others'
    # are the layouts section's alone (analysis/scale.py layouts()).
    first = layout_order(meta, rows)[0]
    mine = [r for r in rows if r["hosts_layout"] == first]
    steady = [r for r in mine if r["scenario"] == "none" and r["liveness"] == "off"]
    # Pipelined workers and the offered-rate staircase are the capacity section's (render/capacity.py).
    capacity = [r for r in steady if r["inflight"] != "1" or r["offered_rate"]]
    steady = [r for r in steady if r not in capacity]
    views: dict[str, list] = {"rows": [], "rounds": [], "games": [], "brokers": []}
    for r in steady:
        views[WORKLOADS[r["workload"]].view(r)].append(r)
    changed = [r for r in mine if r["scenario"] != "none" or r["liveness"] != "off"]
    one = [r for r in changed if r.get("brokers", "1") in ("", "1")]  # several brokers': brokers.py's
    ds = Dataset(folder=d, meta=meta, columns=columns, all_rows=rows, **views, churn=one,
                 brokers_churn=[r for r in changed if r not in one], capacity=capacity,
                 other_layouts=[r for r in rows if r["hosts_layout"] != first])
    ds.points = {tuple(s[k] for k in KEY): s for s in summarize(rows)}
    ds.network = ds.networks()[0]
    ds.hosting = ds.hostings()[0]
    ds.hosts_layout = first
    return ds


def layout_order(meta: dict, rows: list[dict]) -> list[str]:
    """The layouts in the rows (--hosts-layout), in the sweep's order; [""] where none was asked."""
    order = meta.get("settings", {}).get("hosts_layouts") or [""]
    seen = {r.get("hosts_layout", "") for r in rows} or {""}
    return sorted(seen, key=lambda h: (order.index(h) if h in order else len(order), h))


def read_csv(path: Path, version: int = SCHEMA) -> tuple[list[str], list[dict]]:
    """The rows of a results.csv of results schema `version`, each in this schema's words, checked."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise ReportError(f"{path}: cannot read ({e})") from None
    if not text.strip():
        raise ReportError(f"{path} is empty")
    if not text.endswith("\n"):
        raise ReportError(f"{path} is truncated: its last line is incomplete")
    lines = list(csv.reader(text.splitlines(keepends=True)))
    header = lines[0]
    missing = [c for c in REQUIRED if c not in header] + \
        [c for c in COUNTS if c not in header and "clients" not in header]  # (before schema 7: clients)
    if missing:
        raise ReportError(f"{path} lacks columns the report needs: {', '.join(missing)}")
    rows = []
    for number, fields in enumerate(lines[1:], start=2):
        if not fields:
            continue
        if len(fields) != len(header):
            raise ReportError(f"{path} line {number} has {len(fields)} fields, the header {len(header)}: "
                              f"truncated or damaged")
        row = dict(zip(header, fields))
        # Sweeps before the rounds workload wrote request-reply alone, without these columns.
        row.setdefault("workload", ReqRep.name)
        row.setdefault("pattern", ReqRep.patterns[0])
        row.setdefault("topology", "broker")  # and before the direct topology, through the broker alone
        row.setdefault("scenario", "none")  # and before churn, without these
        row.setdefault("liveness", "off")
        row.setdefault("inflight", "1")  # and before capacity, without these
        row.setdefault("offered_rate", "")
        upgrade_row(row, version)  # an older schema's row in this one's words, here once (record/schema.py)
        check_row(path, number, row)
        rows.append(row)
    if not rows:
        raise ReportError(f"{path} has a header but no rows")
    return header, rows


def check_row(path: Path, number: int, row: dict) -> None:
    if not row["status"]:
        raise ReportError(f"{path} line {number}: empty status")
    if row["workload"] not in WORKLOADS:
        raise ReportError(f"{path} line {number}: unknown workload '{row['workload']}'")
    count = count_column(WORKLOADS[row["workload"]])
    wanted = WORKLOADS[row["workload"]].numeric_when_ok if row["status"] == "ok" else ("size", count)
    wanted += tuple(c for c in OPTIONAL_NUMERIC if row.get(c))
    for c in wanted:
        try:
            v = float(row[c])
        except ValueError:
            raise ReportError(f"{path} line {number}: {c} '{row[c]}' is not a number") from None
        if not math.isfinite(v) or v < 0:
            raise ReportError(f"{path} line {number}: {c} '{row[c]}' is out of range")
    for c in ("size", count):
        if not row[c].isdigit():
            raise ReportError(f"{path} line {number}: {c} '{row[c]}' is not a whole number")
