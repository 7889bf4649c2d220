import Foundation
import SteadyText

/// The match rate against Chromium by category and by parameter, as Markdown: Docs/fidelity.md,
/// written by `make fidelity` (`steady-goldens fidelity`).
package enum FidelityReport {
    /// The report of `sets` (a name and its goldens each) measured with `fonts`.
    package static func markdown(sets: [(name: String, goldens: ChromiumGoldens)], fonts: FontStack) -> String {
        var markdown = """
        # Fidelity: SteadyText against Chromium

        Each case is one message at one width, font size, line height and white-space mode,
        rendered by headless Chromium 156 with the bundled fonts (Tools/chromium-goldens) and
        measured by SteadyText. A case matches when the line count, the height and every line's
        start offset are equal. Regenerate with `make fidelity`.

        """
        for (name, goldens) in sets {
            let comparisons = goldens.compare(fonts: fonts)
            let matched = comparisons.filter(\.matches).count
            markdown += "\n## \(name): \(matched) of \(comparisons.count) cases match (\(percent(matched, comparisons.count)))\n"
            markdown += table("category", comparisons) { $0.message.category }
            markdown += table("width (px)", comparisons, numeric: true) { format($0.golden.width) }
            markdown += table("font size (px)", comparisons, numeric: true) { format($0.golden.size) }
            markdown += table("line height", comparisons) {
                if case .fixed = $0.golden.lineHeight { "fixed" } else { "normal" }
            }
            markdown += table("white-space", comparisons) { $0.golden.whiteSpace.rawValue }
            let mismatches = comparisons.filter { !$0.matches }
            if !mismatches.isEmpty {
                markdown += "\nDiffering cases (first 20):\n\n"
                for mismatch in mismatches.prefix(20) {
                    markdown += "- `\(mismatch.golden.key.replacingOccurrences(of: "\t", with: " "))`: "
                        + "\(mismatch.lines.count) lines vs \(mismatch.golden.lines), height \(format(mismatch.height)) vs \(format(mismatch.golden.height))\n"
                }
            }
        }
        return markdown
    }

    private static func table(_ title: String, _ comparisons: [ChromiumGoldens.Comparison], numeric: Bool = false,
                              key: (ChromiumGoldens.Comparison) -> String) -> String {
        var groups: [String: (matched: Int, total: Int)] = [:]
        for comparison in comparisons {
            var group = groups[key(comparison)] ?? (0, 0)
            group.total += 1
            if comparison.matches { group.matched += 1 }
            groups[key(comparison)] = group
        }
        let order = groups.keys.sorted { numeric ? (Double($0) ?? 0) < (Double($1) ?? 0) : $0 < $1 }
        var text = "\n| \(title) | match | cases | rate |\n|---|---:|---:|---:|\n"
        for name in order {
            let group = groups[name]!
            text += "| \(name) | \(group.matched) | \(group.total) | \(percent(group.matched, group.total)) |\n"
        }
        return text
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.2f%%", 100 * Double(part) / Double(whole))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
