// Runs inside the generated page (render.py inlines it). Measures every case twice:
// in the contract div, and in a "probe" div that differs only in a large integer
// line-height (and line-height 0 on its spans), so that line index =
// floor((rect centre - top) / P) with no doubt.
// Line breaking does not depend on line-height, so both must give the same lines.
// A clamped case's contract div carries the clamp; the probe never does, so it gives
// every line of the text.
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('data').textContent);
  const out = document.getElementById('out');
  const seg = new Intl.Segmenter('en', {granularity: 'grapheme'});
  const FAMILY = DATA.family;      // the stack's fallback families, in order
  const SPANS = DATA.spans || [];  // per text: null, or [[start, end, css, isBox], ...]
  const CLAMP = ';display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden;-webkit-line-clamp:';

  // Force every face to load; font loads started before the load event delay it.
  const faces = [...document.fonts];
  for (const f of faces) f.load();

  // The pieces of a text: its runs between span edges, in order, as
  // [start, end, span index or -1]. Without spans, one piece (none for "").
  const piecesCache = new Map();
  function pieces(ti) {
    let p = piecesCache.get(ti);
    if (!p) {
      const text = DATA.texts[ti], spans = SPANS[ti];
      p = [];
      let pos = 0;
      for (let k = 0; spans && k < spans.length; k++) {
        if (spans[k][0] > pos) p.push([pos, spans[k][0], -1]);
        p.push([spans[k][0], spans[k][1], k]);
        pos = spans[k][1];
      }
      if (text.length > pos) p.push([pos, text.length, -1]);
      piecesCache.set(ti, p);
    }
    return p;
  }

  // The chromium target: the text node split at span edges, each span a <span> with its
  // style; a box span is an empty inline-block. Returns, per piece, its text node or, for
  // a box, its element. In the probe every span has line-height 0, so that no span's font
  // can make a line taller than P (the probe's lines stay exactly P apart).
  function makeDiv(parent, ti, w, s, lh, ws, clamp, probe) {
    const d = document.createElement('div');
    d.style.cssText = 'width:' + w + 'px;font-size:' + s + 'px;line-height:' +
      (lh === 'normal' ? 'normal' : lh + 'px') + ';white-space:' + ws +
      ';overflow-wrap:break-word;font-family:' + FAMILY + ';margin:0;padding:0;border:0' +
      (clamp ? CLAMP + clamp : '');
    const text = DATA.texts[ti], spans = SPANS[ti];
    const nodes = [];
    if (!spans) {
      d.textContent = text;         // one text node (none for the empty string)
      if (text.length) nodes.push(d.firstChild);
    } else {
      for (const [a, e, k] of pieces(ti)) {
        if (k < 0) {
          nodes.push(d.appendChild(document.createTextNode(text.slice(a, e))));
          continue;
        }
        const el = document.createElement('span');
        el.style.cssText = spans[k][2] + (probe ? ';line-height:0' : '');
        d.appendChild(el);
        nodes.push(spans[k][3] ? el : el.appendChild(document.createTextNode(text.slice(a, e))));
      }
    }
    parent.appendChild(d);
    return {d, nodes};
  }

  // The units a text is walked in: grapheme clusters of each piece, in UTF-16 offsets of
  // the whole text, and a box as one unit. [start, end, piece index, isBox].
  const unitsCache = new Map();
  function units(ti) {
    let u = unitsCache.get(ti);
    if (!u) {
      u = [];
      const text = DATA.texts[ti], spans = SPANS[ti];
      pieces(ti).forEach(([a, e, k], pi) => {
        if (k >= 0 && spans[k][3]) { u.push([a, e, pi, true]); return; }
        const b = [];
        for (const g of seg.segment(text.slice(a, e))) b.push(a + g.index);
        b.push(e);
        for (let i = 0; i + 1 < b.length; i++) u.push([b[i], b[i + 1], pi, false]);
      });
      unitsCache.set(ti, u);
    }
    return u;
  }

  // Where the text between offsets a and b of one piece is drawn: the vertical centre of
  // its lowest rect with area (when a range yields several rects, as a generated hyphen
  // belongs to the range after a soft hyphen, the lowest one is the text itself: an
  // artefact can only sit on an earlier line), how far apart its rect centres are
  // (`spanned`), its left and right, and how many rects the range has (`count`). A box
  // has a rect of its own, of zero width for a box of width 0. A run of zero width spaces
  // (U+200B) has rects of no width where it is drawn, which place it: a line may start with
  // one, or hold nothing else. null when nothing has area (collapsed space, another
  // zero-width character, newline).
  const range = document.createRange();
  const zeroWidthSpaces = /^\u200b+$/;
  function rectOf(div, pi, p0, a, b, isBox) {
    if (isBox) {
      const q = div.nodes[pi].getBoundingClientRect();
      if (!(q.height > 0)) return null;
      const c = q.top + q.height / 2;
      return {cy: c, spanned: 0, left: q.left, right: q.right, count: 1};
    }
    const node = div.nodes[pi];
    range.setStart(node, a - p0);
    range.setEnd(node, b - p0);
    let cy = null, top = null, left = Infinity, right = -Infinity, count = 0;
    for (const q of range.getClientRects()) {
      count++;
      if (q.width > 0 && q.height > 0) {
        const c = q.top + q.height / 2;
        if (cy === null || c > cy) cy = c;
        if (top === null || c < top) top = c;
        left = Math.min(left, q.left);
        right = Math.max(right, q.right);
      }
    }
    if (cy === null && zeroWidthSpaces.test(node.data.slice(a - p0, b - p0))) {
      for (const q of range.getClientRects()) {
        if (q.height > 0) return {cy: q.top + q.height / 2, spanned: 0, left: q.left, right: q.left, count};
      }
    }
    return cy === null ? null : {cy, spanned: cy - top, left, right, count};
  }

  // How many rects the text between offsets a and b of one piece has (zero-width ones too).
  function rectCount(div, pi, p0, a, b) {
    range.setStart(div.nodes[pi], a - p0);
    range.setEnd(div.nodes[pi], b - p0);
    return range.getClientRects().length;
  }

  // Walks the units in logical order. `lineOf(cy)` maps a centre to a line index, or is
  // null for the contract div, where a new line starts when the centre moves down by more
  // than `tol` px. `tol` is half the smaller of the size and a fixed line height: the
  // centres of consecutive lines are at least a line height apart, and within one line
  // they differ only by the inline boxes' fonts (text rects take their top and height from
  // their inline box's primary font, whatever font drew the glyph; a box is 1 em tall on
  // the baseline): 0 for text without spans, up to 0.18 em in the styled corpora.
  // Units without a usable rect belong to the line of the previous unit.
  // In pre-wrap a newline ends its line and the next unit starts a new one.
  // A grapheme of several code points whose rects lie on more than one line (Blink can
  // break inside what Intl.Segmenter calls one grapheme: a shaping cluster ends there, as
  // in Myanmar kinzi drawn with no Myanmar font) is walked code point by code point.
  // Returns the line starts and each unit's rect (`unitRect`).
  function scan(div, ti, pre, lineOf, tol) {
    const text = DATA.texts[ti], u = units(ti), p = pieces(ti);
    const starts = [0];
    const notes = [];
    const unitRect = new Array(u.length);
    let line = 0, centre = null, pendingNL = false;
    let spread = 0, step = Infinity;  // margins of the tol rule: within a line, between lines
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
      } else if (cy > centre + tol) {
        step = Math.min(step, cy - centre);
        line++; centre = cy; starts.push(a);
      } else if (cy < centre - tol) {
        notes.push('back@' + a);
      } else {
        spread = Math.max(spread, Math.abs(cy - centre));
      }
    }
    for (let g = 0; g < u.length; g++) {
      const [a, e, pi, isBox] = u[g];
      const p0 = p[pi][0];
      if (pendingNL) {
        line++; centre = null; pendingNL = false; starts.push(a);
      }
      if (!isBox && pre && text.charCodeAt(a) === 10) {
        if (g < u.length - 1) pendingNL = true;
        continue;
      }
      const r = rectOf(div, pi, p0, a, e, isBox);
      unitRect[g] = r;
      if (r === null) continue;
      if (r.spanned > 0.5 && e - a > (text.codePointAt(a) > 0xffff ? 2 : 1)) {
        for (let q = a; q < e;) {
          const q2 = q + (text.codePointAt(q) > 0xffff ? 2 : 1);
          const rq = rectOf(div, pi, p0, q, q2, false);
          if (rq !== null) place(rq.cy, q);
          q = q2;
        }
        if (starts[starts.length - 1] > a) split++;
      } else {
        place(r.cy, a);
      }
    }
    return {starts, notes, spread, step, split, unitRect};
  }

  // The width of the ellipsis at size s: "…" in the div's font (the line's style, whatever
  // the spans), rounded up to a layout unit (1/64 device px) as Blink's truncator keeps it
  // (SnappedWidth).
  const ellipsisCache = new Map();
  function ellipsisWidth(s) {
    let w = ellipsisCache.get(s);
    if (w === undefined) {
      const t = document.createElement('span');
      t.style.cssText = 'font-family:' + FAMILY + ';font-size:' + s + 'px;white-space:pre;line-height:normal';
      t.textContent = '\u2026';
      document.getElementById('host').appendChild(t);
      const u = 64 * window.devicePixelRatio;
      w = Math.ceil(t.getBoundingClientRect().width * u) / u;
      t.remove();
      ellipsisCache.set(s, w);
    }
    return w;
  }

  // Right-to-left scripts (and the marks that make a run right-to-left): a clamped line
  // with any of them is not reported (see visibleEnd).
  const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\u200F\u061C\u202B\u202E\u2067]/u;
  const TOL = 1 / 16;                 // px: a fit closer than this is not decided

  // What a clamped div draws on its last line, N, up to the ellipsis. Blink's truncator
  // (LineTruncator) walks the line's children (text items, split at span edges; boxes) from
  // the right: a child that fits with the ellipsis (right + E <= width) takes the ellipsis
  // after it; a text child that does not is truncated to the longest prefix that fits
  // (OffsetToFit) and the original is hidden, or, when not even its first character fits,
  // hidden whole; a box that does not fit is hidden whole; the line's first child is never
  // hidden. A truncated child is kept as two fragments, the hidden original and the
  // truncated copy, so the characters it still draws have one more rect than in the probe:
  // that measures the truncation directly. Whole children (hidden or not) leave no trace in
  // the DOM: where no rect is doubled, the fit rule above decides from the rects, and a fit
  // within TOL of the edge is left undecided.
  // Only units that draw something count (boxes, graphemes that are not white space or
  // zero width spaces): how Blink splits, truncates or hides the spaces at the end of a
  // line changes nothing drawn.
  // Returns {end} (the offset after the last drawn unit, or the line's start when it draws
  // nothing), or {why} when undecided.
  function visibleEnd(c, r1, r2, N, W, E) {
    const u = units(c.ti), text = DATA.texts[c.ti];
    const lo = r1.starts[N - 1], hi = r1.starts[N];
    const inked = g => u[g][3] || !/^[\s\u200b]+$/.test(text.slice(u[g][0], u[g][1]));
    const idx = [];
    for (let g = 0; g < u.length; g++) {
      if (u[g][0] >= lo && u[g][0] < hi && r1.unitRect[g] && inked(g)) idx.push(g);
    }
    if (!idx.length) return {end: lo, how: 'empty'};
    if (RTL.test(text.slice(lo, hi))) return {why: 'rtl'};
    for (let i = 1; i < idx.length; i++) {
      if (r1.unitRect[idx[i]].left < r1.unitRect[idx[i - 1]].left - 0.01) return {why: 'order'};
    }
    const left = c.d.d.getBoundingClientRect().left;
    const R = g => r1.unitRect[g].right - left;
    // children: runs of units of one piece, in order (an LTR line: visual = logical order)
    const kids = [];
    for (const g of idx) {
      const k = kids[kids.length - 1];
      if (k && k.pi === u[g][2]) k.units.push(g);
      else kids.push({pi: u[g][2], box: u[g][3], units: [g]});
    }
    // The rule, from the right: which child takes the ellipsis, and how.
    let model = null;
    for (let i = kids.length - 1; i >= 0 && !model; i--) {
      const k = kids[i], first = i === 0, right = R(k.units[k.units.length - 1]);
      const r0 = R(k.units[0]);
      if (Math.abs(right + E - W) < TOL) model = {i, how: 'undecided'};
      else if (right + E <= W) model = {i, how: 'fits'};
      else if (k.box) { if (first) model = {i, how: 'fits'}; }
      else if (Math.abs(r0 + E - W) < TOL) model = {i, how: 'undecided'};
      else if (r0 + E < W) model = {i, how: 'truncate'};
      else if (first) model = {i, how: 'undecided'};   // one character is kept: maybe a space
    }
    // The measurement: units drawn twice.
    const dup = idx.filter(g => r1.unitRect[g].count > (r2.unitRect[g] ? r2.unitRect[g].count : 0));
    if (dup.length) {
      const last = dup[dup.length - 1];
      const k = kids.findIndex(k => k.units.includes(last));
      const run = kids[k].units;
      if (dup.some((g, j) => run[j] !== g)) return {why: 'doubled rects not a prefix of a child', bad: true};
      // (a child that fits but for its trailing spaces is cut in them: all it inks is drawn)
      const agree = model && model.i === k &&
        (model.how === 'truncate' || (model.how === 'fits' && dup.length === run.length));
      if (model && model.how !== 'undecided' && !agree) {
        return {why: 'model ' + model.how + '@' + model.i + ' vs truncated@' + k, bad: true};
      }
      // A grapheme of several code points may be cut inside (OffsetToFit counts
      // characters): the end is after its last code point drawn twice.
      let end = u[last][1];
      const [a, e, pi] = u[last];
      if (e - a > (text.codePointAt(a) > 0xffff ? 2 : 1)) {
        const p0 = pieces(c.ti)[pi][0];
        for (let q = a; q < e;) {
          const q2 = q + (text.codePointAt(q) > 0xffff ? 2 : 1);
          if (rectCount(c.d, pi, p0, q, q2) > rectCount(c.p, pi, p0, q, q2)) end = q2;
          q = q2;
        }
      }
      // Blink's rule for the cut: the longest prefix whose right edge + E fits.
      const nx = run[dup.length] !== undefined ? R(run[dup.length]) : null;
      const rule = end === u[last][1] && R(last) + E <= W + TOL && (nx === null || nx + E > W - TOL);
      return {end, how: 'truncated', rule};
    }
    if (!model) return {why: 'no child', bad: true};
    if (model.how === 'undecided') return {why: 'margin'};
    if (model.how === 'truncate') return {why: 'model truncate@' + model.i + ', no doubled rect', bad: true};
    const k = kids[model.i];
    return {end: u[k.units[k.units.length - 1]][1], how: model.i === kids.length - 1 ? 'whole' : 'hidden'};
  }

  function run() {
    const bad = faces.filter(f => f.status !== 'loaded').map(f => f.family + ':' + f.status);
    if (bad.length || faces.length !== DATA.faceCount) {
      out.textContent = JSON.stringify({error: 'fonts not loaded: ' + bad.join(' ') + ' count ' + faces.length});
      return;
    }
    const host = document.getElementById('host');
    const rows = [];
    let maxSpread = 0, minStep = Infinity, splits = 0, maxSpreadEm = 0, minStepEm = Infinity;
    const cases = DATA.cases.map(([ti, w, s, lh, ws, clamp]) => {
      const P = Math.max(100, 4 * Math.ceil(s));
      const wrap = document.createElement('section');
      wrap.style.cssText = 'position:absolute;left:0;top:0;width:2000px';
      host.appendChild(wrap);
      const d = makeDiv(wrap, ti, w, s, lh, ws, clamp, false);
      const p = makeDiv(wrap, ti, w, s, P, ws, 0, true);
      const f = clamp ? makeDiv(wrap, ti, w, s, lh, ws, 0, false) : null;
      return {ti, w, s, lh, ws, clamp: clamp || 0, P, d, p, f};
    });
    for (const c of cases) {
      const text = DATA.texts[c.ti];
      const dr = c.d.d.getBoundingClientRect(), pr = c.p.d.getBoundingClientRect();
      const row = {h: dr.height, ph: pr.height, P: c.P};
      if (c.f) row.fh = c.f.d.getBoundingClientRect().height;
      if (text.length > 0) {
        const pre = c.ws === 'pre-wrap';
        const tol = Math.min(c.s, c.lh === 'normal' ? c.s : c.lh) / 2;
        const r1 = scan(c.d, c.ti, pre, null, tol);
        maxSpread = Math.max(maxSpread, r1.spread);
        minStep = Math.min(minStep, r1.step);
        maxSpreadEm = Math.max(maxSpreadEm, r1.spread / c.s);
        minStepEm = Math.min(minStepEm, r1.step / c.s);
        splits += r1.split;
        const ptop = pr.top;
        const r2 = scan(c.p, c.ti, pre, cy => Math.floor((cy - ptop) / c.P), 0);
        row.s = r1.starts; row.ps = r2.starts;
        if (r1.notes.length) row.n1 = r1.notes;
        if (r2.notes.length) row.n2 = r2.notes;
        if (c.clamp && r2.starts.length > c.clamp && r1.starts.length > c.clamp) {
          row.v = visibleEnd(c, r1, r2, c.clamp, c.w, ellipsisWidth(c.s));
        }
      }
      rows.push(row);
    }
    // The page's own checks (render.py compares them): the device pixel ratio, and the
    // width of a character that no font of the stack has (the primary font's .notdef
    // unless Chromium reached some other font).
    const report = {rows, dpr: window.devicePixelRatio, maxSpread, splits,
                    minStep: minStep === Infinity ? null : minStep,
                    maxSpreadEm, minStepEm: minStepEm === Infinity ? null : minStepEm};
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
