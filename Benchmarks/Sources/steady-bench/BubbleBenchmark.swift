import Foundation
import SteadyBubbles
import SteadyText

/// Chat rows as bubbles against text-only rows of the same messages: the English chat corpus's
/// messages with names, timestamps, quotes, photos, reactions and dates (``BubbleCorpus``) laid
/// out as `Templates/bubble.css` draws them (`Bubble`), beside each text alone in the iOS
/// example's row (``textRowHeight(_:listWidth:fontSize:)``). Cold (a fresh font stack per round, loaded outside the
/// timing: prepare and lay out at 390 px, 17 px), then re-laid out at a new list width (320 px),
/// at a new text size (28 px), and as `steady-measure` lays a line out (each row at 320 and
/// 390 px × 17 and 28 px, the widths inner, µs a record); best of 3 rounds, the kinds in turns,
/// µs per row, in the thread's processor time (as the stack table), so that what other
/// processes of the shared machine run in between is not counted.
///
/// Three kinds: the text row, the bubble's height (`Bubble.rowHeight`, what a list asks and
/// what `steady-measure` computes for a record without `--frames`: the bubble at its widest, no
/// shrink-to-fit) and the bubble with its frames (`Bubble.layout`, shrunk to its content: a
/// record with `--frames`).
func runBubbleBenchmark(quick: Bool) {
    let messages = Corpora.englishChat(count: quick ? 2_000 : 20_000).messages
    let contents = BubbleCorpus.contents(for: messages)
    func count(_ isIncluded: (BubbleContent) -> Bool) -> Int { contents.filter(isIncluded).count }
    print("Bubble rows: \(messages.count) English chat messages as bubbles (\(count { $0.name != nil }) names, "
        + "\(count { $0.time != nil }) times, \(count { $0.quote != nil }) quotes, \(count { $0.media != nil }) photos, "
        + "\(count { $0.reactions != nil }) reactions, \(count { $0.date != nil }) dates) against the same texts in "
        + "text-only rows; µs per row (per record in the CLI's order), best of 3, in turns, thread CPU time")
    // Each kind prepares the corpus with a stack and gives back a pass laying every row out at a
    // width and size, and the number of rows it prepared.
    typealias Prepared = (rows: Int, pass: (Double, Double) -> Double)
    func bubbles(_ fonts: FontStack) -> [Bubble] { contents.compactMap { try? Bubble($0, fonts: fonts) } }
    let kinds: [(name: String, prepare: (FontStack) -> Prepared)] = [
        ("text", { fonts in
            let prepared = messages.map { PreparedText($0, fonts: fonts) }
            return (prepared.count, { width, size in
                prepared.reduce(0) { $0 + textRowHeight($1, listWidth: width, fontSize: size) }
            })
        }),
        ("bubbles", { fonts in
            let bubbles = bubbles(fonts)
            return (bubbles.count, { width, size in bubbles.reduce(0) { $0 + $1.rowHeight(listWidth: width, fontSize: size) } })
        }),
        ("frames", { fonts in
            let bubbles = bubbles(fonts)
            return (bubbles.count, { width, size in
                bubbles.reduce(0) { $0 + $1.layout(listWidth: width, fontSize: size).rowHeight }
            })
        }),
    ]
    // steady-measure's records of a line: every width, and inside it every size.
    let recordWidths = [320.0, 390], recordSizes = [17.0, 28]
    var sink = 0.0
    var best: [String: Double] = [:]
    for round in 0..<3 {
        for kind in Stopwatch.turns(count: kinds.count, round: round).map({ kinds[$0] }) {
            guard let fonts = try? FontStack(directory: FontStack.bundledDirectory) else { return }
            var prepared: Prepared = (0, { _, _ in 0 })
            let cold = Stopwatch.threadSeconds {
                prepared = kind.prepare(fonts)
                sink += prepared.pass(390, 17)
            }
            guard prepared.rows == messages.count else { print("  \(kind.name): a row could not be prepared"); return }
            func relayout(_ width: Double, _ size: Double) -> Double {
                Stopwatch.bestSecondsPerPass(rounds: 1, timing: .thread) { sink += prepared.pass(width, size) }
            }
            // The CLI's order, row by row: a pass of one row at a time would time the loop, so a
            // pass lays every row out at one width and size, and the width changes between passes
            // as it does between a line's layouts (sizes outer, as the CLI lays a row out).
            let records = Stopwatch.bestSecondsPerPass(rounds: 1, timing: .thread) {
                for size in recordSizes { for width in recordWidths { sink += prepared.pass(width, size) } }
            } / Double(recordWidths.count * recordSizes.count)
            for (phase, seconds) in [("cold", cold), ("width", relayout(320, 17)), ("size", relayout(390, 28)),
                                     ("records", records)] {
                let key = kind.name + " " + phase
                best[key] = min(best[key] ?? .infinity, seconds / Double(messages.count) * 1e6)
            }
        }
    }
    printPhaseTable(best, peer: "text", subject: "bubbles",
                    phases: [("cold", "cold: prepare and lay out"), ("width", "re-layout at 320 px wide"),
                             ("size", "re-layout at 28 px text"), ("records", "CLI order, µs a record")])
    printPhaseTable(best, peer: "bubbles", subject: "frames",
                    phases: [("width", "re-layout at 320 px wide"), ("size", "re-layout at 28 px text"),
                             ("records", "CLI order, µs a record")])
    let width = best["bubbles width"]! / best["text width"]!, size = best["bubbles size"]! / best["text size"]!
    BenchReport.goal("bubble row re-layout ≤ 2× a text row", "\(ratio(width)) at a new width, \(ratio(size)) at a new size",
                     max(width, size) <= 2)
    print(String(format: "  bubble row re-layout %.3f / %.3f µs, text row %.3f / %.3f µs (new width / new size): "
                 + "\(ratio(width)) / \(ratio(size)); a CLI record %.3f µs without --frames (no shrink-to-fit), "
                 + "%.3f µs with (\(ratio(best["frames records"]! / best["bubbles records"]!)))",
                 best["bubbles width"]!, best["bubbles size"]!, best["text width"]!, best["text size"]!,
                 best["bubbles records"]!, best["frames records"]!))
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
