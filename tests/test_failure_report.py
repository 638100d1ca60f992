"""A failing test's report names the test and keeps the words of every program it started through
`procs` (conftest.py's pytest_runtest_makereport, support.Procs.words; docs/tests.md): a small module
with a test that fails on purpose is run by pytest, in pytest-xdist workers as `make test` runs the
suite, and in one process, and its report is read."""

import os
import subprocess
import sys

import pytest

from support import REPO, TAIL_BYTES

# What the programs of the small module say: one is still running when its test fails, the test having
# read its first line; one writes far more than the report keeps to stderr and exits 3.
SPEAKS = ("import sys, time; print('READY, the line the test reads', flush=True); "
          "print('why it went wrong, on stderr', file=sys.stderr, flush=True); time.sleep(60)")
FLOOD_BYTES = 100000
FLOODS = f"import sys; sys.stderr.write('x' * {FLOOD_BYTES - 19} + ' and its last words'); sys.exit(3)"

MODULE = f'''
import sys


def test_that_fails_on_purpose(procs):
    speaker = procs.start([sys.executable, "-c", {SPEAKS!r}])
    flood = procs.start([sys.executable, "-c", {FLOODS!r}])
    assert speaker.stdout.readline() == "READY, the line the test reads\\n"
    assert flood.wait(timeout=30) == 3
    assert False, "failed on purpose"


def test_that_passes(procs):
    p = procs.start([sys.executable, "-c", "print('a passing test reports nothing of it')"])
    assert procs.finish(p)[1] == "a passing test reports nothing of it\\n"
'''


@pytest.mark.parametrize("workers", ["2", "0"])
def test_a_failing_tests_report_holds_its_programs_words(tmp_path, workers):
    (tmp_path / "test_on_purpose.py").write_text(MODULE)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", workers, "-p", "conftest", "-p", "no:cacheprovider",
                        "test_on_purpose.py"], cwd=tmp_path, env=dict(os.environ, PYTHONPATH=str(REPO / "tests")),
                       capture_output=True, text=True, timeout=120)
    out = r.stdout
    assert r.returncode == 1 and "1 failed, 1 passed" in out, out + r.stderr
    assert "FAILED test_on_purpose.py::test_that_fails_on_purpose" in out, out
    failure = out[out.index("_ test_that_fails_on_purpose _"):out.index("short test summary info")].rstrip("= \n")
    # past its readline: the report took nothing the test reads, and still shows that line
    assert "AssertionError: failed on purpose" in failure, failure
    assert "program 1 of 2: " in failure and "program 2 of 2: " in failure, failure  # a section each
    speaker, flood = failure.split("program 1 of 2: ")[1].split("program 2 of 2: ")
    assert "still running when the test failed (killed for this report)" in speaker, speaker
    assert SPEAKS in speaker, speaker  # its command line
    assert "stdout:\nREADY, the line the test reads\nstderr:\nwhy it went wrong, on stderr" in speaker, speaker
    assert "exit 3" in flood and "stdout: nothing" in flood, flood
    assert f"stderr (its last {TAIL_BYTES} of {FLOOD_BYTES} bytes):\n" in flood, flood
    assert flood.endswith("x and its last words"), flood
    assert len(flood) < 2 * TAIL_BYTES, "the report keeps a stream's tail only"
    assert "a passing test reports nothing of it" not in out, out
