/// An array under construction, of values without references, copied into
/// an array of exactly its count when done (``array()``), then emptied for
/// the next one in the same memory (``removeAll()``).
///
/// A prepared text's columns (its segments, their offsets, its code units'
/// sums) are put together a few values a word from words already analysed.
/// `Array.append` checks the array's uniqueness and capacity each time, and
/// for a warm preparation those checks cost more than the values; here an
/// append checks the capacity alone, no memory is allocated until the first
/// value, and a column kept by the thread's scratch serves text after text.
struct ColumnBuilder<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>?
    private var capacity = 0
    /// How many values the column holds.
    private(set) var count = 0

    /// An empty column, which allocates on its first append.
    init() {}

    /// An empty column with room for `capacity` values.
    init(capacity: Int) {
        reserve(capacity)
    }

    deinit { base?.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The value at `index`, below ``count``.
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count)
            return UnsafePointer(base! + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count)
            return base! + index
        }
    }

    /// Makes room for `added` more values.
    @inline(__always)
    mutating func reserve(_ added: Int) {
        if count + added > capacity { grow(to: count + added) }
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow(to: count + 1) }
        (base! + count).initialize(to: value)
        count += 1
    }

    /// Appends `added` values, which `initialize` writes from the pointer it
    /// is given: a loop without a capacity check a value.
    @inline(__always)
    mutating func append(_ added: Int, initializingWith initialize: (UnsafeMutablePointer<Element>) -> Void) {
        guard added > 0 else { return }
        reserve(added)
        initialize(base! + count)
        count += added
    }

    @inline(never)
    private mutating func grow(to minimum: Int) {
        let newCapacity = Swift.max(minimum, 2 * capacity, 8)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = newCapacity
    }

    /// The values, in an array of their count.
    func array() -> [Element] {
        guard let base else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Removes the values, keeping the memory.
    mutating func removeAll() {
        count = 0
    }
}
