extension ChatLayout {
    /// Points of loaded rows above the visible area (negative past the first row's top).
    ///
    /// - Complexity: O(log n).
    public var distanceAboveVisible: Double {
        scroll.visibleContentRange.lowerBound - LayoutGrid.points(canvas.bandTop - canvas.origin)
    }

    /// Points of loaded rows below the visible area (negative past the last row's bottom).
    ///
    /// - Complexity: O(log n).
    public var distanceBelowVisible: Double {
        LayoutGrid.points(canvas.bandBottom - canvas.origin) - scroll.visibleContentRange.upperBound
    }

    /// Estimates the reader's position in the whole history, counting rows rather than points,
    /// since the heights of unloaded messages are unknown.
    ///
    /// The position is the index of the reading anchor in the history plus the part of it
    /// scrolled past, over the number of rows that can be at the top. At the last message it is
    /// exactly 1, at the first exactly 0.
    ///
    /// - Parameter totalCount: How many messages the whole history holds.
    /// - Parameter rowsBeforeLoaded: How many of them are older than the first loaded row.
    /// - Returns: The estimate, or `nil` when nothing is loaded or the counts do not fit: a
    ///   negative `rowsBeforeLoaded`, or fewer than `rowsBeforeLoaded` plus the loaded rows in
    ///   `totalCount` (a sum past `Int.max` included).
    /// - Complexity: O(log n + k) for k visible rows.
    public func historyPosition(totalCount: Int, rowsBeforeLoaded: Int) -> HistoryPosition? {
        let (loadedEnd, overflows) = rowsBeforeLoaded.addingReportingOverflow(count)
        guard let anchor = readingAnchor, let frame = frame(of: anchor.rowID),
              rowsBeforeLoaded >= 0, !overflows, totalCount >= loadedEnd
        else { return nil }
        let visible = scroll.visibleContentRange
        let visibleRows = frames(in: visible).reduce(0.0) { sum, row in
            guard row.height > 0 else { return sum }
            let shown = min(row.maxY, visible.upperBound) - max(row.minY, visible.lowerBound)
            return sum + max(0, shown) / row.height
        }
        let isAtNewest = isAtBottom && loadedEnd == totalCount
        let isAtOldest = scroll.isAtTop && rowsBeforeLoaded == 0
        let scrolledPast = frame.height > 0 ? max(0, visible.lowerBound - frame.minY) / frame.height : 0
        let position = Double(rowsBeforeLoaded + frame.index) + scrolledPast
        let positions = max(1, Double(totalCount) - visibleRows)
        let fraction = isAtNewest ? 1 : isAtOldest ? 0 : min(max(position / positions, 0), 1)
        return HistoryPosition(fraction: fraction, visibleFraction: min(1, visibleRows / Double(max(1, totalCount))))
    }
}
