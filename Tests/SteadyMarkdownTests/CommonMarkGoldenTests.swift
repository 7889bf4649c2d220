import Foundation
import SteadyMarkdown
import Testing

/// 2,000 random chat messages rendered by another CommonMark 0.31.2 parser
/// (markdown-it-py 4.3.0 in its commonmark mode, with GFM strikethrough;
/// Tools/markdown-goldens, never this code): the converter draws what its
/// HTML draws, except the cases listed in
/// `Goldens/markdown-it.known-differences.tsv` with their cause. The list is
/// exact: every differing case is listed, and every listed case still differs.
@Suite struct CommonMarkGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    struct Golden: Decodable {
        var markdown: String
        var html: String
    }

    @Test func theConverterDrawsWhatTheReferenceDraws() throws {
        let goldens = try String(contentsOf: Self.directory.appendingPathComponent("markdown-it.jsonl"), encoding: .utf8)
            .split(separator: "\n").map { try JSONDecoder().decode(Golden.self, from: Data($0.utf8)) }
        #expect(goldens.count == 2_000)
        let known = try Self.knownDifferences()

        var differing: Set<String> = []
        for golden in goldens {
            let expected = try ReferenceHTML.message(golden.html)
            let message = MarkdownMessage(markdown: golden.markdown)
            if message != expected {
                differing.insert(golden.markdown)
                #expect(known[golden.markdown] != nil,
                        "\(golden.markdown.debugDescription): \(golden.html.debugDescription) draws \(expected), the converter \(message)")
            }
        }
        let stale = Set(known.keys).subtracting(differing)
        #expect(stale.isEmpty, "listed but no longer different: \(stale.sorted())")
    }

    /// The listed cases: the Markdown as a JSON string, a tab, the cause.
    static func knownDifferences() throws -> [String: String] {
        let text = try String(contentsOf: directory.appendingPathComponent("markdown-it.known-differences.tsv"), encoding: .utf8)
        var known: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            let markdown = try JSONDecoder().decode(String.self, from: Data(fields[0].utf8))
            known[markdown] = fields.count > 1 ? String(fields[1]) : ""
        }
        return known
    }
}
