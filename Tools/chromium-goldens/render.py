#!/usr/bin/env python3
"""Render a chat-message corpus in headless Chromium and record what it did.

Input: a corpus JSONL ({"id", "category", "text"} per line, and "spans" for styled text)
and a parameter set, with line clamps when asked.
Output: one JSONL results file (one case per line) and <name>.meta.json beside it.
See README.md in this folder. Standard library only.
"""
import argparse
import concurrent.futures
import datetime
import hashlib
import html
import json
import math
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# The bundled fonts in fallback order, as F0..F7.
FONT_FILES = [
    "NotoSans-Regular.ttf",
    "NotoSansArabic-Regular.ttf",
    "NotoSansHebrew-Regular.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoColorEmoji.ttf",
    "DroidSansFallbackFull.ttf",
    "NanumBarunGothic.ttf",
]

PRESETS = {
    # First golden test: a seeded ~30-case subset of the cross product per message.
    "basic": dict(widths=[160, 200, 240, 300, 360, 420], sizes=[14, 15, 17, 21, 28, 33],
                  line_heights=["normal", "r1.3x", "22.5"], white_space=["pre-wrap", "normal"],
                  core="latin-square", per_message=30),
    # Every-script suite: all widths x all sizes in normal/pre-wrap, plus seeded others.
    "full": dict(widths=[120, 180, 240, 300, 375, 480], sizes=[14, 17, 23, 33, 53],
                 line_heights=["normal", "r1.3x", "1.2x", "0.9x"], white_space=["pre-wrap", "normal"],
                 core="grid", per_message=40),
    # Every-script corpus (make_corpus.py scripts), for the bundled stack at several dprs:
    # every width once in both white-space modes at `normal`, every width once per fixed
    # line height (1.2x is fractional, so device-pixel rounding of a fixed line shows), the rest
    # seeded.
    "scripts": dict(widths=[120, 180, 240, 300, 375, 480], sizes=[14, 17, 23, 33, 53],
                    line_heights=["normal", "r1.3x", "1.2x"], white_space=["pre-wrap", "normal"],
                    core="latin-square", per_message=30),
    # The same parameter set, 10 seeded cases per message (the test stacks' smaller sets).
    "scripts-sample": dict(widths=[120, 180, 240, 300, 375, 480], sizes=[14, 17, 23, 33, 53],
                           line_heights=["normal", "r1.3x", "1.2x"], white_space=["pre-wrap", "normal"],
                           per_message=10),
}

# Characters that a stack's fonts may all lack; the first one that none has checks, on every
# page, that Chromium draws it with the primary font's .notdef (no other font reachable).
# (Georgian, Tifinagh, Lisu, Braille, a hexagram, N'Ko, Canadian syllabics, Cherokee, Ol Chiki,
# Vai, Runic, Coptic, Adlam: DejaVu Sans, the machine's usual fallback, has the first seven.)
TOFU_CANDIDATES = ["\u10d0", "\u2d30", "\ua4d0", "\u2800", "\u4dc0", "\u07c0", "\u1401", "\u13a0",
                   "\u1c5a", "\ua500", "\u16a0", "\u2c80", "\U0001e900"]


def chromium_flags(dpr):
    return ["--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=%s" % dpr,
            "--hide-scrollbars", "--mute-audio", "--no-first-run", "--disable-extensions"]


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def resolve_line_height(token, size):
    """'normal'; 'rNx' = N*size rounded to whole px; 'Nx' = N*size to 0.01 px; or px."""
    if token == "normal":
        return "normal"
    if token.startswith("r") and token.endswith("x"):
        v = math.floor(float(token[1:-1]) * size + 0.5)
    elif token.endswith("x"):
        v = math.floor(float(token[:-1]) * size * 100 + 0.5) / 100
    else:
        v = float(token)
    if not (v > 0 and math.isfinite(v)):
        raise ValueError("bad line height %r" % token)
    return int(v) if v == int(v) else v


def parse_list(text, conv):
    return [conv(x.strip()) for x in text.split(",") if x.strip()]


def num(x):
    v = float(x)
    if not (v > 0 and math.isfinite(v)):
        raise ValueError("not a positive finite number: %r" % x)
    return int(v) if v == int(v) else v


