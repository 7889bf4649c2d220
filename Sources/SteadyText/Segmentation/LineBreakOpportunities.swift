/// Where a line may break, by the rules of Blink's `LazyLineBreakIterator`
/// (`word-break: normal`, breaking after a run of spaces).
///
/// Three layers, in order, as in Blink:
/// 1. Spaces: never break before a space, tab or newline; always break after a
///    run of them, before whatever follows ("hello |!", "( |hello").
/// 2. Latin-1 pairs: when both characters are in U+0021–U+00FF, a pair table
///    decides: ICU's answer for the pair alone, overridden for ASCII by the
///    old WebKit rules (break after `-` and `?`, before `(` `[` `{` `<`, never
///    at `/`; `-` before a digit breaks only after a letter or digit).
/// 3. Otherwise ICU's line iterator over the whole text.
enum LineBreakOpportunities {
    /// For each UTF-16 offset `i` in `0...text.count`, whether a line may
    /// break before `text[i]`. Offset 0 never is; `text.count` always is.
    ///
    /// - Complexity: O(n), and ICU is asked only for pairs outside Latin-1.
    static func compute(_ text: UnsafeBufferPointer<UInt16>, breaker: Breaker, pairs: LatinPairTable) -> [Bool] {
        let n = text.count
        var result = [Bool](repeating: false, count: n + 1)
        if n == 0 { return result }
        result[n] = true
        var icuReady = false
        var nextICUBreak = -1
        for i in 1..<n {
            let current = text[i]
            let last = text[i - 1]
            if isBreakableSpace(current) { continue }
            if isBreakableSpace(last) { result[i] = true; continue }
            if last < 0x21 || current < 0x21 { continue }
            if last == 0x2D /* - */ && isASCIIDigit(current) {
                result[i] = i >= 2 && isASCIIAlphanumeric(text[i - 2])
                continue
            }
            if last <= 0xFF && current <= 0xFF {
                result[i] = pairs.canBreak(between: last, and: current)
                continue
            }
            if !icuReady {
                breaker.setText(borrowing: text)
                icuReady = true
            }
            if nextICUBreak < i {
                nextICUBreak = breaker.following(i - 1) ?? n
            }
            result[i] = nextICUBreak == i
        }
        return result
    }

    /// Space, tab and newline: the characters a line breaks after, as a run.
    @inline(__always)
    static func isBreakableSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A
    }

    @inline(__always)
    private static func isASCIIDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }

    @inline(__always)
    private static func isASCIIAlphanumeric(_ unit: UInt16) -> Bool {
        isASCIIDigit(unit) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A)
    }
}

/// Blink's pair table for characters U+0021–U+00FF: whether a line may break
/// between two adjacent characters of that range.
///
/// Blink generates it at build time (`LineBreakData` in
/// `character_property_data_generator.cc`): ICU's line iterator on each
/// two-character string, then fixed rules for ASCII pairs. Steady builds it the
/// same way, once per process, from the same ICU rules.
struct LatinPairTable: Sendable {
    static let first: UInt16 = 0x21
    static let last: UInt16 = 0xFF
    private static let width = Int(last - first + 1)
    private var bits: [Bool]

    init(breaker: Breaker) {
        let width = Self.width
        bits = [Bool](repeating: false, count: width * width)
        for a in Self.first...Self.last {
            for b in Self.first...Self.last {
                let boundary = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 2) { pair in
                    pair[0] = a
                    pair[1] = b
                    breaker.setText(borrowing: UnsafeBufferPointer(pair))
                    return breaker.following(0) == 1
                }
                set(a, b, boundary)
            }
        }
        applyASCIIRules()
    }

    @inline(__always)
    func canBreak(between a: UInt16, and b: UInt16) -> Bool {
        bits[Int(a - Self.first) * Self.width + Int(b - Self.first)]
    }

    private mutating func set(_ a: UInt16, _ b: UInt16, _ value: Bool) {
        bits[Int(a - Self.first) * Self.width + Int(b - Self.first)] = value
    }

    private mutating func set(_ a: ClosedRange<UInt16>, _ b: ClosedRange<UInt16>, _ value: Bool) {
        for x in a { for y in b { set(x, y, value) } }
    }

    /// The old WebKit rules for ASCII pairs, applied in Blink's order
    /// (later rules win).
    private mutating func applyASCIIRules() {
        let all: ClosedRange<UInt16> = 0x21...0x7F
        func c(_ s: Unicode.Scalar) -> ClosedRange<UInt16> { UInt16(s.value)...UInt16(s.value) }
        func r(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> ClosedRange<UInt16> { UInt16(a.value)...UInt16(b.value) }
        set(all, all, false)
        for opening in ["(", "<", "[", "{"] as [Unicode.Scalar] { set(all, c(opening), true) }
        set(c("-"), all, true)
        set(c("?"), all, true)
        set(c("-"), c("$"), false)
        set(all, c("!"), false)
        set(c("?"), c("\""), false)
        set(c("?"), c("'"), false)
        for closing in [")", ",", ".", "/"] as [Unicode.Scalar] { set(all, c(closing), false) }
        set(c("-"), r("0", "9"), false)
        for closing in [":", ";", "?", "]", "}"] as [Unicode.Scalar] { set(all, c(closing), false) }
        for leading in [c("$"), c("'"), c("("), c("/"), r("0", "9"), c("<"), c("@"), r("A", "Z"),
                        c("["), r("^", "`"), r("a", "z"), c("{"), 0x7F...0x7F] {
            set(leading, all, false)
        }
    }
}
