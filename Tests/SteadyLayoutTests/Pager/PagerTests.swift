import Testing
@testable import SteadyLayout

@Suite struct PagerTests {
    @Test func asksOncePerPageAndOnlyNearAnEdge() {
        var pager = Pager(prefetchDistance: 500, hasOlder: true, hasNewer: true)
        do { let asked = pager.requests(distanceAbove: 600, distanceBelow: 600); #expect(asked.isEmpty) }
        do { let asked = pager.requests(distanceAbove: 499, distanceBelow: 600); #expect(asked == [.older]) }
        do { let asked = pager.requests(distanceAbove: 0, distanceBelow: 600); #expect(asked.isEmpty) }
        #expect(pager.older == .loading)
        pager.finish(.older, isLastPage: false)
        do { let asked = pager.requests(distanceAbove: 10, distanceBelow: 10); #expect(asked == [.older, .newer]) }
    }

    @Test func aDistanceOfZeroAsksAtTheEdgeAndTheDistanceItselfCounts() {
        var pager = Pager(prefetchDistance: 0, hasOlder: true, hasNewer: true)
        do { let asked = pager.requests(distanceAbove: 0.5, distanceBelow: 0.5); #expect(asked.isEmpty) }
        do { let asked = pager.requests(distanceAbove: 0, distanceBelow: 0); #expect(asked == [.older, .newer]) }
        var distant = Pager(prefetchDistance: 500, hasOlder: true)
        do { let asked = distant.requests(distanceAbove: 500, distanceBelow: 0); #expect(asked == [.older]) }
    }

    @Test func failureWaitsForRetryAndLastPageExhausts() {
        var pager = Pager(prefetchDistance: 500)
        #expect(pager.newer == .exhausted)
        _ = pager.requests(distanceAbove: 0, distanceBelow: 0)
        pager.fail(.older)
        #expect(pager.older == .failed)
        do { let asked = pager.requests(distanceAbove: 0, distanceBelow: 0); #expect(asked.isEmpty) }
        let retriedNewer = pager.retry(.newer)
        #expect(!retriedNewer)
        let retriedOlder = pager.retry(.older)
        #expect(retriedOlder)
        #expect(pager.older == .loading)
        pager.finish(.older, isLastPage: true)
        #expect(pager.older == .exhausted)
        do { let asked = pager.requests(distanceAbove: 0, distanceBelow: 0); #expect(asked.isEmpty) }
    }
}
