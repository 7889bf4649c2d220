#!/usr/bin/env python3
"""Which font Chromium draws a Unicode space in when the primary font lacks it, and how wide.

    python3 Tools/chromium-goldens/probe_space_fallback.py [--dpr 2] [-o OUT.jsonl]

HarfBuzz draws a space a font does not map (U+00A0, U+2000-U+200A, U+202F, U+205F, U+3000)
with the font's U+0020 glyph at a width of its kind; Blink's `ExtractShapeResults` takes that
glyph as .notdef for U+3000 alone, so that the next font of the fallback list draws it. This
probe shows the rule on pages of the bundled fonts and Cabin (which maps none of these spaces):
each space after nothing, Latin, Arabic, Hebrew and CJK, at 16 px and 14.3 px (off the 26.6
grid), in stacks whose fallback fonts have their ascent and descent overridden to 150% and 60%
(a font that draws a character of the line shows in the line's height), and in the same stacks
without overrides, as Steady reads the files. One JSON line per case:
stack, context, space, size, the line's height, the text's max-content width and the space's
own width (a Range over it), in CSS px. Standard library only; render.py's helpers.
"""
import argparse
import html
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import render  # noqa: E402

FONTS = render.REPO / "Fonts"
# Cabin's regular face: the first face of the Cabin test stack (Debian's fonts-cabin).
CABIN = render.load_stack(render.REPO / "Tests/SteadyTextTests/Goldens/stacks/cabin.json")[0]["faces"][0]["path"]
TALL = "ascent-override: 150%; descent-override: 60%;"
FACES = {  # family: (file, extra descriptors)
    "Cabin": (CABIN, ""),
    "Noto Sans": (FONTS / "NotoSans-Regular.ttf", ""),
    "Noto Tall": (FONTS / "NotoSans-Regular.ttf", TALL),
    "Arabic": (FONTS / "NotoSansArabic-Regular.ttf", ""),
    "Hebrew": (FONTS / "NotoSansHebrew-Regular.ttf", ""),
    "Droid Tall": (FONTS / "DroidSansFallbackFull.ttf", TALL),
    "Droid": (FONTS / "DroidSansFallbackFull.ttf", ""),
    "Nanum": (FONTS / "NanumBarunGothic.ttf", ""),
}
STACKS = {
    # Cabin first: the U+2000 class falls to Noto Tall, U+3000 to Droid Tall, if Blink falls back.
    "cabin-noto-droid": ["Cabin", "Arabic", "Hebrew", "Noto Tall", "Droid Tall"],
    # The bundled stack's order: Noto Sans maps the U+2000 class, not U+3000.
    "noto-droid": ["Noto Sans", "Arabic", "Hebrew", "Droid Tall"],
    # The same without overrides, as Steady reads the files (Droid Sans Fallback's ascent and
    # descent, 267 and 68 of 256, lie between Cabin's and Noto Sans's).
    "cabin-noto-droid-plain": ["Cabin", "Arabic", "Hebrew", "Noto Sans", "Droid"],
    "noto-droid-plain": ["Noto Sans", "Arabic", "Hebrew", "Droid"],
    # NanumBarunGothic's U+3000 is 892/1000 em, HarfBuzz's 1 em.
    "cabin-nanum": ["Cabin", "Arabic", "Hebrew", "Nanum"],
    # No font maps U+3000 (nor, but Cabin, the U+2000 class): Blink's last try.
    "cabin-alone": ["Cabin", "Arabic", "Hebrew"],
}
CONTEXTS = {"none": "", "latin": "morning", "arabic": "\u0645\u0631\u062d\u0628\u0627",
            "hebrew": "\u05e9\u05dc\u05d5\u05dd", "cjk": "\u4e2d\u6587"}
SPACES = [0xA0] + list(range(0x2000, 0x200B)) + [0x202F, 0x205F, 0x3000]
SIZES = [16, 14.3]

