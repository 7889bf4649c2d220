/// A stretch of a text with its own style, as an inline `<span>` inside the
/// text's `<div>` (Docs/steady-measure.md, "Styled text: spans"): a weight, a style, a family
/// drawn first, or an unbreakable box in place of the text.
///
/// Offsets are UTF-16 code units, as JavaScript counts them. A field left
/// nil keeps the base style (weight 400, normal, the stack's fallback
/// families). Spans of one text are sorted and do not overlap
/// (``validate(_:utf16:fonts:)``); a span with no
/// fields still splits the text, as a `<span>` splits Chromium's text node.
///
/// ```swift
/// // "Hi **Ana**": bold over "Ana".
/// TextSpan(start: 3, end: 6, weight: 700)
/// ```
public struct TextSpan: Sendable, Hashable {
    /// The first code unit of the span.
    public var start: Int
    /// The code unit after the span's last.
    public var end: Int
    /// The `font-weight`, 100–900; nil for the base weight (400).
    public var weight: Double?
    /// The `font-style`; nil for the base style (normal).
    public var style: FontFaceDescription.Style?
    /// A family of the stack drawn first for the span's text, the stack's
    /// fallback families after it; nil for the fallback families alone.
    public var family: String?
    /// When set, the span is an unbreakable inline box this many em wide (of
    /// the text's size) and 1 em tall, and its text is not drawn: a mention
    /// chip, a custom emoji, an inline image.
    public var box: Double?

    /// Makes a span. Nothing is checked until a text is prepared with it.
    public init(start: Int, end: Int, weight: Double? = nil, style: FontFaceDescription.Style? = nil,
                family: String? = nil, box: Double? = nil) {
        self.start = start
        self.end = end
        self.weight = weight
        self.style = style
        self.family = family
        self.box = box
    }

    /// The span's code units.
    public var range: Range<Int> { start..<max(start, end) }
}
