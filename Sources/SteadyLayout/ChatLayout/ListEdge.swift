/// An end of the list.
public enum ListEdge: Sendable, Equatable {
    /// The oldest rows.
    case top
    /// The newest rows.
    case bottom
}
