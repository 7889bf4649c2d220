"""(b) targeted: integer widths W at which a line's prefix sits at the fit boundary, so that
the device-LU rule, the CSS-LU rule and a no-epsilon rule predict different lines."""
from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, math, random, re, sys
import harness, model
from exp_fit import sents, lu, SIZES, DPRS
f32 = model.f32
rng = random.Random(11)
def greedy(t, fits):
    ms = list(re.finditer(r"\S+", t)); out = [0]; i = 0
    while i < len(ms):
        s = ms[i].start(); j = i
        while j + 1 < len(ms) and fits(t[s:ms[j + 1].end()]): j += 1
        i = j + 1
        if i < len(ms): out.append(ms[i].start())
    return out
def hyps(t, W, R, sdev):
    Ldev = math.floor(f32(W * R) * 64)
    return {
        "dev": greedy(t, lambda s: lu(s, sdev) <= Ldev + 1),
        "dev_noeps": greedy(t, lambda s: lu(s, sdev) <= Ldev),
        "css": greedy(t, lambda s: math.ceil(f32(lu(s, sdev) / 64 / R) * 64) <= W * 64 + 1),
        "css_float": greedy(t, lambda s: math.ceil(f32(F_w(s, sdev) / R) * 64) <= W * 64 + 1),
    }
import sysshape
_F = sysshape.Font(str(ROOT / "Fonts/NotoSans-Regular.ttf")); _wc = {}
def F_w(s, sdev):
    k = (s, sdev)
    if k not in _wc: _wc[k] = f32(_F.width(s, sdev))
    return _wc[k]
summary = {}; misses = []
for R in DPRS[1:]:
    cases, preds = [], []
    for t in sents:
        for S in rng.sample(SIZES, 3):
            sdev = model.zoomed_size(S, R)
            ms = list(re.finditer(r"\S+", t))
            maxw = max(lu(m.group(), sdev) for m in ms) / 64 / R
            Ws = set()
            for m in ms[1:]:
                wc = F_w(t[:m.end()], sdev) / R
                Ws.update({math.floor(wc), math.floor(wc) + 1})
            Ws = [W for W in Ws if W > maxw + 1]
            diff = []
            for W in Ws:
                h = hyps(t, W, R, sdev)
                if len({tuple(v) for v in h.values()}) > 1: diff.append((W, h))
            for W, h in diff[:4]:
                cases.append({"t": t, "w": W, "s": S, "lh": "normal", "ff": "F0"}); preds.append(h)
    rows = harness.run(cases, R)
    st = {"cases": len(cases)}
    for c, h, r in zip(cases, preds, rows):
        for k, v in h.items(): st[k] = st.get(k, 0) + (r["starts"] == v)
        if r["starts"] != h["dev"] and len(misses) < 20: misses.append((R, c, r["starts"], h))
    summary[R] = st; print(R, st, file=sys.stderr)
print(json.dumps({"summary": summary, "misses": misses}, indent=1))
