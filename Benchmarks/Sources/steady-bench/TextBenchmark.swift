import Foundation
import SteadyText

/// The text table: Steady's cold and re-layout rates beside Pango and raw HarfBuzz on the
/// same corpora, then `steady-measure` driven as a subprocess, then the goals.
///
/// Every row runs on one core in this process, in release, one row after another.
///
/// - Parameter quick: smaller corpora (2,000 English / 500 multilingual) for a smoke run;
///   the numbers are then rougher and the goals are still checked.
func runTextBenchmark(quick: Bool) {
    let englishCount = quick ? 2_000 : 20_000
    let multilingualCount = quick ? 500 : 5_000
    let corpora = [Corpora.englishChat(count: englishCount), Corpora.multilingualChat(count: multilingualCount)]
    let fontDirectory = FontStack.bundledDirectory
    let repositoryRoot = String(fontDirectory.dropLast("/Fonts".count))

    print("Steady text benchmark, \(timestamp()), release build, one core (machine has "
        + "\(ProcessInfo.processInfo.activeProcessorCount)); width 300 px, 17 px, line-height normal, "
        + "pre-wrap unless said\(quick ? "; --quick corpora" : "")")
    // Other work on the machine slows every row, the two-job row most: say how busy it was.
    if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
        print("load average at start: " + load.split(separator: " ").prefix(3).joined(separator: " "))
    }
    var results: [CorpusResult] = []
    for corpus in corpora {
        guard let result = TextMeasurements.run(corpus, fontDirectory: fontDirectory) else { return }
        results.append(result)
    }
    printTable(results)

    let stacks = StackBenchmark.runAndPrint(corpora)

    let english = corpora[0]
    let cli = MeasureCLIBenchmark.run(english.messages, repositoryRoot: repositoryRoot)
    let startup = cli == nil ? nil : StartupBenchmark.runAndPrint(english.messages)
    let benchRSS = PeakMemory.ofThisProcess
    print()
    print("Peak RSS of this bench process: " + results.map {
        "\(megabytes($0.peakRSSAfterSteady)) after Steady's rows on \($0.corpus.name) (prepared texts kept), "
    }.joined() + "\(megabytes(benchRSS)) at the end (Pango, HarfBuzz, subprocess output)")
    printGoals(results, cli: cli, stacks: stacks, startup: startup)
}

/// What one corpus measured.
struct CorpusResult {
    let corpus: Corpus
    /// Best of three cold runs, each with a fresh FontStack (empty shape cache).
    var coldSeconds = 0.0
    /// The first cold run of the process (includes one-time ICU and font setup).
    var firstColdSeconds = 0.0
    var shapeCacheWords = 0
    var tokenCacheWords = 0
    /// Preparing the same texts again with the last cold run's (now warm) shape cache.
    var warmPrepareSeconds = 0.0
    var relayoutWidthSeconds = 0.0
    var relayoutSizeSeconds = 0.0
    var pangoSeconds = 0.0
    var harfBuzzSeconds = 0.0
    /// `hb_shape` of each distinct word once: the least shaping a measurer with a word
    /// cache does, so Pango's time over this bounds any such measurer's cold ratio.
    var wordFloorSeconds = 0.0
    /// ICU's line breaker over each distinct word of Thai, Lao, Khmer or Myanmar once.
    var dictionaryFloorSeconds = 0.0
    /// Rows 6 together: the least cold work of any exact measurer built on HarfBuzz and ICU.
    var floorSeconds: Double { wordFloorSeconds + dictionaryFloorSeconds }
    /// This process's peak RSS after Steady's rows on this corpus (before Pango and HarfBuzz).
    var peakRSSAfterSteady = 0
    /// Messages where Steady's line count at width 300, 17 px equals Pango's.
    var sameLineCountAsPango = 0
    var checksum = 0.0

    var count: Int { corpus.messages.count }
    func rate(_ seconds: Double) -> Double { Double(count) / seconds }
    func microsecondsPerMessage(_ seconds: Double) -> Double { seconds / Double(count) * 1e6 }
}

