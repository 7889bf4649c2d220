/// How an engine turns a text into glyphs, where engines differ: which font
/// draws a cluster, and which pieces of a text are shaped together. One
/// value per engine family; a text's preparation follows one.
struct ShapingRules: Hashable, Sendable {
    /// Whether a font draws a cluster its character map lacks when HarfBuzz
    /// finds glyphs for it through decomposition. Blink shapes the run in
    /// each font and keeps every cluster without a .notdef glyph, so Droid
    /// Sans Fallback draws Hangul syllables from its jamo. WebKit picks each
    /// character's font by character map before shaping, so a syllable goes
    /// to the first font that maps it (NanumBarunGothic in the bundled stack).
    var coversByDecomposition: Bool

    /// Whether a cluster with a presentation selector no font matches takes
    /// the first font that has its base character, whatever the selector
    /// asks: Blink's last try ("☺︎" with no text face takes the emoji font's
    /// glyph). WebKit draws such a cluster as the primary font's .notdef,
    /// the selector without width.
    var keepsBaseOfUnmatchedSelector: Bool

    /// Whether a font's spaces are shaped with the words around them when
    /// the font has kerning pairs or ligatures with the space
    /// (``SpacePartners``), as Blink shapes a whole item. WebKit measures
    /// each word and each run of spaces alone, so a pair across a space is
    /// never applied.
    var shapesAcrossSpaces: Bool

    /// The characters a word ends at, when spaces are not shaped with their
    /// words: U+0020 (WebKit, whose other ends are ``endsWordsAtBreaks``);
    /// for Gecko also the no-break space and the zero width space
    /// (`gfxFont::SplitAndInitTextRun`'s boundary spaces and invalid
    /// characters: "o\u{200B}w" is 19.4667 px at 14 px, "ow" 19.1833, kerned).
    var wordSeparators: WordSeparators

    /// Which characters end a word for shaping (``wordSeparators``).
    enum WordSeparators: Hashable, Sendable {
        case space
        case spacesAndZeroWidthSpace

        /// Whether `unit` ends a word.
        @inline(__always)
        func contains(_ unit: UInt16) -> Bool {
            switch self {
            case .space: unit == 0x20
            case .spacesAndZeroWidthSpace: unit == 0x20 || unit == 0xA0 || unit == 0x200B
            }
        }
    }

    /// Whether a piece of a word in a span of another font (bold, italic,
    /// another family) is shaped with the word around it as context, so
    /// that Arabic joins across the span's edge (Blink), or alone (Gecko
    /// and WebKit shape each font's run on their own: "يوم" with a bold "و"
    /// takes its letters' unjoined forms).
    var shapesPiecesInContext: Bool

    /// Whether a line's `line-height: normal` counts the fonts that draw its
    /// characters (Blink, Gecko), or for each character the first font whose
    /// character map has it, whatever draws it (WebKit's
    /// `InlineLevelBox` fallback fonts: "©️" in Liberation Sans counts
    /// Liberation Sans though the emoji font draws it; a "☺︎" drawn as .notdef
    /// counts the emoji font, the first to map "☺").
    var countsFontsByCharacterMap: Bool

    /// Whether the font file's own tables are shaped with, or those Blink's
    /// sanitiser (OTS) passes on, which drops some and rebuilds the legacy
    /// `kern` table (`steady_web_face.c`): WebKitGTK kerns Open Sans with all
    /// 18,694 pairs of its `kern` table, Chromium not at all.
    var shapesWithFileTables: Bool

    /// Whether a word of only Common and Inherited characters (an emoji, a
    /// flag, punctuation between spaces) is shaped in the Common script,
    /// rather than in the script its neighbours give it. WebKit measures
    /// each word alone and resolves scripts inside each font's run of it
    /// (`findNextRun` in `ComplexTextControllerHarfBuzz.cpp`), so such a word
    /// has no other script to take; Blink resolves them over the whole item.
    /// It matters where a script's shaper breaks a sequence: "🇧🇷" before
    /// Khmer words is two regional indicators in Khmer (Chromium: 2.49 em at
    /// 53 px) and one flag in Common (WebKitGTK: 1.245 em).
    var shapesNeutralWordsInCommonScript: Bool

