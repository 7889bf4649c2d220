"""(a) advances: span widths at each dpr vs the model. Usage: exp_widths.py"""
from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, re, sys, time
import harness, model

texts = []
for l in open(str(ROOT / "Tests/SteadyTextTests/Goldens/full.corpus.jsonl")):
    m = json.loads(l)
    if m["category"] in ("latin", "punctuation", "numbers") and m["text"] and all(0x20 <= ord(c) < 0x7f for c in m["text"]):
        texts.append(m["text"])
words = sorted({w for t in texts for w in t.split(" ") if w})
strings = texts + words
SIZES = [14, 15, 17, 21, 28, 33, 13.37, 14.3, 16.66, 22.7, 9.99, 12.345]
DPRS = [1, 1.25, 1.5, 1.75, 2, 2.5, 3]
f = model.noto()
tot = bad = badfmt = 0
miss = []
for R in DPRS:
    cases = [{"t": t, "w": None, "s": s, "lh": "normal", "ff": "F0"} for s in SIZES for t in strings]
    rows = harness.run(cases, R)
    json.dump([cases, rows], open("raw_widths_%s.json" % R, "w"))
    for c, r in zip(cases, rows):
        raw = round(r["w"] * R * 64)
        if model.css_of_lu(raw, R) != r["w"]: badfmt += 1
        sz = model.zoomed_size(c["s"], R)
        pred = model.ceil64(f.width(c["t"], sz))
        tot += 1
        if pred != raw:
            bad += 1
            if len(miss) < 30: miss.append((R, c["s"], c["t"], raw, pred))
    print("R", R, "done", tot, bad, badfmt, file=sys.stderr)
print(json.dumps({"strings": len(strings), "cases": tot, "mismatch": bad, "format_mismatch": badfmt, "misses": miss}, indent=1))
