"""scripts/compare DIR_A DIR_B: how B's results compare to A's, point by point.

For two machines, two library versions, or defaults vs --equalize. Every
point (library, transport, topology, size, workers) present in both gets the
ratio B / A of its median round trips per second, significant when the two
95 % intervals do not overlap. Writes compare.md and one heatmap (PNG, SVG)
to --out and prints the summary line.

Exit status: 0 done, 2 bad input (one line on stderr)."""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from ..analysis.scores import Ratio, geomean, ratio
from ..analysis.dataset import Dataset, ReportError, load
from ..core.units import size_label
from ..workloads.reqrep import ReqRep
from .cli import Parser, run_cli
from .doc import Doc, to_markdown
from .figures import ratio_figure, ratio_panel
from .plot import render


def fmt(v: str | None) -> str:
    return f"{float(v):,.0f}" if v not in (None, "") else "failed"


def reqrep_points(ds: Dataset, lib: str | None = None) -> dict[tuple, dict]:
    """The steady request-reply points (of `lib` alone, if given), keyed (lib, transport, topology, size,
    workers, mtu, link_rate, inflight, offered_rate, ...): the key without the rounds' nodes (KEY's 9th)."""
    return {(*k[4:9], *k[10:]): v for k, v in ds.points.items()
            if k[0] == ReqRep.name and k[2] == "none" and k[3] == "off" and (lib is None or k[4] == lib)}


def version(ds: Dataset, lib: str) -> str:
    """The version of `lib` the folder's programs loaded (meta.json; rows before it: '?')."""
    return str(ds.meta.get("libraries", {}).get(lib, {}).get("version", "?"))


def comparison(a: Dataset, b: Dataset, lib: str | None = None) -> tuple[list[tuple], dict[tuple, Ratio | None]]:
    """The request-reply keys present in both (in A's order) and B / A for each (None: a side has no ok trial)."""
    pa, pb = reqrep_points(a, lib), reqrep_points(b, lib)
    both = sorted((k for k in pa if k in pb), key=lambda k: (*k[:3], int(k[3]), int(k[4])))
    return both, {k: ratio(pb[k], pa[k]) for k in both}


def verdict(r: Ratio | None) -> str:
    if r is None:
        return "failed on a side"
    return {None: "unknown (1 trial)", False: "no significant difference"}.get(
        r.significant, "B faster" if r.value > 1 else "B slower")


def summary_line(ratios: dict[tuple, Ratio | None]) -> str:
    rs = [r for r in ratios.values() if r]
    if not rs:
        return "no point has ok results in both folders"
    faster = sum(1 for r in rs if r.significant and r.value > 1)
    slower = sum(1 for r in rs if r.significant and r.value < 1)
    ns = sum(1 for r in rs if r.significant is False)
    unknown = sum(1 for r in rs if r.significant is None)
    return (f"{len(ratios)} points in both; B / A geometric mean {geomean([r.value for r in rs]):.3f}; "
            f"B significantly faster at {faster}, slower at {slower}, no significant difference at {ns}"
            + (f", unknown (one trial) at {unknown}" if unknown else "")
            + (f"; {len(ratios) - len(rs)} failed on a side" if len(rs) < len(ratios) else ""))


