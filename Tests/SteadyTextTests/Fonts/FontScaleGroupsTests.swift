import Testing
@testable import SteadyText

/// Each font's advances scale by its own FreeType scale, as Blink's do: a
/// font of another units per em than the primary's is the second group.
@Suite struct FontScaleGroupsTests {
    static let fonts = try! FontStack.bundled()

    @Test func droidSansFallbackIsTheBundledStacksSecondGroup() throws {
        let groups = Self.fonts.scaleGroups
        let droid = try #require(Self.fonts.fallbackList.fonts.firstIndex { $0.metrics.unitsPerEm == 256 })
        #expect(groups.second == FontSet(font: Self.fonts.fallbackList.slots[droid]))
        #expect(groups.secondSlot == Self.fonts.fallbackList.slots[droid])
        #expect(groups.bySize.contains(FontSet(font: try #require(Self.fonts.boxSlot))))
    }

    /// Ten ideographs in Droid Sans Fallback (256 units per em, so an exact
    /// scale) at 11.37 px: Chromium 156 draws them 113.59375 px wide, ten
    /// times FreeType's 727/64 px size, where Noto Sans's rounded scale for
    /// the same size would give 113.609375.
    @Test func aFontOfAnotherUnitsPerEmScalesByItsOwnScale() throws {
        let text = PreparedText("今天今天今天今天今天", whiteSpace: .normal, fonts: Self.fonts)
        let line = try #require(text.lines(width: .infinity, fontSize: 11.37, lineHeight: .normal).first)
        #expect(line.width == 113.59375)
        // The fit test allows 1/64 px over the width: one line down to 113.578125 px.
        #expect(text.layout(width: 113.578125, fontSize: 11.37, lineHeight: .normal).lineCount == 1)
        #expect(text.layout(width: 113.5625, fontSize: 11.37, lineHeight: .normal).lineCount == 2)
    }
}
