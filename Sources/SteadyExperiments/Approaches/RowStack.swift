import SteadyLayout

/// Rows stacked top to bottom from content y 0, as a plain scroll view's content: identities,
/// heights, and prefix sums rebuilt after a change (O(n); experiments have thousands of rows,
/// not millions, and this keeps the two simple models obviously correct).
struct RowStack {
    private(set) var ids: [String] = []
    private(set) var heights: [Double] = []
    private var indexByID: [String: Int] = [:]
    /// `tops[i]` is row i's top; `tops[count]` the total height.
    private var tops: [Double] = [0]
    private var topsAreCurrent = true

    var count: Int { ids.count }

    init() {}

    init(ids: [String], heights: [Double]) {
        self.ids = ids
        self.heights = heights
        reindex()
    }

    func index(of id: String) -> Int? { indexByID[id] }

    mutating func setHeight(_ height: Double, at index: Int) {
        guard heights[index] != height else { return }
        heights[index] = height
        topsAreCurrent = false
    }

    mutating func prepend(ids newIDs: [String], heights newHeights: [Double]) {
        ids.insert(contentsOf: newIDs, at: 0)
        heights.insert(contentsOf: newHeights, at: 0)
        reindex()
    }

    /// Row `index`'s top edge in content coordinates.
    mutating func top(of index: Int) -> Double {
        refreshTops()
        return tops[index]
    }

    /// The content height: the sum of all rows.
    mutating func totalHeight() -> Double {
        refreshTops()
        return tops[count]
    }

    /// The first row whose bottom edge is below `y` (the last row if none is), or `nil` if empty.
    mutating func firstRow(withBottomBelow y: Double) -> Int? {
        guard count > 0 else { return nil }
        refreshTops()
        // The first i with tops[i + 1] > y.
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if tops[middle + 1] > y { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The reading anchor of a scroll view over these rows scrolled to `contentOffsetY`:
    /// the first row whose bottom is below the viewport's top, and its screen y.
    func readingAnchor(contentOffsetY: Double) -> ReadingAnchor<String>? {
        var rows = self
        guard let index = rows.firstRow(withBottomBelow: contentOffsetY) else { return nil }
        return ReadingAnchor(rowID: rows.ids[index], screenY: rows.top(of: index) - contentOffsetY)
    }

    /// Where row `id` appears on screen (from the viewport's top) at `contentOffsetY`.
    func screenY(ofRow id: String, contentOffsetY: Double) -> Double? {
        var rows = self
        guard let index = rows.index(of: id) else { return nil }
        return rows.top(of: index) - contentOffsetY
    }

    /// The rows intersecting `range` (at least one point of overlap), in order.
    mutating func rows(intersecting range: Range<Double>) -> Range<Int> {
        guard let first = firstRow(withBottomBelow: range.lowerBound) else { return 0..<0 }
        var end = first
        while end < count, tops[end] < range.upperBound { end += 1 }
        return first..<max(first, end)
    }

    private mutating func reindex() {
        indexByID = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        topsAreCurrent = false
    }

    private mutating func refreshTops() {
        guard !topsAreCurrent else { return }
        tops = [0]
        tops.reserveCapacity(count + 1)
        var y = 0.0
        for height in heights {
            y += height
            tops.append(y)
        }
        topsAreCurrent = true
    }
}
