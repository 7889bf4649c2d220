/// A target's line heights: Chromium's and WebKit's rules
/// (``LineHeights``) or Firefox's (``GeckoLineBoxes``), for the line walk.
///
/// The running totals' count, the hottest path, takes ``LineHeights`` alone
/// and leaves Firefox's texts to the walk: a Firefox case in its line
/// heights made every Chromium re-layout about 10% slower.
enum TargetLineHeights {
    case blink(LineHeights)
    case gecko(GeckoLineBoxes)

    init(fontMetrics: [FontMetrics], geckoMetrics: [GeckoFontMetrics?], fontSize: Double, lineHeight: LineHeight,
         target: LayoutTarget) {
        if target.engine == .firefox {
            self = .gecko(GeckoLineBoxes(fontMetrics: fontMetrics, geckoMetrics: geckoMetrics, fontSize: fontSize,
                                         lineHeight: lineHeight, appUnitsPerDevicePixel: target.appUnitsPerDevicePixel))
        } else {
            self = .blink(LineHeights(fontMetrics: fontMetrics, fontSize: fontSize, lineHeight: lineHeight,
                                      target: target.engine))
        }
    }

    /// The height of a line using the fonts in `fontMask`.
    @inline(__always)
    func height(fontMask: FontSet) -> Double {
        switch self {
        case .blink(let heights): heights.height(fontMask: fontMask)
        case .gecko(let boxes): boxes.height(fontMask: fontMask)
        }
    }
}
