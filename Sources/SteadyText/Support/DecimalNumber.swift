/// Numbers written in decimal, the one way Steady reads a px value from text
/// (`LineHeight("22.5")`, steady-measure's options): stricter than
/// `Double(_:)`, which also takes `nan`, `inf` and hex floats such as `0x1p4`.
package enum DecimalNumber {
    /// The value of `text` when it is `[+] (digits [. digits*] | . digits) [(e|E) [+|-] digits]`,
    /// else nil. `1e309` is a decimal and gives infinity; callers check finiteness.
    package static func value(of text: String) -> Double? {
        isDecimal(text) ? Double(text) : nil
    }

    private static func isDecimal(_ text: String) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }
}