def build(a: Dataset, b: Dataset, work: Path, lib: str | None = None) -> str:
    both, ratios = comparison(a, b, lib)
    pa, pb = reqrep_points(a, lib), reqrep_points(b, lib)
    if not both:
        raise ReportError(f"{a.folder} and {b.folder} have no point in common" + (f" for {lib}" if lib else ""))
    doc = Doc(f"{b.folder.name} ÷ {a.folder.name}" + (f": {lib} {version(a, lib)} → {version(b, lib)}" if lib else ""))
    line = summary_line(ratios)
    if lib:
        line = f"{lib} {version(b, lib)} / {version(a, lib)}: {line}"
        if version(a, lib) == version(b, lib):
            doc.para(f"**Both folders ran {lib} {version(a, lib)}**: the ratios compare two runs of one version "
                     f"(the machine's run-to-run spread), not two versions.")
    doc.para("; ".join(f"{side} = `{d.folder}` (build `{d.meta.get('build', '?')}`, "
                       f"{d.meta.get('machine', {}).get('cpu_model', '?')})" for side, d in (("A", a), ("B", b))) + ".")
    doc.para(f"**{line}.** Significant: the 95 % intervals of the two medians do not overlap.")
    doc.image("compare.png", "B / A heatmap")
    doc.table(["library", "transport", "topology", "size", "workers", "in flight", "network", "A round trips/s",
               "B round trips/s", "B / A", "verdict"],
              [[*k[:3], size_label(int(k[3])), k[4], k[7] + (f" @ {k[8]}/s" if k[8] else ""),
                f"MTU {k[5]} {k[6]}" if k[5] else "–",
                fmt(pa[k].get("msgs_per_s_median")),
                fmt(pb[k].get("msgs_per_s_median")), f"{ratios[k].value:.3f}" if ratios[k] else "–",
                verdict(ratios[k])] for k in both], "lllrrlrrrl")
    only = [(side, k) for side, x, y in (("A", pa, pb), ("B", pb, pa)) for k in x if k not in y]
    only = [(side, tuple(v for v in k if v)) for side, k in only]
    if only:
        doc.para("Only in one folder: " + "; ".join(f"{side}: {' '.join(k)}" for side, k in only))
    sizes = sorted({int(k[3]) for k in both})
    workers = sorted({int(k[4]) for k in both})
    groups = list(dict.fromkeys((k[:3], k[5:]) for k in both))  # (lib, transport, topology), (network, inflight, rate)
    panels = [ratio_panel(sizes, workers, " ".join([*g, *([f"MTU {net[0]} {net[1]}"] if net[0] else []),
                                                    *([f"in flight {net[2]}"] if net[2] != "1" else []),
                                                    *([f"offered {net[3]}/s"] if net[3] else [])]),
                          lambda s, c, g=g, net=net: (pb.get((*g, str(s), str(c), *net)),
                                                      pa.get((*g, str(s), str(c), *net))))
              for g, net in groups]
    render(ratio_figure(sizes, workers, "compare", "B ÷ A round trips per second (n.s.: 95 % intervals overlap)",
                        panels, "B / A round trips/s"), work)
    (work / "compare.md").write_text(to_markdown(doc), encoding="utf-8")
    return line


def main(argv: list[str]) -> int:
    p = Parser(prog="compare", description="Compare two results folders: B / A per point, with significance.")
    p.add_argument("a", metavar="DIR_A", help="the baseline results folder")
    p.add_argument("b", metavar="DIR_B", help="the results folder compared with it")
    p.add_argument("--lib", help="compare this library alone, e.g. two builds of it "
                   "(make NNG_PREFIX=...; docs/versions.md "
                                 "\"Library versions\"): the title and summary name both versions")
    p.add_argument("--out", help="where compare.md and compare.png/.svg go "
                                 "(default: compare-<A>-vs-<B> beside DIR_B)")

    def body() -> int:
        args = p.parse_args(argv)
        a, b = load(args.a), load(args.b)
        name = f"compare-{a.folder.resolve().name}-vs-{b.folder.resolve().name}"
        out = Path(args.out) if args.out else b.folder.resolve().parent / name
        out.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=".compare-", dir=out.parent))
        try:
            if args.lib and args.lib not in {r["lib"] for r in a.all_rows} | {r["lib"] for r in b.all_rows}:
                raise ReportError(f"--lib: neither folder has {args.lib}")
            line = build(a, b, work, args.lib)
            if out.exists():
                shutil.rmtree(out)
            work.rename(out)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        print(line)
        print(f"compare: {out / 'compare.md'} and {out / 'compare.png'}", file=sys.stderr)
        return 0
    return run_cli("compare", body)
