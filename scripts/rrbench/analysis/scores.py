"""What the report concludes, computed from a Dataset: ratios with their
significance, the ranking in Grischa's operating region, saturation and the
limiting role, and the usability counts from the adapters' source.

Significance, everywhere: two medians differ significantly when their 95 %
confidence intervals do not overlap. That is conservative (two overlapping
intervals can still differ), so "n.s." means "not shown", not "equal". With
one trial per point there are no intervals and significance is unknown."""

from __future__ import annotations

import math
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path

from .dataset import Dataset, ReportError
from ..core import libraries
from ..core.grid import parse_bytes
from ..core.units import UnitError, parse_rate, size_label

FLOOR = "raw"              # the hand-written floor, not a library one would adopt
GRISCHA_USES = "zmq"       # what Grischa runs today (the brief), the baseline of the advice
BROKER = "broker"
BUSY = 0.80                # share of a core (or of all cores) that counts as CPU-bound


def is_floor(lib: str) -> bool:
    """The floor or a variant of it (raw@uring: its broker on io_uring): hand-written, not a contender."""
    return lib.split("@", 1)[0] == FLOOR


def tput(point: dict | None) -> float | None:
    v = (point or {}).get("msgs_per_s_median")
    return float(v) if v not in (None, "") else None


def interval(point: dict, metric: str = "msgs_per_s") -> tuple[float, float] | None:
    lo, hi = point.get(f"{metric}_ci_low"), point.get(f"{metric}_ci_high")
    if lo in (None, "") or hi in (None, ""):
        return None
    return float(lo), float(hi)


@dataclass
class Ratio:
    value: float
    significant: bool | None  # None: no intervals (one trial)

    @property
    def note(self) -> str:
        return {False: "n.s.", None: "1 trial"}.get(self.significant, "")


def ratio(a: dict | None, b: dict | None, metric: str = "msgs_per_s") -> Ratio | None:
    """a's median over b's, or None when either has no ok trial."""
    va, vb = (a or {}).get(f"{metric}_median"), (b or {}).get(f"{metric}_median")
    if va in (None, "") or vb in (None, "") or float(vb) == 0:
        return None
    ia, ib = interval(a, metric), interval(b, metric)
    significant = None if ia is None or ib is None else (ia[1] < ib[0] or ib[1] < ia[0])
    return Ratio(float(va) / float(vb), significant)


def geomean(values: list[float]) -> float:
    return math.exp(statistics.fmean(math.log(v) for v in values))


# --- the operating region ---------------------------------------------------

@dataclass
class Region:
    sizes: tuple[int, int] = (64, 4096)
    workers: tuple[int, int] = (8, 128)
    transports: tuple[str, ...] = ("tcp", "ipc")

    def describe(self) -> str:
        return (f"messages of {size_label(self.sizes[0])} to {size_label(self.sizes[1])}, "
                f"{self.workers[0]} to {self.workers[1]} workers, {' and '.join(t.upper() for t in self.transports)}")

    def flag(self) -> str:
        def short(n: int) -> str:  # 4096 -> 4k, as the flags are written
            return next((f"{n >> b}{u}" for u, b in (("g", 30), ("m", 20), ("k", 10))
                         if n >= 1 << b and not n % (1 << b)), str(n))
        (s0, s1), (c0, c1) = self.sizes, self.workers
        return f"{short(s0)}..{short(s1)}:{c0}..{c1}:{','.join(self.transports)}"


def parse_region(text: str) -> Region:
    """SIZES:WORKERS[:TRANSPORTS], each range A..B inclusive, e.g. 64..4k:8..128:tcp,ipc."""
    parts = text.split(":")
    if len(parts) not in (2, 3):
        raise ReportError(f"--region '{text}': expected SIZES:WORKERS[:TRANSPORTS], e.g. 64..4k:8..128:tcp,ipc")
    ranges = []
    for what, part in zip(("sizes", "workers"), parts):
        try:
            a, b = part.split("..") if ".." in part else (part, part)
            lo, hi = parse_bytes(a), parse_bytes(b)
        except ValueError:
            raise ReportError(f"--region: {what} '{part}' is not a range A..B") from None
        if lo > hi or lo < 1:
            raise ReportError(f"--region: {what} range '{part}' is empty")
        ranges.append((lo, hi))
    transports = tuple(parts[2].split(",")) if len(parts) == 3 else ("tcp", "ipc")
    if not transports or any(t not in ("tcp", "ipc") for t in transports):
        raise ReportError(f"--region: transports '{parts[2]}' must be tcp, ipc or both")
    return Region(ranges[0], ranges[1], transports)


