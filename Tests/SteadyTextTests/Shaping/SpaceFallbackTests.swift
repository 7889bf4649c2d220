import Foundation
import Testing
@testable import SteadyText

/// Which font draws a Unicode space the primary font lacks, held to what
/// Chromium 156 (156.0.8078.129) drew: `Tools/chromium-goldens/probe_space_fallback.py`,
/// a `width: max-content; white-space: pre; line-height: normal` div at
/// ratio 1, its `getBoundingClientRect` in 1/64 px. HarfBuzz draws every
/// such space with the font's U+0020 glyph at a width of its kind; Blink
/// keeps that for U+00A0, U+2000-U+200A, U+202F and U+205F, and leaves
/// U+3000 to the next font (``ShapingRules/refusesSpaceGlyphAtIdeographicSpace``).
/// Cabin (Debian's fonts-cabin) maps none of these spaces; Noto Sans maps
/// all but U+3000; Droid Sans Fallback and NanumBarunGothic map U+3000.
@Suite struct SpaceFallbackTests {
    /// A stack of Cabin's regular face (the Cabin test stack's first face),
    /// the bundled Arabic and Hebrew fonts, then `more` (bundled files), as
    /// the probe's pages declare them.
    static func stack(_ more: [String]) throws -> FontStack {
        let cabin = try ShapingRulesTests.testStack("cabin").fonts[0].path
        let folder = try StackFileFolder()
        let files = [cabin] + (["NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf"] + more)
            .map { FontStack.bundledDirectory + "/" + $0 }
        let families = files.enumerated().map { "{\"family\": \"F\($0.offset)\", \"faces\": [{\"file\": \"\($0.element)\"}]}" }
        let path = try folder.write("{\"families\": [" + families.joined(separator: ", ") + "]}", to: "stack.json")
        return try FontStack(contentsOfFile: path)
    }

    /// `text`'s width unwrapped and its line's height at `size` px, in 1/64 px.
    static func units(_ text: String, fonts: FontStack, size: Double = 16) throws -> (width: Int, height: Int) {
        let label = try PreparedText(label: text, direction: .leftToRight, fonts: fonts, target: .chromium)
        return label.unwrappedUnits(fontSize: size, target: .chromium)
    }

    /// Cabin, Noto Sans, Droid Sans Fallback: "\u{3000}" alone or after
    /// "morning" makes a line of 21 px, Droid Sans Fallback's (ascent 267,
    /// descent 68 of 256 em), not Cabin's 19 px, nor the 22 px of Noto Sans,
    /// whose space glyph HarfBuzz would draw it with. A thin space (U+2009)
    /// stays in Cabin: its space glyph 1/5 em wide (3.203125 px; Noto Sans's
    /// own is 166/1000 em), on Cabin's line of 19 px.
    @Test func anIdeographicSpaceIsLeftToTheNextFontThatMapsIt() throws {
        let fonts = try Self.stack(["NotoSans-Regular.ttf", "DroidSansFallbackFull.ttf"])
        #expect(try Self.units("\u{3000}", fonts: fonts) == (1024, 1344))
        #expect(try Self.units("morning\u{3000}", fonts: fonts) == (4686, 1344))
        #expect(try Self.units("morning", fonts: fonts).height == 1216)
        #expect(try Self.units("\u{2009}", fonts: fonts) == (205, 1216))
        #expect(try Self.units("morning\u{2009}", fonts: fonts) == (3867, 1216))
    }

    /// Cabin, then NanumBarunGothic, whose U+3000 is 892/1000 em:
    /// "\u{3000}" is 14.28125 px at 16 px (HarfBuzz's fallback would make
    /// it 16) on a line of 20 px (NanumBarunGothic's descent, 300/1000 em,
    /// is below Cabin's 250), after nothing, Latin, Arabic or Hebrew.
    @Test func anIdeographicSpaceTakesTheNextFontsOwnGlyph() throws {
        let fonts = try Self.stack(["NanumBarunGothic.ttf"])
        #expect(try Self.units("\u{3000}", fonts: fonts) == (914, 1280))
        #expect(try Self.units("morning\u{3000}", fonts: fonts) == (4576, 1280))
        #expect(try Self.units("\u{645}\u{631}\u{62D}\u{628}\u{627}\u{3000}", fonts: fonts).width == 3069)
        #expect(try Self.units("\u{5E9}\u{5DC}\u{5D5}\u{5DD}\u{3000}", fonts: fonts).width == 3195)
    }

