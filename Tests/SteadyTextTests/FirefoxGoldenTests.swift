import SteadyGoldens
import Testing
@testable import SteadyText

/// SteadyText's `firefox` target against what Firefox ESR 153 rendered
/// (Goldens/firefox/, made by Tools/firefox-goldens, never by this code):
/// Chromium sets' cases drawn by Firefox, with the bundled stack (the
/// first 300 messages of `basic`, the rest of it, every fourth message of
/// `scripts`, styled text) and the DejaVu, Liberation Sans and Roboto
/// stacks (with their styled sets, but DejaVu's), at ratio 1, and at ratio 2 (Liberation Sans, Roboto, the
/// bundled stack's first 300 messages and every fourth of `scripts`), where Firefox rounds font metrics
/// in device px and counts lines in app units all the same. Every case
/// matches, or is listed with its cause in
/// `Goldens/firefox/<set>.known-differences.tsv`, and the list is exact.
@Suite struct FirefoxGoldenTests {
    static let sets = [
        "basic-first300-dpr1", "basic-stack-from301", "scripts-every4-dpr1",
        "dejavu-dpr1", "liberation-dpr1", "roboto-dpr1",
        "styled-dpr1", "liberation-styled-dpr1", "roboto-styled-dpr1",
        "liberation-dpr2", "roboto-dpr2", "basic-first300-dpr2", "scripts-every4-dpr2",
    ]

    @Test(arguments: sets)
    func firefoxSetMatchesButForKnownDifferences(_ name: String) throws {
        try StackGoldenTests.check(name, target: .firefox, minimumCases: 3_480)
    }
}
