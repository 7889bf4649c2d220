import SteadyJSON

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

    /// A JSON string literal, escaped as every JSON steady-measure writes.
    static func string(_ value: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.appendString(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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
