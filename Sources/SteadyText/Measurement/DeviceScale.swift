/// How Chromium lays text out on a screen of device pixel ratio R
/// (Docs/device-pixel-ratio.md): as if every CSS length were R times longer
/// (zoom for DSF), with every rounding in device px, and the box reported
/// divided by R once, in single precision.
///
/// So a layout at R is a layout in device px: the box `f32(W × R)` wide,
/// the font size `f32(S × R)` truncated to 0.01 px (Blink's
/// `FontDescription::EffectiveFontSize`), a fixed line height `f32(L × R)`
/// (then kept to 1/64 device px, `LineHeights`); then heights and widths
/// come back as `f32(f32(px) × f32(1 / R))`. Nothing is shaped again: the
/// widths in em scale to the device size as they scale to any size.
struct DeviceScale {
    /// The ratio; 1 for one that is not a positive finite number.
    let ratio: Float

    init(_ devicePixelRatio: Double) {
        let ratio = Float(devicePixelRatio)
        self.ratio = ratio.isFinite && ratio > 0 ? ratio : 1
    }

    /// A CSS length in device px, in single precision as Blink zooms it.
    func device(_ css: Double) -> Double {
        guard css.isFinite else { return css }
        return Double(Float(css) * ratio)
    }

    /// The font size in device px: zoomed, then truncated to 0.01 px (at
    /// ratio 1 too: 12.345 px is laid out at 12.34).
    func deviceFontSize(_ css: Double) -> Double {
        guard css.isFinite, css > 0 else { return css }
        let zoomed = Float(css) * ratio
        return Double((zoomed * 100).rounded(.down) / 100)
    }

    /// A fixed line height in device px; `normal` stays `normal`.
    func device(_ lineHeight: LineHeight) -> LineHeight {
        guard case .fixed(let px) = lineHeight else { return lineHeight }
        return .fixed(device(px))
    }

    /// A device length back in CSS px, as `getBoundingClientRect` reports it.
    func css(_ device: Double) -> Double {
        guard ratio != 1 else { return device }
        return Double(Float(device) * (1 / ratio))
    }
}
