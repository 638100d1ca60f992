"""scripts/soak: one point per library, run for a long time, to see what
short points cannot: a slow leak, a counter that wraps, a reply lost once an
hour. Reports, per library, the round trips, whether every reply verified
(a single failed verification fails the point and is printed), and each
role's resident memory at the start and the end of the measured phase.

Not part of `make test`: its default is 10 minutes per library."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from ..core.grid import KNOWN_LIBS, KNOWN_TRANSPORTS, UsageError, parse_bytes, parse_names
from ..workloads.point import Point
from ..workloads.reqrep import ReqRep
from ..core.limits import out_of_range
from ..run.point import run_point
from ..run.settings import Settings
from .flags import REPO, Parser, seconds
from .plan import check_programs, product_servers

ROLES = ("router", "master", "worker")


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="soak", description="One long point per library; memory and counts.")  # bad flags: one line
    p.add_argument("--libs", default=",".join(KNOWN_LIBS), help="libraries (default %(default)s)")
    p.add_argument("--transport", default="tcp", help="tcp or ipc (default %(default)s)")
    p.add_argument("--minutes", type=seconds, default=10.0, help="measured minutes per library (default 10)")
    p.add_argument("--workers", type=int, default=16, help="workers (default %(default)s)")
    p.add_argument("--size", default="1k", help="payload bytes (default 1k)")
    p.add_argument("--bin", default=str(REPO / "bin"), help="where the programs are (default bin/)")
    return p


def growth(values: dict, role: str) -> str:
    a, b = values.get(f"rss_{role}_start_kib"), values.get(f"rss_{role}_end_kib")
    if a is None or b is None:
        return "–"
    return f"{a:,} → {b:,} KiB ({b - a:+,})"


def check_limits(bin_dir: Path, size: int, workers: int, minutes: float) -> None:
    """The size, workers and measured seconds within the programs' limits (--info), or one line."""
    for flag, what, value in (("--size", "--size", size), ("--workers", "--workers", workers),
                              ("--minutes", "--duration", minutes * 60)):
        why = out_of_range(bin_dir, what, value)
        if why:
            raise UsageError(f"{flag}: {why}" if flag != "--minutes" else f"--minutes: in seconds, the programs' "
                             f"--duration: {why}")


def main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
        libs = parse_names(args.libs, "libs", KNOWN_LIBS)
        transport = parse_names(args.transport, "transport", KNOWN_TRANSPORTS)[0]
        size = parse_bytes(args.size)
        check_programs(Path(args.bin), libs, [ReqRep.name])
        workers = args.workers
        check_limits(Path(args.bin), size, workers, args.minutes)
        servers = product_servers(Path(args.bin), libs)
        for lib in libs:
            if transport == "ipc" and lib in servers and servers[lib]["no_ipc"]:
                raise UsageError(f"--transport ipc: {lib}: {servers[lib]['no_ipc']}")
    except (UsageError, ValueError) as e:
        print(f"soak: error: {e}", file=sys.stderr)
        return 2
    settings = Settings(bin_dir=Path(args.bin), duration=args.minutes * 60, requests=None, warmup=1.0,
                        timeout=10.0, sample_rss=True, servers=servers)
    print("| library | status | round trips | round trips/s | verification failures | router RSS | "
          "master RSS | largest worker RSS |")
    print("|---|---|---:|---:|---:|---|---|---|")
    failed = 0
    for lib in libs:
        t0 = time.monotonic()
        print(f"soak: {lib} {transport} {workers} x {args.size} for {args.minutes:g} min ...", file=sys.stderr,
              flush=True)
        out = run_point(Point(lib, transport, size, 1, workers=workers), settings)
        v = out.values
        ok = out.status == "ok"
        failed += not ok
        # Every reply is verified; one that fails ends its worker with an error and fails the point (status
        # says which check), so an ok point has 0 and a failed one shows its reason instead.
        verify_failures = "0" if ok else "see status"
        print(f"| {lib} | {'ok' if ok else out.status} | {v.get('msgs', 0):,} | {v.get('msgs_per_s', 0):,.0f} | "
              f"{verify_failures} | {growth(v, 'router')} | {growth(v, 'master')} | {growth(v, 'worker')} |",
              flush=True)
        print(f"soak: {lib} done in {time.monotonic() - t0:.0f} s", file=sys.stderr, flush=True)
    return 1 if failed else 0
