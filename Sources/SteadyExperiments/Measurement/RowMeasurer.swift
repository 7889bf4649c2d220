import SteadyBubbles
import SteadyInput
import SteadyText

/// The true row heights of a conversation, through the path an app's list takes: SteadyBubbles'
/// `PreparedBubbles` prepares each message's row once as a `Bubble` (its text, sender, quoted
/// reply, media, timestamp, reactions and date, in `Templates/bubble.css`'s geometry), and its
/// height provider, the one a `ChatList` is given, lays the kept bubble out at any list width
/// and text size (arithmetic only).
///
/// A row can change: an edit gives it a new text, and an image that loads gives it media; the
/// provider sees content unequal to the kept bubble's and prepares it again. The measurer is a
/// value (a copy keeps its own messages); its copies share the prepared bubbles, as an app's
/// lists share one `PreparedBubbles`.
struct RowMeasurer {
    let fonts: FontStack
    private let bubbles: PreparedBubbles<String>
    private let height: (Message, Double) -> Double
    private(set) var messages: [String: Message] = [:]

    /// Prepares every message's row (the expensive step: shaping).
    ///
    /// - Throws: ``ExperimentError/badMessage(id:reason:)`` for the first message whose row
    ///   cannot be laid out as written (spans that do not fit its text or the fonts), in the
    ///   words the measure command answers it with.
    init(messages: [Message], fonts: FontStack) throws(ExperimentError) {
        self.fonts = fonts
        do {
            bubbles = try PreparedBubbles<String>(fonts: fonts)
        } catch {
            throw .usage("the bubble style: \(error)")   // never: the template's style is valid
        }
        height = bubbles.heightProvider { $0.content }
        for message in messages {
            self.messages[message.id] = message
            bubbles.prepare(message.content, for: message.id)
            if let error = bubbles.error(for: message.id) {
                throw .badMessage(id: message.id, reason: InputError(error).message)
            }
        }
    }

    /// The text of a row.
    func text(of id: String) -> String { messages[id]?.text ?? "" }

    /// Replaces a row's text (an edit).
    mutating func setText(_ text: String, of id: String) {
        messages[id, default: Message(id: id, text: "")].text = text
    }

    /// Gives a row media of `aspectRatio` (width / height) above its text: an image that loaded.
    mutating func setMedia(aspectRatio: Double, of id: String) {
        messages[id, default: Message(id: id, text: "")].content.media = BubbleContent.Media(aspectRatio: aspectRatio)
    }

    /// The row's height in pt in a list `listWidth` pt wide at `fontSize` px, as the list's
    /// height provider gives it after the app sets the text size; 0 for a row that is not there.
    func rowHeight(of id: String, listWidth: Double, fontSize: Double) -> Double {
        guard let message = messages[id] else { return 0 }
        if bubbles.fontSize != fontSize { bubbles.fontSize = fontSize }
        return height(message, listWidth)
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
                let fresh = messages[id].flatMap { try? Bubble($0.content, style: bubbles.style, fonts: fonts) }
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
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
