"""scripts/report and scripts/compare on fixed results folders (tests/data/README.md
says how they were made), their pictures, and their answers to bad input."""

import csv
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from support import LIBS, REPO
from rrbench.analysis import scores as an
from rrbench.analysis.dataset import ReportError, load

DATA = REPO / "tests" / "data"
SMALL = DATA / "results-small"


def run(script, *args, env=None, timeout=120):
    return subprocess.run([sys.executable, str(REPO / "scripts" / script), *map(str, args)],
                          capture_output=True, text=True, timeout=timeout, env=env)


@pytest.fixture
def small(tmp_path):
    d = tmp_path / "small"
    shutil.copytree(SMALL, d)
    return d


@pytest.fixture(scope="module")
def reported(tmp_path_factory):
    """A copy of results-small with the report made once, for the tests that only read it
    (or copy it first): a report of this folder draws for several seconds."""
    d = tmp_path_factory.mktemp("reported") / "small"
    shutil.copytree(SMALL, d)
    r = run("report", d)
    assert r.returncode == 0, r.stderr
    return d


def check_png(path: Path):
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    assert data[12:16] == b"IHDR", path
    width, height = struct.unpack(">II", data[16:24])
    assert width >= 300 and height >= 200, (path, width, height)
    assert data.rstrip(b"\0")[-8:-4] == b"IEND", path  # complete, not cut off


def check_svg(path: Path):
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg"), path
    texts = "".join(root.itertext())
    assert texts.strip(), f"{path} has no text (titles, axis labels)"


def leftovers(folder: Path):
    return sorted(p.name for p in folder.iterdir() if p.name.startswith((".report", "plots", "report")))


def test_report_draws_every_picture_and_names_every_library_and_failure(reported):
    small = reported
    plots = small / "plots"
    pngs = sorted(plots.glob("*.png"))
    names = {p.stem for p in pngs}
    for transport in ("tcp", "ipc"):
        for kind in ("msgs_vs_size", "mib_vs_size", "msgs_vs_workers", "latency_vs_size", "latency_vs_workers"):
            assert f"{kind}_{transport}_broker" in names
    assert {"overview", "heat_ipc_over_tcp_broker", "heat_zmq_over_nanomsg_broker",
            "heat_fraction_of_raw_broker"} <= names
    for png in pngs:
        check_png(png)
        check_svg(png.with_suffix(".svg"))

    md = (small / "report.md").read_text()
    first = md.split("\n\n")[1]
    assert "Grischa" in first and re.search(r"\*\*.*(zmq|nanomsg).*\*\*", first), first
    for lib in ("zmq", "nanomsg", "raw", "nng"):
        assert lib in md
    assert "Requested but absent:** nng" in md
    rows = list(csv.DictReader(open(small / "results.csv")))
    failures = [r["status"].removeprefix("failed:") for r in rows if r["status"] != "ok"]
    assert len(failures) == 3
    for reason in failures:
        assert reason in md
    assert "3 of 48 runs failed" in md
    for section in ("Grischa's operating region", "Robustness", "Where each library saturates",
                    "Usability", "Against the original study", "Setup", "Pictures"):
        assert f"## {section}" in md
    for image in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", md):
        assert (small / image).is_file(), image

    html = (small / "report.html").read_text()
    imgs = re.findall(r"<img [^>]*src='([^']+)'", html)
    assert len(imgs) == len(re.findall(r"!\[", md)) and all(src.startswith("data:image/png;base64,") for src in imgs)
    assert leftovers(small) == ["plots", "report.html", "report.md"]


def test_failed_points_are_drawn_as_failed(reported):
    small = reported
    # zmq IPC 8 x 1 KiB failed in both trials: a cross on zmq's line, a grey "failed" cell
    gp = (small / "plots" / "msgs_vs_workers_ipc_broker.gp").read_text()
    assert '"1 KiB: failed"' in gp
    assert "failed" in (small / "plots" / "heat_ipc_over_tcp_broker.gp").read_text()
    assert "failed" in (small / "plots" / "heat_zmq_over_nanomsg_broker.gp").read_text()


