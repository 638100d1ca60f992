"""A staged preset (sweep/stages.py) with a stand-in for each stage's sweep: the order of the stages,
what each is given, a picking stage left out when there is nothing to pick (test_report's make sweep
picks from real stages), the run's exit status, bad input, and --resume after a stage stopped."""

import json
import shutil
from pathlib import Path

import pytest

from support import REPO
from rrbench.core.grid import UsageError
from rrbench.sweep import stages
from rrbench.sweep.presets import PRESETS

SMALL = REPO / "tests" / "data" / "results-small"  # a real sweep's folder: request-reply only


class Stand:
    """Each stage's sweep: records its command line, writes a folder (results and meta.json), and exits
    with the status given for its stage (default 0)."""

    def __init__(self, statuses=None):
        self.calls, self.statuses = [], statuses or {}

    def __call__(self, argv):
        self.calls.append(argv)
        folder = Path(argv[argv.index("--out") + 1] if "--out" in argv else argv[argv.index("--resume") + 1])
        if not folder.exists():
            shutil.copytree(SMALL, folder)
        return self.statuses.get(folder.name, 0)


def test_the_stages_run_in_order_each_with_its_preset_and_the_flags_it_takes(tmp_path):
    stand = Stand()
    status = stages.run(["--preset", "default", "--nodes", "4", "--workers", "2", "--looks", "2,3",
                         "--out", str(tmp_path / "run")], stand)
    assert status == 0
    presets = [c[c.index("--preset") + 1] for c in stand.calls]
    assert presets == ["moves", "scale-reach", "reqrep"]  # no rounds in the stand-in's folders: nothing to pick
    moves, reqrep = stand.calls[0], stand.calls[-1]
    assert "--nodes" in moves and "--workers" not in moves and "--looks" in moves
    assert "--workers" in reqrep and "--nodes" not in reqrep
    meta = json.loads((tmp_path / "run" / "meta.json").read_text())
    assert [s.get("status") for s in meta["stages"]] == [0] * 6 and meta["finished_utc"]


def test_the_run_exits_with_its_worst_stage(tmp_path):
    assert stages.run(["--preset", "default", "--out", str(tmp_path / "a")], Stand({"scale": 4})) == 4
    assert stages.run(["--preset", "default", "--out", str(tmp_path / "b")], Stand({"scale": 4, "reqrep": 1})) == 1


def test_a_stopped_stage_stops_the_run_and_resume_goes_on_from_it(tmp_path, capsys):
    out = tmp_path / "run"
    assert stages.run(["--preset", "default", "--out", str(out)], Stand({"scale": 130})) == 130
    assert f"scripts/sweep --resume {out}" in capsys.readouterr().err
    meta = json.loads((out / "meta.json").read_text())
    assert [s.get("status") for s in meta["stages"]] == [0, None, None, None, None, None]
    stand = Stand()
    assert stages.run(["--resume", str(out)], stand) == 0
    assert stand.calls[0] == ["--resume", str(out / "scale")]  # the stopped stage resumed, the first kept
    assert [c[c.index("--preset") + 1] for c in stand.calls[1:]] == ["reqrep"]


def test_a_used_folder_and_a_preset_beside_the_staged_one_are_refused(tmp_path):
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "f").write_text("")
    with pytest.raises(UsageError, match="already holds results"):
        stages.run(["--preset", "default", "--out", str(tmp_path / "x")], Stand())
    with pytest.raises(UsageError, match="not a staged run's folder"):
        stages.run(["--resume", str(SMALL)], Stand())


def test_every_stage_preset_names_its_workload():
    for preset in PRESETS.values():
        for s in preset.stages:
            assert "--workload" in PRESETS[s.preset].flags, s


def test_resume_of_a_run_takes_no_other_flag(tmp_path):
    out = tmp_path / "run"
    stages.run(["--preset", "default", "--out", str(out)], Stand({"moves": 130}))
    with pytest.raises(UsageError, match="cannot be given with it"):
        stages.run(["--resume", str(out), "--nodes", "4"], Stand())


