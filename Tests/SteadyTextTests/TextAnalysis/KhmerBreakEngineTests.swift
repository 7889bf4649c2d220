import Testing
@testable import SteadyText
import SteadyTestSupport

/// ``KhmerBreakEngine``: Khmer broken as Chromium 156 breaks it, where the
/// system ICU's engine, given the same word list, breaks more.
@Suite struct KhmerBreakEngineTests {
    /// The scripts corpus's khmer-0010 ("I will arrive in ten minutes. Have
    /// you eaten yet? Happy birthday!").
    static let khmer0010 = "ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី។ ញ៉ាំបាយហើយឬនៅ? រីករាយថ្ងៃកំណើត! 🎉"

    /// The breaks strictly inside the runs of Khmer of `text`, by `khmer`
    /// (nil: the ICU Steady links, as today's firefox target breaks).
    static func khmerBreaks(_ text: String, _ khmer: KhmerBreakEngine?) -> [Int] {
        let units = Array(text.utf16)
        let breaks = units.withUnsafeBufferPointer {
            LineBreakOpportunities.compute($0, iterator: BreakIterator(.line), pairs: .shared, khmer: khmer)
        }
        return (1..<units.count).filter {
            breaks[$0] && KhmerBreakEngine.segments(units[$0 - 1]) && KhmerBreakEngine.segments(units[$0])
        }
    }

    /// Chromium's breaks in khmer-0010, the boundaries its `Intl.Segmenter`
    /// finds (the same engine): "ខ្ញុំ|នឹង|មកដល់|ក្នុងរយៈ|ពេលដប់|នាទី។ ញ៉ាំ|បាយ|ហើយឬ|នៅ?
    /// រីករាយ|ថ្ងៃ|កំណើត! 🎉". ICU 72's engine breaks at 18, 24 and 43 as well
    /// ("ក្នុង|រយៈ|ពេល|ដប់", "ហើយ|ឬ"): after a word of 5 characters or fewer it
    /// starts a new word where Chromium's, after one shorter than 10, joins
    /// what begins no dictionary word to the word before it.
    @Test func chromiumKeepsWholeWhatICUBreaks() {
        #expect(Self.khmerBreaks(Self.khmer0010, .chromium) == [5, 8, 13, 21, 27, 37, 40, 44, 54, 58])
        #expect(Self.khmerBreaks(Self.khmer0010, nil) == [5, 8, 13, 18, 21, 24, 27, 37, 40, 43, 44, 54, 58])
    }

    /// Golden cases of khmer-0010 (scripts-dpr1, the bundled stack) that
    /// differed while Steady broke Khmer by ICU 72's engine: Chromium's
    /// lines start at words that end past offsets 18, 24 and 43.
    @Test(arguments: [
        (120.0, 17.0, LineHeight.fixed(22), WhiteSpace.preWrap, [0, 13, 27, 40, 48, 65]),
        (240.0, 33.0, LineHeight.fixed(43), WhiteSpace.preWrap, [0, 13, 27, 40, 54]),
        (300.0, 53.0, LineHeight.fixed(69), WhiteSpace.normal, [0, 13, 21, 33, 40, 48, 58]),
    ])
    func chromiumsLinesStartWhereItsGoldensDo(width: Double, size: Double, lineHeight: LineHeight,
                                              whiteSpace: WhiteSpace, starts: [Int]) throws {
        let text = PreparedText(Self.khmer0010, whiteSpace: whiteSpace, fonts: try FontStack.bundled(), target: .chromium)
        let lines = text.lines(width: width, fontSize: size, lineHeight: lineHeight, target: .chromium)
        #expect(lines.map(\.range.lowerBound) == starts)
    }

