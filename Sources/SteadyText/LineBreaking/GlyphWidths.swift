/// A text's widths summed glyph by glyph as an engine sums them, from the
/// glyphs a preparation keeps one to a code unit
/// (``ShapingRules/keepsGlyphAdvances``): Firefox's app units
/// (``GeckoAdvances``), or Chromium's 16.16 device px (``BlinkAdvances``).
///
/// An engine rounds each glyph before it adds them, so a width is not its
/// advances' sum in em scaled once: the two differ by a few 1/65,536 px, or
/// by app units, which decides a rounding up to 1/64 px or a line's fit
/// near its limit. ``LineBreaker`` reads these instead of the em totals
/// when a text has them.
struct GlyphWidths {
    /// The width of the code units before each offset, in the walk's px,
    /// and the total: whole app units / 64 for Firefox; for Chromium, sums
    /// of 1/65,536 px whose differences are exact in a `Double`.
    private let prefix: [Double]

    init(prefix: [Double]) {
        self.prefix = prefix
    }

    /// The width of the code units in `range`, in the walk's px.
    @inline(__always)
    func px(_ range: Range<Int>) -> Double { prefix[range.upperBound] - prefix[range.lowerBound] }
}
