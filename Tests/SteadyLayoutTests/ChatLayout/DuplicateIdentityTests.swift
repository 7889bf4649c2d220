import Testing
@testable import SteadyLayout

/// A repeated identity is data, not a programming error: the layout skips it and keeps the
/// first row with that identity, in `setRows`, `prepend` and `append`.
@Suite struct DuplicateIdentityTests {
    static let viewport = ViewportSize(width: 390, height: 800)

    func row(_ id: Int, _ height: Double = 100) -> LayoutRow<Int> { LayoutRow(id: id, height: height) }

    @Test func setRowsKeepsTheFirstOfTwoRowsWithOneIdentity() {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.setRows([row(0), row(1, 40), row(1, 70), row(2)])
        #expect(layout.count == 3)
        #expect((0..<3).map(layout.id(at:)) == [0, 1, 2])
        #expect(layout.frame(of: 1)?.height == 40)
        #expect(layout.frame(of: 2)?.minY == layout.frame(of: 1)!.maxY)
    }

    @Test func prependSkipsLoadedRowsAndKeepsTheOlderOfARepeat() {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.setRows((0..<30).map { row($0) })
        layout.scroll(toRow: 10, screenY: 200)
        let anchor = layout.readingAnchor
        // An overlapping page: -3 twice (the older copy 30 pt), and 0 and 1 already loaded.
        layout.prepend([row(-3, 30), row(-2, 50), row(-3, 90), row(-1, 60), row(0, 500), row(1, 500)])
        #expect(layout.readingAnchor == anchor)
        #expect((0..<5).map(layout.id(at:)) == [-3, -2, -1, 0, 1])
        #expect(layout.count == 33)
        #expect(layout.frame(of: -3)?.height == 30 && layout.frame(of: 0)?.height == 100)
        #expect(layout.frame(of: -1)?.maxY == layout.frame(of: 0)?.minY)
        #expect(layout.frame(of: -3)?.minY == layout.frame(of: 0)!.minY - 140)
        #expect(LayoutChecks.problems(in: layout, model: model(of: layout)).isEmpty)
    }

    @Test func appendShowsAMessageSentTwiceOnce() {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.setRows((0..<30).map { row($0) })
        layout.append([row(29, 300), row(30), row(30, 300), row(31)])
        #expect(layout.count == 32)
        #expect(layout.lastID == 31 && layout.frame(of: 29)?.height == 100 && layout.frame(of: 30)?.height == 100)
        #expect(layout.isAtBottom)
        #expect(LayoutChecks.problems(in: layout, model: model(of: layout)).isEmpty)
    }

    @Test func jumpWithARepeatedTargetShowsIt() {
        var layout = ChatLayout<Int>(viewport: Self.viewport)
        layout.jump(to: (0..<20).map { row($0) } + [row(6, 300)], target: 6, screenY: 100)
        #expect(layout.count == 20 && layout.frame(of: 6)?.height == 100)
        #expect(layout.frame(of: 6).map { layout.scroll.screenY(forContentY: $0.minY) } == 100)
    }

    /// The model the layout should hold: its own rows in order (the checks then test geometry).
    func model(of layout: ChatLayout<Int>) -> RowModel {
        var model = RowModel()
        model.ids = (0..<layout.count).map(layout.id(at:))
        for id in model.ids { model.heights[id] = layout.frame(of: id)!.height }
        return model
    }
}
