extension LinePrefixes {
    /// A word long enough to be split by break-word at the widths and text
    /// sizes a chat uses (a URL, mostly), kept with what splitting it needs,
    /// so that a count that splits it reads its text's entry and nothing
    /// else: the ``PreparedTextStorage`` lies elsewhere in memory, and
    /// re-laying out thousands of texts is bound by memory.
    ///
    /// Its table, at `tableOffset` from the entry's start, holds the running
    /// widths of its code units (``UnitMetrics/writeBreakWordTable(_:to:)``),
    /// the very numbers ``UnitMetrics/breakWordOffset(_:room:adjustment:)``
    /// reads: the split is the same arithmetic on the same numbers.
    ///
    /// Its fields are in the order that packs them.
    struct LongWord {
        /// The word's exact totals (``CountedWords/Total``).
        var end: Double
        var next: Double
        /// The word's one font.
        var wordFontMask: FontSet
        /// The fonts of the word and its trailing spaces.
        var fontMask: FontSet
        /// The word's index among the text's words.
        var word: Int32
        /// The word's code units (its trailing spaces excluded).
        var unitCount: Int32
        /// Where the table lies, in bytes from the entry's start.
        var tableOffset: Int32
        /// ``SegmentMetrics/endAdjustment``.
        var endAdjustment: Float

        /// The shortest word kept, in em: at 28 px, 280 px.
        static let shortestWidth = 10.0

        init(_ metrics: WordMetrics, word: Int, units: Range<Int>, wordFontMask: FontSet, totals: CountedWords.Total,
             tableOffset: Int) {
            end = totals.end
            next = totals.next
            self.word = Int32(word)
            unitCount = Int32(units.count)
            self.tableOffset = Int32(tableOffset)
            endAdjustment = metrics.endAdjustment
            self.wordFontMask = wordFontMask
            fontMask = metrics.fontMask
        }

        /// The words of `storage` worth keeping as long words: at least
        /// ``shortestWidth`` wide, in one font of the primary scale, each
        /// code unit a grapheme (a split may fall after any of them), and
        /// not in a dictionary run or a text of several bidi items (whose
        /// splits the general walk makes).
        static func candidates(_ storage: PreparedTextStorage) -> [(word: Int, units: Range<Int>, fontMask: FontSet)] {
            var found: [(word: Int, units: Range<Int>, fontMask: FontSet)] = []
            // Splits across bidi items are the walk's.
            guard storage.words.itemStarts == 0 && storage.words.boxes == 0 else { return [] }
            let totals = storage.words.totals
            for w in totals.indices where totals[w].end - (w == 0 ? 0 : totals[w - 1].next) >= shortestWidth {
                let segments = storage.words.segments(of: w)
                guard segments.allSatisfy({ storage.segments[$0].contentOtherWidth == 0
                                                && storage.segments[$0].contentSecondWidth == 0 }) else { continue }
                if !storage.segmentRuns.isEmpty && segments.contains(where: { storage.segmentRuns[$0] >= 0 }) {
                    continue
                }
                if storage.hasHangingSpacesInside(segments) { continue }
                // A split before a final hyphen changes the break after it: the storage's case.
                if segments.upperBound + 1 < storage.segmentCount,
                   storage.segments[segments.upperBound + 1].flags.contains(.breakAfterHyphenInContext) { continue }
                let units = Int(storage.segmentStarts[segments.lowerBound])..<Int(storage.contentEnds[segments.upperBound])
                let fontMask = storage.units.fontMask(units)
                if fontMask.count == 1 && storage.units.isEveryUnitAGrapheme(units) {
                    found.append((w, units, fontMask))
                }
            }
            return found
        }

        /// A table's size in 8-byte words: `unitCount + 1` running widths,
        /// `unitCount` end adjustments and `unitCount` start adjustments.
        static func tableWords(unitCount: Int) -> Int {
            (unitCount + 1) + (2 * unitCount * MemoryLayout<Float>.stride + 7) / 8
        }

        /// Splits the word, alone at the start of a line, into as many lines
        /// as break-word makes of it (adding them to `total`), and says where
        /// counting goes on: after the word, or on the line its rest starts
        /// when that fits; nil when a split or a fit lies within the glyphs'
        /// rounding of the room (``LinePrefixes/isGlyphsToDecide(_:_:)``).
        /// ``LinePrefixes/layout(width:fontSize:lineHeight:devicePixelRatio:target:)``
        /// does the same through the storage for the other words.
        func breakWord(_ totals: Totals, scales: Scales, heights: LineHeights,
                       into total: inout TextLayout) -> Cursor? {
            func undecided(_ em: Double) -> Bool { LinePrefixes.isGlyphsToDecide(em, scales) }
            let n = Int(unitCount)
            let table = totals.entry + Int(tableOffset)
            let widths = table.assumingMemoryBound(to: Double.self)
            let adjustments = (table + (n + 1) * MemoryLayout<Double>.stride).assumingMemoryBound(to: Float.self)
            let startAdjustments = adjustments + n
            let other = totals.otherTotal(through: Int(word))
            var start = 0
            var restAdjustment = 0.0
            while true {
                // Every unit of a long word ends a grapheme. A line that starts
                // inside it (a ligature's split) is shaped again from there.
                let threshold = widths[start] + scales.room - Double(startAdjustments[start]) * scales.adjustment
                let offset = BreakWord.offset(
                    start..<n, isBoundary: { _ in true }, fits: { widths[$0] < threshold },
                    reshapedFits: { widths[$0] + Double(adjustments[$0 - 1]) * scales.adjustment < threshold })
                // The line's width at the split, and a unit further, which does not fit.
                if undecided(widths[offset] - threshold + scales.room)
                    || offset < n && undecided(widths[offset + 1] - threshold + scales.room) { return nil }
                total.lineCount += 1
                total.height += heights.height(fontMask: wordFontMask)
                if offset == n {
                    // The word ended: the next line starts at the next word.
                    return .lineStart(at: Int(word) + 1, lineStart: next, other: other)
                }
                if scales.restsByDifference {
                    restAdjustment = BreakWord.restAdjustment(
                        after: restAdjustment, lineStartAdjustment: start > 0 ? Double(startAdjustments[start]) : 0,
                        splitEndAdjustment: Double(adjustments[offset - 1]))
                }
                start = offset
                // The rest of the word on a line of its own: if it fits, the line goes on after it.
                let restStart = scales.restsByDifference ? restAdjustment : Double(startAdjustments[start])
                let rest = widths[n] - widths[start] + restStart * scales.adjustment
                if undecided(rest + Double(endAdjustment) * scales.adjustment) { return nil }
                if rest + Double(endAdjustment) * scales.adjustment < scales.room {
                    // A long word is in one font of the primary scale: none of its rest is other-scale.
                    return .afterRest(of: Int(word), end: end, rest: rest, restOther: 0, other: other,
                                      fontMask: fontMask)
                }
            }
        }
    }
}

extension LinePrefixes.Totals {
    /// The long word that is word `k`, if it is one (they are few: a
    /// search from the front).
    func longWord(at k: Int) -> LinePrefixes.LongWord? {
        longWords.first { Int($0.word) == k }
    }
}
