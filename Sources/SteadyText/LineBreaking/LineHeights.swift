/// Line box heights for one font size and line height.
///
/// Built per layout call without allocating: the primary font's rounded
/// metrics are computed once, a fallback font's only for lines that use it.
///
/// A line's fonts (``FontSet``) are of two kinds. Glyph fonts drew some of
/// its text; they count with `line-height: normal` only (Blink adds a text's
/// used fonts to its metrics then). Struts (``FontMetrics/isStrut``) stand
/// for the own font of a span on the line, as the primary font stands for the
/// `<div>`'s: an inline box's text metrics count at any line height, and a
/// fixed line height gives each its own half leading (Blink's
/// `CalculateLeadingSpace`, floored to a whole px), so that a span's font
/// taller than the primary can make a line taller than the line height.
struct LineHeights {
    private let fixed: Double?
    private let metrics: [FontMetrics]
    private let fontSize: Double
    /// The primary font's rounded ascent and descent: its text's extent,
    /// which a fixed line height shares its leading around.
    private let primaryAscent: Int
    private let primaryDescent: Int
    /// The primary font's box at `line-height: normal`
    /// (``FontMetrics/normalLineBox(fontSize:)``, its line gap included).
    private let primaryBoxAscent: Int
    private let primaryBoxDescent: Int
    /// The fixed line height in 1/64 px (a `LayoutUnit`), when set.
    private let fixedUnits: Int?

    /// Chromium's heights, or WebKit's (`target`): Firefox's are
    /// ``GeckoLineBoxes``' (``TargetLineHeights``).
    // Inlined into each layout, which makes one: as a call of its own it
    // retains the metrics apart, about 60 instructions a layout.
    @inline(__always)
    init(fontMetrics: [FontMetrics], fontSize: Double, lineHeight: LineHeight, target: RenderingTarget) {
        self.metrics = fontMetrics
        self.fontSize = fontSize
        switch lineHeight {
        case .fixed(let px):
            // Chromium keeps a fixed line height as a LayoutUnit, rounded to
            // 1/64 px; WebKit cuts it down to whole px (22.5 and 22.99 px are
            // 22 px lines, 15.3 px is 15).
            let units = target == .webkit ? px.rounded(.down) * 64 : (px * 64).rounded()
            fixed = units / 64
            fixedUnits = Int(units)
        case .normal:
            fixed = nil
            fixedUnits = nil
        }
        let primary = metrics[0].lineMetrics(fontSize: fontSize)
        (primaryAscent, primaryDescent) = primary.text
        (primaryBoxAscent, primaryBoxDescent) = primary.box
    }

    /// The height of a line using the fonts in `fontMask` (the primary font
    /// always counts); never negative.
    ///
    /// A line that holds a box (the box slot, ``FontMetrics/isBox``) holds an
    /// atomic inline 1 em tall (a `LayoutUnit`, truncated to 1/64 px) whose
    /// baseline is its bottom edge: it rises 1 em above the line's baseline
    /// and reaches nothing below it. With `line-height: normal` the line
    /// reaches the highest of the box and the fonts' rounded ascents, then the
    /// fonts' largest rounded descent; with a fixed line height the box can
    /// only raise the line's top above the struts' (seen in Chromium at 17
    /// px, whose Noto Sans text is 18 + 5 px: 21 px at `line-height: 20px`,
    /// 18.296875 at 15.3, 17 at 5).
    @inline(__always)
    func height(fontMask: FontSet) -> Double {
        if let fixed {
            // Nearly every line: the primary font alone, or glyph fonts only.
            var isPlain = true
            fontMask.forEachFallbackFont { font in isPlain = isPlain && !metrics[font].isStrut && !metrics[font].isBox }
            return isPlain ? fixed : Double(extent(fontMask: fontMask)) / 64
        }
        var ascent = primaryBoxAscent
        var descent = primaryBoxDescent
        var hasBox = false
        fontMask.forEachFallbackFont { font in
            if metrics[font].isBox { hasBox = true; return }
            let box = metrics[font].normalLineBox(fontSize: fontSize)
            ascent = max(ascent, box.ascent)
            descent = max(descent, box.descent)
        }
        // A font whose descent is negative (its descender above the baseline)
        // can make the sum negative; Chromium's line box is then 0 px tall
        // (seen: ascent 2 px and descent -8 px draw every line at one place).
        return hasBox ? Double(extent(fontMask: fontMask)) / 64 : Double(max(0, ascent + descent))
    }

    /// The line's height in 1/64 px: from the highest ascent to the lowest
    /// descent of the primary font, the line's other fonts as the line
    /// height takes them, and its boxes.
    private func extent(fontMask: FontSet) -> Int {
        var box: Int? = nil
        var ascent: Int
        var descent: Int
        fontMask.forEachFallbackFont { font in
            if metrics[font].isBox { box = Int((fontSize * 64).rounded(.towardZero)) }
        }
        if let fixedUnits {
            // Each strut's text sits in the line height with half the leading
            // above it, floored to a whole px (LayoutUnit halves truncate toward
            // zero, then Floor()), the rest below.
            func placed(_ a: Int, _ d: Int) -> (Int, Int) {
                let leading = fixedUnits - (a + d) * 64
                let above = Int((Double(leading / 2) / 64).rounded(.down)) * 64
                return (a * 64 + above, fixedUnits - a * 64 - above)
            }
            (ascent, descent) = placed(primaryAscent, primaryDescent)
            fontMask.forEachFallbackFont { font in
                guard metrics[font].isStrut else { return }
                let rounded = metrics[font].roundedAscentDescent(fontSize: fontSize)
                let (a, d) = placed(rounded.ascent, rounded.descent)
                ascent = max(ascent, a)
                descent = max(descent, d)
            }
        } else {
            ascent = primaryBoxAscent
            descent = primaryBoxDescent
            fontMask.forEachFallbackFont { font in
                guard !metrics[font].isBox else { return }
                let box = metrics[font].normalLineBox(fontSize: fontSize)
                ascent = max(ascent, box.ascent)
                descent = max(descent, box.descent)
            }
            ascent *= 64
            descent *= 64
        }
        if let box {
            ascent = max(ascent, box)
            descent = max(descent, 0)
        }
        return ascent + descent
    }
}