SCRIPT = r"""
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('data').textContent);
  const out = document.getElementById('out');
  const faces = [...document.fonts];
  for (const f of faces) f.load();
  function run() {
    if (faces.some(f => f.status !== 'loaded')) { out.textContent = JSON.stringify({error: 'fonts'}); return; }
    const rows = [];
    const host = document.getElementById('host');
    for (const [text, size, spaceAt] of DATA.cases) {
      const d = document.createElement('div');
      d.style.cssText = 'width:max-content;white-space:pre;line-height:normal;font-size:' + size +
          'px;font-family:' + DATA.family;
      d.textContent = text;
      host.appendChild(d);
      const r = d.getBoundingClientRect();
      const range = document.createRange();
      range.setStart(d.firstChild, spaceAt); range.setEnd(d.firstChild, spaceAt + 1);
      rows.push({height: r.height, width: r.width, space: range.getBoundingClientRect().width});
    }
    out.textContent = JSON.stringify({rows, dpr: window.devicePixelRatio});
  }
  window.addEventListener('load', run);
})();
"""


def page(families, cases):
    css = "\n".join('@font-face { font-family: "%s"; src: url("%s"); %s }' % (f, FACES[f][0].as_uri(), FACES[f][1])
                    for f in families)
    data = json.dumps({"cases": cases, "family": ", ".join('"%s"' % f for f in families)}, ensure_ascii=True)
    return ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><style>%s\nhtml, body { margin: 0; }</style>'
            '</head><body><div id="host"></div><pre id="out">pending</pre>\n'
            '<script type="application/json" id="data">%s</script><script>%s</script></body></html>\n'
            % (css, data, SCRIPT))


def run_stack(name, families, dpr, tmp, chromium):
    stack = [{"family": f, "fallback": True, "faces": [{"path": FACES[f][0]}]} for f in families]
    conf_dir = Path(tmp) / name
    conf_dir.mkdir()
    conf = render.fontconfig_file(conf_dir, stack)
    cases, keys = [], []
    for ctx, prefix in CONTEXTS.items():
        for sp in SPACES:
            for size in SIZES:
                for label, text in (("end", prefix + chr(sp)), ("alone", prefix)):
                    if not text:
                        continue
                    cases.append([text, size, max(len(prefix), 0) if label == "end" else 0])
                    keys.append((ctx, sp, size, label))
    p = conf_dir / "page.html"
    p.write_text(page(families, cases), encoding="utf-8")
    cmd = [chromium] + render.chromium_flags(dpr) + ["--user-data-dir=%s" % (conf_dir / "profile"),
                                                     "--dump-dom", p.as_uri()]
    res = subprocess.run(cmd, env=dict(os.environ, FONTCONFIG_FILE=str(conf)), stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, timeout=300)
    m = re.search(r'<pre id="out">(.*?)</pre>', res.stdout.decode("utf-8", "replace"), re.S)
    report = json.loads(html.unescape(m.group(1)))
    if report.get("dpr") != dpr:
        raise SystemExit("%s: %r" % (name, report))
    rows = {}
    for key, row in zip(keys, report["rows"]):
        rows[key] = row
    for ctx, sp, size, label in keys:
        if label != "end":
            continue
        row = rows[(ctx, sp, size, "end")]
        base = rows.get((ctx, sp, size, "alone"))
        yield {"stack": name, "context": ctx, "space": "U+%04X" % sp, "size": size, "dpr": dpr,
               "height": row["height"], "contextHeight": base["height"] if base else None,
               "width": row["width"], "contextWidth": base["width"] if base else None,
               "spaceWidth": row["space"]}


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dpr", type=render.num, default=1)
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("-o", "--output")
    args = ap.parse_args(argv)
    if not CABIN.exists():
        raise SystemExit("%s is missing (Debian's fonts-cabin)" % CABIN)
    out = open(args.output, "w") if args.output else sys.stdout
    with tempfile.TemporaryDirectory(prefix="space-probe-") as tmp:
        for name, families in STACKS.items():
            for row in run_stack(name, families, args.dpr, tmp, args.chromium):
                out.write(json.dumps(row, ensure_ascii=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
