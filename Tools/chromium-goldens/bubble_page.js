// Runs inside a page that render_bubbles.py writes: builds one chat row per case with DOM
// APIs (no whitespace text nodes: .text is pre-wrap) under Templates/bubble.css, and reports
// the row's height and its parts' rects relative to the row.
// Every case is built twice: as the template draws it, and as a "probe" whose .text and
// .quote-text have a large whole-number line-height P, so that a line's index is
// floor((y - top) / P) with no doubt. Line-height changes no width and no line break, so the
// probe's lines are the row's lines (the page checks the widths and the spacer's place).
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('data').textContent);
  const out = document.getElementById('out');
  const FAMILY = DATA.family;   // the stack's fallback families, in order
  const PARTS = ['bubble', 'name', 'quote', 'quoteName', 'quoteText', 'media', 'text', 'time',
                 'reactions', 'date'];

  // Force every face to load; font loads started before the load event delay it.
  const faces = [...document.fonts];
  for (const f of faces) f.load();

  function div(parent, cls, text) {
    const e = document.createElement('div');
    e.className = cls;
    if (text) e.appendChild(document.createTextNode(text));
    parent.appendChild(e);
    return e;
  }

  // An element of a string the row shows: it takes its own direction (the template's
  // header: every such element has dir="auto").
  function auto(e) {
    e.dir = 'auto';
    return e;
  }

  // The message text in .text: split at span edges, each span a <span style=...> and a box
  // span an empty inline-block (as render.py's page does). Returns, per piece, its text node
  // or, for a box, its element.
  function fillText(t, msg) {
    const text = msg.t, nodes = [];
    const add = (a, e, css, box) => {
      const node = box ? null : document.createTextNode(text.slice(a, e));
      if (css === null) {
        t.appendChild(node);
      } else {
        const s = document.createElement('span');
        s.style.cssText = css;
        if (node) s.appendChild(node);
        t.appendChild(s);
      }
      nodes.push(node || t.lastChild);
    };
    let pos = 0;
    for (const [a, e, css, box] of msg.sp || []) {
      if (a > pos) add(pos, a, null, false);
      add(a, e, css, box);
      pos = e;
    }
    if (text.length > pos) add(pos, text.length, null, false);
    return nodes;
  }

  // One row in its own .chat container, in the markup of Templates/bubble.css's header. The
  // probe (P > 0) sets line-height P on .text and .quote-text, and 0 on the text's spans,
  // whose own fonts could otherwise make a line taller than P.
  function build(host, msg, w, s, P) {
    const wrap = document.createElement('section');
    wrap.style.cssText = 'position:absolute;left:0;top:0;width:2000px';
    const chat = div(wrap, 'chat');
    chat.style.cssText = 'width: ' + w + 'px; font-size: ' + s + 'px; font-family: ' + FAMILY;
    const b = msg.b;
    const p = {};
    p.row = div(chat, 'row ' + (b.direction === 'outgoing' ? 'outgoing' : 'incoming') +
                (b.groupStart === false ? '' : ' group-start'));
    if ('date' in b) p.date = auto(div(p.row, 'date', b.date));
    p.bubble = div(p.row, b.media ? 'bubble has-media' : 'bubble');
    if ('name' in b) p.name = auto(div(p.bubble, 'name', b.name));
    if (b.quote) {
      p.quote = div(p.bubble, 'quote');
      if ('name' in b.quote) p.quoteName = auto(div(p.quote, 'quote-name', b.quote.name));
      p.quoteText = auto(div(p.quote, 'quote-text', b.quote.text));
      if (P) p.quoteText.style.lineHeight = P + 'px';
    }
    if (b.media) {
      p.media = div(p.bubble, 'media');
      p.media.style.aspectRatio = String(b.media.aspectRatio);
    }
    if (msg.t.length || !b.media) {
      p.text = auto(div(p.bubble, 'text'));
      p.nodes = fillText(p.text, msg);
      if (P) {
        p.text.style.lineHeight = P + 'px';
        for (const n of p.nodes) {
          const el = n.nodeType === Node.ELEMENT_NODE ? n : n.parentNode;   // a box, or a span's text
          if (el !== p.text) el.style.lineHeight = '0';
        }
      }
      if ('time' in b) {
        p.spacer = document.createElement('span');
        p.spacer.className = 'time-spacer';
        p.spacer.appendChild(document.createTextNode(b.time));
        p.text.appendChild(p.spacer);
      }
    }
    if ('time' in b) p.time = div(p.bubble, 'time', b.time);
    if ('reactions' in b) p.reactions = auto(div(p.row, 'reactions', b.reactions));
    host.appendChild(wrap);
    return p;
  }

  // Lines of the probe's .text: its height / P, the line of the spacer (its rect is 0 tall,
  // on the baseline: overflow:hidden puts an inline-block's baseline at its bottom edge), and
  // the last line with a drawn text rect before it.
  function probeLines(p, P) {
    const tr = p.text.getBoundingClientRect();
    let lastText = -1;
    const range = document.createRange();
    for (const n of p.nodes) {
      // A box (an empty inline-block, 1 em tall, of any width) counts as drawn.
      const box = n.nodeType === Node.ELEMENT_NODE;
      range.selectNodeContents(n);
      for (const q of box ? [n.getBoundingClientRect()] : range.getClientRects()) {
        if ((box || q.width > 0) && q.height > 0) {
          lastText = Math.max(lastText, Math.floor((q.top + q.height / 2 - tr.top) / P));
        }
      }
    }
    const res = {lines: tr.height / P, lastText};
    if (p.spacer) res.spacerLine = Math.floor((p.spacer.getBoundingClientRect().top - tr.top) / P);
    return res;
  }

  function run() {
    const bad = faces.filter(f => f.status !== 'loaded').map(f => f.family + ':' + f.status);
    if (bad.length || faces.length !== DATA.faceCount) {
      out.textContent = JSON.stringify({error: 'fonts not loaded: ' + bad.join(' ') + ' count ' + faces.length});
      return;
    }
    const host = document.getElementById('host');
    const built = DATA.cases.map(([mi, w, s]) => {
      const msg = DATA.msgs[mi];
      const P = Math.max(100, 4 * Math.ceil(s));
      return {P, d: build(host, msg, w, s, 0), p: build(host, msg, w, s, P)};
    });
    const rows = built.map(({P, d, p}) => {
      const r0 = d.row.getBoundingClientRect();
      const frames = {};
      for (const k of PARTS) {
        if (!d[k]) continue;
        const r = d[k].getBoundingClientRect();
        frames[k] = [r.x - r0.x, r.y - r0.y, r.width, r.height];
      }
      const row = {rowHeight: r0.height, frames, checks: []};
      const rel = (parts, e) => e.getBoundingClientRect().x - parts.row.getBoundingClientRect().x;
      if (d.text) {
        const L = probeLines(p, P);
        row.textLines = L.lines;
        row.lastText = L.lastText;
        if (d.spacer) {
          row.spacerLine = L.spacerLine;
          if (rel(d, d.spacer) !== rel(p, p.spacer)) {
            row.checks.push('spacer x ' + rel(d, d.spacer) + ' in the row, ' + rel(p, p.spacer) + ' in the probe');
          }
        }
        const dw = d.text.getBoundingClientRect().width, pw = p.text.getBoundingClientRect().width;
        if (dw !== pw) row.checks.push('text width ' + dw + ', probe ' + pw);
      }
      if (d.quoteText) {
        row.quoteLines = p.quoteText.getBoundingClientRect().height / P;
        const dw = d.quoteText.getBoundingClientRect().width, pw = p.quoteText.getBoundingClientRect().width;
        if (dw !== pw) row.checks.push('quote width ' + dw + ', probe ' + pw);
      }
      return row;
    });
    // The page's own checks (render.py's check_page): the device pixel ratio, and the width
    // of a character that no font of the stack has.
    const report = {rows, dpr: window.devicePixelRatio};
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
