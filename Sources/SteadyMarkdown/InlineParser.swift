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
    /// What text after the end could change: backtick strings with no
    /// closer yet, and markup whose outcome read past the end (``has(_:)``).
    var open = OpenMarkup()

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
        parseTellingOpen(source).nodes
    }

    /// The message's inline nodes, markup resolved, and what text after the
    /// end could change them: an opener (`*`, `_`, `~~`) left unclosed that
    /// a later closer could close, a `[` still open, a backtick string with
    /// no closer yet, or markup whose search reached the end.
    ///
    /// For a source that ends with a newline: when nothing is open, the
    /// nodes of any longer source that starts with this one begin with
    /// these, and the rest are those of what follows the newline alone
    /// (which neither reaches back into them nor sees them: the newline is
    /// white space, as a text's start is). So are they when what follows
    /// cannot close what is open (``OpenMarkup/mayBeClosed(by:)``).
    static func parseTellingOpen(_ source: [Unicode.Scalar]) -> (nodes: [InlineNode], open: OpenMarkup) {
        var parser = InlineParser(source: source)
        parser.scan()
        return (parser.nodes, parser.open)
    }

    private init(source: [Unicode.Scalar]) {
        self.source = source
    }

    /// Scans the source and resolves its emphasis, noting what is left open.
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
        open.openers = processEmphasis(above: 0)
        open.bracket = !brackets.isEmpty
        WorkCount.add(.markdown, source.count)
    }

    /// Whether `offset` is inside the source; past its end, the answer
    /// depends on text not written yet, which ``open`` records.
    mutating func has(_ offset: Int) -> Bool {
        if offset < source.count { return true }
        open.readPastEnd = true
        return false
    }

    /// A backslash before ASCII punctuation makes it literal; before a line
    /// ending it is CommonMark's hard line break, which here is the line
    /// ending itself, so the backslash goes; before anything else, or at
    /// the end, it is a backslash.
    private mutating func scanBackslash() {
        let next = position + 1
        if has(next) && source[next].isASCIIPunctuation {
            appendText(source[next], kind: .escaped)
            position += 2
        } else if has(next) && source[next].isLineEnding {
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
