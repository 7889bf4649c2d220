import Foundation
import Testing

/// `--dpr`: ratio 1 is Chromium's layout; another ratio is answered with ratio 1's
/// heights and a warning on standard error, until ratio-specific layout exists.
@Suite struct DevicePixelRatioTests {
    static let input = #"{"id": 1, "text": "Hello there, see you at nine tomorrow"}"# + "\n"

    @Test func ratioOneIsTheDefault() throws {
        let plain = try SteadyMeasureRun.run(["--width", "120,300"], input: Self.input)
        let one = try SteadyMeasureRun.run(["--width", "120,300", "--dpr", "1"], input: Self.input)
        #expect(one.status == 0 && one.stderr.isEmpty)
        #expect(one.stdout == plain.stdout)
    }

    @Test func anotherRatioWarnsOnce() throws {
        let one = try SteadyMeasureRun.run(["--width", "120,300"], input: Self.input + Self.input)
        let two = try SteadyMeasureRun.run(["--width", "120,300", "--dpr", "2"], input: Self.input + Self.input)
        #expect(two.status == 0)
        #expect(two.stdout == one.stdout)
        #expect(two.stderrLines == [
            "steady-measure: warning: device pixel ratio 2 is laid out as ratio 1 (exact at 1; at other ratios a few heights differ from Chromium's)",
        ])
    }
}
