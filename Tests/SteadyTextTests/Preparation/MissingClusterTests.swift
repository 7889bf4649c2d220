import Foundation
import Testing
@testable import SteadyText

/// ``PreparedText/missingClusterCount``: the grapheme clusters no font of the
/// stack draws, counted once each, on every preparation path.
@Suite struct MissingClusterTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    /// The count from each way a text is prepared: word by word through the
    /// caches (twice, the second from them), and the whole text uncached.
    func counts(_ text: String, _ mode: WhiteSpace = .preWrap, fonts: FontStack? = nil) -> [Int] {
        let fonts = fonts ?? self.fonts
        let units = Array(text.utf16)
        return [PreparedText(text, whiteSpace: mode, fonts: fonts).missingClusterCount,
                PreparedText(text, whiteSpace: mode, fonts: fonts).missingClusterCount,
                PreparedTextStorage.prepare(units, whiteSpace: mode, fonts: fonts, useCache: false).missingClusterCount]
    }

    @Test func textWithNoFontIsCountedByCluster() {
        // Cherokee and Ol Chiki: no font of the bundled stack has them.
        #expect(counts("ᏣᎳᎩ") == [3, 3, 3])
        #expect(counts("Hello ᏣᎳᎩ ᱚᱞ ᱪᱤᱠᱤ!") == [9, 9, 9])
        // A combining mark on a missing letter: one cluster.
        #expect(counts("Ꭰ\u{0301}Ꭱ") == [2, 2, 2])
        // A supplementary-plane letter no font has (Gothic): one cluster, two code units.
        #expect(counts("𐌰𐌱 ok") == [2, 2, 2])
        // Right-to-left text is prepared whole, not word by word.
        #expect(counts("שלום ᏣᎳᎩ") == [3, 3, 3])
    }

    @Test func textWithFontsCountsNone() {
        for text in ["Hello, world 👋", "გამარჯობა", "สวัสดีครับ", "漢字 かな 한글", "مرحبا", "©\u{FE0F} ☺\u{FE0E}", "", " \n\t"] {
            #expect(counts(text) == [0, 0, 0], "\(text.debugDescription)")
        }
    }

    @Test func whiteSpaceNormalCountsTheProcessedText() {
        // Spaces never count; what collapses is gone either way.
        #expect(counts("  Ꭰ   Ꭱ  \n Ꭲ ", .normal) == [3, 3, 3])
        #expect(counts("  Ꭰ   Ꭱ  \n Ꭲ ", .preWrap) == [3, 3, 3])
    }

    /// A stack without Georgian draws it with no font; the bundled one has it.
    @Test func whatIsMissingDependsOnTheStack() throws {
        let sans = try FontStack(description: FontStackDescription(families: [
            FontFamilyDescription(name: "Sans", faces: [FontFaceDescription(path: FontStack.bundledDirectory + "/NotoSans-Regular.ttf")]),
        ]))
        #expect(counts("გამარჯობა ok", fonts: sans) == [9, 9, 9])
        #expect(counts("გამარჯობა ok") == [0, 0, 0])
    }
}
