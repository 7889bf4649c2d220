/// One piece of a message in source order, as the inline scan leaves it:
/// CommonMark's text nodes, with the markup that emphasis and links resolve
/// recorded on the delimiter runs and brackets instead of as a tree. Only
/// how deep each style is nested decides a character's look, so counts of
/// opened and closed styles are all a tree would add.
struct InlineNode {
    /// What the node's characters are.
    enum Kind: Equatable {
        /// Literal text; an `@` in it may start a mention.
        case text
        /// Characters a backslash made literal: text, but an escaped `@`
        /// never starts a mention.
        case escaped
        /// A code span's content.
        case code
        /// An autolink's URL or email address.
        case autolink
        /// A run of `*` or `_`, or a `~~`: literal until emphasis uses it.
        case delimiterRun
        /// A `[`: literal unless ``formsLink``.
        case linkStart
        /// Where a link's label ends; no characters.
        case linkEnd
    }

    /// Styles that a delimiter run opens or closes, counted.
    struct Markup {
        var strong = 0
        var emphasis = 0
        var strike = 0
    }

    var kind: Kind
    /// The characters drawn for text, escaped, code and autolink nodes; for
    /// a delimiter run or a bracket, its character.
    var scalars: [Unicode.Scalar]
    /// For a delimiter run: how many of its characters are still literal.
    /// Emphasis takes them from the run's inner side, so the literal ones
    /// are drawn between what the run closes and what it opens.
    var literalCount = 0
    /// For a delimiter run: what it closes, before its literal characters.
    var closes = Markup()
    /// For a delimiter run: what it opens, after its literal characters.
    var opens = Markup()
    /// For a `[`: whether a link starts here (the `[` is then not drawn).
    var formsLink = false

    init(_ kind: Kind, _ scalars: [Unicode.Scalar]) {
        self.kind = kind
        self.scalars = scalars
    }
}
