/// The fixed-canvas layout engine with its scroll model: rows in, frames, insets and a content
/// offset out, and the reading position never moves unless the reader scrolls.
///
/// The canvas is a content area of constant height (1,000,000 pt by default) that never grows.
/// The first rows are placed with the first row's top at the canvas middle; prepended rows
/// stack upward from the old first row and appended rows downward from the last, so existing
/// rows never move on the canvas and **a prepend never touches the content offset**. Negative
/// content insets hide the empty canvas above and below, so only loaded rows can be scrolled to.
///
/// Every operation that is not the reader scrolling keeps the *reading anchor* (see
/// ``readingAnchor``) at the same screen y, to the 1/64 pt grid, i.e. exactly 0.0 pt of movement:
/// - a change *above* the anchor row (insert, delete, new height) moves the rows above it and
///   the band's top edge; the anchor and everything below stay;
/// - a change *at or below* the anchor moves the rows below it and the band's bottom edge;
/// - when the reader is at the bottom, the bottom is the anchor: every change moves the rows
///   above, and an append scrolls with the new rows (stick to bottom).
///
/// The one exception is geometry: when the rows left below the anchor cannot fill the viewport
/// any more (rows deleted or shrunk below it, the viewport grew), the offset is clamped into the
/// scrollable range, as any scroll view would, and the list rests at its bottom.
///
/// A list shorter than the visible area sits at its bottom, as chats do: the top inset grows by
/// the difference, so the offset has a single value and the list is "at the bottom".
///
/// When the band of loaded rows does not fit the canvas, the canvas becomes a window onto it,
/// and the window is moved (*recentred*) by shifting every row and the offset together, which
/// nothing on screen can see. See `Canvas` for the rule.
///
/// `ChatLayout` is a value type; copying it copies the rows (copy on write).
public struct ChatLayout<ID: Hashable & Sendable>: Sendable {
    /// The canvas height used unless another is given: 1,000,000 pt.
    public static var defaultCanvasHeight: Double { 1_000_000 }

    /// The smallest canvas height: 64 pt (rows are at most an eighth of it, 8 pt).
    public static var minimumCanvasHeight: Double { 64 }

    /// The largest canvas height: 2^32 pt, which keeps every sum of row heights exact in the
    /// 64-bit tick arithmetic for any number of rows an array can hold.
    public static var maximumCanvasHeight: Double { 4_294_967_296 }

    var canvas: Canvas<ID>
    /// The logical y (ticks) at the viewport's top edge; the content offset is this minus the
    /// canvas origin. Kept logical so recentring does not have to touch it.
    var logicalOffset: Int64 = 0

    /// The scroll view the layout drives: content height, insets and offset.
    public internal(set) var scroll: ScrollModel

    /// Creates an empty layout.
    ///
    /// - Parameter viewport: The scroll view's size.
    /// - Parameter safeAreaInsets: The safe-area insets.
    /// - Parameter canvasHeight: The fixed content height in points; keep it well above eight
    ///   viewport heights (the default is 1,000,000 pt). Small canvases are useful in tests to
    ///   exercise recentring. It is snapped to the grid and clamped into
    ///   ``minimumCanvasHeight`` ... ``maximumCanvasHeight``; a value that is not finite gives
    ///   ``defaultCanvasHeight``. The height in use is ``ScrollModel/contentHeight``.
    /// - Complexity: O(1).
    public init(
        viewport: ViewportSize,
        safeAreaInsets: VerticalInsets = .zero,
        canvasHeight: Double = 1_000_000
    ) {
        let height = canvasHeight.isFinite
            ? min(max(canvasHeight, Self.minimumCanvasHeight), Self.maximumCanvasHeight)
            : Self.defaultCanvasHeight
        let heightTicks = LayoutGrid.ticks(height)
        canvas = Canvas(heightTicks: heightTicks)
        scroll = ScrollModel(viewport: viewport, contentHeight: LayoutGrid.points(heightTicks), safeAreaInsets: safeAreaInsets)
        settle(stickingToBottom: true)
    }

    // MARK: Rows

    /// The number of loaded rows.
    public var count: Int { canvas.rows.count }

