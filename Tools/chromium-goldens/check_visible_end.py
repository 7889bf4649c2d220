#!/usr/bin/env python3
"""Check a clamp golden's visibleEnd against Chromium's pixels.

    python3 Tools/chromium-goldens/check_visible_end.py CORPUS RESULTS --stack FILE [--dpr R] [--sample N]

For a seeded sample of the clamped cases that have a visibleEnd, three screenshots are taken
of the same page of clamped divs (each case in a band of its own, white rows between):
A as the golden was rendered, B with everything from the first inked unit at or after
visibleEnd on made invisible (a highlight also clips ink that overhangs into its range), and C
with everything from the last inked unit (grapheme or box) before visibleEnd on made
invisible. The lines after the clamp are painted too, clipped by the box (a tall glyph of
line N + 1 can reach into it under a small fixed line height), so all three hide them. Text is made
invisible with a CSS custom highlight (`color: transparent`: paint only, no layout change),
boxes with `visibility: hidden`; in all three, boxes have a black background so that a
drawn box shows. visibleEnd is right when B's band equals A's (nothing after visibleEnd is
drawn) and C's does not (the last unit before it is). Standard library only.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import render as R  # noqa: E402

GAP = 4          # CSS px of white between bands (at least two pixel rows at any dpr)
PAGE_HEIGHT = 6000


PAGE_JS = r"""
'use strict';
const DATA = JSON.parse(document.getElementById('data').textContent);
const host = document.getElementById('host');
const seg = new Intl.Segmenter('en', {granularity: 'grapheme'});
const H = new Highlight();
const range = document.createRange();
// Hides text from UTF-16 offset `from` on (a highlight: paint only) and boxes that start there
// or later (visibility: hidden, no layout change).
function hideFrom(pieces, from) {
  for (const p of pieces) {
    if (p.end <= from) continue;
    if (p.box) { if (p.start >= from) p.el.style.visibility = 'hidden'; continue; }
    const r = document.createRange();
    r.setStart(p.node, Math.max(0, from - p.start));
    r.setEnd(p.node, p.node.length);
    H.add(r);
  }
}
// Build once every face has loaded (the rects below must be the final ones); the
// screenshot waits for it (--virtual-time-budget).
for (const f of document.fonts) f.load();
window.addEventListener('load', () => document.fonts.ready.then(build));
function build() {
  for (const c of DATA.cases) {
    const d = document.createElement('div');
    d.style.cssText = c.style;
    host.appendChild(d);
    const pieces = [];
    let pos = 0;
    const addText = (parent, a, e) => {
      if (e <= a) return;
      const node = parent.appendChild(document.createTextNode(c.text.slice(a, e)));
      pieces.push({start: a, end: e, node});
    };
    for (const [a, e, css, isBox] of c.spans) {
      addText(d, pos, a);
      const el = d.appendChild(document.createElement('span'));
      el.style.cssText = css;
      if (isBox) pieces.push({start: a, end: e, box: true, el}); else addText(el, a, e);
      pos = e;
    }
    addText(d, pos, c.text.length);
    // units: graphemes of text pieces, boxes whole; where each is drawn
    const units = [];
    for (const p of pieces) {
      if (p.box) { units.push({a: p.start, e: p.end, ink: true, rect: p.el.getBoundingClientRect()}); continue; }
      for (const g of seg.segment(p.node.data)) {
        range.setStart(p.node, g.index);
        range.setEnd(p.node, g.index + g.segment.length);
        const rs = [...range.getClientRects()].filter(q => q.height > 0);
        units.push({a: p.start + g.index, e: p.start + g.index + g.segment.length,
                    ink: /[^\s\p{Cf}]/u.test(g.segment), rect: rs[rs.length - 1]});
      }
    }
    // lines after the clamp are painted too, clipped by the box: their ink can reach into it,
    // so every variant hides them
    const bottom = d.getBoundingClientRect().bottom;
    const below = units.find(u => u.rect && u.rect.top + u.rect.height / 2 > bottom);
    if (below) hideFrom(pieces, below.a);
    // (from the first inked unit on: a highlight clips the ink that overhangs into its range,
    // as the top of an "f" reaches over the space after it)
    if (c.variant === 'B') {
      const next = units.find(u => u.a >= c.visibleEnd && u.ink);
      if (next) hideFrom(pieces, next.a);
    }
    if (c.variant === 'C') {
      const last = units.filter(u => u.e <= c.visibleEnd && u.ink).pop();
      hideFrom(pieces, last ? last.a : c.visibleEnd);
    }
  }
  CSS.highlights.set('hide', H);
}
"""


def page(setup, cases, variant):
    """One page: every case's clamped div at its own top; variant 'A', 'B' or 'C'."""
    data = []
    for rec, msg, top in cases:
        lh = rec["lineHeight"]
        style = ("position:absolute;left:0;top:%dpx;width:%spx;font-size:%spx;line-height:%s;white-space:%s;"
                 "overflow-wrap:break-word;font-family:%s;margin:0;padding:0;border:0;display:-webkit-box;"
                 "-webkit-box-orient:vertical;overflow:hidden;-webkit-line-clamp:%d"
                 % (top, rec["width"], rec["size"], "normal" if lh == "normal" else "%spx" % lh,
                    rec["whiteSpace"], setup["family"], rec["clamp"]))
        spans = [[sp["start"], sp["end"], R.span_css(sp, setup["family"]) + (";background:#000" if "box" in sp else ""),
                  "box" in sp] for sp in msg.get("spans") or []]
        data.append({"style": style, "text": msg["text"], "spans": spans, "visibleEnd": rec["visibleEnd"],
                     "variant": variant})
    blob = json.dumps({"cases": data}, ensure_ascii=True).replace("</", "<\\/")
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n<style>\n%s\n'
            "html, body { margin: 0; padding: 0; background: #fff; }\n::highlight(hide) { color: transparent; }\n"
            '</style></head><body><div id="host"></div>\n<script type="application/json" id="data">%s</script>\n'
            "<script>%s</script></body></html>\n" % (setup["css"], blob, PAGE_JS))


