import Foundation
import Testing

/// Usage errors: one line on standard error, nothing on standard output,
/// exit status 2, and no input read.
@Suite struct UsageErrorTests {
    /// (arguments, the message expected after "steady-measure: ")
    static let cases: [(arguments: [String], message: String)] = [
        ([], "--width is required, e.g. --width 300,375 (see steady-measure --help)"),
        (["--size", "17"], "--width is required, e.g. --width 300,375 (see steady-measure --help)"),
        (["--width", "300", "--colour", "red"], #"unknown option "--colour" (see steady-measure --help)"#),
        (["-x", "--width", "300"], #"unknown option "-x" (see steady-measure --help)"#),
        (["--width", "abc"], #"--width: "abc" is not a positive number"#),
        (["--width", "0"], #"--width: "0" is not a positive number"#),
        (["--width", "-300"], #"--width: "-300" is not a positive number"#),
        (["--width", "nan"], #"--width: "nan" is not a positive number"#),
        (["--width", "inf"], #"--width: "inf" is not a positive number"#),
        (["--width", "1e309"], #"--width: "1e309" is not a positive number"#),
        (["--width", "0x12c"], #"--width: "0x12c" is not a positive number"#),
        (["--width", "300,,375"], #"--width: "" is not a positive number"#),
        (["--width="], #"--width: "" is not a positive number"#),
        (["--width"], "--width needs a value"),
        (["--width", "300", "--width", "375"], "--width is given more than once"),
        (["--width", "300", "--size", "Huge"], #"--size: "Huge" is not a positive number or a Dynamic Type size (xSmall … xxxLarge, AX1 … AX5)"#),
        (["--width", "300", "--size", "0"], #"--size: "0" is not a positive number or a Dynamic Type size (xSmall … xxxLarge, AX1 … AX5)"#),
        (["--width", "300", "--size=17,-1"], #"--size: "-1" is not a positive number or a Dynamic Type size (xSmall … xxxLarge, AX1 … AX5)"#),
        (["--width", "300", "--line-height", "tall"], #"--line-height: "tall" is not a positive number or "normal""#),
        (["--width", "300", "--line-height", "0"], #"--line-height: "0" is not a positive number or "normal""#),
        (["--width", "300", "--white-space", "nowrap"], #"--white-space: "nowrap" is not supported (use pre-wrap or normal)"#),
        (["--width", "300", "--target", "gecko"], #"--target: "gecko" is not supported (use chromium, webkit or firefox)"#),
        (["--width", "300", "--jobs", "0"], #"--jobs: "0" is not a positive whole number"#),
        (["--width", "300", "--dpr", "0"], #"--dpr: "0" is not a positive number (1, 1.25, 1.5, 2, 3 …)"#),
        (["--width", "300", "--dpr", "retina"], #"--dpr: "retina" is not a positive number (1, 1.25, 1.5, 2, 3 …)"#),
        (["--width", "300", "--jobs", "1.5"], #"--jobs: "1.5" is not a positive whole number"#),
        (["--width", "300", "a.jsonl", "b.jsonl"], #"only one input FILE may be given, found "b.jsonl" after "a.jsonl""#),
        (["--width", "300", "/nonexistent/in.jsonl"], #"cannot read input file "/nonexistent/in.jsonl": No such file or directory"#),
        (["--width", "300", "/"], #"cannot read input file "/": it is a folder"#),
        (["--width", "300", "--fonts", "/nonexistent-fonts"], "--fonts: cannot read font file /nonexistent-fonts/NotoSans-Regular.ttf"),
    ]

    @Test(arguments: cases.indices)
    func usageErrorIsOneLineAndStatusTwo(index: Int) throws {
        let (arguments, message) = Self.cases[index]
        // Valid input on stdin: a usage error must win before any of it is measured.
        let run = try SteadyMeasureRun.run(arguments, input: #"{"id": 1, "text": "Hi"}"#)
        #expect(run.status == 2)
        #expect(run.stdoutData.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("steady-measure: \(message)"))
    }

    @Test func usageErrorsComeBeforeReadingInput() throws {
        // Bad lines on stdin would give status 1 and records if they were read.
        let run = try SteadyMeasureRun.run(["--width", "300", "--jobs", "0"], input: "not json\n")
        #expect(run.status == 2)
        #expect(run.stdoutData.isEmpty)
        #expect(!run.stderr.contains("line 1"))
    }

    @Test func spacesAroundListItemsAndTrailingOptionsAreFine() throws {
        let run = try SteadyMeasureRun.run(["--width", "300, 160", "--size", " Large", "--target=chromium", "--"],
                                           input: #"{"id": 1, "text": "Hi"}"#)
        #expect(run.status == 0)
        #expect(run.stdoutLines.count == 2)
    }

    @Test(arguments: [["--help"], ["-h"], ["measure", "--help"], ["--width", "abc", "--help"]])
    func helpDocumentsMeasureMode(arguments: [String]) throws {
        let run = try SteadyMeasureRun.run(arguments)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        for topic in ["--width", "--size", "--line-height", "--white-space", "--target", "--fonts", "--jobs",
                      "xSmall", "AX5", #"{"id": "m1", "width": 300, "size": 17, "lines": 2, "height": 46}"#,
                      #"{"line": 3, "error":"#, "EXIT STATUS", "experiment SCENARIO", "dynamic-type"] {
            #expect(run.stdout.contains(topic), "help lacks \(topic)")
        }
    }

    @Test func experimentRunsThroughTheCLI() throws {
        let run = try SteadyMeasureRun.run(["experiment", "prepend", "--json", "--no-timing"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\"scenario\": \"prepend\""))
        #expect(run.stdout.contains("\"name\": \"fixed-canvas\", \"maxAnchorShift\": 0.0, \"totalAnchorShift\": 0.0"))
    }

    @Test func experimentHelpAndAMissingInputFile() throws {
        let help = try SteadyMeasureRun.run(["experiment", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("dynamic-type"))
        let missing = try SteadyMeasureRun.run(["experiment", "prepend", "--input", "/no/such/file.jsonl"])
        #expect(missing.status == 2)
        #expect(missing.stdoutData.isEmpty)
        #expect(missing.stderr.contains("/no/such/file.jsonl"))
    }

    @Test func unknownExperimentIsAUsageError() throws {
        let run = try SteadyMeasureRun.run(["experiment", "sideways"])
        #expect(run.status == 2)
        #expect(run.stdoutData.isEmpty)
        #expect(run.stderr.hasPrefix("steady-measure"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }
}
