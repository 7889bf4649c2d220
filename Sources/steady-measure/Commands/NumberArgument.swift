import SteadyText

/// Parsing numbers given on the command line.
///
/// Stricter than `Double(_:)`, which also takes `nan`, `inf` and hex floats
/// such as `0x1p4`: a width in px is written in decimal or not at all.
enum NumberArgument {
    /// A positive, finite decimal number: `300`, `22.5`, `.5`, `1e2`.
    /// Surrounding spaces are allowed; `0`, negatives, `1e309` (infinite) are not.
    static func positive(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces()
        guard let value = DecimalNumber.value(of: trimmed), value.isFinite, value > 0 else { return nil }
        return value
    }

    /// A positive whole number that fits an `Int`: `1`, `16`.
    static func positiveInteger(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy(isDigit), let value = Int(trimmed), value > 0 else { return nil }
        return value
    }

    /// The device pixel ratios accepted (``LayoutLimits/devicePixelRatios``), for messages.
    static let ratioRange = "0.01 to 100"

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces.
    func trimmingSpaces() -> String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
              let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return "" }
        return String(self[first...last])
    }
}
