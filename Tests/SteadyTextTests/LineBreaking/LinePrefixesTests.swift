import Testing
@testable import SteadyText

/// ``LinePrefixes`` reads single-precision totals and falls back to the exact
/// ones near a line's room: with the room put on, just under and just over
/// each total, it must count what a walk over the exact totals counts.
@Suite struct LinePrefixesTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    /// The count over exact totals alone: the definition the fast count keeps.
    func exactCount(_ totals: [LinePrefixes.Entry], room: Double) -> LinePrefixes.Count {
        var lineCount = 0
        var first = 0
        var e = 0
        while e < totals.count {
            if totals[e].end < (first == 0 ? 0 : totals[first - 1].next) + room {
                e += 1
                continue
            }
            if e == first { return LinePrefixes.Count(lineCount: lineCount, wideSegment: e) }
            lineCount += 1
            first = e
        }
        return LinePrefixes.Count(lineCount: lineCount + 1)
    }

    @Test func singlePrecisionNeverDecidesWithinRoundingOfTheRoom() throws {
        let words = ["hello", "world", "a", "Donaudampfschifffahrt", "office", "Wolf", "minimum", "I", "ll"]
        var random = SplitMix64(seed: 5)
        var nearRooms = 0
        for round in 0..<200 {
            let text = (0..<(2 + Int(random.next() % 40))).map { _ in words[Int(random.next() % UInt64(words.count))] }
                .joined(separator: " ")
            let prepared = PreparedText(text, fonts: fonts)
            let (totals, count) = try #require(prepared.linePrefixes.plainTotalsAndCount,
                                               "round \(round): \(text.debugDescription) should have plain totals")
            // Rooms that land a first line's end on, just under and just over a segment's end.
            for e in totals.indices {
                for nudge in [0.0, 1e-15, -1e-15, 1e-9, -1e-9, 3e-7, -3e-7] {
                    let room = totals[e].end + nudge
                    let fast = count(room)
                    let exact = exactCount(totals, room: room)
                    #expect(fast.lineCount == exact.lineCount && fast.wideSegment == exact.wideSegment,
                            "round \(round): \(text.debugDescription) room \(room)")
                    nearRooms += 1
                }
            }
        }
        #expect(nearRooms > 10_000)
    }

    /// ``ceil64(_:)`` rounds up by truncation where that is exact: it must
    /// give what rounding up with the standard library gives, on and beside
    /// whole 1/64 px, for negative widths and beyond 2^52.
    @Test func ceil64IsRoundingUpToAUnit() {
        func reference(_ px: Double) -> Int {
            let units = px * 64
            let up = units.rounded(.up)
            return Int(up - units > 1 - 1e-6 ? up - 1 : up)
        }
        var random = SplitMix64(seed: 64)
        var values: [Double] = [0, -0.0, 1.0 / 64, -1.0 / 64, 0.5, -0.5, 300, 300 + 1e-9, 300 - 1e-9,
                                0x1p46, -0x1p46, 0x1p47 + 0.25, 1e15, -1e15]
        for _ in 0..<20_000 {
            let whole = Double(Int(random.next() % 100_000)) / 64
            let nudge = [0, 1e-9, -1e-9, 1e-7, -1e-7, 0.3 / 64, -0.7 / 64][Int(random.next() % 7)]
            values.append((random.next() % 2 == 0 ? 1 : -1) * (whole + nudge))
        }
        for px in values {
            #expect(ceil64(px) == reference(px), "\(px)")
        }
    }
}
