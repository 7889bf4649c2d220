import Testing
@testable import SteadyLayout
import SteadyTestSupport

@Suite struct PositionIndexTests {
    /// Random prepends, appends, removals and height changes against a plain array.
    @Test func agreesWithAnArrayModel() {
        var rng = SplitMix64(seed: 0x1D3)
        var index = PositionIndex<Int>()
        var model: [(id: Int, ticks: Int64)] = []
        var nextID = 0
        for step in 0..<3_000 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let rows = (0..<Int.random(in: 1...20, using: &rng)).map { _ in
                    defer { nextID += 1 }
                    return (id: nextID, ticks: Int64.random(in: 0...5_000, using: &rng))
                }
                index.prepend(rows)
                model.insert(contentsOf: rows, at: 0)
            case 1:
                let rows = (0..<Int.random(in: 1...20, using: &rng)).map { _ in
                    defer { nextID += 1 }
                    return (id: nextID, ticks: Int64.random(in: 0...5_000, using: &rng))
                }
                index.append(rows)
                model.append(contentsOf: rows)
            case 2 where !model.isEmpty:
                for _ in 0..<Int.random(in: 1...15, using: &rng) where !model.isEmpty {
                    let victim = model.remove(at: Int.random(in: 0..<model.count, using: &rng))
                    let removed = index.remove(slot: index.slot(of: victim.id)!)
                    #expect(removed == victim.ticks)
                }
                index.compactIfNeeded()
            default:
                guard !model.isEmpty else { continue }
                let position = Int.random(in: 0..<model.count, using: &rng)
                let ticks = Int64.random(in: 0...5_000, using: &rng)
                index.setHeight(ticks, ofSlot: index.slot(of: model[position].id)!)
                model[position].ticks = ticks
            }
            guard step % 50 == 0 || step == 2_999 else { continue }
            #expect(index.count == model.count)
            #expect(index.allRows().map(\.id) == model.map(\.id))
            var offset: Int64 = 0
            for (position, row) in model.enumerated() {
                let slot = index.slot(of: row.id)!
                #expect(index.offset(ofSlot: slot) == offset)
                #expect(index.index(ofSlot: slot) == position)
                #expect(index.slot(atIndex: position) == slot)
                if row.ticks > 0 { #expect(index.slot(containingOffset: offset + row.ticks - 1) == slot) }
                offset += row.ticks
            }
            #expect(index.totalHeight == offset)
            // The edge counts, by brute force, at every row edge and just beside it (less often:
            // it is the slowest check).
            guard step % 250 == 0 || step == 2_999 else { continue }
            var tops: [Int64] = []
            var bottoms: [Int64] = []
            var top: Int64 = 0
            for row in model { tops.append(top); top += row.ticks; bottoms.append(top) }
            // Both lists are sorted: count by binary search.
            func count(_ edges: [Int64], _ isBefore: (Int64) -> Bool) -> Int {
                var low = 0, high = edges.count
                while low < high {
                    let middle = (low + high) / 2
                    if isBefore(edges[middle]) { low = middle + 1 } else { high = middle }
                }
                return low
            }
            for probe in Set(tops + bottoms).flatMap({ [$0 - 1, $0, $0 + 1] }) {
                #expect(index.rowsStarting(before: probe) == count(tops) { $0 < probe })
                #expect(index.rowsEnding(atOrBefore: probe) == count(bottoms) { $0 <= probe })
            }
        }
    }

    /// A height edit touches O(log n) tree nodes: 64 times the rows, at most a few more probes.
    @Test func heightEditsCostLogarithmicProbes() {
        func probesPerEdit(rows: Int) -> Double {
            var index = PositionIndex<Int>()
            for page in 0..<(rows / 50) {
                index.prepend((0..<50).map { (id: page * 50 + $0, ticks: 64 * 40) })
            }
            let before = index.probes
            for id in stride(from: 0, to: rows, by: 7) { index.setHeight(64 * 41, ofSlot: index.slot(of: id)!) }
            return Double(index.probes - before) / Double((rows + 6) / 7)
        }
        let small = probesPerEdit(rows: 1_000)
        let large = probesPerEdit(rows: 64_000)
        // log2(64) = 6 more levels; a linear structure would cost 64 times as much.
        #expect(large <= small + 8)
        #expect(large <= 20)
    }

    @Test func repeatedIdentitiesKeepTheFirstCopy() {
        var index = PositionIndex<String>()
        index.append([(id: "a", ticks: 10), (id: "b", ticks: 20), (id: "a", ticks: 99)])
        #expect(index.allRows().map(\.id) == ["a", "b"] && index.totalHeight == 30)
        let added = index.prepend([(id: "x", ticks: 5), (id: "y", ticks: 6), (id: "x", ticks: 7), (id: "a", ticks: 8)])
        #expect(added == 11)
        #expect(index.allRows().map(\.id) == ["x", "y", "a", "b"])
        #expect(index.allRows().map(\.ticks) == [5, 6, 10, 20])
        #expect(index.count == 4 && index.index(ofSlot: index.slot(of: "a")!) == 2)
    }

    @Test func growthKeepsSlotsAndCompactionDropsTombstones() {
        var index = PositionIndex<String>()
        index.append([(id: "a", ticks: 10), (id: "b", ticks: 20)])
        let slotOfB = index.slot(of: "b")!
        index.prepend((0..<1_000).map { (id: "old\($0)", ticks: 1) })
        #expect(index.slot(of: "b") == slotOfB)
        #expect(index.offset(ofSlot: slotOfB) == 1_000 + 10)
        index.remove(slot: index.slot(of: "a")!)
        for i in 0..<900 { index.remove(slot: index.slot(of: "old\(i)")!) }
        let compacted = index.compactIfNeeded()
        #expect(compacted)
        #expect(index.tombstoneCount == 0)
        #expect(index.allRows().map(\.id) == (900..<1_000).map { "old\($0)" } + ["b"])
        #expect(index.offset(ofSlot: index.slot(of: "b")!) == 100)
    }
}
