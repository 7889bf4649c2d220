/// The CSS `line-height` of the text box.
public enum LineHeight: Sendable, Equatable, Hashable {
    /// `normal`: each line is as tall as the tallest ascent plus the deepest
    /// descent among the primary font and the fonts used on that line, each
    /// rounded to whole px at the font size.
    case normal
    /// A fixed height in px for every line, whatever fonts it uses. Any value
    /// may be given; layout clamps it (``LayoutLimits``).
    case fixed(Double)

    /// Parses `normal` or a positive, finite decimal number of px (`22`,
    /// `22.5`, `.5`, `1e2`), as CSS writes one and as `steady-measure
    /// --line-height` takes it: hex floats (`0x10`), `nan`, `inf`, numbers
    /// that overflow to infinity (`1e309`), zero and negatives give nil.
    public init?(_ text: String) {
        if text == "normal" { self = .normal; return }
        guard Self.isDecimal(text), let px = Double(text), px.isFinite, px > 0 else { return nil }
        self = .fixed(px)
    }

    /// `[+] (digits [. digits*] | . digits) [(e|E) [+|-] digits]`
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

extension LineHeight: CustomStringConvertible {
    /// `normal`, or the px: a whole number without a fraction (`22`), any
    /// other as Swift prints a `Double` (`22.5`, `1e+300`, `inf`, `nan`).
    public var description: String {
        switch self {
        case .normal: "normal"
        case .fixed(let px):
            // Whole numbers below 2⁵³ print as integers; larger ones (and
            // infinities) do not fit an Int, or would print digits no one wrote.
            px == px.rounded() && abs(px) < 0x1p53 ? String(Int(px)) : String(px)
        }
    }
}
