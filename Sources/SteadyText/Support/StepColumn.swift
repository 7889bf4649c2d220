/// A column of values, one an offset, that change at few offsets: kept as
/// the offsets where the value changes and the value from each on.
///
/// A prepared text's code units are nearly all in its primary font, each a
/// grapheme of its own and without kerning at a line's end: a column of
/// their fonts, or of the running widths of those in other fonts, is the
/// same value for runs of hundreds of units. Kept this way, a word appended
/// in the primary font costs a comparison with the last value, not a value
/// a unit; reading one offset is a binary search over the changes.
struct StepColumn<Value: BitwiseCopyable & Equatable & Sendable>: Sendable {
    /// The value before the first change.
    let initial: Value
    /// Where the value changes, ascending.
    private let offsets: [Int32]
    /// The value from each of `offsets` on.
    private let values: [Value]

    /// A column that is `initial` everywhere.
    init(_ initial: Value) {
        self.initial = initial
        offsets = []
        values = []
    }

    fileprivate init(initial: Value, offsets: [Int32], values: [Value]) {
        self.initial = initial
        self.offsets = offsets
        self.values = values
    }

    /// Whether the value is `initial` at every offset.
    var isUniform: Bool { offsets.isEmpty }

    /// The value at offset `u`.
    @inline(__always)
    subscript(u: Int) -> Value {
        guard let change = lastChange(atOrBefore: u) else { return initial }
        return values[change]
    }

    /// Whether `predicate` holds for the value at every offset of `range`.
    func allSatisfy(in range: Range<Int>, _ predicate: (Value) -> Bool) -> Bool {
        guard !range.isEmpty else { return true }
        if !predicate(self[range.lowerBound]) { return false }
        var change = (lastChange(atOrBefore: range.lowerBound) ?? -1) + 1
        while change < offsets.count && Int(offsets[change]) < range.upperBound {
            if !predicate(values[change]) { return false }
            change += 1
        }
        return true
    }

    /// Calls `body` with each value the offsets of `range` take (a value
    /// taken twice may be passed twice).
    func forEachValue(in range: Range<Int>, _ body: (Value) -> Void) {
        _ = allSatisfy(in: range) { body($0); return true }
    }

    /// The index of the last change at or before `u`, nil when none is.
    @inline(__always)
    private func lastChange(atOrBefore u: Int) -> Int? {
        guard let first = offsets.first, u >= Int(first) else { return nil }
        var low = 0
        var high = offsets.count    // offsets[low] <= u < offsets[high]
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(offsets[middle]) <= u { low = middle } else { high = middle }
        }
        return low
    }

    /// Builds a column offset by offset, keeping only the changes. The
    /// memory of its changes is kept from one column to the next (``reset()``).
    struct Builder: ~Copyable {
        let initial: Value
        /// The value at the last offset set.
        private(set) var last: Value
        private var offsets = ColumnBuilder<Int32>()
        private var values = ColumnBuilder<Value>()

        init(_ initial: Value) {
            self.initial = initial
            last = initial
        }

        /// Whether no value other than `initial` was set.
        var isUniform: Bool { offsets.isEmpty }

        /// The value from offset `u` on: offsets are set once each, ascending.
        @inline(__always)
        mutating func set(_ value: Value, from u: Int) {
            guard value != last else { return }
            offsets.append(Int32(u))
            values.append(value)
            last = value
        }

        /// The column.
        func column() -> StepColumn {
            StepColumn(initial: initial, offsets: offsets.array(), values: values.array())
        }

        /// Empties the builder, keeping its memory.
        mutating func reset() {
            offsets.removeAll()
            values.removeAll()
            last = initial
        }
    }
}
