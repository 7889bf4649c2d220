import SteadyMarkdown
import SteadyText

/// The text and spans that another Markdown parser's HTML draws
/// (Tools/markdown-goldens): `<strong>` weight 700, `<em>` italic, `<code>`
/// the code family, `<code>`, `<s>` and `<a>` split the text, and
/// stretches with the same fields side by side are one span.
enum ReferenceHTML {
    struct UnexpectedMarkup: Error, CustomStringConvertible {
        var html: String
        var description: String { "unexpected markup in \(html.debugDescription)" }
    }

    /// Reads one paragraph of the HTML; throws on any tag or entity
    /// outside the list above.
    static func message(_ html: String) throws -> MarkdownMessage {
        var text = String.UnicodeScalarView()
        var looks: [[String: Int]] = []
        var open: [String: Int] = [:]
        var rest = Substring(html)
        while let scalar = rest.unicodeScalars.first {
            if scalar == "<", let end = rest.firstIndex(of: ">") {
                let tag = String(rest[rest.index(after: rest.startIndex)..<end])
                let name = tag.split(separator: " ").first.map(String.init) ?? tag
                switch name {
                case "p", "/p": break
                case "strong", "em", "code", "s", "a": open[name, default: 0] += 1
                case "/strong", "/em", "/code", "/s", "/a": open[String(name.dropFirst()), default: 0] -= 1
                default: throw UnexpectedMarkup(html: html)
                }
                rest = rest[rest.index(after: end)...]
            } else if scalar == "&" {
                let entities: [(String, Unicode.Scalar)] = [("&quot;", "\""), ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">")]
                guard let (entity, character) = entities.first(where: { rest.hasPrefix($0.0) }) else {
                    throw UnexpectedMarkup(html: html)
                }
                text.append(character)
                looks.append(open)
                rest = rest.dropFirst(entity.count)
            } else {
                text.append(scalar)
                looks.append(open)
                rest = Substring(rest.unicodeScalars.dropFirst())
            }
        }
        // A paragraph ends with a line feed.
        if text.last == "\n" {
            text.removeLast()
            looks.removeLast()
        }

        var spans: [TextSpan] = []
        var offset = 0
        for (scalar, look) in zip(text, looks) {
            let isInside = { (name: String) in (look[name] ?? 0) > 0 }
            let span = TextSpan(start: offset, end: offset + UTF16.width(scalar),
                                weight: isInside("strong") ? 700 : nil, style: isInside("em") ? .italic : nil,
                                family: isInside("code") ? "Noto Sans Mono" : nil)
            offset = span.end
            guard isInside("strong") || isInside("em") || isInside("code") || isInside("s") || isInside("a") else {
                continue
            }
            if let last = spans.last, last.end == span.start, last.weight == span.weight,
               last.style == span.style, last.family == span.family {
                spans[spans.count - 1].end = span.end
            } else {
                spans.append(span)
            }
        }
        return MarkdownMessage(text: String(text), spans: spans)
    }
}
