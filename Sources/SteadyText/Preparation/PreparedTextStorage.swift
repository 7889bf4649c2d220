/// The numbers a prepared text keeps, in parallel arrays: one entry per
/// segment (the text between two consecutive places a line may break or a
/// new bidi item starts), and one per UTF-16 code unit for the rare line
/// that must split a word between graphemes.
final class PreparedTextStorage: Sendable {
    /// Length of the original text, in UTF-16 code units.
    let originalLength: Int
    /// For each index into the processed text, and one past its end, the
    /// original UTF-16 offset (white-space `normal` removes characters).
    let originalOffsets: [Int32]?

    /// Segment `s` covers processed offsets `segmentStarts[s] ..< segmentStarts[s + 1]`.
    let segmentStarts: [Int32]
    /// Where the segment's trailing spaces (which hang at a wrap) begin.
    let contentEnds: [Int32]
    /// The widths and kinds of the segments, contiguous for the layout loop.
    let segments: [SegmentMetrics]
    /// The words ``LinePrefixes`` counts lines in, with their exact
    /// running totals (read near a line's room); none when it cannot lay
    /// the text out.
    let words: CountedWords
    /// Whether a segment ends with a soft hyphen, whose hyphen may not fit
    /// where a line breaks (``LineBreaker/walk(_:)`` then rewinds).
    let hasSoftHyphen: Bool
    /// Whether the text's spaces are preserved (`white-space: pre-wrap`):
    /// Gecko and WebKit keep those after a line's overflowing content off it
    /// (``RenderingTarget/keepsSpacesAfterOverflowOffTheLine``).
    let preservesSpaces: Bool
    /// The breaks before some segment that only Chromium makes
    /// (``SegmentFlags/chromiumOnlyBreaks``): for another target the
    /// running totals' words are not its words, and the walk lays the text out.
    let chromiumOnlyBreaks: SegmentFlags
    /// The processed code units' advances, fonts and grapheme boundaries,
    /// for a line that splits a word.
    let units: UnitMetrics
    /// ``FontStack/scaleGroups`` of the stack the text was prepared with.
    let scaleGroups: FontScaleGroups
    /// Dictionary-broken runs (Thai, Lao, Khmer, Myanmar) and their breaks
    /// for a line that starts inside them.
    let dictionaryRuns: [DictionaryRun]
    /// The index in `dictionaryRuns` of the run each segment lies in, or -1;
    /// empty when there are no dictionary runs.
    let segmentRuns: [Int32]

    /// Ascent and descent of each font of the stack, in em, by slot
    /// (``FontStack/slotMetrics``).
    let fontMetrics: [FontMetrics]
    /// ``FontStack/slotGeckoMetrics``, for the `firefox` target's line heights.
    let geckoMetrics: [GeckoFontMetrics?]
    /// The width of a space in the primary font, in em (tab stops are 8 spaces).
    let spaceWidth: Double
    /// The width of the hyphen shown at a soft hyphen break, in em.
    let hyphenWidth: Double
    /// The width of a line clamp's ellipsis, in em.
    let ellipsisWidth: Double
    /// How many grapheme clusters of the processed text are drawn with no
    /// font of the stack (``PreparedText/missingClusterCount``).
    let missingClusterCount: Int
    /// What Gecko's widths read beyond the advances; last, since only the
    /// `firefox` target's layout reads it.
    let geckoUnits: GeckoUnits
    /// Whether each glyph's advance is kept on a code unit of its own, its
    /// kerning as the unit's end adjustment (``ShapingRules/keepsGlyphAdvances``):
    /// the widths are then summed glyph by glyph (``GlyphWidths``).
    let keepsGlyphAdvances: Bool
    /// What the text was prepared from, for Chromium's widths glyph by glyph
    /// where its widths in em cannot tell them (``GlyphSource``); nil but for
    /// a text prepared by ``PreparationRules/blink`` without spans.
    let glyphSource: GlyphSource?
    /// Where glyph advances are kept, the spaces HarfBuzz drew with their
    /// font's space glyph at widths Blink computes from the size
    /// (``SynthesizedSpace``), in order; empty for most texts.
    let synthesizedSpaces: [SynthesizedSpace]

    var segmentCount: Int { segments.count }

