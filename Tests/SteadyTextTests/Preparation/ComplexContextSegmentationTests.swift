import Testing
@testable import SteadyText

/// Where a line that break-word starts inside a Khmer or Lao word breaks:
/// Chromium segments the rest of the run anew from the line's start, WebKit
/// keeps the whole text's words (``ComplexContextSegmentation``). The line
/// starts are WebKitGTK's and Chromium's (Goldens/webkit/scripts-dpr1 and
/// Goldens/scripts-dpr1, bundled stack, 120 px at 53 px).
@Suite struct ComplexContextSegmentationTests {
    let fonts: FontStack

    init() throws { fonts = try FontStack.bundled() }

    /// The line starts of `text` laid out for `target`.
    func starts(_ text: String, _ target: RenderingTarget, whiteSpace: WhiteSpace) -> [Int] {
        PreparedText(text, whiteSpace: whiteSpace, fonts: fonts, target: target)
            .lines(width: 120, fontSize: 53, lineHeight: .fixed(69), target: target).map(\.range.lowerBound)
    }

    /// "ក្នុងរយៈពេល" (13..<24) is one word to the system ICU and wider than the
    /// line: break-word splits it at 19 and at 23, and the next line ends at
    /// the whole text's next break, 27. Chromium restarts at 19 and finds
    /// "យៈ|ពេល" there (khmer-0007, pre-wrap).
    @Test func webKitKeepsTheWholeTextsKhmerWordsAfterBreakWord() {
        let text = "ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី។"
        #expect(starts(text, .webkit, whiteSpace: .preWrap) == [0, 8, 11, 13, 19, 23, 27])
        #expect(starts(text, .chromium, whiteSpace: .preWrap) == [0, 8, 11, 13, 19, 21, 24, 27])
    }

    /// "ຫຼວງພະບາງ" (15..<24) and "ໝູ່ເພື່ອນ" (50..<59) are words of the system
    /// ICU that break-word splits; WebKit's lines after each split run to the
    /// whole text's next break or the next split (lao-0001, normal).
    @Test func webKitKeepsTheWholeTextsLaoWordsAfterBreakWord() {
        let text = "ພວກເຮົາຈະໄປທ່ຽວຫຼວງພະບາງໃນເດືອນໜ້າພ້ອມກັບຄອບຄົວແລະໝູ່ເພື່ອນ"
        #expect(starts(text, .webkit, whiteSpace: .normal)
            == [0, 3, 9, 11, 15, 19, 23, 26, 31, 34, 38, 41, 44, 47, 50, 57])
        #expect(starts(text, .chromium, whiteSpace: .normal)
            == [0, 3, 9, 11, 15, 19, 21, 26, 31, 34, 38, 41, 44, 47, 50, 53])
    }

    /// WebKit segments each text node of a Thai run alone, and asks whether
    /// a line may break at a node's edge with the two code units before it
    /// as context, all its iterator keeps: "ภาษาไทยไม่มีการเว้น|ว|รรค…" with
    /// "ว" in a span of its own does not break before the span, so at 14 px
    /// in 120 px WebKitGTK breaks before "เว้น", where Chromium, which
    /// segments the whole run, breaks after it (styled-plain-0013,
    /// Goldens/webkit/roboto-styled-dpr1).
    @Test func webKitAsksAboutASpansEdgeWithTwoCodeUnitsBeforeIt() throws {
        let text = "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ"
        func starts(_ target: RenderingTarget) throws -> [Int] {
            try PreparedText(text, spans: [TextSpan(start: 19, end: 20)], whiteSpace: .preWrap, fonts: fonts,
                             target: target)
                .lines(width: 120, fontSize: 14, lineHeight: .normal, target: target).map(\.range.lowerBound)
        }
        #expect(try starts(.webkit) == [0, 15])
        #expect(try starts(.chromium) == [0, 19])
    }

    /// Each engine family's rules name its segmentation.
    @Test func eachEngineSegmentsItsOwnWay() {
        #expect(PreparationRules.blink.complexContext == .dictionaryFromEachLineStart)
        #expect(PreparationRules.webKit.complexContext == .dictionaryOnce)
        #expect(PreparationRules.gecko.complexContext == .lstm)
    }
}
