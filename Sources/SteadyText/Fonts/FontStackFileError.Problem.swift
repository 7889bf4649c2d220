extension FontStackFileError {
    /// What makes a font-stack file unusable: the cases Docs/steady-measure.md lists
    /// ("Font-stack files"), and wrong JSON types.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// The stack file cannot be read: missing, not permitted, a folder,
        /// or larger than ``FontStackDescription/largestFileSize``; `reason`
        /// says which.
        case unreadableStackFile(reason: String)
        /// The file is not JSON; `detail` is the parser's message, with the
        /// line and byte column (both from 1).
        case notJSON(detail: String)
        /// A value has the wrong JSON type: `value` names it (`the stack`,
        /// `the family`, `"faces"`, …), `found` is what it is and `expected`
        /// what it must be.
        case wrongType(value: String, found: String, expected: String)
        /// An object has a field the format does not define; `known` lists
        /// the fields it may have.
        case unknownField(name: String, known: [String])
        /// An object has the same field twice.
        case repeatedField(name: String)
        /// A field the format requires is absent.
        case missingField(name: String)
        /// `"families"` is empty.
        case noFamilies
        /// Every family has `"fallback": false`, so no text could be drawn.
        case noFallbackFamily
        /// A family's name is the empty string.
        case emptyFamilyName
        /// Two families have one name, ignoring case as CSS does; the numbers
        /// are their places, from 1.
        case duplicateFamily(firstNumber: Int, secondNumber: Int)
        /// A family's `"faces"` is empty.
        case noFaces
        /// A face's `"file"` is the empty string.
        case emptyFileName
        /// A face's `"file"` holds U+0000, which no path can.
        case nulInFileName
        /// A face's font file is missing or cannot be read (resolved `path`,
        /// the system's `reason`).
        case unreadableFontFile(path: String, reason: String)
        /// A face's file does not begin as an OpenType or TrueType font or
        /// collection does; `reason` says what it begins with.
        case notAFont(path: String, reason: String)
        /// A weight outside 1–1000, as written.
        case weightOutOfRange(text: String)
        /// A weight range written `[max, min]`: `first` is greater than `second`.
        case weightRangeReversed(first: String, second: String)
        /// A weight array that does not have two elements.
        case weightRangeLength(count: Int)
        /// A style other than `"normal"` or `"italic"`, as written.
        case badStyle(text: String)
        /// A face's file passed the reader's check but cannot be loaded as
        /// a font (``FontStack/init(contentsOfFile:shapeCacheCapacity:cacheCodeUnitCapacity:)``).
        case unloadableFont(FontError)
        /// More families take part in fallback than a stack can hold
        /// (``FontStack/largestFallbackCount``): `count` of them.
        case tooManyFallbackFamilies(count: Int, limit: Int)

        /// The problem as a phrase, without the file, family or face; one
        /// line, whatever names or paths it quotes.
        public var description: String {
            let escaped = FontStackFileError.escaped, quoted = FontStackFileError.quoted
            return switch self {
            case .unreadableStackFile(let reason):
                "cannot read the font-stack file: \(escaped(reason))"
            case .notJSON(let detail):
                escaped(detail)
            case .wrongType(let value, let found, let expected):
                "\(value) is \(found), expected \(expected)"
            case .unknownField(let name, let known):
                "unknown field \(quoted(name)) (known: \(known.map(quoted).joined(separator: ", ")))"
            case .repeatedField(let name):
                "field \(quoted(name)) appears more than once"
            case .missingField(let name):
                "\(quoted(name)) is missing"
            case .noFamilies:
                "\"families\" is empty: a stack needs at least one family"
            case .noFallbackFamily:
                "no family is a fallback family: every family has \"fallback\": false"
            case .emptyFamilyName:
                "the family name is empty"
            case .duplicateFamily(let first, let second):
                "families \(first) and \(second) have this name (case is ignored, as in CSS)"
            case .noFaces:
                "\"faces\" is empty: a family needs at least one face"
            case .emptyFileName:
                "\"file\" is empty"
            case .nulInFileName:
                "\"file\" contains a NUL character"
            case .unreadableFontFile(let path, let reason):
                "cannot read font file \(escaped(path)): \(escaped(reason))"
            case .notAFont(let path, let reason):
                "not a font file: \(escaped(path)): \(reason)"
            case .weightOutOfRange(let text):
                "weight \(text) is outside 1–1000"
            case .weightRangeReversed(let first, let second):
                "weight range [\(first), \(second)] is written max first (write [\(second), \(first)])"
            case .weightRangeLength(let count):
                "weight is an array of \(count) values, expected a number or [min, max]"
            case .badStyle(let text):
                "style \(quoted(text)) is not \"normal\" or \"italic\""
            case .unloadableFont(let error):
                FontStackError.Problem.font(error).description
            case .tooManyFallbackFamilies(let count, let limit):
                FontStackError.Problem.tooManyFallbackFamilies(count: count, limit: limit).description
            }
        }
    }
}