def test_a_picking_stage_takes_the_first_two_of_the_tied_leaders(monkeypatch, tmp_path):
    from types import SimpleNamespace as NS
    leaders = [NS(lib=lib, pattern="pubsub") for lib in ("zmq", "redis", "czmq", "nats")]
    monkeypatch.setattr(stages, "load", lambda folder: NS())
    monkeypatch.setattr(stages.sc, "costs", lambda ds: leaders)
    monkeypatch.setattr(stages.sc, "rank", lambda cs: NS(leaders=cs))
    stage = next(s for s in PRESETS["default"].stages if s.pick and s.pick[0] == "reach")
    assert stages.picked(stage, tmp_path) == ["--contenders", "zmq:pubsub,redis:pubsub"]


def test_make_sweep_runs_the_slow_booting_products_whose_server_it_keeps(tmp_path, capsys):
    """make sweep (a quick preset): a stage that does not pick runs its preset's libraries, a product whose
    server boots for seconds (--info's server.start_timeout_s: RabbitMQ) among them, since the sweep keeps
    its server (server.slice: a virtual host a point, run/kept.py); nothing is left out."""
    stand = Stand()
    stages.run(["--preset", "default", "--out", str(tmp_path / "run")], stand)
    moves = next(c for c in stand.calls if "moves" in c)
    libs = moves[moves.index("--libs") + 1].split(",")
    slow = [lib for lib in PRESETS["moves"].flags[3].split(",") if stages.boots_slowly(REPO / "bin", lib)]
    assert slow == ["rabbitmq"] and {"rabbitmq", "zmq", "nats", "redis", "mqtt"} <= set(libs)
    assert "left to make sweep-products-all" not in capsys.readouterr().err
    assert "left_out" not in json.loads((tmp_path / "run" / "meta.json").read_text())


def test_make_sweep_leaves_out_a_slow_booting_product_it_cannot_keep_and_says_so(monkeypatch, tmp_path, capsys):
    """A product whose server boots slowly and has no slices (every point would boot one) is left to its own
    preset, in one line, and the report says so under its first table (meta left_out)."""
    real = stages.server_of
    monkeypatch.setattr(stages, "server_of", lambda bin_dir, lib: {**(real(bin_dir, lib) or {}), "slice": None}
                        if lib == "rabbitmq" else real(bin_dir, lib))
    stand = Stand()
    stages.run(["--preset", "default", "--out", str(tmp_path / "run")], stand)
    moves = next(c for c in stand.calls if "moves" in c)
    assert "rabbitmq" not in moves[moves.index("--libs") + 1].split(",")
    assert "rabbitmq left to make sweep-products-all" in capsys.readouterr().err
    assert list(json.loads((tmp_path / "run" / "meta.json").read_text())["left_out"]) == ["rabbitmq"]


def test_products_all_runs_the_slow_ones_past_one_broker_and_the_variants_at_capacity(monkeypatch, tmp_path):
    """products-all: the stages that pick "slow" run every contender of a slow-booting product, and the
    request-reply stages take the client variants the adapters declare (rabbitmq@acks)."""
    from types import SimpleNamespace as NS
    rows = [{"lib": lib, "pattern": p} for lib in ("zmq", "rabbitmq", "nats") for p in ("pubsub", "reply")]
    monkeypatch.setattr(stages, "load", lambda folder: NS(rounds=rows))
    stand = Stand()
    stages.run(["--preset", "products-all", "--out", str(tmp_path / "run")], stand)
    by_stage = {Path(c[c.index("--out") + 1]).name: c for c in stand.calls}
    for name in ("brokers", "churn"):  # (churn's request-reply too: --libs, not the rounds' --contenders)
        c = by_stage[name]
        assert c[c.index("--libs") + 1] == "rabbitmq" and "--contenders" not in c, c
    for name in ("reqrep", "capacity"):
        c = by_stage[name]
        assert {"rabbitmq", "rabbitmq@acks", "zmq", "raw"} <= set(c[c.index("--libs") + 1].split(",")), c
    c = by_stage["scale"]
    assert "rabbitmq" in c[c.index("--libs") + 1].split(",")  # nothing left out here
