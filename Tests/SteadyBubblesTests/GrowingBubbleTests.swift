@testable import SteadyBubbles
import SteadyMarkdown
import SteadyTestSupport
import SteadyText
import Testing

/// A row whose text grows (``Bubble/init(_:growingText:style:fonts:)``)
/// answers, after every append, what a ``Bubble`` of the text so far
/// answers: every frame, the layout at its widest (the row's height) and the
/// missing clusters; and
/// laying it out after each append costs what the append touched.
@Suite struct GrowingBubbleTests {
    static let fonts = try! FontStack.bundled()
    static let style = MarkdownStyle(mentionWidth: { $0 == "@ana" ? 2.5 : nil })

    static let fragments: [String] = [
        "**bold words**", "*it*", "`code`", "[a link](https://e.x/a)", "```\nlet x = 1\n```", "```\nopen",
        "**", "*", "`", "[", "@ana", "- ", "> ", "word", "Yes! 11:00 at the usual place?", "a", ".", " ", "  ",
        "日本語のテキスト", "مرحبا بالعالم", "สวัสดีครับ", "Привет", "😀", "👨‍👩‍👧", "👍🏽", "e\u{301}", "\u{10FFFD}",
        "\n", "\n", "\n\n", "  \n", "\r\n",
    ]

    /// The row's parts, drawn at random: each present or not.
    static func content(_ random: inout SplitMix64) -> BubbleContent {
        var content = BubbleContent(text: "", direction: Bool.random(using: &random) ? .incoming : .outgoing,
                                    startsGroup: Bool.random(using: &random))
        func maybe<T>(_ value: T) -> T? { Int.random(in: 0..<3, using: &random) == 0 ? nil : value }
        content.name = maybe("Ana Lima")
        content.time = maybe(["12:30", "9:05 PM", "18:21", "أمس 12:30"].randomElement(using: &random)!)
        content.quote = Int.random(in: 0..<4, using: &random) == 0 ? .init(name: "Bo", text: "Brunch on Sunday?") : nil
        content.media = Int.random(in: 0..<4, using: &random) == 0 ? .init(aspectRatio: 1.5) : nil
        content.reactions = Int.random(in: 0..<4, using: &random) == 0 ? "👍 2" : nil
        content.date = Int.random(in: 0..<6, using: &random) == 0 ? "Today" : nil
        return content
    }

    static let parameters: [(listWidth: Double, size: Double, ratio: Double)] = [
        (390, 17, 1), (250, 13, 1.5), (320.5, 23.5, 2), (430, 33, 1), (300, 17, 1.5), (768, 14, 2),
    ]

