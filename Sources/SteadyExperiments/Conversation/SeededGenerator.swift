/// A small, fast, seedable random number generator (SplitMix64), so that a seed always gives
/// the same conversation and the same sequence of events on every platform.
///
/// Swift's `SystemRandomNumberGenerator` cannot be seeded, and the standard library's
/// `Int.random(in:using:)` is specified to be deterministic for a given generator, so this
/// is all the experiments need.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly chosen element; `elements` must not be empty.
    mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }
}
