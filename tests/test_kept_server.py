"""A server the sweep keeps (run/kept.py; docs/products.md "A kept server"): a product whose server boots
slowly is booted once and each point gets a slice of it (RabbitMQ: a virtual host), made fresh and
deleted after; the server's end fails the point that holds a slice, in one line, and the next point
boots another; a port taken while it boots fails the point and the sweep goes on; nothing is left
running. The slice tests share the tests' kept server (support.KEPT_SERVERS)."""

import os
import signal
import socket
import subprocess
import time
from collections import namedtuple
from pathlib import Path

import pytest

from support import (BIN, KEPT_SERVERS, PRODUCTS, adopting_orphans, finish_after, free_ports, orphaned_servers,
                     product_info, records, result_rows, run_sweep)
from rrbench.run import kept as kept_module
from rrbench.run.kept import KeptServers, keeps
from rrbench.run.launchers import free_tcp_ports
from rrbench.run.settings import Settings
from rrbench.workloads.point import Point

SLOW = [lib for lib in PRODUCTS if product_info(lib)["server"]["start_timeout_s"]]
KEPT = [lib for lib in PRODUCTS if product_info(lib)["server"].get("slice")]

Kept = namedtuple("Kept", "lib endpoint folder proc")


def test_every_slow_booting_product_can_be_kept():
    """The sweep keeps what boots slowly (make sweep then runs it): each such server has slices."""
    assert SLOW and set(SLOW) <= set(KEPT), (SLOW, KEPT)


@pytest.fixture(params=KEPT)
def kept(request):
    """A kept server, as the sweep starts one (the tests' own, support.KEPT_SERVERS: booted once)."""
    server = KEPT_SERVERS.server(request.param)
    return Kept(request.param, server.endpoint, str(server.folder), server.proc)


def slice_role(procs, lib, endpoint, folder, lifeline=True):
    """A point's broker on a kept server: bin/LIB-router on the slice's endpoint, held until stdin closes
    (lifeline; else until SIGTERM)."""
    return procs.start([BIN / f"{lib}-router", "--front", endpoint, "--back", endpoint, "--state-dir", folder,
                        *(["--lifeline"] if lifeline else [])], stdin=subprocess.PIPE if lifeline else None)


def no_servers_left():
    """No server outlived its sweep (orphaned_servers); RabbitMQ's prelaunch "epmd-starter" erl, in a session
    of its own, ends by itself a moment after its server: within 5 s (as test_products.py waits)."""
    deadline = time.monotonic() + 5
    while orphaned_servers() and time.monotonic() < deadline:
        time.sleep(0.1)
    return not orphaned_servers()


def test_a_slice_is_made_fresh_serves_the_clients_and_is_deleted(procs, kept):
    e = f"{kept.endpoint}/t1"
    held = slice_role(procs, kept.lib, e, kept.folder)
    ready = held.stdout.readline()
    assert ready.startswith("READY role=router") and f"server_pid={kept.proc.pid}" in ready, ready
    master = procs.start([BIN / f"{kept.lib}-master", "--connect", e, "--workers", 2, "--size", 64,
                          "--requests", 100, "--warmup", 0, "--timeout", 5])
    assert master.stdout.readline().startswith("READY role=master")
    workers = [procs.start([BIN / f"{kept.lib}-worker", "--connect", e, "--id", i, "--size", 64, "--timeout", 5])
               for i in range(2)]
    rc, out, err = finish_after(master)
    assert dict(records(out))["RESULT"]["msgs"] == "200", err
    assert all(procs.finish(w)[0] == 0 for w in workers)
    # the same slice again while it is held: refused, in one line (a slice is fresh for one point). No lifeline:
    # its stdin closed at once would end it before the refusal came, with nothing said (exit 0)
    rc, out, err = procs.finish(slice_role(procs, kept.lib, e, kept.folder, lifeline=False), timeout=60)
    assert rc == 1 and out.startswith("FAILED cause=server"), (rc, out, err)
    assert err.count("\n") == 1 and "exists already" in err, err
    assert procs.finish(held, timeout=30)[0] == 0  # (its stdin closed: the point is over)
    # deleted with the point: the name can be made again
    again = slice_role(procs, kept.lib, e, kept.folder)
    assert again.stdout.readline().startswith("READY role=router")
    assert procs.finish(again, timeout=30)[0] == 0


