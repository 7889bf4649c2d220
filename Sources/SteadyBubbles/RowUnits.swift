import SteadyText

/// A row's lengths as the engine adds a block's parts, as integers so that
/// sums are exact, then reported in CSS px once, as `getBoundingClientRect`
/// reports them (SteadyText's `DeviceScale`):
///
/// - **Blink, WebKit**: `LayoutUnit`s of device px, 1/64 device px. Every
///   conversion truncates toward zero and saturates (SteadyText's
///   `layoutUnits(_:)`), so no length an app passes traps.
/// - **Gecko**: app units, 1/60 CSS px (its layout scale is CSS px): a CSS
///   length rounds to them, and so does a photo's height from its ratio,
///   which 1/64 px cannot hold (322.6667 px for 242 px at 3:4).
///
/// SteadyText answers widths and heights in 1/64 px (Gecko's app units
/// rounded up, for widths); ``fromText(width:)`` and ``fromText(height:)``
/// bring them back exactly.
struct RowUnits {
    let scale: DeviceScale
    /// Units per px of the layout's scale: 64, or 60 for Gecko.
    let perPixel: Int
    /// Gecko's app units per device px, to which it rounds borders.
    private let appUnitsPerDevicePixel: Int

    init(scale: DeviceScale, target: LayoutTarget) {
        self.scale = scale
        perPixel = target.engine == .firefox ? 60 : 64
        appUnitsPerDevicePixel = max(1, target.appUnitsPerDevicePixel)
    }

    /// A CSS length (a padding, a gap, a width): zoomed in single precision,
    /// then a `LayoutUnit`, which truncates toward zero; in Gecko rounded to
    /// app units (`NSToCoordRoundWithClamp`).
    @inline(__always) func length(_ css: Double) -> Int {
        perPixel == 64 ? layoutUnits(scale.device(css) * 64) : geckoAppUnits(css)
    }

    /// A border width: Blink snaps it to whole device px, down, but keeps a
    /// thin border at 1 device px (`ConvertBorderWidth`): 1px at ratio 1.5
    /// is 1 device px, 3px is 4. Gecko does the same in app units.
    func border(_ css: Double) -> Int {
        guard perPixel == 64 else {
            let units = geckoAppUnits(css), device = appUnitsPerDevicePixel
            return units > 0 ? max(device, units / device * device) : 0
        }
        let device = scale.device(css)
        guard device.isFinite else { return layoutUnits(device * 64) }
        return layoutUnits((device > 0 && device < 1 ? 1 : device.rounded(.down)) * 64)
    }

    /// A length already in device px, on the grid up to float error
    /// (a line box's height), as a count of units.
    func units(device px: Double) -> Int {
        layoutUnits((px * Double(perPixel)).rounded())
    }

    /// A width SteadyText measured, in 1/64 px (Gecko's app units rounded
    /// up), in units.
    func fromText(width: Int) -> Int {
        perPixel == 64 ? width : Int((Double(width) * 60 / 64).rounded(.down))
    }

    /// A height SteadyText measured, in 1/64 px (rounded), in units.
    func fromText(height: Int) -> Int {
        perPixel == 64 ? height : Int((Double(height) * 60 / 64).rounded())
    }

    /// Units as SteadyText's 1/64 px, rounded up (a spacer's width).
    func toText(_ units: Int) -> Int {
        perPixel == 64 ? units : Int((Double(units) * 64 / 60).rounded(.up))
    }

    /// Units in px of the layout's scale, for SteadyText's widths.
    func px(_ units: Int) -> Double { Double(units) / Double(perPixel) }

    /// `fraction` of a length (`max-width: 75%`): Blink resolves a
    /// percentage in single precision and truncates it to a `LayoutUnit`;
    /// Gecko floors it to app units.
    func percent(_ fraction: Double, of units: Int) -> Int {
        layoutUnits(Double(Float(units) * Float(fraction)))
    }

    /// A photo's height at `width` units for `aspect-ratio: ratio`: Blink's
    /// ratio of `LayoutUnit`s (``LayoutRatio``); Gecko's
    /// `round(f32(width) × f32(1 / ratio))` app units
    /// (`AspectRatio::ApplyToInverse`), none for a ratio that is not a
    /// positive number.
    func mediaHeight(width: Int, aspectRatio: Double) -> Int {
        guard perPixel == 60 else { return LayoutRatio(aspectRatio).boxHeight(width: width) }
        guard aspectRatio.isFinite, aspectRatio > 0 else { return 0 }
        let height = Float(width) * (1 / Float(aspectRatio)) + 0.5
        return height.isFinite && height < 0x1p31 ? Int(height.rounded(.down)) : Int(Int32.max)
    }

    /// Units back in CSS px.
    func css(_ units: Int) -> Double {
        scale.css(Double(units) / Double(perPixel))
    }
}
