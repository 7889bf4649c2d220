/// The geometry of a chat row and its bubble: every length that adds to the
/// row's height or decides a part's width, in CSS px (iOS points).
///
/// The defaults are `Templates/bubble.css`'s, the template the Chromium
/// goldens render: a change to one belongs in both. Colours, corner radii
/// and borders drawn outside the layout do not matter, so they are not here.
///
/// A row is the list's whole width. From its top:
/// - the gap to the row above (``groupGap`` for the first message of a
///   sender's group, else ``messageGap``);
/// - a date separator, centred (``date``, ``datePadding``, ``dateGap``);
/// - the bubble, at most ``widthFraction`` of the row's width inside
///   ``rowPadding`` and never wider than ``maxWidth``; it shrinks to its
///   content, except that a bubble with media is ``mediaWidth`` wide. Inside
///   its ``padding``: the sender's name, the quoted reply, the media, the
///   text with the timestamp trailing on its last line;
/// - the reactions, hanging ``reactionsOverlap`` over the bubble's bottom
///   edge.
///
/// A value: copies share one storage until one is changed, so that the
/// rows made with one style hold one reference to it, not copies of its
/// numbers (a row laid out reads it from memory every row shares).
public struct BubbleStyle: Sendable, Hashable {
    /// The bubble's widest, as a fraction of the row's width inside its
    /// padding (`max-width: min(75%, 480px)`), in (0, 1].
    public var widthFraction: Double { get { box.values.widthFraction } set { values.widthFraction = newValue } }
    /// The bubble's widest in px, whatever the list's width.
    public var maxWidth: Double { get { box.values.maxWidth } set { values.maxWidth = newValue } }
    /// The row's padding left and right, in px.
    public var rowPadding: Double { get { box.values.rowPadding } set { values.rowPadding = newValue } }
    /// The gap above the first row of a sender's group, in px.
    public var groupGap: Double { get { box.values.groupGap } set { values.groupGap = newValue } }
    /// The gap above a row that continues a group, in px.
    public var messageGap: Double { get { box.values.messageGap } set { values.messageGap = newValue } }
    /// The bubble's padding around its parts.
    public var padding: BubbleInsets { get { box.values.padding } set { values.padding = newValue } }

    /// The sender's name: one line, cut with "…" when too long.
    public var name: BubbleLabelStyle { get { box.values.name } set { values.name = newValue } }
    /// Space below the name, in px.
    public var nameGap: Double { get { box.values.nameGap } set { values.nameGap = newValue } }

    /// The quoted sender's name.
    public var quoteName: BubbleLabelStyle { get { box.values.quoteName } set { values.quoteName = newValue } }
    /// The quoted text, clamped to ``quoteMaxLines`` lines.
    public var quoteText: BubbleLabelStyle { get { box.values.quoteText } set { values.quoteText = newValue } }
    /// The lines of quoted text shown, at least 1 (`-webkit-line-clamp`).
    public var quoteMaxLines: Int { get { box.values.quoteMaxLines } set { values.quoteMaxLines = newValue } }
    /// The quote's left border, in px.
    public var quoteBorder: Double { get { box.values.quoteBorder } set { values.quoteBorder = newValue } }
    /// The quote's padding inside its border.
    public var quotePadding: BubbleInsets { get { box.values.quotePadding } set { values.quotePadding = newValue } }
    /// Space below the quote, in px.
    public var quoteGap: Double { get { box.values.quoteGap } set { values.quoteGap = newValue } }

    /// The width of a bubble with media, in px (at most the bubble's widest).
    public var mediaWidth: Double { get { box.values.mediaWidth } set { values.mediaWidth = newValue } }
    /// The tallest media box, in px: taller media is cropped to it, at the
    /// content width.
    public var mediaMaxHeight: Double { get { box.values.mediaMaxHeight } set { values.mediaMaxHeight = newValue } }
    /// Space between the media and a caption below it, in px.
    public var mediaGap: Double { get { box.values.mediaGap } set { values.mediaGap = newValue } }

