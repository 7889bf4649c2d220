import Testing
@testable import SteadyText

/// Chromium's widths glyph by glyph (``BlinkAdvances``), for a text
/// prepared as a label (``PreparedText/init(label:spans:direction:fonts:target:)``),
/// held to widths Chromium 156 drew in the bundled stack (bubble goldens,
/// `getBoundingClientRect` at ratio 2, in 1/64 device px), where the em
/// sum scaled once is 1/64 px wider.
@Suite struct BlinkAdvancesTests {
    let fonts: FontStack
    let chromium = LayoutTarget(engine: .chromium, appUnitsPerDevicePixel: 60)

    init() throws { fonts = try FontStack.bundled() }

    /// `text`'s width unwrapped at `size` device px, in 1/64 device px: as
    /// a label, and as a text.
    func widths(_ text: String, size: Float) throws -> (label: Int, text: Int) {
        let label = try PreparedText(label: text, direction: .leftToRight, fonts: fonts, target: .chromium)
        let plain = PreparedText(text, whiteSpace: .normal, fonts: fonts)
        return (label.unwrappedUnits(fontSize: Double(size), target: chromium).width,
                plain.unwrappedWidths(fontSize: Double(size), target: chromium).widest)
    }

    /// Kerning at HarfBuzz's scale, the size itself, and advances at the
    /// 26.6 size Skia truncates: "Yesterday" (Y-e −50, d-a −20 units) at
    /// 34.12 px (21 px × 2 × 0.8125) is 155.640210 px, 9,961 units rounded
    /// up; the em sum at FreeType's scale is 155.640976, 9,962. A text's
    /// max-content at a size off the 26.6 grid is measured glyph by glyph
    /// (``GlyphSource``), so it is the label's.
    @Test func kerningScalesByTheSizeItself() throws {
        let w = try widths("Yesterday", size: 34.12)
        #expect(w.label == 9961)
        #expect(w.text == 9961)
    }

    /// Each glyph's advance is rounded to 1/65,536 px before they are added:
    /// "line three" at 16 px sums to 71.328125 px glyph by glyph (4,565
    /// units), 71.328144 in em (4,566, within the rounding slack of the
    /// step): a text's max-content is measured glyph by glyph there, as
    /// Chromium's bubble of "line one\nline two\nline three" is 4,565 wide.
    @Test func eachGlyphIsRoundedTo16Dot16() throws {
        let w = try widths("line three", size: 16)
        #expect(w.label == 4565)
        #expect(w.text == 4565)
    }

    /// A text's max-content (white-space pre-wrap) where an item's em sum
    /// lies within the rounding slack of a 1/64 px step is Chromium's glyph
    /// by glyph: widths Chromium 156 drew (`width: max-content`, in 1/64
    /// device px; the em sums say 15,089, 42,832, 34,412 and 22,266).
    @Test(arguments: [
        ("you\u{3000}see fox 你好 hey", 23.0, 15088),                              // 235.75 px
        ("brown quick thanks!\n  dog over over jumps thanks! brown fox lazy", 32, 42833),  // 1,065 + 41,768
        ("over\n over over dog brown the fox lazy over", 30, 34411),             // 500 + 33,911
        ("morning שלום שלום שלום place sure the مرحبا\u{3000}", 16, 22265),       // five items
    ])
    func maxContentIsSummedGlyphByGlyphNearAStep(_ text: String, size: Double, chromium: Int) {
        let prepared = PreparedText(text, fonts: fonts)
        #expect(prepared.unwrappedWidths(fontSize: size, target: self.chromium).widest == chromium)
    }

    /// An item's runs (each font's) are added in 32-bit floats: the
    /// reactions pill below at 26.25 px has 32 runs, whose exact sum is
    /// 12/65,536 px above 92,244 units and whose float sum is on it.
    @Test func runsAreAddedInFloats() throws {
        let reactions = "😍 562 🤔 580 💯 243 🥳 290 😮 845 ❤️ 244 ✅ 564 ❤️ 297 😢 533 💯 666 😂 47 😍 807 👏 440 🔥 962 🥳 204 😮 889"
        #expect(try widths(reactions, size: 26.25).label == 92244)
    }

    /// A label keeps each glyph's advance only for `chromium`; the walk
    /// reads the glyphs as Chromium rounds them, and the running totals,
    /// which sum em, leave it to the walk. Its one line's height needs no
    /// walk and is the walk's.
    @Test func onlyChromiumLabelsKeepGlyphs() throws {
        for target in RenderingTarget.allCases {
            let label = try PreparedText(label: "Yesterday", direction: .leftToRight, fonts: fonts, target: target)
            #expect(label.storage.keepsGlyphAdvances == (target != .webkit))
        }
        let label = try PreparedText(label: "Yesterday 08:15", direction: .leftToRight, fonts: fonts, target: .chromium)
        #expect(label.linePrefixes.counted(width: 1000, fontSize: 17, lineHeight: .normal, target: chromium) == nil)
        #expect(label.layout(width: 1000, fontSize: 17, lineHeight: .normal).lineCount == 1)
        for text in ["Yesterday 08:15", "👍 3 ❤️ 2", "أمس 12:30", "✔✔", ""] {
            let label = try PreparedText(label: text, direction: .leftToRight, fonts: fonts, target: .chromium)
            for size in [11.6875, 14.0, 34.12] {
                #expect(label.oneLineHeightUnits(fontSize: size, target: chromium)
                        == label.unwrappedUnits(fontSize: size, target: chromium).height, "\(text) at \(size)")
            }
        }
    }
}
