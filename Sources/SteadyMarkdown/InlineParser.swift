import SteadyText

/// CommonMark's inline parsing for chat's subset, in one left-to-right scan
/// (CommonMark 0.31.2, "Phase 2: inline structure"): backslash escapes, code
/// spans and autolinks as they are met, delimiter runs and brackets pushed on
/// their stacks, a link resolved at its `]`, emphasis resolved last.
///
/// Everything else is text; the whole message is one inline run (no blocks,
/// so no paragraph ends an emphasis).
struct InlineParser {
    let source: [Unicode.Scalar]
    var position = 0
    var nodes: [InlineNode] = []
    /// The delimiter stack: `*`, `_` and `~~` runs that may open or close.
    var delimiters: [Delimiter] = []
    /// The bracket stack: `[`s that may start a link.
    var brackets: [Bracket] = []
    /// Brackets below this place in ``brackets`` are inactive: a link closed
    /// after them, and a link may not contain a link. One number instead of a
    /// flag on each keeps "deactivate every earlier `[`" O(1).
    var firstActiveBracket = 0
    /// Where the backtick strings are, found on the first code span.
    var backtickStrings: BacktickStrings?

    /// A delimiter run on the stack.
    struct Delimiter {
        /// Its node in ``nodes``.
        var node: Int
        var scalar: Unicode.Scalar
        /// The run's length as written; the rule of 3 reads it.
        var length: Int
        var canOpen: Bool
        var canClose: Bool
    }

    /// A `[` on the stack.
    struct Bracket {
        /// Its node in ``nodes``.
        var node: Int
        /// The delimiter stack's height when it was pushed: a link's label
        /// resolves its emphasis above it.
        var delimiterBottom: Int
    }

    /// The message's inline nodes, markup resolved.
    static func parse(_ source: [Unicode.Scalar]) -> [InlineNode] {
        var parser = InlineParser(source: source)
        parser.scan()
        return parser.nodes
    }

    private init(source: [Unicode.Scalar]) {
        self.source = source
    }

    private mutating func scan() {
        while position < source.count {
            switch source[position] {
            case "\\": scanBackslash()
            case "`": scanBackticks()
            case "*", "_", "~": scanDelimiterRun()
            case "[": openBracket()
            case "]": closeBracket()
            case "<": scanAngleBracket()
            default:
                appendText(source[position])
                position += 1
            }
        }
        processEmphasis(above: 0)
        WorkCount.add(.markdown, source.count)
    }

    /// A backslash before ASCII punctuation makes it literal; before a line
    /// ending it is CommonMark's hard line break, which here is the line
    /// ending itself, so the backslash goes; before anything else, or at
    /// the end, it is a backslash.
    private mutating func scanBackslash() {
        let next = position + 1
        if next < source.count && source[next].isASCIIPunctuation {
            appendText(source[next], kind: .escaped)
            position += 2
        } else if next < source.count && source[next].isLineEnding {
            position += 1
        } else {
            appendText("\\")
            position += 1
        }
    }

    /// A `<` starts an autolink or is text.
    private mutating func scanAngleBracket() {
        if let autolink = autolink(at: position) {
            nodes.append(InlineNode(.autolink, Array(source[autolink.content])))
            position = autolink.end
        } else {
            appendText("<")
            position += 1
        }
    }

    /// Adds a character to the last node when it is of the same kind.
    mutating func appendText(_ scalar: Unicode.Scalar, kind: InlineNode.Kind = .text) {
        if let last = nodes.indices.last, nodes[last].kind == kind {
            nodes[last].scalars.append(scalar)
        } else {
            nodes.append(InlineNode(kind, [scalar]))
        }
    }
}
