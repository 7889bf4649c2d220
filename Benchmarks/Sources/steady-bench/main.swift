// steady-bench: Steady's speed and memory beside its peers, measured in one run.
//
//   steady-bench            the text table, streaming, styled and bubble rows, then the SteadyLayout table
//   steady-bench text       only the text table
//   steady-bench stacks     only the stack table and start-up rows (StackBenchmark.swift, StartupBenchmark.swift)
//   steady-bench layout     only the SteadyLayout table (LayoutBenchmark.swift)
//   steady-bench profile [cold|warm|relayout-width|relayout-size] [--multilingual] [--words] [--count N] [--seconds N] [--width W]
//                           one phase in a loop, for perf (ProfileLoop.swift)
//   steady-bench profile [bubble-relayout-width|bubble-relayout-size] [--frames]   the bubble rows' re-layout in a loop
//   steady-bench corpus [--multilingual]   the corpus as JSON Lines for steady-measure
//   steady-bench scripts    the multilingual corpus's cost by kind of text (ScriptBreakdown.swift)
//   steady-bench streaming  an answer appended 4 characters at a time (StreamingBenchmark.swift)
//   steady-bench styled     styled chat against the same texts plain (StyledBenchmark.swift)
//   steady-bench bubbles    chat rows as bubbles against text-only rows (BubbleBenchmark.swift)
//   --quick                 smaller corpora (2,000 English / 500 multilingual) for a smoke run
//   --results FILE          also write the run's tables and goals there as JSON (BenchReport.swift);
//                           `make bench` writes Docs/results/bench.json
//
// Build and run in release: `make bench`, or `cd Benchmarks && swift run -c release steady-bench`.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let isQuick = arguments.contains("--quick")
let resultsPath = arguments.firstIndex(of: "--results").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
let commands = arguments.enumerated().filter { !$0.element.hasPrefix("--") && $0.element != resultsPath }.map(\.element)

switch commands.first {
case nil:
    runTextBenchmark(quick: isQuick)
    print()
    runStreamingBenchmark()
    print()
    runStyledBenchmark(quick: isQuick)
    print()
    runBubbleBenchmark(quick: isQuick)
    print()
    runLayoutBenchmark(arguments: [])
case "text":
    runTextBenchmark(quick: isQuick)
case "stacks":
    let english = Corpora.englishChat(count: isQuick ? 2_000 : 20_000)
    _ = StackBenchmark.runAndPrint([english, Corpora.multilingualChat(count: isQuick ? 500 : 5_000)])
    _ = StartupBenchmark.runAndPrint(english.messages)
case "layout":
    runLayoutBenchmark(arguments: Array(arguments.drop { $0 != "layout" }.dropFirst()))
case "corpus":
    // The corpora as steady-measure input, for experiments with the CLI.
    let multilingual = arguments.contains("--multilingual")
    let corpus = multilingual ? Corpora.multilingualChat(count: 5_000) : Corpora.englishChat(count: 20_000)
    print(MeasureCLIBenchmark.jsonLines(corpus.messages), terminator: "")
case "scripts":
    runScriptBreakdown()
case "streaming":
    runStreamingBenchmark()
case "styled":
    runStyledBenchmark(quick: isQuick)
case "bubbles":
    runBubbleBenchmark(quick: isQuick)
case "profile":
    runProfileLoop(arguments: Array(arguments.drop { $0 != "profile" }.dropFirst()))
default:
    print("usage: steady-bench [text | stacks | layout | corpus | scripts | streaming | styled | bubbles | profile] [--quick]"
        + " [--results FILE]")
    exit(2)
}

if let resultsPath {
    let commandArguments = arguments.filter { $0 != "--results" && $0 != resultsPath }
    do {
        try BenchReport.json(arguments: commandArguments).write(toFile: resultsPath, atomically: true, encoding: .utf8)
        print("wrote \(resultsPath)")
    } catch {
        print("steady-bench: cannot write \(resultsPath): \(error)")
        exit(1)
    }
}
