/// Line box heights as Firefox makes them (`nsLineLayout::VerticalAlignFrames`),
/// in app units (au), 1/60 CSS px, from font metrics rounded in device px
/// (``GeckoFontMetrics``): the `firefox` target's ``LineHeights``.
///
/// - **Fixed**: every line is the line height in au, `f32(L) × 60` in
///   single precision and rounded (16.8 px is 1008 au, not 1007), whatever
///   fonts draw it; a span's font sets its own strut in it, and an inline
///   box reaches 1 em above the baseline (39.8 px at 33 px and 39.6).
/// - **`normal`**: the primary font's strut, its `normal` height with the
///   leading shared around its ascent and descent (the top's half
///   truncated), and the text of the line: the highest ascent and lowest
///   descent of the fonts it uses, each in au rounded up. A line is the
///   strut and the text together; the text's sum of lines, each a whole
///   number of au.
///
/// The font size reaches Firefox in au too: a size of S CSS px is
/// `round(S × 60)` au, `round(S × 60) / P` device px with P au a device px.
struct GeckoLineBoxes {
    private let metrics: [FontMetrics]
    private let geckoMetrics: [GeckoFontMetrics?]
    private let appUnitsPerDevicePixel: Double
    /// The font size in device px.
    private let fontSize: Double
    /// An inline box's height, 1 em, in au: it stands on the baseline.
    private let boxHeight: Int
    /// A fixed line height in au.
    private let fixed: Int?
    /// The primary font's strut and text.
    private let primary: Strut

    /// A font's box on a line, in au: its strut (the line height with the
    /// leading shared around its ascent and descent, the top's half
    /// truncated: `GetCenteredFontBaseline`) and, at `normal`, its text's
    /// ascent and descent (rounded up).
    private struct Strut {
        var top: Int, bottom: Int, textAscent: Int, textDescent: Int
    }

    /// `fontSize` and a fixed `lineHeight` in CSS px (Firefox lays out in CSS px).
    init(fontMetrics: [FontMetrics], geckoMetrics: [GeckoFontMetrics?], fontSize: Double, lineHeight: LineHeight,
         appUnitsPerDevicePixel: Int) {
        metrics = fontMetrics
        self.geckoMetrics = geckoMetrics
        let p2a = Double(appUnitsPerDevicePixel)
        self.appUnitsPerDevicePixel = p2a
        boxHeight = geckoAppUnits(fontSize)
        self.fontSize = Double(boxHeight) / p2a
        if case .fixed(let px) = lineHeight { fixed = geckoAppUnits(px) } else { fixed = nil }
        primary = Self.strut(geckoMetrics.first ?? nil, size: self.fontSize, appUnitsPerDevicePixel: p2a, fixed: fixed)
    }

    /// The strut of a font at `size` device px, its line height `fixed` au or its own `normal`.
    private static func strut(_ font: GeckoFontMetrics?, size: Double, appUnitsPerDevicePixel p2a: Double,
                              fixed: Int?) -> Strut {
        let box = font?.box(size: size) ?? (ascent: 0, descent: 0, normal: 0, em: 0)
        let ascent = Int((box.ascent.rounded(.toNearestOrAwayFromZero) * p2a).rounded(.up))
        let descent = Int((box.descent.rounded(.toNearestOrAwayFromZero) * p2a).rounded(.up))
        let height: Int
        if let fixed {
            height = fixed
        } else {
            // nsFontMetrics: the em and both leadings each in au; a font of no
            // leading at all is 1.2 em (GetNormalLineHeight).
            let em = round(Double(box.em) * p2a)
            let internalLeading = Int((box.ascent + box.descent - Double(box.em) + 0.5).rounded(.down))
            let inside = round(Double(internalLeading) * p2a)
            let outside = round(Double(box.normal - internalLeading - box.em) * p2a)
            height = inside == 0 && outside == 0 ? round(Double(em) * 1.2) : em + inside + outside
        }
        let top = ascent + (height - ascent - descent) / 2
        return Strut(top: top, bottom: height - top, textAscent: Int((box.ascent * p2a).rounded(.up)),
                     textDescent: Int((box.descent * p2a).rounded(.up)))
    }

    /// The height in CSS px of a line using the fonts in `fontMask`: the
    /// primary's strut, a span's font's own strut (``FontMetrics/isStrut``),
    /// an inline box's 1 em above the baseline, and at `normal` the text of
    /// every font on the line, whichever reaches furthest on each side.
    func height(fontMask: FontSet) -> Double {
        var top = primary.top
        var bottom = primary.bottom
        if fixed == nil {
            top = max(top, primary.textAscent)
            bottom = max(bottom, primary.textDescent)
        }
        fontMask.forEachFallbackFont { font in
            if metrics[font].isBox { top = max(top, boxHeight); return }
            guard font < geckoMetrics.count, let gecko = geckoMetrics[font] else { return }
            let strut = Self.strut(gecko, size: fontSize, appUnitsPerDevicePixel: appUnitsPerDevicePixel, fixed: fixed)
            if metrics[font].isStrut {
                top = max(top, strut.top)
                bottom = max(bottom, strut.bottom)
            }
            if fixed == nil {
                top = max(top, strut.textAscent)
                bottom = max(bottom, strut.textDescent)
            }
        }
        // A font of broken metrics (a descender above the baseline) can make
        // the sum negative; a line box is never shorter than nothing.
        return Double(max(0, top + bottom)) / 60
    }

    private static func round(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }
}

/// A CSS length in Gecko's app units (1/60 CSS px), as Gecko converts one:
/// in single precision, rounded, and saturated to an `nscoord`'s 32 bits
/// (NaN is 0), so that no length an app passes traps. `package`: a bubble's
/// row adds its lengths in them under the `firefox` target.
package func geckoAppUnits(_ css: Double) -> Int {
    let value = (Float(css) * 60).rounded(.toNearestOrAwayFromZero)
    guard value == value else { return 0 }
    return Int(min(max(value, Float(Int32.min)), Float(Int32.max)))
}
