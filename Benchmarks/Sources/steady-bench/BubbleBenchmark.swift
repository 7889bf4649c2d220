import Foundation
import SteadyBubbles
import SteadyText

/// Chat rows as bubbles against text-only rows of the same messages: the English chat corpus's
/// messages with names, timestamps, quotes, photos, reactions and dates (``BubbleCorpus``) laid
/// out as `Templates/bubble.css` draws them (`Bubble`), beside each text alone in the iOS
/// example's row (``textRowHeight(_:listWidth:fontSize:)``). Cold (a fresh font stack per round, loaded outside the
/// timing: prepare and lay out at 390 px, 17 px), then re-laid out at a new list width (320 px)
/// and at a new text size (28 px); best of 3 rounds, the two kinds in turns, µs per row, in the
/// thread's processor time (as the stack table), so that what other processes of the shared
/// machine run in between is not counted.
func runBubbleBenchmark(quick: Bool) {
    let messages = Corpora.englishChat(count: quick ? 2_000 : 20_000).messages
    let contents = BubbleCorpus.contents(for: messages)
    func count(_ isIncluded: (BubbleContent) -> Bool) -> Int { contents.filter(isIncluded).count }
    print("Bubble rows: \(messages.count) English chat messages as bubbles (\(count { $0.name != nil }) names, "
        + "\(count { $0.time != nil }) times, \(count { $0.quote != nil }) quotes, \(count { $0.media != nil }) photos, "
        + "\(count { $0.reactions != nil }) reactions, \(count { $0.date != nil }) dates) against the same texts in "
        + "text-only rows; µs per row, best of 3, in turns, thread CPU time")
    // Each kind prepares the corpus with a stack and gives back a pass laying every row out at a
    // width and size, and the number of rows it prepared.
    let kinds: [(name: String, prepare: (FontStack) -> (rows: Int, pass: (Double, Double) -> Double))] = [
        ("text", { fonts in
            let prepared = messages.map { PreparedText($0, fonts: fonts) }
            return (prepared.count, { width, size in
                prepared.reduce(0) { $0 + textRowHeight($1, listWidth: width, fontSize: size) }
            })
        }),
        ("bubbles", { fonts in
            let bubbles = contents.compactMap { try? Bubble($0, fonts: fonts) }
            return (bubbles.count, { width, size in bubbles.reduce(0) { $0 + $1.rowHeight(listWidth: width, fontSize: size) } })
        }),
    ]
    var sink = 0.0
    var best: [String: Double] = [:]
    for round in 0..<3 {
        for kind in Stopwatch.turns(count: kinds.count, round: round).map({ kinds[$0] }) {
            guard let fonts = try? FontStack(directory: FontStack.bundledDirectory) else { return }
            var prepared: (rows: Int, pass: (Double, Double) -> Double) = (0, { _, _ in 0 })
            let cold = Stopwatch.threadSeconds {
                prepared = kind.prepare(fonts)
                sink += prepared.pass(390, 17)
            }
            guard prepared.rows == messages.count else { print("  \(kind.name): a row could not be prepared"); return }
            func relayout(_ width: Double, _ size: Double) -> Double {
                Stopwatch.bestSecondsPerPass(rounds: 1, timing: .thread) { sink += prepared.pass(width, size) }
            }
            for (phase, seconds) in [("cold", cold), ("width", relayout(320, 17)), ("size", relayout(390, 28))] {
                let key = kind.name + " " + phase
                best[key] = min(best[key] ?? .infinity, seconds / Double(messages.count) * 1e6)
            }
        }
    }
    printPhaseTable(best, peer: "text", subject: "bubbles",
                    phases: [("cold", "cold: prepare and lay out"), ("width", "re-layout at 320 px wide"),
                             ("size", "re-layout at 28 px text")])
    if sink.isNaN { print("  (a height was NaN)") }
}

/// The iOS example's text-only row: the text wraps in a bubble 75% of the list's width less
/// 2 × 14 pt of padding, and the row is `ceil(text + 2 × 8 + 2 × 4)` pt tall (8 pt of padding
/// above and below the text, 4 pt of spacing above and below the bubble). The arithmetic an app
/// does around `PreparedText.layout`; the library's row model is `Bubble`.
func textRowHeight(_ text: PreparedText, listWidth: Double, fontSize: Double) -> Double {
    let height = text.layout(width: listWidth * 0.75 - 2 * 14, fontSize: fontSize, lineHeight: .normal).height
    return (height + 2 * 8 + 2 * 4).rounded(.up)
}
