import Testing
@testable import SteadyText

/// ``TextSpan/validate(_:utf16:fonts:)`` refuses each kind of bad span of
/// Docs/steady-measure.md with the span's place and the problem, and takes good ones.
@Suite struct TextSpanValidationTests {
    static let fonts = try! FontStack.bundled()
    /// "a😀b c": the emoji's surrogate pair is at 1 and 2.
    static let text = Array("a😀b c".utf16)

    static func problem(_ spans: [TextSpan]) -> String? {
        do {
            try TextSpan.validate(spans, utf16: text, fonts: fonts)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func goodSpansPass() {
        #expect(Self.problem([]) == nil)
        #expect(Self.problem([TextSpan(start: 0, end: 1, weight: 700), TextSpan(start: 1, end: 3, box: 1.2),
                              TextSpan(start: 4, end: 6, style: .italic, family: "noto sans mono")]) == nil)
        // Touching spans, a zero-width box, the extreme weights.
        #expect(Self.problem([TextSpan(start: 0, end: 3, weight: 100), TextSpan(start: 3, end: 6, weight: 900, box: 0)]) == nil)
    }

    @Test(arguments: [
        ([TextSpan(start: 2, end: 2)], "span 1 (2..<2): start is not before end"),
        ([TextSpan(start: 0, end: 7)], "span 1 (0..<7): reaches outside the text (6 UTF-16 code units)"),
        ([TextSpan(start: -1, end: 1)], "span 1 (-1..<1): reaches outside the text (6 UTF-16 code units)"),
        ([TextSpan(start: 0, end: 4), TextSpan(start: 3, end: 5)], "span 2 (3..<5): overlaps the previous span (0..<4)"),
        ([TextSpan(start: 4, end: 5), TextSpan(start: 0, end: 1)],
         "span 2 (0..<1): starts before the previous span (at 4): spans must be sorted"),
        ([TextSpan(start: 0, end: 2)], "span 1 (0..<2): offset 2 splits a surrogate pair"),
        ([TextSpan(start: 2, end: 4)], "span 1 (2..<4): offset 2 splits a surrogate pair"),
        ([TextSpan(start: 0, end: 1, family: "Comic Sans")], "span 1 (0..<1): family Comic Sans is not in the font stack"),
        ([TextSpan(start: 0, end: 1, weight: 950)], "span 1 (0..<1): weight 950 is outside 100–900"),
        ([TextSpan(start: 0, end: 1, weight: .nan)], "span 1 (0..<1): weight nan is outside 100–900"),
        ([TextSpan(start: 0, end: 1, box: -2)], "span 1 (0..<1): box width -2 em is not a finite number, 0 or more"),
        ([TextSpan(start: 0, end: 1, box: .infinity)], "span 1 (0..<1): box width inf em is not a finite number, 0 or more"),
    ])
    func badSpansNameTheSpanAndTheProblem(_ spans: [TextSpan], _ message: String) {
        #expect(Self.problem(spans) == message)
    }
}
