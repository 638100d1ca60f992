"""Unit tests of the sweep's Python parts, on fixed inputs."""

import signal

import pytest

from support import BIN, PRODUCTS, product_info

from rrbench.core.grid import UsageError, parse_counts, parse_names
from rrbench.workloads.axes import Workload
from rrbench.workloads.point import Point, order_points
from rrbench.run.launchers import describe_exit
from rrbench.core.lines import parse_record
from rrbench.run.point import deadline_s
from rrbench.run.settings import Settings
from rrbench.record.results import COLUMNS


def test_counts_lists_suffixes_and_ranges():
    assert parse_counts("1,64,1k,64K", "sizes", 1, 1 << 30) == [1, 64, 1024, 65536]
    assert parse_counts("1..65536", "sizes", 1, 1 << 30) == [2 ** i for i in range(17)]
    assert parse_counts("1..128", "workers", 1, 100000) == [1, 2, 4, 8, 16, 32, 64, 128]
    assert parse_counts("1g", "sizes", 1, 1 << 30) == [1 << 30]


@pytest.mark.parametrize("text,message", [
    ("0", "out of range"), ("1,1", "names a value twice"), ("3..8", "powers of two"),
    ("8..4", "powers of two"), ("x", "not a byte count"), ("", "not a byte count"),
    ("2g", "out of range"),
])
def test_counts_rejects(text, message):
    with pytest.raises(UsageError, match=message):
        parse_counts(text, "sizes", 1, 1 << 30)


def test_names():
    assert parse_names("zmq, nanomsg", "libs", ("zmq", "nanomsg")) == ["zmq", "nanomsg"]
    with pytest.raises(UsageError, match="unknown lib 'nng'"):
        parse_names("nng", "libs", ("zmq", "nanomsg"))
    with pytest.raises(UsageError, match="empty"):
        parse_names(",", "libs", ("zmq",))


def test_order_interleaves_libraries_and_puts_trials_outermost():
    pts = order_points(["a", "b"], ["tcp", "ipc"], [1, 2], [1], trials=2)
    assert len(pts) == 16
    assert [p.lib for p in pts[:4]] == ["a", "b", "a", "b"]
    assert [p.trial for p in pts] == [1] * 8 + [2] * 8
    assert pts[0] == Point("a", "tcp", 1, 1, workers=1, topology="broker")
    assert len(set(pts)) == 16
    both = order_points(["a", "b"], ["tcp"], [1], [1], trials=1, topologies=["broker", "direct"])
    assert [(p.topology, p.lib) for p in both] == [("broker", "a"), ("broker", "b"), ("direct", "a"),
                                                   ("direct", "b")]


def test_rounds_interleave_every_pattern_and_move_time_of_every_library_within_a_position():
    rounds = Workload("rounds", ("pubsub", "addressed"), (96,), (20, 100), libs_by_pattern={
        "pubsub": ("zmq", "nng"), "addressed": ("zmq",)}, computes=(0.0, 1.5))
    pts = order_points(["zmq", "nng"], ["tcp"], [], [], trials=2, seed=7, workloads=[rounds])
    per_position = 2 * 3  # (zmq, nng) x pubsub + zmq x addressed, each at both move times
    assert len(pts) == 2 * 2 * per_position
    for i in range(0, len(pts), per_position):
        block = pts[i:i + per_position]
        assert len({(p.nodes, p.trial) for p in block}) == 1  # one position, back to back
        assert {(p.lib, p.pattern, p.compute) for p in block} == {
            (lib, pat, c) for pat, libs in (("pubsub", ("zmq", "nng")), ("addressed", ("zmq",)))
            for lib in libs for c in (0.0, 1.5)}
    assert pts[0].columns()["compute_s"] in ("0", "1.5")
    assert Point("zmq", "tcp", 1, 1, workers=1).columns()["compute_s"] == ""


def test_parse_record():
    assert parse_record("RESULT msgs=5 seconds=1.5") == ("RESULT", {"msgs": "5", "seconds": "1.5"})
    assert parse_record("READY role=router") == ("READY", {"role": "router"})


def test_describe_exit():
    assert describe_exit(-signal.SIGKILL) == "killed by SIGKILL"
    assert describe_exit(1) == "exited 1"


def test_deadline_grows_with_workers_size_and_requests():
    s = Settings(bin_dir=None, duration=2.0, requests=None, warmup=0.5, timeout=5.0)
    small = deadline_s(Point("zmq", "tcp", 64, 1, workers=1), s)
    many = deadline_s(Point("zmq", "tcp", 64, 1, workers=128), s)
    assert s.warmup + s.duration + 10 * s.timeout < small < many < 120  # after the roles' own limits (hellos: 10x)
    r = Settings(bin_dir=None, duration=None, requests=5000, warmup=0.5, timeout=5.0)
    assert deadline_s(Point("zmq", "tcp", 65536, 1, workers=16), r) > \
        deadline_s(Point("zmq", "tcp", 64, 1, workers=16), r)


def test_deadline_leaves_a_slow_booting_server_its_boot_once_per_broker():
    """A product's server that boots for seconds (--info start_timeout_s: RabbitMQ's) gets that much more setup,
    once per broker (a cluster's members join one after another); one that starts at once gets none."""
    s = Settings(bin_dir=BIN, duration=1.0, requests=None, warmup=0.2, timeout=3.0)
    boot = {lib: product_info(lib)["server"]["start_timeout_s"] or 0 for lib in PRODUCTS}
    slow = [lib for lib in PRODUCTS if boot[lib]]
    quick = next(lib for lib in PRODUCTS if not boot[lib])
    assert slow, "no product boots slowly: nothing to test"
    base = deadline_s(Point(quick, "tcp", 96, 1, workers=4), s)
    for lib in slow:
        for k in (1, 3):
            point = Point(lib, "tcp", 96, 1, workers=4, brokers=k)
            assert deadline_s(point, s) == pytest.approx(base + k * boot[lib])


def test_columns_include_the_documented_minimum():
    for c in "lib,transport,size,workers,nodes,trial,status,msgs,seconds,msgs_per_s,mib_per_s".split(","):
        assert c in COLUMNS


def test_the_kernels_own_cost_is_measured_where_a_floor_runs_as_many_nodes():
    from rrbench.sweep.sweep import kernel_count

    def at(lib, nodes, pattern="pubsub"):
        return kernel_count(Point(lib, "tcp", 96, 1, nodes=nodes, workload="rounds", pattern=pattern))
    for lib in ("raw", "raw@uring"):
        assert [at(lib, n) for n in (20, 64, 100, 1024, 4096)] == [None, 64, None, 1024, 4096]
        assert at(lib, 64, "addressed") is None
    assert at("zmq", 1024) is None


def test_the_quick_port_check_counts_every_tcp_socket_and_leaves_a_tight_range_to_the_exact_one():
    import socket
    from rrbench.run.limits import ports_plenty, sockets_at_most
    before = sockets_at_most()
    held = [socket.create_server(("127.0.0.1", 0)) for _ in range(5)]
    try:
        assert sockets_at_most() >= before + 5
        assert ports_plenty(16) and not ports_plenty(1 << 20)  # (the range is never a million wide)
    finally:
        for s in held:
            s.close()
