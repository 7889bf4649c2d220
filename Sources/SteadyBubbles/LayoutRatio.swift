/// An `aspect-ratio` as Blink lays it out: not the number itself but a ratio
/// of two `LayoutUnit`s, from which a box's height is its width times the
/// one over the other, truncated (`LayoutUnit::MulDiv`).
///
/// Blink keeps CSS's `aspect-ratio: R` as `Float(R)` over 1 and converts it
/// once (`StyleAspectRatio::LayoutRatioFromSizeF`, in
/// third_party/blink/renderer/core/style/style_aspect_ratio.cc):
/// - a ratio that is a whole number of 1/64 (1.5, 0.75, 3) stays exact,
///   `R × 64` over 64;
/// - any other is a convergent `h/k` of its continued fraction, computed in
///   single precision with saturating 32-bit integers: the first within
///   0.000001 of it, else the last before the fraction ends, a term
///   saturates or 16 terms are taken (1.3337 is 1211/908, 4/3 is 4/3);
///   `h` and `k` are then raw `LayoutUnit`s, so only their ratio counts;
/// - when that leaves `h` or `k` at 0 (a ratio under 0.000001, whose first
///   convergent 0 is that near already; one of 2^31 or more, whose first
///   term saturates) it is `R` truncated to 1/64 over 1.
///
/// A ratio with a side of 0 is one Blink ignores (`StyleAspectRatio::GetType`
/// makes it `auto`): an empty box then has no height.
struct LayoutRatio: Sendable {
    /// The width side, in raw units (`Int32` range).
    let width: Int
    /// The height side, in raw units (`Int32` range).
    let height: Int

    /// The layout ratio of `aspect-ratio: ratio` (a width over a height).
    init(_ ratio: Double) {
        let value = Float(ratio)
        // LayoutUnit(float): 64 times, truncated toward zero, saturated.
        let truncated = Self.saturated(value * 64)
        if Float(truncated) / 64 == value {
            (width, height) = (truncated, 64)
            return
        }
        // The continued fraction, as Blink runs it: Float for x and the
        // estimate, saturating Int32 for the convergents.
        var (h0, h1, k0, k1) = (0, 1, 1, 0)
        var x = value
        for _ in 0..<16 {
            if !x.isFinite { break }
            let estimate = Float(h1) / Float(k1)
            if abs(value - estimate) < 0.000001 { break }
            let a = Self.saturated(x.rounded(.down))
            let h2 = Self.clamp(h1 * a + h0)
            let k2 = Self.clamp(k1 * a + k0)
            if h2 == Int(Int32.max) || k2 == Int(Int32.max) { break }
            (h0, k0, h1, k1) = (h1, k1, h2, k2)
            x = 1 / (x - Float(a))
        }
        (width, height) = h1 == 0 || k1 == 0 ? (truncated, 64) : (h1, k1)
    }

    /// The height of a box `width` units wide (1/64 px), in units: the
    /// product over the width side, truncated as `LayoutUnit::MulDiv`
    /// divides; 0 for a ratio Blink ignores.
    func boxHeight(width: Int) -> Int {
        guard self.width > 0 && height > 0 else { return 0 }
        return Self.clamp(width * height / self.width)
    }

    /// A value clamped to the range of a raw `LayoutUnit`.
    private static func clamp(_ value: Int) -> Int {
        min(max(value, Int(Int32.min)), Int(Int32.max))
    }

    /// A float truncated toward zero to an `Int32`, saturated, NaN as 0
    /// (`base::saturated_cast<int>`, and `ClampFloor` of a floored value).
    private static func saturated(_ value: Float) -> Int {
        if value.isNaN { return 0 }
        if value >= 0x1p31 { return Int(Int32.max) }
        if value <= -0x1p31 { return Int(Int32.min) }
        return Int(value)
    }
}
