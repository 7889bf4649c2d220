extension ChatLayout {
    /// The reader scrolls: the offset moves to `offsetY`, snapped and clamped into the
    /// scrollable range. The window may recentre afterwards, which the reader cannot see. An
    /// offset that is not finite (NaN, an infinity) changes nothing.
    ///
    /// - Parameter offsetY: The wanted content offset.
    /// - Complexity: O(log n).
    public mutating func scroll(toContentOffsetY offsetY: Double) {
        guard offsetY.isFinite else { return }
        scroll.setContentOffsetY(offsetY)
        logicalOffset = LayoutGrid.ticks(scroll.contentOffsetY) + canvas.origin
        settle(stickingToBottom: false)
    }

    /// The reader scrolls by `distance` points (positive shows newer rows). A distance that is
    /// not finite changes nothing.
    ///
    /// - Parameter distance: The change of offset in points.
    /// - Complexity: O(log n).
    public mutating func scroll(by distance: Double) {
        scroll(toContentOffsetY: scroll.contentOffsetY + distance)
    }

    /// Scrolls to the newest row.
    ///
    /// - Complexity: O(log n).
    public mutating func scrollToBottom() {
        settle(stickingToBottom: true)
    }

    /// Scrolls to the oldest loaded row.
    ///
    /// - Complexity: O(log n).
    public mutating func scrollToTop() {
        logicalOffset = canvas.bandTop - LayoutGrid.ticks(scroll.obscuredInsets.top) - LayoutGrid.ticks(scroll.viewport.height)
        settle(stickingToBottom: false)
    }

    /// Scrolls so that the row's top edge is at `screenY`, or as near as the scrollable range
    /// allows; brings the row onto the canvas first if it is not mounted.
    ///
    /// - Parameter id: The row; ignored if not loaded.
    /// - Parameter screenY: Where its top edge should be, in points below the viewport's top;
    ///   ignored if not finite.
    /// - Complexity: O(log n).
    public mutating func scroll(toRow id: ID, screenY: Double) {
        guard screenY.isFinite, let slot = canvas.rows.slot(of: id) else { return }
        logicalOffset = canvas.minY(ofSlot: slot) - LayoutGrid.ticks(screenY)
        settle(stickingToBottom: false)
    }

    /// Opens a new window of rows around a far message (a jump): replaces all rows and puts the
    /// target's top edge at `screenY`, as near as the rows allow. Older and newer rows can then
    /// be paged in on both sides without moving it.
    ///
    /// - Parameter rows: The window, oldest first, containing `target`; repeated identities are
    ///   skipped as in ``setRows(_:showing:)``.
    /// - Parameter target: The row to show; if it is not in `rows`, the window shows its top.
    /// - Parameter screenY: Where its top edge should be, in points below the viewport's top;
    ///   if it is not finite, the window shows its top.
    /// - Complexity: O(n log n) for n rows in the window.
    public mutating func jump(to rows: [LayoutRow<ID>], target: ID, screenY: Double) {
        setRows(rows, showing: .top)
        scroll(toRow: target, screenY: screenY)
    }
}
