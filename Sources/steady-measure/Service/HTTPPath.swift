/// A request target's path, percent escapes decoded (RFC 3986 §2.1).
///
/// The server hands the path over as sent, so that what an escape stands for
/// is checked here: an escaped NUL (`%00`) would otherwise cut the path short
/// (`/v1/heights%00junk` served as `/v1/heights`), and a path that is not
/// UTF-8 once decoded names nothing.
enum HTTPPath {
    /// `raw` decoded, or why it cannot be.
    static func decode(_ raw: String) -> Result<String, PathError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return .failure(PathError("path: a % not followed by two hex digits"))
            }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0) else { return .failure(PathError("path: an escaped NUL (%00)")) }
        guard let path = String(validating: bytes, as: UTF8.self) else {
            return .failure(PathError("path: not UTF-8 once its escapes are decoded"))
        }
        return .success(path)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Why a path cannot be decoded; the service answers 400 with it.
    struct PathError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
