"""libzmq's ids (docs/findings.md, zmq/ids.h): as shipped every process draws the same ROUTER peer
ids from an unseeded rand(), so after a broker restart a late reply can reach another worker; the
zmq and czmq programs seed it once per process unless --library-defaults."""

import json
import subprocess

import pytest

from support import BIN, TEST_BIN

pytestmark = pytest.mark.skipif(not (TEST_BIN / "zmq-routing-ids").is_file(), reason="make test-programs")


def first_id(lib, *flags):
    return subprocess.run([TEST_BIN / f"{lib}-routing-ids", *flags], capture_output=True, text=True, timeout=30,
                          check=True).stdout.strip()


def test_as_shipped_every_process_hands_out_the_same_ids():
    """glibc's rand() unseeded starts alike in every process: libzmq#4633, deterministic."""
    ids = {first_id("zmq", "--library-defaults") for _ in range(3)}
    assert len(ids) == 1 and len(next(iter(ids))) == 10, ids  # 5 bytes: 0, then the 32-bit counter


@pytest.mark.libs_with("addressed")  # a ROUTER: the broker's routed socket
def test_with_the_workaround_each_process_has_ids_of_its_own(lib):
    ids = [first_id(lib) for _ in range(3)]
    assert len(set(ids)) == 3, ids


@pytest.mark.libs_with("addressed")  # a ROUTER: the broker's routed socket
def test_the_programs_list_the_workaround(lib):
    info = json.loads(subprocess.run([BIN / f"{lib}-router", "--info"], capture_output=True, text=True,
                                     check=True).stdout)
    assert any(o["name"].startswith("rand() seed") and "libzmq#4633" in o["why"] for o in info["options"])
