import Foundation

/// One chat message: an identity and its text.
public struct Message: Sendable, Equatable {
    /// The message's identity, as given in the input (`"m1"`, or a number written as text).
    public var id: String
    /// The message's text.
    public var text: String

    /// Creates a message.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

/// The messages an experiment replays, oldest first, and where they came from.
public struct Conversation: Sendable, Equatable {
    /// The messages, oldest first, with unique identities.
    public var messages: [Message]
    /// Where the messages came from: a file path, or `generated (seed N)`.
    public var source: String

    /// Creates a conversation from messages.
    public init(messages: [Message], source: String) {
        self.messages = messages
        self.source = source
    }

    /// The bundled sample, `Samples/conversation.jsonl` beside `Package.swift`.
    public static var bundledSamplePath: String { PackageFiles.root + "/Samples/conversation.jsonl" }

    /// The conversation an experiment uses unless `--input` names one: the bundled sample if it
    /// exists, otherwise one generated from `seed`.
    ///
    /// - Throws: ``ExperimentError`` if the sample exists but cannot be read.
    public static func defaultConversation(seed: UInt64) throws(ExperimentError) -> Conversation {
        if FileManager.default.fileExists(atPath: bundledSamplePath) {
            var conversation = try load(contentsOf: bundledSamplePath)
            conversation.source = "Samples/conversation.jsonl"
            return conversation
        }
        return generated(seed: seed)
    }

    /// Reads JSON Lines in the measure input format, one `{"id": ..., "text": ...}` per line.
    ///
    /// `id` is a string or a number; other fields are ignored; blank lines are skipped. A message
    /// without an `id` gets its line number. Duplicate identities get a `#n` suffix so every row
    /// has its own identity.
    ///
    /// - Parameter path: The file to read.
    /// - Throws: ``ExperimentError/unreadableInput(path:reason:)`` for a missing file, and
    ///   ``ExperimentError/badInputLine(path:line:reason:)`` naming the first bad line.
    public static func load(contentsOf path: String) throws(ExperimentError) -> Conversation {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableInput(path: path, reason: "no such file or not readable")
        }
        guard let content = String(data: data, encoding: .utf8) else {
            throw .unreadableInput(path: path, reason: "not valid UTF-8")
        }
        var messages: [Message] = []
        var seen: [String: Int] = [:]
        var lineNumber = 0
        for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
            } catch {
                throw .badInputLine(path: path, line: lineNumber, reason: "not JSON")
            }
            guard let record = object as? [String: Any] else {
                throw .badInputLine(path: path, line: lineNumber, reason: "not a JSON object")
            }
            guard let text = record["text"] as? String else {
                throw .badInputLine(path: path, line: lineNumber, reason: "no \"text\" string")
            }
            var id: String
            switch record["id"] {
            case let string as String: id = string
            case let number as NSNumber: id = number.stringValue
            default: id = String(lineNumber)
            }
            let count = seen[id, default: 0]
            seen[id] = count + 1
            if count > 0 { id += "#\(count)" }
            messages.append(Message(id: id, text: text))
        }
        return Conversation(messages: messages, source: path)
    }
}

/// Files that ship beside `Package.swift`, found from this source file's location at build time
/// (as SteadyText finds its fonts).
enum PackageFiles {
    static let root: String = {
        // This file is Sources/SteadyExperiments/Conversation/Conversation.swift.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()
}
