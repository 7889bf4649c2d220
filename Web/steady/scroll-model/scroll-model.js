// A scroll view reduced to its arithmetic, so that every scrolling behaviour is testable without
// a browser (Sources/SteadyLayout/ScrollModel/).
//
// The semantics are those of a UIScrollView with `contentInsetAdjustmentBehavior = .always`,
// which a web page reproduces with a fixed-height canvas and a clamped `scrollTop`
// (Docs/web.md):
// - *content coordinates* run from 0 to `contentHeight`; rows' frames are in them;
// - `contentOffsetY` is the content y shown at the top edge of the viewport;
// - `adjustedContentInset` is `contentInset` plus what covers the viewport: the top safe area,
//   and at the bottom the larger of the bottom safe area and the keyboard;
// - the offset may range over `scrollableRange`.
//
// **Screen coordinates** are defined once, here: a content y appears at
// `screenY = contentY - contentOffsetY` below the viewport's top edge. Safe areas and the
// keyboard do not enter the definition, so "how far did a row move on screen" is the change of
// its screenY. Every value is snapped to the 1/64 pt grid, which keeps the arithmetic exact.

import { snap } from "../canvas/layout-grid.js";

/** @typedef {{width: number, height: number}} ViewportSize The scroll view's size in points. */
/** @typedef {{top: number, bottom: number}} VerticalInsets Top and bottom insets in points. */
/** @typedef {{lowerBound: number, upperBound: number}} Range A range of content y in points. */

/** No insets. */
export const ZERO_INSETS = Object.freeze({ top: 0, bottom: 0 });

/**
 * The size snapped to the grid, negative and non-finite values made 0.
 * @param {ViewportSize} viewport A size.
 * @returns {Readonly<ViewportSize>}
 */
export function snappedViewport(viewport) {
  return Object.freeze({ width: Math.max(0, snap(viewport?.width)), height: Math.max(0, snap(viewport?.height)) });
}

/**
 * The insets snapped to the grid (content insets may be negative).
 * @param {VerticalInsets} insets Insets.
 * @returns {Readonly<VerticalInsets>}
 */
export function snappedInsets(insets) {
  return Object.freeze({ top: snap(insets?.top), bottom: snap(insets?.bottom) });
}

/**
 * The insets snapped and made non-negative: what bars can cover.
 * @param {VerticalInsets} insets Insets.
 * @returns {Readonly<VerticalInsets>}
 */
export function snappedNonNegativeInsets(insets) {
  return Object.freeze({ top: Math.max(0, snap(insets?.top)), bottom: Math.max(0, snap(insets?.bottom)) });
}

/** A scroll view's geometry: viewport, content height, insets, safe area, keyboard and offset. */
export class ScrollModel {
  #viewport;
  #contentHeight;
  #contentInset;
  #safeAreaInsets;
  #keyboardOverlap;
  #contentOffsetY = 0;

  /**
   * Creates a scroll model with the offset at the top of its range.
   * @param {object} options
   * @param {ViewportSize} options.viewport The viewport size.
   * @param {number} [options.contentHeight] The content height in points.
   * @param {VerticalInsets} [options.contentInset] The app's content insets.
   * @param {VerticalInsets} [options.safeAreaInsets] The safe-area insets; negative or non-finite values become 0.
   * @param {number} [options.keyboardOverlap] How much of the viewport's bottom the keyboard covers.
   */
  constructor({ viewport, contentHeight = 0, contentInset = ZERO_INSETS, safeAreaInsets = ZERO_INSETS, keyboardOverlap = 0 }) {
    this.#viewport = snappedViewport(viewport);
    this.#contentHeight = Math.max(0, snap(contentHeight));
    this.#contentInset = snappedInsets(contentInset);
    this.#safeAreaInsets = snappedNonNegativeInsets(safeAreaInsets);
    this.#keyboardOverlap = Math.max(0, snap(keyboardOverlap));
    this.#contentOffsetY = this.minContentOffsetY + 0;
  }

