import SteadyLayout
import Testing
@testable import SteadyExperiments

/// Hand-computed small cases: five rows of 100 pt in a 200 pt viewport, the reader at the top of
/// the third row (content offset 200), and heights given directly (no text involved).
@Suite struct ApproachTests {
    let viewport = ViewportSize(width: 390, height: 200)
    let rows = (0..<5).map { LayoutRow(id: "r\($0)", height: 100) }

    func replay(estimate: HeightEstimate = .averageOfMeasured) -> Replay {
        var replay = Replay(approaches: ApproachKind.allCases.map { $0.makeApproach(estimate: estimate) })
        replay.load(rows, viewport: viewport, anchor: "r2", screenY: 0)
        return replay
    }

    @Test func everyApproachStartsAtTheAnchor() {
        let replay = replay()
        for approach in replay.approaches {
            #expect(approach.readingAnchor == ReadingAnchor(rowID: "r2", screenY: 0), "\(approach.name)")
        }
    }

    @Test func heightChangeAboveTheReader() {
        // r0 grows by 50 pt (an image loads). Then the reader scrolls up 200 pt and back.
        var replay = replay()
        replay.beginStep()
        replay.apply { $0.setHeight(150, ofRow: "r0") }
        let atChange = replay.results()
        #expect(atChange.map(\.totalAnchorShift) == [50, 0, 0])   // plain moves by the change at once

        replay.readerScrolls(-200, frame: 50)
        replay.readerScrolls(200, frame: 50)
        let results = replay.results()
        // plain: only the change itself; scroll-position: the stale height is corrected when r0
        // scrolls into view (offset 50), one jump of exactly the error; fixed canvas: nothing.
        #expect(results.map(\.totalAnchorShift) == [50, 50, 0])
        #expect(results.map(\.maxAnchorShift) == [50, 50, 0])
        #expect(results.map(\.jumpCount) == [1, 1, 0])
    }

    @Test func prependWithEstimatedHeights() {
        // Two older rows of 80 and 120 pt arrive; scroll-position first gives them 100 pt each.
        var replay = replay(estimate: .fixed(100))
        replay.beginStep()
        replay.apply { $0.prepend([LayoutRow(id: "p0", height: 80), LayoutRow(id: "p1", height: 120)]) }
        replay.readerScrolls(-400, frame: 50)
        let results = replay.results()
        // plain: the page's 200 pt at once. scroll-position: p1 is corrected by +20 when it comes
        // into view, p0 by -20: two jumps of 20 pt. fixed canvas: nothing.
        #expect(results.map(\.totalAnchorShift) == [200, 40, 0])
        #expect(results.map(\.maxAnchorShift) == [200, 20, 0])
        #expect(results.map(\.jumpCount) == [1, 2, 0])
    }

    @Test func averageEstimateComesFromMeasuredRows() {
        // At load the stack measures r2 and r3 (the viewport); after r2 and r3 grow to 300 pt
        // (a new text size), the estimate for the other rows is their mean, 300 pt, while r0 and
        // r1 really stay 100 pt: scrolling up corrects each by -200 pt.
        var replay = replay()
        replay.beginStep()
        replay.apply { approach in approach.replaceHeights { $0 == "r2" || $0 == "r3" ? 300 : 100 } }
        let atChange = replay.results()
        // plain: nothing above r2 changed, so it stays; scroll-position restores r2 by identity.
        #expect(atChange.map(\.totalAnchorShift) == [0, 0, 0])
        replay.readerScrolls(-600, frame: 50)
        let results = replay.results()
        #expect(results[1].totalAnchorShift == 400)
        #expect(results[1].maxAnchorShift == 200)
        #expect(results[2].totalAnchorShift == 0)
    }

    @Test func readerScrollingAloneMovesNothing() {
        var replay = replay()
        replay.beginStep()
        replay.readerScrolls(-150, frame: 40)
        replay.readerScrolls(250, frame: 40)
        #expect(replay.results().map(\.totalAnchorShift) == [0, 0, 0])
    }

    @Test func widthChangeAboveTheReader() {
        // Every row doubles at a narrower width: plain moves by the two rows above (200 pt).
        var replay = replay()
        replay.beginStep()
        replay.apply { approach in
            approach.setViewport(ViewportSize(width: 320, height: 200)) { _ in 200 }
        }
        #expect(replay.results().map(\.totalAnchorShift) == [200, 0, 0])
    }

    @Test func scrollIsClampedAndReported() {
        var plain = PlainScrollView()
        plain.load(rows, viewport: viewport, anchor: "r2", screenY: 0)
        #expect(plain.scroll(by: -500) == -200)
        #expect(plain.scroll(by: 1000) == 300)
        var fixed = FixedCanvasApproach()
        fixed.load(rows, viewport: viewport, anchor: "r2", screenY: 0)
        #expect(fixed.scroll(by: -500) == -200)
        #expect(fixed.readingAnchor == ReadingAnchor(rowID: "r0", screenY: 0))
    }
}
