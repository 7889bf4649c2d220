import Testing
@testable import SteadyText

/// Public calls of SteadyText other than layout, on values an app can pass:
/// each answers, none traps (a trap ends the test run, loudly).
@Suite struct HostilePublicCallTests {
    @Test(arguments: [
        (1e300, "1e+300"), (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (0x1p53, "9007199254740992.0"),
        (0x1p53 - 1, "9007199254740991"), (22, "22"), (22.5, "22.5"), (-3, "-3"), (1e-300, "1e-300"),
    ])
    func fixedLineHeightPrints(_ px: Double, _ text: String) {
        #expect(LineHeight.fixed(px).description == text)
    }

    @Test(arguments: ["1e300", "22", "22.5", ".5", "+4", "1E2"])
    func decimalLineHeightsParseAndPrint(_ text: String) throws {
        let parsed = try #require(LineHeight(text))
        guard case .fixed(let px) = parsed else { Issue.record("\(text) is not fixed"); return }
        #expect(px == Double(text))
        #expect(LineHeight(parsed.description) == parsed)
    }

    /// As `steady-measure --line-height` refuses them: not decimal, not finite, not positive.
    @Test(arguments: ["0x10", "0x1p4", "nan", "inf", "infinity", "1e309", "0", "-1", "", " 22", "22px", "１"])
    func otherLineHeightsDoNotParse(_ text: String) {
        #expect(LineHeight(text) == nil)
    }

    /// A huge shape cache capacity reserves room as values come, not at once
    /// (`reserveCapacity(capacity / 32)` aborted on the first prepare).
    @Test func hugeShapeCacheCapacityPrepares() throws {
        let fonts = try FontStack(directory: FontStack.bundledDirectory, shapeCacheCapacity: 1 << 40)
        #expect(fonts.shapeCache.capacity == 1 << 40)
        let prepared = PreparedText("Hello, world 👋", fonts: fonts)
        #expect(prepared.layout(width: 300, fontSize: 17, lineHeight: .normal) == TextLayout(lineCount: 1, height: 23))
        #expect(fonts.shapeCache.count + fonts.tokenCache.count > 0)
        for capacity in [Int.min, -1, 0, Int.max] {
            let other = try FontStack(directory: FontStack.bundledDirectory, shapeCacheCapacity: capacity)
            #expect(PreparedText("Hello", fonts: other).layout(width: 300, fontSize: 17, lineHeight: .normal).lineCount == 1)
        }
    }

    /// Font metrics at sizes layout clamps: the same clamp when called directly.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, 1e19, 3e12, -17, 0, 1e-300])
    func fontMetricsAnswerEverySize(_ size: Double) throws {
        let fonts = try FontStack.bundled()
        for metrics in fonts.fonts.map(\.metrics) {
            let clamped = size >= 0 ? min(size, LayoutLimits.largestFontSize) : 0
            #expect(metrics.advanceScale(fontSize: size) == metrics.advanceScale(fontSize: clamped))
            #expect(metrics.roundedAscentDescent(fontSize: size) == metrics.roundedAscentDescent(fontSize: clamped))
        }
    }
}
