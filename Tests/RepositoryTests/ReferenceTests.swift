import Foundation
import Testing

/// The repository stands alone: every path of it that a source, a test, a
/// tool or a document names exists, and nothing names a path of a
/// development machine. A renamed or deleted file shows up here, not in a
/// reader's confusion.
@Suite struct ReferenceTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    /// This file, whose examples name paths that do not exist on purpose.
    static let thisFile = "Tests/RepositoryTests/ReferenceTests.swift"

    /// The top-level folders whose paths the text names.
    static let folders = ["Sources", "Tests", "Tools", "Docs", "Fonts", "Templates", "Examples", "Benchmarks", "Fuzz",
                          "Samples", "BreakRules", "Web"]

    /// Every text file of the repository, by its path from the root: not the
    /// build folders, not git's, not the golden data or the fonts.
    static func textFiles() throws -> [(path: String, text: String)] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm", "Goldens", "licenses"]
        let extensions: Set<String> = ["swift", "md", "py", "js", "ts", "c", "h", "sh", "css", "html", "modulemap", "lua", "txt"]
        var files: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            if skipped.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            guard extensions.contains(url.pathExtension) || ["Makefile", "run"].contains(url.lastPathComponent),
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)), text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The repository paths `text` names: a top-level folder, then a path,
    /// outside a longer name; none with a placeholder or a wildcard after it.
    static func namedPaths(in text: String) -> [String] {
        let pattern = #"(?<![A-Za-z0-9_./-])((?:"# + folders.joined(separator: "|") + #")/[A-Za-z0-9_.+/-]*[A-Za-z0-9_+/-])([<*{]?)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            guard let path = Range(match.range(at: 1), in: text), let after = Range(match.range(at: 2), in: text),
                  text[after].isEmpty else { return nil }
            let named = String(text[path])
            return named.contains("/.build") ? nil : named
        }
    }

    /// Whether `path`, named in the file at `file`, exists: from the root, or
    /// from a folder the file is in (a module's documentation names its own
    /// files from the module's folder).
    static func exists(_ path: String, namedIn file: String) -> Bool {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent().relativePath
        while true {
            let base = folder == "." || folder.isEmpty ? root : root.appendingPathComponent(folder)
            if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path) { return true }
            if folder == "." || folder.isEmpty || folder == "/" { return false }
            folder = URL(fileURLWithPath: folder).deletingLastPathComponent().relativePath
        }
    }

    @Test func everyNamedPathExists() throws {
        let files = try Self.textFiles()
        #expect(files.count > 100)
        var missing: [String] = []
        for file in files where file.path != Self.thisFile {
            for path in Set(Self.namedPaths(in: file.text)) where !Self.exists(path, namedIn: file.path) {
                missing.append("\(file.path) names \(path)")
            }
        }
        #expect(missing.isEmpty, "\(missing.sorted().joined(separator: "\n"))")
    }

    @Test func noFileNamesADevelopmentMachinesPath() throws {
        let regex = try NSRegularExpression(pattern: #"(^|["'( =`])/(work|home|root|Users)/[A-Za-z]"#,
                                            options: .anchorsMatchLines)
        let found = try Self.textFiles().filter { file in
            file.path != Self.thisFile
                && regex.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil
        }
        #expect(found.isEmpty, "\(found.map(\.path))")
    }

    /// The checks find what they look for.
    @Test func aMissingPathAndAMachinePathAreFound() {
        #expect(Self.namedPaths(in: "see `Docs/fonts.md` and Sources/Nowhere/File.swift, not xSources/a") ==
                ["Docs/fonts.md", "Sources/Nowhere/File.swift"])
        #expect(Self.namedPaths(in: "Goldens of `Tests/SteadyTextTests/Goldens/bubbles-*`").isEmpty)
        #expect(Self.exists("Docs/fonts.md", namedIn: "README.md"))
        #expect(!Self.exists("Sources/Nowhere/File.swift", namedIn: "README.md"))
        #expect(Self.exists("Fonts/FontMetrics.swift", namedIn: "Sources/SteadyText/SteadyText.docc/Architecture.md"))
    }
}
