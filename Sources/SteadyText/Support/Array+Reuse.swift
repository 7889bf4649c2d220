extension Array {
    /// Replaces the contents with `count` copies of `value`, in the memory
    /// the array already has: the pipeline's working arrays are refilled word
    /// after word without allocating (``TextPipeline``).
    mutating func refill(repeating value: Element, count: Int) {
        removeAll(keepingCapacity: true)
        append(contentsOf: repeatElement(value, count: count))
    }
}
