#!/usr/bin/env python3
"""Picks the family sweep's families from a survey of Debian's font packages (survey.py): whole
families as apps ship them, each face declared with its weight and style.

    python3 Tools/font-sweep/survey.py > /tmp/survey.jsonl
    python3 Tools/font-sweep/families.py /tmp/survey.jsonl Tests/SteadyTextTests/Goldens/families

writes families.jsonl (one family per line: id (package/name, and /variable for variable
fonts), name, package, genre, outlines, variable, and its faces with file, weight and style) and packages.txt (their Debian packages) into the folder.

A family is the files of one package that share the name table's typographic family (name ID
16, else 1) and the same variation axes: a package that ships a family both as static files
and as variable fonts gives two families (an app ships one or the other), and Inter's
`Inter.var.ttf` (wght and slnt) is not a face of the family of `Inter-roman.var.ttf` and
`Inter-italic.var.ttf` (wght). A face's weight is OS/2 usWeightClass, or for a variable font the
range of its wght axis ([min, max]); its style is italic when fsSelection's italic bit or
head.macStyle's italic bit is set. A family is kept when it has at least two faces and no two
faces have the same style and the same or overlapping weights (then CSS font matching has one
answer), and when every face maps A-Z, a-z and 0-9 (the corpus is Latin text: a symbol font's
family, STIX's integrals, or a script font without Latin letters would only test the fallback).
Collections (.ttc), bitmap-only fonts, files without a name or OS/2 table and
packages whose download is over 4 MB (as choose.py) are left out.

The genre (mono, serif, sans, display) is for coverage only: mono when post.isFixedPitch is
set or PANOSE says monospaced, else the OS/2 family class (1-7 serif, 8 sans, 9-12 display),
else PANOSE (family kind 3-5 display, serif styles 11-13 sans, 2-10 serif), else the name.

Every kept family is taken, in the order of package and name, up to LIMIT; when there are
more, the families are taken in turns from the packages so that every package gives one before
any gives two. Deterministic. Standard library only (the tables are read with struct).
"""
import collections
import json
import struct
import subprocess
import sys
from pathlib import Path

from choose import MAX_DOWNLOAD, download_sizes

LIMIT = 160


def table_directory(data):
    count = struct.unpack(">H", data[4:6])[0]
    found = {}
    for i in range(count):
        tag, _, start, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        found[tag.decode("latin-1")] = (start, length)
    return found


def name_records(data, start):
    """{name ID: text}, from the Windows Unicode records (English first), else Mac Roman."""
    _, count, strings = struct.unpack(">HHH", data[start:start + 6])
    best = {}
    for i in range(count):
        platform, encoding, language, name_id, length, offset = struct.unpack(
            ">HHHHHH", data[start + 6 + 12 * i:start + 18 + 12 * i])
        raw = data[start + strings + offset:start + strings + offset + length]
        if platform == 3 and encoding in (0, 1, 10):
            rank, text = (0 if language == 0x409 else 1), raw.decode("utf-16-be", "replace")
        elif platform == 0:
            rank, text = 2, raw.decode("utf-16-be", "replace")
        elif platform == 1 and encoding == 0:
            rank, text = 3, raw.decode("mac-roman", "replace")
        else:
            continue
        if name_id not in best or rank < best[name_id][0]:
            best[name_id] = (rank, text.strip())
    return {k: v[1] for k, v in best.items()}


def axes(data, start):
    """{tag: (min, default, max)} of an fvar table."""
    axes_offset, _, count, size = struct.unpack(">HHHH", data[start + 4:start + 12])
    found = {}
    for i in range(count):
        at = start + axes_offset + size * i
        tag, low, default, high = struct.unpack(">4siii", data[at:at + 16])
        found[tag.decode("latin-1")] = (low / 65536, default / 65536, high / 65536)
    return found