    /// The timestamp (and delivery ticks).
    public var time: BubbleLabelStyle { get { box.values.time } set { values.time = newValue } }
    /// Space kept between the text's last line and the timestamp, in px.
    public var timeGap: Double { get { box.values.timeGap } set { values.timeGap = newValue } }

    /// The reactions.
    public var reactions: BubbleLabelStyle { get { box.values.reactions } set { values.reactions = newValue } }
    /// The reactions pill's padding inside its border.
    public var reactionsPadding: BubbleInsets { get { box.values.reactionsPadding } set { values.reactionsPadding = newValue } }
    /// The reactions pill's border on every side, in px.
    public var reactionsBorder: Double { get { box.values.reactionsBorder } set { values.reactionsBorder = newValue } }
    /// How far the pill rises over the bubble's bottom edge, in px.
    public var reactionsOverlap: Double { get { box.values.reactionsOverlap } set { values.reactionsOverlap = newValue } }
    /// How far the pill stands in from the bubble's side, in px.
    public var reactionsInset: Double { get { box.values.reactionsInset } set { values.reactionsInset = newValue } }

    /// The date separator.
    public var date: BubbleLabelStyle { get { box.values.date } set { values.date = newValue } }
    /// The date pill's padding.
    public var datePadding: BubbleInsets { get { box.values.datePadding } set { values.datePadding = newValue } }
    /// Space between the date pill and the bubble, in px.
    public var dateGap: Double { get { box.values.dateGap } set { values.dateGap = newValue } }

    /// The template's style (`Templates/bubble.css`).
    public init() { box = Box.template }

    private var box: Box

    /// The numbers, changed through a new storage (styles change seldom).
    private var values: Values {
        get { box.values }
        set { box = Box(newValue) }
    }

    /// Whether the two styles have the same numbers.
    public static func == (lhs: BubbleStyle, rhs: BubbleStyle) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    /// Hashes the style's numbers.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.values) }

    /// The template's numbers, each property's default.
    private struct Values: Sendable, Hashable {
        var widthFraction: Double = 0.75
        var maxWidth: Double = 480
        var rowPadding: Double = 8
        var groupGap: Double = 8
        var messageGap: Double = 2
        var padding: BubbleInsets = BubbleInsets(top: 6, right: 9, bottom: 7, left: 9)
        var name: BubbleLabelStyle = BubbleLabelStyle(scale: 0.875, weight: 600)
        var nameGap: Double = 2
        var quoteName: BubbleLabelStyle = BubbleLabelStyle(scale: 0.8125, weight: 600)
        var quoteText: BubbleLabelStyle = BubbleLabelStyle(scale: 0.875)
        var quoteMaxLines: Int = 2
        var quoteBorder: Double = 3
        var quotePadding: BubbleInsets = BubbleInsets(top: 3, right: 8, bottom: 4, left: 8)
        var quoteGap: Double = 4
        var mediaWidth: Double = 260
        var mediaMaxHeight: Double = 420
        var mediaGap: Double = 6
        var time: BubbleLabelStyle = BubbleLabelStyle(scale: 0.6875)
        var timeGap: Double = 8
        var reactions: BubbleLabelStyle = BubbleLabelStyle(scale: 0.875)
        var reactionsPadding: BubbleInsets = BubbleInsets(vertical: 2, horizontal: 6)
        var reactionsBorder: Double = 1
        var reactionsOverlap: Double = 4
        var reactionsInset: Double = 8
        var date: BubbleLabelStyle = BubbleLabelStyle(scale: 0.8125)
        var datePadding: BubbleInsets = BubbleInsets(vertical: 4, horizontal: 10)
        var dateGap: Double = 8
    }

    private final class Box: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
        static let template = Box(Values())
    }
}
