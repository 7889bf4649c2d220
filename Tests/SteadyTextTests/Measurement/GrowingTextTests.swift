import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText
import SteadyTestSupport

/// ``GrowingText`` answers what ``PreparedText`` answers for the whole text
/// after every append, and an append prepares only the paragraph it joins.
@Suite struct GrowingTextTests {
    static let fonts = try! FontStack.bundled()

    /// Chat texts of many scripts, with paragraphs (newlines, blank lines,
    /// spaces before a newline) so that appends finish paragraphs.
    static let texts: [String] = {
        let corpus = try! ChromiumGoldens(named: "full").messages.values.map(\.text).sorted()
        var random = SplitMix64(seed: 18)
        return (0..<24).map { _ in
            (0..<Int.random(in: 1...4, using: &random)).map { _ in corpus.randomElement(using: &random)! }
                .joined(separator: ["\n", "\n\n", "  \n", " "].randomElement(using: &random)!)
        }
    }()

    /// The texts cut into pieces of 1–6 characters, as tokens stream in.
    static func pieces(of text: String, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        var pieces: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let count = min(rest.count, Int.random(in: 1...6, using: &random))
            pieces.append(String(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        return pieces
    }

    static let parameters: [(width: Double, size: Double, lineHeight: LineHeight, ratio: Double)] = [
        (300, 17, .normal, 1), (120, 33, .fixed(22.5), 1), (375, 17, .normal, 2), (240, 23, .fixed(27.6), 1.5),
    ]

    @Test(arguments: WhiteSpace.allCases)
    func everyAppendAnswersAsTheWholeText(_ whiteSpace: WhiteSpace) {
        for (k, text) in Self.texts.enumerated() {
            let growing = GrowingText(whiteSpace: whiteSpace, fonts: Self.fonts)
            var sofar = ""
            for piece in Self.pieces(of: text, seed: UInt64(k)) {
                growing.append(piece)
                sofar += piece
                let whole = PreparedText(sofar, whiteSpace: whiteSpace, fonts: Self.fonts)
                for p in Self.parameters {
                    #expect(growing.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                            == whole.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio),
                            "text \(k) after \(sofar.utf16.count) code units, \(p)")
                }
            }
            #expect(growing.utf16Count == text.utf16.count)
            let whole = PreparedText(text, whiteSpace: whiteSpace, fonts: Self.fonts)
            for p in Self.parameters {
                #expect(growing.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                        == whole.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio))
            }
            let newlines = text.utf16.filter { $0 == 0x0A }.count
            #expect(growing.finishedParagraphCount == (whiteSpace == .preWrap ? newlines : 0))
        }
    }

    /// An answer of 20 paragraphs streamed 4 characters at a time prepares
    /// each finished paragraph once and, per append, the open one; and does
    /// the analysis and shaping of preparing the answer once, plus, per
    /// append, the one token the append cut short (shaped as it stood, then
    /// again when it grew): nothing grows with the text before the open
    /// paragraph. (Preparing the whole text at every append would prepare
    /// ten times what the bound allows here.)
    @Test func appendsCostTheirOwnTokens() throws {
        let paragraph = "Here is one step of the answer, with a few words in it. "
        let answer = (0..<20).map { "\($0 + 1). " + paragraph + paragraph + "\n" }.joined()
        let pieces = stride(from: 0, to: answer.count, by: 4).map { String(answer.dropFirst($0).prefix(4)) }
        func work(_ body: (FontStack) -> Void) throws -> WorkCount.Counter {
            let fonts = try FontStack.bundled()   // empty caches
            let counter = WorkCount.Counter()
            WorkCount.$counter.withValue(counter) { body(fonts) }
            return counter
        }
        let once = try work { _ = PreparedText(answer, fonts: $0) }
        let streamed = try work { fonts in
            let growing = GrowingText(fonts: fonts)
            for piece in pieces {
                growing.append(piece)
                _ = growing.layout(width: 300, fontSize: 17, lineHeight: .normal)
            }
        }
        let longestParagraph = answer.split(separator: "\n").map(\.utf16.count).max()! + 1
        #expect(streamed[.preparation] <= pieces.count * longestParagraph + answer.utf16.count)
        #expect(streamed[.preparation] > answer.utf16.count)
        let longestToken = 8   // "answer," and the numbers
        for stage in [WorkCount.Stage.analysis, .shaping] {
            #expect(streamed[stage] <= once[stage] + pieces.count * longestToken, "\(stage)")
        }
    }

    /// Hundreds of paragraphs, some with clusters no font draws, streamed a
    /// few characters at a time and laid out at keys that come and go, so
    /// that chunks form (``TextParagraphs/chunkParagraphs``) under layouts that
    /// covered all, some or none of their paragraphs: every answer is the
    /// whole text's.
    @Test func chunksOfParagraphsAnswerAsTheWholeText() {
        var random = SplitMix64(seed: 29)
        let lines = ["a", "", "Hello 👋", "\u{10FFFD} missing", "مرحبا بالعالم and more words to wrap the line", "  "]
        let text = (0..<300).map { _ in lines.randomElement(using: &random)! + "\n" }.joined() + "the end"
        let growing = GrowingText(fonts: Self.fonts)
        var sofar = ""
        for (k, piece) in Self.pieces(of: text, seed: 7).enumerated() {
            growing.append(piece)
            sofar += piece
            // The first key at every append, the others now and then.
            for (index, p) in Self.parameters.enumerated() where index == 0 || (k / 40) % Self.parameters.count == index {
                let whole = PreparedText(sofar, fonts: Self.fonts)
                #expect(growing.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                        == whole.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio),
                        "after \(sofar.utf16.count) code units, \(p)")
                #expect(growing.missingClusterCount == whole.missingClusterCount)
            }
        }
        let whole = PreparedText(text, fonts: Self.fonts)
        #expect(growing.finishedParagraphCount == 300)
        #expect(growing.missingClusterCount > 0)
        for p in Self.parameters {
            #expect(growing.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                    == whole.lines(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio))
        }
    }

