// Random sessions of ChatLayout operations, as Tests/SteadyLayoutTests/ChatLayout/
// ChatLayoutPropertyTests.swift makes them, plus inputs an app may pass by accident (heights that
// are NaN, infinite, negative, huge or off the grid) and queries (framesIn, historyPosition).
// Each step is an operation as data (replay.js), applied to the JavaScript engine; the test keeps
// its own model of the rows with plain arrays.

import { LayoutSession, seededHeight } from "./replay.js";
import { SplitMix64 } from "./split-mix.js";

/** The header of every layout session: a 40,000 pt canvas, so bands outgrow it often. */
export const LAYOUT_HEADER = Object.freeze({ kind: "layout", viewport: [390, 844], safeArea: [47, 34], canvasHeight: 40_000 });

/** A height as the layout keeps it, by arithmetic the engine does not share: the grid and the clamp. */
export function expectedHeight(height, canvasHeight) {
  if (!Number.isFinite(height) || height <= 0) return 0;
  return Math.min(Math.round(height * 64) / 64, canvasHeight / 8);
}

/** Generates and applies random layout operations. */
export class LayoutDriver {
  /**
   * @param {number} seed The PRNG seed.
   * @param {{insert?: boolean}} [options] Whether to insert rows in the middle (JavaScript only:
   *   Swift's engine has no insert, so sessions compared with it leave it out).
   */
  constructor(seed, { insert = false } = {}) {
    this.rng = new SplitMix64(seed);
    this.session = new LayoutSession(LAYOUT_HEADER);
    this.withInsert = insert;
    /** The rows the test believes are loaded, in order, and their heights. */
    this.model = { ids: [], heights: new Map() };
    this.nextNewer = 0;
    this.nextOlder = -1;
    this.nextWindow = 1_000_000_000;
    this.nextInserted = -1_000_000_000;
    this.scrollDirection = -1;
  }

  get layout() { return this.session.layout; }

