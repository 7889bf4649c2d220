import SteadyBubbles
import SteadyJSON
import SteadyText

/// One chat message: an identity and the row it shows (its text, and the bubble's parts around
/// it: sender, quoted reply, media, timestamp, reactions, date).
package struct Message: Sendable, Equatable {
    /// The message's identity, as given in the input (`"m1"`, or a number written as text).
    package var id: String
    /// The row: the text and the bubble's parts.
    package var content: BubbleContent

    /// The message's text.
    package var text: String {
        get { content.text }
        set { content.text = newValue }
    }

    /// A message whose row is `content`.
    package init(id: String, content: BubbleContent) {
        self.id = id
        self.content = content
    }

    /// A message of `text` alone: an incoming bubble that starts a group, with no other part.
    package init(id: String, text: String) {
        self.init(id: id, content: BubbleContent(text: text))
    }
}

/// The messages an experiment replays, oldest first, and where they came from.
package struct Conversation: Sendable, Equatable {
    /// The messages, oldest first, with unique identities.
    package var messages: [Message]
    /// Where the messages came from: a file path, or `generated (seed N)`.
    package var source: String

    /// Creates a conversation from messages.
    package init(messages: [Message], source: String) {
        self.messages = messages
        self.source = source
    }

    /// The bundled sample, `Samples/conversation.jsonl` beside `Package.swift`.
    package static var bundledSamplePath: String { BundledFiles.packageRoot + "/Samples/conversation.jsonl" }

    /// The conversation an experiment uses unless `--input` names one: the bundled sample if it
    /// exists, otherwise one generated from `seed`.
    ///
    /// - Throws: ``ExperimentError`` if the sample exists but cannot be read.
    package static func defaultConversation(seed: UInt64) throws(ExperimentError) -> Conversation {
        if TextFiles.exists(bundledSamplePath) {
            var conversation = try load(contentsOf: bundledSamplePath)
            conversation.source = "Samples/conversation.jsonl"
            return conversation
        }
        return generated(seed: seed)
    }

    /// Reads JSON Lines in the measure input format, one `{"id": ..., "text": ..., "bubble": {...}}`
    /// per line.
    ///
    /// `id` is a string or a number; `"bubble"` (optional) gives the row's parts
    /// (``BubbleDescription``); other fields are ignored (so `"spans"` are not read: the text is
    /// laid out plain); blank lines are skipped. A message without an `id` gets its line number.
    /// Duplicate identities get a `#n` suffix so every row has its own identity.
    ///
    /// - Parameter path: The file to read.
    /// - Throws: ``ExperimentError/unreadableInput(path:reason:)`` for a missing file, and
    ///   ``ExperimentError/badInputLine(path:line:reason:)`` naming the first bad line.
    package static func load(contentsOf path: String) throws(ExperimentError) -> Conversation {
        let bytes: [UInt8]
        switch TextFiles.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .unreadableInput(path: path, reason: failure.reason)
        }
        var messages: [Message] = []
        var seen: [String: Int] = [:]
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(line))
            } catch {
                throw .badInputLine(path: path, line: lineNumber, reason: error.description)
            }
            guard case .object(let members) = value else {
                throw .badInputLine(path: path, line: lineNumber, reason: "not a JSON object")
            }
            // The first of a repeated key counts.
            func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
            guard case .string(let text)? = member("text") else {
                throw .badInputLine(path: path, line: lineNumber, reason: "no \"text\" string")
            }
            var id: String
            switch member("id") {
            case .string(let string)?: id = string
            case .number(let token)?: id = token
            default: id = String(lineNumber)
            }
            let count = seen[id, default: 0]
            seen[id] = count + 1
            if count > 0 { id += "#\(count)" }
            var content = BubbleContent(text: text)
            if let bubble = member("bubble") {
                do {
                    content = try BubbleDescription.content(text: text, bubble: bubble)
                } catch {
                    throw .badInputLine(path: path, line: lineNumber, reason: error.reason)
                }
            }
            messages.append(Message(id: id, content: content))
        }
        return Conversation(messages: messages, source: path)
    }
}
