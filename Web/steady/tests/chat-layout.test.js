// Named cases of what the property tests cover at random, as the Swift suites state them
// (Tests/SteadyLayoutTests/ChatLayout/), and the JavaScript engine's insert.

import { test } from "node:test";
import assert from "node:assert/strict";
import { ChatLayout } from "../chat-layout/chat-layout.js";
import { layoutProblems } from "./support/checks.js";

const viewport = { width: 390, height: 800 };
const rows = (from, to, height = 100) => Array.from({ length: to - from }, (_, i) => ({ id: from + i, height }));
const screenY = (layout, y) => layout.scroll.screenY(y);

/** 100 rows of 100 pt, scrolled so row 50 is at screen y 300. */
function reading() {
  const layout = new ChatLayout({ viewport });
  layout.setRows(rows(0, 100));
  layout.scrollToRow(50, 300);
  return layout;
}

/** The model a layout should hold: its own rows in order (the checks then test geometry). */
function modelOf(layout) {
  const frames = layout.allFrames();
  return { ids: frames.map((f) => f.id), heights: new Map(frames.map((f) => [f.id, f.height])) };
}

test("the first row is pinned at the canvas middle and insets hide the rest", () => {
  const layout = new ChatLayout({ viewport });
  layout.setRows(rows(0, 20));
  assert.equal(layout.frameOf(0).minY, 500_000);
  assert.deepEqual(layout.scroll.contentInset, { top: -500_000, bottom: -(500_000 - 2_000) });
  assert.ok(layout.isAtBottom);
  assert.equal(screenY(layout, layout.frameOf(19).maxY), 800);
});

test("a prepend never touches the offset", () => {
  const layout = reading();
  const offset = layout.scroll.contentOffsetY;
  layout.prepend(Array.from({ length: 50 }, (_, i) => ({ id: -(50 - i), height: 50 - i })));
  assert.equal(layout.scroll.contentOffsetY, offset);
  assert.deepEqual(layout.readingAnchor, { rowID: 47, screenY: 0 });
  assert.equal(layout.frameOf(-1).maxY, layout.frameOf(0).minY);
});

for (const [ids, where] of [[[10, 20], "above"], [[80, 90], "below"], [[47], "the anchor"]]) {
  test(`deleting ${where} keeps the reading position`, () => {
    const layout = reading();
    const anchor = layout.readingAnchor;
    const successor = layout.frameOf(anchor.rowID + 1);
    layout.removeRows(ids);
    const expected = ids.includes(anchor.rowID) ? { rowID: successor.id, screenY: anchor.screenY } : anchor;
    assert.deepEqual(layout.readingAnchor, expected);
  });
}

test("deleting everything below rests the list at its bottom; deleting the rest empties it", () => {
  const layout = reading();
  layout.removeRows(rows(47, 100).map((row) => row.id));
  assert.ok(layout.isAtBottom);
  assert.equal(screenY(layout, layout.frameOf(46).maxY), 800);
  layout.removeRows(rows(0, 47).map((row) => row.id));
  assert.ok(layout.isEmpty && layout.readingAnchor === undefined && layout.isAtBottom);
});

for (const row of [5, 47, 48, 99]) {
  test(`a height edit of row ${row} does not move the anchor`, () => {
    const layout = reading();
    const anchor = layout.readingAnchor;
    layout.setHeight(row, 437.5);
    assert.deepEqual(layout.readingAnchor, anchor);
    assert.equal(layout.frameOf(row).height, 437.5);
  });
}

test("an append sticks at the bottom and stays while reading", () => {
  const layout = new ChatLayout({ viewport });
  layout.setRows(rows(0, 30));
  assert.equal(layout.append(rows(30, 32)), true);
  assert.ok(layout.isAtBottom);
  layout.scrollBy(-1_000);
  const anchor = layout.readingAnchor;
  assert.equal(layout.append(rows(32, 40)), false);
  assert.deepEqual(layout.readingAnchor, anchor);
});

test("a short list sits at the bottom and grows upward", () => {
  const layout = new ChatLayout({ viewport, safeAreaInsets: { top: 50, bottom: 30 } });
  layout.setRows(rows(0, 2));
  assert.equal(screenY(layout, layout.frameOf(1).maxY), 770);
  layout.prepend(rows(-3, 0));
  assert.equal(screenY(layout, layout.frameOf(1).maxY), 770);
  assert.equal(screenY(layout, layout.frameOf(-3).minY), 270);
});

