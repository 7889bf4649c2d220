import SteadyText

/// A chat answer written in Markdown that grows at its end, as it streams in
/// token by token: converted (``MarkdownMessage``) and laid out after every
/// token at the cost of the paragraph the token joins, as
/// ``SteadyText/GrowingText`` lays out plain text.
///
/// Chat Markdown is one inline run, not paragraphs: emphasis, links and code
/// may span lines (Docs/markdown.md), so a closing `**` can make the lines
/// before it bold, and a closing fence makes the lines since its opening
/// code. So the Markdown is kept from the last newline at which nothing was
/// open — no opener that a later closer could close, no `[` open, no code
/// span or link that a later character could still end — and each append
/// converts this *open tail* again (one scan of its characters), prepares
/// again only the tail's paragraphs whose text or spans changed (usually
/// the last), and once the tail ends in a newline at which nothing is open,
/// finishes its paragraphs for good. A finished paragraph is then as a
/// ``SteadyText/GrowingText``'s: prepared again at most once, in a chunk, and
/// laid out once per set of layout parameters.
///
/// Markup open across lines (a fenced block being written, a `*` or `[`
/// that nothing has closed yet) would keep every line since it opened in
/// the tail. What it leaves open can change only when a closer comes: a
/// backtick string of the fence's length, a run of the opener's character,
/// a `]`. So at a newline where the tail is open only to such closers, its
/// paragraphs are *held*: converted once, laid out once per set of layout
/// parameters, and converted again, with what follows, only when an append
/// brings a character that may close them. An append costs its paragraph
/// then too, and when the markup closes, the lines it styles are converted
/// and prepared again, once. (A link whose destination or title is not
/// finished is not held: the next characters decide it.)
///
/// The answers are those of the whole Markdown converted at once
/// (``MarkdownMessage/init(markdown:style:)``) and prepared with its spans
/// (``SteadyText/PreparedText/init(_:spans:whiteSpace:direction:fonts:target:)``), bit for bit,
/// after every append.
///
/// ```swift
/// let answer = try GrowingMarkdown(fonts: fonts)
/// for token in ["Sure! **Step", " 1**: run `make", " test`\n", "Then…"] {
///     answer.append(token)
///     let height = answer.layout(width: 280, fontSize: 17, lineHeight: .normal).height
/// }
/// ```
///
/// One object may be appended to and laid out from any thread; calls are
/// serialized.
public final class GrowingMarkdown: Sendable {
    /// The white-space mode every paragraph is prepared in.
    public let whiteSpace: WhiteSpace
    /// The fields the markup sets and which mentions become boxes.
    public let style: MarkdownStyle
    private let state: Locked<State>

    private struct State {
        /// The converted text: the finished paragraphs, then the held ones,
        /// then the open tail's, each a piece.
        var paragraphs: TextParagraphs
        /// The Markdown of the held paragraphs: converted once, and again
        /// only when text after it may close what it left open.
        var held: [Unicode.Scalar] = []
        /// What the held Markdown left open.
        var heldOpen = OpenMarkup()
        /// The Markdown after the finished and held paragraphs: converted
        /// again at each append.
        var tail: [Unicode.Scalar] = []
    }

    /// A growing answer that starts as `markdown`.
    ///
    /// - Parameters:
    ///   - markdown: the Markdown so far; empty by default.
    ///   - style: the fields the markup sets and which mentions are boxes.
    ///   - whiteSpace: the CSS white-space mode.
    ///   - fonts: the font stack; its caches are used and filled.
    ///   - target: the engine whose shaping the text takes; lay it out for
    ///     the same target.
    /// - Throws: ``SteadyText/TextSpanError`` when the style's bold weight is
    ///   outside 100–900 or its code family is not a family of `fonts`: the
    ///   spans of a converted message would not fit the stack. Checked once,
    ///   so that no append can fail.
    public init(_ markdown: String = "", style: MarkdownStyle = MarkdownStyle(), whiteSpace: WhiteSpace = .preWrap,
                fonts: FontStack, target: RenderingTarget = .chromium) throws(TextSpanError) {
        try TextSpan.validate([TextSpan(start: 0, end: 1, weight: style.boldWeight, family: style.codeFamily)],
                              utf16: [0x20], fonts: fonts)
        self.whiteSpace = whiteSpace
        self.style = style
        state = Locked(State(paragraphs: TextParagraphs(whiteSpace: whiteSpace, fonts: fonts, target: target)))
        append(markdown)
    }

    /// The converted text's length in UTF-16 code units.
    public var utf16Count: Int { state.withLock { $0.paragraphs.utf16Count } }

