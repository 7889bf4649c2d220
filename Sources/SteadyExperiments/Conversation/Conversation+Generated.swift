import SteadyBubbles
import SteadyText

extension Conversation {
    /// A group chat generated from `seed`: a mix of short replies, sentences, paragraphs,
    /// multi-line messages, emoji and other scripts, so rows have the spread of heights and
    /// line breaks a real chat has; and the rows around them: runs of messages by one sender
    /// (the name on the first incoming one), the reader's own messages on the right with
    /// ticks ("✔✔", which the emoji font draws: the bundled stack has no U+2713 ✓), a timestamp on every message, replies quoting an earlier message, photos
    /// with and without captions, reactions, and a date separator on each day's first message.
    ///
    /// - Parameters:
    ///   - seed: Fixes the messages; the same seed gives the same conversation everywhere.
    ///   - count: The number of messages.
    /// - Returns: Messages with identities `g1` … `gN`, oldest first.
    package static func generated(seed: UInt64, count: Int = 600) -> Conversation {
        var random = SeededGenerator(seed: seed)
        var messages: [Message] = []
        messages.reserveCapacity(count)
        var sentBy: [String] = []   // each message's sender, "me" for the reader
        var sender = "me"
        var runLeft = 0
        var day = 0
        var minutes = 8 * 60
        var dayLeft = Int.random(in: 40...120, using: &random)
        for index in 1...max(1, count) {
            let newDay = index == 1 || dayLeft == 0
            if newDay && index > 1 {
                day += 1
                minutes = 8 * 60 + Int.random(in: 0...90, using: &random)
                dayLeft = Int.random(in: 40...120, using: &random)
            }
            dayLeft -= 1
            if runLeft == 0 {
                // The next sender is never the last one: each run is its own group.
                sender = random.pick(senders.filter { $0 != sender })
                runLeft = random.pick([1, 1, 1, 2, 2, 3, 4])
            }
            runLeft -= 1
            minutes = min(23 * 60 + 59, minutes + Int.random(in: 0...14, using: &random))

            let isMine = sender == "me"
            var content = BubbleContent(text: generatedText(using: &random), direction: isMine ? .outgoing : .incoming,
                                        startsGroup: newDay || sentBy.last != sender)
            if content.startsGroup && !isMine { content.name = sender }
            content.time = clock(minutes) + (isMine ? " ✔✔" : "")
            if newDay { content.date = dayNames[day % dayNames.count] + " \(day % 28 + 1) March" }
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 9, !messages.isEmpty {
                let quoted = Int.random(in: max(0, messages.count - 12)..<messages.count, using: &random)
                let text = messages[quoted].text
                content.quote = .init(name: sentBy[quoted] == "me" ? "You" : sentBy[quoted], text: text.isEmpty ? "Photo" : text)
            } else if roll < 15 {
                let shape = random.pick(photoShapes)
                content.media = .init(aspectRatio: Double(shape.width) / Double(shape.height))
                if roll < 12 { content.text = "" }
            }
            if Int.random(in: 0..<100, using: &random) < 8 { content.reactions = random.pick(reactions) }
            messages.append(Message(id: "g\(index)", content: content))
            sentBy.append(sender)
        }
        return Conversation(messages: messages, source: "generated (seed \(seed))")
    }

    /// The shapes (width : height) of the photos and screenshots people send.
    static let photoShapes: [(width: Int, height: Int)] = [(4, 3), (3, 4), (16, 9), (9, 16), (1, 1), (3, 2)]

    /// The group's members; "me" is the reader, whose messages are outgoing.
    private static let senders = ["me", "me", "Ana", "Ben", "Chidi", "Dana", "Emre", "Farah", "Goran"]

    private static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    private static let reactions = ["👍", "👍 2", "❤️ 3", "😂 4", "🎉 2", "🙏", "🔥 5", "😮 2"]

    /// `minutes` after midnight as a 24-hour clock: `09:05`.
    private static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    private static func generatedText(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22: return random.pick(shortReplies)
        case 22..<55: return sentence(words: Int.random(in: 5...16, using: &random), using: &random)
        case 55..<72:
            return (0..<Int.random(in: 2...5, using: &random))
                .map { _ in sentence(words: Int.random(in: 6...18, using: &random), using: &random) }
                .joined(separator: " ")
        case 72..<82:
            return (0..<Int.random(in: 2...4, using: &random))
                .map { _ in sentence(words: Int.random(in: 2...9, using: &random), using: &random) }
                .joined(separator: "\n")
        case 82..<88: return random.pick(emoji)
        case 88..<96: return random.pick(otherScripts)
        default:
            // A link or a long unbroken token, which only overflow-wrap can break.
            return "see https://example.com/threads/" + String(repeating: "a1b2c3", count: Int.random(in: 2...12, using: &random))
        }
    }

    private static func sentence(words count: Int, using random: inout SeededGenerator) -> String {
        var words = (0..<count).map { _ in random.pick(vocabulary) }
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        return words.joined(separator: " ") + random.pick([".", ".", ".", "?", "!", "…"])
    }

    private static let shortReplies = [
        "ok", "Sure!", "lol", "on my way", "👍", "thanks!", "haha yes", "no worries", "brb",
        "Sounds good to me.", "wait what?", "yes", "Nope.", "see you at 7", "🙏🙏",
    ]

    private static let vocabulary = [
        "the", "a", "meeting", "tomorrow", "about", "we", "should", "probably", "move", "train",
        "coffee", "after", "lunch", "really", "think", "that", "photo", "you", "sent", "was",
        "amazing", "build", "is", "failing", "again", "on", "the", "new", "branch", "can", "someone",
        "review", "my", "pull", "request", "weekend", "plans", "are", "still", "open", "honestly",
        "internationalisation", "Dynamic", "Type", "scrolling", "jumps", "when", "older",
        "messages", "arrive", "keyboard", "layout", "height", "measured", "exactly", "and",
        "then", "it", "works", "perfectly", "except", "rotation", "landscape", "weather",
    ]

    private static let emoji = ["😂😂😂", "🎉", "❤️", "👀", "🔥🔥", "😅 oops", "👨‍👩‍👧‍👦", "🇯🇵 ✈️ 🇫🇷"]

    private static let otherScripts = [
        "مرحبا، كيف حالك اليوم؟ هل وصلت الرسالة؟",
        "שלום! נתראה מחר בבוקר ליד התחנה.",
        "नमस्ते, क्या आप कल की बैठक में आएंगे?",
        "สวัสดีครับ วันนี้อากาศดีมาก",
        "明日の会議は午後三時からです。資料を確認してください。",
        "我们明天早上九点在车站见面吧。",
        "안녕하세요, 내일 회의는 몇 시에 시작하나요?",
        "Привет! Как дела? Увидимся в субботу.",
        "Ok — café at 9? 🙂 Then the 10:15 train to Zürich.",
    ]
}
