/// The CSS `line-height` of the text box.
public enum LineHeight: Sendable, Equatable, Hashable {
    /// `normal`: each line is as tall as the tallest ascent plus the deepest
    /// descent among the primary font and the fonts used on that line, each
    /// rounded to whole px at the font size.
    case normal
    /// A fixed height in px for every line, whatever fonts it uses. Any value
    /// may be given; layout clamps it (``LayoutLimits``).
    case fixed(Double)

    /// Parses `normal` or a positive, finite decimal number of px (`22`,
    /// `22.5`, `.5`, `1e2`), as CSS writes one and as `steady-measure
    /// --line-height` takes it: hex floats (`0x10`), `nan`, `inf`, numbers
    /// that overflow to infinity (`1e309`), zero and negatives give nil.
    public init?(_ text: String) {
        if text == "normal" { self = .normal; return }
        guard let px = DecimalNumber.value(of: text), px.isFinite, px > 0 else { return nil }
        self = .fixed(px)
    }
}

extension LineHeight: CustomStringConvertible {
    /// `normal`, or the px: a whole number without a fraction (`22`), any
    /// other as Swift prints a `Double` (`22.5`, `1e+300`, `inf`, `nan`).
    public var description: String {
        switch self {
        case .normal: "normal"
        case .fixed(let px):
            // Whole numbers below 2⁵³ print as integers; larger ones (and
            // infinities) do not fit an Int, or would print digits no one wrote.
            px == px.rounded() && abs(px) < 0x1p53 ? String(Int(px)) : String(px)
        }
    }
}

extension LayoutLimits {
    /// A fixed line height clamped like a font size, to 0 ... ``largestLineHeight``.
    static func clamp(_ lineHeight: LineHeight) -> LineHeight {
        guard case .fixed(let px) = lineHeight else { return lineHeight }
        return .fixed(px >= 0 ? min(px, largestLineHeight) : 0)
    }
}
