import SteadyBubbles
import SteadyInput
import SteadyJSON
import SteadyText

extension MessageMeasurer {
    /// Appends `message` to the message of its id in `openTexts` and then
    /// that message's records: what measure mode prints for the whole
    /// message so far (its text or Markdown, with the last `"bubble"` given),
    /// byte for byte.
    ///
    /// - Throws: ``InputError`` for spans (a streamed message is styled by
    ///   its Markdown: spans index a whole text, which no line has), a line
    ///   of the other kind than its message (``OpenTexts``), a bubble that
    ///   cannot be laid out; nothing is appended then.
    func appendStreamRecords(for message: InputMessage, in openTexts: OpenTexts,
                             to writer: inout JSONWriter) throws(InputError) {
        guard message.spans.isEmpty else {
            throw InputError(#"stream takes "text" or "markdown", not "spans": style a streamed message with "markdown""#)
        }
        let open = try openTexts.append(message) { bubble, text throws(InputError) in
            try row(of: bubble) { style throws(BubbleError) in
                try Bubble(bubble.content, growingText: text, style: style, fonts: fonts, target: target)
            }
        }
        if let row = open.bubble {
            try appendRecords(of: row, id: message.idJSON, to: &writer, terminator: "\n")
            return
        }
        try appendRecords(id: message.idJSON, missing: open.missingClusterCount, to: &writer, terminator: "\n") {
            open.layout(width: $0, fontSize: $1, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio, target: target)
        }
    }
}
