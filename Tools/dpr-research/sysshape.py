"""ctypes bindings to the system HarfBuzz 6.0 and FreeType 2.12 (the ones Chromium links)."""
import ctypes as C, struct, math
hb = C.CDLL("libharfbuzz.so.0")
ft = C.CDLL("libfreetype.so.6")
vp = C.c_void_p
class GI(C.Structure): _fields_ = [("codepoint", C.c_uint32), ("mask", C.c_uint32), ("cluster", C.c_uint32), ("v1", C.c_uint32), ("v2", C.c_uint32)]
class GP(C.Structure): _fields_ = [("x_advance", C.c_int32), ("y_advance", C.c_int32), ("x_offset", C.c_int32), ("y_offset", C.c_int32), ("v", C.c_uint32)]
for name, res, args in [("hb_blob_create_from_file", vp, [C.c_char_p]), ("hb_face_create", vp, [vp, C.c_uint]),
                        ("hb_font_create", vp, [vp]), ("hb_font_set_scale", None, [vp, C.c_int, C.c_int]),
                        ("hb_buffer_create", vp, []), ("hb_buffer_destroy", None, [vp]),
                        ("hb_buffer_add_utf8", None, [vp, C.c_char_p, C.c_int, C.c_uint, C.c_int]),
                        ("hb_buffer_guess_segment_properties", None, [vp]), ("hb_shape", None, [vp, vp, vp, C.c_uint]),
                        ("hb_buffer_get_glyph_infos", C.POINTER(GI), [vp, C.POINTER(C.c_uint)]),
                        ("hb_buffer_get_glyph_positions", C.POINTER(GP), [vp, C.POINTER(C.c_uint)]),
                        ("hb_font_get_glyph_h_advance", C.c_int32, [vp, C.c_uint32]),
                        ("hb_face_get_upem", C.c_uint, [vp]), ("hb_version_string", C.c_char_p, [])]:
    fn = getattr(hb, name); fn.restype = res; fn.argtypes = args
ft.FT_Init_FreeType.argtypes = [C.POINTER(vp)]
ft.FT_New_Face.argtypes = [vp, C.c_char_p, C.c_long, C.POINTER(vp)]
ft.FT_Set_Char_Size.argtypes = [vp, C.c_long, C.c_long, C.c_uint, C.c_uint]
ft.FT_Get_Advance.argtypes = [vp, C.c_uint, C.c_int32, C.POINTER(C.c_long)]
_lib = vp(); assert ft.FT_Init_FreeType(C.byref(_lib)) == 0
FT_LOAD_NO_HINTING = 2

def f32(x): return struct.unpack("f", struct.pack("f", x))[0]

class Font:
    def __init__(self, path):
        self.face = hb.hb_face_create(hb.hb_blob_create_from_file(path.encode()), 0)
        self.upem = hb.hb_face_get_upem(self.face)
        self.ftface = vp(); assert ft.FT_New_Face(_lib, path.encode(), 0, C.byref(self.ftface)) == 0
        self.fonts = {}; self.adv = {}; self.cur = None
    def hbfont(self, size):
        f = self.fonts.get(size)
        if f is None:
            f = hb.hb_font_create(self.face); sc = int(size * 65536)
            hb.hb_font_set_scale(f, sc, sc); self.fonts[size] = f
        return f
    def ftadv(self, gid, size):
        k = (gid, size); v = self.adv.get(k)
        if v is None:
            c = int(size * 64)
            if self.cur != c: ft.FT_Set_Char_Size(self.ftface, c, c, 72, 72); self.cur = c
            out = C.c_long(); assert ft.FT_Get_Advance(self.ftface, gid, FT_LOAD_NO_HINTING, C.byref(out)) == 0
            v = self.adv[k] = out.value
        return v
    def glyphs(self, text, size):
        """[(cluster utf8 byte, advance 16.16 int)] FreeType advance + HarfBuzz GPOS delta."""
        f = self.hbfont(size); b = hb.hb_buffer_create(); data = text.encode()
        hb.hb_buffer_add_utf8(b, data, len(data), 0, len(data)); hb.hb_buffer_guess_segment_properties(b)
        hb.hb_shape(f, b, None, 0)
        n = C.c_uint(); gi = hb.hb_buffer_get_glyph_infos(b, C.byref(n)); gp = hb.hb_buffer_get_glyph_positions(b, C.byref(n))
        out = []
        for i in range(n.value):
            g = gi[i].codepoint
            out.append((gi[i].cluster, self.ftadv(g, size) + gp[i].x_advance - hb.hb_font_get_glyph_h_advance(f, g)))
        hb.hb_buffer_destroy(b)
        return out
    def width(self, text, size):
        return sum(a for _, a in self.glyphs(text, size)) / 65536.0
print_version = lambda: hb.hb_version_string().decode()
