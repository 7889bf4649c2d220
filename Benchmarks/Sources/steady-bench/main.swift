// steady-bench: Steady's speed and memory beside its peers, measured in one run.
//
//   steady-bench            the text table, streaming, styled and bubble rows, then the SteadyLayout table
//   steady-bench text       only the text table
//   steady-bench stacks     only the stack table and start-up rows (StackBenchmark.swift, StartupBenchmark.swift)
//   steady-bench layout     only the SteadyLayout table (LayoutBenchmark.swift)
//   steady-bench profile [cold|warm|relayout-width|relayout-size] [--multilingual] [--words] [--count N] [--seconds N] [--width W]
//                           one phase in a loop, for perf (ProfileLoop.swift)
//   steady-bench corpus [--multilingual]   the corpus as JSON Lines for steady-measure
//   steady-bench scripts    the multilingual corpus's cost by kind of text (ScriptBreakdown.swift)
//   steady-bench streaming  an answer appended 4 characters at a time (StreamingBenchmark.swift)
//   steady-bench styled     styled chat against the same texts plain (StyledBenchmark.swift)
//   steady-bench bubbles    chat rows as bubbles against text-only rows (BubbleBenchmark.swift)
//   --quick                 smaller corpora (2,000 English / 500 multilingual) for a smoke run
//
// Build and run in release: `make bench`, or `cd Benchmarks && swift run -c release steady-bench`.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let isQuick = arguments.contains("--quick")
let commands = arguments.filter { !$0.hasPrefix("--") }

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
    print("usage: steady-bench [text | stacks | layout | corpus | scripts | streaming | styled | bubbles | profile] [--quick]")
    exit(2)
}
