import SteadyMarkdown
import SteadyText
import Testing

/// Inline links and autolinks: the label or the URL is drawn in a span with
/// no fields (an `<a>` splits Chromium's text node). Unless a comment says
/// otherwise, each case is an example of CommonMark 0.31.2's sections 6.3
/// ("Links") and 6.5 ("Autolinks") and the text is what its reference HTML
/// draws.
@Suite struct LinkTests {
    @Test(arguments: [
        ("[link](/uri \"title\")", "link", [TextSpan.bare(0..<4)]),
        ("[link](/uri)", "link", [.bare(0..<4)]),
        ("[link]()", "link", [.bare(0..<4)]),
        ("[link](<>)", "link", [.bare(0..<4)]),
        ("[](./target.md)", "", []),                     // an empty label draws nothing
        ("[link](/my uri)", "[link](/my uri)", []),      // no space in a destination
        ("[link](</my uri>)", "link", [.bare(0..<4)]),
        ("[link](<foo\nbar>)", "[link](<foo\nbar>)", []),
        ("[a](<b)c>)", "a", [.bare(0..<1)]),
        ("[link](\\(foo\\))", "link", [.bare(0..<4)]),
        ("[link](foo(and(bar)))", "link", [.bare(0..<4)]),
        ("[link](foo(and(bar))", "[link](foo(and(bar))", []),
        ("[link](foo\\)\\:)", "link", [.bare(0..<4)]),
        ("[link](/url 'title')", "link", [.bare(0..<4)]),
        ("[link](/url (title))", "link", [.bare(0..<4)]),
        ("[link](/url \"title)", "[link](/url \"title)", []),
        ("[link](   /uri\n  \"title\"  )", "link", [.bare(0..<4)]),
        ("[link] (/uri)", "[link] (/uri)", []),          // nothing between `]` and `(`
        ("[link [foo [bar]]](/uri)", "link [foo [bar]]", [.bare(0..<16)]),
        ("[link] bar](/uri)", "[link] bar](/uri)", []),
        ("[link \\[bar](/uri)", "link [bar", [.bare(0..<9)]),
        // The label keeps its emphasis and code.
        ("[link *foo **bar** `#`*](/uri)", "link foo bar #",
         [.bare(0..<5), .italic(5..<9), .boldItalic(9..<12), .italic(12..<13), .code(13..<14, style: .italic)]),
        // No links in links: the inner one wins.
        ("[foo [bar](/uri)](/uri)", "[foo bar](/uri)", [.bare(5..<8)]),
        ("[foo *[bar [baz](/uri)](/uri)*](/uri)", "[foo [bar baz](/uri)](/uri)", [.italic(5..<20)]),
        // Brackets bind more tightly than emphasis.
        ("*[foo*](/uri)", "*foo*", [.bare(1..<5)]),
        ("[foo *bar](baz*)", "foo *bar", [.bare(0..<8)]),
        // Not an example: a run at the label's edge is flanked by the `]`,
        // so `**` here can both open and close and the rule of 3 keeps it
        // from the `*` (cmark 0.30 draws this; markdown-it, which parses
        // the label apart, sees white space after the `**` and pairs them).
        ("[*a.**](u)", "*a.**", [.bare(0..<5)]),
        ("*foo [bar* baz]", "foo [bar baz]", [.italic(0..<8)]),
        // Code spans bind more tightly than links.
        ("[foo`](/uri)`", "[foo](/uri)", [.code(4..<11)]),
        // No link reference definitions in chat: references stay text.
        ("[foo][bar]", "[foo][bar]", []),
        ("[foo]", "[foo]", []),
        ("[foo][]", "[foo][]", []),
    ])
    func inlineLinksKeepTheirLabel(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test(arguments: [
        // Not CommonMark examples.
        ("see [the docs](https://x.y/a_b*c) now", "see the docs now", [TextSpan.bare(4..<12)]),
        ("**[a](u)** b", "a b", [.bold(0..<1)]),
        ("[a](u)[b](v)", "ab", [.bare(0..<2)]),           // same fields side by side: one span
        ("[a](u) [b](v)", "a b", [.bare(0..<1), .bare(2..<3)]),
        ("![alt](src.png)", "!alt", [.bare(1..<4)]),       // no images: a `!` and a link
        ("[שלום](u) עולם", "שלום עולם", [.bare(0..<4)]),
        ("[😀](u)", "😀", [.bare(0..<2)]),
        ("[a](u\n\n)", "[a](u\n\n)", []),                  // one line ending at most
        ("[a", "[a", []),
        ("a]", "a]", []),
    ])
    func linksInChat(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test(arguments: [
        ("<http://foo.bar.baz>", "http://foo.bar.baz", [TextSpan.bare(0..<18)]),
        ("<https://foo.bar/baz?q=1&r=2>", "https://foo.bar/baz?q=1&r=2", [.bare(0..<27)]),
        ("<irc://foo.bar:2233/baz>", "irc://foo.bar:2233/baz", [.bare(0..<22)]),
        ("<a+b+c:d>", "a+b+c:d", [.bare(0..<7)]),
        ("<made-up-scheme://foo,bar>", "made-up-scheme://foo,bar", [.bare(0..<24)]),
        ("<https://foo.bar/baz bim>", "<https://foo.bar/baz bim>", []),
        ("<https://example.com/\\[\\>", "https://example.com/\\[\\", [.bare(0..<23)]),  // no escapes
        ("<foo@bar.example.com>", "foo@bar.example.com", [.bare(0..<19)]),
        ("<foo+special@Bar.baz-bar0.com>", "foo+special@Bar.baz-bar0.com", [.bare(0..<28)]),
        ("<foo\\+@bar.example.com>", "<foo+@bar.example.com>", []),
        ("<>", "<>", []),
        ("< https://foo.bar >", "< https://foo.bar >", []),
        ("<m:abc>", "<m:abc>", []),                      // a scheme has 2 characters or more
        ("<foo.bar.baz>", "<foo.bar.baz>", []),
        ("https://example.com", "https://example.com", []),  // bare URLs are text
        ("foo@bar.example.com", "foo@bar.example.com", []),
        // Not CommonMark examples.
        ("**<https://a.b>**", "https://a.b", [.bold(0..<11)]),
        ("<https://a.b/*x*>", "https://a.b/*x*", [.bare(0..<15)]),
        ("<b>bold</b>", "<b>bold</b>", []),               // no raw HTML in chat
    ])
    func autolinksDrawTheirURL(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }
}
