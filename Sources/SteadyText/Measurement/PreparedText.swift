/// A message's text, analysed and shaped once, ready to be laid out at any
/// width, font size and line height.
///
/// Preparing does the expensive work: white-space processing, bidi levels,
/// line break opportunities, grapheme boundaries, script runs, font fallback
/// and shaping. What it keeps is numbers: for each breakable segment its width
/// in em, its trailing spaces' width, and which fonts it uses. Laying out
/// (``layout(width:fontSize:lineHeight:devicePixelRatio:target:)``) is then arithmetic on those numbers;
/// a width, text-size or line-height change never shapes again. One answer is
/// left to the first layout that needs it: where a Thai, Lao, Khmer or Myanmar
/// run breaks when break-word starts a line inside one of its words (ICU asked
/// once per place, then kept by the font stack for every text with that run).
///
/// ```swift
/// let fonts = try FontStack.bundled()
/// let prepared = PreparedText("Hello, world 👋", fonts: fonts)
/// let size = prepared.layout(width: 300, fontSize: 17, lineHeight: .normal)
/// // size.lineCount == 1, size.height == 23
/// ```
///
/// `PreparedText` is a value: copies share the same immutable storage, and it
/// may be sent to and used from any thread.
public struct PreparedText: @unchecked Sendable {
    // @unchecked: its one stored property is an entry in a `LinePrefixBlock`, a
    // ManagedBuffer (which the standard library keeps from being Sendable)
    // whose entries are written once, before their text is returned, and only
    // read after.
    /// The running totals, with the rest of what prepare found behind them:
    /// one reference, to a block shared with the texts prepared before and
    /// after on the same thread, so that laying out many of them reads
    /// consecutive memory.
    let linePrefixes: LinePrefixes

    /// Everything prepare found.
    var storage: PreparedTextStorage { linePrefixes.storage }

    /// Prepares `text` for layout with `fonts`, shaped as `target`'s engine
    /// shapes it.
    ///
    /// - Parameters:
    ///   - text: the message text.
    ///   - whiteSpace: the CSS white-space mode; it decides which characters
    ///     exist for layout, so it belongs to preparation.
    ///   - direction: the base direction of the block that holds the text
    ///     (CSS `direction`; for `dir="auto"`,
    ///     ``TextDirection/init(firstStrongCharacterOf:)``).
    ///   - fonts: the font stack; its shape cache is used and filled.
    ///   - target: the engine whose shaping the text takes: which font draws
    ///     each character, and which pieces are shaped together. Lay the text
    ///     out for the same target (Docs/engines.md).
    /// - Complexity: O(n) in the text's length, plus shaping every word not in
    ///   the shape cache (a right-to-left text: every word).
    public init(_ text: String, whiteSpace: WhiteSpace = .preWrap, direction: TextDirection = .leftToRight,
                fonts: FontStack, target: RenderingTarget = .chromium) {
        self.init(storage: PreparedTextStorage.prepare(Self.utf16(text), whiteSpace: whiteSpace, direction: direction,
                                                       fonts: fonts, useCache: true, rules: target.preparationRules))
    }

