/// A run of text that ICU breaks with a dictionary (Line_Break=SA: Thai, Lao,
/// Khmer, Myanmar), and where its breaks fall when a line starts inside it.
///
/// Chromium restarts its break iterator at every line start
/// (`LineBreaker` calls `SetStartOffset` with the line's first offset), and a
/// dictionary segments the rest of a run differently when it starts mid-word:
/// after break-word splits "มหาวิ|ทยาลัย", the next line breaks "ทยา|ลัย", where
/// the whole run gives no break. ``DictionaryRestarts`` knows those breaks for
/// every grapheme a line could start at.
struct DictionaryRun: Sendable {
    /// The run's UTF-16 range in the processed text.
    var start: Int32
    var end: Int32
    /// The breaks after each restart, as offsets from the run's start: shared
    /// by every text that holds the same run.
    let restarts: DictionaryRestarts

    init(start: Int32, end: Int32, restarts: DictionaryRestarts) {
        self.start = start
        self.end = end
        self.restarts = restarts
    }

    /// The break opportunities in the run when a line starts at `lineStart`,
    /// as offsets from the run's start; nil when no line can start there.
    func breaks(afterRestartAt lineStart: Int32) -> [Int32]? {
        restarts.breaks(afterRestartAt: lineStart - start)
    }

    /// Whether a line that starts at `lineStart` may break before `offset`,
    /// both inside the run; nil when the line does not start inside it.
    func canBreak(before offset: Int, lineStart: Int) -> Bool? {
        guard lineStart > Int(start) && lineStart < Int(end),
              let breaks = breaks(afterRestartAt: Int32(lineStart)) else { return nil }
        return breaks.contains(Int32(offset) - start)
    }
}

enum DictionaryRuns {
    /// Longer runs keep the whole-run breaks: restarting at each of a run's
    /// breaks costs O(length²).
    static let maximumLength = 400

    /// Finds the runs, with their restarts from `cache` when an identical run was seen before.
    ///
    /// - Parameters:
    ///   - khmer: the engine that breaks runs of Khmer in place of ICU's
    ///     (``PreparationRules/khmerEngine``); nil: ICU's. `cache` holds
    ///     restarts found by one engine only.
    ///   - breakBefore: the text's break opportunities, found with `khmer`
    ///     (``LineBreakOpportunities``): inside a run all of Khmer they are
    ///     the run's own breaks (the engine walked the same run), which its
    ///     restarts then take without walking the run again.
    static func find(_ text: UnsafeBufferPointer<UInt16>, graphemeStarts: [Bool], iterator: BreakIterator,
                     khmer: KhmerBreakEngine? = nil, breakBefore: [Bool]? = nil,
                     cache: SharedCache<[UInt16], DictionaryRestarts>) -> [DictionaryRun] {
        var runs: [DictionaryRun] = []
        ComplexContextRuns.forEach(in: text) { run in
            guard run.count <= maximumLength else { return }
            let start = run.lowerBound
            // Restarts are relative to the run's start: they depend on its text alone.
            let key = Array(text[run])
            let restarts: DictionaryRestarts
            if let cached = cache.value(for: key) {
                restarts = cached
            } else {
                var wholeRun: [Int32]? = nil
                if khmer != nil, let breakBefore, key.allSatisfy(KhmerBreakEngine.segments) {
                    wholeRun = (1..<key.count).compactMap { breakBefore[start + $0] ? Int32($0) : nil }
                }
                restarts = DictionaryRestarts(units: key, graphemeStarts: graphemeStarts[start...], iterator: iterator,
                                              khmer: khmer, wholeRun: wholeRun)
                cache.insert(restarts, for: key)
            }
            runs.append(DictionaryRun(start: Int32(start), end: Int32(run.upperBound), restarts: restarts))
        }
        return runs
    }
}
