// Geometry checks that hold after every operation, and the anchor invariant, computed from
// frames, insets and offset alone (Tests/SteadyLayoutTests/Support/LayoutChecks.swift). Each
// failure is a readable line.

/** The scrollable range the test derives from insets, viewport and obscured areas. */
export function rangeOf(scroll) {
  const obscuredBottom = Math.max(scroll.safeAreaInsets.bottom, scroll.keyboardOverlap);
  const min = -(scroll.contentInset.top + scroll.safeAreaInsets.top);
  const max = Math.max(min, scroll.contentHeight + scroll.contentInset.bottom + obscuredBottom - scroll.viewport.height);
  return { min, max };
}

/**
 * The reading position as the test computes it from frames and offset alone: the anchor is the
 * first row whose bottom is below the visible top (a row of height 0 included), else the last.
 */
export function observe(layout) {
  const frames = layout.allFrames();
  const scroll = layout.scroll;
  const range = rangeOf(scroll);
  const visibleTop = scroll.contentOffsetY + scroll.safeAreaInsets.top;
  const anchor = frames.find((f) => f.maxY > visibleTop) ?? frames.at(-1);
  const lastMounted = frames.findLast((f) => f.minY >= 0 && f.maxY <= scroll.contentHeight);
  return {
    anchorID: anchor?.id,
    anchorScreenY: anchor === undefined ? 0 : anchor.minY - scroll.contentOffsetY,
    isAtBottom: scroll.contentOffsetY === range.max && lastMounted?.id === frames.at(-1)?.id,
    offset: scroll.contentOffsetY,
    minOffset: range.min,
    maxOffset: range.max,
    order: frames.map((f) => f.id),
  };
}

/**
 * Checks frames, insets and offset of `layout` against `model` ({ids, heights: Map}).
 * @returns {string[]} The problems found.
 */
export function layoutProblems(layout, model) {
  const problems = [];
  const frames = layout.allFrames();
  const scroll = layout.scroll;
  const canvasHeight = scroll.contentHeight;
  if (frames.length !== model.ids.length || frames.some((f, i) => f.id !== model.ids[i])) {
    problems.push(`row order differs from the model (${frames.length} rows, model ${model.ids.length})`);
  }
  for (const frame of frames) {
    if (frame.height !== model.heights.get(frame.id)) problems.push(`row ${frame.id} is ${frame.height} pt, model says ${model.heights.get(frame.id)}`);
  }
  for (let i = 1; i < frames.length; i++) {
    if (frames[i - 1].maxY !== frames[i].minY) problems.push(`gap or overlap between ${frames[i - 1].id} and ${frames[i].id}`);
  }
  const mounted = frames.flatMap((f, i) => (f.minY >= 0 && f.maxY <= canvasHeight ? [i] : []));
  const first = mounted[0];
  const last = mounted.at(-1);
  if (mounted.length > 0 && last - first + 1 !== mounted.length) problems.push("mounted rows are not contiguous");
  const total = frames.reduce((sum, f) => sum + f.height, 0);
  if (total <= canvasHeight && mounted.length !== frames.length) {
    problems.push(`band of ${total} pt fits the canvas but only ${mounted.length}/${frames.length} rows are on it`);
  }
  const indices = layout.mountedIndices;
  const expected = mounted.length > 0 ? [first, last + 1] : [0, 0];
  if (frames.length > 0 && (indices.lowerBound !== expected[0] || indices.upperBound !== expected[1])) {
    problems.push(`mountedIndices ${indices.lowerBound}..<${indices.upperBound} != ${expected[0]}..<${expected[1]}`);
  }
  if (mounted.length > 0) {
    const obscuredBottom = Math.max(scroll.safeAreaInsets.bottom, scroll.keyboardOverlap);
    const visible = Math.max(0, scroll.viewport.height - scroll.safeAreaInsets.top - obscuredBottom);
    const padding = Math.max(0, visible - (frames[last].maxY - frames[first].minY));
    if (scroll.contentInset.top !== -frames[first].minY + padding) {
      problems.push(`top inset ${scroll.contentInset.top} does not expose exactly from row ${frames[first].id} (padding ${padding})`);
    }
    if (scroll.contentInset.bottom !== -(canvasHeight - frames[last].maxY)) {
      problems.push(`bottom inset ${scroll.contentInset.bottom} does not end at row ${frames[last].id}`);
    }
  } else if (frames.length > 0) {
    problems.push("rows loaded but none mounted");
  }
  const top = scroll.contentOffsetY;
  const bottom = top + scroll.viewport.height;
  const expectedVisible = mounted.map((i) => frames[i]).filter((f) => top < bottom
    && (f.height > 0 ? f.minY < bottom && f.maxY > top : top <= f.minY && f.minY < bottom));
  const visibleIDs = layout.visibleFrames().map((f) => `${f.id}@${f.index}:${f.minY}+${f.height}`).join(" ");
  const expectedIDs = expectedVisible.map((f) => `${f.id}@${f.index}:${f.minY}+${f.height}`).join(" ");
  if (visibleIDs !== expectedIDs) problems.push(`visibleFrames [${visibleIDs}] != [${expectedIDs}]`);
  const range = rangeOf(scroll);
  if (scroll.contentOffsetY < range.min || scroll.contentOffsetY > range.max) {
    problems.push(`offset ${scroll.contentOffsetY} outside ${range.min}...${range.max}`);
  }
  const observed = observe(layout);
  const anchor = layout.readingAnchor;
  if (anchor !== undefined) {
    if (anchor.rowID !== observed.anchorID || anchor.screenY !== observed.anchorScreenY) {
      problems.push(`readingAnchor ${anchor.rowID} at ${anchor.screenY} disagrees with frames: ${observed.anchorID} at ${observed.anchorScreenY}`);
    }
  } else if (frames.length > 0) {
    problems.push("no reading anchor with rows loaded");
  }
  if (layout.isAtBottom !== observed.isAtBottom) problems.push(`isAtBottom ${layout.isAtBottom} disagrees with frames`);
  return problems;
}

/**
 * The invariant for an operation that is not the reader scrolling: the anchor row (or, if it
 * was deleted, the first surviving row after it) keeps its screen y to the tick, unless the
 * offset that would keep it lies outside the new scrollable range, in which case the offset is
 * clamped; and a list at the bottom stays at the bottom.
 * @param {ReturnType<typeof observe>} before The position observed before the operation.
 * @param {import("../../chat-layout/chat-layout.js").ChatLayout} layout The layout after it.
 * @returns {string[]} The problems found.
 */
export function anchorProblems(before, layout) {
  const after = observe(layout);
  if (before.isAtBottom) {
    return after.isAtBottom ? [] : [`was at the bottom, is not any more (offset ${after.offset}, max ${after.maxOffset})`];
  }
  if (before.anchorID === undefined) return [];
  const survivors = new Set(after.order);
  const start = before.order.indexOf(before.anchorID);
  const referenceID = before.order.slice(start).find((id) => survivors.has(id));
  if (referenceID === undefined) {
    return after.isAtBottom ? [] : ["rows from the anchor down were removed, list not at the bottom"];
  }
  const frame = layout.frameOf(referenceID);
  const ideal = frame.minY - before.anchorScreenY;
  const expected = Math.min(Math.max(ideal, after.minOffset), after.maxOffset);
  if (after.offset !== expected) {
    return [`anchor ${referenceID} moved on screen by ${before.anchorScreenY - (frame.minY - after.offset)} pt (offset ${after.offset}, expected ${expected})`];
  }
  return [];
}
