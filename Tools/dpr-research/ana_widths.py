import json, math, sys
import model
f = model.noto()
def w_double(t, s): return sum(a for _, a in f.glyphs(t, s))
def w_f32(t, s): return f.width(t, s)
def w_int(t, s):  # exact 16.16 integer sum, one float conversion
    return sum(round(a * 65536) for _, a in f.glyphs(t, s)) / 65536
variants = {"double": w_double, "f32": w_f32, "int": w_int}
for R in [1, 1.25, 1.5, 1.75, 2, 2.5, 3]:
    cases, rows = json.load(open("raw_widths_%s.json" % R))
    res = {k: 0 for k in variants}
    for c, r in zip(cases, rows):
        raw = round(r["w"] * R * 64)
        s = model.zoomed_size(c["s"], R)
        for k, fn in variants.items():
            if math.ceil(fn(c["t"], s) * 64) != raw: res[k] += 1
    print(R, len(cases), res)
print("misses (double):")
for R in [1, 1.25, 1.5, 1.75, 2, 2.5, 3]:
    cases, rows = json.load(open("raw_widths_%s.json" % R))
    for c, r in zip(cases, rows):
        raw = round(r["w"] * R * 64)
        s = model.zoomed_size(c["s"], R)
        wd = w_double(c["t"], s)
        if math.ceil(wd * 64) != raw:
            print(R, c["s"], s, repr(c["t"][:60]), len(c["t"]), raw, wd * 64)
