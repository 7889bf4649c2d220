/// An estimate of where the reader is in the whole history, for a scroll indicator, when the app
/// knows how many messages exist but has loaded only some.
public struct HistoryPosition: Sendable, Equatable {
    /// 0 at the oldest message of the history, 1 at the newest: where to put the indicator.
    public var fraction: Double
    /// The share of the history on screen: how long to draw the indicator (at most 1).
    public var visibleFraction: Double

    /// Creates a position.
    ///
    /// - Parameter fraction: 0 at the oldest message, 1 at the newest.
    /// - Parameter visibleFraction: The share of the history on screen.
    public init(fraction: Double, visibleFraction: Double) {
        self.fraction = fraction
        self.visibleFraction = visibleFraction
    }
}
