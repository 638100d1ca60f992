"""Hostile bytes: while a point runs, strangers connect to every listening
socket of it (router front and back, the master in direct topology) and send
random bytes, huge and negative lengths, truncated headers, other protocols'
greetings, and connections opened and dropped in a tight loop; a stranger
that speaks the library's protocol sends messages our header rejects. No
program may crash or hang, garbage never becomes a counted message, and the
master reports how many messages it rejected."""

import signal
import subprocess
import threading

import pytest

from support import BIN, LIBS, TEST_BIN, TRANSPORTS, attack_all, records

CRASH_SIGNALS = {-signal.SIGSEGV, -signal.SIGABRT, -signal.SIGBUS, -signal.SIGILL, -signal.SIGFPE}
GARBAGE_KINDS = 7  # tests/e2e/stranger.c


def start_workers(procs, lib, front, n, size, *extra):
    return [procs.start([BIN / f"{lib}-worker", "--connect", front, "--id", i, "--size", size, "--timeout", "2",
                         *extra]) for i in range(n)]


def attack(addresses):
    t = threading.Thread(target=attack_all, args=(addresses, 20.0), daemon=True)
    t.start()
    return t


def start_point(procs, lib, front, back, topology, size="256", duration="2.5"):
    router = None
    if topology == "broker":
        router = procs.start([BIN / f"{lib}-router", "--front", front, "--back", back, "--size", size])
        master_at, listening = ["--connect", back], [front, back]
    else:
        master_at, listening = ["--bind", front], [front]
    master = procs.start([BIN / f"{lib}-master", *master_at, "--workers", "2", "--size", size,
                          "--duration", duration, "--warmup", "0.2", "--timeout", "1"])
    return router, master, listening


def finish_point(procs, router, master, workers, stderr_has=None):
    """Waits for everything; asserts nothing crashed or hung; returns the outcomes.
    stderr_has: what the master must have said on stderr before it is stopped."""
    results = [procs.finish(w, timeout=30) for w in workers]
    if any(rc for rc, _, _ in results):
        # The workers gave up; a master still waiting for them to arrive (it
        # waits 10 x --timeout in set-up, by design) is stopped as the sweep would.
        try:
            master.wait(timeout=2)
        except subprocess.TimeoutExpired:
            master.terminate()
        m = procs.finish(master, timeout=30)
    else:
        # Every worker has its STOP: once the master has its RESULT out it is stopped, as the
        # sweep does, instead of lingering until its socket has been quiet for --timeout.
        m = procs.finish_after(master, "RESULT", stderr_has=stderr_has, timeout=30)
    if router is not None:
        assert router.poll() is None, f"router died: {router.returncode} {router.stderr.read()[-2000:]}"
        router.terminate()
        r_rc, _, r_err = procs.finish(router, timeout=10)
        assert r_rc not in CRASH_SIGNALS, r_err
    for rc, out, err in results:
        assert rc in (0, 1), (rc, err[-2000:])
        assert rc == 0 or ": error: " in err, f"exit {rc} without a reason: {err[-500:]}"
    assert m[0] in (0, 1, -signal.SIGTERM), (m[0], m[2][-2000:])
    return m, results


@pytest.mark.parametrize("topology", ["broker", "direct"])
@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("lib", LIBS)
def test_garbage_through_the_library_is_rejected_and_reported(procs, endpoints, lib, transport, topology):
    """A client that speaks the library's protocol but sends messages our header
    refuses: each one is answered with REJECT, counted as rejected, never as a
    round trip, and the real workers' counts still agree with the master's. The
    stranger comes first, while the master waits for its workers: on a loaded
    machine a stranger racing the workers could still be sending when the
    measured phase ends."""
    front, back = endpoints(transport)
    router, master, _ = start_point(procs, lib, front, back, topology, duration="0.4")
    stranger = procs.start([TEST_BIN / f"{lib}-stranger", front])
    s_rc, s_out, s_err = procs.finish(stranger, timeout=30)
    workers = start_workers(procs, lib, front, 2, "256", "--rate", "200")  # what is counted, not how fast
    (m_rc, m_out, m_err), results = finish_point(procs, router, master, workers, stderr_has="requests rejected")
    assert s_rc == 0, (s_out, s_err)
    assert dict(records(s_out))["STRANGER"] == {"sent": str(GARBAGE_KINDS), "rejected": str(GARBAGE_KINDS)}
    result = dict(records(m_out))["RESULT"]
    assert int(result["rejected"]) == GARBAGE_KINDS
    assert f"{GARBAGE_KINDS} requests rejected" in m_err
    assert all(rc == 0 for rc, _, _ in results), [e[-500:] for _, _, e in results]
    verified = sum(int(dict(records(out))["DONE"]["measured"]) for _, out, _ in results)
    assert int(result["msgs"]) == verified > 0


@pytest.mark.parametrize("topology", ["broker", "direct"])
@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("lib", LIBS)
def test_hostile_bytes_on_every_port(procs, endpoints, lib, transport, topology):
    """Random bytes, huge and negative lengths, truncated headers, other
    protocols' greetings and a connect storm on every listening socket while
    the point runs. Nothing may crash or hang. The point completes with the
    master's count equal to what the workers verified, or a role gives up
    with a reason (a stranger on the master's port can be handed a request
    and drop it; see README)."""
    front, back = endpoints(transport)
    router, master, listening = start_point(procs, lib, front, back, topology, duration="0.8")
    workers = start_workers(procs, lib, front, 2, "256")
    t = attack(listening)
    t.join(timeout=60)
    assert not t.is_alive(), "the attacks hung"
    (m_rc, m_out, m_err), results = finish_point(procs, router, master, workers)
    if m_rc == 0 and all(rc == 0 for rc, _, _ in results):
        verified = sum(int(dict(records(out))["DONE"]["measured"]) for _, out, _ in results)
        assert int(dict(records(m_out))["RESULT"]["msgs"]) == verified > 0
        print(f"HOSTILE {lib} {transport} {topology}: completed, {verified} round trips verified")
    else:
        reasons = [(e.strip().splitlines() or ["(no message)"])[-1] for rc, _, e in [(m_rc, m_out, m_err), *results]
                   if rc]
        print(f"HOSTILE {lib} {transport} {topology}: a role gave up: {reasons}")
