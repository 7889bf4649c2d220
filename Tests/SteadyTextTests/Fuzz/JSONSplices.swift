import SteadyJSON

/// A JSON value written out with the byte range of every value and object
/// member in it, so that a fuzz case can replace, wrap or repeat one piece
/// and keep the rest of the text as it was.
struct JSONSplices {
    /// A value's place in ``bytes``.
    struct Value {
        /// Its bytes.
        var range: Range<Int>
        /// The key it is the value of, nil for an array element or the whole text.
        var key: String?
        /// The value itself.
        var value: JSONValue
    }

    /// The JSON text.
    private(set) var bytes: [UInt8] = []
    /// Every value, outermost first.
    private(set) var values: [Value] = []
    /// Every `"key": value` member's bytes.
    private(set) var members: [Range<Int>] = []
    /// Every object's bytes.
    var objects: [Range<Int>] { values.filter { if case .object = $0.value { true } else { false } }.map(\.range) }

    /// `value` written compactly (`{"a": 1, "b": [2]}`), its pieces recorded.
    init(_ value: JSONValue) {
        write(value, key: nil)
    }

    private mutating func write(_ value: JSONValue, key: String?) {
        let index = values.count
        values.append(Value(range: bytes.count..<bytes.count, key: key, value: value))
        let start = bytes.count
        switch value {
        case .null: bytes += Array("null".utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .number(let text): bytes += Array(text.utf8)
        case .string(let text): JSONWriter.appendString(text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (k, element) in elements.enumerated() {
                if k > 0 { bytes += Array(", ".utf8) }
                write(element, key: nil)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (k, member) in members.enumerated() {
                if k > 0 { bytes += Array(", ".utf8) }
                let memberStart = bytes.count
                JSONWriter.appendString(member.key, to: &bytes)
                bytes += Array(": ".utf8)
                write(member.value, key: member.key)
                self.members.append(memberStart..<bytes.count)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        values[index].range = start..<bytes.count
    }

    /// The text with `range` replaced by `replacement`.
    func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> [UInt8] {
        Array(bytes[..<range.lowerBound]) + replacement + Array(bytes[range.upperBound...])
    }
}
