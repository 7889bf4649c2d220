"""Hypothesised Chromium arithmetic at device scale factor R (zoom-for-DSF).

Advances: FreeType unhinted 16.16 at char size trunc(size_dev*64)/64, size_dev = the
zoomed font size floor(float(S*R)*100)/100 (float32); HarfBuzz GPOS deltas at scale
trunc(size_dev*65536). All widths in device px.
"""
from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import math, struct, functools
import freetype, uharfbuzz as hb

FONTS = str(ROOT / "Fonts") + "/"
def f32(x): return struct.unpack("f", struct.pack("f", x))[0]

def zoomed_size(S, R):
    # ComputedSize = specified * zoom (float32), EffectiveFontSize = floorf(x*100)/100
    s = f32(f32(S) * f32(R))
    return f32(math.floor(f32(s * 100)) / 100)

class Font:
    def __init__(self, file):
        self.file = FONTS + file
        self.ft = freetype.Face(self.file)
        blob = hb.Blob.from_file_path(self.file)
        self.hbface = hb.Face(blob)
        self.upem = self.hbface.upem
        self._adv = {}
        self._hb = {}
    def ft_adv(self, gid, size):
        key = (gid, size)
        v = self._adv.get(key)
        if v is None:
            c = int(size * 64)  # SkScalarToFDot6 truncates
            if self._cur != c if hasattr(self, "_cur") else True:
                self.ft.set_char_size(c, c, 72, 72); self._cur = c
            v = self.ft.get_advance(gid, freetype.FT_LOAD_NO_HINTING)  # 16.16
            self._adv[key] = v
        return v
    def hbfont(self, size):
        f = self._hb.get(size)
        if f is None:
            f = hb.Font(self.hbface)
            sc = int(size * 65536)
            f.scale = (sc, sc)
            self._hb[size] = f
        return f
    def glyphs(self, text, size):
        """[(cluster, advance_px)] with FT advances + HarfBuzz GPOS deltas."""
        f = self.hbfont(size)
        buf = hb.Buffer(); buf.add_str(text); buf.guess_segment_properties()
        hb.shape(f, buf, {})
        out = []
        for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
            delta = pos.x_advance - f.get_glyph_h_advance(info.codepoint)
            out.append((info.cluster, (self.ft_adv(info.codepoint, size) + delta) / 65536.0))
        return out
    def width(self, text, size):
        w = 0.0
        for _, a in self.glyphs(text, size): w = f32(w + a)
        return w

NOTO = None
def noto():
    global NOTO
    if NOTO is None: NOTO = Font("NotoSans-Regular.ttf")
    return NOTO

def ceil64(x): return math.ceil(f32(f32(x) * 64))
def css_of_lu(raw, R):  # LayoutUnit raw (1/64 device px) -> reported CSS px
    return f32(f32(raw / 64) * f32(1 / R))
