import SteadyMarkdown
import SteadyText
import Testing

/// `*`, `_`, `**`, `__` and their nesting. Unless a comment says otherwise,
/// each case is an example of CommonMark 0.31.2's section 6.2 ("Emphasis and
/// strong emphasis"), and the expected text and spans are what its reference
/// HTML draws: `<em>` italic, `<strong>` weight 700, nested ones merged.
@Suite struct EmphasisTests {
    @Test(arguments: [
        // Rule 1: `*` opens when left-flanking.
        ("*foo bar*", "foo bar", [TextSpan.italic(0..<7)]),
        ("a * foo bar*", "a * foo bar*", []),          // followed by white space
        ("a*\"foo\"*", "a*\"foo\"*", []),              // after a letter, before punctuation
        ("*\u{A0}a\u{A0}*", "*\u{A0}a\u{A0}*", []),   // a no-break space is white space
        ("foo*bar*", "foobar", [.italic(3..<6)]),     // `*` inside a word
        ("5*6*78", "5678", [.italic(1..<2)]),
        // Rule 2: `_` also may not open inside a word.
        ("_foo bar_", "foo bar", [.italic(0..<7)]),
        ("_ foo bar_", "_ foo bar_", []),
        ("a_\"foo\"_", "a_\"foo\"_", []),
        ("foo_bar_", "foo_bar_", []),
        ("5_6_78", "5_6_78", []),
        ("пристаням_стремятся_", "пристаням_стремятся_", []),
        ("aa_\"bb\"_cc", "aa_\"bb\"_cc", []),
        ("foo-_(bar)_", "foo-(bar)", [.italic(4..<9)]),  // both-flanking, after punctuation
        // Rules 3 and 4: closing.
        ("_foo*", "_foo*", []),
        ("*foo bar *", "*foo bar *", []),
        ("*foo bar\n*", "*foo bar\n*", []),           // a line ending is white space
        ("*(*foo)", "*(*foo)", []),
        ("*(*foo*)*", "(foo)", [.italic(0..<5)]),
        ("*foo*bar", "foobar", [.italic(0..<3)]),
        ("_foo bar _", "_foo bar _", []),
        ("_(_foo)", "_(_foo)", []),
        ("_(_foo_)_", "(foo)", [.italic(0..<5)]),
        ("_foo_bar", "_foo_bar", []),
        ("_пристаням_стремятся", "_пристаням_стремятся", []),
        ("_foo_bar_baz_", "foo_bar_baz", [.italic(0..<11)]),
        ("_(bar)_.", "(bar).", [.italic(0..<5)]),
        // Rules 5 to 8: strong.
        ("**foo bar**", "foo bar", [.bold(0..<7)]),
        ("** foo bar**", "** foo bar**", []),
        ("a**\"foo\"**", "a**\"foo\"**", []),
        ("foo**bar**", "foobar", [.bold(3..<6)]),
        ("__foo bar__", "foo bar", [.bold(0..<7)]),
        ("__ foo bar__", "__ foo bar__", []),
        ("__\nfoo bar__", "__\nfoo bar__", []),
        ("foo__bar__", "foo__bar__", []),
        ("5__6__78", "5__6__78", []),
        ("__foo, __bar__, baz__", "foo, bar, baz", [.bold(0..<13)]),
        ("foo-__(bar)__", "foo-(bar)", [.bold(4..<9)]),
        ("**foo bar **", "**foo bar **", []),
        ("**(**foo)", "**(**foo)", []),
        ("**foo**bar", "foobar", [.bold(0..<3)]),
    ])
    func flankingDecidesWhatOpensAndCloses(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test(arguments: [
        // The patterns of the section's introduction.
        ("***strong emph***", "strong emph", [TextSpan.boldItalic(0..<11)]),
        ("***strong** in emph*", "strong in emph", [.boldItalic(0..<6), .italic(6..<14)]),
        ("***emph* in strong**", "emph in strong", [.boldItalic(0..<4), .bold(4..<14)]),
        ("**in strong *emph***", "in strong emph", [.bold(0..<10), .boldItalic(10..<14)]),
        ("*in emph **strong***", "in emph strong", [.italic(0..<8), .boldItalic(8..<14)]),
        ("*(**foo**)*", "(foo)", [.italic(0..<1), .boldItalic(1..<4), .italic(4..<5)]),
        ("*foo **bar** baz*", "foo bar baz", [.italic(0..<4), .boldItalic(4..<7), .italic(7..<11)]),
        ("**foo *bar* baz**", "foo bar baz", [.bold(0..<4), .boldItalic(4..<7), .bold(7..<11)]),
        ("*foo *bar**", "foo bar", [.italic(0..<7)]),   // em in em: one span
        ("**foo **bar** baz**", "foo bar baz", [.bold(0..<11)]),
        // Rule of 3: `**` both-flanking cannot close a `*` run of 1.
        ("*foo**bar**baz*", "foobarbaz", [.italic(0..<3), .boldItalic(3..<6), .italic(6..<9)]),
        ("*foo**bar*", "foo**bar", [.italic(0..<8)]),
        ("foo***bar***baz", "foobarbaz", [.boldItalic(3..<6)]),
        ("foo******bar*********baz", "foobar***baz", [.bold(3..<6)]),
        // Not an example: the procedure keeps `openers_bottom` by length
        // modulo 3 for `_` too, so the `__` that cannot close the first `_`
        // does not hide it from the last (cmark 0.30 shared one bound for
        // every `_` and drew no emphasis; markdown-it-py 4.3 draws this).
        ("_a c .__-a-_, d", "a c .__-a-, d", [.italic(0..<10)]),
        // Rules 13 to 16: unequal runs, overlaps, the shorter span.
        ("**foo*", "*foo", [.italic(1..<4)]),
        ("*foo**", "foo*", [.italic(0..<3)]),
        ("***foo**", "*foo", [.bold(1..<4)]),
        ("**foo***", "foo*", [.bold(0..<3)]),
        ("*foo _bar* baz_", "foo _bar baz_", [.italic(0..<8)]),
        ("**foo **bar baz**", "**foo bar baz", [.bold(6..<13)]),
        ("*a **b*", "*a *b", [.italic(4..<5)]),
        // Empty and lone runs stay text.
        ("** is not an empty emphasis", "** is not an empty emphasis", []),
        ("**** is not an empty strong emphasis", "**** is not an empty strong emphasis", []),
        ("***", "***", []),
        ("a * b * c", "a * b * c", []),
    ])
    func nestedStylesAreSplitIntoPiecesWithEveryField(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test(arguments: [
        // Not a CommonMark example: one message is one run, so a blank line
        // does not end an emphasis as a paragraph's end would.
        ("*a\n\nb*", "a\n\nb", [TextSpan.italic(0..<4)]),
        ("**a\nb**", "a\nb", [.bold(0..<3)]),
        // Unclosed delimiters stay literal.
        ("**bold", "**bold", []),
        ("bold**", "bold**", []),
        ("__a", "__a", []),
        ("_a **b_ c", "a **b c", [.italic(0..<5)]),
        // Two stretches with the same fields are one span.
        ("**a**__b__", "ab", [.bold(0..<2)]),
        ("*a*_b_ c", "ab c", [.italic(0..<2)]),
    ])
    func aMessageIsOneRunAndUnclosedRunsStayText(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test func theBoldWeightIsTheStyles() {
        let message = converted("**a** *b*", style: MarkdownStyle(boldWeight: 600))
        #expect(message.spans == [TextSpan(start: 0, end: 1, weight: 600), .italic(2..<3)])
    }
}
