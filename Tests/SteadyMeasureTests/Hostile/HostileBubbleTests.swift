import Foundation
import SteadyText
import Testing
import SteadyTestSupport
@testable import steady_measure

/// Hostile bubbles: huge and tiny numbers, nulls and wrong types in every
/// place, deep nesting, long parts. Every line gets a record or an error
/// record in its place, every number printed is finite, and the run exits 0
/// or 1, never on a signal.
@Suite(.timeLimit(.minutes(3))) struct HostileBubbleTests {
    /// Each line's output parsed; a record's numbers all finite.
    static func check(_ run: SteadyMeasureRun, lines: Int, recordsPerLine: Int = 1,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(run.status == 0 || run.status == 1, "status \(run.status): \(run.stderr.suffix(300))", sourceLocation: sourceLocation)
        #expect(run.stdoutLines.count >= lines, sourceLocation: sourceLocation)
        for output in run.stdoutLines {
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            #expect(object != nil, "\(output)", sourceLocation: sourceLocation)
            if let height = object?["rowHeight"] as? NSNumber {
                #expect(height.doubleValue.isFinite && height.doubleValue >= 0, "\(output)", sourceLocation: sourceLocation)
            }
        }
    }

    static let lengthFields = ["maxWidth", "rowPadding", "groupGap", "messageGap", "nameGap", "quoteBorder", "quoteGap",
                               "mediaWidth", "mediaMaxHeight", "mediaGap", "timeGap", "reactionsBorder",
                               "reactionsOverlap", "reactionsInset", "dateGap"]
    static let everyPart = #""name": "Ana", "quote": {"name": "Bo", "text": "Brunch?"}, "time": "12:30", "reactions": "👍 2", "date": "Today""#

    /// Lengths, ratios and scales near the ends of `Double`: Blink
    /// saturates its layout units, and so does the row (device pixel ratios
    /// at the ends of their range, 0.01 and 100).
    @Test(arguments: [["--width", "1e300"], ["--width", "1.7976931348623157e308", "--size", "1e300"],
                      ["--width", "5e-324", "--dpr", "3"], ["--width", "390", "--dpr", "0.01"],
                      ["--width", "390", "--dpr", "100"]])
    func hugeAndTinyNumbersAreAnswered(_ options: [String]) throws {
        var lines: [String] = []
        for ratio in ["1e-300", "5e-324", "1e300", "1.7976931348623157e308"] {
            lines.append(#"{"id": "r\#(ratio)", "text": "x", "bubble": {"media": {"aspectRatio": \#(ratio)}, \#(Self.everyPart)}}"#)
        }
        let huge = Self.lengthFields.map { #""\#($0)": 1e308"# }.joined(separator: ", ")
        lines.append(#"{"id": "lengths", "text": "x", "bubble": {\#(Self.everyPart), "style": {\#(huge)}}}"#)
        let insets = #"{"top": 1e308, "right": 1e308, "bottom": 1e308, "left": 1e308}"#
        lines.append(#"{"id": "insets", "text": "x", "bubble": {\#(Self.everyPart), "media": {"aspectRatio": 1}, "style": {"padding": \#(insets), "quotePadding": \#(insets), "reactionsPadding": \#(insets), "datePadding": \#(insets)}}}"#)
        let label = #"{"scale": 1e300, "weight": 900}"#
        lines.append(#"{"id": "labels", "text": "x", "bubble": {\#(Self.everyPart), "style": {"name": \#(label), "quoteName": \#(label), "quoteText": \#(label), "time": \#(label), "reactions": \#(label), "date": \#(label)}}}"#)
        lines.append(#"{"id": "tiny", "text": "x", "bubble": {\#(Self.everyPart), "style": {"widthFraction": 5e-324, "name": {"scale": 5e-324}}}}"#)
        lines.append(#"{"id": "clamp", "text": "x", "bubble": {\#(Self.everyPart), "style": {"quoteMaxLines": 9007199254740992}}}"#)
        let run = try SteadyMeasureRun.run(options + ["--frames"], input: lines.map { $0 + "\n" }.joined())
        try Self.check(run, lines: lines.count)
        #expect(run.stdoutLines.count == lines.count)
    }

    /// null, and every other kind, in every part and style field.
    @Test func everyKindInEveryPlace() throws {
        let values = ["null", "true", "0", "-1", "1e400", #""""#, #""x""#, "[]", "{}", #"[null]"#, #"{"a": null}"#]
        let places = ["direction", "groupStart", "name", "quote", "media", "time", "reactions", "date", "style"]
        let styleFields = Self.lengthFields + ["widthFraction", "padding", "name", "quoteName", "quoteText", "quoteMaxLines",
                                               "quotePadding", "time", "reactions", "reactionsPadding", "date", "datePadding"]
        var lines: [String] = []
        for value in values {
            lines.append(#"{"id": 0, "text": "Hi", "bubble": \#(value)}"#)
            for place in places { lines.append(#"{"id": 1, "text": "Hi", "bubble": {"\#(place)": \#(value)}}"#) }
            for place in ["name", "text"] { lines.append(#"{"id": 2, "text": "Hi", "bubble": {"quote": {"\#(place)": \#(value)}}}"#) }
            lines.append(#"{"id": 3, "text": "Hi", "bubble": {"media": {"aspectRatio": \#(value)}}}"#)
            for field in styleFields { lines.append(#"{"id": 4, "text": "Hi", "bubble": {"style": {"\#(field)": \#(value)}}}"#) }
            for side in ["top", "left"] { lines.append(#"{"id": 5, "text": "Hi", "bubble": {"style": {"padding": {"\#(side)": \#(value)}}}}"#) }
            for half in ["scale", "weight"] { lines.append(#"{"id": 6, "text": "Hi", "bubble": {"style": {"date": {"\#(half)": \#(value)}}}}"#) }
        }
        let run = try SteadyMeasureRun.run(["--width", "390", "--frames"], input: lines.map { $0 + "\n" }.joined())
        try Self.check(run, lines: lines.count)
        #expect(run.stdoutLines.count == lines.count)
        #expect(run.status == 1)
        // Each error names the bubble's part it is about.
        for output in run.stdoutLines where output.hasPrefix(#"{"line": "#) {
            #expect(output.contains(#""error": "bubble"#), "\(output)")
        }
    }

    /// Nesting inside a bubble: within the parser's limit, the wrong type;
    /// past it, the line's JSON error. Either way the next line is answered.
    @Test(arguments: [100, 511, 2_000])
    func deepNestingIsAnErrorRecord(_ depth: Int) throws {
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let lines = [#"{"id": 1, "text": "Hi", "bubble": {"style": {"padding": {"top": \#(nested)}}}}"#,
                     #"{"id": 2, "text": "Hi", "bubble": {"quote": \#(nested)}}"#,
                     #"{"id": 3, "text": "Hi", "bubble": {}}"#]
        let run = try SteadyMeasureRun.run(["--width", "390"], input: lines.map { $0 + "\n" }.joined())
        try Self.check(run, lines: lines.count)
        #expect(run.stdoutLines.count == 3)
        #expect(run.stdoutLines[0].hasPrefix(#"{"line": 1, "error": "#))
        #expect(run.stdoutLines[1].hasPrefix(#"{"line": 2, "error": "#))
        #expect(run.stdoutLines[2].hasPrefix(#"{"id": 3, "#))
        #expect(run.status == 1)
    }

    /// Long parts: a long name, quote, timestamp and reactions, a long text
    /// with a trailing timestamp, at a width of one px.
    @Test func longPartsAreAnswered() throws {
        let long = String(repeating: "word ", count: 20_000)
        let object: [String: Any] = ["id": 1, "text": long, "bubble": [
            "name": long, "quote": ["name": long, "text": long], "time": long, "reactions": long, "date": long,
        ]]
        let line = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let run = try SteadyMeasureRun.run(["--width", "1,390", "--frames"], input: line + "\n")
        try Self.check(run, lines: 1)
        #expect(run.status == 0)
        #expect(run.stdoutLines.count == 2)
    }

    /// Random edits of a full bubble, seeded: each line an answer in its place.
    @Test func seededMutationsAreEachAnswered() throws {
        var generator = SplitMix64(seed: 19)
        let values = ["null", "0", "-0", "1e308", "-1e308", "5e-324", "3.5", "1e400", #""""#, #""incoming""#,
                      #""outgoing""#, "true", "false", "[]", "{}", #"{"text": "q"}"#, #"{"aspectRatio": 2}"#,
                      #"{"top": -1}"#, #"{"scale": 2, "weight": 100}"#]
        let keys = ["direction", "groupStart", "name", "quote", "media", "time", "reactions", "date", "style", "colour"]
        var lines: [String] = []
        for n in 0..<400 {
            var members: [String] = []
            for _ in 0..<Int(generator.next() % 5) {
                let key = keys[Int(generator.next() % UInt64(keys.count))]
                let value = values[Int(generator.next() % UInt64(values.count))]
                members.append(#""\#(key)": \#(value)"#)
            }
            lines.append(#"{"id": \#(n), "text": "Hello there", "bubble": {\#(members.joined(separator: ", "))}}"#)
        }
        let run = try SteadyMeasureRun.run(["--width", "320,390", "--frames", "--jobs", "2"],
                                           input: lines.map { $0 + "\n" }.joined())
        try Self.check(run, lines: lines.count)
        // One error record, or two records, per line, in order.
        var index = 0
        for n in 0..<lines.count {
            guard index < run.stdoutLines.count else { break }
            if run.stdoutLines[index].hasPrefix(#"{"line": \#(n + 1), "#) {
                index += 1
            } else {
                #expect(run.stdoutLines[index].hasPrefix(#"{"id": \#(n), "width": 320, "#), "line \(n + 1)")
                #expect(run.stdoutLines[index + 1].hasPrefix(#"{"id": \#(n), "width": 390, "#), "line \(n + 1)")
                index += 2
            }
        }
        #expect(index == run.stdoutLines.count)
    }

    /// The same hostile bubbles through the service: 200, each message
    /// answered in place.
    @Test func theServiceAnswersHostileBubbles() throws {
        let service = HeightService(fonts: try FontStack.bundled(), limits: ServiceLimits())
        let messages = [
            #"{"id": 1, "text": "x", "bubble": {"media": {"aspectRatio": 5e-324}, \#(Self.everyPart)}}"#,
            #"{"id": 2, "text": "x", "bubble": {"style": {"maxWidth": 1e308, "padding": {"top": 1e308}}}}"#,
            #"{"id": 3, "text": "x", "bubble": null}"#,
            #"{"id": 4, "text": "x", "bubble": {"style": {"quoteMaxLines": -9007199254740992}}}"#,
        ]
        var body = Array(#"{"widths": [1e300, 1], "frames": true, "bubbleStyle": {"mediaWidth": 1e308}, "messages": [\#(messages.joined(separator: ", "))]}"#.utf8)
        let response = body.withUnsafeMutableBufferPointer { buffer in
            service.respond(to: HTTPRequest(method: "POST", path: "/v1/heights", body: UnsafeBufferPointer(buffer),
                                            bodyExceedsLimit: false))
        }
        #expect(response.status == 200)
        let object = try JSONSerialization.jsonObject(with: Data(response.bodyBytes)) as! [String: [[String: Any]]]
        let results = object["results"]!
        #expect(results.count == 6)
        // An error entry names the message by index, and by its id too.
        #expect(results.map { $0["index"] == nil ? $0["id"] as? Int : -($0["index"] as! Int) } == [1, 1, 2, 2, -2, -3])
        #expect(results.compactMap { $0["index"] == nil ? nil : $0["id"] as? Int } == [3, 4])
    }
}
