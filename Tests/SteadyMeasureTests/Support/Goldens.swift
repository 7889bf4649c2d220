/// Expectations taken from Chromium, not from steady-measure: the golden
/// `latin-0021` in Tests/SteadyTextTests/Goldens/basic.chromium.jsonl
/// (Chromium 156, the bundled fonts), for the text below.
enum ChromiumGolden {
    static let text = "It's on the fridge, next to the calendar."

    /// (width, size, line height, white-space) → (lines, height), as Chromium rendered them.
    static let cases: [(width: String, size: String, lineHeight: String, whiteSpace: String, lines: Int, height: String)] = [
        ("300", "17", "normal", "pre-wrap", 2, "46"),
        ("160", "33", "normal", "pre-wrap", 5, "225"),
        ("360", "21", "normal", "normal", 2, "56"),
        ("160", "21", "22.5", "pre-wrap", 3, "67.5"),
        ("420", "28", "36", "normal", 2, "72"),
        ("300", "14", "18", "pre-wrap", 1, "18"),
    ]
}
