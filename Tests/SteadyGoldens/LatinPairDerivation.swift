import SteadyText

/// How the Latin pair table in `LatinPairTable+Rows.swift` is made, as Blink's
/// build-time generator makes its own: ICU's line iterator (with the shipped
/// rules) on each two-character string, then the old WebKit rules for ASCII
/// pairs. `writtenLatinPairTableIsTheRulesOne` holds the table to it; `make latin-pairs`
/// (`steady-goldens latin-pairs`) writes it.
package struct LatinPairDerivation {
    package private(set) var rows = [UInt64](repeating: 0, count: LatinPairTable.width * LatinPairTable.wordsPerRow)

    /// The table `iterator`'s rules give.
    package init(iterator: BreakIterator) {
        for a in LatinPairTable.first...LatinPairTable.last {
            for b in LatinPairTable.first...LatinPairTable.last {
                let boundary = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 2) { pair in
                    pair[0] = a
                    pair[1] = b
                    iterator.setText(borrowing: UnsafeBufferPointer(pair))
                    return iterator.following(0) == 1
                }
                set(a, b, boundary)
            }
        }
        applyASCIIRules()
    }

    private mutating func set(_ a: UInt16, _ b: UInt16, _ value: Bool) {
        let column = Int(b - LatinPairTable.first)
        let word = Int(a - LatinPairTable.first) * LatinPairTable.wordsPerRow + column >> 6
        let bit = UInt64(1) << UInt64(column & 63)
        rows[word] = value ? rows[word] | bit : rows[word] & ~bit
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

    /// The Swift source of `LatinPairTable+Rows.swift`.
    package var rowsSource: String {
        var source = """
            // Written by `make latin-pairs` from LatinPairDerivation (Tests/SteadyGoldens)
            // with Chromium's line break rules (BreakRules/); UnicodeShimTests holds it to them.
            // Do not edit.

            extension LatinPairTable {
                /// Row `a - 0x21` (four words) for each first character `a`, U+0021 to U+00FF.
                static let embeddedRows: [UInt64] = [

            """
        for row in 0..<LatinPairTable.width {
            let words = (0..<LatinPairTable.wordsPerRow).map { word -> String in
                let hex = String(rows[row * LatinPairTable.wordsPerRow + word], radix: 16)
                return "0x" + String(repeating: "0", count: 16 - hex.count) + hex
            }
            source += "        " + words.joined(separator: ", ") + ",\n"
        }
        return source + "    ]\n}\n"
    }
}
