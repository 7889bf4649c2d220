/// The size of the scroll view's frame, in points.
public struct ViewportSize: Sendable, Equatable {
    /// The width in points; rows are as wide as the viewport, so a new width means new heights.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size.
    ///
    /// - Parameter width: The width in points.
    /// - Parameter height: The height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with both values snapped to ``LayoutGrid`` and made non-negative.
    var snapped: ViewportSize {
        ViewportSize(width: max(0, LayoutGrid.snap(width)), height: max(0, LayoutGrid.snap(height)))
    }
}
