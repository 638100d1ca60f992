"""The broker's profile (docs/scale.md "Where a broker's CPU per move goes"): perf's output read back and each
CPU sample put in one part of the path (core/profile.py), on canned output; the sweep's --profile-broker
end to end, with the machine's perf and with a perf that is refused."""

import json
import os
import subprocess
import sys

import pytest

from support import BIN, REPO, checked_result, finish_node, records, refused_sweep, result_rows, start_rounds
from rrbench.core import profile as pf
from rrbench.render import docfigures
from rrbench.run import perf

K = "[kernel.kallsyms]"

# perf script -F ip,sym,dso as perf 6.1 writes it: a sample's stack leaf first, a blank line after each.
SCRIPT = f"""
\tffffffff81c2a5e1 tcp_v4_rcv ({K})
\tffffffff81bf0c2a __netif_receive_skb_one_core ({K})
\tffffffff81bf1b07 net_rx_action ({K})
\tffffffff81c15f01 tcp_sendmsg ({K})
\tffffffff8225a6c1 do_syscall_64 ({K})
\t           11a2b __send (/usr/lib/x86_64-linux-gnu/libc.so.6)

\tffffffff81c15e00 tcp_sendmsg_locked ({K})
\tffffffff81c15f01 tcp_sendmsg ({K})
\tffffffff8225a6c1 do_syscall_64 ({K})

\tffffffff81c0aa10 skb_copy_datagram_iter ({K})
\tffffffff81c0b000 tcp_recvmsg ({K})
\tffffffff8225a6c1 do_syscall_64 ({K})

\tffffffff81400000 ep_poll ({K})
\tffffffff81400100 do_epoll_wait ({K})

\tffffffff81500000 io_submit_sqes ({K})
\tffffffff81500100 __do_sys_io_uring_enter ({K})

\tffffffff8225a696 do_syscall_64 ({K})
\tffffffff81000130 entry_SYSCALL_64_after_hwframe ({K})

\tffffffff81300000 clear_page_erms ({K})

\t            4f10 ad_publish (/work/bin/raw-router)
\t    7f3148c56240 [unknown] ([unknown])

\t            4f10 ad_publish (/work/bin/raw-router)
"""

# perf stat -x , -o FILE as perf 6.1 writes it (the events the sweep counts, and one it could not).
STAT = """# started on Fri Nov 28 06:34:01 2026

152.36,msec,task-clock,152364011,100.00,0.078,CPUs utilized
42718,,raw_syscalls:sys_enter,152364011,100.00,280.368,K/sec
50,,sched:sched_switch,152364011,100.00,328.161,/sec
36,,sched:sched_wakeup,152364011,100.00,236.276,/sec
<not counted>,,cycles,0,100.00,,
"""


def test_a_sample_is_put_in_one_part_of_the_path():
    send = [f"tcp_v4_rcv+0x1 ({K})", f"net_rx_action+0x2 ({K})", f"tcp_sendmsg+0x3 ({K})", f"__sys_sendto ({K})"]
    assert pf.part_of(send).key == "loopback"  # the receiver's path, run inside the send: first
    assert pf.part_of([f"copy ({K})", f"tcp_sendmsg_locked ({K})"]).key == "tcp_send"
    assert pf.part_of([f"memcpy ({K})", f"tcp_recvmsg ({K})", f"do_syscall_64 ({K})"]).key == "tcp_receive"
    assert pf.part_of(["ad_publish+0x10 (/x/bin/raw-router)", f"x ({K})"]) is pf.USER  # the leaf decides
    assert pf.part_of([f"something ({K})"]) is pf.OTHER
    assert pf.part_of([]) is pf.USER


def test_perf_scripts_samples_counted_by_part():
    assert pf.samples_by_part(SCRIPT) == {"loopback": 1, "tcp_send": 1, "tcp_receive": 1, "waiting": 1, "uring": 1,
                                         "syscall": 1, "other": 1, "user": 2}
    assert pf.samples_by_part("") == {} and pf.samples_by_part("\n\n\n") == {}


def test_perf_stats_counts_read_back():
    assert pf.stat_counts(STAT) == {"task-clock": 152.36, "raw_syscalls:sys_enter": 42718.0,
                                    "sched:sched_switch": 50.0, "sched:sched_wakeup": 36.0}
    assert pf.stat_counts("perf: not permitted\n") == {}


def test_the_cpu_by_thread_name_as_one_cell_and_back():
    text = pf.threads_text({"2_scheduler": 0, "1_scheduler": 750, "aux": 250, "a b": 0})
    assert text == "1_scheduler=75.0 aux=25.0 2_scheduler=0.0 a_b=0.0"
    assert pf.threads_of(text) == {"1_scheduler": 75.0, "aux": 25.0, "2_scheduler": 0.0, "a_b": 0.0}
    assert pf.threads_text({"x": 0}) == "" and pf.threads_of("") == {}


