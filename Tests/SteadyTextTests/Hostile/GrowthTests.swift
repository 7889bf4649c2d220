import Foundation
import Testing
import SteadyText

/// Time grows linearly with the input: four times the text takes well under
/// eight times as long (a ratio, not an absolute time, so a slow or loaded
/// machine does not fail it; the fastest of three runs each).
@Suite(.serialized) struct GrowthTests {
    static func ratio(_ make: (Int) -> String, small: Int, width: Double = 300) -> Double {
        let fonts = Hostile.fonts
        func run(_ n: Int) -> Double {
            // A fresh string each time: equal texts would hit the shape cache.
            Hostile.fastest(3) {
                let prepared = PreparedText(make(n), fonts: fonts)
                _ = prepared.layout(width: width, fontSize: 17, lineHeight: .normal)
                _ = prepared.layout(width: 1, fontSize: 17, lineHeight: .normal)
            }
        }
        _ = run(small / 10)  // warm up
        return run(4 * small) / run(small)
    }

    @Test func oneLongWord() {
        let r = Self.ratio({ String(repeating: "x", count: $0) }, small: 50_000)
        #expect(r < 8, "50k -> 200k chars took \(r)x as long")
    }

    @Test func combiningMarksOnOneBase() {
        // HarfBuzz sorts a run of marks in quadratic time; SteadyText shapes
        // runs longer than PreparedText.Storage.longestShapedRun in pieces.
        let r = Self.ratio({ "a" + String(repeating: "\u{0301}", count: $0) }, small: 2_500)
        #expect(r < 8, "2.5k -> 10k marks took \(r)x as long")
    }

    @Test func manyShortWords() {
        let r = Self.ratio({ String(repeating: "ab cd ", count: $0 / 6) }, small: 50_000)
        #expect(r < 8, "50k -> 200k chars of words took \(r)x as long")
    }

    @Test func manyWordsOfNoScript() {
        // Digits and emoji take the script of the first letter after them, which
        // these never reach: the search for it must not start again at every word.
        let r = Self.ratio({ String(repeating: "12 😀 ", count: $0 / 6) }, small: 50_000)
        #expect(r < 8, "50k -> 200k chars of words of no script took \(r)x as long")
    }

    @Test func thaiWithoutSpaces() {
        // Dictionary runs are the one place with O(length²) ICU work (FontStack's
        // dictionaryCache); a run of Thai with no spaces must still scale.
        let r = Self.ratio({ n in String(repeating: "สวัสดีครับ", count: n / 10) }, small: 2_500)
        #expect(r < 8, "2.5k -> 10k Thai chars took \(r)x as long")
    }

    @Test func nestedBidiOverrides() {
        let r = Self.ratio({ n in String(repeating: "\u{202E}ab \u{2067}אב ", count: n / 8) }, small: 10_000)
        #expect(r < 8, "10k -> 40k chars of bidi controls took \(r)x as long")
    }
}
