#!/usr/bin/env python3
"""Render measurement cases in headless Chromium at a given device scale factor.

run(cases, dpr) -> list of result dicts. A case: {"t": text, "w": width px (or None: nowrap
inline span, measures width), "s": font size px, "lh": "normal" or px number, "ff": family list}.
Result: {"h": div height, "tops": line tops (relative), "lines": n, "sw": span width, ...}
"""
from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import html, json, os, re, subprocess, sys, tempfile
from pathlib import Path

FONTS = ROOT / "Fonts"
FONT_FILES = ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
              "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "NotoColorEmoji.ttf",
              "DroidSansFallbackFull.ttf", "NanumBarunGothic.ttf"]

JS = r"""
'use strict';
const DATA = JSON.parse(document.getElementById('data').textContent);
const out = document.getElementById('out');
const faces = [...document.fonts];
for (const f of faces) f.load();
const seg = new Intl.Segmenter('en', {granularity: 'grapheme'});
function run() {
  const bad = faces.filter(f => f.status !== 'loaded');
  if (bad.length) { out.textContent = JSON.stringify({error: 'fonts'}); return; }
  const host = document.getElementById('host');
  const els = [];
  for (const c of DATA.cases) {
    const wrap = document.createElement('section');
    wrap.style.cssText = 'position:absolute;left:0;top:' + (c.top || 0) + 'px;width:4000px';
    host.appendChild(wrap);
    const d = document.createElement(c.w == null ? 'span' : 'div');
    let css = 'font-size:' + c.s + 'px;line-height:' + (c.lh === 'normal' ? 'normal' : c.lh + 'px') +
      ';font-family:' + c.ff + ';margin:0;padding:0;border:0;white-space:' + (c.ws || 'pre-wrap') + ';overflow-wrap:break-word';
    if (c.w != null) css += ';width:' + c.w + 'px'; else css += ';white-space:pre';
    d.style.cssText = css;
    d.textContent = c.t;
    wrap.appendChild(d);
    els.push(d);
  }
  const rows = [];
  const range = document.createRange();
  for (let i = 0; i < DATA.cases.length; i++) {
    const c = DATA.cases[i], d = els[i];
    const r = d.getBoundingClientRect();
    const row = {h: r.height, w: r.width, y: r.top, oh: d.offsetHeight};
    if (c.w != null && d.firstChild) {
      // line starts: grapheme tops
      const starts = []; const tops = [];
      let last = null;
      for (const g of seg.segment(c.t)) {
        range.setStart(d.firstChild, g.index); range.setEnd(d.firstChild, g.index + g.segment.length);
        const rs = [...range.getClientRects()].filter(q => q.width > 0 && q.height > 0);
        if (!rs.length) continue;
        const q = rs[rs.length - 1];
        if (last === null || q.top > last + 0.5) { starts.push(g.index); tops.push(q.top - r.top); last = q.top; }
      }
      row.starts = starts; row.tops = tops;
      if (c.lines) {
        row.lr = [];
      }
    }
    if (c.rects && d.firstChild) {
      range.selectNodeContents(d);
      row.rects = [...range.getClientRects()].map(q => [q.left, q.top - r.top, q.width, q.height]);
    }
    rows.push(row);
  }
  out.textContent = JSON.stringify({dpr: window.devicePixelRatio, rows});
}
window.addEventListener('load', run);
"""

def fc_conf(tmp):
    p = Path(tmp) / "fonts.conf"
    p.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
                 "<fontconfig>\n  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n"
                 '  <include ignore_missing="yes">/etc/fonts/conf.d</include>\n</fontconfig>\n'
                 % (FONTS, Path(tmp) / "fc-cache"))
    return p

def page(cases):
    faces = "\n".join('@font-face { font-family: F%d; src: url("%s"); }' % (i, (FONTS / f).as_uri())
                      for i, f in enumerate(FONT_FILES))
    data = json.dumps({"cases": cases}, ensure_ascii=True).replace("</", "<\\/")
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n<style>\n%s\n'
            "html, body { margin: 0; padding: 0; }\n</style></head><body>\n"
            '<div id="host"></div><pre id="out">pending</pre>\n'
            '<script type="application/json" id="data">%s</script>\n<script>%s</script>\n'
            "</body></html>\n" % (faces, data, JS))

def run(cases, dpr, batch=4000):
    out = []
    with tempfile.TemporaryDirectory(prefix="dpr-") as tmp:
        conf = fc_conf(tmp)
        for b0 in range(0, len(cases), batch):
            b = cases[b0:b0 + batch]
            pg = Path(tmp) / "page.html"
            pg.write_text(page(b), encoding="utf-8")
            cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                   "--force-device-scale-factor=%s" % dpr, "--hide-scrollbars", "--mute-audio",
                   "--no-first-run", "--disable-extensions", "--user-data-dir=%s/prof" % tmp,
                   "--dump-dom", pg.as_uri()]
            for attempt in range(3):
                p = subprocess.run(cmd, env=dict(os.environ, FONTCONFIG_FILE=str(conf)),
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=900)
                m = re.search(r'<pre id="out">(.*?)</pre>', p.stdout.decode("utf-8", "replace"), re.S)
                if m and m.group(1) != "pending":
                    res = json.loads(html.unescape(m.group(1)))
                    if "rows" in res:
                        assert abs(res["dpr"] - float(dpr)) < 1e-9, res["dpr"]
                        out += res["rows"]
                        break
            else:
                raise RuntimeError("page failed")
    return out

FF = "F0, F1, F2, F3, F4, F5, F6, F7"
if __name__ == "__main__":
    dpr = sys.argv[1]
    r = run([{"t": "Hello", "w": 300, "s": 17, "lh": "normal", "ff": FF, "rects": 1},
             {"t": "Hello", "w": None, "s": 17, "lh": "normal", "ff": FF}], dpr)
    print(json.dumps(r))
