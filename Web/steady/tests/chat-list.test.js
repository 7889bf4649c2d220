// Named cases of the list, its pager, its unread count and the scroll model, as the Swift suites
// state them (Tests/SteadyLayoutTests/ChatList/, Pager/, ScrollModel/).

import { test } from "node:test";
import assert from "node:assert/strict";
import { ChatList } from "../chat-list/chat-list.js";
import { Pager } from "../pager/pager.js";
import { ScrollModel } from "../scroll-model/scroll-model.js";

const messages = (from, to) => Array.from({ length: to - from }, (_, i) => ({ id: from + i }));

/** 400 pt wide: rows get taller as the list narrows, like wrapped text (100 pt at 400). */
function makeList({ width = 400, height = 800, prefetchDistance = 1_000 } = {}) {
  return new ChatList({ viewport: { width, height }, prefetchDistance, heightProvider: (_, w) => 40_000 / w });
}

test("the height provider gets the viewport width, and a new width asks again around the anchor", () => {
  const list = makeList();
  list.setItems(messages(0, 10));
  assert.equal(list.layout.frameOf(0).height, 100);
  list.scrollBy(-150);
  const anchor = list.layout.readingAnchor;
  list.setViewport({ width: 500, height: 800 });
  assert.equal(list.layout.frameOf(0).height, 80);
  assert.equal(list.layout.readingAnchor.rowID, anchor.rowID);
});

test("heights are asked at the width the layout keeps", () => {
  for (const width of [-10, NaN]) {
    const widths = [];
    const list = new ChatList({ viewport: { width: 400, height: 800 }, heightProvider: (_, w) => { widths.push(w); return 50; } });
    list.setItems(messages(0, 3));
    widths.length = 0;
    list.setViewport({ width, height: 800 });
    assert.equal(list.layout.scroll.viewport.width, 0);
    assert.deepEqual(widths, [0, 0, 0]);
    list.append([{ id: 3 }]);
    assert.deepEqual(widths, [0, 0, 0, 0]);
  }
});

test("older pages are asked once, a failed page loses nothing, a retry asks again, the last page exhausts", () => {
  const list = makeList();
  const asked = [];
  list.onNeedsOlder = (oldest) => asked.push(oldest.id);
  list.setItems(messages(100, 120));
  assert.deepEqual(asked, []);
  list.scrollBy(-300);
  assert.deepEqual(asked, [100]);
  list.scrollBy(-100);
  assert.deepEqual(asked, [100]);
  list.failPage("older");
  assert.equal(list.pageState("older"), "failed");
  assert.equal(list.count, 20);
  list.scrollBy(-100);
  assert.deepEqual(asked, [100]);
  assert.equal(list.retry("older"), true);
  assert.deepEqual(asked, [100, 100]);
  assert.equal(list.pageState("older"), "loading");
  const anchor = list.layout.readingAnchor;
  list.prepend(messages(80, 100), { isLastPage: true });
  assert.equal(list.pageState("older"), "exhausted");
  assert.deepEqual(list.layout.readingAnchor, anchor);
  assert.equal(list.itemAt(0).id, 80);
});

test("live messages while reading history count as unread until seen", () => {
  const list = makeList();
  list.setItems(messages(0, 30));
  list.append([{ id: 30 }]);
  assert.equal(list.unreadCount, 0);
  assert.ok(list.layout.isAtBottom);
  list.scrollBy(-1_000);
  const anchor = list.layout.readingAnchor;
  list.append([{ id: 31 }, { id: 32 }]);
  assert.equal(list.unreadCount, 2);
  assert.deepEqual(list.layout.readingAnchor, anchor);
  list.remove([31]);
  assert.equal(list.unreadCount, 1);
  list.scrollToBottom();
  assert.equal(list.unreadCount, 0);
});

test("a scroll that jumps past appended rows leaves them unread; scrolling back marks them seen", () => {
  const list = makeList({ height: 400, prefetchDistance: 0 });
  list.setItems(messages(0, 30), { hasOlder: false });
  list.scrollTo(-1_000_000);
  list.append(messages(30, 50));
  assert.equal(list.unreadCount, 20);
  list.scrollTo(list.layout.frameOf(49).minY - 380);
  assert.equal(list.layout.scroll.screenY(list.layout.frameOf(49).minY), 380);
  assert.ok(!list.layout.isAtBottom);
  assert.equal(list.unreadCount, 16);
  list.scrollBy(-400);
  assert.equal(list.unreadCount, 12);
});

test("a row carried above the view by a deletion stays unread", () => {
  const list = makeList({ height: 400, prefetchDistance: 0 });
  list.setItems(messages(0, 30), { hasOlder: false });
  list.scrollTo(list.layout.frameOf(9).minY + 60);
  assert.deepEqual(list.layout.readingAnchor, { rowID: 9, screenY: -60 });
  list.append(messages(30, 40));
  assert.equal(list.unreadCount, 10);
  list.remove(messages(9, 30).map((m) => m.id));
  assert.deepEqual(list.layout.readingAnchor, { rowID: 30, screenY: -60 });
  assert.equal(list.unreadCount, 6);
});

