/// A font stack as CSS describes one: families in fallback order, each a set
/// of faces told apart by weight and style.
///
/// This is the description only: paths, weights and styles, checked but not
/// loaded. ``init(contentsOfFile:)`` reads one from a font-stack file
/// (Docs/steady-measure.md, "Font-stack files"); loading the faces is a separate step.
///
/// ```swift
/// let stack = try FontStackDescription(contentsOfFile: "Fonts/stack.json")
/// stack.fallbackFamilies.map(\.name)   // ["Noto Sans", "Noto Sans Arabic", …]
/// stack.family(named: "noto sans mono")?.isFallback   // false
/// ```
///
/// The chromium target of a description is one `@font-face` rule per face
/// and a `font-family` list of the fallback families in order.
public struct FontStackDescription: Sendable, Hashable {
    /// Every family of the stack, in the order of the file: fallback order,
    /// with families that are not fallbacks where they were written.
    public var families: [FontFamilyDescription]

    /// Makes a description of `families`, in fallback order.
    ///
    /// Nothing is checked: a description made in code may break the rules
    /// the file reader enforces (for instance, hold no families).
    public init(families: [FontFamilyDescription]) {
        self.families = families
    }

    /// The families that take part in per-character fallback, in order:
    /// those with ``FontFamilyDescription/isFallback`` set.
    ///
    /// - Complexity: O(n) in the number of families.
    package var fallbackFamilies: [FontFamilyDescription] {
        families.filter(\.isFallback)
    }
}
