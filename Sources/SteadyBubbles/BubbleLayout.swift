import SteadyText

/// A row laid out at one list width and text size
/// (``Bubble/layout(listWidth:fontSize:devicePixelRatio:target:)``): its height and
/// the frame of every part it has, as the template's elements' rectangles in
/// Chromium.
public struct BubbleLayout: Sendable, Hashable {
    /// The row's height in px: what the list gives the row.
    public var rowHeight: Double
    /// The bubble.
    public var bubble: BubbleRect
    /// The date separator's pill.
    public var date: BubbleRect?
    /// The sender's name: the bubble's content width, one line tall.
    public var name: BubbleRect?
    /// The quoted reply's box, border included.
    public var quote: BubbleRect?
    /// The quoted sender's name.
    public var quoteName: BubbleRect?
    /// The quoted text, clamped.
    public var quoteText: BubbleRect?
    /// The media box.
    public var media: BubbleRect?
    /// The text block, with the timestamp's line when it has one.
    public var text: BubbleRect?
    /// The timestamp, at the bubble's bottom corner inside its padding on
    /// the text's end side: right for left-to-right text, left for
    /// right-to-left.
    public var time: BubbleRect?
    /// The reactions pill.
    public var reactions: BubbleRect?
    /// The text block's line count, the timestamp's own line included.
    public var textLineCount: Int
    /// Whether the timestamp did not fit after the text's last line and has
    /// a line of its own.
    public var timeHasOwnLine: Bool
    /// The quoted text's lines shown, and whether it was clamped.
    public var quoteClamp: ClampedLayout?
    /// The text block's direction (`dir="auto"`,
    /// ``Bubble/textDirection(of:spans:time:)``); left-to-right for a row
    /// with no text block.
    public var textDirection: TextDirection
}
