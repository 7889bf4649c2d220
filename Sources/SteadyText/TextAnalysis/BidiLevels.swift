import CSteadyShims

/// Bidi embedding levels (UAX #9), one per UTF-16 code unit.
enum BidiLevels {
    /// Levels for one paragraph with the base direction `direction`, as for a
    /// `<div>` with that CSS `direction`.
    ///
    /// Left-to-right text with no right-to-left character and no bidi control
    /// is all level 0, without asking ICU (most chat: Latin with diacritics,
    /// CJK, emoji): then the result is empty, which ``level(_:at:)`` reads as
    /// 0 everywhere.
    static func compute(_ text: UnsafeBufferPointer<UInt16>, direction: TextDirection) -> [UInt8] {
        guard direction == .rightToLeft || text.contains(where: mayBeRightToLeft) else { return [] }
        var levels = [UInt8](repeating: direction.baseLevel, count: text.count)
        let status = levels.withUnsafeMutableBufferPointer {
            steady_bidi_get_levels(text.baseAddress, Int32(text.count), direction.baseLevel, $0.baseAddress)
        }
        if status != STEADY_OK {
            // ICU failed (out of memory): lay out at the base level rather than lose the text.
            return direction == .rightToLeft ? [UInt8](repeating: 1, count: text.count) : []
        }
        return levels
    }

    /// The level at `offset` of levels from ``compute(_:direction:)``.
    @inline(__always)
    static func level(_ levels: [UInt8], at offset: Int) -> UInt8 {
        levels.isEmpty ? 0 : levels[offset]
    }

    /// Whether a code unit may have a right-to-left bidi class or be a bidi
    /// control: the Hebrew to Arabic Extended blocks, the marks, embeddings and
    /// isolates, the Hebrew and Arabic presentation forms, and the high
    /// surrogates of the right-to-left supplementary blocks (U+10800–U+10FFF,
    /// U+1E800–U+1EFFF).
    @inline(__always)
    static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069,
             0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD802...0xD803, 0xD83A...0xD83B:
            true
        default:
            false
        }
    }
}
