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
}
