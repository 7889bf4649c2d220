extension Array {
    /// Replaces the contents with `count` copies of `value`, in the memory
    /// the array already has: the pipeline's working arrays are refilled word
    /// after word without allocating (``TextPipeline``).
    mutating func refill(repeating value: Element, count: Int) {
        removeAll(keepingCapacity: true)
        append(repeating: value, count: count)
    }

    /// Appends `count` copies of `value`. A plain loop, specialized for the
    /// element: `append(contentsOf: repeatElement(…))` walks a generic
    /// sequence, and the pipeline refills its arrays word after word.
    @inline(__always)
    private mutating func append(repeating value: Element, count: Int) {
        for _ in 0..<Swift.max(count, 0) { append(value) }
    }
}
