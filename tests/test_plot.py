"""The pictures' words stay inside the picture: a dot figure (the reach picture) drawn by gnuplot with a long
title, long names and long notes, read back as pixels, has no ink at its edges (a word cut by the edge
leaves its strokes there)."""

import struct
import zlib

from rrbench.render.plot import Dot, DotFigure, render


def pixels(path):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA, non-interlaced PNG (what pngcairo
    writes), by the standard library alone."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, head = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour, _, _, interlace = head
    assert depth == 8 and colour in (2, 6) and interlace == 0, head
    step = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), width * step, [], bytearray(width * step)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a, b = line[i - step] if i >= step else 0, prev[i]
            c = prev[i - step] if i >= step else 0
            p = a + b - c
            pred = a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c
            line[i] = (line[i] + (0, a, b, (a + b) // 2, pred)[kind]) & 0xFF
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, step)])
        prev = line
    return width, height, rows


def ink_at_the_edges(path, band=8):
    """The dark pixels within `band` of the picture's left and right edges."""
    width, _, rows = pixels(path)
    return [(x, y) for y, row in enumerate(rows) for x in (*range(band), *range(width - band, width))
            if sum(row[x]) < 3 * 160]


def test_the_reach_pictures_words_fit_inside_it(tmp_path):
    title = ("Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–12 trials (until "
             "settled), the failed ones counted")
    dots = [Dot("raw@uring pubsub (floor)", 1700, 1600, 1800, "#888888", note="1,700"),
            Dot("a contender with a very long name indeed", 40000, 30000, 52000, "#0072b2", note="40,000, 2,353% of "
                "the floor's and a note that goes on"),
            Dot("nng survey", None, None, None, "#009e73",
                note="no fit: failed in 9 of 12 trials at 100 (nng's broker drops survey answers)")]
    fig = DotFigure("reach", title, "nodes", dots, [(f"{n:,}", n) for n in (100, 1000, 10000, 100000)],
                    vlines=[(100, "run: 100"), (4096, "run: 4,096")],
                    key="filled: the budget is crossed between node counts that ran; hollow: beyond the largest "
                        "(extrapolated by a line); bars: bootstrap intervals")
    png, _ = render(fig, tmp_path)
    assert ink_at_the_edges(png) == []
