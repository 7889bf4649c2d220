import CSteadyShims

/// A HarfBuzz buffer and the glyph array it fills. One thread at a time.
final class Shaper {
    private let handle: OpaquePointer

    /// One HarfBuzz cluster: where it starts in the text, its glyphs' advance
    /// and nominal advance in shaping units, its first glyph's offset, and
    /// whether one is .notdef.
    struct Cluster {
        var start: Int
        var advance: Int
        var nominal: Int
        var offset: Int
        var glyphs: Int
        var hasNotdef: Bool
        /// Whether a line may not break before it without reshaping
        /// (HarfBuzz's unsafe-to-break flag on any of its glyphs).
        var unsafeToBreak = false
        /// Where its glyphs start in ``glyphAdvances`` (when they are kept).
        var firstGlyph = 0
    }

    /// One glyph's advance and nominal advance in shaping units, for rules
    /// that round each glyph on its own (``ShapingRules/keepsGlyphAdvances``).
    struct GlyphAdvance {
        var advance: Int
        var nominal: Int
    }

    /// The clusters of the run shaped last, in an array kept from run to run
    /// (``FontFallbackList/shape(_:script:isRightToLeft:shaper:cache:into:)``).
    var clusters: [Cluster] = []
    /// The glyphs of the run shaped last, in HarfBuzz's order, when the
    /// caller keeps them; reused from run to run.
    var glyphAdvances: [GlyphAdvance] = []

    /// The page's language, for every run: Chromium lays out the chromium
    /// target in `<html lang="en">`.
    static let language = "en"

    init() {
        var status = STEADY_OK
        guard let handle = steady_shaper_create(Self.language, &status) else {
            fatalError("out of memory creating a HarfBuzz buffer")
        }
        self.handle = handle
    }

    deinit { steady_shaper_destroy(handle) }

    /// Grapheme cluster boundaries, for splits inside a HarfBuzz cluster:
    /// ICU 78's and the system ICU's (``ShapingRules/graphemes``).
    private lazy var graphemes = BreakIterator(.grapheme)
    private lazy var systemGraphemes = BreakIterator(.systemGrapheme)

    /// Calls `body` with each grapheme cluster boundary strictly inside
    /// `range` of `units`, in order, the range taken alone (it starts a
    /// grapheme cluster).
    func forEachGraphemeBoundary(inside range: Range<Int>, of units: UnsafeBufferPointer<UInt16>,
                                 rules: BreakIterator.Rules, _ body: (Int) -> Void) {
        let piece = UnsafeBufferPointer(rebasing: units[range])
        let graphemes = rules == .systemGrapheme ? systemGraphemes : graphemes
        graphemes.setText(borrowing: piece)
        var offset = 0
        while let next = graphemes.following(offset), next < piece.count {
            body(range.lowerBound + next)
            offset = next
        }
    }

    /// Shapes `units[range]` (with the rest of `units` as context) in `font`
    /// and passes the glyphs, in HarfBuzz's visual order, to `body`.
    ///
    /// - Parameter matchingVariationSelectors: a base character with VS15 or
    ///   VS16 the font has no sequence for is missing, as Chromium first
    ///   treats it (false: the base glyph, the selector hidden, Chromium's last try).
    /// - Parameter fileTables: shape with the font file's own tables, not
    ///   the ones Chromium's sanitiser passes on (``ShapingRules``).
    func withGlyphs<R>(
        font: Font, units: UnsafeBufferPointer<UInt16>, range: Range<Int>,
        script: Int32, isRightToLeft: Bool, matchingVariationSelectors: Bool = true, fileTables: Bool = false,
        _ body: (UnsafeBufferPointer<steady_glyph_t>) -> R
    ) -> R {
        WorkCount.add(.shaping, units.count)
        WorkCount.add(.shapedRunSquares, range.count * range.count)
        var glyphs: UnsafePointer<steady_glyph_t>?
        var count: Int32 = 0
        var run = steady_run_t(
            text: units.baseAddress, text_length: Int32(units.count),
            offset: Int32(range.lowerBound), length: Int32(range.count), icu_script: script,
            is_right_to_left: isRightToLeft ? 1 : 0, match_variation_selectors: matchingVariationSelectors ? 1 : 0,
            file_tables: fileTables ? 1 : 0)
        let status = steady_shaper_shape(handle, font.handle, &run, &glyphs, &count)
        guard status == STEADY_OK, let glyphs else {
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
        return body(UnsafeBufferPointer(start: glyphs, count: Int(count)))
    }
}
