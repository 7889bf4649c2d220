// Runs inside the generated page (render.py inlines it). Measures every case twice:
// in the contract div, and in a "probe" div that differs only in a large integer
// line-height, so that line index = floor((rect centre - top) / P) with no doubt.
// Line breaking does not depend on line-height, so both must give the same lines.
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('data').textContent);
  const out = document.getElementById('out');
  const seg = new Intl.Segmenter('en', {granularity: 'grapheme'});
  const FAMILY = DATA.family;      // the stack's fallback families, in order

  // Force every face to load; font loads started before the load event delay it.
  const faces = [...document.fonts];
  for (const f of faces) f.load();

  function makeDiv(parent, text, w, s, lh, ws) {
    const d = document.createElement('div');
    d.style.cssText = 'width:' + w + 'px;font-size:' + s + 'px;line-height:' +
      (lh === 'normal' ? 'normal' : lh + 'px') + ';white-space:' + ws +
      ';overflow-wrap:break-word;font-family:' + FAMILY + ';margin:0;padding:0;border:0';
    d.textContent = text;           // one text node (none for the empty string)
    parent.appendChild(d);
    return d;
  }

  // Grapheme boundaries in UTF-16 offsets, computed once per text.
  const boundsCache = new Map();
  function bounds(ti) {
    let b = boundsCache.get(ti);
    if (!b) {
      b = [];
      for (const g of seg.segment(DATA.texts[ti])) b.push(g.index);
      b.push(DATA.texts[ti].length);
      boundsCache.set(ti, b);
    }
    return b;
  }

  // Vertical centre of the grapheme's position, or null if it has no rect with area
  // (collapsed space, zero-width character, newline). When a range yields several
  // rects (a generated hyphen belongs to the range after a soft hyphen), the lowest
  // one is the grapheme itself: an artefact can only sit on an earlier line.
  // `spanned` is how far apart the range's rect centres are.
  const range = document.createRange();
  function centreOf(node, a, b) {
    range.setStart(node, a);
    range.setEnd(node, b);
    let cy = null, top = null;
    for (const q of range.getClientRects()) {
      if (q.width > 0 && q.height > 0) {
        const c = q.top + q.height / 2;
        if (cy === null || c > cy) cy = c;
        if (top === null || c < top) top = c;
      }
    }
    return cy === null ? null : {cy, spanned: cy - top};
  }

  // Walks graphemes in logical order. `lineOf(cy)` maps a centre to a line index, or
  // is null for the contract div, where a new line starts when the centre moves down
  // by more than half a pixel (all text rects of one line share top and height: they
  // use the primary font's metrics, whatever font drew the glyph).
  // Graphemes without a usable rect belong to the line of the previous grapheme.
  // In pre-wrap a newline ends its line and the next grapheme starts a new one.
  // A grapheme of several code points whose rects lie on more than one line (Blink can
  // break inside what Intl.Segmenter calls one grapheme: a shaping cluster ends there, as
  // in Myanmar kinzi drawn with no Myanmar font) is walked code point by code point.
  function scan(node, text, b, pre, lineOf) {
    const starts = [0];
    const notes = [];
    let line = 0, centre = null, pendingNL = false;
    let spread = 0, step = Infinity;  // margins of the 0.5 px rule: within a line, between lines
    let split = 0;                     // graphemes walked code point by code point
    function place(cy, a) {
      if (lineOf) {
        const l = lineOf(cy);
        if (l > line) {
          if (l !== line + 1) notes.push('jump@' + a);
          line = l; starts.push(a);
        } else if (l < line) {
          notes.push('back@' + a);
        }
        centre = cy;
      } else if (centre === null) {
        centre = cy;
      } else if (cy > centre + 0.5) {
        step = Math.min(step, cy - centre);
        line++; centre = cy; starts.push(a);
      } else if (cy < centre - 0.5) {
        notes.push('back@' + a);
      } else {
        spread = Math.max(spread, Math.abs(cy - centre));
      }
    }
    const n = b.length - 1;
    for (let g = 0; g < n; g++) {
      const a = b[g], e = b[g + 1];
      if (pendingNL) {
        line++; centre = null; pendingNL = false; starts.push(a);
      }
      if (pre && text.charCodeAt(a) === 10) {
        if (g < n - 1) pendingNL = true;
        continue;
      }
      const r = centreOf(node, a, e);
      if (r === null) continue;
      if (r.spanned > 0.5 && e - a > (text.codePointAt(a) > 0xffff ? 2 : 1)) {
        for (let p = a; p < e;) {
          const q = p + (text.codePointAt(p) > 0xffff ? 2 : 1);
          const rp = centreOf(node, p, q);
          if (rp !== null) place(rp.cy, p);
          p = q;
        }
        if (starts[starts.length - 1] > a) split++;
      } else {
        place(r.cy, a);
      }
    }
    return {starts, notes, spread, step, split};
  }
  function run() {
    const bad = faces.filter(f => f.status !== 'loaded').map(f => f.family + ':' + f.status);
    if (bad.length || faces.length !== DATA.faceCount) {
      out.textContent = JSON.stringify({error: 'fonts not loaded: ' + bad.join(' ') + ' count ' + faces.length});
      return;
    }
    const host = document.getElementById('host');
    const rows = [];
    let maxSpread = 0, minStep = Infinity, splits = 0;
    for (const c of DATA.cases) {
      const [ti, w, s, lh, ws] = c;
      const text = DATA.texts[ti];
      const P = Math.max(100, 4 * Math.ceil(s));
      const wrap = document.createElement('section');
      wrap.style.cssText = 'position:absolute;left:0;top:0;width:2000px';
      host.appendChild(wrap);
      const d = makeDiv(wrap, text, w, s, lh, ws);
      const p = makeDiv(wrap, text, w, s, P, ws);
      c.push(wrap, d, p, P);
    }
    for (const c of DATA.cases) {
      const [ti, w, s, lh, ws, wrap, d, p, P] = c;
      const text = DATA.texts[ti];
      const dr = d.getBoundingClientRect(), pr = p.getBoundingClientRect();
      const row = {h: dr.height, ph: pr.height, P: P};
      if (text.length > 0) {
        const b = bounds(ti), pre = ws === 'pre-wrap';
        const r1 = scan(d.firstChild, text, b, pre, null);
        maxSpread = Math.max(maxSpread, r1.spread);
        minStep = Math.min(minStep, r1.step);
        splits += r1.split;
        const ptop = pr.top;
        const r2 = scan(p.firstChild, text, b, pre, cy => Math.floor((cy - ptop) / P));
        row.s = r1.starts; row.ps = r2.starts;
        if (r1.notes.length) row.n1 = r1.notes;
        if (r2.notes.length) row.n2 = r2.notes;
      }
      rows.push(row);
    }
    // The page's own checks (render.py compares them): the device pixel ratio, and the
    // width of a character that no font of the stack has (the primary font's .notdef
    // unless Chromium reached some other font).
    const report = {rows, dpr: window.devicePixelRatio, maxSpread, splits,
                    minStep: minStep === Infinity ? null : minStep};
    if (DATA.tofu) {
      const t = document.createElement('span');
      t.style.cssText = 'font-family:' + FAMILY + ';font-size:100px;white-space:pre;line-height:normal';
      t.textContent = DATA.tofu[0];
      host.appendChild(t);
      report.tofuWidth = t.getBoundingClientRect().width;
    }
    out.textContent = JSON.stringify(report);
  }

  window.addEventListener('load', run);
})();
