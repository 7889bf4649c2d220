import Testing
import SteadyBubbles
import SteadyText
import SteadyTestSupport

/// Text that strangers type as a bubble's message, quoted reply and name:
/// every row lays out, frames and all, at sizes on and off the 1/64 px
/// grid (where max-content and the timestamp's fit are summed glyph by
/// glyph from the text shaped again), with finite frames inside the row,
/// and its height alone (`rowHeight`) is the framed layout's.
@Suite struct HostileBubbleTextTests {
    static let fonts = try! FontStack.bundled()

    @Test(arguments: HostileTexts.cases.indices)
    func hostileTextLaysOutAsARow(_ index: Int) throws {
        let (name, text) = HostileTexts.cases[index]
        var content = BubbleContent(text: text, direction: index % 2 == 0 ? .incoming : .outgoing)
        content.name = String(text.prefix(40))
        content.quote = .init(name: "Ana", text: text)
        content.time = "12:30"
        let bubble = try Bubble(content, fonts: Self.fonts)
        for (listWidth, size, ratio) in [(320.0, 17.0, 1.0), (414.5, 14.3, 2.625), (768, 23, 2), (200, 0.9 * 17, 1.1)] {
            let at = "\(name) at \(listWidth) px, \(size) px, ratio \(ratio)"
            let layout = bubble.layout(listWidth: listWidth, fontSize: size, devicePixelRatio: ratio)
            let frames = [layout.bubble, layout.name, layout.quote, layout.quoteText, layout.text, layout.time].compactMap { $0 }
            for frame in frames {
                #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite, "\(at)")
                #expect(frame.width >= 0 && frame.height >= 0, "\(at)")
            }
            #expect(layout.bubble.width <= listWidth, "\(at): bubble \(layout.bubble.width) px wide")
            #expect(layout.rowHeight.isFinite && layout.rowHeight > 0, "\(at)")
            #expect(bubble.rowHeight(listWidth: listWidth, fontSize: size, devicePixelRatio: ratio) == layout.rowHeight, "\(at)")
        }
    }
}
