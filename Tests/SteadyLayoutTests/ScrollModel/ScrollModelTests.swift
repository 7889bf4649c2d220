import Testing
@testable import SteadyLayout

@Suite struct ScrollModelTests {
    @Test func rangeFollowsInsetsSafeAreaAndKeyboard() {
        var scroll = ScrollModel(
            viewport: ViewportSize(width: 390, height: 800),
            contentHeight: 2_000,
            contentInset: VerticalInsets(top: -100, bottom: -300),
            safeAreaInsets: VerticalInsets(top: 50, bottom: 30)
        )
        #expect(scroll.minContentOffsetY == 50)
        #expect(scroll.maxContentOffsetY == 2_000 - 300 + 30 - 800)
        #expect(scroll.contentOffsetY == 50)
        scroll.setContentOffsetY(10_000)
        #expect(scroll.isAtBottom)
        scroll.setKeyboardOverlap(330)
        // The keyboard covers more than the bottom safe area, so the range grows by the difference.
        #expect(scroll.maxContentOffsetY == 2_000 - 300 + 330 - 800)
        #expect(!scroll.isAtBottom)
        #expect(scroll.visibleContentRange == (scroll.contentOffsetY + 50)..<(scroll.contentOffsetY + 800 - 330))
    }

    @Test func valuesSnapToTheGridAndClamp() {
        var scroll = ScrollModel(viewport: ViewportSize(width: 390.3, height: 800), contentHeight: 1_000)
        #expect(scroll.viewport.width == 390.296875)
        scroll.setContentOffsetY(100.004)
        #expect(scroll.contentOffsetY == 100)
        scroll.setContentOffsetY(-5)
        #expect(scroll.isAtTop && scroll.contentOffsetY == 0)
        scroll.setViewport(ViewportSize(width: 390, height: 2_000))
        #expect(scroll.scrollableRange == 0...0)
        #expect(scroll.screenY(forContentY: 40) == 40)
    }
}
