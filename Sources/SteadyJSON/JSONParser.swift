/// A strict RFC 8259 JSON parser over the bytes of one line.
///
/// Why not Foundation's `JSONSerialization`: it does not say where a line went
/// wrong, it turns numbers into `Double`s (an `id` must be echoed as given), and
/// it quietly accepts or replaces what must be reported: invalid UTF-8 and
/// `\u` escapes of lone surrogates. This parser rejects both with a column.
///
/// Strict means: one value per line with only space, tab, CR and LF around it;
/// no comments, no trailing commas, no leading zeros, no `NaN`; raw control
/// characters in strings are errors; `\u0000` is allowed (it is a valid
/// scalar). Arrays and objects may nest ``defaultMaxDepth`` levels, so hostile
/// input cannot overflow the stack of the recursive descent.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"id": 7, "text": "hi"}"#.utf8))
/// ```
package struct JSONParser {
    /// How deep arrays and objects may nest: far beyond any chat message, and
    /// a few hundred small frames deep, well inside a worker thread's stack.
    package static let defaultMaxDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var position = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses `bytes` as exactly one JSON value.
    ///
    /// - Throws: ``JSONParseError`` with the first problem's column.
    /// - Complexity: O(n) in the number of bytes.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth
    ) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count {
            throw parser.failure(.trailingCharacters)
        }
        return value
    }

    /// Parses a byte array as exactly one JSON value (for tests and small inputs).
    package static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(buffer, maxDepth: maxDepth) }
        }
        return try result.get()
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw failure(.unexpectedEnd(expecting: "a value")) }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        default: throw failure(.expected("a value"))
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1  // "{"
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw expected("a string key") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw expected("':' after key") }
            position += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(members)
            default: throw expected("',' or '}' after object member")
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1  // "["
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            default: throw expected("',' or ']' after array element")
            }
        }
    }

    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        if depth > maxDepth { throw failure(.tooDeep(limit: maxDepth)) }
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = position
        for index in 0..<literal.utf8CodeUnitCount {
            guard position < bytes.count else { throw failure(.unexpectedEnd(expecting: "'\(literal)'"), at: start) }
            guard bytes[position] == literal.utf8Start[index] else {
                // Name the word that was found ("not json" is not a misspelt null).
                var end = start
                while end < bytes.count, end - start < 16,
                      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end] | 0x20) { end += 1 }
                let found = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
                throw failure(.expected("a JSON value, found '\(found)'"), at: start)
            }
            position += 1
        }
    }

    // MARK: - Numbers

    /// Checks a number against RFC 8259's grammar and returns its token text:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        switch peek() {
        case UInt8(ascii: "0"):
            position += 1
            if let next = peek(), isDigit(next) { throw failure(.invalidNumber("leading zero")) }
        case let byte? where isDigit(byte):
            skipDigits()
        default:
            throw failure(.invalidNumber("expected a digit"))
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let byte = peek(), isDigit(byte) else { throw failure(.invalidNumber("expected a digit after '.'")) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let byte = peek(), isDigit(byte) else { throw failure(.invalidNumber("expected a digit in the exponent")) }
            skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote, validating UTF-8 and
    /// decoding escapes (a surrogate pair becomes one scalar).
    private mutating func parseString() throws(JSONParseError) -> String {
        position += 1  // opening quote
        let start = position
        // Fast path: most strings have no escapes, so the bytes are the string.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            try skipCharacter(byte)
        }
        var decoded = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try appendEscape(to: &decoded)
            } else {
                let characterStart = position
                try skipCharacter(byte)
                decoded.append(contentsOf: bytes[characterStart..<position])
            }
        }
        throw failure(.unexpectedEnd(expecting: "'\"' to end the string"))
    }

    /// Steps over one unescaped character of a string, checking it.
    private mutating func skipCharacter(_ lead: UInt8) throws(JSONParseError) {
        if lead < 0x20 { throw failure(.controlCharacter(lead)) }
        position += lead < 0x80 ? 1 : try utf8SequenceLength(lead)
    }

    /// The length of the well-formed UTF-8 sequence at `position`
    /// (Unicode Table 3-7), or an error at its first byte.
    private func utf8SequenceLength(_ lead: UInt8) throws(JSONParseError) -> Int {
        // The allowed range of the second byte depends on the lead byte: that
        // is what rules out overlong forms, encoded surrogates and > U+10FFFF.
        let length: Int
        let second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: length = 2; second = 0x80...0xBF
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; second = 0x80...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4; second = 0x80...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        default: throw failure(.invalidUTF8)
        }
        guard position + length <= bytes.count, second.contains(bytes[position + 1]) else {
            throw failure(.invalidUTF8)
        }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) {
            throw failure(.invalidUTF8)
        }
        return length
    }

    private mutating func appendEscape(to decoded: inout [UInt8]) throws(JSONParseError) {
        let escapeStart = position
        position += 1  // backslash
        guard let byte = peek() else { throw failure(.unexpectedEnd(expecting: "an escape")) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            let scalarValue: UInt32
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate counts only when a low one follows at once.
                let low = try lowSurrogate(after: unit, escapeStart: escapeStart)
                scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw failure(.loneSurrogate(unit), at: escapeStart)
            default:
                scalarValue = UInt32(unit)
            }
            // Safe: surrogates were handled above, so this is a valid scalar.
            decoded.append(contentsOf: UTF8.encode(Unicode.Scalar(scalarValue)!)!)
        default:
            throw failure(.invalidEscape, at: escapeStart)
        }
    }

    private mutating func lowSurrogate(after high: UInt16, escapeStart: Int) throws(JSONParseError) -> UInt16 {
        guard position + 1 < bytes.count,
              bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
        else { throw failure(.loneSurrogate(high), at: escapeStart) }
        let save = position
        position += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
            position = save
            throw failure(.loneSurrogate(high), at: escapeStart)
        }
        return low
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure(.unexpectedEnd(expecting: "four hex digits after \\u")) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure(.expected("four hex digits after \\u"))
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    // MARK: - Helpers

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D {
            position += 1
        }
    }

    /// "expected X" at the current byte, or "unexpected end" when there is none.
    private func expected(_ expectation: String) -> JSONParseError {
        position < bytes.count ? failure(.expected(expectation)) : failure(.unexpectedEnd(expecting: expectation))
    }

    private func failure(_ reason: JSONParseError.Reason, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(reason: reason, column: (offset ?? position) + 1)
    }
}
