import SteadyGoldens
import Testing
@testable import SteadyText
import SteadyTestSupport

/// Styled text (``PreparedText/init(_:spans:whiteSpace:fonts:)``) against
/// Chromium 156: every expected number here was read from headless Chromium
/// (`getBoundingClientRect` of the `<div>` and of each `<span>`, the bundled
/// fonts loaded by `@font-face`, the spans' HTML as the chromium
/// target writes it), never printed by this code.
@Suite struct StyledTextTests {
    static let fonts = try! FontStack.bundled()

    static func prepared(_ text: String, _ spans: [TextSpan], whiteSpace: WhiteSpace = .preWrap,
                         fonts: FontStack = fonts) -> PreparedText {
        try! PreparedText(text, spans: spans, whiteSpace: whiteSpace, fonts: fonts)
    }

    static func width(_ text: String, _ spans: [TextSpan], size: Double, whiteSpace: WhiteSpace = .preWrap,
                      fonts: FontStack = fonts) -> Double? {
        let lines = prepared(text, spans, whiteSpace: whiteSpace, fonts: fonts)
            .lines(width: 5000, fontSize: size, lineHeight: .normal)
        return lines.count == 1 ? lines[0].width : nil
    }

    // MARK: Boxes

    /// `a<span style="display:inline-block;width:1.337em;height:1em"></span>`:
    /// the box's left edge is 9.546875 px ("a", rounded up to 1/64 px as an
    /// item), its width 22.71875 px (1.337 × 17 = 22.729, truncated to 1/64
    /// px).
    @Test func aBoxIsItsWidthTruncatedToALayoutUnit() {
        #expect(Self.width("a@x", [TextSpan(start: 1, end: 3, box: 1.337)], size: 17) == 9.546875 + 22.71875)
    }

