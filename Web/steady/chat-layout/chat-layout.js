// The fixed-canvas layout engine with its scroll model: rows in, frames, insets and a content
// offset out, and the reading position never moves unless the reader scrolls
// (Sources/SteadyLayout/ChatLayout/: ChatLayout, +Edits, +Scrolling, +Settling, +History).
//
// The canvas is a content area of constant height (1,000,000 pt by default) that never grows.
// The first rows are placed with the first row's top at the canvas middle; prepended rows stack
// upward from the old first row and appended rows downward from the last, so existing rows never
// move on the canvas and a prepend never touches the content offset. Negative content insets hide
// the empty canvas above and below, so only loaded rows can be scrolled to.
//
// Every operation that is not the reader scrolling keeps the reading anchor at the same screen y,
// to the tick (pivot.js says how). The one exception is geometry: when the offset that keeps the
// anchor falls outside the new scrollable range, it is clamped, as any scroll view would.
//
// When the band of loaded rows does not fit the canvas, the canvas is a window onto it that
// recentres by shifting every row and the offset together (canvas.js).

import { ticks, points, LARGEST_LENGTH } from "../canvas/layout-grid.js";
import { Canvas } from "../canvas/canvas.js";
import { ScrollModel, ZERO_INSETS } from "../scroll-model/scroll-model.js";
import { BOTTOM_PIVOT, movesTop } from "./pivot.js";

/** @typedef {import("../scroll-model/scroll-model.js").ViewportSize} ViewportSize */
/** @typedef {import("../scroll-model/scroll-model.js").VerticalInsets} VerticalInsets */
/** @typedef {{id: any, height: number}} LayoutRow A row: an identity (any Map key but `undefined`) and a height in points. */
/** @typedef {{id: any, index: number, minY: number, height: number, maxY: number}} RowFrame A row's place on the canvas, in content points. */
/** @typedef {{rowID: any, screenY: number}} ReadingAnchor The row being read and its top edge's screen y. */
/** @typedef {{fraction: number, visibleFraction: number}} HistoryPosition Where the reader is in the whole history. */
/** @typedef {"top" | "bottom"} ListEdge An end of the list. */

/** The canvas height used unless another is given: 1,000,000 pt. */
export const DEFAULT_CANVAS_HEIGHT = 1_000_000;
/** The smallest canvas height: 64 pt (rows are at most an eighth of it). */
export const MINIMUM_CANVAS_HEIGHT = 64;
/** The largest canvas height: 2^32 pt. */
export const MAXIMUM_CANVAS_HEIGHT = 4_294_967_296;

/** The fixed-canvas layout engine: rows, their frames, the scroll model and the reading anchor. */
export class ChatLayout {
  /** @type {Canvas} */
  #canvas;
  /** The logical y (ticks) at the viewport's top edge; kept logical so recentring need not touch it. */
  #logicalOffset = 0;
  /**
   * The scroll view the layout drives: content height, insets and offset. Read it; change it
   * only through the layout's methods, which keep the two in step.
   * @type {ScrollModel}
   */
  scroll;

  /**
   * Creates an empty layout.
   * @param {object} options
   * @param {ViewportSize} options.viewport The scroll view's size.
   * @param {VerticalInsets} [options.safeAreaInsets] The safe-area insets.
   * @param {number} [options.canvasHeight] The fixed content height in points, snapped and
   *   clamped into 64 ... 2^32 pt; a value that is not finite gives the default 1,000,000 pt.
   */
  constructor({ viewport, safeAreaInsets = ZERO_INSETS, canvasHeight = DEFAULT_CANVAS_HEIGHT }) {
    const height = Number.isFinite(canvasHeight)
      ? Math.min(Math.max(canvasHeight, MINIMUM_CANVAS_HEIGHT), MAXIMUM_CANVAS_HEIGHT)
      : DEFAULT_CANVAS_HEIGHT;
    const heightTicks = ticks(height);
    this.#canvas = new Canvas(heightTicks);
    this.scroll = new ScrollModel({ viewport, contentHeight: points(heightTicks), safeAreaInsets });
    this.#settle(true);
  }

  // Rows

