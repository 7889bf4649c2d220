import SteadyBubbles
import SteadyJSON
import SteadyText

/// Reads a bubble style: an object of ``BubbleStyle``'s fields, by their
/// Swift names, each optional, over a base style. The one reader of
/// `--bubble-style FILE`, the service's `"bubbleStyle"` and a bubble's own
/// `"style"`.
///
/// ```json
/// {"maxWidth": 400, "padding": {"top": 8}, "name": {"weight": 700}, "quoteMaxLines": 3}
/// ```
///
/// Lengths are px numbers; `padding`, `quotePadding`, `reactionsPadding` and
/// `datePadding` are objects of `top`, `right`, `bottom`, `left`; `name`,
/// `quoteName`, `quoteText`, `time`, `reactions` and `date` are objects of
/// `scale` (em of the text size) and `weight`; `quoteMaxLines` is a whole
/// number. A side or a label field not given keeps the base's.
package enum InputBubbleStyle {
    /// `value`'s fields over `base`. Their values are not checked here:
    /// ``validated(_:path:)`` checks a run's style, and
    /// ``Bubble/init(_:style:fonts:)`` a message's.
    ///
    /// - Parameter path: the object's name in messages ("bubble.style",
    ///   "bubbleStyle"; empty for a file).
    /// - Throws: ``InputError`` naming the field: not an object, an unknown
    ///   or repeated field, a value of the wrong type.
    package static func read(_ value: JSONValue, over base: BubbleStyle, path: String) throws(InputError) -> BubbleStyle {
        let object = try InputObject(value, path: path)
        var style = base
        for member in object.members {
            switch field(member.key) {
            case .length(let keyPath)?: style[keyPath: keyPath] = try object.number(member)
            case .insets(let keyPath)?: try insets(object.object(member), into: &style[keyPath: keyPath])
            case .label(let keyPath)?: try label(object.object(member), into: &style[keyPath: keyPath])
            case .lineCount(let keyPath)?: style[keyPath: keyPath] = try object.integer(member)
            case nil: throw object.unknown(member.key)
            }
        }
        return style
    }

    /// `style`, when ``BubbleStyle/validate()`` passes it.
    ///
    /// - Throws: ``InputError`` naming the field at `path`:
    ///   `bubbleStyle.padding.top: the length -2 is not a length of 0 px or more`.
    package static func validated(_ style: BubbleStyle, path: String) throws(InputError) -> BubbleStyle {
        do {
            try style.validate()
        } catch {
            // The library names the field "style.<field>".
            let field = error.part.hasPrefix("style.") ? String(error.part.dropFirst("style.".count)) : error.part
            throw InputError("\(path.isEmpty ? field : "\(path).\(field)"): \(error.problem)")
        }
        return style
    }

    /// How a field's value is read.
    private enum Field {
        case length(WritableKeyPath<BubbleStyle, Double>)
        case insets(WritableKeyPath<BubbleStyle, BubbleInsets>)
        case label(WritableKeyPath<BubbleStyle, BubbleLabelStyle>)
        case lineCount(WritableKeyPath<BubbleStyle, Int>)
    }

    /// The field named `name`, as ``BubbleStyle`` names it.
    private static func field(_ name: String) -> Field? {
        switch name {
        case "widthFraction": .length(\.widthFraction)
        case "maxWidth": .length(\.maxWidth)
        case "rowPadding": .length(\.rowPadding)
        case "groupGap": .length(\.groupGap)
        case "messageGap": .length(\.messageGap)
        case "padding": .insets(\.padding)
        case "name": .label(\.name)
        case "nameGap": .length(\.nameGap)
        case "quoteName": .label(\.quoteName)
        case "quoteText": .label(\.quoteText)
        case "quoteMaxLines": .lineCount(\.quoteMaxLines)
        case "quoteBorder": .length(\.quoteBorder)
        case "quotePadding": .insets(\.quotePadding)
        case "quoteGap": .length(\.quoteGap)
        case "mediaWidth": .length(\.mediaWidth)
        case "mediaMaxHeight": .length(\.mediaMaxHeight)
        case "mediaGap": .length(\.mediaGap)
        case "time": .label(\.time)
        case "timeGap": .length(\.timeGap)
        case "reactions": .label(\.reactions)
        case "reactionsPadding": .insets(\.reactionsPadding)
        case "reactionsBorder": .length(\.reactionsBorder)
        case "reactionsOverlap": .length(\.reactionsOverlap)
        case "reactionsInset": .length(\.reactionsInset)
        case "date": .label(\.date)
        case "datePadding": .insets(\.datePadding)
        case "dateGap": .length(\.dateGap)
        default: nil
        }
    }

    /// `{"top": 6, "right": 9, "bottom": 7, "left": 9}`, any of them.
    private static func insets(_ object: InputObject, into insets: inout BubbleInsets) throws(InputError) {
        for member in object.members {
            switch member.key {
            case "top": insets.top = try object.number(member)
            case "right": insets.right = try object.number(member)
            case "bottom": insets.bottom = try object.number(member)
            case "left": insets.left = try object.number(member)
            default: throw object.unknown(member.key)
            }
        }
    }

    /// `{"scale": 0.875, "weight": 600}`, either of them.
    private static func label(_ object: InputObject, into label: inout BubbleLabelStyle) throws(InputError) {
        for member in object.members {
            switch member.key {
            case "scale": label.scale = try object.number(member)
            case "weight": label.weight = try object.number(member)
            default: throw object.unknown(member.key)
            }
        }
    }
}
