import SteadyMarkdown
import SteadyText
import Testing

/// Code spans. Unless a comment says otherwise, each case is an example of
/// CommonMark 0.31.2's section 6.1 ("Code spans"), and the expected text is
/// its reference HTML's `<code>` content, drawn in the code family.
@Suite struct CodeSpanTests {
    @Test(arguments: [
        ("`foo`", "foo", [TextSpan.code(0..<3)]),
        ("`` foo ` bar ``", "foo ` bar", [.code(0..<9)]),
        ("` `` `", "``", [.code(0..<2)]),
        ("`  ``  `", " `` ", [.code(0..<4)]),               // only one space is stripped
        ("` a`", " a", [.code(0..<2)]),                      // only when on both sides
        ("`\u{A0}b\u{A0}`", "\u{A0}b\u{A0}", [.code(0..<3)]),  // and only spaces
        ("` `", " ", [.code(0..<1)]),                        // not when all spaces
        ("`  `", "  ", [.code(0..<2)]),
        ("`foo\\`bar`", "foo\\bar`", [.code(0..<4)]),        // no escapes inside
        ("``foo`bar``", "foo`bar", [.code(0..<7)]),
        ("` foo `` bar `", "foo `` bar", [.code(0..<10)]),
        // Code spans take precedence over emphasis and links.
        ("*foo`*`", "*foo*", [.code(4..<5)]),
        ("[not a `link](/foo`)", "[not a link](/foo)", [.code(7..<17)]),
        ("`<https://foo.bar.`baz>`", "<https://foo.bar.baz>`", [.code(0..<17)]),
        // A backtick string closes only with one of the same length.
        ("```foo``", "```foo``", []),
        ("`foo", "`foo", []),
        ("`foo``bar``", "`foobar", [.code(4..<7)]),
        ("``foo`", "``foo`", []),
    ])
    func codeSpansAreLiteral(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test(arguments: [
        // Not CommonMark examples. Line endings inside are kept (chat keeps
        // its newlines); one at each end is stripped as a space would be,
        // so a fenced block, which is a code span here, loses the line
        // endings after and before its fences. An info string stays.
        ("`a\nb`", "a\nb", [TextSpan.code(0..<3)]),
        ("```\nlet x = 1\n```", "let x = 1", [.code(0..<9)]),
        ("```\r\nlet x\r\n```", "let x", [.code(0..<5)]),
        ("```swift\nlet x\n```", "swift\nlet x\n", [.code(0..<12)]),
        ("see\n```\na\nb\n```\nok", "see\na\nb\nok", [.code(4..<7)]),
        // Code inside markup takes its fields too.
        ("**`x`**", "x", [.code(0..<1, weight: 700)]),
        ("*a `b` c*", "a b c", [.italic(0..<2), .code(2..<3, style: .italic), .italic(3..<5)]),
        ("`**a**`", "**a**", [.code(0..<5)]),
        // Emoji, right-to-left and CJK text in and around code.
        ("`🙂` ok", "🙂 ok", [.code(0..<2)]),
        ("see `שלום` now", "see שלום now", [.code(4..<8)]),
        ("日本`コード`です", "日本コードです", [.code(2..<5)]),
        ("`a`😀`b`", "a😀b", [.code(0..<1), .code(3..<4)]),
    ])
    func codeSpansInChat(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test func codeWithoutAFamilyStillSplitsTheText() {
        let style = MarkdownStyle(codeFamily: nil)
        #expect(converted("a `b` c", style: style) == MarkdownMessage(text: "a b c", spans: [.bare(2..<3)]))
        #expect(converted("a `b` c", style: MarkdownStyle(codeFamily: "DejaVu Sans Mono")).spans
            == [TextSpan(start: 2, end: 3, family: "DejaVu Sans Mono")])
    }
}
