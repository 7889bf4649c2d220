import Foundation
import Testing

/// Lines that cannot be read: each gets an error record in its place and a
/// message on standard error, later lines are still answered, and the run
/// exits with 1.
@Suite struct BadInputTests {
    static let good = Data(#"{"id": "ok", "text": "Hi"}"#.utf8)
    static let goodRecord = #"{"id": "ok", "width": 300, "size": 17, "lines": 1, "height": 23}"#

    /// (bad line's bytes, the error message expected for it)
    static let cases: [(line: [UInt8], message: String)] = [
        (Array(#"{"id": "x" "text": "y"}"#.utf8), "invalid JSON: expected ',' or '}' after object member at column 12"),
        (Array(#"{"id" 1, "text": "y"}"#.utf8), "invalid JSON: expected ':' after key at column 7"),
        (Array(#"{"id": "a", "text": "b"} x"#.utf8), "invalid JSON: unexpected characters after the value at column 26"),
        (Array(#"{"id": "a", "text": "b",}"#.utf8), "invalid JSON: expected a string key at column 25"),
        (Array(#"{"id": "a", "text": "b"#.utf8), "invalid JSON: unexpected end of line, expected '\"' to end the string at column 23"),
        (Array("hello".utf8), "invalid JSON: expected a value at column 1"),
        (Array(#"[1, 2]"#.utf8), "expected a JSON object, found an array"),
        (Array(#""just text""#.utf8), "expected a JSON object, found a string"),
        (Array("42".utf8), "expected a JSON object, found a number"),
        (Array(#"{"id": "a"}"#.utf8), #"missing "text""#),
        (Array(#"{"id": "a", "text": null}"#.utf8), #""text" is null, not a string"#),
        (Array(#"{"id": "a", "text": ["b"]}"#.utf8), #""text" is an array, not a string"#),
        (Array(#"{"text": "b"}"#.utf8), #"missing "id""#),
        (Array(#"{"id": true, "text": "b"}"#.utf8), #""id" is true, not a string or a number"#),
        (Array(#"{"id": {"n": 1}, "text": "b"}"#.utf8), #""id" is an object, not a string or a number"#),
        (Array(#"{"id": "a", "text": "b", "text": "c"}"#.utf8), #"duplicate key "text""#),
        (Array(#"{"id": "a", "text": "\ud800"}"#.utf8), #"invalid JSON: lone surrogate \ud800 at column 22"#),
        (Array(#"{"id": "a", "text": "x\udc00y"}"#.utf8), #"invalid JSON: lone surrogate \udc00 at column 23"#),
        (Array(#"{"id": "a", "text": "\ud83d\u0041"}"#.utf8), #"invalid JSON: lone surrogate \ud83d at column 22"#),
        (Array(#"{"id": "a", "text": "b\q"}"#.utf8), "invalid JSON: invalid escape in string at column 23"),
        (Array(#"{"id": "a", "text": "#.utf8) + [0x22, 0x61, 0xFF, 0x22, 0x7D], "invalid UTF-8 at column 23"),
        (Array(#"{"id": "a", "text": "#.utf8) + [0x22, 0xC0, 0x80, 0x22, 0x7D], "invalid UTF-8 at column 22"),
        (Array(#"{"id": "a", "text": "#.utf8) + [0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D], "invalid UTF-8 at column 22"),
        (Array(#"{"id": "a", "text": "#.utf8) + [0x22, 0x09, 0x22, 0x7D], "invalid JSON: unescaped control character U+0009 in string at column 22"),
        (Array(#"{"id": 01, "text": "b"}"#.utf8), "invalid JSON: invalid number, leading zero at column 9"),
        (Array(#"{"id": 1., "text": "b"}"#.utf8), "invalid JSON: invalid number, expected a digit after '.' at column 10"),
        (Array(#"{"id": NaN, "text": "b"}"#.utf8), "invalid JSON: expected a value at column 8"),
        (Array(#"{"id": "a", "text": "b", "deep": "#.utf8) + Array(repeating: 0x5B, count: 600), "invalid JSON: nested deeper than 512 levels at column 545"),
        // Spans (Docs/steady-measure.md, "Styled text: spans"): their shape, then whether they fit the text and the stack.
        (Array(#"{"id": "a", "text": "bold", "spans": {"start": 0}}"#.utf8), #""spans" is an object, not an array"#),
        (Array(#"{"id": "a", "text": "bold", "spans": [3]}"#.utf8), "span 1: expected an object, found a number"),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"end": 2}]}"#.utf8), #"span 1: missing "start""#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1.5}]}"#.utf8), #"span 1: "end" is 1.5, not an integer"#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": "0", "end": 1}]}"#.utf8), #"span 1: "start" is a string, not an integer"#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "weight": "bold"}]}"#.utf8), #"span 1: "weight" is a string, not a number"#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "style": "oblique"}]}"#.utf8), #"span 1: "style" is "oblique", not "normal" or "italic""#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "family": 7}]}"#.utf8), #"span 1: "family" is a number, not a string"#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "box": null}]}"#.utf8), #"span 1: "box" is null, not a number"#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "start": 2}]}"#.utf8), #"span 1: duplicate key "start""#),
        (Array(#"{"id": "a", "text": "bold", "spans": [], "spans": []}"#.utf8), #"duplicate key "spans""#),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 5}]}"#.utf8), "span 1 (0..<5): reaches outside the text (4 UTF-16 code units)"),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 2}, {"start": 1, "end": 3}]}"#.utf8), "span 2 (1..<3): overlaps the previous span (0..<2)"),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 2, "end": 3}, {"start": 0, "end": 1}]}"#.utf8), "span 2 (0..<1): starts before the previous span (at 2): spans must be sorted"),
        (Array(#"{"id": "a", "text": "a\ud83d\ude00", "spans": [{"start": 0, "end": 2}]}"#.utf8), "span 1 (0..<2): offset 2 splits a surrogate pair"),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "family": "Comic Sans"}]}"#.utf8), "span 1 (0..<1): family Comic Sans is not in the font stack"),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "weight": 1000}]}"#.utf8), "span 1 (0..<1): weight 1000 is outside 100–900"),
        (Array(#"{"id": "a", "text": "bold", "spans": [{"start": 0, "end": 1, "box": -1}]}"#.utf8), "span 1 (0..<1): box width -1 em is not a finite number, 0 or more"),
        (Array(#"{"id": "a", "text": "x", "markdown": "y"}"#.utf8), #""text" and "markdown" are both given: use one"#),
        (Array(#"{"id": "a", "markdown": 3}"#.utf8), #""markdown" is a number, not a string"#),
        (Array(#"{"id": "a", "markdown": "**b**", "spans": []}"#.utf8), #""spans" cannot go with "markdown", which makes its own"#),
        (Array(#"{"id": "a", "markdown": "@bo", "mentions": {"@bo": -1}}"#.utf8), #""mentions": "@bo" is not a width in em, 0 or more"#),
        (Array(#"{"id": "a", "markdown": "@bo", "mentions": [2]}"#.utf8), #""mentions" is an array, not an object"#),
        ([], "empty line"),
        (Array(" \t ".utf8), "empty line"),
    ]

    @Test(arguments: cases.indices)
    func badLineGetsARecordInPlace(index: Int) throws {
        let (line, message) = Self.cases[index]
        var input = Self.good
        input.append(0x0A)
        input.append(contentsOf: line)
        input.append(0x0A)
        input.append(Self.good)
        let run = try SteadyMeasureRun.run(["--width", "300"], input: input)
        var expectedError: [UInt8] = []
        expectedError += Array(#"{"line": 2, "error": "#.utf8)
        expectedError += Array(Self.jsonString(message).utf8)
        if let id = Self.id(of: line) { expectedError += Array(#", "id": \#(id)"#.utf8) }
        expectedError += Array("}".utf8)
        #expect(run.stdoutLines == [Self.goodRecord, String(decoding: expectedError, as: UTF8.self), Self.goodRecord])
        #expect(run.stderr == "steady-measure: line 2: \(message)\n")
        #expect(run.status == 1)
    }

    /// The id a bad line's record names: the line's one `"id"`, as written,
    /// when the line is a JSON object and that id a string or a number.
    static func id(of line: [UInt8]) -> String? {
        // Foundation's reader forgives a trailing comma; RFC 8259 does not.
        guard !line.isEmpty, !String(decoding: line, as: UTF8.self).contains(",}"),
              let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
              object["id"] is String || object["id"] is NSNumber else { return nil }
        let text = String(decoding: line, as: UTF8.self)
        let ids = text.ranges(of: #/"id"\s*:\s*("(?:[^"\\]|\\.)*"|[-+0-9.eE]+)/#)
        guard ids.count == 1, let match = text[ids[0]].firstMatch(of: #/:\s*(.*)$/#) else { return nil }
        return String(match.1)
    }

    @Test func aLoneNewlineIsOneEmptyLine() throws {
        let run = try SteadyMeasureRun.run(["--width", "300"], input: "\n")
        #expect(run.stdout == #"{"line": 1, "error": "empty line"}"# + "\n")
        #expect(run.status == 1)
    }

    @Test func lineNumbersCountEveryLineAcrossBatches() throws {
        // 1,500 lines cross the 512-line batches; bad lines at 1, 600 and 1,500.
        var lines = Array(repeating: #"{"id": 1, "text": "a"}"#, count: 1500)
        for number in [1, 600, 1500] { lines[number - 1] = "{" }
        let run = try SteadyMeasureRun.run(["--width", "300", "--jobs", "2"], input: lines.joined(separator: "\n"))
        #expect(run.stdoutLines.count == 1500)
        #expect(run.stderrLines == [1, 600, 1500].map {
            "steady-measure: line \($0): invalid JSON: unexpected end of line, expected a string key at column 2"
        })
        for number in [1, 600, 1500] {
            #expect(run.stdoutLines[number - 1].hasPrefix(#"{"line": \#(number), "error": "#))
        }
        #expect(run.status == 1)
    }

    /// `text` as a JSON string, for the expected record.
    /// (The messages hold no control characters, so quotes and backslashes are all there is to escape.)
    private static func jsonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
