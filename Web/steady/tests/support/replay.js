// Sessions as data: a header and operations, applied to the JavaScript engine here and to the
// Swift engine by Tools/layout-replay (the same format, read as JSON Lines), and what each step
// leaves on screen, in whole ticks, so the two can be compared to the tick.
//
// Header: {"kind": "layout" | "list", "viewport": [w, h], "safeArea": [top, bottom],
//          "canvasHeight": pt, "prefetchDistance": pt (list only)}
// Rows and items are [id, height] pairs. A number JSON cannot hold (NaN, ±Infinity) is written as
// "nan", "inf" or "-inf". Tools/layout-replay/main.swift lists every operation.

import { ChatLayout } from "../../chat-layout/chat-layout.js";
import { ChatList } from "../../chat-list/chat-list.js";

/** Encodes a header or an operation as a JSON line, numbers JSON cannot hold as strings. */
export function encode(value) {
  return JSON.stringify(value, (_, v) => {
    if (typeof v !== "number" || Number.isFinite(v)) return v;
    return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
  });
}

/** Decodes what `encode` wrote. */
export function decode(line) {
  const special = { nan: NaN, inf: Infinity, "-inf": -Infinity };
  return JSON.parse(line, (_, v) => (typeof v === "string" && v in special ? special[v] : v));
}

/**
 * A row height from a seed, for operations that replace every height: the same 32-bit
 * arithmetic as the Swift tool (Math.imul is UInt32's &*), 8...400 pt on the grid, now and then 0.
 */
