/// The CSS `line-height` of the text box.
public enum LineHeight: Sendable, Equatable, Hashable {
    /// `normal`: each line is as tall as the tallest ascent plus the deepest
    /// descent among the primary font and the fonts used on that line, each
    /// rounded to whole px at the font size.
    case normal
    /// A fixed height in px for every line, whatever fonts it uses.
    case fixed(Double)

    /// Parses `normal` or a positive, finite number of px.
    public init?(_ text: String) {
        if text == "normal" { self = .normal; return }
        guard let px = Double(text), px.isFinite, px > 0 else { return nil }
        self = .fixed(px)
    }
}

extension LineHeight: CustomStringConvertible {
    public var description: String {
        switch self {
        case .normal: "normal"
        case .fixed(let px): px == px.rounded() ? String(Int(px)) : String(px)
        }
    }
}
