/// The loaded rows in order, with their heights as prefix sums: the position index.
///
/// Rows live in *slots* of a deque-like index space that grows at both ends: prepending takes
/// slots below the first one, appending takes slots above the last one, and a slot number stays
/// valid until the next ``compactIfNeeded()``. Two Fenwick trees run over the slots: heights in
/// ticks (1/64 pt, see ``LayoutGrid``), so a row's offset from the first row is one prefix sum;
/// and liveness (1 per row), so a row's index in the list is another.
///
/// A deleted row leaves a *tombstone*: its slot keeps height 0 and liveness 0, so deleting is
/// O(log n) and never shifts other slots. Tombstones are compacted away in O(n) once they
/// outnumber the live rows, which keeps deletion amortised O(log n).
///
/// When an end runs out of slots, the storage is rebuilt at least twice as large with the rows in
/// the middle, in O(capacity): amortised O(1) per inserted row, as in a deque.
struct PositionIndex<ID: Hashable & Sendable>: Sendable {
    private var heights: FenwickTree<Int64>
    private var liveness: FenwickTree<Int32>
    /// The identity per physical position; `nil` for a tombstone or an unused position.
    private var ids: [ID?]
    /// Physical positions `lowerBound..<upperBound` hold rows or tombstones.
    private var lowerBound: Int
    private var upperBound: Int
    /// `slot = physical position + slotBase`; shifts when storage is rebuilt so slots survive growth.
    private var slotBase: Int
    private var slotOfID: [ID: Int]

    /// The number of live rows.
    private(set) var count: Int = 0

    /// Creates an empty index.
    init() {
        let capacity = 16
        heights = FenwickTree(values: [Int64](repeating: 0, count: capacity))
        liveness = FenwickTree(values: [Int32](repeating: 0, count: capacity))
        ids = [ID?](repeating: nil, count: capacity)
        lowerBound = capacity / 2
        upperBound = capacity / 2
        slotBase = 0
        slotOfID = [:]
    }

    /// Whether there are no live rows.
    var isEmpty: Bool { count == 0 }

    /// The sum of all live heights, in ticks.
    var totalHeight: Int64 { heights.total }

    /// Tombstones currently occupying slots.
    var tombstoneCount: Int { upperBound - lowerBound - count }

    /// Fenwick nodes touched so far (both trees); for tests that count work.
    var probes: Int { heights.probes + liveness.probes }

    // MARK: Lookup

    /// The slot of the row with `id`, if loaded. O(1) expected.
    func slot(of id: ID) -> Int? { slotOfID[id] }

    /// The identity in `slot`, `nil` for a tombstone. O(1).
    func id(inSlot slot: Int) -> ID? { ids[slot - slotBase] }

    /// The height of the row in `slot`, in ticks. O(1).
    func height(ofSlot slot: Int) -> Int64 { heights.values[slot - slotBase] }

    /// The distance in ticks from the first row's top to the top of the row in `slot`. O(log n).
    func offset(ofSlot slot: Int) -> Int64 { heights.prefixSum(upTo: slot - slotBase) }

    /// The position of the row in `slot` in the list of live rows. O(log n).
    func index(ofSlot slot: Int) -> Int { Int(liveness.prefixSum(upTo: slot - slotBase)) }

    /// The slot of the live row at `index`. O(log n).
    func slot(atIndex index: Int) -> Int {
        precondition(index >= 0 && index < count, "row index out of range")
        return liveness.firstIndex(wherePrefixExceeds: Int32(index)) + slotBase
    }

    /// The slot of the first live row, if any. O(log n).
    var firstSlot: Int? { isEmpty ? nil : slot(atIndex: 0) }

    /// The slot of the last live row, if any. O(log n).
    var lastSlot: Int? { isEmpty ? nil : slot(atIndex: count - 1) }

    /// The slot of the live row whose span `[offset, offset + height)` contains `offset`
    /// (ticks from the first row's top); the first row for negative offsets, `nil` at or past
    /// the total height. Rows of height 0 are never returned. O(log n).
    func slot(containingOffset offset: Int64) -> Int? {
        guard offset < heights.total else { return nil }
        guard offset >= 0 else { return firstNonEmptySlot }
        return heights.firstIndex(wherePrefixExceeds: offset) + slotBase
    }

