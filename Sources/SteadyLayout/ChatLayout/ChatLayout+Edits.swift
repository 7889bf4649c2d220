extension ChatLayout {
    /// Replaces all rows, placing the first row's top at the canvas middle.
    ///
    /// Of two rows with one identity, the first is kept and the other skipped (see
    /// ``LayoutRow/id``), so a page with a repeated message never traps.
    ///
    /// - Parameter rows: The rows, oldest first.
    /// - Parameter edge: Which end to show: `.bottom` (the newest rows, the default for a chat)
    ///   or `.top`.
    /// - Complexity: O(n log n) for n rows.
    public mutating func setRows(_ rows: [LayoutRow<ID>], showing edge: ListEdge = .bottom) {
        canvas = Canvas(heightTicks: canvas.heightTicks)
        canvas.rows.append(rows.map { ($0.id, rowTicks($0.height)) })
        logicalOffset = canvas.bandTop - LayoutGrid.ticks(scroll.obscuredInsets.top)
        settle(stickingToBottom: edge == .bottom)
    }

    /// Inserts older rows above the first one. Existing rows keep their canvas positions and the
    /// content offset does not change (unless a recentre moves both, invisibly).
    ///
    /// A row whose identity is already loaded is skipped, and of two rows with one identity in
    /// `rows` the first is kept (see ``LayoutRow/id``): a page that overlaps the last one adds
    /// only what is new.
    ///
    /// - Parameter rows: The new rows, oldest first.
    /// - Complexity: O(k log n) for k rows, amortised.
    public mutating func prepend(_ rows: [LayoutRow<ID>]) {
        guard !rows.isEmpty else { return }
        let sticks = isAtBottom
        canvas.bandTop -= canvas.rows.prepend(rows.map { ($0.id, rowTicks($0.height)) })
        settle(stickingToBottom: sticks)
    }

    /// Inserts newer rows below the last one. If the reader was at the bottom, the offset
    /// follows so the new rows are in view; otherwise nothing moves on screen.
    ///
    /// A row whose identity is already loaded is skipped, and of two rows with one identity in
    /// `rows` the first is kept (see ``LayoutRow/id``): a message the server sends twice is
    /// shown once.
    ///
    /// - Parameter rows: The new rows, oldest first.
    /// - Returns: Whether the list stuck to the bottom (the new rows are in view).
    /// - Complexity: O(k log n) for k rows, amortised.
    @discardableResult
    public mutating func append(_ rows: [LayoutRow<ID>]) -> Bool {
        guard !rows.isEmpty else { return isAtBottom }
        let sticks = isAtBottom
        canvas.rows.append(rows.map { ($0.id, rowTicks($0.height)) })
        settle(stickingToBottom: sticks)
        return sticks
    }

    /// Removes rows; identities that are not loaded are ignored. Removing the anchor row closes
    /// the gap from below, so the next row takes its place on screen; removing it and every row
    /// after it leaves the list at its bottom.
    ///
    /// - Parameter ids: The identities to remove.
    /// - Complexity: O(k log n) for k identities, amortised (tombstones are compacted in O(n)
    ///   once they outnumber live rows).
    public mutating func removeRows(_ ids: some Sequence<ID>) {
        let pivot = self.pivot
        var sticks = isAtBottom
        for id in ids {
            guard let slot = canvas.rows.slot(of: id) else { continue }
            let height = canvas.rows.remove(slot: slot)
            if pivot.movesTop(forChangeIn: slot) { canvas.bandTop += height }
        }
        // Nothing left at or below the anchor: the rows above end the list, so it rests at its
        // bottom (a plain clamp would not get there when bars and keyboard cover the viewport).
        if case .slot(let anchor) = pivot, canvas.rows.lastSlot.map({ $0 < anchor }) ?? true { sticks = true }
        canvas.rows.compactIfNeeded()
        settle(stickingToBottom: sticks)
    }

    /// Removes every row. The empty list is at its bottom, so the next rows appended stick.
    ///
    /// - Complexity: O(1) plus freeing storage.
    public mutating func removeAll() {
        canvas.rows.removeAll()
        settle(stickingToBottom: true)
    }

    /// Changes one row's height (an edit, an image that loaded) without moving the reading anchor.
    ///
    /// - Parameter height: The new height in points.
    /// - Parameter id: The row; ignored if not loaded.
    /// - Complexity: O(log n).
    public mutating func setHeight(_ height: Double, ofRow id: ID) {
        guard let slot = canvas.rows.slot(of: id) else { return }
        let pivot = self.pivot
        let sticks = isAtBottom
        let delta = canvas.rows.setHeight(rowTicks(height), ofSlot: slot)
        if pivot.movesTop(forChangeIn: slot) { canvas.bandTop -= delta }
        settle(stickingToBottom: sticks)
    }

    /// Replaces every row's height at once (Dynamic Type, a new width) as one re-layout that
    /// keeps the reading anchor at its screen y.
    ///
    /// - Parameter height: The new height in points for a row identity.
    /// - Complexity: O(n), plus the cost of `height` per row.
    public mutating func replaceHeights(_ height: (ID) -> Double) {
        let pivot = self.pivot
        let sticks = isAtBottom
        relayout(around: pivot, height: height)
        settle(stickingToBottom: sticks)
    }

    private mutating func relayout(around pivot: Pivot, height: (ID) -> Double) {
        // The band's top moves by the change in height of everything above the pivot.
        func heightAbovePivot(_ rows: PositionIndex<ID>) -> Int64 {
            switch pivot {
            case .bottom: return rows.totalHeight
            case .slot(let anchor): return rows.offset(ofSlot: anchor)
            }
        }
        let before = heightAbovePivot(canvas.rows)
        let maxTicks = canvas.maxRowTicks
        canvas.rows.replaceAllHeights { min(max(0, LayoutGrid.ticks(height($0))), maxTicks) }
        canvas.bandTop -= heightAbovePivot(canvas.rows) - before
    }

    /// Resizes the viewport (rotation, split view) and, if the width changed, asks for every
    /// row's height again, as one re-layout that keeps the reading anchor (or the bottom).
    ///
    /// - Parameter viewport: The new viewport size.
    /// - Parameter height: The row heights at the new width; `nil` keeps the heights.
    /// - Complexity: O(log n), or O(n) when heights are replaced.
    public mutating func setViewport(_ viewport: ViewportSize, heights height: ((ID) -> Double)? = nil) {
        let pivot = self.pivot
        let sticks = isAtBottom
        scroll.setViewport(viewport)
        if let height { relayout(around: pivot, height: height) }
        settle(stickingToBottom: sticks)
    }

    /// Sets the safe-area insets, keeping the reading anchor (or the bottom).
    ///
    /// - Parameter insets: The new safe-area insets.
    /// - Complexity: O(log n).
    public mutating func setSafeAreaInsets(_ insets: VerticalInsets) {
        let sticks = isAtBottom
        scroll.setSafeAreaInsets(insets)
        settle(stickingToBottom: sticks)
    }

    /// Sets how much of the viewport the keyboard covers. At the bottom, the last row rides up
    /// with the keyboard; elsewhere the reading anchor stays.
    ///
    /// - Parameter overlap: The covered height in points; 0 when hidden.
    /// - Complexity: O(log n).
    public mutating func setKeyboardOverlap(_ overlap: Double) {
        let sticks = isAtBottom
        scroll.setKeyboardOverlap(overlap)
        settle(stickingToBottom: sticks)
    }
}
