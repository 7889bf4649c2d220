import SteadyMarkdown
import SteadyText

/// Spans as the tests write what they expect, over UTF-16 ranges of the
/// converted text, with the default style's fields (bold 700, code in
/// "Noto Sans Mono").
extension TextSpan {
    static func bold(_ range: Range<Int>) -> TextSpan {
        TextSpan(start: range.lowerBound, end: range.upperBound, weight: 700)
    }

    static func italic(_ range: Range<Int>) -> TextSpan {
        TextSpan(start: range.lowerBound, end: range.upperBound, style: .italic)
    }

    static func boldItalic(_ range: Range<Int>) -> TextSpan {
        TextSpan(start: range.lowerBound, end: range.upperBound, weight: 700, style: .italic)
    }

    static func code(_ range: Range<Int>, weight: Double? = nil, style: FontFaceDescription.Style? = nil) -> TextSpan {
        TextSpan(start: range.lowerBound, end: range.upperBound, weight: weight, style: style, family: "Noto Sans Mono")
    }

    /// A span with no fields: a strikethrough, a link, an autolink.
    static func bare(_ range: Range<Int>) -> TextSpan {
        TextSpan(start: range.lowerBound, end: range.upperBound)
    }

    static func box(_ range: Range<Int>, _ width: Double, weight: Double? = nil,
                    style: FontFaceDescription.Style? = nil) -> TextSpan {
        TextSpan(start: range.lowerBound, end: range.upperBound, weight: weight, style: style, box: width)
    }
}

/// `markdown` converted.
func converted(_ markdown: String, style: MarkdownStyle = MarkdownStyle()) -> MarkdownMessage {
    MarkdownMessage(markdown: markdown, style: style)
}
