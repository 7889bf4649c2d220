// A chat list on a fixed canvas, with the height service's exact heights.
//
// The canvas is CANVAS px tall and never changes. The pinned row's top sits at
// pin.y; older rows are placed upward from it, newer ones downward. Loading an
// older page adds rows above the pin, where there was empty canvas: scrollTop
// does not change, so nothing on screen moves. When heights change (a text
// size, a width, an edited message), the pin moves to the row being read
// first, so that row keeps its place and the change happens around it.
// Scrolling is clamped to the loaded rows.
//
// ?mode=estimate and ?mode=anchoring draw the same conversation the two usual
// ways, for comparison: estimated heights corrected after render, and a plain
// list in normal flow with the browser's scroll anchoring.
"use strict";
(() => {
  const CANVAS = 1000000, PAGE = 30, GAP = 6, PAD_X = 14, PAD_Y = 8;
  const params = new URLSearchParams(location.search);
  const mode = params.get("mode") || "fixed";
  const autoload = params.get("autoload") !== "0";
  const viewport = document.getElementById("viewport");
  const canvas = document.getElementById("canvas");
  const messages = CONVERSATION;

  let fontSize = Number(params.get("size") || 17);
  let listWidth = Number(params.get("width") || 390);
  let lo = messages.length, hi = messages.length;   // the loaded rows: messages[lo..<hi]
  const textHeight = new Map();                      // id -> height (service, or measured / estimated)
  const rows = new Map();                            // id -> row element
  const tops = new Map();                            // id -> row top on the canvas
  let pin = { index: messages.length - 1, y: CANVAS / 2 };
  let loading = null;

  const textWidth = () => Math.floor(listWidth * 0.75) - 2 * PAD_X;
  const rowHeight = (id) => textHeight.get(id) + 2 * PAD_Y + GAP;
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

  /** `text` as a CSS string. */
  const cssString = (text) => '"' + text.replace(/[\\"\n\r\f]/g, (c) => "\\" + c.charCodeAt(0).toString(16) + " ") + '"';

  /**
   * The stack the service measures with (/fonts/stack.json), as the chromium target of a
   * font-stack file has it: one @font-face per face, and the text's font-family listing
   * the fallback families in order. Resolves when every face has loaded.
   */
  async function loadFonts() {
    const { families } = await (await fetch("/fonts/stack.json")).json();
    const rules = families.flatMap(({ family, faces }) => faces.map(({ file, weight = 400, style = "normal" }) => {
      const url = "/fonts/" + file.split("/").map(encodeURIComponent).join("/");
      return `@font-face { font-family: ${cssString(family)}; src: url(${cssString(url)}); `
        + `font-weight: ${[].concat(weight).join(" ")}; font-style: ${style}; }`;
    }));
    const fallback = families.filter((family) => family.fallback !== false).map(({ family }) => cssString(family));
    rules.push(`.text { font-family: ${fallback.join(", ")}; }`);
    const sheet = document.createElement("style");
    sheet.textContent = rules.join("\n");
    document.head.appendChild(sheet);
    await Promise.all([...document.fonts].map((face) => face.load()));
  }

  /** Asks the service for the text heights of `batch` at the current width and size. */
  async function measure(batch) {
    const response = await fetch("/v1/heights", {
      method: "POST",
      body: JSON.stringify({ widths: [textWidth()], sizes: [fontSize], messages: batch.map(({ id, text }) => ({ id, text })) }),
    });
    const { results } = await response.json();
    results.forEach((record, i) => {
      if (record.error) throw new Error(`message ${batch[i].id}: ${record.error}`);
      textHeight.set(record.id, record.height);
    });
  }

  /** A guess from the text's length, as lists without a height provider make. */
  function estimate(batch) {
    const perLine = Math.max(1, Math.floor(textWidth() / (fontSize * 0.55)));
    for (const { id, text } of batch) {
      const lines = text.split("\n").reduce((sum, part) => sum + Math.max(1, Math.ceil(part.length / perLine)), 0);
      textHeight.set(id, lines * Math.round(fontSize * 1.36));
    }
  }

  function makeRow(message) {
    const row = document.createElement("div");
    row.className = "row" + (message.outgoing ? " outgoing" : "");
    row.dataset.id = message.id;
    row.innerHTML = '<div class="bubble"><div class="text"></div></div>';
    row.querySelector(".text").textContent = message.text;
    rows.set(message.id, row);
    return row;
  }

  function styleText() {
    for (const row of rows.values()) {
      const text = row.querySelector(".text");
      text.style.fontSize = fontSize + "px";
      text.style.maxWidth = textWidth() + "px";
    }
    viewport.style.width = listWidth + "px";
  }

  /** The row being read: the first whose top is in view. */
  function anchorIndex() {
    const top = viewport.scrollTop;
    for (let i = lo; i < hi; i++) if (tops.get(messages[i].id) >= top) return i;
    return hi - 1;
  }

  /** Places the loaded rows around the pin (fixed) or from the canvas's top (estimate). */
  function place() {
    if (mode === "anchoring") return;
    const start = mode === "fixed" ? pin.index : lo;
    const origin = mode === "fixed" ? pin.y : 0;
    let y = origin;
    for (let i = start; i < hi; i++) { tops.set(messages[i].id, y); y += rowHeight(messages[i].id); }
    const bottom = y;
    y = origin;
    for (let i = start - 1; i >= lo; i--) { y -= rowHeight(messages[i].id); tops.set(messages[i].id, y); }
    for (let i = lo; i < hi; i++) {
      const { id } = messages[i];
      rows.get(id).style.top = tops.get(id) + "px";
      rows.get(id).style.height = rowHeight(id) + "px";
    }
    // The fixed canvas never changes; the estimated list is as tall as its rows.
    canvas.style.height = (mode === "fixed" ? CANVAS : bottom) + "px";
  }

  /** Keeps scrolling within the loaded rows (fixed canvas only). */
  function clamp() {
    if (mode !== "fixed" || lo === hi) return;
    const first = tops.get(messages[lo].id);
    const last = tops.get(messages[hi - 1].id) + rowHeight(messages[hi - 1].id);
    const height = viewport.clientHeight;
    const top = Math.min(Math.max(viewport.scrollTop, first), Math.max(first, last - height));
    if (top !== viewport.scrollTop) viewport.scrollTop = top;
  }

  /** Estimate mode: measures the rendered bubbles and moves rows to match, keeping scrollTop. */
  function correctAfterRender() {
    for (let i = lo; i < hi; i++) {
      const { id } = messages[i];
      textHeight.set(id, rows.get(id).querySelector(".text").getBoundingClientRect().height);
    }
    place();
  }

  /** Loads the page of messages before the first loaded one. */
  function loadOlder() {
    if (loading || lo === 0) return loading || Promise.resolve(false);
    loading = (async () => {
      const batch = messages.slice(Math.max(0, lo - PAGE), lo);
      if (mode === "fixed") await measure(batch); else estimate(batch);
      const before = canvas.firstChild;
      for (const message of batch) canvas.insertBefore(makeRow(message), before);
      const added = batch.reduce((sum, { id }) => sum + rowHeight(id), 0);
      lo -= batch.length;
      styleText();
      place();
      if (mode === "estimate") {
        // Everything moved down by the estimate: scroll by as much, then correct.
        viewport.scrollTop += added;
        await frames();
        correctAfterRender();
      }
      await frames();
      loading = null;
      return true;
    })();
    return loading;
  }

  /** New heights for every loaded row (a size, a width or a text changed), the row being read kept in place. */
  async function remeasure(batch = messages.slice(lo, hi)) {
    const anchor = anchorIndex();
    pin = { index: anchor, y: tops.get(messages[anchor].id) };
    styleText();
    if (mode === "fixed") await measure(batch);
    if (mode === "estimate") { estimate(batch); place(); await frames(); correctAfterRender(); }
    place();
    clamp();
    await frames();
  }

  async function setFontSize(size) { fontSize = size; await remeasure(); }
  async function setWidth(width) { listWidth = width; await remeasure(); }
  async function edit(id, text) {
    const message = messages.find((m) => m.id === id);
    message.text = text;
    rows.get(id).querySelector(".text").textContent = text;
    await remeasure([message]);
  }

  async function start() {
    document.getElementById("mode").textContent = { fixed: "fixed canvas, exact heights", estimate: "estimated heights, corrected after render", anchoring: "plain list, browser scroll anchoring" }[mode];
    if (mode === "anchoring") document.body.classList.add("flow");
    await loadFonts();
    await loadOlder();
    const last = messages[hi - 1].id;
    viewport.scrollTop = mode === "anchoring" ? viewport.scrollHeight : tops.get(last) + rowHeight(last) - viewport.clientHeight;
    await frames();
    viewport.addEventListener("scroll", () => {
      clamp();
      if (autoload && viewport.scrollTop - (mode === "anchoring" ? 0 : tops.get(messages[lo].id)) < viewport.clientHeight / 2) loadOlder();
    });
    document.getElementById("smaller").onclick = () => setFontSize(Math.max(12, fontSize - 2));
    document.getElementById("larger").onclick = () => setFontSize(Math.min(53, fontSize + 2));
    const slider = document.getElementById("width");
    slider.value = listWidth;
    slider.oninput = () => setWidth(Number(slider.value));
  }

  /** For tests and the curious: the rendered rows, their service heights, and the controls. */
  window.steadyChat = {
    mode, loadOlder, setFontSize, setWidth, edit, anchorIndex: () => messages[anchorIndex()].id,
    loaded: () => messages.slice(lo, hi).map(({ id }) => id),
    rows: () => messages.slice(lo, hi).map(({ id }) => ({
      id, height: textHeight.get(id), dom: rows.get(id).querySelector(".text").getBoundingClientRect().height,
    })),
    ready: start(),
  };
})();
