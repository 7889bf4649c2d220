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
    /// The fixed line height, when set, unrounded by ``fixed``'s rule
    /// (a `LayoutUnit`): for a line that holds a box.
    private let fixedUnits: Int?

    init(fontMetrics: [FontMetrics], fontSize: Double, lineHeight: LineHeight) {
        self.metrics = fontMetrics
        self.fontSize = fontSize
        switch lineHeight {
        case .fixed(let px):
            // Chromium keeps a fixed line height as a LayoutUnit: rounded to 1/64 px.
            fixed = (px * 64).rounded() / 64
            fixedUnits = Int((px * 64).rounded())
        case .normal:
            fixed = nil
            fixedUnits = nil
        }
        let primary = metrics[0].roundedAscentDescent(fontSize: fontSize)
        primaryAscent = primary.ascent
        primaryDescent = primary.descent
    }

    /// The height of a line using the fonts in `fontMask` (the primary font always counts).
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
        return Double(ascent + descent)
    }

    /// The height of a line using the fonts in `fontMask` that holds a box:
    /// an atomic inline 1 em tall (a `LayoutUnit`, truncated to 1/64 px)
    /// whose baseline is its bottom edge, so it rises 1 em above the line's
    /// baseline and reaches nothing below it.
    ///
    /// With `line-height: normal` the line reaches the highest of the box and
    /// the fonts' rounded ascents, then the fonts' largest rounded descent.
    /// With a fixed line height the primary font's text sits in it as Blink's
    /// `CalculateLeadingSpace` puts it: half the leading above, floored to a
    /// whole px, the rest below; the box can only raise the top (seen in
    /// Chromium at 17 px, whose Noto Sans text is 18 + 5 px: 21 px at
    /// `line-height: 20px`, 18.296875 at 15.3, 17 at 5).
    func height(fontMask: FontSet, withBoxOf fontSize: Double) -> Double {
        let box = Int((fontSize * 64).rounded(.towardZero))
        guard let fixedUnits else {
            var ascent = primaryAscent
            var descent = primaryDescent
            fontMask.forEachFallbackFont { font in
                let rounded = metrics[font].roundedAscentDescent(fontSize: self.fontSize)
                ascent = max(ascent, rounded.ascent)
                descent = max(descent, rounded.descent)
            }
            return Double(max(ascent * 64, box) + descent * 64) / 64
        }
        let textUnits = (primaryAscent + primaryDescent) * 64
        // LayoutUnit halves truncate toward zero, then Floor() takes whole px.
        let halfLeading = Int((Double((fixedUnits - textUnits) / 2) / 64).rounded(.down)) * 64
        let ascent = primaryAscent * 64 + halfLeading
        let descent = fixedUnits - ascent
        return Double(max(ascent, box) + max(descent, 0)) / 64
    }
}
