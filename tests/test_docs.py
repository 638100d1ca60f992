"""Figures in README.md and docs/ that come from committed results folders (scripts/docs-figures)."""
import re
import shutil
import subprocess
import sys

from support import PRODUCTS, REPO

FIGURES = REPO / "scripts" / "docs-figures"


def run(*args):
    # (--check reads every committed results folder: 45 s on a quiet machine, past 120 s on a loaded one;
    # the timeout only guards against a hang)
    return subprocess.run([sys.executable, str(FIGURES), *map(str, args)], capture_output=True, text=True,
                          timeout=600)


def test_every_figure_in_the_docs_matches_its_results_folder():
    r = run("--check")
    assert r.returncode == 0, r.stderr


def test_a_stale_figure_is_named_and_regenerated(tmp_path):
    folder = tmp_path / "results" / "grischa"
    folder.mkdir(parents=True)
    for name in ("results.csv", "meta.json"):
        shutil.copy(REPO / "results" / "2026-11-23-grischa" / name, folder)
    (tmp_path / "docs").mkdir()
    doc = tmp_path / "docs" / "x.md"
    doc.write_text("Ran <!--g runs results/grischa-->999 runs, 0 failed<!--/g--> in all.\n")
    r = run("--check", "--root", tmp_path)
    assert r.returncode == 1 and "docs/x.md: stale: runs results/grischa" in r.stderr, r.stderr
    assert "999 runs" in doc.read_text()  # --check changes nothing
    assert run("--root", tmp_path).returncode == 0
    assert "<!--g runs results/grischa-->164 runs, 38 failed<!--/g-->" in doc.read_text()
    assert run("--check", "--root", tmp_path).returncode == 0


def test_a_mark_naming_no_figure_or_no_folder_is_one_line_and_exit_2(tmp_path):
    (tmp_path / "README.md").write_text("<!--g nonsense results/x-->1<!--/g-->\n")
    r = run("--check", "--root", tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "unknown figure 'nonsense'" in r.stderr, r.stderr
    (tmp_path / "README.md").write_text("<!--g runs results/missing-->1<!--/g-->\n")
    r = run("--check", "--root", tmp_path)
    assert r.returncode == 2 and "is not a results folder" in r.stderr, r.stderr


def readme_paragraph(starting: str) -> str:
    """The README's paragraph that begins with `starting`."""
    text = (REPO / "README.md").read_text()
    return next(p for p in text.split("\n\n") if p.startswith(starting))


def test_the_readmes_packages_are_the_ones_scripts_deps_installs():
    listed = subprocess.run(["bash", str(REPO / "scripts" / "deps"), "--list", "--test"], capture_output=True,
                            text=True, check=True).stdout.split()
    named = re.findall(r"`([a-z0-9][a-z0-9.+-]*)`", readme_paragraph("Dependencies are Debian packages"))
    named = [n for n in named if n != "scripts/deps"]
    assert sorted(named) == sorted(listed)


def test_the_readmes_code_table_and_index_name_every_library_folder_and_product():
    folders = sorted({line.split(",")[0].strip() for line in re.findall(r"^\$\(eval \$\(call library,(\w+),",
                                                                         (REPO / "Makefile").read_text(), re.M)}
                     - {"czmq"})  # czmq's adapter lives in zmq/
    table = readme_paragraph("| where | what |")
    assert [f for f in folders if f"`{f}/`" not in table] == []
    index = next(line for line in (REPO / "README.md").read_text().splitlines() if "docs/products.md)" in line
                 and line.startswith("- "))
    assert [p for p in PRODUCTS if p not in index.lower()] == []
