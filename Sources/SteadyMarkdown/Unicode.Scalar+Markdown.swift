/// The character classes of CommonMark 0.31.2 that the inline rules use,
/// and the characters of a mention.
extension Unicode.Scalar {
    /// CommonMark's Unicode whitespace: general category Zs, tab, line feed,
    /// form feed, carriage return.
    var isMarkdownWhitespace: Bool {
        switch value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: true
        case ..<0x80: false
        default: properties.generalCategory == .spaceSeparator
        }
    }

    /// CommonMark 0.31.2's Unicode punctuation: general category P or S (so
    /// emoji and currency signs count, as `$` and `+` do).
    var isMarkdownPunctuation: Bool {
        if value < 0x80 { return isASCIIPunctuation }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// ``!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~``: what a backslash escapes.
    var isASCIIPunctuation: Bool {
        switch value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// A line feed or a carriage return (CommonMark's line endings are
    /// these and the pair).
    var isLineEnding: Bool { value == 0x0A || value == 0x0D }

    /// U+0000–U+001F and U+007F, which a link destination cannot contain.
    var isASCIIControl: Bool { value < 0x20 || value == 0x7F }

    /// `[A-Za-z0-9_.-]`: what a mention's name is made of.
    var isMentionNameCharacter: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x2D: true
        default: false
        }
    }

    /// Whether an `@` after this character starts a word: after white
    /// space, an opening bracket or a quotation mark, but not after a
    /// letter, digit or other punctuation (an address `ana@host`, a path
    /// `x.com/@ana`).
    var letsMentionFollow: Bool {
        if properties.isWhitespace || value == 0x22 || value == 0x27 { return true }
        switch properties.generalCategory {
        case .openPunctuation, .initialPunctuation, .finalPunctuation: return true
        default: return false
        }
    }
}
