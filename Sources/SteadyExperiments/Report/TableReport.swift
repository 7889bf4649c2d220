/// The readable result: a summary per approach, then one line per step.
struct TableReport {
    let result: ExperimentResult

    var text: String {
        var lines: [String] = []
        lines.append("\(result.scenario.rawValue): \(result.scenario.figureTitle)")
        lines.append("conversation: \(result.source); reader starts at \(result.anchorID); seed \(result.seed)")
        lines.append("")
        lines.append(row(["approach", "max shift (pt)", "total shift (pt)", "events that moved it"],
                         widths: [-16, 15, 17, 21]))
        for approach in result.approaches {
            lines.append(row([approach.name, number(approach.maxAnchorShift), number(approach.totalAnchorShift),
                              String(approach.jumpCount)], widths: [-16, 15, 17, 21]))
        }
        lines.append("")

        let hasHeights = result.steps.contains { $0.heightChange != nil }
        let timing = result.timing
        var header = ["step", "what happened"] + result.approaches.map(\.name)
        var widths = [-5, -58] + result.approaches.map { max(9, $0.name.count + 1) }
        if hasHeights {
            header.append("row height change min/median/max/mean (pt)")
            widths.append(-43)
        }
        if timing != nil {
            header.append("re-measure ms scratch/prepared")
            widths.append(-30)
        }
        lines.append(row(header, widths: widths))
        for (index, step) in result.steps.enumerated() {
            var cells = [String(index + 1), step.detail]
            cells += result.approaches.map { number($0.stepShifts[index]) }
            if hasHeights {
                if let change = step.heightChange {
                    cells.append("\(signed(change.min)) / \(signed(change.median)) / \(signed(change.max)) / \(signed(change.mean))")
                } else {
                    cells.append("")
                }
            }
            if let timing, index < timing.count {
                cells.append("\(fixed(timing[index].fromScratchMilliseconds, 1)) / \(fixed(timing[index].fromPreparedMilliseconds, 2)) (\(timing[index].rowCount) rows)")
            }
            lines.append(row(cells, widths: widths))
        }
        lines.append("")
        lines.append("Shifts: how far the message being read moved on screen, beyond the reader's own scrolling, per step (pt).")
        if let timing {
            let scratch = timing.reduce(0) { $0 + $1.fromScratchMilliseconds }
            let prepared = timing.reduce(0) { $0 + $1.fromPreparedMilliseconds }
            lines.append("Re-measuring all rows, summed over the steps: \(fixed(scratch, 1)) ms from scratch, \(fixed(prepared, 2)) ms from prepared rows"
                         + (timing.allSatisfy(\.heightsAgree) ? "; both gave identical heights." : "; THE TWO WAYS GAVE DIFFERENT HEIGHTS."))
        }
        return lines.joined(separator: "\n")
    }

    /// Cells padded to `widths`: negative widths pad on the right (left-aligned text).
    private func row(_ cells: [String], widths: [Int]) -> String {
        var line = ""
        for (cell, width) in zip(cells, widths) {
            let padding = String(repeating: " ", count: max(0, abs(width) - cell.count))
            line += (width < 0 ? cell + padding : padding + cell) + "  "
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    private func number(_ value: Double) -> String { fixed(value, 1) }

    private func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + (value == value.rounded() ? fixed(value, 0) : fixed(value, 1))
    }
}

/// `value` with exactly `decimals` decimals, without Foundation's locale.
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    var digits = String(scaled)
    if decimals > 0 {
        while digits.count <= decimals { digits = "0" + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
    }
    return (value < 0 && scaled != 0 ? "-" : "") + digits
}
