import Foundation
import SteadyText

/// What every hostile-input test checks of a laid-out text, whatever its content:
/// the lines partition the text, each is at least one code unit (or the text is
/// empty), layout and lines agree, and the numbers are finite.
enum Hostile {
    static let fonts: FontStack = try! FontStack.bundled()

    /// A box to lay a text out in.
    struct Box {
        var width: Double
        var fontSize: Double
        var lineHeight: LineHeight = .normal
        var devicePixelRatio: Double = 1
    }

    /// Lays `text` out at each width and size (`line-height: normal`) and
    /// checks the invariants. Returns the problems found (empty when sound).
    static func problems(_ text: String, whiteSpace: WhiteSpace = .preWrap,
                         widths: [Double] = [1, 120, 300, 10_000],
                         sizes: [Double] = [17]) -> [String] {
        problems(text, whiteSpace: whiteSpace, boxes: widths.flatMap { width in sizes.map { Box(width: width, fontSize: $0) } })
    }

    /// Lays `text` out with `fonts` in each box and checks the invariants.
    /// Returns the problems found (empty when sound). A broken font's
    /// advances can be negative (kerning with no advances), and so a line's
    /// width: `allowsNegativeWidths` lets them be.
    static func problems(_ text: String, whiteSpace: WhiteSpace = .preWrap, boxes: [Box],
                         fonts: FontStack = fonts, allowsNegativeWidths: Bool = false) -> [String] {
        let prepared = PreparedText(text, whiteSpace: whiteSpace, fonts: fonts)
        var found: [String] = []
        if prepared.utf16Count != text.utf16.count {
            found.append("utf16Count \(prepared.utf16Count) != \(text.utf16.count)")
        }
        for box in boxes {
            let (width, lineHeight, ratio) = (box.width, box.lineHeight, box.devicePixelRatio)
            let lines = prepared.lines(width: width, fontSize: box.fontSize, lineHeight: lineHeight, devicePixelRatio: ratio)
            let layout = prepared.layout(width: width, fontSize: box.fontSize, lineHeight: lineHeight, devicePixelRatio: ratio)
            var at = "width \(width) size \(box.fontSize)"
            if lineHeight != .normal { at += " line height \(lineHeight)" }
            if ratio != 1 { at += " ratio \(ratio)" }
            if layout.lineCount != lines.count { found.append("\(at): layout \(layout.lineCount) lines, lines() \(lines.count)") }
            if !layout.height.isFinite || layout.height < 0 { found.append("\(at): height \(layout.height)") }
            if text.isEmpty {
                if !lines.isEmpty { found.append("\(at): empty text has \(lines.count) lines") }
                continue
            }
            // white-space: normal collapses a text of only spaces, tabs and
            // newlines to nothing: no line box, as in Chromium.
            let collapses = whiteSpace == .normal && text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" }
            if lines.isEmpty && collapses { continue }
            if lines.isEmpty { found.append("\(at): no lines"); continue }
            if lines.first!.range.lowerBound != 0 { found.append("\(at): first line starts at \(lines.first!.range.lowerBound)") }
            if lines.last!.range.upperBound != prepared.utf16Count { found.append("\(at): last line ends at \(lines.last!.range.upperBound)") }
            for (a, b) in zip(lines, lines.dropFirst()) where a.range.upperBound != b.range.lowerBound {
                found.append("\(at): gap or overlap \(a.range) then \(b.range)"); break
            }
            if let empty = lines.first(where: { $0.range.isEmpty }) { found.append("\(at): empty line \(empty.range)") }
            let isBad = { (line: TextLine) in
                !line.width.isFinite || (line.width < 0 && !allowsNegativeWidths) || !line.height.isFinite || line.height < 0
            }
            if let bad = lines.first(where: isBad) {
                found.append("\(at): line \(bad)")
            }
        }
        return found
    }
}
