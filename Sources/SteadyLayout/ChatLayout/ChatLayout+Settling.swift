/// Where a change of height is absorbed: the rule that keeps the reading anchor still.
enum Pivot {
    /// The reader is at the bottom: every change moves the rows above it.
    case bottom
    /// Changes to rows in slots before this one move the rows above; changes at or after it
    /// move the rows below.
    case slot(Int)

    /// Whether a change in `slot` is absorbed by moving the band's top edge.
    func movesTop(forChangeIn slot: Int) -> Bool {
        switch self {
        case .bottom: return true
        case .slot(let anchor): return slot < anchor
        }
    }
}

extension ChatLayout {
    /// The pivot for a change made now.
    var pivot: Pivot {
        if isAtBottom { return .bottom }
        return anchorSlot.map(Pivot.slot) ?? .bottom
    }

    /// A height in points as ticks on the grid, clamped to what a row may be.
    func rowTicks(_ height: Double) -> Int64 {
        min(max(0, LayoutGrid.ticks(height)), canvas.maxRowTicks)
    }

    /// Brings canvas, insets and offset into agreement after a change.
    ///
    /// 1. When sticking, the offset goes to the band's bottom.
    /// 2. The canvas window recentres around the viewport if needed; the logical offset stays,
    ///    so nothing moves on screen.
    /// 3. The insets are set to expose exactly the mounted rows (plus top padding when they are
    ///    shorter than the visible area), and the offset is clamped into the scrollable range.
    ///
    /// - Complexity: O(log n).
    mutating func settle(stickingToBottom sticks: Bool) {
        let viewportHeight = LayoutGrid.ticks(scroll.viewport.height)
        let obscured = scroll.obscuredInsets
        let obscuredTop = LayoutGrid.ticks(obscured.top)
        let obscuredBottom = LayoutGrid.ticks(obscured.bottom)
        if sticks {
            logicalOffset = canvas.bandBottom + obscuredBottom - viewportHeight
        }
        _ = canvas.recentre(around: logicalOffset..<(logicalOffset + viewportHeight))
        let mounted = canvas.mountedRange
        let visibleHeight = max(0, viewportHeight - obscuredTop - obscuredBottom)
        let padding = max(0, visibleHeight - (mounted.upperBound - mounted.lowerBound))
        let minOffset = mounted.lowerBound - obscuredTop - padding
        let maxOffset = max(minOffset, mounted.upperBound + obscuredBottom - viewportHeight)
        logicalOffset = min(max(logicalOffset, minOffset), maxOffset)
        let inset = VerticalInsets(
            top: LayoutGrid.points(canvas.origin - mounted.lowerBound + padding),
            bottom: LayoutGrid.points(mounted.upperBound - canvas.origin - canvas.heightTicks)
        )
        scroll.setContentInset(inset, contentOffsetY: LayoutGrid.points(logicalOffset - canvas.origin))
    }
}
