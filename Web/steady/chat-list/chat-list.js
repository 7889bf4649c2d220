// A chat list that never jumps: items, a height provider, paging callbacks and an unread count
// over the fixed-canvas engine (Sources/SteadyLayout/ChatList/).
//
// Heights come only from `heightProvider(item, width)`, called with the viewport width when an
// item is added, edited or reloaded, and for every item when the width or the text size changes.
// The list knows nothing about text.
//
// Callbacks are called synchronously at the end of the operation that triggered them, when the
// list is consistent, so a handler may call back into the list.

import { ChatLayout, DEFAULT_CANVAS_HEIGHT } from "../chat-layout/chat-layout.js";
import { Pager, PageDirection, PageState } from "../pager/pager.js";
import { ZERO_INSETS, snappedViewport } from "../scroll-model/scroll-model.js";

/** @typedef {import("../scroll-model/scroll-model.js").ViewportSize} ViewportSize */
/** @typedef {import("../scroll-model/scroll-model.js").VerticalInsets} VerticalInsets */
/** @typedef {import("../pager/pager.js").PageDirection} Direction */

/**
 * A chat list of items with an `id` (any Map key but `undefined`).
 * @template {{id: any}} Item
 */
export class ChatList {
  /** The engine: frames, insets, offset and reading anchor. Read it; change it through the list. @type {ChatLayout} */
  layout;
  /** Pagination state in both directions. @type {Pager} */
  pager;
  /**
   * How many rows appended while the reader was reading history the reader has not seen. A row
   * counts as seen once its top edge has been in the visible area at the end of some operation;
   * at the bottom of the list every row counts as seen. Rows appended while the list sticks to
   * the bottom are never unread; removed rows stop counting; `setItems`, `jump` and `removeAll`
   * start at 0.
   */
  unreadCount = 0;
  /** Called once per page with the oldest loaded item when the reader nears the top. @type {((oldest: Item) => void) | undefined} */
  onNeedsOlder;
  /** Called once per page with the newest loaded item when the reader nears the bottom (after a jump). @type {((newest: Item) => void) | undefined} */
  onNeedsNewer;

  #heightProvider;
  /** @type {Map<any, Item>} */
  #items = new Map();
  /** The appended rows whose top edge has not been in the visible area yet. */
  #unreadIDs = new Set();

  /**
   * Creates an empty list.
   * @param {object} options
   * @param {ViewportSize} options.viewport The scroll view's size.
   * @param {(item: Item, width: number) => number} options.heightProvider A row's height in points for an item at a list width.
   * @param {VerticalInsets} [options.safeAreaInsets] The safe-area insets.
   * @param {number} [options.canvasHeight] The fixed canvas height (see ChatLayout).
   * @param {number} [options.prefetchDistance] A page is asked for when this many points of loaded
   *   rows, or fewer, remain beyond the visible area (0: when the reader reaches the edge). 1,500 by default.
   */
  constructor({ viewport, heightProvider, safeAreaInsets = ZERO_INSETS, canvasHeight = DEFAULT_CANVAS_HEIGHT, prefetchDistance = 1_500 }) {
    this.layout = new ChatLayout({ viewport, safeAreaInsets, canvasHeight });
    this.pager = new Pager({ prefetchDistance, hasOlder: false, hasNewer: false });
    this.#heightProvider = heightProvider;
  }

  // Reading

  /** The number of loaded items. */
  get count() { return this.layout.count; }

