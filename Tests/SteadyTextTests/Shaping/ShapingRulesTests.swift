import SteadyGoldens
import Testing
@testable import SteadyText

/// Where WebKit draws a character with another font than Chromium, and what
/// its `line-height: normal` counts, with the bundled stack (Noto Sans
/// first, then the script fonts, Noto Color Emoji, Droid Sans Fallback and
/// NanumBarunGothic). Goldens/webkit/ holds the cases these rules came from.
@Suite struct ShapingRulesTests {
    let fonts: FontStack
    let size = 100.0

    init() throws { fonts = try FontStack.bundled() }

    func width(_ text: String, _ target: RenderingTarget) -> Double {
        PreparedText(text, fonts: fonts, target: target)
            .lines(width: 10_000, fontSize: size, lineHeight: .normal, target: target)[0].width
    }

    /// No text face of the stack has "☺": Chromium draws "☺︎" with the
    /// emoji font's glyph, WebKit with Noto Sans's .notdef box (0.6 em).
    @Test func aTextSequenceWithoutATextFaceIsTheMissingGlyphInWebKit() {
        let sequence = "\u{263A}\u{FE0E}"
        #expect(!fonts.fonts[0].hasGlyph(for: "\u{263A}"))
        #expect(PreparedText(sequence, fonts: fonts).missingClusterCount == 0)
        #expect(PreparedText(sequence, fonts: fonts, target: .webkit).missingClusterCount == 1)
        #expect(width(sequence, .webkit) == 60)
        #expect(width(sequence, .chromium) > 100)
        // With a text face for the base (Noto Sans has "©"), both draw it.
        #expect(width("\u{A9}\u{FE0E}", .webkit) == width("\u{A9}\u{FE0E}", .chromium))
    }

    /// Droid Sans Fallback comes before NanumBarunGothic and maps no Hangul
    /// syllable: Chromium draws them from its jamo (HarfBuzz decomposes
    /// them), WebKit and Firefox with the first font that maps them.
    @Test func aHangulSyllableTakesTheFirstFontThatMapsItInWebKit() throws {
        let nanum = try #require(fonts.fonts.firstIndex { $0.path.hasSuffix("NanumBarunGothic.ttf") })
        let droid = try #require(fonts.fonts.firstIndex { $0.path.hasSuffix("DroidSansFallbackFull.ttf") })
        #expect(droid < nanum && !fonts.fonts[droid].hasGlyph(for: "감"))
        let nanumWidth = (fonts.fonts[nanum].advance(of: "감") + fonts.fonts[nanum].advance(of: "사")) * size
        #expect(abs(width("감사", .webkit) - nanumWidth) < 1.0 / 64)
        #expect(abs(width("감사", .chromium) - nanumWidth) > 1)
        // Firefox picks a character's font by character map too.
        #expect(abs(width("감사", .firefox) - nanumWidth) < 1.0 / 64)
    }

    /// WebKit's `normal` counts, per character, the first font that maps it:
    /// in the Liberation Sans stack (Goldens/stacks/), "©️" counts Liberation
    /// Sans (which maps "©") though the emoji font draws it, and "✔︎" counts
    /// the emoji font, the first to map "✔", though Liberation Sans's .notdef
    /// draws it. Chromium counts the fonts that draw.
    @Test func webKitCountsTheFirstFontThatMapsEachCharacter() throws {
        let stack = ChromiumGoldens.packageRoot.appendingPathComponent("Tests/SteadyTextTests/Goldens/stacks/liberation.json")
        let fonts = try FontStack(contentsOfFile: stack.path)
        func height(_ text: String, _ target: RenderingTarget, _ size: Double) -> Double {
            PreparedText(text, fonts: fonts, target: target)
                .layout(width: 10_000, fontSize: size, lineHeight: .normal, target: target).height
        }
        let emoji = "\u{A9}\u{FE0F}", text = "\u{2714}\u{FE0E}"
        #expect(fonts.fonts[0].hasGlyph(for: "\u{A9}") && !fonts.fonts[0].hasGlyph(for: "\u{2714}"))
        #expect(PreparedText(text, fonts: fonts, target: .webkit).missingClusterCount == 1)
        let sizes = stride(from: 12.0, through: 40, by: 1)
        // The emoji font's lines are taller at most sizes, where the rule shows.
        #expect(sizes.filter { height("😀", .webkit, $0) != height("a", .webkit, $0) }.count > 10)
        for size in sizes {
            #expect(height(emoji, .webkit, size) == height("a", .webkit, size))
            #expect(height(text, .webkit, size) == height("😀", .webkit, size))
            #expect(height(emoji, .chromium, size) == height("😀", .chromium, size))
        }
    }

    /// Chromium's sanitiser drops Open Sans' legacy `kern` table (18,694
    /// pairs, more than it accepts), so Chromium draws it unkerned; WebKitGTK
    /// shapes with the file's own tables and kerns every pair.
    @Test func webKitKernsWithTheFilesOwnKernTable() throws {
        let fonts = try Self.testStack("open-sans")
        let openSans = fonts.fonts[0]
        let unkerned = (openSans.advance(of: "T") + openSans.advance(of: "o")) * 100
        #expect(abs(Self.width("To", .chromium, fonts: fonts, size: 100) - unkerned) < 1.0 / 64)
        #expect(Self.width("To", .webkit, fonts: fonts, size: 100) < unkerned - 1)
        #expect(openSans.fileKernsByKernTable && !openSans.kernsByKernTable)
    }

