// Random sessions of 10,000 ChatLayout operations on a 40,000 pt canvas, checked after every
// step against arithmetic the engine does not share (support/checks.js): rows in the model's
// order with the model's heights, no gap or overlap, mounted rows contiguous, insets exposing
// exactly the mounted rows, the anchor kept to the tick by every operation that is not the
// reader scrolling, and every scroll moving every row by exactly the distance scrolled, also
// when the window recentres.

import { test } from "node:test";
import assert from "node:assert/strict";
import { LayoutDriver } from "./support/layout-driver.js";
import { anchorProblems, layoutProblems, observe, rangeOf } from "./support/checks.js";

const STEPS = 10_000;

/** Every row's screen y, by identity. */
function screenYs(layout) {
  const offset = layout.scroll.contentOffsetY;
  return new Map(layout.allFrames().map((f) => [f.id, f.minY - offset]));
}

/** What framesIn must answer, by brute force over every frame. */
function expectedFramesIn(layout, lower, upper) {
  const height = layout.scroll.contentHeight;
  if (Number.isNaN(lower) || Number.isNaN(upper) || !(lower < upper)) return [];
  return layout.allFrames().filter((f) => f.minY >= 0 && f.maxY <= height
    && (f.height > 0 ? f.minY < upper && f.maxY > lower : lower <= f.minY && f.minY < upper));
}

const SCROLLS = new Set(["scrollBy", "scrollTo", "scrollToTop", "scrollToBottom", "scrollToRow"]);

/**
 * Problems of a scroll: every row moves by one amount (a recentre moves none of them against
 * another), and a scroll to an offset or by a distance moves them by as much, clamped to the range
 * before it; an offset or distance that is not finite moves nothing.
 */
function scrollProblems(op, before, offsetBefore, range, layout) {
  if (!SCROLLS.has(op.op)) return [];
  let expected;
  const wanted = op.op === "scrollBy" ? offsetBefore + op.dy : op.op === "scrollTo" ? op.y : NaN;
  if (Number.isFinite(wanted)) expected = offsetBefore - Math.min(Math.max(Math.round(wanted * 64) / 64, range.min), range.max);
  else if (op.op === "scrollBy" || op.op === "scrollTo") expected = 0;
  const after = screenYs(layout);
  for (const [id, y] of before) {
    expected ??= after.get(id) - y;
    if (after.get(id) - y !== expected) return [`row ${id} moved ${after.get(id) - y} pt on a scroll that moved others ${expected} pt`];
  }
  return [];
}

/** Runs a session and returns what it reached. */
function runSession(seed, options) {
  const driver = new LayoutDriver(seed, options);
  const stats = { recentres: 0, recentresWhileScrolling: 0, tallBand: 0, zeroHeightAnchor: 0, kept: 0, queries: 0, inserts: 0 };
  for (let step = 0; step < STEPS; step++) {
    const layout = driver.layout;
    const before = observe(layout);
    const originBefore = layout.canvasOrigin;
    const screenBefore = screenYs(layout);
    const offsetBefore = layout.scroll.contentOffsetY;
    const rangeBefore = rangeOf(layout.scroll);
    const { ops: [op], results: [result], name, movesOnPurpose } = driver.step();
    const problems = layoutProblems(layout, driver.model);
    if (!movesOnPurpose) {
      problems.push(...anchorProblems(before, layout));
      stats.kept += 1;
    }
    problems.push(...scrollProblems(op, screenBefore, offsetBefore, rangeBefore, layout));
    if (op.op === "framesIn") {
      stats.queries += 1;
      const expected = expectedFramesIn(layout, op.lower, op.upper).map((f) => f.id).join(",");
      if (result.map(([id]) => id).join(",") !== expected) problems.push(`framesIn [${result.map(([id]) => id)}] != [${expected}]`);
    }
    if (op.op === "history" && result !== null && !(result[0] >= 0 && result[0] <= 1 && result[1] >= 0 && result[1] <= 1)) {
      problems.push(`history position ${result} outside 0...1`);
    }
    if (op.op === "insert") stats.inserts += 1;
    if (layout.canvasOrigin !== originBefore) {
      stats.recentres += 1;
      if (SCROLLS.has(op.op)) stats.recentresWhileScrolling += 1;
    }
    const frames = layout.allFrames();
    if (frames.reduce((sum, f) => sum + f.height, 0) > layout.scroll.contentHeight) stats.tallBand += 1;
    const anchor = layout.readingAnchor;
    if (anchor !== undefined && layout.frameOf(anchor.rowID).height === 0) stats.zeroHeightAnchor += 1;
    assert.deepEqual(problems, [], `seed ${seed} step ${step} ${name}`);
  }
  return stats;
}

for (const [seed, options] of [[0x5eed0001, {}], [0xc0ffee, {}], [42, { insert: true }]]) {
  test(`layout session ${seed.toString(16)}${options.insert ? " with inserts" : ""}: ${STEPS} operations keep the anchor and the geometry`, (t) => {
    const stats = runSession(seed, options);
    t.diagnostic(`seed ${seed.toString(16)}: ${stats.kept} operations kept the anchor to the tick (0 ticks moved), `
      + `${stats.recentres} recentres (${stats.recentresWhileScrolling} while scrolling, rows moving together by the distance), `
      + `${stats.tallBand} steps with a band taller than the canvas, ${stats.queries} framesIn queries, ${stats.inserts} inserts`);
    // The session must reach the hard cases, or passing says little.
    assert.ok(stats.recentres > 10, `${stats.recentres} recentres`);
    assert.ok(stats.recentresWhileScrolling > 5, `${stats.recentresWhileScrolling} recentres while scrolling`);
    assert.ok(stats.tallBand > STEPS / 20, `${stats.tallBand} steps with a band taller than the canvas`);
    assert.ok(stats.zeroHeightAnchor > 0, "no step had a row of height 0 as the anchor");
    assert.ok(stats.queries > STEPS / 50);
    if (options.insert) assert.ok(stats.inserts > STEPS / 100, `${stats.inserts} inserts`);
  });
}
