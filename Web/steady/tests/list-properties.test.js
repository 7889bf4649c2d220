// Random ChatList sessions of 10,000 steps against a fake server (support/list-driver.js):
// after every step the geometry checks and the anchor invariant, the pager's promises (one
// request per page, from the edge item, a failed page losing nothing) and the unread count
// against the rows whose top edge the frames have shown in view.

import { test } from "node:test";
import assert from "node:assert/strict";
import { ListDriver, LIST_HEADER } from "./support/list-driver.js";
import { anchorProblems, layoutProblems, observe } from "./support/checks.js";
import { expectedHeight } from "./support/layout-driver.js";
import { providedHeight } from "./support/replay.js";

const STEPS = 10_000;

/** The rows the list should hold: its own order, each at the provider's height now, snapped and clamped. */
function modelOf(driver) {
  const layout = driver.list.layout;
  const ids = Array.from({ length: layout.count }, (_, i) => layout.idAt(i));
  const width = layout.scroll.viewport.width;
  const heights = new Map(ids.map((id) => [id,
    expectedHeight(providedHeight(driver.list.item(id), width, driver.scale), LIST_HEADER.canvasHeight)]));
  return { ids, heights };
}

for (const [seed, options] of [[0xfeedbeef, {}], [7, { insert: true }]]) {
  test(`list session ${seed.toString(16)}${options.insert ? " with late messages" : ""}: ${STEPS} operations keep the anchor, page correctly and count unread`, (t) => {
    const driver = new ListDriver(seed, options);
    const counts = { prepends: 0, failures: 0, retries: 0, jumps: 0, stepsWithUnread: 0, kept: 0, exhausted: 0, inserts: 0 };
    // A step may apply no operation (no page was asked for) or two: count operations.
    for (let step = 0, applied = 0; applied < STEPS; step++) {
      const before = observe(driver.list.layout);
      const { ops, results, name, movesOnPurpose } = driver.step();
      applied += ops.length;
      for (const [i, op] of ops.entries()) {
        if (op.op === "prepend") counts.prepends += 1;
        if (op.op === "fail") counts.failures += 1;
        if (op.op === "retry" && results[i]) counts.retries += 1;
        if (op.op === "jump") counts.jumps += 1;
        if (op.op === "insert") counts.inserts += 1;
      }
      if (driver.list.unreadCount > 0) counts.stepsWithUnread += 1;
      if (driver.list.pageState("older") === "exhausted") counts.exhausted += 1;
      const problems = [...driver.problems, ...layoutProblems(driver.list.layout, modelOf(driver)), ...driver.unreadProblems()];
      if (!movesOnPurpose && ops.length > 0) {
        problems.push(...anchorProblems(before, driver.list.layout));
        counts.kept += 1;
      }
      assert.deepEqual(problems, [], `seed ${seed} step ${step} ${name}`);
    }
    t.diagnostic(`seed ${seed.toString(16)}: ${counts.kept} steps kept the anchor to the tick, ${counts.prepends} older pages, `
      + `${counts.failures} failed pages, ${counts.retries} retries, ${counts.jumps} jumps, ${counts.inserts} late messages, `
      + `${counts.stepsWithUnread} steps with unread rows, ${counts.exhausted} steps at the start of the history`);
    assert.ok(counts.prepends > STEPS / 100 && counts.failures > STEPS / 400 && counts.jumps > STEPS / 100, JSON.stringify(counts));
    assert.ok(counts.retries > 0 && counts.stepsWithUnread > STEPS / 50, JSON.stringify(counts));
    if (options.insert) assert.ok(counts.inserts > STEPS / 100, JSON.stringify(counts));
  });
}
