import SteadyMarkdown
import SteadyText
import Testing

/// `@mentions`: a box over the mention's text when the style gives it a
/// width, else text. Mentions are not CommonMark: the rule is the
/// converter's (Docs/markdown.md).
@Suite struct MentionTests {
    /// The members of a chat and their chips' widths in em.
    static let members: [Substring: Double] = ["@ana": 2.5, "@bo.b": 3, "@c_d-e": 4, "@x": 0]
    static let style = MarkdownStyle(mentionWidth: { members[$0] })
    /// Every candidate is a member, 2 em wide.
    static let everyone = MarkdownStyle(mentionWidth: { _ in 2 })

    @Test(arguments: [
        ("hi @ana", "hi @ana", [TextSpan.box(3..<7, 2.5)]),
        ("@ana, hi", "@ana, hi", [.box(0..<4, 2.5)]),
        ("@ana.", "@ana.", [.box(0..<4, 2.5)]),               // a sentence's dot is not the name's
        ("thanks @ana...", "thanks @ana...", [.box(7..<11, 2.5)]),
        ("@bo.b", "@bo.b", [.box(0..<5, 3)]),                 // a dot inside is
        ("@c_d-e!", "@c_d-e!", [.box(0..<6, 4)]),
        ("@x", "@x", [.box(0..<2, 0)]),                       // a box may be 0 em wide
        ("@zed hi", "@zed hi", []),                           // not a member
        ("@ana's", "@ana's", [.box(0..<4, 2.5)]),
        ("(@ana)", "(@ana)", [.box(1..<5, 2.5)]),
        ("\"@ana\"", "\"@ana\"", [.box(1..<5, 2.5)]),
        ("«@ana»", "«@ana»", [.box(1..<5, 2.5)]),
        ("a\n@ana", "a\n@ana", [.box(2..<6, 2.5)]),
        // Not at a word start: addresses, paths, handles glued to text.
        ("ana@ana", "ana@ana", []),
        ("x.com/@ana", "x.com/@ana", []),
        ("👋@ana", "👋@ana", []),
        ("@@ana", "@@ana", []),
        ("\\@ana", "@ana", []),                               // an escaped `@` is text
        ("@", "@", []),
        ("@.", "@.", []),
        ("@Анна", "@Анна", []),                               // names are ASCII
        // Markup around a mention gives the box its fields.
        ("**@ana**", "@ana", [.box(0..<4, 2.5, weight: 700)]),
        ("_@ana_", "@ana", [.box(0..<4, 2.5, style: .italic)]),
        ("**hi @ana**", "hi @ana", [.bold(0..<3), .box(3..<7, 2.5, weight: 700)]),
        ("~~@ana~~", "@ana", [.box(0..<4, 2.5)]),
        ("@ana**b**", "@anab", [.box(0..<4, 2.5), .bold(4..<5)]),  // a box ends where the look changes
        ("**a**@ana", "a@ana", [.bold(0..<1)]),              // glued to the drawn "a"
        // Code, links and autolinks have no mentions.
        ("`@ana`", "@ana", [.code(0..<4)]),
        ("[@ana](u)", "@ana", [.bare(0..<4)]),
        ("<mailto:x@ana>", "mailto:x@ana", [.bare(0..<12)]),
        // Around emoji and right-to-left text.
        ("👋 @ana", "👋 @ana", [.box(3..<7, 2.5)]),
        ("שלום @ana!", "שלום @ana!", [.box(5..<9, 2.5)]),
        ("@ana مرحبا", "@ana مرحبا", [.box(0..<4, 2.5)]),
    ])
    func membersBecomeBoxes(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown, style: Self.style) == MarkdownMessage(text: text, spans: spans))
    }

    @Test(arguments: [
        // `_` is a name character, so an intraword `_` stays in the name,
        // while a closing `_` has become markup before mentions are found.
        ("@ana_b", "@ana_b", [TextSpan.box(0..<6, 2)]),
        ("_hi @ana_", "hi @ana", [.italic(0..<3), .box(3..<7, 2, style: .italic)]),
        ("@ana\\_b", "@ana_b", [.box(0..<6, 2)]),
        ("@a @b", "@a @b", [.box(0..<2, 2), .box(3..<5, 2)]),
        ("@a-", "@a-", [.box(0..<3, 2)]),
    ])
    func candidatesFollowTheDrawnText(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown, style: Self.everyone) == MarkdownMessage(text: text, spans: spans))
    }

    @Test func withoutWidthsMentionsStayText() {
        #expect(converted("hi @ana") == MarkdownMessage(text: "hi @ana"))
        #expect(converted("**@ana**") == MarkdownMessage(text: "@ana", spans: [.bold(0..<4)]))
    }

    @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
    func aWidthThatIsNoBoxKeepsTheMentionAsText(_ width: Double) {
        let style = MarkdownStyle(mentionWidth: { _ in width })
        #expect(converted("hi @ana", style: style) == MarkdownMessage(text: "hi @ana"))
    }
}
