extension FontFaceDescription {
    /// The `font-style` a face is declared with, or a run of text asks for.
    ///
    /// A stack file writes it `"normal"` or `"italic"` (the raw values);
    /// CSS's `oblique` is not part of the format.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Upright (`font-style: normal`).
        case normal
        /// Italic (`font-style: italic`).
        case italic
    }
}
