extension TextDirection {
    /// ``init(firstStrongCharacterOf:)`` of styled text: a box span
    /// (``TextSpan/box``) is an empty element in the page, whose text is not
    /// there to be read, so its range is skipped.
    public init?(firstStrongCharacterOf text: String, spans: [TextSpan]) {
        self.init(firstStrongCharacterOf: text,
                  skipping: spans.filter { $0.box != nil }.map { $0.start..<$0.end })
    }
}
