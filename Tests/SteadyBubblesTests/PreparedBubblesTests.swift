import Foundation
@testable import SteadyBubbles
import SteadyLayout
import SteadyText
import Testing

/// `PreparedBubbles` as a fixed-canvas list's height provider: the list's rows
/// are the bubbles' layouts, and a new width or text size lays the kept
/// bubbles out again without preparing anything.
@Suite struct PreparedBubblesTests {
    /// A message as an app keeps it, with the row it shows.
    struct Message: Identifiable {
        var id: Int
        var content: BubbleContent
    }

    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    /// Rows with every part: names, quotes, media with and without a caption,
    /// timestamps with ticks, reactions, dates, both sides, in several scripts.
    static func messages() -> [Message] {
        let texts = ["hey! are you back from Lyon yet?", "Just landed 🛬 train from the airport now",
                     "Oui ! On a dîné ensemble samedi soir, elle te passe le bonjour 😊", "",
                     "Привет всем! Можно я тоже приду? Принесу блины 🥞", "إن شاء الله! سأحضر معي بعض الحلويات 🍯",
                     "Okay shopping list for Sunday:\n- croissants\n- coffee (lots)\n", "大家好！我周日一定到，我会带一些月饼 🥮",
                     "I called them this morning. They said they can put two tables together on the terrace if the weather is nice.",
                     "👍"]
        return (0..<40).map { index in
            var content = BubbleContent(text: texts[index % texts.count],
                                        direction: index % 3 == 0 ? .outgoing : .incoming,
                                        startsGroup: index % 4 != 1)
            if content.direction == .incoming && content.startsGroup { content.name = ["Ana", "Jonas", "Noa"][index % 3] }
            content.time = content.direction == .outgoing ? "18:\(10 + index) ✔✔" : "18:\(10 + index)"
            if index % 5 == 2 { content.quote = .init(name: "Ana", text: texts[(index + 3) % texts.count] + " and more") }
            if index % 7 == 3 || content.text.isEmpty { content.media = .init(aspectRatio: [1.5, 0.75, 1][index % 3]) }
            if index % 6 == 4 { content.reactions = "❤️ \(index % 4 + 1)" }
            if index % 13 == 0 { content.date = index == 0 ? "Friday 28 November" : "Today" }
            return Message(id: index, content: content)
        }
    }

    /// Each row's height as a bubble prepared here, apart from the list's.
    func expectedHeights(_ messages: [Message], listWidth: Double, fontSize: Double) throws -> [Double] {
        try messages.map { try Bubble($0.content, fonts: fonts).rowHeight(listWidth: listWidth, fontSize: fontSize) }
    }

    func listHeights<Item>(_ list: ChatList<Item>) -> [Double] {
        (0..<list.count).map { list.layout.frame(at: $0).height }
    }

    /// The steps preparation takes in `body` (``WorkCount``, debug builds).
    func preparationSteps(_ body: () -> Void) -> Int {
        let counter = WorkCount.Counter()
        WorkCount.$counter.withValue(counter) { body() }
        return counter[.preparation]
    }

