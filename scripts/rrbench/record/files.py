"""A run's files beside results.csv: the failed roles' stderr (logs/), the merged latency
distribution (hgrm/), a churn point's timeline (timeline/)."""

from __future__ import annotations

from pathlib import Path


def save_logs(out: Path, slug: str, logs: dict) -> None:
    d = out / "logs" / slug
    d.mkdir(parents=True, exist_ok=True)
    for role, text in logs.items():
        (d / (role.replace(" ", "") + ".err")).write_text(text, encoding="utf-8")


def write_run_files(out: Path, point, attempt: int, outcome) -> None:
    """A failed run's logs (logs/<slug>[-a<attempt>]/), an ok run's .hgrm and timeline."""
    if outcome.status != "ok":
        save_logs(out, point.slug() + (f"-a{attempt}" if attempt > 1 else ""), outcome.logs)
    elif outcome.hgrm:
        (out / "hgrm").mkdir(exist_ok=True)
        (out / "hgrm" / f"{point.slug()}.hgrm").write_text(outcome.hgrm, encoding="utf-8")
    if outcome.status == "ok" and outcome.timeline:
        (out / "timeline").mkdir(exist_ok=True)
        (out / "timeline" / f"{point.slug()}.csv").write_text(outcome.timeline, encoding="utf-8")
