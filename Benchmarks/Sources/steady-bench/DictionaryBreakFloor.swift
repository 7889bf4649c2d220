import BenchICU

/// The least line breaking an exact measurer does: ICU's line break iterator run once over
/// each distinct word that holds a character of class SA (Thai, Lao, Khmer, Myanmar).
///
/// Those words have no spaces between their words, and only ICU's dictionary says where a
/// line may break in them (Chromium asks ICU too). Every other word's breaks follow from
/// rules a table can answer (Steady's Latin-1 pairs do), so they cost nothing here: with
/// ``HarfBuzzFloor/shapeOnce(_:)`` this is a lower bound on a measurer's cold work.
/// One thread at a time (the iterator is reused).
final class DictionaryBreakFloor {
    private let breaker: OpaquePointer

    /// An ICU line break iterator; nil when ICU has no line rules.
    init?() {
        guard let breaker = bench_line_breaker_create() else { return nil }
        self.breaker = breaker
    }

    deinit { bench_line_breaker_destroy(breaker) }

    /// The words of `words` that need the dictionary, as UTF-16.
    static func dictionaryWords(_ words: [Substring]) -> [[UInt16]] {
        words.filter { $0.unicodeScalars.contains { bench_is_complex_context($0.value) != 0 } }
            .map { Array($0.utf16) }
    }

    /// Breaks each word once, timed here: the best pass's seconds, and the number of
    /// break opportunities found as a checksum.
    func breakOnce(_ words: [[UInt16]]) -> (seconds: Double, checksum: Int) {
        var checksum = 0
        let seconds = Stopwatch.bestSecondsPerPass {
            for word in words {
                checksum &+= Int(word.withUnsafeBufferPointer {
                    bench_line_breaker_count(breaker, $0.baseAddress, Int32($0.count))
                })
            }
        }
        return (seconds, checksum)
    }
}
