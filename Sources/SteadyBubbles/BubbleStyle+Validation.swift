extension BubbleStyle {
    /// Checks every field: lengths are finite and not negative, sizes in em
    /// positive and finite, weights in 100–900, the width fraction in (0, 1],
    /// the quote's clamp at least one line.
    ///
    /// - Throws: ``BubbleError`` naming the first field at fault as
    ///   "style.<field>" ("style.padding.top").
    public func validate() throws(BubbleError) {
        func length(_ value: Double, _ field: String) throws(BubbleError) {
            guard value.isFinite, value >= 0 else { throw BubbleError(part: "style.\(field)", problem: .length(value)) }
        }
        func insets(_ value: BubbleInsets, _ field: String) throws(BubbleError) {
            try length(value.top, "\(field).top")
            try length(value.right, "\(field).right")
            try length(value.bottom, "\(field).bottom")
            try length(value.left, "\(field).left")
        }
        func label(_ value: BubbleLabelStyle, _ field: String) throws(BubbleError) {
            guard value.scale.isFinite, value.scale > 0 else {
                throw BubbleError(part: "style.\(field).scale", problem: .scale(value.scale))
            }
            guard value.weight >= 100, value.weight <= 900 else {
                throw BubbleError(part: "style.\(field).weight", problem: .weight(value.weight))
            }
        }
        guard widthFraction.isFinite, widthFraction > 0, widthFraction <= 1 else {
            throw BubbleError(part: "style.widthFraction", problem: .scale(widthFraction))
        }
        try length(maxWidth, "maxWidth")
        try length(rowPadding, "rowPadding")
        try length(groupGap, "groupGap")
        try length(messageGap, "messageGap")
        try insets(padding, "padding")
        try label(name, "name")
        try length(nameGap, "nameGap")
        try label(quoteName, "quoteName")
        try label(quoteText, "quoteText")
        guard quoteMaxLines >= 1 else { throw BubbleError(part: "style.quoteMaxLines", problem: .lineCount(quoteMaxLines)) }
        try length(quoteBorder, "quoteBorder")
        try insets(quotePadding, "quotePadding")
        try length(quoteGap, "quoteGap")
        try length(mediaWidth, "mediaWidth")
        try length(mediaMaxHeight, "mediaMaxHeight")
        try length(mediaGap, "mediaGap")
        try label(time, "time")
        try length(timeGap, "timeGap")
        try label(reactions, "reactions")
        try insets(reactionsPadding, "reactionsPadding")
        try length(reactionsBorder, "reactionsBorder")
        try length(reactionsOverlap, "reactionsOverlap")
        try length(reactionsInset, "reactionsInset")
        try label(date, "date")
        try insets(datePadding, "datePadding")
        try length(dateGap, "dateGap")
    }
}
