import SteadyJSON

/// What steady-measure reads from one input line: `{"id": "m1", "text": "Hello"}`.
///
/// Other fields are ignored. `id` is kept as JSON text ready to echo: a
/// number's own token (`7`, `1.50`, `1e3` stay as written) or a string
/// re-encoded as valid JSON.
struct InputMessage: Equatable, Sendable {
    /// The `id` as JSON text.
    var idJSON: [UInt8]
    /// The message text to measure.
    var text: String
    /// `steady-measure stream` only: `"done": true` ends the message.
    var isDone = false

    /// Reads a message from one line's bytes (without its line end).
    ///
    /// - Throws: ``InputError`` saying why the line is not a message.
    init(line: UnsafeBufferPointer<UInt8>, streaming: Bool = false) throws(InputError) {
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
    /// `id` is checked before `text`. A repeated `id` or `text` key is an
    /// error, since which one is meant is anyone's guess.
    ///
    /// - Parameter streaming: read `"done"` too (`steady-measure stream`);
    ///   otherwise it is an unknown field, ignored.
    init(value: JSONValue, streaming: Bool = false) throws(InputError) {
        guard case .object(let members) = value else {
            throw InputError("expected a JSON object, found \(value.kindDescription)")
        }
        var id: JSONValue?
        var text: JSONValue?
        var done: JSONValue?
        for member in members {
            switch member.key {
            case "id":
                if id != nil { throw InputError(#"duplicate key "id""#) }
                id = member.value
            case "text":
                if text != nil { throw InputError(#"duplicate key "text""#) }
                text = member.value
            case "done" where streaming:
                if done != nil { throw InputError(#"duplicate key "done""#) }
                done = member.value
            default:
                continue
            }
        }
        switch id {
        case nil: throw InputError(#"missing "id""#)
        case .number(let token)?: idJSON = Array(token.utf8)
        case .string(let string)?:
            var bytes: [UInt8] = []
            JSONWriter.appendString(string, to: &bytes)
            idJSON = bytes
        case let other?: throw InputError(#""id" is \#(other.kindDescription), not a string or a number"#)
        }
        switch text {
        case nil: throw InputError(#"missing "text""#)
        case .string(let string)?: self.text = string
        case let other?: throw InputError(#""text" is \#(other.kindDescription), not a string"#)
        }
        switch done {
        case nil: break
        case .bool(let value)?: isDone = value
        case let other?: throw InputError(#""done" is \#(other.kindDescription), not true or false"#)
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
    }
}

/// Why an input line is not a message; the text goes into its ``ErrorRecord``.
struct InputError: Error, Equatable, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
