// Random ChatList sessions against a fake server, as Tests/SteadyLayoutTests/ChatList/
// ChatListPropertyTests.swift makes them: pages arrive, fail and are retried, messages are
// deleted, edited and appended live, the width and the text size change, the reader scrolls and
// jumps. The driver keeps the server's promises in view: one request per page, from the right
// edge, and a failed page loses nothing.

import { ListSession } from "./replay.js";
import { SplitMix64 } from "./split-mix.js";

/** The header of every list session. */
export const LIST_HEADER = Object.freeze({
  kind: "list", viewport: [390, 844], safeArea: [47, 34], canvasHeight: 30_000, prefetchDistance: 1_200,
});

/** A message's base height from its identity and version: 20...280 pt on the grid. */
export function baseHeight(id, version) {
  let h = (Math.imul(id | 0, 0x27d4eb2d) + Math.imul(version, 0x165667b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca77) >>> 0;
  return 20 + (h % (260 * 64)) / 64;
}

/** A server with a history of message identities `0..<count`, some deleted, serving pages. */
class FakeHistory {
  count = 50_000;
  deleted = new Set();
  versions = new Map();

  message(id) { return [id, baseHeight(id, this.versions.get(id) ?? 0)]; }

  /** Up to `limit` messages older than `id`, oldest first, and whether none are left beyond. */
  pageBefore(id, limit) {
    const ids = [];
    let next = id - 1;
    for (; next >= 0 && ids.length < limit; next--) if (!this.deleted.has(next)) ids.push(next);
    return { messages: ids.reverse().map((i) => this.message(i)), isLast: next < 0 };
  }

  /** Up to `limit` messages newer than `id`, oldest first, and whether none are left beyond. */
  pageAfter(id, limit) {
    const ids = [];
    let next = id + 1;
    for (; next < this.count && ids.length < limit; next++) if (!this.deleted.has(next)) ids.push(next);
    return { messages: ids.map((i) => this.message(i)), isLast: next >= this.count };
  }
}

/** Generates and applies random list operations, answering page requests as a server would. */
export class ListDriver {
  /**
   * @param {number} seed The PRNG seed.
   * @param {{insert?: boolean}} [options] Whether late messages are inserted in the middle
   *   (JavaScript only; sessions compared with Swift leave it out).
   */
  constructor(seed, { insert = false } = {}) {
    this.rng = new SplitMix64(seed);
    this.withInsert = insert;
    this.history = new FakeHistory();
    this.session = new ListSession(LIST_HEADER);
    this.pendingOlder = undefined;
    this.pendingNewer = undefined;
    /** Broken promises of the list towards its server, as readable lines. */
    this.problems = [];
    this.liveID = 50_000;
    this.lateID = -1;
    /** Appended rows whose top edge has not been in the visible area, kept from frames alone. */
    this.unseen = new Set();
    this.scale = 1;
    this.opened = false;
  }

  get list() { return this.session.list; }

  /** Applies an operation and takes note of the pages it asked for. */
  #apply(op) {
    const result = this.session.apply(op);
    for (const [direction, id] of this.session.asked) {
      const layout = this.list.layout;
      if (direction === "older") {
        if (this.pendingOlder !== undefined) this.problems.push("older page asked twice");
        if (id !== layout.firstID) this.problems.push(`onNeedsOlder named ${id}, not the oldest`);
        this.pendingOlder = id;
      } else {
        if (this.pendingNewer !== undefined) this.problems.push("newer page asked twice");
        if (id !== layout.lastID) this.problems.push(`onNeedsNewer named ${id}, not the newest`);
        this.pendingNewer = id;
      }
    }
    return result;
  }

  #randomLoadedID() {
    const list = this.list;
    if (list.count === 0) return undefined;
    const anchorID = list.layout.readingAnchor?.rowID;
    const anchor = anchorID === undefined ? 0 : list.layout.indexOf(anchorID);
    const index = this.rng.chance(50) ? anchor + this.rng.int(-4, 8) : this.rng.int(0, list.count - 1);
    return list.layout.idAt(Math.min(Math.max(index, 0), list.count - 1));
  }

  /**
   * Makes one random step (one operation, or two that belong together) and applies it.
   * @param {(op: object, result: any) => void} [applied] Called after each operation.
   * @returns {{ops: object[], results: any[], name: string, movesOnPurpose: boolean}}
   */
  step(applied) {
    const countBefore = this.list.count;
    const { ops, movesOnPurpose = false, after } = this.#makeStep();
    const results = ops.map((op) => {
      const result = this.#apply(op);
      applied?.(op, result);
      return result;
    });
    after?.();
    if (ops[0]?.op === "fail" && this.list.count !== countBefore) this.problems.push("a failed page lost rows");
    return { ops, results, name: JSON.stringify(ops).slice(0, 120), movesOnPurpose };
  }

  #makeStep() {
    const rng = this.rng;
    const list = this.list;
    const history = this.history;
    if (!this.opened) {
      // The first step opens the chat at its newest page.
      this.opened = true;
      const start = history.pageBefore(history.count, 40);
      return { ops: [{ op: "setItems", items: start.messages, hasOlder: !start.isLast, hasNewer: false }], movesOnPurpose: true };
    }
    const roll = rng.int(0, 99);
    const nothing = { ops: [] };
    if (roll < 12) {
      if (this.pendingOlder === undefined) return nothing;
      const oldest = this.pendingOlder;
      this.pendingOlder = undefined;
      if (rng.chance(25)) {
        return { ops: [{ op: "fail", direction: "older" }], after: () => {
          if (list.pageState("older") !== "failed") this.problems.push("failed older page not marked failed");
        } };
      }
      const page = history.pageBefore(oldest, rng.int(1, 50));
      return { ops: [{ op: "prepend", items: page.messages, isLast: page.isLast }] };
    }
    if (roll < 20) {
      if (this.pendingNewer === undefined) return nothing;
      const newest = this.pendingNewer;
      this.pendingNewer = undefined;
      if (rng.chance(25)) return { ops: [{ op: "fail", direction: "newer" }] };
      const page = history.pageAfter(newest, rng.int(1, 50));
      if (!list.layout.isAtBottom) for (const [id] of page.messages) this.unseen.add(id);
      return { ops: [{ op: "append", items: page.messages, isLast: page.isLast }] };
    }
    if (roll >= 20 && roll < 25) {
      const direction = rng.chance(50) ? "older" : "newer";
      const wasFailed = list.pageState(direction) === "failed";
      return { ops: [{ op: "retry", direction }], after: () => {
        const pending = direction === "older" ? this.pendingOlder : this.pendingNewer;
        if (wasFailed && list.count > 0 && pending === undefined) this.problems.push("retry did not ask again");
      } };
    }
    if (roll >= 25 && roll < 33) {
      if (list.pageState("newer") !== "exhausted") return nothing;
      const count = rng.int(1, 3);
      const messages = Array.from({ length: count }, (_, i) => [this.liveID + i, baseHeight(this.liveID + i, 0)]);
      this.liveID += count;
      history.count = this.liveID;
      const wasAtBottom = list.layout.isAtBottom;
      const unreadBefore = list.unreadCount;
      if (!wasAtBottom) for (const [id] of messages) this.unseen.add(id);
      return { ops: [{ op: "append", items: messages, isLast: false }], after: () => {
        // Reading history, the new rows land below the visible area: all unread.
        if (!wasAtBottom && list.unreadCount !== unreadBefore + count) {
          this.problems.push(`unread ${list.unreadCount} after ${unreadBefore} + ${count} hidden arrivals`);
        }
        if (wasAtBottom && list.unreadCount !== 0) this.problems.push("unread counted while at the bottom");
      } };
    }
    if (roll >= 33 && roll < 43) {
      const doomed = new Set();
      for (let i = rng.int(1, 5); i > 0; i--) {
        const id = this.#randomLoadedID();
        if (id !== undefined) doomed.add(id);
      }
      for (const id of doomed) {
        history.deleted.add(id);
        this.unseen.delete(id);
      }
      return { ops: [{ op: "remove", ids: [...doomed] }] };
    }
    if (roll >= 43 && roll < 55) {
      const id = this.#randomLoadedID();
      if (id === undefined) return nothing;
      history.versions.set(id, (history.versions.get(id) ?? 0) + 1);
      const [, base] = history.message(id);
      if (rng.chance(15)) return { ops: [{ op: "reloadHeight", id }] };
      return { ops: [{ op: "update", id, base }] };
    }
    if (roll >= 55 && roll < 58) {
      const width = rng.chance(5) ? rng.pick([-10, NaN, 0]) : rng.int(320, 1024);
      return { ops: [{ op: "viewport", width, height: rng.int(500, 1000) }] };
    }
    if (roll >= 58 && roll < 61) {
      // A new text size: the provider reads it, and every row is asked again.
      this.scale = rng.pick([0.8, 1, 1.2, 1.5, 2]);
      return { ops: [{ op: "setScale", scale: this.scale }, { op: "reloadAllHeights" }] };
    }
    if (roll >= 61 && roll < 64) return { ops: [{ op: "keyboard", overlap: rng.chance(50) ? 0 : 300 }] };
    if (roll >= 64 && roll < 90) return { ops: [{ op: "scrollBy", dy: rng.int(-1_500, 1_500) }], movesOnPurpose: true };
    if (roll >= 90 && roll < 93) {
      return { ops: [{ op: "scrollToBottom" }], movesOnPurpose: true, after: () => {
        if (list.unreadCount !== 0) this.problems.push(`unread ${list.unreadCount} at the bottom`);
      } };
    }
    if (roll >= 93 && roll < 94) {
      const before = rng.int(0, 1000);
      return { ops: [{ op: "history", total: before + list.count + rng.int(0, 1000), before }] };
    }
    if (this.withInsert && roll >= 94 && roll < 96) {
      const after = this.#randomLoadedID();
      if (after === undefined) return nothing;
      const messages = [[this.lateID, baseHeight(this.lateID, 0)]];
      this.lateID -= 1;
      return { ops: [{ op: "insert", items: messages, after }] };
    }
    if (roll >= 96 && roll < 97) {
      if (rng.chance(10)) {
        // The chat is closed: everything goes, paging stops, and the next step opens it again.
        this.opened = false;
        this.pendingOlder = undefined;
        this.pendingNewer = undefined;
        this.unseen = new Set();
        return { ops: [{ op: "removeAll" }], movesOnPurpose: true };
      }
      return { ops: [{ op: "safeArea", top: rng.int(0, 100), bottom: 34 }] };
    }
    const target = rng.int(0, history.count - 1);
    if (history.deleted.has(target)) return nothing;
    const older = history.pageBefore(target, 20);
    const newer = history.pageAfter(target, 20);
    this.pendingOlder = undefined;
    this.pendingNewer = undefined;
    this.unseen = new Set();
    return {
      ops: [{
        op: "jump", items: [...older.messages, history.message(target), ...newer.messages], target,
        screenY: 300, hasOlder: !older.isLast, hasNewer: !newer.isLast,
      }],
      movesOnPurpose: true,
    };
  }

  /** Whether `unreadCount` agrees with the rows whose top edge the frames have shown in view. */
  unreadProblems() {
    const layout = this.list.layout;
    if (layout.isAtBottom) this.unseen = new Set();
    const visible = layout.scroll.visibleContentRange;
    for (const frame of layout.allFrames()) {
      if (visible.lowerBound <= frame.minY && frame.minY < visible.upperBound) this.unseen.delete(frame.id);
    }
    return this.list.unreadCount === this.unseen.size ? [] : [`unreadCount ${this.list.unreadCount}, ${this.unseen.size} rows never had their top in view`];
  }
}
