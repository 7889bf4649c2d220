import Testing
@testable import SteadyLayout

/// `unreadCount`: an appended row is seen once its top edge has been in the visible area, and
/// every row is seen at the bottom. Rows carried past the view unseen stay unread.
@Suite struct UnreadCountTests {
    /// 400 pt high, rows of 100 pt (the provider gives 40,000 / width at width 400), no paging.
    func makeList() -> ChatList<Message> {
        let list = ChatList<Message>(viewport: ViewportSize(width: 400, height: 400), prefetchDistance: 0) { _, width in
            40_000 / width
        }
        list.setItems((0..<30).map { Message(id: $0) }, hasOlder: false)
        return list
    }

    func screenY(_ id: Int, in list: ChatList<Message>) -> Double? {
        list.layout.frame(of: id).map { list.layout.scroll.screenY(forContentY: $0.minY) }
    }

    @Test func aRowCarriedAboveTheViewByADeletionStaysUnread() {
        let list = makeList()
        list.scroll(toContentOffsetY: list.layout.frame(of: 9)!.minY + 60)
        #expect(list.layout.readingAnchor == ReadingAnchor(rowID: 9, screenY: -60))
        list.append((30..<40).map { Message(id: $0) })
        #expect(list.unreadCount == 10)
        list.remove(Array(9...29))
        // Row 30 takes the anchor's place at -60, never in view; 31 to 34 have their tops in view.
        #expect(list.layout.readingAnchor == ReadingAnchor(rowID: 30, screenY: -60))
        #expect(list.unreadCount == 6)
    }

    @Test func aScrollThatJumpsPastAppendedRowsLeavesThemUnread() {
        let list = makeList()
        list.scroll(toContentOffsetY: -1_000_000)
        list.append((30..<50).map { Message(id: $0) })
        #expect(list.unreadCount == 20)
        // One scroll to where row 49's top is at 380: tops of 46 to 49 in view, not the bottom.
        list.scroll(toContentOffsetY: list.layout.frame(of: 49)!.minY - 380)
        #expect(screenY(49, in: list) == 380 && !list.layout.isAtBottom)
        #expect(list.unreadCount == 16)
        // Scrolling back up through them marks them seen one by one.
        list.scroll(by: -400)
        #expect(list.unreadCount == 12)
        list.scrollToBottom()
        #expect(list.unreadCount == 0)
    }

    @Test func rowsAppendedAtTheBottomAreNeverUnreadAndRemovedOnesStopCounting() {
        let list = makeList()
        list.append((30..<35).map { Message(id: $0) })
        #expect(list.unreadCount == 0)
        list.scroll(by: -2_000)
        list.append((35..<40).map { Message(id: $0) })
        list.remove([36, 38])
        #expect(list.unreadCount == 3)
        list.setItems((0..<30).map { Message(id: $0) })
        #expect(list.unreadCount == 0)
    }
}
