/// A prepared text's running totals, the line breaker's hottest path, and
/// what a ``PreparedText`` holds: an entry in a ``LinePrefixBlock``, whose
/// header points to the rest of the text's ``PreparedTextStorage``. Laying
/// out a text of one line of words after another (see ``CountedWords``)
/// reads its entry alone, front to back: re-laying out thousands of texts is
/// bound by memory, not arithmetic, so the part read for every word is 8
/// bytes, and the entries of texts prepared one after another lie one after
/// another.
///
/// A word `e` on a line that starts at word `a` fits when
/// `ends[e] - nextStarts[a - 1] < room`: ``LineFit``'s test in em, one
/// threshold per line, one comparison per word.
///
/// Three arrays follow the entry's header, in this order:
/// - **Specials**: the few words whose fit test or line height needs more
///   than their totals (an end adjustment, a glyph in a font of the other
///   scale, fonts other than the text's usual ones, or a newline), each with
///   what it adds. The count walks them in step with the words.
/// - **Long words** (``LongWord``), which carry what splitting them takes.
/// - **Approximate totals**, in 32-bit fixed point, for every word. The
///   count reads these; a total within rounding distance of the line's room
///   sends it to the exact ones, ``CountedWords/totals``.
///
/// A word too wide for a line of its own (break-word) stops the count there:
/// it is split between graphemes, and the count goes on after the split.
///
/// The entry is written once, in `make`, before the text is returned, and
/// never again: ``PreparedText`` may be Sendable.
///
/// One file, in three marked parts (writing an entry, its memory, counting):
/// split into a file per part, re-laying out took 5–8% longer, side by side
/// over three rounds (0.189–0.191 µs against 0.174–0.182 a message), from
/// where the compiler put the code.
struct LinePrefixes {
    /// The block the entry lies in, which keeps it (and its storage) alive.
    let block: LinePrefixBlock
    /// Where the entry starts in the block, in 8-byte words.
    let offset: Int

    /// An entry's first part; its fields in the order that packs them.
    struct Header {
        /// Everything else prepare found.
        let storage: PreparedTextStorage
        /// ``PreparedTextStorage/fontMetrics``, for the scale and the line heights.
        let fontMetrics: [FontMetrics]
        /// The text's width on one line, in em: it bounds every total.
        let total: Double
        /// The part of `total` in the second scale group's fonts
        /// (``FontScaleGroups/second``): it bounds how far their own scale
        /// moves any total.
        let secondTotal: Double
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
        /// ``fixedPointShift`` (at most 30) in the low seven bits, and
        /// ``keepsGlyphSource`` in the top one: the header stays one cache line.
        let shiftAndSource: UInt8
        /// ``FontScaleGroups/secondSlot``, for the second group's scale
        /// without a trip to the storage (in the header's padding).
        let secondSlot: UInt8
        /// ``CountedWords/boxes``, at most 65,535 (in the header's padding).
        let boxes: UInt16

        /// ``Approximate``'s unit is 2^-fixedPointShift em.
        var fixedPointShift: UInt8 { shiftAndSource & 0x7F }
        /// Whether the text keeps a ``PreparedTextStorage/glyphSource``: only
        /// then does a fit near the room wait for Chromium's glyph sums
        /// (``Scales/glyphSlack``), without a trip to the storage.
        var keepsGlyphSource: Bool { shiftAndSource & 0x80 != 0 }
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
        /// be kept (negative, as a broken font's advances can make them, at
        /// least 2^31 em, or not finite).
        static func shift(total: Double) -> UInt8? {
            guard total.isFinite, total >= 0, total < 0x1p31 else { return nil }
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

    // MARK: Writing an entry, once, when a text is prepared

    /// What a word adds to the count besides its totals: its segments'
    /// numbers, as a line that holds it sums them.
    struct WordMetrics {
        /// The width of the word's content drawn in other-scale fonts, in em.
        var contentOtherWidth = 0.0
        /// The width of the word's content in the second scale group's fonts,
        /// and of its hanging spaces when they are all theirs, in em.
        var contentSecondWidth = 0.0
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
                contentOtherWidth += Double(metrics[k].contentOtherWidth)
                contentSecondWidth += Double(metrics[k].contentSecondWidth)
                if metrics[k].flags.contains(.hangsInSecondGroup) { contentSecondWidth += metrics[k].spaceWidth }
                fontMask.formUnion(metrics[k].fontMask)
            }
        }
    }

