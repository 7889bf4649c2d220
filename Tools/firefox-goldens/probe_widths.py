#!/usr/bin/env python3
"""How wide Firefox and Chromium draw a few texts: a probe for the classes of line-break
difference that compare.py shows.

    python3 Tools/firefox-goldens/probe_widths.py --stack Fonts/stack.json 15:"noooo" 33:"beaucoup, c'est"

Each argument is SIZE:TEXT. Both engines get the same page setup (render.py's @font-face rules
from the stack, the private fontconfig; render_firefox.py's profile and server for Firefox): a
<span style="white-space: pre"> per text at that size in the stack's families, in a <div> with
the same font as in render.py's pages (tab stops come from the block's font), measured with
getBoundingClientRect(). Prints, per text, both widths in CSS px, their difference, and the sum
of the text's advances in the stack's primary face (no kerning, no shaping), exact and with
every advance rounded to 1/60 px (Gecko's app unit), when that face has every character and
fontTools is installed.
Standard library only (fontTools optional); one browser at a time.
"""
import argparse
import html
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import render_firefox  # noqa: E402
from render_firefox import render  # noqa: E402

SCRIPT = """
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('data').textContent);
  const faces = [...document.fonts];
  for (const f of faces) f.load();
  function measure() {
    const bad = faces.filter(f => f.status !== 'loaded').map(f => f.family + ':' + f.status);
    let res;
    if (bad.length || faces.length !== DATA.faceCount) {
      res = {error: 'fonts not loaded: ' + bad.join(' ') + ' count ' + faces.length};
    } else {
      const host = document.getElementById('host');
      const widths = DATA.items.map(([s, t]) => {
        const d = document.createElement('div');
        const e = document.createElement('span');
        // the block has the font too: tab stops come from the block's font (tab-size: 8 spaces)
        d.style.cssText = 'white-space:pre;line-height:normal;font-size:' + s + 'px;font-family:' + DATA.family;
        e.style.cssText = 'white-space:pre;line-height:normal;font-size:' + s + 'px;font-family:' + DATA.family;
        e.textContent = t;
        d.appendChild(e);
        host.appendChild(d);
        return e.getBoundingClientRect().width;
      });
      res = {widths, dpr: window.devicePixelRatio};
    }
    document.getElementById('out').textContent = JSON.stringify(res);
    if (location.protocol === 'http:') fetch('/result/0', {method: 'POST', body: JSON.stringify(res)});
  }
  window.addEventListener('load', () => {
    if (faces.every(f => f.status === 'loaded')) measure(); else document.fonts.ready.then(measure);
  });
})();
"""


def page(css, family, face_count, items):
    data = json.dumps({"items": items, "family": family, "faceCount": face_count}, ensure_ascii=True)
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n<style>\n%s\n'
            "html, body { margin: 0; padding: 0; }\n</style></head><body>\n"
            '<div id="host"></div><pre id="out">pending</pre>\n'
            '<script type="application/json" id="data">%s</script>\n<script>%s</script>\n'
            "</body></html>\n" % (css, data.replace("</", "<\\/"), SCRIPT))


def advances(path, items):
    """Per item: (exact sum, sum of advances rounded to 1/60 px) in the face, or None."""
    try:
        from fontTools.ttLib import TTFont  # optional: only for the advance columns
    except ImportError:
        return [None] * len(items)
    f = TTFont(str(path))
    cmap, hmtx, upem = f.getBestCmap(), f["hmtx"].metrics, f["head"].unitsPerEm
    out = []
    for s, t in items:
        if not all(ord(c) in cmap for c in t):
            out.append(None)
            continue
        adv = [hmtx[cmap[ord(c)]][0] * s / upem for c in t]
        out.append((sum(adv), sum(math.floor(a * 60 + 0.5) / 60 for a in adv)))
    return out


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("items", nargs="+", help="SIZE:TEXT")
    ap.add_argument("--stack", required=True)
    ap.add_argument("--dpr", type=render.num, default=1)
    ap.add_argument("--firefox", default="firefox-esr")
    ap.add_argument("--chromium", default="chromium")
    args = ap.parse_args(argv)
    items = []
    for it in args.items:
        s, _, t = it.partition(":")
        items.append([render.num(s), t])
    stack = render.load_stack(args.stack)
    faces = sum(len(f["faces"]) for f in stack)
    with tempfile.TemporaryDirectory(prefix="probe-widths-") as tmp:
        # Firefox
        state = render_firefox.prepare(stack, args.dpr, None)
        state.fc_conf = render.fontconfig_file(tmp, stack)
        server, port = render_firefox.start_server(state)
        try:
            body, code = render_firefox.load_once(args.firefox, tmp, 0, 0, state,
                                                  page(state.setup["css"], state.setup["family"], faces, items),
                                                  port, 120, args.dpr)
        finally:
            server.shutdown()
        ff = json.loads(body) if body else {"error": "no report (exit %s)" % code}
        # Chromium
        p = Path(tmp) / "chromium.html"
        p.write_text(page(render.font_face_css(stack, True), render.family_list(stack, True), faces, items),
                     encoding="utf-8")
        cmd = [args.chromium] + render.chromium_flags(args.dpr) + [
            "--user-data-dir=%s" % (Path(tmp) / "chromium-profile"), "--dump-dom", p.as_uri()]
        out = subprocess.run(cmd, env=dict(os.environ, FONTCONFIG_FILE=str(state.fc_conf)),
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=120).stdout.decode()
        m = re.search(r'<pre id="out">(.*?)</pre>', out, re.S)
        cr = json.loads(html.unescape(m.group(1))) if m and m.group(1) != "pending" else {"error": "no output"}
    for name, res in (("firefox", ff), ("chromium", cr)):
        if "error" in res or res.get("dpr") != args.dpr:
            print("%s: %s" % (name, res.get("error") or "devicePixelRatio %s" % res.get("dpr")), file=sys.stderr)
            return 1
    adv = advances(render.primary_face(stack)["path"], items)
    print("size  firefox      chromium     ff-cr     advances exact / 1/60-rounded  text")
    for (s, t), a, b, c in zip(items, ff["widths"], cr["widths"], adv):
        extra = "%10.4f / %10.4f" % c if c else "%23s" % "-"
        print("%-4s %12.6f %12.6f %+9.4f  %s  %r" % (s, a, b, a - b, extra, t))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