def select_cases(msg_id, params, seed):
    """Deterministic list of (wi, si, li, wsi) index tuples for one message, or
    (wi, si, li, wsi, ci) when the parameters have clamps."""
    W, S, L, WS = (len(params["widths"]), len(params["sizes"]),
                   len(params["line_heights"]), len(params["white_space"]))
    C = len(params.get("clamps") or [])
    allc = [(w, s, l, ws) for w in range(W) for s in range(S) for l in range(L) for ws in range(WS)]
    if C:
        allc = [c + (k,) for c in allc for k in range(C)]
    target = params.get("per_message")
    if not target or target >= len(allc):
        return allc
    rng = random.Random(hashlib.sha256(("%s\0%s" % (seed, msg_id)).encode()).hexdigest())
    chosen = set()
    normal = params["line_heights"].index("normal") if "normal" in params["line_heights"] else 0
    core = params.get("core")
    if core == "grid":
        # every width x every size, line-height normal, first white-space mode (pre-wrap)
        chosen.update((w, s, normal, 0) for w in range(W) for s in range(S))
    elif core == "latin-square":
        # every width once with a rotating size, in every white-space mode, line-height normal
        off = rng.randrange(S)
        chosen.update((w, (w + off) % S, normal, ws) for w in range(W) for ws in range(WS))
        # and every fixed line height with every width once
        for l in range(L):
            if l != normal:
                off = rng.randrange(S)
                chosen.update((w, (w + off) % S, l, rng.randrange(WS)) for w in range(W))
    if C:
        # the core's cases take the clamps in turn
        chosen = {c + (i % C,) for i, c in enumerate(sorted(chosen))}
    rest = [c for c in allc if c not in chosen]
    rng.shuffle(rest)
    chosen.update(rest[:max(0, target - len(chosen))])
    return sorted(chosen)


class StackError(Exception):
    pass


def load_stack(path):
    """A font-stack file (Docs/steady-measure.md, "Font-stack files"): a list of
    {family, fallback, faces: [{path, weight, style}]}, paths resolved against the file's folder."""
    path = Path(path)
    where = str(path)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise StackError("%s: cannot read: %s" % (where, e))
    if not isinstance(doc, dict) or set(doc) != {"families"} or not isinstance(doc["families"], list) \
            or not doc["families"]:
        raise StackError("%s: needs exactly {\"families\": [...]} with at least one family" % where)
    fams, names = [], set()
    for i, fam in enumerate(doc["families"]):
        if not isinstance(fam, dict) or not isinstance(fam.get("family"), str) or not fam["family"]:
            raise StackError("%s: family %d: needs a \"family\" name" % (where, i))
        name = fam["family"]
        unknown = set(fam) - {"family", "faces", "fallback"}
        if unknown:
            raise StackError("%s: family %r: unknown field %s" % (where, name, sorted(unknown)[0]))
        if name in names:
            raise StackError("%s: family %r: listed twice" % (where, name))
        names.add(name)
        fallback = fam.get("fallback", True)
        if not isinstance(fallback, bool):
            raise StackError("%s: family %r: fallback must be true or false" % (where, name))
        faces = fam.get("faces")
        if not isinstance(faces, list) or not faces:
            raise StackError("%s: family %r: no faces" % (where, name))
        out = []
        for face in faces:
            if not isinstance(face, dict) or not isinstance(face.get("file"), str):
                raise StackError("%s: family %r: a face needs a \"file\"" % (where, name))
            unknown = set(face) - {"file", "weight", "style"}
            if unknown:
                raise StackError("%s: family %r: unknown face field %s" % (where, name, sorted(unknown)[0]))
            fp = (path.parent / face["file"]).resolve()
            if not fp.is_file() or not os.access(fp, os.R_OK):
                raise StackError("%s: family %r: missing or unreadable font file %s" % (where, name, fp))
            w = face.get("weight", 400)
            ok = lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and 1 <= v <= 1000
            if isinstance(w, list):
                if len(w) != 2 or not all(ok(v) for v in w) or w[0] > w[1]:
                    raise StackError("%s: family %r: bad weight range %r" % (where, name, w))
            elif not ok(w):
                raise StackError("%s: family %r: bad weight %r" % (where, name, w))
            st = face.get("style", "normal")
            if st not in ("normal", "italic"):
                raise StackError("%s: family %r: bad style %r" % (where, name, st))
            out.append({"path": fp, "file": face["file"], "weight": w, "style": st})
        fams.append({"family": name, "fallback": fallback, "faces": out})
    if not any(f["fallback"] for f in fams):
        raise StackError("%s: no family with fallback" % where)
    return fams


def default_stack(fonts_dir):
    """The eight bundled files as families F0..F7 (the presets' page, unchanged)."""
    return [{"family": "F%d" % i, "fallback": True,
             "faces": [{"path": Path(fonts_dir) / f, "file": f, "weight": None, "style": None}]}
            for i, f in enumerate(FONT_FILES)]


