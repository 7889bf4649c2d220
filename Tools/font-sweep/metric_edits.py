#!/usr/bin/env python3
"""Chromium's heights for Noto Sans with its vertical metrics edited, one variant for each
branch of the rule that picks a font's ascent, descent and line gap (OTS's repairs, hhea,
USE_TYPO_METRICS, the typo and win fallbacks when hhea says 0 and 0).

    python3 Tools/font-sweep/metric_edits.py > Tests/SteadyTextTests/Goldens/metric-edits.chromium.jsonl

Each output line: the edit (hhea ascender / descender / lineGap, OS/2 typo ascender /
descender / lineGap, win ascent / descent, USE_TYPO_METRICS; absent fields unedited) and
the cases Chromium rendered with the edited font as the primary face of the bundled stack:
their texts by id, and [id, width, size, lines, height] each. Steady's tests make the same fonts from the same
description (FontMetricsRuleTests). Standard library only; needs Debian's chromium.
"""
import json
import struct
import tempfile
from pathlib import Path

from render_sweep import render_corpus, stack_for

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

EDITS = [
    {"name": "hhea gap", "hhea": [1069, -293, 200]},
    {"name": "negative hhea gap", "hhea": [1069, -293, -200]},
    {"name": "negative ascender", "hhea": [-100, -293, 300]},
    {"name": "hhea zero, typo", "hhea": [0, 0, 0], "typo": [1000, -400, 300]},
    {"name": "hhea zero, typo with a negative gap", "hhea": [0, 0, 0], "typo": [1000, -400, -300]},
    {"name": "hhea zero, typo zero, win", "hhea": [0, 0, 150], "typo": [0, 0, 250], "win": [1150, 450]},
    {"name": "negative ascender made zero, typo", "hhea": [-50, 0, 100], "typo": [900, -300, 100]},
    {"name": "USE_TYPO_METRICS", "hhea": [1069, -293, 0], "typo": [800, -200, 500], "useTypoMetrics": True},
    {"name": "USE_TYPO_METRICS, negative typo gap", "hhea": [1069, -293, 100], "typo": [900, -300, -120],
     "useTypoMetrics": True},
    {"name": "USE_TYPO_METRICS, odd gap", "hhea": [1069, -293, 0], "typo": [950, -250, 333], "useTypoMetrics": True},
]

CORPUS = [
    {"id": "one", "category": "probe", "text": "Hxg"},
    {"id": "three", "category": "probe", "text": "The quick brown fox jumps over the lazy dog"},
    {"id": "fallback", "category": "probe", "text": "Hxg 👋 مرحبا 你好"},
    {"id": "empty", "category": "probe", "text": "a\n\nb"},
]
SIZES = "9,13,17,23.5,33,48"


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    found = {}
    for i in range(count):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        found[tag.decode("latin-1")] = offset
    return found


def edited(source, edit):
    """The font's bytes with `edit` applied (checksums are left as they are: no reader checks them)."""
    data = bytearray(source)
    t = tables(data)
    if "hhea" in edit:
        struct.pack_into(">hhh", data, t["hhea"] + 4, *edit["hhea"])
    if "typo" in edit:
        struct.pack_into(">hhh", data, t["OS/2"] + 68, *edit["typo"])
    if "win" in edit:
        struct.pack_into(">HH", data, t["OS/2"] + 74, *edit["win"])
    if "useTypoMetrics" in edit:
        selection = struct.unpack(">H", data[t["OS/2"] + 62:t["OS/2"] + 64])[0]
        selection = selection | 0x80 if edit["useTypoMetrics"] else selection & ~0x80
        struct.pack_into(">H", data, t["OS/2"] + 62, selection)
    return bytes(data)


def render_edits(source, edits, edited, corpus, widths, sizes):
    """Prints, for each edit, the edit with the texts and the cases Chromium rendered with
    edited(source, edit) as the primary face of the bundled stack (render_sweep.stack_for),
    at `widths` and `sizes` (comma-separated), line-height normal, pre-wrap."""
    texts = {m["id"]: m["text"] for m in corpus}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        corpus_file = tmp / "corpus.jsonl"
        corpus_file.write_text("".join(json.dumps(m) + "\n" for m in corpus))
        for index, edit in enumerate(edits):
            font = tmp / ("edit%d.ttf" % index)
            font.write_bytes(edited(source, edit))
            cases = render_corpus(corpus_file, stack_for(str(font)), "edit%d" % index, 1, tmp, widths, sizes, "normal")
            if isinstance(cases, str):
                raise SystemExit("%s: %s" % (edit["name"], cases))
            cases = [[c[0], c[1], c[2], c[4], c[5]] for c in cases]
            print(json.dumps(dict(edit, texts=texts, cases=cases), ensure_ascii=False))


def main():
    render_edits((REPO / "Fonts/NotoSans-Regular.ttf").read_bytes(), EDITS, edited, CORPUS, "120", SIZES)


if __name__ == "__main__":
    main()
