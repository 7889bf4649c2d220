/// Where a line may break, by the rules of Blink's `LazyLineBreakIterator`
/// (`word-break: normal`, breaking after a run of spaces).
///
/// Three layers, in order, as in Blink:
/// 1. Spaces: never break before a space, tab or newline; always break after a
///    run of them, before whatever follows ("hello |!", "( |hello").
/// 2. Latin-1 pairs: when both characters are in U+0021–U+00FF, a pair table
///    decides: ICU's answer for the pair alone, overridden for ASCII by the
///    old WebKit rules (break after `-` and `?`, before `(` `[` `{` `<`, never
///    at `/`; `-` before a digit breaks only after a letter or digit). Not
///    after `-` before a character past ASCII: ICU decides that in context.
/// 3. Otherwise ICU's line iterator over the whole text; inside a run of
///    Khmer, for the `chromium` target, Chromium's Khmer engine
///    (``KhmerBreakEngine``), which breaks Khmer otherwise than the engine of
///    the ICU Steady links.
enum LineBreakOpportunities {
    /// For each UTF-16 offset `i` in `0...text.count`, whether a line may
    /// break before `text[i]`. Offset 0 never is; `text.count` always is.
    ///
    /// - Parameter khmer: the engine that breaks inside runs of Khmer, in
    ///   place of ICU's (``PreparationRules/khmerEngine``); nil: ICU's.
    /// - Complexity: O(n), and ICU is asked only for pairs outside Latin-1.
    static func compute(_ text: UnsafeBufferPointer<UInt16>, iterator: BreakIterator, pairs: LatinPairTable,
                        khmer: KhmerBreakEngine? = nil) -> [Bool] {
        var result: [Bool] = []
        compute(text, iterator: iterator, pairs: pairs, khmer: khmer, into: &result)
        return result
    }

    /// ``compute(_:iterator:pairs:khmer:)`` into `result`, whose memory is reused.
    static func compute(_ text: UnsafeBufferPointer<UInt16>, iterator: BreakIterator, pairs: LatinPairTable,
                        khmer: KhmerBreakEngine? = nil, into result: inout [Bool]) {
        let n = text.count
        result.refill(repeating: false, count: n + 1)
        if n == 0 { return }
        result[n] = true
        var icuReady = false
        var nextICUBreak = -1
        // The end of the last run of Khmer `khmer` broke, and its breaks.
        var khmerEnd = -1
        var khmerBreaks: [Int32] = []
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
            // After a hyphen, a character past ASCII is ICU's to judge in context:
            // "peut-|être" may break, "-être" at a word's start may not (LB20a),
            // and the pair alone reads as the latter. Blink asks ICU here too.
            if last <= 0xFF && current <= 0xFF && !(last == 0x2D && current > 0x7F) {
                result[i] = pairs.canBreak(between: last, and: current)
                continue
            }
            // Inside a run of Khmer: the engine's breaks, found for the whole
            // run at its first pair. ICU hands its engine the same run, and
            // its rules decide the run's edges, which stay ICU's.
            if let khmer, KhmerBreakEngine.segments(current) && KhmerBreakEngine.segments(last) {
                if i > khmerEnd {
                    khmerEnd = i + 1
                    while khmerEnd < n && KhmerBreakEngine.segments(text[khmerEnd]) { khmerEnd += 1 }
                    khmerBreaks.removeAll(keepingCapacity: true)
                    khmer.appendBreaks(in: text, range: (i - 1)..<khmerEnd, to: &khmerBreaks)
                    for b in khmerBreaks { result[Int(b)] = true }
                }
                continue
            }
            if !icuReady {
                iterator.setText(borrowing: text)
                icuReady = true
            }
            if nextICUBreak < i {
                nextICUBreak = iterator.following(i - 1) ?? n
            }
            result[i] = nextICUBreak == i
        }
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
/// two-character string, then fixed rules for ASCII pairs. Steady does the
/// same with the rules it ships: the derivation lives beside the test that
/// holds the table to it (`Tests/SteadyGoldens/LatinPairDerivation.swift`),
/// `make latin-pairs` writes its result to `LatinPairTable+Rows.swift`, and
/// ``shared`` reads it from there, which saves a process the 49,729 ICU calls
/// before its first message.
package struct LatinPairTable: Sendable {
    package static let first: UInt16 = 0x21
    package static let last: UInt16 = 0xFF
    package static let width = Int(last - first + 1)
    /// 64-bit words per row: bit `b - first` of row `a - first` is set when a
    /// line may break between `a` and `b`.
    package static let wordsPerRow = (width + 63) / 64
    package let rows: [UInt64]

    /// The table as written in `LatinPairTable+Rows.swift`.
    package static let shared = LatinPairTable(rows: embeddedRows)

    init(rows: [UInt64]) {
        precondition(rows.count == Self.width * Self.wordsPerRow, "a Latin pair table has 223 rows of 4 words")
        self.rows = rows
    }

    @inline(__always)
    package func canBreak(between a: UInt16, and b: UInt16) -> Bool {
        let column = Int(b - Self.first)
        return rows[Int(a - Self.first) * Self.wordsPerRow + column >> 6] >> UInt64(column & 63) & 1 == 1
    }
}

