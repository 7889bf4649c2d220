import SteadyMarkdown
import SteadyTestSupport
import SteadyText
import Testing

/// Invariants over random Markdown-ish messages from a seeded generator
/// (the seed is in each failure's message, to replay it).
@Suite struct MarkdownPropertyTests {
    static let fonts = try! FontStack.bundled()
    static let everyone = MarkdownStyle(mentionWidth: { $0.count.isMultiple(of: 2) ? 2 : nil })

    /// Pieces that make markup, pieces that break it, and text of many scripts.
    static let pieces: [String] = [
        "*", "**", "***", "_", "__", "~", "~~", "`", "``", "```", "\\", "[", "]", "(", ")", "](", "<", ">",
        "@", "@ana", "!", ".", "-", "#", "\"", "'", " ", " ", "\n", "\r\n", "\t", "\u{A0}",
        "a", "bo", "word", "https://x.y/z", "mailto:", "x@y.z", ":",
        "😀", "👨‍👩‍👧", "🇫🇷", "e\u{301}", "שלום", "مرحبا", "日本語", "ไทย", "Привет",
    ]
    /// The characters that can be markup: text without them is not changed.
    static let markdownCharacters = Set("\\*_~`[]<@".unicodeScalars)
    /// What a backslash escapes.
    static let asciiPunctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars)

    static func randomMessage(_ random: inout SplitMix64, from pieces: [String], count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func randomMessagesGiveValidSpansOverTheirOwnCharacters() throws {
        var random = SplitMix64(seed: 18)
        for round in 0..<3_000 {
            let markdown = Self.randomMessage(&random, from: Self.pieces, count: 0...24)
            for style in [MarkdownStyle(), Self.everyone] {
                let message = MarkdownMessage(markdown: markdown, style: style)
                let context = "seed 18, round \(round): \(markdown.debugDescription)"
                #expect(throws: Never.self, "\(context)") {
                    try TextSpan.validate(message.spans, utf16: message.text.utf16, fonts: Self.fonts)
                }
                // Markup only removes: the text is the source less some characters.
                #expect(Self.isSubsequence(message.text.unicodeScalars, of: markdown.unicodeScalars), "\(context)")
                // Side by side, two spans differ (boxes are each their own).
                for (a, b) in zip(message.spans, message.spans.dropFirst()) where a.end == b.start {
                    #expect(a.box != nil || b.box != nil || a.weight != b.weight || a.style != b.style
                            || a.family != b.family, "\(context)")
                }
            }
        }
    }

    @Test func textWithoutMarkdownCharactersComesBackAsItIs() {
        let plain = Self.pieces.filter { !$0.unicodeScalars.contains(where: Self.markdownCharacters.contains) }
        var random = SplitMix64(seed: 6)
        for round in 0..<2_000 {
            let text = Self.randomMessage(&random, from: plain, count: 0...30)
            #expect(MarkdownMessage(markdown: text, style: Self.everyone) == MarkdownMessage(text: text),
                    "seed 6, round \(round): \(text.debugDescription)")
        }
    }

    @Test func escapingEveryPunctuationCharacterGivesTheTextBack() {
        var random = SplitMix64(seed: 61)
        for round in 0..<2_000 {
            let text = Self.randomMessage(&random, from: Self.pieces, count: 0...24)
            var escaped = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if Self.asciiPunctuation.contains(scalar) {
                    escaped.append("\\")
                }
                escaped.append(scalar)
            }
            #expect(MarkdownMessage(markdown: String(escaped), style: Self.everyone) == MarkdownMessage(text: text),
                    "seed 61, round \(round): \(text.debugDescription)")
        }
    }

    /// Inputs that make a naive parser quadratic: each converts, and stays valid.
    @Test(arguments: [
        String(repeating: "*a", count: 20_000),
        String(repeating: "_a*", count: 15_000),
        String(repeating: "**a *", count: 10_000),
        String(repeating: "[", count: 20_000) + String(repeating: "](", count: 20_000),
        String(repeating: "[a](b ", count: 10_000),
        String(repeating: "[a](b \"", count: 8_000) + String(repeating: "[a](b '", count: 8_000),
        String(repeating: "[a](<b ", count: 10_000),
        String(repeating: "[](((", count: 10_000),
        (1...300).map { String(repeating: "`", count: $0) + "x" }.joined(),
        String(repeating: "<a:", count: 20_000),
        String(repeating: "<a@b.c", count: 20_000),
        String(repeating: "@a ", count: 20_000),
        String(repeating: "~~a", count: 20_000),
    ])
    func hostileMessagesConvert(_ markdown: String) throws {
        let message = MarkdownMessage(markdown: markdown, style: Self.everyone)
        try TextSpan.validate(message.spans, utf16: message.text.utf16, fonts: Self.fonts)
        #expect(Self.isSubsequence(message.text.unicodeScalars, of: markdown.unicodeScalars))
    }

    static func isSubsequence(_ small: String.UnicodeScalarView, of large: String.UnicodeScalarView) -> Bool {
        var rest = large[...]
        for scalar in small {
            guard let found = rest.firstIndex(of: scalar) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}
