/// The row the reader is looking at and where it is on screen.
///
/// The anchor is the first row whose bottom edge is below the top of the visible content
/// (``ScrollModel/visibleContentRange``), i.e. the top-most row the reader can see at least
/// part of. A row of height 0 counts by its one edge: it is the anchor when it is the first row
/// and the visible area begins above it (a short list's padding). `screenY` is its top edge in screen coordinates (``ScrollModel/screenY(forContentY:)``),
/// negative when the row is partly scrolled under the top bars or off screen.
///
/// Comparing anchors taken before and after an operation answers "how far did the reading
/// position move": the same `rowID` and a `screenY` change of exactly 0.0 means not at all.
public struct ReadingAnchor<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The anchor row's identity.
    public var rowID: ID
    /// The anchor row's top edge, in points below the viewport's top edge.
    public var screenY: Double

    /// Creates an anchor.
    ///
    /// - Parameter rowID: The anchor row's identity.
    /// - Parameter screenY: Its top edge in screen coordinates.
    public init(rowID: ID, screenY: Double) {
        self.rowID = rowID
        self.screenY = screenY
    }
}
