import Foundation

/// One run of the built `steady-measure` binary: what it wrote and how it exited.
struct SteadyMeasureRun {
    var status: Int32
    var stdoutData: Data
    var stderr: String

    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    /// Standard output split into lines (without the final empty one).
    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    /// Runs the binary with `arguments`, feeding it `input` on standard input.
    ///
    /// Standard input, output and error go through temporary files rather than
    /// pipes, so a large output cannot fill a pipe and deadlock the test.
    static func run(_ arguments: [String], input: Data = Data()) throws -> SteadyMeasureRun {
        let folder = try TemporaryFolder()
        let inURL = folder.url.appendingPathComponent("stdin")
        let outURL = folder.url.appendingPathComponent("stdout")
        let errURL = folder.url.appendingPathComponent("stderr")
        try input.write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stdin = try FileHandle(forReadingFrom: inURL)
        let stdout = try FileHandle(forWritingTo: outURL)
        let stderr = try FileHandle(forWritingTo: errURL)
        defer {
            try? stdin.close()
            try? stdout.close()
            try? stderr.close()
        }
        let process = Process()
        process.executableURL = binaryURL
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return SteadyMeasureRun(
            status: process.terminationStatus,
            stdoutData: try Data(contentsOf: outURL),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    static func run(_ arguments: [String], input: String) throws -> SteadyMeasureRun {
        try run(arguments, input: Data(input.utf8))
    }

    /// The package root, found from this file (Tests/SteadyMeasureTests/Support/…).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: beside the test bundle (the same build), else in `.build/debug`.
    static let binaryURL: URL = {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.deletingLastPathComponent().appendingPathComponent("steady-measure"),
            bundle.appendingPathComponent("steady-measure"),
            packageRoot.appendingPathComponent(".build/debug/steady-measure"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()
}

/// A fresh folder under the system's temporary directory, removed when dropped.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("steady-measure-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
