"""Many workers: the open-file limit is raised when the hard limit allows (and
the sweep says so), and a point that would need more than the hard limit
fails with that reason instead of an error from inside a library."""

import os
import resource
import subprocess
import sys

import pytest

from support import REPO
from rrbench.analysis.dataset import read_csv

SWEEP = REPO / "scripts" / "sweep"
ARGS = ["--transports", "tcp", "--sizes", "64", "--workers", "256", "--trials", "1", "--requests", "10",
        "--warmup", "0.1"]


def limited(soft, hard):
    return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_512_workers_with_the_soft_limit_raised(tmp_path, short_tmp):
    out = tmp_path / "run"
    # --hosting loop: the 512 workers served by a few processes' event loops, not 512 processes (10 CPU-s to
    # start and stop); the router's connections, and so the limit needed, are the same, and a worker
    # process now holds hundreds of them too.
    args = [a if a != "256" else "512" for a in ARGS]
    r = subprocess.run([sys.executable, str(SWEEP), "--libs", "zmq,raw", *args, "--hosting", "loop", "--out", out,
                        "--tmpdir", short_tmp],
                       capture_output=True, text=True, timeout=300, preexec_fn=limited(256, 4096))
    assert r.returncode == 0, r.stderr[-2000:]
    assert "raised the open-file limit from 256 to 1152" in r.stderr
    _, rows = read_csv(out / "results.csv")
    assert [row["status"] for row in rows] == ["ok"] * 2
    meta = __import__("json").loads((out / "meta.json").read_text())
    assert meta["machine"]["open_files"]["soft"] == 1152


def test_too_low_a_hard_limit_fails_the_point_with_the_reason(tmp_path, short_tmp):
    out = tmp_path / "run"
    r = subprocess.run([sys.executable, str(SWEEP), "--libs", "raw", *ARGS, "--out", out, "--tmpdir", short_tmp],
                       capture_output=True, text=True, timeout=180, preexec_fn=limited(300, 300))
    assert r.returncode == 1, r.stderr[-2000:]
    assert "the open-file limit is the hard limit, 300, short of the 640 that" in r.stderr
    assert "raised" not in r.stderr
    _, rows = read_csv(out / "results.csv")
    assert rows[0]["status"] == ("failed:256 workers need about 640 open files per process; the limit is 300 "
                                 "(the hard limit: ulimit -Hn)")


@pytest.mark.skipif(os.geteuid() != 0, reason="a network namespace of its own needs root")
def test_too_few_ephemeral_ports_fail_the_point_with_the_reason(tmp_path, short_tmp):
    """In a network namespace of its own (so the machine's settings stay as
    they are) with only 100 local ports, 256 TCP workers cannot connect."""
    out = tmp_path / "run"
    script = (f"ip link set lo up && echo '40000 40099' > /proc/sys/net/ipv4/ip_local_port_range && "
              f"exec {sys.executable} {SWEEP} --libs raw {' '.join(ARGS)} --out {out} --tmpdir {short_tmp}")
    r = subprocess.run(["unshare", "-n", "sh", "-c", script], capture_output=True, text=True, timeout=180)
    assert r.returncode == 1, r.stderr[-2000:]
    _, rows = read_csv(out / "results.csv")
    assert rows[0]["status"].startswith("failed:256 workers need 256 local TCP ports; 100 are free "
                                        "(range 40000-40099"), rows[0]["status"]
