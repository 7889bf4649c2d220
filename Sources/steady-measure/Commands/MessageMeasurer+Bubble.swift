import SteadyBubbles
import SteadyInput
import SteadyJSON
import SteadyText

extension MessageMeasurer {
    /// Appends the records of `message` laid out as a chat row
    /// (Templates/bubble.css): the widths are the list's, and each record is
    /// a text record of the row's text block with the row's height after it,
    ///
    /// ```json
    /// {"id": "m1", "width": 390, "size": 17, "lines": 2, "height": 46, "rowHeight": 71}
    /// ```
    ///
    /// and its parts' frames with `--frames`. `lines` is the text block's line
    /// count, the timestamp's own line included; `height` the text block's
    /// height, 0 for a row without one (media without a caption).
    ///
    /// - Throws: ``InputError`` for a fixed line height or `normal` white
    ///   space (the template's text has neither), a bad bubble style (named
    ///   `bubble.style.<field>`), bad media (`bubble.media`) or spans that do
    ///   not fit the text (named by the span, as a text's are).
    func appendBubbleRecords(for message: InputMessage, bubble: InputBubble, to writer: inout JSONWriter,
                             terminator: StaticString) throws(InputError) {
        let row = try row(of: bubble) { style throws(BubbleError) in
            try Bubble(message.bubbleContent(codeFamily: codeFamily), style: style, fonts: fonts,
                       target: target)
        }
        try appendRecords(of: row, id: message.idJSON, to: &writer, terminator: terminator)
    }

    /// The row `bubble` describes, made by `make` in the bubble's style (its
    /// own over the run's).
    ///
    /// - Throws: ``InputError`` for a fixed line height or `normal` white
    ///   space (the template's text has neither), a bad style (named
    ///   `bubble.style.<field>`), or what `make` throws, named by its part.
    func row(of bubble: InputBubble,
             _ make: (BubbleStyle) throws(BubbleError) -> Bubble) throws(InputError) -> Bubble {
        guard lineHeight == .normal else {
            throw InputError("bubble: a bubble's text has the template's line height (normal): a fixed line height does not apply")
        }
        guard whiteSpace == .preWrap else {
            throw InputError("bubble: a bubble's text wraps as the template's (pre-wrap): white-space normal does not apply")
        }
        var style = bubbleStyle
        if let own = bubble.style { style = try InputBubbleStyle.read(own, over: style, path: "bubble.style") }
        do {
            return try make(style)
        } catch {
            throw InputError(error)
        }
    }

    /// Appends `row`'s records, one per width × size: a text record of its
    /// text block with the row's height (and frames) after it.
    ///
    /// The row is laid out size by size and its records written width by
    /// width: a row keeps its labels' sizes for the last text size it was
    /// laid out at, so each size measures them once, not once a record.
    func appendRecords(of row: Bubble, id: [UInt8], to writer: inout JSONWriter,
                       terminator: StaticString) throws(InputError) {
        let missing = row.missingClusterCount
        var layouts: [BubbleLayout] = []
        layouts.reserveCapacity(widths.count * sizes.count)
        for size in sizes {
            for width in widths {
                try checkDeadline()
                // Without frames the bubble's widths are not needed: the layout at
                // its widest gives the same heights and line count for half the work.
                layouts.append(includesFrames
                    ? row.layout(listWidth: width, fontSize: size, devicePixelRatio: devicePixelRatio, target: target)
                    : row.unshrunkLayout(listWidth: width, fontSize: size, devicePixelRatio: devicePixelRatio,
                                         target: target))
            }
        }
        for (w, widthText) in widthTexts.enumerated() {
            for (s, sizeText) in sizeTexts.enumerated() {
                let layout = layouts[s * widths.count + w]
                appendRecordFields(id: id, width: widthText, size: sizeText, lines: layout.textLineCount,
                                   height: layout.text?.height ?? 0, missing: missing, to: &writer)
                writer.appendRaw(#", "rowHeight": "#)
                writer.appendNumber(layout.rowHeight)
                if includesFrames { Self.appendFrames(of: layout, to: &writer) }
                writer.appendRaw("}")
                writer.appendRaw(terminator)
            }
        }
    }

    /// `, "frames": {"bubble": [x, y, w, h], "name": [...], ...}`: the parts
    /// the row has, in ``BubbleLayout``'s order and by its names.
    private static func appendFrames(of layout: BubbleLayout, to writer: inout JSONWriter) {
        writer.appendRaw(#", "frames": {"bubble": "#)
        appendRect(layout.bubble, to: &writer)
        let parts: [(StaticString, BubbleRect?)] = [
            (#", "date": "#, layout.date), (#", "name": "#, layout.name), (#", "quote": "#, layout.quote),
            (#", "quoteName": "#, layout.quoteName), (#", "quoteText": "#, layout.quoteText),
            (#", "media": "#, layout.media), (#", "text": "#, layout.text), (#", "time": "#, layout.time),
            (#", "reactions": "#, layout.reactions),
        ]
        for (key, rect) in parts {
            guard let rect else { continue }
            writer.appendRaw(key)
            appendRect(rect, to: &writer)
        }
        writer.appendRaw("}")
    }

    /// `[x, y, width, height]`, numbers as a record's heights.
    private static func appendRect(_ rect: BubbleRect, to writer: inout JSONWriter) {
        writer.appendRaw("[")
        writer.appendNumber(rect.x)
        writer.appendRaw(", ")
        writer.appendNumber(rect.y)
        writer.appendRaw(", ")
        writer.appendNumber(rect.width)
        writer.appendRaw(", ")
        writer.appendNumber(rect.height)
        writer.appendRaw("]")
    }
}
