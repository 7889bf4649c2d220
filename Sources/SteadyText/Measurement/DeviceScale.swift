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
///
/// `package`, `@inlinable` and `@usableFromInline`: SteadyBubbles converts
/// every length of a row with it, some 30 calls a row, and a `package`
/// body is inlined into another module only when what it reads
/// (``ratio``) is `@usableFromInline` too. As calls they added 1.9% to
/// the instructions of a bubble's row height.
@usableFromInline package struct DeviceScale {
    /// The ratio: 1 for one that is not a positive finite number, and
    /// kept to ``LayoutLimits/devicePixelRatios``.
    @usableFromInline package let ratio: Float
    /// Whether a font size computed from another is truncated to 0.01 px
    /// (``effectiveFontSize(_:)``): Blink's rule, and Gecko's as far as its
    /// goldens tell. WebKit keeps the computed size: a `0.8125em` label of
    /// 19 px text is 15.4375 px, whose `normal` line is 22 px (15.43 px
    /// makes 21).
    @usableFromInline package let truncatesFontSizes: Bool

    @inlinable package init(_ devicePixelRatio: Double) {
        self.init(devicePixelRatio, truncatingFontSizes: true)
    }

    @inlinable init(_ devicePixelRatio: Double, truncatingFontSizes: Bool) {
        let range = LayoutLimits.devicePixelRatios
        ratio = devicePixelRatio.isFinite && devicePixelRatio > 0
            ? Float(min(max(devicePixelRatio, range.lowerBound), range.upperBound)) : 1
        truncatesFontSizes = truncatingFontSizes
    }

    /// The scale `target` lays text out at on a screen of `devicePixelRatio`:
    /// WebKit lays out in CSS px at every ratio (the ratio scales only its
    /// drawing: each of its golden sets at ratio 2 equals ratio 1's), so its
    /// scale is 1; so is Firefox's, whose lengths are app units of 1/60 CSS
    /// px (its line heights read the ratio: ``LayoutTarget``).
    @inlinable package init(_ devicePixelRatio: Double, target: RenderingTarget) {
        self.init(target == .chromium ? devicePixelRatio : 1, truncatingFontSizes: target != .webkit)
    }

    /// A CSS length in device px, in single precision as Blink zooms it; at
    /// ratio 1, as given.
    @inlinable package func device(_ css: Double) -> Double {
        guard ratio != 1, css.isFinite else { return css }
        return Double(Float(css) * ratio)
    }

    /// The font size in device px: zoomed, then truncated to 0.01 px.
    ///
    /// At ratio 1 the size is taken as given, the same for every size of at
    /// most two decimals; Chromium would lay 12.345 px out at 12.34. The
    /// truncation's few nanoseconds, on the path of every layout call, were
    /// 2–4% of re-laying out a chat message.
    @inlinable package func deviceFontSize(_ css: Double) -> Double {
        guard ratio != 1 else { return css }
        return effectiveFontSize(css)
    }

    /// The font size in device px, zoomed and truncated to 0.01 px at every
    /// ratio: for sizes computed from another (a bubble's `0.875em` name of
    /// 17 px text is 14.875 px, drawn at 14.87), where ratio 1's shortcut in
    /// ``deviceFontSize(_:)`` would keep the third decimal.
    @inlinable package func effectiveFontSize(_ css: Double) -> Double {
        guard css.isFinite, css > 0, truncatesFontSizes else { return css }
        let hundredths = Float(css) * ratio * 100
        // Rounded down without libm's `floorf`, as every layout call asks; a
        // size too large for an Int is clamped by layout anyway.
        guard hundredths < 0x1p62 else { return Double(hundredths / 100) }
        var whole = Float(Int(hundredths))
        if whole > hundredths { whole -= 1 }
        return Double(whole / 100)
    }

    /// A fixed line height in device px; `normal` stays `normal`.
    @inlinable package func device(_ lineHeight: LineHeight) -> LineHeight {
        guard case .fixed(let px) = lineHeight else { return lineHeight }
        return .fixed(device(px))
    }

    /// A device length back in CSS px, as `getBoundingClientRect` reports it.
    @inlinable package func css(_ device: Double) -> Double {
        guard ratio != 1 else { return device }
        return Double(Float(device) * (1 / ratio))
    }
}