    /// Only the `chromium` target (both of its rules) breaks Khmer by
    /// Chromium's engine; `webkit` keeps the system ICU's own, and `firefox`
    /// names none (it breaks Khmer by ICU4X's LSTM model).
    @Test func onlyChromiumsRulesTakeItsEngine() {
        #expect(PreparationRules.blink.khmerEngine == .chromium)
        #expect(PreparationRules.blinkGlyphs.khmerEngine == .chromium)
        #expect(PreparationRules.gecko.khmerEngine == nil)
        #expect(PreparationRules.webKit.khmerEngine == nil)
        #expect(RenderingTarget.firefox.preparationRules.khmerEngine == nil)
    }

    /// Khmer from the corpora and runs made of dictionary words (some with
    /// shorter words inside them), syllables no word begins, the corpus's
    /// phrases, spaces, punctuation and Latin.
    static func texts() -> [String] {
        let words = ["យូហ៊ឺ", "ក្រឡាពាស", "សឹក្ខ", "នំបេ", "ឆ្អិត", "កញ្ឆែប", "អង្គុលៈ", "ឥតរបប", "ជវភាព", "មាត់ជ្រូក",
                     "លើមេឃ", "ក្រែងតែ", "ឆ្នូត", "ទុគ៌ត", "រង្សី", "គង់តែ", "ទំហំ", "អ្នកមហា", "ពន្លឿន", "អាមន្តនៈ",
                     "គ្រាមេស្វរៈ", "ទុក្កដាបត្តិ", "ជាតិភូមិ", "ថ្នាក់", "ចំណាក់", "ស្លាតាឱន", "នាងសរ", "អង្គាដី",
                     "អាចម៍សេះ", "ស្លាកស្នាម", "ខ្ញុំ", "នឹង", "មកដល់", "ក្នុង", "ពេល", "នាទី", "ហើយ", "បាយ", "នៅ",
                     "អរគុណ", "ច្រើន", "ទៅ", "ផ្ទះ", "ទេ", "រីករាយ", "កំណើត"]
        let other = ["រយៈ", "ដប់", "ឬ", "ក", "សួស្តី", "ញ៉ាំ", "ថ្ងៃនេះ", "ភ្លៀងធ្លាក់", "ខ្លាំងណាស់", "គេង", "ា",
                     "ក្ន", "ស្", "។ ", " ", "abc", "! ", "៖"]
        var random = SplitMix64(seed: 156)
        var texts = [khmer0010, "ថ្ងៃនេះភ្លៀងធ្លាក់ខ្លាំងណាស់។ ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី។",
                     "សួស្តី! សុខសប្បាយជាទេ? 😊", "រាត្រីសួស្តី។ ☀️", "ញ៉ាំបាយហើយឬនៅ?"]
        for _ in 0..<400 {
            let count = 1 + Int(random.next() % 12)
            texts.append((0..<count).map { _ in
                random.next() % 4 == 0 ? other[Int(random.next() % UInt64(other.count))]
                    : words[Int(random.next() % UInt64(words.count))]
            }.joined())
        }
        return texts
    }

    /// With ICU's own constants the engine finds what the system ICU's engine
    /// finds (ICU 72 running ICU 78's list: Steady's ICU): the port is ICU's
    /// algorithm, and only the constants make Chromium's breaks.
    @Test func withICUsConstantsItBreaksAsTheLinkedICU() {
        var differing = 0
        for text in Self.texts() {
            #expect(Self.khmerBreaks(text, .icu) == Self.khmerBreaks(text, nil), "\(text)")
            if Self.khmerBreaks(text, .chromium) != Self.khmerBreaks(text, nil) { differing += 1 }
        }
        // Chromium's constants matter to many of them.
        #expect(differing > 50)
    }

