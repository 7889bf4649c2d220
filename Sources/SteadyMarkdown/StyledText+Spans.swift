import SteadyText

extension StyledText {
    /// The spans of the converted text: one per stretch of characters with
    /// the same fields, a box for each mention, none over plain text.
    ///
    /// A stretch inside nested markup carries every field of it (`***a***`
    /// is one span with weight and style), so spans never overlap; two
    /// stretches with the same fields side by side are one span (`**a**__b__`
    /// is one bold span), even when the markup around them differs.
    func spans(style: MarkdownStyle, mentions: [Mention]) -> [TextSpan] {
        var spans: [TextSpan] = []
        var utf16Offset = 0
        var nextMention = 0
        var k = 0
        while k < scalars.count {
            // A stretch: one mention, or characters of one look up to the next mention.
            let mention = nextMention < mentions.count && mentions[nextMention].range.lowerBound == k
                ? mentions[nextMention] : nil
            var end = k + 1
            if let mention {
                end = mention.range.upperBound
                nextMention += 1
            } else {
                let limit = nextMention < mentions.count ? mentions[nextMention].range.lowerBound : scalars.count
                while end < limit && looks[end] == looks[k] { end += 1 }
            }
            let start = utf16Offset
            for scalar in scalars[k..<end] { utf16Offset += UTF16.width(scalar) }

            let look = looks[k]
            var span = TextSpan(start: start, end: utf16Offset,
                                weight: look.isStrong ? style.boldWeight : nil,
                                style: look.isEmphasis ? .italic : nil,
                                family: look.isCode ? style.codeFamily : nil,
                                box: mention?.width)
            let setsNothing = span.weight == nil && span.style == nil && span.family == nil && span.box == nil
            if setsNothing && !look.isElement {
                k = end
                continue
            }
            if let last = spans.last, last.end == start, last.box == nil, span.box == nil,
               last.weight == span.weight, last.style == span.style, last.family == span.family {
                span.start = last.start
                spans.removeLast()
            }
            spans.append(span)
            k = end
        }
        return spans
    }
}
