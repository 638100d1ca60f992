"""The libraries, from the one line each has in the Makefile (`$(eval $(call library,...))`): their
names in the order of every table and plot, their Debian packages, their adapters' sources and the
regex of their API names. The Makefile read is the one of the repo this package is in, so a copy of
the repo reads its own list."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

MAKEFILE = Path(__file__).resolve().parents[3] / "Makefile"
_LINE = re.compile(r"^\$\(eval \$\(call library,(.*)\)\)\s*$")
_FIELDS = ("name", "packages", "header", "link", "sources", "calls")


@dataclass(frozen=True)
class Library:
    name: str
    packages: tuple[str, ...]  # Debian's: the -dev library first, then a broker product's server
    header: str                # the header `make check-NAME` probes
    link: str                  # the link flags
    sources: tuple[str, ...]   # the adapter's files (NAME/NAME.c unless the line names them)
    calls: str                 # a regex of the library's API names (the report's usability table)

    @property
    def folders(self) -> tuple[str, ...]:
        """The folders of the adapter's sources (czmq's is zmq/)."""
        return tuple(dict.fromkeys(str(Path(f).parent) for f in self.sources))

    @property
    def product(self) -> bool:
        """A broker product: its line names its server's package after the -dev library (docs/products.md)."""
        return len(self.packages) > 1

    @property
    def over_another(self) -> bool:
        """An API over another library, its adapter in that one's folder (czmq over zmq): left out of the
        workloads' default lists, which hold each library once."""
        return self.folders != (self.name,)


def logical_lines(text: str) -> list[str]:
    """The Makefile's lines as make reads them: a backslash-newline and the blanks around it are one space."""
    return re.sub(r"[ \t]*\\\n[ \t]*", " ", text).splitlines()


def split_arguments(text: str) -> list[str]:
    """Make's $(call) arguments: split at the commas outside parentheses."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            out.append(text[start:i])
            start = i + 1
    return [*out, text[start:]]


def parse_line(args: str) -> Library:
    fields = [f.strip() for f in split_arguments(args)]
    if len(fields) != len(_FIELDS) or not fields[0]:
        raise ValueError(f"a library line needs {len(_FIELDS)} fields ({','.join(_FIELDS)}): {args}")
    name, packages, header, link, sources, calls = fields
    return Library(name, tuple(packages.split()), header, link,
                   tuple(sources.split()) or (f"{name}/{name}.c",), re.sub(r"\s+", "", calls))


def read(makefile: Path = MAKEFILE) -> tuple[Library, ...]:
    """Every library line of `makefile`, in its order."""
    return tuple(parse_line(m.group(1)) for line in logical_lines(makefile.read_text(encoding="utf-8"))
                 if (m := _LINE.match(line)))


LIBRARIES = read()
NAMES = tuple(lib.name for lib in LIBRARIES)
PRODUCTS = tuple(lib.name for lib in LIBRARIES if lib.product)  # the broker products, through their servers
LINKED = tuple(lib.name for lib in LIBRARIES if not lib.product)  # the libraries the roles link, broker too
