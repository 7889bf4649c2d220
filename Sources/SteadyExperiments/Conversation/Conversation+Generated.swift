extension Conversation {
    /// A conversation generated from `seed`: a mix of short replies, sentences, paragraphs,
    /// multi-line messages, emoji and other scripts, so rows have the spread of heights and
    /// line breaks a real chat has.
    ///
    /// - Parameters:
    ///   - seed: Fixes the messages; the same seed gives the same conversation everywhere.
    ///   - count: The number of messages.
    /// - Returns: Messages with identities `g1` … `gN`, oldest first.
    package static func generated(seed: UInt64, count: Int = 600) -> Conversation {
        var random = SeededGenerator(seed: seed)
        var messages: [Message] = []
        messages.reserveCapacity(count)
        for index in 1...max(1, count) {
            messages.append(Message(id: "g\(index)", text: generatedText(using: &random)))
        }
        return Conversation(messages: messages, source: "generated (seed \(seed))")
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
