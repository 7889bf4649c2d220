import SteadyBubbles
import SteadyJSON
import SteadyText
import Testing
@testable import SteadyInput

/// The one bubble style reader (`--bubble-style`, `"bubbleStyle"`, a
/// bubble's `"style"`): each field lands in the `BubbleStyle` property of
/// its name, what is not given keeps the base's, and each mistake names the
/// field.
@Suite struct InputBubbleStyleTests {
    static func read(_ json: String, over base: BubbleStyle = BubbleStyle(),
                     path: String = "bubble.style") -> Result<BubbleStyle, InputError> {
        Result { () throws(InputError) -> BubbleStyle in
            let value: JSONValue
            do { value = try JSONParser.parse(Array(json.utf8)) } catch { throw InputError("test: \(error)") }
            return try InputBubbleStyle.read(value, over: base, path: path)
        }
    }

    static func error(_ json: String, path: String = "bubble.style") -> String? {
        guard case .failure(let error) = read(json, path: path) else { return nil }
        return error.message
    }

    /// Every field, each given a value of its own, so that a field read into
    /// the wrong property shows.
    @Test func everyFieldIsItsProperty() throws {
        let style = try Self.read(#"""
            {"widthFraction": 0.5, "maxWidth": 401, "rowPadding": 3, "groupGap": 11, "messageGap": 1,
             "padding": {"top": 1.5, "right": 2.5, "bottom": 3.5, "left": 4.5},
             "name": {"scale": 0.9, "weight": 700}, "nameGap": 5,
             "quoteName": {"scale": 0.7, "weight": 500}, "quoteText": {"scale": 0.8, "weight": 300},
             "quoteMaxLines": 3, "quoteBorder": 4, "quotePadding": {"top": 5.5, "right": 6.5, "bottom": 7.5, "left": 8.5},
             "quoteGap": 6, "mediaWidth": 300, "mediaMaxHeight": 400, "mediaGap": 7,
             "time": {"scale": 0.6, "weight": 200}, "timeGap": 9,
             "reactions": {"scale": 1.1, "weight": 800}, "reactionsPadding": {"top": 9.5, "right": 10.5, "bottom": 11.5, "left": 12.5},
             "reactionsBorder": 2, "reactionsOverlap": 12, "reactionsInset": 13,
             "date": {"scale": 1.2, "weight": 900}, "datePadding": {"top": 13.5, "right": 14.5, "bottom": 15.5, "left": 16.5},
             "dateGap": 14}
            """#).get()
        var expected = BubbleStyle()
        expected.widthFraction = 0.5
        expected.maxWidth = 401
        expected.rowPadding = 3
        expected.groupGap = 11
        expected.messageGap = 1
        expected.padding = BubbleInsets(top: 1.5, right: 2.5, bottom: 3.5, left: 4.5)
        expected.name = BubbleLabelStyle(scale: 0.9, weight: 700)
        expected.nameGap = 5
        expected.quoteName = BubbleLabelStyle(scale: 0.7, weight: 500)
        expected.quoteText = BubbleLabelStyle(scale: 0.8, weight: 300)
        expected.quoteMaxLines = 3
        expected.quoteBorder = 4
        expected.quotePadding = BubbleInsets(top: 5.5, right: 6.5, bottom: 7.5, left: 8.5)
        expected.quoteGap = 6
        expected.mediaWidth = 300
        expected.mediaMaxHeight = 400
        expected.mediaGap = 7
        expected.time = BubbleLabelStyle(scale: 0.6, weight: 200)
        expected.timeGap = 9
        expected.reactions = BubbleLabelStyle(scale: 1.1, weight: 800)
        expected.reactionsPadding = BubbleInsets(top: 9.5, right: 10.5, bottom: 11.5, left: 12.5)
        expected.reactionsBorder = 2
        expected.reactionsOverlap = 12
        expected.reactionsInset = 13
        expected.date = BubbleLabelStyle(scale: 1.2, weight: 900)
        expected.datePadding = BubbleInsets(top: 13.5, right: 14.5, bottom: 15.5, left: 16.5)
        expected.dateGap = 14
        #expect(style == expected)
    }

    /// A field, a side or a label's half not given keeps the base's.
    @Test func whatIsNotGivenKeepsTheBase() throws {
        var base = BubbleStyle()
        base.maxWidth = 300
        base.padding = BubbleInsets(top: 1, right: 2, bottom: 3, left: 4)
        base.name = BubbleLabelStyle(scale: 1.5, weight: 800)
        let style = try Self.read(#"{"padding": {"top": 10}, "name": {"weight": 400}}"#, over: base).get()
        var expected = base
        expected.padding.top = 10
        expected.name.weight = 400
        #expect(style == expected)
        #expect(try Self.read("{}", over: base).get() == base)
    }

    @Test func wholeNumbersMayBeWrittenAnyWay() throws {
        #expect(try Self.read(#"{"quoteMaxLines": 3.0}"#).get().quoteMaxLines == 3)
        #expect(try Self.read(#"{"quoteMaxLines": 4e0}"#).get().quoteMaxLines == 4)
    }

    @Test(arguments: [
        ("[]", "bubble.style: not an object, found an array"),
        (#"{"colour": "red"}"#, #"bubble.style: unknown field "colour""#),
        (#"{"maxWidth": 1, "maxWidth": 2}"#, #"bubble.style: duplicate key "maxWidth""#),
        (#"{"maxWidth": "400px"}"#, #"bubble.style.maxWidth: not a number, found "400px""#),
        (#"{"groupGap": null}"#, "bubble.style.groupGap: not a number, found null"),
        (#"{"padding": 6}"#, "bubble.style.padding: not an object, found 6"),
        (#"{"padding": {"middle": 1}}"#, #"bubble.style.padding: unknown field "middle""#),
        (#"{"padding": {"top": "1"}}"#, #"bubble.style.padding.top: not a number, found "1""#),
        (#"{"quotePadding": {"left": 1, "left": 2}}"#, #"bubble.style.quotePadding: duplicate key "left""#),
        (#"{"name": 600}"#, "bubble.style.name: not an object, found 600"),
        (#"{"name": {"weight": "bold"}}"#, #"bubble.style.name.weight: not a number, found "bold""#),
        (#"{"date": {"size": 1}}"#, #"bubble.style.date: unknown field "size""#),
        (#"{"quoteMaxLines": 2.5}"#, "bubble.style.quoteMaxLines: not a whole number, found 2.5"),
        (#"{"quoteMaxLines": 1e300}"#, "bubble.style.quoteMaxLines: not a whole number, found 1e300"),
        (#"{"quoteMaxLines": "2"}"#, #"bubble.style.quoteMaxLines: not a whole number, found "2""#),
    ])
    func aBadFieldIsNamed(_ json: String, _ message: String) {
        #expect(Self.error(json) == message)
    }

    /// The same mistakes, in a run's style, name the field under its own
    /// path: the service's `bubbleStyle`, or a file's field alone.
    @Test func thePathIsTheCallers() {
        #expect(Self.error(#"{"padding": {"top": "1"}}"#, path: "bubbleStyle")
                == #"bubbleStyle.padding.top: not a number, found "1""#)
        #expect(Self.error(#"{"padding": {"top": "1"}}"#, path: "") == #"padding.top: not a number, found "1""#)
        #expect(Self.error(#"{"colour": 1}"#, path: "") == #"unknown field "colour""#)
        #expect(Self.error("3", path: "") == "not an object, found 3")
    }

    /// A run's style is checked once, with `BubbleStyle.validate()`'s
    /// words, under the caller's path.
    @Test func validationNamesTheField() throws {
        var style = BubbleStyle()
        style.padding.top = -2
        for (path, expected) in [("bubbleStyle", "bubbleStyle.padding.top"), ("", "padding.top")] {
            guard case .failure(let error) = Result(catching: { () throws(InputError) -> BubbleStyle in
                try InputBubbleStyle.validated(style, path: path)
            }) else {
                Issue.record("validated")
                continue
            }
            #expect(error.message == "\(expected): the length -2 is not a length of 0 px or more")
        }
        #expect(try InputBubbleStyle.validated(BubbleStyle(), path: "bubbleStyle") == BubbleStyle())
    }
}
