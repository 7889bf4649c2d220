import Foundation
import SteadyText
import Testing
@testable import SteadyExperiments

/// Options, the command's exit statuses, and reading input files.
@Suite struct CommandLineTests {
    @Test func parsesEveryOption() throws {
        let options = try ExperimentOptions.parse(arguments: [
            "--seed", "7", "--input", "in.jsonl", "--json", "--svg=out.svg", "--anchor", "m3",
            "--scroll", "300", "--frame", "20", "--estimate", "44", "--no-timing",
        ])
        #expect(options.seed == 7 && options.inputPath == "in.jsonl" && options.json)
        #expect(options.svgPath == "out.svg" && options.anchorID == "m3")
        #expect(options.readerScroll == 300 && options.scrollFrame == 20)
        #expect(options.estimate == .fixed(44) && !options.measuresTiming)
        #expect(try ExperimentOptions.parse(arguments: []) == ExperimentOptions())
    }

    @Test(arguments: [
        (["--seed", "-1"], "--seed -1: not a whole number ≥ 0"),
        (["--seed"], "--seed needs a value"),
        (["--bogus"], "unknown option --bogus (see steady-measure experiment --help)"),
        (["extra"], "unexpected argument extra"),
        (["--frame", "0"], "--frame 0: expected a number of pt from 1 to 10000"),
        (["--frame", "1e-300"], "--frame 1e-300: expected a number of pt from 1 to 10000"),
        (["--frame", "0.001"], "--frame 0.001: expected a number of pt from 1 to 10000"),
        (["--frame", "0x10"], "--frame 0x10: expected a number of pt from 1 to 10000"),
        (["--frame", "nan"], "--frame nan: expected a number of pt from 1 to 10000"),
        (["--scroll", "-1"], "--scroll -1: expected a number of pt from 0 to 10000"),
        (["--scroll", "1e6"], "--scroll 1e6: expected a number of pt from 0 to 10000"),
        (["--scroll", "inf"], "--scroll inf: expected a number of pt from 0 to 10000"),
        (["--estimate", "big"], "--estimate big: expected `average` or a number of pt from 1 to 10000"),
        (["--estimate", "1e308"], "--estimate 1e308: expected `average` or a number of pt from 1 to 10000"),
        (["--estimate", "0"], "--estimate 0: expected `average` or a number of pt from 1 to 10000"),
        (["--json=yes"], "--json takes no value"),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: ExperimentError.usage(message)) { try ExperimentOptions.parse(arguments: arguments) }
    }

    @Test func rangesIncludeTheirBounds() throws {
        let low = try ExperimentOptions.parse(arguments: ["--scroll", "0", "--frame", "1", "--estimate", "1"])
        #expect(low.readerScroll == 0 && low.scrollFrame == 1 && low.estimate == .fixed(1))
        let high = try ExperimentOptions.parse(arguments: ["--scroll", "1e4", "--frame", "10000", "--estimate", "10000.0"])
        #expect(high.readerScroll == 10_000 && high.scrollFrame == 10_000 && high.estimate == .fixed(10_000))
    }

    /// Options built in code, not parsed, are held to the same ranges when run
    /// (a frame of 1e-300 pt would replay for ever, an estimate of 1e308 trapped).
    @Test func runRefusesDistancesOutOfRange() throws {
        let conversation = Conversation(messages: (0..<40).map { Message(id: "m\($0)", text: "message \($0)") },
                                        source: "test")
        let fonts = try FontStack.bundled()
        var tinyFrame = ExperimentOptions()
        tinyFrame.scrollFrame = 1e-300
        var hugeEstimate = ExperimentOptions()
        hugeEstimate.estimate = .fixed(1e308)
        var nanScroll = ExperimentOptions()
        nanScroll.readerScroll = .nan
        for (options, message) in [
            (tinyFrame, "--frame 1e-300: expected a number of pt from 1 to 10000"),
            (hugeEstimate, "--estimate 1e+308: expected `average` or a number of pt from 1 to 10000"),
            (nanScroll, "--scroll nan: expected a number of pt from 0 to 10000"),
        ] {
            #expect(throws: ExperimentError.usage(message)) {
                try Experiment.run(scenario: .prepend, conversation: conversation, fonts: fonts, options: options)
            }
        }
    }

    @Test func scenarioIsRequiredAndChecked() throws {
        #expect(throws: ExperimentError.self) { try Experiment.parseCommandLine([]) }
        #expect(throws: ExperimentError.usage("unknown scenario sideways: expected prepend, dynamic-type or resize")) {
            try Experiment.parseCommandLine(["sideways"])
        }
        let (scenario, options) = try Experiment.parseCommandLine(["resize", "--seed", "2"])
        #expect(scenario == .resize && options.seed == 2)
    }

    @Test func helpNamesEveryScenario() {
        for scenario in ["prepend", "dynamic-type", "resize"] { #expect(Experiment.helpText.contains(scenario)) }
    }

    @Test func readsMeasureInput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("steady-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"id": "a", "text": "Hello"}\#n{"id": 2, "text": "two\nlines", "extra": true}\#n{"id": "a", "text": "again"}\#n"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let conversation = try Conversation.load(contentsOf: path)
        #expect(conversation.messages == [Message(id: "a", text: "Hello"), Message(id: "2", text: "two\nlines"),
                                          Message(id: "a#1", text: "again")])
        try "{\"id\": 1}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ExperimentError.badInputLine(path: path, line: 1, reason: "missing \"text\"")) {
            try Conversation.load(contentsOf: path)
        }
        // A line that is not JSON is named with the column where it goes wrong; a number id stays as written.
        try "{\"id\": 1.50, \"text\": \"ok\"}\n{\"id\": 2, \"text\": \"no end\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ExperimentError.badInputLine(path: path, line: 2,
                                                     reason: "invalid JSON: unexpected end of line, expected ',' or '}' after object member at column 27")) {
            try Conversation.load(contentsOf: path)
        }
        try "{\"id\": 1.50, \"text\": \"ok\"}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Conversation.load(contentsOf: path).messages == [Message(id: "1.50", text: "ok")])
        #expect(throws: ExperimentError.unreadableInput(path: path + ".missing", reason: "No such file or directory")) {
            try Conversation.load(contentsOf: path + ".missing")
        }
    }
}