def test_every_part_has_its_column_and_the_columns_are_the_rows():
    from rrbench.record.results import COLUMNS
    assert [pf.part_column(p.key) for p in pf.ALL_PARTS] == [
        "profile_user_us_per_round", "profile_loopback_us_per_round", "profile_tcp_send_us_per_round",
        "profile_tcp_receive_us_per_round", "profile_waiting_us_per_round", "profile_uring_us_per_round",
        "profile_syscall_us_per_round", "profile_other_us_per_round"]
    assert all(c in COLUMNS for c in pf.COLUMNS)


def test_the_controllers_profiled_rounds_come_after_the_measured_ones_in_no_figure(procs, endpoints):
    """--profile-rounds N: N rounds more between PROFILING and PROFILED (rounds=N), after MEASURED; RESULT
    counts the measured rounds alone, and the nodes got a task every round of all."""
    pub, sub = endpoints("tcp")
    _, nodes = start_rounds(procs, BIN, {}, "raw", pub, sub, 4, 4)
    controller = procs.start([BIN / "raw-controller", "--pub", pub, "--sub", sub, "--nodes", 4, "--rounds", 30,
                              "--profile-rounds", 20, "--warmup", 0, "--timeout", 10])
    rc, out, err = procs.finish(controller, timeout=60)
    assert rc == 0, err
    kinds = [k for k, _ in records(out)]
    assert kinds[kinds.index("MEASURED"):kinds.index("RESULT")] == ["MEASURED", "PROFILING", "PROFILED"]
    assert dict(records(out))["PROFILED"]["rounds"] == "20"
    _, total = checked_result(out, 30)
    done = dict(records(finish_node(procs, nodes[0])[1]))["DONE"]
    assert int(done["tasks"]) == 4 * (total + 20)


def test_profiled_rounds_are_a_steady_runs():
    p = subprocess.run([BIN / "raw-controller", "--pub", "tcp://h:1", "--sub", "tcp://h:2", "--nodes", "4",
                        "--profile-rounds", "5", "--deadline", "1"], capture_output=True, text=True, timeout=10)
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "--profile-rounds: a steady run's" in p.stderr


SWEEP = REPO / "scripts" / "sweep"
# (--kernel-seconds 0.1: the kernel's own cost, measured beside the floor at the start and the end, is not
# what these tests read; 1.3 CPU-s each time instead of 3.1)
TINY = ("--workload", "rounds", "--libs", "raw", "--patterns", "pubsub", "--transports", "tcp", "--nodes", "8",
        "--hosting", "loop", "--pin", "broker", "--profile-broker", "--trials", "1", "--rounds", "50",
        "--warmup", "0.1", "--timeout", "5", "--kernel-seconds", "0.1")


