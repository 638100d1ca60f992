"""A document written once and rendered twice: Markdown (report.md) and one
self-contained HTML file with its pictures embedded (report.html).

Blocks are plain tuples so the report reads top to bottom; inline text may use
**bold** and `code`, the only Markdown both renderers need."""

from __future__ import annotations

import base64
import html
import re
from pathlib import Path


class Doc:
    def __init__(self, title: str):
        self.title = title
        self.blocks: list[tuple] = []

    def heading(self, text: str, level: int = 2) -> None:
        self.blocks.append(("heading", level, text))

    def para(self, text: str) -> None:
        self.blocks.append(("para", text))

    def bullets(self, items: list[str]) -> None:
        if items:
            self.blocks.append(("bullets", list(items)))

    def table(self, header: list[str], rows: list[list], align: str = "") -> None:
        """align: one letter per column, l or r (default: l for the first, r for the rest)."""
        align = align or "l" + "r" * (len(header) - 1)
        self.blocks.append(("table", header, [[str(c) for c in r] for r in rows], align))

    def image(self, path: str, alt: str) -> None:
        """path: relative to the report's folder."""
        self.blocks.append(("image", path, alt))

    def code(self, text: str) -> None:
        self.blocks.append(("code", text))


def cell_md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def to_markdown(doc: Doc) -> str:
    out = [f"# {doc.title}", ""]
    for b in doc.blocks:
        kind = b[0]
        if kind == "heading":
            out += ["#" * b[1] + " " + b[2], ""]
        elif kind == "para":
            out += [b[1], ""]
        elif kind == "bullets":
            out += [f"- {item}" for item in b[1]] + [""]
        elif kind == "table":
            _, header, rows, align = b
            out.append("| " + " | ".join(cell_md(h) for h in header) + " |")
            out.append("|" + "|".join("---:" if a == "r" else "---" for a in align) + "|")
            out += ["| " + " | ".join(cell_md(c) for c in r) + " |" for r in rows]
            out.append("")
        elif kind == "image":
            out += [f"![{b[2]}]({b[1]})", ""]
        elif kind == "code":
            out += ["```", b[1], "```", ""]
    return "\n".join(out)


def inline_html(text: str) -> str:
    t = html.escape(text, quote=False)
    t = re.sub(r"`([^`]+)`", r"<code>\1</code>", t)
    t = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", t)
    return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r'<a href="\2">\1</a>', t)


STYLE = """body{font-family:sans-serif;max-width:1300px;margin:2em auto;padding:0 1em;line-height:1.45;color:#222}
table{border-collapse:collapse;margin:0.5em 0 1.2em}td,th{border:1px solid #ccc;padding:3px 8px}
th{background:#f2f2f2}td.r{text-align:right}img{max-width:100%;border:1px solid #eee}
code,pre{background:#f6f6f6}pre{padding:0.6em;overflow-x:auto}h2{border-bottom:1px solid #ddd}"""


def to_html(doc: Doc, folder: Path) -> str:
    """Pictures are read from `folder` and embedded, so the file stands alone."""
    out = ["<!DOCTYPE html>", "<html lang='en'><head><meta charset='utf-8'>",
           f"<title>{html.escape(doc.title)}</title><style>{STYLE}</style></head><body>",
           f"<h1>{inline_html(doc.title)}</h1>"]
    for b in doc.blocks:
        kind = b[0]
        if kind == "heading":
            out.append(f"<h{b[1]}>{inline_html(b[2])}</h{b[1]}>")
        elif kind == "para":
            out.append(f"<p>{inline_html(b[1])}</p>")
        elif kind == "bullets":
            out.append("<ul>" + "".join(f"<li>{inline_html(i)}</li>" for i in b[1]) + "</ul>")
        elif kind == "table":
            _, header, rows, align = b
            out.append("<table><tr>" + "".join(f"<th>{inline_html(h)}</th>" for h in header) + "</tr>")
            for r in rows:
                out.append("<tr>" + "".join(f"<td class='{a}'>{inline_html(c)}</td>" for c, a in zip(r, align))
                           + "</tr>")
            out.append("</table>")
        elif kind == "image":
            data = base64.b64encode((folder / b[1]).read_bytes()).decode("ascii")
            out.append(f"<p><img alt='{html.escape(b[2])}' src='data:image/png;base64,{data}'></p>")
        elif kind == "code":
            out.append(f"<pre>{html.escape(b[1])}</pre>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"
