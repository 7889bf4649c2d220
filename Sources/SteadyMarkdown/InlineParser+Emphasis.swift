import SteadyText

/// Emphasis, strong emphasis (CommonMark 0.31.2, 6.2) and strikethrough
/// (GFM 0.29, 6.5): delimiter runs, left- and right-flanking, and the
/// "process emphasis" procedure with its `openers_bottom` bounds.
extension InlineParser {
    /// Pushes a run of `*`, `_` or `~` as a node, and on the delimiter stack
    /// when it may open or close. Only a run of exactly two tildes is a
    /// strikethrough delimiter: GFM's spec asks for two, and a single `~`
    /// is how chat writes "about" (`~5 min`, `350~500 ml`).
    mutating func scanDelimiterRun() {
        let scalar = source[position]
        var end = position
        while has(end) && source[end] == scalar { end += 1 }
        let length = end - position
        defer { position = end }
        guard scalar != "~" || length == 2 else {
            for _ in 0..<length { appendText(scalar) }
            return
        }

        // The start and the end of the text count as white space.
        let before = position > 0 ? source[position - 1] : " "
        let after = has(end) ? source[end] : " "
        let leftFlanking = !after.isMarkdownWhitespace
            && (!after.isMarkdownPunctuation || before.isMarkdownWhitespace || before.isMarkdownPunctuation)
        let rightFlanking = !before.isMarkdownWhitespace
            && (!before.isMarkdownPunctuation || after.isMarkdownWhitespace || after.isMarkdownPunctuation)
        let canOpen, canClose: Bool
        if scalar == "_" {
            // Intraword `_` is not emphasis: a run flanking on both sides
            // opens only after punctuation and closes only before it.
            canOpen = leftFlanking && (!rightFlanking || before.isMarkdownPunctuation)
            canClose = rightFlanking && (!leftFlanking || after.isMarkdownPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }

        var node = InlineNode(.delimiterRun, [scalar])
        node.literalCount = length
        nodes.append(node)
        if canOpen || canClose {
            delimiters.append(Delimiter(node: nodes.count - 1, scalar: scalar, length: length,
                                        canOpen: canOpen, canClose: canClose))
        }
    }

    /// Resolves the emphasis of the delimiters above `bottom`, then removes
    /// them from the stack; returns the characters of the openers left,
    /// which a closer after them could still close.
    ///
    /// - Complexity: O(delimiters above `bottom`): a link's text is resolved
    ///   alone, with the delimiters below it untouched, so many links after
    ///   many unclosed openers stay linear.
    @discardableResult
    mutating func processEmphasis(above bottom: Int) -> Set<Unicode.Scalar> {
        let count = delimiters.count - bottom
        guard count > 0 else { return [] }
        var steps = count   // WorkCount: the delimiters listed, then each visit of an opener
        defer { WorkCount.add(.markdown, steps) }
        // The live delimiters above `bottom` as a doubly linked list, by
        // index from `bottom`; -1 is none.
        var previous = Array(0..<count).map { $0 - 1 }
        var next = Array(0..<count).map { $0 + 1 < count ? $0 + 1 : -1 }
        // The last live delimiter. What stays live is what may still open:
        // a closer that cannot open is unlinked when it finds no opener, an
        // opener when it is used up, and those between a pair are skipped.
        var last = count - 1
        func unlink(_ k: Int) {
            if previous[k] >= 0 { next[previous[k]] = next[k] }
            if next[k] >= 0 { previous[next[k]] = previous[k] }
            if k == last { last = previous[k] }
        }
        // For each kind of closer, the index at or below which no opener
        // can match it: a failed search is never repeated, so the
        // procedure stays linear.
        var openersBottom: [OpenersKey: Int] = [:]

        var closer = 0
        while closer >= 0 {
            let close = delimiters[bottom + closer]
            guard close.canClose else { closer = next[closer]; continue }
            let key = OpenersKey(scalar: close.scalar, canOpen: close.canOpen, lengthModulo3: close.length % 3)
            let floor = openersBottom[key] ?? -1
            var opener = previous[closer]
            while opener > floor {
                steps += 1
                let open = delimiters[bottom + opener]
                if open.scalar == close.scalar && open.canOpen && Self.mayPair(open, close) { break }
                opener = previous[opener]
            }
            guard opener > floor else {
                openersBottom[key] = previous[closer]
                let following = next[closer]
                if !close.canOpen { unlink(closer) }
                closer = following
                continue
            }

            let openNode = delimiters[bottom + opener].node, closeNode = close.node
            let used: Int
            if close.scalar == "~" {
                used = 2
                nodes[openNode].opens.strike += 1
                nodes[closeNode].closes.strike += 1
            } else if nodes[openNode].literalCount >= 2 && nodes[closeNode].literalCount >= 2 {
                used = 2
                nodes[openNode].opens.strong += 1
                nodes[closeNode].closes.strong += 1
            } else {
                used = 1
                nodes[openNode].opens.emphasis += 1
                nodes[closeNode].closes.emphasis += 1
            }
            nodes[openNode].literalCount -= used
            nodes[closeNode].literalCount -= used
            // The delimiters between are literal now.
            next[opener] = closer
            previous[closer] = opener
            if nodes[openNode].literalCount == 0 { unlink(opener) }
            if nodes[closeNode].literalCount == 0 {
                let following = next[closer]
                unlink(closer)
                closer = following
            }
        }
        var left: Set<Unicode.Scalar> = []
        var live = last
        while live >= 0 {
            left.insert(delimiters[bottom + live].scalar)
            live = previous[live]
        }
        delimiters.removeSubrange(bottom...)
        return left
    }

    /// CommonMark's rule of 3 (rules 9 and 10): when either run can both
    /// open and close, the two lengths may not sum to a multiple of 3
    /// unless both are multiples of 3. Tildes pair when both are `~~`.
    private static func mayPair(_ open: Delimiter, _ close: Delimiter) -> Bool {
        guard open.scalar != "~", open.canClose || close.canOpen else { return true }
        return (open.length + close.length) % 3 != 0 || (open.length % 3 == 0 && close.length % 3 == 0)
    }

    /// What a closer's search depends on besides its place.
    private struct OpenersKey: Hashable {
        var scalar: Unicode.Scalar
        var canOpen: Bool
        var lengthModulo3: Int
    }
}
