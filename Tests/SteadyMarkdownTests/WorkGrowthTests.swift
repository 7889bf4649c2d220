import Testing
import SteadyMarkdown
import SteadyText

/// The inline parser's work grows linearly with the message (``WorkCount``'s
/// `markdown` stage: characters scanned, delimiters listed and openers
/// visited by the emphasis procedure), for the shapes that make a parser
/// quadratic: many unclosed openers before many links (each link's text
/// resolved its emphasis over the whole stack: 3.3 MB took 156 s), runs of
/// one delimiter, and brackets that never close.
@Suite struct MarkdownWorkGrowthTests {
    static let shapes: [(name: String, make: @Sendable (Int) -> String)] = [
        ("links after unclosed openers", { String(repeating: "*a ", count: $0) + String(repeating: "[*b](c) ", count: $0) }),
        ("a style run at every other character", { String(repeating: "a*", count: $0) }),
        ("brackets that never close", { String(repeating: "[a ", count: $0) + String(repeating: "*b* ", count: $0) }),
        ("links that never close", { String(repeating: "[a](", count: $0) }),
        ("nested emphasis", { String(repeating: "*a _b ", count: $0) + String(repeating: "c_ d* ", count: $0) }),
        ("mixed closers", { String(repeating: "**a ~~b __c ", count: $0) + String(repeating: "d* e~~ f_ ", count: $0) }),
    ]

    static func steps(_ markdown: String) -> Int {
        let counter = WorkCount.Counter()
        WorkCount.$counter.withValue(counter) { _ = MarkdownMessage(markdown: markdown) }
        return counter[.markdown]
    }

    @Test(arguments: shapes.indices)
    func tenTimesTheMessageIsAtMostFifteenTimesTheWork(shape: Int) {
        let (name, make) = Self.shapes[shape]
        let small = Self.steps(make(2_000))
        let large = Self.steps(make(20_000))
        #expect(small > 0, "\(name): nothing counted")
        let ratio = Double(large) / Double(max(small, 1))
        #expect(ratio <= 15, "\(name): 10x the message took \(ratio)x the steps (\(small) -> \(large))")
    }
}
