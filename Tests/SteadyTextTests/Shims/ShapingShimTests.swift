import Testing
@testable import SteadyText

/// The shaping shim against HarfBuzz's own answers: the advances below are what
/// `hb-shape` (libharfbuzz-bin 6.0.0) prints for the bundled NotoSans-Regular.ttf.
@Suite struct ShapingShimTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    func shape(_ text: String, script: Int32 = 25 /* USCRIPT_LATIN */, rtl: Bool = false) -> ShapedRun {
        let units = Array(text.utf16)
        return PreparationScratch.perThread.with { scratch in
            units.withUnsafeBufferPointer {
                fonts.fallbackList.shapedRun($0, script: script, isRightToLeft: rtl, shaper: scratch.shaper,
                                             rules: .blink, cache: nil)
            }
        }
    }

    @Test func advancesEqualHarfBuzzForKerning() {
        // hb-shape: "AV" -> [36+599|57+600]; "A V" -> [36+639|3+260|57+600]
        let kerned: [Double] = [0.599, 0.600]
        let spaced: [Double] = [0.639, 0.260, 0.600]
        #expect(shape("AV").advances == kerned)
        #expect(shape("A V").advances == spaced)
        // The kerned A ends 40 units wider when a line ends after it.
        let adjustment: Double = shape("AV").endAdjustments[0]
        #expect(abs(adjustment - 0.040) < 1e-12)
    }

    @Test func ligatureAdvanceIsSharedByItsCharacters() {
        // hb-shape: "office" -> [o 605 | ffi 946 | c 480 | e 564], cluster of ffi = 1..<4
        let word = shape("office")
        let third: Double = 0.946 / 3
        let total: Double = 0.605 + 0.946 + 0.480 + 0.564
        #expect(word.advances[0] == 0.605)
        for i in 1...3 {
            let advance: Double = word.advances[i]
            #expect(abs(advance - third) < 1e-12)
        }
        let sum: Double = word.advances.reduce(0, +)
        #expect(abs(sum - total) < 1e-12)
    }

    @Test func fallbackGivesEachClusterTheFirstFontThatCoversIt() {
        #expect(shape("aب").fontIndices == [0, 1])          // Arabic letter -> NotoSansArabic
        #expect(shape("שלום", script: 19, rtl: true).fontIndices == [2, 2, 2, 2]) // Hebrew
        #expect(shape("漢").fontIndices == [6])              // CJK -> Droid Sans Fallback
        #expect(shape("한").fontIndices == [7])              // Hangul -> Nanum
        #expect(shape("😀").fontIndices == [5, 5])           // emoji, a surrogate pair
    }

    @Test func variationSelectorsFollowChromium() {
        #expect(shape("©").fontIndices == [0])               // text presentation: NotoSans has it
        #expect(shape("©\u{FE0F}").fontIndices == [5, 5])    // VS16 not in NotoSans' cmap 14 -> emoji font
        #expect(shape("❤").fontIndices == [5])               // only the emoji font has U+2764
    }

    @Test func emojiAdvanceIsTheBitmapStrikes() {
        // Chromium: 136 px at the 109 ppem strike, scaled: 136 / 109 em.
        let strike: Double = 136.0 / 109
        let thumb: Double = shape("👍").advances.reduce(0, +)
        #expect(abs(thumb - strike) < 1e-12)
        let family = shape("👨‍👩‍👧")                         // a ZWJ sequence is one glyph
        let familyWidth: Double = family.advances.reduce(0, +)
        #expect(abs(familyWidth - strike) < 1e-12)
        #expect(Set(family.fontIndices) == [5])
    }

    @Test func defaultIgnorablesHaveNoWidth() {
        let word = shape("a\u{200B}b\u{00AD}c")
        #expect(word.advances[1] == 0)
        #expect(word.advances[3] == 0)
    }
}
