import Testing
@testable import SteadyText
import SteadyTestSupport

/// ``BreakDictionary``: ICU's compiled word lists read from their bytes.
@Suite struct BreakDictionaryTests {
    /// The words at `start` of `text` (their lengths) and how much the trie read.
    static func words(_ dictionary: BreakDictionary, _ text: String, from start: Int = 0) -> ([Int], Int) {
        let units = Array(text.utf16)
        var lengths: [Int] = []
        let read = units.withUnsafeBufferPointer {
            dictionary.words(in: $0, from: start, to: units.count) { lengths.append($0) }
        }
        return (lengths, read)
    }

    static func contains(_ dictionary: BreakDictionary, _ word: String) -> Bool {
        Array(word.utf16).withUnsafeBufferPointer { dictionary.contains($0) }
    }

    /// Chat words are in the list: "I", "will", "arrive", "in", "time",
    /// "minute", "rice", "thank you", "day", "birthday"; a prefix of one,
    /// letters of another script and nothing are not.
    @Test func knownWordsAreFound() {
        let khmer = BreakDictionary.khmer
        for word in ["ខ្ញុំ", "នឹង", "មកដល់", "ក្នុង", "ពេល", "នាទី", "បាយ", "អរគុណ", "ថ្ងៃ", "កំណើត"] {
            #expect(Self.contains(khmer, word), "\(word)")
        }
        for text in ["ក្នុ", "ខ្ញុ", "abc", "สวัสดี", ""] { #expect(!Self.contains(khmer, text), "\(text)") }
        // Chromium's list is abridged: "រយៈ" (period) is not in it, which is why
        // Chromium keeps "ក្នុងរយៈ" whole (KhmerBreakEngineTests).
        #expect(!Self.contains(khmer, "រយៈ"))
    }

    /// Every word that starts at an offset, shortest first, and how many
    /// characters the trie read there, the one that ended the match
    /// included: what ICU's engines compare to their thresholds.
    @Test func wordsAndPrefixesAtAnOffset() {
        let khmer = BreakDictionary.khmer
        // "ជាតិ" (nation), "ជាតិភូមិ" (homeland) and the two-letter "ជា" inside them.
        #expect(Self.words(khmer, "ជាតិភូមិ") == ([2, 4, 8], 8))
        #expect(Self.words(khmer, "អាចម៍សេះ") == ([3, 4, 5, 8], 8))
        // "ក្នុង" and no longer word: the trie stops at its end.
        #expect(Self.words(khmer, "ក្នុងរយៈពេលដប់នាទី") == ([5], 5))
        // "ពេល" then "ដ", which continues no word: 4 read.
        #expect(Self.words(khmer, "ក្នុងរយៈពេលដប់នាទី", from: 8) == ([3], 4))
        // "រយ" begins words and "រយៈ" none: no word, 3 read; "ក្នុ", a prefix to the text's end: 4.
        #expect(Self.words(khmer, "ក្នុងរយៈពេលដប់នាទី", from: 5) == ([], 3))
        #expect(Self.words(khmer, "ក្នុ") == ([], 4))
        // A character of another script ends the walk at once.
        #expect(Self.words(khmer, "abc") == ([], 1))
        #expect(Self.words(khmer, "") == ([], 0))
    }

    /// The reader stops at `to`: a word longer than the range is not found.
    @Test func theRangesEndBoundsTheWords() {
        let units = Array("ជាតិភូមិ".utf16)
        var lengths: [Int] = []
        let read = units.withUnsafeBufferPointer {
            BreakDictionary.khmer.words(in: $0, from: 0, to: 5) { lengths.append($0) }
        }
        #expect(lengths == [2, 4] && read == 5)
    }

    /// Bytes that are no dictionary give none: nothing, a header alone, the
    /// wrong format or byte order, another trie type, indexes past the end.
    @Test func malformedBytesGiveNoDictionary() {
        let real = BreakDictionary.embeddedKhmer
        #expect(BreakDictionary(real) != nil)
        #expect(BreakDictionary([]) == nil)
        #expect(BreakDictionary(Array(real.prefix(4))) == nil)
        #expect(BreakDictionary(Array(real.prefix(160))) == nil)
        var edited = real
        edited[12] = 0x42   // "Bict"
        #expect(BreakDictionary(edited) == nil)
        edited = real
        edited[8] = 1   // big-endian
        #expect(BreakDictionary(edited) == nil)
        let header = Int(real[0]) | Int(real[1]) << 8
        edited = real
        edited[header + 16] = 1   // a trie of 16-bit units
        #expect(BreakDictionary(edited) == nil)
        edited = real
        edited[header + 7] = 0x7F   // the trie's end far past the data
        #expect(BreakDictionary(edited) == nil)
        edited = real
        edited[2] = 0   // no magic bytes
        #expect(BreakDictionary(edited) == nil)
    }

    /// Hostile bytes never trap nor loop: every truncation of the real
    /// dictionary and random edits of its trie, read along Khmer, Thai and
    /// random text, answer within the text.
    @Test func hostileBytesNeverTrap() {
        let real = BreakDictionary.embeddedKhmer
        let texts = ["ខ្ញុំនឹងមកដល់ក្នុងរយៈពេលដប់នាទី", "ជាតិភូមិអាចម៍សេះ", "สวัสดีครับ", "\u{200D}\u{200C}ក\u{200D}"]
        func exercise(_ dictionary: BreakDictionary, extra: [UInt16] = []) {
            for units in texts.map({ Array($0.utf16) }) + [extra] {
                units.withUnsafeBufferPointer { text in
                    for start in 0..<max(text.count, 1) {
                        var count = 0, last = 0
                        let read = dictionary.words(in: text, from: start, to: text.count) { length in
                            #expect(length > last)
                            last = length
                            count += 1
                        }
                        #expect(read <= text.count - min(start, text.count))
                        #expect(count <= BreakDictionary.maximumWords)
                    }
                }
            }
        }
        var random = SplitMix64(seed: 78)
        // Truncated anywhere: either refused or read without trapping.
        for length in stride(from: 0, to: real.count, by: 997) {
            if let dictionary = BreakDictionary(Array(real.prefix(length))) { exercise(dictionary) }
        }
        let header = Int(real[0]) | Int(real[1]) << 8
        let trieStart = header + 32
        for _ in 0..<300 {
            var edited = real
            for _ in 0..<(1 + Int(random.next() % 40)) {
                edited[trieStart + Int(random.next() % UInt64(real.count - trieStart))] = UInt8(truncatingIfNeeded: random.next())
            }
            let text = (0..<30).map { _ in UInt16(0x1780 + random.next() % 0x80) }
            guard let dictionary = BreakDictionary(edited) else { continue }
            exercise(dictionary, extra: text)
        }
        // A trie of random bytes after a valid header.
        for _ in 0..<100 {
            var bytes = Array(real.prefix(trieStart))
            bytes += (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let end = bytes.count - header
            for (k, byte) in [UInt8(end & 0xFF), UInt8(end >> 8 & 0xFF), 0, 0].enumerated() { bytes[header + 4 + k] = byte }
            if let dictionary = BreakDictionary(bytes) {
                exercise(dictionary, extra: (0..<30).map { _ in UInt16(0x1780 + random.next() % 0x80) })
            }
        }
    }
}
