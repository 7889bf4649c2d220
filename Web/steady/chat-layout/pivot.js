// Where a change of height is absorbed: the rule that keeps the reading anchor still
// (`Pivot` in Sources/SteadyLayout/ChatLayout/ChatLayout+Settling.swift).
//
// | where the change is            | what moves                                |
// |--------------------------------|-------------------------------------------|
// | above the anchor row           | the rows above and the band's top         |
// | at or below the anchor row     | the rows below and the band's bottom      |
// | anything, reader at the bottom | the rows above (the bottom is the anchor) |

/**
 * A pivot: `{slot: undefined}` when the reader is at the bottom (every change moves the rows
 * above), else the anchor row's slot (changes in slots before it move the rows above; changes
 * at or after it move the rows below).
 * @typedef {{slot: number | undefined}} Pivot
 */

/** The pivot of a reader at the bottom. */
export const BOTTOM_PIVOT = Object.freeze({ slot: undefined });

/**
 * Whether a change in `slot` is absorbed by moving the band's top edge.
 * @param {Pivot} pivot The pivot taken before the change.
 * @param {number} slot Where the change is.
 * @returns {boolean}
 */
export function movesTop(pivot, slot) {
  return pivot.slot === undefined || slot < pivot.slot;
}
