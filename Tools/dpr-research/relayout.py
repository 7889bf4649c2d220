"""Can a dpr change be re-laid out from cached per-word data? Compares, against the
verified model (truth: FreeType+HarfBuzz at the zoomed size, f32 sum, ceil to 1/64 device px):
 A  the dpr-1 exact float width times R;
 B  one per-word total in font units (hmtx + kerning) times FreeType's x_scale (Steady's em cache);
 C  per-glyph font-unit data (hmtx advance, GPOS delta) rescaled with FreeType's and HarfBuzz's
    integer formulas (FT_MulDiv per glyph, hb em_mult per kerning value)."""
from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, math, sys, collections
import model, sysshape
f32 = model.f32
F = sysshape.Font(str(ROOT / "Fonts/NotoSans-Regular.ttf"))
UPEM = F.upem
def ft_muldiv(a, b, c):
    s = -1 if (a < 0) != (b < 0) else 1
    a, b = abs(a), abs(b)
    return s * ((a * b + c // 2) // c)
def xscale(sdev):
    c = int(sdev * 64)
    return (c * 65536 + UPEM // 2) // UPEM
def em_mult(v, sdev):  # HarfBuzz 6: x_mult = (scale << 16) / upem; (v * mult + 32768) >> 16
    scale = int(sdev * 65536)
    mult = (scale << 16) // UPEM
    return (v * mult + 32768) >> 16
_units = {}
def glyph_units(t):
    """Per glyph (gid, hmtx units, kerning delta units) — shaping at scale = upem."""
    v = _units.get(t)
    if v is None:
        g = F.glyphs(t, UPEM / 65536 * 65536 and 0) if False else None
        f = F.hbfont(UPEM / 65536)  # scale int(size*65536) = upem
        import ctypes as C
        hb = sysshape.hb
        b = hb.hb_buffer_create(); data = t.encode()
        hb.hb_buffer_add_utf8(b, data, len(data), 0, len(data)); hb.hb_buffer_guess_segment_properties(b)
        hb.hb_shape(f, b, None, 0)
        n = C.c_uint(); gi = hb.hb_buffer_get_glyph_infos(b, C.byref(n)); gp = hb.hb_buffer_get_glyph_positions(b, C.byref(n))
        v = []
        for i in range(n.value):
            adv = hb.hb_font_get_glyph_h_advance(f, gi[i].codepoint)
            v.append((gi[i].codepoint, adv, gp[i].x_advance - adv))
        hb.hb_buffer_destroy(b)
        _units[t] = v
    return v
def truth(t, sdev): return math.ceil(f32(F.width(t, sdev)) * 64)
def alt_A(t, S, R): return math.ceil(f32(f32(F.width(t, model.zoomed_size(S, 1))) * R) * 64)
def alt_B(t, sdev):
    u = sum(a + k for _, a, k in glyph_units(t))
    return math.ceil(f32(u * xscale(sdev) / (64 * 65536)) * 64)
def alt_C(t, sdev):
    xs = xscale(sdev)
    s = sum(ft_muldiv(a, xs, 64) + em_mult(k, sdev) for _, a, k in glyph_units(t))
    return math.ceil(f32(s / 65536) * 64)
if __name__ == "__main__":
    texts = []
    for l in open(str(ROOT / "Tests/SteadyTextTests/Goldens/full.corpus.jsonl")):
        m = json.loads(l)
        if m["category"] in ("latin", "punctuation", "numbers") and m["text"] and all(0x20 <= ord(c) < 0x7f for c in m["text"]):
            texts.append(m["text"])
    words = sorted({w for t in texts for w in t.split(" ") if w})
    strings = texts + words
    SIZES = [14, 15, 17, 21, 28, 33, 13.37, 14.3, 16.66, 22.7]
    cnt = collections.Counter()
    for R in [1.25, 1.5, 1.75, 2, 2.5, 3]:
        for S in SIZES:
            sdev = model.zoomed_size(S, R)
            for t in strings:
                tr = truth(t, sdev)
                cnt["n"] += 1
                for k, v in (("A", alt_A(t, S, R)), ("B", alt_B(t, sdev)), ("C", alt_C(t, sdev))):
                    if v != tr: cnt[k + " differs"] += 1; cnt[k + " max|d|"] = max(cnt[k + " max|d|"], abs(v - tr))
    print(dict(cnt))
    cnt2 = collections.Counter()
    for R in [1.25, 1.5, 1.75, 2, 2.5, 3]:
        for S in [14, 15, 17, 21, 28, 33]:
            sdev = model.zoomed_size(S, R)
            for t in strings:
                tr = truth(t, sdev); cnt2["n"] += 1
                d = alt_A(t, S, R) - tr
                if d: cnt2["A differs"] += 1; cnt2["A d=%+d" % d] += 1
    print("integer sizes only:", dict(cnt2))