  /**
   * The loaded item at `index`, oldest first.
   * @throws {RangeError} When `index` is outside `0..<count`.
   * @returns {Item}
   */
  itemAt(index) { return this.#items.get(this.layout.idAt(index)); }

  /**
   * The loaded item with `id`, or `undefined`. O(1) expected.
   * @returns {Item | undefined}
   */
  item(id) { return this.#items.get(id); }

  /**
   * The pagination state in `direction`.
   * @param {Direction} direction
   * @returns {import("../pager/pager.js").PageState}
   */
  pageState(direction) { return this.pager.state(direction); }

  // Loading

  /**
   * Replaces all items with the newest page, shown at the bottom. Of two items with one identity the first is kept.
   * @param {Item[]} items The items, oldest first.
   * @param {{hasOlder?: boolean, hasNewer?: boolean}} options Whether older items exist to page
   *   in (default true) and newer ones (default false, the live end of a chat).
   */
  setItems(items, { hasOlder = true, hasNewer = false } = {}) {
    this.#items = new Map();
    this.layout.setRows(this.#rows(items), "bottom");
    this.#resetPaging(hasOlder, hasNewer);
    this.#didChange();
  }

  /**
   * Opens a new window around a far message (a jump): replaces all items, puts the target's top
   * edge at `screenY`, and pages in both directions from there.
   * @param {Item[]} items The window, oldest first, containing the target.
   * @param {any} target The identity of the message to show.
   * @param {number} screenY Where its top edge goes, in points below the viewport's top edge.
   * @param {{hasOlder?: boolean, hasNewer?: boolean}} options Whether items exist beyond the window (both default true).
   */
  jump(items, target, screenY, { hasOlder = true, hasNewer = true } = {}) {
    this.#items = new Map();
    this.layout.jump(this.#rows(items), target, screenY);
    this.#resetPaging(hasOlder, hasNewer);
    this.#didChange();
  }

  /**
   * Adds an older page above the first item; nothing on screen moves. Completes a pending older
   * request; with `isLastPage` (or an empty page) there is nothing older any more.
   * @param {Item[]} items The page, oldest first; loaded items are skipped.
   * @param {{isLastPage?: boolean}} options
   */
  prepend(items, { isLastPage = false } = {}) {
    this.layout.prepend(this.#rows(items));
    if (this.pager.older === PageState.loading) this.pager.finish(PageDirection.older, isLastPage || items.length === 0);
    this.#didChange();
  }

  /**
   * Adds newer items below the last one: a newer page after a jump, or live messages. At the
   * bottom the list scrolls with them; while the reader reads history nothing moves and they
   * count as unread. Completes a pending newer request.
   * @param {Item[]} items The items, oldest first; loaded items are skipped.
   * @param {{isLastPage?: boolean}} options Whether the source has nothing newer (the live end).
   */
  append(items, { isLastPage = false } = {}) {
    const rows = this.#rows(items);
    const stuck = this.layout.append(rows);
    if (!stuck) for (const row of rows) this.#unreadIDs.add(row.id);
    if (this.pager.newer === PageState.loading) this.pager.finish(PageDirection.newer, isLastPage || items.length === 0);
    this.#didChange();
  }

  /**
   * Inserts items after the loaded item `afterID` (a late message), keeping the reading anchor
   * by the pivot rule; they do not count as unread. Swift's ChatList has no insert.
   * @param {Item[]} items The items, oldest first; loaded items are skipped.
   * @param {any} afterID The loaded item they follow; ignored if not loaded.
   */
  insert(items, afterID) {
    if (!this.layout.contains(afterID)) return;
    this.layout.insert(this.#rows(items), afterID);
    this.#didChange();
  }

  /**
   * Records that the pending page in `direction` failed. Everything loaded stays.
   * @param {Direction} direction
   */
  failPage(direction) {
    this.pager.fail(direction);
  }

  /**
   * Asks again for a failed page: calls `onNeedsOlder` or `onNeedsNewer` once more, with the
   * oldest or newest loaded item. With no items loaded nothing is asked and the state stays
   * failed (`setItems` or `jump` start over).
   * @param {Direction} direction
   * @returns {boolean} Whether the page was asked for again.
   */
  retry(direction) {
    const edge = this.#edgeItem(direction);
    if (this.pager.state(direction) !== PageState.failed || edge === undefined) return false;
    this.pager.retry(direction);
    this.#ask(direction, edge);
    return true;
  }

  // Edits

  /**
   * Replaces a loaded item (an edit) and asks its height again; the reading anchor stays.
   * @param {Item} item The new version; ignored if no item with its identity is loaded.
   */
  update(item) {
    if (!this.#items.has(item.id)) return;
    this.#items.set(item.id, item);
    this.layout.setHeight(item.id, this.#heightProvider(item, this.layout.scroll.viewport.width));
    this.#didChange();
  }

  /**
   * Asks one item's height again (an image loaded); the reading anchor stays.
   * @param {any} id The item; ignored if not loaded.
   */
  reloadHeight(id) {
    const item = this.#items.get(id);
    if (item === undefined) return;
    this.layout.setHeight(id, this.#heightProvider(item, this.layout.scroll.viewport.width));
    this.#didChange();
  }

  /** Asks every item's height again (the text size changed) as one re-layout; the reading anchor (or the bottom) stays. */
  reloadAllHeights() {
    const width = this.layout.scroll.viewport.width;
    this.layout.replaceHeights((id) => this.#heightProvider(this.#items.get(id), width));
    this.#didChange();
  }

  /**
   * Removes items; unknown identities are ignored. Removing the item being read lets the next
   * one take its place on screen.
   * @param {Iterable<any>} ids The identities to remove.
   */
  remove(ids) {
    const doomed = new Set(ids);
    for (const id of doomed) {
      this.#unreadIDs.delete(id);
      this.#items.delete(id);
    }
    this.layout.removeRows(doomed);
    this.#didChange();
  }

  /** Removes every item. Paging stops until the next `setItems` or `jump`. */
  removeAll() {
    this.#items = new Map();
    this.layout.removeAll();
    this.#resetPaging(false, false);
  }

  /**
   * Resizes the viewport; a new width asks every height again, in one re-layout that keeps the
   * reading anchor (or the bottom). The provider gets the width the layout keeps (snapped,
   * never negative).
   * @param {ViewportSize} viewport The new size.
   */
  setViewport(viewport) {
    const width = snappedViewport(viewport).width;
    if (width === this.layout.scroll.viewport.width) {
      this.layout.setViewport(viewport);
    } else {
      this.layout.setViewport(viewport, (id) => this.#heightProvider(this.#items.get(id), width));
    }
    this.#didChange();
  }

  /** Sets the safe-area insets; the reading anchor (or the bottom) stays. @param {VerticalInsets} insets */
  setSafeAreaInsets(insets) {
    this.layout.setSafeAreaInsets(insets);
    this.#didChange();
  }

  /** Sets how much of the viewport the keyboard covers; at the bottom the last message rides up with it. @param {number} overlap */
  setKeyboardOverlap(overlap) {
    this.layout.setKeyboardOverlap(overlap);
    this.#didChange();
  }

  // Scrolling

  /** The reader scrolls to `offsetY` (clamped); may ask for pages and mark rows seen. @param {number} offsetY */
  scrollTo(offsetY) {
    this.layout.scrollTo(offsetY);
    this.#didChange();
  }

  /** The reader scrolls by `distance` points (positive shows newer items). @param {number} distance */
  scrollBy(distance) {
    this.layout.scrollBy(distance);
    this.#didChange();
  }

  /** Scrolls to the newest item; unread becomes 0. */
  scrollToBottom() {
    this.layout.scrollToBottom();
    this.#didChange();
  }

  /**
   * Estimates the reader's position in the whole history for a scroll indicator (ChatLayout.historyPosition).
   * @param {number} totalCount How many messages the history holds.
   * @param {number} rowsBeforeLoaded How many are older than the first loaded item.
   */
  historyPosition(totalCount, rowsBeforeLoaded) {
    return this.layout.historyPosition(totalCount, rowsBeforeLoaded);
  }

  // Private

  /** Rows for new items, asking their heights; remembers the items and skips known ones. */
  #rows(newItems) {
    const width = this.layout.scroll.viewport.width;
    const rows = [];
    for (const item of newItems) {
      if (item?.id === undefined || this.#items.has(item.id)) continue;
      this.#items.set(item.id, item);
      rows.push({ id: item.id, height: this.#heightProvider(item, width) });
    }
    return rows;
  }

  #resetPaging(hasOlder, hasNewer) {
    this.pager = new Pager({ prefetchDistance: this.pager.prefetchDistance, hasOlder, hasNewer });
    this.unreadCount = 0;
    this.#unreadIDs = new Set();
  }

  /** After any change or scroll: update unread, then ask for pages. */
  #didChange() {
    this.#updateUnread();
    if (this.layout.isEmpty) return;
    const directions = this.pager.requests(this.layout.distanceAboveVisible, this.layout.distanceBelowVisible);
    for (const direction of directions) {
      const edge = this.#edgeItem(direction);
      if (edge !== undefined) this.#ask(direction, edge);
    }
  }

  /** The oldest loaded item for "older", the newest for "newer". */
  #edgeItem(direction) {
    const id = direction === PageDirection.older ? this.layout.firstID : this.layout.lastID;
    return id === undefined ? undefined : this.#items.get(id);
  }

  #ask(direction, edge) {
    if (direction === PageDirection.older) this.onNeedsOlder?.(edge); else this.onNeedsNewer?.(edge);
  }

  /**
   * Marks seen the unread rows whose top edge is in the visible area, or all of them at the
   * bottom. O(log n + k) for k visible rows; O(1) when nothing is unread.
   */
  #updateUnread() {
    if (this.#unreadIDs.size > 0) {
      if (this.layout.isAtBottom) {
        this.#unreadIDs = new Set();
      } else {
        const visible = this.layout.scroll.visibleContentRange;
        for (const frame of this.layout.framesIn(visible.lowerBound, visible.upperBound)) {
          if (visible.lowerBound <= frame.minY && frame.minY < visible.upperBound) this.#unreadIDs.delete(frame.id);
        }
      }
    }
    this.unreadCount = this.#unreadIDs.size;
  }
}
