/// Appends JSON text to a byte buffer: the few pieces steady-measure's output
/// records and the experiments' reports are made of, without building a
/// `String` per record. The one place JSON strings are escaped.
package struct JSONWriter {
    /// The bytes written so far.
    package var bytes: [UInt8] = []

    /// An empty writer.
    package init() {}

    /// Appends `text` as it is: for keys, punctuation and pre-encoded values.
    package mutating func appendRaw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends bytes that are already JSON text.
    package mutating func appendRaw(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// Appends `value` as a JSON string, quoted and escaped.
    package mutating func appendString(_ value: String) {
        Self.appendString(value, to: &bytes)
    }

    /// Appends `value` in its shortest form (see ``JSONNumber``).
    package mutating func appendNumber(_ value: Double) {
        bytes.append(contentsOf: JSONNumber.text(value).utf8)
    }

    /// Appends `value` as a JSON integer.
    package mutating func appendInteger(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends `value` as a JSON string to `bytes`: `"` and `\` and the
    /// control characters are escaped (with the short forms where JSON has
    /// them); everything else, non-ASCII included, is copied as UTF-8.
    package static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array(#"\u00"#.utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
