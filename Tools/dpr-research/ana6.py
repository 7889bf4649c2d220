from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, math
import model, sysshape
f32 = model.f32
f = sysshape.Font(str(ROOT / "Fonts/NotoSans-Regular.ttf"))
alts = {
 "floor100(S*R)": lambda S, R: model.zoomed_size(S, R),
 "S*R exact": lambda S, R: f32(f32(S) * f32(R)),
 "floor100(S)*R": lambda S, R: f32(f32(math.floor(f32(S * 100)) / 100) * R),
 "floor64(S*R)": lambda S, R: math.floor(S * R * 64) / 64,
}
for name, fn in alts.items():
    tot = bad = 0
    for R in [1, 1.25, 1.5, 1.75, 2, 2.5, 3]:
        cases, rows = json.load(open("raw_widths_%s.json" % R))
        for c, r in zip(cases, rows):
            if c["s"] == int(c["s"]): continue
            raw = round(r["w"] * R * 64)
            w = f32(f.width(c["t"], fn(c["s"], R)))
            tot += 1; bad += math.ceil(w * 64) != raw
    print(name, "fractional-size cases", tot, "mismatch", bad)
for S in [13.37, 14.3, 16.66, 22.7, 9.99, 12.345]:
    print(S, [(R, alts["floor100(S*R)"](S, R), alts["floor100(S)*R"](S, R)) for R in [1.25,1.5,1.75,2.5,3]])
