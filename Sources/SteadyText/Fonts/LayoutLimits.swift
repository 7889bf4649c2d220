/// The range of font sizes and line heights layout accepts as given.
public enum LayoutLimits {
    /// The largest font size used as given, in px; larger sizes lay out at this one.
    public static let largestFontSize = 100_000.0
    /// The largest fixed line height used as given, in px.
    public static let largestLineHeight = 1_000_000.0

    /// NaN and negative sizes are 0; sizes above ``largestFontSize`` are that.
    static func clamp(fontSize: Double) -> Double {
        fontSize >= 0 ? min(fontSize, largestFontSize) : 0
    }
}
