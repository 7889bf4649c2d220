#!/usr/bin/env python3
"""Renders the sweep: each font of Goldens/sweep/fonts.jsonl as the primary font of a stack
(the bundled stack's other families after it, for fallback), the sweep corpus at every width,
size and line height below, by Chromium (Tools/chromium-goldens/render.py), at one device
pixel ratio; one JSON line per font.

    python3 Tools/font-sweep/render_sweep.py --dpr 1 > Tests/SteadyTextTests/Goldens/sweep/sweep-dpr1.chromium.jsonl

The first line names the cases, in the order every font's numbers follow:
{"cases": [[id, width, size, lineHeight], ...]}. Then a line per font: {"font": path,
"lines": [...], "heights": [...]}, or {"font": path, "rejected": why} for a font Chromium
does not load (its sanitizer refuses it): such a font is not drawn, and Steady is not checked
against it. A fixed line height is 1.3 x the size (its `lineHeight` is that px number). Standard library only;
needs Debian's chromium and the fonts' packages (the Makefile's SWEEP_FONT_PACKAGES).
"""
import argparse
import concurrent.futures
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
GOLDENS = REPO / "Tests/SteadyTextTests/Goldens/sweep"
WIDTHS = "137,300"
SIZES = "9,10.5,13,15.5,17,19.25,23,33,48"
LINE_HEIGHTS = "normal,1.3x"


def stack_with(first):
    """A stack file's families: `first` (a family: {"family", "faces"}), then the bundled stack's
    fallback families, their files made absolute."""
    bundled = json.loads((REPO / "Fonts/stack.json").read_text())
    families = [first]
    for family in bundled["families"][1:]:
        if family.get("fallback", True) is False:
            continue
        for face in family["faces"]:
            face["file"] = str((REPO / "Fonts" / face["file"]).resolve())
        families.append(family)
    return {"families": families}


def stack_for(font):
    """The sweep's stack for one font file: it as the primary font, the bundled stack after it."""
    return stack_with({"family": "Sweep", "faces": [{"file": font}]})


def render_corpus(corpus, stack, name, dpr, tmp, widths, sizes, line_heights):
    """Chromium's cases of `corpus` with the stack `stack` (a stack file's document), every width,
    size and line height, pre-wrap: [id, width, size, lineHeight, lines, height, flags or None]
    each, or the reason render.py gives when it fails (Chromium refused a face)."""
    stack_file = tmp / (name + ".json")
    stack_file.write_text(json.dumps(stack))
    out = tmp / (name + ".chromium.jsonl")
    run = subprocess.run([sys.executable, str(REPO / "Tools/chromium-goldens/render.py"),
                          str(corpus), "--stack", str(stack_file), "--widths", widths,
                          "--sizes", sizes, "--line-heights", line_heights, "--white-space", "pre-wrap",
                          "--per-message", "0", "--dpr", str(dpr), "--jobs", "1", "-o", str(out)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if run.returncode != 0:
        return (run.stderr.strip().splitlines() or ["failed"])[-1]
    return [[record["id"], record["width"], record["size"], record["lineHeight"], record["lines"],
             record["height"], record.get("flags")] for record in map(json.loads, out.read_text().splitlines())]


def render(font, dpr, tmp):
    cases = render_corpus(GOLDENS / "sweep.corpus.jsonl", stack_for(font), str(abs(hash(font))), dpr, tmp,
                          WIDTHS, SIZES, LINE_HEIGHTS)
    if isinstance(cases, str):
        return {"font": font, "rejected": cases}
    return {"font": font, "cases": [case[:6] for case in cases]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dpr", default="1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--fonts", default=str(GOLDENS / "fonts.jsonl"))
    arguments = parser.parse_args()
    fonts = [json.loads(line)["path"] for line in open(arguments.fonts)]
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
        rows = list(pool.map(lambda f: render(f, arguments.dpr, Path(tmp)), fonts))
    cases = next(([c[:4] for c in row["cases"]] for row in rows if "cases" in row), [])
    print(json.dumps({"cases": cases}, ensure_ascii=False))
    for row in rows:
        print(json.dumps(compact(row, cases), ensure_ascii=False))


def compact(row, cases):
    """A font's numbers in the order of `cases` (every font is rendered with the same cases)."""
    if "cases" not in row:
        return row
    if [c[:4] for c in row["cases"]] != cases:
        raise SystemExit("%s: cases in another order" % row["font"])
    return {"font": row["font"], "lines": [c[4] for c in row["cases"]], "heights": [c[5] for c in row["cases"]]}


if __name__ == "__main__":
    main()
