import Foundation
import SteadyGoldens
import Testing
import SteadyJSON
@testable import SteadyText

/// The font sweep: 310 font files from 89 of Debian's font packages, every
/// class of vertical metrics among them (TrueType and CFF outlines, hhea or
/// OS/2 typo metrics, with and without a line gap, hhea and OS/2 agreeing or
/// not, variable and colour fonts), each the primary font of a stack with
/// the bundled stack's families after it, rendered by Chromium 156 at device
/// pixel ratios 1, 1.5 and 2 (`Goldens/sweep/`, `Tools/font-sweep/`): the
/// sweep corpus's six messages at 2 widths, 9 sizes from 9 to 48 px and
/// `line-height: normal` and 1.3 × the size. Every case matches, or is
/// listed with its cause in `Goldens/sweep/sweep-dpr<R>.known-differences.tsv`.
///
/// The fonts are Debian's files, by absolute path: `make deps` installs the
/// Makefile's `SWEEP_FONT_PACKAGES`.
@Suite struct SweepGoldenTests {
    static let directory = ChromiumGoldens.directory.appendingPathComponent("sweep")
    static let ratios = ["1", "1.5", "2"]

    /// One ratio's goldens: the cases, and each font's lines and heights in their order.
    struct Set {
        struct Case { var id: String; var width: Double; var size: Double; var lineHeight: LineHeight; var text: String }
        struct Font { var path: String; var lines: [Int]; var heights: [Double] }
        var cases: [Case]
        var fonts: [Font]
        var rejected: [String]

        init(ratio: String) throws {
            // SteadyJSON keeps each number's text, which Double reads exactly
            // (Foundation's reader is off in the last digits: heights at 1.5
            // are single-precision numbers to the bit).
            func parse(_ line: Substring) throws -> JSONValue { try JSONParser.parse(Array(line.utf8)) }
            func number(_ value: JSONValue) -> Double { if case .number(let text) = value { Double(text)! } else { .nan } }
            func string(_ value: JSONValue) -> String? { if case .string(let text) = value { text } else { nil } }
            func array(_ value: JSONValue?) -> [JSONValue]? { if case .array(let items)? = value { items } else { nil } }
            func field(_ value: JSONValue, _ key: String) -> JSONValue? {
                if case .object(let members) = value { members.first { $0.key == key }?.value } else { nil }
            }
            let texts = Dictionary(uniqueKeysWithValues: try String(
                contentsOf: SweepGoldenTests.directory.appendingPathComponent("sweep.corpus.jsonl"), encoding: .utf8)
                .split(separator: "\n").map { line -> (String, String) in
                    let object = try parse(line)
                    return (string(field(object, "id")!)!, string(field(object, "text")!)!)
                })
            let lines = try String(contentsOf: SweepGoldenTests.directory.appendingPathComponent("sweep-dpr\(ratio).chromium.jsonl"),
                                   encoding: .utf8).split(separator: "\n")
            let objects = try lines.map(parse)
            cases = array(field(objects[0], "cases"))!.map { row in
                let row = array(row)!
                let id = string(row[0])!
                let lineHeight: LineHeight = string(row[3]) == "normal" ? .normal : .fixed(number(row[3]))
                return Case(id: id, width: number(row[1]), size: number(row[2]), lineHeight: lineHeight, text: texts[id]!)
            }
            fonts = objects.dropFirst().compactMap { object in
                guard let lines = array(field(object, "lines")), let heights = array(field(object, "heights")) else { return nil }
                return Font(path: string(field(object, "font")!)!, lines: lines.map { Int(number($0)) }, heights: heights.map(number))
            }
            rejected = objects.dropFirst().compactMap { field($0, "rejected") == nil ? nil : string(field($0, "font")!) }
        }
    }

    static let sets: [String: Set] = Dictionary(uniqueKeysWithValues: ratios.map { ($0, try! Set(ratio: $0)) })

