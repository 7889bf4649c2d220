import Foundation
import Testing

/// `--fonts FILE`: a font-stack file (Docs/steady-measure.md, "Font-stack files") is the
/// stack; one that cannot be used is a usage error whose one line names the
/// file, the family and the problem.
@Suite struct StackFileOptionTests {
    static let fonts = SteadyMeasureRun.packageRoot.appendingPathComponent("Fonts").path
    static let input = [
        #"{"id": "en", "text": "It's on the fridge, next to the calendar."}"#,
        #"{"id": "ka", "text": "გამარჯობა მეგობარო, როგორ ხარ? ეს არის ტესტი"}"#,
        #"{"id": "th", "text": "สวัสดีครับ ขอบคุณมาก"}"#,
    ].joined(separator: "\n")

    /// A stack file in a folder of its own naming the bundled files by absolute path.
    static func stackFile(_ json: String, in folder: TemporaryFolder, name: String = "stack.json") throws -> String {
        let path = folder.url.appendingPathComponent(name).path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theBundledStackFileMeasuresAsTheBundledFolder() throws {
        let folder = try TemporaryFolder()
        let copy = try Self.stackFile(String(contentsOfFile: Self.fonts + "/stack.json", encoding: .utf8)
            .replacingOccurrences(of: #""file": ""#, with: #""file": "\#(Self.fonts)/"#), in: folder)
        let bundled = try SteadyMeasureRun.run(["--width", "300,120", "--size", "17,33"], input: Self.input)
        for path in [Self.fonts + "/stack.json", copy] {
            let run = try SteadyMeasureRun.run(["--width", "300,120", "--size", "17,33", "--fonts", path], input: Self.input)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdoutLines.count == 12)
            #expect(run.stdoutData == bundled.stdoutData)
        }
    }

    /// A stack of Noto Sans and Thai only: Georgian is drawn with no font and
    /// the Latin and Thai records are the bundled stack's.
    @Test func aSmallerStackMeasuresWithItsOwnFonts() throws {
        let folder = try TemporaryFolder()
        let path = try Self.stackFile(#"""
            {"families": [{"family": "Noto Sans", "faces": [{"file": "\#(Self.fonts)/NotoSans-Regular.ttf"}]},
                          {"family": "Noto Sans Thai", "faces": [{"file": "\#(Self.fonts)/NotoSansThai-Regular.ttf"}]}]}
            """#, in: folder)
        let small = try SteadyMeasureRun.run(["--width", "120", "--fonts", path], input: Self.input)
        let bundled = try SteadyMeasureRun.run(["--width", "120"], input: Self.input)
        #expect(small.status == 0)
        #expect(small.stdoutLines[0] == bundled.stdoutLines[0])
        #expect(small.stdoutLines[2] == bundled.stdoutLines[2])
        #expect(small.stdoutLines[1] != bundled.stdoutLines[1])
    }

    @Test func anUnusableStackFileIsAUsageErrorNamingFileFamilyAndProblem() throws {
        let folder = try TemporaryFolder()
        try Data("not a font at all".utf8).write(to: folder.url.appendingPathComponent("Broken.ttf"))
        try Data([0, 1, 0, 0, 9, 9, 9, 9]).write(to: folder.url.appendingPathComponent("Truncated.ttf"))
        let cases: [(json: String, message: String)] = [
            (#"{"families": [{"family": "Inter", "faces": [{"file": "\#(Self.fonts)/NotoSans-Regular.ttf", "weight": 1200}]}]}"#,
             #"family "Inter": face 1: weight 1200 is outside 1–1000"#),
            (#"{"families": [{"family": "Sans", "faces": [{"file": "Missing.ttf"}]}]}"#,
             #"family "Sans": face 1: cannot read font file \#(folder.url.path)/Missing.ttf: No such file or directory"#),
            (#"{"families": [{"family": "Sans", "faces": [{"file": "Broken.ttf"}]}]}"#,
             #"family "Sans": face 1: not a font file: \#(folder.url.path)/Broken.ttf"#),
            // Past the reader's check, refused by the loader.
            (#"{"families": [{"family": "Sans", "faces": [{"file": "\#(Self.fonts)/NotoSans-Regular.ttf"}]}, "#
                + #"{"family": "Cut", "faces": [{"file": "Truncated.ttf"}]}]}"#,
             #"family "Cut": face 1: not a usable font file: \#(folder.url.path)/Truncated.ttf"#),
            ("[1, 2", "invalid JSON"),
        ]
        for (json, message) in cases {
            let path = try Self.stackFile(json, in: folder)
            for arguments in [["--width", "300", "--fonts", path], ["serve", "--port", "0", "--fonts", path]] {
                let run = try SteadyMeasureRun.run(arguments, input: Self.input)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.stdoutData.isEmpty)
                #expect(run.stderrLines.count == 1, "\(run.stderr)")
                #expect(run.stderr.hasPrefix("steady-measure: --fonts: \(path): \(message)"), "\(run.stderr)")
            }
        }
        let missing = folder.url.appendingPathComponent("none.json").path
        let run = try SteadyMeasureRun.run(["--width", "300", "--fonts", missing], input: Self.input)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("steady-measure: --fonts: \(missing): cannot read the font-stack file: No such file"))
    }
}