    /// Appends that finish many paragraphs at once (a whole answer arriving
    /// in one piece) among small ones: each is prepared as one text, and
    /// the answers stay the whole text's.
    @Test func largeAppendsAnswerAsTheWholeText() {
        let paragraph = "Hello 👋 \u{10FFFD} مرحبا, a line that wraps at the narrow width\n"
        let pieces = [String(repeating: paragraph, count: 70), "a\nb", "c\n", String(repeating: paragraph, count: 63),
                      "d", String(repeating: "e\n", count: 130) + "f", "\n", String(repeating: paragraph, count: 64) + "end"]
        let growing = GrowingText(fonts: Self.fonts)
        var sofar = ""
        for piece in pieces {
            growing.append(piece)
            sofar += piece
            let whole = PreparedText(sofar, fonts: Self.fonts)
            for p in Self.parameters {
                #expect(growing.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio)
                        == whole.layout(width: p.width, fontSize: p.size, lineHeight: p.lineHeight, devicePixelRatio: p.ratio),
                        "after \(sofar.utf16.count) code units, \(p)")
            }
            #expect(growing.missingClusterCount == whole.missingClusterCount)
            #expect(growing.finishedParagraphCount == sofar.utf16.filter { $0 == 0x0A }.count)
            #expect(growing.lines(width: 120, fontSize: 17, lineHeight: .normal) == whole.lines(width: 120, fontSize: 17, lineHeight: .normal))
        }
    }

    /// One-line appends, each followed by a layout and the missing count, as
    /// `steady-measure stream` answers them: ten times the appends take at
    /// most 15 times the work in every stage (the missing count summed every
    /// finished paragraph at each line: 50,000 appends took 49 s).
    @Test func oneLineAppendsGrowLinearly() throws {
        func work(_ appends: Int) throws -> [WorkCount.Stage: Int] {
            let fonts = try FontStack.bundled()
            return WorkGrowthTests.steps {
                let growing = GrowingText(fonts: fonts)
                for k in 0..<appends {
                    growing.append("line \(k % 10)\n")
                    _ = growing.layout(width: 300, fontSize: 17, lineHeight: .normal)
                    _ = growing.missingClusterCount
                }
            }
        }
        let small = try work(500)
        #expect(small[.growingText, default: 0] > 0)
        WorkGrowthTests.expectLinear(small, try work(5_000), "500 -> 5,000 one-line appends")
    }
}
