import SteadyBubbles
import SteadyText

/// The rows of a group chat around a corpus's messages, as a chat client draws them: runs of
/// one to four messages by one sender (the name on a run's first incoming message), a third of
/// the runs the reader's own (outgoing, with ticks "✔✔": the bundled stack has no U+2713 ✓),
/// a timestamp on every message, and now and then a quoted reply (an earlier message of the
/// corpus), a photo above the text (the text its caption), reactions, and a date separator every
/// 200 messages. Seeded, so every run decorates the same messages; the texts are the corpus's,
/// so bubble and text-only rows compare the same words.
enum BubbleCorpus {
    static func contents(for messages: [String], seed: UInt64 = 19) -> [BubbleContent] {
        var random = SplitMix64(seed: seed)
        let names = ["Ana", "Ben", "Chidi", "Dana", "Emre", "Farah", "Goran", "Hana"]
        let reactions = ["👍", "👍 2", "❤️ 3", "😂 4", "🎉 2", "🙏", "🔥 5"]
        let shapes = [4.0 / 3, 3.0 / 4, 16.0 / 9, 1, 3.0 / 2]
        var sender = ""
        var runLeft = 0
        var minutes = 8 * 60
        return messages.enumerated().map { index, text in
            let newDay = index % 200 == 0
            if newDay { minutes = 8 * 60 }
            var startsGroup = newDay
            if runLeft == 0 {
                let next = random.chance(1.0 / 3) ? "me" : random.pick(names)
                startsGroup = startsGroup || next != sender
                sender = next
                runLeft = 1 + random.below(4)
            }
            runLeft -= 1
            minutes = min(23 * 60 + 59, minutes + random.below(8))
            let isMine = sender == "me"
            var content = BubbleContent(text: text, direction: isMine ? .outgoing : .incoming, startsGroup: startsGroup)
            if startsGroup && !isMine { content.name = sender }
            let clock = (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
            content.time = isMine ? clock + " ✔✔" : clock
            if newDay { content.date = "Day \(index / 200 + 1)" }
            if index > 0 && random.chance(0.08) {
                content.quote = .init(name: random.pick(names), text: messages[index - 1 - random.below(min(index, 20))])
            } else if random.chance(0.04) {
                content.media = .init(aspectRatio: random.pick(shapes))
            }
            if random.chance(0.07) { content.reactions = random.pick(reactions) }
            return content
        }
    }
}
