/// What Gecko's widths (``GeckoAdvances``) read of a text's code units
/// beyond their advances: which are emboldened, and which no font draws.
/// Kept only by a preparation whose rules keep each glyph's advance
/// (``ShapingRules/keepsGlyphAdvances``), and then only where some unit
/// has one; the arrays are empty otherwise.
struct GeckoUnits: Sendable {
    /// Whether each code unit is drawn in a font its span's style emboldens
    /// (``FontFallbackList/emboldened``); empty when none is.
    let emboldened: [Bool]
    /// For each code unit drawn with no font of the stack, the box Gecko
    /// draws instead of the primary font's .notdef: its least width in px
    /// of 1/60 CSS px, 13 (17 beyond the BMP), at the unit that starts the
    /// character; 1 for the other units of a missing character and for a
    /// default-ignorable one (no box); 0 for a unit a font draws. Empty when
    /// none is missing.
    let missingBoxes: [UInt8]

    /// None.
    static let none = GeckoUnits(emboldened: [], missingBoxes: [])

    init(emboldened: [Bool], missingBoxes: [UInt8]) {
        self.emboldened = emboldened.contains(true) ? emboldened : []
        self.missingBoxes = missingBoxes.contains { $0 != 0 } ? missingBoxes : []
    }

    /// Whether code unit `u` is drawn emboldened.
    @inline(__always)
    func isEmboldened(_ u: Int) -> Bool { !emboldened.isEmpty && emboldened[u] }

    /// ``missingBoxes`` at code unit `u`.
    @inline(__always)
    func missingBox(at u: Int) -> UInt8 { missingBoxes.isEmpty ? 0 : missingBoxes[u] }

    /// The entry of ``missingBoxes`` for a missing code unit `u` of `text`.
    static func missingBox(_ text: UnsafeBufferPointer<UInt16>, at u: Int) -> UInt8 {
        if UTF16.isTrailSurrogate(text[u]) { return 1 }
        let (scalar, _) = text.scalar(at: u, end: text.count)
        guard let character = Unicode.Scalar(scalar), !character.properties.isDefaultIgnorableCodePoint else {
            return 1
        }
        return scalar < 0x10000 ? 13 : 17
    }
}
