/// A text that grows at its end, as an assistant's answer streams in token
/// by token, laid out after every token at the cost of what arrived.
///
/// In `pre-wrap` a newline ends a paragraph: no line crosses it, and each
/// paragraph's lines depend on its own text alone. So a paragraph is prepared
/// when its newline arrives (with the others that append finishes), and at
/// most once more, in a chunk of 64 small ones, so that a one-line paragraph
/// costs its text and not a prepared text's fixed cost; an append prepares
/// only the paragraph it joins (the last, open one: its tokens seen before
/// are found in the font stack's caches, so mostly the new ones are shaped).
/// And the finished paragraphs are laid out once per set of layout
/// parameters: later layouts at the same width, size, line height and ratio add the new
/// paragraphs and the open one to the lines kept, so a finished line is never
/// broken again (`TextParagraphs`, which SteadyMarkdown's `GrowingMarkdown`
/// shares). In `normal` newlines are spaces, the whole text is one
/// paragraph, and each append prepares all of it (still mostly from the
/// caches).
///
/// The answers are those of ``PreparedText`` for the whole text, bit for
/// bit: the paragraphs' heights are added in device px and converted to CSS
/// px once, as the whole text's are.
///
/// ```swift
/// let answer = GrowingText(fonts: fonts)
/// for token in ["Sure", "! Here", " is how:\n", "1. Open"] {
///     answer.append(token)
///     let height = answer.layout(width: 280, fontSize: 17, lineHeight: .normal).height
/// }
/// ```
///
/// One object may be appended to and laid out from any thread; calls are
/// serialized.
public final class GrowingText: Sendable {
    /// The white-space mode every paragraph is prepared in.
    public let whiteSpace: WhiteSpace
    /// The finished paragraphs and the open one, whose units are the text
    /// after the last newline (in `normal`, all of it).
    private let state: Locked<TextParagraphs>

    /// A growing text that starts as `text`.
    ///
    /// - Parameters:
    ///   - text: the text so far; empty by default.
    ///   - whiteSpace: the CSS white-space mode.
    ///   - fonts: the font stack; its caches are used and filled.
    ///   - target: the engine whose shaping the text takes; lay it out for
    ///     the same target.
    public init(_ text: String = "", whiteSpace: WhiteSpace = .preWrap, fonts: FontStack,
                target: RenderingTarget = .chromium) {
        self.whiteSpace = whiteSpace
        state = Locked(TextParagraphs(whiteSpace: whiteSpace, fonts: fonts, target: target))
        append(text)
    }

    /// The whole text's length in UTF-16 code units.
    public var utf16Count: Int { state.withLock { $0.utf16Count } }

    /// How many grapheme clusters of the text are drawn with no font of the
    /// stack (``PreparedText/missingClusterCount``), in all its paragraphs.
    ///
    /// - Complexity: O(1): the finished paragraphs' count is kept.
    public var missingClusterCount: Int { state.withLock { $0.missingClusterCount } }

    /// How many paragraphs are finished (prepared for good): those ended by
    /// a newline in `pre-wrap`; always 0 in `normal`. For the package's tests
    /// (`package`).
    package var finishedParagraphCount: Int { state.withLock { $0.finishedParagraphCount } }

    /// Adds `text` at the end.
    ///
    /// - Complexity: O(the open paragraph with `text`), plus shaping its
    ///   tokens that no text shaped before; the paragraphs it finishes are
    ///   prepared as one text, and every 64 small ones again as one chunk.
    public func append(_ text: String) {
        let units = Array(text.utf16)
        state.withLock { paragraphs in
            // One open piece at most: the text after the last newline.
            var open = (paragraphs.open.first?.units ?? []) + units
            // In pre-wrap, the open paragraph's newlines end paragraphs.
            if whiteSpace == .preWrap, let newline = open.lastIndex(of: 0x0A) {
                let count = open[...newline].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                paragraphs.finish(Array(open[...newline]), paragraphs: count)
                open.removeFirst(newline + 1)
            }
            paragraphs.replaceOpen(with: open, spans: [])
        }
    }

    /// The whole text's line count and height, as
    /// ``PreparedText/layout(width:fontSize:lineHeight:devicePixelRatio:target:)``
    /// gives them for it.
    ///
    /// - Complexity: the paragraphs finished since the last layout at these
    ///   parameters, and the open one; O(all paragraphs) at new parameters.
    public func layout(width: Double, fontSize: Double, lineHeight: LineHeight,
                       devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) -> TextLayout {
        state.withLock {
            $0.layout(width: width, fontSize: fontSize, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio,
                      target: target)
        }
    }

    /// The whole text's lines, as ``PreparedText/lines(width:fontSize:lineHeight:devicePixelRatio:target:)``
    /// gives them for it, ranges in the whole text.
    ///
    /// - Complexity: O(all paragraphs): for drawing or debugging, not for
    ///   every token.
    public func lines(width: Double, fontSize: Double, lineHeight: LineHeight,
                      devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) -> [TextLine] {
        state.withLock {
            $0.lines(width: width, fontSize: fontSize, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio,
                     target: target)
        }
    }
}

extension GrowingText: GrowingParagraphs {
    package func withParagraphs<R>(_ body: (inout TextParagraphs) -> R) -> R {
        state.withLock(body)
    }
}