def profiled_sweep(tmp_path, short_tmp, path_first=None):
    """The tiny profiled sweep, with `path_first` (a folder of a fake perf) first on PATH: its row, meta.json's
    profile_broker, its stderr; and the report's section."""
    env = dict(os.environ, PATH=f"{path_first}:{os.environ['PATH']}") if path_first else None
    out = tmp_path / "run"
    p = subprocess.run([sys.executable, SWEEP, *TINY, "--out", out, "--tmpdir", short_tmp], capture_output=True,
                       text=True, timeout=300, env=env)
    assert p.returncode == 0, p.stderr
    (row,) = result_rows(out)
    assert row["status"] == "ok", row["status"]
    assert row["broker_cpu_by_thread"] == "raw-router=100.0"  # the floor's broker: one thread (no perf needed)
    r = subprocess.run([sys.executable, REPO / "scripts" / "report", out], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    report = (out / "report.md").read_text()
    assert "### Where the broker's CPU per move goes" in report and "`raw-router` 100 %" in report
    return row, json.loads((out / "meta.json").read_text())["settings"]["profile_broker"], p.stderr, report


def fake_perf(tmp_path, script: str):
    folder = tmp_path / "fake-perf"
    folder.mkdir()
    (folder / "perf").write_text("#!/bin/sh\n" + script)
    (folder / "perf").chmod(0o755)
    return folder


def test_a_profiled_point_with_this_machines_perf(tmp_path, short_tmp):
    """perf profiles the broker over the profiled rounds: every part and count filled, the parts adding up to the
    broker's CPU per move (its measured rounds'); where this machine's perf is refused, the row, meta.json and the
    report say why in one line instead, the perf columns empty."""
    why = perf.probe()
    row, meta, err, report = profiled_sweep(tmp_path, short_tmp)
    if why:  # said where not
        assert meta["perf"] == row["profile_status"] == why and f"--profile-broker: {why}" in err
        assert all(row[c] == "" for c in pf.PERF_COLUMNS) and f"perf did not profile here: {why}" in report
        return
    assert meta == {"perf": "ok", "sample_hz": pf.SAMPLE_HZ, "profiled_rounds": 50, "threads": meta["threads"]}
    assert row["profile_status"] == "ok" and row["profile_rounds"] == "50" and int(row["profile_samples"]) > 0
    parts = sum(float(row[pf.part_column(p.key)]) for p in pf.ALL_PARTS)
    assert abs(parts - float(row["broker_cpu_us_per_round"])) < 0.05 * parts + 0.1, row
    assert float(row["profile_uring_us_per_round"]) == 0  # the epoll broker has no ring
    # a round through the raw broker: a system call each way per node at least (send, receive), sleeps to wait
    assert float(row["profile_syscalls_per_round"]) >= 8 and float(row["profile_sleeps_per_round"]) > 0
    assert float(row["profile_wakeups_per_round"]) > 0 and float(row["profile_broker_cpu_us_per_round"]) > 0
    assert "perf profiled every trial." in report and "| raw pubsub | 8 |" in report
    # the docs' figures from such a folder (render/docfigures.py): the shares add up to the whole
    out = tmp_path / "run"
    every = "+".join(p.key for p in pf.ALL_PARTS)
    assert docfigures.profile_figure(out, f"share:{every}", "raw:pubsub") == "100 %"
    assert docfigures.profile_figure(out, "vs:raw:pubsub", "raw:pubsub") == "0 % less"
    assert docfigures.thread_cpu(out, "raw:pubsub/8") == "at 8 nodes, one trial: `raw-router` 100 %"
    assert docfigures.profile_table(out).splitlines()[2].startswith("| raw pubsub | 8 | ")


def test_perf_refused_is_said_in_one_line_and_the_point_runs(tmp_path, short_tmp):
    """A perf that is refused (as perf_event_paranoid 3 does for a user): the sweep says so once on stderr, meta.json
    and the row's profile_status hold the line, the perf columns stay empty, the point runs without profiled
    rounds, and the broker's CPU by thread is still there (checked in profiled_sweep)."""
    refused = fake_perf(tmp_path, "echo 'Error: Access to performance monitoring and observability operations is "
                                  "limited.' >&2\nexit 255\n")
    row, meta, err, report = profiled_sweep(tmp_path, short_tmp, refused)
    why = (f"perf stat was refused (Error: Access to performance monitoring and observability operations is "
           f"limited.; perf_event_paranoid is {perf.paranoid()})")
    assert meta["perf"] == row["profile_status"] == why and meta["profiled_rounds"] == 0
    assert err.count("--profile-broker:") == 1 and f"sweep: --profile-broker: {why}" in err
    assert all(row[c] == "" for c in pf.PERF_COLUMNS), row
    assert f"perf did not profile here: {why}." in report and "| raw pubsub |" not in report
    with pytest.raises(docfigures.FigureError, match="no broker profiled by perf"):
        docfigures.profile_table(tmp_path / "run")
    assert docfigures.thread_cpu(tmp_path / "run", "raw:pubsub") == "at 8 nodes, one trial: `raw-router` 100 %"


def test_perf_that_fails_at_the_point_leaves_the_row_saying_why(tmp_path, short_tmp):
    """perf passes the sweep's first look but ends at the point: the point is ok, its row says why its perf columns
    are empty, and the report names it."""
    failing = fake_perf(tmp_path, 'case "$*" in *" -- sleep "*) exit 0;; esac\n'
                                  "echo 'perf: the broker went away' >&2\nexit 1\n")
    row, meta, _, report = profiled_sweep(tmp_path, short_tmp, failing)
    assert meta["perf"] == "ok" and meta["profiled_rounds"] == 50
    assert row["profile_status"].startswith("perf stat ended before") and "perf: the broker went away" in \
        row["profile_status"], row["profile_status"]
    assert all(row[c] == "" for c in pf.PERF_COLUMNS), row
    assert "perf did not profile some trials (their parts are left out): perf stat ended" in report


@pytest.mark.parametrize("args,message", [
    (["--workload", "rounds", "--libs", "raw"], "--profile-broker: profiles one broker's rounds; it needs a pinned "
                                                "broker (--pin broker)"),
    (["--workload", "reqrep,rounds", "--libs", "raw", "--pin", "broker"], "it needs the rounds alone"),
    (["--workload", "rounds", "--libs", "raw", "--pin", "broker", "--scenario", "node-dies"], "it needs a steady run"),
    (["--workload", "rounds", "--libs", "raw", "--pin", "broker", "--brokers", "1,2", "--nodes", "4"],
     "it needs one broker (--brokers 1)"),
    (["--workload", "rounds", "--libs", "raw", "--pin", "broker", "--profile-broker=yes"],
     "--profile-broker: ignored explicit argument 'yes'"),
])
def test_bad_profile_flags_exit_2_with_one_line(tmp_path, args, message):
    profiled = [] if "--profile-broker=yes" in args else ["--profile-broker"]
    p = refused_sweep(*args, *profiled, "--out", tmp_path / "run")
    assert p.returncode == 2 and message in p.stderr and p.stderr.count("\n") == 1, p.stderr
    assert not (tmp_path / "run").exists()
