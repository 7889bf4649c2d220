import Foundation
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
}