def css_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def font_face_css(stack, named):
    """@font-face rules. `named` = False gives the presets' F0..F7 rules byte for byte."""
    rules = []
    for fam in stack:
        for face in fam["faces"]:
            if not named:
                rules.append('@font-face { font-family: %s; src: url("%s"); }'
                             % (fam["family"], face["path"].as_uri()))
                continue
            w = face["weight"]
            w = "%s %s" % tuple(num_css(v) for v in w) if isinstance(w, list) else num_css(w)
            rules.append('@font-face { font-family: %s; src: url("%s"); font-weight: %s; font-style: %s; }'
                         % (css_string(fam["family"]), face["path"].as_uri(), w, face["style"]))
    return "\n".join(rules)


def family_list(stack, named):
    fams = [f["family"] for f in stack if f["fallback"]]
    return ", ".join(css_string(f) if named else f for f in fams)


def num_css(v):
    return str(int(v)) if v == int(v) else repr(float(v))


def charset(path):
    """Code points of a font file, as fontconfig sees them (what Chromium's fallback asks)."""
    # A variable font scans as one pattern per named instance: the first is the default's.
    text = subprocess.run(["fc-scan", "--format", "%{charset}\n", str(path)], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, check=True).stdout.decode().split("\n")[0]
    ranges = []
    for tok in text.split():
        a, _, b = tok.partition("-")
        ranges.append((int(a, 16), int(b or a, 16)))
    return ranges


def notdef_em(path):
    """Advance of glyph 0 in em, from the font's head and hmtx tables (first face of a .ttc)."""
    import struct
    data = Path(path).read_bytes()
    off = 0
    if data[:4] == b"ttcf":
        off = struct.unpack(">I", data[12:16])[0]
    n = struct.unpack(">H", data[off + 4:off + 6])[0]
    tables = {}
    for i in range(n):
        rec = data[off + 12 + 16 * i: off + 28 + 16 * i]
        tables[rec[:4]] = struct.unpack(">I", rec[8:12])[0]
    upem = struct.unpack(">H", data[tables[b"head"] + 18: tables[b"head"] + 20])[0]
    adv = struct.unpack(">H", data[tables[b"hmtx"]: tables[b"hmtx"] + 2])[0]
    return adv / upem


def primary_face(stack):
    """The face that draws unstyled text: the first fallback family's face that CSS font
    matching picks for weight 400, normal style. Normal faces first; among them a face whose
    weights hold 400, else the nearest of 400-500 upwards, else the nearest below 400, else
    the nearest above 500 (CSS Fonts 4, 5.2): a family of 350 and 500 draws with 500."""
    fam = next(f for f in stack if f["fallback"])
    def rank(face):
        w = face["weight"] or 400
        lo, hi = (w[0], w[1]) if isinstance(w, list) else (w, w)
        if lo <= 400 <= hi:
            order = (0, 0)
        elif 400 < lo <= 500:
            order = (1, lo - 400)
        elif hi < 400:
            order = (2, 400 - hi)
        else:
            order = (3, lo - 500)
        return ((face["style"] or "normal") != "normal",) + order
    return min(fam["faces"], key=rank)


def system_font_with(cp):
    """A font of the machine's own fontconfig setup that has code point cp, or None."""
    env = {k: v for k, v in os.environ.items() if k != "FONTCONFIG_FILE"}
    out = subprocess.run(["fc-list", ":charset=%x" % cp, "family"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, env=env).stdout.decode().split("\n")
    fams = sorted(line.split(",")[0] for line in out if line.strip())
    return fams[0] if fams else None


def tofu_probe(stack):
    """(character, .notdef width in em, a system font that has it) for the no-system-fonts
    check: the first candidate that no font of the stack has, preferring one that some font of
    the machine has (so that a leak would show), or None."""
    sets = [charset(face["path"]) for fam in stack for face in fam["faces"]]
    missing = [ch for ch in TOFU_CANDIDATES if not any(a <= ord(ch) <= b for rs in sets for a, b in rs)]
    if not missing:
        return None
    em = notdef_em(primary_face(stack)["path"])
    for ch in missing:
        sysfont = system_font_with(ord(ch))
        if sysfont:
            return ch, em, sysfont
    return missing[0], em, None


def fontconfig_file(tmp, stack):
    # Chromium falls back to any font fontconfig knows for characters that the stack lacks.
    # This config's only font directory holds symlinks to the files of the stack's fallback
    # families, so the only "system" fonts are the same files; a family with "fallback": false
    # is reachable only through its @font-face. It keeps /etc/fonts/conf.d for the rendering
    # settings (hinting, antialiasing): without them Chromium uses integer glyph advances.
    # conf.d can add font directories of its own (a package's <dir>, as TeX's font folders do,
    # or a user's config through 50-user.conf): <reset-dirs/> after the include drops them,
    # and the temporary folder is added after it. (A config with no font at all made
    # Chromium's web-font loads fail at random.)
    fonts_dir = Path(tmp) / "fonts"
    fonts_dir.mkdir()
    for n, face in enumerate(f for fam in stack if fam["fallback"] for f in fam["faces"]):
        (fonts_dir / ("%02d-%s" % (n, face["path"].name))).symlink_to(face["path"])
    path = Path(tmp) / "fonts.conf"
    path.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        '<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/conf.d</include>\n'
        "  <reset-dirs/>\n  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n</fontconfig>\n"
        % (html.escape(str(fonts_dir)), html.escape(str(Path(tmp) / "fc-cache"))))
    return path