    /// How many live rows have their top edge above `offset` (ticks from the first row's top):
    /// the index of the first row whose top is at or below it. Rows of height 0 count like any
    /// other, by their top edge. O(log n).
    func rowsStarting(before offset: Int64) -> Int {
        guard offset > 0 else { return 0 }
        guard offset <= heights.total else { return count }
        // The row containing the tick just above `offset` is the last one starting above it.
        return index(ofSlot: heights.firstIndex(wherePrefixExceeds: offset - 1) + slotBase) + 1
    }

    /// How many live rows have their bottom edge at or above `offset` (ticks from the first
    /// row's top): the index of the first row reaching below it. O(log n).
    func rowsEnding(atOrBefore offset: Int64) -> Int {
        guard offset >= 0 else { return 0 }
        guard offset < heights.total else { return count }
        return index(ofSlot: heights.firstIndex(wherePrefixExceeds: offset) + slotBase)
    }

    private var firstNonEmptySlot: Int? {
        heights.total > 0 ? heights.firstIndex(wherePrefixExceeds: 0) + slotBase : nil
    }

    /// The slot of the next live row after `slot`, if any.
    ///
    /// - Complexity: O(1) when the next few positions hold no tombstones, else O(log n).
    func slot(after slot: Int) -> Int? {
        var position = slot - slotBase + 1
        // A short linear scan is cheaper than two tree walks in the usual tombstone-free case.
        let scanEnd = min(upperBound, position + 8)
        while position < scanEnd {
            if ids[position] != nil { return position + slotBase }
            position += 1
        }
        guard position < upperBound else { return nil }
        let next = index(ofSlot: position + slotBase)
        return next < count ? self.slot(atIndex: next) : nil
    }

    // MARK: Mutation

    /// Inserts rows before the first one, keeping their order (oldest first).
    ///
    /// A row whose identity is already loaded is skipped, and of two rows with one identity in
    /// `rows` the first (older) is kept: identities stay unique, whatever the caller passes.
    ///
    /// - Parameter rows: Row identities and heights in ticks.
    /// - Returns: The total height in ticks of the rows inserted.
    /// - Complexity: O(k log n) for k rows, plus amortised O(k) for growth.
    @discardableResult
    mutating func prepend(_ rows: [(id: ID, ticks: Int64)]) -> Int64 {
        reserve(front: rows.count, back: 0)
        let totalBefore = heights.total
        // Rows are placed newest first; slots below this one were placed by this call.
        let firstSlotBefore = lowerBound + slotBase
        for row in rows.reversed() {
            if let existing = slotOfID[row.id] {
                guard existing < firstSlotBefore else { continue }
                // A newer duplicate in this batch was placed already: the older one wins, the
                // newer leaves a tombstone.
                remove(slot: existing)
            }
            lowerBound -= 1
            place(row, atPhysical: lowerBound)
        }
        return heights.total - totalBefore
    }

    /// Inserts rows after the last one, keeping their order (oldest first).
    ///
    /// A row whose identity is already loaded, or appears earlier in `rows`, is skipped.
    ///
    /// - Parameter rows: Row identities and heights in ticks.
    /// - Complexity: O(k log n) for k rows, plus amortised O(k) for growth.
    mutating func append(_ rows: [(id: ID, ticks: Int64)]) {
        reserve(front: 0, back: rows.count)
        for row in rows where slotOfID[row.id] == nil {
            place(row, atPhysical: upperBound)
            upperBound += 1
        }
    }

    private mutating func place(_ row: (id: ID, ticks: Int64), atPhysical position: Int) {
        // Callers skip identities already loaded, so this never replaces a live row's slot.
        slotOfID[row.id] = position + slotBase
        ids[position] = row.id
        heights.add(row.ticks, at: position)
        liveness.add(1, at: position)
        count += 1
    }

