"""The fixtures: short IPC folders, free endpoints, and processes that are always killed at the
end of a test. The helpers the tests share are in support.py; test modules import from there.

The tests run in parallel (pytest-xdist, `make test`); GROUPS below names the test modules that one
worker runs alone, one test after another (docs/tests.md)."""

import os
import re
import shutil
import signal
import tempfile

import pytest

from support import KEPT_SERVERS, PRODUCTS, Procs, free_ports, libs_with, slow_booting

# The tests that stop a sweep as Ctrl-C does send it SIGINT. Started as a shell's background job
# (`cmd &` without job control, nohup), the tests and every program they start would have SIGINT
# ignored (kept across exec, and Python then installs no handler): those tests would fail for where
# they ran. A handler of ours is reset to the default in every program started.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def ipc_dir():
    d = tempfile.mkdtemp(prefix="rrbt-", dir="/tmp")  # short: sun_path holds 107 bytes
    yield d
    shutil.rmtree(d, ignore_errors=True)


@pytest.fixture
def short_tmp():
    """A short folder for a sweep's per-point files; must be empty again at the end."""
    d = tempfile.mkdtemp(prefix="rrbs-", dir="/tmp")
    yield d
    assert os.listdir(d) == [], "a point left files behind"
    os.rmdir(d)


@pytest.fixture
def endpoints(ipc_dir):
    """endpoints(transport) -> (front, back); endpoints(transport, 4) -> (front, back,
    survey front, survey back), all different"""
    def make(transport, count=2):
        names = ("front", "back", "sfront", "sback")[:count]
        if transport == "tcp":
            return tuple(f"tcp://127.0.0.1:{port}" for port in free_ports(count))
        return tuple(f"ipc://{ipc_dir}/{name}" for name in names)
    return make


@pytest.fixture
def procs():
    ps = Procs()
    yield ps
    ps.kill_all()


def pytest_configure(config):
    config.addinivalue_line("markers", "libs_with(pattern): run the test for each library whose programs have "
                                       "the pattern (support.libs_with), as its argument `lib`")


def pytest_generate_tests(metafunc):
    """@pytest.mark.libs_with(PATTERN): the test's `lib` is each library whose --info has the pattern."""
    mark = metafunc.definition.get_closest_marker("libs_with")
    if mark:
        metafunc.parametrize("lib", libs_with(*mark.args, **mark.kwargs))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A failing test's report (setup, call or teardown) holds, after its traceback, a section for each
    program it started through `procs`: the command line, how it ended, the last words of its stdout and
    stderr (Procs.words). The section travels with the report, so pytest-xdist's workers send it too."""
    report = yield
    procs = getattr(item, "funcargs", {}).get("procs")
    if report.failed and isinstance(procs, Procs):
        report.sections.extend(procs.words())
    return report


# The test modules whose tests must not run beside one another, or that share one module-scoped fixture
# (servers, a build) that every worker would otherwise make again: each group is one unit of work, which
# one worker runs one test after another. Every other test is a unit of its own, handed to whichever
# worker is free, as --dist load does. (pytest-xdist's own xdist_group marks do not reach its scheduler
# under pytest 9: it renames the items through an attribute pytest no longer reads.)
GROUPS = {
    "test_netlab.py": "netns-and-ssh",  # network namespaces of fixed names (rrb-router, ...), found by name;
    "test_ssh.py": "netns-and-ssh",     # an sshd on 127.0.0.2 - 4, its programs and work folders found by name
    "test_redis_cluster.py": "redis-cluster",  # the module's four clusters, started once
    "test_one_line_library.py": "one-line-library",  # the module's copy of the repo, built once
}


# A server that boots for seconds on both cores (--info's server.start_timeout_s: RabbitMQ's Erlang node)
# boots in one of two groups, one test after another in each: several boots at once beside the tests that
# wait 3 s for an answer made them fail for the load alone, and one group of them all (282 s of a 300-s
# suite) was the suite's longest thread. A test boots such a server when its id names the product (its
# module, name or parameters); the tests of the kept server's own machinery and of clusters form the second.
SLOW_BOOTING = {lib for lib in PRODUCTS if slow_booting(lib)}
SECOND_SLOW_GROUP = {"test_kept_server.py", "test_clusters.py"}


def group_of(nodeid):
    """The unit of work a test is part of: its module's group, a slow-booting servers' group, or the
    test alone."""
    module = nodeid.split("::", 1)[0].rsplit("/", 1)[-1]
    group = GROUPS.get(module)
    if group is None and SLOW_BOOTING & set(re.split(r"[^a-z0-9]+", nodeid.lower())):
        group = "slow-booting-servers" + ("-2" if module in SECOND_SLOW_GROUP else "")
    return group or nodeid


@pytest.hookimpl(trylast=True)  # (after the test's own fixtures)
def pytest_runtest_teardown(item, nextitem):
    """The servers kept for the slow-booting group's tests (support.KEPT_SERVERS, booted at its first test that asks)
    stop once a test of another unit of work is next, or none: they serve that group alone, which a
    worker runs one test after another."""
    if nextitem is None or group_of(nextitem.nodeid) != group_of(item.nodeid):
        KEPT_SERVERS.close()


def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "load":  # -n alone; another --dist asked for is xdist's own
        return None
    from xdist.scheduler import LoadScopeScheduling

    class GroupScheduling(LoadScopeScheduling):
        """--dist loadscope whose scopes are group_of()'s; the biggest units first (its reordering)."""

        def _split_scope(self, nodeid):
            return group_of(nodeid)

    return GroupScheduling(config, log)
