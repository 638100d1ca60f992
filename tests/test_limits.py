"""The sweep's limits are the programs' (their --info "limits", core/limits.py): a value over one is
refused before anything runs, with the programs' own numbers; none is kept in the Python."""

import json
import subprocess
import sys

import pytest

from support import BIN, REPO, bin_with_master_info, refused_sweep
from rrbench.core.limits import bounds, program_limits
from rrbench.sweep.flags import build_parser
from rrbench.sweep.plan import make_plan

SWEEP = REPO / "scripts" / "sweep"

pytestmark = pytest.mark.skipif(not (BIN / "zmq-master").is_file(), reason="the programs are not built")


def info_limits(exe):
    return json.loads(subprocess.run([str(exe), "--info"], capture_output=True, text=True, check=True,
                                     timeout=10).stdout)["limits"]


def test_the_limits_are_every_programs_own():
    limits = program_limits(BIN)
    assert limits == info_limits(BIN / "zmq-master")
    for exe in sorted(BIN.glob("*-master")) + sorted(BIN.glob("*-controller")):
        assert info_limits(exe) == limits, exe.name


@pytest.mark.parametrize("args,flag,message", [
    (["--sizes", "{hi1}"], "--size", "--sizes: {hi1} is out of range ({lo} .. {hi})"),
    (["--sizes", "{lo0}"], "--size", "--sizes: {lo0} is out of range ({lo} .. {hi})"),
    (["--workers", "{hi1}"], "--workers", "--workers: {hi1} is out of range ({lo} .. {hi})"),
    (["--inflight", "{hi1}"], "--inflight", "--inflight: {hi1} is out of range ({lo} .. {hi})"),
    (["--workload", "rounds", "--task-size", "{hi1}"], "--task-size",
     "argument --task-size: '{hi1}' is not a message size from {lo} to {hi} bytes (the round header is {lo})"),
    (["--workload", "rounds", "--result-size", "{lo0}"], "--result-size",
     "argument --result-size: '{lo0}' is not a message size from {lo} to {hi} bytes"),
    (["--workload", "rounds", "--rounds", "{hi1}"], "--rounds", "argument --rounds: {hi1} is out of range"),
    (["--requests", "{hi1}"], "--requests", "argument --requests: {hi1} is out of range ({lo} .. {hi})"),
    (["--timeout", "{hi1}"], "--timeout", "argument --timeout: {hi1} is out of range ({lo} .. {hi} seconds)"),
    (["--duration", "{hi1}"], "--duration", "argument --duration: {hi1} is out of range (over 0 .. {hi} seconds)"),
    (["--compute", "0,{hi1}", "--workload", "rounds"], "--compute", "argument --compute: {hi1} is out of range"),
])
def test_a_value_past_the_programs_limit_is_refused_with_their_numbers(tmp_path, args, flag, message):
    lo, hi = bounds(BIN, flag)
    numbers = {"lo": lo, "hi": hi, "hi1": hi + 1, "lo0": lo - 1}
    p = refused_sweep("--out", tmp_path / "run", *(a.format(**numbers) for a in args))
    assert p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr
    assert p.stderr.startswith("sweep: error: ") and message.format(**numbers) in p.stderr, p.stderr
    assert not (tmp_path / "run").exists()


def test_the_tmpdir_limit_is_the_programs_ipc_path(tmp_path):
    most = program_limits(BIN)["ipc_path"]["maximum"]
    p = refused_sweep("--out", tmp_path / "run", "--tmpdir", "/tmp/" + "d" * most)
    assert p.returncode == 2 and f"over the {most}-byte limit of Unix socket addresses" in p.stderr, p.stderr


def fake_bin(tmp_path, size_max):
    """zmq's programs as built, but its master's --info says the largest --size is `size_max`."""
    def change(info):
        info["limits"]["--size"]["maximum"] = size_max
    return bin_with_master_info(tmp_path, change)


def test_the_limits_are_read_from_the_programs_not_kept_in_the_sweep(tmp_path):
    p = refused_sweep("--libs", "zmq", "--bin", fake_bin(tmp_path, 4096), "--sizes", "64,8k", "--out",
                      tmp_path / "run")
    assert p.returncode == 2 and p.stderr == "sweep: error: --sizes: 8192 is out of range (1 .. 4096)\n"


def test_without_the_programs_the_one_line_names_the_missing_one(tmp_path):
    """Values that need the limits, and no programs to give them: the sweep's line for a missing program."""
    p = refused_sweep("--bin", tmp_path, "--sizes", "64", "--tmpdir", "/tmp", "--timeout", "2", "--out",
                      tmp_path / "run")
    assert p.returncode == 2 and p.stderr == f"sweep: error: {tmp_path / 'zmq-router'} not found: run 'make' first\n"


def test_the_programs_maximum_itself_is_taken():
    hi = bounds(BIN, "--size")[1]
    plan = make_plan(build_parser().parse_args(["--libs", "zmq", "--transports", "ipc", "--sizes", str(hi),
                                                "--workers", "1", "--trials", "1", "--bin", str(BIN)]))
    plan.close()
    assert [p.size for p in plan.points] == [hi]


@pytest.mark.parametrize("script,args,flag,message", [
    ("harness-check", ["--workload", "reqrep", "--sizes", "{hi1}"], "--size",
     "--sizes: {hi1} is out of range ({lo} .. {hi})"),
    ("soak", ["--size", "{hi1}"], "--size", "--size: {hi1} is out of range ({lo} .. {hi} bytes)"),
    ("soak", ["--workers", "{hi1}"], "--workers", "--workers: {hi1} is out of range ({lo} .. {hi})"),
])
def test_the_other_commands_take_the_programs_limits_too(script, args, flag, message):
    lo, hi = bounds(BIN, flag)
    numbers = {"lo": lo, "hi": hi, "hi1": hi + 1}
    p = subprocess.run([sys.executable, str(REPO / "scripts" / script), *(a.format(**numbers) for a in args)],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and p.stderr == f"{script}: error: {message.format(**numbers)}\n", p.stderr
