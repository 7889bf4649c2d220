/// A parsed JSON value, as ``JSONParser`` reads it.
///
/// Numbers keep their token text rather than a `Double`: an `id` such as `1.50`
/// or `12345678901234567890` must be echoed exactly as given, and a `Double`
/// would lose both. Objects keep their members in order, duplicates included,
/// so the caller decides what a repeated key means.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number, as its token text (already checked against RFC 8259's grammar).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The value's kind as a phrase for messages: "an object", "a string", "null", …
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Equatable, Sendable {
    package var key: String
    package var value: JSONValue
}
