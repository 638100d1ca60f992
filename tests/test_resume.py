"""Ctrl-C (or SIGTERM) in the middle of a sweep, resuming it, and results
folders that cannot be written: rows are never lost or cut in half."""

import os
import signal
import subprocess
import sys
import time

import pytest

from support import REPO, our_processes, refused_sweep
from rrbench.analysis.dataset import read_csv
from rrbench.workloads.point import order_points

SWEEP = REPO / "scripts" / "sweep"
# Paced (200 requests/s a worker): what is resumed is the point set, not a figure.
GRID = ["--libs", "zmq,raw", "--transports", "tcp,ipc", "--sizes", "64", "--workers", "1,2", "--trials", "2",
        "--rate", "200", "--duration", "0.1", "--warmup", "0.1", "--seed", "5"]
ALL_POINTS = {(p.lib, p.transport, p.topology, str(p.size), str(p.workers), str(p.trial))
              for p in order_points(["zmq", "raw"], ["tcp", "ipc"], [64], [1, 2], 2, ["broker"], 5)}


def keys(rows):
    return [(r["lib"], r["transport"], r["topology"], r["size"], r["workers"], r["trial"]) for r in rows]


def wait_for_rows(path, n, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().count("\n") >= n + 1:
            return
        time.sleep(0.05)
    raise AssertionError(f"{path} never reached {n} rows")


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_interrupt_then_resume_gives_the_clean_point_set(tmp_path, short_tmp, signum):
    out = tmp_path / "run"
    p = subprocess.Popen([sys.executable, str(SWEEP), *GRID, "--out", str(out), "--tmpdir", short_tmp],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for_rows(out / "results.csv", 3)
    time.sleep(0.15)  # into the next point
    t0 = time.monotonic()
    p.send_signal(signum)
    _, err = p.communicate(timeout=30)
    assert time.monotonic() - t0 < 5, "the running point was not stopped within a few seconds"
    assert p.returncode == 130, err
    assert f"Resume with: scripts/sweep --resume {out}" in err
    assert our_processes(short_tmp) == []
    _, rows = read_csv(out / "results.csv")  # every finished row whole
    done = len(rows)
    assert 3 <= done < len(ALL_POINTS) and all(r["status"] == "ok" for r in rows), [r["status"] for r in rows]

    r = subprocess.run([sys.executable, str(SWEEP), "--resume", str(out), "--tmpdir", short_tmp],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert f"({done} already done)" in r.stderr
    _, rows = read_csv(out / "results.csv")
    assert sorted(keys(rows)) == sorted(ALL_POINTS)  # each point and trial once, all ok
    assert all(r["status"] == "ok" for r in rows)
    meta = __import__("json").loads((out / "meta.json").read_text())
    assert meta["interrupted"] is False and meta["resumed"][0]["points_done_before"] == done


def test_resume_runs_failed_points_again_and_keeps_their_rows(tmp_path, short_tmp):
    out = tmp_path / "run"
    r = subprocess.run([sys.executable, str(SWEEP), *GRID, "--out", str(out), "--tmpdir", short_tmp,
                        "--inject-fault", "master:KILL:measure:2"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 1
    r = subprocess.run([sys.executable, str(SWEEP), "--resume", str(out), "--tmpdir", short_tmp],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    _, rows = read_csv(out / "results.csv")
    assert sorted(keys(rows)) == sorted(ALL_POINTS) and all(r["status"] == "ok" for r in rows)
    _, retried = read_csv(out / "retried.csv")
    assert len(retried) == 1 and retried[0]["status"].startswith("failed:master killed by SIGKILL")


@pytest.mark.parametrize("args, message", [
    (["--sizes", "1"], "--sizes cannot be given with it"),
    (["--out", "x"], "--out cannot be given with it"),
])
def test_resume_takes_its_settings_from_the_folder(tmp_path, args, message):
    r = refused_sweep("--resume", tmp_path, *args)
    assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr


def test_resume_of_a_folder_that_is_not_a_sweep(tmp_path):
    r = refused_sweep("--resume", tmp_path)
    assert r.returncode == 2 and "is not a sweep's results folder" in r.stderr and r.stderr.count("\n") == 1


needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="mounting a small tmpfs needs root")


@pytest.fixture
def small_disk(tmp_path):
    """A 256 KiB tmpfs: a disk that fills up."""
    mnt = tmp_path / "disk"
    mnt.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mnt)], check=True)
    yield mnt
    subprocess.run(["umount", "-l", str(mnt)], check=False)


@needs_root
def test_a_full_disk_is_refused_before_any_point(small_disk, short_tmp):
    (small_disk / "filler").write_bytes(b"\0" * (250 << 10))
    r = subprocess.run([sys.executable, str(SWEEP), *GRID, "--out", str(small_disk / "run"), "--tmpdir", short_tmp],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert "--out:" in r.stderr and ("free" in r.stderr or "No space" in r.stderr)


@needs_root
def test_disk_full_mid_sweep_stops_with_every_row_whole(small_disk, short_tmp):
    out = small_disk / "run"
    p = subprocess.Popen([sys.executable, str(SWEEP), *GRID, "--out", str(out), "--tmpdir", short_tmp],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for_rows(out / "results.csv", 2)
    filler = small_disk / "filler"
    try:  # fill what is left
        with open(filler, "wb") as f:
            while True:
                f.write(b"\0" * 4096)
                f.flush()
    except OSError:
        pass
    _, err = p.communicate(timeout=60)
    assert p.returncode == 3, err
    assert "No space left on device" in err and "rows before it are intact" in err
    filler.unlink(missing_ok=True)
    _, rows = read_csv(out / "results.csv")  # whole rows only
    assert len(rows) >= 2
    assert our_processes(short_tmp) == []


@needs_root
def test_read_only_folder_is_refused_before_any_point(tmp_path, short_tmp):
    ro = tmp_path / "ro"
    ro.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", str(ro)], check=True)
    try:
        r = subprocess.run([sys.executable, str(SWEEP), *GRID, "--out", str(ro / "run"), "--tmpdir", short_tmp],
                           capture_output=True, text=True, timeout=60)
    finally:
        subprocess.run(["umount", "-l", str(ro)], check=False)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "Read-only file system" in r.stderr, r.stderr
