"""Every role can die at any moment: router, master, one worker, all workers,
killed (SIGKILL) or terminated (SIGTERM) in set-up, warm-up, the measured
phase and teardown, for every library. Each dead role must fail its point
with a reason naming it, within the deadline, leaving no process and no
socket file behind, and the next point must run normally."""

import itertools
import subprocess
import sys
import time

import pytest

from support import LIBS, REPO, final_runs, our_processes
from rrbench.analysis.dataset import read_csv

ROLES = ("router", "master", "worker", "workers")
PHASES = ("setup", "warmup", "measure", "teardown")
COMBOS = list(itertools.product(ROLES, PHASES))  # 16; each library gets every one, with one signal
NAMED = {"router": "router", "master": "master", "worker": "worker 0", "workers": "worker"}


@pytest.mark.parametrize("lib", LIBS)
def test_every_role_dies_at_every_moment(tmp_path, short_tmp, lib):
    # Points alternate: a fault at every odd point, the even ones must be ok.
    # The signal alternates per combination and per library, so across the
    # libraries each combination is met with both SIGKILL and SIGTERM.
    shift = LIBS.index(lib)
    faults = []
    for n, (role, phase) in enumerate(COMBOS):
        sig = ("KILL", "TERM")[(n + shift) % 2]
        faults += ["--inject-fault", f"{role}:{sig}:{phase}:{2 * n + 1}"]
    out = tmp_path / "run"
    # --timeout 6: a fault ends its point when the sweep sees the death, not by the timeout; the points that
    # must succeed get room for a loaded machine (a router descheduled for 2 s stalled a point at 2 s once).
    # --rate 200: the faults come by the clock, not by the traffic; paced, a point's phases cost next to no CPU.
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, str(REPO / "scripts" / "sweep"), "--libs", lib, "--transports", "tcp,ipc",
                        "--sizes", "64", "--workers", "2", "--rate", "200", "--trials", "16", "--duration", "0.1",
                        "--warmup", "0.1", "--timeout", "6", "--seed", "3", "--out", out, "--tmpdir", short_tmp,
                        *faults],
                       capture_output=True, text=True, timeout=400)
    elapsed = time.monotonic() - t0
    assert p.returncode == 1, p.stderr[-3000:]
    _, rows = read_csv(out / "results.csv")  # strict: complete rows, numbers where numbers belong
    rows = final_runs(rows)  # a point after a fault may have been retried (a known library flake)
    assert len(rows) == 32
    for n, (role, phase) in enumerate(COMBOS):
        hit, after = rows[2 * n], rows[2 * n + 1]
        sig = ("SIGKILL", "SIGTERM")[(n + shift) % 2]
        assert hit["status"].startswith(f"failed:{NAMED[role]}"), (role, phase, sig, hit["status"])
        assert phase in hit["status"], (role, phase, sig, hit["status"])
        assert after["status"] == "ok", (role, phase, sig, "next point:", after["status"])
    # Faulted points end fast: the sweep notices the death, it does not wait out a deadline.
    assert elapsed < 32 * 4, f"{elapsed:.0f} s for 32 points"
    assert our_processes(short_tmp) == []
    # short_tmp's own check: no per-point folder or socket file is left in it
