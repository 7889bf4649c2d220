import Foundation
import Testing
import SteadyTestSupport
import SteadyText

/// Every number a caller can hand SteadyText, drawn from the whole double
/// range (``HostileNumbers/values``), in every parameter that takes one: an
/// answer, never a trap, and an answer that is a number a JSON record can
/// hold (finite, not negative). A trap here ends the test run, loudly.
/// SteadyBubbles' rows get the same sweep (`BubbleNumberRangeTests`).
@Suite struct NumberRangeTests {
    static let values = HostileNumbers.values
    static let text = "Hi @ana, see 👋 مرحبا 你好 https://example.com/a?b=1"

    /// Problems of one layout answer: a count below 0, a height that is not
    /// a finite number of 0 or more.
    static func problems(_ layout: TextLayout, _ at: String) -> [String] {
        var found: [String] = []
        if layout.lineCount < 0 { found.append("\(at): \(layout.lineCount) lines") }
        if !(layout.height.isFinite && layout.height >= 0) { found.append("\(at): height \(layout.height)") }
        return found
    }

    /// Lays `prepared` out with each value in each of width, size, fixed
    /// line height and ratio (the others ordinary), then with all four.
    static func sweep(_ prepared: PreparedText, _ name: String) -> [String] {
        var found: [String] = []
        func check(width: Double = 300, size: Double = 17, lineHeight: LineHeight = .normal, ratio: Double = 1) {
            let at = "\(name) width \(width) size \(size) \(lineHeight) ratio \(ratio)"
            let layout = prepared.layout(width: width, fontSize: size, lineHeight: lineHeight, devicePixelRatio: ratio)
            found += problems(layout, at)
            let lines = prepared.lines(width: width, fontSize: size, lineHeight: lineHeight, devicePixelRatio: ratio)
            if lines.count != layout.lineCount { found.append("\(at): lines() \(lines.count), layout \(layout.lineCount)") }
            if let line = lines.first(where: { !($0.width.isFinite && $0.height.isFinite && $0.height >= 0) }) {
                found.append("\(at): line \(line)")
            }
            let clamp = prepared.clampedLayout(maxLines: 2, width: width, fontSize: size, lineHeight: lineHeight,
                                               devicePixelRatio: ratio)
            if !(clamp.height.isFinite && clamp.height >= 0 && clamp.lineCount <= 2) { found.append("\(at): clamp \(clamp)") }
        }
        for value in values {
            check(width: value)
            check(size: value)
            check(lineHeight: .fixed(value))
            check(ratio: value)
            check(width: value, size: value, lineHeight: .fixed(value), ratio: value)
            check(width: value, size: 40, ratio: value)
        }
        return found
    }

    @Test func plainTextAtEveryNumber() {
        let found = Self.sweep(PreparedText(Self.text, fonts: Hostile.fonts), "plain")
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

    /// A box of any width in em a span may carry (finite, 0 or more).
    @Test(arguments: values.filter { $0.isFinite && $0 >= 0 })
    func boxesOfEveryWidth(_ em: Double) throws {
        let spans = [TextSpan(start: 3, end: 7, box: em), TextSpan(start: 13, end: 15, weight: 700, box: em)]
        let prepared = try PreparedText(Self.text, spans: spans, fonts: Hostile.fonts)
        let found = Self.sweep(prepared, "box \(em)")
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

    /// A box wider than any line sits alone on its own line, at any size.
    @Test func aBoxWiderThanAnyLineHasALineOfItsOwn() throws {
        for em in [1e6, 1e16, 1e300, Double.greatestFiniteMagnitude] {
            let prepared = try PreparedText("ab cd ef", spans: [TextSpan(start: 3, end: 5, box: em)], fonts: Hostile.fonts)
            for size in [0.5, 17, 1e4] {
                let lines = prepared.lines(width: 20 * size, fontSize: size, lineHeight: .normal)
                #expect(lines.map(\.range) == [0..<3, 3..<6, 6..<8], "box \(em) em at \(size) px: \(lines)")
            }
        }
    }

    @Test func growingTextAtEveryNumber() {
        let text = GrowingText(fonts: Hostile.fonts)
        text.append(Self.text + "\nand a second paragraph")
        var found: [String] = []
        for value in Self.values {
            for (width, size, ratio) in [(value, 17.0, 1.0), (300, value, 1), (300, 17, value), (value, value, value)] {
                let layout = text.layout(width: width, fontSize: size, lineHeight: .normal, devicePixelRatio: ratio)
                found += Self.problems(layout, "growing width \(width) size \(size) ratio \(ratio)")
                _ = text.lines(width: width, fontSize: size, lineHeight: .fixed(value), devicePixelRatio: ratio)
            }
        }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

    /// A font's own numbers at any size, and a face asked for at any weight.
    @Test func fontNumbersAtEveryNumber() throws {
        let stack = try FontStackDescription(contentsOfFile: FontStack.bundledDirectory + "/stack.json")
        for value in Self.values {
            for family in stack.families { _ = family.matchFace(weight: value, style: .normal) }
        }
    }
}
