extension FontStack {
    /// The folder of the fonts bundled with Steady: `share/steady/Fonts`
    /// beside the running executable's `bin/` folder (where `make install`
    /// puts them), else the `Fonts/` of the checkout the package was built
    /// from. When neither exists, the checkout's path, which ``bundled()``
    /// reports as missing with every place it looked.
    public static var bundledDirectory: String {
        BundledFiles.fontDirectory ?? BundledFiles.packageRoot + "/Fonts"
    }

    /// The bundled font stack, `Fonts/stack.json`, loaded once per process
    /// and shared. An app that ships without the checkout it was built from
    /// copies `Fonts/` to `share/steady/Fonts` beside its `bin/` folder, or
    /// loads a folder of its own with ``init(directory:shapeCacheCapacity:cacheCodeUnitCapacity:)``.
    ///
    /// - Throws: ``FontError/bundledFontsMissing(searched:)`` when no place
    ///   holds the fonts; ``FontError`` when the stack file or a bundled font
    ///   is unreadable (``FontError/stackFile(_:)``).
    public static func bundled() throws(FontError) -> FontStack {
        try bundledResult.get()
    }

    private static let bundledResult: Result<FontStack, FontError> = Result {
        () throws(FontError) -> FontStack in
        guard let directory = BundledFiles.fontDirectory else {
            throw .bundledFontsMissing(searched: BundledFiles.fontDirectoryCandidates)
        }
        return try FontStack(directory: directory)
    }
}
