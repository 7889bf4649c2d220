/// How Chromium breaks a run of Khmer into words: ICU's Khmer dictionary
/// engine (`KhmerBreakEngine::divideUpDictionaryRange` in ICU's `dictbe.cpp`)
/// with the two constants Chromium's copy of ICU changes
/// (`patches/khmer-dictbe.patch` in its `third_party/icu`, for its abridged
/// Khmer word list), over that list (``BreakDictionary/khmer``).
///
/// The system ICU runs the same engine with ICU's own constants, so where
/// Chromium does not break, it can: in "ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី" ICU 72
/// breaks "ក្នុង|រយៈ|ពេល|ដប់" and Chromium "ក្នុងរយៈ|ពេលដប់" ("ក្នុង" and "ពេល"
/// are shorter than 10 characters, and "រយៈ" and "ដប់" begin no word of the
/// list, so each joins the word before it). ``chromium``
/// segments for the `chromium` target; `webkit` keeps the system ICU's engine
/// (``PreparationRules/khmerEngine``), and `firefox` breaks Khmer by ICU4X's
/// LSTM model (``ComplexContextBreaks``).
/// ``icu`` is the engine with ICU's constants, which the tests hold to the
/// system ICU's breaks, so that this port is known to be ICU's algorithm.
///
/// The walk, from a range's start: take the word found here (the one
/// dictionary word, or of several the one that the most words follow, up
/// to three in a row); if that word is shorter than
/// ``rootCombineThreshold`` characters and what follows it begins no word,
/// or begins fewer than ``prefixCombineThreshold`` characters of one, it
/// takes the characters after it up to the next place a word could start
/// (a character that may end a word, then one that may begin one, where a
/// word starts); then any combining marks. A break after each step, not at
/// the range's end. Each step depends only on where it starts, what follows
/// and the range's end (``DictionaryRestarts`` relies on it).
struct KhmerBreakEngine: Hashable, Sendable {
    /// A word this many characters long or longer takes no non-word after it
    /// (ICU: `KHMER_ROOT_COMBINE_THRESHOLD`).
    let rootCombineThreshold: Int
    /// A non-word that begins this many characters of a dictionary word or
    /// more stays apart from the word before it (ICU:
    /// `KHMER_PREFIX_COMBINE_THRESHOLD`, counted as the dictionary counts,
    /// see ``BreakDictionary/words(in:from:to:found:)``).
    let prefixCombineThreshold: Int

    /// Chromium 156's engine: 10 and 5.
    static let chromium = KhmerBreakEngine(rootCombineThreshold: 10, prefixCombineThreshold: 5)
    /// ICU's own: 3 and 3, what the system ICU (72) runs.
    static let icu = KhmerBreakEngine(rootCombineThreshold: 3, prefixCombineThreshold: 3)

    /// A range shorter than two words of two characters has no break
    /// (`KHMER_MIN_WORD_SPAN`).
    static let shortestRange = 4

    /// Whether the engine segments `unit`: Khmer of line breaking class SA
    /// (`[[:Khmr:]&[:LineBreak=SA:]]`), U+1780–U+17D3, U+17D7, U+17DC and
    /// U+17DD. ICU hands the engine each run of them whole.
    @inline(__always)
    static func segments(_ unit: UInt16) -> Bool {
        let offset = unit &- 0x1780
        guard offset <= 0x5D else { return false }   // one comparison for all other text
        return offset <= 0x53 || offset == 0x57 || offset >= 0x5C
    }

    /// The combining marks a word never ends before (`[[:Khmr:]&[:LineBreak=SA:]&[:M:]]`).
    @inline(__always)
    private static func isMark(_ unit: UInt16) -> Bool { (unit >= 0x17B4 && unit <= 0x17D3) || unit == 0x17DD }

    /// The characters a word may begin with when the walk looks for one: the
    /// consonants and independent vowels.
    @inline(__always)
    private static func beginsWord(_ unit: UInt16) -> Bool { unit >= 0x1780 && unit <= 0x17B3 }

    /// The characters a word may end with: all but the coeng (U+17D2), which
    /// joins the consonant after it.
    @inline(__always)
    private static func endsWord(_ unit: UInt16) -> Bool { segments(unit) && unit != 0x17D2 }

