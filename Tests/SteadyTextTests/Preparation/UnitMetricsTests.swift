import Testing
@testable import SteadyText
import SteadyTestSupport

/// ``UnitMetrics`` keeps per-unit arrays only when they are not uniform, and
/// answers the same either way.
@Suite struct UnitMetricsTests {
    @Test func mixedFontsKeepEveryArray() {
        // Font 5 is the other-scale (bitmap) font here.
        let units = UnitMetrics(advances: [0.5, 0.25, 0.125], fonts: [0, 5, 0], struts: [0, 0, 0], endAdjustments: [0, 0.01, 0],
                                graphemeStarts: [true, false, true, true], scaleGroups: FontScaleGroups(bySize: FontSet(font: 5)))
        #expect(units.widths(0..<3) == (total: 0.875, other: 0.25, second: 0))
        #expect(units.widths(1..<2) == (total: 0.25, other: 0.25, second: 0))
        #expect(units.font(at: 1) == 5)
        #expect(units.fontMask(0..<2) == [.primary, FontSet(font: 5)])
        #expect(units.fontMask(1..<2) == FontSet(font: 5))
        #expect(units.fontMask(2..<3) == .primary)
        #expect(units.fontMask(2..<2) == [])
        #expect(units.endAdjustment(at: 1) == Double(Float(0.01)))
        #expect(units.endAdjustment(at: 0) == 0)
        #expect(!units.isGraphemeStart(1))
        #expect(units.isGraphemeStart(2) && units.isGraphemeStart(3))
    }

    @Test func uniformUnitsAnswerTheDefaults() {
        let units = UnitMetrics(advances: [0.5, 0.25], fonts: [0, 0], struts: [0, 0], endAdjustments: [0, 0],
                                graphemeStarts: [true, true, true], scaleGroups: FontScaleGroups(bySize: FontSet(font: 5)))
        #expect(units.widths(0..<2) == (total: 0.75, other: 0, second: 0))
        #expect(units.font(at: 1) == 0)
        #expect(units.fontMask(0..<2) == .primary)
        #expect(units.endAdjustment(at: 1) == 0)
        #expect(units.isGraphemeStart(1))
    }

    /// A unit in a span with a strut adds the strut's slot to the fonts of
    /// any range holding it: a line that break-word cuts from the span's word
    /// is as tall as the span's font makes it.
    @Test func strutsJoinTheFontsOfTheirUnits() {
        let units = UnitMetrics(advances: [0.5, 0.5, 0.5, 0.5], fonts: [0, 0, 0, 3], struts: [0, 9, 9, 0],
                                endAdjustments: [0, 0, 0, 0], graphemeStarts: [true, true, true, true, true],
                                scaleGroups: FontScaleGroups())
        #expect(units.fontMask(0..<1) == .primary)
        #expect(units.fontMask(1..<3) == [.primary, FontSet(font: 9)])
        #expect(units.fontMask(2..<4) == [.primary, FontSet(font: 3), FontSet(font: 9)])
        #expect(units.fontMask(3..<4) == FontSet(font: 3))
        #expect(units.font(at: 1) == 0)
    }

    /// An array that stops being uniform late keeps the entries before it.
    @Test func aLateChangeKeepsTheEarlierEntries() {
        var builder = UnitMetrics.Builder(capacity: 4, scaleGroups: FontScaleGroups())
        for _ in 0..<3 { builder.append(advance: 0.5, font: 0, endAdjustment: 0, isGraphemeStart: true) }
        builder.append(advance: 0.5, font: 2, endAdjustment: -0.25, isGraphemeStart: false)
        let units = builder.finish()
        #expect(units.font(at: 0) == 0 && units.font(at: 3) == 2)
        #expect(units.fontMask(0..<4) == [.primary, FontSet(font: 2)])
        #expect(units.endAdjustment(at: 2) == 0 && units.endAdjustment(at: 3) == -0.25)
        #expect(units.isGraphemeStart(2) && !units.isGraphemeStart(3) && units.isGraphemeStart(4))
        #expect(units.widths(0..<4).total == 2)
    }

    /// A plain word appended at once answers as its units appended one by one,
    /// whichever arrays the text has started before it.
    @Test func plainWordsAppendAsTheirUnits() {
        var random = SplitMix64(seed: 21)
        for round in 0..<300 {
            var oneByOne = UnitMetrics.Builder(capacity: 64, scaleGroups: FontScaleGroups(bySize: FontSet(font: 5)))
            var atOnce = UnitMetrics.Builder(capacity: 64, scaleGroups: FontScaleGroups(bySize: FontSet(font: 5)))
            var count = 0
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let length = 1 + Int(random.next() % 5)
                let advances = (0..<length).map { _ in Double(random.next() % 1000) / 997 }
                switch random.next() % 3 {
                case 0:
                    // A unit that starts the other arrays: another font, other scale, a cluster, kerning.
                    for advance in advances {
                        let font: UInt8 = [0, 2, 5][Int(random.next() % 3)]
                        let adjustment = random.next() % 2 == 0 ? 0 : -0.01
                        let isStart = random.next() % 3 != 0
                        oneByOne.append(advance: advance, font: font, endAdjustment: adjustment, isGraphemeStart: isStart)
                        atOnce.append(advance: advance, font: font, endAdjustment: adjustment, isGraphemeStart: isStart)
                    }
                default:
                    let adjustments = random.next() % 2 == 0 ? nil : advances.map { _ in random.next() % 2 == 0 ? 0 : 0.02 }
                    for (u, advance) in advances.enumerated() {
                        oneByOne.append(advance: advance, font: 0, endAdjustment: adjustments?[u] ?? 0, isGraphemeStart: true)
                    }
                    advances.withUnsafeBufferPointer { advances in
                        if let adjustments {
                            adjustments.withUnsafeBufferPointer { atOnce.appendPlain(advances: advances, endAdjustments: $0) }
                        } else {
                            atOnce.appendPlain(advances: advances, endAdjustments: nil)
                        }
                    }
                }
                count += length
            }
            let a = oneByOne.finish()
            let b = atOnce.finish()
            for u in 0..<count {
                #expect(a.widths(0..<(u + 1)) == b.widths(0..<(u + 1)), "round \(round) unit \(u)")
                #expect(a.font(at: u) == b.font(at: u) && a.fontMask(u..<count) == b.fontMask(u..<count), "round \(round)")
                #expect(a.endAdjustment(at: u) == b.endAdjustment(at: u), "round \(round) unit \(u)")
                #expect(a.isGraphemeStart(u) == b.isGraphemeStart(u), "round \(round) unit \(u)")
            }
        }
    }
}
