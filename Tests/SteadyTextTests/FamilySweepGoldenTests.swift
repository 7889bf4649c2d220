import Foundation
import SteadyGoldens
import Testing
import SteadyJSON
@testable import SteadyText

/// The family sweep: whole font families as apps ship them, from Debian's
/// font packages (static and variable, TrueType and CFF, with and without
/// italics, weights from 100 to 900), every face declared in a stack with
/// its weight (a variable font's as its wght range) and style, the family
/// first and the bundled stack's families after it, rendered by Chromium 156
/// at device pixel ratios 1, 1.5 and 2 (`Goldens/families/`,
/// `Tools/font-sweep/families.py`, `render_families.py`): eight styled
/// messages whose spans set weight and style (a bold word, an italic phrase,
/// every weight 100…900, bold prefixes inside words, a long bold word that
/// break-word splits, a bold URL, bold text with Arabic, CJK and an emoji,
/// a bold italic phrase) at 2 widths, 5 sizes and `line-height: normal` and
/// 1.3 × the size; and the dense set at ratio 1, widths every 4 px from 60
/// to 400 at 13 and 17 px (`line-height: normal`), where a line a fraction
/// of a pixel too wide or too narrow crosses a break. Every case matches, or
/// is listed with its cause in
/// `Goldens/families/families-<set>.known-differences.tsv`.
///
/// The fonts are Debian's files, by absolute path: `make deps` installs the
/// Makefile's `FAMILY_FONT_PACKAGES`.
@Suite struct FamilySweepGoldenTests {
    static let directory = ChromiumGoldens.directory.appendingPathComponent("families")
    /// The golden sets: `families-<name>.chromium.jsonl`, each at one device pixel ratio.
    static let setNames = ["dpr1", "dpr1.5", "dpr2", "dense-dpr1"]
    static let ratios = ["dpr1": 1.0, "dpr1.5": 1.5, "dpr2": 2.0, "dense-dpr1": 1.0]

    static func parse(_ line: Substring) throws -> JSONValue { try JSONParser.parse(Array(line.utf8)) }
    // SteadyJSON keeps each number's text, which Double reads exactly.
    static func number(_ value: JSONValue?) -> Double? { if case .number(let text)? = value { Double(text)! } else { nil } }
    static func string(_ value: JSONValue?) -> String? { if case .string(let text)? = value { text } else { nil } }
    static func array(_ value: JSONValue?) -> [JSONValue]? { if case .array(let items)? = value { items } else { nil } }
    static func field(_ value: JSONValue, _ key: String) -> JSONValue? {
        if case .object(let members) = value { members.first { $0.key == key }?.value } else { nil }
    }

    /// A family of `families.jsonl`: its id (package/name, /variable for
    /// variable fonts) and its faces as a stack declares them.
    struct Family {
        var id: String
        var faces: [FontFaceDescription]
    }

    static let families: [Family] = {
        let text = try! String(contentsOf: directory.appendingPathComponent("families.jsonl"), encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let object = try! parse(line)
            let faces = array(field(object, "faces"))!.map { face -> FontFaceDescription in
                let weight: FontFaceDescription.Weight
                if let range = array(field(face, "weight")) {
                    weight = .variable(number(range[0])!...number(range[1])!)
                } else {
                    weight = .fixed(number(field(face, "weight"))!)
                }
                return FontFaceDescription(path: string(field(face, "file"))!, weight: weight,
                                           style: string(field(face, "style")) == "italic" ? .italic : .normal)
            }
            return Family(id: string(field(object, "id"))!, faces: faces)
        }
    }()

    /// The corpus: each message's text and spans.
    struct Message { var text: String; var spans: [TextSpan] }

    static let messages: [String: Message] = {
        let text = try! String(contentsOf: directory.appendingPathComponent("families.corpus.jsonl"), encoding: .utf8)
        return Dictionary(uniqueKeysWithValues: text.split(separator: "\n").map { line -> (String, Message) in
            let object = try! parse(line)
            let spans = (array(field(object, "spans")) ?? []).map { span in
                TextSpan(start: Int(number(field(span, "start"))!), end: Int(number(field(span, "end"))!),
                         weight: number(field(span, "weight")),
                         style: string(field(span, "style")).map { $0 == "italic" ? .italic : .normal })
            }
            return (string(field(object, "id"))!, Message(text: string(field(object, "text"))!, spans: spans))
        })
    }()

    /// One set of goldens: the cases, and each family's lines and heights in their order.
    struct Set {
        struct Case { var id: String; var width: Double; var size: Double; var lineHeight: LineHeight }
        struct Result { var family: String; var lines: [Int]; var heights: [Double] }
        var cases: [Case]
        var results: [Result]
        var rejected: [String]

