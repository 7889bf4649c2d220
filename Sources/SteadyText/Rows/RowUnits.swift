/// A row's lengths as Blink adds a block's parts: `LayoutUnit`s of device px
/// (1/64 device px, as integers), so that sums are exact, then reported in
/// CSS px once, as `getBoundingClientRect` reports them (``DeviceScale``).
struct RowUnits {
    let scale: DeviceScale

    /// A CSS length (a padding, a gap, a width): zoomed in single precision,
    /// then a `LayoutUnit`, which truncates toward zero.
    func length(_ css: Double) -> Int {
        Int(scale.device(css) * 64)
    }

    /// A length already in device px, on the 1/64 px grid up to float error
    /// (a line box's height), as a count of 1/64 px.
    func units(device px: Double) -> Int {
        Int((px * 64).rounded())
    }

    /// `fraction` of a length (`max-width: 75%`): Blink resolves a
    /// percentage in single precision and truncates it to a `LayoutUnit`.
    func percent(_ fraction: Double, of units: Int) -> Int {
        Int(Float(units) * Float(fraction))
    }

    /// Units back in CSS px.
    func css(_ units: Int) -> Double {
        scale.css(Double(units) / 64)
    }
}
