import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText

/// The line-clamp goldens (`clamp-dpr1`, `clamp-dpr2` on the bundled stack,
/// `roboto-clamp-dpr1`, `roboto-clamp-dpr2` on Goldens/stacks/roboto.json;
/// plain and styled messages: Chromium 156 with
/// `display: -webkit-box; -webkit-line-clamp: N`, N = 1–3; Tools/chromium-goldens):
/// lines shown, clamped height, whether it clamped, and where the drawn
/// text ends before the ellipsis (`visibleEnd`, which the renderer leaves
/// out where no one offset says it: right-to-left lines, fits within 1/16
/// px). Every case matches, or is listed with its cause in
/// `Goldens/<set>.known-differences.tsv` (columns: id, width, size, line
/// height, white-space, clamp, cause), and the list is exact.
@Suite struct ClampGoldenTests {
    struct Record {
        var id: String
        var width: Double
        var size: Double
        var lineHeight: LineHeight
        var whiteSpace: WhiteSpace
        var clamp: Int
        var lines: Int
        var height: Double
        var clamped: Bool
        var visibleEnd: Int?
        var spans: [TextSpan]
        /// The list's key: the record's fields as the golden writes them.
        var key: String
    }

    static func records(_ name: String, corpus: String) throws -> (texts: [String: String], records: [Record]) {
        func objects(_ file: String) throws -> [[String: Any]] {
            let url = ChromiumGoldens.directory.appendingPathComponent(file)
            return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
            }
        }
        var texts: [String: String] = [:]
        for object in try objects(corpus) { texts[object["id"] as! String] = (object["text"] as! String) }
        let records = try objects("\(name).chromium.jsonl").map { object in
            let lineHeight: LineHeight = (object["lineHeight"] as? String) == "normal"
                ? .normal : .fixed((object["lineHeight"] as! NSNumber).doubleValue)
            return Record(id: object["id"] as! String, width: (object["width"] as! NSNumber).doubleValue,
                          size: (object["size"] as! NSNumber).doubleValue, lineHeight: lineHeight,
                          whiteSpace: WhiteSpace(rawValue: object["whiteSpace"] as! String)!,
                          clamp: object["clamp"] as! Int, lines: object["lines"] as! Int,
                          height: (object["height"] as! NSNumber).doubleValue, clamped: object["clamped"] as! Bool,
                          visibleEnd: object["visibleEnd"] as? Int,
                          spans: ((object["spans"] as? [[String: Any]]) ?? []).map(Self.span),
                          key: ["id", "width", "size", "lineHeight", "whiteSpace", "clamp"].map { "\(object[$0]!)" }
                              .joined(separator: "\t"))
        }
        return (texts, records)
    }

    /// A span as the golden records it (Docs/steady-measure.md's fields).
    static func span(_ object: [String: Any]) -> TextSpan {
        TextSpan(start: object["start"] as! Int, end: object["end"] as! Int,
                 weight: (object["weight"] as? NSNumber)?.doubleValue,
                 style: (object["style"] as? String).flatMap(FontFaceDescription.Style.init(rawValue:)),
                 family: object["family"] as? String, box: (object["box"] as? NSNumber)?.doubleValue)
    }

    /// (set, ratio, corpus, stack file or nil for the bundled stack)
    static let sets: [(String, Double, String, String?)] = [
        ("clamp-dpr1", 1, "clamp.corpus.jsonl", nil), ("clamp-dpr2", 2, "clamp.corpus.jsonl", nil),
        ("roboto-clamp-dpr1", 1, "clamp-roboto.corpus.jsonl", "stacks/roboto.json"),
        ("roboto-clamp-dpr2", 2, "clamp-roboto.corpus.jsonl", "stacks/roboto.json"),
    ]

    @Test(arguments: sets)
    func clampsMatchChromium(_ name: String, _ ratio: Double, _ corpus: String, _ stack: String?) throws {
        let fonts = try stack.map { try FontStack(contentsOfFile: ChromiumGoldens.directory.appendingPathComponent($0).path) }
            ?? FontStack.bundled()
        let (texts, records) = try Self.records(name, corpus: corpus)
        let listURL = ChromiumGoldens.directory.appendingPathComponent("\(name).known-differences.tsv")
        var known: [String: String] = [:]
        for line in try String(contentsOf: listURL, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count == 7 { known[fields[0..<6].joined(separator: "\t")] = String(fields[6]) }
        }
        var compared = 0
        var differing: [String] = []
        var differingKeys: Set<String> = []
        for record in records {
            let prepared = try PreparedText(texts[record.id]!, spans: record.spans, whiteSpace: record.whiteSpace,
                                            fonts: fonts)
            let clamped = prepared.clampedLayout(maxLines: record.clamp, width: record.width, fontSize: record.size,
                                                 lineHeight: record.lineHeight, devicePixelRatio: ratio)
            compared += 1
            let endMatches = record.visibleEnd == nil || !record.clamped || clamped.visibleEnd == record.visibleEnd
            if clamped.lineCount != record.lines || abs(clamped.height - record.height) > 0.001
                || clamped.isClamped != record.clamped || !endMatches {
                differingKeys.insert(record.key)
                guard known[record.key] == nil else { continue }
                differing.append("\(record.id) w\(record.width) s\(record.size) \(record.lineHeight) \(record.whiteSpace) "
                    + "clamp \(record.clamp): steady \(clamped), chromium lines \(record.lines) height \(record.height) "
                    + "clamped \(record.clamped) visibleEnd \(record.visibleEnd.map(String.init) ?? "-")")
            }
        }
        for line in differing.prefix(20) { print(line) }
        print("\(name): \(compared - differing.count) of \(compared) match")
        #expect(differing.isEmpty, "\(differing.count) cases differ and are not in \(name).known-differences.tsv")
        let stale = known.keys.filter { !differingKeys.contains($0) }
        #expect(stale.isEmpty, "listed but now matching: \(stale.sorted().prefix(5))")
        #expect(compared == records.count && compared >= 3_750)
    }
}