  /** A height as rows arrive: mostly on the grid, now and then 0 or a value the layout must repair. */
  #height(upper = 400) {
    const rng = this.rng;
    if (rng.chance(3)) return 0;
    if (rng.chance(3)) return rng.pick([NaN, Infinity, -Infinity, -40, 1e12, 12.0078125, 100.3, 0.004]);
    return rng.gridHeight(8, upper);
  }

  #newRows(count, first, step) {
    return Array.from({ length: count }, (_, i) => [first + i * step, this.#height()]);
  }

  /** `rows` as a server may send them: now and then with a loaded row and a second copy of a new one mixed in. */
  #asSent(rows, loaded) {
    const rng = this.rng;
    if (!rng.chance(15) || rows.length === 0) return rows;
    const sent = [...rows];
    sent.splice(rng.int(1, sent.length), 0, [rows[0][0], 77]);
    if (loaded !== undefined) sent.splice(rng.int(0, sent.length), 0, [loaded, 55]);
    return sent;
  }

  #record(rows) {
    for (const [id, height] of rows) this.model.heights.set(id, expectedHeight(height, LAYOUT_HEADER.canvasHeight));
  }

  /** A row id near the reading anchor, above it, below it, or anywhere. */
  #someRow() {
    const ids = this.model.ids;
    if (ids.length === 0) return undefined;
    const anchorID = this.layout.readingAnchor?.rowID;
    const anchor = anchorID === undefined ? 0 : Math.max(0, ids.indexOf(anchorID));
    const rng = this.rng;
    const index = [anchor, anchor + rng.int(-3, 3), anchor + rng.int(1, 12), rng.int(0, ids.length - 1)][rng.int(0, 3)];
    return ids[Math.min(Math.max(index, 0), ids.length - 1)];
  }

  /** A range for framesIn: around a frame's edges (where rows of height 0 are counted), or unbounded. */
  #queryRange() {
    const rng = this.rng;
    const visible = this.layout.visibleFrames();
    const y = visible.length > 0 ? rng.pick(visible)[rng.pick(["minY", "maxY"])] : this.layout.scroll.contentOffsetY;
    switch (rng.int(0, 3)) {
      case 0: return [y, y + rng.int(0, 3)];
      case 1: return [y - rng.int(1, 200), y];
      case 2: return [rng.pick([-Infinity, y - 1000]), rng.pick([Infinity, y + 1000])];
      default: return [y + 5, y - 5];
    }
  }

  /**
   * Makes one random operation and applies it.
   * @returns {{ops: object[], results: any[], name: string, movesOnPurpose: boolean}} The
   *   operation (one), its answer, a readable name, and whether it is the reader scrolling or a
   *   jump (which the anchor invariant does not cover).
   * @param {(op: object, result: any) => void} [applied] Called after the operation.
   */
  step(applied) {
    const { op, movesOnPurpose = false } = this.#makeOperation();
    const results = [this.session.apply(op)];
    applied?.(op, results[0]);
    return { ops: [op], results, name: JSON.stringify(op).slice(0, 120), movesOnPurpose };
  }

  #makeOperation() {
    const rng = this.rng;
    const model = this.model;
    const large = model.ids.length > 1_200;
    const roll = rng.int(0, 99);
    if (roll < 13) {
      const rows = this.#newRows(rng.int(1, 50), this.nextOlder, -1).reverse();
      this.nextOlder -= rows.length;
      this.#record(rows);
      const sent = this.#asSent(rows, model.ids[0]);
      model.ids.unshift(...rows.map(([id]) => id));
      return { op: { op: "prepend", rows: sent } };
    }
    if (roll < 23) {
      const rows = this.#newRows(rng.chance(50) ? rng.int(1, 3) : rng.int(1, 50), this.nextNewer, 1);
      this.nextNewer += rows.length;
      this.#record(rows);
      const sent = this.#asSent(rows, model.ids.at(-1));
      model.ids.push(...rows.map(([id]) => id));
      return { op: { op: "append", rows: sent } };
    }
    if (roll < (large ? 49 : 33)) {
      const doomed = new Set();
      for (let i = rng.int(1, large ? 300 : 6); i > 0; i--) {
        const id = this.#someRow();
        if (id !== undefined) doomed.add(id);
      }
      // An identity that is not loaded is ignored.
      if (rng.chance(10)) doomed.add(123_456_789_012);
      model.ids = model.ids.filter((id) => !doomed.has(id));
      return { op: { op: "remove", ids: [...doomed] } };
    }
    if (roll < 62) {
      const id = this.#someRow();
      if (id === undefined) return { op: { op: "scrollBy", dy: 0 }, movesOnPurpose: true };
      const height = rng.chance(5) ? 0 : this.#height(600);
      model.heights.set(id, expectedHeight(height, LAYOUT_HEADER.canvasHeight));
      return { op: { op: "setHeight", id, height } };
    }
    if (roll < 65) {
      const seed = rng.int(0, 1_000_000);
      for (const id of model.ids) model.heights.set(id, seededHeight(id, seed));
      if (rng.chance(50)) return { op: { op: "replaceHeights", seed } };
      return { op: { op: "viewport", width: rng.int(300, 1000), height: this.layout.scroll.viewport.height, seed } };
    }
    if (roll < 68) {
      const height = rng.chance(10) ? rng.pick([-5, NaN, 0]) : rng.int(300, 1000) + rng.int(0, 63) / 64;
      return { op: { op: "viewport", width: this.layout.scroll.viewport.width, height } };
    }
    if (roll < 71) return { op: { op: "keyboard", overlap: rng.chance(50) ? 0 : rng.int(200, 400) } };
    if (roll < 84) {
      // A reader keeps scrolling one way for a while, so the tall band's far edges are reached.
      if (rng.chance(25)) this.scrollDirection = -this.scrollDirection;
      if (rng.chance(8)) {
        // An offset as a scroll view reports it, or one from a bad division.
        const y = rng.chance(30) ? rng.pick([NaN, -1e9, 1e9, 1e300]) : this.layout.scroll.contentOffsetY + rng.int(-3_000, 3_000) + 0.5;
        return { op: { op: "scrollTo", y }, movesOnPurpose: true };
      }
      const dy = rng.chance(3) ? rng.pick([NaN, Infinity, 0.3]) : this.scrollDirection * rng.int(0, 2_000 * 64) / 64;
      return { op: { op: "scrollBy", dy }, movesOnPurpose: true };
    }
    if (roll < 86) return { op: { op: "scrollToBottom" }, movesOnPurpose: true };
    if (roll < 87) return { op: { op: "scrollToTop" }, movesOnPurpose: true };
    if (roll < 88) {
      const id = this.#someRow();
      return { op: { op: "scrollToRow", id: id ?? 0, screenY: rng.int(-300, 900) }, movesOnPurpose: true };
    }
    if (roll < 91) {
      const [lower, upper] = this.#queryRange();
      return { op: { op: "framesIn", lower, upper } };
    }
    if (roll < 92) {
      const before = rng.int(0, 5000);
      return { op: { op: "history", total: before + model.ids.length + rng.int(-2, 5000), before } };
    }
    if (roll < 95) {
      const rows = this.#newRows(rng.int(1, 120), this.nextWindow, 1);
      this.nextWindow += 1_000_000;
      this.nextNewer = rows.at(-1)[0] + 1;
      this.nextOlder = rows[0][0] - 1;
      model.ids = rows.map(([id]) => id);
      model.heights = new Map();
      this.#record(rows);
      const target = rng.chance(5) ? -7 : rng.pick(rows)[0];
      const screenY = rng.chance(3) ? NaN : 200;
      return { op: { op: "jump", rows, target, screenY }, movesOnPurpose: true };
    }
    if (this.withInsert && roll < 98) {
      const after = this.#someRow();
      if (after === undefined) return { op: { op: "scrollBy", dy: 0 }, movesOnPurpose: true };
      const rows = this.#newRows(rng.int(1, 4), this.nextInserted, -1);
      this.nextInserted -= rows.length;
      this.#record(rows);
      const sent = this.#asSent(rows, model.ids[0]);
      model.ids.splice(model.ids.indexOf(after) + 1, 0, ...rows.map(([id]) => id));
      return { op: { op: "insert", rows: sent, after } };
    }
    if (rng.chance(15)) {
      model.ids = [];
      return { op: { op: "removeAll" } };
    }
    if (rng.chance(10)) {
      const rows = this.#newRows(rng.int(0, 60), this.nextNewer, 1);
      this.nextNewer += rows.length;
      model.ids = rows.map(([id]) => id);
      model.heights = new Map();
      this.#record(rows);
      return { op: { op: "setRows", rows: this.#asSent(rows, undefined), edge: rng.pick(["top", "bottom"]) }, movesOnPurpose: true };
    }
    const top = rng.chance(5) ? -20 : rng.int(0, 100);
    return { op: { op: "safeArea", top, bottom: 34 } };
  }
}
