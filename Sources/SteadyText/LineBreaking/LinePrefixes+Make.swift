// Writing an entry, once, when a text is prepared.
extension LinePrefixes {
    /// What a word adds to the count besides its totals: its segments'
    /// numbers, as a line that holds it sums them.
    struct WordMetrics {
        /// The width of the word's content drawn in other-scale fonts, in em.
        var contentOtherWidth = 0.0
        /// The last segment's end adjustment: a line ends after it.
        var endAdjustment: Float
        /// The fonts of all its segments.
        var fontMask: FontSet = []
        /// A forced break after the word.
        var isNewline: Bool
        /// ``Special/restartsDifferently``.
        var restartsDifferently = false

        init(_ segments: ClosedRange<Int>, _ metrics: [SegmentMetrics]) {
            endAdjustment = metrics[segments.upperBound].endAdjustment
            isNewline = metrics[segments.upperBound].flags.contains(.newline)
            for k in segments {
                contentOtherWidth += metrics[k].contentOtherWidth
                fontMask.formUnion(metrics[k].fontMask)
            }
        }
    }

    /// The entry for `storage`, in the thread's current block (see
    /// ``LinePrefixBlock/reserve(_:current:)``).
    static func make(_ storage: PreparedTextStorage, current: inout LinePrefixBlock?) -> LinePrefixes {
        let words = storage.words
        let exact = words.totals
        let total = exact.last?.next ?? 0
        // Totals the fixed point cannot keep (negative, or too wide) leave the text to the walk.
        let shift = Approximate.shift(total: total)
        let isKept = shift != nil && exact.allSatisfy { (0...total).contains($0.end) && (0...total).contains($0.next) }
        let count = isKept ? exact.count : 0
        let scale = Double(sign: .plus, exponent: Int(shift ?? 0), significand: 1)
        let segments = storage.segments
        // Made as needed, not kept: most words are one segment, whose metrics are its own.
        let restarting = Set(words.restartingWords)
        let wordMetrics = (0..<count).lazy.map { w in
            var metrics = WordMetrics(words.segments(of: w), segments)
            metrics.restartsDifferently = !restarting.isEmpty && restarting.contains(Int32(w))
            return metrics
        }
        let otherScaleFonts = storage.otherScaleFonts
        // The usual fonts: the first word's that has none of the other scale.
        let usual = wordMetrics.first { $0.fontMask.isDisjoint(with: otherScaleFonts) && !$0.isNewline }?.fontMask
            ?? .primary
        func isSpecial(_ word: WordMetrics) -> Bool {
            word.endAdjustment != 0 || word.fontMask != usual || word.isNewline || word.restartsDifferently
        }
        let specialCount = wordMetrics.reduce(0) { $0 + (isSpecial($1) ? 1 : 0) }
        let longWords = count == 0 ? [] : LongWord.candidates(storage)
        let layout = EntryLayout(wordCount: count, specialCount: specialCount, longWordCount: longWords.count,
                                 tableWords: longWords.reduce(0) { $0 + LongWord.tableWords(unitCount: $1.units.count) })
        let (block, offset) = LinePrefixBlock.reserve(layout.words, current: &current)
        block.withUnsafeMutablePointerToElements { blockWords in
            let entry = UnsafeMutableRawPointer(blockWords + offset)
            entry.initializeMemory(as: Header.self, to: Header(
                storage: storage, fontMetrics: storage.fontMetrics, total: total, usualFontMask: usual,
                wordCount: Int32(count), specialCount: Int32(specialCount), longWordCount: Int32(longWords.count),
                tableWords: Int32(layout.tableWords), itemStarts: Int32(words.itemStarts),
                fixedPointShift: shift ?? 0))
            let specials = (entry + layout.specialsOffset).bindMemory(to: Special.self, capacity: specialCount)
            let approximate = (entry + layout.approximateOffset).bindMemory(to: Approximate.self, capacity: count)
            var other = 0.0
            var special = 0
            for k in 0..<count {
                let word = wordMetrics[k]
                other += word.contentOtherWidth
                (approximate + k).initialize(to: Approximate(end: Approximate.units(exact[k].end, scale: scale),
                                                             next: Approximate.units(exact[k].next, scale: scale)))
                if isSpecial(word) {
                    (specials + special).initialize(to: Special(
                        end: exact[k].end, otherTotal: other, fontMask: word.fontMask,
                        endAdjustment: word.endAdjustment, word: Int32(k), isNewline: word.isNewline,
                        restartsDifferently: word.restartsDifferently))
                    special += 1
                }
            }
            var tableOffset = layout.tablesOffset
            for (index, word) in longWords.enumerated() {
                (entry + layout.longWordsOffset + index * MemoryLayout<LongWord>.stride).initializeMemory(
                    as: LongWord.self, to: LongWord(wordMetrics[word.word], word: word.word, units: word.units,
                                                    wordFontMask: word.fontMask, totals: exact[word.word],
                                                    tableOffset: tableOffset))
                storage.units.writeBreakWordTable(word.units, to: entry + tableOffset)
                tableOffset += LongWord.tableWords(unitCount: word.units.count) * 8
            }
        }
        return LinePrefixes(block: block, offset: offset)
    }
}
