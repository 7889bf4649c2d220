/// Pagination state for both directions, and the rule for when to ask for the next page.
///
/// A page is asked for when at most `prefetchDistance` points of loaded rows remain beyond the
/// visible area towards an edge (so with a distance of 0, when the reader reaches the edge) and
/// that direction is ``PageState/idle``; the direction is then ``PageState/loading`` until
/// the page arrives or fails, so each page is asked for exactly once.
public struct Pager: Sendable, Equatable {
    /// How many points of loaded content beyond the visible area trigger the next page: a page
    /// is asked for when this much or less remains.
    public var prefetchDistance: Double
    /// The state towards older rows.
    public private(set) var older: PageState
    /// The state towards newer rows.
    public private(set) var newer: PageState

    /// Creates a pager.
    ///
    /// - Parameter prefetchDistance: The distance in points that triggers a page request.
    /// - Parameter hasOlder: Whether older rows exist.
    /// - Parameter hasNewer: Whether newer rows exist.
    public init(prefetchDistance: Double, hasOlder: Bool = true, hasNewer: Bool = false) {
        self.prefetchDistance = prefetchDistance
        older = hasOlder ? .idle : .exhausted
        newer = hasNewer ? .idle : .exhausted
    }

    /// The state in `direction`.
    ///
    /// - Parameter direction: A direction.
    /// - Returns: Its state.
    public func state(_ direction: PageDirection) -> PageState {
        direction == .older ? older : newer
    }

    private mutating func set(_ state: PageState, _ direction: PageDirection) {
        if direction == .older { older = state } else { newer = state }
    }

    /// Decides which pages to ask for, given how much loaded content lies beyond the visible
    /// area on each side, and marks them loading.
    ///
    /// - Parameter distanceAbove: Points of loaded rows above the visible area.
    /// - Parameter distanceBelow: Points of loaded rows below the visible area.
    /// - Returns: The directions to ask now (each at most once until it settles).
    /// - Complexity: O(1).
    public mutating func requests(distanceAbove: Double, distanceBelow: Double) -> [PageDirection] {
        var directions: [PageDirection] = []
        if older == .idle && distanceAbove <= prefetchDistance { directions.append(.older) }
        if newer == .idle && distanceBelow <= prefetchDistance { directions.append(.newer) }
        for direction in directions { set(.loading, direction) }
        return directions
    }

    /// Records that a page arrived in `direction`.
    ///
    /// - Parameter direction: The direction the page came from.
    /// - Parameter isLastPage: Whether the source said there is nothing beyond it; an empty
    ///   page counts as the last, so an empty answer cannot loop.
    public mutating func finish(_ direction: PageDirection, isLastPage: Bool) {
        set(isLastPage ? .exhausted : .idle, direction)
    }

    /// Records that the request in `direction` failed. Ignored unless it was loading.
    ///
    /// - Parameter direction: The failed direction.
    public mutating func fail(_ direction: PageDirection) {
        if state(direction) == .loading { set(.failed, direction) }
    }

    /// Asks again after a failure.
    ///
    /// - Parameter direction: The direction to retry.
    /// - Returns: Whether a request should be made (it was failed and is now loading).
    public mutating func retry(_ direction: PageDirection) -> Bool {
        guard state(direction) == .failed else { return false }
        set(.loading, direction)
        return true
    }
}
