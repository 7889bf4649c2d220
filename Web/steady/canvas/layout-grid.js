// The grid every length is snapped to: 1/64 pt (Sources/SteadyLayout/Canvas/LayoutGrid.swift).
//
// Heights, insets, viewport sizes and scroll offsets are rounded to multiples of 1/64 pt when
// they enter the engine, and positions are kept as whole *ticks* (64 per pt). Sums of ticks are
// exact, so moving a row by "the height of the rows inserted above it" and moving the offset by
// the same amount cancel to exactly 0. A JavaScript number holds every integer below 2^53
// exactly, so ticks stay exact while the loaded band is under 2^47 pt (140 trillion pt);
// Swift's Int64 goes further, which no chat reaches.

/** How many ticks make one point. */
export const TICKS_PER_POINT = 64;

/** The largest length the grid holds, 2^40 pt: longer lengths are clamped to it. */
export const LARGEST_LENGTH = 1_099_511_627_776;

/**
 * Converts points to whole ticks, rounding half away from zero as Swift's engine does; a value
 * that is not a finite number becomes 0.
 * @param {number} points A length in points.
 * @returns {number} An integer number of ticks (never -0).
 */
export function ticks(points) {
  if (!Number.isFinite(points)) return 0;
  const scaled = Math.min(Math.max(points, -LARGEST_LENGTH), LARGEST_LENGTH) * TICKS_PER_POINT;
  // `+ 0` turns -0 into 0, so equal lengths are equal to Object.is and deepStrictEqual too.
  return Math.trunc(scaled < 0 ? scaled - 0.5 : scaled + 0.5) + 0;
}

/**
 * Converts whole ticks back to points (exact).
 * @param {number} ticks An integer number of ticks.
 * @returns {number} The length in points.
 */
export function points(ticks) {
  return ticks / TICKS_PER_POINT + 0;
}

/**
 * Rounds a length in points to the nearest multiple of 1/64 pt.
 * @param {number} length A length in points; a value that is not a finite number becomes 0.
 * @returns {number} The nearest length on the grid.
 */
export function snap(length) {
  return points(ticks(length));
}

/**
 * Integer division truncating towards zero, as Swift's `Int64` division: the engine halves
 * and quarters tick counts that may be negative or odd.
 * @param {number} dividend An integer.
 * @param {number} divisor A power of two, so the quotient is exact.
 * @returns {number} The quotient.
 * @internal
 */
export function quotient(dividend, divisor) {
  return Math.trunc(dividend / divisor) + 0;
}
