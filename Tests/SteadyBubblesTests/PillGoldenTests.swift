import Testing
import SteadyBubbles
import SteadyGoldens
import SteadyText

/// Reactions and date pills against Chromium 156 (`Goldens/bubbles-pills-dpr1`, `-dpr2`;
/// corpus `make_bubble_corpus.py pills`): from one emoji to wider than any row, both
/// directions, texts short and long, with and without a time, at list widths 320, 390 and
/// 600 and sizes 17 and 28.
///
/// A pill wider than the row overflows it to the right in both directions: an outgoing pill's
/// `margin-left: auto` is 0 then (an over-constrained auto margin), and a date's auto margins
/// both are. Every case must match (row height, text line count, every frame).
@Suite struct PillGoldenTests {
    static let sets = ["bubbles-pills-dpr1", "bubbles-pills-dpr2"]

    @Test(arguments: sets)
    func rowsMatchChromium(_ name: String) throws {
        try expectEveryCaseMatches(name, count: 156)
    }

    /// The set holds pills on both sides of the row's width, in both directions.
    @Test(arguments: sets)
    func setHasPillsWiderThanTheRow(_ name: String) throws {
        let (goldens, _) = try BubbleGoldens.comparedInFull(name)
        for direction in [BubbleContent.Direction.incoming, .outgoing] {
            let pills = goldens.cases.filter { goldens.contents[$0.id]?.direction == direction }
                .compactMap { golden in golden.frames["reactions"].map { ($0, golden.listWidth) } }
            let wider = pills.filter { frame, listWidth in frame[2] > listWidth - 16 }.count
            #expect(wider > 0 && wider < pills.count, "\(direction): \(wider) of \(pills.count) pills wider than the row")
        }
    }
}
