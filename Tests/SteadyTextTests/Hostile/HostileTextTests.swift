import Foundation
import Testing
import SteadyText
import SteadyTestSupport

/// Text that strangers type: every case lays out without crashing or hanging,
/// and its lines partition the text (``Hostile/problems(_:whiteSpace:widths:sizes:)``).
@Suite struct HostileTextTests {
    static let cases = HostileTexts.cases

    @Test(arguments: cases.indices)
    func laysOutSoundly(_ index: Int) {
        let (name, text) = Self.cases[index]
        for whiteSpace in [WhiteSpace.preWrap, .normal] {
            let problems = Hostile.problems(text, whiteSpace: whiteSpace)
            #expect(problems.isEmpty, "\(name) (\(whiteSpace)): \(problems.prefix(5))")
        }
    }

    @Test func emptyTextHasNoLinesAndNoHeight() {
        let prepared = PreparedText("", fonts: Hostile.fonts)
        #expect(prepared.layout(width: 300, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 0, height: 0))
        #expect(prepared.lines(width: 300, fontSize: 17, lineHeight: .normal).isEmpty)
    }

    @Test func lastLineWithoutNewlineCountsAndTrailingNewlineAddsNone() {
        func count(_ text: String) -> Int {
            PreparedText(text, fonts: Hostile.fonts).layout(width: 300, fontSize: 17, lineHeight: .normal).lineCount
        }
        #expect(count("a\nb") == 2)
        #expect(count("a\nb\n") == 2)
        #expect(count("a\r\nb\r\n") == 2)
        #expect(count("a\n\n") == 2)
    }

    @Test func combiningMarksOnOneBaseStayOneGrapheme() {
        // 10,001 code units that form one grapheme: even one px wide, one line.
        let text = "a" + String(repeating: "\u{0301}", count: 10_000)
        let prepared = PreparedText(text, fonts: Hostile.fonts)
        #expect(prepared.layout(width: 1, fontSize: 17, lineHeight: .normal).lineCount == 1)
    }

    /// A 1,000,000-character word wraps by break-word between graphemes.
    @Test func millionCharacterWord() {
        let text = String(repeating: "x", count: 1_000_000)
        let prepared = PreparedText(text, fonts: Hostile.fonts)
        let lines = prepared.lines(width: 300, fontSize: 17, lineHeight: .normal)
        #expect(lines.count > 1000)
        #expect(lines.first?.range.lowerBound == 0 && lines.last?.range.upperBound == 1_000_000)
        #expect(lines.allSatisfy { $0.width <= 300 + 1.0 / 64 })
    }

    /// The largest message the hostile suite feeds the library directly: 2 MB of
    /// words and newlines (Docs/limits.md has the 10 MB figure, measured in release).
    @Test func twoMegabyteMessage() {
        let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 37) + "\n"
        let text = String(repeating: paragraph, count: 2_000_000 / paragraph.utf8.count)
        let prepared = PreparedText(text, fonts: Hostile.fonts)
        let layout = prepared.layout(width: 300, fontSize: 17, lineHeight: .normal)
        #expect(layout.lineCount >= 2_000_000 / paragraph.utf8.count)
        #expect(layout.height == Double(layout.lineCount) * 23)
    }
}
