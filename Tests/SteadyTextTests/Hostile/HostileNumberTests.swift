import Foundation
import Testing
import SteadyText

/// `layout` and `lines` on widths, sizes and line heights no caller should pass.
///
/// What the library does with each (LayoutLimits; Docs/limits.md) is pinned
/// here. NaN, infinite and huge font sizes trapped before LayoutLimits
/// (`Int(Float)` in FontMetrics.roundedAscentDescent, `Int(Double)` in ceil64);
/// these tests run in-process, so a regression ends the run loudly. Exit tests
/// were tried for isolation and dropped: on Linux, exit-test children and
/// Foundation `Process` children in one test process deadlocked (zombies of
/// both kinds, nobody reaping; seen under `make asan`).
@Suite struct HostileNumberTests {
    static let text = "Hello, world 👋 مرحبا 你好"

    static let widths: [Double] = [0, -0.0, -1, -.infinity, .nan, .infinity, 1e308, -1e308,
                                   .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-300, 33_554_432]
    static let sizes: [Double] = [0, -0.0, -17, .nan, .infinity, -.infinity, 1e308, 1e19,
                                  .leastNonzeroMagnitude, 1e-300, 1e6, 1e12, 1e15]
    static let lineHeights: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e308, 1e-300]

    static func layOut(width: Double, fontSize: Double, lineHeight: LineHeight) -> [TextLine] {
        let prepared = PreparedText(text, fonts: Hostile.fonts)
        let layout = prepared.layout(width: width, fontSize: fontSize, lineHeight: lineHeight)
        let lines = prepared.lines(width: width, fontSize: fontSize, lineHeight: lineHeight)
        #expect(layout.lineCount == lines.count)
        #expect(layout.height.isFinite && layout.height >= 0)
        return lines
    }

    @Test(arguments: widths)
    func hostileWidthDoesNotCrash(_ width: Double) {
        _ = Self.layOut(width: width, fontSize: 17, lineHeight: .normal)
    }

    @Test(arguments: sizes)
    func hostileSizeDoesNotCrash(_ size: Double) {
        _ = Self.layOut(width: 300, fontSize: size, lineHeight: .normal)
        _ = Self.layOut(width: 300, fontSize: size, lineHeight: .fixed(20))
    }

    /// NaN and negative sizes lay out as 0; sizes above LayoutLimits.largestFontSize as that.
    @Test func sizesAreClamped() {
        for size: Double in [.nan, -17, -.infinity] {
            #expect(Self.layOut(width: 300, fontSize: size, lineHeight: .normal) == Self.layOut(width: 300, fontSize: 0, lineHeight: .normal))
        }
        let largest = LayoutLimits.largestFontSize
        for size: Double in [.infinity, 1e308, 1e19, largest * 2] {
            #expect(Self.layOut(width: 300, fontSize: size, lineHeight: .normal) == Self.layOut(width: 300, fontSize: largest, lineHeight: .normal))
        }
    }

    /// A fixed line height NaN or negative counts as 0, above LayoutLimits.largestLineHeight as that.
    @Test func lineHeightsAreClamped() {
        let prepared = PreparedText("a\nb", fonts: Hostile.fonts)
        for px: Double in [.nan, -1, -.infinity] {
            #expect(prepared.layout(width: 300, fontSize: 17, lineHeight: .fixed(px)).height == 0)
        }
        for px: Double in [.infinity, 1e308] {
            #expect(prepared.layout(width: 300, fontSize: 17, lineHeight: .fixed(px)).height == 2 * LayoutLimits.largestLineHeight)
        }
    }

    @Test(arguments: lineHeights)
    func hostileLineHeightDoesNotCrash(_ lineHeight: Double) {
        _ = Self.layOut(width: 300, fontSize: 17, lineHeight: .fixed(lineHeight))
    }

    // What the numbers that do not trap give (Docs/limits.md).

    /// A width of 0 or less lays out one grapheme cluster per line (break-word
    /// always takes at least one); spaces hang at the end of the line before.
    @Test(arguments: [0.0, -0.0, -1, -1e308, -Double.infinity, 1e-300] as [Double])
    func widthAtMostZeroGivesOneGraphemePerLine(_ width: Double) {
        let prepared = PreparedText("abc d👨‍👩‍👧", fonts: Hostile.fonts)
        let lines = prepared.lines(width: width, fontSize: 17, lineHeight: .normal)
        #expect(lines.map(\.range) == [0..<1, 1..<2, 2..<4, 4..<5, 5..<13])
    }

    /// NaN and +infinity widths do not wrap at all (only newlines break), as do
    /// widths of 2^25 px and more, which the breaker clamps to LayoutUnit's range.
    @Test(arguments: [Double.nan, .infinity, 1e308, .greatestFiniteMagnitude, 33_554_432] as [Double])
    func unboundedWidthDoesNotWrap(_ width: Double) {
        let text = String(repeating: "word ", count: 2_000) + "\nnext"
        let prepared = PreparedText(text, fonts: Hostile.fonts)
        #expect(prepared.layout(width: width, fontSize: 17, lineHeight: .normal).lineCount == 2)
    }

    /// A font size of 0 gives zero widths and, with `line-height: normal`, zero heights.
    @Test func zeroSizeGivesZeroWidths() {
        let prepared = PreparedText("Hello\nworld", fonts: Hostile.fonts)
        let lines = prepared.lines(width: 1, fontSize: 0, lineHeight: .normal)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.width == 0 && $0.height == 0 })
        #expect(prepared.layout(width: 1, fontSize: 0, lineHeight: .fixed(20)).height == 40)
    }
}
