import Testing
@testable import SteadyLayout

/// Values an app can pass by accident (an infinity from a division, NaN, counts at `Int.max`,
/// a tiny canvas) change nothing or are clamped, and never trap.
@Suite struct OutOfRangeInputTests {
    func reading() -> ChatLayout<Int> {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800))
        layout.setRows((0..<100).map { LayoutRow(id: $0, height: 100) })
        layout.scroll(toRow: 50, screenY: 300)
        return layout
    }

    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func aNonFiniteScrollChangesNothing(value: Double) {
        var layout = reading()
        let offset = layout.scroll.contentOffsetY
        let anchor = layout.readingAnchor
        layout.scroll(by: value)
        #expect(layout.scroll.contentOffsetY == offset && layout.readingAnchor == anchor)
        layout.scroll(toContentOffsetY: value)
        #expect(layout.scroll.contentOffsetY == offset && layout.readingAnchor == anchor)
        layout.scroll(toRow: 10, screenY: value)
        #expect(layout.scroll.contentOffsetY == offset && layout.readingAnchor == anchor)
        var scroll = layout.scroll
        scroll.setContentOffsetY(value)
        #expect(scroll == layout.scroll)
    }

    @Test func infiniteRangeBoundsReachEveryMountedRow() {
        let layout = reading()
        #expect(layout.frames(in: -Double.infinity..<Double.infinity).count == 100)
        #expect(layout.frames(in: 0..<Double.infinity).count == 100)
    }

    @Test(arguments: [(10.0, 64.0), (-5.0, 64.0), (Double.nan, 1_000_000.0), (Double.infinity, 1_000_000.0), (1e300, 4_294_967_296.0)] as [(Double, Double)])
    func theCanvasHeightIsClampedNotTrapped(asked: Double, used: Double) {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800), canvasHeight: asked)
        #expect(layout.scroll.contentHeight == used)
        layout.setRows((0..<3).map { LayoutRow(id: $0, height: 100) })
        // Rows are at most an eighth of the canvas.
        #expect(layout.frame(of: 0)?.height == min(100, used / 8))
    }

    @Test func historyCountsThatOverflowGiveNil() {
        let layout = reading()
        #expect(layout.historyPosition(totalCount: Int.max, rowsBeforeLoaded: Int.max) == nil)
        #expect(layout.historyPosition(totalCount: Int.max, rowsBeforeLoaded: Int.max - 99) == nil)
        #expect(layout.historyPosition(totalCount: Int.min, rowsBeforeLoaded: 0) == nil)
        #expect(layout.historyPosition(totalCount: Int.max, rowsBeforeLoaded: Int.max - 100) != nil)
    }

    @Test func aNegativeOrNaNSafeAreaBecomesZero() {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800), safeAreaInsets: VerticalInsets(top: -50, bottom: .nan))
        #expect(layout.scroll.safeAreaInsets == .zero)
        layout.setRows((0..<20).map { LayoutRow(id: $0, height: 100) })
        layout.setSafeAreaInsets(VerticalInsets(top: -Double.infinity, bottom: -30))
        #expect(layout.scroll.safeAreaInsets == .zero)
        #expect(layout.scroll.visibleContentRange.upperBound - layout.scroll.visibleContentRange.lowerBound == 800)
    }

    @Test(arguments: [Double.nan, Double.infinity, -40])
    func aHeightOutsideTheGridBecomesZero(height: Double) {
        var layout = reading()
        let anchor = layout.readingAnchor
        layout.setHeight(height, ofRow: 10)
        #expect(layout.frame(of: 10)?.height == 0 && layout.readingAnchor == anchor)
    }
}
