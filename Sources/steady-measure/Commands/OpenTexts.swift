import SteadyInput
import SteadyText
import Synchronization

/// The messages `steady-measure stream` is growing, by id: each line appends
/// its text to the ``GrowingText`` of its id, which costs the paragraph it
/// joins, not the message so far.
///
/// A line with `"done": true` ends its message after appending, and its
/// memory is freed; at most ``limit`` messages are open at once.
final class OpenTexts: Sendable {
    /// The most messages open at once.
    static let limit = 10_000

    private let whiteSpace: WhiteSpace
    private let fonts: FontStack
    private let texts = Mutex<[[UInt8]: GrowingText]>([:])

    init(whiteSpace: WhiteSpace, fonts: FontStack) {
        self.whiteSpace = whiteSpace
        self.fonts = fonts
    }

    /// Appends `message`'s text to the message of its id (a new id starts
    /// empty) and returns that message; ends it when `message.isDone`.
    ///
    /// - Throws: ``InputError`` when a new id would open more than ``limit``.
    func append(_ message: InputMessage) throws(InputError) -> GrowingText {
        let result: Result<GrowingText, InputError> = texts.withLock { texts in
            let text: GrowingText
            if let open = texts[message.idJSON] {
                text = open
            } else {
                guard texts.count < Self.limit else {
                    return .failure(InputError(#"more than \#(Self.limit) messages open at once; end one with "done": true"#))
                }
                text = GrowingText(whiteSpace: whiteSpace, fonts: fonts)
                texts[message.idJSON] = text
            }
            if message.isDone { texts[message.idJSON] = nil }
            return .success(text)
        }
        let text = try result.get()
        text.append(message.text)
        return text
    }
}
