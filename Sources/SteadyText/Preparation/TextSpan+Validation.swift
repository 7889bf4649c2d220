extension TextSpan {
    /// Checks `spans` against a text and a stack, in order, and throws the
    /// first problem (Docs/steady-measure.md: out of range, overlapping, unsorted,
    /// splitting a surrogate pair, an unknown family, a weight outside
    /// 100–900, a negative box).
    ///
    /// - Parameters:
    ///   - spans: the spans, in the order given.
    ///   - utf16: the text's UTF-16 code units.
    ///   - fonts: the stack whose families a span may name (by name,
    ///     ignoring case, as CSS does).
    public static func validate(_ spans: [TextSpan], utf16: some Collection<UInt16>,
                                fonts: FontStack) throws(TextSpanError) {
        let units = Array(utf16)
        var previous: TextSpan?
        for (k, span) in spans.enumerated() {
            func failure(_ problem: TextSpanError.Problem) -> TextSpanError {
                TextSpanError(spanNumber: k + 1, start: span.start, end: span.end, problem: problem)
            }
            guard span.start < span.end else { throw failure(.empty) }
            guard span.start >= 0 && span.end <= units.count else { throw failure(.outOfRange(utf16Count: units.count)) }
            if let previous {
                guard span.start >= previous.start else { throw failure(.unsorted(previousStart: previous.start)) }
                guard span.start >= previous.end else {
                    throw failure(.overlapsPrevious(start: previous.start, end: previous.end))
                }
            }
            for offset in [span.start, span.end] where offset > 0 && offset < units.count {
                if UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset]) {
                    throw failure(.splitsSurrogatePair(offset: offset))
                }
            }
            if let family = span.family, fonts.familyIndex(named: family) == nil {
                throw failure(.unknownFamily(family))
            }
            if let weight = span.weight, !(weight >= 100 && weight <= 900) { throw failure(.weightOutOfRange(weight)) }
            if let box = span.box, !(box >= 0 && box.isFinite) { throw failure(.badBox(box)) }
            previous = span
        }
    }
}
