// The web chat: Web/steady's ChatList on a fixed canvas, heights from the height service through
// HeightsClient, rows drawn with Templates/bubble.css.
//
// The engine decides where every row is and what the scroll offset is; this file only mirrors
// that into the DOM (rows at their frames, scrollTop at the engine's offset) and forwards what
// the reader does (scrolling, resizing, the controls) to the engine. Because a new text size or
// width is applied only when its heights have arrived, the DOM's font size and width follow the
// client's applied settings, not the control that was just pressed.

import { HeightsClient } from "./steady/index.js";
import { makeConversation } from "./conversation.js";
import { bubbleRow } from "./bubble-row.js";
import { loadFonts } from "./fonts.js";
import { heightsFetch, network } from "./network.js";

const PAGE = 30;
const SIZES = { smallest: 12, largest: 53, step: 2 };
const viewport = document.getElementById("viewport");
const canvas = document.getElementById("canvas");
const band = document.getElementById("band");
const latest = document.getElementById("latest");
const banner = document.getElementById("banner");

// The backend: the whole history, oldest first. The page holds a suffix of it.
const history = makeConversation();
let sent = 0;

// `?canvas=N` makes the fixed canvas N px tall instead of 1,000,000 px (test only): a session of
// a few dozen actions then outgrows it, and the list recentres as a long history would.
const canvasHeight = Number(new URLSearchParams(location.search).get("canvas")) || undefined;

const client = new HeightsClient({
  viewport: { width: viewport.clientWidth, height: viewport.clientHeight },
  listOptions: canvasHeight ? { canvasHeight } : {},
  size: 17,
  url: "/v1/heights",
  fetch: heightsFetch,
  // Only what the service reads: the text and the bubble's parts.
  messageBody: ({ id, text, bubble }) => ({ id, text, bubble }),
  onChange: draw,
  onError: (error) => showBanner(`Heights unavailable: ${error.message}`),
  onMessageError: (message, error) => console.warn(`message ${message.id}: ${error}`),
});
const list = client.list;

// Everything the page is waiting for, so that a test (or anyone) can wait until it is idle.
const pending = new Set();
function track(promise) {
  pending.add(promise);
  promise.finally(() => pending.delete(promise));
  return promise;
}

list.onNeedsOlder = (oldest) => {
  const end = history.findIndex((message) => message.id === oldest.id);
  const start = Math.max(0, end - PAGE);
  track(client.prepend(history.slice(start, end), { isLastPage: start === 0 }));
};

// Drawing: the rows near the viewport, each at its frame; the others are removed.

const drawn = new Map();   // id -> {item, element}
let selected;              // the id of the selected message
let editing;               // the id of the message the composer edits
let echo;                  // scrollTop as the browser stored draw()'s last write

function draw() {
  const { scroll } = list.layout;
  canvas.style.height = `${scroll.contentHeight}px`;
  canvas.style.width = `${client.settings.listWidth}px`;
  canvas.style.fontSize = `${client.settings.size}px`;
  // Only when the engine moved the offset itself: stuck to the bottom, clamped, recentred.
  if (viewport.scrollTop !== scroll.contentOffsetY) {
    viewport.scrollTop = scroll.contentOffsetY;
    echo = viewport.scrollTop;
  }
  // The browser keeps scrollTop on the device pixel grid, the engine on the 1/64 px grid: the
  // rows are drawn shifted by the difference, so that each is on screen exactly at the engine's
  // screen y (frame.minY - contentOffsetY), whatever the ratio.
  // The rows sit in a band placed at a whole px near the offset, and are translated from there:
  // Chromium keeps a transform in single precision, which near y = 500,000 cannot hold 1/64 px.
  // At a fractional ratio the band's `top` is placed on Chromium's layout grid, 1/64 device px,
  // which a whole px at ratio 0.9 or 1.1 is not on (100 px is 90 device px, 101 px 90.9): the
  // band is put at a multiple of `period` px, a whole number of device px.
  const base = Math.floor(scroll.contentOffsetY / period()) * period();
  band.style.top = `${base}px`;
  const shift = scrolledTo() - scroll.contentOffsetY - base;
  const overscan = scroll.viewport.height;
  const near = new Set();
  for (const frame of list.layout.framesIn(scroll.contentOffsetY - overscan, scroll.contentOffsetY + 2 * overscan)) {
    const item = list.item(frame.id);
    let row = drawn.get(frame.id);
    if (row?.item !== item) {            // new, or edited: build it again
      row?.element.remove();
      row = { item, element: bubbleRow(item) };
      row.element.tabIndex = 0;   // reachable by Tab, selected by Enter
      row.element.classList.toggle("selected", frame.id === selected);
      drawn.set(frame.id, row);
      band.append(row.element);
    }
    // A transform, not `top`: layout would round `top` to the device pixel grid, a transform
    // keeps the engine's 1/64 px position.
    row.element.style.transform = `translateY(${frame.minY + shift}px)`;
    near.add(frame.id);
  }
  for (const [id, row] of drawn) {
    if (!near.has(id)) { row.element.remove(); drawn.delete(id); }
  }
  latest.hidden = list.layout.isAtBottom;
  latest.textContent = list.unreadCount > 0 ? `${list.unreadCount} new ↓` : "Latest ↓";
}

