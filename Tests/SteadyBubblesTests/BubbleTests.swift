import Foundation
@testable import SteadyBubbles
import SteadyText
import Testing

/// What the bubble layout must do by the template's CSS, whatever the
/// fonts: gaps, mirroring, the trailing timestamp, the media limit; and the
/// errors and hostile numbers of a public API.
@Suite struct BubbleTests {
    static let fonts = try! FontStack.bundled()
    static let long = "Are we still on for Sunday brunch? I was thinking the usual place at eleven, unless you'd rather go somewhere new"

    func bubble(_ configure: (inout BubbleContent) -> Void = { _ in }, text: String = long) throws -> Bubble {
        var content = BubbleContent(text: text)
        configure(&content)
        return try Bubble(content, fonts: Self.fonts)
    }

    @Test func aRowInsideAGroupIsShorterByTheDifferenceOfTheGaps() throws {
        let style = BubbleStyle()
        for size in [14.0, 17, 23] {
            let first = try bubble { $0.time = "12:30" }.layout(listWidth: 390, fontSize: size)
            let next = try bubble { $0.time = "12:30"; $0.startsGroup = false }.layout(listWidth: 390, fontSize: size)
            #expect(first.rowHeight - next.rowHeight == style.groupGap - style.messageGap)
            #expect(first.bubble.height == next.bubble.height)
        }
    }

    @Test func anOutgoingBubbleMirrorsAnIncomingOne() throws {
        for width in [320.0, 390, 768] {
            let incoming = try bubble { $0.time = "12:30"; $0.reactions = "👍 2" }.layout(listWidth: width, fontSize: 17)
            let outgoing = try bubble { $0.time = "12:30"; $0.reactions = "👍 2"; $0.direction = .outgoing }
                .layout(listWidth: width, fontSize: 17)
            #expect(incoming.rowHeight == outgoing.rowHeight)
            #expect(outgoing.bubble.x == width - incoming.bubble.x - incoming.bubble.width)
            let pill = try #require(incoming.reactions), mirrored = try #require(outgoing.reactions)
            #expect(mirrored.x == width - pill.x - pill.width)
        }
    }

    /// The timestamp keeps the text's height while it fits after the last
    /// line, and adds one line of the primary font when it does not: across
    /// a sweep of widths both happen, and nothing else changes the height.
    @Test func theTimestampTrailsTheLastLineOrTakesALineOfItsOwn() throws {
        let text = PreparedText(Self.long, fonts: Self.fonts)
        let strut = PreparedText("x", fonts: Self.fonts)
        let timed = try bubble { $0.time = "12:30" }
        var seen: Set<Bool> = []
        for tenth in stride(from: 3000, through: 5000, by: 7) {
            let listWidth = Double(tenth) / 10
            let layout = timed.layout(listWidth: listWidth, fontSize: 17)
            let frame = try #require(layout.text)
            let plain = text.layout(width: frame.width, fontSize: 17, lineHeight: .normal)
            let extra = layout.timeHasOwnLine ? strut.layout(width: 100, fontSize: 17, lineHeight: .normal).height : 0
            #expect(frame.height == plain.height + extra, "list width \(listWidth)")
            #expect(layout.textLineCount == plain.lineCount + (layout.timeHasOwnLine ? 1 : 0))
            #expect(timed.rowHeight(listWidth: listWidth, fontSize: 17) == layout.rowHeight)
            seen.insert(layout.timeHasOwnLine)
        }
        #expect(seen == [false, true])
    }

    @Test func aTextEndingInANewlineGivesTheTimestampItsOwnLine() throws {
        let layout = try bubble({ $0.time = "12:30" }, text: "Hi\n").layout(listWidth: 390, fontSize: 17)
        #expect(layout.timeHasOwnLine)
        #expect(layout.textLineCount == 2)
    }

    @Test func mediaTallerThanItsLimitIsCropped() throws {
        let style = BubbleStyle()
        let layout = try bubble({ $0.media = .init(aspectRatio: 0.3) }, text: "").layout(listWidth: 414, fontSize: 17)
        let media = try #require(layout.media)
        #expect(media.height == style.mediaMaxHeight)
        #expect(media.width == layout.bubble.width - style.padding.left - style.padding.right)
        #expect(layout.text == nil)
        let wide = try bubble({ $0.media = .init(aspectRatio: 2) }, text: "").layout(listWidth: 414, fontSize: 17)
        #expect(try #require(wide.media).width == wide.bubble.width - style.padding.left - style.padding.right)
    }