@dataclass
class LibScore:
    lib: str
    cells: int                 # region cells with an ok median
    failed_cells: list[tuple]  # (size, workers) with no ok trial
    partial_cells: int         # cells where some trials failed
    workaround_rows: int       # ok rows that needed a library workaround
    geomean: float | None = None   # over the cells common to all candidates
    p50: float | None = None       # geometric mean of p50 medians over the common cells (µs)
    p99: float | None = None
    p99_worst: float | None = None


@dataclass
class Versus:
    other: str
    geo_ratio: float            # winner / other over the common cells
    faster: int = 0             # cells where the winner is significantly faster
    slower: int = 0
    not_significant: int = 0
    unknown: int = 0            # one trial: no intervals
    ahead: int = 0              # cells where the winner's median is higher, significant or not


@dataclass
class TransportVerdict:
    transport: str
    topology: str
    cells: list[tuple]                       # the common (size, workers) cells
    scores: list[LibScore]                   # best first; candidates only (no floor)
    floor: LibScore | None
    versus: list[Versus] = field(default_factory=list)

    @property
    def winner(self) -> LibScore | None:
        return self.scores[0] if self.scores and self.scores[0].geomean else None


def region_cells(ds: Dataset, region: Region) -> list[tuple[int, int]]:
    return [(s, c) for s in ds.values("size") for c in ds.values("workers")
            if region.sizes[0] <= s <= region.sizes[1] and region.workers[0] <= c <= region.workers[1]]


def topology_for_advice(ds: Dataset) -> str:
    tops = ds.values("topology")
    return BROKER if BROKER in tops else tops[0]


def verdict(ds: Dataset, region: Region, transport: str) -> TransportVerdict | None:
    topology = topology_for_advice(ds)
    cells = region_cells(ds, region)
    libs = ds.values("lib")
    if transport not in ds.values("transport") or not cells:
        return None
    scores = {lib: score(ds, lib, transport, topology, cells) for lib in libs}
    candidates = [lib for lib in libs if not is_floor(lib) and scores[lib].cells]
    common = [cell for cell in cells
              if all(tput(ds.point(lib, transport, topology, *cell)) for lib in candidates)]
    for lib in libs:
        fill_common(ds, scores[lib], transport, topology, common)
    ranked = sorted((scores[lib] for lib in libs if not is_floor(lib)),
                    key=lambda s: -(s.geomean or 0))
    v = TransportVerdict(transport, topology, common, ranked, scores.get(FLOOR))
    if v.winner:
        v.versus = [versus(ds, v.winner.lib, s.lib, transport, topology, common)
                    for s in ranked[1:] if s.geomean]
    return v


def score(ds: Dataset, lib: str, transport: str, topology: str, cells: list[tuple]) -> LibScore:
    s = LibScore(lib, 0, [], 0, 0)
    for size, workers in cells:
        p = ds.point(lib, transport, topology, size, workers)
        if p is None:
            continue
        if tput(p):
            s.cells += 1
        else:
            s.failed_cells.append((size, workers))
        if tput(p) and p["failed"]:
            s.partial_cells += 1
    s.workaround_rows = sum(1 for r in ds.rows if r["lib"] == lib and r["transport"] == transport
                            and r["topology"] == topology and r["status"] == "ok"
                            and r.get("workarounds", "none") not in ("", "none")
                            and (int(r["size"]), int(r["workers"])) in cells)
    return s


def fill_common(ds: Dataset, s: LibScore, transport: str, topology: str, common: list[tuple]) -> None:
    points = [ds.point(s.lib, transport, topology, *cell) for cell in common]
    if not common or not all(tput(p) for p in points):
        return
    s.geomean = geomean([tput(p) for p in points])
    for attr, col in (("p50", "p50_us_median"), ("p99", "p99_us_median")):
        vals = [float(p[col]) for p in points if p.get(col) not in (None, "")]
        if len(vals) == len(points):
            setattr(s, attr, geomean(vals))
    p99s = [float(p["p99_us_median"]) for p in points if p.get("p99_us_median") not in (None, "")]
    s.p99_worst = max(p99s) if p99s else None


