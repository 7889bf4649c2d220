import SteadyMarkdown
import SteadyTestSupport
import SteadyText
import Testing

/// ``GrowingMarkdown`` answers what the whole Markdown converted and prepared
/// at once answers, after every append, wherever the appends cut; and an
/// append costs the paragraph it joins.
@Suite struct GrowingMarkdownTests {
    static let fonts = try! FontStack.bundled()
    static let style = MarkdownStyle(mentionWidth: { ["@ana": 2.5, "@bo": 0][$0] })

    /// Markup that closes, markup that does not, line starts that stay text,
    /// and text of many scripts; newlines of every kind among them.
    static let fragments: [String] = [
        "**bold words**", "*it*", "_it_", "__strong__", "***both***", "~~gone~~", "`code`", "``a ` b``",
        "[a link](https://e.x/a)", "[**bold** link](u \"title\")", "<https://a.b/c>", "<ana@x.y>",
        "```\nlet x = 1\n```", "```swift\nfunc f() {\n    g()\n}\n```", "```\nnever closed",
        "**", "*", "_", "__", "~~", "`", "``", "[", "]", "](", "(", ")", "<", "\\*", "\\", "\\\n", "!",
        "@ana", "@bo", "@cy", "(@ana)", "ana@host", "- ", "1. ", "> ", "# ", "---",
        "word", "Here is how it works: ", "a", ".", ", ", " ", "  ", "\t", "\u{A0}",
        "日本語のテキスト", "مرحبا بالعالم", "שלום עולם", "สวัสดีครับ วันนี้", "Привет, мир", "Ελληνικά", "नमस्ते",
        "😀", "👨‍👩‍👧", "🇫🇷", "👍🏽", "e\u{301}", "\u{10FFFD}",
        "\n", "\n", "\n", "\n\n", "\r\n", "  \n",
    ]

