/// Where the files that ship with Steady live: `Fonts/` and `Samples/` beside
/// `Package.swift`. The package's one lookup of its own folder, for every module.
///
/// The folder is found from this source file's location at build time, so a
/// `steady-measure` built from a checkout finds it wherever it is run from.
/// An installed binary finds its own copy instead (steady-measure's
/// `FontLocation`). (The break rules need no files: they are compiled into the shim.)
package enum BundledFiles {
    /// The package's root folder.
    package static let packageRoot: String = {
        // This file is Sources/SteadyText/Support/BundledFiles.swift.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The bundled `Fonts/` folder.
    package static var fontDirectory: String { packageRoot + "/Fonts" }
}
