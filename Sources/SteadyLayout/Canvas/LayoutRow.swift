/// A row handed to the layout: an identity and a height in points.
///
/// The height is snapped to ``LayoutGrid`` (1/64 pt) when the row enters the layout, and
/// clamped to `0...canvasHeight / 8` so that any row fits comfortably on the canvas; a height
/// that is not finite becomes 0.
public struct LayoutRow<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The row's identity, unique within one layout.
    ///
    /// The layout keeps identities unique itself: a row whose identity is already loaded is
    /// skipped by `setRows`, `prepend` and `append`, and so is the second of two rows with one
    /// identity in a single call. The first row keeps its place and height; to change a loaded
    /// row, use ``ChatLayout/setHeight(_:ofRow:)``.
    public var id: ID
    /// The row's height in points.
    public var height: Double

    /// Creates a row.
    ///
    /// - Parameter id: The row's identity (see ``id``).
    /// - Parameter height: The row's height in points.
    public init(id: ID, height: Double) {
        self.id = id
        self.height = height
    }
}
