/// What an engine does otherwise when it prepares a text: how it shapes
/// (``ShapingRules``), and whose dictionaries segment the scripts written
/// without spaces. One value per engine family; a text's preparation
/// follows one.
struct PreparationRules: Hashable, Sendable {
    /// How the engine shapes.
    var shaping: ShapingRules

    /// The line rules and dictionaries that find break opportunities:
    /// Chromium's ICU 78 (``BreakIterator/Rules/line``), or the system ICU's
    /// own (``BreakIterator/Rules/systemLine``: WebKitGTK links Debian 12's
    /// ICU 72, whose Khmer and Lao word lists differ).
    var lineBreaking: BreakIterator.Rules

    /// How runs of Thai, Lao, Khmer and Burmese are cut into words: by
    /// `lineBreaking`'s dictionaries from each line's start (Blink) or once
    /// (WebKit), or by ICU4X's LSTM models (Gecko).
    var complexContext: ComplexContextSegmentation

    /// The engine that breaks runs of Khmer in place of the ICU's own:
    /// Chromium's (``KhmerBreakEngine/chromium``: its ICU changes two of the
    /// engine's constants), or nil where the ICU that runs `lineBreaking`
    /// segments Khmer with its own engine, as WebKitGTK (the system ICU's)
    /// is taken to; Firefox segments Khmer by LSTM.
    var khmerEngine: KhmerBreakEngine?

    /// Whether each span is a text node of its own, as WebKit lays them out:
    /// a Thai, Lao, Khmer or Burmese run that crosses a span's edge is
    /// segmented one span at a time (WebKit gives ICU each text node alone:
    /// "ภาษาไทยไม่มีการเว้น" | "ว" | "รรคระหว่างคำ" breaks inside each piece as
    /// the piece alone does; at an edge, as the whole text does), and each
    /// span is shaped apart, so no kerning crosses its edge (Roboto's "T"
    /// and an "o" in a span of its own); Blink segments and shapes a text
    /// whole, across spans of one font.
    var spansAreTextNodes: Bool

    /// Whether, in `pre-wrap`, a zero width space right after a run of
    /// spaces hangs with them and a line breaks after it, not before it
    /// (``TextPipeline/zeroWidthSpaceHangs(_:at:)``), as WebKit ends a line:
    /// when the spaces overflow, its line builder keeps the first grapheme
    /// of the zero width content after them on the line and ends the line
    /// there ("ber is \u{200B}" | "\u{200B}\u{200B} until", "gv \u{200B}" |
    /// " bizczyt"). Blink breaks before the zero width space, after the
    /// spaces; in `normal`, where the spaces collapse, WebKit does too.
    var zeroWidthSpaceHangsAfterSpaces: Bool

    /// Whether an ideographic space (U+3000) at a line's end hangs, as a
    /// space does, rather than counting toward the line's width. Blink and
    /// Gecko hang it; WebKit counts it: at 23 px in 120 px WebKitGTK breaks
    /// "こんにちは\u{3000}\n元気？" as "こんにち" | "は\u{3000}", the space making the
    /// line 138 px, where Chromium keeps "こんにちは\u{3000}" on the first line.
    var ideographicSpaceHangs: Bool

    /// Where a font stack keeps the words prepared by these rules (its
    /// shape and token caches, ``FontStack/shapeCache(for:)``) and a thread
    /// its own (``PreparationScratch``): texts prepared by other rules never
    /// share a word.
    var cacheSlot: Int

    /// Blink's.
    static let blink = PreparationRules(shaping: .blink, lineBreaking: .line,
                                        complexContext: .dictionaryFromEachLineStart, khmerEngine: .chromium,
                                        spansAreTextNodes: false, zeroWidthSpaceHangsAfterSpaces: false,
                                        ideographicSpaceHangs: true, cacheSlot: 0)

    /// Gecko's (Firefox ESR 153).
    static let gecko = PreparationRules(shaping: .gecko, lineBreaking: .line, complexContext: .lstm,
                                        khmerEngine: nil, spansAreTextNodes: false, zeroWidthSpaceHangsAfterSpaces: false,
                                        ideographicSpaceHangs: true, cacheSlot: 1)

    /// WebKit's (WebKitGTK 2.50).
    static let webKit = PreparationRules(shaping: .webKit, lineBreaking: .systemLine,
                                         complexContext: .dictionaryOnce, khmerEngine: nil,
                                         spansAreTextNodes: true, zeroWidthSpaceHangsAfterSpaces: true,
                                         ideographicSpaceHangs: false, cacheSlot: 2)

    /// Blink's, keeping each glyph's advance (``ShapingRules/keepsGlyphAdvances``)
    /// so that the widths are Chromium's to the 1/65,536 px (``BlinkAdvances``):
    /// for a one-line label, whose width is drawn. A text that wraps needs
    /// Blink's line-end reshaping, which a text prepared so does not keep.
    static let blinkGlyphs = PreparationRules(shaping: .blinkGlyphs, lineBreaking: .line,
                                              complexContext: .dictionaryFromEachLineStart, khmerEngine: .chromium,
                                              spansAreTextNodes: false, zeroWidthSpaceHangsAfterSpaces: false,
                                              ideographicSpaceHangs: true, cacheSlot: 3)

    /// How many sets of word caches the rules above need.
    static let cacheSlotCount = 4
}
