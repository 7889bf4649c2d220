import SteadyLayout

/// The height a lazy stack gives a row it has not measured yet.
package enum HeightEstimate: Sendable, Equatable {
    /// The mean height of the rows measured so far (what lazy stacks do); 60 pt before any.
    case averageOfMeasured
    /// The same height in pt for every unmeasured row (`estimatedRowHeight`).
    case fixed(Double)
}

/// A lazy stack that restores the reading row by identity, like SwiftUI's
/// `scrollPosition(id:)` on a `LazyVStack`.
///
/// After every change (a page, a new height, a new text size or width) the anchor row is put
/// back at its screen y, so the change itself moves nothing. But a lazy stack only measures the
/// rows it shows: rows inserted or invalidated off screen carry an estimate (``HeightEstimate``),
/// and a row whose text or image changed off screen keeps its old height. When the reader later
/// scrolls a row into view it is measured, its height is corrected while the content offset
/// stays, and everything below the corrected row moves by the error: the jump arrives late,
/// while the reader is scrolling. ``scroll(by:)`` counts it.
///
/// Content starts at y = 0; the viewport measures rows intersecting
/// `contentOffsetY ..< contentOffsetY + viewportHeight` (no overscan).
package struct ScrollPositionRestoration: ScrollApproach {
    package var name: String { ApproachKind.scrollPosition.rawValue }

    /// The estimate given to unmeasured rows.
    package let estimate: HeightEstimate
    /// The heights the stack believes: measured, stale or estimated.
    private var rows = RowStack()
    /// The true heights, aligned with `rows`: what measuring a row would give.
    private var trueHeights: [Double] = []
    /// Whether the row's believed height came from measuring it (possibly before it changed).
    private var isMeasured: [Bool] = []
    private var viewport = ViewportSize(width: 0, height: 0)
    private(set) var contentOffsetY = 0.0

    /// Creates an empty stack.
    ///
    /// - Parameter estimate: The height given to rows not measured yet.
    package init(estimate: HeightEstimate = .averageOfMeasured) {
        self.estimate = estimate
    }

    package mutating func load(_ newRows: [LayoutRow<String>], viewport: ViewportSize, anchor: String, screenY: Double) {
        self.viewport = viewport
        rows = RowStack(ids: newRows.map(\.id), heights: newRows.map(\.height))
        trueHeights = newRows.map(\.height)
        isMeasured = Array(repeating: false, count: newRows.count)
        remeasure(keeping: anchor, screenY: screenY)
    }

    package mutating func prepend(_ newRows: [LayoutRow<String>]) {
        let saved = readingAnchor
        let guess = estimatedHeight()
        rows.prepend(ids: newRows.map(\.id), heights: Array(repeating: guess, count: newRows.count))
        trueHeights.insert(contentsOf: newRows.map(\.height), at: 0)
        isMeasured.insert(contentsOf: repeatElement(false, count: newRows.count), at: 0)
        restore(saved)
    }

    package mutating func setHeight(_ height: Double, ofRow id: String) {
        guard let index = rows.index(of: id) else { return }
        let saved = readingAnchor
        // Off screen the stack keeps the old height until the row is shown again.
        trueHeights[index] = height
        restore(saved)
    }

    package mutating func replaceHeights(_ height: (String) -> Double) {
        guard let saved = readingAnchor else { return }
        for index in 0..<rows.count { trueHeights[index] = height(rows.ids[index]) }
        remeasure(keeping: saved.rowID, screenY: saved.screenY)
    }

    package mutating func setViewport(_ viewport: ViewportSize, heights: (String) -> Double) {
        guard let saved = readingAnchor else { return }
        self.viewport = viewport
        for index in 0..<rows.count { trueHeights[index] = heights(rows.ids[index]) }
        remeasure(keeping: saved.rowID, screenY: saved.screenY)
    }

    package mutating func scroll(by distance: Double) -> Double {
        let before = contentOffsetY
        contentOffsetY += distance
        clamp()
        let scrolled = contentOffsetY - before
        // The reader's finger moves the offset; rows coming into view are measured and
        // corrected in place. The offset is not touched again, so corrections above the
        // reader move what the reader sees.
        measureVisibleRows()
        return scrolled
    }

    package mutating func scroll(toRow id: String, screenY: Double) {
        restore(ReadingAnchor(rowID: id, screenY: screenY))
    }

    package var readingAnchor: ReadingAnchor<String>? {
        rows.readingAnchor(contentOffsetY: contentOffsetY)
    }

    package func screenY(ofRow id: String) -> Double? {
        rows.screenY(ofRow: id, contentOffsetY: contentOffsetY)
    }

    /// Every cached size is invalid (new text size or width): measure the anchor row and the rows
    /// below it that fill the viewport, estimate all others, and put the anchor back.
    private mutating func remeasure(keeping anchor: String, screenY: Double) {
        guard let anchorIndex = rows.index(of: anchor) else { return }
        for index in 0..<rows.count { isMeasured[index] = false }
        var covered = screenY
        var index = anchorIndex
        while index < rows.count, covered < viewport.height {
            measure(index)
            covered += trueHeights[index]
            index += 1
        }
        let guess = estimatedHeight()
        for index in 0..<rows.count where !isMeasured[index] { rows.setHeight(guess, at: index) }
        restore(ReadingAnchor(rowID: anchor, screenY: screenY))
    }

    /// Puts `anchor` back at its screen y (restoration by identity), measuring what comes into view.
    private mutating func restore(_ anchor: ReadingAnchor<String>?) {
        guard let anchor, let index = rows.index(of: anchor.rowID) else {
            clamp()
            measureVisibleRows()
            return
        }
        // Measuring can change heights above the anchor (only when it sits below the top edge),
        // so settle in a few rounds; each round measures rows for good, so this ends.
        for _ in 0..<8 {
            contentOffsetY = rows.top(of: index) - anchor.screenY
            clamp()
            if !measureVisibleRows() { break }
        }
    }

    /// Measures the rows in view whose believed height is not their true one, keeping the offset.
    ///
    /// - Returns: Whether any height changed.
    @discardableResult
    private mutating func measureVisibleRows() -> Bool {
        var changed = false
        while true {
            let visible = rows.rows(intersecting: contentOffsetY..<(contentOffsetY + viewport.height))
            guard let stale = visible.first(where: { !isMeasured[$0] || rows.heights[$0] != trueHeights[$0] }) else {
                break
            }
            measure(stale)
            changed = true
        }
        if changed { clamp() }
        return changed
    }

    private mutating func measure(_ index: Int) {
        rows.setHeight(trueHeights[index], at: index)
        isMeasured[index] = true
    }

    private func estimatedHeight() -> Double {
        switch estimate {
        case .fixed(let height): return height
        case .averageOfMeasured:
            var sum = 0.0, count = 0
            for index in 0..<rows.count where isMeasured[index] {
                sum += rows.heights[index]
                count += 1
            }
            return count == 0 ? 60 : sum / Double(count)
        }
    }

    private mutating func clamp() {
        let maxOffset = max(0, rows.totalHeight() - viewport.height)
        contentOffsetY = min(max(contentOffsetY, 0), maxOffset)
    }
}
