import SteadyText

/// A chat row prepared for layout: every text of a ``BubbleContent`` shaped
/// once, with the style it is drawn in, so that a new list width or text
/// size (rotation, Dynamic Type) is arithmetic
/// (``layout(listWidth:fontSize:devicePixelRatio:)``).
///
/// ```swift
/// var content = BubbleContent(text: "Yes! 11:00 at the usual place?")
/// content.name = "Ana"
/// content.time = "12:30"
/// let bubble = try Bubble(content, fonts: fonts)
/// bubble.layout(listWidth: 390, fontSize: 17).rowHeight
/// ```
///
/// Immutable and `Sendable`: prepare on any thread, lay out on any other.
public struct Bubble: Sendable {
    /// The geometry the row is laid out with.
    public let style: BubbleStyle
    /// The bubble's side.
    public let direction: BubbleContent.Direction
    /// Whether the row starts a sender's group.
    public let startsGroup: Bool
    /// The media's shape, when the row has media.
    public let media: BubbleContent.Media?

    /// The text block (`.text`): present when the text is not empty or there
    /// is no media, so that a timestamp always has a line to trail.
    let text: PreparedText?
    /// Whether the text ends in a newline, after which the timestamp starts a
    /// line of its own (the engine adds no line for a final newline alone).
    let textEndsWithNewline: Bool
    /// Whether the text ends in white space, whose width its last line's
    /// fit test leaves out (it hangs) and the timestamp's counts.
    let textEndsInSpace: Bool
    let name: PreparedText?
    let quoteName: PreparedText?
    let quoteText: PreparedText?
    let time: PreparedText?
    let reactions: PreparedText?
    let date: PreparedText?

    /// Prepares `content` for layout in `style` with `fonts`.
    ///
    /// - Throws: ``BubbleError`` naming the part at fault: the style
    ///   (``BubbleStyle/validate()``), spans that break ``SteadyText/TextSpan``'s rules
    ///   ("text"), or media whose aspect ratio is not a positive, finite
    ///   number ("media").
    /// - Complexity: preparing each of its texts (``SteadyText/PreparedText``).
    public init(_ content: BubbleContent, style: BubbleStyle = BubbleStyle(), fonts: FontStack) throws(BubbleError) {
        try style.validate()
        if let media = content.media, !(media.aspectRatio.isFinite && media.aspectRatio > 0) {
            throw BubbleError(part: "media", problem: .aspectRatio(media.aspectRatio))
        }
        self.style = style
        direction = content.direction
        startsGroup = content.startsGroup
        media = content.media
        if content.text.isEmpty && content.media != nil {
            text = nil
        } else {
            do {
                text = try PreparedText(content.text, spans: content.spans, whiteSpace: .preWrap, fonts: fonts)
            } catch {
                throw BubbleError(part: "text", problem: .spans(error))
            }
        }
        textEndsWithNewline = content.text.utf16.last == 0x0A
        textEndsInSpace = content.text.unicodeScalars.last?.properties.isWhitespace ?? false
        name = content.name.map { Self.label($0, style.name, fonts) }
        quoteName = content.quote?.name.map { Self.label($0, style.quoteName, fonts) }
        quoteText = content.quote.map { Self.label($0.text, style.quoteText, fonts) }
        time = content.time.map { Self.label($0, style.time, fonts) }
        reactions = content.reactions.map { Self.label($0, style.reactions, fonts) }
        date = content.date.map { Self.label($0, style.date, fonts) }
    }

    /// A label's text in its weight, with spaces collapsed as the template's
    /// `white-space: nowrap` (and the quote's `normal`) collapse them.
    private static func label(_ text: String, _ style: BubbleLabelStyle, _ fonts: FontStack) -> PreparedText {
        let length = text.utf16.count
        guard style.weight != 400, length > 0 else { return PreparedText(text, whiteSpace: .normal, fonts: fonts) }
        // One span over the whole label, whose weight is valid (validate()): it cannot throw.
        let bold = [TextSpan(start: 0, end: length, weight: style.weight)]
        return (try? PreparedText(text, spans: bold, whiteSpace: .normal, fonts: fonts))
            ?? PreparedText(text, whiteSpace: .normal, fonts: fonts)
    }
}
