/// Code spans (CommonMark 0.31.2, 6.1): a backtick string of length *n*
/// opens, the next backtick string of exactly *n* closes, and what is
/// between is literal: no escapes, no emphasis, no links. An opener with no
/// closer is literal backticks.
extension InlineParser {
    mutating func scanBackticks() {
        var end = position
        while has(end) && source[end] == "`" { end += 1 }
        let length = end - position
        if backtickStrings == nil { backtickStrings = BacktickStrings(source) }
        guard let closer = backtickStrings?.first(ofLength: length, from: end) else {
            // The search for a closer ran to the end: a later one may close.
            open.backtickLengths.insert(length)
            for _ in 0..<length { appendText("`") }
            position = end
            return
        }
        // A closer that ends the source may grow into another length.
        _ = has(closer + length)
        nodes.append(InlineNode(.code, Self.codeContent(source[end..<closer])))
        position = closer + length
    }

    /// The content as drawn. CommonMark turns line endings into spaces and
    /// then strips one space from each end when both ends are spaces and
    /// not everything is; chat keeps its line endings, so only the strip
    /// counts one as a space. That makes a fenced block, which is a code span
    /// here (there are no blocks), lose the line endings after and before
    /// its fences.
    static func codeContent(_ content: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar.isLineEnding }
        guard let first = content.first, let last = content.last, isSpace(first), isSpace(last),
              !content.allSatisfy(isSpace) else { return Array(content) }
        var start = content.startIndex + 1
        if first == "\r" && content[start] == "\n" { start += 1 }
        var end = content.endIndex - 1
        if last == "\n" && content[end - 1] == "\r" { end -= 1 }
        return Array(content[start..<end])
    }
}

/// Where each backtick string (a maximal run of backticks) starts, by
/// length, so that finding a code span's closer is a binary search instead
/// of a scan: many unclosed openers stay linear.
struct BacktickStrings {
    private var startsByLength: [Int: [Int]] = [:]

    init(_ source: [Unicode.Scalar]) {
        var k = 0
        while k < source.count {
            guard source[k] == "`" else { k += 1; continue }
            let start = k
            while k < source.count && source[k] == "`" { k += 1 }
            startsByLength[k - start, default: []].append(start)
        }
    }

    /// The start of the first backtick string of exactly `length` at or
    /// after `offset`.
    func first(ofLength length: Int, from offset: Int) -> Int? {
        guard let starts = startsByLength[length] else { return nil }
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : nil
    }
}