def versus(ds: Dataset, a: str, b: str, transport: str, topology: str, cells: list[tuple]) -> Versus:
    ratios = [ratio(ds.point(a, transport, topology, *c), ds.point(b, transport, topology, *c)) for c in cells]
    out = Versus(b, geomean([r.value for r in ratios]))
    for r in ratios:
        out.ahead += r.value > 1
        if r.significant is None:
            out.unknown += 1
        elif not r.significant:
            out.not_significant += 1
        elif r.value > 1:
            out.faster += 1
        else:
            out.slower += 1
    return out


def transport_speedup(ds: Dataset, lib: str, topology: str, cells: list[tuple]) -> tuple[float, int] | None:
    """Geometric mean of IPC / TCP over the cells where the library completed both, and their number."""
    rs = [ratio(ds.point(lib, "ipc", topology, *c), ds.point(lib, "tcp", topology, *c)) for c in cells]
    values = [r.value for r in rs if r]
    return (geomean(values), len(values)) if values else None


# --- the network lab --------------------------------------------------------

def link_bound_mib(rate: str) -> float | None:
    """Request payload MiB/s a brokered point can reach on links of `rate`: half of it."""
    try:
        return parse_rate(rate) / 8 / 2 / 2**20 if rate and rate != "unlimited" else None
    except UnitError:
        return None


def mtu_effect(ds: Dataset, nets: list[tuple[str, str]], topology: str, workers: int) -> str:
    """Jumbo frames against standard ones at each rate, per library, at the largest size."""
    size = max(ds.values("size"))
    out = []
    for rate in dict.fromkeys(r for _, r in nets):
        mtus = sorted({int(m) for m, r in nets if r == rate})
        if len(mtus) < 2:
            continue
        lo, hi = (str(mtus[0]), rate), (str(mtus[-1]), rate)
        parts = []
        for lib in ds.values("lib"):
            at = (lib, "tcp", topology, size, workers)
            r = ratio(ds.point(*at, hi), ds.point(*at, lo))
            if r:
                parts.append(f"{lib} {r.value:.2f}×" + (f" ({r.note})" if r.note else ""))
        if parts:
            out.append(f"At {rate}, MTU {mtus[-1]} ÷ {mtus[0]} at {size >> 10} KiB: " + ", ".join(parts) + ".")
    return " ".join(out)


# --- saturation and the limiting role ---------------------------------------

@dataclass
class Saturation:
    lib: str
    transport: str
    size: int
    peak_workers: int
    peak: float
    knee_workers: int          # fewest workers reaching 90 % of the peak
    limit: str                 # which role (or the whole machine) was busiest at the peak


def saturation(ds: Dataset, topology: str) -> list[Saturation]:
    out = []
    for lib in ds.values("lib"):
        for transport in ds.values("transport"):
            for size in ds.values("size"):
                by_workers = {c: tput(ds.point(lib, transport, topology, size, c)) for c in ds.values("workers")}
                by_workers = {c: v for c, v in by_workers.items() if v}
                if len(by_workers) < 2:
                    continue
                peak_c = max(by_workers, key=by_workers.get)
                knee = min(c for c, v in by_workers.items() if v >= 0.9 * by_workers[peak_c])
                out.append(Saturation(lib, transport, size, peak_c, by_workers[peak_c], knee,
                                      limiting_role(ds, lib, transport, topology, size, peak_c)))
    return out


