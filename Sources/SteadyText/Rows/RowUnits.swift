/// A row's lengths as Blink adds a block's parts: `LayoutUnit`s of device px
/// (1/64 device px, as integers), so that sums are exact, then reported in
/// CSS px once, as `getBoundingClientRect` reports them (``DeviceScale``).
struct RowUnits {
    let scale: DeviceScale

    /// A CSS length (a padding, a gap, a width): zoomed in single precision,
    /// then a `LayoutUnit`, which truncates toward zero.
    func length(_ css: Double) -> Int {
        Self.layoutUnit(scale.device(css) * 64)
    }

    /// A count of 1/64 px as a `LayoutUnit` holds it: truncated toward zero
    /// and saturated at its 32-bit range, as Blink's `saturated_cast` does
    /// (NaN is 0), so that a huge list width, style length or aspect ratio
    /// gives the largest box rather than trapping, and sums of a row's
    /// lengths stay far from `Int`'s limits.
    static func layoutUnit(_ units: Double) -> Int {
        guard !units.isNaN else { return 0 }
        return Int(min(max(units, Double(Int32.min)), Double(Int32.max)))
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
