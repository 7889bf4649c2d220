import SteadyTestSupport
import Testing
@testable import SteadyText

/// The breaks Chromium makes and WebKit or Firefox do not, as their
/// goldens show them (Goldens/webkit/, Goldens/firefox/).
@Suite struct EngineBreaksTests {
    @Test func webKitKeepsAHyphenWithTheLatinLetterAfterIt() {
        for after in "ÉéàêÀÿ½²©§".utf16 { #expect(EngineBreaks.webKitKeeps(0x2D, after)) }
        // Its pair table breaks before these, as before ASCII letters.
        for after in "\u{A0}¡¢£¤¥°±´¿a(".utf16 { #expect(!EngineBreaks.webKitKeeps(0x2D, after)) }
        #expect(!EngineBreaks.webKitKeeps(0x2013, 0xE9))
    }

    @Test func webKitKeepsSmallKanaWithTheCharacterBefore() {
        for after in "っょァーｯ".utf16 { #expect(EngineBreaks.webKitKeeps(0x964D, after)) }
        #expect(!EngineBreaks.webKitKeeps(0x20, 0x3063))
        #expect(!EngineBreaks.webKitKeeps(0x964D, 0x3064))
    }

    @Test func firefoxKeepsAHyphenWithADigitOrHyphenAfterIt() {
        #expect(EngineBreaks.firefoxKeeps(0x2D, 0x30))
        #expect(EngineBreaks.firefoxKeeps(0x2D, 0x2D))
        #expect(!EngineBreaks.firefoxKeeps(0x2D, 0x61))
        #expect(!EngineBreaks.firefoxKeeps(0x2D, 0xC9))
        // A small kana stays with the character before it, as in WebKit.
        #expect(EngineBreaks.firefoxKeeps(0x964D, 0x3063))
        #expect(!EngineBreaks.firefoxKeeps(0x20, 0x3063))
        #expect(!EngineBreaks.firefoxKeeps(0x964D, 0x3064))
    }

    /// The same prepared text breaks per target: Chromium after the hyphen
    /// of "Saint-Étienne" and of "2024-", WebKit and Firefox as each does,
    /// Firefox also after a hyphen that opens a word.
    @Test func layoutLeavesOutTheBreaksATargetDoesNotMake() throws {
        let fonts = try FontStack.bundled()
        func starts(_ text: String, _ target: RenderingTarget, width: Double = 60) -> [Int] {
            let prepared = PreparedText(text, fonts: fonts)
            let lines = prepared.lines(width: width, fontSize: 17, lineHeight: .normal, target: target)
            #expect(prepared.layout(width: width, fontSize: 17, lineHeight: .normal, target: target).lineCount
                    == lines.count)
            return lines.map(\.range.lowerBound)
        }
        #expect(starts("Saint-Étienne", .chromium).contains(6))
        #expect(starts("Saint-Étienne", .firefox).contains(6))
        #expect(!starts("Saint-Étienne", .webkit).contains(6))
        #expect(starts("2024-03-15", .chromium).count > 1)
        #expect(starts("2024-03-15", .chromium) == starts("2024-03-15", .webkit))
        #expect(starts("2024-03-15", .firefox).dropFirst().allSatisfy { ![5, 8].contains($0) })
        // A hyphen that opens a word: Firefox breaks after it, Chromium keeps
        // it with a letter past ASCII (Unicode's LB20a; Blink's own ASCII
        // pair table breaks "-i").
        for word in ["über", "Ωme"] {
            #expect(starts("ok -" + word, .firefox, width: 50) == [0, 4])
            #expect(starts("ok -" + word, .chromium, width: 50) == [0, 3])
        }
        #expect(starts("ok -ilsa", .firefox, width: 50) == [0, 4])
        #expect(starts("ok -123", .firefox, width: 50) == [0, 3])
    }
}
