from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, math
import model, sysshape
f32 = model.f32
F = sysshape.Font(str(ROOT / "Fonts/NotoSans-Regular.ttf"))
d = json.load(open("exp_fit2.out"))
for R, c, got, h in d["misses"]:
    R = float(R); t = c["t"]; sdev = model.zoomed_size(c["s"], R)
    # first differing line: find the line start where they diverge
    dev = h["dev"]
    k = next(i for i in range(min(len(got), len(dev))) if got[i] != dev[i])
    s = got[k - 1]; e_dev = dev[k]; e_got = got[k]
    seg = t[s:e_dev].rstrip()
    g = F.glyphs(seg, sdev); exact = sum(a for _, a in g)
    L = math.floor(f32(c["w"] * R) * 64)
    print(R, c["s"], c["w"], "line from", s, repr(seg[-20:]), "exact LU %.5f" % (exact / 65536 * 64), "f32 LU", f32(exact / 65536) * 64, "limit", L, "+1 =", L + 1, "glyphs", len(g))
print("incremental float32 sums:")
for R, c, got, h in d["misses"]:
    R = float(R); t = c["t"]; sdev = model.zoomed_size(c["s"], R)
    dev = h["dev"]; k = next(i for i in range(min(len(got), len(dev))) if got[i] != dev[i])
    seg = t[got[k-1]:dev[k]].rstrip()
    w = 0.0
    for _, a in F.glyphs(seg, sdev): w = f32(w + f32(a / 65536))
    L = math.floor(f32(c["w"] * R) * 64)
    print(R, "f32 incremental LU", w * 64, "limit+1", L + 1, "fits?", w * 64 <= L + 1)
