import Foundation
import SteadyTestSupport
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

    /// A JSON line of `object`.
    static func line(_ object: [String: Any]) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self) + "\n"
    }

    static let fragments: [String] = [
        "**bold words**", "*it*", "`code`", "[a link](https://e.x/a)", "```\nlet x = 1\n```", "```sh\nmake",
        "**", "*", "_", "`", "[", "](", "\\", "@ana", "@bo", "- ", "> ", "Yes! 11:00 at the usual place?", "word",
        " ", "  ", "日本語のテキスト", "مرحبا بالعالم", "สวัสดีครับ", "Привет", "😀", "👨‍👩‍👧", "👍🏽", "e\u{301}",
        "\u{10FFFD}", "\n", "\n", "\n\n", "  \n", "\r\n",
    ]

    static var bubbles: [[String: Any]] { [
        [:], ["name": "Ana", "time": "12:30"], ["time": "9:05 PM", "direction": "outgoing", "groupStart": false],
        ["name": "Bo", "quote": ["name": "Ana", "text": "Brunch on Sunday?"], "reactions": "👍 2", "date": "Today"],
        ["media": ["aspectRatio": 1.5], "time": "18:21"], ["time": "12:31", "style": ["maxWidth": 240, "padding": ["top": 4]]],
    ] }

    /// Generated streams: messages of plain text and of Markdown (some with
    /// mentions), some bubbles from their first line and some given a
    /// bubble later or a new one (a timestamp that changes), interleaved,
    /// cut at random scalars (inside `**`, fences, `\r\n`, emoji sequences).
    /// Every record of every line is what measure mode prints for the whole
    /// message so far with its last bubble, byte for byte, with frames and
    /// without (a row then laid out at its widest), at ratios 1, 1.5 and 2.
    @Test(arguments: [("1", UInt64(51), true), ("1.5", 52, false), ("2", 53, true), ("1", 54, false)])
    func markdownAndBubbleRecordsAreThoseOfTheWholeMessageSoFar(dpr: String, seed: UInt64, frames: Bool) throws {
        var random = SplitMix64(seed: seed)
        struct Message {
            var id: String
            var pieces: [String]
            var markdown: Bool
            var mentions: [String: Double]?
            var bubble: [String: Any]?
            var sofar = ""
        }
        var open: [Message] = (0..<12).map { k in
            let source = (0..<Int.random(in: 3...30, using: &random)).map { _ in
                Self.fragments.randomElement(using: &random)!
            }.joined()
            let markdown = k % 3 != 0
            return Message(id: "m\(k)", pieces: source.streamedPieces(1...7, using: &random), markdown: markdown,
                           mentions: markdown && k % 2 == 0 ? ["@ana": 2.5] : nil,
                           bubble: k % 4 == 3 ? nil : Self.bubbles.randomElement(using: &random)!)
        }
        var streamInput = ""
        var wholeInput = ""
        var lines = 0
        while let k = open.indices.randomElement(using: &random) {
            var message = open[k]
            let piece = message.pieces.removeFirst()
            message.sofar += piece
            let first = message.sofar == piece
            var streamed: [String: Any] = ["id": message.id, message.markdown ? "markdown" : "text": piece]
            // The first line gives the mentions; a later one may repeat them.
            if let mentions = message.mentions, first || Bool.random(using: &random) { streamed["mentions"] = mentions }
            // The bubble with the first line; now and then a new one later.
            if first, let bubble = message.bubble {
                streamed["bubble"] = bubble
            } else if Int.random(in: 0..<8, using: &random) == 0 {
                message.bubble = Self.bubbles.randomElement(using: &random)!
                streamed["bubble"] = message.bubble
            }
            if message.pieces.isEmpty { streamed["done"] = true }
            var whole: [String: Any] = ["id": message.id, message.markdown ? "markdown" : "text": message.sofar]
            whole["mentions"] = message.mentions
            whole["bubble"] = message.bubble
            streamInput += Self.line(streamed)
            wholeInput += Self.line(whole)
            lines += 1
            if message.pieces.isEmpty { open.remove(at: k) } else { open[k] = message }
        }
        let options = ["--width", "250,390", "--size", "17,23.5", "--dpr", dpr] + (frames ? ["--frames"] : [])
        let streamed = try SteadyMeasureRun.run(["stream"] + options, input: streamInput)
        let whole = try SteadyMeasureRun.run(options, input: wholeInput)
        #expect(streamed.status == 0)
        #expect(streamed.stderr == "")
        #expect(streamed.stdoutLines.count == lines * 4)
        #expect(streamed.stdoutLines == whole.stdoutLines)
        #expect(streamed.stdoutLines.contains { $0.contains(#""rowHeight""#) })
        #expect(streamed.stdoutLines.contains { !$0.contains(#""rowHeight""#) })
    }

    /// `--bubble-style` applies to a stream's bubbles as to measure mode's.
    @Test func theRunsBubbleStyleApplies() throws {
        let folder = try TemporaryFolder()
        let style = folder.url.appendingPathComponent("style.json")
        try Data(#"{"maxWidth": 200, "name": {"weight": 400}, "padding": {"left": 20}}"#.utf8).write(to: style)
        let pieces = ["Sure! **Step", " 1**: run `make", " test`\n", "```sh\nmake", " demo\n```", " done."]
        var streamInput = "", wholeInput = "", sofar = ""
        for (k, piece) in pieces.enumerated() {
            sofar += piece
            let bubble: [String: Any] = ["name": "Ana", "time": "12:3\(k)"]
            streamInput += Self.line(["id": 7, "markdown": piece, "bubble": bubble])
            wholeInput += Self.line(["id": 7, "markdown": sofar, "bubble": bubble])
        }
        let options = ["--width", "320", "--bubble-style", style.path, "--frames"]
        let streamed = try SteadyMeasureRun.run(["stream"] + options, input: streamInput)
        let whole = try SteadyMeasureRun.run(options, input: wholeInput)
        #expect(streamed.status == 0)
        #expect(streamed.stdoutLines == whole.stdoutLines)
        #expect(streamed.stdoutLines != (try SteadyMeasureRun.run(["stream", "--width", "320", "--frames"], input: streamInput)).stdoutLines)
    }

    /// Lines that cannot append get an error record and append nothing:
    /// the message goes on as it was, its bubble too.
    @Test func aLineThatCannotAppendAppendsNothing() throws {
        let input = [
            Self.line(["id": "a", "markdown": "**Hello", "mentions": ["@ana": 2.5], "bubble": ["time": "12:30"]]),
            Self.line(["id": "a", "text": " world"]),
            Self.line(["id": "a", "markdown": " world", "mentions": ["@bo": 2]]),
            Self.line(["id": "a", "markdown": " world", "bubble": ["media": ["aspectRatio": 0]]]),
            Self.line(["id": "a", "markdown": " world", "spans": []]),
            Self.line(["id": "a", "markdown": "** @ana", "mentions": ["@ana": 2.5]]),
            Self.line(["id": "b", "text": "plain"]),
            Self.line(["id": "b", "markdown": " **no**"]),
        ].joined()
        let run = try SteadyMeasureRun.run(["stream", "--width", "390"], input: input)
        let whole = try SteadyMeasureRun.run(["--width", "390"], input: [
            Self.line(["id": "a", "markdown": "**Hello", "mentions": ["@ana": 2.5], "bubble": ["time": "12:30"]]),
            Self.line(["id": "a", "markdown": "**Hello** @ana", "mentions": ["@ana": 2.5], "bubble": ["time": "12:30"]]),
            Self.line(["id": "b", "text": "plain"]),
        ].joined())
        #expect(run.status == 1)
        #expect(run.stdoutLines == [
            whole.stdoutLines[0],
            #"{"line": 2, "error": "this message streams \"markdown\": append to it with \"markdown\", not \"text\"", "id": "a"}"#,
            #"{"line": 3, "error": "\"mentions\" differ from those this message started with, which hold for all of it", "id": "a"}"#,
            #"{"line": 4, "error": "bubble.media: the aspect ratio 0 is not a positive number", "id": "a"}"#,
            #"{"line": 5, "error": "\"spans\" cannot go with \"markdown\", which makes its own", "id": "a"}"#,
            whole.stdoutLines[1],
            whole.stdoutLines[2],
            #"{"line": 8, "error": "this message streams \"text\": append to it with \"text\", not \"markdown\"", "id": "b"}"#,
        ])
    }

    /// A bubble takes the template's text settings in stream mode too.
    @Test(arguments: [["--line-height", "22"], ["--white-space", "normal"]])
    func aBubbleNeedsTheTemplatesTextSettings(_ options: [String]) throws {
        let input = Self.line(["id": 1, "markdown": "**Hi**", "bubble": [:] as [String: Any]]) + Self.line(["id": 1, "markdown": " there"])
        let run = try SteadyMeasureRun.run(["stream", "--width", "390"] + options, input: input)
        let whole = try SteadyMeasureRun.run(["--width", "390"] + options, input: Self.line(["id": 1, "markdown": " there"]))
        #expect(run.status == 1)
        #expect(run.stdoutLines.count == 2)
        #expect(run.stdoutLines[0].hasPrefix(#"{"line": 1, "error": "bubble: a bubble's text"#))
        #expect(run.stdoutLines[1] == whole.stdoutLines[0])
    }

    @Test func jobsIsAUsageError() throws {
        let run = try SteadyMeasureRun.run(["stream", "--width", "300", "--jobs", "2"])
        #expect(run.status == 2)
        #expect(run.stderr == "steady-measure: stream measures on one thread: --jobs does not apply\n")
    }
}
