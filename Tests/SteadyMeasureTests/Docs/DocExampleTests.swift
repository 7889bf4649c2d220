import Foundation
import Testing

/// The console examples of Docs/steady-measure.md print what they say: each
/// `$ steady-measure …` line (or a pipeline into it) is run with the built
/// binary from the repository's root, and its standard output then its
/// standard error must be the lines the example shows after it; `$ echo $?`
/// shows the exit status. Examples that start a server, install or name a
/// file of the reader's are left out (they say so by their commands).
@Suite struct DocExampleTests {
    /// One command of an example and what the example shows it printing.
    struct Example {
        var command: String
        var output: [String]
        var status: Int32?
    }

    static let document = SteadyMeasureRun.packageRoot.appendingPathComponent("Docs/steady-measure.md")

    /// The runnable examples: console blocks whose commands all run
    /// steady-measure from the repository, and nothing else.
    static func examples() throws -> [Example] {
        let text = try String(contentsOf: document, encoding: .utf8)
        var examples: [Example] = []
        var block: [Example]? = nil
        var runnable = true
        var statusFollows = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let finished = block, runnable { examples += finished }
                block = block == nil && line == "```console" ? [] : nil
                runnable = true
                continue
            }
            guard block != nil else { continue }
            if line == "$ echo $?" {
                statusFollows = true
            } else if line.hasPrefix("$ ") {
                let command = String(line.dropFirst(2))
                if !command.contains("steady-measure") || command.contains(" &") || command.hasPrefix("curl")
                    || command.hasPrefix("make") || command.contains("~") || command.contains("messages.jsonl") {
                    runnable = false
                }
                block!.append(Example(command: command, output: []))
            } else if !block!.isEmpty {
                if statusFollows {
                    block![block!.count - 1].status = Int32(line)
                    statusFollows = false
                } else {
                    block![block!.count - 1].output.append(line)
                }
            }
        }
        return examples
    }

    @Test func theExamplesAreFound() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 4)
        #expect(examples.contains { $0.command.contains("conversation.jsonl") && $0.status == nil })
        #expect(examples.contains { $0.status == 2 })
    }

    @Test func everyExamplePrintsWhatItShows() throws {
        let binaryFolder = SteadyMeasureRun.binaryURL.deletingLastPathComponent().path
        for example in try Self.examples() {
            let run = try Self.shell(example.command, path: binaryFolder)
            let printed = run.stdoutLines + run.stderrLines
            #expect(printed == example.output, "\(example.command)")
            if let status = example.status { #expect(run.status == status, "\(example.command)") }
        }
    }

    /// Runs `command` with `/bin/sh` from the repository's root, the built
    /// binary first on the path.
    static func shell(_ command: String, path: String) throws -> SteadyMeasureRun {
        let folder = try TemporaryFolder()
        let outURL = folder.url.appendingPathComponent("stdout"), errURL = folder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: outURL), stderr = try FileHandle(forWritingTo: errURL)
        defer { try? stdout.close(); try? stderr.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = SteadyMeasureRun.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment.removeValue(forKey: "STEADY_FONTS")
        process.environment = environment
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return SteadyMeasureRun(status: process.terminationStatus, stdoutData: try Data(contentsOf: outURL),
                                stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
