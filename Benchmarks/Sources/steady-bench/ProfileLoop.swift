import Foundation
import SteadyBubbles
import SteadyText

/// One phase of the text benchmark in a loop, for a profiler to watch
/// (`perf record -g .build/release/steady-bench profile warm`).
///
/// - `cold`: prepare + layout with a fresh font stack per pass;
/// - `warm`: prepare + layout with the shape cache already full;
/// - `relayout-width`, `relayout-size`: layout of prepared texts at width 375, or at 28 px
///   (`--width W` for another width: 100000 puts each text on one line);
/// - `bubble-relayout-width`, `bubble-relayout-size`: the bubble table's rows (``BubbleCorpus``)
///   re-laid out at a 320 px list, or at 28 px, by `Bubble.rowHeight` (`--frames`: by
///   `Bubble.layout`, which shrinks each bubble to its content).
///
/// `--kind K` keeps the messages of one kind of text (`scripts`' rows: `thai`, `rtl`, …).
/// Prints the rate per pass, so a change can be tried without the whole table.
func runProfileLoop(arguments: [String]) {
    let phase = arguments.first ?? "warm"
    let multilingual = arguments.contains("--multilingual")
    let seconds = arguments.firstIndex(of: "--seconds").flatMap { Double(arguments[$0 + 1]) } ?? 5
    let count = arguments.firstIndex(of: "--count").flatMap { Int(arguments[$0 + 1]) }
    let corpus = multilingual ? Corpora.multilingualChat(count: count ?? 5_000) : Corpora.englishChat(count: count ?? 20_000)
    // --words: each distinct space-separated word of the corpus as a text of its own,
    // which isolates what a word costs the first time (cold) and after (warm).
    // --kind K: only the messages of one kind (thai, rtl, chinese, …, as `scripts` sorts them).
    let kindFilter = arguments.firstIndex(of: "--kind").map { arguments[$0 + 1] }
    let chosen = kindFilter.map { wanted in corpus.messages.filter { kind(of: $0) == wanted } } ?? corpus.messages
    let messages = arguments.contains("--words")
        ? Array(Set(chosen.flatMap { $0.split(separator: " ").map(String.init) })).sorted()
        : chosen
    let directory = FontStack.bundledDirectory
    if phase.hasPrefix("bubble-") {
        runBubbleProfileLoop(phase: phase, messages: messages, frames: arguments.contains("--frames"), seconds: seconds)
        return
    }
    guard var fonts = try? FontStack(directory: directory, shapeCacheCapacity: 200_000) else {
        print("steady-bench: cannot load the bundled fonts")
        exit(1)
    }
    // --styled: a quarter of the messages with spans (StyledCorpus), the same texts.
    let spans = arguments.contains("--styled") ? StyledCorpus.spans(for: messages) : messages.map { _ in [] }
    func prepare(_ k: Int) -> PreparedText {
        spans[k].isEmpty ? PreparedText(messages[k], whiteSpace: .preWrap, fonts: fonts)
            : try! PreparedText(messages[k], spans: spans[k], whiteSpace: .preWrap, fonts: fonts)
    }
    var prepared = messages.indices.map(prepare)
    var sink = 0.0
    let clock = ContinuousClock()
    let end = clock.now + .seconds(seconds)
    var pass = 0
    while clock.now < end {
        if phase == "cold" {
            // A fresh stack: empty shape caches (loading it is outside the timing).
            fonts = (try? FontStack(directory: directory, shapeCacheCapacity: 200_000)) ?? fonts
        }
        if phase == "cold" || phase == "warm" {
            // Freed before the timing, as the table's cold row does.
            prepared = []
        }
        let elapsed = Stopwatch.seconds {
            switch phase {
            case "cold", "warm":
                prepared = messages.indices.map(prepare)
                for text in prepared { sink += text.layout(width: 300, fontSize: 17, lineHeight: .normal).height }
            default:
                // As the table's rows 2 and 3: a new width, or a new size.
                let width = arguments.firstIndex(of: "--width").flatMap { Double(arguments[$0 + 1]) } ?? (phase == "relayout-size" ? 300.0 : 375)
                let size = phase == "relayout-size" ? 28.0 : 17
                for text in prepared { sink += text.layout(width: width, fontSize: size, lineHeight: .normal).height }
            }
        }
        let perMessage = elapsed * 1e6 / Double(messages.count)
        print(String(format: "%@ pass %d: %.3f µs per message", phase, pass, perMessage))
        pass += 1
    }
    print("checksum \(sink)")
}

/// The bubble phases of ``runProfileLoop(arguments:)``: the bubbles prepared once, then
/// re-laid out in a loop at a new width or size.
private func runBubbleProfileLoop(phase: String, messages: [String], frames: Bool, seconds: Double) {
    guard let fonts = try? FontStack(directory: FontStack.bundledDirectory) else {
        print("steady-bench: cannot load the bundled fonts")
        exit(1)
    }
    let bubbles = BubbleCorpus.contents(for: messages).compactMap { try? Bubble($0, fonts: fonts) }
    let (width, size) = phase == "bubble-relayout-size" ? (390.0, 28.0) : (320.0, 17.0)
    // Laid out once first, as the table's cold pass (390 px, 17 px) lays them out before its
    // re-layouts: the rows keep their labels' sizes at 17 px.
    var sink = bubbles.reduce(0) { $0 + $1.rowHeight(listWidth: 390, fontSize: 17) }
    let clock = ContinuousClock()
    let end = clock.now + .seconds(seconds)
    var pass = 0
    while clock.now < end {
        let elapsed = Stopwatch.seconds { sink += bubblePass(bubbles, width: width, size: size, frames: frames) }
        print(String(format: "%@ pass %d: %.3f µs per row", phase, pass, elapsed * 1e6 / Double(bubbles.count)))
        pass += 1
    }
    print("checksum \(sink)")
}

/// One timed pass of the bubble loop: a function of its own, so that a profiler (callgrind's
/// `--toggle-collect`) can count the timed passes apart from the first.
@inline(never)
private func bubblePass(_ bubbles: [Bubble], width: Double, size: Double, frames: Bool) -> Double {
    bubbles.reduce(0) {
        $0 + (frames ? $1.layout(listWidth: width, fontSize: size).rowHeight : $1.rowHeight(listWidth: width, fontSize: size))
    }
}