    /// Whether each run of one font in a word is shaped again on its own
    /// once the fallback has picked the fonts (WebKit picks them before
    /// shaping, and a character no font has is a run of its own), rather
    /// than keeping the shapes of the first font's pass over the whole word,
    /// as Blink does (its .notdef glyphs and their neighbours' joining).
    var shapesEachFontRunAlone: Bool = false

    /// Whether a word also ends at each break opportunity inside it, so that
    /// each piece between two is shaped alone: WebKit makes an inline text
    /// item of each such piece (`InlineTextItem::createAndAppendTextItems`
    /// stops at every breakable position) and measures each item alone, so
    /// no kerning or mark positioning crosses a tsheg, a hyphen or slash that
    /// breaks, a zero width space, two ideographs or a dictionary break. "སང་ཉིན་ཞོགས་པ་མཇལ་རྒྱུ་" in Noto Serif Tibetan is
    /// 9.046 em shaped whole and 9.126 em syllable by syllable, so at 53 px
    /// WebKitGTK breaks it before "རྒྱུ་" in 480 px, where Chromium keeps it.
    var endsWordsAtBreaks: Bool = false

    /// The grapheme clusters a text is cut into, where break-word may split
    /// a word and a HarfBuzz cluster split between two of them is shaped
    /// again on each side: ICU 78's (Chromium's, ``BreakIterator/Rules/grapheme``),
    /// or the system ICU's (WebKitGTK's `TextUtil::breakWord` walks the
    /// system ICU 72's clusters, ``BreakIterator/Rules/systemGrapheme``: it
    /// splits "ខ្" | "ញុំ" after the coeng, where ICU 78 keeps "ខ្ញុំ" whole).
    var graphemes: BreakIterator.Rules

    /// Whether each glyph's advance is kept on a code unit of its own, its
    /// kerning as that unit's end adjustment, rather than a cluster's advance
    /// shared among its code units: Gecko rounds each glyph to app units on
    /// its own (``GeckoAdvances``), so a ligature's advance stays whole on
    /// its first code unit and a cluster of several glyphs spreads them over
    /// its code points (the last takes any extra).
    var keepsGlyphAdvances: Bool

    /// Whether a font whose character map lacks U+3000 IDEOGRAPHIC SPACE
    /// (or maps it to its space glyph) leaves it to the next font, rather
    /// than drawing it with its space glyph 1 em wide, as HarfBuzz's space
    /// fallback would. Blink's `ExtractShapeResults` (harfbuzz_shaper.cc)
    /// takes the space glyph at an ideographic space for .notdef but with
    /// the last font it tries (crbug.com/1193282: the fallback font's
    /// features and line height), and only there: the other spaces HarfBuzz
    /// draws so (U+00A0, U+2000-U+200A, U+202F, U+205F) stay in the font.
    /// Chromium 156 draws "\u{3000}" in Cabin, Noto Sans and Droid Sans
    /// Fallback with Droid Sans Fallback (a line of 21 px at 16 px, Cabin's
    /// 19), in Cabin and NanumBarunGothic with NanumBarunGothic (892/1000
    /// em), in Cabin alone with Cabin's space 1 em wide.
    var refusesSpaceGlyphAtIdeographicSpace: Bool = false

    /// Whether the spaces HarfBuzz draws with their font's space glyph
    /// (``SynthesizedSpace``) take the widths HarfBuzz gives them at the
    /// size itself, Blink's scale, rather than in font units: an em space's
    /// exact fraction of the em, and with ``keepsGlyphAdvances`` its width
    /// in 16.16 px (``BlinkAdvances``).
    var synthesizesSpacesAtTheSize: Bool = false

