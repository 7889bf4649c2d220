// The grid, the Fenwick tree and the position index against plain arrays
// (Tests/SteadyLayoutTests/PositionIndex/PositionIndexTests.swift).

import { test } from "node:test";
import assert from "node:assert/strict";
import { snap, ticks, points } from "../canvas/layout-grid.js";
import { PositionIndex } from "../position-index/position-index.js";
import { SplitMix64 } from "./support/split-mix.js";

test("lengths snap to 1/64 pt, half away from zero, and what is not a finite number is 0", () => {
  assert.equal(snap(390.3), 390.296875);
  assert.equal(snap(100.004), 100);
  assert.equal(ticks(12.0078125), 769); // 768.5 ticks: a tie, away from zero
  assert.equal(ticks(-12.0078125), -769);
  assert.ok(Object.is(ticks(-0.001), 0) && Object.is(points(-0), 0));
  for (const value of [NaN, Infinity, -Infinity, undefined, "12"]) assert.equal(ticks(value), 0);
  assert.equal(snap(1e300), 1_099_511_627_776); // clamped to 2^40 pt
});

test("the index agrees with an array through 3,000 random prepends, appends, inserts, removals and edits", () => {
  const rng = new SplitMix64(0x1d3);
  const index = new PositionIndex();
  let model = [];
  let nextID = 0;
  const newRows = () => Array.from({ length: rng.int(1, 20) }, () => ({ id: nextID++, ticks: rng.int(0, 5_000) }));
  for (let step = 0; step < 3_000; step++) {
    switch (rng.int(0, 4)) {
      case 0: { const rows = newRows(); index.prepend(rows); model = [...rows, ...model]; break; }
      case 1: { const rows = newRows(); index.append(rows); model.push(...rows); break; }
      case 2: {
        const rows = newRows();
        const at = rng.int(0, model.length);
        assert.equal(index.insert(rows, at), rows.reduce((sum, row) => sum + row.ticks, 0));
        model.splice(at, 0, ...rows);
        break;
      }
      case 3:
        for (let i = rng.int(1, 15); i > 0 && model.length > 0; i--) {
          const [victim] = model.splice(rng.int(0, model.length - 1), 1);
          assert.equal(index.removeSlot(index.slotOf(victim.id)), victim.ticks);
        }
        index.compactIfNeeded();
        break;
      default:
        if (model.length === 0) break;
        const row = model[rng.int(0, model.length - 1)];
        row.ticks = rng.int(0, 5_000);
        index.setHeightOfSlot(row.ticks, index.slotOf(row.id));
    }
    if (step % 50 !== 0 && step !== 2_999) continue;
    assert.equal(index.count, model.length);
    assert.deepEqual(index.allRows().map((row) => row.id), model.map((row) => row.id));
    let offset = 0;
    model.forEach((row, position) => {
      const slot = index.slotOf(row.id);
      assert.equal(index.offsetOfSlot(slot), offset);
      assert.equal(index.indexOfSlot(slot), position);
      assert.equal(index.slotAtIndex(position), slot);
      if (row.ticks > 0) assert.equal(index.slotContainingOffset(offset + row.ticks - 1), slot);
      offset += row.ticks;
    });
    assert.equal(index.totalHeight, offset);
    // The edge counts, by brute force, at every row edge and beside it (less often: the slowest check).
    if (step % 250 !== 0 && step !== 2_999) continue;
    const tops = [];
    const bottoms = [];
    model.reduce((top, row) => { tops.push(top); bottoms.push(top + row.ticks); return top + row.ticks; }, 0);
    for (const edge of tops.flatMap((top) => [top - 1, top, top + 1])) {
      assert.equal(index.rowsStartingBefore(edge), edge <= 0 ? 0 : tops.filter((top) => top < edge).length);
      assert.equal(index.rowsEndingAtOrBefore(edge), edge < 0 ? 0 : bottoms.filter((bottom) => bottom <= edge).length);
    }
  }
});

test("prepend keeps the older of two rows with one identity and skips loaded ones", () => {
  const index = new PositionIndex();
  index.append([{ id: 0, ticks: 100 }, { id: 1, ticks: 100 }]);
  const added = index.prepend([{ id: -3, ticks: 30 }, { id: -2, ticks: 50 }, { id: -3, ticks: 90 }, { id: 0, ticks: 500 }]);
  assert.equal(added, 80);
  assert.deepEqual(index.allRows().map((row) => [row.id, row.ticks]), [[-3, 30], [-2, 50], [0, 100], [1, 100]]);
});

test("a height edit on 64,000 rows costs a few more tree probes than on 1,000, not 64 times as many", () => {
  const probesPerEdit = (count) => {
    const index = new PositionIndex();
    index.append(Array.from({ length: count }, (_, id) => ({ id, ticks: 640 })));
    const before = index.probes;
    for (let id = 0; id < 100; id++) index.setHeightOfSlot(700 + id, index.slotOf(id * 7));
    return (index.probes - before) / 100;
  };
  const small = probesPerEdit(1_000);
  const large = probesPerEdit(64_000);
  assert.ok(large <= small + 8, `${small} probes an edit on 1,000 rows, ${large} on 64,000`);
});
