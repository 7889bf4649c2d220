import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText

@Suite struct UnicodeShimTests {
    func opportunities(_ text: String) -> [Int] {
        let units = Array(text.utf16)
        return PreparationScratch.perThread.with { scratch in
            units.withUnsafeBufferPointer { buffer in
                let flags = LineBreakOpportunities.compute(buffer, iterator: scratch.iterators.line, pairs: .shared)
                return flags.indices.filter { flags[$0] && $0 < units.count }
            }
        }
    }

    @Test func breaksAfterSpaceRuns() {
        #expect(opportunities("hello world") == [6])
        #expect(opportunities("hello   world") == [8])
        #expect(opportunities("hello !") == [6])       // Blink: after spaces, before anything
        #expect(opportunities("( hello") == [2])
    }

    @Test func asciiPairRulesAreWebKits() {
        #expect(opportunities("abc-123") == [4])        // '-' before a digit after a letter
        #expect(opportunities("x -123") == [2])          // a minus sign: no break after '-'
        #expect(opportunities("what?yes") == [5])       // after '?'
        #expect(opportunities("a/b/c") == [])            // never at '/'
        #expect(opportunities("foo(bar)") == [])         // '(' after a letter: no
        #expect(opportunities("a+b") == [])
    }

    @Test func unicodeBreaksComeFromICU78() {
        #expect(opportunities("你好世界") == [1, 2, 3])
        #expect(opportunities("ちょっと待って") == [1, 2, 3, 4, 5, 6])   // line_normal: small kana may start a line
        #expect(opportunities("a\u{200B}b") == [2])      // after ZWSP
        #expect(opportunities("a\u{00A0}b") == [])        // NBSP glues
        #expect(opportunities("co\u{00AD}op") == [3])     // after a soft hyphen
    }

    @Test func emojiBreakOnBothSidesButNotInsideSequences() {
        let family = "👨‍👩‍👧"
        #expect(opportunities("a" + family + "b") == [1, 1 + family.utf16.count])
    }

    @Test func graphemeClustersKeepSequencesTogether() {
        let units = Array("e\u{301}👍🏽x".utf16)
        let starts = PreparationScratch.perThread.with { scratch in
            units.withUnsafeBufferPointer { GraphemeBoundaries.compute($0, iterator: scratch.iterators.grapheme) }
        }
        #expect(starts.indices.filter { starts[$0] } == [0, 2, 6, 7])
    }

    @Test func bidiLevelsForMixedText() {
        let units = Array("ab שלום cd".utf16)
        let levels = units.withUnsafeBufferPointer { BidiLevels.compute($0, direction: .leftToRight) }
        #expect(levels == [0, 0, 0, 1, 1, 1, 1, 0, 0, 0])
        // Left-to-right text needs no levels: none are kept, and every one reads 0.
        let latin = Array("abc".utf16).withUnsafeBufferPointer { BidiLevels.compute($0, direction: .leftToRight) }
        #expect(latin.isEmpty && BidiLevels.level(latin, at: 2) == 0)
    }

    /// In a right-to-left paragraph the spaces between left-to-right words stay with them
    /// (level 2), and the spaces and punctuation at a direction change take the paragraph's
    /// level (1): which characters are shaped together depends on the base direction.
    @Test func bidiLevelsInARightToLeftParagraph() {
        let units = Array("שלום ab cd!".utf16)
        let levels = units.withUnsafeBufferPointer { BidiLevels.compute($0, direction: .rightToLeft) }
        #expect(levels == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1])
        let latin = Array("ab".utf16).withUnsafeBufferPointer { BidiLevels.compute($0, direction: .rightToLeft) }
        #expect(latin == [2, 2])
    }

    /// `dir="auto"`: the first character of class L, R or AL decides (the right-to-left mark
    /// is R); digits, punctuation and emoji do not, and a box span's text is not there to read.
    @Test func firstStrongCharacterDecidesTheDirection() {
        #expect(TextDirection(firstStrongCharacterOf: "123 (שלום) abc") == .rightToLeft)
        #expect(TextDirection(firstStrongCharacterOf: "😂 مرحبا") == .rightToLeft)
        #expect(TextDirection(firstStrongCharacterOf: "\u{200F}ok") == .rightToLeft)
        #expect(TextDirection(firstStrongCharacterOf: "“ok” שלום") == .leftToRight)
        #expect(TextDirection(firstStrongCharacterOf: "👍 12:30 !") == nil)
        #expect(TextDirection(firstStrongCharacterOf: "") == nil)
        #expect(TextDirection(firstStrongCharacterOf: "@x שלום", spans: [TextSpan(start: 0, end: 2, box: 2)]) == .rightToLeft)
        #expect(TextDirection(firstStrongCharacterOf: "@x שלום", spans: [TextSpan(start: 0, end: 2, weight: 700)]) == .leftToRight)
    }

    @Test func characterPropertiesFromICU() {
        let latin = CharacterPropertyTable.properties(of: 0x41)
        #expect(latin.script == 25)                                  // USCRIPT_LATIN
        #expect(CharacterPropertyTable.properties(of: 0x0E01).lineBreak == 24)   // Thai: SA, dictionary
        #expect(CharacterPropertyTable.properties(of: 0x6F22).lineBreak == 14)   // 漢: ID
        #expect(CharacterPropertyTable.properties(of: 0x200D).isDefaultIgnorable)     // ZWJ
        #expect(CharacterPropertyTable.properties(of: 0xD55C).hasCanonicalDecomposition)  // 한
        #expect(!CharacterPropertyTable.properties(of: 0x1100).hasCanonicalDecomposition) // a jamo
    }

    /// The Latin pair table written in the source is the one the shipped
    /// rules give. `make latin-pairs` (`steady-goldens latin-pairs`) writes it anew.
    @Test func writtenLatinPairTableIsTheRulesOne() throws {
        let derived = LatinPairDerivation(iterator: BreakIterator(.line))
        let written = LatinPairTable.shared.rows
        let differingRows = Set(written.indices.filter { written[$0] != derived.rows[$0] }
            .map { $0 / LatinPairTable.wordsPerRow })
        #expect(differingRows.isEmpty, "\(differingRows.count) rows differ: run `make latin-pairs` after changing BreakRules/")
        // The ASCII rules, which hold whatever the table says.
        #expect(LatinPairTable.shared.canBreak(between: 0x2D, and: 0x61))      // after '-'
        #expect(!LatinPairTable.shared.canBreak(between: 0x61, and: 0x2F))     // never at '/'
        #expect(LatinPairTable.shared.canBreak(between: 0x3F, and: 0x79))      // after '?'
    }
}
