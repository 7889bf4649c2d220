import SteadyBubbles
import SteadyJSON
import SteadyText

/// Reads a message line's `"bubble"`: the parts of its row around the text, as the measure
/// input describes them (`direction`, `groupStart`, `name`, `quote`, `media`, `time`,
/// `reactions`, `date`; `Templates/bubble.css` draws them).
///
/// Every part is optional; anything else in the object, a repeated part or a part of the wrong
/// type is an error, as is media whose aspect ratio is not a positive number (a row could not
/// be laid out with it).
enum BubbleDescription {
    /// Why a `"bubble"` cannot be read: one phrase for the line's error.
    struct Problem: Error {
        let reason: String
    }

    /// The row of a message of `text` with the parts `bubble` describes.
    static func content(text: String, bubble: JSONValue) throws(Problem) -> BubbleContent {
        var content = BubbleContent(text: text)
        for member in try members(bubble, of: "\"bubble\"", allowed: partNames) {
            let value = member.value
            switch member.key {
            case "direction":
                let side = try string(value, of: "direction")
                guard let direction = BubbleContent.Direction(rawValue: side) else {
                    throw Problem(reason: "\"bubble\" direction \"\(side)\": expected \"incoming\" or \"outgoing\"")
                }
                content.direction = direction
            case "groupStart":
                guard case .bool(let starts) = value else { throw wrongKind(value, of: "groupStart", expected: "true or false") }
                content.startsGroup = starts
            case "name": content.name = try string(value, of: "name")
            case "quote": content.quote = try quote(value)
            case "media": content.media = try media(value)
            case "time": content.time = try string(value, of: "time")
            case "reactions": content.reactions = try string(value, of: "reactions")
            case "date": content.date = try string(value, of: "date")
            default: break   // members(_:of:allowed:) let no other key through
            }
        }
        return content
    }

    /// The parts a bubble may have, in the order the format lists them.
    static let partNames = ["direction", "groupStart", "name", "quote", "media", "time", "reactions", "date"]

    private static func quote(_ value: JSONValue) throws(Problem) -> BubbleContent.Quote {
        var name: String?
        var text: String?
        for member in try members(value, of: "\"bubble\" quote", allowed: ["name", "text"]) {
            if member.key == "name" {
                name = try string(member.value, of: "quote name")
            } else {
                text = try string(member.value, of: "quote text")
            }
        }
        guard let text else { throw Problem(reason: "\"bubble\" quote has no \"text\"") }
        return BubbleContent.Quote(name: name, text: text)
    }

    private static func media(_ value: JSONValue) throws(Problem) -> BubbleContent.Media {
        let fields = try members(value, of: "\"bubble\" media", allowed: ["aspectRatio"])
        guard let ratio = fields.first?.value else { throw Problem(reason: "\"bubble\" media has no \"aspectRatio\"") }
        guard case .number(let token) = ratio else { throw wrongKind(ratio, of: "media aspectRatio", expected: "a number") }
        guard let number = Double(token), number.isFinite, number > 0 else {
            throw Problem(reason: "\"bubble\" media aspectRatio \(token): expected a positive number (width / height)")
        }
        return BubbleContent.Media(aspectRatio: number)
    }

    /// An object's members, each key one of `allowed` and none repeated.
    private static func members(_ value: JSONValue, of what: String, allowed: [String]) throws(Problem) -> [JSONMember] {
        guard case .object(let members) = value else {
            throw Problem(reason: "\(what) is \(value.kindDescription), not an object")
        }
        var seen: Set<String> = []
        for member in members {
            guard allowed.contains(member.key) else { throw Problem(reason: "\(what): unknown part \"\(member.key)\"") }
            guard seen.insert(member.key).inserted else { throw Problem(reason: "\(what): repeated \"\(member.key)\"") }
        }
        return members
    }

    private static func string(_ value: JSONValue, of part: String) throws(Problem) -> String {
        guard case .string(let string) = value else { throw wrongKind(value, of: part, expected: "a string") }
        return string
    }

    private static func wrongKind(_ value: JSONValue, of part: String, expected: String) -> Problem {
        Problem(reason: "\"bubble\" \(part) is \(value.kindDescription), not \(expected)")
    }
}
