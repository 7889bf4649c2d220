// Runs inside the search page of probe_wrap_threshold.py. For each case (a text, a size, a
// white-space mode, a start width in layout units, 1/64 of a device pixel, and a line L, 0 or
// 1) it finds the narrowest width, in layout units, at which line L still holds what it holds
// at the start width: the last grapheme with ink on line L stays on line L (or before). One
// width narrower, that grapheme moves to a later line. For L = 1 it reports where line 1
// starts at both widths: the search is line 1's own only where that start is the same.
//
// The div is render.py's contract div (page.js's makeDiv, text without spans) but for a large
// integer line-height P, so that a rect's line is floor((centre - top) / P); line-height does
// not change where lines break. A line's first break only moves forward as the width grows
// (greedy breaking, break-word included), and so does every later break, so a binary search
// over the widths finds the switch.
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('data').textContent);
  const out = document.getElementById('out');
  const seg = new Intl.Segmenter('en', {granularity: 'grapheme'});
  const faces = [...document.fonts];
  for (const f of faces) f.load();
  const range = document.createRange();
  const blank = /^[\s\u200b]+$/;

  // The lowest centre of the rects with area of text[a, e), or null.
  function centre(node, a, e) {
    range.setStart(node, a);
    range.setEnd(node, e);
    let cy = null;
    for (const q of range.getClientRects()) {
      if (q.width > 0 && q.height > 0) {
        const c = q.top + q.height / 2;
        if (cy === null || c > cy) cy = c;
      }
    }
    return cy;
  }

  function search(host, text, size, ws, units, dpr, L) {
    const P = Math.max(100, 4 * Math.ceil(size));
    const d = document.createElement('div');
    d.style.cssText = 'width:' + (units / (64 * dpr)) + 'px;font-size:' + size + 'px;line-height:' + P +
      'px;white-space:' + ws + ';overflow-wrap:break-word;font-family:' + DATA.family +
      ';margin:0;padding:0;border:0;position:absolute;left:0;top:0';
    d.textContent = text;
    host.appendChild(d);
    const node = d.firstChild;
    const top = d.getBoundingClientRect().top;
    const lineOf = cy => Math.floor((cy - top) / P);
    const b = [];
    for (const g of seg.segment(text)) b.push(g.index);
    b.push(text.length);
    const setWidth = w => { d.style.width = (w / (64 * dpr)) + 'px'; };
    // Where line L starts at the current width: the first grapheme drawn on a line >= L, or
    // the text's length.
    const startOf = L => {
      if (L === 0) return 0;
      for (let k = 0; k + 1 < b.length; k++) {
        const cy = centre(node, b[k], b[k + 1]);
        if (cy !== null && lineOf(cy) >= L) return b[k];
      }
      return text.length;
    };
    // At the start width: line L's last grapheme with ink, and where line L ends.
    const lineStart = startOf(L);
    let last = -1, first = -1, end = text.length;
    for (let k = 0; k + 1 < b.length; k++) {
      if (b[k] < lineStart) continue;
      if (ws === 'pre-wrap' && text[b[k]] === '\n') { end = b[k]; break; }
      const cy = centre(node, b[k], b[k + 1]);
      if (cy === null) continue;
      if (lineOf(cy) > L) { end = b[k]; break; }
      if (!blank.test(text.slice(b[k], b[k + 1]))) { last = k; if (first < 0) first = k; }
    }
    const row = {end, start: lineStart};
    if (lineStart >= text.length || last < 0 || last === first) {
      // Nothing, or one grapheme, on line L: no switch to find.
      d.remove();
      row.skip = lineStart >= text.length ? 'no line ' + L : last < 0 ? 'no ink on line ' + L : 'one grapheme on line ' + L;
      return row;
    }
    const [ga, ge] = [b[last], b[last + 1]];
    const holds = w => {
      setWidth(w);
      const cy = centre(node, ga, ge);
      return cy !== null && lineOf(cy) <= L;
    };
    let lo = 0, hi = units;      // holds(hi); !holds(lo) (at 0 break-word leaves one grapheme a line)
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (holds(mid)) hi = mid; else lo = mid;
    }
    row.last = [ga, ge];
    row.fit = hi;
    // Both sides once more: the search's answer checked, and where line L starts on each.
    row.checked = !holds(hi - 1);
    row.breakStart = startOf(L);
    row.checked = row.checked && holds(hi);
    row.fitStart = startOf(L);
    d.remove();
    return row;
  }

  function run() {
    const bad = faces.filter(f => f.status !== 'loaded').map(f => f.family + ':' + f.status);
    if (bad.length || faces.length !== DATA.faceCount) {
      out.textContent = JSON.stringify({error: 'fonts not loaded: ' + bad.join(' ') + ' count ' + faces.length});
      return;
    }
    const host = document.getElementById('host');
    host.style.cssText = 'position:relative;width:4000px';
    const rows = DATA.cases.map(([ti, size, ws, units, L]) =>
      search(host, DATA.texts[ti], size, ws, units, DATA.dpr, L));
    const report = {rows, dpr: window.devicePixelRatio};
    if (DATA.tofu) {
      const t = document.createElement('span');
      t.style.cssText = 'font-family:' + DATA.family + ';font-size:100px;white-space:pre;line-height:normal';
      t.textContent = DATA.tofu[0];
      host.appendChild(t);
      report.tofuWidth = t.getBoundingClientRect().width;
    }
    out.textContent = JSON.stringify(report);
  }

  window.addEventListener('load', run);
})();
