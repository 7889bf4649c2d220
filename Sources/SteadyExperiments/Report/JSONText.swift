/// A tiny JSON writer: enough for results, with numbers written the way the contract shows
/// them (`0.0`, `812.0`, `4410.5`).
struct JSONText {
    private(set) var text = ""

    /// A finite number with at least one decimal (`812.0`), at most `decimals` of them, never an
    /// exponent. Non-finite numbers become `null`.
    static func number(_ value: Double, decimals: Int = 6) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded)) + ".0"
        }
        // Swift prints the shortest text that reads back exactly; switch to fixed digits only
        // where it would use an exponent.
        let shortest = "\(rounded == 0 ? 0 : rounded)"
        if !shortest.contains("e") { return shortest }
        var digits = String(Int64((abs(rounded) * scale).rounded()))
        while digits.count <= decimals { digits = "0" + digits }
        var result = String(digits.dropLast(decimals)) + "." + String(digits.suffix(decimals))
        while result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result += "0" }
        return (rounded < 0 ? "-" : "") + result
    }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20: result += "\\u" + hex4(c.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// An object from ordered key–value pairs whose values are already JSON.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// An array of values that are already JSON.
    static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ", ") + "]"
    }
}
