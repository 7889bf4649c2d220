import SteadyMarkdown
import SteadyText
import Testing

/// `~~strike~~`: a span with no fields (a `<s>` splits Chromium's text
/// node). GFM 0.29's strikethrough extension asks for two tildes, with the
/// flanking rules of `*`; github.com also takes one, which this converter
/// does not, because chat writes "about" with one (`~5 min`). A run of
/// three or more tildes is text, as cmark-gfm 0.29 (GitHub's parser) draws
/// it; the cases marked "cmark-gfm" are what it renders.
@Suite struct StrikethroughTests {
    @Test(arguments: [
        ("~~Hi~~ Hello, world!", "Hi Hello, world!", [TextSpan.bare(0..<2)]),  // GFM's example
        ("~one~", "~one~", []),
        ("a ~~~b~~~ c", "a ~~~b~~~ c", []),              // cmark-gfm
        ("~~~three~~~", "~~~three~~~", []),              // no fence either: no blocks
        ("in ~5 min, ~10 at most", "in ~5 min, ~10 at most", []),
        ("350~500 ml", "350~500 ml", []),
        ("~~ a~~", "~~ a~~", []),                        // not left-flanking
        ("~~a ~~", "~~a ~~", []),                        // not right-flanking
        ("~~a", "~~a", []),
        ("x~~a~~y", "xay", [.bare(1..<2)]),              // like `*`, inside a word
        ("~~a~~~~b~~", "a~~~~b", [.bare(0..<6)]),        // cmark-gfm: a run of four is text
        ("~~a **b** c~~", "a b c", [.bare(0..<2), .bold(2..<3), .bare(3..<5)]),
        ("**~~a~~**", "a", [.bold(0..<1)]),
        ("~~*a*~~ b", "a b", [.italic(0..<1)]),
        ("~~a~~ ~~b~~", "a b", [.bare(0..<1), .bare(2..<3)]),
        ("~~a~~~~", "~~a~~~~", []),                      // cmark-gfm: no closer of two
        ("~~😀~~", "😀", [.bare(0..<2)]),
        ("~~🇫🇷~~ ok", "🇫🇷 ok", [.bare(0..<4)]),
        ("~~מחק~~ זה", "מחק זה", [.bare(0..<3)]),
        ("\\~~a~~", "~~a~~", []),
    ])
    func twoTildesStrikeThrough(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }
}
