import Foundation
import Testing

/// What measure mode writes for good input: the record format, its order,
/// options that change the numbers, and line-end handling.
@Suite struct MeasureOutputTests {
    private func message(_ id: String, _ text: String) -> String {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes += Array(#"\""#.utf8)
            case "\\": bytes += Array(#"\\"#.utf8)
            case "\n": bytes += Array(#"\n"#.utf8)
            default: bytes += Array(String(scalar).utf8)
            }
        }
        return #"{"id": "\#(id)", "text": "\#(String(decoding: bytes, as: UTF8.self))"}"#
    }

    @Test func contractExampleLineExactly() throws {
        let run = try SteadyMeasureRun.run(["--width", "300"], input: message("m1", ChromiumGolden.text) + "\n")
        #expect(run.stdout == #"{"id": "m1", "width": 300, "size": 17, "lines": 2, "height": 46}"# + "\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test(arguments: ChromiumGolden.cases.indices)
    func matchesChromiumGolden(index: Int) throws {
        let golden = ChromiumGolden.cases[index]
        let run = try SteadyMeasureRun.run(
            ["--width", golden.width, "--size", golden.size,
             "--line-height", golden.lineHeight, "--white-space", golden.whiteSpace],
            input: message("g", ChromiumGolden.text))
        #expect(run.stdout == #"{"id": "g", "width": \#(golden.width), "size": \#(golden.size), "lines": \#(golden.lines), "height": \#(golden.height)}"# + "\n")
        #expect(run.status == 0)
    }

    @Test func widthsInOrderThenSizesInOrder() throws {
        let input = message("a", ChromiumGolden.text) + "\n" + message("b", "Hi") + "\n"
        let run = try SteadyMeasureRun.run(["--width", "300,160", "--size", "17,33,14"], input: input)
        let prefixes = run.stdoutLines.map { $0.components(separatedBy: #""lines""#)[0] }
        #expect(prefixes == [
            #"{"id": "a", "width": 300, "size": 17, "#, #"{"id": "a", "width": 300, "size": 33, "#,
            #"{"id": "a", "width": 300, "size": 14, "#, #"{"id": "a", "width": 160, "size": 17, "#,
            #"{"id": "a", "width": 160, "size": 33, "#, #"{"id": "a", "width": 160, "size": 14, "#,
            #"{"id": "b", "width": 300, "size": 17, "#, #"{"id": "b", "width": 300, "size": 33, "#,
            #"{"id": "b", "width": 300, "size": 14, "#, #"{"id": "b", "width": 160, "size": 17, "#,
            #"{"id": "b", "width": 160, "size": 33, "#, #"{"id": "b", "width": 160, "size": 14, "#,
        ])
        // Two of these are Chromium goldens.
        #expect(run.stdoutLines[0].hasSuffix(#""lines": 2, "height": 46}"#))
        #expect(run.stdoutLines[4].hasSuffix(#""lines": 5, "height": 225}"#))
        #expect(run.status == 0)
    }

    @Test func dynamicTypeNamesAreTheirBodySizes() throws {
        let names = "xSmall,Small,Medium,Large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
        let run = try SteadyMeasureRun.run(["--width", "300", "--size", names], input: message("m", "Hi"))
        let sizes = run.stdoutLines.map { line in
            line.components(separatedBy: #""size": "#)[1].prefix(while: { $0 != "," })
        }
        #expect(sizes == ["14", "15", "16", "17", "19", "21", "23", "28", "33", "40", "47", "53"])
        #expect(run.status == 0)
    }

    @Test func dynamicTypeNameMeasuresLikeItsNumber() throws {
        let input = message("g", ChromiumGolden.text)
        let byName = try SteadyMeasureRun.run(["--width", "160", "--size", "ax2"], input: input)
        let byNumber = try SteadyMeasureRun.run(["--width", "160", "--size", "33"], input: input)
        #expect(byName.stdout == byNumber.stdout)
        #expect(byName.stdout.contains(#""size": 33, "lines": 5, "height": 225"#))
    }

    @Test(arguments: [
        (#"7"#, #"7"#), (#"1.50"#, #"1.50"#), (#"-0"#, #"-0"#), (#"1E+3"#, #"1E+3"#),
        (#"12345678901234567890123"#, #"12345678901234567890123"#),
        (#""m1""#, #""m1""#),
        (#""a\"b\\c\nd\t\u00e9\ud83d\ude00\/""#, #""a\"b\\c\nd\té😀/""#),
        (#""\u0001\u001f\u007f""#, "\"\\u0001\\u001f\u{7F}\""),
        (#""""#, #""""#),
    ])
    func idIsEchoedAsGiven(given: String, echoed: String) throws {
        let run = try SteadyMeasureRun.run(["--width", "300"], input: #"{"text": "Hi", "id": \#(given)}"#)
        #expect(run.stdout == #"{"id": \#(echoed), "width": 300, "size": 17, "lines": 1, "height": 23}"# + "\n")
        #expect(run.status == 0)
    }

    @Test func otherFieldsAreIgnored() throws {
        let input = #"{"from": {"name": "Ana", "tags": [1, true, null, {"x": -2.5e-3}]}, "id": "m", "text": "Hi", "sent": 17}"#
        let run = try SteadyMeasureRun.run(["--width", "300"], input: input)
        #expect(run.stdout == #"{"id": "m", "width": 300, "size": 17, "lines": 1, "height": 23}"# + "\n")
    }

    @Test func crlfByteOrderMarkAndNoFinalNewline() throws {
        let input = "\u{FEFF}" + message("a", "Hi") + "\r\n" + message("b", "Hi") + "\r\n" + message("c", "Hi")
        let run = try SteadyMeasureRun.run(["--width", "300"], input: input)
        #expect(run.stdoutLines == ["a", "b", "c"].map { #"{"id": "\#($0)", "width": 300, "size": 17, "lines": 1, "height": 23}"# })
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func emptyInputWritesNothing() throws {
        let run = try SteadyMeasureRun.run(["--width", "300"], input: "")
        #expect(run.stdoutData.isEmpty)
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func emptyTextHasNoLines() throws {
        let run = try SteadyMeasureRun.run(["--width", "300"], input: message("e", ""))
        #expect(run.stdout == #"{"id": "e", "width": 300, "size": 17, "lines": 0, "height": 0}"# + "\n")
    }

    @Test func fileArgumentStdinDashAndMeasureSubcommandAgree() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("in.jsonl")
        let input = message("a", ChromiumGolden.text) + "\n" + message("b", "Salut 👋") + "\n"
        try Data(input.utf8).write(to: file)
        let fromStdin = try SteadyMeasureRun.run(["--width", "300"], input: input)
        let fromDash = try SteadyMeasureRun.run(["measure", "--width=300", "-"], input: input)
        let fromFile = try SteadyMeasureRun.run(["measure", file.path, "--width", "300"])
        #expect(fromStdin.stdoutLines.count == 2)
        #expect(fromDash.stdout == fromStdin.stdout)
        #expect(fromFile.stdout == fromStdin.stdout)
        #expect([fromStdin.status, fromDash.status, fromFile.status] == [0, 0, 0])
    }

    @Test func jobsDoNotChangeOneByte() throws {
        let sample = try String(contentsOf: SteadyMeasureRun.packageRoot.appendingPathComponent("Samples/conversation.jsonl"), encoding: .utf8)
        var input = ""
        for copy in 0..<5 {
            input += sample
            input += "not json \(copy)\n"  // error records must stay in place too
        }
        let arguments = ["--width", "300,375,120", "--size", "Large,AX2"]
        let one = try SteadyMeasureRun.run(arguments + ["--jobs", "1"], input: input)
        let two = try SteadyMeasureRun.run(arguments + ["--jobs", "2"], input: input)
        let seven = try SteadyMeasureRun.run(arguments + ["--jobs=7"], input: input)
        // Each copy: every sample line at 3 widths × 2 sizes, and one error record.
        let sampleLines = sample.split(separator: "\n").count
        #expect(one.stdoutLines.count == 5 * (sampleLines * 6 + 1))
        #expect(one.stdoutData == two.stdoutData)
        #expect(one.stdoutData == seven.stdoutData)
        #expect(one.stderr == two.stderr)
        #expect([one.status, two.status, seven.status] == [1, 1, 1])
    }

    @Test func bundledSampleRunsAsInTheReadme() throws {
        let run = try SteadyMeasureRun.run(["--width", "300,375", "--size", "Large,AX2", SteadyMeasureRun.packageRoot.appendingPathComponent("Samples/conversation.jsonl").path])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let ids = run.stdoutLines.map { $0.components(separatedBy: "\"")[3] }
        let sample = try String(contentsOf: SteadyMeasureRun.packageRoot.appendingPathComponent("Samples/conversation.jsonl"),
                                encoding: .utf8)
        let sampleIDs = sample.split(separator: "\n").map { $0.components(separatedBy: "\"")[3] }
        #expect(sampleIDs.count > 60)
        #expect(ids == sampleIDs.flatMap { Array(repeating: $0, count: 4) })
    }
}
