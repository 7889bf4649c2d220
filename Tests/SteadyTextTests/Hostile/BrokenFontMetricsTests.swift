import Foundation
import Testing
@testable import SteadyText

/// Fonts that load but whose numbers are broken: Noto Sans with its `hhea`
/// table edited. Each was found by `FontFileFuzzTests` (a trap or a negative
/// height); the heights are what headless Chromium 156 draws with the same
/// font file by `@font-face` at 17 px (its sanitizer, OTS, passes them).
@Suite struct BrokenFontMetricsTests {
    /// Noto Sans with `edit` applied to its `hhea` table (offsets from the
    /// table's start), loaded alone as a stack.
    static func notoSans(editingHhea edit: (inout [UInt8], Int) -> Void,
                         in folder: StackFileFolder) throws -> FontStack {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontStack.bundledDirectory + "/NotoSans-Regular.ttf")))
        let hhea = try #require(FontTableDirectory(bytes)?.table("hhea")).offset
        edit(&bytes, hhea)
        let path = try folder.write(bytes, to: "NotoSans-Edited.ttf")
        return try FontStack(description: FontStackDescription(families: [
            FontFamilyDescription(name: "Edited", faces: [FontFaceDescription(path: path)]),
        ]))
    }

    /// hhea's ascender and descender (font units; the descender is negative below the baseline).
    static func setAscender(_ ascender: Int16, descender: Int16) -> (inout [UInt8], Int) -> Void {
        { bytes, hhea in
            for (offset, value) in [(4, ascender), (6, descender)] {
                bytes[hhea + offset] = UInt8(UInt16(bitPattern: value) >> 8)
                bytes[hhea + offset + 1] = UInt8(UInt16(bitPattern: value) & 0xFF)
            }
        }
    }

    /// `hhea`'s major version changed from 1: HarfBuzz then reads no advances
    /// (every glyph is 0 wide) while GPOS still kerns, so a word's total
    /// width is negative. It used to trap where the running totals are made.
    @Test func textOfNegativeTotalWidthLaysOutOnOneLine() throws {
        let folder = try StackFileFolder()
        let fonts = try Self.notoSans(editingHhea: { bytes, hhea in bytes[hhea] = 0x19 }, in: folder)
        let prepared = PreparedText("Supercalifragilisticexpialidocious", fonts: fonts)
        // Zero and negative widths fit any line: one line, of the font's 18 + 5 px.
        #expect(prepared.layout(width: 1, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 1, height: 23))
        let lines = prepared.lines(width: 1, fontSize: 17, lineHeight: .normal)
        #expect(lines.count == 1 && lines[0].width < 0)
    }

    /// A negative ascender counts as 0 (OTS's rule), the descent stays:
    /// Chromium draws 5 px lines, 20 px for the four lines at 60 px.
    @Test func negativeAscentCountsAsZero() throws {
        let folder = try StackFileFolder()
        let fonts = try Self.notoSans(editingHhea: Self.setAscender(-1000, descender: -293), in: folder)
        #expect(PreparedText("Hello", fonts: fonts).layout(width: 60, fontSize: 17, lineHeight: .normal).height == 5)
        #expect(PreparedText("Hello world again more", fonts: fonts).layout(width: 60, fontSize: 17, lineHeight: .normal)
            == TextLayout(lineCount: 4, height: 20))
    }

    /// A descender above the baseline is a negative descent, and it counts:
    /// 18 − 10 = 8 px lines in Chromium.
    @Test func negativeDescentCounts() throws {
        let folder = try StackFileFolder()
        let fonts = try Self.notoSans(editingHhea: Self.setAscender(1069, descender: 600), in: folder)
        #expect(PreparedText("Hello world again more", fonts: fonts).layout(width: 60, fontSize: 17, lineHeight: .normal)
            == TextLayout(lineCount: 4, height: 32))
    }

    /// When the descent outweighs the ascent, a line box is 0 px tall, never
    /// less: Chromium draws every line of this font at one place.
    @Test func lineBoxIsNeverNegative() throws {
        let folder = try StackFileFolder()
        let fonts = try Self.notoSans(editingHhea: Self.setAscender(100, descender: 500), in: folder)
        let prepared = PreparedText("Hello world again more", fonts: fonts)
        #expect(prepared.layout(width: 60, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 4, height: 0))
        #expect(prepared.lines(width: 60, fontSize: 17, lineHeight: .normal).allSatisfy { $0.height == 0 })
    }
}

extension BrokenFontMetricsTests {
    /// Every target lays text out with a font of extreme or broken vertical
    /// numbers, without a trap, at finite heights of 0 px or more: Firefox's
    /// metrics are scaled in integers of FreeType's fixed point, which these
    /// must not overflow.
    @Test(arguments: [(Int16.max, Int16.min), (Int16.min, Int16.max), (0, 0), (-1000, -293), (1069, 600)])
    func everyTargetLaysOutBrokenMetrics(ascender: Int16, descender: Int16) throws {
        let folder = try StackFileFolder()
        let fonts = try Self.notoSans(editingHhea: Self.setAscender(ascender, descender: descender), in: folder)
        let prepared = PreparedText("Hello world again more", fonts: fonts)
        for target in RenderingTarget.allCases {
            for size in [0.0, 0.5, 17, LayoutLimits.largestFontSize] {
                for lineHeight in [LineHeight.normal, .fixed(0.01), .fixed(LayoutLimits.largestLineHeight)] {
                    for ratio in [0.01, 1, 3, 100] {
                        let layout = prepared.layout(width: 60, fontSize: size, lineHeight: lineHeight,
                                                     devicePixelRatio: ratio, target: target)
                        #expect(layout.height.isFinite && layout.height >= 0, "\(target) \(size) \(lineHeight) \(ratio)")
                    }
                }
            }
        }
    }
}
