"""The sweep's profile of a point's broker (--profile-broker; docs/scale.md "Where a broker's CPU per move
goes"): perf attached to the broker's process over the controller's profiled rounds, which come after the
measured ones, so that perf's own cost is in none of the point's other figures.

  at MEASURED   perf stat (system calls, sleeps, wake-ups caused) and perf record (cpu-clock samples with
                call stacks) attach to the broker with their events off (--delay -1): nothing is counted
                and no tracepoint is enabled before the measured rounds have ended
  at PROFILING  both are told to enable their events (perf's --control pipe) and have said so: the
                profiled rounds start then, and the broker's CPU (schedstat) is read
  at PROFILED   both disable their events and say so; the broker's CPU is read again; both are stopped
  collecting    perf stat's counts and perf script's samples by part (core/profile.py), per profiled round

perf missing or refused (not installed, perf_event_paranoid, no permission to attach) is found once before
the sweep (probe()) and said in meta.json and the report; a perf that fails at one point leaves that row's
perf columns empty and says why in its profile_status. Never the point's failure."""

from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import time
from pathlib import Path

from ..core import profile as pf
from .sampler import task_cpu_ns

ACK_TIMEOUT_S = 30.0  # perf attaching to a busy broker's threads, on a loaded machine
STOP_TIMEOUT_S = 30.0
SCRIPT_TIMEOUT_S = 300.0


def paranoid() -> str:
    try:
        return Path("/proc/sys/kernel/perf_event_paranoid").read_text().strip()
    except OSError:
        return "?"


def probe() -> str:
    """Why perf cannot profile another process here, in one line; "" when it can (it is installed and counts
    the tracepoints and samples the stacks of a child of ours)."""
    if not shutil.which("perf"):
        return "perf is not installed (Debian: linux-perf)"
    child = subprocess.Popen(["sleep", "10"])
    try:
        for argv in (["stat", "-e", ",".join(e for e, _ in pf.EVENTS)],
                     ["record", "-e", "cpu-clock", "-g", "-o", "/dev/null"]):
            p = subprocess.run(["perf", *argv, "-p", str(child.pid), "--", "sleep", "0.1"], capture_output=True,
                               text=True, timeout=60)
            if p.returncode != 0:
                last = (p.stderr.strip().splitlines() or ["no message"])[-1].strip()
                return f"perf {argv[0]} was refused ({last}; perf_event_paranoid is {paranoid()})"
    except subprocess.TimeoutExpired:
        return "perf did not finish a 0.1-s look at a child process within 60 s"
    finally:
        child.kill()
        child.wait()
    return ""


