extension FontStack {
    /// The folder of the fonts bundled with Steady.
    public static var bundledDirectory: String { BundledFiles.fontDirectory }

    /// The bundled font stack, `Fonts/stack.json`, loaded once per process
    /// and shared.
    ///
    /// - Throws: ``FontError`` when the stack file or a bundled font is
    ///   missing or unreadable (``FontError/stackFile(_:)``).
    public static func bundled() throws(FontError) -> FontStack {
        try bundledResult.get()
    }

    private static let bundledResult: Result<FontStack, FontError> = Result {
        () throws(FontError) -> FontStack in try FontStack(directory: bundledDirectory)
    }
}
