// An entry's memory: its header, its parts and where they lie in the block.
extension LinePrefixes {
    /// An entry's first part; its fields in the order that packs them.
    struct Header {
        /// Everything else prepare found.
        let storage: PreparedTextStorage
        /// ``PreparedTextStorage/fontMetrics``, for the scale and the line heights.
        let fontMetrics: [FontMetrics]
        /// The text's width on one line, in em: it bounds every total.
        let total: Double
        /// The fonts of every word that is not special.
        let usualFontMask: FontSet
        /// The number of words, or 0 when the count cannot lay the text out.
        let wordCount: Int32
        /// The number of ``Special`` words.
        let specialCount: Int32
        /// The number of ``LongWord``s.
        let longWordCount: Int32
        /// The size of the long words' tables, in 8-byte words.
        let tableWords: Int32
        /// ``CountedWords/itemStarts``.
        let itemStarts: Int32
        /// ``Approximate``'s unit is 2^-fixedPointShift em.
        let fixedPointShift: UInt8
    }

    /// ``CountedWords/Total`` in fixed point, rounded to the nearest 2^-shift em, the
    /// shift the largest that keeps the text's total below 2^31 units (its
    /// header's ``Header/fixedPointShift``): a total is within 2^-31 of the
    /// text's width of the exact one. Integers, so that the count compares
    /// a word without converting it, and a new line's threshold is one
    /// integer addition from its start.
    struct Approximate {
        var end: UInt32
        var next: UInt32

        /// The shift for a text `total` em wide; nil when its totals cannot
        /// be kept (at least 2^31 em, or not finite).
        static func shift(total: Double) -> UInt8? {
            guard total.isFinite, total < 0x1p31 else { return nil }
            // total < 2^(exponent + 1): 2^(30 - exponent) units of 2^-shift em keep it below 2^31.
            return total < 1 ? 30 : UInt8(30 - Int(total.exponent))
        }

        /// `em` (from 0 to the text's total) in units of 2^-shift em, rounded to the nearest.
        static func units(_ em: Double, scale: Double) -> UInt32 { UInt32(em * scale + 0.5) }
    }


    /// A word whose fit test or line height needs more than its totals; its
    /// fields in the order that packs them.
    struct Special {
        /// The word's exact ``CountedWords/Total/end``.
        var end: Double
        /// The width from the text's start to the word's end over glyphs in
        /// other-scale fonts (spaces have none), in em; the words that are
        /// not special add none.
        var otherTotal: Double
        /// ``SegmentMetrics/fontMask``.
        var fontMask: FontSet
        /// ``SegmentMetrics/endAdjustment``.
        var endAdjustment: Float
        var word: Int32
        /// A forced break after the word.
        var isNewline: Bool
        /// A line that starts at the word breaks otherwise than the whole
        /// text (``CountedWords/restartingWords``): the walk's case.
        var restartsDifferently: Bool
    }

    /// Where an entry's parts lie, in bytes from its start: the header, the
    /// specials and the long words, which are few, then the approximate
    /// totals, so that what a count reads is one run of memory; then the long
    /// words' tables, read only when a line splits one.
    struct EntryLayout {
        let wordCount: Int
        let specialCount: Int
        let longWordCount: Int
        /// The size of the long words' tables, in 8-byte words.
        let tableWords: Int

        init(wordCount: Int, specialCount: Int, longWordCount: Int = 0, tableWords: Int = 0) {
            self.wordCount = wordCount
            self.specialCount = specialCount
            self.longWordCount = longWordCount
            self.tableWords = tableWords
        }

        /// The layout of the entry `header` starts.
        init(_ header: Header) {
            self.init(wordCount: Int(header.wordCount), specialCount: Int(header.specialCount),
                      longWordCount: Int(header.longWordCount), tableWords: Int(header.tableWords))
        }

        // Every part's stride is a multiple of 8 bytes, the block's word.
        var specialsOffset: Int { MemoryLayout<Header>.stride }
        var longWordsOffset: Int { specialsOffset + specialCount * MemoryLayout<Special>.stride }
        var approximateOffset: Int { longWordsOffset + longWordCount * MemoryLayout<LongWord>.stride }
        var tablesOffset: Int { (approximateOffset + wordCount * MemoryLayout<Approximate>.stride) }
        /// The entry's size in 8-byte words.
        var words: Int { tablesOffset / 8 + tableWords }
    }

    /// The parts of an entry, for reading.
    struct Totals {
        let approximate: UnsafeBufferPointer<Approximate>
        let specials: UnsafeBufferPointer<Special>
        /// The long words, whose tables lie at their offsets from `entry`.
        let longWords: UnsafeBufferPointer<LongWord>
        let entry: UnsafeRawPointer
        /// The storage's exact totals, reached for only near a line's room and
        /// after a break-word split (the storage lies elsewhere in memory).
        let storage: Unmanaged<PreparedTextStorage>

        var exact: [CountedWords.Total] { storage._withUnsafeGuaranteedRef { $0.words.totals } }

        /// The other-scale total up to the end of word `k` (0 before the first).
        func otherTotal(through k: Int) -> Double {
            let following = firstSpecial(from: k + 1)
            return following == 0 ? 0 : specials[following - 1].otherTotal
        }

        /// The first special at or after word `k`: a binary search, as a
        /// count resumes after each break-word split.
        func firstSpecial(from k: Int) -> Int {
            var low = 0
            var high = specials.count
            while low < high {
                let middle = (low + high) / 2
                if Int(specials[middle].word) < k { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// Calls `body` with the entry's header and parts.
    func withEntry<R>(_ body: (UnsafePointer<Header>, Totals) -> R) -> R {
        block.withUnsafeMutablePointerToElements { words in
            let entry = UnsafeRawPointer(words + offset)
            let header = entry.assumingMemoryBound(to: Header.self)
            let layout = EntryLayout(header.pointee)
            let totals = Totals(
                approximate: UnsafeBufferPointer(
                    start: (entry + layout.approximateOffset).assumingMemoryBound(to: Approximate.self),
                    count: layout.wordCount),
                specials: UnsafeBufferPointer(
                    start: (entry + layout.specialsOffset).assumingMemoryBound(to: Special.self),
                    count: layout.specialCount),
                longWords: UnsafeBufferPointer(
                    start: (entry + layout.longWordsOffset).assumingMemoryBound(to: LongWord.self),
                    count: layout.longWordCount),
                entry: entry,
                storage: Unmanaged.passUnretained(header.pointee.storage))
            return body(header, totals)
        }
    }
}
