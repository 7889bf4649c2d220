import SteadyTestSupport
import Testing
@testable import SteadyText

/// The columns a prepared text is put together in (`ColumnBuilder`) and
/// those kept as the offsets where they change (`StepColumn`), against
/// plain arrays of the same values.
@Suite struct ColumnTests {
    /// Seeded columns of every shape the preparation makes: all one value,
    /// a change at the first or last offset, runs of one, long runs, a
    /// value set twice in a row, and values that come back.
    static let seeds: [UInt64] = Array(1...200)

    @Test(arguments: seeds)
    func aStepColumnReadsAsTheArrayItWasBuiltFrom(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 0...60, using: &random)
        let changeChance = [0, 3, 30, 90][Int(seed % 4)]
        var dense: [UInt8] = []
        var builder = StepColumn<UInt8>.Builder(0)
        var value: UInt8 = 0
        for u in 0..<count {
            if random.chance(changeChance) { value = UInt8.random(in: 0...3, using: &random) }
            dense.append(value)
            builder.set(value, from: u)
        }
        let column = builder.column()
        #expect(column.isUniform == dense.allSatisfy { $0 == 0 })
        for u in 0..<count { #expect(column[u] == dense[u], "offset \(u) of seed \(seed)") }
        // Ranges of every length at every start, the empty ones among them.
        for start in 0...count {
            for end in start...count {
                let values = Set(dense[start..<end])
                var seen = Set<UInt8>()
                column.forEachValue(in: start..<end) { seen.insert($0) }
                #expect(seen == values, "\(start)..<\(end) of seed \(seed)")
                #expect(column.allSatisfy(in: start..<end) { $0 == 0 } == values.isSubset(of: [0]))
            }
        }
    }

    @Test func aStepColumnBuilderStartsAnewAfterAReset() {
        var builder = StepColumn<Bool>.Builder(true)
        builder.set(false, from: 2)
        builder.set(true, from: 3)
        builder.reset()
        let isUniform = builder.isUniform
        #expect(isUniform)
        builder.set(true, from: 0)
        builder.set(false, from: 5)
        let column = builder.column()
        #expect(column[4] && !column[5] && !column[9])
    }

    @Test(arguments: [0, 1, 7, 8, 9, 1000])
    func aColumnBuilderKeepsWhatWasAppendedAcrossItsGrowth(count: Int) {
        var column = ColumnBuilder<Int32>()
        var expected: [Int32] = []
        var k: Int32 = 0
        while expected.count < count {
            switch k % 3 {
            case 0:
                column.append(k)
                expected.append(k)
            case 1:
                // Runs of 0 to 4 values, written from one pointer.
                let run = Int(k % 5)
                column.append(run) { for j in 0..<run { ($0 + j).initialize(to: k + Int32(j)) } }
                expected += (0..<run).map { k + Int32($0) }
            default:
                // Room made first, then filled by single appends.
                column.reserve(3)
                for j: Int32 in [-k, k, 2 * k] { column.append(j) }
                expected += [-k, k, 2 * k]
            }
            k += 1
        }
        let values = column.array()
        let columnCount = column.count
        #expect(values == expected)
        #expect(columnCount == expected.count)
        column.removeAll()
        let emptied = (column.isEmpty, column.array())
        #expect(emptied.0 && emptied.1.isEmpty)
        column.append(7)
        let after = column.array()
        #expect(after == [7])
    }
}