    /// How many grapheme clusters of the converted text are drawn with no
    /// font of the stack (``SteadyText/PreparedText/missingClusterCount``).
    ///
    /// - Complexity: O(the tail's paragraphs): the finished ones' count is kept.
    public var missingClusterCount: Int { state.withLock { $0.paragraphs.missingClusterCount } }

    /// How many paragraphs of the converted text are finished (prepared for
    /// good). For the package's tests.
    package var finishedParagraphCount: Int { state.withLock { $0.paragraphs.finishedParagraphCount } }

    /// Adds `markdown` at the end.
    ///
    /// A piece may end anywhere: inside a delimiter run (`*` then `*`), a
    /// code fence's backticks, a link, a mention or a grapheme cluster.
    ///
    /// - Complexity: a scan of the open tail with `markdown` (twice when
    ///   `markdown` has a newline; with the held Markdown when `markdown`
    ///   may close what that left open), preparing the tail's paragraphs
    ///   that changed, and shaping their tokens that no text shaped before.
    public func append(_ markdown: String) {
        let scalars = Array(markdown.unicodeScalars)
        state.withLock { state in
            state.tail += scalars
            if !state.held.isEmpty && state.heldOpen.mayBeClosed(by: state.tail) {
                // A closer may have come: the held Markdown is tail again.
                state.tail = state.held + state.tail
                state.held = []
                state.heldOpen = OpenMarkup()
                state.paragraphs.releaseHeld()
            }
            let converted = MarkdownMessage.converting(state.tail, style: style)
            state.paragraphs.replaceOpen(with: Array(converted.message.text.utf16), spans: converted.message.spans)
            // Only a newline makes a new place to finish the tail at: its last.
            guard whiteSpace == .preWrap, scalars.contains("\n"), let newline = state.tail.lastIndex(of: "\n") else {
                return
            }
            let settled = newline + 1 == state.tail.count
                ? converted : MarkdownMessage.converting(Array(state.tail[...newline]), style: style)
            // Up to the newline, the tail's conversion is the settled part's,
            // and after it, the rest's alone, while nothing the settled part
            // left open may be closed (InlineParser.parseTellingOpen): its
            // paragraphs are the first pieces after the held ones.
            guard !settled.open.mayBeClosed(by: Array(state.tail[(newline + 1)...])) else { return }
            let units = Array(settled.message.text.utf16)
            let count = units.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            assert(state.paragraphs.open.dropFirst(state.paragraphs.heldCount).prefix(count).flatMap(\.units) == units)
            if state.held.isEmpty && settled.open.isClosed {
                // Nothing open: the paragraphs are final.
                state.paragraphs.finishOpen(count)
            } else {
                // Open only to closers (a fence, an opener, a `[`): held
                // until text that may close them comes.
                state.paragraphs.holdOpen(count)
                state.held += state.tail[...newline]
                state.heldOpen.formUnion(settled.open)
            }
            state.tail.removeFirst(newline + 1)
        }
    }

    /// The converted text's line count and height, as
    /// ``SteadyText/PreparedText/layout(width:fontSize:lineHeight:devicePixelRatio:target:)``
    /// gives them for the whole Markdown converted and prepared at once.
    ///
    /// - Complexity: the paragraphs finished since the last layout at these
    ///   parameters, and the tail's; O(all paragraphs) at new parameters.
    public func layout(width: Double, fontSize: Double, lineHeight: LineHeight,
                       devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) -> TextLayout {
        state.withLock {
            $0.paragraphs.layout(width: width, fontSize: fontSize, lineHeight: lineHeight,
                                 devicePixelRatio: devicePixelRatio, target: target)
        }
    }

    /// The converted text's lines, as ``SteadyText/PreparedText/lines(width:fontSize:lineHeight:devicePixelRatio:target:)``
    /// gives them for it, ranges in the converted text.
    ///
    /// - Complexity: O(all paragraphs): for drawing or debugging, not for
    ///   every token.
    public func lines(width: Double, fontSize: Double, lineHeight: LineHeight,
                      devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) -> [TextLine] {
        state.withLock {
            $0.paragraphs.lines(width: width, fontSize: fontSize, lineHeight: lineHeight,
                                devicePixelRatio: devicePixelRatio, target: target)
        }
    }
}

extension GrowingMarkdown: GrowingParagraphs {
    package func withParagraphs<R>(_ body: (inout TextParagraphs) -> R) -> R {
        state.withLock { body(&$0.paragraphs) }
    }
}
