/// A Unicode space its font lacks, which HarfBuzz draws with the font's
/// U+0020 glyph at a width of its kind, computed from the font's scale
/// (`_hb_ot_shape_fallback_spaces`, hb-ot-shape-fallback.cc): a fraction of
/// the em for the em spaces, 4/18 em for U+205F, half the space's advance
/// for U+202F. Blink's HarfBuzz font is scaled to the size itself in 16.16
/// px (`HarfBuzzFace::GetScaledFont`), so these widths are exact fractions
/// of the size; Steady shapes in font units, where 1/3 em is 333 of
/// Cabin's 1,000 (5.328 px at 16 px, Chromium's 349,525/65,536 = 5.333328).
/// U+00A0, U+2007 and U+2008 take a glyph's advance (the space's, a
/// digit's, the period's), which Steady already scales as Chromium does,
/// and U+2000 and U+2001 take U+2002's and U+2003's glyphs, their canonical
/// decompositions, where the font has them.
///
/// Chromium 156 at 14.3 px (`Tools/chromium-goldens/probe_space_fallback.py`,
/// Cabin, which maps none of them): U+2001 916/64 px wide, U+2004 306/64,
/// U+2009 184/64, each the 16.16 width HarfBuzz computes from the size
/// rounded up, where Cabin's em in font units scaled by FreeType gives
/// 915, 305 and 183.
struct SynthesizedSpace: Sendable, Hashable {
    /// How HarfBuzz computes the width.
    enum Kind: Sendable, Hashable {
        /// 1/`divisor` em, rounded to nearest: U+2000-U+2006, U+2009,
        /// U+200A, U+3000.
        case em(divisor: Int64)
        /// 4/18 em, truncated: U+205F MEDIUM MATHEMATICAL SPACE.
        case fourEighteenths
        /// Half the space glyph's advance, truncated: U+202F NARROW NO-BREAK SPACE.
        case narrow

        /// HarfBuzz's width at a scale of `scale` units per em, from the
        /// space glyph's advance `space` at that scale.
        func width(scale: Int64, space: Int64) -> Int64 {
            switch self {
            case let .em(divisor): (scale + divisor / 2) / divisor
            case .fourEighteenths: scale * 4 / 18
            case .narrow: space / 2
            }
        }
    }

    /// The code unit, in its text.
    var unit: Int32
    var kind: Kind

    /// The kind of `scalar` when a font without a glyph for it draws it
    /// with its space glyph, or nil for a character HarfBuzz does not draw
    /// so, or whose width is a glyph's advance.
    static func kind(of scalar: UInt32) -> Kind? {
        switch scalar {
        case 0x2001, 0x2003, 0x3000: .em(divisor: 1)
        case 0x2000, 0x2002: .em(divisor: 2)
        case 0x2004: .em(divisor: 3)
        case 0x2005: .em(divisor: 4)
        case 0x2009: .em(divisor: 5)
        case 0x2006: .em(divisor: 6)
        case 0x200A: .em(divisor: 16)
        case 0x205F: .fourEighteenths
        case 0x202F: .narrow
        default: nil
        }
    }

    /// Whether `font` draws `scalar` (of a ``kind(of:)``) with its space
    /// glyph: neither it nor its canonical decomposition (U+2000's U+2002,
    /// U+2001's U+2003) is in the font's character map.
    static func isSynthesized(_ scalar: UInt32, in font: Font) -> Bool {
        guard let character = Unicode.Scalar(scalar), !font.hasGlyph(for: character) else { return false }
        switch scalar {
        case 0x2000: return !font.hasGlyph(for: "\u{2002}")
        case 0x2001: return !font.hasGlyph(for: "\u{2003}")
        default: return true
        }
    }

    /// Whether `text` holds a character of a ``kind(of:)``: all are in the
    /// Basic Multilingual Plane.
    static func mayOccur(in text: UnsafeBufferPointer<UInt16>) -> Bool {
        text.contains { ($0 >= 0x2000 && $0 <= 0x206F || $0 == 0x3000) && kind(of: UInt32($0)) != nil }
    }
}