    static func expectSameRows(_ growing: Bubble, _ whole: Bubble,
                               _ parameters: [(listWidth: Double, size: Double, ratio: Double)], _ context: String) {
        for p in parameters {
            #expect(growing.layout(listWidth: p.listWidth, fontSize: p.size, devicePixelRatio: p.ratio)
                    == whole.layout(listWidth: p.listWidth, fontSize: p.size, devicePixelRatio: p.ratio), "\(context), \(p)")
            #expect(growing.unshrunkLayout(listWidth: p.listWidth, fontSize: p.size, devicePixelRatio: p.ratio)
                    == whole.unshrunkLayout(listWidth: p.listWidth, fontSize: p.size, devicePixelRatio: p.ratio),
                    "\(context), \(p)")
        }
        #expect(growing.missingClusterCount == whole.missingClusterCount, "\(context)")
    }

    /// Plain text and Markdown streamed into rows of random parts (media
    /// with an empty caption that fills in, timestamps that trail or wrap,
    /// final newlines and spaces), at list widths, sizes and ratios 1, 1.5, 2.
    @Test(arguments: [false, true])
    func everyAppendAnswersAsABubbleOfTheTextSoFar(markdown: Bool) throws {
        var random = SplitMix64(seed: markdown ? 41 : 42)
        var timeOwnLines: Set<Bool> = []
        for round in 0..<40 {
            let source = (0..<Int.random(in: 2...24, using: &random)).map { _ in
                Self.fragments.randomElement(using: &random)!
            }.joined()
            let content = Self.content(&random)
            let text: any GrowingParagraphs = markdown
                ? try GrowingMarkdown(style: Self.style, fonts: Self.fonts) : GrowingText(fonts: Self.fonts)
            let growing = try Bubble(content, growingText: text, fonts: Self.fonts)
            var sofar = ""
            for piece in source.streamedPieces(1...8, using: &random) {
                if let text = text as? GrowingMarkdown { text.append(piece) }
                if let text = text as? GrowingText { text.append(piece) }
                sofar += piece
                var whole = content
                if markdown {
                    let message = MarkdownMessage(markdown: sofar, style: Self.style)
                    (whole.text, whole.spans) = (message.text, message.spans)
                } else {
                    whole.text = sofar
                }
                let row = try Bubble(whole, fonts: Self.fonts)
                let some = [Self.parameters[round % 6], Self.parameters[(round + sofar.utf16.count) % 6]]
                Self.expectSameRows(growing, row, some, "round \(round) after \(sofar.debugDescription)")
                if content.time != nil {
                    timeOwnLines.insert(growing.layout(listWidth: some[0].listWidth, fontSize: some[0].size).timeHasOwnLine)
                }
            }
        }
        // Timestamps both trailed a last line and took one of their own.
        #expect(timeOwnLines == [false, true])
    }

    /// Numbers no caller should pass (NaN, infinite, huge, negative widths,
    /// sizes and ratios) give a growing row what they give a row of the text
    /// so far: a finite answer, the same.
    @Test func hostileNumbersAnswerAsABubbleOfTheTextSoFar() throws {
        let values = [0, -1, 1e-300, .nan, .infinity, -.infinity, 1e300, .greatestFiniteMagnitude, 17]
        var content = BubbleContent(text: "")
        content.time = "12:30"
        content.quote = .init(name: "Bo", text: "Brunch?")
        let text = try GrowingMarkdown(style: Self.style, fonts: Self.fonts)
        let growing = try Bubble(content, growingText: text, fonts: Self.fonts)
        let pieces = ["**Step 1**: run `make", " test`\nthen ```\nmake", " demo\n``` @ana\n", "and more"]
        for piece in pieces { text.append(piece) }
        let message = MarkdownMessage(markdown: pieces.joined(), style: Self.style)
        (content.text, content.spans) = (message.text, message.spans)
        let whole = try Bubble(content, fonts: Self.fonts)
        for value in values {
            for (width, size, ratio) in [(value, 17.0, 1.0), (390, value, 1), (390, 17, value), (value, value, value)] {
                let layout = growing.layout(listWidth: width, fontSize: size, devicePixelRatio: ratio)
                #expect(layout.rowHeight.isFinite, "\(width) \(size) \(ratio)")
                #expect(layout == whole.layout(listWidth: width, fontSize: size, devicePixelRatio: ratio),
                        "\(width) \(size) \(ratio)")
            }
        }
    }

    /// One task appends while others lay the row and the text out: every
    /// answer is the answer for some prefix of the appends (no layout sees
    /// an append half done), and the last is the whole answer's.
    @Test func appendsAndLayoutsOnManyThreads() async throws {
        var random = SplitMix64(seed: 43)
        let source = (0..<60).map { _ in Self.fragments.randomElement(using: &random)! }.joined()
        let pieces = source.streamedPieces(1...8, using: &random)
        var content = BubbleContent(text: "")
        content.time = "12:30"
        content.name = "Ana"
        var answers: Set<BubbleLayout> = []
        var sofar = ""
        for piece in [""] + pieces {
            sofar += piece
            let message = MarkdownMessage(markdown: sofar, style: Self.style)
            var whole = content
            (whole.text, whole.spans) = (message.text, message.spans)
            answers.insert(try Bubble(whole, fonts: Self.fonts).layout(listWidth: 320, fontSize: 17, devicePixelRatio: 1.5))
        }
        let text = try GrowingMarkdown(style: Self.style, fonts: Self.fonts)
        let row = try Bubble(content, growingText: text, fonts: Self.fonts)
        let seen = await withTaskGroup(of: [BubbleLayout].self) { group in
            group.addTask {
                for piece in pieces { text.append(piece) }
                return []
            }
            for _ in 0..<3 {
                group.addTask {
                    (0..<300).map { _ in row.layout(listWidth: 320, fontSize: 17, devicePixelRatio: 1.5) }
                }
            }
            var seen: [BubbleLayout] = []
            for await layouts in group { seen += layouts }
            return seen
        }
        #expect(seen.allSatisfy { answers.contains($0) })
        let message = MarkdownMessage(markdown: sofar, style: Self.style)
        var whole = content
        (whole.text, whole.spans) = (message.text, message.spans)
        #expect(row.layout(listWidth: 320, fontSize: 17, devicePixelRatio: 1.5)
                == (try Bubble(whole, fonts: Self.fonts)).layout(listWidth: 320, fontSize: 17, devicePixelRatio: 1.5))
    }

    /// An answer of one-line paragraphs in a row with a timestamp, laid out
    /// (frames and all) after every append: ten times the appends take at
    /// most 15 times the line breaking and paragraph visits, so each append
    /// costs its paragraph, not the answer so far.
    @Test func layingARowOutAfterEachAppendGrowsLinearly() throws {
        func work(_ appends: Int) throws -> (lineBreaking: Int, paragraphs: Int) {
            let fonts = try FontStack.bundled()
            let counter = WorkCount.Counter()
            try WorkCount.$counter.withValue(counter) {
                let text = try GrowingMarkdown(fonts: fonts)
                var content = BubbleContent(text: "")
                content.time = "12:30"
                content.name = "Ana"
                let row = try Bubble(content, growingText: text, fonts: fonts)
                for k in 0..<appends {
                    text.append(k % 3 == 0 ? "Step **\(k % 10)**: run `make`" : k % 3 == 1 ? " and *wait*" : "\n")
                    _ = row.layout(listWidth: 390, fontSize: 17)
                    _ = row.missingClusterCount
                }
            }
            return (counter[.lineBreaking], counter[.growingText])
        }
        let small = try work(600)
        let large = try work(6_000)
        #expect(small.lineBreaking > 0 && small.paragraphs > 0)
        #expect(large.lineBreaking <= 15 * small.lineBreaking, "\(small) -> \(large)")
        #expect(large.paragraphs <= 15 * small.paragraphs, "\(small) -> \(large)")
    }
}
