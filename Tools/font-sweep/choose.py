#!/usr/bin/env python3
"""Picks the sweep's fonts from a survey of Debian's font packages (survey.py), so that every
class of font metrics is present, from as many packages as can be.

    python3 Tools/font-sweep/survey.py > /tmp/survey.jsonl
    python3 Tools/font-sweep/choose.py /tmp/survey.jsonl Tests/SteadyTextTests/Goldens/sweep

writes fonts.jsonl (the fonts) and packages.txt (their Debian packages, which `make deps`
installs) into the folder. Packages whose download is over 4 MB are left out of the survey
first (fonts-noto-core, fonts-urw-base35, fonts-ipafont-mincho here), so that CI's install stays
near 70 MB.

A class is the outlines (TrueType, CFF, CFF2), whether the line metrics come from OS/2 typo
(USE_TYPO_METRICS) or hhea, whether that source has a line gap, whether hhea and OS/2 typo
disagree, whether the font is variable or colour. Each class gives up to PER_CLASS fonts,
taken in turn from its packages (sorted), so that one package does not fill a class. Output:
one JSON line per font, with its survey row and class. Deterministic. Standard library only.
"""
import collections
import json
import subprocess
import sys
from pathlib import Path

PER_CLASS = 26
MAX_DOWNLOAD = 4_000_000
LIMIT = 340


def font_class(row):
    os2 = row.get("os2") or {}
    typo = bool(os2.get("useTypoMetrics"))
    hhea = row["hhea"]
    gap = (os2["typo"][2] if typo else hhea[2]) != 0
    disagree = bool(os2) and (hhea[0], hhea[1]) != tuple(os2["typo"][:2])
    return "%s/%s/%s/%s%s%s" % (row["outlines"].strip(), "typo" if typo else "hhea", "gap" if gap else "no gap",
                                "disagree" if disagree else "agree", "/variable" if row["variable"] else "",
                                "/color" if row["color"] else "")


def download_sizes(packages):
    """{package: bytes} of the packages' .deb files, from apt's cache."""
    out = subprocess.run(["apt-cache", "show", "--no-all-versions"] + sorted(packages), stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True).stdout
    sizes, package = {}, None
    for line in out.splitlines():
        if line.startswith("Package: "):
            package = line.split(": ", 1)[1]
        elif line.startswith("Size: ") and package:
            sizes[package] = int(line.split(": ", 1)[1])
    return sizes


def main():
    rows = [json.loads(line) for line in open(sys.argv[1])]
    sizes = download_sizes({r["package"] for r in rows if r.get("package")})
    rows = [r for r in rows if r.get("package") and sizes.get(r["package"], 0) <= MAX_DOWNLOAD]
    usable = [r for r in rows if "error" not in r and r.get("hhea") and r.get("package")
              and r["outlines"] != "bitmap" and not r["path"].endswith(".otb")]
    classes = collections.defaultdict(lambda: collections.defaultdict(list))
    for row in sorted(usable, key=lambda r: r["path"]):
        classes[font_class(row)][row["package"]].append(row)
    chosen = []
    for name in sorted(classes):
        packages = classes[name]
        picked = []
        while len(picked) < PER_CLASS and any(packages.values()):
            for package in sorted(packages):
                if packages[package] and len(picked) < PER_CLASS:
                    picked.append(packages[package].pop(0))
        chosen += [dict(row, fontClass=name) for row in picked]
    chosen = sorted(chosen, key=lambda r: r["path"])[:LIMIT]
    folder = Path(sys.argv[2])
    (folder / "fonts.jsonl").write_text("".join(json.dumps(row, sort_keys=True) + "\n" for row in chosen))
    (folder / "packages.txt").write_text("\n".join(sorted({row["package"] for row in chosen})) + "\n")


if __name__ == "__main__":
    main()
