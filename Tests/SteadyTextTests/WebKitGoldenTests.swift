import SteadyGoldens
import Testing
@testable import SteadyText

/// SteadyText's `webkit` target against what WebKitGTK 2.50 rendered
/// (Goldens/webkit/, made by Tools/webkit-goldens, never by this code): the
/// Chromium sets' cases, the same corpora, stacks and parameters, drawn by
/// the other engine. Every case matches, or is listed with its cause in
/// `Goldens/webkit/<set>.known-differences.tsv`, and the list is exact.
///
/// WebKitGTK lays text out in CSS px at every ratio (each of its sets at
/// ratio 2 equals ratio 1's, case for case), so the sets at ratio 1 carry
/// its rules and two sets at ratio 2 check that the target ignores the ratio.
@Suite struct WebKitGoldenTests {
    static let sets = [
        "basic-stack", "scripts-dpr1", "styled-dpr1", "textcases-dpr1",
        "dejavu-dpr1", "dejavu-scripts-dpr1",
        "roboto-dpr1", "roboto-scripts-dpr1", "roboto-styled-dpr1",
        "inter-dpr1", "inter-scripts-dpr1",
        "liberation-dpr1", "liberation-scripts-dpr1",
        "cabin-dpr1", "cabin-scripts-dpr1",
        "open-sans-dpr1", "open-sans-scripts-dpr1",
        "basic-dpr2", "scripts-dpr2",
    ]

    @Test(arguments: sets)
    func webKitSetMatchesButForKnownDifferences(_ name: String) throws {
        try StackGoldenTests.check(name, target: .webkit, minimumCases: 2_900)
    }
}