export function seededHeight(id, seed) {
  let h = (Math.imul(id | 0, 0x9e3779b1) ^ Math.imul(seed | 0, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = (h ^ (h >>> 12)) >>> 0;
  return h % 37 === 0 ? 0 : (8 * 64 + (h % (392 * 64))) / 64;
}

/** The list sessions' height provider: a message's base height, scaled and narrowed like wrapped text. */
export function providedHeight(item, width, scale) {
  return item.base * scale * 390 / Math.max(width, 100);
}

/** The tick count of a length on the grid (exact). */
const t = (points) => points * 64;

/** A 32-bit digest of every loaded row's frame (identity, top and height in ticks), in order. */
export function framesDigest(frames) {
  let hash = 0x811c9dc5;
  const mix = (value) => {
    hash = Math.imul(hash ^ (value >>> 0), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ (Math.floor(value / 4294967296) >>> 0), 0x01000193) >>> 0;
  };
  for (const frame of frames) {
    mix(frame.id);
    mix(t(frame.minY));
    mix(t(frame.height));
  }
  return hash.toString(16);
}

/** What one step leaves: the anchor, offset, insets, mounted range, visible frames and a digest of all frames. */
export function observeLayout(layout) {
  const anchor = layout.readingAnchor;
  const mounted = layout.mountedIndices;
  const scroll = layout.scroll;
  return {
    anchor: anchor === undefined ? null : [anchor.rowID, t(anchor.screenY)],
    offset: t(scroll.contentOffsetY),
    insets: [t(scroll.contentInset.top), t(scroll.contentInset.bottom)],
    bottom: layout.isAtBottom,
    count: layout.count,
    mounted: [mounted.lowerBound, mounted.upperBound],
    visible: layout.visibleFrames().map((f) => [f.id, f.index, t(f.minY), t(f.height)]),
    frames: framesDigest(allFramesByIndex(layout)),
    above: t(layout.distanceAboveVisible),
    below: t(layout.distanceBelowVisible),
  };
}

/** Every frame through the public `frameAt`, as the Swift tool must read them. */
function allFramesByIndex(layout) {
  const frames = [];
  for (let i = 0; i < layout.count; i++) frames.push(layout.frameAt(i));
  return frames;
}

const rowsOf = (pairs) => pairs.map(([id, height]) => ({ id, height }));
/** The geometry a header gives a layout or a list. */
const geometryOf = (header) => ({
  viewport: { width: header.viewport[0], height: header.viewport[1] },
  safeAreaInsets: { top: header.safeArea[0], bottom: header.safeArea[1] },
  canvasHeight: header.canvasHeight,
});
const historyOf = (position) => (position === undefined ? null : [position.fraction, position.visibleFraction]);

/** A ChatLayout driven by operations. */
export class LayoutSession {
  constructor(header) {
    this.header = header;
    this.layout = new ChatLayout(geometryOf(header));
  }

  /** Applies one operation; returns its answer when it has one (else null). */
  apply(op) {
    const layout = this.layout;
    switch (op.op) {
      case "setRows": layout.setRows(rowsOf(op.rows), op.edge); return null;
      case "prepend": layout.prepend(rowsOf(op.rows)); return null;
      case "append": return layout.append(rowsOf(op.rows));
      case "insert": layout.insert(rowsOf(op.rows), op.after); return null;
      case "remove": layout.removeRows(op.ids); return null;
      case "removeAll": layout.removeAll(); return null;
      case "setHeight": layout.setHeight(op.id, op.height); return null;
      case "replaceHeights": layout.replaceHeights((id) => seededHeight(id, op.seed)); return null;
      case "viewport":
        layout.setViewport({ width: op.width, height: op.height }, op.seed === undefined ? undefined : (id) => seededHeight(id, op.seed));
        return null;
      case "keyboard": layout.setKeyboardOverlap(op.overlap); return null;
      case "safeArea": layout.setSafeAreaInsets({ top: op.top, bottom: op.bottom }); return null;
      case "scrollTo": layout.scrollTo(op.y); return null;
      case "scrollBy": layout.scrollBy(op.dy); return null;
      case "scrollToBottom": layout.scrollToBottom(); return null;
      case "scrollToTop": layout.scrollToTop(); return null;
      case "scrollToRow": layout.scrollToRow(op.id, op.screenY); return null;
      case "jump": layout.jump(rowsOf(op.rows), op.target, op.screenY); return null;
      case "framesIn": return layout.framesIn(op.lower, op.upper).map((f) => [f.id, f.index, t(f.minY), t(f.height)]);
      case "history": return historyOf(layout.historyPosition(op.total, op.before));
      default: throw new Error(`unknown layout operation ${op.op}`);
    }
  }

  observe() {
    return observeLayout(this.layout);
  }
}

/** A ChatList of messages `{id, base}` driven by operations; heights from `providedHeight`. */
export class ListSession {
  scale = 1;
  /** The page requests made during the current step: ["older" | "newer", id]. */
  asked = [];

  constructor(header) {
    this.header = header;
    this.list = new ChatList({
      ...geometryOf(header),
      prefetchDistance: header.prefetchDistance,
      heightProvider: (item, width) => providedHeight(item, width, this.scale),
    });
    this.list.onNeedsOlder = (item) => this.asked.push(["older", item.id]);
    this.list.onNeedsNewer = (item) => this.asked.push(["newer", item.id]);
  }

  apply(op) {
    const list = this.list;
    const items = (pairs) => pairs.map(([id, base]) => ({ id, base }));
    this.asked = [];
    switch (op.op) {
      case "setItems": list.setItems(items(op.items), { hasOlder: op.hasOlder, hasNewer: op.hasNewer }); return null;
      case "jump": list.jump(items(op.items), op.target, op.screenY, { hasOlder: op.hasOlder, hasNewer: op.hasNewer }); return null;
      case "prepend": list.prepend(items(op.items), { isLastPage: op.isLast }); return null;
      case "append": list.append(items(op.items), { isLastPage: op.isLast }); return null;
      case "insert": list.insert(items(op.items), op.after); return null;
      case "fail": list.failPage(op.direction); return null;
      case "retry": return list.retry(op.direction);
      case "remove": list.remove(op.ids); return null;
      case "removeAll": list.removeAll(); return null;
      case "update": list.update({ id: op.id, base: op.base }); return null;
      case "reloadHeight": list.reloadHeight(op.id); return null;
      case "setScale": this.scale = op.scale; return null;
      case "reloadAllHeights": list.reloadAllHeights(); return null;
      case "viewport": list.setViewport({ width: op.width, height: op.height }); return null;
      case "keyboard": list.setKeyboardOverlap(op.overlap); return null;
      case "safeArea": list.setSafeAreaInsets({ top: op.top, bottom: op.bottom }); return null;
      case "scrollTo": list.scrollTo(op.y); return null;
      case "scrollBy": list.scrollBy(op.dy); return null;
      case "scrollToBottom": list.scrollToBottom(); return null;
      case "history": return historyOf(list.historyPosition(op.total, op.before));
      default: throw new Error(`unknown list operation ${op.op}`);
    }
  }

  observe() {
    return {
      ...observeLayout(this.list.layout),
      unread: this.list.unreadCount,
      pages: [this.list.pageState("older"), this.list.pageState("newer")],
      asked: this.asked,
    };
  }
}

/** A session of the header's kind. */
export function makeSession(header) {
  return header.kind === "list" ? new ListSession(header) : new LayoutSession(header);
}

/** One step's record, as the Swift tool prints it: the observation and the operation's answer. */
export function stepRecord(session, result) {
  return { ...session.observe(), result };
}
