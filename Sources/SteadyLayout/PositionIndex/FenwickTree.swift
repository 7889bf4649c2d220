/// Prefix sums over a fixed-capacity array of non-negative integers, with O(log n) update,
/// prefix query and search (a binary indexed tree).
///
/// The capacity is a power of two so that ``firstIndex(wherePrefixExceeds:)`` can descend the
/// tree bit by bit. Growth is the owner's job: ``PositionIndex`` rebuilds a larger tree in O(n)
/// when its deque-like index space runs out, which is amortised O(1) per row.
struct FenwickTree<Value: FixedWidthInteger & Sendable>: Sendable {
    /// The plain values, kept beside the tree so a single value reads in O(1) and a rebuild
    /// does not have to undo the prefix sums.
    private(set) var values: [Value]
    /// 1-based partial sums; `tree[0]` is unused.
    private var tree: [Value]
    /// The sum of all values.
    private(set) var total: Value
    /// Tree nodes touched since creation; tests use it to check O(log n) by counting, not timing.
    private(set) var probes: Int = 0

    /// The number of slots.
    var capacity: Int { values.count }

    /// Builds a tree over `values` in O(n).
    ///
    /// - Parameter values: The initial values; the count must be a power of two.
    init(values: [Value]) {
        precondition(values.count > 0 && values.count & (values.count - 1) == 0, "capacity must be a power of two")
        self.values = values
        var tree = [Value](repeating: 0, count: values.count + 1)
        var total: Value = 0
        for i in 1...values.count {
            tree[i] &+= values[i - 1]
            total &+= values[i - 1]
            let parent = i + (i & -i)
            if parent <= values.count { tree[parent] &+= tree[i] }
        }
        self.tree = tree
        self.total = total
    }

    /// Adds `delta` to the value at `index`.
    ///
    /// - Complexity: O(log n).
    mutating func add(_ delta: Value, at index: Int) {
        values[index] &+= delta
        total &+= delta
        var i = index + 1
        while i < tree.count {
            tree[i] &+= delta
            i += i & -i
            probes &+= 1
        }
    }

    /// The sum of `values[0..<end]`.
    ///
    /// - Complexity: O(log n).
    func prefixSum(upTo end: Int) -> Value {
        var sum: Value = 0
        var i = end
        while i > 0 {
            sum &+= tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The smallest index `i` with `prefixSum(upTo: i + 1) > target`, or `capacity` if the
    /// total does not exceed `target`. Indices holding 0 are never returned, since the prefix
    /// does not grow there.
    ///
    /// - Complexity: O(log n).
    func firstIndex(wherePrefixExceeds target: Value) -> Int {
        var position = 0
        var remaining = target
        var step = capacity
        while step > 0 {
            let next = position + step
            if next <= capacity && tree[next] <= remaining {
                position = next
                remaining &-= tree[next]
            }
            step >>= 1
        }
        return position
    }
}
