import Foundation
import Testing
import SteadyText

/// Fonts/ holds the files Docs/steady-measure.md names, the eight bundled fonts first,
/// byte for byte as Debian ships them, and nothing the manifest does not list.
@Suite struct FontManifestTests {
    struct Entry { var file: String; var package: String; var version: String; var sha256: String }

    static let fontsDirectory = URL(fileURLWithPath: FontStack.bundledDirectory)

    static func manifest() throws -> [Entry] {
        let text = try String(contentsOf: fontsDirectory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return Entry(file: fields[0], package: fields[1], version: fields[2], sha256: fields[3])
        }
    }

    @Test func manifestListsTheContractFontsFirstInFallbackOrder() throws {
        #expect(try Array(Self.manifest().map(\.file).prefix(FontStack.fileNames.count)) == FontStack.fileNames)
    }

    @Test func manifestListsEveryFontFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fontsDirectory.path)
            .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") || $0.hasSuffix(".ttc") }
        #expect(try Set(Self.manifest().map(\.file)) == Set(files))
    }

    @Test func everyFontMatchesItsChecksum() throws {
        for entry in try Self.manifest() {
            let path = Self.fontsDirectory.appendingPathComponent(entry.file).path
            #expect(try sha256(ofFileAt: path) == entry.sha256, "\(entry.file) differs from the manifest")
        }
    }

    @Test func licencesAreBundled() {
        for name in ["OFL-1.1.txt", "Apache-2.0.txt", "fonts-noto-core.copyright", "fonts-noto-color-emoji.copyright",
                     "fonts-droid-fallback.copyright", "fonts-nanum.copyright", "fonts-noto-mono.copyright"] {
            let path = Self.fontsDirectory.appendingPathComponent("licenses/" + name).path
            #expect(FileManager.default.fileExists(atPath: path), "missing licence \(name)")
        }
    }

    /// SHA-256 through coreutils' `sha256sum`: an implementation independent of this package.
    private func sha256(ofFileAt path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
