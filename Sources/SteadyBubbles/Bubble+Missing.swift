import SteadyText

extension Bubble {
    /// The grapheme clusters of the message text drawn with no font of the
    /// stack (Chromium's missing-glyph boxes): the text block's
    /// ``SteadyText/PreparedText/missingClusterCount``, 0 for a row without one.
    public var missingClusterCount: Int {
        switch text {
        case .prepared(let prepared): prepared.text?.missingClusterCount ?? 0
        case .growing(let growing): growing.withParagraphs { $0.missingClusterCount }
        }
    }
}
