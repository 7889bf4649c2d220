import SteadyTestSupport

extension SplitMix64 {
    /// A height on the 1/64 pt grid in `points`, so expected positions need no rounding.
    mutating func gridHeight(in points: ClosedRange<Int>) -> Double {
        Double(Int.random(in: (points.lowerBound * 64)...(points.upperBound * 64), using: &self)) / 64
    }
}
