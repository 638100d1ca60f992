"""A point's latency distribution: the roles' HIST lines merged by bin/rrb-hist (the percentile
arithmetic lives in common/hist.c alone) into the .hgrm file the sweep keeps and the latency
columns of its row."""

from __future__ import annotations

import subprocess
from pathlib import Path

from ..core.lines import PointFailed, parse_record

LATENCY_COLUMNS = ("p50_us", "p90_us", "p99_us", "p999_us", "max_us", "mean_us")


def merge_histograms(bin_dir: Path, lines: list[str], expected: int, what: str, counter: str,
                     hgrm: Path) -> tuple[dict, str]:
    """Merges HIST lines into `hgrm`; (the latency columns in µs, the .hgrm text). Fails the point
    when the merged count is not `expected` (`what` the histograms hold, `counter` who counted them)."""
    out = subprocess.run([str(bin_dir / "rrb-hist"), "--hgrm", str(hgrm)],
                         input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=30)
    if out.returncode != 0:
        raise PointFailed(f"merging latency histograms failed: {out.stderr.strip()}")
    kind, summary = parse_record(out.stdout.strip())
    if kind != "HISTSUM" or int(summary["total"]) != expected:
        raise PointFailed(f"latency histograms hold {summary.get('total')} {what}, {counter} {expected}")
    return {k: float(summary[k]) for k in LATENCY_COLUMNS}, hgrm.read_text()
