/// What an engine does otherwise when it prepares a text: how it shapes
/// (``ShapingRules``), and whose dictionaries segment the scripts written
/// without spaces. One value per engine family; a text's preparation
/// follows one.
struct PreparationRules: Hashable, Sendable {
    /// How the engine shapes.
    var shaping: ShapingRules

    /// The line rules and dictionaries that find break opportunities:
    /// Chromium's ICU 78 (``BreakIterator/Rules/line``), or the system ICU's
    /// own (``BreakIterator/Rules/systemLine``: WebKitGTK links Debian 12's
    /// ICU 72, whose Khmer and Lao word lists differ).
    var lineBreaking: BreakIterator.Rules

    /// Blink's, which Firefox's texts take too (``ShapingRules/blink``).
    static let blink = PreparationRules(shaping: .blink, lineBreaking: .line)

    /// WebKit's (WebKitGTK 2.50).
    static let webKit = PreparationRules(shaping: .webKit, lineBreaking: .systemLine)
}
