"""(c)(d)(e)(f): line heights (normal and fixed), N-line totals, emoji advances at dpr R."""
import json, math, sys
import harness, model
f32 = model.f32
FF = harness.FF
# (ascent, descent) in em as Skia reads them (hhea / upem; emoji: strike 101/27 at 109 ppem)
METRICS = {"latin": (1069/1000, 293/1000), "arabic": (1374/1000, 738/1000), "hebrew": (1068/1000, 292/1000),
           "devanagari": (896/1000, 408/1000), "thai": (1061/1000, 450/1000), "emoji": (101/109, 27/109),
           "cjk": (267/256, 68/256), "hangul": (850/1000, 299/1000)}
TEXT = {"latin": "Hello", "arabic": "مرحبا", "hebrew": "שלום", "devanagari": "नमस्ते", "thai": "สวัสดี",
        "emoji": "😀", "cjk": "你好", "hangul": "안녕"}
def rnd(x): return math.floor(x + 0.5)   # SkScalarRoundToScalar
def ad(em, sdev):
    a, d = em
    return rnd(f32(f32(a) * sdev)), rnd(f32(f32(d) * sdev))
def normal_dev(script, sdev):
    a0, d0 = ad(METRICS["latin"], sdev)
    a1, d1 = ad(METRICS[script], sdev)
    return max(a0, a1) + max(d0, d1)       # whole device px
def fixed_lu(L, R): return round(f32(f32(L) * f32(R)) * 64)   # hypothesis: round to 1/64 device px
SIZES = [14, 15, 17, 21, 28, 33, 13.37, 16.66, 22.7]
DPRS = [1, 1.25, 1.5, 1.75, 2, 2.5, 3]
FIXED = lambda S: [22.5, round(1.2 * S, 2), 15.3, 20.4, 17.77, 25.123, 31.4159, round(1.3 * S)]
def main():
    res = {"normal": [0, 0], "normal_multi": [0, 0], "fixed": [0, 0], "fixed_multi": [0, 0], "emoji_width": [0, 0]}
    misses = []; table = {}
    for R in DPRS:
        cases, preds = [], []
        for S in SIZES:
            sdev = model.zoomed_size(S, R)
            for sc, t in TEXT.items():
                H = normal_dev(sc, sdev) * 64
                cases.append({"t": t, "w": 300, "s": S, "lh": "normal", "ff": FF}); preds.append(("normal", H, 1, sc))
                multi = " ".join([t] * 30)
                cases.append({"t": multi, "w": 90, "s": S, "lh": "normal", "ff": FF}); preds.append(("normal_multi", H, None, sc))
            for L in FIXED(S):
                for sc in ("latin", "arabic"):
                    H = fixed_lu(L, R)
                    cases.append({"t": TEXT[sc], "w": 300, "s": S, "lh": L, "ff": FF}); preds.append(("fixed", H, 1, (sc, L)))
                    cases.append({"t": " ".join([TEXT[sc]] * 30), "w": 90, "s": S, "lh": L, "ff": FF}); preds.append(("fixed_multi", H, None, (sc, L)))
            for n in (1, 3, 10):
                cases.append({"t": "😀" * n, "w": None, "s": S, "lh": "normal", "ff": FF}); preds.append(("emoji_width", n, None, sdev))
        rows = harness.run(cases, R)
        for c, (kind, H, n, info), r in zip(cases, preds, rows):
            if kind == "emoji_width":
                sdev = info
                adv = int(f32(f32(136 * sdev) / 109) * 65536)     # hypothesis: 136*size/109, to 16.16 by truncation
                pred = math.ceil(f32(H * adv / 65536) * 64)
                got = round(r["w"] * R * 64)
                res[kind][0] += 1; res[kind][1] += pred == got
                if pred != got: misses.append((R, c["s"], kind, H, got, pred))
                continue
            lines = len(r["starts"])
            pred = model.css_of_lu(lines * H, R)
            res[kind][0] += 1; res[kind][1] += pred == r["h"]
            if pred != r["h"] and len(misses) < 40: misses.append((R, c["s"], kind, str(info), lines, r["h"], pred))
            if kind == "normal" and c["s"] == 17: table.setdefault(info, {})[R] = r["h"]
            if kind.endswith("multi"):
                # per-line tops: line k at k*H/64 device px, reported as css
                tops = r["tops"]
                for k, tp in enumerate(tops):
                    res.setdefault("tops", [0, 0]); res["tops"][0] += 1
                    res["tops"][1] += abs(tp - model.css_of_lu(k * H, R)) < 1e-4
        print(R, res, file=sys.stderr)
    print(json.dumps({"results": res, "misses": misses, "hello17": table}, indent=1, ensure_ascii=False))

if __name__ == "__main__":
    main()
