import SteadyLayout

/// SteadyLayout's fixed canvas (`ChatLayout`), driven through its public API only.
///
/// Prepends, height changes, Dynamic Type (`replaceHeights`) and width changes
/// (`setViewport(_:heights:)`) all keep the reading anchor at its screen y, so every scenario
/// should record 0.0 pt for it; anything else is a bug in SteadyLayout.
package struct FixedCanvasApproach: ScrollApproach {
    package var name: String { ApproachKind.fixedCanvas.rawValue }

    /// The engine, exposed so tests can inspect it.
    package private(set) var layout: ChatLayout<String>

    /// Creates an empty layout on a canvas of `canvasHeight` pt.
    package init(canvasHeight: Double = ChatLayout<String>.defaultCanvasHeight) {
        layout = ChatLayout(viewport: ViewportSize(width: 390, height: 844), canvasHeight: canvasHeight)
    }

    package mutating func load(_ rows: [LayoutRow<String>], viewport: ViewportSize, anchor: String, screenY: Double) {
        layout.setViewport(viewport)
        layout.setRows(rows)
        layout.scroll(toRow: anchor, screenY: screenY)
    }

    package mutating func prepend(_ rows: [LayoutRow<String>]) {
        layout.prepend(rows)
    }

    package mutating func setHeight(_ height: Double, ofRow id: String) {
        layout.setHeight(height, ofRow: id)
    }

    package mutating func replaceHeights(_ height: (String) -> Double) {
        layout.replaceHeights(height)
    }

    package mutating func setViewport(_ viewport: ViewportSize, heights: (String) -> Double) {
        // `setViewport(_:heights:)` takes an optional closure, which Swift treats as escaping;
        // it is only called during the call.
        withoutActuallyEscaping(heights) { heights in layout.setViewport(viewport, heights: heights) }
    }

    package mutating func scroll(by distance: Double) -> Double {
        // The distance the reader gets is the wanted one clamped into the range; the offset
        // itself may also change by a recentre, which moves rows and offset together.
        let range = layout.scroll.scrollableRange
        let before = layout.scroll.contentOffsetY
        let scrolled = min(max(before + distance, range.lowerBound), range.upperBound) - before
        layout.scroll(by: distance)
        return scrolled
    }

    package mutating func scroll(toRow id: String, screenY: Double) {
        layout.scroll(toRow: id, screenY: screenY)
    }

    package var readingAnchor: ReadingAnchor<String>? { layout.readingAnchor }

    package func screenY(ofRow id: String) -> Double? {
        guard let frame = layout.frame(of: id) else { return nil }
        return layout.scroll.screenY(forContentY: frame.minY)
    }
}
