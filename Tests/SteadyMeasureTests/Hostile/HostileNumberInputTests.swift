import Foundation
import Testing

/// Numbers from the whole double range in every numeric field of an input
/// line or a request: each line gets its records or an error record, each
/// message its records or an error in its place, and the process lives.
/// (A device pixel ratio between 7e-46 and 2.9e-39, a box or a mention chip
/// of 1e16 em, killed the CLI and the service with SIGILL.)
@Suite(.timeLimit(.minutes(3))) struct HostileNumberInputTests {
    /// JSON number texts from one end of the double range to the other.
    static let numbers = ["0", "-0", "1", "-1", "5e-324", "1e-300", "7e-46", "1e-40", "2.9e-39", "1.2e-38", "1e-7",
                          "33554432", "1e9", "1e16", "1e19", "3.4e38", "3.5e38", "1e39", "1e300", "1.7976931348623157e308",
                          "1e309", "-1e309", "-1e300"]

    /// Every number in every field of a message: a span's box and weight, a
    /// mention chip, a bubble's media ratio and style lengths and scales.
    static func lines() -> [String] {
        numbers.flatMap { n in [
            #"{"id": "box \#(n)", "text": "Hi @ana, see", "spans": [{"start": 3, "end": 7, "box": \#(n)}]}"#,
            #"{"id": "weight \#(n)", "text": "Hi @ana, see", "spans": [{"start": 3, "end": 7, "weight": \#(n)}]}"#,
            #"{"id": "mention \#(n)", "markdown": "Hi @ana, see **you**", "mentions": {"@ana": \#(n)}}"#,
            #"{"id": "media \#(n)", "text": "Look", "bubble": {"media": {"aspectRatio": \#(n)}, "time": "12:30"}}"#,
            #"{"id": "gap \#(n)", "text": "Look", "bubble": {"reactions": "👍", "style": {"reactionsOverlap": \#(n), "maxWidth": \#(n)}}}"#,
            #"{"id": "scale \#(n)", "text": "Look", "bubble": {"name": "Bo", "style": {"name": {"scale": \#(n)}}}}"#,
        ] }
    }

    /// Each line is answered in order: its records, or one error record.
    static func checkAnswered(_ run: SteadyMeasureRun, lines: [String], recordsPerLine: Int) {
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.stderr.suffix(400))")
        var records = run.stdoutLines[...]
        for (number, line) in lines.enumerated() {
            guard let first = records.first,
                  let object = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
                Issue.record("line \(number + 1) (\(line)) has no record"); return
            }
            if object["error"] != nil {
                #expect(object["line"] as? Int == number + 1, "\(first)")
                records = records.dropFirst()
            } else {
                for record in records.prefix(recordsPerLine) {
                    let fields = try? JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any]
                    let height = (fields?["height"] ?? fields?["rowHeight"]) as? Double
                    #expect(height.map { $0.isFinite && $0 >= 0 } == true, "\(line): \(record)")
                }
                records = records.dropFirst(recordsPerLine)
            }
        }
        #expect(records.isEmpty, "records no line asked for: \(records.prefix(2))")
    }

    @Test(arguments: [["--width", "300,1e300"], ["--width", "300", "--size", "1e300", "--dpr", "100"],
                      ["--width", "0.0001", "--size", "1e-300", "--line-height", "1e300", "--dpr", "0.01"]])
    func everyFieldAtEveryNumber(options: [String]) throws {
        let lines = Self.lines()
        let run = try SteadyMeasureRun.run(options, input: Data((lines.joined(separator: "\n") + "\n").utf8))
        let widths = options[1].split(separator: ",").count
        Self.checkAnswered(run, lines: lines, recordsPerLine: widths)
    }

    /// A ratio outside 0.01–100 is a usage error naming the range; its ends are answered.
    @Test(arguments: ["1e-40", "7e-46", "2.9e-39", "0.009", "100.5", "1e300"])
    func aRatioOutsideItsRangeIsAUsageError(ratio: String) throws {
        let run = try SteadyMeasureRun.run(["--width", "300", "--dpr", ratio], input: Data(#"{"id": 1, "text": "Hi"}"#.utf8))
        #expect(run.status == 2)
        #expect(run.stderr == "steady-measure: --dpr: \"\(ratio)\" is not a ratio from 0.01 to 100\n")
    }

    @Test(arguments: ["0.01", "100"])
    func theEndsOfTheRatioRangeAreAnswered(ratio: String) throws {
        let run = try SteadyMeasureRun.run(["--width", "300", "--dpr", ratio], input: Data(#"{"id": 1, "text": "Hi"}"#.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 1)
    }

    /// The same through the service: a request per number, every message answered.
    @Test func theServiceAnswersEveryNumber() throws {
        let service = try ServiceProcess(["--jobs", "2"])
        let lines = Self.lines()
        let body = #"{"widths": [300, 1e300], "sizes": [17, 1e300], "messages": [\#(lines.joined(separator: ", "))]}"#
        let response = try service.request("POST", "/v1/heights", body: body)
        #expect(response.status == 200)
        let results = response.json["results"] as? [[String: Any]] ?? []
        let errors = results.filter { $0["error"] != nil }.count
        #expect(results.count == errors + (lines.count - errors) * 4)
        for ratio in ["1e-40", "2.9e-39", "1e39", "0.001"] {
            let refused = try service.request("POST", "/v1/heights", body: #"{"widths": [300], "dpr": \#(ratio), "messages": [{"id": 1, "text": "Hi"}]}"#)
            #expect(refused.status == 400, "dpr \(ratio)")
            #expect(refused.bodyText.contains("dpr"), "\(refused.bodyText)")
        }
        #expect(try service.request("GET", "/healthz").status == 200)
        #expect(service.stop() == 0)
    }
}
