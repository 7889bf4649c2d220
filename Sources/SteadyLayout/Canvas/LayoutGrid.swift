/// The grid every length in SteadyLayout is snapped to: 1/64 pt.
///
/// Heights, insets, viewport sizes and scroll offsets are rounded to multiples of 1/64 pt when
/// they enter the engine, and positions are kept internally as whole *ticks* (`Int64`, 64 per pt).
/// Sums of ticks are exact, so moving a row by "the height of the rows inserted above it" and
/// moving the offset by the same amount cancel to exactly 0.0 pt; with `Double` positions that
/// are not on a grid, a million additions drift by far more than a pixel.
///
/// 1/64 pt is finer than any display pixel (1/3 pt on a 3x screen), and every multiple of 1/64
/// below 2^46 pt is exactly representable in `Double`, so the public `Double` values are exact
/// images of the internal integers.
public enum LayoutGrid {
    /// How many ticks make one point.
    public static let ticksPerPoint: Int64 = 64

    /// Rounds a length in points to the nearest multiple of 1/64 pt.
    ///
    /// - Parameter points: A length in points; non-finite values become 0.
    /// - Returns: The nearest length on the grid.
    /// - Complexity: O(1).
    public static func snap(_ points: Double) -> Double {
        Double(ticks(points)) / Double(ticksPerPoint)
    }

    /// The largest length the grid holds, 2^40 pt: longer lengths are clamped to it.
    static let largestLength = 1_099_511_627_776.0

    /// Converts points to whole ticks, rounding to nearest; non-finite values become 0.
    static func ticks(_ points: Double) -> Int64 {
        // 2^40 pt is far beyond any canvas; the bound keeps the conversion from trapping.
        guard points.isFinite else { return 0 }
        let points = min(max(points, -largestLength), largestLength)
        // Half away from zero by truncation: `rounded()` would pull in libm, which this
        // dependency-free target does not link on Linux.
        let scaled = points * Double(ticksPerPoint)
        return Int64(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
    }

    /// Converts whole ticks back to points (exact).
    static func points(_ ticks: Int64) -> Double {
        Double(ticks) / Double(ticksPerPoint)
    }
}
