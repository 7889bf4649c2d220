import Foundation
import SteadyText
import Testing
@testable import steady_measure

/// `--target` and the service's `"target"`: whose layout the heights match.
/// WebKitGTK lays text out in CSS px at every device pixel ratio and cuts a
/// fixed line height down to whole px (Tools/webkit-goldens, as WebKitGTK
/// 2.50 drew the goldens); Chromium, the default, rounds in device px.
@Suite struct TargetTests {
    static let input = #"{"id": 1, "text": "Hello"}"# + "\n" + #"{"id": 2, "text": "Hello there, how are you today?"}"# + "\n"

    @Test func chromiumIsTheDefault() throws {
        let plain = try SteadyMeasureRun.run(["--width", "120,300", "--dpr", "2"], input: Self.input)
        let chromium = try SteadyMeasureRun.run(["--width", "120,300", "--dpr", "2", "--target", "chromium"],
                                                input: Self.input)
        #expect(chromium.status == 0 && chromium.stderr.isEmpty)
        #expect(chromium.stdout == plain.stdout)
    }

    /// "Hello" at 15 px, `line-height: normal`, ratio 2: Chromium rounds the
    /// ascent and descent in device px (32 + 9 device px, 20.5 CSS px),
    /// WebKitGTK in CSS px (16 + 4), as at ratio 1.
    @Test func webKitLaysOutInCSSPixelsAtEveryRatio() throws {
        let arguments = ["--width", "300", "--size", "15", "--dpr", "2"]
        let chromium = try SteadyMeasureRun.run(arguments, input: Self.input)
        let webkit = try SteadyMeasureRun.run(arguments + ["--target", "webkit"], input: Self.input)
        let webkitAtOne = try SteadyMeasureRun.run(["--width", "300", "--size", "15", "--target", "webkit"],
                                                   input: Self.input)
        #expect(webkit.status == 0 && webkit.stderr.isEmpty)
        #expect(chromium.stdoutLines.first == #"{"id": 1, "width": 300, "size": 15, "lines": 1, "height": 20.5}"#)
        #expect(webkit.stdoutLines.first == #"{"id": 1, "width": 300, "size": 15, "lines": 1, "height": 20}"#)
        #expect(webkit.stdout == webkitAtOne.stdout)
    }

    /// `line-height: 22.5px`: 22 px lines in WebKitGTK, 22.5 in Chromium.
    @Test func webKitCutsAFixedLineHeightToWholePixels() throws {
        let arguments = ["--width", "120", "--line-height", "22.5"]
        let chromium = try SteadyMeasureRun.run(arguments, input: Self.input)
        let webkit = try SteadyMeasureRun.run(arguments + ["--target", "webkit"], input: Self.input)
        #expect(chromium.stdoutLines.last == #"{"id": 2, "width": 120, "size": 17, "lines": 3, "height": 67.5}"#)
        #expect(webkit.stdoutLines.last == #"{"id": 2, "width": 120, "size": 17, "lines": 3, "height": 66}"#)
    }

    /// A bubble's row under WebKit is laid out as WebKit lays out its
    /// texts, in CSS px: at ratio 2 it is its row at ratio 1, where
    /// Chromium's changes. Its labels keep their computed size: the name's
    /// `0.875em` of 15 px is 13.125 px, which Chromium truncates to 13.12.
    @Test func aBubbleUnderWebKitIsLaidOutInCSSPixels() throws {
        let input = #"{"id": 1, "text": "See you at 11!", "bubble": {"name": "Ana", "time": "12:30"}}"# + "\n"
        let arguments = ["--width", "320,390", "--size", "15,17", "--frames"]
        let webkit = try SteadyMeasureRun.run(arguments + ["--dpr", "2", "--target", "webkit"], input: input)
        let webkitAtOne = try SteadyMeasureRun.run(arguments + ["--target", "webkit"], input: input)
        let atOne = try SteadyMeasureRun.run(arguments, input: input)
        let atTwo = try SteadyMeasureRun.run(arguments + ["--dpr", "2"], input: input)
        #expect(webkit.status == 0 && webkit.stderr.isEmpty)
        #expect(webkit.stdout == webkitAtOne.stdout)
        #expect(atTwo.stdout != atOne.stdout)
        // The same lines and row heights as Chromium's at ratio 1; the name's width differs.
        func heights(_ line: String) throws -> [Double] {
            let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return ["lines", "height", "rowHeight"].map { (record[$0] as! NSNumber).doubleValue }
        }
        #expect(try webkit.stdoutLines.map(heights) == atOne.stdoutLines.map(heights))
        #expect(webkit.stdout != atOne.stdout)
    }

