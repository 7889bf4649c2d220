import Foundation
import Testing
@testable import SteadyText

/// The rule that picks a font's ascent, descent and line gap
/// (``FontMetrics/init(_:)``), branch by branch, against Chromium: Noto Sans
/// with its hhea, OS/2 typo and win metrics and USE_TYPO_METRICS edited, as
/// the primary font of the bundled stack, rendered by Chromium 156 at 9–48
/// px (`Goldens/metric-edits.chromium.jsonl`, written by
/// `Tools/font-sweep/metric_edits.py`, which makes the same fonts).
@Suite struct FontMetricsRuleTests {
    struct Edit: Decodable {
        var name: String
        var hhea: [Int16]?
        var typo: [Int16]?
        var win: [UInt16]?
        var useTypoMetrics: Bool?
        var texts: [String: String]
        var cases: [EditedFontGoldens.Case]
    }

    static let edits = EditedFontGoldens.load("metric-edits.chromium.jsonl", as: Edit.self)

    /// Noto Sans's bytes with `edit` written into its tables.
    static func editedNotoSans(_ edit: Edit) throws -> [UInt8] {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontStack.bundledDirectory + "/NotoSans-Regular.ttf")))
        let directory = try #require(FontTableDirectory(bytes))
        let hhea = try #require(directory.table("hhea")).offset
        let os2 = try #require(directory.table("OS/2")).offset
        func put(_ value: UInt16, at offset: Int) {
            bytes[offset] = UInt8(value >> 8)
            bytes[offset + 1] = UInt8(value & 0xFF)
        }
        for (k, value) in (edit.hhea ?? []).enumerated() { put(UInt16(bitPattern: value), at: hhea + 4 + 2 * k) }
        for (k, value) in (edit.typo ?? []).enumerated() { put(UInt16(bitPattern: value), at: os2 + 68 + 2 * k) }
        for (k, value) in (edit.win ?? []).enumerated() { put(value, at: os2 + 74 + 2 * k) }
        if let use = edit.useTypoMetrics {
            let selection = UInt16(bytes[os2 + 62]) << 8 | UInt16(bytes[os2 + 63])
            put(use ? selection | 0x80 : selection & ~0x80, at: os2 + 62)
        }
        return bytes
    }

    @Test func theGoldensAreRead() {
        #expect(Self.edits.count == 10)
        #expect(Self.edits.allSatisfy { $0.cases.count == 24 })
    }

    @Test(arguments: edits.indices)
    func heightsAreChromiums(edit index: Int) throws {
        let edit = Self.edits[index]
        try EditedFontGoldens.expectChromiums(edit.cases, texts: edit.texts, font: try Self.editedNotoSans(edit),
                                              edit: edit.name)
    }
}
