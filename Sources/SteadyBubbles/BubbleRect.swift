/// A part's frame in a row, in CSS px from the row's top-left corner: where a
/// cell places the part without measuring it again.
public struct BubbleRect: Sendable, Hashable {
    /// The left edge, from the row's left edge.
    public var x: Double
    /// The top edge, from the row's top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame at (`x`, `y`), `width` × `height` px.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge, from the row's top edge.
    public var maxY: Double { y + height }
}
