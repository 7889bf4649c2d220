import Testing
@testable import SteadyText

/// ``LinePrefixBlock`` puts the totals of texts prepared one after another
/// side by side, and keeps each text's storage alive exactly as long as the
/// block lives.
@Suite struct LinePrefixBlockTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    /// The block counts in 8-byte words: every part of an entry must be a
    /// whole number of them, or the next part would be misaligned.
    @Test func entryPartsAreWholeWords() {
        #expect(MemoryLayout<LinePrefixes.Header>.stride % 8 == 0)
        #expect(MemoryLayout<LinePrefixes.Special>.stride % 8 == 0)
        #expect(MemoryLayout<LinePrefixes.LongWord>.stride % 8 == 0)
        #expect(MemoryLayout<LinePrefixes.Approximate>.stride == 8)
        let layout = LinePrefixes.EntryLayout(wordCount: 3, specialCount: 2, longWordCount: 1,
                                              tableWords: LinePrefixes.LongWord.tableWords(unitCount: 3))
        #expect(layout.words * 8 == MemoryLayout<LinePrefixes.Header>.stride
                + 2 * MemoryLayout<LinePrefixes.Special>.stride + MemoryLayout<LinePrefixes.LongWord>.stride
                + 3 * 8 + (4 * 8 + 24))   // 4 running widths, 3 end and 3 start adjustments
    }

    /// Consecutive texts share a block, one after the other, until it is
    /// full; a text too large for a block gets one of its own and leaves the
    /// current block current.
    @Test func consecutiveTextsLieSideBySide() {
        let texts = (0..<40).map { PreparedText("message \($0), with a few words in it", fonts: fonts) }
        var sideBySide = 0
        for (previous, next) in zip(texts, texts.dropFirst()) where previous.linePrefixes.block === next.linePrefixes.block {
            #expect(next.linePrefixes.offset > previous.linePrefixes.offset)
            sideBySide += 1
        }
        // 40 short texts fit in one or two blocks.
        #expect(sideBySide >= 38)

        // A text that starts a block, so that the block has room for the next.
        var before = PreparedText("before", fonts: fonts)
        for _ in 0..<LinePrefixBlock.standardCapacity where before.linePrefixes.offset != 0 {
            before = PreparedText("before", fonts: fonts)
        }
        #expect(before.linePrefixes.offset == 0)
        // More words than a standard block has 8-byte words: its approximate totals alone do not fit.
        let large = PreparedText(String(repeating: "word ", count: 2 * LinePrefixBlock.standardCapacity), fonts: fonts)
        let after = PreparedText("after", fonts: fonts)
        #expect(large.linePrefixes.block !== before.linePrefixes.block)
        #expect(large.linePrefixes.offset == 0)
        #expect(after.linePrefixes.block === before.linePrefixes.block)
        #expect(large.layout(width: 300, fontSize: 17, lineHeight: .normal).lineCount > 100)
    }

    /// A block releases its texts' storage when the last text in it and the
    /// thread's hold on it are gone, and not before: a text kept alone keeps
    /// its block, and lays out as it did.
    @Test func aBlockKeepsItsStorageUntilItsLastText() {
        weak var released: PreparedTextStorage?
        weak var kept: PreparedTextStorage?
        var survivor: PreparedText? = nil
        var expected: TextLayout? = nil
        do {
            // Start a block, so that the two texts share it whatever the tests
            // before left in the thread's current one.
            var opener = PreparedText("opens a block", fonts: fonts)
            for _ in 0..<LinePrefixBlock.standardCapacity where opener.linePrefixes.offset != 0 {
                opener = PreparedText("opens a block", fonts: fonts)
            }
            let first = PreparedText("released with its block", fonts: fonts)
            let second = PreparedText("kept by the text that survives", fonts: fonts)
            #expect(first.linePrefixes.block === second.linePrefixes.block && opener.linePrefixes.offset == 0)
            released = first.storage
            kept = second.storage
            survivor = second
            expected = second.layout(width: 120, fontSize: 17, lineHeight: .normal)
            // Enough texts to move the thread on to other blocks (each takes more than 8 words).
            for k in 0..<LinePrefixBlock.standardCapacity / 4 { _ = PreparedText("filler \(k) to move on", fonts: fonts) }
        }
        // The first text is gone, but its block is the survivor's.
        #expect(released != nil)
        #expect(survivor?.layout(width: 120, fontSize: 17, lineHeight: .normal) == expected)
        survivor = nil
        #expect(released == nil)
        #expect(kept == nil)
    }
}
