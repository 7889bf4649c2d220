import Testing
@testable import SteadyText

/// Firefox's widths (``GeckoAdvances``), held to widths Firefox ESR 153
/// reported for these texts in the bundled stack (a page's
/// `getBoundingClientRect`, in 1/60 px): a text of `w` px fits a box `w` px
/// wide and not one 1/60 px narrower, where Chromium's sums differ.
@Suite struct GeckoAdvancesTests {
    let fonts: FontStack

    init() throws { fonts = try FontStack.bundled() }

    func lineCount(_ text: String, width: Double, size: Double, target: RenderingTarget = .firefox) -> Int {
        PreparedText(text, fonts: fonts, target: target)
            .layout(width: width, fontSize: size, lineHeight: .normal, target: target).lineCount
    }

    /// Whether Firefox's width of `text` is `appUnits` / 60 px exactly: it
    /// fits that width and breaks 1 au narrower.
    func isFirefoxWidth(_ text: String, appUnits: Int, size: Double) -> Bool {
        lineCount(text, width: Double(appUnits) / 60, size: size) == 1
            && lineCount(text, width: Double(appUnits - 1) / 60, size: size) == 2
    }

    /// Each glyph is rounded to app units on its own: "the end of the day?
    /// It's" at 15 px is 9,603 au (160.05 px) in Firefox, where its exact
    /// advances sum to 9,600 (160 px: one line in Chromium).
    @Test func eachGlyphIsRoundedToAppUnits() {
        #expect(isFirefoxWidth("the end of the day? It's", appUnits: 9603, size: 15))
        #expect(lineCount("the end of the day? It's", width: 160, size: 15, target: .chromium) == 1)
    }

    /// Kerning counts ("AV To Wa" at 16.3 px, 69.7833 px), not across a zero
    /// width space ("zero\u{200B}width" at 14 px, 65.3833 px).
    @Test func kerningCountsWithinAWordOnly() {
        #expect(isFirefoxWidth("AV To Wa", appUnits: 4187, size: 16.3))
        #expect(isFirefoxWidth("zero\u{200B}width", appUnits: 3923, size: 14))
    }

    /// A colour emoji is a whole number of device px: 💻 is 17 px at 14 px,
    /// 69 at 55 px and 74 at 59 px (its strike's 136 of 109 px, scaled;
    /// two of them, so that 1 au less breaks the line).
    @Test func colourEmojiAreWholeDevicePixels() {
        #expect(isFirefoxWidth("💻💻", appUnits: 2 * 17 * 60, size: 14))
        #expect(isFirefoxWidth("💻💻", appUnits: 2 * 69 * 60, size: 55))
        #expect(isFirefoxWidth("💻💻", appUnits: 2 * 74 * 60, size: 59))
    }

    /// In pre-wrap a tab counts toward its line in Firefox (Chromium lets it
    /// hang), and a word that fits without the tab after it leaves the tab
    /// to the next line: "tab\tseparated\tvalues" at 21 px in 160 px is
    /// "tab\t" | "separated\t" | "values" (Chromium: two lines), at 33 px
    /// "tab\t" | "separated" | "\t" | "values".
    @Test func aTabCountsAndMayMoveToTheNextLine() {
        let text = "tab\tseparated\tvalues"
        func starts(_ size: Double, _ target: RenderingTarget) -> [Int] {
            PreparedText(text, fonts: fonts, target: target)
                .lines(width: 160, fontSize: size, lineHeight: .normal, target: target).map(\.range.lowerBound)
        }
        #expect(starts(21, .firefox) == [0, 4, 14])
        #expect(starts(21, .chromium) == [0, 14])
        #expect(starts(33, .firefox) == [0, 4, 13, 14])
    }

    /// A bold span over a face with no bold (the stack's Arabic): Firefox
    /// emboldens each glyph's advance by FreeType's strength, 1/48 em
    /// (0.34 px at 17 px), so "مرحبا كيف حالك؟" with its first word bold
    /// takes two lines in 120 px, where Chromium, and the text without the
    /// span, take one.
    @Test func syntheticBoldWidensEachGlyph() throws {
        let text = "مرحبا كيف حالك؟"
        func starts(_ spans: [TextSpan], _ target: RenderingTarget) throws -> [Int] {
            try PreparedText(text, spans: spans, whiteSpace: .normal, fonts: fonts, target: target)
                .lines(width: 120, fontSize: 17, lineHeight: .normal, target: target).map(\.range.lowerBound)
        }
        let bold = [TextSpan(start: 0, end: 5, weight: 700)]
        #expect(try starts(bold, .firefox) == [0, 10])
        #expect(try starts(bold, .chromium) == [0])
        #expect(try starts([], .firefox) == [0])
    }

    /// A span of another font inside a word: Blink shapes the piece with the
    /// word around it, so Arabic joins across the edge (an italic "ت" in
    /// "کتاب", slanted only, leaves its width as it was, but for rounding
    /// each item apart); Gecko shapes each font's run alone, its letters in
    /// their unjoined forms.
    @Test func aPieceInAnotherFontIsShapedAloneInFirefox() throws {
        let text = "این کتاب را"
        func width(_ spans: [TextSpan], _ target: RenderingTarget) throws -> Double {
            try PreparedText(text, spans: spans, fonts: fonts, target: target)
                .lines(width: 1_000, fontSize: 17, lineHeight: .normal, target: target)[0].width
        }
        let italic = [TextSpan(start: 6, end: 7, style: .italic)]
        let chromium = try width(italic, .chromium) - width([], .chromium)
        let firefox = try width(italic, .firefox) - width([], .firefox)
        #expect(abs(chromium) <= 2.0 / 64, "\(chromium)")
        #expect(abs(firefox) > 1, "\(firefox)")
    }

    /// A character no font of the stack has (Ol Chiki) is a box in Firefox
    /// as wide as the primary font's average character, at least 13 px:
    /// 13 px at 17 px, 58 px at 100 px, as Firefox drew them.
    @Test func aMissingCharacterIsABoxOfItsOwnWidth() {
        let text = "\u{1C5A}\u{1C5B}"
        #expect(PreparedText(text, fonts: fonts, target: .firefox).missingClusterCount == 2)
        #expect(isFirefoxWidth(text, appUnits: 2 * 13 * 60, size: 17))
        #expect(isFirefoxWidth(text, appUnits: 2 * 58 * 60, size: 100))
    }

    /// A width or size no screen has is a length like any other: saturated
    /// in app units, as Gecko's 32-bit coordinates are, never a trap.
    @Test func hostileLengthsSaturate() {
        let text = PreparedText("hello world", fonts: fonts, target: .firefox)
        for width in [1e30, -1e30, .greatestFiniteMagnitude, -.infinity, .infinity, .nan, 0] {
            let layout = text.layout(width: width, fontSize: 17, lineHeight: .normal, target: .firefox)
            #expect(layout.lineCount >= 1, "width \(width)")
        }
        #expect(text.layout(width: 1e30, fontSize: 17, lineHeight: .normal, target: .firefox).lineCount == 1)
        for size in [1e30, -1e30, .nan] {
            _ = text.layout(width: 300, fontSize: size, lineHeight: .fixed(1e30), target: .firefox)
        }
    }
}