    /// "a" and a box 1 em wide at 17 px (Noto Sans: 18 px above the
    /// baseline, 5 below): the div's height at each line height, at device
    /// pixel ratio 1 and 2.
    @Test(arguments: [
        (LineHeight.normal, 1.0, 23.0), (.fixed(10), 1, 17), (.fixed(20), 1, 21), (.fixed(20.5), 1, 21.5),
        (.fixed(19), 1, 20), (.fixed(15.3), 1, 18.296875), (.fixed(21), 1, 21), (.fixed(22.9), 1, 22.90625),
        (.fixed(5), 1, 17), (.fixed(20.5), 2, 21), (.fixed(22.9), 2, 22.8984375), (.fixed(19), 2, 20),
    ])
    func aBoxRaisesTheLineItSitsOn(lineHeight: LineHeight, ratio: Double, height: Double) {
        let text = Self.prepared("a@", [TextSpan(start: 1, end: 2, box: 1)])
        #expect(text.layout(width: 1000, fontSize: 17, lineHeight: lineHeight, devicePixelRatio: ratio).height == height)
        let plain = PreparedText("a", fonts: Self.fonts)
        if case .fixed(let px) = lineHeight, px >= 21 {
            #expect(plain.layout(width: 1000, fontSize: 17, lineHeight: lineHeight, devicePixelRatio: ratio).height
                    == text.layout(width: 1000, fontSize: 17, lineHeight: lineHeight, devicePixelRatio: ratio).height)
        }
    }

    /// At 14.3 px and `line-height: 16px` the box is 14.296875 px tall: the
    /// div is 17.296875 px at ratio 1, 16.796875 at ratio 2.
    @Test func aBoxIsOneEmTruncated() {
        let text = Self.prepared("a@", [TextSpan(start: 1, end: 2, box: 1)])
        #expect(text.layout(width: 1000, fontSize: 14.3, lineHeight: .fixed(16)).height == 17.296875)
        #expect(text.layout(width: 1000, fontSize: 14.3, lineHeight: .fixed(16), devicePixelRatio: 2).height == 16.796875)
    }

    /// `abc`, a box 1 em wide, `def` in 30 px: three lines (a break before
    /// and after U+FFFC, ICU's class CB), 69 px. `abc`, a box, `!`: two
    /// lines, 46 px (no break before "!"). Line ranges are the original
    /// text's offsets, the box's text included.
    @Test func aBoxBreaksAsUFFFC() {
        let boxed = Self.prepared("abc@@def", [TextSpan(start: 3, end: 5, box: 1)])
        #expect(boxed.layout(width: 30, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 3, height: 69))
        #expect(boxed.lines(width: 30, fontSize: 17, lineHeight: .normal).map(\.range) == [0..<3, 3..<5, 5..<8])
        let bang = Self.prepared("abc@!", [TextSpan(start: 3, end: 4, box: 1)])
        #expect(bang.layout(width: 30, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 2, height: 46))
    }

    /// A box is a break opportunity on both sides, whatever ICU says of
    /// U+FFFC: at 17 px in 40 px, "ab", a box 1 em wide and "." put the "."
    /// on the second line (as "!", ")" and "”" after a box, where ICU allows
    /// no break); a box 1.5 em wide after "a (", "a “", "a $", "a b" and a
    /// no-break space, or "a b" and a word joiner, starts the second line,
    /// where ICU allows no break before it.
    @Test(arguments: [
        ("ab@.", 2, 1.0, 40.0, [0..<3, 3..<4]), ("ab@!", 2, 1, 40, [0..<3, 3..<4]), ("ab@)", 2, 1, 40, [0..<3, 3..<4]),
        ("ab@\u{201D}", 2, 1, 40, [0..<3, 3..<4]),
        ("a (@", 3, 1.5, 40, [0..<3, 3..<4]), ("a \u{201C}@", 3, 1.5, 40, [0..<3, 3..<4]),
        ("a $@", 3, 1.5, 40, [0..<3, 3..<4]), ("a b\u{00A0}@", 4, 1.5, 40, [0..<4, 4..<5]),
        ("a b\u{2060}@", 4, 1.5, 40, [0..<4, 4..<5]),
    ])
    func aBoxIsABreakOnBothSides(text: String, boxAt offset: Int, em: Double, width: Double, lines: [Range<Int>]) {
        let prepared = Self.prepared(text, [TextSpan(start: offset, end: offset + 1, box: em)])
        #expect(prepared.lines(width: width, fontSize: 17, lineHeight: .normal).map(\.range) == lines)
        #expect(prepared.layout(width: width, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 2, height: 46))
    }

    /// A box's text is not drawn: Cherokee no font has counts as missing
    /// only outside a box.
    @Test func aBoxsTextIsNeverMissing() {
        #expect(Self.prepared("a ᏣᎳᎩ", [TextSpan(start: 2, end: 5, box: 2)]).missingClusterCount == 0)
        #expect(Self.prepared("a ᏣᎳᎩ", [TextSpan(start: 0, end: 1, weight: 700)]).missingClusterCount == 3)
    }

    // MARK: Shaping at span edges

    /// At 40 px: "To" is 43.640625 px. Split into two spans of the same font
    /// (no fields, or weight 400) it is still shaped as one run, kerned: "T"
    /// 19.453125 then "o" 24.203125, each its own item. With "o" italic,
    /// shaping stops at the edge: "T" 22.25, "o" 22.53125.
    @Test func shapingGoesOnAcrossAnEdgeOfTheSameFontOnly() {
        #expect(Self.width("To", [], size: 40) == 43.640625)
        #expect(Self.width("To", [TextSpan(start: 0, end: 1), TextSpan(start: 1, end: 2)], size: 40)
                == 19.453125 + 24.203125)
        #expect(Self.width("To", [TextSpan(start: 1, end: 2, weight: 400)], size: 40) == 19.453125 + 24.203125)
        #expect(Self.width("To", [TextSpan(start: 1, end: 2, style: .italic)], size: 40) == 22.25 + 22.53125)
        // "fi" keeps its ligature across an edge of the same font (24.09375 px
        // in all), and loses it across an italic one (13.765625 + 10.328125).
        #expect(Self.width("fi", [TextSpan(start: 1, end: 2)], size: 40) == 24.09375)
        #expect(Self.width("fi", [TextSpan(start: 1, end: 2, style: .italic)], size: 40) == 13.765625 + 10.328125)
    }

    /// At 40 px "سلام" is 74.6875 px. With its last two letters bold (or
    /// italic), shaping stops at the edge but HarfBuzz sees the word around
    /// each piece, so the letters keep their joined forms: 43.375 + 31 px.
    /// Cut apart by a zero width non-joiner instead they are 89.453125.
    @Test func arabicJoinsAcrossASpanEdge() {
        #expect(Self.width("سلام", [], size: 40) == 74.6875)
        #expect(Self.width("سلام", [TextSpan(start: 2, end: 4, weight: 700)], size: 40) == 43.375 + 31)
        #expect(Self.width("سلام", [TextSpan(start: 2, end: 4, style: .italic)], size: 40) == 43.375 + 31)
    }

    // MARK: White space

    /// `white-space: normal`, `<span>a </span><span style="font-weight:700">
    /// b</span>`: the two spaces collapse to the first, the regular one: "a "
    /// is 13.96875 px, the bold "b" 10.765625.
    @Test func spacesCollapseAcrossASpanEdgeKeepingTheFirst() {
        #expect(Self.width("a  b", [TextSpan(start: 0, end: 2), TextSpan(start: 2, end: 4, weight: 700)],
                           size: 17, whiteSpace: .normal) == 13.96875 + 10.765625)
        #expect(Self.width("a b", [TextSpan(start: 0, end: 2), TextSpan(start: 2, end: 3, weight: 700)],
                           size: 17, whiteSpace: .normal) == 13.96875 + 10.765625)
    }

    // MARK: Line heights

    /// `line-height: normal` takes the fonts a line really draws with: Thai
    /// in a bold span is 26 px (Noto Sans Thai, 18 + 8), Arabic in a span
    /// whose family is Noto Sans Arabic 36, Latin in a bold span 23.
    @Test func lineHeightNormalTakesTheFacesUsed() {
        func height(_ text: String, _ spans: [TextSpan]) -> Double {
            Self.prepared(text, spans).layout(width: 1000, fontSize: 17, lineHeight: .normal).height
        }
        #expect(height("aก", [TextSpan(start: 1, end: 2, weight: 700)]) == 26)
        #expect(height("aب", [TextSpan(start: 1, end: 2, family: "Noto Sans Arabic")]) == 36)
        #expect(height("aabc", [TextSpan(start: 1, end: 4, weight: 700)]) == 23)
    }

    /// A span's own font counts on its lines even where it draws nothing,
    /// as an inline box's font does in Blink: "a" then Latin in a span whose
    /// family is Noto Sans Arabic (23 + 13 px at 17 px) or Noto Sans Thai (18 +
    /// 8), drawn in Noto Sans. With a fixed line height each font takes its own
    /// half leading, floored to a px, so the span's can make the line taller.
    @Test(arguments: [
        ("Noto Sans Arabic", "abc", LineHeight.normal, 36.0), ("Noto Sans Arabic", "abc", .fixed(22), 23),
        ("Noto Sans Arabic", "abc", .fixed(10), 11), ("Noto Sans Arabic", "abc", .fixed(30), 31),
        ("Noto Sans Thai", "a b", .normal, 26), ("Noto Sans Thai", "a b", .fixed(22), 23),
        ("Noto Sans Thai", "a b", .fixed(10), 11), ("Noto Sans Thai", "a b", .fixed(30), 31),
    ])
    func aSpansOwnFontTakesPartInItsLines(family: String, text: String, lineHeight: LineHeight, height: Double) {
        let prepared = Self.prepared("a" + text, [TextSpan(start: 1, end: 1 + text.utf16.count, family: family)])
        #expect(prepared.layout(width: 1000, fontSize: 17, lineHeight: lineHeight).height == height)
        #expect(prepared.lines(width: 1000, fontSize: 17, lineHeight: lineHeight).map(\.height) == [height])
    }

    /// Synthetic bold and italic change no advance: "Hello world, synthetic"
    /// in a family of Noto Sans Regular alone is 172.390625 px at 17 px in
    /// weight 400, 700, italic and bold italic.
    @Test func syntheticBoldAndItalicKeepTheAdvances() throws {
        let regular = try FontStack(description: FontStackDescription(families: [
            FontFamilyDescription(name: "NS", faces: [FontFaceDescription(path: FontStack.bundledDirectory + "/NotoSans-Regular.ttf")]),
        ]))
        let text = "Hello world, synthetic"
        let count = text.utf16.count
        for span in [TextSpan(start: 0, end: count), TextSpan(start: 0, end: count, weight: 700),
                     TextSpan(start: 0, end: count, style: .italic),
                     TextSpan(start: 0, end: count, weight: 700, style: .italic)] {
            #expect(Self.width(text, [span], size: 17, fonts: regular) == 172.390625)
        }
    }
}