    /// DejaVu Sans draws Arabic but has no "ہ" (U+06C1), nor has any font of
    /// its stack: WebKit shapes each font's run of a word alone, and the
    /// .notdef's run is one of its own, so "بہت" is an isolated "ب", the box
    /// and an isolated "ت" (WebKitGTK: 34.761 px at 14 px), where Chromium
    /// shapes the word whole in DejaVu Sans and its letters join (26.045 px).
    @Test func eachFontsRunIsShapedAloneInWebKit() throws {
        let fonts = try Self.testStack("dejavu")
        #expect(PreparedText("بہت", fonts: fonts, target: .webkit).missingClusterCount == 1)
        #expect(abs(Self.width("بہت", .webkit, fonts: fonts, size: 14) - 34.761) < 1.0 / 64)
        #expect(abs(Self.width("بہت", .chromium, fonts: fonts, size: 14) - 26.045) < 1.0 / 64)
    }

    /// A test stack of Goldens/stacks/ (its fonts are Debian's).
    static func testStack(_ name: String) throws -> FontStack {
        let stack = ChromiumGoldens.packageRoot.appendingPathComponent("Tests/SteadyTextTests/Goldens/stacks/\(name).json")
        return try FontStack(contentsOfFile: stack.path)
    }

    /// `text` on one line in `fonts` at `size` px, as `target` measures it.
    static func width(_ text: String, _ target: RenderingTarget, fonts: FontStack, size: Double) -> Double {
        PreparedText(text, fonts: fonts, target: target)
            .lines(width: 10_000, fontSize: size, lineHeight: .normal, target: target)[0].width
    }

    /// A flag alone between the text's start and a space is shaped in the
    /// Common script in WebKit, as one flag glyph (1.245 em); Chromium gives
    /// it the Khmer of the words after it, whose shaper leaves two regional
    /// indicators (2.49 em). So WebKitGTK fits "🇧🇷 ថ្ងៃនេះភ្លៀង" on the first
    /// line of khmer-0012 at 53 px in 300 px, Chromium only "🇧🇷 ថ្ងៃនេះ"
    /// (Goldens/webkit/scripts-dpr1 and Goldens/scripts-dpr1).
    @Test func aWordOfNeutralsIsShapedInTheCommonScriptInWebKit() {
        let flag = "\u{1F1E7}\u{1F1F7}"
        let emojiWidth = 136.0 / 109 * size
        #expect(abs(width(flag, .webkit) - emojiWidth) < 0.05)
        #expect(abs(width(flag + " ថ្ងៃ", .chromium) - width(flag + " ថ្ងៃ", .webkit) - emojiWidth) < 0.05)
        let text = flag + " ថ្ងៃនេះភ្លៀងធ្លាក់ខ្លាំងណាស់។ ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី។"
        func starts(_ target: RenderingTarget) -> [Int] {
            PreparedText(text, fonts: fonts, target: target)
                .lines(width: 300, fontSize: 53, lineHeight: .normal, target: target).map(\.range.lowerBound)
        }
        #expect(starts(.webkit) == [0, 17, 29, 43, 48, 59])
        #expect(starts(.chromium) == [0, 12, 29, 43, 56])
    }

    /// The shape caches keep each engine's words apart: a word shaped for
    /// one target first is shaped again for the other.
    /// WebKit ends an inline text item at each break opportunity, the one
    /// after a zero width space among them, and measures each item alone,
    /// so no kerning crosses U+200B: Noto Sans kerns "ow",
    /// which Chromium keeps across the hidden U+200B. WebKitGTK fits
    /// "zero\u{200B}width\u{200B}space…" (whitespace-0027) at 160 px and
    /// 14 px as the unkerned widths say (Goldens/webkit/basic-stack).
    @Test func noKerningCrossesAZeroWidthSpaceInWebKit() {
        let apart = width("o", .webkit) + width("w", .webkit)
        #expect(abs(width("o\u{200B}w", .webkit) - apart) <= 1.0 / 64)
        #expect(width("o\u{200B}w", .webkit) > width("ow", .webkit) + 1)
        #expect(width("o\u{200B}w", .chromium) < apart - 1)
    }

    /// A Tibetan phrase has no spaces: each tsheg ends a syllable after
    /// which a line may break, and WebKit shapes each syllable alone. In
    /// Noto Serif Tibetan the phrase is 9.046 em shaped whole (Chromium)
    /// and 9.126 em syllable by syllable, so at 53 px WebKitGTK breaks it
    /// before "རྒྱུ་" in 480 px and Chromium keeps it on one line
    /// (tibetan-0013, Goldens/webkit/scripts-dpr1).
    @Test func eachPieceBetweenBreaksIsShapedAloneInWebKit() {
        let syllables = ["སང་", "ཉིན་", "ཞོགས་", "པ་", "མཇལ་", "རྒྱུ་"]
        let phrase = syllables.joined()
        let apart = syllables.map { width($0, .webkit) }.reduce(0, +)
        #expect(abs(width(phrase, .webkit) - apart) <= Double(syllables.count) / 64)
        #expect(width(phrase, .chromium) < apart - 5)
        func lines(_ target: RenderingTarget) -> Int {
            PreparedText(phrase, fonts: fonts, target: target)
                .lines(width: 480, fontSize: 53, lineHeight: .normal, target: target).count
        }
        #expect(lines(.webkit) == 2)
        #expect(lines(.chromium) == 1)
    }

    @Test func eachTargetKeepsItsOwnShapedWords() {
        let word = "ok\u{2714}\u{FE0E}"
        let webkitFirst = width(word, .webkit), chromium = width(word, .chromium)
        #expect(webkitFirst != chromium)
        #expect(width(word, .webkit) == webkitFirst)
    }
}
