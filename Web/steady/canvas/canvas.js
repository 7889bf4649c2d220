// The fixed canvas: a content area of constant height on which loaded rows sit in one band
// without gaps, and the window that maps the band's *logical* positions onto it
// (Sources/SteadyLayout/Canvas/Canvas.swift).
//
// Rows have logical positions in ticks: `bandTop` plus their offset in the PositionIndex. The
// canvas shows the logical range `origin ..< origin + heightTicks`; a row's canvas y is its
// logical y minus `origin`. A row is *mounted* when it lies wholly on the canvas; only mounted
// rows can be scrolled to.
//
// Why logical positions: the band can outgrow any fixed canvas (a million 60 pt messages are 60
// million pt). Moving `origin` is a *recentre*: every row's canvas y and the content offset
// change by the same amount, so nothing moves on screen, and the canvas never grows.

import { quotient } from "./layout-grid.js";
import { PositionIndex } from "../position-index/position-index.js";

/** @typedef {{lowerBound: number, upperBound: number}} TickRange A half-open range of logical ticks. */

/** The canvas, its band of rows and the window onto them. */
export class Canvas {
  /** The canvas height in ticks. */
  heightTicks;
  /** The loaded rows and their heights. */
  rows = new PositionIndex();
  /** The logical y of the first row's top, in ticks. */
  bandTop = 0;
  /** The logical y shown at canvas y = 0, in ticks. */
  origin;

  /**
   * Creates an empty canvas whose band starts at its middle.
   * @param {number} heightTicks The canvas height in ticks.
   */
  constructor(heightTicks) {
    this.heightTicks = heightTicks;
    this.origin = -quotient(heightTicks, 2);
  }

  /** The logical y just below the last row. */
  get bandBottom() { return this.bandTop + this.rows.totalHeight; }

  /** The logical y of the top of the row in `slot`. O(log n). */
  minYOfSlot(slot) { return this.bandTop + this.rows.offsetOfSlot(slot); }

  /**
   * The largest height a row may have: an eighth of the canvas, so that a window centred on
   * the reader always mounts whole rows around it.
   */
  get maxRowTicks() { return quotient(this.heightTicks, 8); }

  /**
   * The logical range covered by mounted rows: from the top of the first row wholly on the
   * canvas to the bottom of the last. Empty (at the band's top) when nothing is loaded. O(log n).
   * @returns {TickRange}
   */
  get mountedRange() {
    const canvasTop = this.origin;
    const canvasBottom = this.origin + this.heightTicks;
    let top = this.bandTop;
    if (top < canvasTop) {
      const offset = canvasTop - this.bandTop;
      const slot = this.rows.slotContainingOffset(offset);
      if (slot !== undefined) {
        const start = this.rows.offsetOfSlot(slot);
        top = this.bandTop + (start === offset ? start : start + this.rows.heightOfSlot(slot));
      } else {
        top = this.bandBottom;
      }
    }
    let bottom = this.bandBottom;
    if (bottom > canvasBottom) {
      const slot = this.rows.slotContainingOffset(canvasBottom - this.bandTop);
      if (slot !== undefined) bottom = this.bandTop + this.rows.offsetOfSlot(slot);
    }
    return { lowerBound: top, upperBound: Math.max(top, bottom) };
  }

  /**
   * Moves the window if the reader's viewport (logical ticks) needs it, and says whether it moved.
   *
   * - A band that fits is kept wholly on the canvas; when it pokes out (a page that did not
   *   fit), it is centred.
   * - A band taller than the canvas: when the viewport comes within a quarter canvas of a
   *   mounted edge that is not the band's edge (or leaves the canvas, after a jump), the window
   *   is centred on the viewport, kept inside the band so as many rows as possible are mounted.
   *
   * O(log n).
   * @param {TickRange} viewport The viewport's logical range.
   * @returns {boolean} Whether the window moved.
   */
  recentre(viewport) {
    const bandHeight = this.rows.totalHeight;
    const canvasBottom = this.origin + this.heightTicks;
    if (bandHeight <= this.heightTicks) {
      if (!(this.bandTop < this.origin || this.bandBottom > canvasBottom)) return false;
      this.origin = this.bandTop - quotient(this.heightTicks - bandHeight, 2);
      return true;
    }
    const mounted = this.mountedRange;
    const margin = quotient(this.heightTicks, 4);
    const nearTop = mounted.lowerBound > this.bandTop && viewport.lowerBound - mounted.lowerBound < margin;
    const nearBottom = mounted.upperBound < this.bandBottom && mounted.upperBound - viewport.upperBound < margin;
    const offCanvas = viewport.lowerBound < this.origin || viewport.upperBound > canvasBottom;
    if (!(nearTop || nearBottom || offCanvas)) return false;
    const centred = quotient(viewport.lowerBound + viewport.upperBound, 2) - quotient(this.heightTicks, 2);
    this.origin = Math.min(Math.max(centred, this.bandTop), this.bandBottom - this.heightTicks);
    return true;
  }
}