class Controlled:
    """One perf process with its events off until told (--delay -1, --control fd: our pipes)."""

    def __init__(self, argv: list[str], err: Path):
        ctl_r, self.ctl_w = os.pipe()
        self.ack_r, ack_w = os.pipe()
        self.err = err
        with open(err, "wb") as f:
            self.proc = subprocess.Popen(["perf", argv[0], "-D", "-1", "--control", f"fd:{ctl_r},{ack_w}",
                                          *argv[1:]], stdin=subprocess.DEVNULL, stdout=f, stderr=f,
                                         pass_fds=(ctl_r, ack_w))
        os.close(ctl_r)
        os.close(ack_w)

    def command(self, word: str) -> str:
        """Tells perf to enable or disable its events and waits for its ack; "" or why not."""
        try:
            os.write(self.ctl_w, f"{word}\n".encode())
        except OSError:
            return self.why(f"perf {self.what()} ended before '{word}'")
        deadline, got = time.monotonic() + ACK_TIMEOUT_S, b""
        while b"ack" not in got:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.ack_r], [], [], left)[0]:
                return self.why(f"perf {self.what()} did not answer '{word}' within {ACK_TIMEOUT_S:g} s")
            chunk = os.read(self.ack_r, 64)
            if not chunk:
                return self.why(f"perf {self.what()} ended before it answered '{word}'")
            got += chunk
        return ""

    def what(self) -> str:
        return self.proc.args[1]

    def why(self, first: str) -> str:
        """`first`, and perf's own last line if it said one."""
        try:
            lines = [ln.strip() for ln in self.err.read_text(errors="replace").splitlines()
                     if ln.strip() and not ln.startswith("Events ")]
        except OSError:
            lines = []
        return f"{first}: {lines[-1]}" if lines else first

    def stop(self) -> str:
        """Ends perf (SIGINT: it writes what it has) and waits; "" or why it did not end well."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.kill()
            return f"perf {self.what()} did not stop within {STOP_TIMEOUT_S:g} s"
        return ""

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for fd in (self.ctl_w, self.ack_r):
            try:
                os.close(fd)
            except OSError:
                pass
        self.ctl_w = self.ack_r = -1


class BrokerPerf:
    """perf stat and perf record on one broker process, over one window (the profiled rounds)."""

    def __init__(self, pid: int, folder: Path):
        self.folder = folder
        self.stat_out, self.data = folder / "perf-stat.csv", folder / "perf.data"
        events = ",".join(e for e, _ in pf.EVENTS)
        self.stat = Controlled(["stat", "-x", ",", "-o", str(self.stat_out), "-e", events, "-p", str(pid)],
                               folder / "perf-stat.err")
        self.record = Controlled(["record", "-q", "-e", "cpu-clock", "-F", str(pf.SAMPLE_HZ), "-g", "-o",
                                  str(self.data), "-p", str(pid)], folder / "perf-record.err")
        self.refused = ""

    def switch(self, word: str) -> bool:
        """enable or disable both; whether both answered (else `refused` says why and both are ended)."""
        if not self.refused:
            self.refused = self.stat.command(word) or self.record.command(word)
        if self.refused:
            self.close()
        return not self.refused

    def stop(self) -> None:
        if not self.refused:
            self.refused = self.stat.stop() or self.record.stop()
        self.close()

    def close(self) -> None:
        self.stat.kill()
        self.record.kill()

    def results(self) -> tuple[dict[str, float], dict[str, int]] | str:
        """(perf stat's counts, samples by part), or why there are none."""
        if self.refused:
            return self.refused
        try:
            counts = pf.stat_counts(self.stat_out.read_text())
        except OSError as e:
            return f"perf stat wrote no counts ({e.strerror})"
        missing = [e for e, _ in pf.EVENTS if e not in counts]
        if missing:
            return self.stat.why(f"perf stat did not count {missing[0]}")
        try:
            script = subprocess.run(["perf", "script", "-i", str(self.data), "-F", "ip,sym,dso"], capture_output=True,
                                    text=True, timeout=SCRIPT_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return f"perf script did not read the samples within {SCRIPT_TIMEOUT_S:g} s"
        by_part = pf.samples_by_part(script.stdout)
        if not by_part:
            last = (script.stderr.strip().splitlines() or ["no message"])[-1]
            return f"perf record took no samples ({last})"
        return counts, by_part


def thread_cpu(pid: int) -> dict[int, tuple[str, int]]:
    """tid -> (its name, CPU ns so far) of every thread of a process (/proc: comm, schedstat); {} if gone."""
    out = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return out
    for tid in tids:
        try:
            name = Path(f"/proc/{pid}/task/{tid}/comm").read_text().strip()
            ns = int(Path(f"/proc/{pid}/task/{tid}/schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue  # it ended meanwhile
        out[int(tid)] = (name, ns)
    return out


def cpu_by_name(before: dict[int, tuple[str, int]], after: dict[int, tuple[str, int]]) -> dict[str, int]:
    """CPU ns of each thread name between two looks (a thread born between them: all of its CPU; one that
    ended: none of it, as it cannot be read)."""
    out: dict[str, int] = {}
    for tid, (name, ns) in after.items():
        start = before.get(tid, (name, 0))[1]
        out[name] = out.get(name, 0) + max(ns - start, 0)
    return out


class PointProfile:
    """One point's profile, told of the controller's marks (PointRun.answer): the broker's CPU by thread name
    over the measured rounds (/proc; no perf needed), and perf over the profiled rounds after them."""

    def __init__(self, s, folder: Path):
        self.on, self.refused, self.folder = s.profile, s.perf_refused, folder
        self.perf: BrokerPerf | None = None
        self.threads: dict[str, dict] = {}   # MEASURING, MEASURED -> thread_cpu()
        self.cpu: dict[str, int | None] = {}  # PROFILING, PROFILED -> the broker's CPU ns (every thread)
        self.rounds = 0

    def mark(self, kind: str, broker, record: dict) -> None:
        """The controller said `kind` and waits: the broker's threads' CPU, or perf started, enabled, stopped."""
        if not self.on or broker is None:
            return
        if kind in ("MEASURING", "MEASURED"):
            self.threads[kind] = thread_cpu(broker.cpu_pid)
        if kind == "MEASURED" and not self.refused:  # attached now, its events off: none before this
            try:
                self.perf = BrokerPerf(broker.cpu_pid, self.folder)
            except OSError as e:  # (perf gone since the sweep's first look): this row says so, the point goes on
                self.refused = f"perf could not start: {e.strerror or e}"
        elif kind == "PROFILING" and self.perf:
            if not self.perf.switch("enable"):
                self.refused = self.perf.refused
            self.cpu[kind] = task_cpu_ns(broker.cpu_pid)
        elif kind == "PROFILED" and self.perf:
            self.rounds = int(record.get("rounds", 0))
            if not self.perf.switch("disable"):
                self.refused = self.perf.refused
            self.cpu[kind] = task_cpu_ns(broker.cpu_pid)
            self.perf.stop()

    def close(self) -> None:
        if self.perf:
            self.perf.close()

    def columns(self, broker_us_per_round) -> dict:
        """The row's profile columns (core/profile.py COLUMNS); {} when the sweep does not profile."""
        if not self.on:
            return {}
        out = dict.fromkeys(pf.COLUMNS, "")
        if len(self.threads) == 2:
            out[pf.THREADS] = pf.threads_text(cpu_by_name(self.threads["MEASURING"], self.threads["MEASURED"]))
        found = self.perf.results() if self.perf and not self.refused else self.refused or "no profiled rounds"
        if isinstance(found, str):
            out[pf.STATUS] = found
            return out
        out.update(self.per_round(*found, broker_us_per_round))
        return out

    def per_round(self, counts: dict, by_part: dict, broker_us_per_round) -> dict:
        """perf's counts and samples over the profiled rounds, per round; each part's share of the samples
        applied to the broker's CPU per round without perf (the measured rounds')."""
        rounds, total = self.rounds, sum(by_part.values())
        if not rounds or None in (self.cpu.get("PROFILING"), self.cpu.get("PROFILED")):
            return {pf.STATUS: "the profiled rounds could not be counted (the broker gone, or none played)"}
        out = {pf.STATUS: pf.OK, pf.ROUNDS: rounds, pf.SAMPLES: total,
               pf.CPU_WITH_PERF: round((self.cpu["PROFILED"] - self.cpu["PROFILING"]) / rounds / 1e3, 2)}
        for event, word in pf.EVENTS:
            out[pf.count_column(word)] = round(counts[event] / rounds, 2)
        if broker_us_per_round not in (None, ""):
            for part in pf.ALL_PARTS:
                out[pf.part_column(part.key)] = round(float(broker_us_per_round) * by_part.get(part.key, 0) / total, 2)
        return out
