// The heights client against a fake service: batches, the request's fields, answers that arrive
// out of order, failures retried with backoff, a change of device pixel ratio, an error entry.

import { test } from "node:test";
import assert from "node:assert/strict";
import { HeightsClient } from "../heights/heights-client.js";
import { HeightsService, HeightsError } from "../heights/heights-service.js";
import { readerTarget } from "../heights/reader-target.js";
import { FakeFetch, FakeTimers, FakeWindow, fakeHeight, settle } from "./support/fakes.js";

const messages = (from, to) => Array.from({ length: to - from }, (_, i) => ({
  id: from + i, text: `message ${from + i} `.repeat(1 + ((from + i) % 7)),
}));

/** A client on fakes; `auto` answers every request at once. */
function makeClient({ auto = true, ...options } = {}) {
  const fake = new FakeFetch();
  if (auto) fake.auto = (request) => request.answer();
  const timers = new FakeTimers();
  const window = new FakeWindow();
  const errors = [];
  const messageErrors = [];
  const client = new HeightsClient({
    viewport: { width: 390, height: 800 }, size: 17, fetch: fake.fetch, timers, window,
    textWidth: (width) => Math.floor(width * 0.75) - 28,
    onError: (error) => errors.push(error), onMessageError: (message, error) => messageErrors.push([message.id, error]),
    ...options,
  });
  return { client, fake, timers, window, errors, messageErrors };
}

/** A client with `messages(from, to)` loaded, whose next requests wait for the test to answer them. */
async function loadedClient(from, to) {
  const made = makeClient();
  await made.client.setItems(messages(from, to));
  made.fake.auto = undefined;
  return made;
}

/** Every row's height equals the fake service's at `settings` (text width from the list width). */
function assertHeightsAt(client, { listWidth, size, dpr }) {
  const width = Math.floor(listWidth * 0.75) - 28;
  for (const frame of client.list.layout.allFrames()) {
    const expected = Math.round(fakeHeight(client.list.item(frame.id).text, { width, size, dpr }) * 64) / 64;
    assert.equal(frame.height, expected, `row ${frame.id}`);
  }
}

test("messages go in batches, with the width, size and device pixel ratio asked for", async () => {
  const fake = new FakeFetch();
  fake.auto = (request) => request.answer();
  const service = new HeightsService({ fetch: fake.fetch, batchSize: 500, url: "https://heights.example/v1/heights", fields: { lineHeight: "normal" } });
  const records = await service.measure(messages(0, 1_200), { width: 264, size: 17, dpr: 1.5 });
  assert.deepEqual(fake.requests.map((r) => r.body.messages.length), [500, 500, 200]);
  for (const { url, init, body } of fake.requests) {
    assert.equal(url, "https://heights.example/v1/heights");
    assert.equal(init.method, "POST");
    assert.equal(init.headers["Content-Type"], "application/json");
    assert.deepEqual([body.widths, body.sizes, body.dpr, body.lineHeight], [[264], [17], 1.5, "normal"]);
  }
  assert.deepEqual(records.map((r) => r.id), messages(0, 1_200).map((m) => m.id));
});

test("pages are measured before the list gets them, at the list's settings", async () => {
  const { client, fake } = makeClient();
  assert.equal(await client.setItems(messages(100, 140)), true);
  assert.equal(client.list.count, 40);
  assertHeightsAt(client, { listWidth: 390, size: 17, dpr: 1 });
  assert.equal(fake.requests[0].body.widths[0], Math.floor(390 * 0.75) - 28);
  const anchor = client.list.layout.readingAnchor;
  assert.equal(await client.prepend(messages(60, 100)), true);
  assert.deepEqual(client.list.layout.readingAnchor, anchor);
  assertHeightsAt(client, { listWidth: 390, size: 17, dpr: 1 });
});

test("a newer size supersedes an older one, and an answer that arrives late is dropped", async () => {
  const { client, fake } = await loadedClient(0, 60);
  const nineteen = client.setTextSize(19);
  const twentyOne = client.setTextSize(21);
  const [first, second] = fake.open;
  assert.deepEqual([first.body.sizes, second.body.sizes], [[19], [21]]);
  assert.ok(first.aborted, "the superseded request is aborted");
  // Nothing applies at the click: the list still has the old heights.
  assertHeightsAt(client, { listWidth: 390, size: 17, dpr: 1 });
  // The reader scrolls while the heights are on their way: the anchor is taken when they arrive.
  client.list.scrollBy(-700);
  const anchor = client.list.layout.readingAnchor;
  second.answer();
  assert.equal(await twentyOne, true);
  assert.equal(client.settings.size, 21);
  assertHeightsAt(client, { listWidth: 390, size: 21, dpr: 1 });
  assert.deepEqual(client.list.layout.readingAnchor, anchor);
  first.answer();
  assert.equal(await nineteen, false);
  await settle();
  assertHeightsAt(client, { listWidth: 390, size: 21, dpr: 1 });
});