    static func markdown(_ random: inout SplitMix64, fragments count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &random)).map { _ in fragments.randomElement(using: &random)! }.joined()
    }

    static let parameters: [(width: Double, size: Double, lineHeight: LineHeight, ratio: Double)] = [
        (300, 17, .normal, 1), (120, 33, .fixed(22.5), 1), (375, 17, .normal, 2), (240, 23, .fixed(27.6), 1.5),
        (97, 15, .normal, 1.5), (201.5, 21, .fixed(30), 2),
    ]

    /// The whole Markdown so far, converted and prepared at once.
    static func whole(_ markdown: String, _ whiteSpace: WhiteSpace) throws -> PreparedText {
        let message = MarkdownMessage(markdown: markdown, style: style)
        return try PreparedText(message.text, spans: message.spans, whiteSpace: whiteSpace, fonts: fonts)
    }

    static func expectSameAnswers(_ growing: GrowingMarkdown, _ whole: PreparedText,
                                  _ parameters: [(width: Double, size: Double, lineHeight: LineHeight, ratio: Double)],
                                  _ context: String) {
        for p in parameters {
            #expect(growing.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                    == whole.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio),
                    "\(context), \(p)")
        }
        #expect(growing.missingClusterCount == whole.missingClusterCount, "\(context)")
        #expect(growing.utf16Count == whole.utf16Count, "\(context)")
    }

    /// Random chat Markdown streamed in pieces of 1–8 scalars (cut inside
    /// delimiter runs, a fence's backticks, `\r\n`, emoji sequences): at every append, at
    /// six sets of widths, sizes, line heights and ratios 1, 1.5 and 2, the
    /// answers are the whole Markdown's; at the end, so are the lines.
    @Test(arguments: WhiteSpace.allCases)
    func everyAppendAnswersAsTheWholeMarkdown(_ whiteSpace: WhiteSpace) throws {
        var random = SplitMix64(seed: whiteSpace == .preWrap ? 32 : 33)
        var finished = 0
        for round in 0..<70 {
            let markdown = Self.markdown(&random, fragments: 4...40)
            let growing = try GrowingMarkdown(style: Self.style, whiteSpace: whiteSpace, fonts: Self.fonts)
            var sofar = ""
            for piece in markdown.streamedPieces(1...8, using: &random) {
                growing.append(piece)
                sofar += piece
                // Two of the six sets at each append, all six at the end.
                let some = [Self.parameters[round % 6], Self.parameters[(round + sofar.unicodeScalars.count) % 6]]
                Self.expectSameAnswers(growing, try Self.whole(sofar, whiteSpace), some,
                                       "round \(round) after \(sofar.debugDescription)")
            }
            let whole = try Self.whole(markdown, whiteSpace)
            Self.expectSameAnswers(growing, whole, Self.parameters, "round \(round): \(markdown.debugDescription)")
            for p in Self.parameters {
                #expect(growing.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                        == whole.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio),
                        "round \(round): \(markdown.debugDescription), \(p)")
            }
            finished += growing.finishedParagraphCount
        }
        // The property held with paragraphs finished, not only in the tail.
        if whiteSpace == .preWrap { #expect(finished > 60) } else { #expect(finished == 0) }
    }

    /// Hundreds of styled paragraphs streamed, laid out at keys that come and
    /// go, so that chunks of finished paragraphs (with their spans) form
    /// under layouts that covered all, some or none of them.
    @Test func chunksOfStyledParagraphsAnswerAsTheWholeMarkdown() throws {
        var random = SplitMix64(seed: 34)
        let lines = ["**Step** one: run `make test`", "", "- a *list* item with [a link](x)", "> quoted @ana",
                     "مرحبا **بالعالم** and more words to wrap the line", "\u{10FFFD} missing", "  ", "```", "x"]
        let markdown = (0..<300).map { _ in lines.randomElement(using: &random)! + "\n" }.joined() + "the **end**"
        let growing = try GrowingMarkdown(style: Self.style, fonts: Self.fonts)
        var sofar = ""
        for (k, piece) in markdown.streamedPieces(1...8, using: &random).enumerated() {
            growing.append(piece)
            sofar += piece
            guard k % 3 == 0 else { continue }
            // The first set at every third append, the others now and then.
            let some = Self.parameters.enumerated().filter { $0.offset == 0 || (k / 60) % 6 == $0.offset }.map(\.element)
            Self.expectSameAnswers(growing, try Self.whole(sofar, .preWrap), some, "after \(sofar.utf16.count) code units")
        }
        let whole = try Self.whole(markdown, .preWrap)
        Self.expectSameAnswers(growing, whole, Self.parameters, "at the end")
        #expect(growing.finishedParagraphCount > 128)
        #expect(growing.missingClusterCount > 0)
        for p in Self.parameters {
            #expect(growing.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                    == whole.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio))
        }
    }

    /// Paragraphs finish at a newline where nothing is open, and not before:
    /// a closer after it would change them.
    @Test func paragraphsFinishWhereNothingIsOpen() throws {
        let growing = try GrowingMarkdown(fonts: Self.fonts)
        let steps: [(String, Int)] = [
            ("**Ana** said:\n", 1),          // closed: finished
            ("*maybe\n", 1),                 // an opener: open
            ("later* and `x\n", 1),          // the opener closed, a backtick opened
            ("y` ok\n", 4),                  // all closed: the three lines finish
            ("[a\n", 4),                     // a bracket open
            ("b](u\n", 4),                   // a link's title may follow
            ("\"t\")\n", 6),                 // the link ends; its destination and title go, with a line ending
            ("```\ncode\n", 6),              // a fence open
            ("```\n", 7),                    // closed: the fence's line endings go, the code is one line
            ("\\", 7), ("\n", 8),            // a backslash before a newline: the line ending stays
        ]
        var sofar = ""
        for (piece, finished) in steps {
            growing.append(piece)
            sofar += piece
            #expect(growing.finishedParagraphCount == finished, "after \(sofar.debugDescription)")
            Self.expectSameAnswers(growing, try Self.whole(sofar, .preWrap), Self.parameters, sofar.debugDescription)
        }
    }

    /// An answer of 40 styled paragraphs around a fenced block of 10 lines,
    /// streamed 4 characters at a time and laid out after each append:
    /// each append prepares the paragraph it joins (and once, the block's
    /// lines when its fence closes and they become code), shapes little
    /// beyond what preparing the answer once shapes, and scans the open tail
    /// (the last paragraph, or the block while it is open), never the
    /// answer so far.
    @Test func appendsCostTheParagraphTheyJoin() throws {
        let paragraph = { (k: Int) in
            "\(k). **Step \(k)**: run `make test` and read [the docs](https://e.x/docs) — it is *quick*, @ana.\n"
        }
        let block = "```swift\n" + (1...10).map { "let value\($0) = compute(\($0)) // step\n" }.joined() + "```\n"
        let answer = (1...20).map(paragraph).joined() + block + (21...40).map(paragraph).joined()
        let scalars = Array(answer.unicodeScalars)
        let pieces = stride(from: 0, to: scalars.count, by: 4).map {
            String(String.UnicodeScalarView(scalars[$0..<min($0 + 4, scalars.count)]))
        }
        func work(_ body: (FontStack) throws -> Void) throws -> WorkCount.Counter {
            let fonts = try FontStack.bundled()   // empty caches
            let counter = WorkCount.Counter()
            try WorkCount.$counter.withValue(counter) { try body(fonts) }
            return counter
        }
        let once = try work { fonts in
            let message = MarkdownMessage(markdown: answer, style: Self.style)
            _ = try PreparedText(message.text, spans: message.spans, fonts: fonts)
        }
        let streamed = try work { fonts in
            let growing = try GrowingMarkdown(style: Self.style, fonts: fonts)
            for piece in pieces {
                growing.append(piece)
                _ = growing.layout(width: 300, fontSize: 17, lineHeight: .normal)
            }
            // Every line ends with a newline, which the block keeps (its content does not start with a space).
            #expect(growing.finishedParagraphCount == answer.utf16.filter { $0 == 0x0A }.count)
        }
        let longestParagraph = paragraph(40).utf16.count
        let units = answer.utf16.count
        // The open paragraph at each append, each paragraph finished as
        // prepared, chunks, and the block once more when it becomes code.
        #expect(streamed[.preparation] <= pieces.count * longestParagraph + 2 * units)
        #expect(streamed[.preparation] > units)
        let longestToken = 16   // "compute(10)" and the like, cut by an append
        for stage in [WorkCount.Stage.analysis, .shaping] {
            #expect(streamed[stage] <= once[stage] + pieces.count * longestToken + block.utf16.count, "\(stage)")
        }
        // The tail, scanned once or twice an append: a paragraph, or while
        // the block is open (a quarter of its characters' appends), the
        // block and the paragraph before it.
        let longestTail = block.unicodeScalars.count + longestParagraph
        let tails = 2 * (pieces.count * longestParagraph + (block.unicodeScalars.count / 4 + 1) * longestTail)
        #expect(streamed[.markdown] <= tails)
        // Converting the answer so far at every append would scan more than
        // five times that.
        #expect(5 * tails < pieces.count * scalars.count / 2)
        print("appendsCostTheParagraphTheyJoin: \(pieces.count) appends of \(units) code units:",
              "preparation \(streamed[.preparation]) (once \(once[.preparation])),",
              "shaping \(streamed[.shaping]) (once \(once[.shaping])),",
              "markdown \(streamed[.markdown]) (once \(once[.markdown]))")
    }

    /// Markup left open across many lines — a fenced block being written, an
    /// opener or a `[` that nothing closes — is held: each line after it is
    /// converted once, and laying out after every append lays the held lines
    /// out once per width. Ten times the lines take at most 15 times the
    /// work in every stage (converting the open lines again at each append
    /// took 23 s for 5,000 lines of an open block); and the answers, when
    /// the markup closes at last, are the whole Markdown's.
    @Test(arguments: ["```swift\n", "*Note: ", "See [the docs\n", "~~old "])
    func linesAfterMarkupLeftOpenCostTheirOwn(_ opening: String) throws {
        func work(_ lines: Int) throws -> [WorkCount.Stage: Int] {
            let fonts = try FontStack.bundled()
            let counter = WorkCount.Counter()
            try WorkCount.$counter.withValue(counter) {
                let growing = try GrowingMarkdown(fonts: fonts)
                growing.append(opening)
                for k in 0..<lines {
                    for piece in ["let value\(k % 10) ", "= compute(", "\(k % 7)) // step", "\n"] {
                        growing.append(piece)
                        _ = growing.layout(width: 300, fontSize: 17, lineHeight: .normal)
                        _ = growing.missingClusterCount
                    }
                }
            }
            return Dictionary(uniqueKeysWithValues: WorkCount.Stage.allCases.map { ($0, counter[$0]) })
        }
        let small = try work(200)
        let large = try work(2_000)
        #expect(small[.markdown, default: 0] > 0)
        for stage in WorkCount.Stage.allCases where stage != .shapedRunSquares {
            #expect(large[stage, default: 0] <= 15 * small[stage, default: 0],
                    "\(opening.debugDescription): \(stage) \(small[stage, default: 0]) -> \(large[stage, default: 0])")
        }
        // Closed at last: every line changes at once, and so do the answers.
        let closing = ["```swift\n": "```\nand after", "*Note: ": "end* of it", "See [the docs\n": "](u) now",
                       "~~old ": "text~~"][opening]!
        let growing = try GrowingMarkdown(fonts: Self.fonts)
        var sofar = ""
        for piece in [opening] + (0..<150).map({ "let value\($0) = \($0 % 10)\n" }) + [closing] {
            growing.append(piece)
            sofar += piece
        }
        Self.expectSameAnswers(growing, try Self.whole(sofar, .preWrap), Self.parameters, opening.debugDescription)
    }

    /// A style whose spans the stack cannot take is refused at once.
    @Test func aStyleTheStackCannotTakeIsRefused() {
        #expect(throws: TextSpanError.self) { try GrowingMarkdown(style: MarkdownStyle(codeFamily: "Comic Sans"), fonts: Self.fonts) }
        #expect(throws: TextSpanError.self) { try GrowingMarkdown(style: MarkdownStyle(boldWeight: 1000), fonts: Self.fonts) }
        #expect(throws: Never.self) { try GrowingMarkdown(style: MarkdownStyle(codeFamily: nil), fonts: Self.fonts) }
    }
}
