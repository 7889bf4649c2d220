import Testing
@testable import SteadyText

/// ``FontSet`` names every font of a fallback list of up to 64, and what
/// reads it (unit fonts, line heights) takes fonts past the eighth.
@Suite struct FontSetTests {
    @Test func everyPlaceUpTo63IsItsOwnFont() {
        var all: FontSet = []
        for index in 0..<FontSet.capacity {
            let font = FontSet(font: index)
            #expect(font.count == 1 && font.contains(font: index))
            #expect(!all.contains(font: index))
            all.formUnion(font)
        }
        #expect(all.count == 64 && all.rawValue == .max)
        #expect(FontSet.primary == FontSet(font: 0))
        #expect(FontFallbackList.capacity == 64)
    }

    @Test func fallbackFontsAreVisitedInOrderWithoutThePrimary() {
        let set: FontSet = [.primary, FontSet(font: 3), FontSet(font: 9), FontSet(font: 40), FontSet(font: 63)]
        var visited: [Int] = []
        set.forEachFallbackFont { visited.append($0) }
        #expect(visited == [3, 9, 40, 63])
        var none: [Int] = []
        FontSet.primary.forEachFallbackFont { none.append($0) }
        #expect(none.isEmpty)
    }

    /// Fonts 8 and above, which an 8-bit mask could not hold: a code unit's
    /// font, the other-scale widths and the fonts of a range.
    @Test func unitMetricsKeepFontsPastTheEighth() {
        let units = UnitMetrics(advances: [0.5, 0.25, 0.125, 1], fonts: [0, 24, 40, 63], struts: [0, 0, 0, 0],
                                endAdjustments: [0, 0, 0, 0], graphemeStarts: [true, true, true, true, true],
                                scaleGroups: FontScaleGroups(bySize: FontSet(font: 40)))
        #expect(units.font(at: 1) == 24 && units.font(at: 3) == 63)
        #expect(units.fontMask(0..<4) == [.primary, FontSet(font: 24), FontSet(font: 40), FontSet(font: 63)])
        #expect(units.fontMask(2..<3) == FontSet(font: 40))
        #expect(units.widths(0..<4) == (total: 1.875, other: 0.125, second: 0))
    }

    /// A line's height takes every font in its set, wherever it is in the list.
    @Test func lineHeightsReadFontsPastTheEighth() throws {
        let bundled = try FontStack.bundled().fonts.map(\.metrics)
        // Arabic (36 px at 17 px) as font 30 of a list of NotoSans but for it.
        var metrics = Array(repeating: bundled[0], count: 40)
        metrics[30] = bundled[1]
        let heights = LineHeights(fontMetrics: metrics, fontSize: 17, lineHeight: .normal, target: .chromium)
        #expect(heights.height(fontMask: .primary) == 23)
        #expect(heights.height(fontMask: [.primary, FontSet(font: 12)]) == 23)
        #expect(heights.height(fontMask: [.primary, FontSet(font: 30)]) == 36)
        #expect(heights.height(fontMask: FontSet(font: 30)) == 36)
    }

    /// A segment is read for every word of every re-layout: the set of 64
    /// fonts grows it from 32 to 40 bytes (37 used), and no further.
    @Test func segmentsStayWithin40Bytes() {
        #expect(MemoryLayout<FontSet>.size == 8)
        #expect(MemoryLayout<SegmentMetrics>.size == 38)
        #expect(MemoryLayout<SegmentMetrics>.stride == 40)
        // A line prefix entry's parts, one per text, per special word, per long word.
        #expect(MemoryLayout<LinePrefixes.Header>.stride == 64)
        #expect(MemoryLayout<LinePrefixes.Special>.stride == 40)
        #expect(MemoryLayout<LinePrefixes.LongWord>.stride == 48)
    }
}