test("a jump pages in both directions and shows the target where asked", () => {
  const list = makeList();
  const older = [];
  const newer = [];
  list.onNeedsOlder = (m) => older.push(m.id);
  list.onNeedsNewer = (m) => newer.push(m.id);
  list.jump(messages(500, 520), 510, 300);
  assert.deepEqual([older, newer], [[500], [519]]);
  assert.equal(list.layout.scroll.screenY(list.layout.frameOf(510).minY), 300);
  assert.deepEqual([list.pageState("older"), list.pageState("newer")], ["loading", "loading"]);
});

test("a retry on an emptied list asks nothing and stays failed; a new first page starts over", () => {
  const list = makeList();
  const asked = [];
  list.onNeedsOlder = (m) => asked.push(m.id);
  list.setItems(messages(100, 120));
  list.scrollBy(-300);
  list.failPage("older");
  list.remove(messages(100, 120).map((m) => m.id));
  assert.equal(list.retry("older"), false);
  assert.equal(list.pageState("older"), "failed");
  list.setItems(messages(200, 220));
  list.scrollBy(-300);
  assert.deepEqual(asked, [100, 200]);
});

test("the history position runs from 0 at the first message to 1 at the last", () => {
  const list = makeList();
  list.setItems(messages(0, 100), { hasOlder: false });
  assert.equal(list.historyPosition(1_000, 900).fraction, 1);
  list.scrollTo(-1_000_000);
  assert.equal(list.historyPosition(100, 0).fraction, 0);
  const middle = list.historyPosition(1_000, 450);
  assert.ok(middle.fraction > 0.4 && middle.fraction < 0.5);
  assert.equal(middle.visibleFraction, 8 / 1_000);
});

test("the pager asks once per page, only near an edge; a failure waits for a retry", () => {
  const pager = new Pager({ prefetchDistance: 500, hasOlder: true, hasNewer: true });
  assert.deepEqual(pager.requests(600, 600), []);
  assert.deepEqual(pager.requests(499, 600), ["older"]);
  assert.deepEqual(pager.requests(0, 600), []);
  pager.finish("older", false);
  assert.deepEqual(pager.requests(10, 10), ["older", "newer"]);
  const edge = new Pager({ prefetchDistance: 0, hasOlder: true, hasNewer: true });
  assert.deepEqual(edge.requests(0.5, 0.5), []);
  assert.deepEqual(edge.requests(0, 0), ["older", "newer"]);
  const failing = new Pager({ prefetchDistance: 500 });
  assert.equal(failing.newer, "exhausted");
  failing.requests(0, 0);
  failing.fail("older");
  assert.deepEqual(failing.requests(0, 0), []);
  assert.equal(failing.retry("newer"), false);
  assert.equal(failing.retry("older"), true);
  failing.finish("older", true);
  assert.equal(failing.older, "exhausted");
});

test("the scroll model's range follows insets, safe area and keyboard, and values snap", () => {
  const scroll = new ScrollModel({
    viewport: { width: 390, height: 800 }, contentHeight: 2_000,
    contentInset: { top: -100, bottom: -300 }, safeAreaInsets: { top: 50, bottom: 30 },
  });
  assert.equal(scroll.minContentOffsetY, 50);
  assert.equal(scroll.maxContentOffsetY, 2_000 - 300 + 30 - 800);
  scroll.setContentOffsetY(10_000);
  assert.ok(scroll.isAtBottom);
  scroll.setKeyboardOverlap(330);
  assert.equal(scroll.maxContentOffsetY, 2_000 - 300 + 330 - 800);
  assert.deepEqual(scroll.visibleContentRange, { lowerBound: scroll.contentOffsetY + 50, upperBound: scroll.contentOffsetY + 800 - 330 });
  const snapped = new ScrollModel({ viewport: { width: 390.3, height: 800 }, contentHeight: 1_000 });
  assert.equal(snapped.viewport.width, 390.296875);
  snapped.setContentOffsetY(100.004);
  assert.equal(snapped.contentOffsetY, 100);
  snapped.setViewport({ width: 390, height: 2_000 });
  assert.deepEqual(snapped.scrollableRange, { lowerBound: 0, upperBound: 0 });
});

test("a late message inserted in the middle keeps the anchor and is not unread", () => {
  const list = makeList();
  list.setItems(messages(0, 40), { hasOlder: false });
  list.scrollBy(-1_500);
  const anchor = list.layout.readingAnchor;
  list.insert([{ id: 1_000 }], 5);
  list.insert([{ id: 1_001 }], anchor.rowID);
  assert.deepEqual(list.layout.readingAnchor, anchor);
  assert.equal(list.unreadCount, 0);
  assert.equal(list.layout.indexOf(1_000), 6);
  assert.equal(list.item(1_001).id, 1_001);
});
