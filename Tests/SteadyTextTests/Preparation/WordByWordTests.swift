import Testing
@testable import SteadyText

/// Word-by-word preparation (`Storage(tokensOf:…)`): which texts take it, and
/// that they lay out exactly as the whole-text pipeline lays them out.
@Suite struct WordByWordTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    /// The storage word by word, or nil when the text needs the whole-text pipeline.
    func wordByWord(_ text: String) -> PreparedTextStorage? {
        let units = Array(text.utf16)
        return PreparationScratch.perThread.with { scratch in
            scratch.useCaches(of: fonts)
            return units.withUnsafeBufferPointer {
                PreparedTextStorage(tokensOf: $0, originalLength: units.count, originalOffsets: nil,
                                     preservesSpaces: true, fonts: fonts, scratch: scratch)
            }
        }
    }

    func wholeText(_ text: String) -> PreparedText {
        PreparedText(storage: .prepare(Array(text.utf16), whiteSpace: .preWrap, fonts: fonts, useCache: false))
    }

    static let eligible = [
        "", " ", "   ", "\n", "\n\n", " \n ", "a", "hello world", "  leading", "trailing  ", "a  \n  b",
        "\nstarts with a newline", "ends with one\n", "well-known co-op 12:30 $5 (x) [y] {z} ?!",
        "“quoted” ‘words’ «guillemets»", "emoji 😀 👨‍👩‍👧 🇫🇷 👍🏽 1️⃣", "Donaudampfschifffahrtsgesellschaft",
        "nbsp\u{A0}glued", "soft\u{AD}hyphen", "zero\u{200B}width", "123 456", "😀 leading emoji",
        "你好世界。今日は、世界！", "日本語とEnglish", "한국어 문장입니다", "नमस्ते दुनिया", "Привет, мир", "ελληνικά",
        "https://example.com/a?b=c&d=e", "e\u{301}cole", "x\u{3000}y",
        // An ideographic space (which Noto Sans lacks) after ideographs, alone in its word or
        // not: the fuzzer's find, where the two paths drew it in different fonts.
        "䤂\u{FFFD}\u{FFFD}世界\u{3000}", "界\u{3000}", "世界\u{3000}世界",
        // An ideographic space then a space: one run of hanging characters (the fuzzer's second find).
        "\u{3000} ", "a\u{3000} b", "世界\u{3000}」",
        // More tokens than are found before joining (64): the rest are found as they are joined.
        String(repeating: "word ", count: 70) + "end", String(repeating: "世", count: 70) + " x",
    ]

    static let ineligible = [
        "שלום", "مرحبا", "a\u{200F}b", "tab\there", "สวัสดีครับ", "carriage\rreturn", "line\u{2028}separator",
        "a \u{301}mark after a space", "control\u{1}char",
        // The word that needs the whole text among the first tokens, and after them.
        "مرحبا " + String(repeating: "word ", count: 70), String(repeating: "word ", count: 70) + "مرحبا",
    ]

    @Test(arguments: eligible)
    func eligibleTextsLayOutAsTheWholeText(_ text: String) throws {
        let storage = try #require(wordByWord(text), "\(text.debugDescription) should be prepared word by word")
        let words = PreparedText(storage: storage)
        let whole = wholeText(text)
        for (width, size) in [(0.0, 17.0), (40, 17), (120, 53), (300, 17), (375, 28), (1_000, 14)] {
            #expect(words.lines(width: width, fontSize: size, lineHeight: .normal)
                    == whole.lines(width: width, fontSize: size, lineHeight: .normal),
                    "\(text.debugDescription) width \(width) size \(size)")
            #expect(words.layout(width: width, fontSize: size, lineHeight: .normal)
                    == whole.layout(width: width, fontSize: size, lineHeight: .normal),
                    "\(text.debugDescription) width \(width) size \(size)")
        }
    }

    /// HarfBuzz draws a Unicode space the font lacks (the ideographic space:
    /// Noto Sans has none) with the font's U+0020 glyph at the space's own
    /// width, but Blink takes that glyph at an ideographic space for a
    /// missing one (``ShapingRules/refusesSpaceGlyphAtIdeographicSpace``):
    /// Droid Sans Fallback, the first font with a glyph of its own for it,
    /// draws it whether or not its word holds a character Noto Sans maps;
    /// and a line that ends after it keeps its width.
    @Test func anIdeographicSpaceTheFontLacksIsDrawnByTheNextWhateverItsWordHolds() throws {
        #expect(!fonts.fonts[0].hasGlyph(for: "\u{3000}"))
        let droid = try #require(fonts.fonts.firstIndex { $0.path.hasSuffix("DroidSansFallbackFull.ttf") })
        for text in ["界\u{3000}", "\u{FFFD}界\u{3000}"] {
            let storage = try #require(wordByWord(text))
            let space = text.utf16.count - 1
            #expect(storage.units.font(at: space) == fonts.fallbackList.slots[droid], "\(text.debugDescription)")
            #expect(storage.units.endAdjustment(at: space) == 0, "\(text.debugDescription)")
        }
    }

    @Test(arguments: ineligible)
    func textsThatNeedTheWholeTextAreNotPreparedWordByWord(_ text: String) {
        #expect(wordByWord(text) == nil, "\(text.debugDescription)")
    }
}
