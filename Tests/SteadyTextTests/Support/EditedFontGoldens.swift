import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText

/// What the edited-font goldens share (`Tools/font-sweep/metric_edits.py`,
/// `kern_edits.py`): a line per edit, with the texts by id and the cases
/// Chromium rendered with the edited font as the primary face of the
/// bundled stack, each `[id, width, size, lines, height]`.
enum EditedFontGoldens {
    /// One case: a text, the box it was laid out in, and what Chromium drew.
    struct Case: Decodable {
        var id: String
        var width: Double
        var size: Double
        var lines: Int
        var height: Double

        init(from decoder: Decoder) throws {
            var row = try decoder.unkeyedContainer()
            id = try row.decode(String.self)
            width = try row.decode(Double.self)
            size = try row.decode(Double.self)
            lines = try row.decode(Int.self)
            height = try row.decode(Double.self)
        }
    }

    /// The edits of `Goldens/<name>`, each decoded as `Edit`; none when the
    /// file is missing (the tests that read them then fail on the count).
    static func load<Edit: Decodable>(_ name: String, as type: Edit.Type) -> [Edit] {
        let url = ChromiumGoldens.directory.appendingPathComponent(name)
        let lines = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n") ?? []
        return lines.compactMap { try? JSONDecoder().decode(Edit.self, from: Data($0.utf8)) }
    }

    /// Checks every case of an edit against Steady: `font` (an edited
    /// file's bytes) as the primary face of the bundled stack, the rest of
    /// its fallback families after it, at `line-height: normal`.
    static func expectChromiums(_ cases: [Case], texts: [String: String], font: [UInt8], edit: String) throws {
        let folder = try StackFileFolder()
        let path = try folder.write(font, to: "Edited.ttf")
        let bundled = try FontStack.bundled().stackDescription
        let fonts = try FontStack(description: FontStackDescription(families: [
            FontFamilyDescription(name: "Edited", faces: [FontFaceDescription(path: path)]),
        ] + bundled.families.dropFirst()))
        for row in cases {
            let layout = PreparedText(try #require(texts[row.id]), fonts: fonts)
                .layout(width: row.width, fontSize: row.size, lineHeight: .normal)
            #expect(layout == TextLayout(lineCount: row.lines, height: row.height),
                    "\(edit): \(row.id) at \(row.width) px, \(row.size) px")
        }
    }
}
