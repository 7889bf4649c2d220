/// A text's widths as Chromium measures them, glyph by glyph in 16.16
/// device px, for a text prepared keeping each glyph's advance
/// (``ShapingRules/keepsGlyphAdvances``: a bubble's one-line labels,
/// ``PreparationRules/blinkGlyphs``).
///
/// Skia hands HarfBuzz each glyph's advance in 16.16 px and HarfBuzz adds
/// its kerning, rounded on its own, at its own scale (Docs/device-pixel-ratio.md,
/// rule (a)); a text box's width is their exact sum. Per glyph, at a
/// device font size `s` (``DeviceScale``, already cut to 0.01 px):
///
/// - **An outline font's glyph** (a missing character's .notdef too):
///   FreeType's linear advance at the 26.6 size Skia truncates, `trunc(64
///   s)`, plus HarfBuzz's kerning at `trunc(65536 s)` (``OutlineGlyphScale``).
///   At a size off the 1/64 px grid (a label at 0.8125 em) the two scales
///   differ: "Yesterday" at 34.12 px kerns at 34.12, advances at 34.109375.
/// - **A bitmap font's glyph** (the colour emoji): `trunc(f32(f32(A × s) /
///   ppem) × 65536)`, with A the strike's advance in px (rule (f)).
/// - **An inline box**: its width in 1/64 px, truncated (``LineBreaker/boxPx(_:)``).
///
/// Blink emboldens a synthetic bold's outlines, never its advances.
enum BlinkAdvances {
    /// The widths of `storage`'s code units at `fontSize` device px: each
    /// run's exact sum of 16.16 advances as a 32-bit float, the runs of an
    /// item added in 32-bit floats (a `ShapeResult`'s width; seen on a pill
    /// of 32 runs of emoji and digits, whose exact sum is 12/65,536 px above
    /// a 1/64 px step and its float sum on it), so that an item's width is
    /// the difference of its ends' entries. Inside a run, the same of the
    /// run so far.
    static func widths(storage: PreparedTextStorage, fontSize: Double) -> GlyphWidths {
        var sum = ItemSum(storage: storage, fontSize: fontSize)
        var prefix = [Double](repeating: 0, count: storage.units.prefixWidths.count)
        for k in 0..<storage.segmentCount {
            let segmentStart = Int(storage.segmentStarts[k])
            let startsItem = storage.segments[k].flags.contains(.startsItem)
            for u in segmentStart..<Int(storage.segmentStarts[k + 1]) {
                sum.add(u, startsItem: u == segmentStart && startsItem)
                prefix[u + 1] = sum.total
            }
        }
        return GlyphWidths(prefix: prefix)
    }

    /// The width of `range` at `fontSize` device px, one item's code units
    /// or the part of one a line starts with, as ``widths(storage:fontSize:)``
    /// gives it: with no array, for a piece of a long text.
    static func width(of range: Range<Int>, storage: PreparedTextStorage, fontSize: Double) -> Double {
        var sum = ItemSum(storage: storage, fontSize: fontSize, from: range.lowerBound)
        for u in range { sum.add(u, startsItem: u == range.lowerBound) }
        return sum.total
    }

