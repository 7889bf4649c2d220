import SteadyMarkdown
import SteadyText
import Testing

/// Backslash escapes. Unless a comment says otherwise, each case is an
/// example of CommonMark 0.31.2's section 2.4 ("Backslash escapes") or 6.7
/// ("Hard line breaks") and the text is what its reference HTML draws.
@Suite struct EscapeTests {
    @Test(arguments: [
        ("\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\`\\{\\|\\}\\~",
         "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", [TextSpan]()),
        ("\\\t\\A\\a\\ \\3\\φ\\«", "\\\t\\A\\a\\ \\3\\φ\\«", []),  // not ASCII punctuation: kept
        ("\\*not emphasized*", "*not emphasized*", []),
        ("\\<br/> not a tag", "<br/> not a tag", []),
        ("\\[not a link](/foo)", "[not a link](/foo)", []),
        ("\\`not code`", "`not code`", []),
        ("\\\\*emphasis*", "\\emphasis", [.italic(1..<9)]),   // an escaped backslash
        ("`` \\[\\` ``", "\\[\\`", [.code(0..<4)]),           // none inside code
        ("<https://example.com?find=\\*>", "https://example.com?find=\\*", [.bare(0..<27)]),
        ("[foo](/bar\\* \"ti\\*tle\")", "foo", [.bare(0..<3)]),
        ("foo\\\nbar", "foo\nbar", []),                      // a hard line break: the line ending stays
        ("foo\\", "foo\\", []),                              // not at the end
        ("*foo\\\nbar*", "foo\nbar", [.italic(0..<7)]),
        // Not CommonMark examples.
        ("\\_a\\_", "_a_", []),
        ("a\\b", "a\\b", []),
        ("\\", "\\", []),
        ("\\*\\*a\\*\\*", "**a**", []),
        ("**a\\*b**", "a*b", [.bold(0..<3)]),
        ("\\**a*", "*a", [.italic(1..<2)]),
        ("😀\\*😀*", "😀*😀*", []),
    ])
    func backslashesEscapeASCIIPunctuation(_ markdown: String, _ text: String, _ spans: [TextSpan]) {
        #expect(converted(markdown) == MarkdownMessage(text: text, spans: spans))
    }
}