    /// No font of Cabin and the Arabic and Hebrew fonts maps U+3000: the
    /// last font Blink tries, the first it tried (Cabin), keeps its space
    /// glyph, 1 em wide (16 px) on Cabin's line of 19 px, and nothing is
    /// missing.
    @Test func theLastTryKeepsTheSpaceGlyph() throws {
        let fonts = try Self.stack([])
        #expect(try Self.units("\u{3000}", fonts: fonts) == (1024, 1216))
        #expect(try Self.units("morning\u{3000}", fonts: fonts) == (4686, 1216))
        #expect(PreparedText("\u{3000}", fonts: fonts).missingClusterCount == 0)
    }

    /// The spaces Cabin lacks take HarfBuzz's widths at Blink's scale, the
    /// size itself in 16.16 px (``SynthesizedSpace``), each rounded up to
    /// 1/64 px: at 14.3 px U+2001 and U+3000 are 916/64 px (937,164/65,536
    /// px; Cabin's em in font units scaled by FreeType is 914.99/64),
    /// U+2004 306, U+2009 184, U+200A 58, U+205F 204, U+202F (half the
    /// space glyph's 16.16 width) 103; at 16 px U+2004 342, U+2006 171,
    /// U+200A 64, U+202F 116; at 32 device px (16 px at ratio 2) U+3000
    /// 2,048. A text (its em summed, not glyph by glyph) takes the exact
    /// fraction of the em: "morning\u{2004}" 4,004/64 px at 16 px.
    @Test func aSpaceTheFontLacksTakesHarfBuzzsWidthAtTheSize() throws {
        let fonts = try Self.stack([])
        let at14_3 = [("\u{2001}", 916), ("\u{3000}", 916), ("\u{2004}", 306), ("\u{2009}", 184), ("\u{200A}", 58),
                      ("\u{205F}", 204), ("\u{202F}", 103)]
        for (space, width) in at14_3 {
            #expect(try Self.units(space, fonts: fonts, size: 14.3).width == width, "\(space.unicodeScalars.first!)")
        }
        for (space, width) in [("\u{2004}", 342), ("\u{2006}", 171), ("\u{200A}", 64), ("\u{202F}", 116)] {
            #expect(try Self.units(space, fonts: fonts).width == width, "\(space.unicodeScalars.first!)")
        }
        #expect(try Self.units("\u{3000}", fonts: fonts, size: 32).width == 2048)
        let text = PreparedText("morning\u{2004}", whiteSpace: .normal, fonts: fonts)
        #expect(text.unwrappedWidths(fontSize: 16, target: .chromium).widest == 4004)
    }

    /// The bundled stack: Noto Sans lacks U+3000, Droid Sans Fallback draws
    /// it, after Arabic as in bubble golden w158 ("… مرحبا\u{3000}": 2,048/64
    /// device px at 32, Droid Sans Fallback's exact em, where Noto Sans's
    /// scale gives 2,048.003 and its rounding up a bubble 1/64 px wider).
    @Test func theBundledStackDrawsAnIdeographicSpaceInDroidSansFallback() throws {
        let fonts = try FontStack.bundled()
        let droid = try #require(fonts.fonts.firstIndex { $0.path.hasSuffix("DroidSansFallbackFull.ttf") })
        let text = "\u{645}\u{631}\u{62D}\u{628}\u{627}\u{3000}"
        let label = try PreparedText(label: text, direction: .leftToRight, fonts: fonts, target: .chromium)
        #expect(label.storage.units.font(at: text.utf16.count - 1) == fonts.fallbackList.slots[droid])
        #expect(try Self.units("\u{3000}", fonts: fonts, size: 32).width == 2048)
    }
}
