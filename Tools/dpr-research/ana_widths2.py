import json, math, sys
import uharfbuzz as hb
import model
f = model.noto()
hf = hb.Font(f.hbface); hf.scale = (f.upem, f.upem)
def units(t):
    buf = hb.Buffer(); buf.add_str(t); buf.guess_segment_properties(); hb.shape(hf, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions)
def xscale(s, upem):
    c = int(s * 64)
    return (c * 65536 + upem // 2) // upem
def w_units(t, s): return units(t) * xscale(s, f.upem) / (64 * 65536)
def w_lin(t, s): return units(t) * s / f.upem
V = {"units*xscale": w_units, "units*size/upem": w_lin}
cache = {}
for R in [1, 1.25, 1.5, 1.75, 2, 2.5, 3]:
    cases, rows = json.load(open("raw_widths_%s.json" % R))
    res = {k: 0 for k in V}; ex = []
    for c, r in zip(cases, rows):
        raw = round(r["w"] * R * 64)
        s = model.zoomed_size(c["s"], R)
        for k, fn in V.items():
            w = fn(c["t"], s)
            if math.ceil(w * 64) != raw:
                res[k] += 1
                if k == "units*xscale" and len(ex) < 5: ex.append((c["s"], c["t"][:40], raw, w * 64))
    print(R, len(cases), res, ex)
