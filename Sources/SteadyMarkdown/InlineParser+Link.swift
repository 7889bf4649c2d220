/// Inline links `[label](destination "title")` (CommonMark 0.31.2, 6.3 and
/// "look for link or image"). The label stays, with its own emphasis; the
/// destination and title go. Chat has no link reference definitions, so
/// `[label]`, `[label][ref]` and `[label][]` stay text, and no image syntax,
/// so `![alt](src)` is a `!` before a link.
extension InlineParser {
    mutating func openBracket() {
        nodes.append(InlineNode(.linkStart, ["["]))
        brackets.append(Bracket(node: nodes.count - 1, delimiterBottom: delimiters.count))
        position += 1
    }

    mutating func closeBracket() {
        position += 1
        guard let opener = brackets.last else {
            appendText("]")
            return
        }
        brackets.removeLast()
        guard brackets.count >= firstActiveBracket, let end = inlineLinkEnd(at: position) else {
            firstActiveBracket = min(firstActiveBracket, brackets.count)
            appendText("]")
            return
        }
        nodes[opener.node].formsLink = true
        processEmphasis(above: opener.delimiterBottom)
        nodes.append(InlineNode(.linkEnd, []))
        // A link may not contain a link: every `[` still open is inactive.
        firstActiveBracket = brackets.count
        position = end
    }

    /// Where the `(destination "title")` that starts at `start` ends, or nil
    /// when there is none.
    private mutating func inlineLinkEnd(at start: Int) -> Int? {
        guard has(start), source[start] == "(" else { return nil }
        guard var p = destinationEnd(from: skipLinkWhitespace(from: start + 1)) else { return nil }
        let afterDestination = p
        p = skipLinkWhitespace(from: p)
        if p > afterDestination, let titleEnd = titleEnd(from: p) {
            p = skipLinkWhitespace(from: titleEnd)
        }
        guard has(p), source[p] == ")" else { return nil }
        return p + 1
    }

    /// Spaces and tabs, with at most one line ending among them.
    private mutating func skipLinkWhitespace(from start: Int) -> Int {
        var p = start
        var sawLineEnding = false
        while has(p) {
            let scalar = source[p]
            if scalar == " " || scalar == "\t" {
                p += 1
            } else if scalar.isLineEnding && !sawLineEnding {
                sawLineEnding = true
                p += scalar == "\r" && has(p + 1) && source[p + 1] == "\n" ? 2 : 1
            } else {
                break
            }
        }
        return p
    }

    /// The end of a link destination: `<…>` without line endings or `<`,
    /// or a run without spaces or controls whose unescaped parentheses
    /// balance, nested at most 32 deep (CommonMark lets a parser bound the
    /// nesting; the bound keeps a run of `(` from making each `](` scan far).
    /// It may be empty.
    private mutating func destinationEnd(from start: Int) -> Int? {
        var p = start
        if has(p) && source[p] == "<" {
            p += 1
            while has(p) {
                let scalar = source[p]
                if scalar == ">" { return p + 1 }
                if scalar == "<" || scalar.isLineEnding { return nil }
                p += isEscape(at: p) ? 2 : 1
            }
            return nil
        }
        var depth = 0
        while has(p) {
            let scalar = source[p]
            if isEscape(at: p) {
                p += 2
                continue
            }
            if scalar == "(" {
                depth += 1
                if depth > 32 { return nil }
            } else if scalar == ")" {
                if depth == 0 { break }
                depth -= 1
            } else if scalar == " " || scalar.isASCIIControl {
                break
            }
            p += 1
        }
        return depth == 0 ? p : nil
    }

    /// The end of a title in `"…"`, `'…'` or `(…)`, or nil. A scan stops at
    /// its closing character, and the next title's opening one is such a
    /// character, so the scans of many failed links do not overlap.
    private mutating func titleEnd(from start: Int) -> Int? {
        guard has(start) else { return nil }
        let open = source[start]
        let close: Unicode.Scalar
        switch open {
        case "\"": close = "\""
        case "'": close = "'"
        case "(": close = ")"
        default: return nil
        }
        var p = start + 1
        while has(p) {
            if isEscape(at: p) {
                p += 2
                continue
            }
            let scalar = source[p]
            if scalar == close { return p + 1 }
            if open == "(" && scalar == "(" { return nil }
            p += 1
        }
        return nil
    }

    /// Whether a backslash at `p` escapes the next character.
    private mutating func isEscape(at p: Int) -> Bool {
        source[p] == "\\" && has(p + 1) && source[p + 1].isASCIIPunctuation
    }
}
