/// Chromium's fit test, defined once: whether the content of a line fits its
/// box. Every line counter asks it here, in one of its two forms; a fast
/// path may skip work, never decide differently.
///
/// - **In 1/64 px** (``LineBreaker``): a line's width is the sum, over the
///   pieces of bidi items on it, of each piece's width rounded *up* to 1/64 px
///   (``ceil64(_:)``, `LayoutUnit::FromFloatCeil`); it fits while that sum is
///   at most ``limit(width:)``, the available width plus 1/64 px
///   (`AvailableWidthToFit`, which adds epsilon).
/// - **In em** (``LinePrefixes``, and break-word over running widths): for a
///   line of one item, `ceil64(px) <= limit` is `px * 64 < limit + 1e-6`
///   (``ceil64(_:)`` forgives a millionth of a unit), and with
///   `px = em * primaryScale` it is `em < room(limit:primaryScale:)`: one
///   threshold per line, one comparison per word.
///
/// What is tested is the line's content: its last segment's trailing spaces
/// hang and do not count (``SegmentMetrics/contentWidth`` against
/// ``SegmentMetrics/spaceWidth``, `contentEnds` in the storage), and a line
/// that ends inside a kerning pair or ligature adds the end adjustment of its
/// last glyph (``SegmentMetrics/endAdjustment``). A word that does not fit on
/// an empty line is split by ``BreakWord``.
enum LineFit {
    /// The available width in 1/64 px units, plus the 1/64 px of epsilon.
    static func limit(width: Double) -> Int {
        // LayoutUnit(float) truncates toward zero, and saturates. A NaN width
        // does not wrap, like an infinite one; -infinity is "0 or less".
        let available = width.isNaN || width == .infinity
            ? Double(Int32.max) : min(max(width * 64, 0), Double(Int32.max))
        return Int(available) + 1
    }

    /// Whether a line `units` wide (in 1/64 px, each item's piece rounded up) fits.
    @inline(__always)
    static func fits(_ units: Int, limit: Int) -> Bool { units <= limit }

    /// The fit test's threshold in em of the primary scale: a line of one
    /// bidi item whose content is `em` wide fits when `em < room`.
    static func room(limit: Int, primaryScale: Double) -> Double {
        (Double(limit) + 1e-6) / 64 / primaryScale
    }
}

/// A width in px rounded up to 1/64 px, as a count of 1/64 px
/// (`LayoutUnit::FromFloatCeil`). A sum that lands within 1e-6 of a 1/64 px
/// step counts as on it: Chromium sums 32-bit floats and Steady doubles, and
/// neither should turn exact widths into an extra 1/64.
///
/// Saturated as a `LayoutUnit` is (``layoutUnits(_:)``): a piece of line
/// 2^25 px wide or more is that wide, NaN none.
@inline(__always)
func ceil64(_ px: Double) -> Int {
    let units = px * 64
    let up = units.rounded(.up)
    return layoutUnits(up - units > 1 - 1e-6 ? up - 1 : up)
}

/// A count of 1/64 px truncated toward zero and kept to a `LayoutUnit`'s
/// range (its raw value is 32 bits, and Blink's conversions saturate); NaN
/// counts as 0, as `saturated_cast` makes it. `@inlinable`: SteadyBubbles
/// sums a row's lengths with it, and a call would not be inlined across
/// modules.
@inlinable @inline(__always)
package func layoutUnits(_ units: Double) -> Int {
    guard units == units else { return 0 }
    return Int(min(max(units, Double(Int32.min)), Double(Int32.max)))
}
