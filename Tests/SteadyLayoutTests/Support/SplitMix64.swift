/// A small seeded generator (SplitMix64, as in swift-argument-parser's `Examples/roll`), so a
/// failing random sequence can be replayed from its printed seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A height on the 1/64 pt grid in `points`, so expected positions need no rounding.
    mutating func gridHeight(in points: ClosedRange<Int>) -> Double {
        Double(Int.random(in: (points.lowerBound * 64)...(points.upperBound * 64), using: &self)) / 64
    }

    /// Whether an event with probability `percent` out of 100 happens.
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}
