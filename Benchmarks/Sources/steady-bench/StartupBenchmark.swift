import Foundation
import SteadyText

/// `steady-measure`'s start-up and memory with the bundled stack beside a stack of only the
/// eight bundled fonts (`FontStack.fileNames`, written as a stack file in a temporary
/// folder), each run a fresh process.
enum StartupBenchmark {
    /// Runs of each stack on one message, taking turns; the median of each is kept.
    static let runs = 15

    /// What one stack measured.
    struct Measurement {
        /// Median wall time of `--width 300` on one message: process start, loading the
        /// stack, preparing and laying out the message, writing its record.
        var seconds: Double
        /// Median peak RSS of five such runs.
        var peakRSSBytes: Int
        /// Peak RSS of the 4 widths × 12 sizes run over the whole corpus.
        var gridPeakRSSBytes: Int
    }

    /// The bundled stack's measurement and the eight fonts', or nil (with a note) when a run
    /// fails or its output is not one record per message × width × size.
    static func run(_ messages: [String], binary: String,
                    fontDirectory: String) -> (bundled: Measurement, eight: Measurement)? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("steady-bench-startup-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let eight = folder + "/eight.json"
        let families = FontStack.fileNames.enumerated().map { index, name in
            #"  {"family": "F\#(index)", "faces": [{"file": "\#(fontDirectory)/\#(name)"}]}"#
        }
        let one = folder + "/one.jsonl", all = folder + "/all.jsonl", output = folder + "/out.jsonl"
        guard FileManager.default.createFile(atPath: eight, contents: Data(("{\"families\": [\n"
                + families.joined(separator: ",\n") + "\n]}\n").utf8)),
              FileManager.default.createFile(atPath: one, contents: Data(MeasureCLIBenchmark.jsonLines([messages[0]]).utf8)),
              FileManager.default.createFile(atPath: all, contents: Data(MeasureCLIBenchmark.jsonLines(messages).utf8))
        else {
            print("  note: cannot write the inputs in \(folder); start-up rows skipped")
            return nil
        }

        let stacks = [fontDirectory, eight]
        var seconds: [[Double]] = [[], []]
        var peaks: [[Int]] = [[], []]
        // Wall time of the binary alone; peak RSS from runs under GNU time (which adds its own start).
        for round in 0..<runs {
            for (index, stack) in stacks.enumerated() {
                let arguments = ["--width", "300", "--fonts", stack, one]
                let run = MeasureCLIBenchmark.launch(binary, arguments, stdout: output)
                guard run.status == 0, MeasureCLIBenchmark.countLines(output) == 1 else {
                    print("  note: steady-measure --fonts \(stack) on one message exited \(run.status); start-up rows skipped")
                    return nil
                }
                seconds[index].append(run.seconds)
                if round < 5, let peak = MeasureCLIBenchmark.launchMeasuringPeak(binary, arguments, stdout: output,
                                                                                 in: folder).peakRSSBytes {
                    peaks[index].append(peak)
                }
            }
        }
        var grids: [Int] = []
        for stack in stacks {
            let arguments = ["--width", MeasureCLIBenchmark.gridWidths, "--size", MeasureCLIBenchmark.gridSizes,
                             "--fonts", stack, all]
            let run = MeasureCLIBenchmark.launchMeasuringPeak(binary, arguments, stdout: output, in: folder)
            guard run.status == 0, MeasureCLIBenchmark.countLines(output) == messages.count * 48 else {
                print("  note: the 4 × 12 run with --fonts \(stack) exited \(run.status); start-up rows skipped")
                return nil
            }
            grids.append(run.peakRSSBytes ?? 0)
        }
        guard peaks.allSatisfy({ !$0.isEmpty }) else {
            print("  note: no /usr/bin/time (apt-get install time): start-up rows skipped")
            return nil
        }
        func measurement(_ index: Int) -> Measurement {
            Measurement(seconds: median(seconds[index]), peakRSSBytes: median(peaks[index]), gridPeakRSSBytes: grids[index])
        }
        return (measurement(0), measurement(1))
    }

    /// Measures with the release binary (built when missing) and prints the rows; nil when
    /// a run fails.
    static func runAndPrint(_ messages: [String]) -> (bundled: Measurement, eight: Measurement)? {
        let fontDirectory = FontStack.bundledDirectory
        guard let binary = MeasureCLIBenchmark.binary(repositoryRoot: String(fontDirectory.dropLast("/Fonts".count))),
              let result = run(messages, binary: binary, fontDirectory: fontDirectory) else { return nil }
        printTable(bundled: result.bundled, eight: result.eight,
                   bundledFamilies: (try? FontStack.bundled())?.stackDescription.families.count ?? 0,
                   messageCount: messages.count)
        return result
    }

    /// Prints the rows: each stack's numbers and the bundled stack's ratio to the eight fonts.
    static func printTable(bundled: Measurement, eight: Measurement, bundledFamilies: Int, messageCount: Int) {
        let row = { (label: String, cells: [String]) in BenchReport.row(label, cells) }
        print()
        BenchReport.begin("start-up and memory: the bundled stack beside the eight fonts")
        print("Start-up and memory of steady-measure, bundled stack and the eight bundled fonts (a stack file "
            + "of FontStack.fileNames): one message at --width 300, a fresh process each run, median of \(runs) "
            + "taking turns; then the \(grouped(messageCount)) English messages × 4 widths × 12 sizes")
        row("", ["bundled (\(bundledFamilies) families)", "eight fonts", "bundled / eight"])
        row("one message: wall time", [decimals(bundled.seconds * 1e3, 1) + " ms", decimals(eight.seconds * 1e3, 1) + " ms",
                                       ratio(bundled.seconds / eight.seconds)])
        row("one message: peak RSS", [megabytes(bundled.peakRSSBytes), megabytes(eight.peakRSSBytes),
                                      ratio(Double(bundled.peakRSSBytes) / Double(eight.peakRSSBytes))])
        row("4 × 12 grid: peak RSS", [megabytes(bundled.gridPeakRSSBytes), megabytes(eight.gridPeakRSSBytes),
                                      ratio(Double(bundled.gridPeakRSSBytes) / Double(eight.gridPeakRSSBytes))])
    }

    private static func median<T: Comparable>(_ values: [T]) -> T {
        values.sorted()[values.count / 2]
    }
}
