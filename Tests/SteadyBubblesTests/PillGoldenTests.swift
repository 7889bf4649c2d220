import Testing
import SteadyBubbles
import SteadyGoldens
import SteadyText

/// Reactions and date pills against Chromium 156 (`Goldens/bubbles-pills-dpr1`, `-dpr2`;
/// corpus `make_bubble_corpus.py pills`): from one emoji to wider than any row, both
/// directions, texts short and long, with and without a time, at list widths 320, 390 and
/// 600 and sizes 17 and 28.
///
/// A pill is cut with an ellipsis where it would pass the row: reactions at the row's content
/// width less their 8 px inset on each side, a date at the row's content width. Every case
/// must match (row height, text line count, every frame).
@Suite struct PillGoldenTests {
    static let sets = ["bubbles-pills-dpr1", "bubbles-pills-dpr2"]

    @Test(arguments: sets)
    func rowsMatchChromium(_ name: String) throws {
        try expectEveryCaseMatches(name, count: 156)
    }

    /// The set holds pills cut at their limit and pills within it, in both directions: the
    /// reactions' limit is the row's width less its padding (8 px a side) and the pill's inset
    /// (8 px a side).
    @Test(arguments: sets)
    func setHasPillsAtTheirLimit(_ name: String) throws {
        let (goldens, _) = try BubbleGoldens.comparedInFull(name)
        for direction in [BubbleContent.Direction.incoming, .outgoing] {
            let pills = goldens.cases.filter { goldens.contents[$0.id]?.direction == direction }
                .compactMap { golden in golden.frames["reactions"].map { ($0, golden.listWidth) } }
            let cut = pills.filter { frame, listWidth in frame[2] == listWidth - 32 }.count
            #expect(cut > 0 && cut < pills.count, "\(direction): \(cut) of \(pills.count) pills at their limit")
        }
    }
}
