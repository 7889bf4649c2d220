#!/usr/bin/env python3
"""Measure how Chromium rounds the bubble template's lengths, with small probe pages.

    python3 Tools/chromium-goldens/probe_bubble_rounding.py [--dpr 2]

Prints a summary, one line per probe (JSON): how many values follow each candidate rule
(floor / round / ceil to Chromium's layout unit, 1/64 device px) and a few examples. The
README's "Bubble rounding in Chromium" lists the findings. Standard library only.
"""
import argparse
import json
import math
import struct
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import render  # noqa: E402
import render_bubbles as rb  # noqa: E402

LONG = "lorem ipsum dolor sit amet " * 12
WIDTHS = [Fraction(359, 1) + Fraction(k, 64) for k in range(64)] + \
    [Fraction(w) for w in ("375.5", "320.3", "401.7", "333.33")]
RATIOS = [4 / 3, 16 / 9, 3, 0.75, 1.1, 7 / 3, 0.6]
TALL_RATIOS = [0.3, 0.31, 0.43, 0.5, 0.7]          # max-height 420px binds
TEXTS = ["ok", "Hello there", "Sounds good to me.", "مرحبا، كيف حالك؟", "明天见", "नमस्ते दोस्त",
         "😂😂😂", "Ïжак ґедзь щастя є.", "See you tomorrow ", "Alles Gute zum Geburtstag!"]
QUOTES = ["Can you send me the address of the restaurant and the time of the reservation? I want "
          "to check the parking situation before we go tonight.",
          "Lunch at مطعم الشام tomorrow? They have the best falafel in town, and the owner knows us "
          "well so we can get a table.",
          "明天的会议改到下午三点了，地点还是在三楼的大会议室。请大家带上笔记本电脑和上周的报告，谢谢。",
          "कल की बैठक दोपहर तीन बजे होगी। कृपया अपनी रिपोर्ट साथ लाएँ और समय पर पहुँचें, धन्यवाद।",
          "ok 👍 see you there 🎉🎉 and bring the cake 🎂 please, the kids will love it so much 😂"]

