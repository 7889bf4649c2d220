/// Where ICU breaks a dictionary run when its text starts at one of the run's
/// graphemes, as Chromium's does at each line's start (``DictionaryRun``).
///
/// A line starts at one of the run's own breaks in every layout that wraps
/// inside the run, so those restarts are computed when the run is first seen.
/// A line starts between two breaks only when break-word splits a word that
/// is wider than the line, which chat widths almost never ask for; those
/// restarts, most of the run's graphemes, are computed the first time a layout
/// asks for one and then kept. Each restart costs ICU's dictionary a pass over
/// the rest of the run (it segments the whole range it is given), so computing
/// them all made Thai text O(length²) to prepare, for answers hardly any layout
/// reads. Laying out stays arithmetic except for that first break-word.
///
/// Offsets are from the run's start. The answers depend on the run's text
/// alone: one object serves every text that holds the run
/// (``FontStack/dictionaryCache``), from any thread.
final class DictionaryRestarts: Sendable {
    /// The run's code units, which the restarts inside words are computed from.
    private let units: [UInt16]
    /// Whether a grapheme starts at each offset of the run: a line may start
    /// only there.
    private let graphemeStarts: [Bool]
    /// The breaks after a restart at each of the run's own breaks.
    private let atBreaks: [Int32: [Int32]]
    /// The breaks after a restart inside a word, as layouts asked for them.
    private let insideWords = Locked<[Int32: [Int32]]>([:])

    /// The restarts of `units`, a run whose graphemes start where
    /// `graphemeStarts` is true (at least its offsets); computes those at the
    /// run's own breaks with `breaker`.
    init(units: [UInt16], graphemeStarts: ArraySlice<Bool>, breaker: Breaker) {
        self.units = units
        self.graphemeStarts = Array(graphemeStarts.prefix(units.count))
        var atBreaks: [Int32: [Int32]] = [:]
        for start in Self.breaks(of: units, from: 0, breaker: breaker) where self.graphemeStarts[Int(start)] {
            atBreaks[start] = Self.breaks(of: units, from: Int(start), breaker: breaker)
        }
        self.atBreaks = atBreaks
    }

    /// Restarts known in advance: `table[g]` for each grapheme `g` after the
    /// first of a run of `count` code units (tests build runs this way).
    init(table: [Int32: [Int32]], count: Int) {
        units = []
        graphemeStarts = (0..<count).map { table[Int32($0)] != nil }
        atBreaks = table
    }

    /// The break opportunities inside the run when ICU's text starts at
    /// `start`, in ascending order; nil when no grapheme starts there (no line can).
    func breaks(afterRestartAt start: Int32) -> [Int32]? {
        if let breaks = atBreaks[start] { return breaks }
        guard start > 0 && Int(start) < graphemeStarts.count && graphemeStarts[Int(start)] else { return nil }
        return insideWords.withLock { known in
            if let breaks = known[start] { return breaks }
            let breaks = ShapingContext.withContext { context in
                Self.breaks(of: units, from: Int(start), breaker: context.lineBreaker)
            }
            known[start] = breaks
            return breaks
        }
    }

    /// The break opportunities strictly inside `units` after `start` when
    /// ICU's text starts at `start`, as offsets in `units`.
    private static func breaks(of units: [UInt16], from start: Int, breaker: Breaker) -> [Int32] {
        units.withUnsafeBufferPointer { run in
            breaker.setText(borrowing: UnsafeBufferPointer(rebasing: run[start...]))
            var breaks: [Int32] = []
            var offset = 0
            while let next = breaker.following(offset), start + next < run.count {
                breaks.append(Int32(start + next))
                offset = next
            }
            return breaks
        }
    }
}
