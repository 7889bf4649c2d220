"""Is the Linux 'borrow 1 px from the ascent when the descent rounds down' hack
(FontMetrics::AscentDescentWithHacks, when use_subpixel_positioning) visible?"""
import json, math, sys
import harness, model
from exp_heights import METRICS, TEXT, rnd
f32 = model.f32
def ad(em, sdev, borrow):
    a = rnd(f32(f32(em[0]) * sdev)); d = rnd(f32(f32(em[1]) * sdev))
    if borrow and d < f32(f32(em[1]) * sdev) and a >= 1: a -= 1; d += 1
    return a, d
def h(sc, sdev, borrow):
    a0, d0 = ad(METRICS["latin"], sdev, borrow); a1, d1 = ad(METRICS[sc], sdev, borrow)
    return max(a0, a1) + max(d0, d1)
if __name__ == "__main__":
    cands = []
    for R in [1, 1.25, 1.5, 1.75, 2, 2.5, 3]:
        for S100 in range(800, 6000, 7):
            S = S100 / 100; sdev = model.zoomed_size(S, R)
            for sc in TEXT:
                if sc == "latin": continue
                if h(sc, sdev, True) != h(sc, sdev, False): cands.append((R, S, sc))
    print("differing (R,S,script) combos:", len(cands), file=sys.stderr)
    import random; random.Random(3).shuffle(cands)
    byR = {}
    for R, S, sc in cands[:1500]: byR.setdefault(R, []).append((S, sc))
    tot = {"borrow": 0, "plain": 0, "n": 0}
    for R, lst in sorted(byR.items()):
        cases = [{"t": TEXT[sc] + " " + TEXT["latin"], "w": 2000, "s": S, "lh": "normal", "ff": harness.FF} for S, sc in lst]
        rows = harness.run(cases, R)
        for (S, sc), r in zip(lst, rows):
            sdev = model.zoomed_size(S, R)
            tot["n"] += 1
            tot["borrow"] += r["h"] == model.css_of_lu(64 * h(sc, sdev, True), R)
            tot["plain"] += r["h"] == model.css_of_lu(64 * h(sc, sdev, False), R)
        print(R, tot, file=sys.stderr)
    print(json.dumps(tot))
