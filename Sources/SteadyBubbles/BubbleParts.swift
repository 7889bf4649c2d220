import SteadyText

/// A ``Bubble``'s content, prepared, and its labels' kept sizes, in one
/// object.
///
/// A bubble is copied wherever it is read: out of an array as a list walks
/// its rows, out of ``PreparedBubbles``' dictionary under its lock. Held
/// here, a copy retains one reference (and the style's), and a re-layout
/// reads the row's own memory in one place: the fields it reads every time
/// (the content's shape, the text block, the label sizes) first.
final class BubbleParts: Sendable {
    let direction: BubbleContent.Direction
    let startsGroup: Bool
    let textFallbackDirection: TextDirection
    let media: BubbleContent.Media?
    let text: Bubble.TextBlock
    let labelSizes = LabelSizeCache()
    let time: DirectionalLabel?
    let name: PreparedText?
    let quoteName: PreparedText?
    let quoteText: PreparedText?
    let reactions: PreparedText?
    let date: PreparedText?

    init(direction: BubbleContent.Direction, startsGroup: Bool, media: BubbleContent.Media?,
         textFallbackDirection: TextDirection, text: Bubble.TextBlock, name: PreparedText?, quoteName: PreparedText?,
         quoteText: PreparedText?, time: DirectionalLabel?, reactions: PreparedText?, date: PreparedText?) {
        self.direction = direction
        self.startsGroup = startsGroup
        self.textFallbackDirection = textFallbackDirection
        self.media = media
        self.text = text
        self.name = name
        self.quoteName = quoteName
        self.quoteText = quoteText
        self.time = time
        self.reactions = reactions
        self.date = date
    }
}
