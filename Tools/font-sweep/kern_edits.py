#!/usr/bin/env python3
"""Chromium's line counts for Averia Sans with its legacy `kern` table edited, one variant for
each rule by which Chromium's sanitizer (OTS) keeps or drops the table: as it is, a table
version of 1, a subtable version of 1, a vertical subtable, a cross-stream or minimum
subtable, a subtable of format 2, a reserved coverage bit, and two pairs out of order; and one
with its space pairs made large, for the rule that shapes a text across its spaces.

    python3 Tools/font-sweep/kern_edits.py > Tests/SteadyTextTests/Goldens/kern-edits.chromium.jsonl

Averia Sans (fonts-averia-sans-gwf) kerns with a `kern` table alone (one format-0 subtable of
10,607 pairs, the space among them) and has no GPOS, so HarfBuzz kerns with whatever the
sanitizer leaves. Each edit rewrites bytes in place. Each output line: the edit and the cases
Chromium rendered with the edited font as the primary face of the bundled stack: the texts by
id, and [id, width, size, lines, height] each, at widths every 4 px so that a kerned line
breaks elsewhere than an unkerned one. Steady's tests make the same fonts from the same
description (KernTableRuleTests). Standard library only; needs Debian's chromium.
"""
import struct
from pathlib import Path

from metric_edits import render_edits

FONT = "/usr/share/fonts/truetype/averia-gwf/AveriaSansGWF-Regular.ttf"

# "table" sets the kern table's version; "subtable" sets the first subtable's version and
# coverage fields; "swapPairs" swaps its first two pairs; "spacePairs" sets the value of every
# pair with the space (glyph 3): -4 units as shipped, too little to move a break.
EDITS = [
    {"name": "as it is"},
    {"name": "table version 1", "table": {"version": 1}},
    {"name": "subtable version 1", "subtable": {"version": 1}},
    {"name": "vertical", "subtable": {"coverage": 0x0000}},
    {"name": "minimum", "subtable": {"coverage": 0x0003}},
    {"name": "cross-stream", "subtable": {"coverage": 0x0005}},
    {"name": "format 2", "subtable": {"coverage": 0x0201}},
    {"name": "reserved coverage bit", "subtable": {"coverage": 0x0011}},
    {"name": "pairs out of order", "swapPairs": True},
    {"name": "space kerned", "spacePairs": -400},
]
SPACE_GLYPH = 3

CORPUS = [
    {"id": "pairs", "category": "probe", "text": "To Ta Ye P. Te LY LT Yo Tc F. V. Tg Ya"},
    {"id": "spaces", "category": "probe", "text": "a T a V a W a Y \u201cT\u201d T a V a"},
]
WIDTHS = ",".join(str(w) for w in range(60, 300, 4))
SIZES = "17,33"


def table_offset(data, tag):
    count = struct.unpack(">H", data[4:6])[0]
    for i in range(count):
        name, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        if name == tag:
            return offset
    raise SystemExit("no %s table" % tag.decode())


def edited(source, edit):
    """The font's bytes with `edit` applied (checksums are left as they are: no reader checks them)."""
    data = bytearray(source)
    kern = table_offset(data, b"kern")
    subtable = kern + 4
    if "table" in edit:
        struct.pack_into(">H", data, kern, edit["table"]["version"])
    if "version" in edit.get("subtable", {}):
        struct.pack_into(">H", data, subtable, edit["subtable"]["version"])
    if "coverage" in edit.get("subtable", {}):
        struct.pack_into(">H", data, subtable + 4, edit["subtable"]["coverage"])
    if edit.get("swapPairs"):
        first = subtable + 14
        data[first:first + 6], data[first + 6:first + 12] = data[first + 6:first + 12], data[first:first + 6]
    if "spacePairs" in edit:
        pairs = struct.unpack(">H", data[subtable + 6:subtable + 8])[0]
        for k in range(pairs):
            left, right = struct.unpack(">HH", data[subtable + 14 + 6 * k:subtable + 18 + 6 * k])
            if SPACE_GLYPH in (left, right):
                struct.pack_into(">h", data, subtable + 18 + 6 * k, edit["spacePairs"])
    return bytes(data)


def main():
    render_edits(Path(FONT).read_bytes(), EDITS, edited, CORPUS, WIDTHS, SIZES)


if __name__ == "__main__":
    main()