    /// Whether an emoji modifier base with no presentation selector ("✌",
    /// "☝", "✍") is drawn by a colour font of the stack that has it, before
    /// a text font that maps it: WebKitGTK draws them with Noto Color Emoji
    /// (1.245 em) where DejaVu Sans has them ("✌✌✌✌" fits 4 to a 100 px line
    /// at 20 px, not 5), as it does those with VS16; Blink takes the first
    /// font that maps them. Other emoji of text presentation ("✈", "❤",
    /// "☺") stay in the text font in both.
    var drawsModifierBasesInColour: Bool = false

    /// Whether, in right-to-left text, break-word's prefix of a word is
    /// measured shaped alone where WebKitGTK is seen to measure it so (its
    /// rest is the word less the prefix,
    /// ``RenderingTarget/measuresRestByDifference``): where its last letter
    /// stands isolated (the letter before it does not join it: "اشتري" alone is
    /// 2.551 em in Noto Sans Arabic, 2.090 in its word, and WebKitGTK breaks
    /// "اشتر" | "يت" at 53 px in 120 px). A prefix whose last letter takes
    /// its final form is measured in the word, as Blink measures it: WebKitGTK
    /// keeps "المكت" on a 120 px line at 53 px, 2.677 em alone.
    var measuresIsolatedPiecesAlone: Bool = false

    /// Blink's.
    static let blink = ShapingRules(coversByDecomposition: true, keepsBaseOfUnmatchedSelector: true,
                                    shapesAcrossSpaces: true, wordSeparators: .space, shapesPiecesInContext: true,
                                    countsFontsByCharacterMap: false, shapesWithFileTables: false,
                                    shapesNeutralWordsInCommonScript: false, graphemes: .grapheme,
                                    keepsGlyphAdvances: false, refusesSpaceGlyphAtIdeographicSpace: true,
                                    synthesizesSpacesAtTheSize: true)

    /// Blink's, each glyph's advance kept for Chromium's rounding of each
    /// glyph to 16.16 px (``BlinkAdvances``).
    static let blinkGlyphs = ShapingRules(coversByDecomposition: true, keepsBaseOfUnmatchedSelector: true,
                                          shapesAcrossSpaces: true, wordSeparators: .space,
                                          shapesPiecesInContext: true, countsFontsByCharacterMap: false,
                                          shapesWithFileTables: false, shapesNeutralWordsInCommonScript: false,
                                          graphemes: .grapheme, keepsGlyphAdvances: true,
                                          refusesSpaceGlyphAtIdeographicSpace: true, synthesizesSpacesAtTheSize: true)

    /// Gecko's (Firefox ESR 153): Blink's, but a cluster's font is the first
    /// whose character map has it, as WebKit's is (Hangul from
    /// NanumBarunGothic); each word shaped alone (`gfxFont`'s word cache:
    /// no kerning across a space); each glyph's advance kept for its
    /// rounding to app units.
    static let gecko = ShapingRules(coversByDecomposition: false, keepsBaseOfUnmatchedSelector: true,
                                    shapesAcrossSpaces: false, wordSeparators: .spacesAndZeroWidthSpace,
                                    shapesPiecesInContext: false, countsFontsByCharacterMap: false,
                                    shapesWithFileTables: false, shapesNeutralWordsInCommonScript: false,
                                    graphemes: .grapheme, keepsGlyphAdvances: true)

    /// WebKit's (WebKitGTK 2.50).
    static let webKit = ShapingRules(coversByDecomposition: false, keepsBaseOfUnmatchedSelector: false,
                                     shapesAcrossSpaces: false, wordSeparators: .space,
                                     shapesPiecesInContext: false, countsFontsByCharacterMap: true,
                                     shapesWithFileTables: true, shapesNeutralWordsInCommonScript: true,
                                     shapesEachFontRunAlone: true, endsWordsAtBreaks: true,
                                     graphemes: .systemGrapheme, keepsGlyphAdvances: false,
                                     drawsModifierBasesInColour: true, measuresIsolatedPiecesAlone: true)
}
