/// What a run of text asks of a font stack: a family drawn first (or none),
/// a weight and a style, as an inline `<span>`'s `font-family`,
/// `font-weight` and `font-style` ask (Docs/steady-measure.md, "Styled text: spans").
///
/// Two requests that differ in any field are two fonts for Chromium (a
/// `FontDescription` each), even when they match the same faces: a shaping
/// run ends between them. Equal requests shape as one run across a span edge,
/// keeping kerning and ligatures (Blink's `InlineNode::ShapeText` shapes
/// neighbouring items of equal fonts together).
struct FontRequest: Hashable, Sendable {
    /// The index in ``FontStackDescription/families`` of the family drawn
    /// first, or nil for the stack's fallback families alone.
    var family: Int?
    /// The asked weight in quarters (Blink's `FontSelectionValue`).
    var weightQuarters: Int
    /// The asked style.
    var style: FontFaceDescription.Style

    /// Weight 400, normal, no family of its own: the text outside every span.
    static let base = FontRequest(family: nil, weightQuarters: 400 * 4, style: .normal)

    /// The weight as CSS font matching takes it.
    var weight: Double { Double(weightQuarters) / 4 }
}