def test_a_slice_where_no_server_listens_or_of_a_library_without_slices_is_refused_in_one_line(procs):
    nobody = f"tcp://127.0.0.1:{free_ports(1)[0]}"
    lib = KEPT[0]
    rc, out, err = procs.finish(slice_role(procs, lib, f"{nobody}/t1", procs.state_dir(), lifeline=False))
    assert rc == 1 and out.startswith("FAILED cause=server") and err.count("\n") == 1, (out, err)
    assert "the kept server is gone" in err, err
    rc, _, err = procs.finish(procs.start([BIN / f"{lib}-router", "--front", f"{nobody}/t#1", "--back", nobody]))
    assert rc == 2 and err.count("\n") == 1 and "a slice is 1 to 63 letters" in err, err
    for other in sorted(set(PRODUCTS) - set(KEPT))[:1] + ["zmq"]:
        rc, _, err = procs.finish(procs.start([BIN / f"{other}-router", "--front", f"{nobody}/t1", "--back",
                                               nobody]))
        assert rc == 2 and err.count("\n") == 1 and "is of a server the sweep keeps" in err, (other, err)


def point_of(lib, **kw):
    return Point(lib=lib, transport="tcp", size=64, trial=1, nodes=4, workload="rounds", pattern="pubsub", **kw)


def settings(lib, kept_servers, tmp_root=None):
    return Settings(bin_dir=BIN, duration=1.0, requests=None, warmup=0.0, timeout=5.0, tmp_root=tmp_root,
                    servers={lib: product_info(lib)["server"], f"{lib}@fresh": product_info(lib)["server"]},
                    kept_servers=kept_servers)


@pytest.mark.parametrize("lib", KEPT)
def test_which_points_a_kept_server_serves(lib):
    """Churn that restarts the broker, more than one broker, and PRODUCT@fresh get a server of their own."""
    s = settings(lib, KeptServers())
    assert keeps(point_of(lib), s) and keeps(point_of(lib, scenario="node-dies"), s)
    assert not keeps(point_of(lib, scenario="broker-restarts"), s)
    assert not keeps(point_of(lib, brokers=3, scaleout="cluster"), s)
    assert not keeps(point_of(f"{lib}@fresh"), s)
    assert not keeps(point_of(lib), settings(lib, None))  # no sweep keeping servers: as before


@pytest.mark.parametrize("lib", KEPT)
def test_a_kept_server_that_ends_fails_the_point_on_it_and_the_next_point_boots_another(procs, lib):
    """On the tests' kept server (support.KEPT_SERVERS, the sweep's KeptServers): the one booted again
    serves the tests after this one."""
    with adopting_orphans():
        endpoint, folder = KEPT_SERVERS.slice_of(lib)
        first = KEPT_SERVERS.server(lib).pid
        held = slice_role(procs, lib, endpoint, folder)
        assert held.stdout.readline().startswith("READY role=router")
        os.kill(first, signal.SIGKILL)
        held.wait(timeout=10)  # (its stdin still open: it ends for the server's end)
        rc, out, err = procs.finish(held)
        assert rc == 1 and out.startswith("FAILED cause=server"), (rc, out, err)
        assert err.count("\n") == 1 and f"(pid {first})" in err and "ended during the point" in err, err
        again, _ = KEPT_SERVERS.slice_of(lib)
        assert KEPT_SERVERS.server(lib).pid != first and again != endpoint
        assert any(f"(pid {first}) had ended" in line for line in KEPT_SERVERS.said), KEPT_SERVERS.said
        assert no_servers_left()  # (the first's companion too)


def argv0(pid):
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0].decode(errors="replace")
    except OSError:
        return ""


