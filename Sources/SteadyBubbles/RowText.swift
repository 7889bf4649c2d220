import SteadyText

/// What a row's layout asks of its text block (``Bubble``'s `laidOut`): a
/// text prepared with the row, or a growing text's paragraphs as they stand
/// (SteadyText's `TextParagraphs`), read under the growing text's lock.
///
/// The layout is generic over it, so a prepared row's layout is the calls it
/// always made, and a growing row's reads the paragraphs each append
/// prepared: the finished ones laid out once per width and size, never
/// prepared again.
protocol RowText {
    /// Whether the text is empty: with media, the row then has no text block.
    var isEmpty: Bool { get }
    /// Whether the text ends with a newline, after which the timestamp
    /// starts a line of its own (the engine adds no line for a final newline
    /// alone).
    var endsWithNewline: Bool { get }
    /// Whether the text ends in white space, whose width its last line's
    /// fit test leaves out (it hangs) and the timestamp's counts.
    var endsInSpace: Bool { get }
    /// The prepared text holding the text's last line: the whole text, or
    /// a growing text's last paragraph; nil for a text of no line there.
    var lastPiece: PreparedText? { get }

    /// ``SteadyText/PreparedText``'s layout of the text in device px at
    /// `line-height: normal`, and whether the timestamp's spacer (an inline
    /// box `spacer` units wide after the text, before which a line may
    /// break; nil for a row without a timestamp) wraps to a line of its own.
    ///
    /// The test is on where the last line ends, never on whether the text
    /// stays one line with the spacer's width taken off: a last line that
    /// cannot break (one grapheme cluster, a lone inline box) stays one line
    /// at any width, whether it fits or overflows. A text that ends with a
    /// newline, or has no line, always gives the spacer a line.
    mutating func layout(width: Double, fontSize: Double, spacer: Int?,
                         target: LayoutTarget) -> (layout: TextLayout, spacerWraps: Bool)
    /// The text unwrapped (its max-content): its widest line and its last,
    /// in 1/64 px, each Chromium's to the 1/64 px up to `limit` 1/64 px
    /// (`PreparedText.unwrappedWidths(fontSize:target:exactUpTo:)`).
    mutating func unwrappedWidths(fontSize: Double, target: LayoutTarget, exactUpTo limit: Int) -> (widest: Int, last: Int)
    /// The height of a line of none of the text's glyphs, in 1/64 px.
    func strutUnits(fontSize: Double, target: LayoutTarget) -> Int
    /// The text block's direction under its `dir="auto"`: its first strong
    /// character's, else `fallback` (``Bubble/textDirection(of:spans:time:)``);
    /// the text is laid out in it from here on.
    mutating func direction(fallback: TextDirection) -> TextDirection
}

/// A row's text prepared with it; nil for a row with media and no caption,
/// which has no text block.
struct PreparedRowText: RowText, Sendable {
    let text: PreparedText?
    let endsWithNewline: Bool
    let endsInSpace: Bool
    /// The direction the text is prepared in, found with the row.
    let textDirection: TextDirection
    /// Kept, not read from the text: its storage is elsewhere in memory,
    /// and reading it cost a row's layout one more cache miss.
    let isEmpty: Bool

    init(_ text: PreparedText?, of string: String, direction: TextDirection) {
        self.text = text
        textDirection = direction
        endsWithNewline = string.utf16.last == 0x0A
        endsInSpace = string.unicodeScalars.last?.properties.isWhitespace ?? false
        isEmpty = (text?.utf16Count ?? 0) == 0
    }

    var lastPiece: PreparedText? { text }

    /// One count of the text for its height and its last line
    /// (`PreparedText.layoutKeeping(_:width:fontSize:endsInSpace:target:)`).
    func layout(width: Double, fontSize: Double, spacer: Int?,
                target: LayoutTarget) -> (layout: TextLayout, spacerWraps: Bool) {
        guard let text else { return (TextLayout(lineCount: 0, height: 0), spacer != nil) }
        guard let spacer, !endsWithNewline else {
            return (text.layoutInDevicePixels(width: width, fontSize: fontSize, lineHeight: .normal, target: target),
                    spacer != nil)
        }
        let (layout, keeps) = text.layoutKeeping(spacer, width: width, fontSize: fontSize, endsInSpace: endsInSpace,
                                              target: target)
        return (layout, layout.lineCount == 0 || !keeps)
    }

    func unwrappedWidths(fontSize: Double, target: LayoutTarget, exactUpTo limit: Int) -> (widest: Int, last: Int) {
        text?.unwrappedWidths(fontSize: fontSize, target: target, exactUpTo: limit) ?? (0, 0)
    }

    func strutUnits(fontSize: Double, target: LayoutTarget) -> Int {
        text?.strutUnits(fontSize: fontSize, target: target) ?? 0
    }

    func direction(fallback: TextDirection) -> TextDirection { textDirection }
}

/// A growing text's paragraphs answer with its kept lines: those finished
/// since the last layout at a width and size are laid out, the open ones
/// always.
extension TextParagraphs: RowText {
    var isEmpty: Bool { utf16Count == 0 }

    mutating func direction(fallback: TextDirection) -> TextDirection { autoDirection(fallback: fallback) }
    /// Exact at every width: the paragraphs keep their widths at a size.
    mutating func unwrappedWidths(fontSize: Double, target: LayoutTarget, exactUpTo limit: Int) -> (widest: Int, last: Int) {
        unwrappedWidths(fontSize: fontSize, target: target)
    }
    /// The paragraphs' layout, then the spacer's fit test asked of the last
    /// paragraph, which holds the last line: the running totals give the
    /// last line's width for most texts that end in no space
    /// (`PreparedText.lastLineKeeps(_:width:fontSize:target:)`); the rest are
    /// walked for where their last line ends.
    mutating func layout(width: Double, fontSize: Double, spacer: Int?,
                         target: LayoutTarget) -> (layout: TextLayout, spacerWraps: Bool) {
        let layout = layoutInDevicePixels(width: width, fontSize: fontSize, lineHeight: .normal, target: target)
        guard let spacer else { return (layout, false) }
        if layout.lineCount == 0 || endsWithNewline { return (layout, true) }
        guard let last = lastPiece else { return (layout, true) }
        if !endsInSpace, let keeps = last.lastLineKeeps(spacer, width: width, fontSize: fontSize, target: target) {
            return (layout, !keeps)
        }
        return (layout, !last.lastLineKeepsWalking(spacer, width: width, fontSize: fontSize, target: target))
    }
}
