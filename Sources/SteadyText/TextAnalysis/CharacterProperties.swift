import CSteadyShims

/// The Unicode properties of one code point that segmentation needs, from ICU.
struct CharacterProperties: Sendable, Equatable {
    /// ICU `UScriptCode`.
    var script: Int32
    /// ICU `ULineBreak`.
    var lineBreak: UInt8
    /// ICU `UCharDirection`, the Bidi_Class.
    var bidiClass: UInt8
    /// `STEADY_CHAR_*` flags (default ignorable, canonical decomposition).
    var flags: UInt8

    init(_ scalar: UInt32) {
        var raw = steady_char_properties_t()
        steady_char_get_properties(scalar, &raw)
        script = raw.script
        lineBreak = raw.line_break
        bidiClass = raw.bidi_class
        flags = raw.flags
    }

    /// Whether the character is Default_Ignorable_Code_Point (HarfBuzz hides it).
    var isDefaultIgnorable: Bool { flags & UInt8(STEADY_CHAR_DEFAULT_IGNORABLE) != 0 }
    /// Whether HarfBuzz may decompose the character (canonically) to find glyphs.
    var hasCanonicalDecomposition: Bool { flags & UInt8(STEADY_CHAR_CANONICAL_DECOMPOSITION) != 0 }
}

/// ICU script codes Steady refers to by name.
enum ScriptCode {
    static let common: Int32 = 0      // USCRIPT_COMMON
    static let inherited: Int32 = 1   // USCRIPT_INHERITED
    static let unknown: Int32 = 103   // USCRIPT_UNKNOWN
}

/// ICU `ULineBreak` values Steady refers to by name.
enum LineBreakClass {
    static let mandatoryBreak: UInt8 = 6
    static let combiningMark: UInt8 = 9
    static let carriageReturn: UInt8 = 10
    static let ideographic: UInt8 = 14
    static let lineFeed: UInt8 = 17
    static let complexContext: UInt8 = 24
    static let nextLine: UInt8 = 29
    static let zeroWidthJoiner: UInt8 = 42
}

/// Properties of every code point in the Basic Multilingual Plane, read from
/// ICU once per process: segmentation asks for them per code unit, and a
/// table lookup is far cheaper than ICU's property calls.
enum CharacterPropertyTable {
    static let basicMultilingualPlane: [CharacterProperties] = (0..<0x10000).map {
        CharacterProperties(UInt32($0))
    }

    /// The properties of `scalar` (any value up to U+10FFFF).
    static func properties(of scalar: UInt32) -> CharacterProperties {
        scalar < 0x10000 ? basicMultilingualPlane[Int(scalar)] : CharacterProperties(scalar)
    }

}
