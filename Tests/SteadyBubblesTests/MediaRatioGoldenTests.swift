import Foundation
import Testing
import SteadyBubbles
import SteadyGoldens
import SteadyText

/// Media heights against Chromium 156 (`Goldens/bubbles-media-ratios-dpr1`,
/// `-dpr2`; corpus `make_bubble_corpus.py media-ratios`): media alone with
/// 482 seeded aspect ratios written with 1 to 6 decimals and 21 chosen ones
/// (common ratios, ratios under 1/64 and above 2^25, and one whose float is
/// infinite), each at 20 list widths (content widths 210 to 312 px, most of
/// them fractional), at ratios 1 and 2.
///
/// Blink turns `aspect-ratio: R` into a ratio of two `LayoutUnit`s (a
/// continued fraction's convergent unless `R` is a whole number of 1/64)
/// and divides by it with truncation, so the floor of the quotient
/// `width / R` is 1/64 px off for a few ratios of 3 to 6 decimals (m9,
/// 1.3337 at a 343.1 px list: 170.421875 px, where the quotient's floor is
/// 170.4375), and a ratio whose layout ratio has a side of 0 is ignored.
/// Every case must match (row height and every frame).
@Suite struct MediaRatioGoldenTests {
    static let sets = ["bubbles-media-ratios-dpr1", "bubbles-media-ratios-dpr2"]

    @Test(arguments: sets)
    func mediaMatchesChromium(_ name: String) throws {
        try expectEveryCaseMatches(name, count: 10_060)
    }

    /// The set holds the cases that tell the rules apart: heights under the
    /// limit that are not whole px, heights at the limit, and boxes of no
    /// height (ratios Blink ignores, and ratios so wide the height truncates
    /// to 0).
    @Test(arguments: sets)
    func setCoversTheRules(_ name: String) throws {
        let heights = try BubbleGoldens(named: name).cases.compactMap { $0.frames["media"]?[3] }
        #expect(heights.count == 10_060)
        #expect(heights.filter { $0 > 0 && $0 < 420 && $0 != $0.rounded() }.count > 5_000)
        #expect(heights.filter { $0 == 420 }.count >= 20)
        #expect(heights.filter { $0 == 0 }.count >= 20)
    }
}
