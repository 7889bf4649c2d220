import Foundation
import Testing

/// Styled messages through the CLI: `"spans"` give Chromium's heights (the
/// styled goldens, Chromium 156 from the spans' HTML), and `"markdown"` is
/// the text and spans it stands for.
@Suite struct StyledInputTests {
    static let goldens = SteadyMeasureRun.packageRoot.appendingPathComponent("Tests/SteadyTextTests/Goldens")

    static func objects(_ file: String) throws -> [[String: Any]] {
        try String(contentsOf: goldens.appendingPathComponent(file), encoding: .utf8).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    /// The cases of `styled-dpr1` at a sample of its settings: each setting's
    /// messages in one run, every record's lines and height Chromium's, but
    /// for the cases its known-differences list names.
    @Test func spansGiveChromiumsHeights() throws {
        var lines: [String: String] = [:]
        for object in try Self.objects("styled.corpus.jsonl") {
            lines[object["id"] as! String] = String(decoding: try JSONSerialization.data(withJSONObject: [
                "id": object["id"]!, "text": object["text"]!, "spans": object["spans"] ?? []]), as: UTF8.self)
        }
        var known: Set<String> = []
        let list = Self.goldens.appendingPathComponent("styled-dpr1.known-differences.tsv")
        if let text = try? String(contentsOf: list, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                known.insert(line.split(separator: "\t").prefix(5).joined(separator: "\t"))
            }
        }
        var groups: [String: [[String: Any]]] = [:]
        for record in try Self.objects("styled-dpr1.chromium.jsonl") {
            let setting = ["width", "size", "lineHeight", "whiteSpace"].map { "\(record[$0]!)" }.joined(separator: " ")
            groups[setting, default: []].append(record)
        }
        var compared = 0
        for setting in groups.keys.sorted().enumerated().filter({ $0.offset % 6 == 0 }).map(\.element) {
            let records = groups[setting]!
            let parts = setting.split(separator: " ").map(String.init)
            let input = records.map { lines[$0["id"] as! String]! + "\n" }.joined()
            let run = try SteadyMeasureRun.run(["--width", parts[0], "--size", parts[1], "--line-height", parts[2],
                                                "--white-space", parts[3]], input: input)
            #expect(run.status == 0, "\(setting): \(run.stderr)")
            for (record, output) in zip(records, run.stdoutLines) {
                let key = ["id", "width", "size", "lineHeight", "whiteSpace"].map { "\(record[$0]!)" }.joined(separator: "\t")
                guard !known.contains(key) else { continue }
                let answer = try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [String: Any]
                #expect(answer["lines"] as? Int == record["lines"] as? Int, "\(key)")
                #expect(abs((answer["height"] as! NSNumber).doubleValue - (record["height"] as! NSNumber).doubleValue) < 0.001, "\(key)")
                compared += 1
            }
        }
        #expect(compared > 400)
    }

    /// `"markdown"` measures as the text and spans the Markdown means.
    @Test func markdownIsItsTextAndSpans() throws {
        let markdown = #"{"id": 1, "markdown": "Hi **Ana**, run `make test` now @bo!", "mentions": {"@bo": 2.5}}"#
        // "Hi Ana, run make test now @bo!": bold Ana, code in the bundled mono family, @bo a 2.5 em box.
        let styled = #"{"id": 1, "text": "Hi Ana, run make test now @bo!", "spans": [{"start": 3, "end": 6, "weight": 700}, "#
            + #"{"start": 12, "end": 21, "family": "Noto Sans Mono"}, {"start": 26, "end": 29, "box": 2.5}]}"#
        let options = ["--width", "90,120,300", "--size", "17,33"]
        let fromMarkdown = try SteadyMeasureRun.run(options, input: markdown + "\n")
        let fromSpans = try SteadyMeasureRun.run(options, input: styled + "\n")
        #expect(fromMarkdown.status == 0 && fromSpans.status == 0)
        #expect(fromMarkdown.stdoutLines == fromSpans.stdoutLines)
        #expect(fromMarkdown.stdoutLines.count == 6)
    }

    /// Stream mode takes Markdown, not spans: a streamed line's spans would
    /// index a text no line holds.
    @Test func streamRefusesSpans() throws {
        let input = #"{"id": 1, "text": "Hi Ana", "spans": [{"start": 3, "end": 6, "weight": 700}]}"# + "\n"
            + #"{"id": 1, "markdown": "**a**"}"# + "\n"
        let run = try SteadyMeasureRun.run(["stream", "--width", "300"], input: input)
        #expect(run.stdoutLines == [
            #"{"line": 1, "error": "stream takes \"text\" or \"markdown\", not \"spans\": style a streamed message with \"markdown\"", "id": 1}"#,
            #"{"id": 1, "width": 300, "size": 17, "lines": 1, "height": 23}"#,
        ])
        #expect(run.status == 1)
    }
}