    init(originalLength: Int, originalOffsets: [Int32]?, segmentStarts: [Int32], contentEnds: [Int32],
         segments: [SegmentMetrics], units: UnitMetrics, dictionaryRuns: [DictionaryRun], segmentRuns: [Int32],
         missingClusterCount: Int, geckoUnits: GeckoUnits = .none, keepsGlyphAdvances: Bool = false,
         synthesizedSpaces: [SynthesizedSpace] = [], glyphSource: GlyphSource? = nil, preservesSpaces: Bool,
         fonts: FontStack) {
        self.originalLength = originalLength
        self.preservesSpaces = preservesSpaces
        self.originalOffsets = originalOffsets
        self.segmentStarts = segmentStarts
        self.contentEnds = contentEnds
        self.segments = segments
        self.words = CountedWords(segments: segments, segmentStarts: segmentStarts,
                                  dictionaryRuns: dictionaryRuns,
                                  segmentRuns: dictionaryRuns.isEmpty ? [] : segmentRuns)
        self.units = units
        self.scaleGroups = fonts.scaleGroups
        self.dictionaryRuns = dictionaryRuns
        self.segmentRuns = dictionaryRuns.isEmpty ? [] : segmentRuns
        // One pass over the segments' flags for both summaries.
        let flags = segments.reduce(into: SegmentFlags()) { $0.formUnion($1.flags) }
        self.hasSoftHyphen = flags.contains(.softHyphen)
        self.chromiumOnlyBreaks = flags.intersection(.chromiumOnlyBreaks)
        self.fontMetrics = fonts.slotMetrics
        self.geckoMetrics = fonts.slotGeckoMetrics
        self.spaceWidth = fonts.fallbackList.spaceWidth
        self.hyphenWidth = fonts.fallbackList.hyphenWidth
        self.ellipsisWidth = fonts.fallbackList.ellipsisWidth
        self.missingClusterCount = missingClusterCount
        self.geckoUnits = geckoUnits
        self.keepsGlyphAdvances = keepsGlyphAdvances
        self.glyphSource = glyphSource
        self.synthesizedSpaces = synthesizedSpaces
    }

    /// The storage of a whole text's analysis by `rules`.
    convenience init(originalLength: Int, originalOffsets: [Int32]?, analysis: TextPipeline,
                     rules: PreparationRules, glyphSource: GlyphSource? = nil, preservesSpaces: Bool,
                     fonts: FontStack) {
        let units = UnitMetrics(advances: analysis.unitAdvances, fonts: analysis.unitFonts, struts: analysis.unitStruts,
                                endAdjustments: analysis.unitEndAdjustments,
                                startAdjustments: analysis.unitStartAdjustments,
                                graphemeStarts: analysis.graphemeStarts,
                                scaleGroups: fonts.scaleGroups)
        self.init(originalLength: originalLength, originalOffsets: originalOffsets,
                  segmentStarts: analysis.segmentStarts, contentEnds: analysis.contentEnds,
                  segments: analysis.segments, units: units, dictionaryRuns: analysis.dictionaryRuns,
                  segmentRuns: analysis.segmentRuns, missingClusterCount: analysis.missingClusterCount,
                  geckoUnits: GeckoUnits(emboldened: analysis.unitEmboldened, missingBoxes: analysis.unitMissingBoxes),
                  keepsGlyphAdvances: rules.shaping.keepsGlyphAdvances,
                  synthesizedSpaces: analysis.synthesizedSpaces, glyphSource: glyphSource,
                  preservesSpaces: preservesSpaces, fonts: fonts)
    }

    /// Whether a segment of the word `segments` other than its last ends in
    /// hanging spaces (ideographic spaces a line may not break after, as
    /// before a closing mark): a break-word split there lets them hang.
    func hasHangingSpacesInside(_ segments: ClosedRange<Int>) -> Bool {
        segments.dropLast().contains { contentEnds[$0] < segmentStarts[$0 + 1] }
    }

    /// Whether break-word must split the word `segments` in the walk: a bidi
    /// item starts inside it, or it holds a box or a font of the second
    /// scale group, where the walk rounds each item's piece and box up on
    /// its own and scales that font by its own scale. The running totals
    /// split any other word, whatever the rest of the text holds.
    func splitsOnlyInTheWalk(_ segments: ClosedRange<Int>) -> Bool {
        let second = scaleGroups.second
        return segments.contains { k in
            let segment = self.segments[k]
            return (k > segments.lowerBound && segment.flags.contains(.startsItem)) || segment.flags.contains(.box)
                || !segment.fontMask.isDisjoint(with: second)
        }
    }

    /// Whether a line that starts at a break opportunity (a segment's start)
    /// is shaped wider than its advances say: a kern table's pair across the
    /// break. Splits inside a cluster, which only break-word makes, do not count.
    var startsLinesWiderAtBreaks: Bool {
        units.hasStartAdjustments && segmentStarts.contains { units.startAdjustment(at: Int($0)) != 0 }
    }
}