test("an older answer that arrives first is dropped too, and a new width applies through the viewport", async () => {
  const { client, fake } = await loadedClient(0, 60);
  const narrow = client.setViewport({ width: 320, height: 800 });
  const wide = client.setViewport({ width: 480, height: 700 });
  const [first, second] = fake.open;
  first.answer();
  assert.equal(await narrow, false);
  assert.equal(client.list.layout.scroll.viewport.width, 390);
  second.answer();
  assert.equal(await wide, true);
  assert.deepEqual(client.list.layout.scroll.viewport, { width: 480, height: 700 });
  assertHeightsAt(client, { listWidth: 480, size: 17, dpr: 1 });
  // A new height alone needs no heights: it applies at once.
  assert.equal(await client.setViewport({ width: 480, height: 600 }), true);
  assert.equal(fake.requests.length, 3);
  assert.equal(client.list.layout.scroll.viewport.height, 600);
  // Back to the width in force while another is on its way: the height applies, the other is dropped.
  const other = client.setViewport({ width: 360, height: 600 });
  assert.equal(await client.setViewport({ width: 480, height: 650 }), true);
  assert.ok(fake.requests.at(-1).aborted);
  fake.requests.at(-1).answer();
  assert.equal(await other, false);
  assert.deepEqual(client.list.layout.scroll.viewport, { width: 480, height: 650 });
  assertHeightsAt(client, { listWidth: 480, size: 17, dpr: 1 });
});

test("a page that arrives while a size change is in flight is measured at both sizes", async () => {
  const { client, fake } = await loadedClient(100, 140);
  const larger = client.setTextSize(23);
  const page = client.prepend(messages(60, 100));
  const [sizeRequest, pageRequest] = fake.open;
  pageRequest.answer();
  assert.equal(await page, true);
  assert.equal(client.list.count, 80);
  sizeRequest.answer();
  await settle();
  // The size change saw the new rows and asks for them at 23 before applying.
  const [again] = fake.open;
  assert.deepEqual(again.body.sizes, [23]);
  assert.deepEqual(again.body.messages.map((m) => m.id), messages(60, 100).map((m) => m.id));
  again.answer();
  assert.equal(await larger, true);
  assertHeightsAt(client, { listWidth: 390, size: 23, dpr: 1 });
});

test("a page measured at a size that changed meanwhile is measured again before it is added", async () => {
  const { client, fake } = await loadedClient(100, 140);
  const page = client.prepend(messages(60, 100));
  const larger = client.setTextSize(23);
  const [pageRequest, sizeRequest] = fake.open;
  sizeRequest.answer();
  assert.equal(await larger, true);
  pageRequest.answer();
  await settle();
  const [again] = fake.open;
  assert.deepEqual(again.body.sizes, [23]);
  again.answer();
  assert.equal(await page, true);
  assertHeightsAt(client, { listWidth: 390, size: 23, dpr: 1 });
});

test("failures are retried with exponential backoff, each reported, until an answer comes", async () => {
  const attempts = [];
  const fake = new FakeFetch();
  const timers = new FakeTimers();
  const service = new HeightsService({ fetch: fake.fetch, timers, jitter: 0, onError: (error, attempt) => attempts.push([error.status, attempt]) });
  const measured = service.measure(messages(0, 3), { width: 264, size: 17, dpr: 1 });
  for (const fail of [(r) => r.fail(), (r) => r.fail(), (r) => r.respond(503, { error: "busy" }), (r) => r.respond(429, {})]) {
    await settle();
    fail(fake.open[0]);
    await settle();
    timers.fire();
  }
  await settle();
  fake.open[0].answer();
  assert.equal((await measured).length, 3);
  assert.deepEqual(timers.delays, [250, 500, 1_000, 2_000]);
  assert.deepEqual(attempts.map(([status, { attempt, retryIn }]) => [status, attempt, retryIn]),
    [[undefined, 1, 250], [undefined, 2, 500], [503, 3, 1_000], [429, 4, 2_000]]);
});

