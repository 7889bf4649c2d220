import Foundation
import Testing

/// `steady-measure experiment`: out-of-range options are usage errors (exit
/// 2, one line naming the option and its range), and a failed write of the
/// report is exit 3 with a line on standard error, never a silent success.
@Suite struct ExperimentCommandTests {
    /// Runs the binary through the shell with `redirection` applied to it
    /// (`> /dev/full`, `>&-`): what it wrote on standard error and its status.
    static func run(_ arguments: [String], redirection: String) throws -> (status: Int32, stderr: String) {
        let folder = try TemporaryFolder()
        let errURL = folder.url.appendingPathComponent("stderr")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let command = ([SteadyMeasureRun.binaryURL.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "exec \(command) \(redirection) 2>'\(errURL.path)'"]
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    @Test(arguments: [
        (["--estimate", "1e308"], "--estimate 1e308: expected `average` or a number of pt from 1 to 10000"),
        (["--frame", "1e-300"], "--frame 1e-300: expected a number of pt from 1 to 10000"),
        (["--scroll", "1e9"], "--scroll 1e9: expected a number of pt from 0 to 10000"),
    ])
    func outOfRangeOptionIsAUsageError(option: [String], message: String) throws {
        let run = try SteadyMeasureRun.run(["experiment", "prepend", "--json", "--no-timing"] + option)
        #expect(run.status == 2)
        #expect(run.stdoutData.isEmpty)
        #expect(run.stderrLines == ["steady-measure experiment: " + message])
    }

    @Test(arguments: ["> /dev/full", ">&-"])
    func failedWriteOfTheReportIsAnError(redirection: String) throws {
        let run = try Self.run(["experiment", "prepend", "--json", "--no-timing"], redirection: redirection)
        #expect(run.status == 3)
        let reason = redirection == ">&-" ? "Bad file descriptor" : "No space left on device"
        #expect(run.stderr == "steady-measure experiment: cannot write output: \(reason)\n")
    }

    @Test func failedWriteOfTheHelpIsAnError() throws {
        let run = try Self.run(["experiment", "--help"], redirection: "> /dev/full")
        #expect(run.status == 3)
        #expect(run.stderr == "steady-measure experiment: cannot write output: No space left on device\n")
    }
}
