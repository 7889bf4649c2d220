/// Why a line is not valid JSON, and where.
///
/// Columns count bytes from 1 within the line (after a first line's byte
/// order mark), so they point at the offending byte even when the line holds
/// invalid UTF-8.
package struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Equatable, Sendable {
        /// Something else was found where `expectation` was required, e.g. "':' after key".
        case expected(String)
        /// The line ended where `expectation` was required.
        case unexpectedEnd(expecting: String)
        /// Bytes that are not UTF-8: a bad lead byte, a missing continuation, an
        /// overlong form, an encoded surrogate or a scalar above U+10FFFF.
        case invalidUTF8
        /// A `\u` escape of a UTF-16 surrogate without its other half.
        case loneSurrogate(UInt16)
        /// A backslash followed by something that is not one of JSON's escapes.
        case invalidEscape
        /// A raw control character (U+0000 … U+001F) inside a string.
        case controlCharacter(UInt8)
        /// A number that breaks RFC 8259's grammar; the string says how.
        case invalidNumber(String)
        /// Arrays and objects nested deeper than the limit.
        case tooDeep(limit: Int)
        /// A complete value followed by more than white space.
        case trailingCharacters
    }

    package var reason: Reason
    /// The 1-based byte column of the problem.
    package var column: Int

    package var description: String {
        switch reason {
        case .expected(let expectation):
            "invalid JSON: expected \(expectation) at column \(column)"
        case .unexpectedEnd(let expectation):
            "invalid JSON: unexpected end of line, expected \(expectation) at column \(column)"
        case .invalidUTF8:
            "invalid UTF-8 at column \(column)"
        case .loneSurrogate(let unit):
            "invalid JSON: lone surrogate \\u\(hex4(unit).lowercased()) at column \(column)"
        case .invalidEscape:
            "invalid JSON: invalid escape in string at column \(column)"
        case .controlCharacter(let byte):
            "invalid JSON: unescaped control character U+\(hex4(UInt16(byte))) in string at column \(column)"
        case .invalidNumber(let problem):
            "invalid JSON: invalid number, \(problem) at column \(column)"
        case .tooDeep(let limit):
            "invalid JSON: nested deeper than \(limit) levels at column \(column)"
        case .trailingCharacters:
            "invalid JSON: unexpected characters after the value at column \(column)"
        }
    }

    private func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
