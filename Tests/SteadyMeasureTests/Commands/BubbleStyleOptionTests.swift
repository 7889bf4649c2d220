import Foundation
import SteadyBubbles
import SteadyText
import Testing

/// `--bubble-style FILE`: the run's bubble style, which a bubble's own
/// `"style"` overrides field by field; a file that is not a valid style is
/// a usage error naming the file and the field.
@Suite struct BubbleStyleOptionTests {
    static let line = #"{"id": 1, "text": "A message long enough to wrap in a narrower bubble than the template's", "bubble": {"name": "Ana", "time": "12:30"}}"#

    static func content() -> BubbleContent {
        var content = BubbleContent(text: "A message long enough to wrap in a narrower bubble than the template's")
        content.name = "Ana"
        content.time = "12:30"
        return content
    }

    static func withStyle(_ json: String, _ arguments: [String], input: String = line + "\n") throws -> SteadyMeasureRun {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("style.json")
        try Data(json.utf8).write(to: file)
        return try SteadyMeasureRun.run(arguments + ["--bubble-style", file.path], input: input)
    }

    static func rowHeight(_ record: String) throws -> Double {
        let object = try JSONSerialization.jsonObject(with: Data(record.utf8)) as! [String: Any]
        return (object["rowHeight"] as! NSNumber).doubleValue
    }

    /// The file's style is every bubble's: the heights are the library's
    /// with that style, and not the template's.
    @Test func theFileIsTheRunsStyle() throws {
        let run = try Self.withStyle(#"{"maxWidth": 160, "padding": {"top": 20}}"#, ["--width", "390"])
        #expect(run.status == 0, "\(run.stderr)")
        var style = BubbleStyle()
        style.maxWidth = 160
        style.padding.top = 20
        let fonts = try FontStack.bundled()
        let styled = try Bubble(Self.content(), style: style, fonts: fonts).layout(listWidth: 390, fontSize: 17)
        let template = try Bubble(Self.content(), fonts: fonts).layout(listWidth: 390, fontSize: 17)
        #expect(styled.rowHeight != template.rowHeight)
        #expect(try Self.rowHeight(run.stdoutLines[0]) == styled.rowHeight)
    }

    /// A bubble's own style goes over the file's: its fields win, the file's
    /// others stay.
    @Test func aBubblesStyleOverridesTheFile() throws {
        let line = #"{"id": 1, "text": "A message long enough to wrap in a narrower bubble than the template's", "bubble": {"name": "Ana", "time": "12:30", "style": {"maxWidth": 240, "padding": {"bottom": 15}}}}"#
        let run = try Self.withStyle(#"{"maxWidth": 160, "padding": {"top": 20}}"#, ["--width", "390"], input: line + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        var style = BubbleStyle()
        style.maxWidth = 240
        style.padding.top = 20
        style.padding.bottom = 15
        let layout = try Bubble(Self.content(), style: style, fonts: try FontStack.bundled()).layout(listWidth: 390, fontSize: 17)
        #expect(try Self.rowHeight(run.stdoutLines[0]) == layout.rowHeight)
    }

    /// An empty object is the template's style.
    @Test func anEmptyFileObjectIsTheTemplate() throws {
        let styled = try Self.withStyle("{}", ["--width", "390,200", "--frames"])
        let plain = try SteadyMeasureRun.run(["--width", "390,200", "--frames"], input: Self.line + "\n")
        #expect(styled.status == 0 && styled.stdout == plain.stdout)
    }

    @Test(arguments: [
        (#"{"padding": {"top": -2}}"#, "padding.top: the length -2 is not a length of 0 px or more"),
        (#"{"colour": "red"}"#, #"unknown field "colour""#),
        (#"{"name": {"weight": "bold"}}"#, #"name.weight: not a number, found "bold""#),
        (#"{"widthFraction": 1.5}"#, "widthFraction: the scale 1.5 is not a positive number"),
        (#"{"maxWidth": 1e400}"#, "maxWidth: the length inf is not a length of 0 px or more"),
        ("[1]", "not an object, found an array"),
        ("{\"maxWidth\": 1,\n \"padding\": {\"top\": 1,}}", "invalid JSON: expected a string key at column 23 of line 2"),
        ("{\"maxWidth\": 1", "invalid JSON: unexpected end of file, expected ',' or '}' after object member at line 1"),
        ("", "invalid JSON: unexpected end of file, expected a value at line 1"),
        (String(repeating: "[", count: 100), "invalid JSON: nested deeper than 32 levels at column 33 of line 1"),
    ])
    func aBadFileIsAUsageErrorNamingTheField(_ json: String, _ problem: String) throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("style.json")
        try Data(json.utf8).write(to: file)
        let run = try SteadyMeasureRun.run(["--width", "390", "--bubble-style", file.path], input: Self.line + "\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "steady-measure: --bubble-style: \"\(file.path)\": \(problem)\n")
    }

    @Test func aFileThatCannotBeReadIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let missing = folder.url.appendingPathComponent("none.json").path
        let run = try SteadyMeasureRun.run(["--width", "390", "--bubble-style", missing], input: Self.line + "\n")
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "steady-measure: --bubble-style: \"\(missing)\": cannot read it: No such file or directory\n")
        let directory = try SteadyMeasureRun.run(["--width", "390", "--bubble-style", folder.url.path], input: Self.line + "\n")
        #expect(directory.status == 2)
        #expect(directory.stderr == "steady-measure: --bubble-style: \"\(folder.url.path)\": a folder, not a file\n")
        let empty = try SteadyMeasureRun.run(["--width", "390", "--bubble-style="], input: Self.line + "\n")
        #expect(empty.status == 2)
        #expect(empty.stderr == "steady-measure: --bubble-style: \"\": the path is empty\n")
    }

    /// A FIFO is refused, not waited on.
    @Test func aFIFOIsNotWaitedOn() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("style.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try SteadyMeasureRun.run(["--width", "390", "--bubble-style", fifo], input: Self.line + "\n")
        #expect(run.status == 2)
        #expect(run.stderr == "steady-measure: --bubble-style: \"\(fifo)\": not a regular file\n")
    }
}
