import CSteadyShims

/// The Unicode properties of one code point that segmentation needs, from ICU.
struct CharacterProperties: Sendable, Equatable {
    /// ICU `UScriptCode`.
    var script: Int32
    /// ICU `UCharCategory`.
    var generalCategory: UInt8
    /// ICU `UEastAsianWidth`.
    var eastAsianWidth: UInt8
    /// ICU `ULineBreak`.
    var lineBreak: UInt8
    /// `STEADY_CHAR_*` flags (emoji properties, default ignorable).
    var flags: UInt8

    init(_ scalar: UInt32) {
        var raw = steady_char_properties_t()
        steady_char_get_properties(scalar, &raw)
        script = raw.script
        generalCategory = raw.general_category
        eastAsianWidth = raw.east_asian_width
        lineBreak = raw.line_break
        flags = raw.flags
    }

    var isEmojiPresentation: Bool { flags & UInt8(STEADY_CHAR_EMOJI_PRESENTATION) != 0 }
    var isExtendedPictographic: Bool { flags & UInt8(STEADY_CHAR_EXTENDED_PICTOGRAPHIC) != 0 }
    var isEmojiModifier: Bool { flags & UInt8(STEADY_CHAR_EMOJI_MODIFIER) != 0 }
    var isRegionalIndicator: Bool { flags & UInt8(STEADY_CHAR_REGIONAL_INDICATOR) != 0 }
    var isDefaultIgnorable: Bool { flags & UInt8(STEADY_CHAR_DEFAULT_IGNORABLE) != 0 }
    /// Whether HarfBuzz may decompose the character (canonically) to find glyphs.
    var hasCanonicalDecomposition: Bool { flags & UInt8(STEADY_CHAR_CANONICAL_DECOMPOSITION) != 0 }

    /// East Asian Width Fullwidth, Wide or Halfwidth.
    var isEastAsianWide: Bool {
        eastAsianWidth == 3 /* F */ || eastAsianWidth == 5 /* W */ || eastAsianWidth == 2 /* H */
    }

    /// Whether the character is a combining mark (general category M).
    var isMark: Bool {
        // U_NON_SPACING_MARK = 6, U_ENCLOSING_MARK = 7, U_COMBINING_SPACING_MARK = 8
        generalCategory >= 6 && generalCategory <= 8
    }
}

/// ICU script codes Steady refers to by name.
enum ScriptCode {
    static let common: Int32 = 0      // USCRIPT_COMMON
    static let inherited: Int32 = 1   // USCRIPT_INHERITED
    static let hangul: Int32 = 18     // USCRIPT_HANGUL
    static let unknown: Int32 = 103   // USCRIPT_UNKNOWN
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

    /// The Script_Extensions of `scalar`, as ICU script codes.
    static func scriptExtensions(of scalar: UInt32) -> [Int32] {
        var buffer = [Int32](repeating: 0, count: 16)
        let count = Int(steady_char_get_script_extensions(scalar, &buffer, 16))
        return Array(buffer.prefix(min(count, 16)))
    }
}
