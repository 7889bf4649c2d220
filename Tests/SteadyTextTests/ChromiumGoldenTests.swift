import Testing
import SteadyText

/// SteadyText against what Chromium rendered (Goldens/, made by
/// Tools/chromium-goldens from headless Chromium 156, never by this code).
@Suite struct ChromiumGoldenTests {
    @Test func basicCorpusMatchesChromium() throws {
        let goldens = try ChromiumGoldens(named: "basic")
        let fonts = try FontStack.bundled()
        let comparisons = goldens.compare(fonts: fonts)
        let mismatches = comparisons.filter { !$0.matches }
        for mismatch in mismatches.prefix(15) { print(mismatch.report) }
        print("basic: \(comparisons.count - mismatches.count) of \(comparisons.count) cases match Chromium")
        #expect(comparisons.count >= 9000)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(comparisons.count) cases differ from Chromium")
    }
}
