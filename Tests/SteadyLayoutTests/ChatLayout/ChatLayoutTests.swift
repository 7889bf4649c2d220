import Testing
@testable import SteadyLayout

/// Named cases of the behaviours the property test covers at random.
@Suite struct ChatLayoutTests {
    static let viewport = ViewportSize(width: 390, height: 800)

    func rows(_ ids: Range<Int>, height: Double = 100) -> [LayoutRow<Int>] {
        ids.map { LayoutRow(id: $0, height: height) }
    }

    /// A layout with 100 rows of 100 pt, scrolled so row 50 is at screen y 300.
    func reading() -> ChatLayout<Int> {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.setRows(rows(0..<100))
        layout.scroll(toRow: 50, screenY: 300)
        return layout
    }

    @Test func firstRowIsPinnedAtTheCanvasMiddleAndInsetsHideTheRest() {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.setRows(rows(0..<20))
        #expect(layout.frame(of: 0)?.minY == 500_000)
        #expect(layout.scroll.contentInset == VerticalInsets(top: -500_000, bottom: -(500_000 - 2_000)))
        #expect(layout.isAtBottom)
        #expect(layout.frame(of: 19).map { layout.scroll.screenY(forContentY: $0.maxY) } == 800)
    }

    @Test func prependNeverTouchesTheOffset() {
        var layout = reading()
        let offset = layout.scroll.contentOffsetY
        layout.prepend((1..<51).map { LayoutRow(id: -$0, height: Double($0)) }.reversed())
        #expect(layout.scroll.contentOffsetY == offset)
        #expect(layout.readingAnchor == ReadingAnchor(rowID: 47, screenY: 300 - 300))
        #expect(layout.frame(of: -1)?.maxY == layout.frame(of: 0)?.minY)
    }

    @Test(arguments: [
        ([10, 20], "above"), ([80, 90], "below"), ([47], "the anchor"),
    ])
    func deletingKeepsTheReadingPosition(ids: [Int], where: String) {
        var layout = reading()
        let anchor = layout.readingAnchor!
        let successor = layout.frame(of: anchor.rowID + 1)!
        layout.removeRows(ids)
        if ids.contains(anchor.rowID) {
            #expect(layout.readingAnchor == ReadingAnchor(rowID: successor.id, screenY: anchor.screenY), "\(`where`)")
        } else {
            #expect(layout.readingAnchor == anchor, "\(`where`)")
        }
    }

    @Test func deletingEverythingBelowClampsToTheBottom() {
        var layout = reading()
        layout.removeRows(Array(47..<100))
        #expect(layout.isAtBottom)
        #expect(layout.frame(of: 46).map { layout.scroll.screenY(forContentY: $0.maxY) } == 800)
        layout.removeRows(Array(0..<47))
        #expect(layout.isEmpty && layout.readingAnchor == nil && layout.isAtBottom)
    }

    @Test(arguments: [5, 47, 48, 99])
    func heightEditsDoNotMoveTheAnchor(row: Int) {
        var layout = reading()
        let anchor = layout.readingAnchor!
        layout.setHeight(437.5, ofRow: row)
        #expect(layout.readingAnchor == anchor)
        #expect(layout.frame(of: row)?.height == 437.5)
    }

    @Test func appendSticksAtTheBottomAndStaysWhileReading() {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.setRows(rows(0..<30))
        let stuck = layout.append(rows(30..<32))
        #expect(stuck)
        #expect(layout.isAtBottom)
        layout.scroll(by: -1_000)
        let anchor = layout.readingAnchor
        let stuckWhileReading = layout.append(rows(32..<40))
        #expect(!stuckWhileReading)
        #expect(layout.readingAnchor == anchor)
    }

    @Test func shortListsSitAtTheBottomAndGrowUpwards() {
        var layout = ChatLayout<Int>(viewport: Self.viewport, safeAreaInsets: VerticalInsets(top: 50, bottom: 30))
        layout.setRows(rows(0..<2))
        let bottom = layout.frame(of: 1).map { layout.scroll.screenY(forContentY: $0.maxY) }
        #expect(bottom == 770)
        layout.prepend(rows(-3..<0))
        #expect(layout.frame(of: 1).map { layout.scroll.screenY(forContentY: $0.maxY) } == 770)
        #expect(layout.frame(of: -3).map { layout.scroll.screenY(forContentY: $0.minY) } == 270)
    }

    @Test func widthChangeAndDynamicTypeKeepTheAnchor() {
        var layout = reading()
        let anchor = layout.readingAnchor!
        layout.setViewport(ViewportSize(width: 700, height: 500)) { Double(30 + $0 % 7 * 13) }
        #expect(layout.readingAnchor == anchor)
        layout.replaceHeights { Double(200 + $0 % 5) }
        #expect(layout.readingAnchor == anchor)
        #expect(layout.frame(of: 51)?.minY == layout.frame(of: 50)!.minY + 200)
    }

    @Test func recentringMovesRowsAndOffsetTogether() {
        var layout = ChatLayout<Int>(viewport: Self.viewport, canvasHeight: 10_000)
        layout.setRows(rows(0..<50))
        layout.scroll(toRow: 10, screenY: 100)
        for page in 1...10 {
            let anchor = layout.readingAnchor
            layout.prepend(rows((-50 * page)..<(-50 * page + 50)))
            #expect(layout.readingAnchor == anchor)
        }
        // 55,000 pt of rows on a 10,000 pt canvas: a window, and the reader inside it.
        #expect(layout.mountedIndices.count < layout.count)
        // Scrolling up through the whole band: every step moves rows by exactly the distance,
        // recentres happen on the way, and the oldest row is reached.
        var recentres = 0
        while !layout.scroll.isAtTop {
            let originBefore = layout.canvas.origin
            let anchor = layout.readingAnchor!
            layout.scroll(by: -640)
            let screenY = layout.frame(of: anchor.rowID).map { layout.scroll.screenY(forContentY: $0.minY) }
            if !layout.scroll.isAtTop { #expect(screenY == anchor.screenY + 640) }
            if layout.canvas.origin != originBefore { recentres += 1 }
        }
        #expect(recentres >= 3)
        #expect(layout.readingAnchor == ReadingAnchor(rowID: -500, screenY: 0))
    }

    @Test func jumpPutsTheTargetWhereAsked() {
        var layout = reading()
        layout.jump(to: rows(5_000..<5_041), target: 5_020, screenY: 250)
        #expect(layout.readingAnchor == ReadingAnchor(rowID: 5_017, screenY: -50))
        #expect(layout.frame(of: 5_020).map { layout.scroll.screenY(forContentY: $0.minY) } == 250)
        let anchor = layout.readingAnchor
        layout.prepend(rows(4_950..<5_000))
        layout.append(rows(5_041..<5_091))
        #expect(layout.readingAnchor == anchor)
    }

    @Test func keyboardLiftsTheBottomOrKeepsTheAnchor() {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.setRows(rows(0..<30))
        layout.setKeyboardOverlap(300)
        #expect(layout.frame(of: 29).map { layout.scroll.screenY(forContentY: $0.maxY) } == 500)
        layout.scroll(by: -700)
        let anchor = layout.readingAnchor
        layout.setKeyboardOverlap(0)
        #expect(layout.readingAnchor == anchor)
    }
}