    @Test func partsStackInTheTemplatesOrder() throws {
        let layout = try bubble {
            $0.date = "Today"; $0.name = "Ana"; $0.quote = .init(name: "Bo", text: Self.long)
            $0.media = .init(aspectRatio: 1.5); $0.time = "12:30"; $0.reactions = "❤️"
        }.layout(listWidth: 390, fontSize: 17)
        let order = [layout.date, layout.name, layout.quote, layout.media, layout.text].map { try! #require($0) }
        for (above, below) in zip(order, order.dropFirst()) { #expect(above.maxY <= below.y) }
        #expect(try #require(layout.quoteClamp).lineCount == 2)
        #expect(try #require(layout.quoteClamp).isClamped)
        #expect(layout.rowHeight == (try #require(layout.reactions)).maxY)
    }

    @Test func aNewWidthOrSizeIsARelayoutOfThePreparedBubble() throws {
        let prepared = try bubble { $0.name = "Ana"; $0.time = "12:30"; $0.quote = .init(text: "Brunch?") }
        for (width, size) in [(320.0, 14.0), (390, 17), (768, 28), (390, 17)] {
            let fresh = try bubble { $0.name = "Ana"; $0.time = "12:30"; $0.quote = .init(text: "Brunch?") }
            #expect(prepared.layout(listWidth: width, fontSize: size) == fresh.layout(listWidth: width, fontSize: size))
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func mediaWithABadAspectRatioIsAnError(_ ratio: Double) {
        #expect {
            _ = try bubble { $0.media = .init(aspectRatio: ratio) }
        } throws: { error in
            (error as? BubbleError)?.part == "media" && "\(error)".hasPrefix("media: the aspect ratio")
        }
    }

    @Test func aBadStyleNamesItsField() {
        var style = BubbleStyle()
        style.padding.top = -2
        #expect(throws: BubbleError(part: "style.padding.top", problem: .length(-2))) { try style.validate() }
        style = BubbleStyle()
        style.widthFraction = 0
        #expect(throws: BubbleError(part: "style.widthFraction", problem: .scale(0))) { try style.validate() }
        style = BubbleStyle()
        style.name.weight = 1000
        #expect(throws: BubbleError(part: "style.name.weight", problem: .weight(1000))) { try style.validate() }
        style = BubbleStyle()
        style.quoteMaxLines = 0
        #expect(throws: BubbleError(part: "style.quoteMaxLines", problem: .lineCount(0))) {
            try Bubble(BubbleContent(text: "x"), style: style, fonts: Self.fonts)
        }
        #expect("\(BubbleError(part: "style.padding.top", problem: .length(-2)))"
            == "style.padding.top: the length -2 is not a length of 0 px or more")
    }

    @Test func badSpansNameTheText() {
        #expect {
            _ = try Bubble(BubbleContent(text: "Hi", spans: [TextSpan(start: 1, end: 9, weight: 700)]), fonts: Self.fonts)
        } throws: { error in
            guard let error = error as? BubbleError, case .spans = error.problem else { return false }
            return error.part == "text"
        }
    }

    @Test(arguments: [0.0, -5, .nan, .infinity, 1e300, .leastNonzeroMagnitude])
    func anyNumberGivesAFiniteRow(_ number: Double) throws {
        let tiny = try bubble { $0.media = .init(aspectRatio: .leastNonzeroMagnitude); $0.time = "1"; $0.date = "d" }
        let wide = try bubble { $0.media = .init(aspectRatio: .greatestFiniteMagnitude); $0.name = "n" }
        let plain = try bubble { $0.time = "12:30"; $0.reactions = "👍" }
        for row in [tiny, wide, plain] {
            for layout in [row.layout(listWidth: number, fontSize: 17), row.layout(listWidth: 390, fontSize: number),
                           row.layout(listWidth: 390, fontSize: 17, devicePixelRatio: number)] {
                #expect(layout.rowHeight.isFinite && layout.rowHeight >= 0)
                #expect(layout.bubble.width.isFinite && layout.bubble.height >= 0)
            }
        }
    }
}
