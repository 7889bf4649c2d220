import Testing
@testable import SteadyText

/// The system ICU's own line rules and dictionaries (``BreakIterator/Rules/systemLine``)
/// and grapheme clusters (``BreakIterator/Rules/systemGrapheme``), which
/// WebKitGTK breaks with: Debian 12's ICU 72 has other Khmer and Lao word
/// lists than the ICU 78 ones Chromium carries, which Steady's own ICU reads
/// ahead of the system's, and older cluster rules. Goldens/webkit/ holds what
/// WebKitGTK made of them.
@Suite struct SystemLineBreaksTests {
    static func breaks(_ text: String, _ rules: BreakIterator.Rules) -> [Int32] {
        DictionaryRestartsTests.icuBreaks(Array(text.utf16), from: 0, iterator: BreakIterator(rules))
    }

    /// Chat in Khmer and Lao (the scripts corpus): the two ICUs' dictionaries
    /// segment some of it otherwise.
    @Test func theSystemDictionariesSegmentKhmerAndLaoOtherwise() {
        let khmer = "ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី។ ញ៉ាំបាយហើយឬនៅ? រីករាយថ្ងៃកំណើត! 🎉"
        let lao = "ພວກເຮົາຈະໄປທ່ຽວຫຼວງພະບາງໃນເດືອນໜ້າພ້ອມກັບຄອບຄົວແລະໝູ່ເພື່ອນ"
        #expect([khmer, lao].contains { Self.breaks($0, .systemLine) != Self.breaks($0, .line) })
        for text in [khmer, lao] { #expect(!Self.breaks(text, .systemLine).isEmpty) }
    }

    /// Where neither dictionary is asked, the two agree.
    @Test func theyAgreeOnTextWithoutDictionaryScripts() {
        for text in ["Hello there, how are you?", "Привет, как дела?", "今日は良い天気ですね。", "مرحبا كيف حالك"] {
            #expect(Self.breaks(text, .systemLine) == Self.breaks(text, .line))
        }
    }

    /// The system ICU 72's grapheme clusters end after a Khmer coeng
    /// (U+17D2), where ICU 78's keep the conjunct whole.
    @Test func theSystemGraphemesEndAfterAKhmerCoeng() {
        func boundaries(_ rules: BreakIterator.Rules) -> [Int] {
            let units = Array("ខ្ញុំសុខសប្បាយ".utf16)
            let starts = units.withUnsafeBufferPointer {
                GraphemeBoundaries.compute($0, iterator: BreakIterator(rules))
            }
            return starts.indices.filter { starts[$0] }
        }
        #expect(boundaries(.systemGrapheme) == [0, 2, 5, 7, 8, 9, 11, 13, 14])
        #expect(boundaries(.grapheme) == [0, 5, 7, 8, 9, 13, 14])
    }

    /// WebKitGTK's break-word tries the system's clusters: "សុខសប្បាយ" (5..<15)
    /// splits after its coeng, "សុខសប្" | "បាយ", at 33 px in 120 px, where
    /// Chromium keeps "ប្ប" whole and fits "ខ្ញុំសុខ" (khmer-0003, bundled stack,
    /// Goldens/webkit/scripts-dpr1 and Goldens/scripts-dpr1).
    @Test func webKitSplitsAWordAfterAKhmerCoeng() throws {
        let fonts = try FontStack.bundled()
        func starts(_ target: RenderingTarget) -> [Int] {
            PreparedText("ខ្ញុំសុខសប្បាយ អរគុណ។", fonts: fonts, target: target)
                .lines(width: 120, fontSize: 33, lineHeight: .normal, target: target).map(\.range.lowerBound)
        }
        #expect(starts(.webkit) == [0, 5, 11, 15])
        #expect(starts(.chromium) == [0, 8, 15])
    }

    /// Each thread's iterators give the system's on asking for its rules.
    @Test func aThreadsIteratorsHaveTheSystemLineIterator() {
        let iterators = BreakIterators()
        #expect(iterators.line(.systemLine).rules == .systemLine)
        #expect(iterators.line(.line) === iterators.line)
        #expect(iterators.grapheme(.systemGrapheme).rules == .systemGrapheme)
        #expect(iterators.grapheme(.grapheme) === iterators.grapheme)
    }
}

/// WebKit gives ICU each span's text alone: a Thai run that crosses a span's
/// edge breaks inside each piece as the piece alone does (the case
/// `styled-plain-0013` of Goldens/webkit/styled-dpr1 at 120 px and 23 px).
@Suite struct SpansApartTests {
    @Test func aThaiRunIsSegmentedOneSpanAtATimeInWebKit() throws {
        let fonts = try FontStack.bundled()
        let text = "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ"
        func starts(_ target: RenderingTarget) throws -> [Int] {
            try PreparedText(text, spans: [TextSpan(start: 19, end: 20)], fonts: fonts, target: target)
                .lines(width: 120, fontSize: 23, lineHeight: .fixed(30), target: target).map(\.range.lowerBound)
        }
        #expect(try starts(.webkit) == [0, 12, 22])
        #expect(try starts(.chromium) == [0, 12, 23])
    }
}
