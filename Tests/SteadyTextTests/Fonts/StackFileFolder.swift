import Foundation
@testable import SteadyText

/// A temporary folder for one test's font-stack file and fonts, removed
/// when the test lets go of it.
final class StackFileFolder: Sendable {
    let path: String

    /// A new folder in the temporary folder; with `everyoneCanEnter`, in
    /// `/tmp`, which every user can enter whatever `TMPDIR` says, made
    /// enterable by everyone too (for a test run without root's access).
    init(everyoneCanEnter: Bool = false) throws {
        let parent = everyoneCanEnter ? URL(fileURLWithPath: "/tmp") : FileManager.default.temporaryDirectory
        path = parent.appendingPathComponent("steady-stack-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: everyoneCanEnter ? [.posixPermissions: 0o755] : nil)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The bundled font folder, absolute.
    static let bundledFonts = FontStack.bundledDirectory

    /// The first four bytes of a TrueType font: enough for the reader, which
    /// leaves the rest to the loader.
    static let trueTypeTag: [UInt8] = [0, 1, 0, 0]

    /// Writes `text` to `name` (folders made as needed) and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` (folders made as needed) and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes a stack file `stack.json` holding `json`, with a font file
    /// (a TrueType tag) for each name in `fonts`, and returns its path.
    @discardableResult
    func stack(_ json: String, fonts: [String] = ["A.ttf"], name: String = "stack.json") throws -> String {
        for font in fonts { try write(Self.trueTypeTag, to: font) }
        return try write(json, to: name)
    }

    /// The error reading `file` throws, or nil when it reads.
    static func error(reading file: String) -> FontStackFileError? {
        do {
            _ = try FontStackDescription(contentsOfFile: file)
            return nil
        } catch {
            return error
        }
    }
}
