import Foundation
import SteadyText

/// Styled chat against the same texts plain: a quarter of the English chat
/// corpus's messages with spans (``StyledCorpus``: bold, italic, code, a
/// weight change inside a word, mention chips), prepared cold (a fresh font
/// stack per round, loaded outside the timing), prepared again with every word
/// cached (warm), and re-laid out at a new width and a new size; best of 3
/// rounds, plain and styled in turns, µs per message.
func runStyledBenchmark(quick: Bool) {
    let messages = Corpora.englishChat(count: quick ? 2_000 : 20_000).messages
    let styles = StyledCorpus.spans(for: messages)
    let none = messages.map { _ in [TextSpan]() }
    print("Styled chat: \(messages.count) English chat messages, \(styles.filter { !$0.isEmpty }.count) of them with "
        + "spans, against the same texts plain; µs per message, best of 3, in turns")
    func prepare(_ spans: [[TextSpan]], _ fonts: FontStack) -> [PreparedText] {
        messages.indices.map { k in
            spans[k].isEmpty ? PreparedText(messages[k], fonts: fonts) : try! PreparedText(messages[k], spans: spans[k], fonts: fonts)
        }
    }
    var sink = 0.0
    var best: [String: Double] = [:]
    for _ in 0..<3 {
        for (name, spans) in [("plain", none), ("styled", styles)] {
            guard let fonts = try? FontStack(directory: FontStack.bundledDirectory) else { return }
            var prepared: [PreparedText] = []
            let cold = Stopwatch.seconds {
                prepared = prepare(spans, fonts)
                for text in prepared { sink += text.layout(width: 300, fontSize: 17, lineHeight: .normal).height }
            }
            let warm = Stopwatch.bestSecondsPerPass(rounds: 1) {
                for text in prepare(spans, fonts) { sink += text.layout(width: 300, fontSize: 17, lineHeight: .normal).height }
            }
            let width = Stopwatch.bestSecondsPerPass(rounds: 1) {
                for text in prepared { sink += text.layout(width: 375, fontSize: 17, lineHeight: .normal).height }
            }
            let size = Stopwatch.bestSecondsPerPass(rounds: 1) {
                for text in prepared { sink += text.layout(width: 300, fontSize: 28, lineHeight: .normal).height }
            }
            for (phase, seconds) in [("cold", cold), ("warm", warm), ("width", width), ("size", size)] {
                let key = name + " " + phase
                best[key] = min(best[key] ?? .infinity, seconds / Double(messages.count) * 1e6)
            }
        }
    }
    printPhaseTable(best, peer: "plain", subject: "styled",
                    phases: [("cold", "cold: prepare and lay out"), ("warm", "warm: every word cached"),
                             ("width", "re-layout at a new width"),
                             ("size", "re-layout at a new size")])
    let width = best["styled width"]! / best["plain width"]!, size = best["styled size"]! / best["plain size"]!
    BenchReport.goal("styled re-layout ≤ 1.3× plain", "\(ratio(width)) at a new width, \(ratio(size)) at a new size",
                     max(width, size) <= 1.3)
    if sink.isNaN { print("  (a height was NaN)") }
}