test("each retry waits its backoff less a random part: between half of it and all of it", async () => {
  const draws = [0, 0.5, 0.9, 0.25, 0.75];
  const random = () => draws.shift();
  const attempts = [];
  const fake = new FakeFetch();
  fake.auto = (request) => request.fail();
  const timers = new FakeTimers();
  const service = new HeightsService({ fetch: fake.fetch, timers, random, maxDelay: 3_000,
    onError: (error, { retryIn }) => attempts.push(retryIn) });
  const measured = service.measure(messages(0, 3), { width: 264, size: 17, dpr: 1 });
  for (let i = 0; i < 5; i++) {
    await settle();
    timers.fire();
  }
  await assert.rejects(measured, HeightsError);
  // 250, 500, 1,000, 2,000 and 3,000 (the cap), each × (1 − 0.5 × the draw), in whole ms.
  assert.deepEqual(timers.delays, [250, 375, 550, 1_750, 1_875]);
  assert.deepEqual(attempts, [250, 375, 550, 1_750, 1_875, undefined]);
  assert.equal(draws.length, 0);
  assert.equal(fake.requests.length, 6);
});

test("jitter 1 spreads a retry over the whole delay; a draw outside [0, 1) is clamped", async () => {
  const draws = [0.5, 7, -3];
  const fake = new FakeFetch();
  fake.auto = (request) => request.fail();
  const timers = new FakeTimers();
  const service = new HeightsService({ fetch: fake.fetch, timers, jitter: 1, random: () => draws.shift(), maxAttempts: 4 });
  const measured = service.measure(messages(0, 1), { width: 264, size: 17, dpr: 1 });
  for (let i = 0; i < 3; i++) {
    await settle();
    timers.fire();
  }
  await assert.rejects(measured, HeightsError);
  assert.deepEqual(timers.delays, [125, 0, 1_000]);
});

test("the default random source keeps every delay within its bounds", async () => {
  const fake = new FakeFetch();
  fake.auto = (request) => request.fail();
  const timers = new FakeTimers();
  const service = new HeightsService({ fetch: fake.fetch, timers, maxAttempts: 6 });
  const measured = service.measure(messages(0, 1), { width: 264, size: 17, dpr: 1 });
  for (let i = 0; i < 5; i++) {
    await settle();
    timers.fire();
  }
  await assert.rejects(measured, HeightsError);
  const full = [250, 500, 1_000, 2_000, 4_000];
  assert.equal(timers.delays.length, 5);
  timers.delays.forEach((delay, i) => assert.ok(delay > full[i] / 2 - 1 && delay <= full[i], `retry ${i + 1} waited ${delay} ms`));
});

test("a page that cannot be measured is marked failed and reported; a bad request is not retried", async () => {
  const { client, fake, timers, errors } = makeClient();
  await client.setItems(messages(100, 140));
  client.list.scrollTo(-1e6);
  assert.equal(client.list.pageState("older"), "loading");
  fake.auto = (request) => request.respond(400, { error: "messages[3]: missing \"text\"" });
  assert.equal(await client.prepend(messages(60, 100)), false);
  assert.equal(client.list.pageState("older"), "failed");
  assert.equal(client.list.count, 40);
  assert.equal(timers.delays.length, 0);
  assert.ok(errors[0] instanceof HeightsError && errors[0].status === 400 && /missing "text"/.test(errors[0].message));
});

test("when one batch gives up, the others stop retrying", async () => {
  const fake = new FakeFetch();
  const timers = new FakeTimers();
  const service = new HeightsService({ fetch: fake.fetch, timers, batchSize: 2 });
  const measured = service.measure(messages(0, 4), { width: 264, size: 17, dpr: 1 });
  const [first, second] = fake.open;
  second.fail();
  await settle();
  assert.equal(timers.pending, 1);
  first.respond(413, { error: "messages: too many" });
  await assert.rejects(measured, (error) => error instanceof HeightsError && error.status === 413);
  assert.equal(timers.pending, 0);
  timers.fire();
  assert.equal(fake.requests.length, 2);
});

test("a batch gives up after its attempts, and a size change that fails is not applied", async () => {
  const { client, fake, timers, errors } = makeClient({ maxAttempts: 3, jitter: 0 });
  await client.setItems(messages(0, 30));
  fake.auto = (request) => request.fail();
  const larger = client.setTextSize(23);
  for (let i = 0; i < 3; i++) {
    await settle();
    timers.fire();
  }
  assert.equal(await larger, false);
  assert.deepEqual(timers.delays, [250, 500]);
  assert.equal(errors.length, 1);
  assert.equal(client.settings.size, 17);
  assert.equal(client.targetSettings.size, 17);
  assertHeightsAt(client, { listWidth: 390, size: 17, dpr: 1 });
});

