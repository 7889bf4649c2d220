// The loaded rows in order, with their heights as prefix sums: the position index
// (Sources/SteadyLayout/PositionIndex/PositionIndex.swift).
//
// Rows live in *slots* of a deque-like space that grows at both ends: prepending takes slots
// below the first one, appending takes slots above the last one, and a slot number stays valid
// until the next `compactIfNeeded()` or `insert`. Two Fenwick trees run over the slots: heights
// in ticks, so a row's offset from the first row is one prefix sum; and liveness (1 per row), so
// a row's index in the list is another.
//
// A deleted row leaves a *tombstone* (height 0, liveness 0), so deleting is O(log n) and never
// shifts other slots; tombstones are compacted in O(n) once they outnumber the live rows. When an
// end runs out of slots the storage is rebuilt at least twice as large with the rows in the
// middle: amortised O(1) per row, as in a deque.

import { FenwickTree } from "./fenwick-tree.js";

/** @typedef {{id: any, ticks: number}} TickRow A row identity and its height in ticks. */

const INITIAL_CAPACITY = 16;

/** The rows of a layout: slots, prefix sums of heights and of liveness, and identities. */
export class PositionIndex {
  /** @type {FenwickTree} */
  #heights;
  /** @type {FenwickTree} */
  #liveness;
  /** The identity per physical position; `undefined` for a tombstone or an unused position. */
  #ids;
  /** Physical positions `#lower..<#upper` hold rows or tombstones. */
  #lower;
  #upper;
  /** `slot = physical position + #slotBase`; shifts when storage grows, so slots survive growth. */
  #slotBase = 0;
  #slotOfID = new Map();
  /** The number of live rows. */
  count = 0;

  /** Creates an empty index. */
  constructor() {
    this.#load([], 0, 0);
  }

  /** Whether there are no live rows. */
  get isEmpty() { return this.count === 0; }

