/// Lengths on a box's four sides in CSS px, as the CSS `padding` shorthand
/// writes them: top, right, bottom, left.
public struct BubbleInsets: Sendable, Hashable {
    /// Above the content.
    public var top: Double
    /// Right of the content.
    public var right: Double
    /// Below the content.
    public var bottom: Double
    /// Left of the content.
    public var left: Double

    /// Insets of these four lengths, in px.
    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// `vertical` above and below, `horizontal` left and right (`padding: V H`).
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, right: horizontal, bottom: vertical, left: horizontal)
    }
}
