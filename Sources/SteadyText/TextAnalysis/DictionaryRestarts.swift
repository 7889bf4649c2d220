/// Where ICU (for Khmer, ``KhmerBreakEngine`` when given) breaks a dictionary
/// run when its text starts at one of the run's graphemes, as Chromium's does
/// at each line's start (``DictionaryRun``).
///
/// A line starts at one of the run's own breaks in every layout that wraps
/// inside the run, so those restarts are known when the run is first seen
/// (most without asking ICU again, see ``init(units:graphemeStarts:iterator:khmer:wholeRun:)``).
/// A line starts between two breaks only when break-word splits a word that
/// is wider than the line, which chat widths almost never ask for; those
/// restarts, most of the run's graphemes, are computed the first time a layout
/// asks for one and then kept. Each restart costs a dictionary engine a pass over
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
    /// The line rules the restarts are found by.
    private let rules: BreakIterator.Rules
    /// The engine that breaks the run's Khmer in place of ICU's, if any
    /// (``PreparationRules/khmerEngine``).
    private let khmer: KhmerBreakEngine?
    /// Whether a grapheme starts at each offset of the run: a line may start
    /// only there.
    private let graphemeStarts: [Bool]
    /// The breaks after a restart at each of the run's own breaks.
    private let atBreaks: [Int32: [Int32]]
    /// The code units and breaks held at creation: the run's cost in
    /// ``FontStack/dictionaryCache``.
    let storedCount: Int
    /// The breaks after a restart inside a word, as layouts asked for them.
    private let insideWords = Locked<[Int32: [Int32]]>([:])

    /// The restarts of `units`, a run whose graphemes start where
    /// `graphemeStarts` is true (at least its offsets); computes those at the
    /// run's own breaks with `iterator`, and inside runs of Khmer with
    /// `khmer` when given. `wholeRun`: the run's breaks from its start, when
    /// the caller has them (``DictionaryRuns/find(_:graphemeStarts:iterator:khmer:breakBefore:cache:)``).
    ///
    /// A restart at one of the run's own breaks mostly needs no ICU call: ICU's
    /// dictionary engines (Thai, Lao, Khmer, Burmese: `divideUpDictionaryRange`
    /// in ICU's `dictbe.cpp`) walk a range word by word, and each step depends
    /// only on where it starts, the text after it and the range's end, not on
    /// the steps before. The whole run's walk stepped from each of its breaks,
    /// so a walk that starts there takes the same steps and finds the same
    /// breaks, unless its range is too short to start at all (fewer than two
    /// words' worth of characters: the engines' minimum span). That holds when
    /// the run is one engine's range (one script's block) and the rest is
    /// longer than ``shortestCopiedRest``; otherwise ICU is asked, as inside
    /// words. Chromium's Khmer engine walks the same way (``KhmerBreakEngine``).
    /// `DictionaryRestartsTests` holds the two to each other in all four scripts.
    init(units: [UInt16], graphemeStarts: ArraySlice<Bool>, iterator: BreakIterator, khmer: KhmerBreakEngine? = nil,
         wholeRun: [Int32]? = nil) {
        self.units = units
        rules = iterator.rules
        self.khmer = khmer
        self.graphemeStarts = Array(graphemeStarts.prefix(units.count))
        let wholeRun = wholeRun ?? Self.breaks(of: units, from: 0, iterator: iterator, khmer: khmer)
        let isOneEngineRange = Self.isOneEngineRange(units)
        var atBreaks: [Int32: [Int32]] = [:]
        var copied = 0
        for (k, start) in wholeRun.enumerated() where self.graphemeStarts[Int(start)] {
            if isOneEngineRange && units.count - Int(start) > Self.shortestCopiedRest {
                atBreaks[start] = Array(wholeRun[(k + 1)...])
                copied += wholeRun.count - k - 1
            } else {
                atBreaks[start] = Self.breaks(of: units, from: Int(start), iterator: iterator, khmer: khmer)
            }
        }
        WorkCount.add(.dictionaryBreaks, copied)
        self.atBreaks = atBreaks
        self.storedCount = units.count + atBreaks.values.reduce(0) { $0 + $1.count }
    }

    /// The shortest rest of a run (in code units, which are its code points)
    /// whose restart is copied from the whole run's breaks: twice the engines'
    /// minimum span of 4, below which a walk finds no break at all.
    static let shortestCopiedRest = 8

    /// Whether every code unit of the run lies in one dictionary engine's
    /// block (Thai, Lao, Myanmar or Khmer), so that ICU hands the whole run to
    /// one engine as one range. A run that mixes scripts, or holds characters
    /// of another block (Myanmar Extended, Tai Tham, ...), is restarted by ICU.
    static func isOneEngineRange(_ units: [UInt16]) -> Bool {
        guard let first = units.first else { return false }
        let blocks: [ClosedRange<UInt16>] = [0x0E00...0x0E7F, 0x0E80...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF]
        guard let block = blocks.first(where: { $0.contains(first) }) else { return false }
        return units.allSatisfy { block.contains($0) }
    }

    /// Restarts known in advance: `table[g]` for each grapheme `g` after the
    /// first of a run of `count` code units (tests build runs this way).
    init(table: [Int32: [Int32]], count: Int) {
        units = []
        rules = .line
        khmer = nil
        graphemeStarts = (0..<count).map { table[Int32($0)] != nil }
        atBreaks = table
        storedCount = count + table.values.reduce(0) { $0 + $1.count }
    }

    /// The break opportunities inside the run when ICU's text starts at
    /// `start`, in ascending order; nil when no grapheme starts there (no line can).
    func breaks(afterRestartAt start: Int32) -> [Int32]? {
        if let breaks = atBreaks[start] { return breaks }
        guard start > 0 && Int(start) < graphemeStarts.count && graphemeStarts[Int(start)] else { return nil }
        return insideWords.withLock { known in
            if let breaks = known[start] { return breaks }
            let breaks = BreakIterators.perThread.with { iterators in
                Self.breaks(of: units, from: Int(start), iterator: iterators.line(rules), khmer: khmer)
            }
            known[start] = breaks
            return breaks
        }
    }

    /// The break opportunities strictly inside `units` after `start` when
    /// ICU's text starts at `start`, as offsets in `units`; inside runs of
    /// Khmer, `khmer`'s when given.
    private static func breaks(of units: [UInt16], from start: Int, iterator: BreakIterator,
                               khmer: KhmerBreakEngine?) -> [Int32] {
        WorkCount.add(.dictionaryBreaks, units.count - start)
        return units.withUnsafeBufferPointer { run in
            var breaks: [Int32] = []
            // All Khmer: ICU's rules find no break inside, only its engine, whose place the given one takes.
            if let khmer, run[start...].allSatisfy(KhmerBreakEngine.segments) {
                khmer.appendBreaks(in: run, range: start..<run.count, to: &breaks)
                return breaks
            }
            iterator.setText(borrowing: UnsafeBufferPointer(rebasing: run[start...]))
            var offset = 0
            while let next = iterator.following(offset), start + next < run.count {
                breaks.append(Int32(start + next))
                offset = next
            }
            if let khmer { replaceKhmerBreaks(&breaks, in: run, from: start, with: khmer) }
            return breaks
        }
    }

    /// Puts `khmer`'s breaks in place of ICU's (`breaks`) inside each run of
    /// Khmer of `run` after `start`, where the run mixes Khmer with another
    /// script; its edges stay ICU's.
    private static func replaceKhmerBreaks(_ breaks: inout [Int32], in run: UnsafeBufferPointer<UInt16>, from start: Int,
                                           with khmer: KhmerBreakEngine) {
        var ranges: [Range<Int>] = []
        var i = start
        while i < run.count {
            guard KhmerBreakEngine.segments(run[i]) else { i += 1; continue }
            let rangeStart = i
            while i < run.count && KhmerBreakEngine.segments(run[i]) { i += 1 }
            ranges.append(rangeStart..<i)
        }
        guard !ranges.isEmpty else { return }
        breaks.removeAll { b in ranges.contains { $0.lowerBound < Int(b) && Int(b) < $0.upperBound } }
        for range in ranges { khmer.appendBreaks(in: run, range: range, to: &breaks) }
        breaks.sort()
    }
}
