import SteadyJSON
import SteadyText

/// Reads a message's `"spans"` (Docs/steady-measure.md, "Styled text: spans"): a list of
/// `{"start": S, "end": E, "weight": W, "style": "italic", "family": "F", "box": B}`.
///
/// This checks each span's shape (the fields' types); whether the spans fit
/// the text and the stack is ``TextSpan/validate(_:utf16:fonts:)``'s
/// question, asked when the message is measured. Unknown fields are ignored,
/// as a message's are.
package enum InputSpans {
    /// The spans of `value`, in the list's order.
    ///
    /// - Throws: ``InputError`` naming the span (counted from 1) and the field.
    package static func read(_ value: JSONValue) throws(InputError) -> [TextSpan] {
        guard case .array(let items) = value else {
            throw InputError(#""spans" is \#(value.kindDescription), not an array"#)
        }
        var spans: [TextSpan] = []
        spans.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
            spans.append(try span(item, place: k + 1))
        }
        return spans
    }

    private static func span(_ value: JSONValue, place: Int) throws(InputError) -> TextSpan {
        func failure(_ problem: String) -> InputError { InputError("span \(place): \(problem)") }
        guard case .object(let members) = value else {
            throw failure("expected an object, found \(value.kindDescription)")
        }
        var fields: [String: JSONValue] = [:]
        for member in members where known.contains(member.key) {
            guard fields.updateValue(member.value, forKey: member.key) == nil else {
                throw failure("duplicate key \"\(member.key)\"")
            }
        }
        func offset(_ key: String) throws(InputError) -> Int {
            guard let field = fields[key] else { throw failure("missing \"\(key)\"") }
            guard case .number(let token) = field, let value = Int(token) else {
                throw failure("\"\(key)\" is \(describe(field)), not an integer")
            }
            return value
        }
        func number(_ key: String) throws(InputError) -> Double? {
            guard let field = fields[key] else { return nil }
            guard case .number(let token) = field, let value = Double(token) else {
                throw failure("\"\(key)\" is \(field.kindDescription), not a number")
            }
            return value
        }
        func string(_ key: String) throws(InputError) -> String? {
            guard let field = fields[key] else { return nil }
            guard case .string(let value) = field else {
                throw failure("\"\(key)\" is \(field.kindDescription), not a string")
            }
            return value
        }
        let start = try offset("start")
        let end = try offset("end")
        var style: FontFaceDescription.Style?
        if let name = try string("style") {
            guard let known = FontFaceDescription.Style(rawValue: name) else {
                throw failure("\"style\" is \"\(name)\", not \"normal\" or \"italic\"")
            }
            style = known
        }
        return TextSpan(start: start, end: end, weight: try number("weight"), style: style,
                        family: try string("family"), box: try number("box"))
    }

    private static let known: Set<String> = ["start", "end", "weight", "style", "family", "box"]

    /// A field's kind, or the number itself when it is a number but not an integer.
    private static func describe(_ value: JSONValue) -> String {
        if case .number(let token) = value { return token }
        return value.kindDescription
    }
}
