import SteadyBubbles
import SteadyJSON
import SteadyText

/// A message's `"bubble"`: the chat row's parts around its text
/// (Docs/steady-measure.md, "Bubbles"), read strictly.
///
/// ```json
/// {"id": "m1", "text": "See you at 11!", "bubble": {"name": "Ana", "time": "12:30",
///  "quote": {"name": "Bo", "text": "Brunch?"}, "style": {"maxWidth": 400}}}
/// ```
///
/// Every field is optional; an unknown one is an error naming it, as is a
/// field of the wrong type. The message's `"text"` (or `"markdown"`) and
/// `"spans"` are the bubble's text, set when the message is measured.
/// Whether the media's aspect ratio is a positive number is
/// ``Bubble/init(_:style:fonts:)``'s check, and the style is read over the
/// run's when the message is measured, as spans are checked then.
package struct InputBubble: Equatable, Sendable {
    /// The parts; the text and spans are left empty here.
    package var content = BubbleContent(text: "")
    /// The bubble's own `"style"`, as written: read over the run's style
    /// when measured (``InputBubbleStyle``), since that is known only then.
    package var style: JSONValue?

    /// Reads `value`, the `"bubble"` of a message.
    ///
    /// - Throws: ``InputError`` naming the part: `bubble: unknown part
    ///   "colour"`, `bubble.quote.text: not a string, found 3`.
    package init(_ value: JSONValue) throws(InputError) {
        let bubble = try InputObject(value, path: "bubble")
        for member in bubble.members {
            switch member.key {
            case "direction":
                guard case .string(let name) = member.value, let direction = BubbleContent.Direction(rawValue: name) else {
                    throw bubble.wrongType(member, #""incoming" or "outgoing""#)
                }
                content.direction = direction
            case "groupStart": content.startsGroup = try bubble.bool(member)
            case "name": content.name = try bubble.string(member)
            case "quote": content.quote = try Self.quote(bubble.object(member))
            case "media": content.media = try Self.media(bubble.object(member))
            case "time": content.time = try bubble.string(member)
            case "reactions": content.reactions = try bubble.string(member)
            case "date": content.date = try bubble.string(member)
            case "style": style = member.value
            default: throw bubble.unknown(member.key, what: "part")
            }
        }
    }

    /// `{"name": "Bo", "text": "Brunch?"}`: the text is required.
    private static func quote(_ quote: InputObject) throws(InputError) -> BubbleContent.Quote {
        var name: String?
        var text: String?
        for member in quote.members {
            switch member.key {
            case "name": name = try quote.string(member)
            case "text": text = try quote.string(member)
            default: throw quote.unknown(member.key)
            }
        }
        guard let text else { throw quote.missing("text") }
        return BubbleContent.Quote(name: name, text: text)
    }

    /// `{"aspectRatio": 1.5}`: required.
    private static func media(_ media: InputObject) throws(InputError) -> BubbleContent.Media {
        var ratio: Double?
        for member in media.members {
            switch member.key {
            case "aspectRatio": ratio = try media.number(member)
            default: throw media.unknown(member.key)
            }
        }
        guard let ratio else { throw media.missing("aspectRatio") }
        return BubbleContent.Media(aspectRatio: ratio)
    }
}
