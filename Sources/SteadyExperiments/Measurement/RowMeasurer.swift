import SteadyText

/// The true row heights of a conversation, from SteadyText: each message prepared once
/// (`PreparedText`), then laid out at any width and text size with `RowStyle` (arithmetic only).
///
/// A row may also carry an attachment (an image that loaded), whose height adds to the text's.
struct RowMeasurer {
    let fonts: FontStack
    let style: RowStyle
    let lineHeight: LineHeight = .normal
    private(set) var texts: [String: String] = [:]
    private(set) var prepared: [String: PreparedText] = [:]
    private(set) var attachments: [String: Double] = [:]

    /// Prepares every message (the expensive step: shaping).
    init(messages: [Message], fonts: FontStack, style: RowStyle = RowStyle()) {
        self.fonts = fonts
        self.style = style
        for message in messages { setText(message.text, of: message.id) }
    }

    /// The text of a row.
    func text(of id: String) -> String { texts[id] ?? "" }

    /// Replaces a row's text (an edit) and prepares it again.
    mutating func setText(_ text: String, of id: String) {
        texts[id] = text
        prepared[id] = PreparedText(text, whiteSpace: .preWrap, fonts: fonts)
    }

    /// Gives a row an attachment `height` pt tall below its text (an image that loaded).
    mutating func setAttachment(height: Double, of id: String) {
        attachments[id] = height
    }

    /// The row's height in pt in a list `listWidth` pt wide at `fontSize` px.
    func rowHeight(of id: String, listWidth: Double, fontSize: Double) -> Double {
        guard let prepared = prepared[id] else { return 0 }
        return style.rowHeight(prepared, listWidth: listWidth, fontSize: fontSize, lineHeight: lineHeight)
            + attachments[id, default: 0]
    }

    /// Every listed row's height, by identity.
    func rowHeights(of ids: [String], listWidth: Double, fontSize: Double) -> [String: Double] {
        var heights: [String: Double] = [:]
        heights.reserveCapacity(ids.count)
        for id in ids { heights[id] = rowHeight(of: id, listWidth: listWidth, fontSize: fontSize) }
        return heights
    }

    /// Times re-measuring every listed row twice: from scratch (a new `PreparedText` per row,
    /// then its layout) and from prepared texts (layout only).
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
                let fresh = PreparedText(texts[id] ?? "", whiteSpace: .preWrap, fonts: fonts)
                scratchHeights.append(style.rowHeight(fresh, listWidth: listWidth, fontSize: fontSize,
                                                      lineHeight: lineHeight))
            }
        }
        var preparedHeights: [Double] = []
        preparedHeights.reserveCapacity(ids.count)
        let layoutOnly = clock.measure {
            for id in ids {
                guard let prepared = prepared[id] else { preparedHeights.append(0); continue }
                preparedHeights.append(style.rowHeight(prepared, listWidth: listWidth, fontSize: fontSize,
                                                       lineHeight: lineHeight))
            }
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
