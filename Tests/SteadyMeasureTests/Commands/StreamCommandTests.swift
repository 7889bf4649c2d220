import Foundation
import Testing

/// `steady-measure stream`: each line appends to the message of its id, and
/// its records are what measure mode prints for the whole message so far.
@Suite struct StreamCommandTests {
    static func line(_ id: String, _ text: String, done: Bool = false) -> String {
        let object: [String: Any] = done ? ["id": id, "text": text, "done": true] : ["id": id, "text": text]
        return String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self) + "\n"
    }

    /// Three answers streamed interleaved, in pieces that cut words, emoji
    /// sequences and paragraphs: every record equals measure mode's for the
    /// text so far, at two widths and two sizes, both white-space modes.
    @Test(arguments: ["pre-wrap", "normal"])
    func recordsAreThoseOfTheWholeTextSoFar(whiteSpace: String) throws {
        let answers = [
            "Sure! Here is how:\n1. Open Settings\n2. Tap **Privacy**  \n\nDone 👍🏽 — that's all.",
            "مرحبا! كيف حالك؟\nأنا بخير، شكراً.\n",
            "สวัสดีครับ วันนี้อากาศดีมาก\n日本語のテキストも大丈夫です。",
        ]
        var streamInput = ""
        var wholeInput = ""
        var sofar = ["", "", ""]
        var cursors = [answers[0].startIndex, answers[1].startIndex, answers[2].startIndex]
        var step = 0
        while cursors.indices.contains(where: { cursors[$0] < answers[$0].endIndex }) {
            let k = step % 3
            step += 1
            guard cursors[k] < answers[k].endIndex else { continue }
            let end = answers[k].index(cursors[k], offsetBy: 1 + step % 5, limitedBy: answers[k].endIndex) ?? answers[k].endIndex
            let piece = String(answers[k][cursors[k]..<end])
            cursors[k] = end
            sofar[k] += piece
            streamInput += Self.line("a\(k)", piece)
            wholeInput += Self.line("a\(k)", sofar[k])
        }
        let options = ["--width", "120,300", "--size", "17,33", "--white-space", whiteSpace]
        let streamed = try SteadyMeasureRun.run(["stream"] + options, input: streamInput)
        let whole = try SteadyMeasureRun.run(options, input: wholeInput)
        #expect(streamed.status == 0)
        #expect(streamed.stderr == "")
        #expect(streamed.stdoutLines.count == wholeInput.split(separator: "\n").count * 4)
        #expect(streamed.stdoutLines == whole.stdoutLines)
    }

    @Test func doneEndsAMessageAndItsIdStartsAgain() throws {
        let input = Self.line("m", "Hello\n") + Self.line("m", "world", done: true) + Self.line("m", "Hi")
        let run = try SteadyMeasureRun.run(["stream", "--width", "300"], input: input)
        #expect(run.stdoutLines == [
            #"{"id": "m", "width": 300, "size": 17, "lines": 1, "height": 23}"#,
            #"{"id": "m", "width": 300, "size": 17, "lines": 2, "height": 46}"#,
            #"{"id": "m", "width": 300, "size": 17, "lines": 1, "height": 23}"#,
        ])
    }

    /// A bad line gets its error record and appends nothing; the message goes on.
    @Test func aBadLineAppendsNothing() throws {
        let input = Self.line("m", "Hello") + #"{"id": "m", "text": " big world", "done": "yes"}"# + "\n"
            + Self.line("m", "\nagain")
        let run = try SteadyMeasureRun.run(["stream", "--width", "300"], input: input)
        #expect(run.stdoutLines == [
            #"{"id": "m", "width": 300, "size": 17, "lines": 1, "height": 23}"#,
            #"{"line": 2, "error": "\"done\" is a string, not true or false", "id": "m"}"#,
            #"{"id": "m", "width": 300, "size": 17, "lines": 2, "height": 46}"#,
        ])
        #expect(run.stderr == "steady-measure: line 2: \"done\" is a string, not true or false\n")
        #expect(run.status == 1)
    }

    /// Measure mode ignores "done", as any unknown field.
    @Test func measureModeIgnoresDone() throws {
        let run = try SteadyMeasureRun.run(["--width", "300"], input: #"{"id": 1, "text": "Hi", "done": "yes"}"# + "\n")
        #expect(run.status == 0)
        #expect(run.stdoutLines == [#"{"id": 1, "width": 300, "size": 17, "lines": 1, "height": 23}"#])
    }

    @Test func jobsIsAUsageError() throws {
        let run = try SteadyMeasureRun.run(["stream", "--width", "300", "--jobs", "2"])
        #expect(run.status == 2)
        #expect(run.stderr == "steady-measure: stream measures on one thread: --jobs does not apply\n")
    }
}
