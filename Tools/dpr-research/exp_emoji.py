"""(f) colour emoji advances at dpr R: span widths of emoji runs vs hypotheses."""
from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, math, sys, random
import harness, model, sysshape
f32 = model.f32
N = sysshape.Font(str(ROOT / "Fonts/NotoSans-Regular.ttf"))
def adv_v1(sdev): return int(f32(f32(136 * sdev) / 109) * 65536)          # trunc(float(136*size_dev/109) * 65536)
def adv_v2(sdev): return 136 * sdev / 109 * 65536                          # exact, no 16.16
def adv_v3(S, R): return int(f32(f32(136 * model.zoomed_size(S, 1)) / 109) * 65536) * R   # dpr-1 advance x R
rng = random.Random(5)
SIZES = [14, 15, 17, 21, 28, 33] + [round(rng.uniform(9, 40), 2) for _ in range(24)]
res = {"v1": 0, "v2": 0, "v3": 0, "n": 0}
for R in [1, 1.25, 1.5, 1.75, 2, 2.5, 3]:
    cases = []
    for S in SIZES:
        for n in (1, 2, 5, 13, 40):
            cases.append({"t": "😀" * n, "w": None, "s": S, "lh": "normal", "ff": harness.FF, "n": n, "pre": ""})
            cases.append({"t": "Hello " + "😀" * n, "w": None, "s": S, "lh": "normal", "ff": harness.FF, "n": n, "pre": "Hello "})
    rows = harness.run(cases, R)
    for c, r in zip(cases, rows):
        got = round(r["w"] * R * 64); S = c["s"]; sdev = model.zoomed_size(S, R)
        pre = N.glyphs(c["pre"], sdev) if c["pre"] else []
        p16 = sum(a for _, a in pre)
        res["n"] += 1
        for k, a in (("v1", adv_v1(sdev)), ("v2", adv_v2(sdev)), ("v3", adv_v3(S, R))):
            res[k] += math.ceil(f32((p16 + c["n"] * a) / 65536) * 64) == got
    print(R, res, file=sys.stderr)
print(json.dumps(res))
