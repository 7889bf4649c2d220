import Foundation
import Testing
import SteadyText

/// SteadyText against what Chromium rendered (Goldens/, made by
/// Tools/chromium-goldens from headless Chromium 156, never by this code).
@Suite struct ChromiumGoldenTests {
    /// Latin, Greek and Cyrillic with emoji, European punctuation and presentation
    /// selectors: every case must match.
    @Test func basicCorpusMatchesChromium() throws {
        let goldens = try ChromiumGoldens(named: "basic")
        let comparisons = goldens.compare(fonts: try FontStack.bundled())
        let mismatches = comparisons.filter { !$0.matches }
        for mismatch in mismatches.prefix(10) { print(mismatch.report) }
        #expect(comparisons.count == 12_600)
        #expect(mismatches.count == 0, "\(mismatches.count) of \(comparisons.count) cases differ from Chromium")
    }

    /// Every script: every case matches, or is listed in known-differences.tsv
    /// with its cause; the list is exact (a listed case that now matches must be
    /// removed from it) and under 0.5% of the cases.
    @Test func fullCorpusMatchesChromiumButForKnownDifferences() throws {
        let goldens = try ChromiumGoldens(named: "full")
        let comparisons = goldens.compare(fonts: try FontStack.bundled())
        let known = try KnownDifferences.load()
        let mismatches = comparisons.filter { !$0.matches }
        let unexplained = mismatches.filter { known.causes[$0.golden.key] == nil }
        for mismatch in unexplained.prefix(10) { print(mismatch.report) }
        #expect(unexplained.count == 0, "\(unexplained.count) cases differ from Chromium and are not in known-differences.tsv")
        let mismatched = Set(mismatches.map(\.golden.key))
        let stale = known.causes.keys.filter { !mismatched.contains($0) }
        #expect(stale.count == 0, "listed in known-differences.tsv but now matching: \(stale.sorted().prefix(5))")
        #expect(comparisons.count >= 60_000)
        #expect(Double(known.causes.count) < 0.005 * Double(comparisons.count))
    }
}

/// `Goldens/known-differences.tsv`: cases where SteadyText and Chromium differ,
/// each with its cause.
struct KnownDifferences {
    var causes: [String: String]

    static let url = ChromiumGoldens.directory.appendingPathComponent("known-differences.tsv")

    static func load() throws -> KnownDifferences {
        let text = try String(contentsOf: url, encoding: .utf8)
        var causes: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { continue }
            causes[fields[0..<5].joined(separator: "\t")] = fields[5]
        }
        return KnownDifferences(causes: causes)
    }
}
