/// The geometry of a chat row around its text: how wide the bubble may be and
/// the padding and spacing that add to the text's height.
///
/// The defaults are the original iOS example's: a bubble at most 75% of the
/// list's width with 14 pt of padding left and right, 8 pt top and bottom, and
/// 4 pt of spacing above and below each row. So for a list 400 pt wide the text
/// box is `400 × 0.75 − 14 − 14 = 272` pt wide, and a row is
/// `ceil(textHeight + 8 + 8 + 2 × 4)` pt tall.
public struct RowStyle: Sendable, Equatable {
    /// The largest bubble width as a fraction of the list's width.
    public var bubbleWidthFraction: Double
    /// Padding inside the bubble, left and right each, in pt.
    public var horizontalPadding: Double
    /// Padding inside the bubble, top and bottom each, in pt.
    public var verticalPadding: Double
    /// Spacing outside the bubble, above and below each, in pt.
    public var rowSpacing: Double

    /// A row geometry; the defaults are the iOS example's (above), in pt.
    public init(bubbleWidthFraction: Double = 0.75, horizontalPadding: Double = 14,
                verticalPadding: Double = 8, rowSpacing: Double = 4) {
        self.bubbleWidthFraction = bubbleWidthFraction
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
        self.rowSpacing = rowSpacing
    }

    /// The width of the text box in a list `listWidth` pt wide.
    public func textWidth(listWidth: Double) -> Double {
        listWidth * bubbleWidthFraction - 2 * horizontalPadding
    }

    /// The row's height for a text `textHeight` pt tall, rounded up to whole points.
    public func rowHeight(textHeight: Double) -> Double {
        (textHeight + 2 * verticalPadding + 2 * rowSpacing).rounded(.up)
    }

    /// The height of the row showing `prepared` in a list `listWidth` pt wide.
    ///
    /// - Complexity: arithmetic only; no shaping (see ``PreparedText``).
    public func rowHeight(_ prepared: PreparedText, listWidth: Double, fontSize: Double,
                          lineHeight: LineHeight) -> Double {
        let text = prepared.layout(width: textWidth(listWidth: listWidth), fontSize: fontSize,
                                   lineHeight: lineHeight)
        return rowHeight(textHeight: text.height)
    }
}

extension TextStyle {
    /// A height provider for a fixed-canvas chat list: given a message's text
    /// and the list's width, the row's exact height in pt.
    ///
    /// ```swift
    /// let style = TextStyle(fontSize: 17, fonts: try FontStack.bundled())
    /// let list = ChatList(viewport: ..., heightProvider: { message, width in
    ///     rowHeight(message.text, width)
    /// })
    /// ```
    ///
    /// It prepares the text on every call; a list that re-measures its rows
    /// (rotation, Dynamic Type) should keep ``PreparedText`` values and call
    /// ``RowStyle/rowHeight(_:listWidth:fontSize:lineHeight:)`` instead.
    public func heightProvider(row: RowStyle = RowStyle()) -> @Sendable (_ text: String, _ listWidth: Double) -> Double {
        let style = self
        return { text, listWidth in
            let prepared = PreparedText(text, whiteSpace: style.whiteSpace, fonts: style.fonts)
            return row.rowHeight(prepared, listWidth: listWidth, fontSize: style.fontSize,
                                 lineHeight: style.lineHeight)
        }
    }
}
