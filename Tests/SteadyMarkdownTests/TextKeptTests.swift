import SteadyMarkdown
import SteadyText
import Testing

/// What is not chat's subset stays text as typed. A chat message is not a
/// document: no paragraphs, headings, lists, block quotes, thematic breaks,
/// raw HTML or entity references, and white space is the app's CSS's to
/// collapse or keep, so none of it is rewritten here. Where CommonMark would
/// render otherwise, the comment says what it would do.
@Suite struct TextKeptTests {
    @Test(arguments: [
        "",
        "# Heading",                     // CommonMark: an <h1>
        "## not a heading either #",
        "> quoted",                      // a block quote
        "- one\n- two",                  // a list
        "1. first\n2) second",
        "* item",                        // a list; here a lone `*`, not emphasis
        "***",                           // a thematic break
        "---\n___",
        "Title\n=====",                  // a setext heading
        "    indented code",             // an indented code block
        "line  \nbreak",                 // trailing spaces kept (CommonMark strips them)
        "  leading spaces",              // kept (CommonMark strips a paragraph's)
        "a\r\nb\rc\n",                   // every line ending as typed
        "tab\tand\u{C}form feed",
        "&amp; &lt;b&gt; &#42;",         // CommonMark decodes references
        "<b>raw</b> <!-- html -->",      // CommonMark passes raw HTML through
        "1 < 2 > 0",
        "a_b_c snake_case_name",
        "2 * 3 * 4 = 24",
        "x ~ y",
        "price: $5 (approx.)!",
    ])
    func notChatsSubsetStaysText(_ markdown: String) {
        #expect(converted(markdown) == MarkdownMessage(text: markdown))
    }

    @Test(arguments: [
        ("# **big** news", "# big news", [TextSpan.bold(2..<5)]),
        ("> *quoted* reply", "> quoted reply", [.italic(2..<8)]),
        ("- `a`\n- b", "- a\n- b", [.code(2..<3)]),
    ])
    func markupOnLinesThatLookLikeBlocksStillApplies(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }

    @Test(arguments: [
        // Offsets are UTF-16: an emoji is two units, a flag four, a family eight.
        ("**👋**", "👋", [TextSpan.bold(0..<2)]),
        ("👍**ok**👍", "👍ok👍", [.bold(2..<4)]),
        ("*👨‍👩‍👧* family", "👨‍👩‍👧 family", [.italic(0..<8)]),
        ("🇫🇷 **fr** 🇩🇪 _de_", "🇫🇷 fr 🇩🇪 de", [.bold(5..<7), .italic(13..<15)]),
        ("**cafe\u{301}**", "cafe\u{301}", [.bold(0..<5)]),    // a combining mark before the closer
        // CommonMark 0.31.2 counts symbols, emoji among them, as punctuation:
        // `**` between a letter and an emoji is not left-flanking.
        ("hi**👋**there", "hi**👋**there", []),
        // Scripts without spaces: `*` works inside a word, `_` does not.
        ("*日本語*です", "日本語です", [.italic(0..<3)]),
        ("日本語_強調_です", "日本語_強調_です", []),
        ("ภาษา**ไทย**ครับ", "ภาษาไทยครับ", [.bold(4..<7)]),
        // Right-to-left text.
        ("**שלום** עולם", "שלום עולם", [.bold(0..<4)]),
        ("مرحبا *بالعالم*", "مرحبا بالعالم", [.italic(6..<13)]),
        ("abc **אבג** def", "abc אבג def", [.bold(4..<7)]),
        ("**مرحبا 👋**!", "مرحبا 👋!", [.bold(0..<8)]),
    ])
    func offsetsCountUTF16AndScriptsMeetTheRules(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }
}
