import Foundation
import SteadyBubbles
import SteadyJSON
import SteadyText
import Testing

/// Messages with `"bubble"` through the built binary: each record is the
/// text record of the row's text block plus `rowHeight` (and `frames` with
/// `--frames`), and its numbers are `Bubble.layout`'s for the same content.
/// That is consistency between the tool and the library, not a golden: the
/// heights themselves are the library's to match Chromium.
@Suite struct BubbleRecordTests {
    /// One input line and the content and style it stands for.
    struct Case {
        var line: String
        var content: BubbleContent
        var style = BubbleStyle()
    }

    static var cases: [Case] {
        var cases: [Case] = []
        var named = BubbleContent(text: "Yes! 11:00 at the usual place? I'll bring the cards.")
        named.name = "Ana"
        named.time = "12:30"
        cases.append(Case(line: #"{"id": "named", "text": "Yes! 11:00 at the usual place? I'll bring the cards.", "bubble": {"name": "Ana", "time": "12:30"}}"#,
                          content: named))
        var reply = BubbleContent(text: "Sure", direction: .outgoing, startsGroup: false)
        reply.quote = .init(name: "Bo", text: "Brunch on Sunday? The place by the river has a table for six at eleven, or we wait.")
        reply.reactions = "👍 2"
        reply.date = "Today"
        reply.time = "12:31 ✓✓"
        cases.append(Case(line: #"{"id": 2, "text": "Sure", "bubble": {"direction": "outgoing", "groupStart": false, "quote": {"name": "Bo", "text": "Brunch on Sunday? The place by the river has a table for six at eleven, or we wait."}, "reactions": "👍 2", "date": "Today", "time": "12:31 ✓✓"}}"#,
                          content: reply))
        var caption = BubbleContent(text: "The view from the top")
        caption.media = .init(aspectRatio: 0.75)
        caption.time = "09:02"
        cases.append(Case(line: #"{"id": 3, "text": "The view from the top", "bubble": {"media": {"aspectRatio": 0.75}, "time": "09:02"}}"#,
                          content: caption))
        var photo = BubbleContent(text: "")
        photo.media = .init(aspectRatio: 1.5)
        cases.append(Case(line: #"{"id": 4, "text": "", "bubble": {"media": {"aspectRatio": 1.5}}}"#, content: photo))
        var timeOnly = BubbleContent(text: "")
        timeOnly.time = "10:00"
        cases.append(Case(line: #"{"id": 5, "text": "", "bubble": {"time": "10:00"}}"#, content: timeOnly))
        var newline = BubbleContent(text: "Two\nlines\n")
        newline.time = "10:01"
        cases.append(Case(line: #"{"id": 6, "text": "Two\nlines\n", "bubble": {"time": "10:01"}}"#, content: newline))
        let styled = BubbleContent(text: "Hi Ana, run make test now",
                                   spans: [TextSpan(start: 3, end: 6, weight: 700),
                                           TextSpan(start: 12, end: 21, family: "Noto Sans Mono")])
        cases.append(Case(line: #"{"id": 7, "text": "Hi Ana, run make test now", "spans": [{"start": 3, "end": 6, "weight": 700}, {"start": 12, "end": 21, "family": "Noto Sans Mono"}], "bubble": {}}"#,
                          content: styled))
        var own = BubbleContent(text: "A narrow bubble with its own padding and a bold name")
        own.name = "Cy"
        var ownStyle = BubbleStyle()
        ownStyle.maxWidth = 150
        ownStyle.padding.top = 12
        ownStyle.name.weight = 800
        ownStyle.quoteMaxLines = 1
        cases.append(Case(line: #"{"id": 8, "text": "A narrow bubble with its own padding and a bold name", "bubble": {"name": "Cy", "style": {"maxWidth": 150, "padding": {"top": 12}, "name": {"weight": 800}, "quoteMaxLines": 1}}}"#,
                          content: own, style: ownStyle))
        return cases
    }

    static let widths: [Double] = [320, 390, 1024]
    static let sizes: [Double] = [17, 33]

    /// The record the tool must print for `layout`, built from the library's numbers.
    static func record(id: String, width: Double, size: Double, layout: BubbleLayout, missing: Int = 0,
                       frames: Bool = false) -> String {
        func number(_ value: Double) -> String { JSONNumber.text(value) }
        func rect(_ r: BubbleRect) -> String { "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]" }
        var text = #"{"id": \#(id), "width": \#(number(width)), "size": \#(number(size)), "lines": \#(layout.textLineCount), "#
            + #""height": \#(number(layout.text?.height ?? 0))"#
        if missing > 0 { text += #", "missing": \#(missing)"# }
        text += #", "rowHeight": \#(number(layout.rowHeight))"#
        if frames {
            text += #", "frames": {"bubble": \#(rect(layout.bubble))"#
            let parts: [(String, BubbleRect?)] = [
                ("date", layout.date), ("name", layout.name), ("quote", layout.quote), ("quoteName", layout.quoteName),
                ("quoteText", layout.quoteText), ("media", layout.media), ("text", layout.text), ("time", layout.time),
                ("reactions", layout.reactions),
            ]
            for (name, part) in parts {
                if let part { text += #", "\#(name)": \#(rect(part))"# }
            }
            text += "}"
        }
        return text + "}"
    }

    static func id(of line: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        if let number = object["id"] as? Int { return String(number) }
        return #""\#(object["id"] as! String)""#
    }

    /// Every record of every case equals the library's layout of the same
    /// content, at each width, size and ratio, with and without frames.
    @Test(arguments: [("1", false), ("1.5", true), ("2", true)])
    func recordsAreTheLibrarysLayout(_ ratio: String, _ frames: Bool) throws {
        let fonts = try FontStack.bundled()
        let input = Self.cases.map { $0.line + "\n" }.joined()
        var arguments = ["--width", "320,390,1024", "--size", "17,33", "--dpr", ratio]
        if frames { arguments.append("--frames") }
        let run = try SteadyMeasureRun.run(arguments, input: input)
        #expect(run.status == 0, "\(run.stderr)")
        var expected: [String] = []
        for item in Self.cases {
            let bubble = try Bubble(item.content, style: item.style, fonts: fonts)
            for width in Self.widths {
                for size in Self.sizes {
                    let layout = bubble.layout(listWidth: width, fontSize: size, devicePixelRatio: Double(ratio)!)
                    expected.append(Self.record(id: try Self.id(of: item.line), width: width, size: size, layout: layout,
                                                missing: bubble.missingClusterCount, frames: frames))
                }
            }
        }
        #expect(run.stdoutLines.count == expected.count)
        for (output, record) in zip(run.stdoutLines, expected) {
            #expect(output == record)
        }
    }

    /// The parts present are the frames given: a photo without a caption has
    /// no text frame and a text height of 0; a reply has its quote's.
    @Test func framesAreThePartsPresent() throws {
        let run = try SteadyMeasureRun.run(["--width", "390", "--frames"], input: Self.cases.map { $0.line + "\n" }.joined())
        #expect(run.status == 0)
        let records = try run.stdoutLines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let keys = records.map { Set(($0["frames"] as! [String: Any]).keys) }
        #expect(keys[0] == ["bubble", "name", "text", "time"])
        #expect(keys[1] == ["bubble", "date", "quote", "quoteName", "quoteText", "text", "time", "reactions"])
        #expect(keys[3] == ["bubble", "media"])
        #expect(records[3]["height"] as? Int == 0 && records[3]["lines"] as? Int == 0)
        for record in records {
            let bubble = (record["frames"] as! [String: Any])["bubble"] as! [NSNumber]
            #expect(bubble.count == 4)
            // The bubble lies inside its row.
            #expect(bubble[1].doubleValue + bubble[3].doubleValue <= (record["rowHeight"] as! NSNumber).doubleValue)
        }
    }

    /// A bubble's Markdown is the text and spans it stands for, as a text's is.
    @Test func markdownInABubbleIsItsTextAndSpans() throws {
        let markdown = #"{"id": 1, "markdown": "Hi **Ana**, run `make test` now @bo!", "mentions": {"@bo": 2.5}, "bubble": {"name": "Ana", "time": "12:30"}}"#
        let styled = #"{"id": 1, "text": "Hi Ana, run make test now @bo!", "spans": [{"start": 3, "end": 6, "weight": 700}, "#
            + #"{"start": 12, "end": 21, "family": "Noto Sans Mono"}, {"start": 26, "end": 29, "box": 2.5}], "bubble": {"name": "Ana", "time": "12:30"}}"#
        let options = ["--width", "200,390", "--size", "17,33", "--frames"]
        let fromMarkdown = try SteadyMeasureRun.run(options, input: markdown + "\n")
        let fromSpans = try SteadyMeasureRun.run(options, input: styled + "\n")
        #expect(fromMarkdown.status == 0 && fromSpans.status == 0)
        #expect(fromMarkdown.stdoutLines == fromSpans.stdoutLines)
        #expect(fromMarkdown.stdoutLines.count == 4)
    }

    /// Lines without a bubble print what they always printed, byte for byte,
    /// among bubble lines and under the bubble options.
    @Test func linesWithoutABubbleAreUnchanged() throws {
        // The sample's messages without their bubbles.
        let sample = try String(contentsOf: SteadyMeasureRun.packageRoot.appendingPathComponent("Samples/conversation.jsonl"),
                                encoding: .utf8)
        let plainLines = try sample.split(separator: "\n").map { line in
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            object["bubble"] = nil
            return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        let plain = plainLines.map { $0 + "\n" }.joined()
        let folder = try TemporaryFolder()
        let style = folder.url.appendingPathComponent("style.json")
        try Data(#"{"maxWidth": 200}"#.utf8).write(to: style)
        let options = ["--width", "300,375", "--size", "17,AX2"]
        let alone = try SteadyMeasureRun.run(options, input: plain)
        #expect(alone.status == 0 && !alone.stdoutLines.isEmpty)
        // A bubble line after each plain line; their records are left out below.
        let bubble = #"{"id": "b", "text": "Hi", "bubble": {"name": "Ana"}}"#
        let mixed = plainLines.map { $0 + "\n" + bubble + "\n" }.joined()
        let run = try SteadyMeasureRun.run(options + ["--frames", "--bubble-style", style.path], input: mixed)
        #expect(run.status == 0)
        let perLine = 4
        let plainRecords = stride(from: 0, to: run.stdoutLines.count, by: 2 * perLine).flatMap {
            run.stdoutLines[$0..<min($0 + perLine, run.stdoutLines.count)]
        }
        #expect(plainRecords == alone.stdoutLines)
    }

    /// Each bad bubble gets an error record in its line's place naming the
    /// line and the part; the lines around it are measured.
    @Test func eachBadBubbleIsAnErrorRecordInPlace() throws {
        let lines = [
            #"{"id": 1, "text": "Hi", "bubble": {"name": "Ana"}}"#,
            #"{"id": 2, "text": "Hi", "bubble": {"colour": "red"}}"#,
            #"{"id": 3, "text": "Hi"}"#,
            #"{"id": 4, "text": "", "bubble": {"media": {"aspectRatio": 0}}}"#,
            #"{"id": 5, "text": "Hi", "bubble": {"style": {"padding": {"top": -2}}}}"#,
            #"{"id": 6, "text": "Hi", "spans": [{"start": 1, "end": 5}], "bubble": {}}"#,
            #"{"id": 7, "text": "Hi", "bubble": {"quote": {"text": 3}}}"#,
            #"{"id": 8, "text": "Hi", "bubble": {"media": {"aspectRatio": -1.5}}}"#,
            #"{"id": 9, "text": "Hi", "bubble": {"media": {"aspectRatio": 1e400}}}"#,
            #"{"id": 10, "text": "Hi", "bubble": {"style": {"name": {"weight": 1000}}}}"#,
            #"{"id": 11, "text": "Hi", "bubble": {"style": {"widthFraction": 0}}}"#,
            #"{"id": 12, "text": "Hi", "bubble": {"style": {"quoteMaxLines": 0}}}"#,
            #"{"id": 13, "text": "Hi", "bubble": {"style": {"maxWidth": "400px"}}}"#,
            #"{"id": 14, "text": "Hi", "bubble": {"style": {"time": {"scale": 0}}}}"#,
            #"{"id": 15, "text": "Hi", "bubble": {}}"#,
        ]
        let run = try SteadyMeasureRun.run(["--width", "390"], input: lines.map { $0 + "\n" }.joined())
        #expect(run.status == 1)
        let errors: [Int: String] = [
            2: #"bubble: unknown part \"colour\""#,
            4: "bubble.media: the aspect ratio 0 is not a positive number",
            5: "bubble.style.padding.top: the length -2 is not a length of 0 px or more",
            6: "span 1 (1..<5): reaches outside the text (2 UTF-16 code units)",
            7: "bubble.quote.text: not a string, found 3",
            8: "bubble.media: the aspect ratio -1.5 is not a positive number",
            9: "bubble.media: the aspect ratio inf is not a positive number",
            10: "bubble.style.name.weight: the weight 1000 is outside 100–900",
            11: "bubble.style.widthFraction: the scale 0 is not a positive number",
            12: "bubble.style.quoteMaxLines: the line clamp 0 is below 1",
            13: #"bubble.style.maxWidth: not a number, found \"400px\""#,
            14: "bubble.style.time.scale: the scale 0 is not a positive number",
        ]
        #expect(run.stdoutLines.count == lines.count)
        for (index, output) in run.stdoutLines.enumerated() {
            let number = index + 1
            if let error = errors[number] {
                #expect(output == #"{"line": \#(number), "error": "\#(error)", "id": \#(number)}"#)
            } else {
                #expect(output.hasPrefix(#"{"id": \#(number), "width": 390, "size": 17, "lines": "#), "\(output)")
            }
        }
        #expect(run.stderrLines.count == errors.count)
        #expect(run.stderrLines.first == #"steady-measure: line 2: bubble: unknown part "colour""#)
    }

    /// A bubble's text is the template's, `line-height: normal` and
    /// pre-wrap: asked otherwise, a bubble line says so, and a text line is
    /// measured as asked.
    @Test(arguments: [(["--line-height", "22"], "bubble: a bubble's text has the template's line height (normal): a fixed line height does not apply"),
                      (["--white-space", "normal"], "bubble: a bubble's text wraps as the template's (pre-wrap): white-space normal does not apply")])
    func theTemplatesTextSettingsAreRequired(_ options: [String], _ error: String) throws {
        let input = #"{"id": 1, "text": "Hi", "bubble": {}}"# + "\n" + #"{"id": 2, "text": "Hi"}"# + "\n"
        let run = try SteadyMeasureRun.run(["--width", "390"] + options, input: input)
        #expect(run.status == 1)
        #expect(run.stdoutLines.count == 2)
        #expect(run.stdoutLines.first == #"{"line": 1, "error": "\#(error)", "id": 1}"#)
        #expect(run.stdoutLines.last?.hasPrefix(#"{"id": 2, "#) == true)
    }

    /// `--frames` is a flag: it takes no value and is given once.
    @Test func framesIsAFlag() throws {
        let input = #"{"id": 1, "text": "Hi", "bubble": {}}"# + "\n"
        let valued = try SteadyMeasureRun.run(["--width", "390", "--frames=yes"], input: input)
        #expect(valued.status == 2 && valued.stderr == "steady-measure: --frames takes no value\n")
        let twice = try SteadyMeasureRun.run(["--width", "390", "--frames", "--frames"], input: input)
        #expect(twice.status == 2 && twice.stderr == "steady-measure: --frames is given more than once\n")
        // The word after a flag is not its value: here it is the input file.
        let file = try SteadyMeasureRun.run(["--width", "390", "--frames", "-"], input: input)
        #expect(file.status == 0 && file.stdoutLines.first?.contains(#""frames": {"bubble": "#) == true)
    }
}
