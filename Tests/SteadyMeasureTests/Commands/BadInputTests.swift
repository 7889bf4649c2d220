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
        expectedError += Array("}".utf8)
        #expect(run.stdoutLines == [Self.goodRecord, String(decoding: expectedError, as: UTF8.self), Self.goodRecord])
        #expect(run.stderr == "steady-measure: line 2: \(message)\n")
        #expect(run.status == 1)
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