/**
 * Where the browser really scrolled to, in px. Chromium scrolls to whole device pixels and hands
 * the offset to scrollTop as a float, which is off by up to half its last bit: 1/64 px near
 * y = 500,000, 1/4,096 px near 6,600 (at ratio 2.625, 17,448 device px is 6,646.857142… px and
 * scrollTop reads 6,646.85693359375). Rows shifted by scrollTop itself would be drawn that far
 * from the engine's screen y; the device pixel it stands for is exact. An offset that is not near
 * a whole device pixel (fractional scrolling by the reader) is taken as it is.
 */
function scrolledTo() {
  const top = viewport.scrollTop;
  const device = top * devicePixelRatio;
  const whole = Math.round(device);
  return Math.abs(device - whole) < 0.1 ? whole / devicePixelRatio : top;
}

/** The fewest whole px that are a whole number of device px (10 at ratios 0.9 and 1.1, 8 at 2.625); 1 if none up to 128. */
function period() {
  for (let px = 1; px <= 128; px++) {
    const device = px * devicePixelRatio;
    if (Math.abs(device - Math.round(device)) < 1e-6) return px;
  }
  return 1;
}

function showBanner(text) {
  banner.hidden = false;
  banner.querySelector("span").textContent = text;
}

// What the reader does.

// The scroll event that follows draw()'s own write reads back the engine's offset rounded to the
// browser's grid (whole px at ratio 1): it is not the reader, and passing it on would move the
// engine off its offset (off the bottom, where it sticks). The rows' shift absorbs the rounding.
viewport.addEventListener("scroll", () => {
  if (viewport.scrollTop !== echo && !rezoomed()) list.scrollTo(viewport.scrollTop);
  echo = undefined;
  draw();
});

/**
 * Whether this scroll is browser zoom's: a new zoom moves scrollTop to the new ratio's device
 * pixel grid (at 110 %, 476,396.34375 px becomes 476,396.36…), and the reader did not scroll.
 * Until the client applies the new ratio its settings keep the old one; a move of at most a
 * device pixel of each then is the browser's, and the rows' shift (draw()) absorbs it.
 */
function rezoomed() {
  const old = client.settings.dpr;
  if (old === devicePixelRatio) return false;
  return Math.abs(viewport.scrollTop - list.layout.scroll.contentOffsetY) <= 1 / old + 1 / devicePixelRatio;
}
new ResizeObserver(() => {
  track(client.setViewport({ width: viewport.clientWidth, height: viewport.clientHeight }));
}).observe(viewport);

function setTextSize(size) {
  return track(client.setTextSize(Math.min(SIZES.largest, Math.max(SIZES.smallest, size))));
}
document.getElementById("smaller").onclick = () => setTextSize(client.targetSettings.size - SIZES.step);
document.getElementById("larger").onclick = () => setTextSize(client.targetSettings.size + SIZES.step);
function scrollToBottom() {
  list.scrollToBottom();
  draw();
}
latest.onclick = scrollToBottom;
banner.querySelector("button").onclick = () => {
  banner.hidden = true;
  list.retry("older");
};

/** A new message at the bottom: the list follows it when the reader is at the bottom. */
function add(text, direction) {
  sent += 1;
  const now = new Date();
  const message = {
    id: `n${sent}`, text,
    bubble: { direction, time: `${now.getHours()}:${String(now.getMinutes()).padStart(2, "0")}` },
  };
  history.push(message);
  return track(client.append([message]));
}

// Selecting a message, then editing it in the composer or deleting it.

const selection = document.getElementById("selection");
const composer = document.getElementById("composer");

function select(id) {
  selected = id;
  editing = undefined;
  for (const { element } of drawn.values()) element.classList.toggle("selected", element.dataset.id === id);
  selection.hidden = id === undefined;
  if (id !== undefined) selection.querySelector("span").textContent = list.item(id)?.text || "(media)";
}

band.addEventListener("click", (event) => select(event.target.closest(".row")?.dataset.id));
band.addEventListener("keydown", (event) => {
  if (event.key === "Enter") select(event.target.closest(".row")?.dataset.id);
  if (event.key === "Escape") select(undefined);
});
document.getElementById("deselect").onclick = () => select(undefined);
document.getElementById("delete").onclick = () => {
  if (selected !== undefined) remove(selected);
  select(undefined);
};
document.getElementById("edit").onclick = () => {
  if (selected === undefined) return;
  const id = selected;
  select(undefined);
  editing = id;
  composer.elements.text.value = list.item(id).text;
  composer.elements.text.focus();
};

composer.onsubmit = (event) => {
  event.preventDefault();
  const input = composer.elements.text;
  if (editing !== undefined) edit(editing, input.value);
  else if (input.value.trim() !== "") add(input.value, "outgoing");
  editing = undefined;
  input.value = "";
};

function edit(id, text) {
  const index = history.findIndex((message) => message.id === id);
  history[index] = { ...history[index], text };
  return track(client.update(history[index]));
}

function remove(id) {
  history.splice(history.findIndex((message) => message.id === id), 1);
  if (selected === id) select(undefined);
  client.remove([id]);
}

async function start() {
  await loadFonts("#canvas");
  await track(client.setItems(history.slice(-PAGE * 2), { hasOlder: history.length > PAGE * 2 }));
}

/**
 * Resolves when no request is in flight and two frames have been drawn since: the page's own
 * requests, and a change of device pixel ratio (browser zoom), which the client starts itself.
 */
async function idle() {
  while (pending.size > 0) await Promise.allSettled([...pending]);
  await client.settled();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  if (pending.size > 0) return idle();
}

// For the test and the curious.
window.steadyChat = {
  ready: start(), idle, client, list, network, edit, remove, setTextSize, scrollToBottom,
  send: (text) => add(text, "outgoing"),
  receive: (text) => add(text, "incoming"),
};