    /// Removes the row in `slot`, leaving a tombstone.
    ///
    /// - Returns: The removed row's height in ticks.
    /// - Complexity: O(log n).
    @discardableResult
    mutating func remove(slot: Int) -> Int64 {
        let position = slot - slotBase
        guard let id = ids[position] else { preconditionFailure("slot holds no row") }
        let height = heights.values[position]
        heights.add(-height, at: position)
        liveness.add(-1, at: position)
        ids[position] = nil
        slotOfID[id] = nil
        count -= 1
        return height
    }

    /// Sets the height of the row in `slot`.
    ///
    /// - Returns: The change in ticks (new minus old).
    /// - Complexity: O(log n).
    @discardableResult
    mutating func setHeight(_ ticks: Int64, ofSlot slot: Int) -> Int64 {
        let position = slot - slotBase
        let delta = ticks - heights.values[position]
        if delta != 0 { heights.add(delta, at: position) }
        return delta
    }

    /// Replaces every live row's height at once and rebuilds the height tree.
    ///
    /// - Parameter newHeight: The new height in ticks for a row identity.
    /// - Complexity: O(capacity), the cost of asking every row anyway.
    mutating func replaceAllHeights(_ newHeight: (ID) -> Int64) {
        var values = heights.values
        for position in lowerBound..<upperBound {
            if let id = ids[position] { values[position] = newHeight(id) }
        }
        heights = FenwickTree(values: values)
    }

    /// Removes every row; slots start over.
    mutating func removeAll() {
        self = PositionIndex()
    }

    /// Drops tombstones once they outnumber live rows (and 64), renumbering slots.
    ///
    /// - Returns: Whether slots were renumbered; slots held by the caller are then stale.
    /// - Complexity: O(capacity) when it compacts, amortised O(1) per deletion.
    @discardableResult
    mutating func compactIfNeeded() -> Bool {
        guard tombstoneCount > max(64, count) else { return false }
        rebuild(front: 0, back: 0, dropsTombstones: true)
        return true
    }

    /// Every live row in order with its offset from the first row's top, in ticks.
    ///
    /// - Complexity: O(capacity); for tests and whole-list rebuilds only.
    func allRows() -> [(slot: Int, id: ID, offset: Int64, ticks: Int64)] {
        var rows: [(slot: Int, id: ID, offset: Int64, ticks: Int64)] = []
        rows.reserveCapacity(count)
        var offset: Int64 = 0
        for position in lowerBound..<upperBound {
            guard let id = ids[position] else { continue }
            let ticks = heights.values[position]
            rows.append((position + slotBase, id, offset, ticks))
            offset += ticks
        }
        return rows
    }

    // MARK: Growth

    private mutating func reserve(front: Int, back: Int) {
        if lowerBound >= front && ids.count - upperBound >= back { return }
        rebuild(front: front, back: back, dropsTombstones: false)
    }

    /// Copies rows into fresh storage with room for `front` and `back` more rows and spare room
    /// split evenly, so either end can keep growing for a while.
    ///
    /// Growth keeps tombstones and slot numbers, so a slot held across a prepend or append stays
    /// valid; only compaction drops tombstones and renumbers.
    private mutating func rebuild(front: Int, back: Int, dropsTombstones: Bool) {
        let used = dropsTombstones ? count : upperBound - lowerBound
        var capacity = 16
        let needed = 2 * (used + front + back) + 16
        while capacity < needed { capacity <<= 1 }
        let spare = capacity - used - front - back
        let newLower = front + spare / 2
        var newIDs = [ID?](repeating: nil, count: capacity)
        var newHeights = [Int64](repeating: 0, count: capacity)
        var newLiveness = [Int32](repeating: 0, count: capacity)
        let newBase = dropsTombstones ? 0 : slotBase + lowerBound - newLower
        var position = newLower
        for old in lowerBound..<upperBound {
            let id = ids[old]
            if id == nil && dropsTombstones { continue }
            newIDs[position] = id
            newHeights[position] = heights.values[old]
            if let id {
                newLiveness[position] = 1
                if dropsTombstones { slotOfID[id] = position + newBase }
            }
            position += 1
        }
        ids = newIDs
        heights = FenwickTree(values: newHeights)
        liveness = FenwickTree(values: newLiveness)
        lowerBound = newLower
        upperBound = position
        slotBase = newBase
    }
}
