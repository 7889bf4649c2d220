/// Runs of text that ICU breaks with a dictionary (Line_Break=SA: Thai, Lao,
/// Khmer, Myanmar), and where their breaks fall when a line starts inside one.
///
/// Chromium restarts its break iterator at every line start
/// (`LineBreaker` calls `SetStartOffset` with the line's first offset), and a
/// dictionary segments the rest of a run differently when it starts mid-word:
/// after break-word splits "มหาวิ|ทยาลัย", the next line breaks "ทยา|ลัย", where
/// the whole run gives no break. Preparing finds those breaks for every grapheme
/// a line could start at, so layout stays arithmetic.
struct DictionaryRun: Sendable {
    /// The run's UTF-16 range in the processed text.
    var start: Int32
    var end: Int32
    /// For each grapheme start inside the run (not its first), the break
    /// opportunities in the run when ICU's text starts there, all as offsets
    /// from the run's start: the table depends on the run's text alone, so it
    /// is shared through the cache as it is.
    var breaksAfterRestart: [Int32: [Int32]]

    /// Whether a line that starts at `lineStart` may break before `offset`,
    /// both inside the run; nil when the line does not start inside it.
    func canBreak(before offset: Int, lineStart: Int) -> Bool? {
        guard lineStart > Int(start) && lineStart < Int(end),
              let breaks = breaksAfterRestart[Int32(lineStart) - start] else { return nil }
        return breaks.contains(Int32(offset) - start)
    }
}

enum DictionaryRuns {
    /// Longer runs keep the whole-run breaks: the table costs O(length²).
    static let maximumLength = 400

    /// Finds the runs, with their tables from `cache` when an identical run was seen before.
    static func find(_ text: UnsafeBufferPointer<UInt16>, graphemeStarts: [Bool], breaker: Breaker,
                     cache: SharedCache<[UInt16], [Int32: [Int32]]>) -> [DictionaryRun] {
        var runs: [DictionaryRun] = []
        let n = text.count
        // One load of the table, not one `static let` access per code unit.
        let table = CharacterPropertyTable.basicMultilingualPlane
        var i = 0
        while i < n {
            guard table[Int(text[i])].lineBreak == LineBreakClass.complexContext else {
                i += 1
                continue
            }
            let start = i
            while i < n && table[Int(text[i])].lineBreak == LineBreakClass.complexContext { i += 1 }
            let end = i
            guard end - start >= 2 && end - start <= maximumLength else { continue }
            // Tables are cached relative to the run's start: they depend on its text alone.
            let key = Array(text[start..<end])
            let relative: [Int32: [Int32]]
            if let cached = cache.value(for: key) {
                relative = cached
            } else {
                var table: [Int32: [Int32]] = [:]
                key.withUnsafeBufferPointer { run in
                    for g in 1..<run.count where graphemeStarts[start + g] {
                        breaker.setText(borrowing: UnsafeBufferPointer(rebasing: run[g...]))
                        var breaks: [Int32] = []
                        var offset = 0
                        while let next = breaker.following(offset), g + next < run.count {
                            breaks.append(Int32(g + next))
                            offset = next
                        }
                        table[Int32(g)] = breaks
                    }
                }
                cache.insert(table, for: key)
                relative = table
            }
            runs.append(DictionaryRun(start: Int32(start), end: Int32(end), breaksAfterRestart: relative))
        }
        return runs
    }
}
