"""The shape of raw/ (the floor's adapter): its event loop (hub.c) reaches the parts that run it (the
router, the pub/sub broker, the bound master) only through their operations table (struct hub_ops in
raw_impl.h), as nng's core reaches its protocols; a part exports only what another file calls; and what
the parts share carries the private prefix raw_, as nng's insides carry nni_, never the adapters' ad_."""

import re
from pathlib import Path

RAW = Path(__file__).resolve().parents[1] / "raw"
PARTS = ("router", "pubsub", "direct")  # what runs a hub
DEFINITION = re.compile(r"^(static )?[a-z][^;(]*?\b((?:ad|raw)_\w+)\([^;]*$", re.M)


def definitions(part: str) -> dict[str, bool]:
    """Function name -> whether it is exported (not static), for every function raw/<part>.c defines."""
    text = (RAW / f"{part}.c").read_text(encoding="utf-8")
    assert "static inline" not in text, "the pattern does not know inline functions"
    return {m.group(2): not m.group(1) for m in DEFINITION.finditer(text)}


def names_in(path: Path, names) -> set[str]:
    text = path.read_text(encoding="utf-8")
    return {n for n in names if re.search(rf"\b{n}\b", text)}


def test_the_hub_names_no_part():
    hub = RAW / "hub.c"
    for part in PARTS:
        found = definitions(part)
        assert found, f"no function found in raw/{part}.c: the pattern is out of date"
        assert not names_in(hub, found), f"hub.c calls {part}.c by name, not through its hub_ops"


def test_a_part_exports_only_what_another_file_calls():
    for part in PARTS:
        exported = {n for n, public in definitions(part).items() if public}
        others = [p for p in RAW.glob("*.c") if p.stem != part]
        used = set().union(*(names_in(p, exported) for p in others))
        assert exported == used, f"raw/{part}.c exports, but no other file calls: {sorted(exported - used)}"


def test_every_hub_is_given_its_part_table():
    for part in PARTS:
        text = (RAW / f"{part}.c").read_text(encoding="utf-8")
        calls = re.findall(r"raw_hub_init\([^;]*", text)
        assert calls and all(f"&ad_{part}_ops" in c for c in calls), f"raw/{part}.c: {calls}"


def test_what_the_parts_share_carries_the_raw_prefix():
    """Exports and the header's inline helpers are raw_; a file's own helpers keep ad_ like every adapter's."""
    for path in RAW.glob("*.c"):
        for name, exported in definitions(path.stem).items():
            assert exported == name.startswith("raw_"), f"raw/{path.name}: {name}"
    header = (RAW / "raw_impl.h").read_text(encoding="utf-8")
    inline = re.findall(r"^static inline [^(]*?\b(\w+)\(", header, re.M)
    assert inline and all(n.startswith("raw_") for n in inline), inline
    assert not (RAW / "raw.h").exists(), "the private header is raw_impl.h, not raw.h beside raw.c"