def page_html(setup, texts, cases, spans=None):
    faces = setup["css"]
    doc = {"texts": texts, "cases": cases, "family": setup["family"], "faceCount": setup["faceCount"],
           "dpr": setup["dpr"], "tofu": setup["tofu"]}
    if spans and any(spans):
        doc["spans"] = spans
    data = json.dumps(doc, ensure_ascii=True, separators=(",", ":")).replace("</", "<\\/")
    script = (HERE / "page.js").read_text()
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n<style>\n%s\n'
            "html, body { margin: 0; padding: 0; }\n</style></head><body>\n"
            '<div id="host"></div><pre id="out">pending</pre>\n'
            '<script type="application/json" id="data">%s</script>\n<script>%s</script>\n'
            "</body></html>\n" % (faces, data, script))


def run_page(chromium, tmp, idx, setup, fc_conf, texts, cases, timeout, spans=None):
    page = Path(tmp) / ("page%04d.html" % idx)
    page.write_text(page_html(setup, texts, cases, spans), encoding="utf-8")
    profile = Path(tmp) / ("profile%04d" % idx)
    cmd = [chromium] + chromium_flags(setup["dpr"]) + ["--user-data-dir=%s" % profile, "--dump-dom", page.as_uri()]
    env = dict(os.environ, FONTCONFIG_FILE=str(fc_conf))
    last = None
    for attempt in range(3):
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           timeout=timeout)
        m = re.search(r'<pre id="out">(.*?)</pre>', p.stdout.decode("utf-8", "replace"), re.S)
        if m:
            res = json.loads(html.unescape(m.group(1))) if m.group(1) != "pending" else {"error": "pending"}
            if "rows" in res and len(res["rows"]) == len(cases):
                bad = check_page(setup, res)
                if bad:
                    raise RuntimeError("page %d: %s" % (idx, bad))  # deterministic: no retry
                page.unlink()
                return res["rows"], (res.get("maxSpread"), res.get("minStep"), res.get("splits"),
                                     res.get("maxSpreadEm"), res.get("minStepEm"))
            last = res.get("error", "row count")
        else:
            last = "no output (exit %d)" % p.returncode
        print("page %d attempt %d failed: %s" % (idx, attempt + 1, last), file=sys.stderr)
    raise RuntimeError("page %d failed: %s" % (idx, last))


def check_page(setup, res):
    """The page's own report: device pixel ratio, and the no-system-fonts probe."""
    if res.get("dpr") != setup["dpr"]:
        return "window.devicePixelRatio is %s, not %s" % (res.get("dpr"), setup["dpr"])
    if setup["tofu"]:
        ch, em = setup["tofu"]
        want = em * TOFU_SIZE
        if abs(res.get("tofuWidth", -1) - want) > 1 / 16:
            return ("U+%04X is %s px wide at %d px, not the primary font's .notdef %.4f px: "
                    "Chromium reached a font outside the stack" % (ord(ch), res.get("tofuWidth"), TOFU_SIZE, want))
    return None


TOFU_SIZE = 100


def fixed_unit(lh, dpr=1):
    """A fixed line height as Chromium keeps it: in 1/64 of a device pixel, in CSS px."""
    return round(lh * dpr * 64) / 64 / dpr


