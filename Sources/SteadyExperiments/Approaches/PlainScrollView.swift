import SteadyLayout

/// A scroll view that keeps its content offset, a number, whatever happens to the content:
/// `UIScrollView` or a `List` without any position restoration.
///
/// Every row is measured exactly (it has its true height at all times), and content starts at
/// y = 0, so rows inserted or resized above the reader push everything below them down by the
/// change: the reading anchor moves by the sum of the height changes above it. The offset is
/// only clamped into the scrollable range `0 ... max(0, contentHeight - viewportHeight)`.
package struct PlainScrollView: ScrollApproach {
    package var name: String { ApproachKind.plain.rawValue }

    private var rows = RowStack()
    private var viewport = ViewportSize(width: 0, height: 0)
    /// The content offset: content y at the viewport's top edge.
    private(set) var contentOffsetY = 0.0

    /// Creates an empty scroll view.
    package init() {}

    package mutating func load(_ rows: [LayoutRow<String>], viewport: ViewportSize, anchor: String, screenY: Double) {
        self.rows = RowStack(ids: rows.map(\.id), heights: rows.map(\.height))
        self.viewport = viewport
        if let index = self.rows.index(of: anchor) {
            contentOffsetY = self.rows.top(of: index) - screenY
        }
        clamp()
    }

    package mutating func prepend(_ newRows: [LayoutRow<String>]) {
        rows.prepend(ids: newRows.map(\.id), heights: newRows.map(\.height))
        clamp()
    }

    package mutating func setHeight(_ height: Double, ofRow id: String) {
        guard let index = rows.index(of: id) else { return }
        rows.setHeight(height, at: index)
        clamp()
    }

    package mutating func replaceHeights(_ height: (String) -> Double) {
        for index in 0..<rows.count { rows.setHeight(height(rows.ids[index]), at: index) }
        clamp()
    }

    package mutating func setViewport(_ viewport: ViewportSize, heights: (String) -> Double) {
        self.viewport = viewport
        replaceHeights(heights)
    }

    package mutating func scroll(by distance: Double) -> Double {
        let before = contentOffsetY
        contentOffsetY += distance
        clamp()
        return contentOffsetY - before
    }

    package mutating func scroll(toRow id: String, screenY: Double) {
        guard let index = rows.index(of: id) else { return }
        contentOffsetY = rows.top(of: index) - screenY
        clamp()
    }

    package var readingAnchor: ReadingAnchor<String>? {
        rows.readingAnchor(contentOffsetY: contentOffsetY)
    }

    package func screenY(ofRow id: String) -> Double? {
        rows.screenY(ofRow: id, contentOffsetY: contentOffsetY)
    }

    private mutating func clamp() {
        let maxOffset = max(0, rows.totalHeight() - viewport.height)
        contentOffsetY = min(max(contentOffsetY, 0), maxOffset)
    }
}
