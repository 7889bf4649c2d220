import Foundation
import Testing
@testable import steady_measure

/// The help texts name exactly the options the commands take, and the
/// subcommands that show them work.
@Suite struct HelpTests {
    /// The `--name` words in a help text.
    static func optionNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for word in text.split(whereSeparator: { " \n,=[]()|`:".contains($0) }) where word.hasPrefix("--") && word.count > 2 && word.dropFirst(2).first?.isLetter == true {
            names.insert(String(word))
        }
        return names
    }

    /// The part of a help text from its OPTIONS heading to the next heading.
    static func optionsSection(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "OPTIONS") else { return "" }
        let end = lines[(start + 1)...].firstIndex { !$0.isEmpty && $0.first != " " } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test func measureHelpNamesEveryMeasureOption() {
        let named = Self.optionNames(in: Self.optionsSection(of: Help.text(for: .measure)))
        let taken = Set(MeasureOptions.Name.allCases.map(\.rawValue))
        #expect(taken.subtracting(named).isEmpty, "options missing from the help: \(taken.subtracting(named))")
        // --help and --version are the command line's own; the rest must be options.
        #expect(named.subtracting(taken).subtracting(["--help", "--version"]).isEmpty,
                "words in the help that are not options: \(named.subtracting(taken))")
    }

    @Test func serveHelpNamesEveryServeOption() {
        let named = Self.optionNames(in: Self.optionsSection(of: Help.text(for: .serve)))
        let taken = Set(ServeOptions.Name.allCases.map(\.rawValue))
        #expect(named == taken.union(["--help"]), "\(named.symmetricDifference(taken.union(["--help"])))")
    }

    @Test func theDocsNameEveryOption() throws {
        let docs = try String(contentsOf: SteadyMeasureRun.packageRoot.appendingPathComponent("Docs/steady-measure.md"), encoding: .utf8)
        let named = Self.optionNames(in: docs)
        for name in MeasureOptions.Name.allCases.map(\.rawValue) + ServeOptions.Name.allCases.map(\.rawValue) {
            #expect(named.contains(name), "Docs/steady-measure.md does not describe \(name)")
        }
    }

    @Test func helpSubcommand() throws {
        for (arguments, start) in [
            (["help"], "steady-measure: exact chat-message text heights"),
            (["help", "measure"], "steady-measure: exact chat-message text heights"),
            (["help", "serve"], "steady-measure serve: the height service over HTTP"),
            (["help", "stream"], "steady-measure stream: heights of messages that grow"),
            (["stream", "--help"], "steady-measure stream: heights of messages that grow"),
            (["serve", "--help"], "steady-measure serve: the height service over HTTP"),
            (["help", "experiment"], try SteadyMeasureRun.run(["experiment", "--help"]).stdout),
        ] {
            let run = try SteadyMeasureRun.run(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.stdout.hasPrefix(start), "\(arguments): \(run.stdout.prefix(60))")
        }
        let unknown = try SteadyMeasureRun.run(["help", "bake"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == #"steady-measure: help: no subcommand "bake" (subcommands: measure, stream, serve, experiment)"# + "\n")
    }

    @Test func version() throws {
        let run = try SteadyMeasureRun.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "steady-measure \(SteadyMeasure.version)\n")
        #expect(try SteadyMeasureRun.run(["--version", "x"]).status == 2)
    }

    /// Help that cannot be written is an error, not a silent success.
    @Test(arguments: [["--help"], ["help", "serve"], ["--version"]])
    func helpToAFullDiskFails(arguments: [String]) throws {
        let process = Process()
        let errors = Pipe()
        process.executableURL = SteadyMeasureRun.binaryURL
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 3)
        #expect(message == "steady-measure: cannot write output: No space left on device\n")
    }
}