def build_record(msg, text, w, s, lh, ws, row, dpr=1, clamp=0):
    rec = {"id": msg["id"], "width": w, "size": s, "lineHeight": lh, "whiteSpace": ws}
    if clamp:
        rec["clamp"] = clamp
    h, ph, P = row["h"], row["ph"], row["P"]
    flags = []
    if text == "" or h == 0:
        starts = []
        if ph != 0:
            flags.append("probe-height %s for an empty box" % ph)
    else:
        starts = row["s"]
        if row["ps"] != starts:
            flags.append("probe lineStarts %s" % row["ps"])
    for key in ("n1", "n2"):
        if key in row:
            flags.append("%s %s" % ("scan" if key == "n1" else "probe-scan", " ".join(row[key])))
    plines = ph / P
    if plines != len(starts):
        flags.append("probe lines %s" % plines)
    # A clamped div shows its first `clamp` lines; the other lines still have rects.
    clamped = bool(clamp) and len(starts) > clamp
    lines = clamp if clamped else len(starts)
    if lh != "normal":
        unit = fixed_unit(lh, dpr)
        # Blink hands out rects in float32: at a fractional dpr, lines x unit is not one, so
        # the float32 rounding of the height (up to 2^-24 of it) is allowed, with margin.
        # A line is exactly L tall unless a span's font or a box reaches out of it (then
        # taller): styled text only gets the lower bound.
        eps = max(1e-6 * unit, abs(h) * 2 ** -22)
        if abs(h - lines * unit) > eps and ("spans" not in msg or h < lines * unit - eps):
            flags.append("height/lineHeight %.6f" % (h / unit))
    if clamp:
        # the same div without the clamp: as tall when nothing is clamped, taller otherwise
        if (row["fh"] > h) != clamped or (not clamped and row["fh"] != h):
            flags.append("unclamped height %s" % row["fh"])
    rec.update(lines=lines, height=h, lineStarts=starts[:lines])
    if clamp:
        rec["clamped"] = clamped
        v = row.get("v")
        if clamped and v is None:
            flags.append("no visibleEnd analysis")
        if v and "end" in v:
            rec["visibleEnd"] = v["end"]
        if v and v.get("bad"):
            flags.append("visibleEnd: %s" % v["why"])
    if "spans" in msg:
        rec["spans"] = msg["spans"]
    if flags:
        rec["flags"] = flags
    return rec


class SpanError(Exception):
    pass


def utf16(text):
    """The text's UTF-16 code units, as JavaScript counts them."""
    b = text.encode("utf-16-le")
    return [b[i] | b[i + 1] << 8 for i in range(0, len(b), 2)]


def check_spans(spans, text, families):
    """Docs/steady-measure.md's rules for a message's spans; raises SpanError naming the span."""
    if not isinstance(spans, list):
        raise SpanError("spans must be a list")
    units = utf16(text)
    is_int = lambda v: isinstance(v, int) and not isinstance(v, bool)
    is_num = lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
    prev = None
    for n, sp in enumerate(spans, 1):
        where = "span %d" % n
        if not isinstance(sp, dict) or not is_int(sp.get("start")) or not is_int(sp.get("end")):
            raise SpanError("%s: needs integer start and end" % where)
        a, e = sp["start"], sp["end"]
        if not 0 <= a < e <= len(units):
            raise SpanError("%s (%d..<%d): empty or outside the text (%d UTF-16 code units)" % (where, a, e, len(units)))
        if prev is not None and a < prev:
            raise SpanError("%s (%d..<%d): unsorted or overlapping" % (where, a, e))
        for o in (a, e):
            if 0 < o < len(units) and 0xDC00 <= units[o] <= 0xDFFF and 0xD800 <= units[o - 1] <= 0xDBFF:
                raise SpanError("%s: offset %d splits a surrogate pair" % (where, o))
        if "weight" in sp and not (is_num(sp["weight"]) and 100 <= sp["weight"] <= 900):
            raise SpanError("%s: weight %r outside 100-900" % (where, sp["weight"]))
        if "style" in sp and sp["style"] not in ("normal", "italic"):
            raise SpanError("%s: bad style %r" % (where, sp["style"]))
        if "family" in sp and sp["family"] not in families:
            raise SpanError("%s: family %r is not in the font stack" % (where, sp["family"]))
        if "box" in sp and not (is_num(sp["box"]) and sp["box"] >= 0):
            raise SpanError("%s: bad box width %r" % (where, sp["box"]))
        prev = e


def span_css(span, family):
    """The chromium target of one span (Docs/steady-measure.md, "Styled text: spans"): the style of its
    <span>. `family` is the div's font-family list (the stack's fallback families)."""
    css = []
    if "weight" in span:
        css.append("font-weight:%s" % num_css(span["weight"]))
    if "style" in span:
        css.append("font-style:%s" % span["style"])
    if "family" in span:
        css.append("font-family:%s, %s" % (css_string(span["family"]), family))
    if "box" in span:
        css.append("display:inline-block;width:%sem;height:1em" % num_css(span["box"]))
    return ";".join(css)


