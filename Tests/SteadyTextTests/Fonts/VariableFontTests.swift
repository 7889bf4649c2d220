import Foundation
import Testing
@testable import SteadyText

/// Variable fonts as Chromium draws them, against Chromium 156: Inter (its
/// roman and italic files, declared with the axis's range, a narrower and a
/// wider one, and Inter.var as both styles), Inter Display and Karla, text in
/// a span of every weight from 100 to 900 in steps of 50 and both styles, at
/// 13, 17 and 23.5 px: each text's width unwrapped
/// (`Goldens/variable-fonts.chromium.jsonl`, written by
/// `Tools/font-sweep/variable_fonts.py`). The `wght` axis takes the weight
/// clamped to the face's declared range, `slnt` −14 for a face declared
/// italic (``FontStack/drawnFont(_:for:)``); the advances are FreeType's,
/// HVAR's delta rounded halves up, and kerning's variation deltas keep their
/// fractions (`steady_font.h`). Every width matches, or is listed below.
@Suite struct VariableFontTests {
    struct Stack: Decodable {
        struct Family: Decodable {
            var family: String
            var faces: [Face]
        }
        struct Face: Decodable {
            var file: String
            var weight: [Double]
            var style: String?
        }
        struct Case: Decodable {
            var id: String
            var weight: Int
            var style: String
            var size: Double
            var width: Double
            init(from decoder: Decoder) throws {
                var row = try decoder.unkeyedContainer()
                (id, weight, style) = (try row.decode(String.self), try row.decode(Int.self), try row.decode(String.self))
                (size, width) = (try row.decode(Double.self), try row.decode(Double.self))
            }
        }
        var name: String
        var families: [Family]
        var texts: [String: String]
        var cases: [Case]
    }

    static let stacks = EditedFontGoldens.load("variable-fonts.chromium.jsonl", as: Stack.self)

    /// Widths that differ, by stack name, text, weight, style and size: each
    /// 1/64 px, where a kerning delta's fraction rounds otherwise at 1/64 of a
    /// design unit than at Chromium's 1/65,536 px.
    static let known: Set<String> = [
        "Inter roman and italic, the axis's range/pangram/750/italic/23.5",
        "Inter roman and italic, a wider range/pangram/750/italic/23.5",
        "Inter.var, one file with a slant axis as both styles/pangram/750/italic/23.5",
    ]

    @Test func theGoldensAreRead() {
        #expect(Self.stacks.count == 6)
        #expect(Self.stacks.allSatisfy { $0.cases.count == 204 })
    }

    @Test(arguments: stacks.indices)
    func widthsAreChromiums(stack index: Int) throws {
        let stack = Self.stacks[index]
        let fonts = try FontStack(description: FontStackDescription(families: stack.families.map { family in
            FontFamilyDescription(name: family.family, faces: family.faces.map { face in
                FontFaceDescription(path: face.file,
                                    weight: .variable(face.weight[0]...face.weight[1]),
                                    style: face.style == "italic" ? .italic : .normal)
            })
        }))
        var differing: [String] = []
        for row in stack.cases {
            let text = try #require(stack.texts[row.id])
            let prepared = try PreparedText(text, spans: [TextSpan(start: 0, end: text.utf16.count, weight: Double(row.weight),
                                                                  style: row.style == "italic" ? .italic : .normal)],
                                            fonts: fonts)
            let width = Double(prepared.unwrappedWidths(fontSize: row.size, target: .chromium).widest) / 64
            let key = "\(stack.name)/\(row.id)/\(row.weight)/\(row.style)/\(row.size.formatted())"
            if width != row.width { differing.append("\(key): \(width) px, Chromium \(row.width)") }
        }
        let unexplained = differing.filter { !Self.known.contains(String($0.prefix { $0 != ":" })) }
        #expect(unexplained.isEmpty, "\(unexplained.joined(separator: "\n"))")
        let stale = Self.known.filter { key in
            key.hasPrefix(stack.name + "/") && !differing.contains { $0.hasPrefix(key + ":") }
        }
        #expect(stale.isEmpty, "listed but matching: \(stale.sorted())")
    }
}