def limiting_role(ds: Dataset, lib: str, transport: str, topology: str, size: int, workers: int) -> str:
    """From the CPU columns: each role's CPU seconds over the point's wall time.
    A role at >= BUSY of one core is the limit; else, when all cores together
    are >= BUSY busy, the machine is; else nothing was CPU-bound. The CPU
    columns cover each process's whole life, set-up and teardown included,
    which dilutes the measured phase's load a little; hence 80 %, not ~100 %."""
    rows = [r for r in ds.rows if (r["lib"], r["transport"], r["topology"], r["size"], r["workers"]) ==
            (lib, transport, topology, str(size), str(workers)) and r["status"] == "ok"]
    cores = int(ds.meta.get("machine", {}).get("cores") or 1)
    need = ("cpu_master_s", "cpu_router_s", "cpu_workers_s", "seconds", "setup_s", "teardown_s")
    rows = [r for r in rows if all(r.get(c) not in (None, "") for c in need)]
    if not rows:
        return "not recorded"
    busy = {"router": [], "master": [], "one worker": [], "all cores": []}
    for r in rows:
        wall = sum(float(r[c]) for c in ("seconds", "setup_s", "teardown_s")) + float(r.get("warmup_s") or 0)
        if wall <= 0:
            continue
        busy["router"].append(float(r["cpu_router_s"]) / wall)
        busy["master"].append(float(r["cpu_master_s"]) / wall)
        busy["one worker"].append(float(r["cpu_workers_s"]) / workers / wall)
        total = sum(float(r[c]) for c in ("cpu_master_s", "cpu_router_s", "cpu_workers_s"))
        busy["all cores"].append(total / wall / cores)
    if not busy["all cores"]:
        return "not recorded"
    med = {k: statistics.median(v) for k, v in busy.items() if v and (topology == BROKER or k != "router")}
    role = max((k for k in med if k != "all cores"), key=med.get)
    if med[role] >= BUSY:
        return f"{role} ({med[role]:.0%} of a core)"
    if ds.meta.get("settings", {}).get("network", {}).get("launcher") == "ssh":  # no one machine to add up
        return f"none CPU-bound (busiest: {role}, {med[role]:.0%} of a core; roles on separate hosts)"
    if med["all cores"] >= BUSY:
        shares = cpu_shares(rows)
        return f"CPU: all {cores} cores busy ({med['all cores']:.0%}; {shares})"
    return f"none CPU-bound (machine {med['all cores']:.0%} busy)"


def cpu_shares(rows: list[dict]) -> str:
    tot = {k: sum(float(r[f"cpu_{k}_s"]) for r in rows) for k in ("workers", "router", "master")}
    all_cpu = sum(tot.values()) or 1
    return ", ".join(f"{k} {v / all_cpu:.0%}" for k, v in tot.items())


# --- usability, from the source ---------------------------------------------

@dataclass
class Usability:
    lib: str
    source: str         # the adapter's file, or its folder and how many files (raw/: 8 files)
    lines: int          # non-blank, non-comment lines
    calls: list[str]    # distinct library functions called
    files: list[str]    # every file counted


def adapter_sources(repo: Path) -> dict[str, list[str]]:
    """lib -> its adapter's files, from the repo's Makefile (core/libraries.py: each library's line), and
    the headers of the adapter's own folder they include (raw/raw_impl.h)."""
    out = {}
    for lib in libraries.read(repo / "Makefile"):
        headers = []
        for f in lib.sources:
            if not (repo / f).is_file():
                continue
            for name in re.findall(r'^#include "([^"]+)"', (repo / f).read_text(encoding="utf-8"), re.M):
                h = str(Path(f).parent / name)
                if (repo / h).is_file() and h not in headers:
                    headers.append(h)
        out[lib.name] = headers + list(lib.sources)
    return out


# In one pass, so that "//" in a string ("nats://...") is no comment and "/*" in a comment no string.
_C_TOKENS = re.compile(r'"(?:\\.|[^"\\\n])*"|/\*.*?\*/|//[^\n]*', re.S)


def strip_comments(code: str) -> str:
    """C source without comments (their newlines kept) and with every string emptied (names
    inside strings are not calls)."""
    return _C_TOKENS.sub(lambda m: '""' if m.group(0)[0] == '"' else "\n" * m.group(0).count("\n"), code)


def usability(repo: Path, libs: list[str]) -> list[Usability]:
    out = []
    sources = adapter_sources(repo)
    # What counts as a call into each library: its API names (raw's: the POSIX socket and event calls it makes).
    library_calls = {lib.name: lib.calls for lib in libraries.read(repo / "Makefile") if lib.calls}
    for lib in libs:
        if lib not in sources or lib not in library_calls or not all((repo / f).is_file() for f in sources[lib]):
            continue
        files = sources[lib]
        code = "\n".join(strip_comments((repo / f).read_text(encoding="utf-8")) for f in files)
        lines = sum(1 for ln in code.splitlines() if ln.strip())
        # the adapter's own functions and tables (defined at the start of a line)
        defined = set(re.findall(r"^(?:[\w*]+[ \t*]+)+(\w+)\s*[(\[=]", code, re.M))
        # a call, or a function named in a table of function pointers
        used = re.findall(rf"(?<![\w.>])({library_calls[lib]})\s*(?:\(|(?=[,}}]))", code)
        calls = sorted(set(used) - defined)
        folder = str(Path(files[0]).parent)
        source = files[0] if len(files) == 1 else f"{folder}/ ({len(files)} files)"
        out.append(Usability(lib, source, lines, calls, files))
    return out
