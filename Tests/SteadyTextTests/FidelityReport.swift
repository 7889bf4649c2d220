import Foundation
import Testing
import SteadyText

/// The match rate by category and by parameter, as Markdown.
///
/// `make fidelity` sets STEADY_FIDELITY_REPORT to a path and the report is
/// written there (Docs/fidelity.md); STEADY_GOLDENS may name other goldens
/// (`<prefix>` of `<prefix>.corpus.jsonl` and `<prefix>.chromium.jsonl`), for a
/// held-out check. Without the variables the report is built and checked, not written.
@Suite struct FidelityReport {
    @Test func report() throws {
        let environment = ProcessInfo.processInfo.environment
        var sets: [(String, ChromiumGoldens)] = []
        if let prefix = environment["STEADY_GOLDENS"] {
            sets.append((URL(fileURLWithPath: prefix).lastPathComponent, try ChromiumGoldens(prefix: URL(fileURLWithPath: prefix))))
        } else {
            sets.append(("basic", try ChromiumGoldens(named: "basic")))
            sets.append(("full", try ChromiumGoldens(named: "full")))
        }
        let fonts = try FontStack.bundled()
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
            #expect(matched > 0)
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
        if let path = environment["STEADY_FIDELITY_REPORT"] {
            try markdown.write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(path)")
        } else {
            print(markdown)
        }
    }

    private func table(_ title: String, _ comparisons: [ChromiumGoldens.Comparison], numeric: Bool = false,
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

    private func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.2f%%", 100 * Double(part) / Double(whole))
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
