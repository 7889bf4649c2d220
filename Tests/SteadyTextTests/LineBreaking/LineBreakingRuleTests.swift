import Testing
import SteadyText

/// The line breaker's rules, each on a text built to show it. Widths are derived
/// from measured text, so each case sits exactly at the edge it tests.
@Suite struct LineBreakingRuleTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    func lines(_ text: String, width: Double, size: Double = 17, whiteSpace: WhiteSpace = .preWrap) -> [String] {
        let utf16 = Array(text.utf16)
        return PreparedText(text, whiteSpace: whiteSpace, fonts: fonts)
            .lines(width: width, fontSize: size, lineHeight: .normal)
            .map { String(decoding: utf16[$0.range], as: UTF16.self) }
    }

    func width(_ text: String, size: Double = 17) -> Double {
        PreparedText(text, fonts: fonts).lines(width: 100_000, fontSize: size, lineHeight: .normal)[0].width
    }

    @Test func trailingSpacesHangAndDoNotWrap() {
        let w = max(width("hello"), width("world"))
        #expect(lines("hello     ", width: w) == ["hello     "])
        #expect(lines("hello     world", width: w) == ["hello     ", "world"])
    }

    @Test func leadingSpacesCountAndCanStandAlone() {
        let w = width("hello")
        #expect(lines("   hello", width: w) == ["   ", "hello"])
        #expect(lines("   hello", width: width("   hello")) == ["   hello"])
    }

    @Test func newlinesForceBreaksAndATrailingOneAddsNoLine() {
        #expect(lines("ab\ncd", width: 300) == ["ab\n", "cd"])
        #expect(lines("ab\n", width: 300) == ["ab\n"])
        #expect(lines("ab\n\n", width: 300) == ["ab\n", "\n"])
        #expect(lines("\n", width: 300) == ["\n"])
        #expect(lines("", width: 300) == [])
    }

    /// Chromium lets the spaces before a forced break hang, as at a wrap: a
    /// line whose content fits keeps them, in one line (checked with Chromium:
    /// "Guten Morgen \n…" at 120 px, 17 px, is 2 lines, and Thai words followed
    /// by two spaces and a newline). Both line counters must agree.
    @Test(arguments: ["Guten Morgen", "สวัสดีครับ", "abc def", "你好世界"])
    func spacesBeforeAForcedBreakHang(_ words: String) {
        let w = width(words)
        for spaces in [" ", "  ", "   "] {
            let text = words + spaces + "\nx"
            #expect(lines(text, width: w) == [words + spaces + "\n", "x"], "\(text.debugDescription)")
            let layout = PreparedText(text, fonts: fonts).layout(width: w, fontSize: 17, lineHeight: .normal)
            #expect(layout.lineCount == 2, "\(text.debugDescription)")
        }
        // The content itself still has to fit.
        #expect(lines(words + " \nx", width: w - 1).count > 2)
    }

    @Test func normalWhiteSpaceCollapses() {
        #expect(lines("  a \n\t b  ", width: 300, whiteSpace: .normal) == ["  a \n\t b  "])
        let prepared = PreparedText("  a \n\t b  ", whiteSpace: .normal, fonts: fonts)
        #expect(prepared.lines(width: 300, fontSize: 17, lineHeight: .normal)[0].width == width("a b"))
        #expect(PreparedText(" \n\t ", whiteSpace: .normal, fonts: fonts)
            .layout(width: 300, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 0, height: 0))
    }

    @Test func breakWordSplitsAWordTooWideForAnyLine() {
        let word = "Donaudampfschifffahrtsgesellschaft"
        let split = lines(word, width: 120)
        #expect(split.count > 2)
        #expect(split.joined() == word)
        for line in split { #expect(width(line) <= 120 + 1.0 / 64) }
        // A word that fits its own line moves there whole instead.
        #expect(lines("a " + "hello", width: width("hello")) == ["a ", "hello"])
    }

    /// WebKit's rest of a split word is the word less its prefix alone, so it
    /// keeps the kerning its first glyph had with the prefix, and a rest split
    /// again is measured from the split alone. Noto Sans kerns "ro": WebKitGTK
    /// 2.50 draws "Cher" | "okee" at 53 px in 120 px (tofu-0002,
    /// Goldens/webkit/scripts-dpr1), where Chromium splits "oke" | "e"; and
    /// "pneumonoultr" | "amicroscopicsi" at 28 px in 200 px (long-word-0012,
    /// Goldens/webkit/basic-stack), where the kerning with "r" would fit "l" too.
    /// A rest split again leaves what its own piece alone does not take.
    @Test func webKitsRestOfASplitWordKeepsItsKerningWithThePrefix() {
        func lines(_ text: String, _ width: Double, _ size: Double, _ target: RenderingTarget) -> [String] {
            let utf16 = Array(text.utf16)
            return PreparedText(text, fonts: fonts, target: target)
                .lines(width: width, fontSize: size, lineHeight: .normal, target: target)
                .map { String(decoding: utf16[$0.range], as: UTF16.self) }
        }
        #expect(lines("Cherokee", 120, 53, .webkit) == ["Cher", "okee"])
        #expect(lines("Cherokee", 120, 53, .chromium) == ["Cher", "oke", "e"])
        let word = "pneumonoultramicroscopicsilicovolcanoconiosis"
        #expect(lines(word, 200, 28, .webkit).prefix(2) == ["pneumonoultr", "amicroscopicsi"])
        // Each split takes its piece alone off the rest: "းဇူး" alone starts
        // with a dotted circle, so the rest "တင်" after it is narrow enough
        // for "ပါ" beside it (myanmar-0003, Goldens/webkit/scripts-dpr1).
        let thanks = "ကျေးဇူးတင်ပါတယ်။"
        #expect(lines(thanks, 120, 53, .webkit) == ["ကျေ", "းဇူး", "တင်ပါ", "တယ်", "။"])
        #expect(lines(thanks, 120, 53, .chromium) == ["ကျေ", "းဇူး", "တင်", "ပါ", "တယ်", "။"])
    }

    /// A Kannada conjunct is one HarfBuzz cluster of two graphemes ("ದ್" and
    /// "ದೇ"): break-word may split it, and Chromium then shapes each side
    /// again, wider than its share of the cluster's advance, so the split
    /// moves back. Chromium 156 (scripts-dpr1, kannada-0002) draws these lines
    /// at 180 px, 53 px and 120 px, 33 px; the shares alone fit "ದ" on the
    /// second line.
    @Test(arguments: [(180.0, 53.0), (120, 33)])
    func aBreakWordSplitInsideAClusterShapesEachSideAgain(_ width: Double, _ size: Double) {
        let text = "ನಾನು ಚೆನ್ನಾಗಿದ್ದೇನೆ, ಧನ್ಯವಾದಗಳು."
        #expect(lines(text, width: width, size: size, whiteSpace: .normal)
                == ["ನಾನು ", "ಚೆನ್ನಾಗಿ", "ದ್ದೇನೆ, ", "ಧನ್ಯವಾ", "ದಗಳು."])
    }

    /// After a hyphen, a letter past ASCII is ICU's to judge in context, as
    /// in Blink: "peut-être" may break after the hyphen (Chromium 156, held
    /// out: "d'accord peut-" | "être" at 211 px, 31 px), while a hyphen that
    /// starts a word keeps the letter after it (LB20a), which is also all the
    /// pair alone says.
    @Test func aHyphenBeforeALetterPastASCIIBreaksByItsContext() {
        #expect(lines("ok peut-être", width: width("peut-être") + 1) == ["ok peut-", "être"])
        #expect(lines("ok Saint-Étienne", width: width("Saint-Étienne") + 1) == ["ok Saint-", "Étienne"])
        // A word-initial hyphen: wherever "ok -être" wraps, never after the hyphen.
        for w in stride(from: width("ok -") + 1, to: width("ok -être"), by: 1) {
            #expect(lines("ok -être", width: w).first != "ok -", "width \(w)")
        }
    }

    /// The last glyph of a shaped word has nothing after it in its run to lose
    /// when a line ends there, so the line keeps the word's shaped width. In
    /// Arabic that glyph's advance can differ from its nominal one (by its
    /// positioning against the glyph before), and counting the difference made
    /// the line 0.475 px wider: Chromium 156 fits this line at 180 px, 19 px
    /// (held out, the bench's message m1074).
    @Test func aLineEndingAfterAWordKeepsTheWordsShapedWidth() {
        let line = "جدا بعد إن الأسبوع شكرا"
        #expect(lines(line + " نأكل", width: 180, size: 19) == [line + " ", "نأكل"])
    }

    /// An ideographic space before a closing mark ("、") cannot end a line by
    /// the break rules, so "office\u{3000}、" is one word. When break-word
    /// splits it just before the space, the space hangs on the line as at a
    /// word's end, and the mark starts the next (Chromium 156, held out:
    /// "office\u{3000}" | "、" at 40 px, 15 px).
    @Test func anIdeographicSpaceInsideAWordHangsWhereBreakWordSplitsBeforeIt() {
        let w = width("office", size: 15) + 1
        #expect(lines("office\u{3000}、", width: w, size: 15) == ["office\u{3000}", "、"])
        #expect(lines("office\u{3000}、", width: w, size: 15, whiteSpace: .normal) == ["office\u{3000}", "、"])
        // With room for the space, it counts: the mark still does not fit after it.
        let spaced = width("office\u{3000}", size: 15)
        #expect(lines("office\u{3000}、", width: spaced, size: 15) == ["office\u{3000}", "、"])
    }

    /// WebKit does not hang an ideographic space at a line's end: it counts
    /// toward the line's width, so "こんにちは\u{3000}" (138 px at 23 px) does
    /// not fit 120 px and WebKitGTK breaks "こんにち" | "は\u{3000}", where
    /// Chromium hangs the space and keeps the five kana (whitespace-0008,
    /// Goldens/webkit/scripts-dpr1 and every test stack's).
    @Test func anIdeographicSpaceAtALinesEndCountsInWebKit() {
        let text = "こんにちは\u{3000}\n元気？"
        func lines(_ target: RenderingTarget) -> [String] {
            let utf16 = Array(text.utf16)
            return PreparedText(text, fonts: fonts, target: target)
                .lines(width: 120, fontSize: 23, lineHeight: .normal, target: target)
                .map { String(decoding: utf16[$0.range], as: UTF16.self) }
        }
        #expect(lines(.webkit) == ["こんにち", "は\u{3000}\n", "元気？"])
        #expect(lines(.chromium) == ["こんにちは\u{3000}\n", "元気？"])
    }

    /// Firefox and WebKit, in `pre-wrap`, start the next line with the
    /// spaces after a word whose last piece of text overflows its line ("W"
    /// is 187 px at 200 px), where Chromium hangs them; after a piece that
    /// fits, or an overflowing inline box, they hang in all three (probes
    /// rendered by render_firefox.py and render_webkit.py; malayalam-0001,
    /// Goldens/firefox/scripts-every4 and Goldens/webkit/scripts-dpr1).
    @Test func firefoxAndWebKitKeepTheSpacesAfterAnOverflowingWordOffItsLine() throws {
        func lines(_ text: String, _ target: RenderingTarget, spans: [TextSpan] = [],
                   whiteSpace: WhiteSpace = .preWrap) throws -> [String] {
            let utf16 = Array(text.utf16)
            return try PreparedText(text, spans: spans, whiteSpace: whiteSpace, fonts: fonts, target: target)
                .lines(width: 120, fontSize: 200, lineHeight: .normal, target: target)
                .map { String(decoding: utf16[$0.range], as: UTF16.self) }
        }
        #expect(try lines("W  x", .firefox) == ["W", "  ", "x"])
        #expect(try lines("W  x", .webkit) == ["W", "  ", "x"])
        #expect(try lines("W  x", .chromium) == ["W  ", "x"])
        #expect(try lines("W  x", .firefox, whiteSpace: .normal).count == 2)
        let box = [TextSpan(start: 0, end: 1, box: 1)]
        #expect(try lines("W  x", .firefox, spans: box) == ["W  ", "x"])
    }

    @Test func breakWordTakesAtLeastOneGrapheme() {
        #expect(lines("👨‍👩‍👧👨‍👩‍👧", width: 5) == ["👨‍👩‍👧", "👨‍👩‍👧"])
        #expect(lines("e\u{301}e\u{301}", width: 1) == ["e\u{301}", "e\u{301}"])
    }

    @Test func nbspJoinsAndZwspSeparates() {
        let w = max(width("hello"), width("world"))
        #expect(lines("hello\u{A0}world", width: width("hello\u{A0}world")) == ["hello\u{A0}world"])
        // A space would hang at the break; an NBSP is no break and does not hang,
        // so only break-word can split there, and it leaves the NBSP for the next line.
        #expect(lines("hi hi", width: width("hi") + 1)[0] == "hi ")
        #expect(lines("hi\u{A0}hi", width: width("hi") + 1)[0] == "hi")
        #expect(lines("hello\u{200B}world", width: w) == ["hello\u{200B}", "world"])
    }

    @Test func softHyphenBreaksAndShowsAHyphen() {
        let text = "co\u{AD}op"
        #expect(lines(text, width: width(text)) == [text])
        let broken = PreparedText(text, fonts: fonts).lines(width: width("co-") + 1, fontSize: 17, lineHeight: .normal)
        #expect(broken.count == 2)
        #expect(broken[0].range == 0..<3)
        // The line's width includes the hyphen it now shows.
        #expect(broken[0].width > width("co"))
    }

    @Test func softHyphenBreaksRewindUntilTheHyphenFits() {
        // A held-out case rendered by Chromium 156 (Tools/chromium-goldens/make_heldout.py,
        // held-0367): "in­cred­i­" does not fit with its hyphen, nor does "in­cred­",
        // so the line breaks after "in­".
        let text = "Ṭhe q̃uick b̶r̶o̶w̶n̶ fox Can you pick up some milk on the way home? We're out again. "
            + "English with عربي in the middle and back in\u{AD}cred\u{AD}i\u{AD}ble soft hyphens"
        let starts = PreparedText(text, fonts: fonts).lines(width: 450, fontSize: 40, lineHeight: .normal)
            .map(\.range.lowerBound)
        #expect(starts == [0, 26, 47, 69, 86, 111, 130])
    }

    @Test func fractionalSizesShapeAtTheSizeFreeTypeIsGiven() {
        // Chromium 156 (held-out case held-0174): at 22.7 px Skia hands FreeType
        // 1452/64 px, and this message takes 3 lines at 287.3 px, not 4.
        let text = "lol that meme is too good 😂😂😂  Καλημέρα! Τι ώρα φεύγει το πλοίο για Πάρο;"
        let lines = PreparedText(text, fonts: fonts).lines(width: 287.3, fontSize: 22.7, lineHeight: .normal)
        #expect(lines.map(\.range.lowerBound) == [0, 26, 51])
        #expect(lines.reduce(0) { $0 + $1.height } == 93)
    }

    @Test func fitAllowsOneSixtyFourthOfEpsilon() {
        let w = width("hello world")
        #expect(lines("hello world", width: w) == ["hello world"])
        #expect(lines("hello world", width: w - 1.0 / 64) == ["hello world"])    // epsilon
        #expect(lines("hello world", width: w - 2.0 / 64) == ["hello ", "world"])
    }

    @Test func lineHeightNormalDependsOnTheFontsOnEachLine() {
        let prepared = PreparedText("hello\nمرحبا\n😀", fonts: fonts)
        let heights = prepared.lines(width: 300, fontSize: 17, lineHeight: .normal).map(\.height)
        #expect(heights == [23, 36, 23])
        #expect(prepared.layout(width: 300, fontSize: 17, lineHeight: .fixed(22.5)).height == 67.5)
        // A fixed line height is kept to 1/64 px, as Chromium's LayoutUnit.
        #expect(prepared.layout(width: 300, fontSize: 17, lineHeight: .fixed(15.3)).height == 3 * 15.296875)
    }

    @Test func tabsAdvanceToTheNextStopOfEightSpaces() {
        let space = width("a a") - width("aa")
        let prepared = PreparedText("\tx", fonts: fonts)
        let line = prepared.lines(width: 1000, fontSize: 17, lineHeight: .normal)[0]
        #expect(abs(line.width - (8 * space + width("x"))) <= 2.0 / 64)
    }
}
