/// Where the fonts that ship with Steady live: `Fonts/` beside `Package.swift`.
///
/// The folder is found from this source file's location at build time, so a
/// `steady-measure` built from a checkout finds it wherever it is run from.
/// A binary copied to another machine without the checkout must be given
/// `--fonts`. (The break rules need no files: they are compiled into the shim.)
enum BundledFiles {
    /// The package's root folder.
    static let packageRoot: String = {
        // This file is Sources/SteadyText/Fonts/FontStack+Bundled.swift.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The bundled `Fonts/` folder.
    static var fontDirectory: String { packageRoot + "/Fonts" }
}

extension FontStack {
    /// The folder of the fonts bundled with Steady.
    public static var bundledDirectory: String { BundledFiles.fontDirectory }

    /// The bundled font stack, loaded once per process and shared.
    ///
    /// - Throws: ``FontError`` when a bundled font is missing or unreadable.
    public static func bundled() throws(FontError) -> FontStack {
        try bundledResult.get()
    }

    private static let bundledResult: Result<FontStack, FontError> = Result {
        () throws(FontError) -> FontStack in try FontStack(directory: bundledDirectory)
    }
}
