/// Chromium's width of an item piece whose width in em, scaled once, lies
/// too near a 1/64 px step to tell which way Chromium rounds it up: there
/// the piece is summed glyph by glyph (``BlinkAdvances``), from the text
/// prepared again keeping its glyphs (``GlyphSource``).
///
/// Blink adds each glyph's advance rounded to 1/65,536 px (FreeType's
/// `FT_MulDiv(advance, x_scale, 64)`, HarfBuzz's kerning rounded apart),
/// makes a font run's sum a 32-bit float, and rounds an item's width up to
/// 1/64 px (`LayoutUnit::FromFloatCeil` of `ShapeResult::Width()`). The
/// two sums agree but within a few 1/65,536 px: "line three" at 16 px is
/// 71.328144 px in em and 71.328125 glyph by glyph, 4,566 and 4,565 units
/// rounded up. Three widths are decided so: max-content (a bubble's
/// width), a box's fit after the last line, and a wrapped line's fit, where
/// the line's last piece is measured as Chromium's line breaker fits it
/// (``fitting(_:_:)``): "Chào bạn! Hôm nay bạn có rảnh không?" wraps at
/// 157.625 px and 17 px after "không?" in Chromium, its second line 10,089
/// units glyph by glyph and 10,089.0002 in em.
struct NearStepWidths {
    private let source: GlyphSource
    private let fontSize: Double
    /// The widest piece summed glyph by glyph, in px.
    private let limit: Double
    /// How far a width in em may be from Chromium's, in px: a share of the
    /// width and a constant.
    private let share: Double
    private let constant: Double

    /// The widths of `source`'s text at `fontSize` device px, Chromium's
    /// for pieces up to `limit` 1/64 px wide: a line with a wider piece is
    /// wider than that, whichever way the piece rounds.
    ///
    /// Per glyph, FreeType's advance and HarfBuzz's kerning each round to
    /// 1/65,536 px (taken as 2/65,536 px a glyph of at least 1/5 em), and a
    /// run's sum and the runs' sums become 32-bit floats (2^-21 of the
    /// width). At a size off the 26.6 grid, kerning scales by the size and
    /// advances by the 26.6 one, which no slack bounds: every piece is
    /// then summed glyph by glyph.
    init(source: GlyphSource, fontSize: Double, upTo limit: Int) {
        self.source = source
        self.fontSize = fontSize
        self.limit = Double(limit) / 64
        (share, constant) = Self.slack(fontSize: fontSize)
    }

    /// How far from Chromium's a width of `px` in em may be, in px, at
    /// `fontSize` device px (``init(source:fontSize:upTo:)``), for a width
    /// of `pieces` item pieces, each rounded on its own: infinite at a size
    /// off the 26.6 grid.
    @inline(__always)
    static func slack(_ px: Double, fontSize: Double, pieces: Int = 1) -> Double {
        let (share, constant) = slack(fontSize: fontSize)
        return px.magnitude * share + constant * Double(max(pieces, 1))
    }

    @inline(__always)
    private static func slack(fontSize: Double) -> (share: Double, constant: Double) {
        // Whole 1/64 px (an integer conversion: the running totals' count asks at every layout).
        let size26Dot6 = Float(LayoutLimits.clamp(fontSize: fontSize)) * 64
        guard fontSize > 0, size26Dot6 == Float(Int32(size26Dot6)) else { return (.infinity, .infinity) }
        return (2 / 65536 / (0.2 * fontSize) + 0x1p-21, 16 / 65536)
    }

    /// `px`, the width in em of the piece `range` (one item's code units, or
    /// the part of one a line starts with), or Chromium's width of it when
    /// `px` rounds up to 1/64 px too near a step to tell.
    func settled(_ px: Double, _ range: Range<Int>) -> Double {
        guard isNearStep(px, range) else { return px }
        let fontSize = self.fontSize
        return source.width(of: range, fontSize: fontSize) {
            BlinkAdvances.width(of: range, storage: $0, fontSize: fontSize)
        } ?? px
    }

    /// `px`, the width in em of the piece `range` that ends a line whose fit
    /// is tested, or, too near a step to tell, Chromium's width of it as its
    /// line breaker fits it (``BlinkAdvances/fittingWidth(of:item:storage:fontSize:)``).
    func fitting(_ px: Double, _ range: Range<Int>) -> Double {
        guard isNearStep(px, range) else { return px }
        let fontSize = self.fontSize
        return source.width(of: range, fontSize: fontSize, fitted: true) { glyphs in
            BlinkAdvances.fittingWidth(of: range, item: Self.item(of: range.lowerBound, in: glyphs),
                                       storage: glyphs, fontSize: fontSize)
        } ?? px
    }

    /// Whether `px`, the width in em of a piece of code units `range`, may
    /// round up to either side of a 1/64 px step summed glyph by glyph.
    private func isNearStep(_ px: Double, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let units = px * 64, slack = (px.magnitude * share + constant) * 64
        // A piece wider than the limit however it rounds (at a size off the
        // grid: in em) keeps its width.
        guard (slack.isFinite ? units - slack : units) <= limit * 64 else { return false }
        return (units - slack).rounded(.up) != (units + slack).rounded(.up)
    }

    /// The code units of the bidi item that code unit `u` of `storage` lies in.
    private static func item(of u: Int, in storage: PreparedTextStorage) -> Range<Int> {
        var low = 0
        var high = storage.segmentCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(storage.segmentStarts[middle]) <= u { low = middle } else { high = middle - 1 }
        }
        var end = low + 1
        while low > 0 && !storage.segments[low].flags.contains(.startsItem) { low -= 1 }
        while end < storage.segmentCount && !storage.segments[end].flags.contains(.startsItem) { end += 1 }
        return Int(storage.segmentStarts[low])..<Int(storage.segmentStarts[end])
    }
}
