import SteadyBubbles
import SteadyInput
import SteadyMarkdown
import SteadyText
import Synchronization

/// The messages `steady-measure stream` is growing, by id: each line appends
/// its text (or Markdown) to the message of its id, which costs the
/// paragraph it joins, not the message so far.
///
/// The line that starts a message decides what it is: plain `"text"`, or
/// `"markdown"` with the `"mentions"` it gives, and later lines append the
/// same kind. A line with `"bubble"` makes the message a chat row of those
/// parts from then on (a later `"bubble"` replaces them); its text is the
/// growing text itself, never prepared whole. A line with `"done": true`
/// ends its message after appending, and its memory is freed; at most
/// ``limit`` messages are open at once.
final class OpenTexts: Sendable {
    /// The most messages open at once.
    static let limit = 10_000

    private let whiteSpace: WhiteSpace
    private let fonts: FontStack
    /// The engine every message's text is shaped for.
    private let target: RenderingTarget
    /// The family Markdown code is drawn in (``InputMessage/codeFamily(in:)``).
    private let codeFamily: String?
    private let messages = Mutex<[[UInt8]: OpenMessage]>([:])

    /// One message being grown.
    struct OpenMessage: Sendable {
        enum Text: Sendable {
            case plain(GrowingText)
            /// Markdown, with the mentions its first line gave.
            case markdown(GrowingMarkdown, mentions: [String: Double])
        }

        let text: Text
        /// The row the message is laid out in, when a line gave `"bubble"`.
        var bubble: Bubble?

        /// The text's paragraphs, for a row laid out from them.
        var paragraphs: any GrowingParagraphs {
            switch text {
            case .plain(let text): text
            case .markdown(let text, _): text
            }
        }

        /// ``SteadyText/GrowingText/missingClusterCount`` of the text.
        var missingClusterCount: Int {
            switch text {
            case .plain(let text): text.missingClusterCount
            case .markdown(let text, _): text.missingClusterCount
            }
        }

        /// The whole text's layout so far.
        func layout(width: Double, fontSize: Double, lineHeight: LineHeight, devicePixelRatio: Double,
                    target: RenderingTarget) -> TextLayout {
            switch text {
            case .plain(let text):
                text.layout(width: width, fontSize: fontSize, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio,
                            target: target)
            case .markdown(let text, _):
                text.layout(width: width, fontSize: fontSize, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio,
                            target: target)
            }
        }

        fileprivate func append(_ string: String) {
            switch text {
            case .plain(let text): text.append(string)
            case .markdown(let text, _): text.append(string)
            }
        }

        /// Throws when `message` cannot append to this message: the other
        /// kind of text, or other mentions than the first line's.
        fileprivate func check(_ message: InputMessage) throws(InputError) {
            switch text {
            case .plain where message.isMarkdown:
                throw InputError(#"this message streams "text": append to it with "text", not "markdown""#)
            case .markdown where !message.isMarkdown:
                throw InputError(#"this message streams "markdown": append to it with "markdown", not "text""#)
            case .markdown(_, let mentions) where !message.mentionWidths.isEmpty && message.mentionWidths != mentions:
                throw InputError(#""mentions" differ from those this message started with, which hold for all of it"#)
            default:
                return
            }
        }
    }

    init(whiteSpace: WhiteSpace, fonts: FontStack, target: RenderingTarget) {
        self.whiteSpace = whiteSpace
        self.fonts = fonts
        self.target = target
        codeFamily = InputMessage.codeFamily(in: fonts)
    }

    /// Appends `message`'s text to the message of its id (a new id starts
    /// empty, of `message`'s kind) and returns that message; gives it the
    /// row `row` makes of the line's `"bubble"` and the growing text, if
    /// any; ends it when `message.isDone`. Nothing is appended when this
    /// throws.
    ///
    /// - Throws: ``InputError`` when a new id would open more than
    ///   ``limit``, when the line's kind is not the message's, or when `row`
    ///   throws.
    func append(_ message: InputMessage,
                row: (InputBubble, any GrowingParagraphs) throws(InputError) -> Bubble) throws(InputError) -> OpenMessage {
        let result: Result<OpenMessage, InputError> = messages.withLock { messages in
            do throws(InputError) {
                var open: OpenMessage
                if let existing = messages[message.idJSON] {
                    open = existing
                    try open.check(message)
                } else {
                    guard messages.count < Self.limit else {
                        throw InputError(#"more than \#(Self.limit) messages open at once; end one with "done": true"#)
                    }
                    open = try start(message)
                }
                if let bubble = message.bubble { open.bubble = try row(bubble, open.paragraphs) }
                messages[message.idJSON] = message.isDone ? nil : open
                return .success(open)
            } catch {
                return .failure(error)
            }
        }
        let open = try result.get()
        open.append(message.text)
        return open
    }

    /// A new, empty message of `message`'s kind.
    private func start(_ message: InputMessage) throws(InputError) -> OpenMessage {
        guard message.isMarkdown else {
            return OpenMessage(text: .plain(GrowingText(whiteSpace: whiteSpace, fonts: fonts, target: target)))
        }
        do {
            let text = try GrowingMarkdown(style: message.markdownStyle(codeFamily: codeFamily), whiteSpace: whiteSpace,
                                           fonts: fonts, target: target)
            return OpenMessage(text: .markdown(text, mentions: message.mentionWidths))
        } catch {
            throw InputError(error.description)
        }
    }
}