    /// Restarted at every grapheme of a run (a line's start), the engine with
    /// ICU's constants still finds the linked ICU's breaks; with Chromium's,
    /// each restart is the engine's walk from there, whether copied from the
    /// whole run's breaks or walked again.
    @Test func restartsAreTheEnginesFromEveryGrapheme() {
        let iterator = BreakIterator(.line)
        var checked = 0
        for text in Self.texts() {
            for run in text.split(whereSeparator: { !$0.unicodeScalars.allSatisfy {
                $0.value <= 0xFFFF && KhmerBreakEngine.segments(UInt16($0.value)) } }) {
                let units = Array(String(run).utf16)
                guard units.count >= 2 else { continue }
                let graphemeStarts = DictionaryRestartsTests.graphemeStarts(units)
                let icu = DictionaryRestarts(units: units, graphemeStarts: graphemeStarts[...], iterator: iterator,
                                             khmer: .icu)
                let chromium = DictionaryRestarts(units: units, graphemeStarts: graphemeStarts[...], iterator: iterator,
                                                  khmer: .chromium)
                for start in 1..<units.count where graphemeStarts[start] {
                    #expect(icu.breaks(afterRestartAt: Int32(start))
                            == DictionaryRestartsTests.icuBreaks(units, from: start, iterator: iterator))
                    var walked: [Int32] = []
                    units.withUnsafeBufferPointer {
                        KhmerBreakEngine.chromium.appendBreaks(in: $0, range: start..<units.count, to: &walked)
                    }
                    #expect(chromium.breaks(afterRestartAt: Int32(start)) == walked, "\(run) restarted at \(start)")
                    checked += 1
                }
            }
        }
        #expect(checked > 3_000)
    }

    /// A run that mixes Khmer with Thai: Chromium's engine breaks the Khmer
    /// part, ICU the Thai part and the edge between them.
    @Test func aMixedRunBreaksItsKhmerByTheEngine() {
        let units = Array("ក្នុងរយៈពេលដប់នាទីสวัสดีครับ".utf16)
        let graphemeStarts = DictionaryRestartsTests.graphemeStarts(units)
        let restarts = DictionaryRestarts(units: units, graphemeStarts: graphemeStarts[...], iterator: BreakIterator(.line),
                                          khmer: .chromium)
        let khmerEnd = Int32(18)
        let icu = DictionaryRestartsTests.icuBreaks(units, from: 5)
        #expect(icu.filter { $0 < khmerEnd } == [8, 11, 14])   // "រយៈ|ពេល|ដប់|នាទី"
        #expect(!icu.filter { $0 >= khmerEnd }.isEmpty)
        // After a line start at 5: "រយៈ|ពេលដប់|នាទី" by the engine, the edge and the Thai by ICU.
        #expect(restarts.breaks(afterRestartAt: 5) == [8, 14] + icu.filter { $0 >= khmerEnd })
        #expect(restarts.breaks(afterRestartAt: 8) == [14] + icu.filter { $0 >= khmerEnd })
    }

    /// Every character the engine segments is of line breaking class SA in
    /// Steady's table too: a dictionary run all of them is the run of Khmer
    /// the engine walked in the whole text, whose breaks its restarts take.
    @Test func everyCharacterItSegmentsIsComplexContext() {
        let table = CharacterPropertyTable.basicMultilingualPlane
        for unit in UInt16(0x1700)...UInt16(0x18FF) where KhmerBreakEngine.segments(unit) {
            #expect(table[Int(unit)].lineBreak == LineBreakClass.complexContext, "U+\(String(unit, radix: 16))")
        }
        #expect((UInt16(0)...UInt16.max).filter(KhmerBreakEngine.segments).count == 0x54 + 3)
    }

    /// Ranges the engine cannot walk give nothing and never trap: too short,
    /// empty, out of the text's bounds, and text that is not Khmer at all.
    @Test func oddRangesGiveNoBreaks() {
        let units = Array("ក្នុងរយៈពេលabc".utf16)
        units.withUnsafeBufferPointer { text in
            for range in [0..<0, 0..<3, 5..<5, 0..<(text.count + 4), 12..<14, 11..<14] {
                var breaks: [Int32] = []
                KhmerBreakEngine.chromium.appendBreaks(in: text, range: range, to: &breaks)
                #expect(breaks.allSatisfy { range.contains(Int($0)) && Int($0) > range.lowerBound })
                if range.count < KhmerBreakEngine.shortestRange || range.upperBound > text.count { #expect(breaks.isEmpty) }
            }
        }
    }
}