    @Test func aListFedByItHasTheBubblesHeights() throws {
        let messages = Self.messages()
        let bubbles = try PreparedBubbles<Int>(fonts: fonts, fontSize: 17)
        let list = ChatList<Message>(viewport: ViewportSize(width: 390, height: 844),
                                     heightProvider: bubbles.heightProvider { $0.content })
        list.setItems(messages)
        #expect(bubbles.count == messages.count)
        #expect(listHeights(list) == (try expectedHeights(messages, listWidth: 390, fontSize: 17)))
        #expect(Set(listHeights(list)).count > 10, "rows of many heights")
        for message in messages {
            #expect(bubbles.layout(of: message.id, listWidth: 390)
                    == (try Bubble(message.content, fonts: fonts).layout(listWidth: 390, fontSize: 17)))
        }
    }

    /// What an app does on Dynamic Type: the size changes, then every height
    /// is asked again. The rows are the bubbles laid out at the new size, and
    /// nothing is prepared again; the same for a new width.
    @Test func aSizeChangeAndAReloadLayOutAgainWithoutPreparing() throws {
        let messages = Self.messages()
        let bubbles = try PreparedBubbles<Int>(fonts: fonts, fontSize: 17)
        let list = ChatList<Message>(viewport: ViewportSize(width: 390, height: 844),
                                     heightProvider: bubbles.heightProvider { $0.content })
        #expect(preparationSteps { list.setItems(messages) } > 0)
        let at17 = listHeights(list)

        bubbles.fontSize = 28
        #expect(listHeights(list) == at17, "setting the size alone changes no row")
        #expect(preparationSteps { list.reloadAllHeights() } == 0)
        let at28 = try expectedHeights(messages, listWidth: 390, fontSize: 28)
        #expect(listHeights(list) == at28)
        #expect(zip(at28, at17).allSatisfy { $0 >= $1 } && at28 != at17)

        #expect(preparationSteps { list.setViewport(ViewportSize(width: 320, height: 700)) } == 0)
        #expect(listHeights(list) == (try expectedHeights(messages, listWidth: 320, fontSize: 28)))

        bubbles.fontSize = 17
        #expect(preparationSteps { list.reloadAllHeights() } == 0)
        #expect(listHeights(list) == (try expectedHeights(messages, listWidth: 320, fontSize: 17)))
    }

    /// An edit gives new content for a kept identity: that one message is
    /// prepared again, and its row takes the new height.
    @Test func anEditPreparesThatMessageAgain() throws {
        var messages = Self.messages()
        let bubbles = try PreparedBubbles<Int>(fonts: fonts, fontSize: 17)
        let list = ChatList<Message>(viewport: ViewportSize(width: 390, height: 844),
                                     heightProvider: bubbles.heightProvider { $0.content })
        list.setItems(messages)
        let before = try #require(list.layout.frame(of: 5)).height
        messages[5].content.text += "\nedited: actually make that Thursday at the usual place, thanks"
        let steps = preparationSteps { list.update(messages[5]) }
        #expect(steps > 0 && steps < 400, "the edited message only: \(steps) code units")
        #expect(listHeights(list) == (try expectedHeights(messages, listWidth: 390, fontSize: 17)))
        #expect(try #require(list.layout.frame(of: 5)).height > before)
    }

    /// Pages prepared on other threads while the size changes: every kept
    /// bubble is the one its content makes, and the list asks nothing again.
    @Test func preparesOnManyThreadsAtOnce() async throws {
        let messages = Self.messages()
        let bubbles = try PreparedBubbles<Int>(fonts: fonts, fontSize: 17)
        await withTaskGroup(of: Void.self) { group in
            for part in 0..<4 {
                group.addTask {
                    for message in messages where message.id % 4 == part { bubbles.prepare(message.content, for: message.id) }
                    for message in messages { _ = bubbles.rowHeight(of: message.id, listWidth: 390) }
                }
            }
            group.addTask { for size in [19.0, 23, 17] { bubbles.fontSize = size } }
        }
        #expect(bubbles.count == messages.count)
        #expect(bubbles.fontSize == 17)
        let list = ChatList<Message>(viewport: ViewportSize(width: 390, height: 844),
                                     heightProvider: bubbles.heightProvider { $0.content })
        #expect(preparationSteps { list.setItems(messages) } == 0)
        #expect(listHeights(list) == (try expectedHeights(messages, listWidth: 390, fontSize: 17)))
    }

    @Test func theRatioInForceIsTheOneLaidOutAt() throws {
        let messages = Self.messages()
        let bubbles = try PreparedBubbles<Int>(fonts: fonts, fontSize: 17, devicePixelRatio: 2)
        let height = bubbles.heightProvider { (message: Message) in message.content }
        for message in messages {
            let bubble = try Bubble(message.content, fonts: fonts)
            #expect(height(message, 375) == bubble.rowHeight(listWidth: 375, fontSize: 17, devicePixelRatio: 2))
        }
        bubbles.devicePixelRatio = 3
        let first = try Bubble(messages[2].content, fonts: fonts)
        #expect(height(messages[2], 375) == first.rowHeight(listWidth: 375, fontSize: 17, devicePixelRatio: 3))
    }

    /// Content with a part at fault still gets a row: without that part, and
    /// the error says which.
    @Test func contentAtFaultIsPreparedWithoutThePart() throws {
        let bubbles = try PreparedBubbles<String>(fonts: fonts)
        var badSpans = BubbleContent(text: "Hi Ana", spans: [TextSpan(start: 3, end: 60, weight: 700)])
        badSpans.time = "12:30"
        var badMedia = BubbleContent(text: "look", spans: [TextSpan(start: 9, end: 2)])
        badMedia.media = .init(aspectRatio: -1)
        bubbles.prepare(badSpans, for: "spans")
        bubbles.prepare(badMedia, for: "both")

        var withoutSpans = badSpans
        withoutSpans.spans = []
        #expect(bubbles.rowHeight(of: "spans", listWidth: 390)
                == (try Bubble(withoutSpans, fonts: fonts).rowHeight(listWidth: 390, fontSize: 17)))
        #expect(bubbles.error(for: "spans")?.part == "text")
        #expect(bubbles.rowHeight(of: "both", listWidth: 390)
                == (try Bubble(BubbleContent(text: "look"), fonts: fonts).rowHeight(listWidth: 390, fontSize: 17)))
        #expect(bubbles.error(for: "both") == BubbleError(part: "media", problem: .aspectRatio(-1)))
        #expect(bubbles.error(for: "unknown") == nil && bubbles.rowHeight(of: "unknown", listWidth: 390) == nil)

        var style = BubbleStyle()
        style.padding.top = -1
        #expect(throws: BubbleError.self) { try PreparedBubbles<String>(style: style, fonts: fonts) }
    }

    /// Widths, sizes and ratios an app may pass on from elsewhere lay out
    /// without trapping: as 0 px, clamped, or at ratio 1.
    @Test func hostileNumbersLayOut() throws {
        let bubbles = try PreparedBubbles<Int>(fonts: fonts)
        let message = Self.messages()[8]
        bubbles.prepare(message.content, for: 8)
        let narrowest = try #require(bubbles.rowHeight(of: 8, listWidth: 0))
        for width: Double in [-.infinity, -1, .nan] { #expect(bubbles.rowHeight(of: 8, listWidth: width) == narrowest) }
        let widest = try #require(bubbles.rowHeight(of: 8, listWidth: .infinity))
        #expect(bubbles.rowHeight(of: 8, listWidth: 1_000_000) == widest)
        #expect(bubbles.rowHeight(of: 8, listWidth: 1e300) == widest)
        for ratio: Double in [0, -2, .nan, .infinity, 1e30] {
            bubbles.devicePixelRatio = ratio
            #expect(bubbles.rowHeight(of: 8, listWidth: 390)?.isFinite == true, "ratio \(ratio)")
        }
        bubbles.devicePixelRatio = 1
        for size: Double in [0, -3, .nan, .infinity, 1e30] {
            bubbles.fontSize = size
            #expect(bubbles.rowHeight(of: 8, listWidth: 390)?.isFinite == true, "size \(size)")
        }
        bubbles.remove([8])
        #expect(bubbles.count == 0 && bubbles.bubble(for: 8) == nil)
    }
}
