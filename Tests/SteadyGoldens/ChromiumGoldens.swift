import Foundation
import SteadyText

/// Golden cases rendered by Chromium (Tools/chromium-goldens), read from
/// `Tests/SteadyTextTests/Goldens/<name>.corpus.jsonl` and `<name>.chromium.jsonl`, and
/// compared with SteadyText's lines: for the golden tests and for `steady-goldens`.
package struct ChromiumGoldens {
    package struct Message {
        package var id: String
        package var category: String
        package var text: String
        /// The message's `"spans"` (styled sets); empty for plain text.
        package var spans: [TextSpan] = []
    }

    package struct Case {
        package var id: String
        package var width: Double
        package var size: Double
        package var lineHeight: LineHeight
        package var whiteSpace: WhiteSpace
        package var lines: Int
        package var height: Double
        package var lineStarts: [Int]

        /// The case's identity in known-differences.tsv: id, width, size, line height, white space.
        package var key: String {
            [id, format(width), format(size), lineHeight.description, whiteSpace.rawValue].joined(separator: "\t")
        }

        private func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }

    package var messages: [String: Message]
    package var cases: [Case]

    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SteadyTextTests/Goldens")

    /// The goldens checked in under Goldens/, by name ("basic", "full").
    package init(named name: String) throws {
        try self.init(prefix: Self.directory.appendingPathComponent(name))
    }

    /// Goldens at `<prefix>.corpus.jsonl` and `<prefix>.chromium.jsonl`.
    package init(prefix: URL) throws {
        let name = prefix.lastPathComponent
        let folder = prefix.deletingLastPathComponent()
        try self.init(corpus: folder.appendingPathComponent("\(name).corpus.jsonl"),
                      results: folder.appendingPathComponent("\(name).chromium.jsonl"))
    }

    /// The messages of `corpus` and the cases of `results`.
    package init(corpus: URL, results: URL) throws {
        messages = [:]
        for object in try Self.readLines(corpus) {
            let message = Message(id: object["id"] as! String, category: object["category"] as! String,
                                  text: object["text"] as! String,
                                  spans: (object["spans"] as? [[String: Any]] ?? []).map(Self.span))
            messages[message.id] = message
        }
        // A clamped case (`-webkit-line-clamp`) counts the lines a clamp
        // leaves, which the library does not lay out: those are left out.
        cases = try Self.readLines(results).filter { $0["clamp"] == nil }.map { object in
            let lineHeight: LineHeight
            if let number = object["lineHeight"] as? NSNumber, !(object["lineHeight"] is String) {
                lineHeight = .fixed(number.doubleValue)
            } else {
                lineHeight = .normal
            }
            return Case(id: object["id"] as! String,
                        width: (object["width"] as! NSNumber).doubleValue,
                        size: (object["size"] as! NSNumber).doubleValue,
                        lineHeight: lineHeight,
                        whiteSpace: WhiteSpace(rawValue: object["whiteSpace"] as! String)!,
                        lines: (object["lines"] as! NSNumber).intValue,
                        height: (object["height"] as! NSNumber).doubleValue,
                        lineStarts: (object["lineStarts"] as! [NSNumber]).map(\.intValue))
        }
    }

    /// The repository's root folder, which meta files' paths start from.
    package static let packageRoot = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A set rendered with a font-stack file (Tools/chromium-goldens, `--stack`):
    /// `Goldens/<name>.chromium.jsonl` and what its meta file names, the
    /// corpus, the stack file and the device pixel ratio.
    package struct StackSet {
        package var name: String
        package var goldens: ChromiumGoldens
        /// The stack file, absolute.
        package var stackFile: String
        package var devicePixelRatio: Double

        /// The set `name` rendered by `target`'s engine: Chromium's in
        /// Goldens/, another engine's in Goldens/<engine>/ (Tools/webkit-goldens).
        package init(named name: String, target: RenderingTarget = .chromium) throws {
            self.name = name
            let engine = target.rawValue
            let folder = target == .chromium
                ? ChromiumGoldens.directory : ChromiumGoldens.directory.appendingPathComponent(engine)
            let meta = try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("\(name).\(engine).meta.json")))
                as! [String: Any]
            let corpus = ChromiumGoldens.packageRoot.appendingPathComponent(meta["corpus"] as! String)
            goldens = try ChromiumGoldens(corpus: corpus, results: folder.appendingPathComponent("\(name).\(engine).jsonl"))
            stackFile = ChromiumGoldens.packageRoot.appendingPathComponent(meta["stack"] as! String).path
            devicePixelRatio = (meta["dpr"] as? NSNumber)?.doubleValue ?? 1
        }
    }

    /// A span as Docs/steady-measure.md writes it in JSON.
    package static func span(_ object: [String: Any]) -> TextSpan {
        TextSpan(start: (object["start"] as! NSNumber).intValue, end: (object["end"] as! NSNumber).intValue,
                 weight: (object["weight"] as? NSNumber)?.doubleValue,
                 style: (object["style"] as? String).flatMap(FontFaceDescription.Style.init(rawValue:)),
                 family: object["family"] as? String, box: (object["box"] as? NSNumber)?.doubleValue)
    }

    private static func readLines(_ url: URL) throws -> [[String: Any]] {
        let data = try String(contentsOf: url, encoding: .utf8)
        return try data.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    /// One case measured by SteadyText, compared with Chromium.
    package struct Comparison {
        package var golden: Case
        package var message: Message
        package var lines: [TextLine]
        package var height: Double
        /// What `layout` (the counting path) answers; it must agree with `lines`.
        package var layout: TextLayout
        package var lineStarts: [Int] { lines.map(\.range.lowerBound) }
        package var matches: Bool {
            lines.count == golden.lines && abs(height - golden.height) < 0.001
                && lineStarts == golden.lineStarts
                && layout.lineCount == golden.lines && abs(layout.height - golden.height) < 0.001
        }

        /// A report of the first differing line.
        package var report: String {
            let text = Array(message.text.utf16)
            func show(_ starts: [Int]) -> String {
                starts.indices.map { k in
                    let end = k + 1 < starts.count ? starts[k + 1] : text.count
                    let slice = String(decoding: text[starts[k]..<max(starts[k], end)], as: UTF16.self)
                    return "    [\(starts[k])] \(slice.debugDescription)"
                }.joined(separator: "\n")
            }
            let firstDifference = zip(lineStarts, golden.lineStarts).enumerated()
                .first { $0.element.0 != $0.element.1 }?.offset ?? min(lineStarts.count, golden.lineStarts.count)
            return """
            \(golden.id) [\(message.category)]\(message.spans.isEmpty ? "" : " spans \(message.spans)") width \(golden.width) size \(golden.size) \
            line-height \(golden.lineHeight) \(golden.whiteSpace.rawValue): \
            lines \(lines.count) vs chromium \(golden.lines), height \(height) vs \(golden.height); \
            first differing line \(firstDifference)
              text: \(message.text.debugDescription)
              steady:
            \(show(lineStarts))
              chromium:
            \(show(golden.lineStarts))
            """
        }
    }

    /// Measures every case, preparing each message once per white-space mode.
    package func compare(fonts: FontStack, devicePixelRatio: Double = 1,
                         target: RenderingTarget = .chromium) -> [Comparison] {
        var prepared: [String: PreparedText] = [:]
        return cases.map { golden in
            let message = messages[golden.id]!
            let key = golden.id + "|" + golden.whiteSpace.rawValue
            let text = prepared[key] ?? (message.spans.isEmpty
                ? PreparedText(message.text, whiteSpace: golden.whiteSpace, fonts: fonts, target: target)
                : try! PreparedText(message.text, spans: message.spans, whiteSpace: golden.whiteSpace, fonts: fonts,
                                    target: target))
            prepared[key] = text
            let lines = text.lines(width: golden.width, fontSize: golden.size, lineHeight: golden.lineHeight,
                                   devicePixelRatio: devicePixelRatio, target: target)
            let layout = text.layout(width: golden.width, fontSize: golden.size, lineHeight: golden.lineHeight,
                                     devicePixelRatio: devicePixelRatio, target: target)
            // At ratio 1 the lines' heights sum to the box's; at another, each
            // line is converted back to CSS px on its own, the box once.
            let summed = devicePixelRatio == 1 || target == .webkit
            return Comparison(golden: golden, message: message, lines: lines,
                              height: summed ? lines.reduce(0) { $0 + $1.height } : layout.height,
                              layout: layout)
        }
    }
}
