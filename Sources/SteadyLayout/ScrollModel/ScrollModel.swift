/// A scroll view reduced to its arithmetic, so that every scrolling behaviour is testable
/// without a UI toolkit.
///
/// The semantics are those of `UIScrollView` with `contentInsetAdjustmentBehavior = .always`:
/// - *content coordinates* run from 0 to ``contentHeight``; rows' frames are in them;
/// - ``contentOffsetY`` is the content y shown at the top edge of the viewport;
/// - ``adjustedContentInset`` is ``contentInset`` plus what covers the viewport: the top safe
///   area, and at the bottom the larger of the bottom safe area and the keyboard;
/// - the offset may range over ``scrollableRange``: from `-adjustedContentInset.top` to
///   `contentHeight + adjustedContentInset.bottom - viewport.height` (never below the minimum).
///
/// **Screen coordinates** are defined once, here: a content y appears at
/// `screenY = contentY - contentOffsetY` points below the top edge of the viewport (the scroll
/// view's frame). Safe areas and the keyboard do not enter the definition, so "how far did a
/// row move on screen" is simply the change of its `screenY`.
///
/// All values are snapped to ``LayoutGrid`` (1/64 pt), which keeps the arithmetic exact. Every
/// setter keeps the offset where it is unless it falls outside the scrollable range, in which
/// case it is clamped, as a scroll view does on its next layout pass.
public struct ScrollModel: Sendable, Equatable {
    /// The size of the viewport (the scroll view's frame).
    public private(set) var viewport: ViewportSize
    /// The height of the content, in points.
    public private(set) var contentHeight: Double
    /// The insets the app sets; the fixed canvas uses negative values to hide its empty parts.
    public private(set) var contentInset: VerticalInsets
    /// The safe-area insets (bars, home indicator), never negative.
    public private(set) var safeAreaInsets: VerticalInsets
    /// How many points of the viewport's bottom the keyboard covers.
    public private(set) var keyboardOverlap: Double
    /// The content y at the viewport's top edge.
    public private(set) var contentOffsetY: Double

    /// Creates a scroll model with the offset at the top of its range.
    ///
    /// - Parameter viewport: The viewport size.
    /// - Parameter contentHeight: The content height in points.
    /// - Parameter contentInset: The app's content insets.
    /// - Parameter safeAreaInsets: The safe-area insets; a negative or non-finite value becomes 0.
    /// - Parameter keyboardOverlap: How much of the viewport's bottom the keyboard covers.
    public init(
        viewport: ViewportSize,
        contentHeight: Double = 0,
        contentInset: VerticalInsets = .zero,
        safeAreaInsets: VerticalInsets = .zero,
        keyboardOverlap: Double = 0
    ) {
        self.viewport = viewport.snapped
        self.contentHeight = max(0, LayoutGrid.snap(contentHeight))
        self.contentInset = contentInset.snapped
        self.safeAreaInsets = safeAreaInsets.snappedNonNegative
        self.keyboardOverlap = max(0, LayoutGrid.snap(keyboardOverlap))
        self.contentOffsetY = 0
        self.contentOffsetY = minContentOffsetY
    }

    // MARK: Derived geometry

    /// What covers the viewport: the top safe area, and the larger of the bottom safe area and
    /// the keyboard.
    public var obscuredInsets: VerticalInsets {
        VerticalInsets(top: safeAreaInsets.top, bottom: max(safeAreaInsets.bottom, keyboardOverlap))
    }

    /// ``contentInset`` plus ``obscuredInsets``, as `UIScrollView.adjustedContentInset`.
    public var adjustedContentInset: VerticalInsets {
        let obscured = obscuredInsets
        return VerticalInsets(top: contentInset.top + obscured.top, bottom: contentInset.bottom + obscured.bottom)
    }

    /// The smallest offset: the top of the content (less its inset) under the top bars.
    public var minContentOffsetY: Double { -adjustedContentInset.top }

