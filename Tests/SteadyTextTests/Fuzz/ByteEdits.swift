import SteadyTestSupport

/// Bytes written over part of a file: the unit of a binary fuzz case.
struct ByteEdit: CustomStringConvertible {
    /// Where the bytes go, from the file's start.
    var offset: Int
    /// The bytes written there.
    var bytes: [UInt8]

    var description: String {
        "\(offset): " + bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// Values that sit at the edges of what a field holds, for 1, 2 and 4 bytes:
    /// zero, one, the largest and smallest signed values, all ones.
    static let edgeValues: [[UInt8]] = [
        [0x00], [0x01], [0x7F], [0x80], [0xFF],
        [0x00, 0x00], [0x00, 0x01], [0x7F, 0xFF], [0x80, 0x00], [0xFF, 0xFF],
        [0x00, 0x00, 0x00, 0x00], [0x00, 0x00, 0x00, 0x01], [0x7F, 0xFF, 0xFF, 0xFF], [0x80, 0x00, 0x00, 0x00],
        [0xFF, 0xFF, 0xFF, 0xFF],
    ]

    /// One to `most` edits inside `range` of `original`: a bit flipped, a
    /// random byte, or an edge value at an offset aligned to its size (as
    /// the fields of font tables are).
    static func random(in range: Range<Int>, of original: [UInt8], most: Int,
                       using random: inout SplitMix64) -> [ByteEdit] {
        guard !range.isEmpty else { return [] }
        return (0..<Int.random(in: 1...most, using: &random)).map { _ in
            let offset = Int.random(in: range, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                return ByteEdit(offset: offset, bytes: [original[offset] ^ (1 << UInt8.random(in: 0..<8, using: &random))])
            case 1:
                return ByteEdit(offset: offset, bytes: [UInt8.random(in: 0...255, using: &random)])
            default:
                let value = edgeValues.randomElement(using: &random)!
                let aligned = max(range.lowerBound, offset - offset % value.count)
                return ByteEdit(offset: aligned, bytes: Array(value.prefix(range.upperBound - aligned)))
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// The bytes with `edits` written over them, in order; an edit past the end is cut off.
    func applying(_ edits: [ByteEdit]) -> [UInt8] {
        var bytes = self
        for edit in edits {
            for (index, byte) in edit.bytes.enumerated() where edit.offset + index < bytes.count {
                bytes[edit.offset + index] = byte
            }
        }
        return bytes
    }
}
