import CSteadyShims

/// A font's vertical metrics as Firefox reads them (Gecko's
/// `gfxFT2FontBase::InitMetrics` over FreeType), in the file's units:
/// other numbers than Chromium's (``FontMetrics/init(_:)``). Firefox's
/// `normal` line is the taller of the ascent plus descent, each rounded
/// *up* to a whole device px, and the OS/2 typo line height with its gap,
/// rounded: Roboto's typo height makes its lines 18 px at 14 px where
/// Chromium's are 16. The hhea line gap and the win metrics count nowhere.
struct GeckoFontMetrics: Sendable, Equatable {
    /// FreeType's ascender and descender (negative below): hhea's; OS/2's
    /// typo ones when hhea's are both 0; else its win ascent and descent.
    var ascender: Int64
    var descender: Int64
    /// The OS/2 typo ascender, descender and line gap; 0 without OS/2.
    var typoAscender: Int64
    var typoDescender: Int64
    var typoLineGap: Int64
    /// fsSelection bit 7: the typo ascender and descender, rounded, are the ascent and descent.
    var usesTypoMetrics: Bool
    /// The `head` table's units per em.
    var unitsPerEm: Int64
    /// OS/2's average character width and x-height (0 when it has none),
    /// and the advances of "x", "0" and the space (nil when the font has no
    /// glyph for it), in the file's units: what Gecko's `aveCharWidth` is
    /// made of, the width of its box for a character no font has
    /// (``missingGlyphAppUnits(least:size:appUnitsPerDevicePixel:)``).
    var averageCharWidth: Int64 = 0
    var xHeight: Int64 = 0
    var xAdvance: Int64? = nil
    var zeroAdvance: Int64? = nil
    var spaceAdvance: Int64? = nil
    /// A bitmap-only font's strike, whose ascent and descent Firefox scales
    /// to the size unrounded (Noto Color Emoji: 101 and 27 px of its 109
    /// px strike); nil for an outline font.
    var strike: Strike?

    struct Strike: Sendable, Equatable {
        var ppem: Double, ascent: Double, descent: Double
    }

    /// The metrics of `raw`, with `advance` giving a character's advance in
    /// the file's units, nil when the font has no glyph for it.
    init(_ raw: steady_font_metrics_t, advance: (Unicode.Scalar) -> Int64? = { _ in nil }) {
        if raw.os2_version != 0xFFFF {
            averageCharWidth = Int64(raw.average_char_width)
            xHeight = Int64(raw.x_height)
        }
        xAdvance = advance("x")
        zeroAdvance = advance("0")
        spaceAdvance = advance(" ")
        let hasOS2 = raw.os2_version != 0xFFFF
        (typoAscender, typoDescender, typoLineGap) = hasOS2
            ? (Int64(raw.typo_ascender), Int64(raw.typo_descender), Int64(raw.typo_line_gap)) : (0, 0, 0)
        if raw.hhea_ascender != 0 || raw.hhea_descender != 0 {
            (ascender, descender) = (Int64(raw.hhea_ascender), Int64(raw.hhea_descender))
        } else if typoAscender != 0 || typoDescender != 0 {
            (ascender, descender) = (typoAscender, typoDescender)
        } else {
            (ascender, descender) = hasOS2 ? (Int64(raw.win_ascent), -Int64(raw.win_descent)) : (0, 0)
        }
        usesTypoMetrics = hasOS2 && raw.os2_fs_selection & 0x80 != 0
        unitsPerEm = Int64(max(raw.head_units_per_em, 1))
        strike = raw.is_bitmap != 0 && raw.units_per_em > 0
            ? Strike(ppem: Double(raw.units_per_em) / 64, ascent: Double(raw.strike_ascender) / 64,
                     descent: Double(-raw.strike_descender) / 64)
            : nil
    }

