#!/usr/bin/env python3
"""Renders the family sweep: each family of Goldens/families/families.jsonl, every face declared,
as the first family of a stack (the bundled stack's other fallback families after it), the
family corpus (styled: spans of weight and style) at every width, size and line height below,
by Chromium (Tools/chromium-goldens/render.py), at one device pixel ratio; one JSON line per
family.

    python3 Tools/font-sweep/render_families.py --dpr 1 > Tests/SteadyTextTests/Goldens/families/families-dpr1.chromium.jsonl
    python3 Tools/font-sweep/render_families.py --dense > Tests/SteadyTextTests/Goldens/families/families-dense-dpr1.chromium.jsonl

`--dense` renders the dense set instead: widths every 4 px from 60 to 400, sizes 13 and 17,
`line-height: normal` (1,376 cases a family), where a line that is a fraction of a pixel too
wide or narrow crosses a break at some width.

The first line names the cases, in the order every family's numbers follow:
{"cases": [[id, width, size, lineHeight], ...], "chromium": version}. Then a line per family:
{"family": id, "lines": [...], "heights": [...]}, or {"family": id, "rejected": why} when
render.py fails for it (Chromium's sanitizer refuses a face, so the page's check that every
face loaded fails): such a family is not checked. A fixed line height is 1.3 x the size (its
`lineHeight` is that px number). The family is named "Family" in the page (its own name could
be one of the bundled stack's). Standard library only; needs Debian's chromium and the
families' packages (the Makefile's FAMILY_FONT_PACKAGES).
"""
import argparse
import concurrent.futures
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from render_sweep import render_corpus, stack_with

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
GOLDENS = REPO / "Tests/SteadyTextTests/Goldens/families"
WIDTHS = "137,300"
SIZES = "11,15.5,17,23,33"
LINE_HEIGHTS = "normal,1.3x"
DENSE = {"WIDTHS": ",".join(str(w) for w in range(60, 401, 4)), "SIZES": "13,17", "LINE_HEIGHTS": "normal"}


def render(number, family, dpr, tmp):
    cases = render_corpus(GOLDENS / "families.corpus.jsonl", stack_with({"family": "Family", "faces": family["faces"]}),
                          "family%03d" % number, dpr, tmp, WIDTHS, SIZES, LINE_HEIGHTS)
    if isinstance(cases, str):
        return {"family": family["id"], "rejected": cases}
    print("%s: done" % family["id"], file=sys.stderr)
    return {"family": family["id"], "cases": cases}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dpr", default="1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--families", default=str(GOLDENS / "families.jsonl"))
    parser.add_argument("--only", help="render only the families whose id contains this text")
    parser.add_argument("--dense", action="store_true", help="the dense set (widths every 4 px, sizes 13 and 17)")
    arguments = parser.parse_args()
    if arguments.dense:
        globals().update(DENSE)
    families = [json.loads(line) for line in open(arguments.families)]
    if arguments.only:
        families = [f for f in families if arguments.only in f["id"]]
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
        rows = list(pool.map(lambda item: render(item[0], item[1], arguments.dpr, Path(tmp)), enumerate(families)))
    cases = next(([c[:4] for c in row["cases"]] for row in rows if "cases" in row), [])
    version = subprocess.run(["chromium", "--version"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             text=True).stdout.strip()
    print(json.dumps({"cases": cases, "chromium": version}, ensure_ascii=False))
    for row in rows:
        print(json.dumps(compact(row, cases), ensure_ascii=False))


def compact(row, cases):
    """A family's numbers in the order of `cases` (every family is rendered with the same cases);
    "flagged" lists the cases that render.py flagged (its probe disagreed), with the flags."""
    if "cases" not in row:
        return row
    if [c[:4] for c in row["cases"]] != cases:
        raise SystemExit("%s: cases in another order" % row["family"])
    out = {"family": row["family"], "lines": [c[4] for c in row["cases"]], "heights": [c[5] for c in row["cases"]]}
    flagged = [[k, c[6]] for k, c in enumerate(row["cases"]) if c[6]]
    if flagged:
        out["flagged"] = flagged
    return out


if __name__ == "__main__":
    main()