    /// The width of `range`, the content of the last piece of a line, at
    /// `fontSize` device px as Chromium's line breaker fits it, `range`
    /// lying in the item `item`: the content fits when this width, rounded
    /// up to 1/64 px, does. `ShapingLineBreaker::ShapeLine` finds the break
    /// from the item's character positions, each the exact sum of the
    /// advances before it from the item's start rounded up to 1/64 px
    /// (`ShapeResult::ComputePositionData`, `CachedOffsetForPosition`): the
    /// content fits if the position at its end, less the one at the line's
    /// start, does; or the rest of the item fits whole, when its width (the
    /// exact sum made a float, `ShapeResult::width_`) is within the room
    /// after the line's start position. Either way `LineBreaker::BreakText`
    /// keeps the piece only if its `ShapeResultView` width, rounded up, fits
    /// too (``width(of:storage:fontSize:)``; `ShapeResultView::PopulateRunInfoParts`:
    /// a run cut by the range is its advances' exact sum made a float, as a
    /// whole run's is). The sums differ where floats round: runs' floats
    /// added (a Gujarati line at 23 px: 18,768.0000 units in floats, above
    /// it exactly: it does not fit in 18,768), and the item's float width (a
    /// Spanish line of 684 px at 28 px: 43,811.0000 as a float, above it
    /// exactly: it fits in 43,811).
    static func fittingWidth(of range: Range<Int>, item: Range<Int>, storage: PreparedTextStorage,
                             fontSize: Double) -> Double {
        var before = ItemSum(storage: storage, fontSize: fontSize, from: item.lowerBound)
        for u in item.lowerBound..<range.lowerBound { before.add(u, startsItem: u == item.lowerBound) }
        var piece = ItemSum(storage: storage, fontSize: fontSize, from: range.lowerBound)
        for u in range { piece.add(u, startsItem: u == range.lowerBound) }
        // A position: a LayoutUnit rounded up from 1/65,536 px, 1,024 of them a unit.
        func units(_ exact: Int) -> Int { (exact + 1023) >> 10 }
        let start = units(before.exact)
        let positions = Double(units(before.exact &+ piece.exact) - start) / 64
        var width = max(piece.total, positions)
        if range.upperBound == item.upperBound {
            // The rest of the item fits whole: its float width within the room after the start.
            let whole = Double(Float(Double(before.exact &+ piece.exact) / 65536))
            width = min(width, max(piece.total, Double(ceil64(whole) - start) / 64))
        }
        return width
    }

    /// Code units' widths added as Blink adds them: each font's run an exact
    /// sum of 16.16 px made a 32-bit float, an item's runs added in floats.
    private struct ItemSum {
        private let storage: PreparedTextStorage
        private let units: UnitMetrics
        private let fontSize: Double
        /// The arithmetic of the font in use and of the one before it: a
        /// label is one font or two (an emoji, a check mark); a third is
        /// made again at each change.
        private var current: (font: Int, scale: GlyphScale)
        private var previous: (font: Int, scale: GlyphScale)? = nil
        /// The items before this one, this item's runs before this one
        /// added in floats, and this run's exact sum in 1/65,536 px.
        private var itemStart = 0.0
        private var item: Float = 0
        private var run = 0
        /// Every advance added, in 1/65,536 px: the exact sum.
        private(set) var exact = 0
        /// The spaces HarfBuzz drew with the space glyph, in order, and the
        /// next one to come.
        private let spaces: [SynthesizedSpace]
        private var nextSpace: Int

        /// A sum from code unit `start` on.
        init(storage: PreparedTextStorage, fontSize: Double, from start: Int = 0) {
            self.storage = storage
            self.units = storage.units
            self.fontSize = fontSize
            current = (0, GlyphScale(slot: 0, of: storage, fontSize: fontSize))
            spaces = storage.synthesizedSpaces
            nextSpace = spaces.firstIndex { Int($0.unit) >= start } ?? spaces.count
        }

        /// The width of the code units added so far.
        var total: Double { itemStart + Double(item + Float(Double(run) / 65536)) }

        /// Adds code unit `u`, the first of an item when `startsItem`.
        mutating func add(_ u: Int, startsItem: Bool) {
            let font = Int(units.font(at: u))
            if u > 0 && (font != Int(units.font(at: u - 1)) || startsItem) {
                // A run ends: HarfBuzz shapes each font's run apart.
                item += Float(Double(run) / 65536)
                run = 0
                if startsItem {
                    itemStart += Double(item)
                    item = 0
                }
            }
            let advance = units.prefixWidths[u + 1] - units.prefixWidths[u]
            if advance != 0 && font < storage.fontMetrics.count {
                if font != current.font {
                    let next = previous?.font == font
                        ? previous! : (font, GlyphScale(slot: font, of: storage, fontSize: fontSize))
                    previous = current
                    current = next
                }
                let advance16 = nextSpace < spaces.count && Int(spaces[nextSpace].unit) == u
                    // A space HarfBuzz drew with the space glyph: its width at Blink's scale.
                    ? current.scale.synthesizedSpace16(spaces[nextSpace].kind, advance: advance,
                                                       kerning: -units.endAdjustment(at: u))
                    : current.scale.advance16(advance: advance, kerning: -units.endAdjustment(at: u))
                run &+= advance16
                exact &+= advance16
            }
            while nextSpace < spaces.count && Int(spaces[nextSpace].unit) <= u { nextSpace += 1 }
        }
    }