        init(name: String) throws {
            let lines = try String(contentsOf: FamilySweepGoldenTests.directory
                .appendingPathComponent("families-\(name).chromium.jsonl"), encoding: .utf8).split(separator: "\n")
            let objects = try lines.map(FamilySweepGoldenTests.parse)
            cases = FamilySweepGoldenTests.array(FamilySweepGoldenTests.field(objects[0], "cases"))!.map { row in
                let row = FamilySweepGoldenTests.array(row)!
                let lineHeight: LineHeight = FamilySweepGoldenTests.string(row[3]) == "normal"
                    ? .normal : .fixed(FamilySweepGoldenTests.number(row[3])!)
                return Case(id: FamilySweepGoldenTests.string(row[0])!, width: FamilySweepGoldenTests.number(row[1])!,
                            size: FamilySweepGoldenTests.number(row[2])!, lineHeight: lineHeight)
            }
            results = objects.dropFirst().compactMap { object in
                guard let lines = FamilySweepGoldenTests.array(FamilySweepGoldenTests.field(object, "lines")),
                      let heights = FamilySweepGoldenTests.array(FamilySweepGoldenTests.field(object, "heights")) else { return nil }
                return Result(family: FamilySweepGoldenTests.string(FamilySweepGoldenTests.field(object, "family"))!,
                              lines: lines.map { Int(FamilySweepGoldenTests.number($0)!) },
                              heights: heights.map { FamilySweepGoldenTests.number($0)! })
            }
            rejected = objects.dropFirst().compactMap { object in
                FamilySweepGoldenTests.field(object, "rejected") == nil
                    ? nil : FamilySweepGoldenTests.string(FamilySweepGoldenTests.field(object, "family"))
            }
        }
    }

    static let sets: [String: Set] = Dictionary(uniqueKeysWithValues: setNames.map { ($0, try! Set(name: $0)) })

    /// A known difference: family, id, width, size, line height (as the cases write it).
    struct Key: Hashable, CustomStringConvertible {
        var family: String, id: String, width: Double, size: Double, lineHeight: String
        var description: String { "\(family)\t\(id)\t\(width.shortText)\t\(size.shortText)\t\(lineHeight)" }
    }

    static func known(set name: String) throws -> [Key: String] {
        let url = directory.appendingPathComponent("families-\(name).known-differences.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var known: [Key: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 6, let width = Double(fields[2]), let size = Double(fields[3]) else { continue }
            known[Key(family: fields[0], id: fields[1], width: width, size: size, lineHeight: fields[4])] = fields[5]
        }
        return known
    }

    /// The families split in eight, for the test's arguments: each part is
    /// laid out in every set with one stack per family.
    static let parts = 0..<8

    @Test func everySetHasEveryFamily() throws {
        for name in Self.setNames {
            let set = try #require(Self.sets[name])
            #expect(Swift.Set(set.results.map(\.family) + set.rejected) == Swift.Set(Self.families.map(\.id)), "set \(name)")
            #expect(set.results.count + set.rejected.count == Self.families.count, "set \(name)")
            #expect(set.results.count >= 120, "set \(name)")
            #expect(set.cases.count == Self.messages.count * (name.hasPrefix("dense") ? 86 * 2 : 2 * 5 * 2), "set \(name)")
            #expect(set.cases.allSatisfy { Self.messages[$0.id] != nil })
        }
    }

    @Test(arguments: parts)
    func familiesMatchChromiumButForKnownDifferences(part: Int) throws {
        let bundled = try FontStack.bundled().stackDescription.families.dropFirst()
        let families = Self.families.enumerated().filter { $0.offset % Self.parts.count == part }.map(\.element)
        var differences: [String: [Key: String]] = [:]
        for family in families {
            if let missing = family.faces.first(where: { !FileManager.default.fileExists(atPath: $0.path) }) {
                Issue.record("\(missing.path) is missing: make deps installs the family sweep's font packages"); continue
            }
            let fonts = try FontStack(description: FontStackDescription(families: [
                FontFamilyDescription(name: "Family", faces: family.faces)] + bundled))
            var prepared: [String: PreparedText] = [:]
            for name in Self.setNames {
                let set = try #require(Self.sets[name])
                guard let result = set.results.first(where: { $0.family == family.id }) else { continue }
                for (k, c) in set.cases.enumerated() {
                    let message = try #require(Self.messages[c.id])
                    let text = try prepared[c.id] ?? PreparedText(message.text, spans: message.spans, fonts: fonts)
                    prepared[c.id] = text
                    let layout = text.layout(width: c.width, fontSize: c.size, lineHeight: c.lineHeight,
                                             devicePixelRatio: Self.ratios[name]!)
                    if layout != TextLayout(lineCount: result.lines[k], height: result.heights[k]) {
                        let key = Key(family: family.id, id: c.id, width: c.width, size: c.size,
                                      lineHeight: c.lineHeight.description)
                        differences[name, default: [:]][key] = "Steady \(layout.lineCount) lines \(layout.height) px, Chromium \(result.lines[k]) lines \(result.heights[k]) px"
                    }
                }
            }
        }
        let ids = Swift.Set(families.map(\.id))
        for name in Self.setNames {
            let known = try Self.known(set: name).filter { ids.contains($0.key.family) }
            let found = differences[name] ?? [:]
            let unexplained = found.keys.filter { known[$0] == nil }.sorted { $0.description < $1.description }
            // STEADY_FAMILY_DIFFERENCES=1 prints them as the list's lines, for the list's maintainer.
            if ProcessInfo.processInfo.environment["STEADY_FAMILY_DIFFERENCES"] != nil {
                for key in unexplained { print("FAMILY-DIFF\t\(name)\t\(key)\t\(found[key]!)") }
            }
            let stale = known.keys.filter { found[$0] == nil }.sorted { $0.description < $1.description }
            #expect(unexplained.isEmpty, "set \(name): \(unexplained.count) cases differ and are not listed: \(unexplained.prefix(3).map { "\($0): \(found[$0]!)" })")
            #expect(stale.isEmpty, "set \(name): listed but now matching: \(stale.prefix(3))")
        }
    }
}

private extension Double {
    /// 17 for 17.0, 10.5 for 10.5: as the goldens write their numbers.
    var shortText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
