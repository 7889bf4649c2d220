import Testing
@testable import SteadyLayout

/// The one way a non-scrolling change moves the anchor: the scrollable range shrinks past the
/// offset. A top bar that gets shorter while the reader is at the top of the list is such a
/// case: the list rests at its top, as a scroll view would put it.
@Suite struct SafeAreaClampTests {
    @Test func aShorterTopBarAtTheTopClampsTheAnchorToTheNewTop() {
        var layout = ChatLayout<Int>(viewport: ViewportSize(width: 390, height: 800), safeAreaInsets: VerticalInsets(top: 100, bottom: 0))
        layout.setRows((0..<30).map { LayoutRow(id: $0, height: 100) })
        layout.scrollToTop()
        #expect(layout.readingAnchor == ReadingAnchor(rowID: 0, screenY: 100))
        layout.setSafeAreaInsets(VerticalInsets(top: 40, bottom: 0))
        #expect(layout.scroll.isAtTop)
        #expect(layout.readingAnchor == ReadingAnchor(rowID: 0, screenY: 40))
        // A taller bar leaves the offset in range: nothing moves, row 0 is now under the bar.
        layout.setSafeAreaInsets(VerticalInsets(top: 90, bottom: 0))
        #expect(layout.frame(of: 0).map { layout.scroll.screenY(forContentY: $0.minY) } == 40)
    }
}
