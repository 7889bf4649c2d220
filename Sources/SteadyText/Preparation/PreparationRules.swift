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

    /// Whether each span is a text node of its own, as WebKit lays them out:
    /// a Thai, Lao, Khmer or Burmese run that crosses a span's edge is
    /// segmented one span at a time (WebKit gives ICU each text node alone:
    /// "ภาษาไทยไม่มีการเว้น" | "ว" | "รรคระหว่างคำ" breaks inside each piece as
    /// the piece alone does; at an edge, as the whole text does), and each
    /// span is shaped apart, so no kerning crosses its edge (Roboto's "T"
    /// and an "o" in a span of its own); Blink segments and shapes a text
    /// whole, across spans of one font.
    var spansAreTextNodes: Bool

    /// Where a font stack keeps the words prepared by these rules (its
    /// shape and token caches, ``FontStack/shapeCache(for:)``) and a thread
    /// its own (``PreparationScratch``): texts prepared by other rules never
    /// share a word.
    var cacheSlot: Int

    /// Blink's.
    static let blink = PreparationRules(shaping: .blink, lineBreaking: .line, spansAreTextNodes: false,
                                        cacheSlot: 0)

    /// Gecko's (Firefox ESR 153).
    static let gecko = PreparationRules(shaping: .gecko, lineBreaking: .line, spansAreTextNodes: false,
                                        cacheSlot: 1)

    /// WebKit's (WebKitGTK 2.50).
    static let webKit = PreparationRules(shaping: .webKit, lineBreaking: .systemLine, spansAreTextNodes: true,
                                         cacheSlot: 2)

    /// How many sets of word caches the rules above need.
    static let cacheSlotCount = 3
}
