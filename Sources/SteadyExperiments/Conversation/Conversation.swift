import Glibc
import SteadyBubbles
import SteadyInput
import SteadyText

/// One chat message: an identity and the row it shows (its text, and the bubble's parts around
/// it: sender, quoted reply, media, timestamp, reactions, date).
package struct Message: Sendable, Equatable, Identifiable {
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
    /// - Parameter codeFamily: the family of Markdown messages' code (``load(contentsOf:codeFamily:)``).
    /// - Throws: ``ExperimentError`` if the sample exists but cannot be read.
    package static func defaultConversation(seed: UInt64, codeFamily: String? = nil) throws(ExperimentError) -> Conversation {
        if TextFiles.exists(bundledSamplePath) {
            var conversation = try load(contentsOf: bundledSamplePath, codeFamily: codeFamily)
            conversation.source = "Samples/conversation.jsonl"
            return conversation
        }
        return generated(seed: seed)
    }

    /// Reads JSON Lines in the measure input format, one message per line, by the rules the
    /// measure command and the service read it with (SteadyInput's ``InputMessage``): the same
    /// fields, the same errors.
    ///
    /// Every message is a chat row: its `"bubble"`'s parts around its text, or a bubble of
    /// the text alone (``InputMessage/bubbleContent(codeFamily:)``). What an experiment adds:
    /// a line the measure command would answer with an error stops the run, named by its
    /// line; a message may not carry a `"style"` of its own, since every row of a replay is laid
    /// out in one style; and a repeated `id` gets a `#n` suffix, so that every row has its own.
    ///
    /// - Parameters:
    ///   - path: The file to read.
    ///   - codeFamily: the family of Markdown messages' code (``InputMessage/codeFamily(in:)``
    ///     of the experiment's fonts).
    /// - Throws: ``ExperimentError/unreadableInput(path:reason:)`` for a file that cannot be
    ///   read, and ``ExperimentError/badInputLine(path:line:reason:)`` naming the first bad line.
    package static func load(contentsOf path: String, codeFamily: String? = nil) throws(ExperimentError) -> Conversation {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableInput(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var reader = JSONLinesReader(fileDescriptor: descriptor)
        var messages: [Message] = []
        var seen: [String: Int] = [:]
        while true {
            let batch: LineBatch?
            do {
                batch = try reader.nextBatch(maxLines: 512)
            } catch {
                throw .unreadableInput(path: path, reason: String(cString: strerror(error.code)))
            }
            guard let batch else { break }
            for line in batch.lines {
                func bad(_ reason: String) -> ExperimentError { .badInputLine(path: path, line: line.number, reason: reason) }
                guard !line.isTooLong else { throw bad("line is longer than \(reader.maxLineBytes) bytes") }
                let input: InputMessage
                do {
                    input = try batch.bytes.withUnsafeBufferPointer { bytes throws(InputError) in
                        try InputMessage(line: UnsafeBufferPointer(rebasing: bytes[line.range]))
                    }
                } catch {
                    throw bad(error.message)
                }
                if input.bubble?.style != nil {
                    throw bad("bubble.style: an experiment lays every row out in one style; a message cannot set its own")
                }
                var id = input.idText
                let count = seen[id, default: 0]
                seen[id] = count + 1
                if count > 0 { id += "#\(count)" }
                messages.append(Message(id: id, content: input.bubbleContent(codeFamily: codeFamily)))
            }
        }
        return Conversation(messages: messages, source: path)
    }
}
