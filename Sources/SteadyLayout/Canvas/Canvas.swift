/// The fixed canvas: a content area of constant height on which loaded rows sit in one band
/// without gaps, and the window that maps the band's *logical* positions onto it.
///
/// Rows have logical positions in ticks (``LayoutGrid``): `bandTop` plus their offset in the
/// ``PositionIndex``. The canvas shows the logical range `origin ..< origin + height`; a row's
/// canvas y is its logical y minus `origin`. A row is *mounted* when it lies wholly on the
/// canvas; only mounted rows can be scrolled to.
///
/// Why logical positions: the band can outgrow any fixed canvas (a million 60 pt messages are
/// 60 million pt). Moving `origin` is a *recentre*: every row's canvas y and the content offset
/// change by the same amount, so nothing moves on screen, and the canvas never grows.
struct Canvas<ID: Hashable & Sendable>: Sendable {
    /// The canvas height in ticks.
    let heightTicks: Int64
    /// The loaded rows and their heights.
    var rows = PositionIndex<ID>()
    /// The logical y of the first row's top, in ticks.
    var bandTop: Int64 = 0
    /// The logical y shown at canvas y = 0, in ticks.
    var origin: Int64

    /// Creates an empty canvas whose band starts at its middle.
    init(heightTicks: Int64) {
        self.heightTicks = heightTicks
        self.origin = -heightTicks / 2
    }

    /// The logical y just below the last row.
    var bandBottom: Int64 { bandTop + rows.totalHeight }

    /// The logical y of the top of the row in `slot`. O(log n).
    func minY(ofSlot slot: Int) -> Int64 { bandTop + rows.offset(ofSlot: slot) }

    /// The largest height a row may have: an eighth of the canvas, so that a window centred on
    /// the reader always mounts whole rows around it.
    var maxRowTicks: Int64 { heightTicks / 8 }

    /// The logical range covered by mounted rows: from the top of the first row wholly on the
    /// canvas to the bottom of the last. Empty (at the band's top) when nothing is loaded.
    ///
    /// - Complexity: O(log n).
    var mountedRange: Range<Int64> {
        let canvasTop = origin
        let canvasBottom = origin + heightTicks
        var top = bandTop
        if top < canvasTop {
            let offset = canvasTop - bandTop
            if let slot = rows.slot(containingOffset: offset) {
                let start = rows.offset(ofSlot: slot)
                top = bandTop + (start == offset ? start : start + rows.height(ofSlot: slot))
            } else {
                top = bandBottom
            }
        }
        var bottom = bandBottom
        if bottom > canvasBottom {
            let offset = canvasBottom - bandTop
            if let slot = rows.slot(containingOffset: offset) {
                bottom = bandTop + rows.offset(ofSlot: slot)
            }
        }
        return top..<max(top, bottom)
    }

    /// Moves the window if the reader's viewport (logical `viewport`) needs it, and says whether
    /// it moved.
    ///
    /// - A band that fits is kept wholly on the canvas; when it pokes out (a page that did not
    ///   fit), it is centred.
    /// - A band taller than the canvas: when the viewport comes within a quarter canvas of a
    ///   mounted edge that is not the band's edge (or leaves the canvas, after a jump), the
    ///   window is centred on the viewport, kept inside the band so as many rows as possible
    ///   are mounted.
    ///
    /// - Complexity: O(log n).
    mutating func recentre(around viewport: Range<Int64>) -> Bool {
        let bandHeight = rows.totalHeight
        let canvasBottom = origin + heightTicks
        if bandHeight <= heightTicks {
            guard bandTop < origin || bandBottom > canvasBottom else { return false }
            origin = bandTop - (heightTicks - bandHeight) / 2
            return true
        }
        let mounted = mountedRange
        let margin = heightTicks / 4
        let nearTop = mounted.lowerBound > bandTop && viewport.lowerBound - mounted.lowerBound < margin
        let nearBottom = mounted.upperBound < bandBottom && mounted.upperBound - viewport.upperBound < margin
        let offCanvas = viewport.lowerBound < origin || viewport.upperBound > canvasBottom
        guard nearTop || nearBottom || offCanvas else { return false }
        let centred = (viewport.lowerBound + viewport.upperBound) / 2 - heightTicks / 2
        origin = min(max(centred, bandTop), bandBottom - heightTicks)
        return true
    }
}
