"""scripts/harness-check --workload reqrep: the minimal zmq REQ/REP and our zmq
point alternated over a grid (docs/method.md "Is the harness what is measured?").
Only that it runs, pairs every run and refuses bad input: what the ratios
are is a benchmark's finding, not a test's."""

import json
import subprocess
import sys

import pytest

from support import REPO

SCRIPT = REPO / "scripts" / "harness-check"
MINIMAL = REPO / "build" / "release" / "zmq-reqrep-min"


def harness_check(*args, timeout=120):
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def test_reqrep_alternates_minimal_variants_with_ours_at_every_point(tmp_path):
    out = tmp_path / "check.json"
    r = harness_check("--workload", "reqrep", "--transports", "tcp,ipc", "--sizes", "64", "--workers", "2",
                      "--repeats", 2, "--duration", 0.2, "--warmup", 0.1, "--factors", "none",
                      "--factors", "all", "--out", out)
    assert r.returncode == 0, r.stderr
    runs = json.loads(out.read_text())["runs"]
    assert set(runs["runs"]) == {"tcp 64 B x 2", "ipc 64 B x 2"}
    for point, variants in runs["runs"].items():
        assert set(variants) == {"ours", "none", "all"}
        for v in variants.values():
            assert len(v) == 2 and all(run["msgs_per_s"] > 0 and run["cpu_us_per_msg"] > 0 for run in v)
        for v in ("none", "all"):
            ratio, lo, hi = runs["summary"][point][v]["throughput_ratio"]
            assert lo <= ratio <= hi
    table = [line for line in r.stdout.splitlines() if line.startswith(("tcp ", "ipc "))]
    assert len(table) == 4 and all("10 %" in line for line in table)
    assert "[4/4]" in r.stderr  # progress, one line per point and repeat


@pytest.mark.parametrize("args,message", [
    (["--factors", "bogus"], "unknown factor 'bogus'"),
    (["--sizes", "0"], "--sizes: 0 is out of range"),
    (["--transports", "udp"], "unknown transport 'udp'"),
    (["--duration", "0"], "--duration"),
    (["--repeats", "0"], "--repeats"),
])
def test_bad_flags_are_one_line_and_exit_2(args, message):
    r = harness_check("--workload", "reqrep", *args)
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_minimal_refuses_an_unknown_factor_and_counts_with_every_factor():
    r = subprocess.run([str(MINIMAL), "ipc", "2", "64", "0.2", "0.1", "verify,bogus"], capture_output=True,
                       text=True, timeout=30)
    assert r.returncode == 2 and "factors:" in r.stderr
    r = subprocess.run([str(MINIMAL), "tcp", "2", "64", "0.2", "0.1", "all"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    fields = dict(f.split("=", 1) for f in r.stdout.split() if "=" in f)
    assert float(fields["msgs_per_s"]) > 0 and int(fields["round_trips"]) > 0 and fields["factors"] == "all"
