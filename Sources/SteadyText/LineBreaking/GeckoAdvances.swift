/// A text's widths as Firefox measures them, in app units (au, 1/60 CSS
/// px): the `firefox` target's widths, from the glyphs a Gecko preparation
/// keeps one to a code unit (``ShapingRules/keepsGlyphAdvances``).
///
/// Gecko turns each glyph into whole app units on its own
/// (`gfxHarfBuzzShaper::SetGlyphsFromRun`) and sums the integers, so a
/// width is not its advances' sum scaled once: 30 glyphs may differ by
/// several au from it, which decides where a line breaks. Per glyph, at a
/// font size of `s` device px (``GeckoLineBoxes``: `round(S × 60) / P`
/// with P au a device px):
///
/// - **An outline font's glyph**: FreeType's unhinted linear advance in
///   16.16 px, `FT_MulDiv(advance, FT_DivFix(round(64 s), upem), 64)`, plus
///   HarfBuzz's kerning at the scale `trunc(65536 s)`, `(v × ((scale << 16)
///   / upem) + 32768) >> 16`; then `floor(x × P / 65536 + 0.5)` au.
/// - **A bitmap font's glyph** (the colour emoji): the strike's advance
///   scaled to `s` and rounded to whole device px (`ShouldRoundXOffset`
///   holds for a font that is not scalable), P au each.
/// - **An inline box**: its width in CSS px, rounded to au.
/// - **A character no font has**: a box of the primary font's average
///   character width, at least 13 px of 1/60 CSS px (17 beyond the BMP),
///   truncated to au (``GeckoFontMetrics/missingGlyphAppUnits(least:size:appUnitsPerDevicePixel:)``);
///   none for a default-ignorable one (``GeckoUnits/missingBoxes``).
/// - **Synthetic bold** (a bold span over a face declared lighter than 600,
///   ``FontFallbackList/emboldened``): FreeType's emboldening strength,
///   `FT_MulFix(upem, y_scale) / 48` in 26.6 px, is added to each outline
///   glyph's 16.16 advance before it is rounded
///   (`gfxFT2FontBase::GetEmboldenStrength`). Blink emboldens the outlines
///   only.
///
/// The fit test that reads these is exact: a line fits when its width
/// without hanging spaces is at most the box's width in au, with no
/// epsilon (`gfxTextRun::BreakAndMeasureText`).
enum GeckoAdvances {
    /// The widths of `storage`'s code units at `fontSize` CSS px on a screen
    /// of `appUnitsPerDevicePixel`, in app units (read by the walk as au / 64).
    static func widths(storage: PreparedTextStorage, fontSize: Double, appUnitsPerDevicePixel: Int) -> GlyphWidths {
        let p2a = max(appUnitsPerDevicePixel, 1)
        let fontAppUnits = geckoAppUnits(fontSize)
        let deviceSize = Double(fontAppUnits) / Double(p2a)
        func scale(_ slot: Int) -> GlyphScale {
            GlyphScale(metrics: storage.fontMetrics[slot],
                       gecko: slot < storage.geckoMetrics.count ? storage.geckoMetrics[slot] : nil,
                       deviceSize: deviceSize, cssSize: fontSize, appUnitsPerDevicePixel: p2a)
        }
        // The primary font's arithmetic, and the others' made when a unit
        // first needs them: most texts use one or two of the stack's slots.
        let primaryScale = scale(0)
        var scales: [GlyphScale?] = []
        let units = storage.units
        let marks = storage.geckoUnits
        let count = units.prefixWidths.count - 1
        var prefix = [Int](repeating: 0, count: count + 1)
        var total = 0
        let primary = storage.geckoMetrics.first ?? nil
        for u in 0..<count {
            let advance = units.prefixWidths[u + 1] - units.prefixWidths[u]
            if case let box = marks.missingBox(at: u), box != 0 {
                if box > 1, let primary {
                    total += primary.missingGlyphAppUnits(least: box, size: deviceSize, appUnitsPerDevicePixel: p2a)
                }
            } else if advance != 0 {
                let font = Int(units.font(at: u))
                var glyphScale = primaryScale
                if font != 0 {
                    if scales.isEmpty { scales = Array(repeating: nil, count: storage.fontMetrics.count) }
                    guard font < scales.count else { prefix[u + 1] = total; continue }
                    if scales[font] == nil { scales[font] = scale(font) }
                    glyphScale = scales[font]!
                }
                total += glyphScale.appUnits(advance: advance, kerning: -units.endAdjustment(at: u),
                                             emboldened: marks.isEmboldened(u))
            }
            prefix[u + 1] = total
        }
        // The walk holds app units / 64, so that rounding up to 1/64 keeps them whole.
        return GlyphWidths(prefix: prefix.map { Double($0) / 64 })
    }

    /// One font's arithmetic at a size: what turns a glyph's advance and
    /// kerning, in em, into app units.
    struct GlyphScale {
        private enum Kind {
            /// FreeType's and HarfBuzz's arithmetic, and FreeType's
            /// emboldening strength in 16.16 px.
            case outline(OutlineGlyphScale, emboldening: Int64)
            /// The device size in px.
            case bitmap(deviceSize: Double)
            /// The CSS size in px (an inline box's em).
            case box(cssSize: Double)
            case none
        }
        private let kind: Kind
        private let appUnitsPerDevicePixel: Int

        init(metrics: FontMetrics, gecko: GeckoFontMetrics?, deviceSize: Double, cssSize: Double,
             appUnitsPerDevicePixel: Int) {
            self.appUnitsPerDevicePixel = appUnitsPerDevicePixel
            if metrics.isBox {
                kind = .box(cssSize: cssSize)
            } else if metrics.isBitmap {
                kind = .bitmap(deviceSize: deviceSize)
            } else if let gecko, metrics.unitsPerEm > 0 {
                // Gecko rounds the 26.6 size (Skia truncates it).
                let scale = OutlineGlyphScale(
                    shapingUnitsPerEm: metrics.unitsPerEm, designUnitsPerEm: gecko.unitsPerEm,
                    size26Dot6: Int64(min(deviceSize * 64, 0x1p40).rounded(.toNearestOrAwayFromZero)),
                    harfBuzzScale: Int64(min(deviceSize * 65536, 0x1p40).rounded(.towardZero)))
                // FT_MulFix(upem, y_scale) / 48, in 26.6, then in 16.16.
                let emboldening = (((scale.designUnitsPerEm * scale.xScale + 0x8000) >> 16) / 48) << 10
                kind = .outline(scale, emboldening: emboldening)
            } else {
                kind = .none
            }
        }

        /// A glyph's app units, from its advance (kerning included) and
        /// its kerning, in em, and whether it is drawn emboldened.
        @inline(__always)
        func appUnits(advance: Double, kerning: Double, emboldened: Bool = false) -> Int {
            let p2a = Int64(appUnitsPerDevicePixel)
            switch kind {
            case let .outline(scale, emboldening):
                let advance16 = scale.advance16(advance: advance, kerning: kerning,
                                                emboldening: emboldened ? emboldening : 0)
                return Int((advance16 &* p2a &+ 32768) >> 16)
            case let .bitmap(deviceSize):
                let advance16 = (advance * deviceSize * 65536).rounded(.toNearestOrAwayFromZero)
                guard advance16.magnitude < 0x1p52 else { return 0 }
                return Int(((Int64(advance16) &+ 0x8000) >> 16) &* p2a)
            case let .box(cssSize):
                return geckoAppUnits(advance * cssSize)
            case .none:
                return 0
            }
        }
    }
}