test("a new device pixel ratio (zoom, another screen) is followed and measured at", async () => {
  const { client, fake, window } = makeClient();
  await client.setItems(messages(0, 100));
  client.list.scrollBy(-600);
  assert.equal(fake.requests.at(-1).body.dpr, 1);
  assert.deepEqual(window.queries.map((q) => q.media), ["(resolution: 1dppx)"]);
  const anchor = client.list.layout.readingAnchor;
  window.setRatio(1.5);
  await settle();
  assert.equal(fake.requests.at(-1).body.dpr, 1.5);
  assert.equal(client.settings.dpr, 1.5);
  assertHeightsAt(client, { listWidth: 390, size: 17, dpr: 1.5 });
  assert.deepEqual(client.list.layout.readingAnchor, anchor);
  // The old query is let go; the new one follows the next change.
  assert.deepEqual(window.queries.map((q) => [q.media, q.listeners.size]), [["(resolution: 1dppx)", 0], ["(resolution: 1.5dppx)", 1]]);
  window.setRatio(2);
  await settle();
  assert.equal(client.settings.dpr, 2);
  client.dispose();
  window.setRatio(3);
  await settle();
  assert.equal(client.settings.dpr, 2);
});

test("settled() waits for a ratio change that started on its own, and for a width change with it (browser zoom)", async () => {
  const { client, fake, window } = await loadedClient(0, 60);
  let done = false;
  await client.settled();                         // nothing in flight: at once
  // Browser zoom of 110 %: the ratio and the CSS width change together, in either order.
  window.setRatio(1.1);
  client.setViewport({ width: 355, height: 727 });
  const settled = client.settled().then(() => { done = true; });
  await settle();
  assert.equal(done, false);
  const [superseded, request] = fake.open;
  assert.deepEqual([superseded.body.dpr, superseded.body.widths], [1.1, [Math.floor(390 * 0.75) - 28]]);
  assert.deepEqual([request.body.dpr, request.body.widths], [1.1, [Math.floor(355 * 0.75) - 28]]);
  assert.equal(client.settings.dpr, 1);           // old heights still drawn
  request.answer();
  await settled;
  assert.equal(done, true);
  assert.deepEqual(client.settings, { listWidth: 355, size: 17, dpr: 1.1 });
  assertHeightsAt(client, { listWidth: 355, size: 17, dpr: 1.1 });
});

test("a message the service cannot measure is reported on its own and gets the fallback height", async () => {
  const { client, fake, errors, messageErrors } = makeClient({ auto: false, fallbackHeight: () => 44 });
  const added = client.setItems(messages(0, 5));
  fake.open[0].answer(new Set([3]));
  assert.equal(await added, true);
  assert.deepEqual(messageErrors, [[3, "span 1: missing \"start\""]]);
  assert.deepEqual(errors, []);
  assert.equal(client.list.layout.frameOf(3).height, 44);
  assert.equal(client.list.count, 5);
});

test("an edit is measured, then applied; a removal forgets the heights", async () => {
  const { client, fake } = makeClient();
  await client.setItems(messages(0, 100));
  client.list.scrollBy(-600);
  const anchor = client.list.layout.readingAnchor;
  const edited = { id: anchor.rowID - 2, text: "a much longer text than before ".repeat(12) };
  assert.equal(await client.update(edited), true);
  assert.deepEqual(client.list.layout.readingAnchor, anchor);
  assertHeightsAt(client, { listWidth: 390, size: 17, dpr: 1 });
  assert.equal(await client.update({ id: 9_999, text: "not loaded" }), false);
  const before = fake.requests.length;
  client.remove([0, 1]);
  assert.equal(client.list.count, 98);
  assert.equal(fake.requests.length, before);
});

test("the reader's engine is told from its user agent", () => {
  const agents = {
    chromium: [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) slack/4.41.0 Chrome/156.0.0.0 Electron/38.0.0 Safari/537.36",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
      "Node.js/22",
      "",
    ],
    webkit: [
      // WebKitGTK 2.50 as it drew the goldens (Tools/webkit-goldens).
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15",
    ],
    firefox: [
      "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0",
      "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
    ],
  };
  for (const [target, list] of Object.entries(agents)) {
    for (const agent of list) assert.equal(readerTarget(agent), target, agent);
  }
});

test("each request names the reader's engine, or the one asked for", async () => {
  const fake = new FakeFetch();
  fake.auto = (request) => request.answer();
  await new HeightsService({ fetch: fake.fetch }).measure(messages(0, 2), { width: 264, size: 17, dpr: 1 });
  await new HeightsService({ fetch: fake.fetch, target: "webkit" }).measure(messages(0, 2), { width: 264, size: 17, dpr: 1 });
  await new HeightsService({ fetch: fake.fetch, target: "webkit", fields: { target: "firefox" } })
    .measure(messages(0, 2), { width: 264, size: 17, dpr: 1 });
  assert.deepEqual(fake.requests.map((r) => r.body.target), [readerTarget(), "webkit", "firefox"]);
});
