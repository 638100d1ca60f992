"""A library is its folder plus one line of the Makefile: in a copy of the repo, a fake library (raw's
sources, its adapter named "fake") and its one line reach the build, --libs, a sweep and the report."""

import csv
import json
import re
import shutil
import subprocess
import sys

import pytest

from support import REPO
from rrbench.core import libraries

# What a copy of the repo needs to build one library, sweep and report.
# One worker runs this module's tests, one after another (conftest.py GROUPS).
COPIED = ("Makefile", "common", "raw", "scripts")
RAW = next(lib for lib in libraries.read(REPO / "Makefile") if lib.name == "raw")
FAKE_SOURCES = " ".join(f.replace("raw/", "fake/") for f in RAW.sources)
FAKE_LINE = (rf"$(eval $(call library,fake,{RAW.packages[0]},{RAW.header},{RAW.link},{FAKE_SOURCES},"
             r"(?:socket|bind|connect|epoll_\w+)))")


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    """A copy of the repo with the fake library: raw's folder as fake/, its adapter's name "fake", one
    line in the Makefile; only its programs built."""
    root = tmp_path_factory.mktemp("onelib") / "repo"
    root.mkdir()
    ignore = shutil.ignore_patterns("__pycache__")
    for name in COPIED:
        src = REPO / name
        shutil.copytree(src, root / name, ignore=ignore) if src.is_dir() else shutil.copy2(src, root / name)
    shutil.copytree(REPO / "raw", root / "fake", ignore=ignore)
    adapter = root / "fake" / "raw.c"
    adapter.write_text(adapter.read_text().replace('.name = "raw",', '.name = "fake",'))
    makefile = root / "Makefile"
    makefile.write_text(with_line_after_the_last_library(makefile.read_text(), FAKE_LINE))
    # -O0: the build is part of the test's time; the sweep below measures nothing.
    build = subprocess.run(["make", "-j2", "--no-print-directory", "LIBS=fake", "CFLAGS=-O0", "all"], cwd=root,
                           capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr[-2000:]
    return root


def with_line_after_the_last_library(text: str, line: str) -> str:
    lines = text.splitlines()
    last = max(i for i, ln in enumerate(lines) if ln.startswith("$(eval $(call library,"))
    while lines[last].endswith("\\"):  # the library line goes on
        last += 1
    return "\n".join([*lines[:last + 1], line, *lines[last + 1:]]) + "\n"


def make(root, *args):
    return subprocess.run(["make", "--no-print-directory", *args], cwd=root, capture_output=True, text=True,
                          timeout=60)


def run(root, script, *args):
    return subprocess.run([sys.executable, str(root / "scripts" / script), *map(str, args)], capture_output=True,
                          text=True, timeout=120)


def test_the_line_alone_makes_the_programs(repo):
    assert sorted(p.name for p in (repo / "bin").iterdir()) == sorted(
        [f"fake-{role}" for role in ("master", "router", "worker", "controller", "node")] + ["rrb-hist"])
    info = subprocess.run([repo / "bin" / "fake-master", "--info"], capture_output=True, text=True, timeout=10)
    assert json.loads(info.stdout)["adapter"] == "fake"
    # without LIBS=, `make` builds it after the others
    libs = make(repo, "--eval", "print-libs: ; @echo $(LIBS)", "print-libs")
    assert libs.stdout.split() == [*libraries.NAMES, "fake"]
    # check-fake probes its header, and names its package when the header is missing
    assert make(repo, "check-fake").returncode == 0
    missing = make(repo, "check-fake", "HEADER_fake=no/such.h")
    assert missing.returncode != 0 and (f"error: fake is not installed: install the Debian package {RAW.packages[0]}"
                                        in missing.stderr)


def test_the_defaults_and_the_products_are_derived_from_the_lines(repo):
    # a library in its own folder joins both workloads' default lists; it names no server: not a product
    said = subprocess.run([sys.executable, "-c", "import json; from rrbench.workloads import WORKLOADS; "
                           "from rrbench.core import libraries; print(json.dumps([libraries.PRODUCTS, "
                           "{k: w.default_libs for k, w in WORKLOADS.items()}]))"],
                          cwd=repo / "scripts", capture_output=True, text=True, timeout=30)
    products, defaults = json.loads(said.stdout)
    assert products == [lib.name for lib in libraries.LIBRARIES if lib.product] and "fake" not in products
    assert all(d.split(",")[-1] == "fake" for d in defaults.values()), defaults
    assert "czmq" not in defaults["rounds"]  # an API over zmq, in zmq's folder: once is enough


def test_libs_takes_the_new_name_and_still_refuses_an_unknown_one(repo):
    p = run(repo, "sweep", "--libs", "fake,rabbit", "--workload", "reqrep", "--out", repo / "never")
    assert p.returncode == 2
    assert len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert "unknown lib 'rabbit'" in p.stderr and "fake" in p.stderr


def test_a_sweep_and_the_report_carry_it(repo, short_tmp):
    out = repo / "results" / "fake-run"
    p = run(repo, "sweep", "--libs", "fake", "--workload", "reqrep", "--transports", "tcp", "--sizes", "64",
            "--workers", "1", "--requests", "200", "--warmup", "0", "--trials", "1", "--out", out,
            "--tmpdir", short_tmp)
    assert p.returncode == 0, p.stderr
    with open(out / "results.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    assert rows and all(r["lib"] == "fake" and r["status"] == "ok" and int(r["msgs"]) > 0 for r in rows), rows
    r = run(repo, "report", out)
    assert r.returncode == 0, r.stderr
    report = (out / "report.md").read_text()
    usability = report.split("Usability: what each adapter takes", 1)[1]
    files = len(RAW.sources) + len(list((REPO / "raw").glob("*.h")))  # its sources and the header they share
    assert re.search(rf"^\| fake \| `fake/ \({files} files\)` \| \d+ \|", usability, re.M), usability[:800]
