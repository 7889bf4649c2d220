/// A converted message's characters, each with the look its markup gave it:
/// the nodes flattened, before mentions are found and looks become spans.
struct StyledText {
    /// The text to draw.
    private(set) var scalars: [Unicode.Scalar] = []
    /// Each character's look.
    private(set) var looks: [Look] = []
    /// What each character may be in a mention.
    private(set) var mentionRoles: [MentionRole] = []

    /// What markup a character is inside.
    struct Look: Hashable {
        var isStrong = false
        var isEmphasis = false
        var isCode = false
        /// Inside an element that splits the text but sets nothing: a
        /// strikethrough, a link, an autolink, code (`<code>` even without
        /// a code family).
        var isElement = false
    }

    /// What a character may be in a mention.
    enum MentionRole: Equatable {
        /// Code, an autolink, a link's label: never in a mention.
        case none
        /// An unescaped `@` in text.
        case start
        /// Text that may continue a mention.
        case text
    }

    init(_ nodes: [InlineNode]) {
        var strong = 0, emphasis = 0, strike = 0, link = 0
        for node in nodes {
            var look = Look(isStrong: strong > 0, isEmphasis: emphasis > 0,
                            isElement: strike > 0 || link > 0)
            let textRole: MentionRole = link > 0 ? .none : .text
            switch node.kind {
            case .text:
                for scalar in node.scalars {
                    append(scalar, look, scalar == "@" && link == 0 ? .start : textRole)
                }
            case .escaped:
                for scalar in node.scalars { append(scalar, look, textRole) }
            case .code:
                look.isCode = true
                look.isElement = true
                for scalar in node.scalars { append(scalar, look, .none) }
            case .autolink:
                look.isElement = true
                for scalar in node.scalars { append(scalar, look, .none) }
            case .delimiterRun:
                strong -= node.closes.strong
                emphasis -= node.closes.emphasis
                strike -= node.closes.strike
                look = Look(isStrong: strong > 0, isEmphasis: emphasis > 0, isElement: strike > 0 || link > 0)
                for _ in 0..<node.literalCount { append(node.scalars[0], look, textRole) }
                strong += node.opens.strong
                emphasis += node.opens.emphasis
                strike += node.opens.strike
            case .linkStart:
                if node.formsLink {
                    link += 1
                } else {
                    append("[", look, textRole)
                }
            case .linkEnd:
                link -= 1
            }
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar, _ look: Look, _ role: MentionRole) {
        scalars.append(scalar)
        looks.append(look)
        mentionRoles.append(role)
    }
}
