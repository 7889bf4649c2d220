import CSteadyShims

/// A font's vertical metrics, in em, as a FreeType-based renderer reads them.
///
/// Outline fonts report hhea (or OS/2 typo metrics when the font asks for them);
/// the colour emoji font has no outlines and reports its bitmap strike's metrics.
public struct FontMetrics: Sendable, Equatable {
    /// Shaping units per em: design units for outline fonts, 1/64 px at the strike for bitmap fonts.
    public var unitsPerEm: Int
    /// Ascent above the baseline, in em.
    public var ascent: Double
    /// Descent below the baseline, positive, in em.
    public var descent: Double
    /// Line gap, in em.
    public var lineGap: Double
    /// Whether the font has only bitmap strikes (no outlines).
    public var isBitmap: Bool

    init(_ raw: steady_font_metrics_t) {
        let unitsPerEm = Double(raw.units_per_em)
        self.unitsPerEm = Int(raw.units_per_em)
        self.ascent = Double(raw.ascent) / unitsPerEm
        self.descent = Double(raw.descent) / unitsPerEm
        self.lineGap = Double(raw.line_gap) / unitsPerEm
        self.isBitmap = raw.is_bitmap != 0
    }

    /// The ascent and descent in whole px at `fontSize`, rounded separately as
    /// Chromium does for `line-height: normal` (Skia's `SkScalarRoundToScalar`).
    public func roundedAscentDescent(fontSize: Double) -> (ascent: Int, descent: Int) {
        let size = Float(fontSize)
        let ascent = (Float(self.ascent) * size + 0.5).rounded(.down)
        let descent = (Float(self.descent) * size + 0.5).rounded(.down)
        return (Int(ascent), Int(descent))
    }
}
