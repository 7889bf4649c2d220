/// The key of a styled token in ``FontStack/styledTokenCache``: the word,
/// the script its leading neutral characters take, and its style runs (each
/// edge's offset in the word, with the font request and box after it), all
/// of which decide its analysis.
///
/// A word in one run of the base style is no styled token: it is the plain
/// token of ``TokenKey``, found in the threads' ``TokenCache``s as in an
/// unstyled text.
struct StyledTokenKey: Hashable, Sendable {
    /// One run of the word: from `offset` (in the word) to the next run. Two
    /// runs of one request are two spans: an item edge lies between them.
    struct Run: Hashable, Sendable {
        var offset: Int32
        var request: FontRequest
        var boxWidth: Double?
    }

    var units: [UInt16]
    var initialScript: Int32
    var runs: [Run]

    /// The key of `word`, at `start` in a text styled by `styles`, with
    /// `initialScript`, written into this key's arrays: the thread keeps one
    /// key (``PreparationScratch/styledKey``), so a word looked up costs no
    /// allocation.
    mutating func set(_ word: UnsafeBufferPointer<UInt16>, at start: Int, initialScript: Int32, styles: StyleRuns) {
        units.removeAll(keepingCapacity: true)
        units.append(contentsOf: word)
        self.initialScript = initialScript
        runs.removeAll(keepingCapacity: true)
        for u in start..<(start + word.count) where u == start || styles.runOfUnit[u] != styles.runOfUnit[u - 1] {
            let run = styles.run(at: u)
            runs.append(Run(offset: Int32(u - start), request: styles.requests[run.font], boxWidth: run.boxWidth))
        }
    }
}
