import SteadyText

/// A ``Bubble``'s content, prepared, and its labels' kept sizes: what a row
/// holds besides its style, in a ``BubbleRowBlock`` beside the rows
/// prepared before and after it on the same thread.
///
/// Non-copyable, as its label size cache is (atomics, which must stay where
/// they are): it is made once, moved into its block and read there in
/// place, never copied out.
struct BubbleRow: ~Copyable, Sendable {
    // Declared in the order of their memory: what every re-layout reads
    // (about two cache lines), then the labels' texts, read to measure them
    // at a new size and for a quote's text.
    let direction: BubbleContent.Direction
    let startsGroup: Bool
    let textFallbackDirection: TextDirection
    /// The labels the row has.
    let present: Present
    let media: BubbleContent.Media?
    let text: Bubble.TextBlock
    let labelSizes = LabelSizeCache()
    let quoteText: PreparedText?
    let time: DirectionalLabel?
    let name: PreparedText?
    let quoteName: PreparedText?
    let reactions: PreparedText?
    let date: PreparedText?

    /// A row's labels, as bits.
    struct Present: OptionSet, Sendable {
        let rawValue: UInt8
        static let name = Present(rawValue: 1 << 0)
        static let quoteName = Present(rawValue: 1 << 1)
        static let time = Present(rawValue: 1 << 2)
        static let reactions = Present(rawValue: 1 << 3)
        static let date = Present(rawValue: 1 << 4)
    }

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
        var present: Present = []
        if name != nil { present.insert(.name) }
        if quoteName != nil { present.insert(.quoteName) }
        if time != nil { present.insert(.time) }
        if reactions != nil { present.insert(.reactions) }
        if date != nil { present.insert(.date) }
        self.present = present
    }
}
