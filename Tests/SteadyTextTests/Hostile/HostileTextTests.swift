import Foundation
import Testing
import SteadyText

/// Text that strangers type: every case lays out without crashing or hanging,
/// and its lines partition the text (``Hostile/problems(_:whiteSpace:widths:sizes:)``).
@Suite struct HostileTextTests {
    static let cases: [(name: String, text: String)] = [
        ("empty", ""),
        ("NUL", "a\u{0}b\u{0}\u{0}c"),
        ("only NUL", "\u{0}"),
        ("lone high surrogate, decoded with replacement", String(decoding: [0xD800, 0x61] as [UInt16], as: UTF16.self)),
        ("lone low surrogate, decoded with replacement", String(decoding: [0x61, 0xDC00] as [UInt16], as: UTF16.self)),
        ("invalid UTF-8, decoded with replacement", String(decoding: [0x61, 0xFF, 0xFE, 0xC0, 0x80, 0x62] as [UInt8], as: UTF8.self)),
        ("BOM at the start", "\u{FEFF}Hello"),
        ("BOM alone", "\u{FEFF}"),
        ("CRLF line ends", "one\r\ntwo\r\nthree"),
        ("lone CR", "one\rtwo"),
        ("CRLF at the end", "one\r\n"),
        ("only newlines", "\n\n\n"),
        ("only spaces", "     "),
        ("only tabs", "\t\t\t"),
        ("U+2028 and U+2029", "a\u{2028}b\u{2029}c"),
        ("form feed and vertical tab", "a\u{0C}b\u{0B}c"),
        ("C1 controls", "a\u{85}b\u{9B}c"),
        ("10,000 combining marks on one base", "a" + String(repeating: "\u{0301}", count: 10_000)),
        ("combining marks with no base", String(repeating: "\u{0301}", count: 1_000)),
        ("unbalanced RLO", "abc \u{202E}def ghi"),
        ("unbalanced PDF", "\u{202C}\u{202C}abc\u{202C}"),
        ("200 nested overrides, never closed", String(repeating: "\u{202E}\u{202D}", count: 100) + "abc אבג"),
        ("unbalanced isolates", "\u{2067}abc \u{2066}def\u{2069}\u{2069}\u{2069} ghi"),
        ("500 isolates deep", String(repeating: "\u{2068}", count: 500) + "مرحبا hello" + String(repeating: "\u{2069}", count: 3)),
        ("mixed bidi marks", "\u{200F}\u{200E}\u{061C}abc\u{202B}مرحبا\u{202A}x"),
        ("5,000 ZWJ", String(repeating: "\u{200D}", count: 5_000)),
        ("ZWJ between emoji, 2,000 long", String(repeating: "👨\u{200D}", count: 2_000) + "👩"),
        ("5,000 VS16", "a" + String(repeating: "\u{FE0F}", count: 5_000)),
        ("VS15 and VS16 alternating", String(repeating: "❤\u{FE0E}❤\u{FE0F}", count: 500)),
        ("1,000 regional indicators", String(repeating: "🇫", count: 1_000)),
        ("tag sequences without a base", String(repeating: "\u{E0067}\u{E0062}", count: 300) + "\u{E007F}"),
        ("1,000 skin tones alone", String(repeating: "\u{1F3FB}", count: 1_000)),
        ("unassigned and private use", "\u{378}\u{E000}\u{F8FF}\u{10FFFD}\u{FFFF}\u{FFFE}"),
        ("noncharacters and specials", "\u{FFFC}\u{FFFD}\u{FFF9}\u{FFFA}\u{FFFB}"),
        ("soft hyphens only", String(repeating: "\u{AD}", count: 1_000)),
        ("soft hyphens between letters", String(repeating: "ab\u{AD}", count: 2_000)),
        ("Zalgo", String(repeating: "Z\u{0351}\u{0360}\u{0489}\u{0335}\u{0322}", count: 500)),
        ("Thai with no spaces", String(repeating: "สวัสดีครับยินดีที่ได้รู้จัก", count: 200)),
        ("CJK with no spaces", String(repeating: "你好世界今天天气很好", count: 500)),
        ("Hangul jamo", String(repeating: "\u{1100}\u{1161}\u{11A8}", count: 1_000)),
        ("Arabic with 100 marks per letter", String(repeating: "ب" + String(repeating: "\u{064B}", count: 100), count: 50)),
        ("Devanagari virama chain", String(repeating: "क्", count: 2_000)),
        ("surrogate-pair only text", String(repeating: "𝔘", count: 3_000)),
        ("spaces then a long word", String(repeating: " ", count: 2_000) + String(repeating: "x", count: 2_000)),
        ("tabs between words", String(repeating: "a\tb\t", count: 2_000)),
        ("very long URL", "https://example.com/" + String(repeating: "a/b?c=d&", count: 2_000)),
        ("1,000 empty lines", String(repeating: "\n", count: 1_000) + "x"),
        ("CR LF NEL soup", String(repeating: "\r\n\r\u{85}\n", count: 500)),
    ]

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
