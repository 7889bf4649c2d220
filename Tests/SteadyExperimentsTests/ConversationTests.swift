import Foundation
import SteadyBubbles
import SteadyInput
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

    /// The reason a one-line file of `line` is refused: by the reader, or when its row is
    /// prepared for the replay.
    static func refusal(_ line: String) -> String? {
        do {
            let conversation = try load([line])
            _ = try RowMeasurer(messages: conversation.messages, fonts: FontStack.bundled())
            return nil
        } catch ExperimentError.badInputLine(_, 1, let reason) {
            return reason
        } catch ExperimentError.badMessage(_, let reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }

    /// What the measure command and the service answer `line` with: the reader's error, or the
    /// row's (SteadyInput's words for both).
    static func measureError(_ line: String) throws -> String? {
        let message: InputMessage
        do {
            message = try Array(line.utf8).withUnsafeBufferPointer { bytes throws(InputError) in try InputMessage(line: bytes) }
        } catch {
            return error.message
        }
        do {
            _ = try Bubble(message.bubbleContent(codeFamily: nil), fonts: FontStack.bundled())
        } catch let error as BubbleError {
            return InputError(error).message
        }
        return nil
    }

    @Test func readsEveryPartOfABubble() throws {
        let conversation = try Self.load([
            #"{"id": "a", "text": "Yes! 11:00?", "bubble": {"direction": "outgoing", "groupStart": false, "name": "Me", "#
                + #""quote": {"name": "Ana", "text": "Brunch?"}, "media": {"aspectRatio": 1.5}, "time": "12:30 ✔✔", "#
                + #""reactions": "👍 2", "date": "Today"}}"#,
            #"{"id": "b", "text": "", "bubble": {"media": {"aspectRatio": 0.75}, "quote": {"text": "no name"}}}"#,
            #"{"id": "c", "text": "plain"}"#,
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

    /// An experiment reads a line as the measure command does: each line the command answers
    /// with an error stops the run with that error, in its words.
    @Test(arguments: [
        #"{"id": 1, "text": "hi", "bubble": []}"#,
        #"{"id": 1, "text": "hi", "bubble": {"colour": "red"}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"time": "1", "time": "2"}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"direction": "left"}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"groupStart": 1}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"name": null}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"quote": {"name": "Ana"}}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"quote": {"text": "x", "when": 1}}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"media": {}}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"media": {"aspectRatio": "wide"}}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"media": {"aspectRatio": 0}}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"media": {"aspectRatio": -1.5}}}"#,
        #"{"id": 1, "text": "hi", "bubble": {"media": {"aspectRatio": 1e999}}}"#,
        #"{"id": 1, "text": "hi", "spans": [{"start": 0, "end": 9, "weight": 700}]}"#,
        #"{"id": 1, "text": "hi", "spans": [{"start": 0}]}"#,
        #"{"id": 1, "text": "hi", "id": 2}"#,
        #"{"id": 1, "text": "hi", "text": "ho"}"#,
        #"{"text": "no id"}"#,
        #"{"id": 1}"#,
        #"{"id": 1, "text": "a", "markdown": "b"}"#,
        #"{"id": [1], "text": "hi"}"#,
        #"{"id": 1, "text": "hi""#,
        "[1, 2]",
        "",
        "   ",
    ])
    func refusesWhatTheMeasureCommandRefuses(line: String) throws {
        let expected = try #require(try Self.measureError(line))
        #expect(Self.refusal(line) == expected)
    }

    /// A few of those errors in full: they name the field and what was found.
    @Test func namesTheFieldAtFault() {
        let text = #"{"id": 1, "text": "hi", "bubble": "#
        #expect(Self.refusal(text + #"{"colour": "red"}}"#) == #"bubble: unknown part "colour""#)
        #expect(Self.refusal(text + #"{"direction": "left"}}"#) == #"bubble.direction: not "incoming" or "outgoing", found "left""#)
        #expect(Self.refusal(text + #"{"quote": {"name": "Ana"}}}"#) == #"bubble.quote: missing "text""#)
        #expect(Self.refusal(#"{"text": "no id"}"#) == #"missing "id""#)
        #expect(Self.refusal(text + "{}}") == nil)
    }

    /// What an experiment adds to the measure command's rules: a message's own style is refused,
    /// since every row of a replay has one style, and a repeated id gets a `#n` suffix.
    @Test func refusesAStyleOfItsOwnAndNumbersRepeatedIDs() throws {
        #expect(Self.refusal(#"{"id": 1, "text": "hi", "bubble": {"style": {"maxWidth": 300}}}"#)?
            .hasPrefix("bubble.style: ") == true)
        let messages = try Self.load([#"{"id": "a", "text": "1"}"#, #"{"id": "a", "text": "2"}"#,
                                      #"{"id": "a", "text": "3"}"#]).messages
        #expect(messages.map(\.id) == ["a", "a#1", "a#2"])
    }

    /// Spans and Markdown are the row's text, as the measure command lays them out.
    @Test func styledTextIsTheRowsText() throws {
        let messages = try Self.load([
            #"{"id": 1, "text": "hi there", "spans": [{"start": 0, "end": 2, "weight": 700}]}"#,
            #"{"id": 2, "markdown": "**hi** `code`", "bubble": {"name": "Ana"}}"#,
        ]).messages
        #expect(messages[0].content.spans == [TextSpan(start: 0, end: 2, weight: 700)])
        #expect(messages[1].content.text == "hi code" && messages[1].content.name == "Ana")
        #expect(!messages[1].content.spans.isEmpty)
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
        var measurer = try RowMeasurer(messages: messages, fonts: fonts)
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
