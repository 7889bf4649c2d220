import SteadyBubbles
import SteadyJSON
import SteadyMarkdown
import SteadyText

extension InputMessage {
    /// The family a Markdown message's code spans name when the stack has it
    /// (``codeFamily(in:)``).
    package static let codeFamily = "Noto Sans Mono"

    /// ``codeFamily`` when `fonts` has a family of that name, else nil: code
    /// is then a span with no family, drawn in the stack's first.
    package static func codeFamily(in fonts: FontStack) -> String? {
        let name = codeFamily.lowercased()
        return fonts.stackDescription.families.contains { $0.name.lowercased() == name } ? codeFamily : nil
    }

    /// The message's text and spans: as given, or converted from Markdown
    /// (code in `codeFamily`, ``codeFamily(in:)``'s answer for the stack;
    /// mentions as boxes of the widths the message gives).
    package func styledText(codeFamily: String?) -> (text: String, spans: [TextSpan]) {
        guard isMarkdown else { return (text, spans) }
        let converted = MarkdownMessage(markdown: text, style: markdownStyle(codeFamily: codeFamily))
        return (converted.text, converted.spans)
    }

    /// The style a Markdown message is converted in: code in `codeFamily`
    /// (``codeFamily(in:)``'s answer for the stack), mentions as boxes of
    /// the widths the message gives.
    package func markdownStyle(codeFamily: String?) -> MarkdownStyle {
        let widths = mentionWidths
        return MarkdownStyle(codeFamily: codeFamily, mentionWidth: { widths[String($0)] })
    }

    /// The chat row the message describes: its bubble's parts around its
    /// styled text (``styledText(codeFamily:)``), or a bubble of the text
    /// alone (incoming, starting a group) when it gives no `"bubble"`.
    ///
    /// The bubble's own `"style"` is not part of the content: read it with
    /// ``InputBubbleStyle/read(_:over:path:)`` over the run's style.
    package func bubbleContent(codeFamily: String?) -> BubbleContent {
        var content = bubble?.content ?? BubbleContent(text: "")
        (content.text, content.spans) = styledText(codeFamily: codeFamily)
        return content
    }

    /// The message's `id` as text: a string's characters, a number's token as
    /// written (`1.50`).
    package var idText: String {
        switch try? JSONParser.parse(idJSON) {
        case .string(let string)?: string
        default: String(decoding: idJSON, as: UTF8.self)
        }
    }
}

extension InputError {
    /// The error of a row that ``Bubble/init(_:style:fonts:)`` refuses, named
    /// as a message's fields are: a span's error by the span, as a text
    /// message's is (`span 2: …`), any other by its part (`bubble.media: …`).
    package init(_ error: BubbleError) {
        if case .spans(let spanError) = error.problem {
            self.init(spanError.description)
        } else {
            self.init("bubble.\(error)")
        }
    }
}
