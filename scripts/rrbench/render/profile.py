"""The report's "Where the broker's CPU per move goes" (a folder swept with --profile-broker; docs/scale.md):
the table of each part of the broker's path, the counts per move and perf's own cost, the broker's CPU by
thread, and, where perf did not profile, why in one line."""

from __future__ import annotations

from ..analysis import profile as ap
from ..analysis.dataset import Dataset
from ..core import profile as pf
from .doc import Doc

# The table's columns of parts, in words, each (heading, part keys added up)
PART_HEADINGS = (("user space", ["user"]), ("loopback delivery (the node's TCP receive)", ["loopback"]),
                 ("TCP send", ["tcp_send"]), ("TCP receive", ["tcp_receive"]),
                 ("waiting (epoll, scheduler)", ["waiting"]), ("io_uring's own", ["uring"]),
                 ("system call entry and exit", ["syscall"]), ("other kernel work", ["other"]))
HEADER = ["broker", "nodes", "CPU", *(h for h, _ in PART_HEADINGS), "system calls per node per move",
          "sleeps per move", "wake-ups it causes per move", "CPU with perf attached"]


def us(v: float | None) -> str:
    return "–" if v is None else f"{v:.2f}"


def count(v: float | None) -> str:
    return "–" if v is None else f"{v:,.0f}" if v >= 100 else f"{v:.1f}" if v >= 10 else f"{v:.2f}"


def part_cell(p: ap.Profile, keys: list[str]) -> str:
    """A part's µs per node per move; '–' for io_uring's own where the broker has no ring (none sampled)."""
    v = p.us(keys)
    return "–" if v is None or (keys == ["uring"] and not v) else us(v)


def rows(profiles: list[ap.Profile]) -> list[list[str]]:
    out = []
    for p in profiles:
        perf = "–" if p.with_perf is None else f"{p.with_perf:.2f} ({p.perf_cost():+.0%})"
        out.append([p.name, f"{p.nodes:,}", us(p.cpu), *(part_cell(p, keys) for _, keys in PART_HEADINGS),
                    count(p.syscalls), count(p.sleeps), count(p.wakeups), perf])
    return out


def threads_line(p: ap.Profile) -> str:
    """'raw-router 100 %' ... : every thread name with its share of the broker's CPU, most first; the ones
    with none named together."""
    busy = [f"`{name}` {share:.0f} %" if share >= 1 else f"`{name}` {share:.1f} %"
            for name, share in sorted(p.threads.items(), key=lambda kv: -kv[1]) if share > 0]
    idle = [f"`{name}`" for name, share in sorted(p.threads.items()) if share == 0]
    return ", ".join(busy) + (f"; none: {', '.join(idle)}" if idle else "")


def perf_line(ds: Dataset, profiles: list[ap.Profile]) -> str:
    """Whether perf profiled, in one line: the sweep's word (meta.json), and any trial it did not profile."""
    state = ap.perf_state(ds)
    if state and state != pf.OK:
        return f"perf did not profile here: {state}. The parts and counts are empty; the CPU by thread needs no perf."
    missed = sorted({why for p in profiles for why in p.why_not})
    return ("perf profiled every trial." if not missed else
            "perf did not profile some trials (their parts are left out): " + "; ".join(missed) + ".")


def section(doc: Doc, ds: Dataset) -> None:
    profiles = ap.profiles(ds)
    if not ap.profiled_rows(ds):
        return
    doc.heading("Where the broker's CPU per move goes", 3)
    doc.para("The broker pinned (--profile-broker): its CPU per move over the measured rounds, each part of it "
             "by perf's samples over as many rounds again after them (cpu-clock with call stacks, each sample in "
             "one part by the functions on its stack), its system calls, sleeps and the wake-ups it causes per "
             "move (perf stat), in µs of broker CPU per node per move, medians of the ok trials. perf's own cost "
             "is in none of these but the last column: the broker's CPU over the profiled rounds. "
             + perf_line(ds, profiles))
    if any(p.profiled for p in profiles):
        doc.table(HEADER, rows(profiles), "lr" + "r" * (len(HEADER) - 2))
    doc.para("The broker's CPU by thread over the measured rounds (/proc/PID/task, no perf): "
             + "; ".join(f"{p.name} at {p.nodes:,} nodes: {threads_line(p)}" for p in profiles if p.threads) + ".")
