import json, math, collections
import model
f = model.noto()
for R in [1, 2, 2.5]:
    cases, rows = json.load(open("raw_widths_%s.json" % R))
    cnt = collections.Counter()
    for c, r in zip(cases, rows):
        raw = round(r["w"] * R * 64)
        s = model.zoomed_size(c["s"], R)
        g = f.glyphs(c["t"], s)
        wd = sum(a for _, a in g)
        w32 = 0.0
        for _, a in g: w32 = model.f32(w32 + a)
        cnt["d%+d" % (math.ceil(wd*64) - raw)] += 1
        cnt["f%+d" % (math.ceil(model.f32(w32*64)) - raw)] += 1
        # exact excess in 16.16 units above the LU boundary
        if math.ceil(wd*64) != raw: print(R, c["s"], len(g), (wd*64 - raw) * 1024, repr(c["t"][:50]))
    print(R, cnt)