/// The styled token path (``PreparedTextStorage/init(styledTokensOf:styles:originalLength:originalOffsets:fonts:scratch:)``)
/// gives what the whole-text pipeline gives with the same spans, on every
/// message of the golden corpus, styled word by word, inside words and across
/// spaces, in both white-space modes; and its count from running totals
/// (boxes and struts included) agrees with its walk.
@Suite struct StyledTokenTests {
    /// Spans over `text` drawn from `random`: whole words, two letters inside
    /// a word, a run across a space, a code word, an italic word, a box.
    static func spans(for text: String, _ random: inout SplitMix64) -> [TextSpan] {
        let units = Array(text.utf16)
        func isBoundary(_ offset: Int) -> Bool {
            offset <= 0 || offset >= units.count
                || !(UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset]))
        }
        var spans: [TextSpan] = []
        var position = 0
        while position < units.count {
            let start = position + Int.random(in: 0..<6, using: &random)
            let end = start + 1 + Int.random(in: 0..<7, using: &random)
            guard end <= units.count else { break }
            if isBoundary(start) && isBoundary(end) {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: spans.append(TextSpan(start: start, end: end, weight: 700))
                case 1: spans.append(TextSpan(start: start, end: end, style: .italic))
                case 2: spans.append(TextSpan(start: start, end: end, family: "Noto Sans Mono"))
                case 3: spans.append(TextSpan(start: start, end: end, box: Double(Int.random(in: 0..<40, using: &random)) / 10))
                case 4: spans.append(TextSpan(start: start, end: end))
                default: spans.append(TextSpan(start: start, end: end, weight: 600, style: .italic))
                }
            }
            position = end
        }
        return spans
    }

    @Test func tokensAndTheWholeTextAgree() throws {
        let goldens = try ChromiumGoldens(named: "full")
        let fonts = try FontStack(directory: FontStack.bundledDirectory)
        var random = SplitMix64(seed: 18)
        var tokenTexts = 0
        for message in goldens.messages.values.sorted(by: { $0.id < $1.id }) {
            let spans = Self.spans(for: message.text, &random)
            for whiteSpace in [WhiteSpace.preWrap, .normal] {
                let units = Array(message.text.utf16)
                // Twice, so that the second is served from the caches.
                _ = PreparedText(storage: .prepare(units, spans: spans, whiteSpace: whiteSpace, fonts: fonts))
                let tokens = PreparedText(storage: .prepare(units, spans: spans, whiteSpace: whiteSpace, fonts: fonts))
                let whole = PreparedText(storage: .prepare(units, spans: spans, whiteSpace: whiteSpace, fonts: fonts,
                                                           useTokens: false))
                let styled = StyledText(units, spans: spans, whiteSpace: whiteSpace, fonts: fonts)
                if styled.units.withUnsafeBufferPointer({ text in
                    PreparationScratch.perThread.with { scratch in
                        PreparedTextStorage(styledTokensOf: text, styles: styled.styles, originalLength: units.count,
                                            originalOffsets: styled.originalOffsets,
                                            preservesSpaces: whiteSpace == .preWrap, fonts: fonts, scratch: scratch)
                    }
                }) != nil {
                    tokenTexts += 1
                }
                #expect(tokens.missingClusterCount == whole.missingClusterCount)
                for (width, size) in [(120.0, 53.0), (300.0, 17.0), (480.0, 14.0), (75.0, 17.0)] {
                    #expect(tokens.lines(width: width, fontSize: size, lineHeight: .normal)
                            == whole.lines(width: width, fontSize: size, lineHeight: .normal),
                            "\(message.id) \(whiteSpace) \(spans) at \(width)")
                    #expect(tokens.layout(width: width, fontSize: size, lineHeight: .normal)
                            == whole.layout(width: width, fontSize: size, lineHeight: .normal))
                    // The count (from running totals, boxes included) and the walk agree.
                    for lineHeight in [LineHeight.normal, .fixed(size * 0.9)] {
                        let lines = tokens.lines(width: width, fontSize: size, lineHeight: lineHeight)
                        #expect(tokens.layout(width: width, fontSize: size, lineHeight: lineHeight)
                                == TextLayout(lineCount: lines.count, height: lines.reduce(0) { $0 + $1.height }),
                                "\(message.id) \(whiteSpace) \(spans) at \(width) \(lineHeight)")
                    }
                }
            }
        }
        // Most of the corpus goes word by word.
        #expect(tokenTexts > goldens.messages.count)
    }

    /// A thread keeps the styled words it used (``PreparationScratch``) by
    /// their text, script and runs, for the stack it prepared them with: a
    /// word styled otherwise, or prepared with another stack next on the same
    /// thread, is analysed as the whole-text pipeline analyses it.
    @Test func aThreadsStyledWordsAreTheirStylesAndStacks() throws {
        let bundled = try FontStack(directory: FontStack.bundledDirectory)
        let dejaVu = try FontStack(contentsOfFile: ChromiumGoldens.directory.appendingPathComponent("stacks/dejavu.json").path)
        let text = "say Wonderful Wonderful, WAVE!"
        let units = Array(text.utf16)
        let stylings: [[TextSpan]] = [
            [TextSpan(start: 4, end: 6, weight: 700)],
            [TextSpan(start: 4, end: 7, weight: 700)],
            [TextSpan(start: 4, end: 6, style: .italic)],
            [TextSpan(start: 4, end: 6, weight: 700), TextSpan(start: 14, end: 16, weight: 700)],
            [TextSpan(start: 25, end: 27, box: 1.5)],
        ]
        var widths: Set<Double> = []
        // Each stack twice in turn, each styling twice: the second is served by the thread's words.
        for fonts in [bundled, dejaVu, bundled, dejaVu] {
            for spans in stylings + stylings {
                let tokens = PreparedText(storage: .prepare(units, spans: spans, whiteSpace: .preWrap, fonts: fonts))
                let whole = PreparedText(storage: .prepare(units, spans: spans, whiteSpace: .preWrap, fonts: fonts,
                                                           useTokens: false))
                for width in [60.0, 90, 400] {
                    #expect(tokens.lines(width: width, fontSize: 17, lineHeight: .normal)
                            == whole.lines(width: width, fontSize: 17, lineHeight: .normal), "\(spans) at \(width)")
                }
                widths.insert(tokens.lines(width: 400, fontSize: 17, lineHeight: .normal)[0].width)
            }
        }
        // The stylings and stacks give the words different widths: a word served
        // for the wrong one would show.
        #expect(widths.count == 2 * stylings.count)
    }
}
