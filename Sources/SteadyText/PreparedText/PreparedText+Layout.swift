extension PreparedText {
    /// The line count and height of the text in a box `width` px wide.
    ///
    /// - Parameters:
    ///   - width: the text box's width in px.
    ///   - fontSize: the font size in px.
    ///   - lineHeight: `normal`, or a fixed line height in px.
    /// - Complexity: O(segments): arithmetic on the widths found by preparing,
    ///   with no shaping and no allocation.
    ///
    /// Numbers no caller should pass give an answer, not a trap: a width that
    /// is NaN or infinite does not wrap, a width of 0 or less puts one grapheme
    /// on each line; a font size or fixed line height that is NaN or negative
    /// counts as 0, and one above ``LayoutLimits/largestFontSize`` (or
    /// ``LayoutLimits/largestLineHeight``) as that limit.
    public func layout(width: Double, fontSize: Double, lineHeight: LineHeight) -> TextLayout {
        let fontSize = LayoutLimits.clamp(fontSize: fontSize)
        let lineHeight = LayoutLimits.clamp(lineHeight)
        if let layout = linePrefixes.layout(width: width, fontSize: fontSize, lineHeight: lineHeight) {
            return layout
        }
        let storage = self.storage
        let heights = LineHeights(fontMetrics: storage.fontMetrics, fontSize: fontSize, lineHeight: lineHeight)
        let breaker = LineBreaker(storage: storage, width: width, fontSize: fontSize)
        if storage.isSimple {
            return FastLineCounter.layout(storage, breaker: breaker, heights: heights)
        }
        var lineCount = 0
        var height = 0.0
        breaker.walk { line in
            lineCount += 1
            height += heights.height(fontMask: line.fontMask)
        }
        return TextLayout(lineCount: lineCount, height: height)
    }

    /// The lines of the text in a box `width` px wide: each line's range in the
    /// original text, its width without hanging spaces, and its height.
    ///
    /// The same walk as ``layout(width:fontSize:lineHeight:)``, which it agrees
    /// with; use it to shrink-wrap bubbles or to debug a break.
    public func lines(width: Double, fontSize: Double, lineHeight: LineHeight) -> [TextLine] {
        let fontSize = LayoutLimits.clamp(fontSize: fontSize)
        let lineHeight = LayoutLimits.clamp(lineHeight)
        var result: [TextLine] = []
        let storage = self.storage
        let heights = LineHeights(fontMetrics: storage.fontMetrics, fontSize: fontSize, lineHeight: lineHeight)
        let offsets = storage.originalOffsets
        LineBreaker(storage: storage, width: width, fontSize: fontSize).walk { line in
            let start = result.isEmpty ? 0 : Int(offsets?[line.start] ?? Int32(line.start))
            if let previous = result.indices.last {
                result[previous].range = result[previous].range.lowerBound..<start
            }
            result.append(TextLine(range: start..<storage.originalLength,
                                   width: Double(line.widthUnits) / 64,
                                   height: heights.height(fontMask: line.fontMask)))
        }
        return result
    }
}

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

    /// A fixed line height clamped like a font size, to 0 ... ``largestLineHeight``.
    static func clamp(_ lineHeight: LineHeight) -> LineHeight {
        guard case .fixed(let px) = lineHeight else { return lineHeight }
        return .fixed(px >= 0 ? min(px, largestLineHeight) : 0)
    }
}

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

    /// The height of a line using the fonts in `fontMask` (the primary font always counts).
    @inline(__always)
    func height(fontMask: UInt8) -> Double {
        if let fixed { return fixed }
        var ascent = primaryAscent
        var descent = primaryDescent
        var mask = fontMask >> 1
        var font = 1
        while mask != 0 {
            if mask & 1 != 0 {
                let rounded = metrics[font].roundedAscentDescent(fontSize: fontSize)
                ascent = max(ascent, rounded.ascent)
                descent = max(descent, rounded.descent)
            }
            mask >>= 1
            font += 1
        }
        return Double(ascent + descent)
    }
}
