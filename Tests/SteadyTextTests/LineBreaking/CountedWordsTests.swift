import Testing
@testable import SteadyText

/// ``CountedWords`` groups segments into the words a line holds whole, and
/// declines the texts the count would get wrong.
@Suite struct CountedWordsTests {
    /// A segment `width` em wide, with no trailing space.
    func segment(_ width: Double, _ flags: SegmentFlags) -> SegmentMetrics {
        SegmentMetrics(contentWidth: width, spaceWidth: 0, fontMask: .primary, endAdjustment: 0,
                       contentOtherWidth: 0, contentSecondWidth: 0, flags: flags)
    }

    /// Four graphemes of one dictionary run; a line may break before the third.
    var run: [SegmentMetrics] {
        [segment(1, .startsItem), segment(2, []), segment(4, .breakBefore), segment(8, [])]
    }

    func words(_ segments: [SegmentMetrics], restartBreaks: [Int32: [Int32]]) -> CountedWords {
        CountedWords(segments: segments, segmentStarts: [0, 1, 2, 3, 4],
                     dictionaryRuns: [DictionaryRun(start: 0, end: 4,
                                                    restarts: DictionaryRestarts(table: restartBreaks, count: 4))],
                     segmentRuns: [0, 0, 0, 0])
    }

    @Test func segmentsALineCannotBreakBetweenAreOneWord() {
        let words = words(run, restartBreaks: [1: [2], 2: [], 3: []])
        #expect(words.count == 2)
        #expect(words.segments(of: 0) == 0...1)
        #expect(words.segments(of: 1) == 2...3)
        #expect(words.totals.map(\.end) == [3, 15])
    }

    /// A line starting at the break before the third grapheme would, with ICU
    /// restarted there, also break before the fourth: the whole text's breaks
    /// no longer hold there, and the count leaves a line that starts there to
    /// the walk.
    @Test func aWordWhereARestartBreaksOtherwiseIsMarked() {
        let restarting = words(run, restartBreaks: [1: [2], 2: [3], 3: []])
        #expect(restarting.count == 2)
        #expect(restarting.restartingWords == [1])
        #expect(words(run, restartBreaks: [1: [2], 2: [], 3: []]).restartingWords == [])
        // A restart inside a word (where only break-word starts a line) does not matter.
        #expect(words(run, restartBreaks: [1: [3], 2: [], 3: []]).restartingWords == [])
    }

    func words(_ segments: [SegmentMetrics]) -> CountedWords {
        CountedWords(segments: segments, segmentStarts: (0...segments.count).map { Int32($0) }, dictionaryRuns: [],
                     segmentRuns: [])
    }

    @Test func tabsAndSoftHyphensAreNotCounted() {
        #expect(words([segment(1, []), segment(1, .breakBefore)]).count == 2)
        for flags: SegmentFlags in [[.breakBefore, .tab], [.breakBefore, .softHyphen]] {
            #expect(words([segment(1, []), segment(1, flags)]).count == 0, "\(flags)")
        }
    }

    /// A bidi item that starts on a line is counted, to widen the count's
    /// doubt by its rounding; one after a newline starts a line, and a word.
    @Test func itemStartsOnALineAreCountedForTheirRounding() {
        let inside = words([segment(1, []), segment(1, .startsItem), segment(1, [.breakBefore, .startsItem])])
        #expect(inside.count == 2)
        #expect(inside.segments(of: 0) == 0...1)
        #expect(inside.itemStarts == 2)
        let lines = words([segment(1, []), segment(0, [.newline, .startsItem]), segment(1, .startsItem)])
        #expect(lines.count == 3)
        #expect(lines.itemStarts == 0)
    }
}