SCRIPT = r"""
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('data').textContent);
  const out = document.getElementById('out');
  const faces = [...document.fonts];
  for (const f of faces) f.load();
  const host = () => document.getElementById('host');
  function div(parent, cls, text) {
    const e = document.createElement('div');
    if (cls) e.className = cls;
    if (text) e.appendChild(document.createTextNode(text));
    parent.appendChild(e);
    return e;
  }
  function chat(w, s) {
    const wrap = document.createElement('section');
    wrap.style.cssText = 'position:absolute;left:0;top:0;width:2000px';
    const c = div(wrap, 'chat');
    c.style.cssText = 'width: ' + w + 'px; font-size: ' + s + 'px; font-family: ' + DATA.family;
    host().appendChild(wrap);
    return div(c, 'row incoming group-start');
  }
  const W = e => e.getBoundingClientRect().width, H = e => e.getBoundingClientRect().height;
  function run() {
    const bad = faces.filter(f => f.status !== 'loaded');
    if (bad.length || faces.length !== DATA.faceCount) { out.textContent = JSON.stringify({error: 'fonts'}); return; }
    const rows = [];
    for (const [kind, a, b, c] of DATA.cases) {
      if (kind === 'maxwidth') {                     // a = list width
        const bub = div(chat(a, 17), 'bubble');
        div(bub, 'text', DATA.msgs[0]);
        rows.push({kind, w: a, bubble: W(bub)});
      } else if (kind === 'media') {                 // a = list width, b = ratio
        const bub = div(chat(a, 17), 'bubble has-media');
        const m = div(bub, 'media');
        m.style.aspectRatio = String(b);
        div(bub, 'text', 'caption');
        rows.push({kind, w: a, r: b, bubble: W(bub), mw: W(m), mh: H(m)});
      } else if (kind === 'fit') {                   // a = text, b = size
        const row = chat(768, b);
        const bub = div(row, 'bubble');
        const t = div(bub, 'text', a);
        const sp = document.createElement('span');
        sp.className = 'time-spacer';
        sp.textContent = '12:30';
        t.appendChild(sp);
        const time = div(bub, 'time', '12:30');
        const mc = div(row, 'text', a);               // the same content at max-content width
        mc.style.width = 'max-content';
        const sp2 = sp.cloneNode(true);
        mc.appendChild(sp2);
        const range = document.createRange();
        range.selectNodeContents(t.firstChild);
        rows.push({kind, text: a, s: b, bubble: W(bub), text_w: W(t), maxContent: W(mc),
                   range: range.getBoundingClientRect().width, spacer: W(sp), time: W(time)});
      } else if (kind === 'clamp') {                 // a = text, b = list width, c = size
        const row = chat(b, c);
        const q = div(div(row, 'bubble'), 'quote');
        const qt = div(q, 'quote-text', a);
        // the same box unclamped with a whole-number line-height P: line of every character
        const P = 200;
        const q2 = div(div(row, 'bubble'), 'quote');
        const qp = div(q2, 'quote-text', a);
        qp.style.cssText = 'display:block;line-height:' + P + 'px';
        const top = qp.getBoundingClientRect().top;
        const range = document.createRange();
        let cut = a.length;
        for (let i = 0, n; i < a.length; i += n) {
          n = a.codePointAt(i) > 0xffff ? 2 : 1;
          range.setStart(qp.firstChild, i); range.setEnd(qp.firstChild, i + n);
          const r = range.getBoundingClientRect();
          if (r.width > 0 && Math.floor((r.top + r.height / 2 - top) / P) >= 2) { cut = i; break; }
        }
        // the text up to line 3's start, unclamped: its first two line boxes only
        const q3 = div(div(row, 'bubble'), 'quote');
        const qc = div(q3, 'quote-text', a.slice(0, cut));
        qc.style.display = 'block';
        const qf = div(div(row, 'bubble'), 'quote');
        const qu = div(qf, 'quote-text', a);
        qu.style.display = 'block';
        rows.push({kind, b, c, clamped: H(qt), firstTwo: H(qc), unclamped: H(qu), lines: H(qp) / P, cut});
      } else if (kind === 'glyph') {                 // a = text: its width at 100px
        const sp = document.createElement('span');
        sp.style.cssText = 'font-family:' + DATA.family + ';font-size:100px;white-space:pre';
        sp.textContent = a;
        host().appendChild(sp);
        rows.push({kind, text: a, w: W(sp)});
      }
    }
    const report = {rows, dpr: window.devicePixelRatio};
    if (DATA.tofu) {
      const t = document.createElement('span');
      t.style.cssText = 'font-family:' + DATA.family + ';font-size:100px;white-space:pre;line-height:normal';
      t.textContent = DATA.tofu[0];
      host().appendChild(t);
      report.tofuWidth = t.getBoundingClientRect().width;
    }
    out.textContent = JSON.stringify(report);
  }
  window.addEventListener('load', run);
})();
"""


def f32(v):
    """v rounded to the nearest float32."""
    return Fraction(struct.unpack("<f", struct.pack("<f", float(v)))[0])


def rules(exact, got, unit):
    """Which of floor / round / ceil to `unit` gives `got` from the exact value; "f32floor"
    floors the value after rounding it to float32 (Blink's LayoutUnit::FromFloatFloor)."""
    q = Fraction(exact) / unit
    names = [name for name, f in (("floor", math.floor), ("round", lambda v: math.floor(v + Fraction(1, 2))),
                                  ("ceil", math.ceil)) if Fraction(f(q)) * unit == Fraction(got)]
    if math.floor(f32(Fraction(exact)) / unit) * unit == Fraction(got):
        names.append("f32floor")
    return names


