import CSteadyShims

/// A font's vertical metrics, in em, as a FreeType-based renderer reads them.
///
/// Outline fonts report hhea (or OS/2 typo metrics when the font asks for them);
/// the colour emoji font has no outlines and reports its bitmap strike's metrics.
public struct FontMetrics: Sendable, Equatable {
    /// Shaping units per em: design units for outline fonts, 1/64 px at the strike for bitmap fonts.
    public var unitsPerEm: Int
    /// Ascent above the baseline, in em; never negative.
    public var ascent: Double
    /// Descent below the baseline, in em: positive, unless a broken font's
    /// descender is above the baseline.
    public var descent: Double
    /// Line gap, in em.
    public var lineGap: Double
    /// Whether the font has only bitmap strikes (no outlines).
    public var isBitmap: Bool
    /// Whether these are a strut's metrics: a slot of ``FontSet`` that
    /// stands for a span's own font on its lines, not for glyphs drawn
    /// (``FontStack``'s `strutSlots`, read by `LineHeights`).
    var isStrut = false
    /// Whether this is the box slot: a slot of ``FontSet`` that stands for
    /// the boxes of a line (atomic inlines 1 em tall), not for a font.
    var isBox = false

    init(_ raw: steady_font_metrics_t) {
        let unitsPerEm = Double(raw.units_per_em)
        self.unitsPerEm = Int(raw.units_per_em)
        // Chromium checks every web font with its sanitizer (OTS), which sets
        // a negative ascent to 0 (seen with hhea's: lines of the descent alone).
        self.ascent = Double(max(0, raw.ascent)) / unitsPerEm
        self.descent = Double(raw.descent) / unitsPerEm
        self.lineGap = Double(raw.line_gap) / unitsPerEm
        self.isBitmap = raw.is_bitmap != 0
    }

    /// How many px one em of advance is at `fontSize`, as FreeType scales
    /// unhinted advances for Skia: by `x_scale`, the 16.16 ratio of the size in
    /// 26.6 to units per em, *rounded* (`FT_DivFix`). For 14 px in a 1000-unit
    /// font that is 58720/65536 rather than 58720.256/65536: 0.001 px over a
    /// 240 px line, which decides a fit now and then. The size itself reaches
    /// FreeType truncated to 1/64 px. Bitmap fonts scale exactly.
    ///
    /// Any size is answered: NaN and negative sizes as 0, sizes above
    /// ``LayoutLimits/largestFontSize`` (and +∞) as that size, as layout
    /// takes them.
    public func advanceScale(fontSize: Double) -> Double {
        let fontSize = LayoutLimits.clamp(fontSize: fontSize)
        guard !isBitmap, unitsPerEm > 0, fontSize > 0 else { return fontSize }
        // Skia passes the size to FreeType as 26.6 by truncation (SkScalarToFDot6
        // of the float size): 22.7 px shapes as 1452/64 = 22.6875 px.
        // (The conversion truncates: `rounded(.towardZero)` would call libm's `truncf`.)
        let size26Dot6 = Int64(Float(fontSize) * 64)
        let units = Int64(unitsPerEm)
        let xScale = (size26Dot6 * 65536 + units / 2) / units
        return Double(xScale) * Double(units) / (64 * 65536)
    }

    /// The ascent and descent in whole px at `fontSize`, rounded separately as
    /// Chromium does for `line-height: normal` (Skia's `SkScalarRoundToScalar`).
    /// Sizes are clamped as in ``advanceScale(fontSize:)``.
    public func roundedAscentDescent(fontSize: Double) -> (ascent: Int, descent: Int) {
        let size = Float(LayoutLimits.clamp(fontSize: fontSize))
        return (Self.floor(Float(ascent) * size + 0.5), Self.floor(Float(descent) * size + 0.5))
    }

    /// `Int(x.rounded(.down))` without a call to libm's `floorf`, as every
    /// layout call computes line heights.
    private static func floor(_ x: Float) -> Int {
        let truncated = Int(x)
        return Float(truncated) > x ? truncated - 1 : truncated
    }
}
