import Testing
import SteadyText

@Suite struct FullProbe {
    @Test func probe() throws {
        let goldens = try ChromiumGoldens(named: "full")
        let fonts = try FontStack.bundled()
        let comparisons = goldens.compare(fonts: fonts)
        var byCategory: [String: (Int, Int)] = [:]
        for c in comparisons {
            var e = byCategory[c.message.category] ?? (0, 0)
            e.1 += 1
            if c.matches { e.0 += 1 }
            byCategory[c.message.category] = e
        }
        for (k, v) in byCategory.sorted(by: { $0.key < $1.key }) { print("CAT", k, v.0, v.1) }
        let bad = comparisons.filter { !$0.matches }
        print("TOTAL", comparisons.count - bad.count, comparisons.count)
        var seen = Set<String>()
        for c in bad where !seen.contains(c.message.category) || seen.count < 40 {
            if seen.contains(c.golden.id) { continue }
            seen.insert(c.golden.id); seen.insert(c.message.category)
            print(c.report)
        }
    }
}
