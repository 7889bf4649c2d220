import CSteadyShims

/// Bidi embedding levels (UAX #9), one per UTF-16 code unit.
enum BidiLevels {
    /// Levels for one paragraph with a left-to-right base direction, as for a
    /// `<div>` with the default `direction: ltr`.
    ///
    /// Text with nothing at or above U+0590 (where the first right-to-left
    /// script starts) and no bidi controls is all level 0, without asking ICU.
    static func compute(_ text: UnsafeBufferPointer<UInt16>) -> [UInt8] {
        var levels = [UInt8](repeating: 0, count: text.count)
        guard text.contains(where: { $0 >= 0x0590 }) else { return levels }
        let status = levels.withUnsafeMutableBufferPointer {
            steady_bidi_get_levels(text.baseAddress, Int32(text.count), 0, $0.baseAddress)
        }
        if status != STEADY_OK {
            // ICU failed (out of memory): lay out as left-to-right rather than lose the text.
            return [UInt8](repeating: 0, count: text.count)
        }
        return levels
    }
}
