import SteadyText

/// Spans for a quarter of a corpus's messages, as chat styles them: a bold
/// word, an italic phrase, a code word (Noto Sans Mono), a weight change
/// inside a word ("**un**believable"), and in one message of three a mention
/// chip (a box 4 em wide over a word). Seeded, so every run styles the same
/// words; the texts are unchanged, so styled and plain runs compare the same
/// words.
enum StyledCorpus {
    static func spans(for messages: [String], seed: UInt64 = 18) -> [[TextSpan]] {
        var random = SplitMix64(seed: seed)
        return messages.enumerated().map { index, text in
            guard index % 4 == 0 else { return [] }
            // Words as UTF-16 ranges between spaces.
            var words: [Range<Int>] = []
            var start: Int? = nil
            for (offset, unit) in text.utf16.enumerated() {
                if unit == 0x20 || unit == 0x0A {
                    if let s = start { words.append(s..<offset) }
                    start = nil
                } else if start == nil {
                    start = offset
                }
            }
            if let s = start { words.append(s..<text.utf16.count) }
            guard words.count >= 4 else { return words.first.map { [TextSpan(start: $0.lowerBound, end: $0.upperBound, weight: 700)] } ?? [] }
            let units = Array(text.utf16)
            func safe(_ offset: Int) -> Bool {
                offset <= 0 || offset >= units.count
                    || !(UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset]))
            }
            var spans: [TextSpan] = []
            let step = words.count / 4
            let bold = words[random.below(step)]
            spans.append(TextSpan(start: bold.lowerBound, end: bold.upperBound, weight: 700))
            let italic = words[step + random.below(step)]
            spans.append(TextSpan(start: italic.lowerBound, end: italic.upperBound, style: .italic))
            let inside = words[2 * step + random.below(step)]
            if inside.count >= 4 && safe(inside.lowerBound + 2) {
                spans.append(TextSpan(start: inside.lowerBound, end: inside.lowerBound + 2, weight: 700))
            }
            let last = words[3 * step + random.below(words.count - 3 * step)]
            if index % 12 == 0 {
                spans.append(TextSpan(start: last.lowerBound, end: last.upperBound, box: 4))
            } else {
                spans.append(TextSpan(start: last.lowerBound, end: last.upperBound, family: "Noto Sans Mono"))
            }
            return spans
        }
    }
}