test("a width change and a new text size keep the anchor", () => {
  const layout = reading();
  const anchor = layout.readingAnchor;
  layout.setViewport({ width: 700, height: 500 }, (id) => 30 + (id % 7) * 13);
  assert.deepEqual(layout.readingAnchor, anchor);
  layout.replaceHeights((id) => 200 + (id % 5));
  assert.deepEqual(layout.readingAnchor, anchor);
  assert.equal(layout.frameOf(51).minY, layout.frameOf(50).minY + 200);
});

test("recentring moves rows and offset together: scrolling through a band 5.5 times the canvas", () => {
  const layout = new ChatLayout({ viewport, canvasHeight: 10_000 });
  layout.setRows(rows(0, 50));
  layout.scrollToRow(10, 100);
  for (let page = 1; page <= 10; page++) {
    const anchor = layout.readingAnchor;
    layout.prepend(rows(-50 * page, -50 * page + 50));
    assert.deepEqual(layout.readingAnchor, anchor);
  }
  const mounted = layout.mountedIndices;
  assert.ok(mounted.upperBound - mounted.lowerBound < layout.count);
  let recentres = 0;
  while (!layout.scroll.isAtTop) {
    const origin = layout.canvasOrigin;
    const anchor = layout.readingAnchor;
    layout.scrollBy(-640);
    if (!layout.scroll.isAtTop) assert.equal(screenY(layout, layout.frameOf(anchor.rowID).minY), anchor.screenY + 640);
    if (layout.canvasOrigin !== origin) recentres += 1;
  }
  assert.ok(recentres >= 3, `${recentres} recentres`);
  assert.deepEqual(layout.readingAnchor, { rowID: -500, screenY: 0 });
});

test("a jump puts the target where asked, and pages on both sides leave it there", () => {
  const layout = reading();
  layout.jump(rows(5_000, 5_041), 5_020, 250);
  assert.deepEqual(layout.readingAnchor, { rowID: 5_017, screenY: -50 });
  assert.equal(screenY(layout, layout.frameOf(5_020).minY), 250);
  const anchor = layout.readingAnchor;
  layout.prepend(rows(4_950, 5_000));
  layout.append(rows(5_041, 5_091));
  assert.deepEqual(layout.readingAnchor, anchor);
});

test("the keyboard lifts the bottom, or keeps the anchor while reading", () => {
  const layout = new ChatLayout({ viewport });
  layout.setRows(rows(0, 30));
  layout.setKeyboardOverlap(300);
  assert.equal(screenY(layout, layout.frameOf(29).maxY), 500);
  layout.scrollBy(-700);
  const anchor = layout.readingAnchor;
  layout.setKeyboardOverlap(0);
  assert.deepEqual(layout.readingAnchor, anchor);
});

test("a shorter top bar at the top of the list clamps the anchor to the new top", () => {
  const layout = new ChatLayout({ viewport, safeAreaInsets: { top: 100, bottom: 0 } });
  layout.setRows(rows(0, 30));
  layout.scrollToTop();
  assert.deepEqual(layout.readingAnchor, { rowID: 0, screenY: 100 });
  layout.setSafeAreaInsets({ top: 40, bottom: 0 });
  assert.ok(layout.scroll.isAtTop);
  assert.deepEqual(layout.readingAnchor, { rowID: 0, screenY: 40 });
  layout.setSafeAreaInsets({ top: 90, bottom: 0 });
  assert.equal(screenY(layout, layout.frameOf(0).minY), 40);
});

test("rows of height 0 count by their one edge", () => {
  const layout = new ChatLayout({ viewport, canvasHeight: 40_000 });
  layout.setRows([...rows(0, 20), { id: 20, height: 0 }]);
  assert.deepEqual(layout.mountedIndices, { lowerBound: 0, upperBound: 21 });
  const bottom = layout.frameOf(19).maxY;
  assert.deepEqual(layout.framesIn(bottom, bottom + 1).map((f) => f.id), [20]);
  assert.equal(layout.visibleFrames().at(-1).id, 19);

  const short = new ChatLayout({ viewport });
  short.setRows([{ id: 0, height: 0 }, ...rows(1, 3)]);
  assert.deepEqual(short.readingAnchor, { rowID: 0, screenY: 600 });
  assert.deepEqual(short.visibleFrames().map((f) => f.id), [0, 1, 2]);

  const middle = new ChatLayout({ viewport });
  middle.setRows(Array.from({ length: 10 }, (_, id) => ({ id, height: id === 5 ? 0 : 100 })));
  const y = middle.frameOf(5).minY;
  assert.deepEqual(middle.framesIn(y - 1, y).map((f) => f.id), [4]);
  assert.deepEqual(middle.framesIn(y, y + 1).map((f) => f.id), [5, 6]);
});