    /// Prepares `text` with `spans` for layout with `fonts`: styled text, laid
    /// out as Chromium lays out each span as an inline `<span>` in the text's
    /// `<div>` (Docs/steady-measure.md, "Styled text: spans").
    ///
    /// ```swift
    /// // "Hi Ana": bold over "Ana", then a mention chip 3 em wide.
    /// let prepared = try PreparedText("Hi Ana @x", spans: [
    ///     TextSpan(start: 3, end: 6, weight: 700),
    ///     TextSpan(start: 7, end: 9, box: 3),
    /// ], fonts: fonts)
    /// prepared.layout(width: 300, fontSize: 17, lineHeight: .normal)
    /// ```
    ///
    /// Each span's text is drawn in its family's face (when it names one),
    /// then the stack's fallback families', each face matched for its weight
    /// and style as CSS matches it, with per-cluster fallback as for plain
    /// text; a line's `line-height: normal` takes the faces it really uses.
    /// Shaping ends where the font changes (no kerning or ligature across
    /// such an edge; Arabic still joins), and every span edge starts an item
    /// whose width the fit test rounds up on its own. Breaks are those of the
    /// whole text: a span edge inside a word is no break. A box replaces its
    /// text with an atomic inline `box` em wide and 1 em tall (U+FFFC for line
    /// breaking), never drawn and never counted in ``missingClusterCount``.
    /// Line ranges (``lines(width:fontSize:lineHeight:devicePixelRatio:target:)``)
    /// stay offsets of `text`. Layout is arithmetic, as for plain text.
    ///
    /// Without spans this is ``init(_:whiteSpace:direction:fonts:target:)``.
    ///
    /// - Parameters:
    ///   - text: the message text.
    ///   - spans: the styled stretches, in UTF-16 offsets of `text`, sorted
    ///     and not overlapping.
    ///   - whiteSpace: the CSS white-space mode, for the whole text.
    ///   - direction: the base direction of the block that holds the text.
    ///   - fonts: the font stack; a span's family must be one of its families.
    ///   - target: the engine whose shaping the text takes.
    /// - Throws: ``TextSpanError`` naming the first span that breaks the
    ///   rules (``TextSpan/validate(_:utf16:fonts:)``).
    /// - Complexity: O(n) in the text's length plus shaping: the words in the
    ///   base style through the shape cache, the others shaped.
    public init(_ text: String, spans: [TextSpan], whiteSpace: WhiteSpace = .preWrap,
                direction: TextDirection = .leftToRight, fonts: FontStack,
                target: RenderingTarget = .chromium) throws(TextSpanError) {
        let units = Self.utf16(text)
        try TextSpan.validate(spans, utf16: units, fonts: fonts)
        if spans.isEmpty {
            self.init(storage: PreparedTextStorage.prepare(units, whiteSpace: whiteSpace, direction: direction,
                                                           fonts: fonts, useCache: true, rules: target.preparationRules))
        } else {
            self.init(storage: PreparedTextStorage.prepare(units, spans: spans, whiteSpace: whiteSpace,
                                                           direction: direction, fonts: fonts,
                                                           rules: target.preparationRules))
        }
    }

    init(storage: PreparedTextStorage) {
        self.init(storage: storage, blocks: LinePrefixBlock.perThread)
    }

    /// A one-line label's text (a row's name, timestamp, reactions): its
    /// running totals in the thread's block of labels, so that the texts a
    /// list lays out every row lie next to each other in theirs.
    init(labelStorage storage: PreparedTextStorage) {
        self.init(storage: storage, blocks: LinePrefixBlock.labelsPerThread)
    }

    private init(storage: PreparedTextStorage, blocks: ThreadLocal<LinePrefixBlock.Current>) {
        linePrefixes = blocks.with { current in
            LinePrefixes.make(storage) { LinePrefixBlock.reserve($0, current: &current.block) }
        }
    }

    /// A text whose running totals take a block of their own, of their size:
    /// for a text kept long among texts dropped soon, whose shared block it
    /// would keep alive with theirs (``GrowingText``'s chunks).
    init(storageInABlockOfItsOwn storage: PreparedTextStorage) {
        linePrefixes = LinePrefixes.make(storage) { (LinePrefixBlock.make(capacity: $0), 0) }
    }

    /// The original text's length in UTF-16 code units.
    public var utf16Count: Int { storage.originalLength }

    /// How many grapheme clusters of the text are drawn with no font of the
    /// stack: clusters no font covers, which Chromium draws as the primary
    /// font's missing-glyph box (.notdef), and which are measured as that box.
    ///
    /// The clusters are those of the text as white-space processing leaves
    /// it (in `normal`, collapsed spaces are gone), counted once each however
    /// many of their code points no font has. 0 when every character has a
    /// font, which is the usual case.
    ///
    /// ```swift
    /// PreparedText("Hello ᏣᎳᎩ", fonts: try FontStack.bundled()).missingClusterCount   // 3: Cherokee
    /// PreparedText("Hello 👋", fonts: try FontStack.bundled()).missingClusterCount     // 0
    /// ```
    ///
    /// - Complexity: O(1): counted when the text was prepared.
    public var missingClusterCount: Int { storage.missingClusterCount }
}