  /** The size of the viewport (the scroll view's frame). @type {Readonly<ViewportSize>} */
  get viewport() { return this.#viewport; }
  /** The height of the content, in points. */
  get contentHeight() { return this.#contentHeight; }
  /** The insets the app sets; the fixed canvas uses negative values to hide its empty parts. @type {Readonly<VerticalInsets>} */
  get contentInset() { return this.#contentInset; }
  /** The safe-area insets (bars, home indicator), never negative. @type {Readonly<VerticalInsets>} */
  get safeAreaInsets() { return this.#safeAreaInsets; }
  /** How many points of the viewport's bottom the keyboard covers. */
  get keyboardOverlap() { return this.#keyboardOverlap; }
  /** The content y at the viewport's top edge. */
  get contentOffsetY() { return this.#contentOffsetY; }

  // Derived geometry

  /** What covers the viewport: the top safe area, and the larger of the bottom safe area and the keyboard. */
  get obscuredInsets() {
    return { top: this.#safeAreaInsets.top, bottom: Math.max(this.#safeAreaInsets.bottom, this.#keyboardOverlap) };
  }

  /** `contentInset` plus `obscuredInsets`, as UIScrollView's `adjustedContentInset`. */
  get adjustedContentInset() {
    const obscured = this.obscuredInsets;
    return { top: this.#contentInset.top + obscured.top, bottom: this.#contentInset.bottom + obscured.bottom };
  }

  /** The smallest offset: the top of the content (less its inset) under the top bars. */
  get minContentOffsetY() { return -this.adjustedContentInset.top + 0; } // `+ 0`: never -0

  /** The largest offset: the bottom of the content (plus its inset) at the viewport's bottom; never below the smallest. */
  get maxContentOffsetY() {
    return Math.max(this.minContentOffsetY, this.#contentHeight + this.adjustedContentInset.bottom - this.#viewport.height);
  }

  /** The offsets the reader can scroll to (both bounds included). @type {Range} */
  get scrollableRange() { return { lowerBound: this.minContentOffsetY, upperBound: this.maxContentOffsetY }; }

  /**
   * The content the reader sees: the viewport less what bars and keyboard cover, in content
   * coordinates (upper bound excluded). Empty when they cover everything.
   * @type {Range}
   */
  get visibleContentRange() {
    const obscured = this.obscuredInsets;
    const top = this.#contentOffsetY + obscured.top;
    return { lowerBound: top, upperBound: Math.max(top, this.#contentOffsetY + this.#viewport.height - obscured.bottom) };
  }

  /** Whether the offset is at the bottom of its range. */
  get isAtBottom() { return this.#contentOffsetY === this.maxContentOffsetY; }

  /** Whether the offset is at the top of its range. */
  get isAtTop() { return this.#contentOffsetY === this.minContentOffsetY; }

  /**
   * Where a content y appears on screen, in points below the viewport's top edge.
   * @param {number} contentY A y in content coordinates.
   * @returns {number} `contentY - contentOffsetY`.
   */
  screenY(contentY) { return contentY - this.#contentOffsetY; }

  // Changes

  /**
   * Scrolls to `offsetY`, snapped and clamped into the scrollable range: the user scrolling.
   * An offset that is not a finite number changes nothing.
   * @param {number} offsetY The wanted content offset.
   */
  setContentOffsetY(offsetY) {
    if (!Number.isFinite(offsetY)) return;
    this.#contentOffsetY = snap(offsetY);
    this.clampContentOffset();
  }

  /** Sets the content height; the offset stays unless it must be clamped. @param {number} height */
  setContentHeight(height) {
    this.#contentHeight = Math.max(0, snap(height));
    this.clampContentOffset();
  }

  /**
   * Sets the content insets, and with `offsetY` the offset too, as a layout does when it moves
   * rows and offset as one; the offset is clamped into the new range.
   * @param {VerticalInsets} inset The new insets.
   * @param {number} [offsetY] The new offset; absent, the offset stays unless it must be clamped.
   */
  setContentInset(inset, offsetY) {
    this.#contentInset = snappedInsets(inset);
    if (offsetY !== undefined) this.#contentOffsetY = snap(offsetY);
    this.clampContentOffset();
  }

  /** Sets the viewport size; the offset stays unless it must be clamped. @param {ViewportSize} viewport */
  setViewport(viewport) {
    this.#viewport = snappedViewport(viewport);
    this.clampContentOffset();
  }

  /** Sets the safe-area insets (negative or non-finite values become 0); the offset stays unless it must be clamped. @param {VerticalInsets} insets */
  setSafeAreaInsets(insets) {
    this.#safeAreaInsets = snappedNonNegativeInsets(insets);
    this.clampContentOffset();
  }

  /** Sets how much of the viewport's bottom the keyboard covers (0 when hidden); the offset stays unless it must be clamped. @param {number} overlap */
  setKeyboardOverlap(overlap) {
    this.#keyboardOverlap = Math.max(0, snap(overlap));
    this.clampContentOffset();
  }

  /** Moves the offset into the scrollable range if it is outside. */
  clampContentOffset() {
    this.#contentOffsetY = Math.min(Math.max(this.#contentOffsetY, this.minContentOffsetY), this.maxContentOffsetY) + 0;
  }
}
