/// The font of one of a bubble's one-line labels (the name, the timestamp,
/// the reactions, the date) or of the quoted text: a size in em of the
/// message text's size, so that Dynamic Type scales it with the text, and a
/// weight.
public struct BubbleLabelStyle: Sendable, Hashable {
    /// The font size in em of the text size (`font-size: 0.875em`).
    public var scale: Double
    /// The `font-weight`, 100–900.
    public var weight: Double

    /// A label `scale` em of the text size, at `weight`.
    public init(scale: Double, weight: Double = 400) {
        self.scale = scale
        self.weight = weight
    }
}
