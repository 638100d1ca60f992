"""The report is a list of sections (render/report.py SECTIONS): each has a name and says itself whether
it applies; build() writes the title and then every section that applies, in the list's order."""

from support import REPO
from rrbench.analysis import scores as an
from rrbench.analysis.dataset import load
from rrbench.render import report
from rrbench.render.sections import Section

REQUEST_REPLY_ONLY = REPO / "tests" / "data" / "results-small"
ROUNDS_ONLY = REPO / "results" / "2026-11-23-move-time"  # 12 rounds rows, nothing else

REQUEST_REPLY_SECTIONS = {"request-reply answer", "request-reply overview", "operating region", "robustness",
                          "saturation", "original study", "network", "pictures"}
ROUNDS_SECTIONS = {"first screen", "moves and broker cost", "saturated broker", "hosting", "two hosts"}


def applying(folder) -> list[str]:
    ctx = report.context(load(folder), an.Region(), plots=folder / "not-drawn")
    return [s.name for s in report.SECTIONS if s.applies(ctx)]


def test_every_section_has_a_name_and_says_whether_it_applies():
    names = [s.name for s in report.SECTIONS]
    assert all(names) and len(set(names)) == len(names), names
    assert all(callable(s.applies) and callable(s.write) for s in report.SECTIONS)
    assert {"findings", "setup", "files"} <= set(names)
    assert names[-1] == "files"


def test_a_rounds_only_folder_gets_no_request_reply_section():
    names = applying(ROUNDS_ONLY)
    assert not REQUEST_REPLY_SECTIONS & set(names), names
    assert ROUNDS_SECTIONS <= set(names) and names[0] == "first screen"
    assert set(names) <= ROUNDS_SECTIONS | {"findings", "usability", "setup", "files"}, names


def test_a_request_reply_only_folder_gets_no_rounds_churn_or_capacity_section():
    names = applying(REQUEST_REPLY_ONLY)
    assert REQUEST_REPLY_SECTIONS <= set(names), names
    assert not (ROUNDS_SECTIONS | {"churn and capacity", "churn and capacity answer",
                                   "request-reply as the second argument", "request-reply heading"}) & set(names), names


def test_build_writes_the_sections_that_apply_in_order(tmp_path, monkeypatch):
    seen = []

    def section(name: str, applies: bool) -> Section:
        def write(doc, ctx):
            seen.append((name, ctx.ds.folder, ctx.plots.is_dir()))
            doc.para(name)
        return Section(name, lambda ctx: applies, write)

    monkeypatch.setattr(report, "SECTIONS", [section("a", True), section("b", False), section("c", True)])
    ds = load(ROUNDS_ONLY)
    doc = report.build(ds, an.Region(), tmp_path)
    assert doc.title == "Which messaging library for Grischa?"
    assert doc.blocks == [("para", "a"), ("para", "c")]
    assert seen == [("a", ds.folder, True), ("c", ds.folder, True)]
