/// A measured text: its size and its lines.
public struct TextMeasurement: Sendable, Equatable {
    /// The number of line boxes; 0 for an empty text.
    public var lineCount: Int { lines.count }
    /// The height in px.
    public var height: Double
    /// The lines, in order.
    public var lines: [TextLine]
}

extension TextStyle {
    /// Measures `text` in a box `width` px wide.
    ///
    /// Prepares and lays out in one call. To measure one text at several
    /// widths or sizes, prepare it once with ``PreparedText`` instead.
    public func measure(_ text: String, width: Double) -> TextMeasurement {
        let prepared = PreparedText(text, whiteSpace: whiteSpace, fonts: fonts)
        let lines = prepared.lines(width: width, fontSize: fontSize, lineHeight: lineHeight)
        return TextMeasurement(height: lines.reduce(0) { $0 + $1.height }, lines: lines)
    }
}
