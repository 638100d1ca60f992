"""The settings every point of a sweep runs with (the sweep's flags, validated)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .launchers import LocalLauncher


@dataclass(frozen=True)
class Settings:
    bin_dir: Path
    duration: float | None  # seconds of measured phase, or None with requests
    requests: int | None    # measured requests per client, or None with duration
    warmup: float
    timeout: float          # the roles' own stall timeout
    tmp_root: str | None = None
    library_defaults: bool = False  # no library workaround (docs/findings.md: nanomsg loses replies)
    equalize: bool = False          # the same transport options for every library
    rate: float | None = None       # open loop: requests per second per client
    sample_rss: bool = False        # soak: each role's resident memory at the start and the end
    launcher: object = field(default_factory=lambda: LocalLauncher())  # where and how each role starts
    # None where a run has no use for them. Their defaults are not typed here: the sweep's flags give
    # them (sweep/flags.py SHARED: the programs' own, from their --info, or the sweep's).
    deadline: float | None = None   # churn: controller and master --deadline (a node, a worker gone by then)
    # rounds only (docs/rounds.md):
    result_size: int | None = None  # bytes of a node's result, topic included (the task's: the point's size)
    rounds: int | None = None       # measured rounds of a steady rounds point (--rounds) ...
    rounds_cap: float | None = None  # ... or fewer, if this many seconds pass first
    nodes_per_process: int = 0      # 0: by the hosting (workloads/roles.py peers_per_process)
    pin: object = None              # --pin: run/limits.py Pinning (the broker's CPUs, the others'), or None
    servers: dict = field(default_factory=dict)  # broker products: lib -> its server (router --info)
    profile: bool = False           # --profile-broker: the broker's CPU by thread, and perf over profiled rounds
    perf_refused: str = ""          # ... why perf cannot run here ("": it can; run/perf.py probe)
    kept_servers: object = None     # the sweep's kept servers (run/kept.py KeptServers), or None: none kept
    kept_dir: str = ""              # this point's broker is a slice of the kept server with this folder
