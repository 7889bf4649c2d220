import SteadyJSON

/// A JSON object read strictly, for the nested parts of a message
/// (`"bubble"`, its `"quote"`, a bubble style): no key twice, and every
/// problem named by its path, as in `bubble.quote.text: not a string, found
/// a number`.
///
/// Which keys are known is the reader's question (it throws ``unknown(_:)``
/// for the others); the members stay in the order written, so that of two
/// bad fields the first written is the one reported, on every run.
package struct InputObject {
    /// The object's name in messages ("bubble", "bubble.quote"); empty for a
    /// file's top level, whose fields are named alone.
    package let path: String
    /// Its members, in the order written.
    package let members: [JSONMember]

    /// Reads `value` as the object at `path`.
    ///
    /// - Throws: ``InputError`` when `value` is not an object or repeats a key.
    package init(_ value: JSONValue, path: String) throws(InputError) {
        self.path = path
        guard case .object(let members) = value else {
            throw InputError(Self.prefixed(path, "not an object, found \(Self.describe(value))"))
        }
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            throw InputError(Self.prefixed(path, "duplicate key \(quoted(member.key))"))
        }
        self.members = members
    }

    /// The name of the field `key` in messages: `bubble.quote.text`.
    package func name(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The error for a key the reader does not know; `what` is the word for
    /// it ("part", "field").
    package func unknown(_ key: String, what: String = "field") -> InputError {
        InputError(Self.prefixed(path, "unknown \(what) \(quoted(key))"))
    }

    /// The error for a required field not given.
    package func missing(_ key: String) -> InputError {
        InputError(Self.prefixed(path, "missing \(quoted(key))"))
    }

    package func string(_ member: JSONMember) throws(InputError) -> String {
        guard case .string(let text) = member.value else { throw wrongType(member, "a string") }
        return text
    }

    package func bool(_ member: JSONMember) throws(InputError) -> Bool {
        guard case .bool(let value) = member.value else { throw wrongType(member, "true or false") }
        return value
    }

    /// A number as `Double` reads its token: one too large for a `Double` is
    /// infinite, which the style's or the media's own checks refuse.
    package func number(_ member: JSONMember) throws(InputError) -> Double {
        guard case .number(let token) = member.value, let value = Double(token) else {
            throw wrongType(member, "a number")
        }
        return value
    }

    /// A whole number, however written (`3`, `3.0`, `3e0`), of at most 2⁵³
    /// in size, where every whole number is still a `Double`.
    package func integer(_ member: JSONMember) throws(InputError) -> Int {
        guard case .number(let token) = member.value, let value = Double(token),
              value.rounded() == value, abs(value) <= 0x1p53 else {
            throw wrongType(member, "a whole number")
        }
        return Int(value)
    }

    /// The member's value as the object at its name.
    package func object(_ member: JSONMember) throws(InputError) -> InputObject {
        try InputObject(member.value, path: name(member.key))
    }

    /// `name: not EXPECTED, found WHAT`.
    package func wrongType(_ member: JSONMember, _ expected: String) -> InputError {
        InputError("\(name(member.key)): not \(expected), found \(Self.describe(member.value))")
    }

    /// `path: message`, or the message alone at a file's top level.
    package static func prefixed(_ path: String, _ message: String) -> String {
        path.isEmpty ? message : "\(path): \(message)"
    }

    /// What was found, for messages: a string or a number as written, else its kind.
    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return quoted(text.count > 40 ? String(text.prefix(40)) + "…" : text)
        case .number(let token): return token.count > 40 ? "a number" : token
        default: return value.kindDescription
        }
    }
}
