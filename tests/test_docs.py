"""Figures in README.md and docs/ that come from committed results folders (scripts/docs-figures)."""
import csv
import re
import shutil
import subprocess
import sys

from support import PRODUCTS, REPO, product_info

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
    (tmp_path / "README.md").write_text("<!--g simulated-apart 0.16 much-->1<!--/g-->\n")  # a computation's
    r = run("--check", "--root", tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "bad arguments 0.16 much" in r.stderr, r.stderr


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


# --- no measured figure typed by hand ------------------------------------------------------------------
# A figure with a unit of time, a share or a ratio that is not inside a <!--g--> mark is typed by hand.
# It looks measured when it is a range ("0.5 – 0.63 s"), in µs or ns, or has two significant digits or more
# ("1.06 s", "22 %"); a round one ("100 ms", "5 s", "10 %") is a setting. Commands, flags and quoted output
# (`...`, ``` blocks) are not prose. Tables of bare numbers are beyond this check: it is a net for the
# sentences, where hand figures hid.
NUMBER = r"\d[\d,]*(?:\.\d+)?"
UNIT = r"(?:µs|ns|ms|s|min|%|×(?!\s*\d)|\s(?:k/s|k)|/s|round trips/s|requests/s|messages/s|msgs/s)(?![\w/])"
FIGURE = re.compile(rf"(?<![\w.@/:#-])(?P<a>{NUMBER})(?:\s*[–-]\s*(?P<b>{NUMBER}))?\s*(?P<unit>{UNIT})")
MARKED = re.compile(r"<!--g [^>]*?-->.*?<!--/g-->|```.*?```|`[^`\n]*`", re.S)

# Definitions that look like measurements: settings, defaults, limits and source facts, each with its reason.
DEFINITIONS = {
    "1.25×": "the equivalence margin, --margin 0.25 (analysis/sequential.py, decision.py PRACTICAL_RATIO)",
    "95 %": "the level of every interval",
    "98.75 %": "each look's level, 1 − 5 % / 4 (sequential.look_level)",
    "15 ms": "the budget, 1 % of a 1.5-s move (analysis/decision.py)",
    "1.5 ms": "the smallest difference that counts, 10 % of the budget (analysis/decision.py)",
    "25 ms": "--p99-bound's default",
    "25 %": "the checks' tolerance (Little's law, the rounds' rate: columns check)",
    "1.5 s": "Grischa's move time (--compute 1.5); a churn point's change time",
    "120 s": "RabbitMQ's start timeout, a setting (rabbitmq/recipe.c, --info's server.start_timeout_s)",
    "15 s": "Grischa's longer move time; ssh's ServerAliveInterval × ServerAliveCountMax",
    "0 – 1 s": "nng 1.5.2's random redial delay (NNG_OPT_RECONNMINT 1 s, src/core/socket.c)",
    "1.5×": "the issue's bound on the harness against a minimal program",
    "0.78 %": "the latency histogram's resolution, 1/128 (common/hist.c)",
    "50 µs": "libzmq #4673's report, quoted", "200 µs": "libzmq #4673's report, quoted",
}


def looks_measured(m: re.Match) -> bool:
    digits = m.group("a").replace(",", "").replace(".", "").strip("0")
    return bool(m.group("b")) or m.group("unit") in ("µs", "ns") or len(digits) >= 2


def typed_figures(root) -> list[str]:
    """'docs/x.md:12: 0.63 s' for every measured-looking figure outside a mark in README.md, docs/ and
    results/README.md."""
    found = []
    for doc in [root / "README.md", *sorted((root / "docs").glob("*.md")), root / "results" / "README.md"]:
        if not doc.is_file():
            continue
        name = str(doc.relative_to(root))
        prose = MARKED.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), doc.read_text(encoding="utf-8"))
        for number, line in enumerate(prose.splitlines(), 1):
            found += [f"{name}:{number}: {m.group(0).strip()}" for m in FIGURE.finditer(line) if looks_measured(m)
                      and m.group(0).strip() not in DEFINITIONS]
    return found


def test_no_measured_figure_is_typed_by_hand_in_the_docs():
    """A figure no committed run holds goes; one a run holds is a <!--g--> mark (issue 48)."""
    assert typed_figures(REPO) == []