def test_report_carries_unknown_columns(small):
    with open(small / "results.csv") as f:
        rows = list(csv.reader(f))
    rows[0].append("column_from_a_later_issue")
    for r in rows[1:]:
        r.append("x")
    with open(small / "results.csv", "w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
    assert run("report", small).returncode == 0
    assert "column_from_a_later_issue" in load(small).rows[0]


def cut(path: Path, keep: float):
    data = path.read_bytes()
    path.write_bytes(data[:int(len(data) * keep)])


@pytest.mark.parametrize("damage, message", [
    (lambda d: shutil.rmtree(d), "is not a folder"),
    (lambda d: (d / "results.csv").unlink(), "no results.csv"),
    (lambda d: (d / "meta.json").unlink(), "no meta.json"),
    (lambda d: (d / "meta.json").write_text("{not json"), "not readable JSON"),
    (lambda d: cut(d / "results.csv", 0.5), "truncated"),
    (lambda d: (d / "results.csv").write_text(""), "is empty"),
    (lambda d: (d / "results.csv").write_text((d / "results.csv").read_text().splitlines()[0] + "\n"), "no rows"),
    (lambda d: (d / "results.csv").write_text(
        (d / "results.csv").read_text().replace("msgs_per_s,", "msgs_per_sec,", 1)), "lacks columns"),
    (lambda d: (d / "results.csv").write_text(
        (d / "results.csv").read_text().replace(",ok,", ",ok,x", 1)), "line 2"),
])
def test_report_refuses_bad_input_with_one_line_and_writes_nothing(small, damage, message):
    damage(small)
    r = run("report", small)
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("report: error:"), r.stderr
    assert message in r.stderr
    if small.is_dir():
        assert leftovers(small) == []


def test_a_failed_report_keeps_the_previous_one(reported, tmp_path):
    small = tmp_path / "small"
    shutil.copytree(reported, small)  # with its report
    before = (small / "report.md").read_text()
    no_gnuplot = tmp_path / "bin"
    no_gnuplot.mkdir()
    os.symlink(sys.executable, no_gnuplot / "python3")
    r = run("report", small, env=dict(os.environ, PATH=str(no_gnuplot)))
    assert r.returncode == 2 and "gnuplot" in r.stderr, r.stderr
    assert (small / "report.md").read_text() == before
    assert leftovers(small) == ["plots", "report.html", "report.md"]


def test_region_flag(small):
    r = run("report", small, "--region", "64..64:8..8:tcp")
    assert r.returncode == 0, r.stderr
    md = (small / "report.md").read_text()
    assert "### TCP: 1 cell (8 × 64 B)" in md and "### IPC:" not in md
    for bad in ("64..4k", "4k..64:8..128", "64..4k:8..128:udp", "a..b:1..2"):
        r = run("report", small, "--region", bad)
        assert r.returncode == 2 and r.stderr.startswith("report: error: --region"), (bad, r.stderr)


def test_region_outside_the_grid_says_there_is_no_answer(small):
    assert run("report", small, "--region", "1m..2m:8..8").returncode == 0
    assert "**No answer:**" in (small / "report.md").read_text()


def test_ratio_significance_is_interval_overlap():
    a = {"msgs_per_s_median": "110", "msgs_per_s_ci_low": "100", "msgs_per_s_ci_high": "120"}
    b = {"msgs_per_s_median": "210", "msgs_per_s_ci_low": "200", "msgs_per_s_ci_high": "220"}
    c = {"msgs_per_s_median": "115", "msgs_per_s_ci_low": "105", "msgs_per_s_ci_high": "125"}
    assert an.ratio(b, a).significant is True and an.ratio(b, a).value == pytest.approx(210 / 110)
    assert an.ratio(c, a).significant is False
    assert an.ratio({"msgs_per_s_median": "5"}, a).significant is None
    assert an.ratio({"msgs_per_s_median": ""}, a) is None


def test_parse_region():
    r = an.parse_region("64..4k:8..128:tcp")
    assert (r.sizes, r.workers, r.transports) == ((64, 4096), (8, 128), ("tcp",))
    assert an.parse_region(an.Region().flag()) == an.Region()
    with pytest.raises(ReportError):
        an.parse_region("64..4k")


HEADERS = {"zmq": ["zmq.h"], "czmq": ["czmq.h", "zsock.h", "zproxy.h", "zsys.h", "zstr.h", "zframe.h", "zactor.h",
                                      "zmq.h"],
           "nanomsg": ["nanomsg/nn.h"], "nng": ["nng/nng.h", "nng/protocol/reqrep0/rep.h",
                                                "nng/protocol/reqrep0/req.h", "nng/protocol/pubsub0/pub.h",
                                                "nng/protocol/pubsub0/sub.h", "nng/protocol/survey0/survey.h",
                                                "nng/protocol/survey0/respond.h"]}


def test_usability_counts_only_library_functions():
    use = {u.lib: u for u in an.usability(REPO, list(LIBS))}
    assert set(use) == set(LIBS)
    for lib, headers in HEADERS.items():
        text = "".join((Path("/usr/include") / h).read_text(errors="replace") for h in headers)
        assert use[lib].calls, lib
        for call in use[lib].calls:
            assert re.search(rf"\b{call}\b", text), f"{lib}: {call} is not in the library's headers"
        assert 50 < use[lib].lines < sum(len((REPO / f).read_text().splitlines()) for f in use[lib].files)
    assert {"zmq_proxy", "zmq_socket"} <= set(use["zmq"].calls)
    assert {"epoll_wait", "accept4"} <= set(use["raw"].calls)


def compare_table(md: str) -> dict:
    rows = {}
    for line in md.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 11 and cells[0] in ("zmq", "nanomsg"):
            rows[(cells[0], cells[3], cells[4])] = (cells[9], cells[10])
    return rows


def test_compare_gives_the_expected_ratios(tmp_path):
    out = tmp_path / "cmp"
    r = run("compare", DATA / "compare-a", DATA / "compare-b", "--out", out)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("4 points in both;")
    assert "B significantly faster at 1, slower at 1, no significant difference at 1; 1 failed on a side" in r.stdout
    rows = compare_table((out / "compare.md").read_text())
    assert rows[("zmq", "64 B", "1")] == (f"{210 / 110:.3f}", "B faster")
    assert rows[("zmq", "64 B", "8")] == ("0.500", "B slower")
    assert rows[("nanomsg", "64 B", "1")] == (f"{115 / 110:.3f}", "no significant difference")
    assert rows[("nanomsg", "64 B", "8")] == ("–", "failed on a side")
    check_png(out / "compare.png")
    check_svg(out / "compare.svg")


def test_compare_two_versions_of_one_library(tmp_path):
    """--lib: one library's points alone, the two versions (meta.json) in the summary and the title."""
    folders = []
    for side, v in (("a", "4.3.4"), ("b", "4.3.5")):
        d = tmp_path / side
        shutil.copytree(DATA / f"compare-{side}", d)
        meta = json.loads((d / "meta.json").read_text())
        meta["libraries"] = {"zmq": {"version": v}, "nanomsg": {"version": "1.2"}}
        (d / "meta.json").write_text(json.dumps(meta))
        folders.append(d)
    r = run("compare", *folders, "--lib", "zmq", "--out", tmp_path / "cmp")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("zmq 4.3.5 / 4.3.4: 2 points in both;"), r.stdout
    md = (tmp_path / "cmp" / "compare.md").read_text()
    assert md.startswith("# b ÷ a: zmq 4.3.4 → 4.3.5") and set(k[0] for k in compare_table(md)) == {"zmq"}
    r = run("compare", *folders, "--lib", "nanomsg", "--out", tmp_path / "cmp2")
    assert r.returncode == 0 and "Both folders ran nanomsg 1.2" in (tmp_path / "cmp2" / "compare.md").read_text()
    r = run("compare", *folders, "--lib", "nng", "--out", tmp_path / "cmp3")
    assert r.returncode == 2 and "--lib: neither folder has nng" in r.stderr and len(r.stderr.splitlines()) == 1


def test_compare_refuses_bad_input(tmp_path):
    r = run("compare", DATA / "compare-a", tmp_path / "nowhere", "--out", tmp_path / "cmp")
    assert r.returncode == 2 and r.stderr.startswith("compare: error:") and "not a folder" in r.stderr
    assert not (tmp_path / "cmp").exists()
    r = run("compare", DATA / "compare-a")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_churn_settings_from_a_folder_without_churn_is_one_line_and_exit_2(tmp_path):
    r = run("report", DATA / "compare-a", "--churn", DATA / "compare-b")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "has no churn runs" in r.stderr, r.stderr


def why_not_done(stderr: str, out) -> str:
    """What a failed make sweep said of its failures: every stage's verdict and failure lines (not the progress
    of thousands of points), the end of its output, and the failed runs' error output kept in logs/."""
    said = [line for line in stderr.splitlines() if line.startswith(("sweep: ", "report: ", "  ", "make"))
            and ("fail" in line or "NOT DONE" in line or "error" in line or "stage" in line or "exit" in line)]
    logs = sorted(out.glob("*/logs/*/*"))[:6]
    kept = "\n".join(f"--- {p.relative_to(out)}\n{p.read_text(errors='replace')[-1500:]}" for p in logs if p.is_file())
    return "\n".join([*said[-40:], "--- the end:", stderr[-1500:], kept])


def test_make_sweep_ends_with_a_report(tmp_path, short_tmp):
    """make sweep runs in stages (sweep/stages.py), each a folder with its report, the whole answer on top."""
    out = tmp_path / "run"
    # one look of two trials: every stage, its pick and its report as with more, without the third trial
    # every unsettled comparison of such short runs takes (a third of the runs); the kernel's own cost
    # beside the floor measured for 0.1 s each way (its subject: test_sweep_rounds.py)
    args = (f"--libs zmq,raw --transports tcp --sizes 64 --nodes 4,8 --workers 2 --looks 2 --duration 0.3 "
            f"--warmup 0 --rounds 20 --kernel-seconds 0.1 --tmpdir {short_tmp}")
    r = subprocess.run(["make", "--no-print-directory", "-C", str(REPO), "sweep", f"SWEEP_OUT={out}",
                        f"SWEEP_ARGS={args}"], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, why_not_done(r.stderr, out)
    meta = json.loads((out / "meta.json").read_text())
    stages = ["moves", "scale", "hosting", "brokers", "churn", "reqrep"]
    assert [s["name"] for s in meta["stages"]] == stages
    assert all(s["status"] == 0 for s in meta["stages"]) and meta["finished_utc"]
    for stage in stages:
        assert (out / stage / "results.csv").is_file() and (out / stage / "report.html").is_file(), stage
    picked = json.loads((out / "brokers" / "meta.json").read_text())["command_line"]
    assert "--contenders" in picked and "--libs" not in picked  # from stage scale's furthest
    report = (out / "report.md").read_text()
    first, table, picture = report.split("\n\n")[1:4]  # one sentence, one table, one picture
    assert first.startswith(("**Stay with", "**Use", "**No contender leads")), first
    assert table.startswith("| contender | nodes per broker core |") and "raw pubsub (floor)" in table
    assert picture.startswith("![") and "plots/reach.png" in picture
    check_png(out / "plots" / "reach.png")
    assert "[report](moves/report.md)" in report
