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
    /// Where the value first changes, `Int32.max` when it never does: most
    /// reads end here, without touching `steps`, whose element type a debug
    /// build (the tests') looks up in the runtime's generic metadata at each use.
    private let firstChange: Int32
    /// Where the value changes, ascending, and the value from there on.
    private let steps: [Step]

    /// A change: the value from `offset` on.
    struct Step: BitwiseCopyable, Sendable {
        var offset: Int32
        var value: Value
    }

    /// A column that is `initial` everywhere.
    init(_ initial: Value) {
        self.initial = initial
        firstChange = .max
        steps = []
    }

    fileprivate init(initial: Value, firstChange: Int32, steps: [Step]) {
        self.initial = initial
        self.firstChange = firstChange
        self.steps = steps
    }

    /// Whether the value is `initial` at every offset.
    var isUniform: Bool { firstChange == .max }

    /// The value at offset `u`.
    @inline(__always)
    subscript(u: Int) -> Value {
        guard let change = lastChange(atOrBefore: u) else { return initial }
        return steps[change].value
    }

    /// Whether `predicate` holds for the value at every offset of `range`.
    func allSatisfy(in range: Range<Int>, _ predicate: (Value) -> Bool) -> Bool {
        guard !range.isEmpty else { return true }
        if !predicate(self[range.lowerBound]) { return false }
        var change = (lastChange(atOrBefore: range.lowerBound) ?? -1) + 1
        while change < steps.count && Int(steps[change].offset) < range.upperBound {
            if !predicate(steps[change].value) { return false }
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
        guard u >= Int(firstChange) else { return nil }
        var low = 0
        var high = steps.count    // steps[low].offset <= u < steps[high].offset
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(steps[middle].offset) <= u { low = middle } else { high = middle }
        }
        return low
    }

    /// Builds a column offset by offset, keeping only the changes. The
    /// memory of its changes is kept from one column to the next (``reset()``).
    struct Builder: ~Copyable {
        let initial: Value
        /// The value at the last offset set.
        private(set) var last: Value
        private var steps = ColumnBuilder<Step>()

        init(_ initial: Value) {
            self.initial = initial
            last = initial
        }

        /// Whether no value other than `initial` was set.
        var isUniform: Bool { steps.isEmpty }

        /// The value from offset `u` on: offsets are set once each, ascending.
        @inline(__always)
        mutating func set(_ value: Value, from u: Int) {
            guard value != last else { return }
            steps.append(Step(offset: Int32(u), value: value))
            last = value
        }

        /// The column.
        func column() -> StepColumn {
            StepColumn(initial: initial, firstChange: steps.isEmpty ? .max : steps[0].offset, steps: steps.array())
        }

        /// Empties the builder, keeping its memory.
        mutating func reset() {
            steps.removeAll()
            last = initial
        }
    }
}