    /// A known difference: font, id, width, size, line height (as the cases write it).
    struct Key: Hashable, CustomStringConvertible {
        var font: String, id: String, width: Double, size: Double, lineHeight: String
        var description: String { "\(font)\t\(id)\t\(width.shortText)\t\(size.shortText)\t\(lineHeight)" }
    }

    static func known(ratio: String) throws -> [Key: String] {
        let url = directory.appendingPathComponent("sweep-dpr\(ratio).known-differences.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var known: [Key: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 6, let width = Double(fields[2]), let size = Double(fields[3]) else { continue }
            known[Key(font: fields[0], id: fields[1], width: width, size: size, lineHeight: fields[4])] = fields[5]
        }
        return known
    }

    /// The fonts split in eight, for the test's arguments: each part is laid
    /// out at every ratio with one stack per font.
    static let parts = 0..<8

    @Test func everySetHasEveryFont() throws {
        let fonts = try String(contentsOf: Self.directory.appendingPathComponent("fonts.jsonl"), encoding: .utf8)
            .split(separator: "\n").count
        for ratio in Self.ratios {
            let set = try #require(Self.sets[ratio])
            #expect(set.fonts.count + set.rejected.count == fonts, "ratio \(ratio)")
            #expect(set.fonts.count >= 300, "ratio \(ratio)")
            #expect(set.cases.count == 216)
        }
    }

    @Test(arguments: parts)
    func fontsMatchChromiumButForKnownDifferences(part: Int) throws {
        let bundled = try FontStack.bundled().stackDescription.families.dropFirst()
        let paths = try #require(Self.sets["1"]).fonts.map(\.path).enumerated().filter { $0.offset % Self.parts.count == part }.map(\.element)
        var differences: [String: [Key: String]] = [:]
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                Issue.record("\(path) is missing: make deps installs the sweep's font packages"); continue
            }
            let fonts = try FontStack(description: FontStackDescription(families: [
                FontFamilyDescription(name: "Sweep", faces: [FontFaceDescription(path: path)])] + bundled))
            var prepared: [String: PreparedText] = [:]
            for ratio in Self.ratios {
                let set = try #require(Self.sets[ratio])
                guard let font = set.fonts.first(where: { $0.path == path }) else { continue }
                for (k, c) in set.cases.enumerated() {
                    let text = prepared[c.id] ?? PreparedText(c.text, fonts: fonts)
                    prepared[c.id] = text
                    let layout = text.layout(width: c.width, fontSize: c.size, lineHeight: c.lineHeight,
                                             devicePixelRatio: Double(ratio)!)
                    if layout != TextLayout(lineCount: font.lines[k], height: font.heights[k]) {
                        let key = Key(font: path, id: c.id, width: c.width, size: c.size, lineHeight: c.lineHeight.description)
                        differences[ratio, default: [:]][key] = "Steady \(layout.lineCount) lines \(layout.height) px, Chromium \(font.lines[k]) lines \(font.heights[k]) px"
                    }
                }
            }
        }
        for ratio in Self.ratios {
            let known = try Self.known(ratio: ratio).filter { entry in paths.contains(entry.key.font) }
            let found = differences[ratio] ?? [:]
            let unexplained = found.keys.filter { known[$0] == nil }.sorted { $0.description < $1.description }
            // STEADY_SWEEP_DIFFERENCES=1 prints them as the list's lines, for the list's maintainer.
            if ProcessInfo.processInfo.environment["STEADY_SWEEP_DIFFERENCES"] != nil {
                for key in unexplained { print("SWEEP-DIFF\t\(ratio)\t\(key)\t\(found[key]!)") }
            }
            let stale = known.keys.filter { found[$0] == nil }.sorted { $0.description < $1.description }
            #expect(unexplained.isEmpty, "ratio \(ratio): \(unexplained.count) cases differ and are not listed: \(unexplained.prefix(3).map { "\($0): \(found[$0]!)" })")
            #expect(stale.isEmpty, "ratio \(ratio): listed but now matching: \(stale.prefix(3))")
        }
    }
}

private extension Double {
    /// 17 for 17.0, 10.5 for 10.5: as the goldens write their numbers.
    var shortText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
