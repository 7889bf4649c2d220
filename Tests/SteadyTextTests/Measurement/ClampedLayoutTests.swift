import SteadyGoldens
import Testing
@testable import SteadyText

/// ``PreparedText/clampedLayout(maxLines:width:fontSize:lineHeight:devicePixelRatio:target:)``
/// shows the first lines of the text's own layout: their count, their
/// height, and an end of the drawn text on the last of them.
@Suite struct ClampedLayoutTests {
    static let fonts = try! FontStack.bundled()
    static let messages = try! ChromiumGoldens(named: "full").messages.values.map(\.text).sorted()

    @Test(arguments: [1, 2, 3])
    func theFirstLinesOfTheLayout(maxLines: Int) {
        for text in Self.messages.prefix(400) {
            let prepared = PreparedText(text, fonts: Self.fonts)
            for (width, size, lineHeight) in [(120.0, 17.0, LineHeight.normal), (300, 33, .fixed(22.5))] {
                let lines = prepared.lines(width: width, fontSize: size, lineHeight: lineHeight)
                let clamped = prepared.clampedLayout(maxLines: maxLines, width: width, fontSize: size, lineHeight: lineHeight)
                let shown = lines.prefix(maxLines)
                #expect(clamped.lineCount == shown.count)
                #expect(clamped.height == shown.reduce(0) { $0 + $1.height })
                #expect(clamped.isClamped == (lines.count > maxLines))
                // The drawn text ends on the last line shown (the ellipsis may cut it; the goldens say where).
                if lines.count > maxLines {
                    #expect(lines[maxLines - 1].range.lowerBound <= clamped.visibleEnd)
                    #expect(clamped.visibleEnd <= lines[maxLines].range.lowerBound)
                } else {
                    #expect(clamped.visibleEnd == text.utf16.count)
                }
            }
        }
    }

    /// A row's clamped height (`clampedHeightInDevicePixels`: the count, or a
    /// line height times the clamp when every line is as tall) is the
    /// clamped layout's, bit for bit: texts of one line height and of several
    /// (emoji, other scripts), clamped and not.
    @Test func theClampedHeightIsTheClampedLayouts() {
        var byTheCount = 0
        var byTheLineHeight = 0
        for text in Self.messages.prefix(300) {
            let prepared = PreparedText(text, fonts: Self.fonts)
            for (width, size) in [(90.0, 14.0), (180, 17), (260.5, 23.5)] {
                for maxLines in [1, 2, 3] {
                    let height = prepared.clampedHeightInDevicePixels(maxLines: maxLines, width: width, fontSize: size,
                                                                      target: .chromium)
                    let clamped = prepared.clampedLayoutInDevicePixels(maxLines: maxLines, width: width, fontSize: size,
                                                                       lineHeight: .normal, target: .chromium)
                    #expect(height == clamped.height, "\(text.prefix(20)) width \(width) size \(size) clamp \(maxLines)")
                    if clamped.isClamped {
                        if prepared.linePrefixes.uniformLineHeight(fontSize: size, target: .chromium) != nil {
                            byTheLineHeight += 1
                        }
                    } else {
                        byTheCount += 1
                    }
                }
            }
        }
        #expect(byTheCount > 100 && byTheLineHeight > 100)
    }

    /// A clamp the text does not reach is the layout itself, at any ratio.
    @Test(arguments: [1.0, 1.5, 2, 3])
    func aClampNotReachedIsTheLayout(ratio: Double) {
        for text in Self.messages.prefix(200) {
            let prepared = PreparedText(text, fonts: Self.fonts)
            let layout = prepared.layout(width: 240, fontSize: 23, lineHeight: .normal, devicePixelRatio: ratio)
            let clamped = prepared.clampedLayout(maxLines: 10_000, width: 240, fontSize: 23, lineHeight: .normal,
                                                 devicePixelRatio: ratio)
            #expect(clamped == ClampedLayout(lineCount: layout.lineCount, height: layout.height, isClamped: false,
                                             visibleEnd: text.utf16.count))
        }
    }

    @Test func aClampBelowOneShowsOneLine() {
        let prepared = PreparedText("one two three four five six seven", fonts: Self.fonts)
        let one = prepared.clampedLayout(maxLines: 1, width: 60, fontSize: 17, lineHeight: .normal)
        #expect(prepared.clampedLayout(maxLines: 0, width: 60, fontSize: 17, lineHeight: .normal) == one)
        #expect(prepared.clampedLayout(maxLines: -5, width: 60, fontSize: 17, lineHeight: .normal) == one)
        #expect(one.lineCount == 1 && one.isClamped)
    }
}
