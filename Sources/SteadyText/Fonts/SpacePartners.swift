import CSteadyShims

/// The characters beside which a font shapes its space otherwise than alone.
///
/// Blink shapes a text word by word, each space on its own, only when no
/// lookup of the font reads the space (`HasSpaceInLigaturesOrKerning`);
/// otherwise it shapes the whole run, and the space kerns or ligates with its
/// neighbours: Roboto kerns the space with "T" by −0.0195 em on either side,
/// so "a T" is 1.95 px narrower at 100 px than its words and space apart.
/// Shaping a text whole and word by word give the same advances unless a
/// space stands in a text with one of the characters whose glyphs share such
/// a lookup with it, its partners: only those texts need shaping whole
/// (``needsShapingAcrossSpaces(_:)``).
///
/// A lookup's partners are every glyph it lists (a class-based kerning lookup
/// names every glyph of its classes), so the set is larger than the pairs
/// that really move. When substitution can reach a partner glyph no character
/// maps to, any character may become one: every text with a space is shaped
/// whole.
///
/// A class, immutable once made: every fallback list holds one, and lists
/// are copied on the preparation path, where one reference costs less than
/// the arrays it holds.
final class SpacePartners: Sendable {
    /// How the space's neighbours matter.
    enum Kind: Sendable {
        /// No lookup reads the space: it shapes the same beside anything.
        case none
        /// The characters of ``SpacePartners`` change the space or are changed by it.
        case some
        /// Any character may: a text with a space is shaped whole.
        case any
    }

    let kind: Kind

    /// A bit per code point of the Basic Multilingual Plane: whether it is a partner.
    private let basicPlane: [UInt64]

    /// The partners outside the Basic Multilingual Plane.
    private let otherPlanes: Set<UInt32>

    /// The partners of the space of `font` (none when it has no space).
    init(font: Font) {
        // Room for the partners of most fonts that have any; asked again with
        // room for all when there are more.
        var result = steady_space_partners_t()
        var codepoints = [UInt32](repeating: 0, count: 1024)
        for _ in 0..<2 {
            codepoints.withUnsafeMutableBufferPointer {
                steady_font_get_space_partners(font.handle, $0.baseAddress, Int32($0.count), &result)
            }
            guard Int(result.character_count) > codepoints.count else { break }
            codepoints = [UInt32](repeating: 0, count: Int(result.character_count))
        }
        codepoints.removeLast(max(0, codepoints.count - Int(result.character_count)))
        kind = result.is_read == 0 ? .none : result.unmapped_glyph_count > 0 ? .any : .some
        var basicPlane = [UInt64](repeating: 0, count: kind == .some ? 0x10000 / 64 : 0)
        var otherPlanes: Set<UInt32> = []
        if kind == .some {
            for codepoint in codepoints {
                if codepoint < 0x10000 {
                    basicPlane[Int(codepoint >> 6)] |= 1 << (codepoint & 63)
                } else {
                    otherPlanes.insert(codepoint)
                }
            }
        }
        self.basicPlane = basicPlane
        self.otherPlanes = otherPlanes
    }

    /// Whether `text` (UTF-16) holds a space and, for ``Kind/some``, one of
    /// the space's partners: then shaping its words apart from its spaces
    /// would miss what the font does across them.
    func needsShapingAcrossSpaces(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        guard kind != .none, text.contains(0x20) else { return false }
        if kind == .any { return true }
        var i = 0
        while i < text.count {
            let (scalar, length) = text.scalar(at: i, end: text.count)
            if scalar < 0x10000 {
                if basicPlane[Int(scalar >> 6)] & (1 << (scalar & 63)) != 0 { return true }
            } else if otherPlanes.contains(scalar) {
                return true
            }
            i += length
        }
        return false
    }
}
