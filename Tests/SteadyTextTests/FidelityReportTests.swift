import SteadyGoldens
import SteadyText
import Testing

/// Docs/fidelity.md as `steady-goldens fidelity` writes it: a set's heading gives the cases the
/// golden comparison matches, and every table adds up to the set's cases.
@Suite struct FidelityReportTests {
    @Test func reportCountsTheComparisons() throws {
        let goldens = try ChromiumGoldens(named: "basic")
        let fonts = try FontStack.bundled()
        let comparisons = goldens.compare(fonts: fonts)
        let matched = comparisons.filter(\.matches).count
        let report = FidelityReport.markdown(sets: [("basic", goldens)], fonts: fonts)
        #expect(report.contains("## basic: \(matched) of \(comparisons.count) cases match"))
        // The white-space table: one row a mode, whose cases add up to the set's.
        let table = report.components(separatedBy: "| white-space |")[1].split(separator: "\n").dropFirst(2)
            .prefix { $0.hasPrefix("|") }
        let cases = table.map { Int($0.split(separator: "|")[2].trimmingCharacters(in: .whitespaces)) ?? 0 }
        #expect(table.count == 2 && cases.reduce(0, +) == comparisons.count)
    }
}