    /// Appends to `breaks` the breaks strictly inside `range` of `text`, a run
    /// of characters the engine ``segments(_:)``, in ascending order.
    func appendBreaks(in text: UnsafeBufferPointer<UInt16>, range: Range<Int>, to breaks: inout [Int32]) {
        let start = range.lowerBound, end = range.upperBound
        guard start >= 0, end <= text.count, end - start >= Self.shortestRange else { return }
        var words = WordTable(text: text, range: range)
        let first = breaks.count
        var position = start
        while position < end {
            var after = position
            let here = words.lookUp(position)
            if here.count == 1 {
                after += words.length(here, 0)
            } else if here.count > 1 {
                let best = bestWord(at: position, here, &words)
                after += words.length(here, best)
            }
            let wordLength = after - position
            if after < end && wordLength < rootCombineThreshold {
                let next = words.lookUp(after)
                if next.count == 0 && (wordLength == 0 || next.read < prefixCombineThreshold) {
                    after = nextPossibleWord(after: after, &words)
                }
            }
            while after < end && Self.isMark(text[after]) { after += 1 }
            // Each step takes at least a character (a step with no word looks
            // for the next one); the guard keeps any thresholds from looping.
            position = max(after, position + 1)
            breaks.append(Int32(position))
        }
        if breaks.count > first && Int(breaks[breaks.count - 1]) >= end { breaks.removeLast() }
    }

    /// Of the several words at `position` (`here`), the one to take: the
    /// longest that two more words follow, else the shortest that one word
    /// follows, else the longest. A following word that reaches the range's
    /// end counts as two.
    private func bestWord(at position: Int, _ here: WordTable.Entry, _ words: inout WordTable) -> Int {
        let end = words.end
        let longest = here.count - 1
        if position + words.length(here, longest) >= end { return longest }
        var chosen = longest
        for k in stride(from: longest, through: 0, by: -1) {
            let second = position + words.length(here, k)
            let next = words.lookUp(second)
            guard next.count > 0 else { continue }
            chosen = k
            if second + words.length(next, next.count - 1) >= end { return k }
            for j in stride(from: next.count - 1, through: 0, by: -1)
            where words.lookUp(second + words.length(next, j)).count > 0 {
                return k
            }
        }
        return chosen
    }

    /// Where the next word could start after `position`, where no word
    /// starts: the first place after a character that may end a word, before
    /// one that may begin one, where a dictionary word starts; else the
    /// range's end.
    private func nextPossibleWord(after position: Int, _ words: inout WordTable) -> Int {
        let text = words.text, end = words.end
        var at = position + 1
        while at < end {
            if Self.endsWord(text[at - 1]) && Self.beginsWord(text[at]) && words.lookUp(at).count > 0 { return at }
            at += 1
        }
        return end
    }
}

/// The dictionary words at each offset of a range, looked up at most once
/// each: the walk asks about the same offsets again as it compares words.
private struct WordTable {
    /// What the dictionary found at one offset (12 bytes: a range of Khmer
    /// without spaces may be as long as the text).
    struct Entry {
        /// Where its lengths start in ``WordTable/lengths``.
        private var storedFirst: Int32
        /// How many words start there (at most ``BreakDictionary/maximumWords``), -1 before it is looked up.
        private var storedCount: Int32
        /// How many characters the dictionary read there.
        private var storedRead: Int32

        init(first: Int, count: Int, read: Int) {
            storedFirst = Int32(truncatingIfNeeded: first)
            storedCount = Int32(truncatingIfNeeded: count)
            storedRead = Int32(truncatingIfNeeded: read)
        }

        var first: Int { Int(storedFirst) }
        var count: Int { Int(storedCount) }
        var read: Int { Int(storedRead) }
    }

    let text: UnsafeBufferPointer<UInt16>
    let start: Int
    let end: Int
    private let dictionary = BreakDictionary.khmer
    /// Each offset's entry.
    private var entries: [Entry]
    /// The word lengths of every offset looked up, each offset's shortest first.
    private var lengths: [Int32] = []

    init(text: UnsafeBufferPointer<UInt16>, range: Range<Int>) {
        self.text = text
        start = range.lowerBound
        end = range.upperBound
        entries = Array(repeating: Entry(first: 0, count: -1, read: 0), count: range.count)
    }

    /// The words at `position`; none at or past the range's end.
    mutating func lookUp(_ position: Int) -> Entry {
        guard position < end else { return Entry(first: 0, count: 0, read: 0) }
        let index = position - start
        if entries[index].count >= 0 { return entries[index] }
        let first = lengths.count
        let read = dictionary.words(in: text, from: position, to: end) { lengths.append(Int32($0)) }
        let entry = Entry(first: first, count: lengths.count - first, read: read)
        entries[index] = entry
        return entry
    }

    /// The length of the `k`th shortest word of `entry`.
    @inline(__always)
    func length(_ entry: Entry, _ k: Int) -> Int { Int(lengths[entry.first + k]) }
}