    /// Whether no rows are loaded.
    public var isEmpty: Bool { canvas.rows.isEmpty }

    /// Whether a row with `id` is loaded. O(1) expected.
    ///
    /// - Parameter id: A row identity.
    /// - Returns: `true` if the row is loaded.
    public func contains(_ id: ID) -> Bool { canvas.rows.slot(of: id) != nil }

    /// The index of the row with `id` among the loaded rows, oldest first.
    ///
    /// - Parameter id: A row identity.
    /// - Returns: The index, or `nil` if the row is not loaded.
    /// - Complexity: O(log n).
    public func index(of id: ID) -> Int? {
        canvas.rows.slot(of: id).map { canvas.rows.index(ofSlot: $0) }
    }

    /// The identity of the row at `index`, oldest first.
    ///
    /// - Precondition: `index` is in `0..<count` (a programming error otherwise, as for an
    ///   array's subscript).
    /// - Parameter index: A valid row index.
    /// - Returns: The row's identity.
    /// - Complexity: O(log n).
    public func id(at index: Int) -> ID {
        canvas.rows.id(inSlot: canvas.rows.slot(atIndex: index))!
    }

    /// The oldest loaded row's identity, if any. O(log n).
    public var firstID: ID? { canvas.rows.firstSlot.flatMap(canvas.rows.id(inSlot:)) }

    /// The newest loaded row's identity, if any. O(log n).
    public var lastID: ID? { canvas.rows.lastSlot.flatMap(canvas.rows.id(inSlot:)) }

    /// The frame of the row with `id`, in canvas coordinates.
    ///
    /// A row outside the mounted range (see ``mountedIndices``) has a frame beyond the canvas
    /// edges; it cannot be scrolled to until a recentre brings it onto the canvas.
    ///
    /// - Parameter id: A row identity.
    /// - Returns: The frame, or `nil` if the row is not loaded.
    /// - Complexity: O(log n).
    public func frame(of id: ID) -> RowFrame<ID>? {
        canvas.rows.slot(of: id).map { frame(ofSlot: $0) }
    }

    /// The frame of the row at `index`, in canvas coordinates.
    ///
    /// - Precondition: `index` is in `0..<count` (a programming error otherwise, as for an
    ///   array's subscript).
    /// - Parameter index: A valid row index.
    /// - Returns: The frame.
    /// - Complexity: O(log n).
    public func frame(at index: Int) -> RowFrame<ID> {
        frame(ofSlot: canvas.rows.slot(atIndex: index))
    }

    func frame(ofSlot slot: Int, index: Int? = nil) -> RowFrame<ID> {
        RowFrame(
            id: canvas.rows.id(inSlot: slot)!,
            index: index ?? canvas.rows.index(ofSlot: slot),
            minY: LayoutGrid.points(canvas.minY(ofSlot: slot) - canvas.origin),
            height: LayoutGrid.points(canvas.rows.height(ofSlot: slot))
        )
    }

    /// The frames of mounted rows that intersect `contentRange` (canvas coordinates), in order:
    /// what `layoutAttributesForElements(in:)` returns.
    ///
    /// A row intersects the range when it reaches into it: `minY < upperBound` and
    /// `maxY > lowerBound`; a row of height 0 intersects it when `lowerBound <= minY < upperBound`.
    /// An infinite bound reaches as far as the rows go; a NaN bound gives no frames.
    ///
    /// - Parameter contentRange: A range of content y.
    /// - Returns: The frames, oldest first.
    /// - Complexity: O(log n + k) for k rows returned.
    public func frames(in contentRange: Range<Double>) -> [RowFrame<ID>] {
        guard !contentRange.lowerBound.isNaN, !contentRange.upperBound.isNaN else { return [] }
        let mounted = mountedIndices
        let lower = Self.boundTicks(contentRange.lowerBound) + canvas.origin - canvas.bandTop
        let upper = Self.boundTicks(contentRange.upperBound) + canvas.origin - canvas.bandTop
        guard lower < upper, !mounted.isEmpty else { return [] }
        // The first row reaching below `lower`, or a row of height 0 at `lower` before it.
        let first = min(canvas.rows.rowsEnding(atOrBefore: lower), canvas.rows.rowsStarting(before: lower))
        var index = max(first, mounted.lowerBound)
        guard index < mounted.upperBound else { return [] }
        var slot = canvas.rows.slot(atIndex: index)
        var minY = canvas.minY(ofSlot: slot)
        let upperY = upper + canvas.bandTop
        var frames: [RowFrame<ID>] = []
        while minY < upperY && index < mounted.upperBound {
            let height = canvas.rows.height(ofSlot: slot)
            frames.append(RowFrame(
                id: canvas.rows.id(inSlot: slot)!,
                index: index,
                minY: LayoutGrid.points(minY - canvas.origin),
                height: LayoutGrid.points(height)
            ))
            guard let next = canvas.rows.slot(after: slot) else { break }
            slot = next
            index += 1
            minY += height
        }
        return frames
    }

