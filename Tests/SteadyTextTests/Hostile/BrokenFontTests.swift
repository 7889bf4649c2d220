import Foundation
import Testing
import SteadyText

/// A font folder with a file missing, truncated, of random bytes, a folder in a
/// font's place or unreadable: `FontStack(directory:)` throws a `FontError`
/// naming that file; it never crashes.
@Suite struct BrokenFontTests {
    /// A copy of the bundled fonts (symbolic links, except the broken one).
    final class FontFolder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("steady-broken-fonts-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for name in FontStack.fileNames {
                try FileManager.default.createSymbolicLink(
                    at: url.appendingPathComponent(name),
                    withDestinationURL: URL(fileURLWithPath: FontStack.bundledDirectory).appendingPathComponent(name))
            }
        }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func replace(_ name: String, with data: Data) throws {
            try FileManager.default.removeItem(atPath: path(name))
            try data.write(to: URL(fileURLWithPath: path(name)))
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func bundledBytes(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: FontStack.bundledDirectory).appendingPathComponent(name))
    }

    static func loadError(_ folder: FontFolder) -> FontError? {
        do { _ = try FontStack(directory: folder.url.path); return nil } catch { return error }
    }

    @Test(arguments: [0, 5, 7])
    func missingFile(_ index: Int) throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[index]
        try FileManager.default.removeItem(atPath: folder.path(name))
        #expect(Self.loadError(folder) == .unreadable(path: folder.path(name)))
    }

    /// Truncated at several lengths, including inside the table directory and
    /// inside the tables: loading fails with an error or, when what remains is
    /// enough for FreeType and HarfBuzz, loads; either way, no crash, and a
    /// stack that loads can measure.
    @Test(arguments: [0, 1, 4, 12, 100, 1_000, 10_000, 100_000])
    func truncatedFile(_ length: Int) throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[0]
        try folder.replace(name, with: try Self.bundledBytes(name).prefix(length))
        do {
            let fonts = try FontStack(directory: folder.url.path)
            _ = PreparedText("Hello 👋 مرحبا", fonts: fonts).layout(width: 100, fontSize: 17, lineHeight: .normal)
        } catch {
            #expect(error == .notAFont(path: folder.path(name)) || error == .unreadable(path: folder.path(name)))
        }
    }

    @Test(arguments: [1, 64, 4096, 100_000])
    func randomBytes(_ length: Int) throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[3]
        var random = SplitMix64(seed: UInt64(length))
        try folder.replace(name, with: Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }))
        #expect(Self.loadError(folder) == .notAFont(path: folder.path(name)))
    }

    /// A real font's header with garbage tables after it.
    @Test func validHeaderThenGarbage() throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[0]
        var bytes = try Self.bundledBytes(name)
        var random = SplitMix64(seed: 7)
        for i in 300..<bytes.count { bytes[i] = UInt8.random(in: 0...255, using: &random) }
        try folder.replace(name, with: bytes)
        do {
            let fonts = try FontStack(directory: folder.url.path)
            _ = PreparedText("Hello, world", fonts: fonts).layout(width: 100, fontSize: 17, lineHeight: .normal)
        } catch {
            #expect(error == .notAFont(path: folder.path(name)) || error == .unreadable(path: folder.path(name)))
        }
    }

    @Test func folderInPlaceOfFile() throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[6]
        try FileManager.default.removeItem(atPath: folder.path(name))
        try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: false)
        let error = Self.loadError(folder)
        #expect(error == .unreadable(path: folder.path(name)) || error == .notAFont(path: folder.path(name)))
    }

    /// Root reads a mode-000 file anyway, so as root this case cannot be made
    /// and is skipped with a note (folderInPlaceOfFile covers an unreadable path).
    @Test func fileWithoutReadPermission() throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[1]
        try folder.replace(name, with: try Self.bundledBytes(name))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path(name))
        if FileManager.default.isReadableFile(atPath: folder.path(name)) || getuid() == 0 {
            print("BrokenFontTests.fileWithoutReadPermission: skipped, running as root (mode 000 is still readable)")
            return
        }
        #expect(Self.loadError(folder) == .unreadable(path: folder.path(name)))
    }

    @Test func emptyPathAndMissingFolder() {
        #expect(throws: FontError.self) { try FontStack(directory: "") }
        #expect(throws: FontError.self) { try FontStack(directory: "/nonexistent/steady/fonts") }
    }
}
