"""A flag the sweep shares with the programs has its default in one place: the programs' option table
(common/cli.c, their --info "defaults"), or the sweep's table of shared flags (sweep/flags.py SHARED)
where the sweep wants its own; none is typed again in the Python."""

import json
import subprocess
import sys

import pytest

from support import BIN, REPO, bin_with_master_info
from rrbench.core.grid import UsageError
from rrbench.core.limits import program_default, shown
from rrbench.run.settings import Settings
from rrbench.sweep.flags import SHARED, THEIRS, ProgramDefault, build_parser
from rrbench.sweep.plan import make_plan

SWEEP = REPO / "scripts" / "sweep"

pytestmark = pytest.mark.skipif(not (BIN / "zmq-master").is_file(), reason="the programs are not built")


def info(exe):
    return json.loads(subprocess.run([str(exe), "--info"], capture_output=True, text=True, check=True,
                                     timeout=10).stdout)


def test_every_program_gives_the_same_defaults():
    defaults = info(BIN / "zmq-master")["defaults"]
    assert defaults["--timeout"] == 5 and defaults["--result-size"] == 74
    for exe in sorted(BIN.glob("*-master")) + sorted(BIN.glob("*-controller")) + sorted(BIN.glob("*-node")):
        assert info(exe)["defaults"] == defaults, exe.name


def test_each_shared_flag_is_a_program_flag_and_theirs_have_a_default():
    limits, defaults = info(BIN / "zmq-master")["limits"], info(BIN / "zmq-master")["defaults"]
    for flag, shared in SHARED.items():
        assert flag in limits, flag
        assert shared.default is not THEIRS or flag in defaults, flag


def fake_bin(tmp_path, change):
    """zmq's programs as built, but the master's --info as change(info) makes it (the first --info read)."""
    return bin_with_master_info(tmp_path, change)


def plan(bin_dir, *argv):
    made = make_plan(build_parser().parse_args(["--libs", "zmq", "--transports", "ipc", "--trials", "1",
                                                "--seed", "1", "--bin", str(bin_dir), *argv]))
    made.close()
    return made


def test_the_defaults_are_read_from_the_programs_not_kept_in_the_sweep(tmp_path):
    def change(described):
        described["defaults"].update({"--timeout": 7, "--warmup": 0.25, "--result-size": 80, "--task-size": 100,
                                      "--compute": 0.5})
    p = plan(fake_bin(tmp_path, change), "--workload", "reqrep,rounds", "--patterns", "pubsub")
    s, grid = p.settings, p.grid
    assert (s.timeout, s.warmup, s.result_size) == (7.0, 0.25, 80)
    assert (grid["timeout_s"], grid["warmup_s"]) == (7.0, 0.25)
    assert (grid["rounds"]["task_size"], grid["rounds"]["result_size"], grid["rounds"]["compute_s"]) == (100, 80, [0.5])
    assert {pt.size for pt in p.points if pt.workload == "rounds"} == {100}


def test_a_flag_given_or_the_sweeps_own_default_is_not_the_programs():
    p = plan(BIN, "--timeout", "2", "--workload", "rounds", "--patterns", "pubsub")
    assert p.settings.timeout == 2.0 and p.grid["timeout_s"] == 2.0
    # the sweep's own: the programs have no deadline and count no rounds by default
    assert (p.settings.deadline, p.settings.rounds) == (SHARED["--deadline"].default, SHARED["--rounds"].default)
    assert "--deadline" not in info(BIN / "zmq-master")["defaults"]


def test_the_sweeps_defaults_are_the_programs_as_typed():
    """Read as if typed: 5 s is 5.0, as the sweep always recorded it (meta.json, the roles' argv)."""
    p = plan(BIN, "--workload", "reqrep,rounds", "--patterns", "pubsub")
    assert repr(p.settings.timeout) == "5.0" and p.settings.timeout == program_default(BIN, "--timeout")
    assert p.settings.warmup == program_default(BIN, "--warmup") and p.grid["rounds"]["compute_s"] == [0.0]
    assert p.settings.result_size == program_default(BIN, "--result-size") == 74


def test_programs_that_give_no_defaults_are_one_line_and_exit_2(tmp_path):
    bin_dir = fake_bin(tmp_path, lambda described: described.pop("defaults"))
    p = subprocess.run([sys.executable, str(SWEEP), "--libs", "zmq", "--bin", str(bin_dir), "--out",
                        str(tmp_path / "run")], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and p.stderr == (f"sweep: error: {bin_dir}: its programs give no default for --warmup "
                                              f"(--info \"defaults\"): run 'make' first\n"), p.stderr
    assert not (tmp_path / "run" / "results.csv").exists()


def test_help_shows_the_programs_default_or_says_whose_it_is(tmp_path):
    assert str(ProgramDefault("--warmup", BIN)) == shown(program_default(BIN, "--warmup")) == "0.5"
    assert str(ProgramDefault("--warmup", tmp_path)) == "the programs' own"  # nothing built there
    with pytest.raises(UsageError):
        program_default(tmp_path, "--warmup")
    text = build_parser().format_help()
    assert "discarded seconds (default " in text


def test_settings_type_no_default_of_a_shared_flag():
    """A rounds run's settings come from the sweep's flags; left out, they are None, not a number."""
    s = Settings(bin_dir=None, duration=1.0, requests=None, warmup=0.5, timeout=5.0)
    assert (s.result_size, s.rounds, s.rounds_cap, s.deadline) == (None, None, None, None)
