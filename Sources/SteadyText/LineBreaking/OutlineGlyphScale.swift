/// An outline font's glyph arithmetic at one device size, as FreeType and
/// HarfBuzz do it inside Blink and Gecko: a glyph's advance and kerning, in
/// em as a preparation that keeps each glyph holds them
/// (``ShapingRules/keepsGlyphAdvances``), to 16.16 device px.
///
/// Both engines take a glyph's advance from FreeType's unhinted linear
/// advance, `FT_MulDiv(advance, x_scale, 64)` with `x_scale =
/// FT_DivFix(size in 26.6, upem)`, and add HarfBuzz's kerning at the scale
/// `trunc(65536 s)`, `(v × ((scale << 16) / upem) + 32768) >> 16`: two
/// roundings per glyph, and two sizes (the 26.6 one and the exact one), which
/// a width scaled from its em sum once does not see. They differ in the
/// 26.6 size only: Skia truncates it, Gecko rounds it.
struct OutlineGlyphScale {
    /// FreeType's x scale: 16.16 px per 64 design units.
    let xScale: Int64
    /// HarfBuzz's multiplier: 16.16 of its scale per design unit.
    private let kerningMultiplier: Int64
    /// HarfBuzz's scale, 16.16 px per em: Blink's hb_font's, the size itself.
    private let harfBuzzScale: Int64
    /// Design units per shaping unit (a variable font shapes in 1/64 units).
    private let designPerShaping: Double
    /// Shaping units per em.
    private let shapingUnitsPerEm: Double
    /// The design units per em (the `head` table's).
    let designUnitsPerEm: Int64

    /// The arithmetic of a font whose shaping units per em are
    /// `shapingUnitsPerEm` and design units `designUnitsPerEm`, at a size of
    /// `size26Dot6` / 64 px for FreeType and `harfBuzzScale` / 65536 px for
    /// HarfBuzz.
    init(shapingUnitsPerEm: Int, designUnitsPerEm: Int64, size26Dot6: Int64, harfBuzzScale: Int64) {
        let upem = max(designUnitsPerEm, 1)
        self.designUnitsPerEm = upem
        xScale = (size26Dot6 * 65536 + upem / 2) / upem
        kerningMultiplier = (harfBuzzScale << 16) / upem
        self.harfBuzzScale = harfBuzzScale
        designPerShaping = Double(upem) / Double(max(shapingUnitsPerEm, 1))
        self.shapingUnitsPerEm = Double(max(shapingUnitsPerEm, 1))
    }

    /// A glyph's advance in 16.16 device px, from its advance (kerning
    /// included) and its kerning, in em; `emboldening` (16.16 px) is added
    /// to an advance that is not 0. Wrapping arithmetic: only sizes past any
    /// screen's come near 64 bits, and they get a wrong width, not a trap;
    /// 0 for an advance too large to hold.
    @inline(__always)
    func advance16(advance: Double, kerning: Double, emboldening: Int64 = 0) -> Int64 {
        let kerningUnits = (kerning * shapingUnitsPerEm).rounded()
        let nominal = ((advance * shapingUnitsPerEm).rounded() - kerningUnits) * designPerShaping
        let linear = (nominal * Double(xScale) / 64).rounded(.toNearestOrAwayFromZero)
        guard linear.magnitude < 0x1p52 else { return 0 }
        return Int64(linear) &+ (linear != 0 ? emboldening : 0) &+ kerning16(kerningUnits)
    }

    /// Kerning of `units` shaping units in 16.16 device px, at HarfBuzz's scale.
    @inline(__always)
    private func kerning16(_ units: Double) -> Int64 {
        (Int64(units * designPerShaping) &* kerningMultiplier &+ 32768) >> 16
    }

    /// The width in 16.16 device px of a space the font lacks, which
    /// HarfBuzz drew with its space glyph (``SynthesizedSpace``), from its
    /// advance and kerning in em (its space glyph's advance less its
    /// advance): HarfBuzz's width at Blink's scale, a fraction of the size
    /// (half the space glyph's width for U+202F), and what the font's
    /// lookups added to the width HarfBuzz gave it in font units, at
    /// HarfBuzz's scale as kerning is.
    func synthesizedSpace16(_ kind: SynthesizedSpace.Kind, advance: Double, kerning: Double) -> Int64 {
        let advanceUnits = (advance * shapingUnitsPerEm).rounded()
        let spaceUnits = advanceUnits - (kerning * shapingUnitsPerEm).rounded()
        guard advanceUnits.magnitude < 0x1p40 && spaceUnits.magnitude < 0x1p40 else { return 0 }
        let shaped = kind.width(scale: Int64(shapingUnitsPerEm), space: Int64(spaceUnits))
        let width = kind == .narrow
            ? advance16(advance: spaceUnits / shapingUnitsPerEm, kerning: 0) / 2
            : kind.width(scale: harfBuzzScale, space: 0)
        return width &+ kerning16(advanceUnits - Double(shaped))
    }
}
