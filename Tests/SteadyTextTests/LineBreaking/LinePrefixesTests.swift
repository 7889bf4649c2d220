import Testing
@testable import SteadyText
import SteadyTestSupport

/// ``LinePrefixes`` reads fixed-point totals and falls back to the exact
/// ones near a line's room: with the room put on, just under and just over
/// each total, it must count what a walk over the exact totals counts.
@Suite struct LinePrefixesTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    /// The count over exact totals alone: the definition the fast count keeps.
    func exactCount(_ totals: [CountedWords.Total], room: Double) -> LinePrefixes.Count {
        var lineCount = 0
        var first = 0
        var e = 0
        while e < totals.count {
            if totals[e].end < (first == 0 ? 0 : totals[first - 1].next) + room {
                e += 1
                continue
            }
            if e == first { return LinePrefixes.Count(lineCount: lineCount, wideWord: e) }
            lineCount += 1
            first = e
        }
        return LinePrefixes.Count(lineCount: lineCount + 1)
    }

    /// Between `count.lowerBound` and `count.upperBound - 1` of `words`, drawn
    /// at random and joined by spaces.
    /// Words joined by spaces, none after a newline: spaces that open a line are an item of
    /// their own, which the count leaves to the walk near the room (``LinePrefixes/Scales``).
    func randomText(of words: [String], count: Range<Int>, _ random: inout SplitMix64) -> String {
        (0..<(count.lowerBound + Int(random.next() % UInt64(count.count))))
            .map { _ in words[Int(random.next() % UInt64(words.count))] }
            .joined(separator: " ")
            .replacingOccurrences(of: "\n ", with: "\n")
    }

    /// Whether the count lays `prepared` out at `width` and `size` (it may
    /// leave a text to the walk); when it does, it must find the walk's lines.
    func countIsTheWalks(_ prepared: PreparedText, width: Double, size: Double, _ context: String) -> Bool {
        guard let counted = prepared.linePrefixes.layout(width: width, fontSize: size, lineHeight: .normal, target: .chromium) else {
            return false
        }
        let lines = prepared.lines(width: width, fontSize: size, lineHeight: .normal)
        #expect(counted.lineCount == lines.count, "\(context) width \(width) size \(size)")
        #expect(counted.height == lines.reduce(0) { $0 + $1.height }, "\(context) width \(width) size \(size)")
        return true
    }

    /// ``countIsTheWalks(_:width:size:_:)`` at 12 random widths in `widths`
    /// (to 1/100 px) and sizes of `sizes`, and at the width of each line the
    /// walk finds there, where a line's end meets the room: how many the
    /// count laid out.
    func comparedAtRandomWidths(_ prepared: PreparedText, widths: Range<Int>, sizes: [Double],
                                _ random: inout SplitMix64, _ context: String) -> Int {
        var compared = 0
        for _ in 0..<12 {
            let width = Double(widths.lowerBound) + Double(random.next() % UInt64(widths.count * 100)) / 100
            let size = sizes[Int(random.next() % UInt64(sizes.count))]
            var tried = [width]
            tried += prepared.lines(width: width, fontSize: size, lineHeight: .normal).map(\.width)
            compared += tried.count { countIsTheWalks(prepared, width: $0, size: size, context) }
        }
        return compared
    }

    /// The fixed point keeps every total of a text below 2^31 units, each
    /// within half a unit, and a unit is at most 2^-30 of the text's width:
    /// the count's margin (2^-21 of it) is far wider than their rounding.
    @Test func fixedPointKeepsEveryTotalOfItsText() throws {
        typealias Approximate = LinePrefixes.Approximate
        var totals: [Double] = [0, 1e-300, 0.25, 0.999_999, 1, 1.5, 2, 186.3, 1023.999, 1024, 65_535.5, 1e6, 0x1p31 - 1]
        var random = SplitMix64(seed: 31)
        for _ in 0..<2_000 { totals.append(Double(random.next() % 1_000_000_000) / 1_000 * Double(random.next() % 3)) }
        for total in totals {
            let shift = try #require(Approximate.shift(total: total), "\(total)")
            let scale = Double(sign: .plus, exponent: Int(shift), significand: 1)
            let units = Approximate.units(total, scale: scale)
            #expect(units < 1 << 31, "total \(total) shift \(shift)")
            #expect(abs(Double(units) / scale - total) <= 0.5 / scale, "total \(total)")
            #expect(total < 1 || 1 / scale <= total * 0x1p-30, "total \(total) shift \(shift)")
        }
        #expect(Approximate.shift(total: 0x1p31) == nil)
        #expect(Approximate.shift(total: .infinity) == nil)
        #expect(Approximate.shift(total: .nan) == nil)
    }

    @Test func approximateTotalsNeverDecideWithinRoundingOfTheRoom() throws {
        let words = ["hello", "world", "a", "Donaudampfschifffahrt", "office", "Wolf", "minimum", "I", "ll"]
        var random = SplitMix64(seed: 5)
        var nearRooms = 0
        for round in 0..<200 {
            let text = randomText(of: words, count: 2..<42, &random)
            let prepared = PreparedText(text, fonts: fonts)
            let (totals, specials, _) = try #require(prepared.linePrefixes.exactTotals, "\(text.debugDescription)")
            #expect(specials.isEmpty, "round \(round): \(text.debugDescription) should have plain totals")
            // Rooms that land a first line's end on, just under and just over a segment's end.
            for e in totals.indices {
                for nudge in [0.0, 1e-15, -1e-15, 1e-9, -1e-9, 3e-7, -3e-7] {
                    let room = totals[e].end + nudge
                    let fast = try #require(prepared.linePrefixes.count(room: room, exactOnly: false))
                    let exact = exactCount(totals, room: room)
                    #expect(fast.lineCount == exact.lineCount && fast.wideWord == exact.wideWord,
                            "round \(round): \(text.debugDescription) room \(room)")
                    nearRooms += 1
                }
            }
        }
        #expect(nearRooms > 10_000)
    }

    /// Texts with specials (emoji, whose font has another scale; kerning at
    /// a word's end; newlines), with the room on, just under and just over
    /// each word's end and each special's whole width: the count must find
    /// what it finds when the exact totals decide every fit.
    @Test func specialsNeverDecideWithinRoundingOfTheRoom() throws {
        let words = ["hello", "AV.", "Wa,", "To", "😀", "👍🏽", "yes😀", "office", "fT", "L'", "a\n", "minimum"]
        var random = SplitMix64(seed: 17)
        var nearRooms = 0
        var specialCount = 0
        for round in 0..<200 {
            let text = randomText(of: words, count: 2..<32, &random)
            let prepared = PreparedText(text, fonts: fonts)
            guard let (totals, specials, scales) = prepared.linePrefixes.exactTotals else { continue }
            specialCount += specials.count
            // A special's width on a first line: its total, end adjustment and other-scale width.
            let specialWidths = specials.map {
                $0.end + Double($0.endAdjustment) * scales.adjustment + $0.otherTotal * scales.other
            }
            for width in totals.map(\.end) + specialWidths {
                for nudge in [0.0, 1e-15, -1e-15, 1e-9, -1e-9, 3e-7, -3e-7] {
                    let room = width + nudge
                    let fast = prepared.linePrefixes.count(room: room, exactOnly: false)
                    let exact = prepared.linePrefixes.count(room: room, exactOnly: true)
                    #expect(fast?.lineCount == exact?.lineCount && fast?.wideWord == exact?.wideWord
                            && fast?.height == exact?.height, "round \(round): \(text.debugDescription) room \(room)")
                    nearRooms += 1
                }
            }
        }
        #expect(specialCount > 1_000)
        #expect(nearRooms > 20_000)
    }

    /// A long word (``LinePrefixes/LongWord``) is split from its entry's
    /// table, not the storage: at widths that cut it after every code unit,
    /// and exactly at each line's width, the count must find the walk's lines.
    /// The words have kerning inside (end adjustments where a line may end)
    /// and at their end before the next segment ("-T").
    @Test func longWordsSplitAsTheWalkDoes() {
        let texts = ["Aufmerksamkeitsdefizitsyndrom-Tor-Yacht and more",
                     "go AVAVAVAVAVAVAVAVAVAVAVAVAVAVAVAV-AVAVA now",
                     "see https://example.com/WAVY/To/averyverylongpath?To=AV ok\nnext",
                     "Donaudampfschifffahrtsgesellschafts-Vater"]
        var compared = 0
        for text in texts {
            let prepared = PreparedText(text, fonts: fonts)
            #expect(prepared.linePrefixes.longWordCount > 0, "\(text.debugDescription)")
            for size in [13.0, 17, 28] {
                // Every half pixel, and on and around the end of each line found there:
                // the same line recurs at many widths, and each width is compared once.
                let grid = stride(from: 20.0, through: 420, by: 0.5)
                var widths = Set(grid)
                for width in grid {
                    for line in prepared.lines(width: width, fontSize: size, lineHeight: .normal) {
                        widths.formUnion([line.width, line.width - 1.0 / 64, line.width + 1e-9])
                    }
                }
                // The count declines only a newline whose word does not fit.
                for width in widths.sorted() where countIsTheWalks(prepared, width: width, size: size, text.debugDescription) {
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }

    /// Thai has no spaces: ICU breaks it with a dictionary, and Chromium
    /// restarts that at each line's start (``DictionaryRun``). The count lays
    /// Thai out, each word a run of grapheme segments, and leaves to the walk
    /// a line that starts where a restart breaks otherwise (``CountedWords``):
    /// at widths that end lines everywhere, it must find the walk's lines.
    @Test func thaiWordsCountAsTheWalkFinds() {
        let words = ["สวัสดี", "ครับ", "ค่ะ", "วันนี้", "พรุ่งนี้", "ตอนเย็น", "เจอกัน", "หลัง", "เลิกงาน", "ฉัน", "อยู่",
                     "บ้าน", "แล้ว", "อยาก", "กิน", "ข้าว", "ด้วยกัน", "ไหม", "ดีมาก", "อาจจะ", "เร็วๆนี้",
                     "เสาร์อาทิตย์", "เพื่อน", "กาแฟ", "ใช่", "ไม่", "มาก", "สวย", "ตอนนี้", "ที่ไหน", "เมื่อไหร่",
                     "ทำไม", "ขอบคุณ", "นะคะ", "นะครับ", " ", "!", " 555", "\n", "ok"]
        var random = SplitMix64(seed: 17)
        var texts = 0
        var counted = 0
        var compared = 0
        for round in 0..<150 {
            let text = (0..<(4 + Int(random.next() % 40))).map { _ in words[Int(random.next() % UInt64(words.count))] }
                .joined()
            let prepared = PreparedText(text, fonts: fonts)
            guard !prepared.storage.dictionaryRuns.isEmpty else { continue }
            texts += 1
            if prepared.linePrefixes.wordCount > 0 { counted += 1 }
            compared += comparedAtRandomWidths(prepared, widths: 0..<400, sizes: [13, 17, 28], &random,
                                               "round \(round): \(text.debugDescription)")
        }
        #expect(counted == texts, "\(counted) of \(texts) Thai texts counted")
        #expect(compared > 1_000)
    }

    /// Kannada conjuncts and Myanmar syllables are HarfBuzz clusters of
    /// several graphemes, whose sides break-word shapes again when it splits
    /// them (a line start and a line end wider than their shares): the count
    /// keeps these texts and splits their words as the walk does.
    @Test func splitClustersCountAsTheWalkFinds() {
        let words = ["ಚೆನ್ನಾಗಿದ್ದೇನೆ", "ಧನ್ಯವಾದಗಳು", "ಕನ್ನಡ", "ಸ್ನೇಹಿತರು", "ಪ್ರಶ್ನೆ", "ನಾಳೆ", "ಕ್ಷಮಿಸಿ",
                     "ကျွန်တော်", "ကျေးဇူးတင်ပါတယ်", "နေကောင်းပါတယ်", "ok", "!"]
        var random = SplitMix64(seed: 29)
        var widened = 0
        var compared = 0
        for round in 0..<120 {
            let text = randomText(of: words, count: 2..<9, &random)
            let prepared = PreparedText(text, fonts: fonts)
            if prepared.storage.units.hasStartAdjustments { widened += 1 }
            compared += comparedAtRandomWidths(prepared, widths: 30..<330, sizes: [17, 33, 53], &random,
                                               "round \(round): \(text.debugDescription)")
        }
        #expect(widened > 60)
        #expect(compared > 1_000)
    }

    /// Right-to-left text in a left-to-right paragraph starts bidi items at
    /// its numbers, Latin words and final punctuation, often inside a word
    /// ("الآن!"); each item's piece of a line is rounded up on its own. The
    /// count lays such texts out, leaving a line within that rounding of the
    /// room to the walk: it must find the walk's lines, and answer for most.
    @Test func bidiItemsCountAsTheWalkFinds() {
        let words = ["في", "كيف", "نلتقي", "الآن!", "بخير،", "שלום", "מעולה!", "כן?", "492", "the", "😱", "12:30",
                     "أنا", "שבוע", "(ok)", "نعم."]
        var random = SplitMix64(seed: 23)
        var compared = 0
        var declined = 0
        for round in 0..<200 {
            let text = randomText(of: words, count: 2..<32, &random)
            let prepared = PreparedText(text, fonts: fonts)
            for _ in 0..<10 {
                let width = 100 + Double(random.next() % 30_000) / 100
                let size = [13.0, 17, 28][Int(random.next() % 3)]
                // Exactly at each line's width: the rounding's worst case, often left to the walk.
                let widths = [width] + prepared.lines(width: width, fontSize: size, lineHeight: .normal).map(\.width)
                for (index, width) in widths.enumerated() {
                    if countIsTheWalks(prepared, width: width, size: size, "round \(round): \(text.debugDescription)") {
                        compared += 1
                    } else if index == 0 {
                        declined += 1
                    }
                }
            }
        }
        // Of the widths drawn at random, nearly all are counted.
        #expect(declined < 2_000 / 20, "\(declined) of 2,000 left to the walk")
        #expect(compared > 3_000)
    }

    /// A word break-word splits is counted whatever else the text holds:
    /// a box (a mention chip), a bidi item or a font of the second scale
    /// group (Droid Sans Fallback's CJK) sends to the walk only the word
    /// that holds one. Long words beside and around them split as the walk
    /// splits them, and the count answers for most widths.
    @Test func longWordsBesideBoxesItemsAndOtherScalesCountAsTheWalkFinds() throws {
        let words = ["see", "https://example.com/a/very/long/path/to/somewhere?q=1", "ok", "@mention",
                     "Supercalifragilisticexpialidocious", "مرحبا", "你好吗", "the", "12:30", "done!"]
        var random = SplitMix64(seed: 41)
        var compared = 0
        var declined = 0
        var splitWithBoxes = 0
        for round in 0..<150 {
            let text = randomText(of: words, count: 3..<14, &random)
            let units = Array(text.utf16)
            // Each "@mention" is a chip 4.5 em wide.
            var spans: [TextSpan] = []
            var i = 0
            while let found = text.utf16.dropFirst(i).firstIndex(of: 0x40) {
                let start = text.utf16.distance(from: text.utf16.startIndex, to: found)
                spans.append(TextSpan(start: start, end: start + 8, box: 4.5))
                i = start + 8
            }
            #expect(i <= units.count)
            let prepared = try PreparedText(text, spans: spans, fonts: fonts)
            for _ in 0..<8 {
                let width = 60 + Double(random.next() % 24_000) / 100
                let size = [13.0, 17, 28][Int(random.next() % 3)]
                let lines = prepared.lines(width: width, fontSize: size, lineHeight: .normal)
                if countIsTheWalks(prepared, width: width, size: size, "round \(round): \(text.debugDescription)") {
                    compared += 1
                    // A line that ends inside a word: break-word split it.
                    if !spans.isEmpty && lines.contains(where: { line in
                        let end = line.range.upperBound
                        return end < units.count && units[end - 1] != 0x20 && units[end - 1] != 0x0A && units[end] != 0x20
                    }) {
                        splitWithBoxes += 1
                    }
                } else {
                    declined += 1
                }
            }
        }
        #expect(compared > 1_000, "\(compared) counted, \(declined) left to the walk")
        #expect(splitWithBoxes > 50)
    }

    /// A line that starts where ICU, restarted, would break otherwise than
    /// the whole text is the walk's: on five graphemes of one dictionary run
    /// ("ab", "cd", "e"), restarting before "c" allows a break before "d" and
    /// none before "e". A width that starts a line at "c" leaves the text to
    /// the walk; one that keeps it on one line does not.
    @Test func aLineStartingWhereARestartBreaksOtherwiseIsTheWalks() {
        let grapheme = { (flags: SegmentFlags) in
            SegmentMetrics(contentWidth: 1, spaceWidth: 0, fontMask: .primary, endAdjustment: 0,
                           contentOtherWidth: 0, contentSecondWidth: 0, flags: flags)
        }
        let units = UnitMetrics(advances: [1, 1, 1, 1, 1], fonts: [0, 0, 0, 0, 0], struts: [0, 0, 0, 0, 0], endAdjustments: [0, 0, 0, 0, 0],
                                graphemeStarts: [true, true, true, true, true, true], scaleGroups: fonts.scaleGroups)
        let storage = PreparedTextStorage(
            originalLength: 5, originalOffsets: nil, segmentStarts: [0, 1, 2, 3, 4, 5], contentEnds: [1, 2, 3, 4, 5],
            segments: [grapheme(.startsItem), grapheme([]), grapheme(.breakBefore), grapheme([]), grapheme(.breakBefore)],
            units: units,
            dictionaryRuns: [DictionaryRun(start: 0, end: 5, restarts: DictionaryRestarts(
                table: [1: [2, 4], 2: [3], 3: [4], 4: []], count: 5))],
            segmentRuns: [0, 0, 0, 0, 0], missingClusterCount: 0, preservesSpaces: true, fonts: fonts)
        #expect(storage.words.count == 3)
        #expect(storage.words.restartingWords == [1])
        let prepared = PreparedText(storage: storage)
        let em = fonts.fallbackList.metrics[0].advanceScale(fontSize: 16)
        // "ab" | "cd…": the second line starts at the restart.
        #expect(prepared.linePrefixes.layout(width: 2.5 * em, fontSize: 16, lineHeight: .normal, target: .chromium) == nil)
        #expect(prepared.lines(width: 2.5 * em, fontSize: 16, lineHeight: .normal).map(\.range)
                == [0..<2, 2..<3, 3..<5])
        // One line: counted.
        #expect(prepared.linePrefixes.layout(width: 10 * em, fontSize: 16, lineHeight: .normal, target: .chromium)?.lineCount == 1)
    }
}