    /// One font's arithmetic at a size: what turns a glyph's advance and
    /// kerning, in em, into 16.16 device px.
    struct GlyphScale {
        private enum Kind {
            case outline(OutlineGlyphScale)
            /// The size in px, the strike's ppem.
            case bitmap(size: Float, ppem: Float, shapingUnitsPerEm: Double)
            /// The size in px (an inline box's em).
            case box(size: Double)
            case none
        }
        private let kind: Kind

        /// The arithmetic of `storage`'s font `slot` at `fontSize` device px.
        init(slot: Int, of storage: PreparedTextStorage, fontSize: Double) {
            self.init(metrics: storage.fontMetrics[slot],
                      designUnitsPerEm: slot < storage.geckoMetrics.count ? storage.geckoMetrics[slot]?.unitsPerEm : nil,
                      size: Float(LayoutLimits.clamp(fontSize: fontSize)), boxSize: fontSize)
        }

        private init(metrics: FontMetrics, designUnitsPerEm: Int64?, size: Float, boxSize: Double) {
            if metrics.isBox {
                kind = .box(size: boxSize)
            } else if metrics.isBitmap {
                // A bitmap font's shaping units are 1/64 px at its strike.
                kind = metrics.unitsPerEm > 0
                    ? .bitmap(size: size, ppem: Float(metrics.unitsPerEm) / 64,
                              shapingUnitsPerEm: Double(metrics.unitsPerEm))
                    : .none
            } else if metrics.unitsPerEm > 0 {
                // Skia truncates the size to 26.6; HarfBuzz's scale is the
                // float size times 65,536, truncated.
                kind = .outline(OutlineGlyphScale(
                    shapingUnitsPerEm: metrics.unitsPerEm,
                    designUnitsPerEm: designUnitsPerEm ?? Int64(metrics.unitsPerEm),
                    size26Dot6: Int64(size * 64), harfBuzzScale: Int64(size * 65536)))
            } else {
                kind = .none
            }
        }

        /// A space HarfBuzz drew with the font's space glyph
        /// (``SynthesizedSpace``) in 16.16 device px, from its advance and
        /// kerning in em: ``OutlineGlyphScale/synthesizedSpace16(_:advance:kerning:)``
        /// for an outline font; as another glyph for the others.
        func synthesizedSpace16(_ kind: SynthesizedSpace.Kind, advance: Double, kerning: Double) -> Int {
            guard case let .outline(scale) = self.kind else { return advance16(advance: advance, kerning: kerning) }
            return Int(scale.synthesizedSpace16(kind, advance: advance, kerning: kerning))
        }

        /// A glyph's width in 16.16 device px, from its advance (kerning
        /// included) and its kerning, in em.
        @inline(__always)
        func advance16(advance: Double, kerning: Double) -> Int {
            switch kind {
            case let .outline(scale):
                return Int(scale.advance16(advance: advance, kerning: kerning))
            case let .bitmap(size, ppem, shapingUnitsPerEm):
                let strikeAdvance = Float((advance * shapingUnitsPerEm).rounded()) / 64
                let advance16 = (Double(strikeAdvance * size / ppem) * 65536).rounded(.towardZero)
                guard advance16.magnitude < 0x1p52 else { return 0 }
                return Int(advance16)
            case let .box(size):
                return layoutUnits((advance * size * 64).rounded(.towardZero)) * 1024
            case .none:
                return 0
            }
        }
    }
}