def rel(path):
    p = Path(path).resolve()
    return os.path.relpath(p, REPO) if p.is_relative_to(REPO) else str(path)


# What render.py, Tools/firefox-goldens/render_firefox.py and Tools/webkit-goldens/render_webkit.py
# share: the case options, the parameters, the stack, the corpus, the page texts and cases, the
# results file and the common meta fields.

FONTCONFIG_NOTE = ("/etc/fonts/conf.d for rendering settings, then <reset-dirs/>, then the only font dir: "
                   "symlinks to the files of the stack's fallback families")


def add_case_arguments(ap, preset_help="named parameter set", clamps=False, first=False):
    """The corpus, the output, the parameter options and the subset seed; with `clamps`, --clamps
    (render.py's: the other engines' scripts have no line clamps); with `first`, --first (the
    corpus's first N messages)."""
    ap.add_argument("corpus", help="corpus JSONL: {id, category, text[, spans]} per line")
    ap.add_argument("-o", "--out", required=True, help="results JSONL (meta goes to <name>.meta.json)")
    ap.add_argument("--preset", choices=sorted(PRESETS), help=preset_help)
    ap.add_argument("--widths", help="comma-separated px")
    ap.add_argument("--sizes", help="comma-separated px")
    ap.add_argument("--line-heights", help="comma-separated: normal, px, Nx (N*size), rNx (rounded)")
    ap.add_argument("--white-space", help="comma-separated: pre-wrap, normal")
    if clamps:
        ap.add_argument("--clamps", help="comma-separated line counts: each case also gets a -webkit-line-clamp")
    ap.add_argument("--per-message", type=int, help="cases per message (seeded subset); 0 = full cross product")
    ap.add_argument("--seed", default="1", help="seed of the per-message subsets (default 1)")
    if first:
        ap.add_argument("--first", type=int, help="only the corpus's first N messages")


def add_page_arguments(ap):
    """Cases per page and the seconds a page may take."""
    ap.add_argument("--batch", type=int, default=3000, help="cases per page")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per page")


def case_params(args, ap, clamps=False):
    """The parameter set: the preset's (or the default), with add_case_arguments' options over it,
    checked (ap.error on a bad one). With `clamps` (add_case_arguments'), --clamps too; without, a
    preset's clamps are dropped."""
    params = dict(PRESETS[args.preset]) if args.preset else dict(
        widths=[300], sizes=[17], line_heights=["normal"], white_space=["pre-wrap"], per_message=0)
    if not clamps:
        params.pop("clamps", None)
    if args.widths:
        params["widths"] = parse_list(args.widths, num)
    if args.sizes:
        params["sizes"] = parse_list(args.sizes, num)
    if args.line_heights:
        params["line_heights"] = parse_list(args.line_heights, str)
    if args.white_space:
        params["white_space"] = parse_list(args.white_space, str)
    if args.per_message is not None:
        params["per_message"] = args.per_message
    if clamps and args.clamps:
        params["clamps"] = parse_list(args.clamps, int)
        if not all(c > 0 for c in params["clamps"]):
            ap.error("clamps must be positive line counts")
    for m in params["white_space"]:
        if m not in ("pre-wrap", "normal"):
            ap.error("white-space must be pre-wrap or normal")
    for t in params["line_heights"]:
        resolve_line_height(t, 17)
    params["seed"] = args.seed
    return params


def stack_or_error(path, ap):
    """load_stack, with its error as ap.error."""
    try:
        return load_stack(path)
    except StackError as e:
        ap.error(str(e))


def tofu_or_warning(stack):
    """tofu_probe, with a warning when it finds no character."""
    tofu = tofu_probe(stack)
    if tofu is None:
        print("warning: every candidate character is in some font of the stack: no system-font check",
              file=sys.stderr)
    return tofu


def read_corpus(path, stack, ap, first=None):
    """The corpus's messages (the first `first` of them, when given), each with an id and a text
    and spans that check_spans accepts against the stack's families (ap.error if not)."""
    families = {f["family"] for f in stack}
    msgs = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                m = json.loads(line)
                if not isinstance(m.get("text"), str) or "id" not in m:
                    ap.error("corpus line %d: needs id and text" % n)
                if "spans" in m:
                    try:
                        check_spans(m["spans"], m["text"], families)
                    except SpanError as e:
                        ap.error("corpus line %d (%s): %s" % (n, m["id"], e))
                msgs.append(m)
    if first is not None:
        msgs = msgs[:first]
    return msgs


