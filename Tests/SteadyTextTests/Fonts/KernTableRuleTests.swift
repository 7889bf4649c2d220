import Foundation
import Testing
@testable import SteadyText

/// Which legacy `kern` tables shaping reads (`steady_web_face.c`), rule by
/// rule, against Chromium: Averia Sans, which kerns with a `kern` table alone
/// (the space among its pairs), with the table edited so that OTS keeps or
/// drops it, as the primary font of the bundled stack, rendered by Chromium
/// 156 at widths every 4 px (`Goldens/kern-edits.chromium.jsonl`, written by
/// `Tools/font-sweep/kern_edits.py`, which makes the same fonts). A kerned
/// line breaks elsewhere than an unkerned one, so each edit tells whether
/// the table was read. One edit makes the space's pairs large: a text with a
/// space and a partner is shaped across its spaces (``SpacePartners``), and a
/// line that starts after a kerned space loses the pair's second half
/// (``UnitMetrics/startAdjustment(at:)``).
@Suite struct KernTableRuleTests {
    struct Edit: Decodable {
        struct Table: Decodable { var version: UInt16 }
        struct Subtable: Decodable { var version: UInt16?; var coverage: UInt16? }
        var name: String
        var table: Table?
        var subtable: Subtable?
        var swapPairs: Bool?
        var spacePairs: Int16?
        var texts: [String: String]
        var cases: [EditedFontGoldens.Case]
    }

    static let edits = EditedFontGoldens.load("kern-edits.chromium.jsonl", as: Edit.self)

    static let averiaSans = "/usr/share/fonts/truetype/averia-gwf/AveriaSansGWF-Regular.ttf"

    /// Averia Sans's bytes with `edit` written into its kern table, in place.
    static func editedAveriaSans(_ edit: Edit) throws -> [UInt8] {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: averiaSans)))
        let kern = try #require(FontTableDirectory(bytes)?.table("kern")).offset
        let subtable = kern + 4
        func put(_ value: UInt16, at offset: Int) {
            bytes[offset] = UInt8(value >> 8)
            bytes[offset + 1] = UInt8(value & 0xFF)
        }
        if let table = edit.table { put(table.version, at: kern) }
        if let version = edit.subtable?.version { put(version, at: subtable) }
        if let coverage = edit.subtable?.coverage { put(coverage, at: subtable + 4) }
        if edit.swapPairs == true {
            let first = subtable + 14
            let pair = Array(bytes[first..<first + 6])
            bytes.replaceSubrange(first..<first + 6, with: bytes[first + 6..<first + 12])
            bytes.replaceSubrange(first + 6..<first + 12, with: pair)
        }
        if let value = edit.spacePairs {
            let pairs = Int(bytes[subtable + 6]) << 8 | Int(bytes[subtable + 7])
            for k in 0..<pairs {
                let pair = subtable + 14 + 6 * k
                let left = Int(bytes[pair]) << 8 | Int(bytes[pair + 1])
                let right = Int(bytes[pair + 2]) << 8 | Int(bytes[pair + 3])
                if left == Self.spaceGlyph || right == Self.spaceGlyph { put(UInt16(bitPattern: value), at: pair + 4) }
            }
        }
        return bytes
    }

    /// Averia Sans's space.
    static let spaceGlyph = 3

    @Test func theGoldensAreRead() {
        #expect(Self.edits.count == 10)
        #expect(Self.edits.allSatisfy { $0.cases.count == 240 })
    }

    /// The goldens tell kerned from unkerned: the table as it is breaks lines
    /// elsewhere than a dropped one.
    @Test func kerningMovesBreaks() throws {
        let kept = try #require(Self.edits.first { $0.name == "as it is" })
        let dropped = try #require(Self.edits.first { $0.name == "reserved coverage bit" })
        #expect(zip(kept.cases, dropped.cases).contains { $0.lines != $1.lines })
        let spaces = try #require(Self.edits.first { $0.name == "space kerned" })
        #expect(zip(kept.cases, spaces.cases).contains { $0.lines != $1.lines })
    }

    @Test(arguments: edits.indices)
    func linesAreChromiums(edit index: Int) throws {
        let edit = Self.edits[index]
        try EditedFontGoldens.expectChromiums(edit.cases, texts: edit.texts, font: try Self.editedAveriaSans(edit),
                                              edit: edit.name)
    }
}
