import Foundation
import SteadyText

/// The stack table: the bundled stack at device pixel ratio 1 (the reference) beside the
/// same stack at ratios 2 and 1.5 and beside another stack (DejaVu Sans, Noto Color Emoji,
/// Droid Sans Fallback: `Tests/SteadyTextTests/Goldens/stacks/dejavu.json`, fonts from
/// Debian's fonts-dejavu-core), on the same corpora, each as a ratio to the reference.
///
/// Every configuration is measured in turns with the others (a round of each, five times
/// for cold and six of at least 0.25 s for re-layout, each time starting one later; best
/// of each), so that the rest of the machine
/// slows them alike and the ratios hold where the absolute numbers move from run to run.
/// The times are this thread's processor time, not wall time: on a machine shared with
/// other work, the time another process holds the core is not the configuration's.
enum StackBenchmark {
    /// A font stack at a device pixel ratio.
    struct Configuration {
        /// The row's label.
        let name: String
        /// Configurations of one stack share prepared texts: a ratio is a layout parameter.
        let stack: String
        let ratio: Double
        /// A fresh stack (empty caches).
        let load: () throws -> FontStack
    }

    /// One corpus's seconds per pass over its messages, in the order of the configurations.
    struct Result {
        let corpus: Corpus
        let names: [String]
        var cold: [Double]
        var relayoutWidth: [Double]
        var relayoutSize: [Double]
        var checksum = 0.0

        /// The largest ratio to the reference (the first configuration) of any other
        /// configuration in any of the three measurements.
        var worstRatio: Double {
            [cold, relayoutWidth, relayoutSize].flatMap { seconds in seconds.dropFirst().map { $0 / seconds[0] } }.max() ?? 1
        }
    }

    /// The configurations this machine can load: the bundled stack at 1, 2 and 1.5, and the
    /// DejaVu stack at 1 when its fonts are installed (`make deps`).
    static func configurations(fontDirectory: String, repositoryRoot: String) -> [Configuration] {
        let bundledFamilies = (try? FontStack(directory: fontDirectory))?.stackDescription.families.count ?? 0
        let bundled = { () throws -> FontStack in try FontStack(directory: fontDirectory, shapeCacheCapacity: 200_000) }
        var configurations = [
            Configuration(name: "bundled stack (\(bundledFamilies) families), ratio 1", stack: "bundled", ratio: 1, load: bundled),
            Configuration(name: "bundled stack, ratio 2", stack: "bundled", ratio: 2, load: bundled),
            Configuration(name: "bundled stack, ratio 1.5", stack: "bundled", ratio: 1.5, load: bundled),
        ]
        let dejaVu = repositoryRoot + "/Tests/SteadyTextTests/Goldens/stacks/dejavu.json"
        do {
            let families = try FontStack(contentsOfFile: dejaVu).stackDescription.families.count
            configurations.append(Configuration(name: "DejaVu stack (\(families) families), ratio 1", stack: "dejavu",
                                                ratio: 1, load: { try FontStack(contentsOfFile: dejaVu, shapeCacheCapacity: 200_000) }))
        } catch {
            print("note: the DejaVu stack cannot be loaded (make deps installs fonts-dejavu-core): \(error)")
        }
        return configurations
    }

    /// Rounds of each configuration's cold pass.
    static let coldRounds = 5

    /// Measures every configuration on `corpus`: cold (prepare + layout at 300 px, 17 px,
    /// a fresh stack each round), then the prepared texts laid out again at width 375 and
    /// at size 28, each at the configuration's ratio.
    static func run(_ corpus: Corpus, _ configurations: [Configuration]) -> Result? {
        let messages = corpus.messages
        var result = Result(corpus: corpus, names: configurations.map(\.name),
                            cold: Array(repeating: .infinity, count: configurations.count), relayoutWidth: [], relayoutSize: [])
        var prepared: [String: [PreparedText]] = [:]
        // Five rounds where rows 1–3 take three: a cold round is one pass, and the ratios need its best.
        for round in 0..<coldRounds {
            for index in Stopwatch.turns(count: configurations.count, round: round) {
                let configuration = configurations[index]
                let fonts: FontStack
                do { fonts = try configuration.load() } catch {
                    print("steady-bench: \(configuration.name): \(error)")
                    return nil
                }
                var texts: [PreparedText] = []
                texts.reserveCapacity(messages.count)
                var heights = 0.0
                let ratio = configuration.ratio
                let seconds = Stopwatch.threadSeconds {
                    for message in messages {
                        let text = PreparedText(message, whiteSpace: .preWrap, fonts: fonts)
                        heights += text.layout(width: 300, fontSize: 17, lineHeight: .normal, devicePixelRatio: ratio).height
                        texts.append(text)
                    }
                }
                result.cold[index] = min(result.cold[index], seconds)
                result.checksum += heights
                if round == coldRounds - 1 && prepared[configuration.stack] == nil { prepared[configuration.stack] = texts }
            }
        }
        var sink = 0.0
        func relayout(width: Double, fontSize: Double) -> [Double] {
            Stopwatch.bestSecondsPerPass(inTurns: configurations.map { configuration in
                let texts = prepared[configuration.stack]!
                let ratio = configuration.ratio
                return {
                    for text in texts {
                        sink += text.layout(width: width, fontSize: fontSize, lineHeight: .normal, devicePixelRatio: ratio).height
                    }
                }
            }, rounds: 6, minimumSeconds: 0.25, timing: .thread)
        }
        result.relayoutWidth = relayout(width: 375, fontSize: 17)
        result.relayoutSize = relayout(width: 300, fontSize: 28)
        result.checksum += sink
        return result
    }

    /// Measures every configuration this machine can load on each corpus and prints the table.
    static func runAndPrint(_ corpora: [Corpus]) -> [Result] {
        let fontDirectory = FontStack.bundledDirectory
        let configurations = configurations(fontDirectory: fontDirectory,
                                            repositoryRoot: String(fontDirectory.dropLast("/Fonts".count)))
        let results = corpora.compactMap { run($0, configurations) }
        printTable(results)
        return results
    }

    /// Prints the table: µs a message, and each configuration's ratio to the first.
    static func printTable(_ results: [Result]) {
        guard let names = results.first?.names else { return }
        let row = { (label: String, cells: [String]) in BenchReport.row(label, cells) }
        print()
        BenchReport.begin("stacks: other stacks and ratios beside the bundled stack at ratio 1")
        print("Stacks and device pixel ratios: processor µs a message (lower is better), and in () the ratio to the "
            + "bundled stack at ratio 1, measured in turns with it")
        row("", results.map(\.corpus.name))
        let measurements: [(String, KeyPath<Result, [Double]>, Int)] = [
            ("cold: prepare + layout at 300 px, 17 px", \.cold, 2),
            ("re-layout at width 375", \.relayoutWidth, 3),
            ("re-layout at size 28", \.relayoutSize, 3),
        ]
        for (title, measurement, places) in measurements {
            row(title, [])
            for (index, name) in names.enumerated() {
                row("  " + name, results.map { result in
                    let seconds = result[keyPath: measurement]
                    let microseconds = decimals(seconds[index] / Double(result.corpus.messages.count) * 1e6, places)
                    return index == 0 ? microseconds : microseconds + " (" + ratio(seconds[index] / seconds[0]) + ")"
                })
            }
        }
        row("checksum", results.map { String(Int($0.checksum.truncatingRemainder(dividingBy: 1e9))) })
    }
}
