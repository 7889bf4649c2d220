import SteadyText

/// A chat row prepared for layout: every text of a ``BubbleContent`` shaped
/// once, with the style it is drawn in, so that a new list width or text
/// size (rotation, Dynamic Type) is arithmetic
/// (``layout(listWidth:fontSize:devicePixelRatio:target:)``).
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
    public var direction: BubbleContent.Direction { row.pointee.direction }
    /// Whether the row starts a sender's group.
    public var startsGroup: Bool { row.pointee.startsGroup }
    /// The media's shape, when the row has media.
    public var media: BubbleContent.Media? { row.pointee.media }

    /// The row's texts and the rest of its content (``BubbleRow``), in the
    /// block of rows prepared around it on its thread (``BubbleRowBlock``).
    let slot: BubbleRowSlot
    /// The row, read in place: valid while this bubble is, as in any of its
    /// methods (the caller holds `self` for the call).
    private var row: UnsafePointer<BubbleRow> { UnsafePointer(slot.row) }
    /// The text block's text (`.text`). The block is there when the text is
    /// not empty or there is no media, so that a timestamp always has a line
    /// to trail.
    var text: TextBlock { row.pointee.text }
    var name: PreparedText? { row.pointee.name }
    var quoteName: PreparedText? { row.pointee.quoteName }
    var quoteText: PreparedText? { row.pointee.quoteText }
    /// The timestamp in each direction the text block may take: its spacer
    /// and the label over it are drawn in the text's (a prepared row's is
    /// known, a growing row's is its text's at each layout).
    var time: DirectionalLabel? { row.pointee.time }
    var reactions: PreparedText? { row.pointee.reactions }
    var date: PreparedText? { row.pointee.date }
    /// Whether the row has `label`, without reading the label's text.
    func has(_ label: BubbleRow.Present) -> Bool { row.pointee.present.contains(label) }
    /// The text block's direction when its text has no strong character:
    /// the timestamp's first strong character's, else left-to-right.
    var textFallbackDirection: TextDirection { row.pointee.textFallbackDirection }
    /// The label sizes at the text size the row was last laid out at.
    func labelSizes(for key: LabelSizeCache.Key, wide: Bool, measure: () -> LabelSizes) -> LabelSizes {
        row.pointee.labelSizes.sizes(for: key, wide: wide, measure: measure)
    }

    /// Prepares `content` for layout in `style` with `fonts`, its texts
    /// shaped as `target`'s engine shapes them (lay the row out for the same
    /// target).
    ///
    /// - Throws: ``BubbleError`` naming the part at fault: the style
    ///   (``BubbleStyle/validate()``), spans that break ``SteadyText/TextSpan``'s rules
    ///   ("text"), or media whose aspect ratio is not a positive, finite
    ///   number ("media").
    /// - Complexity: preparing each of its texts (``SteadyText/PreparedText``).
    public init(_ content: BubbleContent, style: BubbleStyle = BubbleStyle(), fonts: FontStack,
                target: RenderingTarget = .chromium) throws(BubbleError) {
        try Self.check(content, style)
        var prepared: PreparedText?
        var direction = TextDirection.leftToRight
        if !(content.text.isEmpty && content.media != nil) {
            direction = Self.textDirection(of: content.text, spans: content.spans, time: content.time)
            do {
                prepared = try PreparedText(content.text, spans: content.spans, whiteSpace: .preWrap,
                                            direction: direction, fonts: fonts, target: target)
            } catch {
                throw BubbleError(part: "text", problem: .spans(error))
            }
        }
        self.init(content, text: .prepared(PreparedRowText(prepared, of: content.text, direction: direction)),
                  timeDirection: direction, growing: false, style: style, fonts: fonts, target: target)
    }

    /// The direction of a text block holding `text` with `spans` and the
    /// spacer of `time`: the template's `.text` has `dir="auto"`, which reads
    /// the text and then the spacer's copy of the timestamp for a strong
    /// character (HTML's rule, ``SteadyText/TextDirection/init(firstStrongCharacterOf:spans:)``),
    /// and takes the bubble's left-to-right direction when neither has one.
    /// (A row with media and no text has no text block, so this does not
    /// apply: its timestamp is left-to-right.)
    public static func textDirection(of text: String, spans: [TextSpan] = [], time: String?) -> TextDirection {
        TextDirection(firstStrongCharacterOf: text, spans: spans)
            ?? time.flatMap { TextDirection(firstStrongCharacterOf: $0) } ?? .leftToRight
    }

    /// A row whose text is `growingText` as it stands at each layout: an
    /// answer's bubble while the answer streams in (`steady-measure
    /// stream`). The row's other parts are prepared here, once; the text is
    /// prepared paragraph by paragraph as it grows (SteadyText's
    /// `GrowingText`, SteadyMarkdown's `GrowingMarkdown`), never again
    /// whole, and `content`'s text and spans are not read.
    ///
    /// Each layout reads the text's paragraphs under its lock and keeps
    /// their lines for the next, as the text's own layout does: the
    /// paragraphs finished since the last layout at a width and size are
    /// laid out, the open ones always. So the row's layout after an append
    /// costs what the append touched, and its answers are those of a
    /// ``Bubble`` of the text so far, bit for bit. The template's text is
    /// `pre-wrap`: give a text growing in it.
    ///
    /// - Throws: ``BubbleError`` for the style or the media, as
    ///   ``init(_:style:fonts:target:)``. The labels are shaped for `target`,
    ///   as the growing text must be.
    package init(_ content: BubbleContent, growingText: any GrowingParagraphs, style: BubbleStyle = BubbleStyle(),
                 fonts: FontStack, target: RenderingTarget = .chromium) throws(BubbleError) {
        try Self.check(content, style)
        self.init(content, text: .growing(growingText), timeDirection: .leftToRight, growing: true,
                  style: style, fonts: fonts, target: target)
    }

    /// The text block's text.
    enum TextBlock: Sendable {
        /// Prepared with the row.
        case prepared(PreparedRowText)
        /// A growing text, laid out as it stands.
        case growing(any GrowingParagraphs)
    }

    /// Throws what makes `content` in `style` impossible to lay out, but its spans.
    private static func check(_ content: BubbleContent, _ style: BubbleStyle) throws(BubbleError) {
        try style.validate()
        if let media = content.media, !(media.aspectRatio.isFinite && media.aspectRatio > 0) {
            throw BubbleError(part: "media", problem: .aspectRatio(media.aspectRatio))
        }
    }

    /// `content`'s labels prepared, around `text`: the timestamp in
    /// `timeDirection`, and for a `growing` text, whose direction changes
    /// when its first strong character arrives, in the other too.
    private init(_ content: BubbleContent, text: TextBlock, timeDirection: TextDirection, growing: Bool,
                 style: BubbleStyle, fonts: FontStack, target: RenderingTarget) {
        self.style = style
        let row = BubbleRow(
            direction: content.direction, startsGroup: content.startsGroup, media: content.media,
            textFallbackDirection: Self.textDirection(of: "", time: content.time),
            text: text,
            name: content.name.map { Self.label($0, style.name, fonts, target) },
            quoteName: content.quote?.name.map { Self.label($0, style.quoteName, fonts, target) },
            quoteText: content.quote.map { Self.label($0.text, style.quoteText, fonts, target, wraps: true) },
            time: content.time.map { time in
                DirectionalLabel(timeDirection, orOther: growing) {
                    Self.label(time, style.time, fonts, target, direction: $0)
                }
            },
            reactions: content.reactions.map { Self.label($0, style.reactions, fonts, target) },
            date: content.date.map { Self.label($0, style.date, fonts, target) })
        // Placed once prepared: nothing between reserving and initializing can fail.
        slot = growing ? BubbleRowBlock.single() : BubbleRowBlock.perThread.with { $0.reserve() }
        slot.row.initialize(to: row)
    }

    /// A label's text in its weight, with spaces collapsed as the template's
    /// `white-space: nowrap` (and the quote's `normal`) collapse them, in
    /// `direction`: by default its own `dir="auto"`'s, left-to-right (the
    /// bubble's) when it has no strong character. A one-line label is
    /// prepared as such (``PreparedText/init(label:spans:direction:fonts:target:)``,
    /// its width exact); the quote's text, which `wraps`, as a text.
    private static func label(_ text: String, _ style: BubbleLabelStyle, _ fonts: FontStack,
                              _ target: RenderingTarget, direction: TextDirection? = nil,
                              wraps: Bool = false) -> PreparedText {
        let direction = direction ?? TextDirection(firstStrongCharacterOf: text) ?? .leftToRight
        let length = text.utf16.count
        // One span over the whole label, whose weight is valid (validate()): it cannot throw.
        let spans = style.weight != 400 && length > 0 ? [TextSpan(start: 0, end: length, weight: style.weight)] : []
        let prepared = wraps
            ? try? PreparedText(text, spans: spans, whiteSpace: .normal, direction: direction, fonts: fonts,
                                target: target)
            : try? PreparedText(label: text, spans: spans, direction: direction, fonts: fonts, target: target)
        return prepared ?? PreparedText(text, whiteSpace: .normal, direction: direction, fonts: fonts, target: target)
    }
}
