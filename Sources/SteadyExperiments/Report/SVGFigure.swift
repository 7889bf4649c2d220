/// A figure of one result that reads without explanation: a title, one panel per approach side
/// by side on the same y scale, a bar per step (how far the message being read moved, pt),
/// titled axes with units, and a legend with each approach's max and total.
///
/// Plain SVG text on a white background, with no scripts, fonts or external references, and
/// nothing that varies between runs (timing is left out).
struct SVGFigure {
    let result: ExperimentResult

    static let colors = ["plain": "#D55E00", "scroll-position": "#0072B2", "fixed-canvas": "#009E73"]

    private let width = 1260.0
    private let height = 600.0
    private let left = 80.0
    private let right = 20.0
    private let gap = 40.0
    private let plotTop = 130.0
    private let plotBottom = 450.0

    var svgText: String {
        var svg: [String] = []
        svg.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.append(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" viewBox="0 0 \#(n(width)) \#(n(height))" font-family="Helvetica, Arial, sans-serif">"#)
        svg.append(#"<rect x="0" y="0" width="\#(n(width))" height="\#(n(height))" fill="white"/>"#)
        svg.append(text(result.scenario.figureTitle, x: width / 2, y: 32, size: 20, anchor: "middle", weight: "bold"))
        svg.append(text("\(result.source), reader starts at \(result.anchorID), seed \(result.seed); after each step the reader scrolls, frame by frame",
                        x: width / 2, y: 56, size: 13, anchor: "middle", fill: "#444444"))

        // Legend: one entry per approach with its max and total.
        let legendWidth = (width - left - right) / Double(max(1, result.approaches.count))
        for (index, approach) in result.approaches.enumerated() {
            let x = left + Double(index) * legendWidth
            svg.append(#"<rect x="\#(n(x))" y="76" width="14" height="14" fill="\#(color(approach.name))"/>"#)
            svg.append(text("\(approach.name): max \(fixed(approach.maxAnchorShift, 1)) pt, total \(fixed(approach.totalAnchorShift, 1)) pt",
                            x: x + 20, y: 88, size: 13))
        }

        let scaleMax = niceCeiling(result.approaches.flatMap(\.stepShifts).max() ?? 0)
        let panelCount = Double(max(1, result.approaches.count))
        let panelWidth = (width - left - right - gap * (panelCount - 1)) / panelCount
        for (index, approach) in result.approaches.enumerated() {
            svg += panel(approach, x: left + Double(index) * (panelWidth + gap), width: panelWidth, scaleMax: scaleMax)
        }

        // Axis titles, once for the figure.
        let middleY = (plotTop + plotBottom) / 2
        svg.append(#"<text x="22" y="\#(n(middleY))" font-size="13" text-anchor="middle" transform="rotate(-90 22 \#(n(middleY)))">anchor shift per step (pt)</text>"#)
        svg.append(text("step: \(result.stepAxisTitle)", x: width / 2, y: 500, size: 13, anchor: "middle"))
        svg.append(text("Anchor shift: how far the message being read moved on screen beyond the reader's own scrolling, summed over the step (pt, absolute).",
                        x: width / 2, y: 566, size: 12, anchor: "middle", fill: "#444444"))
        svg.append(text("plain keeps the offset; scroll-position restores the row by id but corrects estimated heights when they scroll into view; fixed-canvas is SteadyLayout.",
                        x: width / 2, y: 586, size: 12, anchor: "middle", fill: "#444444"))
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private func panel(_ approach: ApproachResult, x: Double, width: Double, scaleMax: Double) -> [String] {
        var svg: [String] = []
        let plotHeight = plotBottom - plotTop
        svg.append(#"<g>"#)
        svg.append(text(approach.name, x: x + width / 2, y: plotTop - 12, size: 15, anchor: "middle", weight: "bold",
                        fill: color(approach.name)))
        // Grid lines and y ticks on the same scale in every panel.
        for tick in 0...4 {
            let value = scaleMax * Double(tick) / 4
            let y = plotBottom - plotHeight * Double(tick) / 4
            svg.append(#"<line x1="\#(n(x))" y1="\#(n(y))" x2="\#(n(x + width))" y2="\#(n(y))" stroke="rgb(224,224,224)" stroke-width="1"/>"#)
            svg.append(text(tickLabel(value), x: x - 5, y: y + 4, size: 11, anchor: "end", fill: "#444444"))
        }
        let count = max(1, approach.stepShifts.count)
        let slot = width / Double(count)
        for (index, shift) in approach.stepShifts.enumerated() {
            let barHeight = scaleMax > 0 ? plotHeight * shift / scaleMax : 0
            let barX = x + Double(index) * slot + slot * 0.15
            svg.append(#"<rect x="\#(n(barX))" y="\#(n(plotBottom - barHeight))" width="\#(n(slot * 0.7))" height="\#(n(barHeight))" fill="\#(color(approach.name))"/>"#)
        }
        // Axes.
        svg.append(#"<line x1="\#(n(x))" y1="\#(n(plotTop))" x2="\#(n(x))" y2="\#(n(plotBottom))" stroke="black" stroke-width="1"/>"#)
        svg.append(#"<line x1="\#(n(x))" y1="\#(n(plotBottom))" x2="\#(n(x + width))" y2="\#(n(plotBottom))" stroke="black" stroke-width="1"/>"#)
        if approach.stepShifts.allSatisfy({ $0 == 0 }) {
            svg.append(text("0.0 pt at every step", x: x + width / 2, y: plotBottom - 14, size: 14, anchor: "middle",
                            weight: "bold", fill: color(approach.name)))
        }
        // Step labels, turned when they would collide.
        let labels = result.steps.map(\.label)
        let longest = Double(labels.map(\.count).max() ?? 0)
        let turned = longest * 6.5 + 3 > slot
        for (index, label) in labels.enumerated() {
            let labelX = x + (Double(index) + 0.5) * slot
            if turned {
                let y = plotBottom + 12
                svg.append(#"<text x="\#(n(labelX))" y="\#(n(y))" font-size="10" text-anchor="end" transform="rotate(-60 \#(n(labelX)) \#(n(y)))">\#(escaped(label))</text>"#)
            } else {
                svg.append(text(label, x: labelX, y: plotBottom + 16, size: 10, anchor: "middle"))
            }
        }
        svg.append("</g>")
        return svg
    }

    private func color(_ name: String) -> String { Self.colors[name] ?? "#555555" }

    private func text(_ content: String, x: Double, y: Double, size: Double, anchor: String = "start",
                      weight: String = "normal", fill: String = "#000000") -> String {
        #"<text x="\#(n(x))" y="\#(n(y))" font-size="\#(n(size))" text-anchor="\#(anchor)" font-weight="\#(weight)" fill="\#(fill)">\#(escaped(content))</text>"#
    }

    private func escaped(_ content: String) -> String {
        var result = ""
        for character in content {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A coordinate with at most two decimals.
    private func n(_ value: Double) -> String {
        let text = fixed(value, 2)
        var trimmed = Substring(text)
        while trimmed.contains("."), trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return String(trimmed)
    }

    private func tickLabel(_ value: Double) -> String {
        value == value.rounded() ? fixed(value, 0) : fixed(value, 1)
    }

    /// The smallest of 1, 2, 2.5, 5 × 10^k at or above `value` (1 for 0), so ticks at quarters are round.
    private func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        while magnitude > value { magnitude /= 10 }
        for factor in [1.0, 2.0, 4.0, 5.0, 8.0, 10.0] where factor * magnitude >= value { return factor * magnitude }
        return 10 * magnitude
    }
}