def page_texts_and_cases(msgs, params, family):
    """The page texts, their spans and the cases of the messages. A page text is a text with its
    spans (CSS per span: [start, end, css, isBox]; `family` is the div's font-family list); a
    case is (message, page text index, width, size, line height, white-space, clamp or 0)."""
    texts, text_spans, text_index, cases = [], [], {}, []
    clamps = params.get("clamps")
    for m in msgs:
        t = m["text"]
        sp = [[x["start"], x["end"], span_css(x, family), "box" in x] for x in m["spans"]] \
            if m.get("spans") else None
        key = (t, json.dumps(sp))
        if key not in text_index:
            text_index[key] = len(texts)
            texts.append(t)
            text_spans.append(sp)
        for c in select_cases(m["id"], params, params["seed"]):
            wi, si, li, wsi = c[:4]
            w, s = params["widths"][wi], params["sizes"][si]
            lh = resolve_line_height(params["line_heights"][li], s)
            ws = params["white_space"][wsi]
            cases.append((m, text_index[key], w, s, lh, ws, clamps[c[4]] if clamps else 0))
    return texts, text_spans, cases


def split_pages(msgs, cases, batch):
    """The cases in pages of `batch`, and says how many."""
    batches = [cases[i:i + batch] for i in range(0, len(cases), batch)]
    print("%d messages, %d cases, %d pages" % (len(msgs), len(cases), len(batches)), file=sys.stderr)
    return batches


def page_input(batch, texts, text_spans):
    """One page's texts, cases ([text, width, size, line height, white-space(, clamp)]) and spans."""
    used = sorted({c[1] for c in batch})
    local = {ti: k for k, ti in enumerate(used)}
    return ([texts[ti] for ti in used],
            [[local[c[1]], c[2], c[3], c[4], c[5]] + ([c[6]] if c[6] else []) for c in batch],
            [text_spans[ti] for ti in used])


def write_records(out, cases, texts, rows, dpr, each_row=None):
    """Writes the results file: build_record of each case and its row (each_row(row) sees every
    row written). Returns how many records are flagged."""
    flagged = 0
    with open(out, "w", encoding="utf-8") as f:
        for (m, ti, w, s, lh, ws, clamp), row in zip(cases, rows):
            rec = build_record(m, texts[ti], w, s, lh, ws, row, dpr, clamp)
            flagged += "flags" in rec
            if each_row:
                each_row(row)
            f.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")
    return flagged


def command_line(script, argv):
    """How the script was called, for the meta file."""
    return "python3 " + " ".join(shlex.quote(a) for a in [os.path.relpath(script, os.getcwd())] + argv)


def utc_now():
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat()


def stack_meta(path, stack):
    """The meta fields of a stack file: the file, its hash and its faces' files and hashes."""
    return {"stack": rel(path), "stackSha256": sha256_file(path),
            "stackFaces": [{"family": fam["family"], "file": rel(face["path"]), "sha256": sha256_file(face["path"])}
                           for fam in stack for face in fam["faces"]]}


