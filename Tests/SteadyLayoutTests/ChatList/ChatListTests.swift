import Testing
@testable import SteadyLayout

@Suite struct ChatListTests {
    func makeList() -> ChatList<Message> {
        ChatList(viewport: ViewportSize(width: 400, height: 800), prefetchDistance: 1_000) { _, width in
            // Rows get taller as the list narrows, like wrapped text.
            40_000 / width
        }
    }

    @Test func heightProviderGetsTheViewportWidth() {
        let list = makeList()
        list.setItems((0..<10).map { Message(id: $0) })
        #expect(list.layout.frame(of: 0)?.height == 100)
        list.scroll(by: -150)
        let anchor = list.layout.readingAnchor
        list.setViewport(ViewportSize(width: 500, height: 800))
        #expect(list.layout.frame(of: 0)?.height == 80)
        #expect(list.layout.readingAnchor?.rowID == anchor?.rowID)
    }

    @Test(arguments: [-10.0, Double.nan])
    func heightsAreAskedAtTheWidthTheLayoutKeeps(width: Double) {
        var widths: [Double] = []
        let list = ChatList<Message>(viewport: ViewportSize(width: 400, height: 800)) { _, width in
            widths.append(width)
            return 50
        }
        list.setItems((0..<3).map { Message(id: $0) })
        widths = []
        list.setViewport(ViewportSize(width: width, height: 800))
        #expect(list.layout.scroll.viewport.width == 0)
        #expect(widths == [0, 0, 0])
        list.append([Message(id: 3)])
        #expect(widths == [0, 0, 0, 0])
    }

    @Test func olderPagesAreAskedOnceAndAFailedPageLosesNothing() {
        let list = makeList()
        var asked: [Int] = []
        list.onNeedsOlder = { asked.append($0.id) }
        list.setItems((100..<120).map { Message(id: $0) })
        // 2,000 pt of rows, the reader at the bottom: 1,200 pt above, beyond the prefetch distance.
        #expect(asked.isEmpty)
        list.scroll(by: -300)
        #expect(asked == [100])
        list.scroll(by: -100)
        #expect(asked == [100])
        list.failPage(.older)
        #expect(list.pageState(.older) == .failed && list.count == 20)
        list.scroll(by: -100)
        #expect(asked == [100])
        list.retry(.older)
        #expect(asked == [100, 100] && list.pageState(.older) == .loading)
        let anchor = list.layout.readingAnchor
        list.prepend((80..<100).map { Message(id: $0) }, isLastPage: true)
        #expect(list.pageState(.older) == .exhausted)
        #expect(list.layout.readingAnchor == anchor)
        #expect(list.item(at: 0).id == 80)
    }

    @Test func liveMessagesWhileReadingHistoryCountAsUnread() {
        let list = makeList()
        list.setItems((0..<30).map { Message(id: $0) })
        list.append([Message(id: 30)])
        #expect(list.unreadCount == 0 && list.layout.isAtBottom)
        list.scroll(by: -1_000)
        let anchor = list.layout.readingAnchor
        list.append([Message(id: 31), Message(id: 32)])
        #expect(list.unreadCount == 2)
        #expect(list.layout.readingAnchor == anchor)
        list.remove([31])
        #expect(list.unreadCount == 1)
        list.scrollToBottom()
        #expect(list.unreadCount == 0)
    }

    @Test func jumpPagesInBothDirections() {
        let list = makeList()
        var older: [Int] = [], newer: [Int] = []
        list.onNeedsOlder = { older.append($0.id) }
        list.onNeedsNewer = { newer.append($0.id) }
        list.jump(to: (500..<520).map { Message(id: $0) }, target: 510, screenY: 300)
        #expect(older == [500] && newer == [519])
        #expect(list.layout.frame(of: 510).map { list.layout.scroll.screenY(forContentY: $0.minY) } == 300)
        #expect(list.pageState(.older) == .loading && list.pageState(.newer) == .loading)
    }

    @Test func historyPositionRunsFromZeroToOne() {
        let list = makeList()
        list.setItems((0..<100).map { Message(id: $0) }, hasOlder: false)
        #expect(list.historyPosition(totalCount: 1_000, rowsBeforeLoaded: 900)?.fraction == 1)
        list.scroll(toContentOffsetY: -1_000_000)
        #expect(list.historyPosition(totalCount: 100, rowsBeforeLoaded: 0)?.fraction == 0)
        let middle = list.historyPosition(totalCount: 1_000, rowsBeforeLoaded: 450)!
        #expect(middle.fraction > 0.4 && middle.fraction < 0.5)
        #expect(middle.visibleFraction == 8.0 / 1_000)
    }
}
