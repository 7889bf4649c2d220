import SteadyBubbles
import SteadyJSON
import SteadyText

/// What steady-measure reads from one input line: `{"id": "m1", "text": "Hello"}`,
/// with `"spans"` when the text is styled, or `{"id": "m1", "markdown": "**Hi**"}`,
/// and `"bubble"` when it is a chat row's (``InputBubble``).
///
/// Other fields are ignored. `id` is kept as JSON text ready to echo: a
/// number's own token (`7`, `1.50`, `1e3` stay as written) or a string
/// re-encoded as valid JSON.
package struct InputMessage: Equatable, Sendable {
    /// The `id` as JSON text.
    package var idJSON: [UInt8]
    /// The message text to measure; for a Markdown message, its Markdown.
    package var text: String
    /// Its spans, as read (``InputSpans``); empty for plain text.
    package var spans: [TextSpan] = []
    /// Whether ``text`` is Markdown (`"markdown"` was given), to be
    /// converted to text and spans (SteadyMarkdown).
    package var isMarkdown = false
    /// A Markdown message's mention chips: the width in em of each
    /// `@name` drawn as a box (`"mentions": {"@ana": 2.5}`).
    package var mentionWidths: [String: Double] = [:]
    /// The chat row around the text, when `"bubble"` was given: the message
    /// is then measured as a row (``Bubble``).
    package var bubble: InputBubble?
    /// `steady-measure stream` only: `"done": true` ends the message.
    package var isDone = false

    /// Reads a message from one line's bytes (without its line end).
    ///
    /// - Throws: ``InputError`` saying why the line is not a message.
    package init(line: UnsafeBufferPointer<UInt8>, streaming: Bool = false) throws(InputError) {
        guard line.contains(where: { !Self.isWhitespace($0) }) else { throw InputError("empty line") }
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw InputError(error.description)
        }
        try self.init(value: value, streaming: streaming)
    }

    /// Reads a message from a parsed line.
    ///
    /// `id` is checked before `text` (or `markdown`), that before `spans`,
    /// and those before `bubble`. A repeated `id`, `text`, `markdown`,
    /// `spans`, `mentions` or `bubble` key is an error, since which one is
    /// meant is anyone's guess.
    ///
    /// - Parameter streaming: read `"done"` too (`steady-measure stream`);
    ///   otherwise it is an unknown field, ignored.
    package init(value: JSONValue, streaming: Bool = false) throws(InputError) {
        guard case .object(let members) = value else {
            throw InputError("expected a JSON object, found \(value.kindDescription)")
        }
        var id: JSONValue?
        var text: JSONValue?
        var markdown: JSONValue?
        var spans: JSONValue?
        var mentions: JSONValue?
        var bubble: JSONValue?
        var done: JSONValue?
        for member in members {
            switch member.key {
            case "id":
                if id != nil { throw InputError(#"duplicate key "id""#) }
                id = member.value
            case "text":
                if text != nil { throw InputError(#"duplicate key "text""#) }
                text = member.value
            case "markdown":
                if markdown != nil { throw InputError(#"duplicate key "markdown""#) }
                markdown = member.value
            case "spans":
                if spans != nil { throw InputError(#"duplicate key "spans""#) }
                spans = member.value
            case "mentions":
                if mentions != nil { throw InputError(#"duplicate key "mentions""#) }
                mentions = member.value
            case "bubble":
                if bubble != nil { throw InputError(#"duplicate key "bubble""#) }
                bubble = member.value
            case "done" where streaming:
                if done != nil { throw InputError(#"duplicate key "done""#) }
                done = member.value
            default:
                continue
            }
        }
        guard let id else { throw InputError(#"missing "id""#) }
        guard let idJSON = Self.idJSON(id) else {
            throw InputError(#""id" is \#(id.kindDescription), not a string or a number"#)
        }
        self.idJSON = idJSON
        if text != nil && markdown != nil { throw InputError(#""text" and "markdown" are both given: use one"#) }
        if let markdown {
            guard case .string(let string) = markdown else {
                throw InputError(#""markdown" is \#(markdown.kindDescription), not a string"#)
            }
            self.text = string
            isMarkdown = true
            if spans != nil { throw InputError(#""spans" cannot go with "markdown", which makes its own"#) }
            if let mentions { mentionWidths = try Self.mentionWidths(mentions) }
        } else {
            switch text {
            case nil: throw InputError(#"missing "text""#)
            case .string(let string)?: self.text = string
            case let other?: throw InputError(#""text" is \#(other.kindDescription), not a string"#)
            }
            if let spans { self.spans = try InputSpans.read(spans) }
        }
        if let bubble { self.bubble = try InputBubble(bubble) }
        switch done {
        case nil: break
        case .bool(let value)?: isDone = value
        case let other?: throw InputError(#""done" is \#(other.kindDescription), not true or false"#)
        }
    }

    /// An id's JSON text: a number's own token, a string re-encoded as valid
    /// JSON; nil for any other kind.
    package static func idJSON(_ id: JSONValue) -> [UInt8]? {
        switch id {
        case .number(let token): return Array(token.utf8)
        case .string(let string):
            var bytes: [UInt8] = []
            JSONWriter.appendString(string, to: &bytes)
            return bytes
        default: return nil
        }
    }

    /// The id of a message that cannot be read, for its error record: the
    /// JSON text of `value`'s one `"id"`, when it is an object with exactly
    /// one that is a string or a number.
    package static func idJSON(of value: JSONValue) -> [UInt8]? {
        guard case .object(let members) = value else { return nil }
        let ids = members.filter { $0.key == "id" }
        guard ids.count == 1 else { return nil }
        return idJSON(ids[0].value)
    }

    /// ``idJSON(of:)`` of a line's bytes.
    package static func idJSON(ofLine line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        (try? JSONParser.parse(line)).flatMap { idJSON(of: $0) }
    }

    /// `{"@ana": 2.5, …}`: each width a finite number of em, 0 or more.
    private static func mentionWidths(_ value: JSONValue) throws(InputError) -> [String: Double] {
        guard case .object(let members) = value else {
            throw InputError(#""mentions" is \#(value.kindDescription), not an object"#)
        }
        var widths: [String: Double] = [:]
        for member in members {
            guard case .number(let token) = member.value, let width = Double(token), width.isFinite, width >= 0 else {
                throw InputError(#""mentions": "\#(member.key)" is not a width in em, 0 or more"#)
            }
            widths[member.key] = width
        }
        return widths
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
    }
}