    /// The largest offset: the bottom of the content (plus its inset) at the viewport's bottom;
    /// never below ``minContentOffsetY``.
    public var maxContentOffsetY: Double {
        max(minContentOffsetY, contentHeight + adjustedContentInset.bottom - viewport.height)
    }

    /// The offsets the reader can scroll to.
    public var scrollableRange: ClosedRange<Double> { minContentOffsetY...maxContentOffsetY }

    /// The content the reader sees: the viewport less what bars and keyboard cover, in content
    /// coordinates. Empty when they cover everything.
    public var visibleContentRange: Range<Double> {
        let obscured = obscuredInsets
        let top = contentOffsetY + obscured.top
        return top..<max(top, contentOffsetY + viewport.height - obscured.bottom)
    }

    /// Whether the offset is at the bottom of its range.
    public var isAtBottom: Bool { contentOffsetY == maxContentOffsetY }

    /// Whether the offset is at the top of its range.
    public var isAtTop: Bool { contentOffsetY == minContentOffsetY }

    /// Where a content y appears on screen, in points below the viewport's top edge.
    ///
    /// - Parameter contentY: A y in content coordinates.
    /// - Returns: `contentY - contentOffsetY`.
    /// - Complexity: O(1).
    public func screenY(forContentY contentY: Double) -> Double { contentY - contentOffsetY }

    // MARK: Changes

    /// Scrolls to `offsetY`, snapped and clamped into ``scrollableRange``: the user scrolling.
    /// An offset that is not finite changes nothing.
    ///
    /// - Parameter offsetY: The wanted content offset.
    /// - Complexity: O(1).
    public mutating func setContentOffsetY(_ offsetY: Double) {
        guard offsetY.isFinite else { return }
        contentOffsetY = LayoutGrid.snap(offsetY)
        clampContentOffset()
    }

    /// Sets the content height; the offset stays unless it must be clamped.
    ///
    /// - Parameter height: The content height in points.
    public mutating func setContentHeight(_ height: Double) {
        contentHeight = max(0, LayoutGrid.snap(height))
        clampContentOffset()
    }

    /// Sets the content insets; the offset stays unless it must be clamped.
    ///
    /// - Parameter inset: The new insets.
    public mutating func setContentInset(_ inset: VerticalInsets) {
        contentInset = inset.snapped
        clampContentOffset()
    }

    /// Sets the viewport size; the offset stays unless it must be clamped.
    ///
    /// - Parameter viewport: The new size.
    public mutating func setViewport(_ viewport: ViewportSize) {
        self.viewport = viewport.snapped
        clampContentOffset()
    }

    /// Sets the safe-area insets; the offset stays unless it must be clamped.
    ///
    /// - Parameter insets: The new safe-area insets; a negative or non-finite value becomes 0.
    public mutating func setSafeAreaInsets(_ insets: VerticalInsets) {
        safeAreaInsets = insets.snappedNonNegative
        clampContentOffset()
    }

    /// Sets how much of the viewport's bottom the keyboard covers; the offset stays unless it
    /// must be clamped.
    ///
    /// - Parameter overlap: The covered height in points; 0 when the keyboard is hidden.
    public mutating func setKeyboardOverlap(_ overlap: Double) {
        keyboardOverlap = max(0, LayoutGrid.snap(overlap))
        clampContentOffset()
    }

    /// Sets insets and offset together, as a layout does when it moves rows and offset as one.
    mutating func setContentInset(_ inset: VerticalInsets, contentOffsetY offsetY: Double) {
        contentInset = inset.snapped
        contentOffsetY = LayoutGrid.snap(offsetY)
        clampContentOffset()
    }

    /// Moves the offset into ``scrollableRange`` if it is outside.
    public mutating func clampContentOffset() {
        contentOffsetY = min(max(contentOffsetY, minContentOffsetY), maxContentOffsetY)
    }
}
