import Foundation
import SteadyBubbles
import SteadyText
import Testing
@testable import SteadyExperiments

/// Conversations are chat rows: the measure input's `"bubble"` parts are read (and refused when
/// malformed), the generator and the bundled sample have every part a chat has, in the shape a
/// chat gives them, and the measurer's heights are the bubbles' layouts.
@Suite struct ConversationTests {
    /// `lines` written to a temporary file and loaded.
    static func load(_ lines: [String]) throws -> Conversation {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("steady-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return try Conversation.load(contentsOf: path)
    }

    /// The reason a one-line file of `line` is refused.
    static func refusal(_ line: String) -> String? {
        do {
            _ = try load([line])
            return nil
        } catch {
            guard case .badInputLine(_, 1, let reason) = error as? ExperimentError else { return "\(error)" }
            return reason
        }
    }

    @Test func readsEveryPartOfABubble() throws {
        let conversation = try Self.load([
            #"{"id": "a", "text": "Yes! 11:00?", "bubble": {"direction": "outgoing", "groupStart": false, "name": "Me", "#
                + #""quote": {"name": "Ana", "text": "Brunch?"}, "media": {"aspectRatio": 1.5}, "time": "12:30 ✔✔", "#
                + #""reactions": "👍 2", "date": "Today"}}"#,
            #"{"id": "b", "text": "", "bubble": {"media": {"aspectRatio": 0.75}, "quote": {"text": "no name"}}}"#,
            #"{"id": "c", "text": "plain", "spans": [{"start": 0, "end": 2, "weight": 700}]}"#,
        ])
        var a = BubbleContent(text: "Yes! 11:00?", direction: .outgoing, startsGroup: false)
        a.name = "Me"
        a.quote = .init(name: "Ana", text: "Brunch?")
        a.media = .init(aspectRatio: 1.5)
        a.time = "12:30 ✔✔"
        a.reactions = "👍 2"
        a.date = "Today"
        var b = BubbleContent(text: "")
        b.media = .init(aspectRatio: 0.75)
        b.quote = .init(text: "no name")
        #expect(conversation.messages == [Message(id: "a", content: a), Message(id: "b", content: b),
                                          Message(id: "c", text: "plain")])
    }

    @Test func refusesAMalformedBubble() {
        let text = #"{"id": 1, "text": "hi", "bubble": "#
        #expect(Self.refusal(text + "[]}") == "\"bubble\" is an array, not an object")
        #expect(Self.refusal(text + #"{"colour": "red"}}"#) == "\"bubble\": unknown part \"colour\"")
        #expect(Self.refusal(text + #"{"time": "1", "time": "2"}}"#) == "\"bubble\": repeated \"time\"")
        #expect(Self.refusal(text + #"{"direction": "left"}}"#)
                == "\"bubble\" direction \"left\": expected \"incoming\" or \"outgoing\"")
        #expect(Self.refusal(text + #"{"groupStart": 1}}"#) == "\"bubble\" groupStart is a number, not true or false")
        #expect(Self.refusal(text + #"{"name": null}}"#) == "\"bubble\" name is null, not a string")
        #expect(Self.refusal(text + #"{"quote": {"name": "Ana"}}}"#) == "\"bubble\" quote has no \"text\"")
        #expect(Self.refusal(text + #"{"quote": {"text": "x", "when": 1}}}"#) == "\"bubble\" quote: unknown part \"when\"")
        #expect(Self.refusal(text + #"{"media": {}}}"#) == "\"bubble\" media has no \"aspectRatio\"")
        #expect(Self.refusal(text + #"{"media": {"aspectRatio": "wide"}}}"#)
                == "\"bubble\" media aspectRatio is a string, not a number")
        for ratio in ["0", "-1.5", "1e999"] {
            #expect(Self.refusal(text + #"{"media": {"aspectRatio": \#(ratio)}}}"#)
                    == "\"bubble\" media aspectRatio \(ratio): expected a positive number (width / height)")
        }
        #expect(Self.refusal(text + "{}}") == nil)
    }

    /// The shape a group chat gives its rows: a date on each day's first message, which starts a
    /// group; a continued group keeps its sender's side and shows no name or date; names only on
    /// incoming rows that start a group; the reader's own messages with ticks.
    static func expectChatShape(_ messages: [Message], named: Bool = true) {
        for (previous, message) in zip([nil] + messages.map(Optional.some), messages) {
            let content = message.content
            if content.date != nil || previous == nil { #expect(content.startsGroup, "\(message.id)") }
            if !content.startsGroup, let previous {
                #expect(content.direction == previous.content.direction, "\(message.id)")
                #expect(content.name == nil && content.date == nil, "\(message.id)")
            }
            if content.direction == .outgoing { #expect(content.name == nil && content.time?.hasSuffix("✔✔") == true) }
            if named && content.direction == .incoming && content.startsGroup { #expect(content.name != nil, "\(message.id)") }
            #expect(content.time != nil, "\(message.id)")
        }
    }

    /// Every text of every row, each drawn with a font of the bundled stack: no part shows a
    /// missing-glyph box (the stack has no U+2713, so ticks are "✔✔", which the emoji font draws).
    static func expectNoMissingGlyphs(_ messages: [Message]) throws {
        let fonts = try FontStack.bundled()
        for message in messages {
            let content = message.content
            let texts = [content.text, content.name, content.quote?.name, content.quote?.text, content.time,
                         content.reactions, content.date].compactMap { $0 }
            for text in texts {
                #expect(PreparedText(text, fonts: fonts).missingClusterCount == 0, "\(message.id): \(text)")
            }
        }
    }

    @Test func generatedConversationsHaveEveryPart() throws {
        let messages = Conversation.generated(seed: 11, count: 600).messages
        Self.expectChatShape(messages)
        let parts: [(String, (BubbleContent) -> Bool)] = [
            ("dates", { $0.date != nil }), ("names", { $0.name != nil }), ("outgoing", { $0.direction == .outgoing }),
            ("continued groups", { !$0.startsGroup }), ("quotes", { $0.quote != nil }), ("media", { $0.media != nil }),
            ("photos without a caption", { $0.media != nil && $0.text.isEmpty }),
            ("captions", { $0.media != nil && !$0.text.isEmpty }), ("reactions", { $0.reactions != nil }),
        ]
        for (part, has) in parts { #expect(messages.filter { has($0.content) }.count >= 3, "\(part)") }
        #expect(Set(messages.compactMap(\.content.date)).count == messages.filter { $0.content.date != nil }.count)
        try Self.expectNoMissingGlyphs(messages)
    }

    @Test func theBundledSampleIsAGroupChatOfSomeDays() throws {
        let messages = try Conversation.load(contentsOf: Conversation.bundledSamplePath).messages
        #expect((80...150).contains(messages.count))
        Self.expectChatShape(messages)
        #expect((2...3).contains(messages.filter { $0.content.date != nil }.count))
        #expect(messages.contains { $0.content.quote != nil } && messages.contains { $0.content.reactions != nil })
        #expect(messages.contains { $0.content.media != nil && $0.text.isEmpty })
        #expect(messages.contains { $0.content.media != nil && !$0.text.isEmpty })
        try Self.expectNoMissingGlyphs(messages)
    }

    @Test func rowsAreTheBubblesLayouts() throws {
        let fonts = try FontStack.bundled()
        let messages = Conversation.generated(seed: 4, count: 120).messages
        var measurer = RowMeasurer(messages: messages, fonts: fonts)
        for message in messages {
            let bubble = try Bubble(message.content, fonts: fonts)
            #expect(measurer.rowHeight(of: message.id, listWidth: 390, fontSize: 17) == bubble.rowHeight(listWidth: 390, fontSize: 17))
            #expect(measurer.rowHeight(of: message.id, listWidth: 320, fontSize: 33) == bubble.rowHeight(listWidth: 320, fontSize: 33))
        }
        // An image that loads gives the row a media box of its shape.
        let plain = try #require(messages.first { $0.content.media == nil })
        measurer.setMedia(aspectRatio: 4.0 / 3, of: plain.id)
        var withImage = plain.content
        withImage.media = .init(aspectRatio: 4.0 / 3)
        #expect(measurer.rowHeight(of: plain.id, listWidth: 390, fontSize: 17)
                == (try Bubble(withImage, fonts: fonts)).rowHeight(listWidth: 390, fontSize: 17))
        #expect(measurer.rowHeight(of: plain.id, listWidth: 390, fontSize: 17)
                > (try Bubble(plain.content, fonts: fonts)).rowHeight(listWidth: 390, fontSize: 17) + 100)
    }
}
