import SteadyText

/// A label prepared in the directions it may be drawn in: the timestamp,
/// whose spacer and visible copy take the text block's direction.
struct DirectionalLabel: Sendable {
    private let direction: TextDirection
    private let label: PreparedText
    /// In the other direction, when the row's text may take it.
    private let inOtherDirection: PreparedText?

    /// The label prepared by `prepare` in `direction` and, when
    /// `orOther`, in the other direction too.
    init(_ direction: TextDirection, orOther: Bool, prepare: (TextDirection) -> PreparedText) {
        self.direction = direction
        label = prepare(direction)
        inOtherDirection = orOther ? prepare(direction == .leftToRight ? .rightToLeft : .leftToRight) : nil
    }

    /// The label in `direction` (in the one it was prepared in when it was
    /// prepared in one only: a row whose text's direction is known).
    subscript(direction: TextDirection) -> PreparedText {
        direction == self.direction ? label : inOtherDirection ?? label
    }
}
