/// What a parse left open at its end: what text after it could change how
/// it was read (``InlineParser/parseTellingOpen(_:)``).
struct OpenMarkup: Equatable {
    /// The lengths of backtick strings that found no closer: a later
    /// backtick string of one of these lengths closes one, and the text
    /// between becomes code.
    var backtickLengths: Set<Int> = []
    /// The characters of the openers left (`*`, `_`, `~`): a later run of
    /// one may close one.
    var openers: Set<Unicode.Scalar> = []
    /// Whether a `[` is still open: a later `]` may close it.
    var bracket = false
    /// Whether markup read past the end otherwise (a link's destination or
    /// title not finished, a delimiter run or a backslash at the end): the
    /// next characters decide it, whatever they are.
    var readPastEnd = false

    /// Nothing is open: no text after this one changes how it was read.
    var isClosed: Bool { backtickLengths.isEmpty && openers.isEmpty && !bracket && !readPastEnd }

    /// Whether `text`, which follows the source after a newline, may close
    /// something left open: a backtick string of an open length, a run of an
    /// opener's character, a `]`; always when the source read past its end.
    /// When not, `text` parses as it would alone, and the source as it did.
    ///
    /// Errs on the side of yes: a `*` in code or after a backslash counts.
    func mayBeClosed(by text: [Unicode.Scalar]) -> Bool {
        if readPastEnd { return true }
        var run = 0
        for scalar in text {
            if scalar == "`" {
                run += 1
                continue
            }
            if backtickLengths.contains(run) || openers.contains(scalar) || (bracket && scalar == "]") { return true }
            run = 0
        }
        return backtickLengths.contains(run)
    }

    /// Adds what `other` leaves open.
    mutating func formUnion(_ other: OpenMarkup) {
        backtickLengths.formUnion(other.backtickLengths)
        openers.formUnion(other.openers)
        bracket = bracket || other.bracket
        readPastEnd = readPastEnd || other.readPastEnd
    }
}
