import Foundation
import Testing

/// `--dpr`: Chromium lays text out in device px at the screen's ratio and
/// reports the box divided by the ratio (Docs/device-pixel-ratio.md).
@Suite struct DevicePixelRatioTests {
    static let input = #"{"id": 1, "text": "Hello"}"# + "\n"

    @Test func ratioOneIsTheDefault() throws {
        let plain = try SteadyMeasureRun.run(["--width", "120,300"], input: Self.input)
        let one = try SteadyMeasureRun.run(["--width", "120,300", "--dpr", "1"], input: Self.input)
        #expect(one.status == 0 && one.stderr.isEmpty)
        #expect(one.stdout == plain.stdout)
    }

    /// "Hello" at 17 px with `line-height: normal`, as Chromium 156 reported it
    /// (getBoundingClientRect) at each ratio: NotoSans's ascent and descent
    /// rounded in device px, divided by the ratio in single precision.
    @Test(arguments: [("1", "23"), ("1.25", "23.200000762939453"), ("1.5", "22.666667938232422"),
                      ("1.75", "23.428571701049805"), ("2", "23"), ("2.5", "22.80000114440918"),
                      ("3", "23.33333396911621")])
    func heightsAreChromiumsAtEachRatio(_ ratio: String, _ height: String) throws {
        let run = try SteadyMeasureRun.run(["--width", "300", "--dpr", ratio], input: Self.input)
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout == #"{"id": 1, "width": 300, "size": 17, "lines": 1, "height": \#(height)}"# + "\n")
    }
}
