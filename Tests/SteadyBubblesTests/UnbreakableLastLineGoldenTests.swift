import Foundation
import Testing
import SteadyBubbles
import SteadyGoldens
import SteadyText

/// The timestamp after a last line that cannot break, against Chromium 156
/// (`Goldens/bubbles-one-grapheme-dpr1`, `-dpr2`; corpus
/// `make_bubble_corpus.py one-grapheme`): texts of one grapheme cluster
/// (emoji with a skin tone, a ZWJ family, a flag, an ideograph, a letter, a
/// letter with a combining mark, right-to-left letters), a lone inline box,
/// one long word, and as controls texts of two graphemes and texts whose
/// last line follows a newline or a space; each with a short and a long
/// time, incoming and outgoing, at list widths 320, 360, 390 and 430 and
/// sizes 17, 28 and 40, at ratios 1 and 2.
///
/// Such a text stays one line at any width, so "it stays one line with the
/// timestamp's width taken off" does not say that the timestamp fits after
/// it: Chromium wraps the timestamp to a line of its own whenever the line's
/// end plus the timestamp fails the line's fit test. Every case must match
/// (row height, text line count, every frame), with no list of differences.
@Suite struct UnbreakableLastLineGoldenTests {
    static let sets = ["bubbles-one-grapheme-dpr1", "bubbles-one-grapheme-dpr2"]

    @Test(arguments: sets)
    func rowsMatchChromium(_ name: String) throws {
        try expectEveryCaseMatches(name, count: 1_344)
    }

    /// The set holds what it is for: one-grapheme texts and lone boxes whose
    /// timestamp Chromium puts on a line of its own, and others where it fits.
    @Test(arguments: sets)
    func setCoversBothSides(_ name: String) throws {
        let goldens = try BubbleGoldens(named: name)
        for category in ["emoji", "letter", "ideograph", "box", "two"] {
            let cases = goldens.cases.filter { goldens.categories[$0.id] == category }
            let own = cases.filter { $0.textLines > 1 }.count
            #expect(own > 0 && own < cases.count, "\(category): \(own) of \(cases.count) with the time on its own line")
        }
    }
}
