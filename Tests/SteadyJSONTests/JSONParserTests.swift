import Testing
@testable import SteadyJSON

/// The strict JSON parser on its own: what it accepts, what it rejects, where.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ text: String) -> JSONParseError? { failure(Array(text.utf8)) }

    @Test func literalsNumbersAndNesting() throws {
        #expect(try parse(" true ") == .bool(true))
        #expect(try parse("false") == .bool(false))
        #expect(try parse("null") == .null)
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == .object([]))
        #expect(try parse("\t[1, -0, 0.5, 1.50, 2e10, -3E-2, 4e+0]\r\n")
                == .array(["1", "-0", "0.5", "1.50", "2e10", "-3E-2", "4e+0"].map(JSONValue.number)))
        #expect(try parse(#"{"a": [{"b": null}], "a": {}}"#) == .object([
            JSONMember(key: "a", value: .array([.object([JSONMember(key: "b", value: .null)])])),
            JSONMember(key: "a", value: .object([])),
        ]))
    }

    @Test func stringsWithEveryEscape() throws {
        #expect(try parse(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \u0000""#)
                == .string("\" \\ / \u{8} \u{C} \n \r \t A é € \u{0}"))
        #expect(try parse(#""\ud83d\ude00 \uD834\uDD1E""#) == .string("😀 𝄞"))
        #expect(try parse("\"héllo 世界 🙂\"") == .string("héllo 世界 🙂"))
    }

    @Test(arguments: [
        (#"\ud800"#, 0xD800, 2), (#"\udfff"#, 0xDFFF, 2), (#"ab\udbff"#, 0xDBFF, 4),
        (#"\ud800\u0041"#, 0xD800, 2), (#"\ud800\ud800"#, 0xD800, 2), (#"\ud800x"#, 0xD800, 2),
        (#"\udc00\ud800"#, 0xDC00, 2),
    ])
    func loneSurrogatesAreRejected(content: String, unit: Int, column: Int) {
        #expect(failure("\"\(content)\"") == JSONParseError(reason: .loneSurrogate(UInt16(unit)), column: column))
    }

    @Test(arguments: [
        ([0x22, 0xFF, 0x22], 2),                    // never a UTF-8 byte
        ([0x22, 0x80, 0x22], 2),                    // continuation without a lead
        ([0x22, 0xC0, 0x80, 0x22], 2),              // overlong NUL
        ([0x22, 0xE0, 0x80, 0x80, 0x22], 2),        // overlong three-byte form
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 2),        // an encoded surrogate (CESU-8)
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2),  // above U+10FFFF
        ([0x22, 0x61, 0xE2, 0x82, 0x22], 3),        // truncated sequence
        ([0x22, 0x61, 0xE2, 0x82], 3),              // truncated at the end of the line
        ([0x5B, 0xC3, 0xA9, 0x5D], 2),              // non-ASCII outside a string is not JSON
    ] as [([UInt8], Int)])
    func invalidUTF8IsRejectedAtItsFirstByte(bytes: [UInt8], column: Int) {
        let error = failure(bytes)
        if bytes.first == 0x5B {
            #expect(error == JSONParseError(reason: .expected("a value"), column: column))
        } else {
            #expect(error == JSONParseError(reason: .invalidUTF8, column: column))
        }
    }

    @Test(arguments: [
        ("", JSONParseError.Reason.unexpectedEnd(expecting: "a value"), 1),
        ("   ", .unexpectedEnd(expecting: "a value"), 4),
        ("{", .unexpectedEnd(expecting: "a string key"), 2),
        (#"{"a" 1}"#, .expected("':' after key"), 6),
        (#"{"a": 1,}"#, .expected("a string key"), 9),
        (#"{a: 1}"#, .expected("a string key"), 2),
        ("[1,]", .expected("a value"), 4),
        ("[1 2]", .expected("',' or ']' after array element"), 4),
        ("[1", .unexpectedEnd(expecting: "',' or ']' after array element"), 3),
        ("01", .invalidNumber("leading zero"), 2),
        ("-", .invalidNumber("expected a digit"), 2),
        ("1.", .invalidNumber("expected a digit after '.'"), 3),
        ("1e", .invalidNumber("expected a digit in the exponent"), 3),
        ("+1", .expected("a value"), 1),
        (".5", .expected("a value"), 1),
        ("NaN", .expected("a value"), 1),
        ("tru", .unexpectedEnd(expecting: "'true'"), 1),
        ("nul!", .expected("a JSON value, found 'nul'"), 1),
        ("not json", .expected("a JSON value, found 'not'"), 1),
        ("true false", .trailingCharacters, 6),
        (#""a"#, .unexpectedEnd(expecting: "'\"' to end the string"), 3),
        (#""\x""#, .invalidEscape, 2),
        (#""\u12G4""#, .expected("four hex digits after \\u"), 6),
        ("\"a\u{1F}\"", .controlCharacter(0x1F), 3),
        ("\"a\nb\"", .controlCharacter(0x0A), 3),
        ("// comment", .expected("a value"), 1),
    ] as [(String, JSONParseError.Reason, Int)])
    func invalidJSONIsRejectedWithItsColumn(text: String, reason: JSONParseError.Reason, column: Int) {
        #expect(failure(text) == JSONParseError(reason: reason, column: column))
    }

    @Test func nestingStopsAtTheDepthLimit() throws {
        let limit = JSONParser.defaultMaxDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try parse(deepest) }
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(failure(tooDeep) == JSONParseError(reason: .tooDeep(limit: limit), column: limit + 1))
        // Hostile input far deeper than the limit ends with the same error, not a crashed stack.
        #expect(failure(String(repeating: #"{"a":["#, count: 200_000))?.reason == .tooDeep(limit: limit))
    }

    @Test func messagesNameTheProblemAndColumn() {
        #expect(JSONParseError(reason: .expected("':' after key"), column: 12).description
                == "invalid JSON: expected ':' after key at column 12")
        #expect(JSONParseError(reason: .loneSurrogate(0xD800), column: 9).description
                == #"invalid JSON: lone surrogate \ud800 at column 9"#)
        #expect(JSONParseError(reason: .invalidUTF8, column: 3).description == "invalid UTF-8 at column 3")
    }
}
