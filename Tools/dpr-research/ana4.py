from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, math, collections, sys
import model, sysshape
f = sysshape.Font(str(ROOT / "Fonts/NotoSans-Regular.ttf"))
print("hb", sysshape.print_version())
tot = bad = 0
for R in [1, 1.25, 1.5, 1.75, 2, 2.5, 3]:
    cases, rows = json.load(open("raw_widths_%s.json" % R))
    b = 0
    for c, r in zip(cases, rows):
        raw = round(r["w"] * R * 64)
        s = model.zoomed_size(c["s"], R)
        w = f.width(c["t"], s)
        tot += 1
        if math.ceil(w * 64) != raw:
            b += 1; print(R, c["s"], (w*64-raw), repr(c["t"][:50]))
    bad += b
    print(R, len(cases), b)
print("total", tot, "mismatch", bad)
