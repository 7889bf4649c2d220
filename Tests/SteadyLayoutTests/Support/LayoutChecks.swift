@testable import SteadyLayout

/// What the test believes the list holds, kept with plain arrays so the engine is checked
/// against arithmetic it does not share.
struct RowModel {
    var ids: [Int] = []
    var heights: [Int: Double] = [:]

    var rows: [LayoutRow<Int>] { ids.map { LayoutRow(id: $0, height: heights[$0]!) } }
}

/// The reading position as the test computes it from frames and offset alone.
struct ObservedPosition {
    var anchorID: Int?
    var anchorScreenY: Double
    var isAtBottom: Bool
    var offset: Double
    var minOffset: Double
    var maxOffset: Double
    var order: [Int]
}

/// Geometry checks that hold after every operation. Each failure is a readable line.
enum LayoutChecks {
    /// The scrollable range the test derives from insets, viewport and obscured areas.
    static func range(of scroll: ScrollModel) -> (min: Double, max: Double) {
        let obscuredBottom = max(scroll.safeAreaInsets.bottom, scroll.keyboardOverlap)
        let minOffset = -(scroll.contentInset.top + scroll.safeAreaInsets.top)
        let maxOffset = max(minOffset, scroll.contentHeight + scroll.contentInset.bottom + obscuredBottom - scroll.viewport.height)
        return (minOffset, maxOffset)
    }

    /// Checks frames, insets and offset of `layout` against `model`.
    static func problems(in layout: ChatLayout<Int>, model: RowModel) -> [String] {
        var problems: [String] = []
        let frames = layout.allFrames()
        let scroll = layout.scroll
        let canvasHeight = scroll.contentHeight
        if frames.map(\.id) != model.ids { problems.append("row order differs from the model") }
        for frame in frames where frame.height != model.heights[frame.id] {
            problems.append("row \(frame.id) is \(frame.height) pt, model says \(model.heights[frame.id] ?? -1)")
        }
        for (upper, lower) in zip(frames, frames.dropFirst()) where upper.maxY != lower.minY {
            problems.append("gap or overlap between \(upper.id) (maxY \(upper.maxY)) and \(lower.id) (minY \(lower.minY))")
        }
        let mounted = frames.indices.filter { frames[$0].minY >= 0 && frames[$0].maxY <= canvasHeight }
        if let first = mounted.first, let last = mounted.last, last - first + 1 != mounted.count {
            problems.append("mounted rows are not contiguous")
        }
        let total = frames.reduce(0) { $0 + $1.height }
        if total <= canvasHeight && mounted.count != frames.count {
            problems.append("band of \(total) pt fits the canvas but only \(mounted.count)/\(frames.count) rows are on it")
        }
        let mountedRange = (mounted.first ?? 0)..<((mounted.last ?? -1) + 1)
        if !frames.isEmpty && layout.mountedIndices != mountedRange {
            problems.append("mountedIndices \(layout.mountedIndices) != \(mountedRange)")
        }
        if let first = mounted.first, let last = mounted.last {
            let obscuredBottom = max(scroll.safeAreaInsets.bottom, scroll.keyboardOverlap)
            let visible = max(0, scroll.viewport.height - scroll.safeAreaInsets.top - obscuredBottom)
            let padding = max(0, visible - (frames[last].maxY - frames[first].minY))
            if scroll.contentInset.top != -frames[first].minY + padding {
                problems.append("top inset \(scroll.contentInset.top) does not expose exactly from row \(frames[first].id) (padding \(padding))")
            }
            if scroll.contentInset.bottom != -(canvasHeight - frames[last].maxY) {
                problems.append("bottom inset \(scroll.contentInset.bottom) does not end at row \(frames[last].id)")
            }
        } else if !frames.isEmpty {
            problems.append("rows loaded but none mounted")
        }
        let viewport = scroll.contentOffsetY..<(scroll.contentOffsetY + scroll.viewport.height)
        let expectedVisible = mounted.map { frames[$0] }.filter { frame in
            guard !viewport.isEmpty else { return false }
            return frame.height > 0
                ? frame.minY < viewport.upperBound && frame.maxY > viewport.lowerBound
                : viewport.contains(frame.minY)
        }
        if layout.visibleFrames() != expectedVisible {
            problems.append("visibleFrames \(layout.visibleFrames().map(\.id)) != \(expectedVisible.map(\.id))")
        }
        let range = range(of: scroll)
        if scroll.contentOffsetY < range.min || scroll.contentOffsetY > range.max {
            problems.append("offset \(scroll.contentOffsetY) outside \(range.min)...\(range.max)")
        }
        let observed = observe(layout)
        if let anchor = layout.readingAnchor {
            if anchor.rowID != observed.anchorID || anchor.screenY != observed.anchorScreenY {
                problems.append("readingAnchor \(anchor) disagrees with frames: \(String(describing: observed.anchorID)) at \(observed.anchorScreenY)")
            }
        } else if !frames.isEmpty {
            problems.append("no reading anchor with rows loaded")
        }
        if layout.isAtBottom != observed.isAtBottom { problems.append("isAtBottom \(layout.isAtBottom) disagrees with frames") }
        return problems
    }

    /// The anchor (first row whose bottom is below the visible top, a row of height 0 included),
    /// computed from frames.
    static func observe(_ layout: ChatLayout<Int>) -> ObservedPosition {
        let frames = layout.allFrames()
        let scroll = layout.scroll
        let range = range(of: scroll)
        let visibleTop = scroll.contentOffsetY + scroll.safeAreaInsets.top
        let anchor = frames.first { $0.maxY > visibleTop } ?? frames.last
        let lastMounted = frames.last { $0.minY >= 0 && $0.maxY <= scroll.contentHeight }
        return ObservedPosition(
            anchorID: anchor?.id,
            anchorScreenY: anchor.map { $0.minY - scroll.contentOffsetY } ?? 0,
            isAtBottom: scroll.contentOffsetY == range.max && lastMounted?.id == frames.last?.id,
            offset: scroll.contentOffsetY,
            minOffset: range.min,
            maxOffset: range.max,
            order: frames.map(\.id)
        )
    }

    /// The invariant for an operation that is not the reader scrolling: the anchor row (or, if
    /// it was deleted, the first surviving row after it) keeps its screen y, unless the offset
    /// that would keep it lies outside the new scrollable range, in which case the offset is
    /// clamped; and a list at the bottom stays at the bottom.
    static func anchorProblems(before: ObservedPosition, after layout: ChatLayout<Int>) -> [String] {
        let after = observe(layout)
        if before.isAtBottom {
            return after.isAtBottom ? [] : ["was at the bottom, is not any more (offset \(after.offset), max \(after.maxOffset))"]
        }
        guard let anchorID = before.anchorID else { return [] }
        let survivors = Set(after.order)
        let start = before.order.firstIndex(of: anchorID)!
        guard let referenceID = before.order[start...].first(where: survivors.contains) else {
            return after.isAtBottom ? [] : ["rows from the anchor down were removed, list not at the bottom"]
        }
        let frame = layout.frame(of: referenceID)!
        let ideal = frame.minY - before.anchorScreenY
        let expected = min(max(ideal, after.minOffset), after.maxOffset)
        guard after.offset == expected else {
            return ["anchor \(referenceID) moved on screen by \(before.anchorScreenY - (frame.minY - after.offset)) pt (offset \(after.offset), expected \(expected))"]
        }
        return []
    }
}
