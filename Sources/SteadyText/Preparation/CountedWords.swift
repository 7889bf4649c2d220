/// The words ``LinePrefixes`` counts lines in, and their running totals: a
/// word is a segment and the segments after it that a line cannot break
/// before (inside a Thai run, one segment a grapheme), so that a line holds
/// whole words and the count tests one total a word.
///
/// A newline is a word of its own, and the word after it starts anew.
struct CountedWords: Sendable {
    /// Each word's totals, in em: from the text's start to its content's end
    /// (the last segment's hanging spaces excluded), and to the next word.
    let totals: [Total]
    /// The last segment of each word; empty when each segment is a word.
    private let lastSegments: [Int32]
    /// How many bidi items start elsewhere than a line's start (after a
    /// newline): each may round a line's width up by 1/64 px more than the
    /// totals tell (``LinePrefixes`` leaves a line that close to the walk).
    let itemStarts: Int
    /// The words, in order, where a line that starts breaks otherwise than
    /// the whole text: in a dictionary run, ICU restarted there segments the
    /// rest of the run anew (``DictionaryRun``). A count that starts a line at
    /// one leaves the text to the walk.
    let restartingWords: [Int32]

    /// One word's totals: the width from the text's start to the word's
    /// content end (hanging spaces excluded), then to where the next word
    /// starts, in em.
    struct Total {
        var end: Double
        var next: Double
    }

    /// No words: a text the count does not lay out.
    /// How many boxes the text holds: each is a `LayoutUnit` truncated
    /// from its width in em, up to 1/64 px narrower than its total tells
    /// (``LinePrefixes`` leaves a line that close to the walk).
    let boxes: Int

    static let none = CountedWords(totals: [], lastSegments: [], itemStarts: 0, boxes: 0, restartingWords: [])

    private init(totals: [Total], lastSegments: [Int32], itemStarts: Int, boxes: Int, restartingWords: [Int32]) {
        self.totals = totals
        self.lastSegments = lastSegments
        self.itemStarts = itemStarts
        self.boxes = boxes
        self.restartingWords = restartingWords
    }

    /// The number of words (0 when the count does not lay the text out).
    var count: Int { totals.count }

    /// The segments of word `w`.
    @inline(__always)
    func segments(of w: Int) -> ClosedRange<Int> {
        if lastSegments.isEmpty { return w...w }
        return (w == 0 ? 0 : Int(lastSegments[w - 1]) + 1)...Int(lastSegments[w])
    }

    /// The words of a prepared text, or ``none`` when the count cannot lay it
    /// out: a text with a tab or a soft hyphen.
    init(segments: [SegmentMetrics], segmentStarts: [Int32], dictionaryRuns: [DictionaryRun],
         segmentRuns: [Int32]) {
        var lastSegments: [Int32] = []
        var isSegmentAWord = true
        var itemStarts = 0
        var boxes = 0
        for k in segments.indices {
            let flags = segments[k].flags
            guard flags.isDisjoint(with: [.tab, .softHyphen]) else { self = .none; return }
            if flags.contains(.box) { boxes += 1 }
            let startsLine = k == 0 || flags.contains(.newline) || segments[k - 1].flags.contains(.newline)
            if !startsLine && flags.contains(.startsItem) { itemStarts += 1 }
            if k > 0 && !startsLine && !flags.contains(.breakBefore) {
                // Glued to the word before: that word does not end at k - 1.
                if isSegmentAWord {
                    // Room for a word a segment: it grows no more.
                    lastSegments.reserveCapacity(segments.count)
                    lastSegments.append(contentsOf: 0..<Int32(k - 1))
                    isSegmentAWord = false
                }
                continue
            }
            if k > 0 && !isSegmentAWord { lastSegments.append(Int32(k - 1)) }
        }
        if !isSegmentAWord { lastSegments.append(Int32(segments.count - 1)) }
        // Each run's segments, found in one pass: they are consecutive, and the
        // runs come in the text's order. (Filtering all segments once per run
        // would make a text of many runs, Thai words between spaces, quadratic.)
        var runSegments = [Range<Int>](repeating: 0..<0, count: dictionaryRuns.count)
        var k = 0
        while k < segmentRuns.count {
            let run = segmentRuns[k]
            let first = k
            while k < segmentRuns.count && segmentRuns[k] == run { k += 1 }
            if run >= 0 { runSegments[Int(run)] = first..<k }
        }
        var restartingSegments: [Int] = []
        var searchSteps = segmentRuns.count
        for index in dictionaryRuns.indices {
            restartingSegments += Self.restartingSegments(dictionaryRuns[index], segments: segments,
                                                          inRun: runSegments[index], segmentStarts: segmentStarts,
                                                          steps: &searchSteps)
        }
        WorkCount.add(.restartSearch, searchSteps)

        // The totals of every segment, as a line sums them, kept at words' ends.
        var totals: [Total] = []
        totals.reserveCapacity(isSegmentAWord ? segments.count : lastSegments.count)
        var total = 0.0
        var contentEnd = 0.0    // where the content of the segments so far ends
        var word = 0
        var restartingWords: [Int32] = []
        var restarting = restartingSegments.sorted()[...]
        for (k, segment) in segments.enumerated() {
            // A word that starts here (a line may break before it) restarts differently.
            if restarting.first == k {
                restartingWords.append(Int32(word))
                restarting.removeFirst()
            }
            // A newline's line ends where the content before it does: the
            // spaces before a forced break hang, as at a wrap.
            let end = segment.flags.contains(.newline) ? contentEnd : total + segment.contentWidth
            let entry = Total(end: end, next: total + segment.contentWidth + segment.spaceWidth)
            contentEnd = entry.end
            total = entry.next
            if isSegmentAWord || Int(lastSegments[word]) == k {
                totals.append(entry)
                word += 1
            }
        }
        self = CountedWords(totals: totals, lastSegments: isSegmentAWord ? [] : lastSegments, itemStarts: itemStarts, boxes: boxes,
                            restartingWords: restartingWords)
    }

    /// The segments a line may start at (a break) inside `run` where it breaks
    /// otherwise than the whole text. Chromium restarts its break iterator at
    /// each line's start, and a dictionary segments the rest of a run anew
    /// (``DictionaryRun``); for most breaks, restarting at a word's start finds
    /// the same words (95% of generated Thai chat has no other). A line that
    /// starts inside a word (after break-word split it) is left to the walk.
    ///
    /// `inRun` is the run's segments. A run is at most
    /// ``DictionaryRuns/maximumLength`` code units, so the search for it is
    /// bounded; `steps` counts the segments it visits (``WorkCount``).
    private static func restartingSegments(_ run: DictionaryRun, segments: [SegmentMetrics],
                                           inRun: Range<Int>, segmentStarts: [Int32], steps: inout Int) -> [Int] {
        var found: [Int] = []
        for k in inRun where segmentStarts[k] > run.start && segments[k].flags.contains(.breakBefore) {
            guard let breaks = run.breaks(afterRestartAt: segmentStarts[k]) else { continue }
            // Both ascend: walk them together.
            var next = 0
            for j in (k + 1)..<inRun.upperBound {
                steps += 1
                let offset = segmentStarts[j] - run.start
                while next < breaks.count && breaks[next] < offset { next += 1 }
                let restartBreaks = next < breaks.count && breaks[next] == offset
                if restartBreaks != segments[j].flags.contains(.breakBefore) {
                    found.append(k)
                    break
                }
            }
        }
        return found
    }
}
