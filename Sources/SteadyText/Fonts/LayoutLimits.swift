/// The range of numbers layout accepts as given: beyond it, each is clamped
/// to the nearest end, so that no number a caller passes can trap or turn a
/// height infinite (Docs/limits.md).
public enum LayoutLimits {
    /// The largest font size used as given, in px; larger sizes lay out at this one.
    public static let largestFontSize = 100_000.0
    /// The largest fixed line height used as given, in px.
    public static let largestLineHeight = 1_000_000.0
    /// The widest inline box (``TextSpan/box``) used as given, in em. At any
    /// font size from 0.04 px up it is wider than a `LayoutUnit` holds
    /// (2^25 px), as Chromium saturates wider boxes: alone on its line.
    public static let largestBoxWidth = 1e9
    /// The device pixel ratios used as given. Outside them, `1 / ratio` or a
    /// length times the ratio leaves single precision's range; a ratio
    /// beyond either end lays out at that end.
    public static let devicePixelRatios: ClosedRange<Double> = 0.01...100

    /// NaN and negative sizes are 0; sizes above ``largestFontSize`` are that.
    @inlinable package static func clamp(fontSize: Double) -> Double {
        fontSize >= 0 ? min(fontSize, largestFontSize) : 0
    }

    /// A box's width in em: NaN and negative widths are 0, wider ones ``largestBoxWidth``.
    static func clamp(boxWidth: Double) -> Double {
        boxWidth >= 0 ? min(boxWidth, largestBoxWidth) : 0
    }
}