    /// The entry for `storage`, in the words `place` reserves for it: in the
    /// thread's current block (``LinePrefixBlock/reserve(_:current:)``), or
    /// in a block of its own.
    static func make(_ storage: PreparedTextStorage,
                     in place: (_ words: Int) -> (LinePrefixBlock, offset: Int)) -> LinePrefixes {
        let words = storage.words
        let exact = words.totals
        let total = exact.last?.next ?? 0
        // Totals the fixed point cannot keep (negative, or too wide) leave the text to the walk,
        // and so do lines whose starts at a break are shaped wider (a kern table's pairs across
        // breaks), and widths glyph by glyph, which the walk sums (GlyphWidths) and the totals
        // in em do not. A line that break-word starts inside a word is shaped wider too (a split
        // cluster): the split below adds that.
        let shift = Approximate.shift(total: total)
        let isKept = shift != nil && exact.allSatisfy { (0...total).contains($0.end) && (0...total).contains($0.next) }
            && !storage.startsLinesWiderAtBreaks && !storage.keepsGlyphAdvances
        let count = isKept ? exact.count : 0
        let scale = Self.powerOfTwo(Int(shift ?? 0))
        let segments = storage.segments
        // Found once a word, not kept: most words are one segment, whose metrics are its own.
        let restarting = Set(words.restartingWords)
        return withUnsafeTemporaryAllocation(of: WordMetrics.self, capacity: count) { wordMetrics in
            for w in 0..<count {
                var metrics = WordMetrics(words.segments(of: w), segments)
                metrics.restartsDifferently = !restarting.isEmpty && restarting.contains(Int32(w))
                wordMetrics.initializeElement(at: w, to: metrics)
            }
            return make(storage, wordMetrics: UnsafeBufferPointer(wordMetrics), total: total, shift: shift,
                        scale: scale, in: place)
        }
    }