def test_the_start_timeout_the_docs_give_rabbitmq_is_its_recipes():
    said = re.search(r"RabbitMQ's (\d+) s, `--info`'s", (REPO / "docs" / "products.md").read_text())
    assert said and float(said.group(1)) == product_info("rabbitmq")["server"]["start_timeout_s"]


def test_the_check_finds_a_typed_figure_and_passes_a_marked_one_or_a_setting(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "README.md").write_text("A move within 15 ms; the rounds resume 0.5 – 0.63 s after the kill.\n")
    (tmp_path / "docs" / "x.md").write_text(
        "The deadline is 500 ms (`--deadline 0.5`), 16 × 1 KiB, and nng needs\n"
        "<!--g churn-span results/x-->1.06 s<!--/g--> but 1.06 s by hand, 22 % and 2.3 µs too.\n"
        "```\nscripts/sweep --duration 1.25\n```\n")
    assert typed_figures(tmp_path) == ["README.md:1: 0.5 – 0.63 s", "docs/x.md:2: 1.06 s", "docs/x.md:2: 22 %",
                                       "docs/x.md:2: 2.3 µs"]


def test_the_generators_waiting_for_a_committed_rerun(tmp_path):
    """Figures the docs no longer type by hand, whose runs are to be committed (the audit's 'to re-run'):
    their generators read what those runs write."""
    sys.path.insert(0, str(REPO / "scripts"))
    from rrbench.render.docfigures import generate
    folder = tmp_path / "results" / "x"
    folder.mkdir(parents=True)
    (folder / "lines.txt").write_text("".join(
        f"natsbench round={i} clients=16 rate={30000 + i}\nours round={i} clients=16 hosting=thread rate=20000\n"
        f"ours round={i} clients=16 hosting=loop rate=25000\n" for i in (1, 2, 3)) + "ours round=4 clients=16 "
                                                                                    "hosting=loop rate=failed:x\n")
    assert generate("nats-bench results/x lead", tmp_path) == "1.50× our thread hosting and 1.20× our loop"
    assert "| 16 | 30,002 [30,001 – 30,003] | 20,000 [20,000 – 20,000] |" in generate("nats-bench results/x", tmp_path)
    (folder / "soak.md").write_text("soak: zmq\n| library | status |\n|---|---|\n| zmq | ok |\n")
    assert generate("soak-table results/x", tmp_path) == "| library | status |\n|---|---|\n| zmq | ok |"
    (folder / "rounds.json").write_text('{"runs": {"minimal": [{"median_us": 2000, "mean_us": 2500}], '
                                        '"ours": [{"median_us": 2500, "mean_us": 3000}]}}')
    assert generate("harness-rounds results/x", tmp_path) == ("minimal p50 2.00 ms (mean 2.50), ours p50 2.50 ms "
                                                              "(mean 3.00) — 1.25× / 1.20×")
    pipelined = tmp_path / "results" / "inflight"  # one point at 1 and 16 in flight, 5 times the rate
    pipelined.mkdir()
    shutil.copy(REPO / "results" / "2026-11-23-versions" / "meta.json", pipelined)
    with open(REPO / "results" / "2026-11-23-versions" / "results.csv", newline="") as f:
        rows = [r for r in csv.DictReader(f) if (r["lib"], r["transport"], r["size"], r["clients"]) == ("zmq", "tcp",
                                                                                                        "64", "1")]
    with open(pipelined / "results.csv", "w", newline="") as f:
        out = csv.DictWriter(f, fieldnames=list(rows[0]))
        out.writeheader()
        out.writerows([*rows, *({**r, "inflight": "16", "msgs_per_s": str(5 * float(r["msgs_per_s"]))} for r in rows)])
    assert generate("inflight-gain results/inflight tcp 64 1", tmp_path) == "5× for zmq"
    churn = "results/2026-11-23-churn reqrep tcp reqrep broker-restarts"
    assert generate(f"churn-losses {churn} off zmq", REPO) == "3 runs lost 8"
    assert generate(f"churn-losses {churn} on zmq", REPO) == "3 runs lost none"
    assert generate("folders-ratio results/2026-11-23-versions results/2026-11-22-contenders zmq", REPO).startswith(
        "from 0.39× (IPC 64 B × 1) to 0.84× (TCP 1 KiB × 16)")