def png_rows(path):
    data = Path(path).read_bytes()
    pos, idat, w = 8, b"", None
    while pos < len(data):
        n = int.from_bytes(data[pos:pos + 4], "big")
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h = int.from_bytes(body[0:4], "big"), int.from_bytes(body[4:8], "big")
            bpp = {2: 3, 6: 4}[body[9]]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = 1 + w * bpp
    return [raw[i * stride:(i + 1) * stride] for i in range(h)]


def shoot(chromium, tmp, html, name, width, height, dpr, fc_conf):
    p = Path(tmp) / (name + ".html")
    p.write_text(html, encoding="utf-8")
    out = Path(tmp) / (name + ".png")
    cmd = [chromium] + R.chromium_flags(dpr) + ["--user-data-dir=%s/profile-%s" % (tmp, name),
                                                "--window-size=%d,%d" % (width, height),
                                                "--virtual-time-budget=10000", "--screenshot=%s" % out, p.as_uri()]
    subprocess.run(cmd, env=dict(os.environ, FONTCONFIG_FILE=str(fc_conf)), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=True, timeout=300)
    return png_rows(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("results")
    ap.add_argument("--stack", required=True)
    ap.add_argument("--dpr", type=R.num, default=1)
    ap.add_argument("--sample", type=int, default=200)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--chromium", default="chromium")
    args = ap.parse_args(argv)

    stack = R.load_stack(args.stack)
    setup = {"css": R.font_face_css(stack, True), "family": R.family_list(stack, True)}
    msgs = {}
    with open(args.corpus, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                m = json.loads(line)
                msgs[m["id"]] = m
    recs = [json.loads(l) for l in open(args.results, encoding="utf-8")]
    recs = [r for r in recs if r.get("clamped") and "visibleEnd" in r]
    random.Random(args.seed).shuffle(recs)
    recs = recs[:args.sample]

    pages, cur, top = [], [], GAP
    for r in recs:
        m = msgs[r["id"]]
        if top + r["height"] + GAP > PAGE_HEIGHT:
            pages.append(cur)
            cur, top = [], GAP
        cur.append((r, m, top))
        top += int(r["height"]) + 1 + GAP
    if cur:
        pages.append(cur)

    ok = bad_b = bad_c = 0
    with tempfile.TemporaryDirectory(prefix="visible-end-") as tmp:
        fc_conf = R.fontconfig_file(tmp, stack)
        for pn, cases in enumerate(pages):
            shots = {v: shoot(args.chromium, tmp, page(setup, cases, v), "p%d%s" % (pn, v), 500, PAGE_HEIGHT,
                              args.dpr, fc_conf) for v in "ABC"}
            for r, m, top in cases:
                y0, y1 = int(top * args.dpr), int((top + r["height"]) * args.dpr + 0.999)
                band = {v: shots[v][y0:y1] for v in "ABC"}
                same_b, same_c = band["A"] == band["B"], band["A"] == band["C"]
                if not same_b:
                    bad_b += 1
                    rows = [y for y in range(y1 - y0) if band["A"][y] != band["B"][y]]
                    print("drawn after visibleEnd: %s %s rows %s of %d" % (r["id"], {k: r[k] for k in
                          ("width", "size", "lineHeight", "whiteSpace", "clamp", "visibleEnd")}, rows, y1 - y0))
                elif same_c:
                    bad_c += 1
                    print("not drawn before visibleEnd: %s %s" % (r["id"], {k: r[k] for k in
                          ("width", "size", "lineHeight", "whiteSpace", "clamp", "visibleEnd")}))
                else:
                    ok += 1
    print("%d cases: %d confirmed, %d with something drawn after visibleEnd, %d with the unit before it "
          "not drawn" % (len(recs), ok, bad_b, bad_c))
    return 0 if bad_b == bad_c == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
