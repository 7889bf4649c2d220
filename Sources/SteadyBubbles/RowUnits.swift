import SteadyText

/// A row's lengths as Blink adds a block's parts: `LayoutUnit`s of device px
/// (1/64 device px, as integers), so that sums are exact, then reported in
/// CSS px once, as `getBoundingClientRect` reports them (SteadyText's `DeviceScale`).
/// Every conversion truncates toward zero and saturates (SteadyText's `layoutUnits(_:)`),
/// so no length an app passes traps.
struct RowUnits {
    let scale: DeviceScale

    /// A CSS length (a padding, a gap, a width): zoomed in single precision,
    /// then a `LayoutUnit`, which truncates toward zero.
    func length(_ css: Double) -> Int {
        layoutUnits(scale.device(css) * 64)
    }

    /// A border width: Blink snaps it to whole device px, down, but keeps a
    /// thin border at 1 device px (`ConvertBorderWidth`): 1px at ratio 1.5
    /// is 1 device px, 3px is 4.
    func border(_ css: Double) -> Int {
        let device = scale.device(css)
        guard device.isFinite else { return layoutUnits(device * 64) }
        return layoutUnits((device > 0 && device < 1 ? 1 : device.rounded(.down)) * 64)
    }

    /// A length already in device px, on the 1/64 px grid up to float error
    /// (a line box's height), as a count of 1/64 px.
    func units(device px: Double) -> Int {
        layoutUnits((px * 64).rounded())
    }

    /// `fraction` of a length (`max-width: 75%`): Blink resolves a
    /// percentage in single precision and truncates it to a `LayoutUnit`.
    func percent(_ fraction: Double, of units: Int) -> Int {
        layoutUnits(Double(Float(units) * Float(fraction)))
    }

    /// Units back in CSS px.
    func css(_ units: Int) -> Double {
        scale.css(Double(units) / 64)
    }
}