  /** The number of loaded rows. */
  get count() { return this.#canvas.rows.count; }

  /** Whether no rows are loaded. */
  get isEmpty() { return this.#canvas.rows.isEmpty; }

  /** Whether a row with `id` is loaded. O(1) expected. */
  contains(id) { return this.#canvas.rows.slotOf(id) !== undefined; }

  /**
   * The index of the row with `id` among the loaded rows, oldest first, or `undefined`. O(log n).
   * @returns {number | undefined}
   */
  indexOf(id) {
    const slot = this.#canvas.rows.slotOf(id);
    return slot === undefined ? undefined : this.#canvas.rows.indexOfSlot(slot);
  }

  /**
   * The identity of the row at `index`, oldest first. O(log n).
   * @throws {RangeError} When `index` is outside `0..<count` (a programming error, as for an array).
   */
  idAt(index) { return this.#canvas.rows.idInSlot(this.#canvas.rows.slotAtIndex(index)); }

  /** The oldest loaded row's identity, or `undefined`. O(log n). */
  get firstID() {
    const slot = this.#canvas.rows.firstSlot;
    return slot === undefined ? undefined : this.#canvas.rows.idInSlot(slot);
  }

  /** The newest loaded row's identity, or `undefined`. O(log n). */
  get lastID() {
    const slot = this.#canvas.rows.lastSlot;
    return slot === undefined ? undefined : this.#canvas.rows.idInSlot(slot);
  }

  /**
   * The frame of the row with `id` in canvas coordinates, or `undefined` if it is not loaded.
   * A row outside `mountedIndices` has a frame beyond the canvas edges. O(log n).
   * @returns {RowFrame | undefined}
   */
  frameOf(id) {
    const slot = this.#canvas.rows.slotOf(id);
    return slot === undefined ? undefined : this.#frameOfSlot(slot);
  }

  /**
   * The frame of the row at `index`, in canvas coordinates. O(log n).
   * @throws {RangeError} When `index` is outside `0..<count`.
   * @returns {RowFrame}
   */
  frameAt(index) { return this.#frameOfSlot(this.#canvas.rows.slotAtIndex(index), index); }

  #frameOfSlot(slot, index = this.#canvas.rows.indexOfSlot(slot)) {
    return makeFrame(this.#canvas.rows.idInSlot(slot), index, this.#canvas.minYOfSlot(slot) - this.#canvas.origin,
      this.#canvas.rows.heightOfSlot(slot));
  }

  /**
   * The frames of mounted rows that intersect `lower ..< upper` (canvas coordinates), in order.
   * A row intersects when `minY < upper && maxY > lower`; a row of height 0 when
   * `lower <= minY < upper`. An infinite bound reaches as far as the rows go; NaN gives none.
   * O(log n + k) for k frames.
   * @param {number} lower The range's lower bound.
   * @param {number} upper The range's upper bound (excluded).
   * @returns {RowFrame[]}
   */
  framesIn(lower, upper) {
    if (Number.isNaN(lower) || Number.isNaN(upper)) return [];
    const canvas = this.#canvas;
    const mounted = this.mountedIndices;
    const lowerTicks = boundTicks(lower) + canvas.origin - canvas.bandTop;
    const upperTicks = boundTicks(upper) + canvas.origin - canvas.bandTop;
    if (!(lowerTicks < upperTicks) || mounted.lowerBound === mounted.upperBound) return [];
    // The first row reaching below `lower`, or a row of height 0 at `lower` before it.
    const first = Math.min(canvas.rows.rowsEndingAtOrBefore(lowerTicks), canvas.rows.rowsStartingBefore(lowerTicks));
    let index = Math.max(first, mounted.lowerBound);
    if (index >= mounted.upperBound) return [];
    let slot = canvas.rows.slotAtIndex(index);
    let minY = canvas.minYOfSlot(slot);
    const upperY = upperTicks + canvas.bandTop;
    const frames = [];
    while (minY < upperY && index < mounted.upperBound) {
      const height = canvas.rows.heightOfSlot(slot);
      frames.push(makeFrame(canvas.rows.idInSlot(slot), index, minY - canvas.origin, height));
      const next = canvas.rows.slotAfter(slot);
      if (next === undefined) break;
      slot = next;
      index += 1;
      minY += height;
    }
    return frames;
  }

  /**
   * The frames of rows intersecting the viewport (including what bars and keyboard cover).
   * O(log n + k).
   * @returns {RowFrame[]}
   */
  visibleFrames() {
    return this.framesIn(this.scroll.contentOffsetY, this.scroll.contentOffsetY + this.scroll.viewport.height);
  }

  /**
   * The indices of the rows on the canvas (the only ones that can be scrolled to): the rows
   * lying wholly on it, a row of height 0 when its y is on the canvas, edges included. All
   * loaded rows unless the band is taller than the canvas. O(log n).
   * @type {{lowerBound: number, upperBound: number}}
   */
  get mountedIndices() {
    const canvas = this.#canvas;
    const mounted = canvas.mountedRange;
    const lower = canvas.rows.rowsStartingBefore(mounted.lowerBound - canvas.bandTop);
    const upper = canvas.rows.rowsEndingAtOrBefore(mounted.upperBound - canvas.bandTop);
    return { lowerBound: lower, upperBound: Math.max(lower, upper) };
  }

  /**
   * Every loaded row's frame in order, mounted or not. O(n): for tests and debugging, never per frame.
   * @returns {RowFrame[]}
   */
  allFrames() {
    const canvas = this.#canvas;
    return canvas.rows.allRows().map((row, index) =>
      makeFrame(row.id, index, canvas.bandTop + row.offset - canvas.origin, row.ticks));
  }

  // Reading position

  /**
   * The row the reader is looking at and its top edge on screen: the first row whose bottom edge
   * is below the top of the visible area (a tall row partly above the top included); above a
   * short list's band, the first row. `undefined` when no rows are loaded. O(log n).
   * @type {ReadingAnchor | undefined}
   */
  get readingAnchor() {
    const slot = this.#anchorSlot();
    if (slot === undefined) return undefined;
    return { rowID: this.#canvas.rows.idInSlot(slot), screenY: points(this.#canvas.minYOfSlot(slot) - this.#logicalOffset) };
  }

  /**
   * Whether the reader is at the bottom of the loaded rows: rows appended now are scrolled into
   * view. O(log n).
   */
  get isAtBottom() {
    return this.scroll.isAtBottom && this.#canvas.mountedRange.upperBound === this.#canvas.bandBottom;
  }

  /** The slot of the anchor row: the first row whose bottom is below the visible top. */
  #anchorSlot() {
    const rows = this.#canvas.rows;
    if (rows.isEmpty) return undefined;
    const visibleTop = this.#logicalOffset + ticks(this.scroll.obscuredInsets.top) - this.#canvas.bandTop;
    if (visibleTop < 0) return rows.firstSlot;
    return rows.slotContainingOffset(visibleTop) ?? rows.lastSlot;
  }

  /** Points of loaded rows above the visible area (negative past the first row's top). O(log n). */
  get distanceAboveVisible() {
    return this.scroll.visibleContentRange.lowerBound - points(this.#canvas.bandTop - this.#canvas.origin);
  }

  /** Points of loaded rows below the visible area (negative past the last row's bottom). O(log n). */
  get distanceBelowVisible() {
    return points(this.#canvas.bandBottom - this.#canvas.origin) - this.scroll.visibleContentRange.upperBound;
  }

  /**
   * Estimates the reader's position in the whole history, counting rows rather than points
   * (unloaded heights are unknown): the anchor's index in the history plus the part of it
   * scrolled past, over the rows that can be at the top. Exactly 1 at the last message, 0 at the first.
   * @param {number} totalCount How many messages the whole history holds.
   * @param {number} rowsBeforeLoaded How many are older than the first loaded row.
   * @returns {HistoryPosition | undefined} `undefined` when nothing is loaded or the counts do not
   *   fit: not safe integers, a negative `rowsBeforeLoaded`, or fewer than `rowsBeforeLoaded`
   *   plus the loaded rows in `totalCount`. O(log n + k) for k visible rows.
   */
  historyPosition(totalCount, rowsBeforeLoaded) {
    const loadedEnd = rowsBeforeLoaded + this.count;
    const anchor = this.readingAnchor;
    if (!Number.isSafeInteger(totalCount) || !Number.isSafeInteger(rowsBeforeLoaded) || !Number.isSafeInteger(loadedEnd)
      || anchor === undefined || rowsBeforeLoaded < 0 || totalCount < loadedEnd) return undefined;
    const frame = this.frameOf(anchor.rowID);
    const visible = this.scroll.visibleContentRange;
    const visibleRows = this.framesIn(visible.lowerBound, visible.upperBound).reduce((sum, row) => {
      if (!(row.height > 0)) return sum;
      const shown = Math.min(row.maxY, visible.upperBound) - Math.max(row.minY, visible.lowerBound);
      return sum + Math.max(0, shown) / row.height;
    }, 0);
    const isAtNewest = this.isAtBottom && loadedEnd === totalCount;
    const isAtOldest = this.scroll.isAtTop && rowsBeforeLoaded === 0;
    const scrolledPast = frame.height > 0 ? Math.max(0, visible.lowerBound - frame.minY) / frame.height : 0;
    const position = (rowsBeforeLoaded + frame.index) + scrolledPast;
    const positions = Math.max(1, totalCount - visibleRows);
    const fraction = isAtNewest ? 1 : isAtOldest ? 0 : Math.min(Math.max(position / positions, 0), 1);
    return { fraction, visibleFraction: Math.min(1, visibleRows / Math.max(1, totalCount)) };
  }

  // Edits

  /**
   * Replaces all rows, placing the first row's top at the canvas middle. Of two rows with one
   * identity the first is kept. O(n log n).
   * @param {LayoutRow[]} rows The rows, oldest first.
   * @param {ListEdge} [edge] Which end to show: "bottom" (the newest rows, the default) or "top".
   */
  setRows(rows, edge = "bottom") {
    this.#canvas = new Canvas(this.#canvas.heightTicks);
    this.#canvas.rows.append(this.#tickRows(rows));
    this.#logicalOffset = this.#canvas.bandTop - ticks(this.scroll.obscuredInsets.top);
    this.#settle(edge === "bottom");
  }

  /**
   * Inserts older rows above the first one. Existing rows keep their canvas positions and the
   * content offset does not change (unless a recentre moves both, invisibly). Loaded identities
   * are skipped, and of two rows with one identity the first is kept. O(k log n), amortised.
   * @param {LayoutRow[]} rows The new rows, oldest first.
   */
  prepend(rows) {
    if (rows.length === 0) return;
    const sticks = this.isAtBottom;
    this.#canvas.bandTop -= this.#canvas.rows.prepend(this.#tickRows(rows));
    this.#settle(sticks);
  }

  /**
   * Inserts newer rows below the last one. If the reader was at the bottom, the offset follows so
   * the new rows are in view; otherwise nothing moves on screen. Loaded identities are skipped,
   * and of two rows with one identity the first is kept. O(k log n), amortised.
   * @param {LayoutRow[]} rows The new rows, oldest first.
   * @returns {boolean} Whether the list stuck to the bottom (the new rows are in view).
   */
  append(rows) {
    if (rows.length === 0) return this.isAtBottom;
    const sticks = this.isAtBottom;
    this.#canvas.rows.append(this.#tickRows(rows));
    this.#settle(sticks);
    return sticks;
  }

  /**
   * Inserts rows after the row `afterID` (a late message), by the pivot rule: placed above the
   * reading anchor, they push the rows above it up; at or below it, the rows below it down; at
   * the bottom, the rows above up. Loaded identities are skipped as `append` does.
   * O(n): the rows after the place are renumbered. Swift's ChatLayout has no insert.
   * @param {LayoutRow[]} rows The new rows, oldest first.
   * @param {any} afterID The loaded row they follow; ignored if not loaded.
   */
  insert(rows, afterID) {
    const after = this.indexOf(afterID);
    if (after === undefined || rows.length === 0) return;
    const pivot = this.#pivot();
    const sticks = this.isAtBottom;
    const anchorIndex = pivot.slot === undefined ? undefined : this.#canvas.rows.indexOfSlot(pivot.slot);
    const added = this.#canvas.rows.insert(this.#tickRows(rows), after + 1);
    if (anchorIndex === undefined || after + 1 <= anchorIndex) this.#canvas.bandTop -= added;
    this.#settle(sticks);
  }

  /**
   * Removes rows; identities that are not loaded are ignored. Removing the anchor row closes the
   * gap from below, so the next row takes its place on screen; removing it and every row after
   * it leaves the list at its bottom. O(k log n), amortised.
   * @param {Iterable<any>} ids The identities to remove.
   */
  removeRows(ids) {
    const pivot = this.#pivot();
    let sticks = this.isAtBottom;
    const rows = this.#canvas.rows;
    for (const id of ids) {
      const slot = rows.slotOf(id);
      if (slot === undefined) continue;
      const height = rows.removeSlot(slot);
      if (movesTop(pivot, slot)) this.#canvas.bandTop += height;
    }
    // Nothing left at or below the anchor: the rows above end the list, so it rests at its
    // bottom (a plain clamp would not get there when bars and keyboard cover the viewport).
    if (pivot.slot !== undefined && (rows.isEmpty || rows.lastSlot < pivot.slot)) sticks = true;
    rows.compactIfNeeded();
    this.#settle(sticks);
  }

  /** Removes every row. The empty list is at its bottom, so the next rows appended stick. */
  removeAll() {
    this.#canvas.rows.removeAll();
    this.#settle(true);
  }

  /**
   * Changes one row's height (an edit, an image that loaded) without moving the reading anchor.
   * O(log n).
   * @param {any} id The row; ignored if not loaded.
   * @param {number} height The new height in points.
   */
  setHeight(id, height) {
    const slot = this.#canvas.rows.slotOf(id);
    if (slot === undefined) return;
    const pivot = this.#pivot();
    const sticks = this.isAtBottom;
    const delta = this.#canvas.rows.setHeightOfSlot(this.#rowTicks(height), slot);
    if (movesTop(pivot, slot)) this.#canvas.bandTop -= delta;
    this.#settle(sticks);
  }

  /**
   * Replaces every row's height at once (a text size, a new width) as one re-layout that keeps
   * the reading anchor at its screen y. O(n) plus `height` per row.
   * @param {(id: any) => number} height The new height in points for a row identity.
   */
  replaceHeights(height) {
    const pivot = this.#pivot();
    const sticks = this.isAtBottom;
    this.#relayout(pivot, height);
    this.#settle(sticks);
  }

  #relayout(pivot, height) {
    // The band's top moves by the change in height of everything above the pivot.
    const rows = this.#canvas.rows;
    const heightAbovePivot = () => (pivot.slot === undefined ? rows.totalHeight : rows.offsetOfSlot(pivot.slot));
    const before = heightAbovePivot();
    rows.replaceAllHeights((id) => this.#rowTicks(height(id)));
    this.#canvas.bandTop -= heightAbovePivot() - before;
  }

  /**
   * Resizes the viewport and, with `heights`, asks every row's height again, as one re-layout
   * that keeps the reading anchor (or the bottom). O(log n), or O(n) with heights.
   * @param {ViewportSize} viewport The new size.
   * @param {(id: any) => number} [heights] The row heights at the new width; absent, heights stay.
   */
  setViewport(viewport, heights) {
    const pivot = this.#pivot();
    const sticks = this.isAtBottom;
    this.scroll.setViewport(viewport);
    if (heights) this.#relayout(pivot, heights);
    this.#settle(sticks);
  }

  /**
   * Sets the safe-area insets, keeping the reading anchor (or the bottom).
   * @param {VerticalInsets} insets The new insets.
   */
  setSafeAreaInsets(insets) {
    const sticks = this.isAtBottom;
    this.scroll.setSafeAreaInsets(insets);
    this.#settle(sticks);
  }

  /**
   * Sets how much of the viewport the keyboard covers. At the bottom the last row rides up with
   * the keyboard; elsewhere the reading anchor stays.
   * @param {number} overlap The covered height in points; 0 when hidden.
   */
  setKeyboardOverlap(overlap) {
    const sticks = this.isAtBottom;
    this.scroll.setKeyboardOverlap(overlap);
    this.#settle(sticks);
  }

  // Scrolling

  /**
   * The reader scrolls: the offset moves to `offsetY`, snapped and clamped into the scrollable
   * range; the window may recentre afterwards, which the reader cannot see. An offset that is
   * not a finite number changes nothing. (Swift: `scroll(toContentOffsetY:)`.)
   * @param {number} offsetY The wanted content offset.
   */
  scrollTo(offsetY) {
    if (!Number.isFinite(offsetY)) return;
    this.scroll.setContentOffsetY(offsetY);
    this.#logicalOffset = ticks(this.scroll.contentOffsetY) + this.#canvas.origin;
    this.#settle(false);
  }

  /**
   * The reader scrolls by `distance` points (positive shows newer rows); a distance that is not
   * finite changes nothing.
   * @param {number} distance The change of offset.
   */
  scrollBy(distance) {
    this.scrollTo(this.scroll.contentOffsetY + distance);
  }

  /** Scrolls to the newest row. */
  scrollToBottom() {
    this.#settle(true);
  }

  /** Scrolls to the oldest loaded row. */
  scrollToTop() {
    this.#logicalOffset = this.#canvas.bandTop - ticks(this.scroll.obscuredInsets.top) - ticks(this.scroll.viewport.height);
    this.#settle(false);
  }

  /**
   * Scrolls so that the row's top edge is at `screenY`, or as near as the scrollable range
   * allows; brings the row onto the canvas first if it is not mounted.
   * @param {any} id The row; ignored if not loaded.
   * @param {number} screenY Where its top edge goes, below the viewport's top; ignored if not finite.
   */
  scrollToRow(id, screenY) {
    const slot = this.#canvas.rows.slotOf(id);
    if (!Number.isFinite(screenY) || slot === undefined) return;
    this.#logicalOffset = this.#canvas.minYOfSlot(slot) - ticks(screenY);
    this.#settle(false);
  }

  /**
   * Opens a new window of rows around a far message (a jump): replaces all rows and puts the
   * target's top edge at `screenY`, as near as the rows allow. If the target is not in `rows` or
   * `screenY` is not finite, the window shows its top.
   * @param {LayoutRow[]} rows The window, oldest first.
   * @param {any} target The row to show.
   * @param {number} screenY Where its top edge goes.
   */
  jump(rows, target, screenY) {
    this.setRows(rows, "top");
    this.scrollToRow(target, screenY);
  }

  // Settling

  /** The pivot for a change made now. */
  #pivot() {
    if (this.isAtBottom) return BOTTOM_PIVOT;
    return { slot: this.#anchorSlot() };
  }

  /** A height in points as ticks on the grid, clamped to what a row may be. */
  #rowTicks(height) {
    return Math.min(Math.max(0, ticks(height)), this.#canvas.maxRowTicks);
  }

  #tickRows(rows) {
    return rows.map((row) => ({ id: row.id, ticks: this.#rowTicks(row.height) }));
  }

  /**
   * Brings canvas, insets and offset into agreement after a change:
   * 1. when sticking, the offset goes to the band's bottom;
   * 2. the window recentres around the viewport if needed; the logical offset stays, so nothing
   *    moves on screen;
   * 3. the insets expose exactly the mounted rows (plus top padding when they are shorter than
   *    the visible area), and the offset is clamped into the scrollable range.
   */
  #settle(sticks) {
    const canvas = this.#canvas;
    const viewportHeight = ticks(this.scroll.viewport.height);
    const obscured = this.scroll.obscuredInsets;
    const obscuredTop = ticks(obscured.top);
    const obscuredBottom = ticks(obscured.bottom);
    if (sticks) this.#logicalOffset = canvas.bandBottom + obscuredBottom - viewportHeight;
    canvas.recentre({ lowerBound: this.#logicalOffset, upperBound: this.#logicalOffset + viewportHeight });
    const mounted = canvas.mountedRange;
    const visibleHeight = Math.max(0, viewportHeight - obscuredTop - obscuredBottom);
    const padding = Math.max(0, visibleHeight - (mounted.upperBound - mounted.lowerBound));
    const minOffset = mounted.lowerBound - obscuredTop - padding;
    const maxOffset = Math.max(minOffset, mounted.upperBound + obscuredBottom - viewportHeight);
    this.#logicalOffset = Math.min(Math.max(this.#logicalOffset, minOffset), maxOffset);
    const inset = {
      top: points(canvas.origin - mounted.lowerBound + padding),
      bottom: points(mounted.upperBound - canvas.origin - canvas.heightTicks),
    };
    this.scroll.setContentInset(inset, points(this.#logicalOffset - canvas.origin));
  }

  /** The canvas's window, for tests that count recentres: the logical y at canvas y = 0, in ticks. */
  get canvasOrigin() { return this.#canvas.origin; }
}

/** A frame from ticks. */
function makeFrame(id, index, minYTicks, heightTicks) {
  const minY = points(minYTicks);
  const height = points(heightTicks);
  return { id, index, minY, height, maxY: minY + height };
}

/** A range bound in ticks: an infinite bound becomes the largest length on the grid. */
function boundTicks(bound) {
  if (bound === Infinity) return ticks(LARGEST_LENGTH);
  if (bound === -Infinity) return ticks(-LARGEST_LENGTH);
  return ticks(bound);
}