def tally(items):
    out = {}
    for k in items:
        out[k] = out.get(k, 0) + 1
    return dict(sorted(out.items()))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--dpr", type=render.num, default=1)
    ap.add_argument("--stack", default=str(rb.REPO / "Fonts" / "stack.json"))
    ap.add_argument("--template", default=str(rb.TEMPLATE))
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("--timeout", type=int, default=300)
    args = ap.parse_args(argv)
    args.jobs, args.batch = 1, 10 ** 6
    stack = render.load_stack(args.stack)
    unit = Fraction(1, 64) / Fraction(args.dpr)          # the layout unit, in CSS px
    cases = [["maxwidth", float(w)] for w in WIDTHS]
    media_widths = [Fraction(300) + Fraction(k, 7) for k in range(0, 7 * 150, 13)]   # bubble below 330
    cases += [["media", float(w), r] for w in media_widths for r in RATIOS]
    cases += [["media", 768, r] for r in TALL_RATIOS]
    cases += [["fit", t, s] for t in TEXTS for s in rb.SIZES]
    cases += [["clamp", q, w, s] for q in QUOTES for w in (320, 375, 414, 600) for s in (14, 17, 23)]
    cases += [["glyph", g] for g in ("\u2713", "\u2714", "\u2713\u2713")]
    with tempfile.TemporaryDirectory(prefix="bubble-probe-") as tmp:
        chrome = rb.Chromium(args, stack, tmp)
        page = rb.page_html(chrome.setup, [LONG], cases, SCRIPT)
        rows = chrome.load(0, page, len(cases))["rows"]

    summary = {"dpr": args.dpr, "layoutUnit": str(unit)}
    mw = [r for r in rows if r["kind"] == "maxwidth"]
    exact = [r for r in mw if Fraction(r["w"]) in WIDTHS[:64]]      # list widths of whole 1/64 steps
    summary["maxWidth"] = {
        "rule": tally("/".join(rules(Fraction(3, 4) * (Fraction(r["w"]) - 16), r["bubble"], unit)) or "none" for r in exact),
        "examples": [[r["w"], float(Fraction(3, 4) * (Fraction(r["w"]) - 16)), r["bubble"]] for r in mw[32:33] + mw[1:3] + mw[-4:]]}
    md = [r for r in rows if r["kind"] == "media"]
    content = [r for r in md if r["mw"] == r["bubble"] - 18]
    summary["mediaHeight"] = {
        "widthIsContentWidth": "%d of %d" % (len(content), len(md)),
        "rule": tally("/".join(rules(Fraction(r["mw"]) / Fraction(r["r"]), r["mh"], unit)) or "none" for r in content),
        "examples": [[r["bubble"], r["r"], r["mw"], r["mh"], float(Fraction(r["mw"]) / Fraction(r["r"]))] for r in content[1:6]],
        "notFloor": [[r["bubble"], r["r"], r["mw"], r["mh"], float(Fraction(r["mw"]) / Fraction(r["r"]))]
                     for r in content if "floor" not in rules(Fraction(r["mw"]) / Fraction(r["r"]), r["mh"], unit)][:8],
        "maxHeight420": sorted({(r["r"], r["mw"], r["mh"], "/".join(rules(Fraction(420) * Fraction(r["r"]), r["mw"], unit)))
                                for r in md if r["mh"] == 420})}
    fit = [r for r in rows if r["kind"] == "fit"]
    summary["fitContent"] = {
        "bubbleIsMaxContentPlus18": "%d of %d" % (sum(r["bubble"] == r["maxContent"] + 18 for r in fit), len(fit)),
        "maxContentIsTextPlusSpacer": "%d of %d" % (sum(r["maxContent"] == r["range"] + r["spacer"] for r in fit), len(fit)),
        "maxContentIsCeilTextPlusSpacer": "%d of %d" % (
            sum(Fraction(r["maxContent"]) == math.ceil(Fraction(r["range"]) / unit) * unit + Fraction(r["spacer"]) for r in fit), len(fit)),
        "spacerIsTimePlus8": "%d of %d" % (sum(r["spacer"] == r["time"] + 8 for r in fit), len(fit)),
        "examples": [[r["text"], r["s"], r["bubble"], r["maxContent"], r["range"], r["spacer"], r["time"]] for r in fit[::13]]}
    cl = [r for r in rows if r["kind"] == "clamp"]
    clamped = [r for r in cl if r["lines"] > 2]
    summary["lineClamp"] = {
        "clampedBoxIsFirstTwoLines": "%d of %d" % (sum(r["clamped"] == r["firstTwo"] for r in clamped), len(clamped)),
        "examples": [[r["b"], r["c"], r["lines"], r["clamped"], r["firstTwo"], r["unclamped"]] for r in clamped[::7]],
        "notClamped": "%d (of them as tall as unclamped: %d)" % (
            len(cl) - len(clamped), sum(r["clamped"] == r["unclamped"] for r in cl if r["lines"] <= 2))}
    summary["glyphs"] = {r["text"]: r["w"] for r in rows if r["kind"] == "glyph"}
    summary["notdefAt100px"] = round(render.notdef_em(render.primary_face(stack)["path"]) * 100, 6)
    for k, v in summary.items():
        print("%s: %s" % (k, json.dumps(v, ensure_ascii=False)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