    /// A range bound in ticks: an infinite bound becomes the largest length on the grid.
    private static func boundTicks(_ points: Double) -> Int64 {
        points.isInfinite ? LayoutGrid.ticks(points < 0 ? -LayoutGrid.largestLength : LayoutGrid.largestLength)
            : LayoutGrid.ticks(points)
    }

    /// The frames of rows intersecting the viewport (including what bars and keyboard cover,
    /// since cells are drawn under translucent bars).
    ///
    /// - Returns: The frames, oldest first.
    /// - Complexity: O(log n + k) for k rows returned.
    public func visibleFrames() -> [RowFrame<ID>] {
        frames(in: scroll.contentOffsetY..<(scroll.contentOffsetY + scroll.viewport.height))
    }

    /// The indices of the rows on the canvas (the only ones that can be scrolled to): the rows
    /// lying wholly on it, a row of height 0 when its y is on the canvas, edges included. All
    /// loaded rows unless the band is taller than the canvas.
    ///
    /// - Complexity: O(log n).
    public var mountedIndices: Range<Int> {
        let mounted = canvas.mountedRange
        let lower = canvas.rows.rowsStarting(before: mounted.lowerBound - canvas.bandTop)
        let upper = canvas.rows.rowsEnding(atOrBefore: mounted.upperBound - canvas.bandTop)
        return lower..<max(lower, upper)
    }

    // MARK: Reading position

    /// The row the reader is looking at and its top edge on screen (see ``ReadingAnchor``);
    /// `nil` when no rows are loaded.
    ///
    /// - Complexity: O(log n).
    public var readingAnchor: ReadingAnchor<ID>? {
        guard let slot = anchorSlot else { return nil }
        return ReadingAnchor(
            rowID: canvas.rows.id(inSlot: slot)!,
            screenY: LayoutGrid.points(canvas.minY(ofSlot: slot) - logicalOffset)
        )
    }

    /// Whether the reader is at the bottom of the loaded rows: new rows appended now will be
    /// scrolled into view.
    ///
    /// - Complexity: O(log n).
    public var isAtBottom: Bool {
        scroll.isAtBottom && canvas.mountedRange.upperBound == canvas.bandBottom
    }

    /// The slot of the anchor row: the first row whose bottom is below the visible top. Above
    /// the band (a short list's padding) that is the first row, whatever its height.
    var anchorSlot: Int? {
        guard !canvas.rows.isEmpty else { return nil }
        let visibleTop = logicalOffset + LayoutGrid.ticks(scroll.obscuredInsets.top) - canvas.bandTop
        guard visibleTop >= 0 else { return canvas.rows.firstSlot }
        return canvas.rows.slot(containingOffset: visibleTop) ?? canvas.rows.lastSlot
    }
}

extension ChatLayout {
    /// Every loaded row's frame in order, mounted or not.
    ///
    /// - Complexity: O(n); for tests and debugging, never per frame.
    func allFrames() -> [RowFrame<ID>] {
        canvas.rows.allRows().enumerated().map { index, row in
            RowFrame(
                id: row.id,
                index: index,
                minY: LayoutGrid.points(canvas.bandTop + row.offset - canvas.origin),
                height: LayoutGrid.points(row.ticks)
            )
        }
    }
}
