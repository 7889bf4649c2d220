import SteadyBubbles
import SteadyText

/// The true row heights of a conversation, from SteadyText: each message's row prepared once as
/// a `Bubble` (its text, sender, quoted reply, media, timestamp, reactions and date, in
/// `Templates/bubble.css`'s geometry), then laid out at any list width and text size
/// (arithmetic only).
///
/// A row can change: an edit gives it a new text, and an image that loads gives it media.
struct RowMeasurer {
    let fonts: FontStack
    let style: BubbleStyle
    private(set) var contents: [String: BubbleContent] = [:]
    private(set) var bubbles: [String: Bubble] = [:]

    /// Prepares every message's row (the expensive step: shaping).
    init(messages: [Message], fonts: FontStack, style: BubbleStyle = BubbleStyle()) {
        self.fonts = fonts
        self.style = style
        for message in messages { setContent(message.content, of: message.id) }
    }

    /// The text of a row.
    func text(of id: String) -> String { contents[id]?.text ?? "" }

    /// Replaces a row's text (an edit) and prepares the row again.
    mutating func setText(_ text: String, of id: String) {
        var content = contents[id] ?? BubbleContent(text: "")
        content.text = text
        setContent(content, of: id)
    }

    /// Gives a row media of `aspectRatio` (width / height) above its text: an image that loaded.
    mutating func setMedia(aspectRatio: Double, of id: String) {
        var content = contents[id] ?? BubbleContent(text: "")
        content.media = BubbleContent.Media(aspectRatio: aspectRatio)
        setContent(content, of: id)
    }

    /// The row's height in pt in a list `listWidth` pt wide at `fontSize` px; 0 for a row that
    /// is not there, or whose content cannot be prepared (media of an aspect ratio that is not
    /// positive, which `Conversation.load` refuses and the generator never makes).
    func rowHeight(of id: String, listWidth: Double, fontSize: Double) -> Double {
        bubbles[id]?.rowHeight(listWidth: listWidth, fontSize: fontSize) ?? 0
    }

    /// Every listed row's height, by identity.
    func rowHeights(of ids: [String], listWidth: Double, fontSize: Double) -> [String: Double] {
        var heights: [String: Double] = [:]
        heights.reserveCapacity(ids.count)
        for id in ids { heights[id] = rowHeight(of: id, listWidth: listWidth, fontSize: fontSize) }
        return heights
    }

    /// Times re-measuring every listed row twice: from scratch (a new `Bubble` per row, then its
    /// layout) and from the prepared bubbles (layout only).
    ///
    /// The font stack's shape cache is warm after the first preparation, as it would be in an
    /// app that has shown these messages, so "from scratch" still skips shaping known words.
    ///
    /// - Returns: Both times, and whether the two ways gave the same height for every row.
    func timeRemeasuring(_ ids: [String], listWidth: Double, fontSize: Double) -> RemeasureTiming {
        let clock = ContinuousClock()
        var scratchHeights: [Double] = []
        scratchHeights.reserveCapacity(ids.count)
        let scratch = clock.measure {
            for id in ids {
                let fresh = contents[id].flatMap { try? Bubble($0, style: style, fonts: fonts) }
                scratchHeights.append(fresh?.rowHeight(listWidth: listWidth, fontSize: fontSize) ?? 0)
            }
        }
        var preparedHeights: [Double] = []
        preparedHeights.reserveCapacity(ids.count)
        let layoutOnly = clock.measure {
            for id in ids { preparedHeights.append(rowHeight(of: id, listWidth: listWidth, fontSize: fontSize)) }
        }
        return RemeasureTiming(rowCount: ids.count,
                               fromScratchMilliseconds: scratch.milliseconds,
                               fromPreparedMilliseconds: layoutOnly.milliseconds,
                               heightsAgree: scratchHeights == preparedHeights)
    }

    private mutating func setContent(_ content: BubbleContent, of id: String) {
        contents[id] = content
        bubbles[id] = try? Bubble(content, style: style, fonts: fonts)
    }
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
