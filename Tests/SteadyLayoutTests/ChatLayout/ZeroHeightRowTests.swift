import Testing
@testable import SteadyLayout

/// Rows of height 0 count by their one edge: mounted when that edge is on the canvas, visible
/// when it is in the range asked for, and the anchor when they are the first row below a short
/// list's padding.
@Suite struct ZeroHeightRowTests {
    func rows(firstHeight: Double, count: Int) -> [LayoutRow<Int>] {
        [LayoutRow(id: 0, height: firstHeight)] + (1..<count).map { LayoutRow(id: $0, height: 100) }
    }

    @Test func aBandThatFitsIsMountedWholeWithAZeroHeightFirstRow() {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800), canvasHeight: 40_000)
        layout.setRows(rows(firstHeight: 0, count: 20))
        #expect(layout.mountedIndices == 0..<20)
    }

    @Test func aZeroHeightLastRowIsMountedAndFoundAtItsEdge() {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800), canvasHeight: 40_000)
        layout.setRows((0..<20).map { LayoutRow(id: $0, height: 100) } + [LayoutRow(id: 20, height: 0)])
        #expect(layout.mountedIndices == 0..<21)
        let bottom = layout.frame(of: 19)!.maxY
        #expect(layout.frames(in: bottom..<(bottom + 1)).map(\.id) == [20])
        // The viewport ends at that edge, and a range does not hold its upper bound.
        #expect(layout.visibleFrames().last?.id == 19)
    }

    @Test func aZeroHeightFirstRowOfAShortListIsTheAnchorAndVisible() {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800))
        layout.setRows(rows(firstHeight: 0, count: 3))
        // 200 pt of rows at the bottom of 800: the visible area begins 600 pt above row 0.
        #expect(layout.readingAnchor == ReadingAnchor(rowID: 0, screenY: 600))
        #expect(layout.visibleFrames().map(\.id) == [0, 1, 2])
        #expect(layout.frames(in: layout.frame(of: 0)!.minY..<(layout.frame(of: 0)!.minY + 1)).map(\.id) == [0, 1])
    }

    @Test func aZeroHeightRowInTheMiddleIsSeenOnlyInsideTheRange() {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800))
        layout.setRows((0..<10).map { LayoutRow(id: $0, height: $0 == 5 ? 0 : 100) })
        let y = layout.frame(of: 5)!.minY
        #expect(layout.frames(in: (y - 1)..<y).map(\.id) == [4])
        #expect(layout.frames(in: y..<(y + 1)).map(\.id) == [5, 6])
    }
}
