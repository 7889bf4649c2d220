/// A measured text: its size and its lines.
public struct TextMeasurement: Sendable, Equatable {
    /// The number of line boxes; 0 for an empty text.
    public var lineCount: Int { lines.count }
    /// The height in px: the box's, converted from device px once (at a
    /// ratio other than 1 the lines' heights, each converted on its own, may
    /// sum to a few millionths of a px more or less).
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
        let lines = prepared.lines(width: width, fontSize: fontSize, lineHeight: lineHeight,
                                   devicePixelRatio: devicePixelRatio)
        let layout = prepared.layout(width: width, fontSize: fontSize, lineHeight: lineHeight,
                                     devicePixelRatio: devicePixelRatio)
        return TextMeasurement(height: layout.height, lines: lines)
    }
}
