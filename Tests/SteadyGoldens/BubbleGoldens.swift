import Foundation
import SteadyBubbles
import SteadyText

/// The bubble goldens (Tools/chromium-goldens, `render_bubbles.py`):
/// `Templates/bubble.css` rendered by Chromium 156, one row per case, read
/// from `Goldens/<corpus>.corpus.jsonl` (messages with `"bubble"`, the CLI's
/// format) and `Goldens/<set>.chromium.jsonl` (each row's height and its
/// parts' `getBoundingClientRect`s from the row's corner).
package struct BubbleGoldens {
    package struct Case {
        package var id: String
        package var listWidth: Double
        package var size: Double
        package var rowHeight: Double
        package var textLines: Int
        package var frames: [String: [Double]]

        /// The case's identity in known-differences.tsv: id, list width, size.
        package var key: String { "\(id)\t\(listWidth)\t\(size)" }
    }

    /// The package's root folder, from this file (Tests/SteadyGoldens/BubbleGoldens.swift).
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Where every Chromium golden lives, the bubbles' with the text's: Tests/SteadyTextTests/Goldens.
    package static let directory = packageRoot.appendingPathComponent("Tests/SteadyTextTests/Goldens")

    /// The known differences listed in `Goldens/<path>` (id, list width,
    /// size, cause; `#` lines are comments), by case key
    /// (``Case/key``); none when the file is missing.
    package static func knownDifferences(_ path: String) -> [String: String] {
        var known: [String: String] = [:]
        guard let list = try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8) else {
            return known
        }
        for line in list.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count == 4 { known[fields[0..<3].joined(separator: "\t")] = String(fields[3]) }
        }
        return known
    }

    /// A span as Docs/steady-measure.md writes it in JSON.
    package static func span(_ object: [String: Any]) -> TextSpan {
        TextSpan(start: (object["start"] as! NSNumber).intValue, end: (object["end"] as! NSNumber).intValue,
                 weight: (object["weight"] as? NSNumber)?.doubleValue,
                 style: (object["style"] as? String).flatMap(FontFaceDescription.Style.init(rawValue:)),
                 family: object["family"] as? String, box: (object["box"] as? NSNumber)?.doubleValue)
    }

    package var contents: [String: BubbleContent]
    package var categories: [String: String]
    package var cases: [Case]
    package var devicePixelRatio: Double

    /// The set `name` of Goldens/ as `target`'s engine rendered it
    /// (Chromium's in Goldens/, another engine's in Goldens/<engine>/), with
    /// the corpus its meta file names.
    package init(named name: String, target: RenderingTarget = .chromium) throws {
        let engine = target.rawValue
        let folder = target == .chromium ? BubbleGoldens.directory
            : BubbleGoldens.directory.appendingPathComponent(engine)
        let meta = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("\(name).\(engine).meta.json"))) as! [String: Any]
        let corpus = BubbleGoldens.packageRoot.appendingPathComponent(meta["corpus"] as! String)
        try self.init(corpus: corpus, results: folder.appendingPathComponent("\(name).\(engine).jsonl"),
                      devicePixelRatio: (meta["dpr"] as? NSNumber)?.doubleValue ?? 1)
    }

    package init(corpus: URL, results: URL, devicePixelRatio: Double) throws {
        self.devicePixelRatio = devicePixelRatio
        contents = [:]
        categories = [:]
        for object in try Self.objects(corpus) {
            let id = object["id"] as! String
            contents[id] = Self.content(object)
            categories[id] = object["category"] as? String ?? ""
        }
        cases = try Self.objects(results).map { object in
            Case(id: object["id"] as! String, listWidth: (object["listWidth"] as! NSNumber).doubleValue,
                 size: (object["size"] as! NSNumber).doubleValue,
                 rowHeight: (object["rowHeight"] as! NSNumber).doubleValue,
                 textLines: (object["textLines"] as? NSNumber)?.intValue ?? 0,
                 frames: (object["frames"] as! [String: [NSNumber]]).mapValues { $0.map(\.doubleValue) })
        }
    }

    /// A corpus line's bubble (bubble-format: the CLI's `"bubble"` object).
    package static func content(_ object: [String: Any]) -> BubbleContent {
        let bubble = object["bubble"] as? [String: Any] ?? [:]
        var content = BubbleContent(text: object["text"] as? String ?? "",
                                    spans: (object["spans"] as? [[String: Any]] ?? []).map(BubbleGoldens.span))
        content.direction = (bubble["direction"] as? String).flatMap(BubbleContent.Direction.init(rawValue:)) ?? .incoming
        content.startsGroup = bubble["groupStart"] as? Bool ?? true
        content.name = bubble["name"] as? String
        if let quote = bubble["quote"] as? [String: Any] {
            content.quote = .init(name: quote["name"] as? String, text: quote["text"] as! String)
        }
        if let media = bubble["media"] as? [String: Any] {
            content.media = .init(aspectRatio: (media["aspectRatio"] as! NSNumber).doubleValue)
        }
        content.time = bubble["time"] as? String
        content.reactions = bubble["reactions"] as? String
        content.date = bubble["date"] as? String
        return content
    }

    private static func objects(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    /// The frames of a layout by the golden's part names.
    package static func frames(_ layout: BubbleLayout) -> [String: [Double]] {
        let parts: [(String, BubbleRect?)] = [
            ("bubble", layout.bubble), ("date", layout.date), ("name", layout.name), ("quote", layout.quote),
            ("quoteName", layout.quoteName), ("quoteText", layout.quoteText), ("media", layout.media),
            ("text", layout.text), ("time", layout.time), ("reactions", layout.reactions),
        ]
        var frames: [String: [Double]] = [:]
        for (name, rect) in parts {
            if let rect { frames[name] = [rect.x, rect.y, rect.width, rect.height] }
        }
        return frames
    }

    /// One case laid out by SteadyText, against Chromium.
    package struct Comparison {
        package var golden: Case
        package var layout: BubbleLayout
        package var frames: [String: [Double]]
        /// ``Bubble/rowHeight(listWidth:fontSize:devicePixelRatio:target:)``, which must be the layout's.
        package var rowHeight: Double
        /// The layout at the bubble's widest, whose row height, text line count and text
        /// height must be the layout's.
        package var unshrunk: BubbleLayout

        /// Whether the layout at the bubble's widest gives the drawn layout's heights and lines.
        package var unshrunkAgrees: Bool {
            rowHeight == layout.rowHeight && unshrunk.rowHeight == layout.rowHeight
                && unshrunk.textLineCount == layout.textLineCount && unshrunk.text?.height == layout.text?.height
        }

        /// The parts whose frames differ by more than float noise.
        package var differingParts: [String] {
            Set(golden.frames.keys).union(frames.keys).sorted().filter { part in
                guard let a = golden.frames[part], let b = frames[part] else { return true }
                return zip(a, b).contains { abs($0 - $1) > 0.001 }
            }
        }

        package var heightMatches: Bool {
            abs(layout.rowHeight - golden.rowHeight) < 0.001 && layout.textLineCount == golden.textLines
        }

        package var matches: Bool { heightMatches && differingParts.isEmpty }

        package var report: String {
            let parts = differingParts.map { "\($0): steady \(frames[$0] ?? []) chromium \(golden.frames[$0] ?? [])" }
            return "\(golden.id) list \(golden.listWidth) size \(golden.size): row \(layout.rowHeight) vs \(golden.rowHeight), "
                + "text lines \(layout.textLineCount) vs \(golden.textLines)\n    " + parts.joined(separator: "\n    ")
        }
    }

    /// The set `name` laid out and compared, with the cases that differ
    /// printed (the first 20) and a summary line: for sets that must match
    /// in every case, with no list of known differences.
    package static func comparedInFull(_ name: String) throws -> (goldens: BubbleGoldens, comparisons: [Comparison]) {
        let goldens = try BubbleGoldens(named: name)
        let comparisons = try goldens.compare(fonts: FontStack.bundled())
        let differing = comparisons.filter { !$0.matches }
        for comparison in differing.prefix(20) {
            print("[\(goldens.categories[comparison.golden.id] ?? "")] " + comparison.report)
        }
        let heights = comparisons.filter(\.heightMatches).count
        print("\(name): \(comparisons.count - differing.count) of \(comparisons.count) match; row heights \(heights)")
        return (goldens, comparisons)
    }

    /// Lays every case out for `target`, preparing each bubble once.
    package func compare(fonts: FontStack, target: RenderingTarget = .chromium) throws -> [Comparison] {
        var bubbles: [String: Bubble] = [:]
        return try cases.map { golden in
            let bubble = try bubbles[golden.id] ?? Bubble(contents[golden.id]!, fonts: fonts, target: target)
            bubbles[golden.id] = bubble
            let layout = bubble.layout(listWidth: golden.listWidth, fontSize: golden.size,
                                       devicePixelRatio: devicePixelRatio, target: target)
            let rowHeight = bubble.rowHeight(listWidth: golden.listWidth, fontSize: golden.size,
                                             devicePixelRatio: devicePixelRatio, target: target)
            let unshrunk = bubble.unshrunkLayout(listWidth: golden.listWidth, fontSize: golden.size,
                                                 devicePixelRatio: devicePixelRatio, target: target)
            return Comparison(golden: golden, layout: layout, frames: Self.frames(layout), rowHeight: rowHeight,
                              unshrunk: unshrunk)
        }
    }
}
