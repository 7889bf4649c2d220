extension String {
    /// The string cut into pieces of a random count of Unicode scalars
    /// each, in `sizes`, as tokens of a streamed answer: a cut may fall
    /// inside a delimiter run, a `\r\n` or a grapheme cluster (an emoji
    /// sequence, a flag, a base and its accent), never inside a scalar.
    public func streamedPieces(_ sizes: ClosedRange<Int>, using random: inout SplitMix64) -> [String] {
        var pieces: [String] = []
        var rest = unicodeScalars[...]
        while !rest.isEmpty {
            let count = min(rest.count, Int.random(in: sizes, using: &random))
            pieces.append(String(String.UnicodeScalarView(rest.prefix(count))))
            rest = rest.dropFirst(count)
        }
        return pieces
    }
}