    /// Texts are shaped for the target too: no text face of the bundled
    /// stack has "☺", so WebKitGTK draws "☺︎" as Noto Sans's missing-glyph
    /// box (0.6 em) where Chromium draws the emoji font's glyph: four fit
    /// 60 px in WebKit, in a message, a bubble and a streamed message.
    @Test func aTextIsShapedForItsTarget() throws {
        let text = "\u{263A}\u{FE0E} \u{263A}\u{FE0E} \u{263A}\u{FE0E} \u{263A}\u{FE0E}"
        let input = #"{"id": 1, "text": "\#(text)"}"# + "\n"
            + #"{"id": 2, "text": "\#(text)", "bubble": {"time": "12:30"}}"# + "\n"
        let webkit = try SteadyMeasureRun.run(["--width", "60", "--target", "webkit"], input: input)
        let chromium = try SteadyMeasureRun.run(["--width", "60"], input: input)
        #expect(webkit.stdoutLines.first == #"{"id": 1, "width": 60, "size": 17, "lines": 1, "height": 23, "missing": 4}"#)
        #expect(chromium.stdoutLines.first == #"{"id": 1, "width": 60, "size": 17, "lines": 2, "height": 46}"#)
        #expect(webkit.stdoutLines.last?.contains(#""missing": 4"#) == true)
        #expect(chromium.stdoutLines.last?.contains(#""missing""#) == false)
        let streamed = try SteadyMeasureRun.run(["stream", "--width", "60", "--target", "webkit"],
                                                input: #"{"id": 1, "text": "\#(text)", "done": true}"# + "\n")
        #expect(streamed.stdoutLines == [webkit.stdoutLines[0]])
    }

    /// "Hello" at 14 px, `line-height: normal`: Firefox rounds Noto Sans'
    /// ascent and descent *up* in device px and counts lines in app units
    /// (1/60 px): 15 + 5 px at ratio 1, 30 + 9 device px (19.5 CSS px) at
    /// ratio 2, where Chromium's are 20 and 19. A fixed line height is kept
    /// to 1/60 px at every ratio.
    @Test func firefoxRoundsMetricsUpInDevicePixels() throws {
        let hello = #"{"id": 1, "text": "Hello"}"# + "\n"
        func height(_ arguments: [String]) throws -> String? {
            let run = try SteadyMeasureRun.run(["--width", "300", "--size", "14"] + arguments, input: hello)
            #expect(run.status == 0 && run.stderr.isEmpty)
            return run.stdoutLines.first?.components(separatedBy: #""height": "#).last
        }
        #expect(try height(["--target", "firefox"]) == "20}")
        #expect(try height(["--target", "firefox", "--dpr", "2"]) == "19.5}")
        #expect(try height(["--dpr", "2"]) == "19}")
        #expect(try height(["--target", "firefox", "--dpr", "2", "--line-height", "16.8"]) == "16.8}")
    }

    /// The service's `"target"` answers as `--target`; a target it does not
    /// know is a bad request naming the field.
    @Test func theServiceTakesATargetPerRequest() throws {
        let messages = #"[{"id": 1, "text": "Hello"}, {"id": 2, "text": "Hello there, how are you today?"}]"#
        let cli = try SteadyMeasureRun.run(["--width", "120,300", "--dpr", "2", "--line-height", "22.5",
                                            "--target", "webkit"], input: Self.input)
        let response = try BubbleServiceTests.post(
            #"{"widths": [120, 300], "dpr": 2, "lineHeight": 22.5, "target": "webkit", "messages": \#(messages)}"#)
        #expect(response.status == 200)
        #expect(response.body == #"{"results": ["# + cli.stdoutLines.joined(separator: ", ") + "]}\n")
        let bad = try BubbleServiceTests.post(#"{"widths": [120], "target": "gecko", "messages": \#(messages)}"#)
        #expect(bad.status == 400)
        #expect(bad.body.contains(#"target: expected \"chromium\", \"webkit\" or \"firefox\", found \"gecko\""#))
    }
}