/// The measurements behind each row, on one corpus.
enum TextMeasurements {
    static func run(_ corpus: Corpus, fontDirectory: String) -> CorpusResult? {
        var result = CorpusResult(corpus: corpus)
        let messages = corpus.messages

        // 1. Cold: a fresh stack per round, so every word is shaped once inside the timing.
        var prepared: [PreparedText] = []
        var steadyLines: [Int] = []
        var warmFonts: FontStack?
        for round in 0..<3 {
            let fonts: FontStack
            do {
                fonts = try FontStack(directory: fontDirectory, shapeCacheCapacity: 200_000)
            } catch {
                print("steady-bench: cannot load the bundled fonts: \(error)")
                return nil
            }
            warmFonts = fonts
            prepared = []
            prepared.reserveCapacity(messages.count)
            var lines = [Int](repeating: 0, count: messages.count)
            var heights = 0.0
            let seconds = Stopwatch.seconds {
                for (index, message) in messages.enumerated() {
                    let text = PreparedText(message, whiteSpace: .preWrap, fonts: fonts)
                    let size = text.layout(width: 300, fontSize: 17, lineHeight: .normal)
                    heights += size.height
                    lines[index] = size.lineCount
                    prepared.append(text)
                }
            }
            if round == 0 { result.firstColdSeconds = seconds; result.coldSeconds = seconds }
            result.coldSeconds = min(result.coldSeconds, seconds)
            let cached = fonts.cachedWordCounts
            result.shapeCacheWords = cached.shaped
            result.tokenCacheWords = cached.analysed
            result.checksum += heights
            steadyLines = lines
        }

        // Not a goal, a diagnosis: the same texts again with every word already in the cache,
        // which separates shaping from the rest of the pipeline.
        if let warmFonts {
            var heights = 0.0
            result.warmPrepareSeconds = Stopwatch.bestSecondsPerPass {
                for message in messages {
                    heights += PreparedText(message, whiteSpace: .preWrap, fonts: warmFonts)
                        .layout(width: 300, fontSize: 17, lineHeight: .normal).height
                }
            }
            result.checksum += heights
        }

        // 2 and 3. Re-layout of the prepared texts: arithmetic only.
        var sink = 0.0
        result.relayoutWidthSeconds = Stopwatch.bestSecondsPerPass {
            for text in prepared { sink += text.layout(width: 375, fontSize: 17, lineHeight: .normal).height }
        }
        result.relayoutSizeSeconds = Stopwatch.bestSecondsPerPass {
            for text in prepared { sink += text.layout(width: 300, fontSize: 28, lineHeight: .normal).height }
        }
        result.checksum += sink

        result.peakRSSAfterSteady = PeakMemory.ofThisProcess

        // 4. Pango, one reused layout.
        guard let pango = PangoPeer(fontDirectory: fontDirectory, width: 300, fontSize: 17) else {
            print("steady-bench: fontconfig could not read \(fontDirectory); Pango row skipped")
            return nil
        }
        var pangoLines = [Int](repeating: 0, count: messages.count)
        var pangoHeight = 0
        result.pangoSeconds = Stopwatch.bestSecondsPerPass {
            pangoHeight &+= pango.measureAll(messages, lineCounts: &pangoLines)
        }
        result.checksum += Double(pangoHeight % 1_000_000)
        result.sameLineCountAsPango = zip(steadyLines, pangoLines).filter { $0 == $1 }.count

        // 5. HarfBuzz, whole messages, no cache.
        guard let harfBuzz = HarfBuzzFloor(fontPath: fontDirectory + "/NotoSans-Regular.ttf") else {
            print("steady-bench: HarfBuzz cannot read NotoSans-Regular.ttf")
            return nil
        }
        var advances = 0
        result.harfBuzzSeconds = Stopwatch.bestSecondsPerPass { advances &+= harfBuzz.shapeAll(messages) }
        result.checksum += Double(advances % 1_000_000)

        // 6. The floor: HarfBuzz on each distinct word once, ICU on each dictionary word once.
        let words = corpus.distinctWordList
        let shaping = harfBuzz.shapeOnce(words)
        result.wordFloorSeconds = shaping.seconds
        result.checksum += Double(shaping.checksum % 1_000_000)
        guard let dictionary = DictionaryBreakFloor() else {
            print("steady-bench: ICU has no line break rules")
            return nil
        }
        let breaking = dictionary.breakOnce(DictionaryBreakFloor.dictionaryWords(words))
        result.dictionaryFloorSeconds = breaking.seconds
        result.checksum += Double(breaking.checksum)
        return result
    }
}

// MARK: - Printing

private func printTable(_ results: [CorpusResult]) {
    let row = { (label: String, cells: [String]) in BenchReport.row(label, cells) }
    print()
    BenchReport.begin("text: Steady cold and re-layout beside Pango and HarfBuzz")
    row("messages/s (higher is better)", results.map { $0.corpus.name })
    row("  messages, avg chars, distinct words",
        results.map { "\(grouped($0.count)), \(Int($0.corpus.averageCharacters.rounded())), \(grouped($0.corpus.distinctWords))" })
    row("1 steady cold (prepare + layout)", results.map { grouped($0.rate($0.coldSeconds)) })
    row("    first cold run in the process", results.map { grouped($0.rate($0.firstColdSeconds)) })
    row("    words analysed / shaped, shared caches", results.map {
        grouped($0.tokenCacheWords) + " / " + grouped($0.shapeCacheWords)
    })
    row("    same texts again, warm shape cache", results.map { grouped($0.rate($0.warmPrepareSeconds)) })
    row("    steady cold / Pango", results.map { ratio($0.pangoSeconds / $0.coldSeconds) })
    row("    steady cold / HarfBuzz", results.map { ratio($0.harfBuzzSeconds / $0.coldSeconds) })
    row("2 steady re-layout, width 375", results.map { grouped($0.rate($0.relayoutWidthSeconds)) })
    row("    µs per message", results.map { decimals($0.microsecondsPerMessage($0.relayoutWidthSeconds), 3) })
    row("3 steady re-layout, size 28", results.map { grouped($0.rate($0.relayoutSizeSeconds)) })
    row("    µs per message", results.map { decimals($0.microsecondsPerMessage($0.relayoutSizeSeconds), 3) })
    row("4 Pango 1.50 (PangoCairo, WRAP_WORD_CHAR)", results.map { grouped($0.rate($0.pangoSeconds)) })
    row("    same line count as steady", results.map {
        "\(decimals(100 * Double($0.sameLineCountAsPango) / Double($0.count), 1)) %"
    })
    row("5 HarfBuzz hb_shape, whole message", results.map { grouped($0.rate($0.harfBuzzSeconds)) })
    row("6 floor: each word shaped, broken once", results.map { grouped($0.rate($0.floorSeconds)) })
    row("    µs per message: HarfBuzz + ICU", results.map {
        decimals($0.microsecondsPerMessage($0.wordFloorSeconds), 2) + " + "
            + decimals($0.microsecondsPerMessage($0.dictionaryFloorSeconds), 2)
    })
    row("    Pango / floor: cold's ceiling", results.map { ratio($0.pangoSeconds / $0.floorSeconds) })
    row("checksum", results.map { String(Int($0.checksum.truncatingRemainder(dividingBy: 1e9))) })
}

