/// Line box heights as Firefox makes them (`nsLineLayout::VerticalAlignFrames`),
/// in app units (au), 1/60 CSS px, from font metrics rounded in device px
/// (``GeckoFontMetrics``): the `firefox` target's ``LineHeights``.
///
/// - **Fixed**: every line is the line height in au, `f32(L) × 60` in
///   single precision and rounded (16.8 px is 1008 au, not 1007), whatever
///   fonts it uses.
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
    private let fontSize: Double
    /// A fixed line height in au.
    private let fixed: Int?
    /// The primary font's ascent and descent in au.
    private let ascent: Int
    private let descent: Int
    /// The strut above and below the baseline, in au.
    private let strutTop: Int
    private let strutBottom: Int

    /// `fontSize` and a fixed `lineHeight` in CSS px (Firefox lays out in CSS px).
    init(fontMetrics: [FontMetrics], geckoMetrics: [GeckoFontMetrics?], fontSize: Double, lineHeight: LineHeight,
         appUnitsPerDevicePixel: Int) {
        metrics = fontMetrics
        self.geckoMetrics = geckoMetrics
        let p2a = Double(appUnitsPerDevicePixel)
        self.appUnitsPerDevicePixel = p2a
        self.fontSize = Double(Self.appUnits(fontSize)) / p2a
        if case .fixed(let px) = lineHeight { fixed = Self.appUnits(px) } else { fixed = nil }
        let box = geckoMetrics.first??.box(size: self.fontSize) ?? (ascent: 0, descent: 0, normal: 0, em: 0)
        ascent = Int((box.ascent.rounded(.toNearestOrAwayFromZero) * p2a).rounded(.up))
        descent = Int((box.descent.rounded(.toNearestOrAwayFromZero) * p2a).rounded(.up))
        // nsFontMetrics: the em and both leadings each in au; a font of no
        // leading at all is 1.2 em (GetNormalLineHeight).
        let em = Self.round(Double(box.em) * p2a)
        let internalLeading = Int((box.ascent + box.descent - Double(box.em) + 0.5).rounded(.down))
        let inside = Self.round(Double(internalLeading) * p2a)
        let outside = Self.round(Double(box.normal - internalLeading - box.em) * p2a)
        let normal = inside == 0 && outside == 0 ? Self.round(Double(em) * 1.2) : em + inside + outside
        strutTop = ascent + (normal - ascent - descent) / 2
        strutBottom = normal - strutTop
    }

    /// The height in CSS px of a line using the fonts in `fontMask`.
    func height(fontMask: FontSet) -> Double {
        if let fixed { return Double(fixed) / 60 }
        var top = ascent
        var bottom = descent
        fontMask.forEachFallbackFont { font in
            guard !metrics[font].isBox && !metrics[font].isStrut, font < geckoMetrics.count,
                  let gecko = geckoMetrics[font] else { return }
            let box = gecko.box(size: fontSize)
            top = max(top, Int((box.ascent * appUnitsPerDevicePixel).rounded(.up)))
            bottom = max(bottom, Int((box.descent * appUnitsPerDevicePixel).rounded(.up)))
        }
        return Double(max(strutTop, top) + max(strutBottom, bottom)) / 60
    }

    /// A CSS length in au as Gecko converts one: in single precision, rounded.
    static func appUnits(_ px: Double) -> Int {
        let value = Float(px) * 60
        return value.isFinite ? Int(value.rounded(.toNearestOrAwayFromZero)) : 0
    }

    private static func round(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }
}
