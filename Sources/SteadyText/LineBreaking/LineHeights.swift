/// Line box heights for one font size and line height.
///
/// Built per layout call without allocating: the primary font's rounded
/// metrics are computed once, a fallback font's only for lines that use it.
struct LineHeights {
    private let fixed: Double?
    private let metrics: [FontMetrics]
    private let fontSize: Double
    private let primaryAscent: Int
    private let primaryDescent: Int

    init(fontMetrics: [FontMetrics], fontSize: Double, lineHeight: LineHeight) {
        self.metrics = fontMetrics
        self.fontSize = fontSize
        switch lineHeight {
        case .fixed(let px):
            // Chromium keeps a fixed line height as a LayoutUnit: rounded to 1/64 px.
            fixed = (px * 64).rounded() / 64
        case .normal:
            fixed = nil
        }
        let primary = metrics[0].roundedAscentDescent(fontSize: fontSize)
        primaryAscent = primary.ascent
        primaryDescent = primary.descent
    }

    /// The height of a line using the fonts in `fontMask` (the primary font
    /// always counts); never negative.
    @inline(__always)
    func height(fontMask: FontSet) -> Double {
        if let fixed { return fixed }
        var ascent = primaryAscent
        var descent = primaryDescent
        fontMask.forEachFallbackFont { font in
            let rounded = metrics[font].roundedAscentDescent(fontSize: fontSize)
            ascent = max(ascent, rounded.ascent)
            descent = max(descent, rounded.descent)
        }
        // A font whose descent is negative (its descender above the baseline)
        // can make the sum negative; Chromium's line box is then 0 px tall
        // (seen: ascent 2 px and descent -8 px draw every line at one place).
        return Double(max(0, ascent + descent))
    }
}
