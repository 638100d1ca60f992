"""Memory and undefined behaviour: one end-to-end point per library with every
role under valgrind memcheck (a build without -march=native, which valgrind
cannot execute): no invalid read or write, no use of uninitialised memory, no
definite leak. (The sanitizer build's end-to-end tests are in test_programs.py.)"""

import subprocess

import pytest

from support import LIBS, REPO, records

MEMCHECK_BIN = REPO / "build" / "memcheck" / "bin"
VALGRIND = ["valgrind", "-q", "--leak-check=full", "--errors-for-leak-kinds=definite",
            "--show-leak-kinds=definite", "--error-exitcode=99", f"--suppressions={REPO / 'tests' / 'valgrind.supp'}"]


@pytest.mark.parametrize("lib", LIBS)
def test_one_point_under_memcheck(procs, endpoints, lib):
    front, back = endpoints("ipc")
    router = procs.start([*VALGRIND, MEMCHECK_BIN / f"{lib}-router", "--front", front, "--back", back,
                          "--size", "300"])
    master = procs.start([*VALGRIND, MEMCHECK_BIN / f"{lib}-master", "--connect", back, "--workers", "1",
                          "--size", "300", "--requests", "20", "--warmup", "0.1", "--timeout", "3"])
    # (After RESULT the master stays until its socket has been quiet for --timeout: 3 s, not more.)
    workers = [procs.start([*VALGRIND, MEMCHECK_BIN / f"{lib}-worker", "--connect", front, "--id", i,
                            "--size", "300", "--timeout", "20"]) for i in range(1)]
    outs = [procs.finish(w, timeout=120) for w in workers]
    m_rc, m_out, m_err = procs.finish(master, timeout=120)
    for rc, out, err in [*outs, (m_rc, m_out, m_err)]:
        assert rc == 0, err[-3000:]  # 99: valgrind found an error
        assert "==" not in err, err[-3000:]  # -q: valgrind prints only errors
    assert int(dict(records(m_out))["RESULT"]["msgs"]) == 20
    # The router serves until told to stop; ask it, and let valgrind check its exit too.
    router.send_signal(15)
    r_rc, _, r_err = procs.finish(router, timeout=60)
    assert "Invalid" not in r_err and "uninitialised" not in r_err and "definitely lost" not in r_err, r_err[-3000:]


def test_rounds_under_memcheck(procs, endpoints):
    """Grischa's rounds: broker, a node process of two threads and the controller under valgrind
    (nng: its pub/sub queues and monotonic waits are the most code of ours)."""
    pub, sub = endpoints("ipc")
    broker = procs.start([*VALGRIND, MEMCHECK_BIN / "nng-router", "--pattern", "pubsub", "--front", pub,
                          "--back", sub])
    node = procs.start([*VALGRIND, MEMCHECK_BIN / "nng-node", "--pub", pub, "--sub", sub, "--id", 0, "--nodes", 2,
                        "--all-nodes", 2, "--lifeline", "--timeout", 5], stdin=subprocess.PIPE)
    rc, out, err = procs.finish(procs.start([*VALGRIND, MEMCHECK_BIN / "nng-controller", "--pub", pub, "--sub", sub,
                                             "--nodes", 2, "--rounds", 10, "--warmup", 0, "--timeout", 10]),
                                timeout=120)
    assert rc == 0 and "==" not in err, err[-3000:]
    assert dict(records(out))["RESULT"]["rounds"] == "10"
    n_rc, n_out, n_err = procs.finish(node, timeout=60)
    assert n_rc == 0 and "==" not in n_err, n_err[-3000:]
    broker.send_signal(15)
    _, _, b_err = procs.finish(broker, timeout=60)
    assert "Invalid" not in b_err and "uninitialised" not in b_err and "definitely lost" not in b_err, b_err[-3000:]
