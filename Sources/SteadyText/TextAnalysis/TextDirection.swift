/// The base direction of a text's paragraphs: CSS `direction` on the block
/// that holds it.
///
/// It decides the bidi embedding level that neutral characters (spaces,
/// punctuation, emoji) resolve against, so which characters are shaped
/// together and in which direction: it belongs to preparation. A text whose
/// element has `dir="auto"` takes the direction of its first strong
/// character (``init(firstStrongCharacterOf:)``, and for styled text
/// ``init(firstStrongCharacterOf:spans:)``).
public enum TextDirection: String, Sendable, CaseIterable {
    /// `direction: ltr`, the default.
    case leftToRight = "ltr"
    /// `direction: rtl`.
    case rightToLeft = "rtl"

    /// HTML's `dir="auto"`: the direction of the first character of `text`
    /// whose bidi class is L (left-to-right) or R or AL (right-to-left);
    /// nil when it has none (digits, punctuation and emoji are not strong),
    /// and the element takes its parent's direction.
    public init?(firstStrongCharacterOf text: String) {
        self.init(firstStrongCharacterOf: text, skipping: [])
    }

    /// ``init(firstStrongCharacterOf:)`` reading no character in `skipped`
    /// (UTF-16 offset ranges, sorted and not overlapping).
    init?(firstStrongCharacterOf text: String, skipping skipped: [Range<Int>]) {
        var offset = 0
        var next = 0
        for scalar in text.unicodeScalars {
            defer { offset += scalar.utf16.count }
            while next < skipped.count && skipped[next].upperBound <= offset { next += 1 }
            if next < skipped.count && skipped[next].contains(offset) { continue }
            switch CharacterPropertyTable.properties(of: scalar.value).bidiClass {
            case Self.leftToRightClass: self = .leftToRight; return
            case Self.rightToLeftClass, Self.arabicLetterClass: self = .rightToLeft; return
            default: continue
            }
        }
        return nil
    }

    /// ICU `UCharDirection` values of the strong classes.
    private static let leftToRightClass: UInt8 = 0   // U_LEFT_TO_RIGHT
    private static let rightToLeftClass: UInt8 = 1   // U_RIGHT_TO_LEFT
    private static let arabicLetterClass: UInt8 = 13 // U_RIGHT_TO_LEFT_ARABIC

    /// The paragraph embedding level: 0 or 1.
    var baseLevel: UInt8 { self == .rightToLeft ? 1 : 0 }
}
