#!/usr/bin/env python3
"""The vertical metrics of every font file under /usr/share/fonts, one JSON line each,
with its Debian package: what decides `line-height: normal` in Chromium.

    python3 Tools/font-sweep/survey.py > survey.jsonl

Each line: path, package, outlines ("glyf", "CFF ", "CFF2", or "bitmap" for a font with
strikes only), variable (an fvar table), color tables, unitsPerEm, hhea ascender / descender /
lineGap, OS/2 version, USE_TYPO_METRICS (fsSelection bit 7), typo ascender / descender /
lineGap and win ascent / descent. A collection (.ttc) is read at its first face, as Steady and
Chromium load it. Standard library only.
"""
import json
import struct
import subprocess
import sys
from pathlib import Path

FONT_SUFFIXES = {".ttf", ".otf", ".ttc", ".otb"}


def tables(data, offset=0):
    """The table directory of the face at `offset`: {tag: (offset, length)}."""
    if data[offset:offset + 4] == b"ttcf":
        offset = struct.unpack(">I", data[offset + 12:offset + 16])[0]
    count = struct.unpack(">H", data[offset + 4:offset + 6])[0]
    found = {}
    for i in range(count):
        tag, _, start, length = struct.unpack(">4sIII", data[offset + 12 + 16 * i:offset + 28 + 16 * i])
        found[tag.decode("latin-1")] = (start, length)
    return found


def metrics(path):
    data = Path(path).read_bytes()
    t = tables(data)
    row = {"path": str(path)}
    if "glyf" in t:
        row["outlines"] = "glyf"
    elif "CFF2" in t:
        row["outlines"] = "CFF2"
    elif "CFF " in t:
        row["outlines"] = "CFF "
    else:
        row["outlines"] = "bitmap"
    row["variable"] = "fvar" in t
    row["color"] = sorted(tag.strip() for tag in ("COLR", "CBDT", "sbix", "SVG ") if tag in t)
    if "head" in t:
        row["unitsPerEm"] = struct.unpack(">H", data[t["head"][0] + 18:t["head"][0] + 20])[0]
    if "hhea" in t:
        start = t["hhea"][0]
        row["hhea"] = list(struct.unpack(">hhh", data[start + 4:start + 10]))
    if "OS/2" in t:
        start, length = t["OS/2"]
        version, = struct.unpack(">H", data[start:start + 2])
        selection, = struct.unpack(">H", data[start + 62:start + 64])
        typo = list(struct.unpack(">hhh", data[start + 68:start + 74]))
        win = list(struct.unpack(">HH", data[start + 74:start + 78])) if length >= 78 else None
        row["os2"] = {"version": version, "useTypoMetrics": bool(selection & 0x80), "typo": typo, "win": win}
    return row


def packages(paths):
    """{path: Debian package} from dpkg's file lists."""
    owner = {}
    for start in range(0, len(paths), 200):
        out = subprocess.run(["dpkg-query", "-S"] + paths[start:start + 200], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True).stdout
        for line in out.splitlines():
            package, _, path = line.partition(": ")
            owner[path] = package.split(",")[0]
    return owner


def main():
    roots = sys.argv[1:] or ["/usr/share/fonts"]
    paths = sorted(str(p) for root in roots for p in Path(root).rglob("*")
                   if p.suffix.lower() in FONT_SUFFIXES and p.is_file() and not p.is_symlink())
    owner = packages(paths)
    for path in paths:
        try:
            row = metrics(path)
        except Exception as error:  # a file that is not a font we can read
            row = {"path": path, "error": str(error)}
        row["package"] = owner.get(path)
        print(json.dumps(row, sort_keys=True))


if __name__ == "__main__":
    main()
