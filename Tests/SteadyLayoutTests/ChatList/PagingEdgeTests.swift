import Testing
@testable import SteadyLayout

/// Paging at its edges: a retry with nothing loaded, and a prefetch distance of 0.
@Suite struct PagingEdgeTests {
    func makeList(prefetchDistance: Double) -> ChatList<Message> {
        ChatList(viewport: ViewportSize(width: 400, height: 800), prefetchDistance: prefetchDistance) { _, width in
            40_000 / width
        }
    }

    @Test func retryOnAnEmptiedListAsksNothingAndStaysFailed() {
        let list = makeList(prefetchDistance: 1_000)
        var asked: [Int] = []
        list.onNeedsOlder = { asked.append($0.id) }
        list.setItems((100..<120).map { Message(id: $0) })
        list.scroll(by: -300)
        #expect(asked == [100])
        list.failPage(.older)
        list.remove(Array(100..<120))
        #expect(list.count == 0)
        let retried = list.retry(.older)
        #expect(!retried && asked == [100])
        #expect(list.pageState(.older) == .failed)
        // A new first page starts paging over.
        list.setItems((200..<220).map { Message(id: $0) })
        list.scroll(by: -300)
        #expect(asked == [100, 200] && list.pageState(.older) == .loading)
    }

    @Test func aPrefetchDistanceOfZeroAsksAtTheTop() {
        let list = makeList(prefetchDistance: 0)
        var asked: [Int] = []
        list.onNeedsOlder = { asked.append($0.id) }
        list.setItems((100..<120).map { Message(id: $0) })
        list.scroll(by: -1_100)
        #expect(asked.isEmpty && !list.layout.scroll.isAtTop)
        list.scroll(by: -100)
        #expect(list.layout.scroll.isAtTop)
        #expect(asked == [100])
    }
}
