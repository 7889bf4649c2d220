import Testing
@testable import SteadyText

/// ``UnitMetrics`` keeps per-unit arrays only when they are not uniform, and
/// answers the same either way.
@Suite struct UnitMetricsTests {
    @Test func mixedFontsKeepEveryArray() {
        // Font 5 is the other-scale (bitmap) font here.
        let units = UnitMetrics(advances: [0.5, 0.25, 0.125], fonts: [0, 5, 0], endAdjustments: [0, 0.01, 0],
                                graphemeStarts: [true, false, true, true], segmentStarts: [0, 2, 3],
                                otherScaleFonts: 1 << 5)
        #expect(units.widths(0..<3) == (total: 0.875, other: 0.25))
        #expect(units.widths(1..<2) == (total: 0.25, other: 0.25))
        #expect(units.font(at: 1) == 5)
        // Segment 0 is units 0 and 1; segment 1 is unit 2.
        #expect(units.suffixMask(at: 0) == 1 | 1 << 5)
        #expect(units.suffixMask(at: 1) == 1 << 5)
        #expect(units.suffixMask(at: 2) == 1)
        #expect(units.endAdjustment(at: 1) == Double(Float(0.01)))
        #expect(units.endAdjustment(at: 0) == 0)
        #expect(!units.isGraphemeStart(1))
        #expect(units.isGraphemeStart(2) && units.isGraphemeStart(3))
    }

    @Test func uniformUnitsAnswerTheDefaults() {
        let units = UnitMetrics(advances: [0.5, 0.25], fonts: [0, 0], endAdjustments: [0, 0],
                                graphemeStarts: [true, true, true], segmentStarts: [0, 2], otherScaleFonts: 1 << 5)
        #expect(units.widths(0..<2) == (total: 0.75, other: 0))
        #expect(units.font(at: 1) == 0)
        #expect(units.suffixMask(at: 0) == 1)
        #expect(units.endAdjustment(at: 1) == 0)
        #expect(units.isGraphemeStart(1))
    }

    /// An array that stops being uniform late keeps the entries before it.
    @Test func aLateChangeKeepsTheEarlierEntries() {
        var builder = UnitMetrics.Builder(capacity: 4, otherScaleFonts: 0)
        for _ in 0..<3 { builder.append(advance: 0.5, font: 0, endAdjustment: 0, isGraphemeStart: true) }
        builder.append(advance: 0.5, font: 2, endAdjustment: -0.25, isGraphemeStart: false)
        let units = builder.finish(segmentStarts: [0, 4])
        #expect(units.font(at: 0) == 0 && units.font(at: 3) == 2)
        #expect(units.suffixMask(at: 0) == 1 | 1 << 2)
        #expect(units.endAdjustment(at: 2) == 0 && units.endAdjustment(at: 3) == -0.25)
        #expect(units.isGraphemeStart(2) && !units.isGraphemeStart(3) && units.isGraphemeStart(4))
        #expect(units.widths(0..<4).total == 2)
    }
}
