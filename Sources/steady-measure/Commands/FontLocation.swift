import Glibc
import SteadyText

/// Where steady-measure finds its fonts, first match wins:
///
/// 1. `--fonts PATH`;
/// 2. the `STEADY_FONTS` environment variable;
/// 3. `share/steady/Fonts` beside the binary's `bin/` folder (`make install`);
/// 4. the `Fonts/` of the checkout the binary was built from.
///
/// An installed binary finds its own fonts wherever it is run from, and keeps
/// working after the checkout is gone.
enum FontLocation {
    /// The environment variable that names a font folder.
    static let environmentVariable = "STEADY_FONTS"

    /// Loads the stack from the first place that applies.
    ///
    /// - Parameter option: the `--fonts` value, if given.
    /// - Throws: ``UsageError`` naming the source and why its fonts cannot be used.
    static func load(option: String?) throws(UsageError) -> FontStack {
        let (directory, source) = find(option: option)
        do {
            if directory == FontStack.bundledDirectory { return try FontStack.bundled() }
            return try FontStack(directory: directory)
        } catch {
            // The stack file's own message names the file, the family and the problem.
            if case .stackFile = error { throw UsageError("\(source): \(error)") }
            throw UsageError("\(source): \(error) (a font folder holds \(FontStack.stackFileName), or "
                + "\(FontStack.fileNames.joined(separator: ", ")))")
        }
    }

    /// The folder to load and how it was chosen, for messages.
    static func find(option: String?) -> (directory: String, source: String) {
        if let option { return (option, "--fonts") }
        if let value = getenv(environmentVariable), value.pointee != 0 {
            return (String(cString: value), environmentVariable)
        }
        if let installed = installedDirectory(), isDirectory(installed) {
            return (installed, "installed fonts")
        }
        return (FontStack.bundledDirectory, "bundled fonts")
    }

    /// `<prefix>/share/steady/Fonts` for a binary at `<prefix>/bin/steady-measure`.
    static func installedDirectory() -> String? {
        guard let executable = executablePath() else { return nil }
        var components = executable.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 3 else { return nil }
        components.removeLast(2)
        return components.joined(separator: "/") + "/share/steady/Fonts"
    }

    /// The running binary's path, links resolved (Linux's `/proc/self/exe`).
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
