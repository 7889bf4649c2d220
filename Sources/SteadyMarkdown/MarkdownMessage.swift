import SteadyText

/// A chat message written in Markdown, as the text to draw and the spans that
/// style it (Docs/steady-measure.md, "Styled text: spans").
///
/// The converter reads the inline Markdown chat apps use — bold, italic,
/// code, strikethrough, links, autolinks and `@mentions` — with CommonMark's
/// rules for delimiter runs, escapes and code spans (Docs/markdown.md). The
/// markup goes, the rest of the text is kept as typed (newlines, spaces,
/// `#`, `>` and `-` at a line's start), and each styled stretch becomes a
/// ``SteadyText/TextSpan``. Hand ``text`` and ``spans`` to SteadyText, or to
/// the service as a message's `"text"` and `"spans"`: the spans' HTML is what
/// is measured and drawn, not what a Markdown renderer would make of the
/// source.
///
/// ```swift
/// let message = MarkdownMessage(markdown: "**Ana**: see `main.swift`")
/// message.text    // "Ana: see main.swift"
/// message.spans   // [0..<3 weight 700, 9..<19 family "Noto Sans Mono"]
/// ```
///
/// Spans are sorted, never overlap, never split a surrogate pair, and
/// adjacent stretches with the same fields are one span, so they pass
/// ``SteadyText/TextSpan/validate(_:utf16:fonts:)`` with any stack that has
/// the style's code family.
public struct MarkdownMessage: Sendable, Hashable {
    /// The text to draw: the source without its markup.
    public var text: String
    /// The styled stretches of ``text``, in UTF-16 offsets of ``text``.
    public var spans: [TextSpan]

    /// A message with this text and these spans, as they are.
    public init(text: String, spans: [TextSpan] = []) {
        self.text = text
        self.spans = spans
    }

    /// Converts chat Markdown to text and spans.
    ///
    /// Never fails: what is not markup (an unclosed `**`, a `[` with no
    /// link after it, a heading's `#`) stays text.
    ///
    /// - Parameters:
    ///   - markdown: the message as typed.
    ///   - style: the fields the markup sets and which mentions become boxes.
    /// - Complexity: O(*n*) for the message's *n* characters in practice;
    ///   the emphasis and link searches are bounded as CommonMark's
    ///   reference parser bounds them.
    public init(markdown: String, style: MarkdownStyle = MarkdownStyle()) {
        self = Self.converting(Array(markdown.unicodeScalars), style: style).message
    }

    /// ``init(markdown:style:)`` of `source`, and what text after it could
    /// change (``InlineParser/parseTellingOpen(_:)``). For a source that ends
    /// with a newline, when nothing is open or what follows cannot close it
    /// (``OpenMarkup/mayBeClosed(by:)``), the conversion of the longer source
    /// is this one's text and spans, then those of what follows alone (a
    /// mention ends before the newline, and one after it starts a word).
    static func converting(_ source: [Unicode.Scalar], style: MarkdownStyle) -> (message: Self, open: OpenMarkup) {
        let (nodes, open) = InlineParser.parseTellingOpen(source)
        let styled = StyledText(nodes)
        let text = String(String.UnicodeScalarView(styled.scalars))
        let mentions = styled.mentions(in: text, width: style.mentionWidth)
        return (Self(text: text, spans: styled.spans(style: style, mentions: mentions)), open)
    }
}