  /** The sum of all live heights, in ticks. */
  get totalHeight() { return this.#heights.total; }

  /** Tombstones currently occupying slots. */
  get tombstoneCount() { return this.#upper - this.#lower - this.count; }

  /** Fenwick nodes touched so far (both trees); for tests that count work. */
  get probes() { return this.#heights.probes + this.#liveness.probes; }

  // Lookup

  /** The slot of the row with `id`, or `undefined`. O(1) expected. */
  slotOf(id) { return this.#slotOfID.get(id); }

  /** The identity in `slot`; `undefined` for a tombstone. O(1). */
  idInSlot(slot) { return this.#ids[slot - this.#slotBase]; }

  /** The height of the row in `slot`, in ticks. O(1). */
  heightOfSlot(slot) { return this.#heights.values[slot - this.#slotBase]; }

  /** The distance in ticks from the first row's top to the top of the row in `slot`. O(log n). */
  offsetOfSlot(slot) { return this.#heights.prefixSum(slot - this.#slotBase); }

  /** The position of the row in `slot` among the live rows. O(log n). */
  indexOfSlot(slot) { return this.#liveness.prefixSum(slot - this.#slotBase); }

  /**
   * The slot of the live row at `index`. O(log n).
   * @throws {RangeError} When `index` is outside `0..<count`, as for an array (a programming error).
   */
  slotAtIndex(index) {
    if (!(index >= 0 && index < this.count)) throw new RangeError(`row index ${index} out of range 0..<${this.count}`);
    return this.#liveness.firstIndexWherePrefixExceeds(index) + this.#slotBase;
  }

  /** The slot of the first live row, or `undefined`. O(log n). */
  get firstSlot() { return this.isEmpty ? undefined : this.slotAtIndex(0); }

  /** The slot of the last live row, or `undefined`. O(log n). */
  get lastSlot() { return this.isEmpty ? undefined : this.slotAtIndex(this.count - 1); }

  /**
   * The slot of the live row whose span `[offset, offset + height)` contains `offset` (ticks
   * from the first row's top); the first row of non-zero height for negative offsets,
   * `undefined` at or past the total height. Rows of height 0 are never returned. O(log n).
   */
  slotContainingOffset(offset) {
    const total = this.#heights.total;
    if (offset >= total) return undefined;
    if (offset < 0) return total > 0 ? this.#heights.firstIndexWherePrefixExceeds(0) + this.#slotBase : undefined;
    return this.#heights.firstIndexWherePrefixExceeds(offset) + this.#slotBase;
  }

  /**
   * How many live rows have their top edge above `offset` (ticks from the first row's top):
   * the index of the first row whose top is at or below it. Rows of height 0 count by their
   * top edge like any other. O(log n).
   */
  rowsStartingBefore(offset) {
    if (offset <= 0) return 0;
    if (offset > this.#heights.total) return this.count;
    // The row containing the tick just above `offset` is the last one starting above it.
    return this.indexOfSlot(this.#heights.firstIndexWherePrefixExceeds(offset - 1) + this.#slotBase) + 1;
  }

  /**
   * How many live rows have their bottom edge at or above `offset` (ticks from the first row's
   * top): the index of the first row reaching below it. O(log n).
   */
  rowsEndingAtOrBefore(offset) {
    if (offset < 0) return 0;
    if (offset >= this.#heights.total) return this.count;
    return this.indexOfSlot(this.#heights.firstIndexWherePrefixExceeds(offset) + this.#slotBase);
  }

  /**
   * The slot of the next live row after `slot`, or `undefined`. O(1) when the next few
   * positions hold no tombstones, else O(log n).
   */
  slotAfter(slot) {
    let position = slot - this.#slotBase + 1;
    // A short linear scan is cheaper than two tree walks in the usual tombstone-free case.
    const scanEnd = Math.min(this.#upper, position + 8);
    for (; position < scanEnd; position++) {
      if (this.#ids[position] !== undefined) return position + this.#slotBase;
    }
    if (position >= this.#upper) return undefined;
    const next = this.indexOfSlot(position + this.#slotBase);
    return next < this.count ? this.slotAtIndex(next) : undefined;
  }

  // Mutation

  /**
   * Inserts rows before the first one, keeping their order (oldest first). A row whose identity
   * is loaded is skipped, and of two rows with one identity the first (older) is kept.
   * O(k log n), plus amortised O(k) for growth.
   * @param {TickRow[]} rows Identities and heights in ticks.
   * @returns {number} The total height in ticks of the rows inserted.
   */
  prepend(rows) {
    this.#reserve(rows.length, 0);
    const totalBefore = this.#heights.total;
    // Rows are placed newest first; slots below this one were placed by this call.
    const firstSlotBefore = this.#lower + this.#slotBase;
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i];
      if (row.id === undefined) continue;
      const existing = this.#slotOfID.get(row.id);
      if (existing !== undefined) {
        if (existing >= firstSlotBefore) continue;
        // A newer duplicate in this batch was placed already: the older one wins, the newer
        // leaves a tombstone.
        this.removeSlot(existing);
      }
      this.#lower -= 1;
      this.#place(row, this.#lower);
    }
    return this.#heights.total - totalBefore;
  }

  /**
   * Inserts rows after the last one, keeping their order (oldest first). A row whose identity
   * is loaded, or appears earlier in `rows`, is skipped. O(k log n), plus amortised O(k).
   * @param {TickRow[]} rows Identities and heights in ticks.
   */
  append(rows) {
    this.#reserve(0, rows.length);
    for (const row of rows) {
      if (row.id === undefined || this.#slotOfID.has(row.id)) continue;
      this.#place(row, this.#upper);
      this.#upper += 1;
    }
  }

  /**
   * Inserts rows before the row at `index` (at the end when `index` is `count`), skipping
   * identities that are loaded or repeated as `append` does. Slots are renumbered. O(n): the
   * rows after the place move to new slots (JavaScript only; Swift's index has no insert).
   * @param {TickRow[]} rows Identities and heights in ticks.
   * @param {number} index Where the first row goes, in `0...count`.
   * @returns {number} The total height in ticks of the rows inserted.
   */
  insert(rows, index) {
    const live = this.allRows().map(({ id, ticks }) => ({ id, ticks }));
    const fresh = [];
    const seen = new Set();
    for (const row of rows) {
      if (row.id === undefined || this.#slotOfID.has(row.id) || seen.has(row.id)) continue;
      seen.add(row.id);
      fresh.push({ id: row.id, ticks: row.ticks });
    }
    live.splice(index, 0, ...fresh);
    this.#load(live, 0, 0);
    return fresh.reduce((sum, row) => sum + row.ticks, 0);
  }

  #place(row, position) {
    // Callers skip identities already loaded, so this never replaces a live row's slot.
    this.#slotOfID.set(row.id, position + this.#slotBase);
    this.#ids[position] = row.id;
    this.#heights.add(row.ticks, position);
    this.#liveness.add(1, position);
    this.count += 1;
  }

  /**
   * Removes the row in `slot`, leaving a tombstone. O(log n).
   * @returns {number} The removed row's height in ticks.
   */
  removeSlot(slot) {
    const position = slot - this.#slotBase;
    const id = this.#ids[position];
    if (id === undefined) throw new Error("slot holds no row");
    const height = this.#heights.values[position];
    this.#heights.add(-height, position);
    this.#liveness.add(-1, position);
    this.#ids[position] = undefined;
    this.#slotOfID.delete(id);
    this.count -= 1;
    return height;
  }

  /**
   * Sets the height of the row in `slot`. O(log n).
   * @returns {number} The change in ticks (new minus old).
   */
  setHeightOfSlot(ticks, slot) {
    const position = slot - this.#slotBase;
    const delta = ticks - this.#heights.values[position];
    if (delta !== 0) this.#heights.add(delta, position);
    return delta;
  }

  /**
   * Replaces every live row's height at once and rebuilds the height tree. O(capacity).
   * @param {(id: any) => number} newHeight The new height in ticks for an identity.
   */
  replaceAllHeights(newHeight) {
    const values = Float64Array.from(this.#heights.values);
    for (let position = this.#lower; position < this.#upper; position++) {
      const id = this.#ids[position];
      if (id !== undefined) values[position] = newHeight(id);
    }
    this.#heights = new FenwickTree(values);
  }

  /** Removes every row; slots start over. */
  removeAll() {
    this.#load([], 0, 0);
  }

  /**
   * Drops tombstones once they outnumber live rows (and 64), renumbering slots. O(capacity)
   * when it compacts, amortised O(1) per deletion.
   * @returns {boolean} Whether slots were renumbered (slots held by the caller are then stale).
   */
  compactIfNeeded() {
    if (this.tombstoneCount <= Math.max(64, this.count)) return false;
    this.#load(this.allRows(), 0, 0);
    return true;
  }

  /**
   * Every live row in order with its offset from the first row's top, in ticks. O(capacity);
   * for tests and whole-list rebuilds only.
   * @returns {{slot: number, id: any, offset: number, ticks: number}[]}
   */
  allRows() {
    const rows = [];
    let offset = 0;
    for (let position = this.#lower; position < this.#upper; position++) {
      const id = this.#ids[position];
      if (id === undefined) continue;
      const ticks = this.#heights.values[position];
      rows.push({ slot: position + this.#slotBase, id, offset, ticks });
      offset += ticks;
    }
    return rows;
  }

  // Growth

  #reserve(front, back) {
    if (this.#lower >= front && this.#ids.length - this.#upper >= back) return;
    this.#grow(front, back);
  }

  /** Capacity for `used` rows and `front` and `back` more, with spare room split evenly. */
  static #layout(used, front, back) {
    let capacity = INITIAL_CAPACITY;
    const needed = 2 * (used + front + back) + 16;
    while (capacity < needed) capacity *= 2;
    const spare = capacity - used - front - back;
    return { capacity, lower: front + Math.trunc(spare / 2) };
  }

  /**
   * Copies rows and tombstones into larger storage with room for `front` and `back` more.
   * Growth keeps tombstones and slot numbers, so a slot held across a prepend or append stays
   * valid; only compaction and insertion renumber.
   */
  #grow(front, back) {
    const used = this.#upper - this.#lower;
    const { capacity, lower } = PositionIndex.#layout(used, front, back);
    const ids = new Array(capacity).fill(undefined);
    const heights = new Float64Array(capacity);
    const liveness = new Float64Array(capacity);
    for (let old = this.#lower, position = lower; old < this.#upper; old++, position++) {
      ids[position] = this.#ids[old];
      heights[position] = this.#heights.values[old];
      if (ids[position] !== undefined) liveness[position] = 1;
    }
    this.#slotBase += this.#lower - lower;
    this.#install(ids, heights, liveness, lower, lower + used);
  }

  /**
   * Fresh storage holding `rows` (live, in order) with room for `front` and `back` more; slots renumbered from 0.
   * @param {TickRow[]} rows
   * @param {number} front
   * @param {number} back
   */
  #load(rows, front, back) {
    const { capacity, lower } = PositionIndex.#layout(rows.length, front, back);
    const ids = new Array(capacity).fill(undefined);
    const heights = new Float64Array(capacity);
    const liveness = new Float64Array(capacity);
    this.#slotOfID = new Map();
    rows.forEach((row, i) => {
      ids[lower + i] = row.id;
      heights[lower + i] = row.ticks;
      liveness[lower + i] = 1;
      this.#slotOfID.set(row.id, lower + i);
    });
    this.#slotBase = 0;
    this.count = rows.length;
    this.#install(ids, heights, liveness, lower, lower + rows.length);
  }

  #install(ids, heights, liveness, lower, upper) {
    this.#ids = ids;
    this.#heights = new FenwickTree(heights);
    this.#liveness = new FenwickTree(liveness);
    this.#lower = lower;
    this.#upper = upper;
  }
}