def cmap_has(data, t, code_points):
    """Whether the font's Unicode cmap (format 4 or 12) maps every code point."""
    start = t["cmap"][0]
    count = struct.unpack(">H", data[start + 2:start + 4])[0]
    subtables = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack(">HHI", data[start + 4 + 8 * i:start + 12 + 8 * i])
        subtables[(platform, encoding)] = start + offset
    for key in ((3, 10), (0, 4), (3, 1), (0, 3), (0, 1), (0, 0)):
        at = subtables.get(key)
        if at is None:
            continue
        kind, = struct.unpack(">H", data[at:at + 2])
        if kind == 12:
            groups, = struct.unpack(">I", data[at + 12:at + 16])
            ranges = [struct.unpack(">III", data[at + 16 + 12 * g:at + 28 + 12 * g])[:2] for g in range(groups)]
            return all(any(a <= c <= b for a, b in ranges) for c in code_points)
        if kind == 4:
            segments = struct.unpack(">H", data[at + 6:at + 8])[0] // 2
            ends = struct.unpack(">%dH" % segments, data[at + 14:at + 14 + 2 * segments])
            starts_at = at + 16 + 2 * segments
            starts = struct.unpack(">%dH" % segments, data[starts_at:starts_at + 2 * segments])
            deltas = struct.unpack(">%dh" % segments, data[starts_at + 2 * segments:starts_at + 4 * segments])
            offsets_at = starts_at + 4 * segments
            offsets = struct.unpack(">%dH" % segments, data[offsets_at:offsets_at + 2 * segments])

            def glyph(c):
                for k in range(segments):
                    if starts[k] <= c <= ends[k]:
                        if offsets[k] == 0:
                            return (c + deltas[k]) & 0xFFFF
                        where = offsets_at + 2 * k + offsets[k] + 2 * (c - starts[k])
                        g, = struct.unpack(">H", data[where:where + 2])
                        return (g + deltas[k]) & 0xFFFF if g else 0
                return 0
            return all(glyph(c) for c in code_points)
    return False


