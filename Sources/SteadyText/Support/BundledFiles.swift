#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the files that ship with Steady live: `Fonts/` and `Samples/`. The
/// package's one lookup of its own folders, for every module.
///
/// A program built on the package finds the fonts wherever it runs, first
/// match wins:
/// 1. `share/steady/Fonts` beside the executable's `bin/` folder, where
///    `make install PREFIX=…` puts them (an installed steady-measure, or an
///    app that ships the folder so);
/// 2. `Fonts/` of the checkout the program was built from, found from this
///    source file's location at build time.
/// (The break rules need no files: they are compiled into the shim.)
package enum BundledFiles {
    /// The checkout's root folder, as it was when the package was built.
    package static let packageRoot: String = {
        // This file is Sources/SteadyText/Support/BundledFiles.swift.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The places the bundled fonts are looked for, in order (above).
    package static var fontDirectoryCandidates: [String] {
        (installedFontDirectory.map { [$0] } ?? []) + [packageRoot + "/Fonts"]
    }

    /// The bundled fonts' folder: the first candidate that is a folder, or
    /// none.
    package static var fontDirectory: String? {
        fontDirectoryCandidates.first(where: isDirectory)
    }

    /// `<prefix>/share/steady/Fonts` for an executable at `<prefix>/bin/…`.
    package static var installedFontDirectory: String? {
        guard let executable = executablePath() else { return nil }
        var components = executable.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 3 else { return nil }
        components.removeLast(2)
        return components.joined(separator: "/") + "/share/steady/Fonts"
    }

    /// Whether `path` names a folder.
    package static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The running executable's path, links resolved (Linux's `/proc/self/exe`).
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
