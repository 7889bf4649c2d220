extension ChatList {
    /// The reader scrolls to `offsetY` (clamped); may ask for pages and mark rows seen.
    ///
    /// - Parameter offsetY: The content offset, as a scroll view reports it.
    /// - Complexity: O(log n).
    public func scroll(toContentOffsetY offsetY: Double) {
        layout.scroll(toContentOffsetY: offsetY)
        didChange()
    }

    /// The reader scrolls by `distance` points (positive shows newer items).
    ///
    /// - Parameter distance: The change of offset.
    public func scroll(by distance: Double) {
        layout.scroll(by: distance)
        didChange()
    }

    /// Scrolls to the newest item; unread becomes 0.
    public func scrollToBottom() {
        layout.scrollToBottom()
        didChange()
    }

    /// Estimates the reader's position in the whole history for a scroll indicator.
    ///
    /// - Parameter totalCount: How many messages the history holds.
    /// - Parameter rowsBeforeLoaded: How many are older than the first loaded item.
    /// - Returns: The estimate (see ``ChatLayout/historyPosition(totalCount:rowsBeforeLoaded:)``).
    public func historyPosition(totalCount: Int, rowsBeforeLoaded: Int) -> HistoryPosition? {
        layout.historyPosition(totalCount: totalCount, rowsBeforeLoaded: rowsBeforeLoaded)
    }
}
