import CSteadyShims

/// A font's vertical metrics, in em, as Chromium reads them from the file
/// (``init(_:)`` holds the rule).
package struct FontMetrics: Sendable, Equatable {
    /// Shaping units per em: design units for outline fonts, 1/64 px at the strike for bitmap fonts.
    package var unitsPerEm: Int
    /// Ascent above the baseline, in em; never negative.
    package var ascent: Double
    /// Descent below the baseline, in em: positive, unless a broken font's
    /// descender is above the baseline.
    package var descent: Double
    /// Line gap, in em.
    package var lineGap: Double
    /// Whether the font has only bitmap strikes (no outlines).
    package var isBitmap: Bool
    /// The ascent, descent and line gap in the font's units, and its units
    /// per em: Chromium scales them in single precision, each times
    /// `size / unitsPerEm` (``verticalScale(fontSize:)``), as Fontations'
    /// Skrifa does; an em fraction times the size rounds otherwise at halves
    /// (seen: OpenDyslexic's 1250 of 1000 units at 18 px are 22.499998 px,
    /// rounded to 22, where 1.25 × 18 is 22.5; 1 px a line).
    var verticalUnits = VerticalUnits(ascent: 0, descent: 0, lineGap: 0, perEm: 1)

    /// ``verticalUnits``' numbers.
    struct VerticalUnits: Sendable, Equatable {
        var ascent: Double, descent: Double, lineGap: Double, perEm: Double
    }
    /// Whether these are a strut's metrics: a slot of ``FontSet`` that
    /// stands for a span's own font on its lines, not for glyphs drawn
    /// (``FontStack``'s `strutSlots`, read by `LineHeights`).
    var isStrut = false
    /// Whether this is the box slot: a slot of ``FontSet`` that stands for
    /// the boxes of a line (atomic inlines 1 em tall), not for a font.
    var isBox = false

    /// The metrics of a font file's tables, as Chromium comes to them:
    ///
    /// 1. Its sanitizer (OTS) checks every web font first: a negative hhea
    ///    ascender or line gap, and a negative OS/2 typo line gap, become 0
    ///    (seen: a negative ascender draws lines of the descent alone).
    /// 2. Its font library (Fontations' Skrifa, which reads web fonts for
    ///    Skia) takes OS/2's typo ascender, descender and line gap when the
    ///    font sets USE_TYPO_METRICS (fsSelection bit 7); else hhea's. When
    ///    hhea's ascender and descender are both 0: OS/2's typo values, their
    ///    line gap too, when those are not both 0, else its win ascent and
    ///    descent, and hhea's line gap stays (seen in Chromium with edited
    ///    fonts, each branch: Tests/…/FontMetricsRuleTests).
    ///
    /// In em of the `head` table's units per em, also for a bitmap-only font:
    /// the colour emoji font measures by its hhea (1900 / −500 over 2048
    /// units), not by its strike (101 / 27 px of 109), seen at every size
    /// from 9 to 80 px. Only a font without those tables takes its strike's.
    init(_ raw: steady_font_metrics_t) {
        self.unitsPerEm = Int(raw.units_per_em)
        self.isBitmap = raw.is_bitmap != 0
        let hasOS2 = raw.os2_version != 0xFFFF
        if raw.has_hhea != 0 && raw.head_units_per_em > 0 {
            // OTS's repairs.
            let hheaAscender = max(0, raw.hhea_ascender)
            let hheaLineGap = max(0, raw.hhea_line_gap)
            let typoLineGap = max(0, raw.typo_line_gap)
            var (ascender, descender, lineGap) = (hheaAscender, raw.hhea_descender, hheaLineGap)
            if hasOS2 && raw.os2_fs_selection & 0x80 != 0 {
                (ascender, descender, lineGap) = (raw.typo_ascender, raw.typo_descender, typoLineGap)
            } else if ascender == 0 && descender == 0 && hasOS2 {
                if raw.typo_ascender != 0 || raw.typo_descender != 0 {
                    (ascender, descender, lineGap) = (raw.typo_ascender, raw.typo_descender, typoLineGap)
                } else {
                    (ascender, descender) = (raw.win_ascent, -raw.win_descent)
                }
            }
            verticalUnits = VerticalUnits(ascent: Double(max(0, ascender)), descent: Double(-descender),
                                          lineGap: Double(lineGap), perEm: Double(raw.head_units_per_em))
            let units = Double(raw.head_units_per_em)
            ascent = Double(max(0, ascender)) / units
            descent = Double(-descender) / units
            self.lineGap = Double(lineGap) / units
        } else {
            let units = Double(raw.units_per_em)
            verticalUnits = VerticalUnits(ascent: Double(max(0, raw.strike_ascender)), descent: Double(-raw.strike_descender),
                                          lineGap: Double(raw.strike_height - raw.strike_ascender + raw.strike_descender),
                                          perEm: units)
            ascent = Double(max(0, raw.strike_ascender)) / units
            descent = Double(-raw.strike_descender) / units
            lineGap = Double(raw.strike_height - raw.strike_ascender + raw.strike_descender) / units
        }
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
    package func advanceScale(fontSize: Double) -> Double {
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
    package func roundedAscentDescent(fontSize: Double) -> (ascent: Int, descent: Int) {
        lineMetrics(fontSize: fontSize).text
    }

    /// The font's box on a line at `line-height: normal`, in whole px above
    /// and below the baseline: its rounded ascent and descent, and its line
    /// gap rounded (`lroundf`: Blink's `FontMetrics::LineSpacing`) and shared
    /// out as `FontHeight::AddLeading` shares leading, half above (floored),
    /// the rest below. So the box is the font's line spacing tall: Liberation
    /// Sans at 17 px is 15 + 4 px with a 1 px gap, a line of 20 px.
    func normalLineBox(fontSize: Double) -> (ascent: Int, descent: Int) {
        lineMetrics(fontSize: fontSize).box
    }

    /// ``roundedAscentDescent(fontSize:)`` and ``normalLineBox(fontSize:)``
    /// together, the size scaled once: every layout call asks both of the
    /// primary font.
    func lineMetrics(fontSize: Double) -> (text: (ascent: Int, descent: Int), box: (ascent: Int, descent: Int)) {
        let scale = verticalScale(fontSize: fontSize)
        let ascent = Self.floor(Float(verticalUnits.ascent) * scale + 0.5)
        let descent = Self.floor(Float(verticalUnits.descent) * scale + 0.5)
        let gap = Float(verticalUnits.lineGap) * scale
        // lroundf: halves away from zero (only a negative gap tells them apart).
        let roundedGap = gap >= 0 ? Self.floor(gap + 0.5) : -Self.floor(-gap + 0.5)
        // LayoutUnit halves truncate toward zero, then Floor(): floor(gap / 2) in px.
        let above = roundedGap >= 0 ? roundedGap / 2 : -((-roundedGap + 1) / 2)
        return ((ascent, descent), (ascent + above, descent + roundedGap - above))
    }

    /// Px per vertical unit at `fontSize`: `f32(size) / f32(unitsPerEm)`, as
    /// Skrifa's `Size::linear_scale` divides. Sizes are clamped as in
    /// ``advanceScale(fontSize:)``.
    @inline(__always)
    private func verticalScale(fontSize: Double) -> Float {
        Float(LayoutLimits.clamp(fontSize: fontSize)) / Float(verticalUnits.perEm)
    }

    /// `Int(x.rounded(.down))` without a call to libm's `floorf`, as every
    /// layout call computes line heights.
    private static func floor(_ x: Float) -> Int {
        let truncated = Int(x)
        return Float(truncated) > x ? truncated - 1 : truncated
    }
}
