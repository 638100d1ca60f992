"""Another build of a product's server as a variant (scripts/servers-today, docs/versions.md "Today's
servers"): PRODUCT@SUFFIX is the product's programs with its router running that server (--server).
Here the variant runs Debian's own server from its path, so no download is needed: the sweep runs it
beside the product, interleaved, and its rows name the server the router ran; bad input is one line."""

import json
import subprocess
import sys

from support import BIN, REPO, result_rows

SCRIPT = REPO / "scripts" / "servers-today"


def redis_server() -> str:
    import shutil
    return shutil.which("redis-server", path="/usr/bin:/usr/sbin:/bin:/sbin")


def bin_copy(tmp_path):
    """A programs' folder of links to bin/'s, where a variant may be made without touching bin/."""
    d = tmp_path / "bin"
    d.mkdir()
    for p in BIN.iterdir():
        if "@" not in p.name:
            (d / p.name).symlink_to(p.resolve())
    return d


def run(*args, timeout=120):
    return subprocess.run([sys.executable, *map(str, args)], capture_output=True, text=True, timeout=timeout)


def test_a_variant_runs_beside_its_product_and_its_rows_name_the_server(tmp_path, short_tmp):
    bin_dir = bin_copy(tmp_path)
    # with arguments of its own after the adapter's (the server refuses a run with one it does not know)
    r = run(SCRIPT, "--bin", bin_dir, "--link", f"redis@debian={redis_server()}", "--args", "--io-threads 2")
    assert r.returncode == 0 and "redis@debian" in r.stdout, r.stderr
    assert '--server-args "--io-threads 2"' in (bin_dir / "redis@debian-router").read_text()
    out = tmp_path / "run"
    p = run(REPO / "scripts" / "sweep", "--bin", bin_dir, "--libs", "redis,redis@debian", "--workload", "reqrep",
            "--transports", "tcp", "--sizes", "64", "--workers", "2", "--trials", "2", "--duration", "0.2",
            "--warmup", "0.05", "--out", out, "--tmpdir", short_tmp, timeout=300)
    assert p.returncode == 0, p.stderr[-2000:]
    rows = result_rows(out)
    assert sorted(r["lib"] for r in rows) == ["redis", "redis", "redis@debian", "redis@debian"]
    assert all(r["status"] == "ok" for r in rows)
    versions = {r["lib"]: r["lib_version"] for r in rows}
    assert versions["redis"] == versions["redis@debian"] and "redis-server" in versions["redis"]


def test_the_server_version_is_read_once_and_whole(tmp_path):
    """What servers-today says it linked and what the sweep records (the router's --info, meta.json) is one
    reading of the server's --version, and a two-digit major version is read whole: 10.0.1, not 0.0.1."""
    bin_dir = bin_copy(tmp_path)
    fake = tmp_path / "nats-server"
    fake.write_text('#!/bin/sh\necho "nats-server: v10.0.1"\n')
    fake.chmod(0o755)
    r = run(SCRIPT, "--bin", bin_dir, "--link", f"nats@ten={fake}")
    assert r.returncode == 0 and f"with {fake} (10.0.1)" in r.stdout, r.stdout + r.stderr
    info = subprocess.run([bin_dir / "nats@ten-router", "--info"], capture_output=True, text=True, timeout=10)
    assert json.loads(info.stdout)["server"]["version"] == "10.0.1"


def test_a_variant_not_installed_names_the_command_that_installs_it(tmp_path):
    p = run(REPO / "scripts" / "sweep", "--libs", "redis@nowhere", "--workload", "reqrep", "--out", tmp_path / "r")
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "make servers-today" in p.stderr, p.stderr


def test_bad_variants_are_one_line(tmp_path):
    bin_dir = bin_copy(tmp_path)
    for link, says in ((f"zmq@x={redis_server()}", "has no server to choose"),
                       ("redis@x=/no/such/server", "is no program"), ("redis@", "is not NAME=PATH"),
                       (f"Redis@x={redis_server()}", "is no PRODUCT@SUFFIX")):
        r = run(SCRIPT, "--bin", bin_dir, "--link", link)
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and says in r.stderr, (link, r.stderr)
    for args, says in (('--x "y"', "no quotes"),):
        r = run(SCRIPT, "--bin", bin_dir, "--link", f"redis@x={redis_server()}", "--args", args)
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and says in r.stderr, (link, r.stderr)
    assert not list(bin_dir.glob("*@x-*"))


def test_the_router_takes_a_server_only_for_a_product_and_names_one_it_cannot_run():
    r = subprocess.run([BIN / "zmq-router", "--server", "/bin/true", "--front", "tcp://127.0.0.1:1",
                        "--back", "tcp://127.0.0.1:2"], capture_output=True, text=True, timeout=10)
    assert r.returncode == 2 and "--server: zmq has no server to choose" in r.stderr, r.stderr
    r = subprocess.run([BIN / "nng-router", "--server-args", "x", "--front", "tcp://127.0.0.1:1",
                        "--back", "tcp://127.0.0.1:2"], capture_output=True, text=True, timeout=10)
    assert r.returncode == 2 and "--server-args: nng has no server to choose" in r.stderr, r.stderr
    r = subprocess.run([BIN / "redis-router", "--server", "/no/such/server", "--front", "tcp://127.0.0.1:1",
                        "--back", "tcp://127.0.0.1:1"], capture_output=True, text=True, timeout=10)
    assert r.returncode != 0 and "--server /no/such/server: no program to run there" in r.stderr, r.stderr