@pytest.mark.parametrize("lib", KEPT)
def test_a_kept_servers_port_taken_while_it_boots_is_a_race_it_boots_again_on_another(monkeypatch, short_tmp, lib):
    """The port asked of the kernel for the kept server given to another program before the server listens
    (here: this test's listener, the port handed out first): booted again on another port, said."""
    said = []
    kept, point = KeptServers(say=said.append), point_of(lib)
    with socket.socket() as held, adopting_orphans():
        held.bind(("127.0.0.1", 0))
        held.listen()
        taken = held.getsockname()[1]
        handed = iter([[taken]])
        monkeypatch.setattr(kept_module, "free_tcp_ports", lambda n: next(handed, None) or free_tcp_ports(n))
        try:
            endpoint, _ = kept.slice_for(point, settings(lib, kept, short_tmp))
            assert f":{taken}/" not in endpoint and kept.kept[lib].running()
            assert len(said) == 2 and f"port {taken} was taken while it booted" in said[0], said
        finally:
            kept.close()
        assert no_servers_left()


@pytest.mark.parametrize("lib", KEPT)
def test_a_server_let_go_while_it_boots_stops_then_and_never_says_ready(procs, lib):
    """--lifeline closed before the server answers (Ctrl-C while a kept server boots: KeptServer.stop
    closes it): the router stops its server there, not after the seconds of its boot, at whose end it
    used to say READY to nobody and stop only then; its companion goes with it."""
    e = f"tcp://127.0.0.1:{free_ports(1)[0]}"
    with adopting_orphans():
        p = procs.start([BIN / f"{lib}-router", "--front", e, "--back", e, "--state-dir", procs.state_dir(),
                         "--lifeline"], stdin=subprocess.PIPE)
        deadline = time.monotonic() + 30  # until the router has become the server (before, it ends itself)
        while Path(argv0(p.pid)).name == f"{lib}-router":
            assert time.monotonic() < deadline and p.poll() is None, p.poll()
            time.sleep(0.01)
        rc, out, err = procs.finish(p, timeout=product_info(lib)["server"]["start_timeout_s"] + 10)  # (stdin closed)
        assert no_servers_left()
    assert rc != 0 and "READY" not in out, (rc, out, err[-2000:])


@pytest.mark.parametrize("lib", KEPT)
def test_a_sweep_keeps_one_server_for_its_points_and_leaves_nothing_running(tmp_path, short_tmp, lib):
    out = tmp_path / "run"
    with adopting_orphans():
        r = run_sweep("--workload", "rounds", "--libs", lib, "--patterns", "pubsub", "--transports", "tcp",
                      "--nodes", 4, "--trials", 2, "--rounds", 20, "--warmup", 0.1, "--out", out, "--tmpdir", short_tmp)
        assert no_servers_left()
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stderr.count(f"kept {lib} server (pid") == 1, r.stderr[-3000:]
    rows = result_rows(out)
    assert len(rows) == 2 and all(x["status"] == "ok" for x in rows), [x["status"] for x in rows]
    assert all(float(x["broker_cpu_us_per_round"]) > 0 for x in rows)  # the kept server's CPU, over the phase
    boots = [x["kept_boot_s"] for x in sorted(rows, key=lambda x: x["started_utc"])]
    assert float(boots[0]) > 0 and boots[1] == "", boots  # the first point's run booted it, in its own column


def test_rabbitmq_port_taken_as_the_kept_server_boots_fails_each_point_in_one_line_and_the_sweep_goes_on(
        tmp_path, short_tmp):
    """RabbitMQ's node ports given (RRB_RABBITMQ_NODE_PORTS), its distribution port held by this test."""
    out, ports = tmp_path / "run", free_ports(2)
    with socket.socket() as held, adopting_orphans():
        held.bind(("127.0.0.1", ports[0]))
        held.listen()
        r = run_sweep("--workload", "rounds", "--libs", "rabbitmq", "--patterns", "pubsub", "--nodes", 4,
                      "--trials", 2, "--rounds", 20, "--retries", 0, "--out", out, "--tmpdir", short_tmp,
                      env={"RRB_RABBITMQ_NODE_PORTS": f"{ports[0]},{ports[1]}"})
        assert no_servers_left()
    rows = result_rows(out)
    assert r.returncode == 1 and len(rows) == 2, r.stderr[-3000:]
    for x in rows:
        assert x["status"].startswith("failed:the kept rabbitmq server did not start:"), x["status"]
        assert f"port {ports[0]}: it is taken by pid {os.getpid()}" in x["status"], x["status"]