private func printGoals(_ results: [CorpusResult], cli: MeasureCLIResult?, stacks: [StackBenchmark.Result],
                        startup: (bundled: StartupBenchmark.Measurement, eight: StartupBenchmark.Measurement)?) {
    print()
    print("Goals")
    let goal = { (text: String, measured: String, pass: Bool?) in BenchReport.goal(text, measured, pass) }
    if let english = results.first {
        let times = english.pangoSeconds / english.coldSeconds
        goal("steady cold ≥ 18× Pango, English", ratio(times), times >= 18)
        print(ceilingNote(english))
        let warm = english.microsecondsPerMessage(english.warmPrepareSeconds)
        goal("steady warm (every word cached) ≤ 2.5 µs a message, English", "\(decimals(warm, 2)) µs", warm <= 2.5)
    }
    if results.count > 1 {
        let multilingual = results[1]
        let times = multilingual.pangoSeconds / multilingual.coldSeconds
        goal("steady cold ≥ 12× Pango, multilingual", ratio(times), times >= 12)
        print(ceilingNote(multilingual))
    }
    for result in results {
        let width = result.microsecondsPerMessage(result.relayoutWidthSeconds)
        let size = result.microsecondsPerMessage(result.relayoutSizeSeconds)
        goal("re-layout ≤ 0.1 µs at a new width, ≤ 0.12 at a new size, \(result.corpus.name)",
             "\(decimals(width, 3)) / \(decimals(size, 3)) µs (rows 2, 3)", width <= 0.1 && size <= 0.12)
    }
    // The same work on another stack or at another ratio, and the larger stack's start-up: within 10% of
    // the reference measured in turns with it (the noise of this machine's runs), not an absolute time.
    for stack in stacks {
        goal("ratios 2, 1.5, DejaVu ≤ 1.1× ratio 1, \(stack.corpus.name)",
             "\(ratio(stack.worstRatio)) (worst of cold, re-layouts)", stack.worstRatio <= 1.1)
    }
    if let startup {
        let times = startup.bundled.seconds / startup.eight.seconds
        goal("start-up with the bundled stack ≤ 1.1× the eight fonts", ratio(times), times <= 1.1)
    }
    if let cli {
        let speedup = cli.jobs1Seconds / cli.jobs2Seconds
        goal("steady-measure --jobs 2 ≥ 1.9× --jobs 1", ratio(speedup), speedup >= 1.9)
        if let rss = cli.peakRSSBytes {
            goal("steady-measure peak RSS ≤ 100 MB (4 widths × 12 sizes)", megabytes(rss), rss <= 100_000_000)
        } else {
            goal("steady-measure peak RSS ≤ 100 MB", "not measured (see above)", nil)
        }
    } else {
        goal("steady-measure --jobs 2 ≥ 1.9× --jobs 1", "not measured (see above)", nil)
        goal("steady-measure peak RSS ≤ 100 MB", "not measured (see above)", nil)
    }
}

/// The cold goals' bound: with each distinct word shaped once and each dictionary word
/// broken once (row 6), and everything else free, a measurer is this many times Pango.
private func ceilingNote(_ result: CorpusResult) -> String {
    "        (ceiling: each word shaped and broken once, nothing else, is \(ratio(result.pangoSeconds / result.floorSeconds)) Pango)"
}

// MARK: - Formatting

/// 1234567.8 as "1,234,568".
func grouped(_ value: Double) -> String { grouped(Int(value.rounded())) }

/// 1234567 as "1,234,567".
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
        out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
}

func decimals(_ value: Double, _ places: Int) -> String { String(format: "%.\(places)f", value) }

func ratio(_ value: Double) -> String { String(format: value >= 10 ? "%.0f×" : "%.2f×", value) }

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

private func timestamp() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: Date())
}
