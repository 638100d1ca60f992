"""The records the programs print (docs/records.md) against the C sources: every kind and every
key a program prints is documented, and every failure cause in common/record.c is listed."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "records.md").read_text()

# A printf whose format starts with a record kind: the string literals that follow it, joined.
_PRINT = re.compile(r'\b(?:f?printf)\((?:stdout, |to, )?((?:\s*(?:"(?:\\.|[^"\\])*"|PRI[du]64))+)')
_LITERAL = re.compile(r'"((?:\\.|[^"\\])*)"')


def printed_records() -> dict[str, set[str]]:
    """{kind: keys} of every record a C source prints, from its format strings."""
    found: dict[str, set[str]] = {}
    sources = [p for d in ("common", "raw") for p in (ROOT / d).glob("*.c")]
    for src in sources:
        for m in _PRINT.finditer(src.read_text()):
            text = "".join(_LITERAL.findall(m.group(1)))
            kind = re.match(r"([A-Z]{2,})( |\\n|$)", text)
            if kind:
                found.setdefault(kind.group(1), set()).update(re.findall(r"(\w+)=", text))
    return found


def documented_keys(kind: str) -> set[str]:
    rows = [ln for ln in DOC.splitlines() if re.match(rf"\| [^|]*`{kind}`", ln)]
    return {k for ln in rows for k in re.findall(r"`(\w+)`", ln.split("|")[4])}


def test_every_printed_record_is_documented():
    found = printed_records()
    # The parser must find the well-known ones, or this test checks nothing.
    assert {"READY", "RESULT", "DONE", "FAILED", "ROUND", "HIST", "CPU"} <= set(found), sorted(found)
    for kind, keys in found.items():
        missing = keys - documented_keys(kind)
        assert not missing, f"docs/records.md: {kind} lacks {sorted(missing)}"


def test_every_cause_is_documented():
    names = re.findall(r'\[CAUSE_\w+\] = "(\w+)"', (ROOT / "common" / "record.c").read_text())
    assert len(names) >= 10
    table = DOC.split("## Causes", 1)[1]
    for name in names:
        assert f"`{name}`" in table, f"docs/records.md: cause {name} is not listed"
