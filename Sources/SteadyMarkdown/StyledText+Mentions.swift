extension StyledText {
    /// A mention the app gave a box to.
    struct Mention {
        /// Its characters, as offsets into ``scalars``.
        var range: Range<Int>
        /// The box's width in em.
        var width: Double
    }

    /// The mentions that `width` makes boxes, in order.
    ///
    /// A mention is an `@` at a word start (``Unicode/Scalar/letsMentionFollow``)
    /// in the converted text, followed by `[A-Za-z0-9_.-]`, without its
    /// trailing dots (`@ana.` at a sentence's end is `@ana`). It is looked
    /// for in the drawn text, so `**@ana**` is a bold mention and `_@ana_`
    /// an italic one; it stops where the look changes (a box is one piece),
    /// and code, autolinks and link labels have none.
    ///
    /// - Parameter text: ``scalars`` as a string, for the substrings given
    ///   to `width`.
    func mentions(in text: String, width: (Substring) -> Double?) -> [Mention] {
        var candidates: [Range<Int>] = []
        var k = 0
        while k < scalars.count {
            guard mentionRoles[k] == .start, k == 0 || scalars[k - 1].letsMentionFollow else {
                k += 1
                continue
            }
            var end = k + 1
            while end < scalars.count && mentionRoles[end] == .text && looks[end] == looks[k]
                    && scalars[end].isMentionNameCharacter {
                end += 1
            }
            var trimmed = end
            while trimmed > k + 1 && scalars[trimmed - 1] == "." { trimmed -= 1 }
            if trimmed > k + 1 { candidates.append(k..<trimmed) }
            k = end
        }
        guard !candidates.isEmpty else { return [] }

        // One walk over the string finds every candidate's indices.
        var mentions: [Mention] = []
        let view = text.unicodeScalars
        var index = view.startIndex
        var offset = 0
        for range in candidates {
            index = view.index(index, offsetBy: range.lowerBound - offset)
            let end = view.index(index, offsetBy: range.count)
            offset = range.upperBound
            if let em = width(Substring(view[index..<end])), em.isFinite, em >= 0 {
                mentions.append(Mention(range: range, width: em))
            }
            index = end
        }
        return mentions
    }
}
