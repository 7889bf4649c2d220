/// Top and bottom insets in points; a list scrolls vertically, so left and right do not matter.
public struct VerticalInsets: Sendable, Equatable {
    /// The top inset in points.
    public var top: Double
    /// The bottom inset in points.
    public var bottom: Double

    /// No insets.
    public static let zero = VerticalInsets(top: 0, bottom: 0)

    /// Creates insets.
    ///
    /// - Parameter top: The top inset in points.
    /// - Parameter bottom: The bottom inset in points.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// The insets with both values snapped to ``LayoutGrid``.
    var snapped: VerticalInsets {
        VerticalInsets(top: LayoutGrid.snap(top), bottom: LayoutGrid.snap(bottom))
    }

    /// The insets snapped to ``LayoutGrid`` and made non-negative: what bars can cover.
    var snappedNonNegative: VerticalInsets {
        VerticalInsets(top: max(0, LayoutGrid.snap(top)), bottom: max(0, LayoutGrid.snap(bottom)))
    }
}
