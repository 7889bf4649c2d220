import Foundation
import SteadyBubbles
import SteadyTestSupport
import SteadyText
import Testing

/// Every number a caller can hand a bubble (``HostileNumbers/values``): a
/// list width, a text size, a device pixel ratio, an aspect ratio, a box, a
/// style length or scale; an answer, never a trap, and every length of the
/// answer finite (heights and sizes not negative). SteadyText's own
/// parameters get the same sweep (`NumberRangeTests`).
@Suite struct BubbleNumberRangeTests {
    static let values = HostileNumbers.values
    static let fonts: FontStack = try! FontStack.bundled()

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
        let bubble = try Bubble(Self.fullContent(), fonts: Self.fonts)
        for value in Self.values {
            for (width, size, ratio) in [(value, 17.0, 1.0), (390, value, 1), (390, 17, value), (value, value, value)] {
                let at = "bubble list \(width) size \(size) ratio \(ratio)"
                found += Self.problems(bubble.layout(listWidth: width, fontSize: size, devicePixelRatio: ratio), at)
                let height = bubble.rowHeight(listWidth: width, fontSize: size, devicePixelRatio: ratio)
                if !(height.isFinite && height >= 0) { found.append("\(at): rowHeight \(height)") }
            }
            // Media of any aspect ratio and boxes of any width: prepared or refused, never a trap.
            for content in [Self.fullContent(aspectRatio: value), Self.fullContent(box: value)] {
                if let bubble = try? Bubble(content, fonts: Self.fonts) {
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
                guard (try? style.validate()) != nil, let bubble = try? Bubble(Self.fullContent(), style: style, fonts: Self.fonts)
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
            let bubbles = try PreparedBubbles<Int>(fonts: Self.fonts, fontSize: value, devicePixelRatio: value)
            bubbles.prepare(Self.fullContent(), for: 1)
            for width in [390, value] {
                if let layout = bubbles.layout(of: 1, listWidth: width) {
                    found += Self.problems(layout, "prepared bubbles \(value) list \(width)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

}