LATIN = [ord(c) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"]


def genre(data, t, names):
    post = t.get("post")
    if post and struct.unpack(">I", data[post[0] + 12:post[0] + 16])[0] != 0:
        return "mono"
    start, length = t["OS/2"]
    family_class = data[start + 30]
    panose = data[start + 32:start + 42]
    if panose[0] == 2 and panose[3] == 9:
        return "mono"
    if 1 <= family_class <= 7:
        return "serif"
    if family_class == 8:
        return "sans"
    if 9 <= family_class <= 12:
        return "display"
    if panose[0] in (3, 4, 5):
        return "display"
    if panose[0] == 2 and 11 <= panose[1] <= 13:
        return "sans"
    if panose[0] == 2 and 2 <= panose[1] <= 10:
        return "serif"
    name = names.get(16) or names.get(1, "")
    for word, kind in (("Mono", "mono"), ("Code", "mono"), ("Serif", "serif"), ("Sans", "sans")):
        if word in name:
            return kind
    return "other"


def face(path):
    """The face of one font file, or None when it is no family face (no name, no OS/2)."""
    data = Path(path).read_bytes()
    if data[:4] == b"ttcf":
        return None
    t = table_directory(data)
    if "name" not in t or "OS/2" not in t or "head" not in t or "cmap" not in t:
        return None
    names = name_records(data, t["name"][0])
    family = names.get(16) or names.get(1)
    if not family:
        return None
    start = t["OS/2"][0]
    weight, = struct.unpack(">H", data[start + 4:start + 6])
    selection, = struct.unpack(">H", data[start + 62:start + 64])
    mac_style, = struct.unpack(">H", data[t["head"][0] + 44:t["head"][0] + 46])
    italic = bool(selection & 1) or bool(mac_style & 2)
    found = {"family": family, "file": str(path), "style": "italic" if italic else "normal",
             "genre": genre(data, t, names), "axes": [], "latin": cmap_has(data, t, LATIN)}
    if "fvar" in t:
        variation = axes(data, t["fvar"][0])
        found["axes"] = sorted(variation)
        if "wght" in variation:
            low, _, high = variation["wght"]
            found["weight"] = [round(low), round(high)]
    if "weight" not in found:
        found["weight"] = weight
    if not (isinstance(found["weight"], list) or 1 <= weight <= 1000):
        return None
    return found


def weight_range(weight):
    return (weight[0], weight[1]) if isinstance(weight, list) else (weight, weight)


def distinct(faces):
    """No two faces of one style with the same or overlapping weights."""
    for i, a in enumerate(faces):
        for b in faces[i + 1:]:
            (a0, a1), (b0, b1) = weight_range(a["weight"]), weight_range(b["weight"])
            if a["style"] == b["style"] and a0 <= b1 and b0 <= a1:
                return False
    return True


def package_of(rows):
    """survey.py asks dpkg with the path as a pattern: a file name with [ ] (Karla[wght].ttf)
    finds nothing. Ask again with the brackets escaped."""
    missing = [r["path"] for r in rows if not r.get("package")]
    owner = {}
    for path in missing:
        pattern = path.replace("[", "\\[").replace("]", "\\]").replace("*", "\\*").replace("?", "\\?")
        out = subprocess.run(["dpkg-query", "-S", pattern], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             text=True).stdout
        for line in out.splitlines():
            package, _, found = line.partition(": ")
            if found == path:
                owner[path] = package.split(",")[0]
    return owner


def main():
    rows = [json.loads(line) for line in open(sys.argv[1])]
    owner = package_of(rows)
    for row in rows:
        row["package"] = row.get("package") or owner.get(row["path"])
    sizes = download_sizes({r["package"] for r in rows if r.get("package")})
    rows = [r for r in rows if r.get("package") and sizes.get(r["package"], 0) <= MAX_DOWNLOAD
            and "error" not in r and r["outlines"] != "bitmap" and not r["path"].endswith((".otb", ".ttc"))]
    groups = collections.defaultdict(list)
    for row in sorted(rows, key=lambda r: r["path"]):
        found = face(row["path"])
        if found:
            found.update(outlines=row["outlines"].strip(), variable=row["variable"])
            groups[(row["package"], found["family"], tuple(found["axes"]))].append(found)
    kept = []
    for (package, family, axes_key), faces in sorted(groups.items()):
        if len(faces) < 2 or not distinct(faces) or not all(f["latin"] for f in faces):
            continue
        faces = sorted(faces, key=lambda f: (f["style"], weight_range(f["weight"]), f["file"]))
        regular = min(faces, key=lambda f: (f["style"] != "normal", abs(weight_range(f["weight"])[0] - 400)))
        variable = any(f["variable"] for f in faces)
        kept.append({"id": "%s/%s%s" % (package, family, "/variable" if variable else ""), "name": family, "package": package, "genre": regular["genre"],
                     "outlines": sorted({f["outlines"] for f in faces}), "variable": variable,
                     "faces": [{"file": f["file"], "weight": f["weight"], "style": f["style"]} for f in faces]})
    by_package = collections.defaultdict(list)
    for family in kept:
        by_package[family["package"]].append(family)
    chosen = []
    while len(chosen) < LIMIT and any(by_package.values()):
        for package in sorted(by_package):
            if by_package[package] and len(chosen) < LIMIT:
                chosen.append(by_package[package].pop(0))
    chosen.sort(key=lambda f: (f["package"], f["name"], f["faces"][0]["file"]))
    folder = Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "families.jsonl").write_text("".join(json.dumps(f, ensure_ascii=False) + "\n" for f in chosen))
    (folder / "packages.txt").write_text("\n".join(sorted({f["package"] for f in chosen})) + "\n")
    print("%d families (%d kept), %d faces, %d packages" % (
        len(chosen), len(kept), sum(len(f["faces"]) for f in chosen), len({f["package"] for f in chosen})),
        file=sys.stderr)


if __name__ == "__main__":
    main()
