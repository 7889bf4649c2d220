import Foundation
import Testing
@testable import SteadyText
import SteadyTestSupport

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
        #expect(Self.loadError(folder) == .unreadable(path: folder.path(name), reason: "No such file or directory"))
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
            #expect(error == .notAFont(path: folder.path(name)))
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
            #expect(error == .notAFont(path: folder.path(name)))
        }
    }

    @Test func folderInPlaceOfFile() throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[6]
        try FileManager.default.removeItem(atPath: folder.path(name))
        try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: false)
        #expect(Self.loadError(folder) == .notARegularFile(path: folder.path(name)))
    }

    /// A mode-000 file: refused, and the message says why. Root reads such a
    /// file anyway, so the font is opened without root's override
    /// (``withoutRootsFileAccess(_:)``); only that file is opened, so where
    /// the checkout lies does not matter.
    @Test func fileWithoutReadPermission() throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[1]
        try folder.replace(name, with: try Self.bundledBytes(name))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path(name))
        let error = withoutRootsFileAccess { () -> FontError? in
            do throws(FontError) { _ = try Font(path: folder.path(name)); return nil } catch { return error }
        }
        #expect(error == .unreadable(path: folder.path(name), reason: "Permission denied"))
        #expect(error.map(String.init(describing:)) == "cannot read font file \(folder.path(name)): Permission denied")
    }

    /// Loads the folder on a thread of its own and waits at most `seconds`:
    /// nil when the load has not returned by then.
    static func loadError(_ folder: FontFolder, within seconds: Double) -> FontError?? {
        let result = Locked<FontError??>(nil)
        let done = DispatchSemaphore(value: 0)
        let directory = folder.url.path
        Thread.detachNewThread {
            let outcome: FontError?
            do throws(FontError) { _ = try FontStack(directory: directory); outcome = nil } catch { outcome = error }
            result.withLock { $0 = .some(outcome) }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return result.withLock { $0 }
    }

    /// A FIFO in a font's place: refused at once, never waited on (a blocking
    /// open waits for a writer for ever).
    @Test func fifoInPlaceOfFile() throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[4]
        try FileManager.default.removeItem(atPath: folder.path(name))
        #expect(mkfifo(folder.path(name), 0o644) == 0)
        let error = Self.loadError(folder, within: 10)
        // A load still waiting in open() is released by a writer, so that the thread ends.
        if error == nil { close(open(folder.path(name), O_WRONLY | O_NONBLOCK)) }
        #expect(error == .some(.notARegularFile(path: folder.path(name))))
        #expect(error??.description == "cannot read font file \(folder.path(name)): not a regular file")
    }

    /// A link to a device: refused before a byte is read (reading /dev/zero
    /// goes on until memory runs out).
    @Test(arguments: ["/dev/zero", "/dev/null"])
    func deviceInPlaceOfFile(_ device: String) throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[2]
        try FileManager.default.removeItem(atPath: folder.path(name))
        try FileManager.default.createSymbolicLink(atPath: folder.path(name), withDestinationPath: device)
        #expect(Self.loadError(folder, within: 10) == .some(.notARegularFile(path: folder.path(name))))
    }

    /// A file larger than Font.largestFileSize (sparse: it takes no disk) is
    /// refused before it is read.
    @Test func fileLargerThanTheLimit() throws {
        let folder = try FontFolder()
        let name = FontStack.fileNames[0]
        try folder.replace(name, with: Data())
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path(name)))
        try handle.truncate(atOffset: UInt64(Font.largestFileSize) + 1)
        try handle.close()
        let error = Self.loadError(folder)
        #expect(error == .tooLarge(path: folder.path(name), limit: Font.largestFileSize))
        #expect(error?.description == "cannot read font file \(folder.path(name)): larger than 256 MB")
    }

    @Test func emptyPathAndMissingFolder() {
        #expect(throws: FontError.self) { try FontStack(directory: "") }
        #expect(throws: FontError.self) { try FontStack(directory: "/nonexistent/steady/fonts") }
    }
}
