/// Where a row sits on the canvas, in canvas (content) coordinates, points, y growing down.
///
/// Canvas coordinates are the scroll view's content coordinates: `minY` is what a
/// `UICollectionViewLayoutAttributes.frame.minY` would hold. To get the row's position on
/// screen, subtract ``ScrollModel/contentOffsetY`` (see ``ScrollModel/screenY(forContentY:)``).
public struct RowFrame<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The row's identity.
    public var id: ID
    /// The row's position in the whole loaded list, 0 for the oldest loaded row.
    public var index: Int
    /// The top edge, in canvas points.
    public var minY: Double
    /// The height, in points.
    public var height: Double

    /// The bottom edge, in canvas points.
    public var maxY: Double { minY + height }

    /// Creates a frame.
    ///
    /// - Parameter id: The row's identity.
    /// - Parameter index: The row's position in the loaded list.
    /// - Parameter minY: The top edge in canvas points.
    /// - Parameter height: The height in points.
    public init(id: ID, index: Int, minY: Double, height: Double) {
        self.id = id
        self.index = index
        self.minY = minY
        self.height = height
    }
}
