import Foundation
import Testing

/// Numbers and font folders no caller should pass: a usage error (exit 2, one
/// line on standard error, nothing on standard output) or a sound answer,
/// never a signal.
@Suite(.timeLimit(.minutes(2))) struct HostileOptionTests {
    static let input = #"{"id": 1, "text": "Hello 👋 مرحبا"}"# + "\n"

    static let badNumbers = ["0", "-0", "-1", "nan", "NaN", "-nan", "inf", "-inf", "infinity", "Infinity",
                             "1e309", "-1e308", "", " ", "1,", ",1", "0x10", "1e", "abc", "1 000", "٣"]

    @Test(arguments: ["--width", "--size", "--line-height"], badNumbers)
    func badNumberIsAUsageError(option: String, value: String) throws {
        var arguments = ["--width", "300", option, value]
        if option == "--width" { arguments = [option, value] }
        let run = try SteadyMeasureRun.run(arguments, input: Self.input)
        #expect(run.status == 2, "\(option) \(value): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("steady-measure: \(option)"))
    }

    /// Positive finite numbers at the edges: each is answered (sizes and line
    /// heights are clamped by LayoutLimits; Docs/limits.md).
    @Test(arguments: [("--width", "1e308"), ("--width", "5e-324"), ("--width", "1e-300"),
                      ("--size", "1e-300"), ("--size", "1e6"), ("--line-height", "1e-300"), ("--line-height", "1e300")])
    func extremeButValidNumberIsAnswered(option: String, value: String) throws {
        let arguments = option == "--width" ? [option, value] : ["--width", "300", option, value]
        let run = try SteadyMeasureRun.run(arguments, input: Self.input)
        #expect(run.status == 0, "\(option) \(value): \(run.stderr.prefix(300))")
        #expect(run.stdoutLines.count == 1)
    }

    /// These crashed the binary before LayoutLimits (SIGILL in FontMetrics.swift:34;
    /// an infinite height in JSONNumber.swift:14).
    @Test(arguments: [("--size", "1e308"), ("--size", "1e19"), ("--line-height", "1e308"), ("--line-height", "1e307")])
    func hugeSizeOrLineHeightDoesNotCrash(option: String, value: String) throws {
        let run = try SteadyMeasureRun.run(["--width", "300", option, value], input: Self.input)
        #expect(run.status == 0, "\(option) \(value): exit \(run.status) \(run.stderr.prefix(300))")
        #expect(run.stdoutLines.count == 1)
    }

    // Font folders. Every bundled font is linked except the broken one.

    static func fontFolder(breaking name: String, with make: (String) throws -> Void) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let bundled = SteadyMeasureRun.packageRoot.appendingPathComponent("Fonts")
        for file in try FileManager.default.contentsOfDirectory(atPath: bundled.path) where file.hasSuffix(".ttf") && file != name {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(file).path,
                                                       withDestinationPath: bundled.appendingPathComponent(file).path)
        }
        try make(folder.url.appendingPathComponent(name).path)
        return folder
    }

    static func expectFontUsageError(_ folder: TemporaryFolder, naming name: String) throws {
        let run = try SteadyMeasureRun.run(["--width", "300", "--fonts", folder.url.path], input: input)
        #expect(run.status == 2, "\(name): exit \(run.status) \(run.stderr.prefix(300))")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains(name))
    }

    @Test func fontFileMissing() throws {
        let folder = try Self.fontFolder(breaking: "NotoSansThai-Regular.ttf") { _ in }
        try Self.expectFontUsageError(folder, naming: "NotoSansThai-Regular.ttf")
    }

    @Test(arguments: [0, 3, 12, 64])
    func fontFileTruncated(_ length: Int) throws {
        let name = "NotoSans-Regular.ttf"
        let bytes = try Data(contentsOf: SteadyMeasureRun.packageRoot.appendingPathComponent("Fonts/\(name)"))
        let folder = try Self.fontFolder(breaking: name) { try bytes.prefix(length).write(to: URL(fileURLWithPath: $0)) }
        try Self.expectFontUsageError(folder, naming: name)
    }

    @Test func fontFileOfRandomBytes() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<10_000).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let folder = try Self.fontFolder(breaking: "NotoColorEmoji.ttf") { try Data(bytes).write(to: URL(fileURLWithPath: $0)) }
        try Self.expectFontUsageError(folder, naming: "NotoColorEmoji.ttf")
    }

    @Test func folderInPlaceOfAFontFile() throws {
        let folder = try Self.fontFolder(breaking: "NanumBarunGothic.ttf") {
            try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false)
        }
        try Self.expectFontUsageError(folder, naming: "NanumBarunGothic.ttf")
    }

    /// As root a mode-000 file is still readable: skipped there with a note.
    @Test func fontFileWithoutReadPermission() throws {
        let name = "NotoSansHebrew-Regular.ttf"
        let bytes = try Data(contentsOf: SteadyMeasureRun.packageRoot.appendingPathComponent("Fonts/\(name)"))
        let folder = try Self.fontFolder(breaking: name) {
            try bytes.write(to: URL(fileURLWithPath: $0))
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: $0)
        }
        if getuid() == 0 {
            print("HostileOptionTests.fontFileWithoutReadPermission: skipped, running as root (mode 000 is still readable)")
            return
        }
        try Self.expectFontUsageError(folder, naming: name)
    }

    @Test func fontsFolderMissing() throws {
        let run = try SteadyMeasureRun.run(["--width", "300", "--fonts", "/nonexistent/steady"], input: Self.input)
        #expect(run.status == 2)
        #expect(run.stderrLines.count == 1)
    }
}