    /// The font's box at `size` device px: its ascent and descent in device
    /// px (whole for an outline font, as FreeType rounds them: the product
    /// kept to 1/64 px, then up to a whole px, so Noto Sans' descent at 20.5
    /// px is 6, not 7), its `normal` line height and its em, in whole device px.
    func box(size: Double) -> (ascent: Double, descent: Double, normal: Int, em: Int) {
        var ascent: Double, descent: Double
        let yScale: Double
        var em: Double
        if let strike {
            ascent = strike.ascent * size / strike.ppem
            descent = strike.descent * size / strike.ppem
            yScale = size / Double(unitsPerEm)
            em = size
        } else {
            // FT_Set_Char_Size with the size in 26.6, rounded; FT_DivFix, FT_MulFix.
            let scale = Self.divFix(Int64((size * 64).rounded(.toNearestOrAwayFromZero)), unitsPerEm)
            ascent = Double((Self.mulFix(ascender, scale) + 63) >> 6)
            descent = Double(-(Self.mulFix(descender, scale) >> 6))
            yScale = Double(scale) / 65536 / 64
            em = Double(unitsPerEm) * yScale
        }
        var lineHeight = ascent + descent
        if typoAscender != 0 && yScale > 0 {
            lineHeight = max(lineHeight, Double(typoAscender - typoDescender + typoLineGap) * yScale)
            if usesTypoMetrics || (ascent == 0 && descent == 0) {
                ascent = (Double(typoAscender) * yScale).rounded(.toNearestOrAwayFromZero)
                descent = (Double(-typoDescender) * yScale).rounded(.toNearestOrAwayFromZero)
                lineHeight = max(lineHeight, ascent + descent)
            }
        }
        return (ascent, descent, Int((lineHeight + 0.5).rounded(.down)), Int((em + 0.5).rounded(.down)))
    }

    /// The app units of the box Gecko draws for a character no font has,
    /// this font being the first (`gfxShapedText::SetMissingGlyph`): the
    /// font's `aveCharWidth` at `size` device px, at least the box's own
    /// `least` px (13, or 17 beyond the BMP) of 1/60 CSS px, truncated to au.
    func missingGlyphAppUnits(least: UInt8, size: Double, appUnitsPerDevicePixel p2a: Int) -> Int {
        let minimum = Double(Float(least) * (60 / Float(max(p2a, 1))))
        let width = max(averageCharacterWidth(size: size), minimum) * Double(p2a)
        return width < 0x1p40 ? Int(width) : 1 << 40
    }

    /// Gecko's `aveCharWidth` at `size` device px (`gfxFT2FontBase::InitMetrics`):
    /// OS/2's average width scaled and rounded to whole px; at least the
    /// width of "x" when OS/2 has no x-height, and of "0"; the space's when
    /// all are 0.
    private func averageCharacterWidth(size: Double) -> Double {
        guard strike == nil else { return size / 2 }
        let scale = Self.divFix(Int64((size * 64).rounded(.toNearestOrAwayFromZero)), unitsPerEm)
        func linear(_ units: Int64?) -> Double? {
            units.map { Double((2 * $0 * scale + 64) / 128) / 65536 }
        }
        var average = Double((Self.mulFix(averageCharWidth, scale) + 32) >> 6)
        if xHeight == 0, let x = linear(xAdvance) { average = max(average, x) }
        if let zero = linear(zeroAdvance) { average = max(average, zero) }
        if average == 0 { average = linear(spaceAdvance) ?? 0 }
        return average
    }

    /// FreeType's `FT_DivFix`: `a / b` in 16.16, rounded, halves away from 0.
    private static func divFix(_ a: Int64, _ b: Int64) -> Int64 {
        let sign: Int64 = (a < 0) != (b < 0) ? -1 : 1
        return sign * ((abs(a) * 65536 + abs(b) / 2) / abs(b))
    }

    /// FreeType's `FT_MulFix`: `a × b / 65536`, rounded, halves away from 0.
    private static func mulFix(_ a: Int64, _ b: Int64) -> Int64 {
        let sign: Int64 = (a < 0) != (b < 0) ? -1 : 1
        return sign * ((abs(a) * abs(b) + 0x8000) >> 16)
    }
}
