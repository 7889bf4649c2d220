// The same answers as Swift's SteadyLayout: seeded sessions (the property tests' drivers, without
// the JavaScript-only insert) run through this engine and through Tools/layout-replay, and every
// step's anchor, offset, insets, mounted range, visible frames, digest of all frames, distances to
// the band's edges, the operation's answer, and for a list the unread count, page states and
// page requests must be equal, to the tick.
//
// The Swift tool is $STEADY_LAYOUT_REPLAY, else the checkout's .build/debug or .build/release
// one; `make web-test` builds it. Without it the test is skipped, saying so. A tool built from
// other sources than the engine's answers for them: build it again after changing SteadyLayout.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { LayoutDriver, LAYOUT_HEADER } from "./support/layout-driver.js";
import { ListDriver, LIST_HEADER } from "./support/list-driver.js";
import { encode, stepRecord } from "./support/replay.js";
import { isDeepStrictEqual } from "node:util";

const STEPS = 10_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
// A path given is used as it is (a missing one fails the test: `make web-test` builds it first).
const binary = process.env.STEADY_LAYOUT_REPLAY
  || [`${root}/.build/debug/layout-replay`, `${root}/.build/release/layout-replay`].find((candidate) => existsSync(candidate));
const skip = binary === undefined
  && "the Swift replay tool is not built: `make web-test`, or `swift build --product layout-replay` (or set STEADY_LAYOUT_REPLAY)";

/** A session's operations and this engine's record of each, from a driver. */
function generate(driver, header) {
  const lines = [encode(header)];
  const records = [];
  // A list step may apply no operation (no page was asked for) or two: count operations.
  while (records.length < STEPS) {
    driver.step((op, result) => {
      lines.push(encode(op));
      records.push({ op, record: stepRecord(driver.session, result) });
    });
  }
  return { input: lines.join("\n") + "\n", records };
}

/** Runs the Swift tool on a session and compares its records with this engine's, step by step. */
function compare(t, name, { input, records }) {
  const run = spawnSync(binary, { input, maxBuffer: 1 << 30, encoding: "utf8" });
  assert.equal(run.status, 0, `${name}: layout-replay exited ${run.status}: ${run.stderr}`);
  const lines = run.stdout.trimEnd().split("\n");
  assert.equal(lines.length, records.length, `${name}: ${lines.length} answers for ${records.length} operations`);
  lines.forEach((line, step) => {
    const swift = JSON.parse(line);
    const { op, record } = records[step];
    const differing = Object.keys(record).filter((key) => !isDeepStrictEqual(swift[key], record[key]));
    assert.deepEqual(differing, [], `${name} step ${step} ${encode(op).slice(0, 200)}: `
      + differing.map((key) => `${key}: Swift ${JSON.stringify(swift[key]).slice(0, 300)}, JS ${JSON.stringify(record[key]).slice(0, 300)}`).join("; "));
  });
  t.diagnostic(`${name}: ${records.length} steps equal to Swift's, to the tick`);
  return records.length;
}

const sessions = [
  ["layout 5eed0001", () => generate(new LayoutDriver(0x5eed0001), LAYOUT_HEADER)],
  ["layout c0ffee", () => generate(new LayoutDriver(0xc0ffee), LAYOUT_HEADER)],
  ["list feedbeef", () => generate(new ListDriver(0xfeedbeef), LIST_HEADER)],
  ["list 7", () => generate(new ListDriver(7), LIST_HEADER)],
];

for (const [name, make] of sessions) {
  test(`Swift and JavaScript give the same answers: ${name}, ${STEPS} operations`, { skip }, (t) => {
    compare(t, name, make());
  });
}
