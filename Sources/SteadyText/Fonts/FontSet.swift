/// Fonts of a stack, by their slot: the stack's fallback list has font `f`
/// at slot `f`, and its other faces (bold, italic, families that are not
/// fallbacks) the slots after (``FontFallbackList/slots``).
///
/// What a segment, a word or a line is drawn in, for `line-height: normal`
/// (the largest ascent and descent among a line's fonts) and for the fonts
/// that scale otherwise than the primary one. One machine word, so that
/// joining a line's fonts is an `or`: a fallback list holds at most
/// ``capacity`` fonts (``FontStack`` refuses a longer one), and a stack's
/// table of faces as many.
struct FontSet: OptionSet, Hashable, Sendable {
    var rawValue: UInt64

    /// The most fonts a set, and so a fallback list, can hold.
    static let capacity = UInt64.bitWidth

    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The set of font `index` alone (`index` below ``capacity``).
    @inline(__always)
    init(font index: some BinaryInteger) {
        rawValue = 1 &<< UInt64(truncatingIfNeeded: index)
    }

    /// The slot of the set's first font; nil for the empty set.
    var firstFont: UInt8? {
        rawValue == 0 ? nil : UInt8(rawValue.trailingZeroBitCount)
    }

    /// The primary font, the first of the list.
    static let primary = FontSet(font: 0)

    /// Whether font `index` is in the set.
    @inline(__always)
    func contains(font index: some BinaryInteger) -> Bool {
        rawValue &>> UInt64(truncatingIfNeeded: index) & 1 == 1
    }

    /// The number of fonts in the set.
    var count: Int { rawValue.nonzeroBitCount }

    /// Calls `body` with each font of the set but the primary one, in
    /// ascending order.
    @inline(__always)
    func forEachFallbackFont(_ body: (Int) -> Void) {
        var rest = rawValue & ~1
        while rest != 0 {
            body(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
    }
}
