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
public struct BubbleStyle: Sendable, Hashable {
    /// The bubble's widest, as a fraction of the row's width inside its
    /// padding (`max-width: min(75%, 480px)`), in (0, 1].
    public var widthFraction: Double = 0.75
    /// The bubble's widest in px, whatever the list's width.
    public var maxWidth: Double = 480
    /// The row's padding left and right, in px.
    public var rowPadding: Double = 8
    /// The gap above the first row of a sender's group, in px.
    public var groupGap: Double = 8
    /// The gap above a row that continues a group, in px.
    public var messageGap: Double = 2
    /// The bubble's padding around its parts.
    public var padding = BubbleInsets(top: 6, right: 9, bottom: 7, left: 9)

    /// The sender's name: one line, cut with "…" when too long.
    public var name = BubbleLabelStyle(scale: 0.875, weight: 600)
    /// Space below the name, in px.
    public var nameGap: Double = 2

    /// The quoted sender's name.
    public var quoteName = BubbleLabelStyle(scale: 0.8125, weight: 600)
    /// The quoted text, clamped to ``quoteMaxLines`` lines.
    public var quoteText = BubbleLabelStyle(scale: 0.875)
    /// The lines of quoted text shown, at least 1 (`-webkit-line-clamp`).
    public var quoteMaxLines = 2
    /// The quote's left border, in px.
    public var quoteBorder: Double = 3
    /// The quote's padding inside its border.
    public var quotePadding = BubbleInsets(top: 3, right: 8, bottom: 4, left: 8)
    /// Space below the quote, in px.
    public var quoteGap: Double = 4

    /// The width of a bubble with media, in px (at most the bubble's widest).
    public var mediaWidth: Double = 260
    /// The tallest media box, in px: taller media is cropped to it, at the
    /// content width.
    public var mediaMaxHeight: Double = 420
    /// Space between the media and a caption below it, in px.
    public var mediaGap: Double = 6

    /// The timestamp (and delivery ticks).
    public var time = BubbleLabelStyle(scale: 0.6875)
    /// Space kept between the text's last line and the timestamp, in px.
    public var timeGap: Double = 8

    /// The reactions.
    public var reactions = BubbleLabelStyle(scale: 0.875)
    /// The reactions pill's padding inside its border.
    public var reactionsPadding = BubbleInsets(vertical: 2, horizontal: 6)
    /// The reactions pill's border on every side, in px.
    public var reactionsBorder: Double = 1
    /// How far the pill rises over the bubble's bottom edge, in px.
    public var reactionsOverlap: Double = 4
    /// How far the pill stands in from the bubble's side, in px.
    public var reactionsInset: Double = 8

    /// The date separator.
    public var date = BubbleLabelStyle(scale: 0.8125)
    /// The date pill's padding.
    public var datePadding = BubbleInsets(vertical: 4, horizontal: 10)
    /// Space between the date pill and the bubble, in px.
    public var dateGap: Double = 8

    /// The template's style (`Templates/bubble.css`).
    public init() {}
}
