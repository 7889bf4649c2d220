/// What Markdown's markup sets on a span, and which `@mentions` are boxes.
///
/// Italic is always `font-style: italic`; the rest depends on the app's font
/// stack and its members:
///
/// ```swift
/// let members: [Substring: Double] = ["@ana": 2.5, "@bo": 2]
/// let style = MarkdownStyle(mentionWidth: { members[$0] })
/// MarkdownMessage(markdown: "hi @ana", style: style).spans   // [3..<7 box 2.5]
/// ```
public struct MarkdownStyle: Sendable {
    /// The `font-weight` of `**bold**` and `__bold__` (100–900); nested
    /// bold is no bolder.
    public var boldWeight: Double
    /// The family drawn first for code between backticks, a family of the
    /// stack the message is measured with; nil leaves code in the text's
    /// families (its span still splits the text, as `<code>` does).
    public var codeFamily: String?
    /// The width in em of the box that stands for a mention, given the
    /// mention as written (`"@ana"`, with its `@`); nil keeps the mention as
    /// text. The converter only finds candidates, so return nil for a name
    /// that is not a member. A width that is not a finite number of 0 or
    /// more also keeps the mention as text.
    public var mentionWidth: @Sendable (Substring) -> Double?

    /// A style; by default bold is 700, code is drawn in the bundled stack's
    /// `"Noto Sans Mono"`, and no mention is a box.
    public init(boldWeight: Double = 700, codeFamily: String? = "Noto Sans Mono",
                mentionWidth: @escaping @Sendable (Substring) -> Double? = { _ in nil }) {
        self.boldWeight = boldWeight
        self.codeFamily = codeFamily
        self.mentionWidth = mentionWidth
    }
}
