import SteadyLayout

/// One way of keeping a chat list's scroll position, replayed on given row heights.
///
/// The three models (``PlainScrollView``, ``ScrollPositionRestoration``,
/// ``FixedCanvasApproach``) all receive the same true heights and the same operations; an
/// experiment compares how far each one's reading anchor moves on screen. Rows are identified
/// by `String` (the message id). Screen y is content y minus the content offset, as in
/// `ScrollModel`, and the reading anchor is the first row whose bottom edge is below the
/// viewport's top (as `ChatLayout.readingAnchor`).
package protocol ScrollApproach {
    /// The approach's name in results: `plain`, `scroll-position` or `fixed-canvas`.
    var name: String { get }

    /// Replaces all rows and scrolls so that `anchor`'s top edge is at `screenY`.
    ///
    /// - Parameters:
    ///   - rows: The rows, oldest first, with their true heights in pt.
    ///   - viewport: The scroll view's size in pt.
    ///   - anchor: The row the reader starts at.
    ///   - screenY: Where its top edge is, in pt below the viewport's top (0 or negative).
    mutating func load(_ rows: [LayoutRow<String>], viewport: ViewportSize, anchor: String, screenY: Double)

    /// Older rows arrive above the first one (a page of history).
    mutating func prepend(_ rows: [LayoutRow<String>])

    /// One row's true height changes (an image loaded, an edit).
    mutating func setHeight(_ height: Double, ofRow id: String)

    /// Every row's true height changes at once (a Dynamic Type text size change).
    mutating func replaceHeights(_ height: (String) -> Double)

    /// The viewport changes size and every row's true height changes with the width.
    mutating func setViewport(_ viewport: ViewportSize, heights: (String) -> Double)

    /// The reader scrolls by `distance` pt (positive shows newer rows).
    ///
    /// - Returns: The distance actually scrolled, after clamping to the scrollable range.
    ///   A row's screen y is expected to change by minus this; any other change is a jump.
    mutating func scroll(by distance: Double) -> Double

    /// The reader scrolls until row `id`'s top edge is at `screenY` (or as near as the range
    /// allows): finding their place again after a jump. Experiments do not count it as a shift.
    mutating func scroll(toRow id: String, screenY: Double)

    /// The row the reader is looking at and its top edge on screen; `nil` when empty.
    var readingAnchor: ReadingAnchor<String>? { get }

    /// A loaded row's top edge on screen, in pt below the viewport's top.
    func screenY(ofRow id: String) -> Double?
}

/// The three approaches an experiment compares, in the order results list them.
package enum ApproachKind: String, CaseIterable, Sendable {
    /// A scroll view that keeps its content offset: ``PlainScrollView``.
    case plain = "plain"
    /// Restoring the anchor row by identity with estimated heights: ``ScrollPositionRestoration``.
    case scrollPosition = "scroll-position"
    /// SteadyLayout's `ChatLayout`: ``FixedCanvasApproach``.
    case fixedCanvas = "fixed-canvas"

    /// A fresh model of this approach.
    ///
    /// - Parameter estimate: The height estimate used by ``scrollPosition``.
    package func makeApproach(estimate: HeightEstimate = .averageOfMeasured) -> any ScrollApproach {
        switch self {
        case .plain: return PlainScrollView()
        case .scrollPosition: return ScrollPositionRestoration(estimate: estimate)
        case .fixedCanvas: return FixedCanvasApproach()
        }
    }
}
