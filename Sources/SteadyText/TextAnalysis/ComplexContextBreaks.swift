/// Where Firefox breaks lines inside runs of Thai, Lao, Khmer and Burmese
/// (Line_Break=SA, complex context), in place of ICU's dictionaries.
///
/// Firefox ESR 153 finds break opportunities with ICU4X's `LineSegmenter`
/// (`create_auto`; the pref `intl.icu4x.segmenter.enabled`), which Gecko's
/// `nsLineBreaker` runs on each word, the text between spaces. Where two
/// characters of class SA meet, ICU4X takes the whole run of SA characters
/// from there, cuts it into pieces of one language
/// (``ComplexContextLanguage``) and segments each piece with that language's
/// LSTM model (``LSTMWordBreaks``), or not at all when there is none. Its
/// breaks in the run are then:
///
/// - the models' word ends inside each piece, and each piece's end;
/// - the run's end, before whatever follows in the word: "ទេ|?" breaks
///   before the question mark, where ICU's rules keep it on the line.
///
/// Firefox ships no dictionary for these scripts; the models decide alone.
/// The breaks depend on the run's text only, computed once per text (Gecko
/// keeps them for every line, unlike Chromium, which restarts its iterator at
/// each line's start: ``DictionaryRuns``).
///
/// Evidence (Docs/engines.md, "Firefox"): libxul.so holds `icu_segmenter`'s
/// `complex/lstm` code and the four models `<Script>_codepoints_exclusive_model4_heavy`,
/// and no Thai, Lao, Khmer or Burmese dictionary; with these breaks every
/// case of the Firefox goldens in these scripts matches (364 that ICU's
/// breaks did not), and leaving out the run's end loses 80 of them again.
enum ComplexContextBreaks {
    /// Replaces the break opportunities `breakBefore` holds inside each run of
    /// SA characters of `text` with Firefox's, and adds one at the run's end
    /// unless a space or a line feed ends the word there. Runs already segmented are found in
    /// `cache`; `scratch` does the arithmetic. A text with no SA character is
    /// read once and left as it is.
    static func apply(to text: UnsafeBufferPointer<UInt16>, breakBefore: inout [Bool],
                      cache: SharedCache<[UInt16], [Int32]>, scratch: LSTMWordBreaks) {
        let n = text.count
        // A lone SA character is ICU4X's AL: the rules alone decide around it.
        ComplexContextRuns.forEach(in: text) { run in
            let (start, end) = (run.lowerBound, run.upperBound)
            let breaks = runBreaks(Array(text[run]), cache: cache, scratch: scratch)
            for k in (start + 1)..<end { breakBefore[k] = false }
            for b in breaks where Int(b) < end - start { breakBefore[start + Int(b)] = true }
            if end < n && !endsWord(text[end]) { breakBefore[end] = true }
        }
    }

    /// The breaks ICU4X finds in `run` (all of class SA), as offsets from its
    /// start, ending with its length.
    static func runBreaks(_ run: [UInt16], cache: SharedCache<[UInt16], [Int32]>,
                          scratch: LSTMWordBreaks) -> [Int32] {
        if let cached = cache.value(for: run) { return cached }
        var breaks: [Int32] = []
        var start = 0
        while start < run.count {
            let language = ComplexContextLanguage(run[start])
            var end = start + 1
            while end < run.count && ComplexContextLanguage(run[end]) == language { end += 1 }
            if let language {
                let first = breaks.count
                scratch.breaks(of: run[start..<end], model: .of(language), into: &breaks)
                for k in first..<breaks.count { breaks[k] += Int32(start) }
            } else {
                breaks.append(Int32(end))
            }
            start = end
        }
        cache.insert(breaks, for: run)
        return breaks
    }

    /// Whether `unit` ends the word `nsLineBreaker` hands ICU4X: a space, tab
    /// or carriage return (its `IsSegmentSpace` when ICU4X segments), or a
    /// line feed. A zero width space does not: the run's end before it is a
    /// break, as before any other character of the word.
    @inline(__always)
    private static func endsWord(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }
}
