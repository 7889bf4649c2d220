import Foundation
import Testing
import SteadyText

/// Every number a caller can hand SteadyText, drawn from the whole double
/// range, in every parameter that takes one: an answer, never a trap, and
/// an answer that is a number a JSON record can hold (finite, not negative).
///
/// The values are the class, not the cases seen: each end of the double
/// range, the subnormals, the ends of single precision (where `Float(x)` is
/// infinite or 0, and `1 / Float(x)` overflows), LayoutUnit's 2^25 px, and
/// the products with a font size or 64 that leave `Int`'s range. A trap
/// here ends the test run, loudly.
@Suite struct NumberRangeTests {
    static let values: [Double] = [
        0, -0.0, 1, -1, 0.5, .nan, .infinity, -.infinity,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, 7e-46, 1e-40, 2.9e-39, 1.2e-38,
        1e-7, 1e-3, 33_554_431.99, 33_554_432, 1e9, 1e12, 1e16, 1e19, 1.5e19, 3.4e38, 3.5e38,
        1e39, 1e300, .greatestFiniteMagnitude, -1e300, -.greatestFiniteMagnitude,
    ]
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

    /// Problems of a bubble's layout: any length that is not finite, a
    /// height or size below 0.
    static func problems(_ layout: BubbleLayout, _ at: String) -> [String] {
        var found: [String] = []
        if !(layout.rowHeight.isFinite && layout.rowHeight >= 0) { found.append("\(at): row height \(layout.rowHeight)") }
        let rects = [layout.bubble, layout.date, layout.name, layout.quote, layout.quoteName, layout.quoteText,
                     layout.media, layout.text, layout.time, layout.reactions].compactMap { $0 }
        for rect in rects where ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) || rect.height < 0 || rect.width < 0 {
            found.append("\(at): frame \(rect)")
        }
        return found
    }

    static func fullContent(aspectRatio: Double = 1.5, box: Double = 2) -> BubbleContent {
        var content = BubbleContent(text: "Hi @ana, see you at 11!", spans: [TextSpan(start: 3, end: 7, box: box)])
        content.name = "Bo"
        content.quote = .init(name: "Ana", text: "Brunch on Sunday? It has been a while")
        content.media = .init(aspectRatio: aspectRatio)
        content.time = "12:30"
        content.reactions = "👍 2"
        content.date = "Today"
        return content
    }

    @Test func bubblesAtEveryNumber() throws {
        var found: [String] = []
        let bubble = try Bubble(Self.fullContent(), fonts: Hostile.fonts)
        for value in Self.values {
            for (width, size, ratio) in [(value, 17.0, 1.0), (390, value, 1), (390, 17, value), (value, value, value)] {
                let at = "bubble list \(width) size \(size) ratio \(ratio)"
                found += Self.problems(bubble.layout(listWidth: width, fontSize: size, devicePixelRatio: ratio), at)
                let height = bubble.rowHeight(listWidth: width, fontSize: size, devicePixelRatio: ratio)
                if !(height.isFinite && height >= 0) { found.append("\(at): rowHeight \(height)") }
            }
            // Media of any aspect ratio and boxes of any width: prepared or refused, never a trap.
            for content in [Self.fullContent(aspectRatio: value), Self.fullContent(box: value)] {
                if let bubble = try? Bubble(content, fonts: Hostile.fonts) {
                    for ratio in [1, 2.625] {
                        found += Self.problems(bubble.layout(listWidth: 390, fontSize: 17, devicePixelRatio: ratio),
                                               "content \(value) ratio \(ratio)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

    /// Every length of a bubble's style, and every label's scale, at each
    /// value: a style that validates lays every row out.
    @Test func bubbleStylesAtEveryNumber() throws {
        let lengths: [WritableKeyPath<BubbleStyle, Double>] = [
            \.widthFraction, \.maxWidth, \.rowPadding, \.groupGap, \.messageGap, \.nameGap, \.quoteBorder,
            \.quoteGap, \.mediaWidth, \.mediaMaxHeight, \.mediaGap, \.timeGap, \.reactionsBorder,
            \.reactionsOverlap, \.reactionsInset, \.dateGap, \.padding.top, \.padding.left, \.quotePadding.bottom,
            \.reactionsPadding.right, \.datePadding.top, \.name.scale, \.quoteName.scale, \.quoteText.scale,
            \.time.scale, \.reactions.scale, \.date.scale, \.name.weight,
        ]
        var found: [String] = []
        var accepted = 0
        for path in lengths {
            for value in Self.values {
                var style = BubbleStyle()
                style[keyPath: path] = value
                guard (try? style.validate()) != nil, let bubble = try? Bubble(Self.fullContent(), style: style, fonts: Hostile.fonts)
                else { continue }
                accepted += 1
                for (width, ratio) in [(390.0, 1.0), (320, 2.625), (1e300, 1)] {
                    found += Self.problems(bubble.layout(listWidth: width, fontSize: 17, devicePixelRatio: ratio),
                                           "style \(path) = \(value), list \(width) ratio \(ratio)")
                }
            }
        }
        #expect(accepted > lengths.count * 5)
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

    @Test func preparedBubblesAtEveryNumber() throws {
        var found: [String] = []
        for value in Self.values {
            let bubbles = try PreparedBubbles<Int>(fonts: Hostile.fonts, fontSize: value, devicePixelRatio: value)
            bubbles.prepare(Self.fullContent(), for: 1)
            for width in [390, value] {
                if let layout = bubbles.layout(of: 1, listWidth: width) {
                    found += Self.problems(layout, "prepared bubbles \(value) list \(width)")
                }
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
