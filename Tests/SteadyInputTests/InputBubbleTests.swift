import SteadyBubbles
import SteadyJSON
import SteadyText
import Testing
@testable import SteadyInput

/// A message's `"bubble"` read into a `BubbleContent`, strictly: every part,
/// the defaults, and an error naming the part for each way a part can be
/// wrong (Docs/steady-measure.md, "Bubbles").
@Suite struct InputBubbleTests {
    /// The message on `line`, or the error it gets.
    static func read(_ line: String) -> Result<InputMessage, InputError> {
        Array(line.utf8).withUnsafeBufferPointer { buffer in
            Result { () throws(InputError) -> InputMessage in try InputMessage(line: buffer) }
        }
    }

    /// The error `"bubble": <bubble>` gets, nil when it is read.
    static func error(_ bubble: String) -> String? {
        guard case .failure(let error) = read(#"{"id": 1, "text": "Hi", "bubble": \#(bubble)}"#) else { return nil }
        return error.message
    }

    @Test func everyPartIsRead() throws {
        let message = try Self.read(#"""
            {"id": "m1", "text": "See you", "bubble": {"direction": "outgoing", "groupStart": false, "name": "Ana",
             "quote": {"name": "Bo", "text": "Brunch?"}, "media": {"aspectRatio": 1.5}, "time": "12:30 ✓✓",
             "reactions": "👍 2", "date": "Today", "style": {"maxWidth": 400}}}
            """#).get()
        var expected = BubbleContent(text: "", direction: .outgoing, startsGroup: false)
        expected.name = "Ana"
        expected.quote = .init(name: "Bo", text: "Brunch?")
        expected.media = .init(aspectRatio: 1.5)
        expected.time = "12:30 ✓✓"
        expected.reactions = "👍 2"
        expected.date = "Today"
        #expect(message.bubble?.content == expected)
        // The style is kept as written, to be read over the run's style when measured.
        guard case .object(let style)? = message.bubble?.style else {
            Issue.record("no style")
            return
        }
        #expect(style.map(\.key) == ["maxWidth"])
        // The text stays the message's, measured as the bubble's text.
        #expect(message.text == "See you")
    }

    /// An empty bubble is a row of the text alone, in the template's defaults.
    @Test func everyPartIsOptional() throws {
        let message = try Self.read(#"{"id": 1, "text": "Hi", "bubble": {}}"#).get()
        #expect(message.bubble?.content == BubbleContent(text: ""))
        #expect(message.bubble != nil && message.bubble?.style == nil)
        #expect(message.bubble?.content.direction == .incoming)
        #expect(message.bubble?.content.startsGroup == true)
        let quote = try Self.read(#"{"id": 1, "text": "Hi", "bubble": {"quote": {"text": "Q"}}}"#).get()
        #expect(quote.bubble?.content.quote == .init(name: nil, text: "Q"))
    }

    /// Without `"bubble"` a message is what it always was.
    @Test func noBubbleIsNoBubble() throws {
        #expect(try Self.read(#"{"id": 1, "text": "Hi"}"#).get().bubble == nil)
    }

    /// `"markdown"` and `"spans"` go with a bubble: they are its text.
    @Test func styledTextGoesWithABubble() throws {
        let markdown = try Self.read(#"{"id": 1, "markdown": "**Hi**", "bubble": {"name": "Ana"}}"#).get()
        #expect(markdown.isMarkdown && markdown.bubble?.content.name == "Ana")
        let spans = try Self.read(#"{"id": 1, "text": "Hi", "spans": [{"start": 0, "end": 2, "weight": 700}], "bubble": {}}"#).get()
        #expect(spans.spans.count == 1 && spans.bubble != nil)
    }

    @Test(arguments: [
        ("3", "bubble: not an object, found 3"),
        ("null", "bubble: not an object, found null"),
        (#"["name"]"#, "bubble: not an object, found an array"),
        (#"{"colour": "red"}"#, #"bubble: unknown part "colour""#),
        (#"{"name": "A", "name": "B"}"#, #"bubble: duplicate key "name""#),
        (#"{"name": null}"#, "bubble.name: not a string, found null"),
        (#"{"time": 1230}"#, "bubble.time: not a string, found 1230"),
        (#"{"reactions": ["👍"]}"#, "bubble.reactions: not a string, found an array"),
        (#"{"date": {}}"#, "bubble.date: not a string, found an object"),
        (#"{"direction": "left"}"#, #"bubble.direction: not "incoming" or "outgoing", found "left""#),
        (#"{"direction": true}"#, #"bubble.direction: not "incoming" or "outgoing", found true"#),
        (#"{"groupStart": "yes"}"#, #"bubble.groupStart: not true or false, found "yes""#),
        (#"{"groupStart": 1}"#, "bubble.groupStart: not true or false, found 1"),
        (#"{"quote": "Brunch?"}"#, #"bubble.quote: not an object, found "Brunch?""#),
        (#"{"quote": {"name": "Bo"}}"#, #"bubble.quote: missing "text""#),
        (#"{"quote": {"text": 3}}"#, "bubble.quote.text: not a string, found 3"),
        (#"{"quote": {"text": "Q", "name": false}}"#, "bubble.quote.name: not a string, found false"),
        (#"{"quote": {"text": "Q", "text": "R"}}"#, #"bubble.quote: duplicate key "text""#),
        (#"{"quote": {"text": "Q", "by": "Bo"}}"#, #"bubble.quote: unknown field "by""#),
        (#"{"media": 1.5}"#, "bubble.media: not an object, found 1.5"),
        (#"{"media": {}}"#, #"bubble.media: missing "aspectRatio""#),
        (#"{"media": {"aspectRatio": "3/2"}}"#, #"bubble.media.aspectRatio: not a number, found "3/2""#),
        (#"{"media": {"aspectRatio": null}}"#, "bubble.media.aspectRatio: not a number, found null"),
        (#"{"media": {"aspectRatio": 1, "width": 300}}"#, #"bubble.media: unknown field "width""#),
    ])
    func aBadPartIsNamed(_ bubble: String, _ message: String) {
        #expect(Self.error(bubble) == message)
    }

    @Test func aRepeatedBubbleIsAnError() {
        guard case .failure(let error) = Self.read(#"{"id": 1, "text": "Hi", "bubble": {}, "bubble": {}}"#) else {
            Issue.record("read")
            return
        }
        #expect(error.message == #"duplicate key "bubble""#)
    }

    /// The message's own fields are checked first: a bubble does not hide a missing text.
    @Test func theMessageIsCheckedBeforeItsBubble() {
        guard case .failure(let error) = Self.read(#"{"id": 1, "bubble": {"colour": 1}}"#) else {
            Issue.record("read")
            return
        }
        #expect(error.message == #"missing "text""#)
    }

    /// A long string found is cut in the message, not echoed whole.
    @Test func aLongWrongValueIsCut() {
        let long = String(repeating: "x", count: 5000)
        let message = Self.error(#"{"direction": "\#(long)"}"#)
        #expect(message?.hasPrefix(#"bubble.direction: not "incoming" or "outgoing", found "xxx"#) == true)
        #expect((message?.count ?? .max) < 200)
    }
}