    /// ``make(_:in:)`` once each counted word's metrics are found.
    private static func make(_ storage: PreparedTextStorage, wordMetrics: UnsafeBufferPointer<WordMetrics>,
                             total: Double, shift: UInt8?, scale: Double,
                             in place: (_ words: Int) -> (LinePrefixBlock, offset: Int)) -> LinePrefixes {
        let words = storage.words
        let exact = words.totals
        let count = wordMetrics.count
        let otherScaleFonts = storage.scaleGroups.bySize
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
        let (block, offset) = place(layout.words)
        block.withUnsafeMutablePointerToElements { blockWords in
            let entry = UnsafeMutableRawPointer(blockWords + offset)
            let specials = (entry + layout.specialsOffset).bindMemory(to: Special.self, capacity: specialCount)
            let approximate = (entry + layout.approximateOffset).bindMemory(to: Approximate.self, capacity: count)
            var other = 0.0
            var second = 0.0
            var special = 0
            for k in 0..<count {
                let word = wordMetrics[k]
                other += word.contentOtherWidth
                second += word.contentSecondWidth
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
            entry.initializeMemory(as: Header.self, to: Header(
                storage: storage, fontMetrics: storage.fontMetrics, total: total, secondTotal: second,
                usualFontMask: usual,
                wordCount: Int32(count), specialCount: Int32(specialCount), longWordCount: Int32(longWords.count),
                tableWords: Int32(layout.tableWords), itemStarts: Int32(words.itemStarts),
                shiftAndSource: (shift ?? 0) | (storage.glyphSource != nil ? 0x80 : 0),
                secondSlot: storage.scaleGroups.secondSlot, boxes: UInt16(min(words.boxes, Int(UInt16.max)))))
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

    // MARK: An entry's memory: its parts and where they lie

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
    private func withEntry<R>(_ body: (UnsafePointer<Header>, Totals) -> R) -> R {
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

    /// The rest of what prepare found.
    var storage: PreparedTextStorage {
        block.withUnsafeMutablePointerToElements { words in
            UnsafeRawPointer(words + offset).assumingMemoryBound(to: Header.self).pointee.storage
        }
    }

    /// The number of words the count lays out (``CountedWords``), or 0 when it cannot.
    var wordCount: Int { withEntry { header, _ in Int(header.pointee.wordCount) } }

    /// The number of ``LongWord``s the entry keeps.
    var longWordCount: Int { withEntry { header, _ in Int(header.pointee.longWordCount) } }

    // MARK: Counting lines from the totals, at a width, font size and line height

    /// How far counting got.
    struct Count {
        var lineCount = 0
        var height = 0.0
        /// The word too wide for a line of its own where counting stopped
        /// (the lines before it are counted), or nil when the text is done.
        var wideWord: Int? = nil
        /// The first word of a line whose fit only the walk can decide (a
        /// fit within an item's, a box's or the glyphs' rounding of the
        /// room), where counting stopped (the lines before it are counted).
        var undecidedLine: Int? = nil
        /// When the text is done: where its last line starts (its first
        /// word, and the exact start when break-word split that word) and
        /// the line's other-scale width in em of the primary scale. Only
        /// these are kept: reading the totals for the line's width at the
        /// end of the count made every count slower, relayout-width 0.60–0.73
        /// against 0.20 µs a message.
        var lastLine: (first: Int, splitStart: Double?, extra: Double) = (0, nil, 0)
    }

    /// Where counting goes on: a line that starts at word `word`, or one
    /// that holds the rest of word `first` after break-word split it.
    struct Cursor {
        /// The next word to place.
        var word = 0
        /// A line is empty while its next word is `first`.
        var first = 0
        /// The totals where the line starts, in em (all, and other-scale).
        var lineStart = 0.0
        var lineStartOther = 0.0
        /// The other-scale total through the word before `word`.
        var other = 0.0
        /// The fonts already on the line.
        var fontMask: FontSet = []
        /// The exact start of a line that holds the rest of a split word
        /// (nil: the exact total before `first`).
        var splitLineStart: Double? = nil

        /// Counting goes on at word `next`, which starts a line at
        /// `lineStart` em; `other` is the other-scale total before it.
        static func lineStart(at next: Int, lineStart: Double, other: Double) -> Cursor {
            Cursor(word: next, first: next, lineStart: lineStart, lineStartOther: other, other: other)
        }

        /// Counting goes on after word `word`, whose rest after a break-word
        /// split (`rest` em wide, `restOther` of it in other-scale fonts,
        /// drawn in `fontMask`) starts a line that has room for more; the
        /// word ends at `end` em, and `other` is the other-scale total through it.
        static func afterRest(of word: Int, end: Double, rest: Double, restOther: Double, other: Double,
                              fontMask: FontSet) -> Cursor {
            let lineStart = end - rest
            return Cursor(word: word + 1, first: word, lineStart: lineStart, lineStartOther: other - restOther,
                          other: other, fontMask: fontMask, splitLineStart: lineStart)
        }
    }

    /// The scales a count works in, for one font size and width.
    struct Scales {
        /// The line's room in em of the primary font's scale.
        let room: Double
        /// Multiplies an end adjustment (em) into em of the primary scale.
        let adjustment: Double
        /// Multiplies an other-scale width (em) into what it adds in em of the primary scale.
        let other: Double
        /// How much wider than its totals a line may be, in em of the primary
        /// scale: 1/64 px for each bidi item that may start on it, whose
        /// piece of the line is rounded up on its own, and ``glyphSlack``. A
        /// word whose fit is within it is left to the walk.
        private(set) var itemSlack: Double
        /// How much narrower than its totals a line may be, in em of the
        /// primary scale: up to 1/64 px for each box (a truncated `LayoutUnit`),
        /// and ``glyphSlack``.
        private(set) var boxSlack: Double
        /// How near the room, in em, a word's approximate total leaves its fit
        /// to the exact totals; infinity has them decide every fit (what tests
        /// compare the count with).
        var margin: Double
        /// How far Chromium's width of a line, its pieces summed glyph by
        /// glyph, may lie from its width in em, in em of the primary scale
        /// (``NearStepWidths/slack(_:fontSize:pieces:)`` at the room): a fit
        /// that near the room is the walk's, which sums such a line so
        /// (``LineBreaker/init(storage:width:fontSize:target:)``): it widens
        /// ``itemSlack`` and ``boxSlack``, which leave a fit to the walk
        /// with no read of the storage, and break-word's split near the room
        /// is the walk's too. 0 for another engine, for a text that keeps no
        /// source (``Header/keepsGlyphSource``: its em widths decide), and
        /// off the 26.6 grid, where every width is that near and the em
        /// widths decide.
        private(set) var glyphSlack = 0.0
        /// Whether the rest of a split word, whole on a line, is the word less
        /// its prefix alone (``RenderingTarget/measuresRestByDifference``).
        var restsByDifference = false

        /// The scales for the text `header` starts at `fontSize`, whose
        /// primary font scales by `primaryScale` (above 0), with `room` em.
        init(_ header: UnsafePointer<Header>, fontSize: Double, primaryScale: Double, room: Double) {
            self.room = room
            adjustment = fontSize / primaryScale
            other = (fontSize - primaryScale) / primaryScale
            // The second scale group's own scale moves a total by at most
            // this, either way: a fit that near the room is the walk's, which
            // scales each font by its own.
            var secondSlack = 0.0
            if header.pointee.secondTotal > 0 {
                let secondScale = header.pointee.fontMetrics[Int(header.pointee.secondSlot)].advanceScale(fontSize: fontSize)
                secondSlack = header.pointee.secondTotal * abs(secondScale - primaryScale) / primaryScale
            }
            itemSlack = Double(header.pointee.itemStarts) / 64 / primaryScale + secondSlack
            boxSlack = Double(header.pointee.boxes) / 64 / primaryScale + secondSlack
            // An approximate total is within 2^-31 of the text's width of the
            // exact one (``Approximate``), far inside this; it also covers the
            // exact test's own rounding.
            margin = header.pointee.total * 0x1p-21 + 1e-12
        }

        /// The scales with ``glyphSlack`` for a line `limit` 1/64 px wide at
        /// `fontSize` px, for Chromium.
        mutating func settleNearTheRoom(_ header: UnsafePointer<Header>, limit: Int, fontSize: Double,
                                        primaryScale: Double) {
            let pieces = 1 + Int(header.pointee.itemStarts) + Int(header.pointee.boxes)
            let px = NearStepWidths.slack(Double(limit) / 64, fontSize: fontSize, pieces: pieces)
            guard px.isFinite else { return }
            glyphSlack = px / primaryScale
            itemSlack += glyphSlack
            boxSlack += glyphSlack
        }
    }

    /// Lays out the text; nil for one the count cannot (see `make`), which
    /// the general walk lays out.
    ///
    /// A word too wide for a line of its own is split between graphemes by
    /// ``LineBreaker/splitWord(_:from:limit:)`` (the rare part that reads the
    /// code units' numbers), and counting goes on after the split.
    func layout(width: Double, fontSize: Double, lineHeight: LineHeight, target: LayoutTarget) -> TextLayout? {
        counted(width: width, fontSize: fontSize, lineHeight: lineHeight, target: target)?.layout
    }

    /// The width of the text's last line at `width`, in em of the primary
    /// scale, as the fit test measures it: for a text of one bidi item, no
    /// box and no glyph of the second scale group, where the totals give it
    /// exactly (a line that starts with the rest of a word break-word split
    /// from the rest's exact start, as the count measures it); nil for any
    /// other text.
    func lastLineWidth(width: Double, fontSize: Double, target: LayoutTarget) -> Double? {
        let simple = withEntry { header, _ in
            header.pointee.itemStarts == 0 && header.pointee.boxes == 0 && header.pointee.secondTotal == 0
        }
        guard simple, let counted = counted(width: width, fontSize: fontSize, lineHeight: .normal, target: target)
        else { return nil }
        return withEntry { header, totals in
            let count = Int(header.pointee.wordCount)
            let (first, splitStart, extra) = counted.lastLine
            guard count > 0, first < count else { return nil }
            let start = splitStart ?? (first == 0 ? 0 : totals.exact[first - 1].next)
            return totals.exact[count - 1].end - start + extra
        }
    }

    /// The height of every line of the text at `line-height: normal`, when
    /// all are as tall: when no font of its words (the usual words' and each
    /// special's) makes a line taller than the primary font's line, since a
    /// line's height lies between that and a line's of all of them; nil
    /// otherwise, or for a text the count cannot lay out.
    func uniformLineHeight(fontSize: Double, target: LayoutTarget) -> Double? {
        withEntry { header, totals in
            guard header.pointee.wordCount > 0, target.engine != .firefox else { return nil }
            let fontMask = totals.specials.reduce(into: header.pointee.usualFontMask) { $0.formUnion($1.fontMask) }
            let heights = LineHeights(fontMetrics: header.pointee.fontMetrics, fontSize: fontSize, lineHeight: .normal,
                                      target: target.engine)
            let line = heights.height(fontMask: [])
            return heights.height(fontMask: fontMask) == line ? line : nil
        }
    }

    /// `PreparedText.lastLineKeeps(_:width:fontSize:target:)`: whether the last
    /// line at `width` keeps an inline box `units` wide after it, by the fit
    /// test in em on ``lastLineWidth(width:fontSize:target:)``, from a count already
    /// made at that width and size (so that a row's text is counted once for
    /// its height and its last line); nil for the texts it answers nil for.
    ///
    /// The approximate totals, which the count has just read, decide unless
    /// the width is within their rounding of the room (as the count's fit
    /// test does): the exact ones and the storage lie elsewhere in memory,
    /// and reaching them for every row was a tenth of a bubble's re-layout.
    /// A last line that starts with the rest of a word break-word split is
    /// measured from the rest's exact start, as the count measures it.
    /// A line whose width lies within `slackPx` of the room is left
    /// undecided (nil) for a text that keeps its source for Chromium's sums
    /// (``PreparedTextStorage/glyphSource``, read only then): summed glyph
    /// by glyph it may round to either side.
    func lastLineKeeps(_ units: Int, of counted: Counted, width: Double, fontSize: Double,
                       undecidedWithin slackPx: Double = 0) -> Bool? {
        withEntry { header, totals in
            guard header.pointee.itemStarts == 0 && header.pointee.boxes == 0 && header.pointee.secondTotal == 0
            else { return nil }
            let count = Int(header.pointee.wordCount)
            let (first, splitStart, extra) = counted.lastLine
            guard count > 0, first < count else { return nil }
            let limit = LineFit.limit(width: width) - units
            guard limit > 0 else { return false }
            let primaryScale = header.pointee.fontMetrics[0].advanceScale(fontSize: fontSize)
            let room = LineFit.room(limit: limit, primaryScale: primaryScale)
            let slack = slackPx / primaryScale
            func keeps(_ exact: Double) -> Bool? {
                abs(exact - room) < slack && header.pointee.keepsGlyphSource ? nil : exact < room
            }
            if let splitStart { return keeps(totals.exact[count - 1].end - splitStart + extra) }
            // Each approximate total is within half a unit of the exact one;
            // the margin is the count's, and two units more.
            let toEm = Self.powerOfTwo(-Int(header.pointee.fixedPointShift))
            let start = first == 0 ? 0 : Int(totals.approximate[first - 1].next)
            let approximate = Double(Int(totals.approximate[count - 1].end) - start) * toEm + extra
            let margin = header.pointee.total * 0x1p-21 + 1e-12 + 2 * toEm + slack
            if approximate < room - margin { return true }
            if approximate >= room + margin { return false }
            let exact = totals.exact
            return keeps(exact[count - 1].end - (first == 0 ? 0 : exact[first - 1].next) + extra)
        }
    }

    /// A count's answer (``counted(width:fontSize:lineHeight:target:)``).
    typealias Counted = (layout: TextLayout, lastLine: (first: Int, splitStart: Double?, extra: Double))

    /// ``layout(width:fontSize:lineHeight:target:)``, with where the last line
    /// starts (``Count/lastLine``).
    @inline(__always)
    func counted(width: Double, fontSize: Double, lineHeight: LineHeight, target: LayoutTarget) -> Counted? {
        withEntry { header, totals in
            guard header.pointee.wordCount > 0 else { return nil }
            // Firefox's line heights are the walk's (TargetLineHeights); another
            // engine's words are not these where it breaks less (EngineBreaks).
            if target.engine == .firefox { return nil }
            if target.engine != .chromium && !header.pointee.storage.chromiumOnlyBreaks.isEmpty { return nil }
            let heights = LineHeights(fontMetrics: header.pointee.fontMetrics, fontSize: fontSize,
                                      lineHeight: lineHeight, target: target.engine)
            let primaryScale = header.pointee.fontMetrics[0].advanceScale(fontSize: fontSize)
            // A font size of 0 leaves no scale to divide by: the general walk copes.
            guard primaryScale > 0 else { return nil }
            let limit = LineFit.limit(width: width)
            var chromiumScales = Scales(header, fontSize: fontSize, primaryScale: primaryScale,
                                        room: LineFit.room(limit: limit, primaryScale: primaryScale))
            if target.engine == .chromium && header.pointee.keepsGlyphSource {
                chromiumScales.settleNearTheRoom(header, limit: limit, fontSize: fontSize, primaryScale: primaryScale)
            }
            chromiumScales.restsByDifference = target.engine.measuresRestByDifference
            let scales = chromiumScales
            var total = TextLayout(lineCount: 0, height: 0)
            var cursor = Cursor()
            var breaker: LineBreaker? = nil
            while true {
                guard let counted = Self.count(header, totals, from: cursor, scales: scales, heights: heights) else {
                    return nil
                }
                total.lineCount += counted.lineCount
                total.height += counted.height
                if let first = counted.undecidedLine {
                    // The walk lays out that line alone; counting goes on at the next.
                    let lineBreaker = breaker ?? LineBreaker(storage: header.pointee.storage, width: width,
                                                             fontSize: fontSize, target: target)
                    breaker = lineBreaker
                    guard let next = Self.walkLine(from: first, header, breaker: lineBreaker, heights: heights,
                                                   into: &total) else { return nil }
                    guard next < Int(header.pointee.wordCount) else {
                        let extra = (totals.otherTotal(through: Int(header.pointee.wordCount) - 1)
                                     - totals.otherTotal(through: first - 1)) * scales.other
                        return (total, (first, nil, extra))
                    }
                    cursor = .lineStart(at: next, lineStart: totals.exact[next - 1].next,
                                        other: totals.otherTotal(through: next - 1))
                    continue
                }
                guard let wide = counted.wideWord else { return (total, counted.lastLine) }
                // Break-word across bidi items or boxes rounds pieces of the word, and fonts
                // of the second scale group have a scale of their own: the walk's case, for
                // the word that holds them (the storage is read only for such a text).
                if header.pointee.itemStarts > 0 || header.pointee.boxes > 0 || header.pointee.secondTotal > 0,
                   header.pointee.storage.splitsOnlyInTheWalk(header.pointee.storage.words.segments(of: wide)) {
                    return nil
                }
                // The spaces after an overflowing last piece that start the next line: the walk's case.
                if target.engine.keepsSpacesAfterOverflowOffTheLine && header.pointee.storage.preservesSpaces {
                    return nil
                }
                // A long word's tables split it, unless a split lies within the glyphs'
                // rounding of the room: then the loop below splits it, with the walk there.
                var split = total
                if let word = totals.longWord(at: wide),
                   let next = word.breakWord(totals, scales: scales, heights: heights, into: &split) {
                    total = split
                    cursor = next
                    continue
                }

                // Break-word, on lines of their own while the rest of the word does not fit.
                let storage = header.pointee.storage
                let segments = storage.words.segments(of: wide)
                // A line that starts inside a word of a dictionary run breaks as
                // ICU restarted there finds: the general walk's case.
                if !storage.segmentRuns.isEmpty && segments.contains(where: { storage.segmentRuns[$0] >= 0 }) {
                    return nil
                }
                // Ideographic spaces hanging inside the word, where a split may land: the walk's case.
                if storage.hasHangingSpacesInside(segments) { return nil }
                let units = storage.units
                let wordEnd = Int(storage.contentEnds[segments.upperBound])
                let afterWord = Int(storage.segmentStarts[segments.upperBound + 1])
                var start = Int(storage.segmentStarts[segments.lowerBound])
                var restAdjustment = 0.0
                while true {
                    var offset: Int
                    let wordEnded: Bool
                    if let split = units.breakWordOffset(start..<wordEnd, room: scales.room,
                                                         adjustment: scales.adjustment),
                       !Self.splitIsGlyphsToDecide(split, from: start, before: wordEnd, units: units, scales) {
                        // At the word's end: the next line starts after its trailing spaces.
                        wordEnded = split >= wordEnd && split > start
                        offset = wordEnded ? afterWord : split
                    } else {
                        let lineBreaker = breaker ?? LineBreaker(storage: storage, width: width, fontSize: fontSize,
                                                                        target: target)
                        breaker = lineBreaker
                        let split = lineBreaker.splitWord(segments, from: start, limit: lineBreaker.limit)
                        offset = split.offset
                        wordEnded = split.segment > segments.upperBound
                    }
                    total.lineCount += 1
                    total.height += heights.height(fontMask: units.fontMask(start..<offset))
                    if wordEnded {
                        // The next line starts at the next word.
                        cursor = .lineStart(at: wide + 1, lineStart: totals.exact[wide].next,
                                            other: totals.otherTotal(through: wide))
                        break
                    }
                    if scales.restsByDifference {
                        let startedInside = start != Int(storage.segmentStarts[segments.lowerBound])
                        restAdjustment = BreakWord.restAdjustment(
                            after: restAdjustment,
                            lineStartAdjustment: startedInside ? units.startAdjustment(at: start) : 0,
                            splitEndAdjustment: units.endAdjustment(at: offset - 1))
                    }
                    start = offset
                    // A line that starts at the hyphen before the next word may not break
                    // there (``SegmentFlags/breakAfterHyphenInContext``): the walk's case.
                    if segments.upperBound + 1 < storage.segmentCount,
                       storage.segments[segments.upperBound + 1].flags.contains(.breakAfterHyphenInContext),
                       start == afterWord - 1 {
                        return nil
                    }
                    // The rest of the word on a line of its own: if it fits, the line goes on after it.
                    let rest = units.widths(start..<wordEnd)
                    let restStart = (scales.restsByDifference ? restAdjustment : units.startAdjustment(at: start))
                        * scales.adjustment
                    let restWidth = restStart + rest.total + rest.other * scales.other
                        + Double(storage.segments[segments.upperBound].endAdjustment) * scales.adjustment
                    if Self.isGlyphsToDecide(restWidth, scales) { return nil }
                    if restWidth < scales.room {
                        cursor = .afterRest(of: wide, end: totals.exact[wide].end, rest: restStart + rest.total,
                                            restOther: rest.other, other: totals.otherTotal(through: wide),
                                            fontMask: units.fontMask(start..<afterWord))
                        break
                    }
                }
            }
        }
    }

    /// Whether break-word's split at `split` of a line that starts at code
    /// unit `start` (of a word ending at `wordEnd`) lies within the glyphs'
    /// rounding of the room: the line's width in em there, or at the next
    /// grapheme boundary, which does not fit (``isGlyphsToDecide(_:_:)``).
    /// The walk's split decides such a line.
    private static func splitIsGlyphsToDecide(_ split: Int, from start: Int, before wordEnd: Int, units: UnitMetrics,
                                              _ scales: Scales) -> Bool {
        guard scales.glyphSlack > 0 else { return false }
        let threshold = units.prefixWidths[start] + scales.room - units.startAdjustment(at: start) * scales.adjustment
        var next = split + 1
        while next < wordEnd && !units.isGraphemeStart(next) { next += 1 }
        return isGlyphsToDecide(units.prefixWidths[split] - threshold + scales.room, scales)
            || split < wordEnd && isGlyphsToDecide(units.prefixWidths[next] - threshold + scales.room, scales)
    }

    /// Walks the line that starts at word `first` (``Count/undecidedLine``),
    /// adding it to `total`, and gives the word the next line starts at (the
    /// word count when it is the text's last); nil when that line ends
    /// inside a word, or starts in a dictionary run, whose breaks hang on
    /// where a line starts: the whole walk's cases. The lines from a word's
    /// start are the whole walk's (``LineBreaker/walk(from:lineLimit:_:)``).
    private static func walkLine(from first: Int, _ header: UnsafePointer<Header>, breaker: LineBreaker,
                                 heights: LineHeights, into total: inout TextLayout) -> Int? {
        let storage = header.pointee.storage
        let words = storage.words
        let segment = words.segments(of: first).lowerBound
        guard storage.segmentRuns.isEmpty || storage.segmentRuns[segment] < 0 else { return nil }
        var lines: [LineBreaker.Line] = []
        lines.reserveCapacity(2)
        breaker.walk(from: segment, lineLimit: 2) { lines.append($0) }
        guard let line = lines.first else { return nil }
        total.lineCount += 1
        total.height += heights.height(fontMask: line.fontMask)
        let wordCount = Int(header.pointee.wordCount)
        guard lines.count == 2 else { return wordCount }
        // The word whose first segment starts the next line, if one does.
        func start(_ w: Int) -> Int { Int(storage.segmentStarts[words.segments(of: w).lowerBound]) }
        let next = lines[1].start
        var low = first + 1
        var high = wordCount
        while low < high {
            let middle = (low + high) / 2
            if start(middle) < next { low = middle + 1 } else { high = middle }
        }
        return low < wordCount && start(low) == next ? low : nil
    }

    /// For tests that put a line's room within rounding distance of a total:
    /// the exact totals, the specials, and the scales at 16 px.
    var exactTotals: (totals: [CountedWords.Total], specials: [Special], scales: Scales)? {
        withEntry { header, totals in
            guard header.pointee.wordCount > 0 else { return nil }
            return (totals.exact, Array(totals.specials), Self.scales(header, room: 0, exactOnly: false))
        }
    }

    /// The lines up to the first too wide for a line of its own (``Count``)
    /// for a line's room in em at 16 px, as the layout counts them, or with
    /// every fit decided by the exact totals (`exactOnly`); nil where the
    /// count leaves the text to the walk.
    func count(room: Double, exactOnly: Bool) -> Count? {
        withEntry { header, totals in
            guard header.pointee.wordCount > 0 else { return nil }
            let heights = LineHeights(fontMetrics: header.pointee.fontMetrics, fontSize: 16, lineHeight: .normal,
                                      target: .chromium)
            return Self.count(header, totals, from: Cursor(),
                              scales: Self.scales(header, room: room, exactOnly: exactOnly), heights: heights)
        }
    }

    private static func scales(_ header: UnsafePointer<Header>, room: Double, exactOnly: Bool) -> Scales {
        let primaryScale = header.pointee.fontMetrics[0].advanceScale(fontSize: 16)
        var scales = Scales(header, fontSize: 16, primaryScale: primaryScale, room: room)
        if exactOnly { scales.margin = .infinity }
        return scales
    }

    /// 2^`e` for a fixed-point shift (a `UInt8`, so |`e`| ≤ 255, a normal
    /// double's exponent), from its bits: `Double(sign:exponent:significand:)`
    /// is a call, and the count asks at every layout.
    @inline(__always)
    private static func powerOfTwo(_ e: Int) -> Double { Double(bitPattern: UInt64(1023 + e) << 52) }

    /// Whether a line `em` wide (in em of the primary scale) lies within
    /// the glyphs' rounding of the room (``Scales/glyphSlack``, 0 but for a
    /// text that keeps its source): there Chromium's glyph sums decide, and
    /// the walk sums them. For break-word's splits, out of the count's loop
    /// (whose zone near the room is the walk's whatever the text).
    static func isGlyphsToDecide(_ em: Double, _ scales: Scales) -> Bool {
        scales.glyphSlack > 0 && abs(em - scales.room) < scales.glyphSlack + 1e-9
    }

    /// `x` truncated to an integer, within one of it, for any finite `x`:
    /// clamped to ±2^62, which no total in units comes near.
    private static func truncated(_ x: Double) -> Int { Int(min(max(x, -0x1p62), 0x1p62)) }

    /// The lines from `cursor` up to the first word too wide for a line of
    /// its own; nil when a newline's word does not fit where it stands, which
    /// the general walk handles.
    ///
    /// Between specials, a word fits when its approximate total is below
    /// the line's threshold by more than `margin`, and does not when above it
    /// by more; nearer, the exact totals decide, as they would everywhere: the
    /// answer is the exact count's. A special's test is exact, with its end
    /// adjustment and other-scale width, which the words after it on the
    /// same line carry as `extra`.
    private static func count(_ header: UnsafePointer<Header>, _ totals: Totals, from cursor: Cursor,
                              scales: Scales, heights: LineHeights) -> Count? {
        let approximate = totals.approximate
        let specials = totals.specials
        let count = approximate.count
        let room = scales.room
        let itemSlack = scales.itemSlack
        let boxSlack = scales.boxSlack
        let leavesNearToTheWalk = itemSlack > 0 || boxSlack > 0
        let usual = header.pointee.usualFontMask
        let margin = scales.margin
        let shift = Int(header.pointee.fixedPointShift)
        let toUnits = Self.powerOfTwo(shift)
        let toEm = Self.powerOfTwo(-shift)
        // Texts with specials keep the form of the test that specials take.
        let hasSpecials = !specials.isEmpty

        var result = Count()
        var usualLines = 0                  // lines whose fonts are the usual ones
        var first = cursor.first
        // Where the line starts, in units, rounded as the totals are.
        var lineStartUnits = Self.truncated(cursor.lineStart * toUnits + 0.5)
        var splitLineStart = cursor.splitLineStart
        var lineStartOther = cursor.lineStartOther
        var other = cursor.other
        var extra = 0.0                     // other-scale width on the line, em of the primary scale
        var mask = cursor.fontMask
        var special = cursor.word == 0 ? 0 : totals.firstSpecial(from: cursor.word)
        var nextSpecial = special < specials.count ? Int(specials[special].word) : count
        // A line that starts (after a split word) where ICU would restart otherwise.
        if cursor.word == cursor.first && nextSpecial == cursor.word && special < specials.count
            && specials[special].restartsDifferently && cursor.word > 0 { return nil }
        // Where a total decides alone, in units: below `fitsBelow` it fits, from
        // `fitsAbove` on it does not. Each line's are one integer addition from
        // its start: the next line's first test waits on them, after the branch
        // that ended this line, which the processor rarely predicts. A unit
        // further out than the room and margin, for the totals' rounding, and
        // one more for the offsets' truncation.
        let belowOffset = Self.truncated((room - margin - itemSlack) * toUnits) &- 2
        let aboveOffset = Self.truncated((room + margin + boxSlack) * toUnits) &+ 2
        var fitsBelow = lineStartUnits &+ belowOffset
        var fitsAbove = lineStartUnits &+ aboveOffset
        func moveThreshold() {
            // `extra` truncated is within a unit of itself: the thresholds move one unit further out.
            let extraUnits = Self.truncated(extra * toUnits)
            fitsBelow = lineStartUnits &+ belowOffset &- extraUnits &- 1
            fitsAbove = lineStartUnits &+ aboveOffset &- extraUnits &+ 1
        }
        var e = cursor.word

        func exactLineStart() -> Double { splitLineStart ?? (first == 0 ? 0 : totals.exact[first - 1].next) }
        func closeLine() {
            if mask == usual { usualLines += 1 } else { result.height += heights.height(fontMask: mask) }
            result.lineCount += 1
            mask = []
        }
        func startLine(at word: Int) {
            first = word
            lineStartUnits = word == 0 ? 0 : Int(approximate[word - 1].next)
            splitLineStart = nil
            lineStartOther = other
            extra = 0
            fitsBelow = lineStartUnits &+ belowOffset
            fitsAbove = lineStartUnits &+ aboveOffset
        }

        counting: while e < count {
            // The words before the next special: one comparison each.
            let runStart = e
            while e < nextSpecial {
                let end = Int(approximate[e].end)
                if end < fitsBelow { e += 1; continue }
                if end < fitsAbove {
                    // Within an item's, a box's or the glyphs' rounding of the room, only the walk knows.
                    if leavesNearToTheWalk {
                        // Only the walk can tell: it lays out this line (but not the rest of a split word).
                        guard splitLineStart == nil else { return nil }
                        result.undecidedLine = first
                        break counting
                    }
                    let end = totals.exact[e].end
                    let fits = hasSpecials ? end - exactLineStart() + extra < room : end < exactLineStart() + room
                    if fits { e += 1; continue }
                }
                break
            }
            if e > runStart { mask.formUnion(usual) }
            if e == count { break }

            if e == nextSpecial {
                let s = specials[special]
                // Exact but for the line's start, unless within rounding distance of the room.
                let adjustment = Double(s.endAdjustment) * scales.adjustment
                let otherWidth = (s.otherTotal - lineStartOther) * scales.other
                let approximateWidth = s.end - Double(lineStartUnits) * toEm + adjustment + otherWidth
                if leavesNearToTheWalk && approximateWidth >= room - margin - itemSlack
                    && approximateWidth < room + margin + boxSlack {
                    guard splitLineStart == nil else { return nil }
                    result.undecidedLine = first
                    break counting
                }
                let fits = approximateWidth < room - margin ? true
                    : approximateWidth >= room + margin ? false
                    : s.end - exactLineStart() + adjustment + otherWidth < room
                if s.isNewline {
                    // A newline stays with the word before it: with it, or alone on a line.
                    guard e == first || fits else { return nil }
                    mask.formUnion(s.fontMask)
                    e += 1
                    closeLine()
                    startLine(at: e)
                } else if fits {
                    mask.formUnion(s.fontMask)
                    other = s.otherTotal
                    extra = otherWidth
                    moveThreshold()
                    e += 1
                } else if e > first {
                    if s.restartsDifferently { return nil }
                    closeLine()
                    startLine(at: e)
                    continue
                } else {
                    break
                }
                special += 1
                nextSpecial = special < specials.count ? Int(specials[special].word) : count
                continue
            }

            // Segment `e` does not fit.
            guard e > first else { break }
            closeLine()
            startLine(at: e)
        }
        if result.undecidedLine != nil {
            // Stopped at that line, which the walk lays out.
        } else if e < count {
            // Alone on its line and too wide: break-word splits it, unless a
            // newline follows, which would split with it (the walk's case).
            let following = e == nextSpecial ? special + 1 : special
            if following < specials.count && Int(specials[following].word) == e + 1
                && specials[following].isNewline { return nil }
            result.wideWord = e
        } else if e > first {
            result.lastLine = (first, splitLineStart, extra)
            closeLine()
        }
        WorkCount.add(.lineBreaking, e - cursor.word + result.lineCount)
        result.height += Double(usualLines) * heights.height(fontMask: usual)
        return result
    }
}