def run_meta(args, params, msgs, cases, flagged, pages):
    """The meta fields of the run: corpus, (--first,) parameters and counts."""
    meta = {"corpus": rel(args.corpus), "corpusSha256": sha256_file(args.corpus)}
    if "first" in vars(args):
        meta["first"] = args.first
    meta.update({
        "parameters": {"preset": args.preset, **params},
        "messages": len(msgs),
        "cases": len(cases),
        "flagged": flagged,
        "pages": pages,
        "casesPerPage": args.batch,
    })
    return meta


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_case_arguments(ap, clamps=True)
    ap.add_argument("--fonts", default=str(REPO / "Fonts"),
                    help="font folder with the eight bundled files as F0..F7 (default: repo Fonts/)")
    ap.add_argument("--stack", help="a font-stack file (Docs/steady-measure.md); replaces --fonts' F0..F7")
    ap.add_argument("--dpr", type=num, help="device scale factor (default 1)")
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("--jobs", type=int, default=2, help="parallel Chromium processes")
    add_page_arguments(ap)
    args = ap.parse_args(argv)

    params = case_params(args, ap, clamps=True)
    dpr = args.dpr if args.dpr is not None else 1
    fonts_dir = Path(args.fonts).resolve()
    if args.stack:
        stack = stack_or_error(args.stack, ap)
    else:
        for f in FONT_FILES:
            if not (fonts_dir / f).is_file():
                ap.error("missing font %s" % (fonts_dir / f))
        stack = default_stack(fonts_dir)
    named = bool(args.stack)
    tofu = tofu_or_warning(stack)
    setup = {"css": font_face_css(stack, named), "family": family_list(stack, named),
             "faceCount": sum(len(f["faces"]) for f in stack), "dpr": dpr,
             "tofu": [tofu[0], tofu[1]] if tofu else None}

    msgs = read_corpus(args.corpus, stack, ap)
    texts, text_spans, cases = page_texts_and_cases(msgs, params, setup["family"])

    batches = split_pages(msgs, cases, args.batch)
    with tempfile.TemporaryDirectory(prefix="chromium-goldens-") as tmp:
        fc_conf = fontconfig_file(tmp, stack)

        def job(i):
            page_texts, page_cases, page_spans = page_input(batches[i], texts, text_spans)
            rows = run_page(args.chromium, tmp, i, setup, fc_conf, page_texts, page_cases, args.timeout, page_spans)
            print("page %d/%d done" % (i + 1, len(batches)), file=sys.stderr)
            return rows

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            pages = list(ex.map(job, range(len(batches))))
        all_rows = [r for rows, _ in pages for r in rows]
        spreads = [m[0] for _, m in pages if m[0] is not None]
        steps = [m[1] for _, m in pages if m[1] is not None]

    out = Path(args.out)
    visible = {}       # how each clamped case's visibleEnd was found, or why not
    rule = [0, 0]      # truncated lines that do / do not follow the longest-prefix rule

    def count_visible(row):
        v = row.get("v")
        if v:
            k = v.get("how") or "unknown: " + v["why"]
            visible[k] = visible.get(k, 0) + 1
            if "rule" in v:
                rule[0 if v["rule"] else 1] += 1

    flagged = write_records(out, cases, texts, all_rows, dpr, count_visible)

    version = subprocess.run([args.chromium, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL).stdout.decode().strip()
    meta = {
        "generator": "Tools/chromium-goldens/render.py",
        "command": command_line(__file__, argv),
        "chromiumCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", args.chromium] + chromium_flags(dpr)
                                    + ["--user-data-dir=<tmp>/profileN", "--dump-dom", "file://<tmp>/pageN.html"]),
        "fontconfig": FONTCONFIG_NOTE,
        "chromiumVersion": version,
        "date": utc_now(),
    }
    if args.stack:
        meta.update(stack_meta(args.stack, stack))
    else:
        meta["fontsManifestSha256"] = sha256_file(fonts_dir / "MANIFEST.tsv")
    if args.dpr is not None:
        meta["dpr"] = dpr
    if tofu:
        meta["noSystemFontsCheck"] = "U+%04X (%s) drawn %s em wide, the primary font's .notdef, on every page" % (
            ord(tofu[0]), "this machine has it in %s" % tofu[2] if tofu[2] else "in no font of this machine",
            round(tofu[1], 6))
    if spreads:
        # How far the contract div's 0.5 px rule is from failing: the largest distance of a
        # grapheme's centre from its line's first centre, and the smallest move down at a wrap.
        meta["lineStartsMargins"] = {"maxCentreSpreadInLine": max(spreads),
                                     "minCentreStepAtWrap": min(steps) if steps else None}
        if any("spans" in m for m in msgs):
            # with spans the centres of one line differ: the same margins in em of the size,
            # against the rule's tolerance of half the size (or of a smaller fixed line height)
            steps_em = [m[4] for _, m in pages if m[4] is not None]
            meta["lineStartsMargins"].update(
                maxCentreSpreadInLineEm=max(m[3] for _, m in pages if m[3] is not None),
                minCentreStepAtWrapEm=min(steps_em) if steps_em else None)
        # graphemes (Intl.Segmenter's) that Chromium broke inside, walked code point by code point
        meta["graphemesBrokenInside"] = sum(m[2] or 0 for _, m in pages)
    if params.get("clamps"):
        meta["clamps"] = {
            "clamped": sum(1 for v in (r.get("v") for r in all_rows) if v),
            # truncated: a text child cut (its drawn characters have a doubled rect);
            # whole: the last child fits with the ellipsis; hidden: later children hidden
            # whole; unknown: left out (rtl: the line has right-to-left text; margin: a fit
            # within 1/16 px of the edge)
            "visibleEnd": dict(sorted(visible.items())),
            "truncatedByLongestPrefix": {"yes": rule[0], "no": rule[1]},
        }
    meta.update(run_meta(args, params, msgs, cases, flagged, len(batches)))
    write_meta(out, meta, len(cases), flagged)
    return 0


def write_meta(out, meta, cases, flagged):
    """Writes <results>.meta.json beside the results file `out`, and says so."""
    meta_path = out.with_name(re.sub(r"\.jsonl$", "", out.name) + ".meta.json")
    meta_path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print("wrote %s (%d cases, %d flagged) and %s" % (out, cases, flagged, meta_path), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