test("a repeated identity is skipped: the first row with it is kept", () => {
  const layout = new ChatLayout({ viewport });
  layout.setRows([{ id: 0, height: 100 }, { id: 1, height: 40 }, { id: 1, height: 70 }, { id: 2, height: 100 }]);
  assert.deepEqual([0, 1, 2].map((i) => layout.idAt(i)), [0, 1, 2]);
  assert.equal(layout.frameOf(1).height, 40);

  const reader = new ChatLayout({ viewport });
  reader.setRows(rows(0, 30));
  reader.scrollToRow(10, 200);
  const anchor = reader.readingAnchor;
  reader.prepend([{ id: -3, height: 30 }, { id: -2, height: 50 }, { id: -3, height: 90 }, { id: -1, height: 60 },
    { id: 0, height: 500 }, { id: 1, height: 500 }]);
  assert.deepEqual(reader.readingAnchor, anchor);
  assert.deepEqual([0, 1, 2, 3, 4].map((i) => reader.idAt(i)), [-3, -2, -1, 0, 1]);
  assert.equal(reader.frameOf(-3).minY, reader.frameOf(0).minY - 140);
  assert.deepEqual(layoutProblems(reader, modelOf(reader)), []);

  const jumped = new ChatLayout({ viewport });
  jumped.jump([...rows(0, 20), { id: 6, height: 300 }], 6, 100);
  assert.equal(jumped.count, 20);
  assert.equal(screenY(jumped, jumped.frameOf(6).minY), 100);
});

test("values an app passes by accident change nothing or are clamped", () => {
  for (const value of [Infinity, -Infinity, NaN]) {
    const layout = reading();
    const { contentOffsetY } = layout.scroll;
    const anchor = layout.readingAnchor;
    layout.scrollBy(value);
    layout.scrollTo(value);
    layout.scrollToRow(10, value);
    assert.equal(layout.scroll.contentOffsetY, contentOffsetY);
    assert.deepEqual(layout.readingAnchor, anchor);
    layout.setHeight(10, value);
    assert.equal(layout.frameOf(10).height, 0);
    assert.deepEqual(layout.readingAnchor, anchor);
  }
  assert.equal(reading().framesIn(-Infinity, Infinity).length, 100);
  assert.deepEqual(reading().framesIn(NaN, 10), []);
  for (const [asked, used] of [[10, 64], [-5, 64], [NaN, 1_000_000], [Infinity, 1_000_000], [1e300, 4_294_967_296]]) {
    const layout = new ChatLayout({ viewport, canvasHeight: asked });
    assert.equal(layout.scroll.contentHeight, used);
    layout.setRows(rows(0, 3));
    assert.equal(layout.frameOf(0).height, Math.min(100, used / 8));
  }
  const layout = reading();
  assert.equal(layout.historyPosition(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER), undefined);
  assert.equal(layout.historyPosition(-1, 0), undefined);
  assert.notEqual(layout.historyPosition(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 100), undefined);
  const bars = new ChatLayout({ viewport, safeAreaInsets: { top: -50, bottom: NaN } });
  assert.deepEqual(bars.scroll.safeAreaInsets, { top: 0, bottom: 0 });
  assert.throws(() => layout.frameAt(100), RangeError);
});

test("an insert above the anchor pushes the rows above it up; below it, the rows below down", () => {
  const layout = reading();
  const anchor = layout.readingAnchor;
  const offset = layout.scroll.contentOffsetY;
  const above = layout.frameOf(10).minY;
  layout.insert([{ id: 1_000, height: 75 }, { id: 1_001, height: 25 }], 20);
  assert.deepEqual(layout.readingAnchor, anchor);
  assert.equal(layout.scroll.contentOffsetY, offset);
  assert.equal(layout.frameOf(10).minY, above - 100);
  assert.equal(layout.frameOf(1_000).minY, layout.frameOf(20).maxY);
  assert.equal(layout.frameOf(21).minY, layout.frameOf(1_001).maxY);

  const below = layout.frameOf(90).minY;
  layout.insert([{ id: 1_002, height: 40 }], anchor.rowID);
  assert.deepEqual(layout.readingAnchor, anchor);
  assert.equal(layout.frameOf(90).minY, below + 40);
  assert.equal(layout.indexOf(1_002), layout.indexOf(anchor.rowID) + 1);

  // Loaded identities are skipped, an unknown place is ignored, and at the bottom the list stays there.
  layout.insert([{ id: 5, height: 999 }], 30);
  layout.insert([{ id: 1_003, height: 10 }], -12345);
  assert.equal(layout.count, 103);
  layout.scrollToBottom();
  layout.insert([{ id: 1_004, height: 60 }], 99);
  assert.ok(layout.isAtBottom);
  assert.equal(layout.lastID, 1_004);
  assert.deepEqual(layoutProblems(layout, modelOf(layout)), []);
});
