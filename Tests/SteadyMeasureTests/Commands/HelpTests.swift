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

    /// --version or -V anywhere before `--`, with any subcommand: the
    /// version, the target and the libraries the answers depend on.
    @Test(arguments: [["--version"], ["-V"], ["version"], ["--width", "300", "--version"], ["serve", "--port", "0", "-V"],
                      ["stream", "--version", "--width", "x"]])
    func version(arguments: [String]) throws {
        let run = try SteadyMeasureRun.run(arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let lines = run.stdoutLines
        #expect(lines.first == "steady-measure \(SteadyMeasure.version)", "\(arguments)")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.hasPrefix("target: chromium") == true)
        for library in ["FreeType 2.", "HarfBuzz ", "ICU ", "libmicrohttpd 0."] {
            #expect(lines.last?.contains(library) == true, "\(library) in \(lines)")
        }
    }

    @Test func versionAfterTheEndOfOptionsIsAFile() throws {
        #expect(try SteadyMeasureRun.run(["version", "x"]).status == 2)
        let run = try SteadyMeasureRun.run(["--width", "300", "--", "--version"])
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"cannot read input file "--version""#), "\(run.stderr)")
    }

    /// A mistyped subcommand is named, not taken for a missing --width.
    @Test(arguments: [("serv", "serve"), ("sreve", "serve"), ("experimnt", "experiment"), ("stram", "stream"),
                      ("mesure", "measure"), ("hlep", "help")])
    func aMistypedSubcommandGetsAHint(typed: String, meant: String) throws {
        let run = try SteadyMeasureRun.run([typed])
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"did you mean "\#(meant)"?"#), "\(run.stderr)")
        let withWidth = try SteadyMeasureRun.run([typed, "--width", "300"])
        #expect(withWidth.stderr.contains(#"did you mean the command "\#(meant)"?"#), "\(withWidth.stderr)")
    }

    /// A name that is no subcommand keeps the usual message; a file with a
    /// subcommand's near name is a file.
    @Test func aFileIsNeverTakenForASubcommand() throws {
        #expect(try SteadyMeasureRun.run(["conversation.jsonl"]).stderr.contains("--width is required"))
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("serv")
        try Data(#"{"id": 1, "text": "Hi"}"#.utf8).write(to: file)
        let run = try SteadyMeasureRun.run(["--width", "300", file.path])
        #expect(run.status == 0)
        #expect(run.stdoutLines.count == 1)
    }

    /// Help and records to a reader that went away: exit 3, as for any write
    /// that fails, not death by SIGPIPE (141).
    @Test(arguments: [["--help"], ["help", "stream"], ["--width", "300"]])
    func writingToAClosedPipeExitsThree(arguments: [String]) throws {
        let process = Process()
        let output = Pipe()
        let input = Pipe()
        process.executableURL = SteadyMeasureRun.binaryURL
        process.arguments = arguments
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try output.fileHandleForReading.close()
        try process.run()
        if arguments.first == "--width" {
            input.fileHandleForWriting.write(Data(String(repeating: #"{"id": 1, "text": "Hello"}"# + "\n", count: 2000).utf8))
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3, "\(arguments)")
    }

    /// The stream help's example lines are JSON a reader can paste.
    @Test func everyExampleLineOfTheHelpIsJSON() throws {
        for topic in ["measure", "stream", "serve"] {
            let text = try SteadyMeasureRun.run(["help", topic]).stdout
            // One-line examples: a message or a record, start to end.
            for line in text.split(separator: "\n") {
                let json = line.trimmingCharacters(in: .whitespaces)
                guard json.hasPrefix(#"{"id""#) || json.hasPrefix(#"{"line""#), json.hasSuffix("}") else { continue }
                #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(topic): \(json)")
            }
        }
    }

    /// Help that cannot be written is an error, not a silent success.
    @Test(arguments: [["--help"], ["help", "serve"], ["--version"], ["-V"]])
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
